/*
 * tui.rule-sources: every statement true under its ruleset (issue 21 item 7). A result page
 * takes each rule's source from the ruleset in force, as the engine gives it
 * (tsumo_rule_source): after a non-dealer's nagashi mangan under EMA 2008 it states the
 * counters the next hand shows (none: the ruleset's nagashi_settlement settles it as a win,
 * R-HONB-06, AMB-21), not "a counter is added", and cites that key for "no noten payments",
 * not EMA 4.2.4; an abortive draw's page cites abort_dealer_repeats for the dealer keeping the
 * deal (R-ABRT-07, AMB-19: EMA 3.4.12 is unclear there), not EMA 3.4.12. A Tenhou log, which
 * records no dice and was no EMA game, shows no dice and cites its ruleset by name. The
 * exhaustive draw's demo no longer claims an order ("the dealer first") EMA 3.4.2 does not give.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* q leaves the viewer (a question, where one is asked, answered yes). */
static void leave(void)
{
    drv_keys("q", NULL);
    if (drv_running())
        drv_keys("y", NULL);
    drv_exit();
}

/* The demo NAME at its last step, a hand's end, its caption hidden: the result page. */
static void demo_result(const char *name)
{
    char args[128];
    snprintf(args, sizeof args, "demo %s", name);
    drv_start(200, 60, args);
    drv_screen_is("view", -1);
    drv_keys("End", NULL);
    drv_text("Scores");
    drv_keys("c", NULL); /* the caption's box out of the way of the page */
}

static void nagashi_page(void)
{
    demo_result("nagashi-mangan");
    const char *page = drv_flat();
    if (strstr(page, "a counter is added"))
        drv_fail("the nagashi page says a counter is added: %s", page);
    if (!strstr(page, "The deal passes to the next player (ruleset key nagashi_settlement). "
                      "The next hand has 0 counters (ruleset key nagashi_settlement)."))
        drv_fail("the nagashi page does not state the next hand's counters: %s", page);
    drv_ok("after North's nagashi mangan under EMA 2008 the page says the next hand has 0 "
           "counters, as the ruleset's nagashi_settlement makes it (R-HONB-06)");
    if (!strstr(page, "Nagashi mangan is paid as a mangan tsumo (EMA 4.2.4).") ||
        !strstr(page, "no noten payments (ruleset key nagashi_settlement)."))
        drv_fail("the nagashi page cites EMA 4.2.4 for what the ruleset decides: %s", page);
    drv_ok("the mangan tsumo cites EMA 4.2.4 (R-NAGA-01), no noten payments the ruleset's key");
    drv_no_ids();
    leave();
}

static void abort_page(void)
{
    demo_result("abort-four-winds");
    const char *page = drv_flat();
    if (strstr(page, "3.4.12"))
        drv_fail("the abort's page cites EMA 3.4.12: %s", page);
    if (!strstr(page, "The dealer keeps the deal (ruleset key abort_dealer_repeats). "
                      "The next hand has 1 counter (EMA 3.4.10)."))
        drv_fail("the abort's page does not cite abort_dealer_repeats: %s", page);
    drv_ok("an abortive draw's page cites abort_dealer_repeats for the deal (R-ABRT-07)");
    leave();
}

/* A sim game written as a tenhou.net/6 log, in the viewer and printed. */
static void tenhou_log(void)
{
    char args[1200], log[600];
    snprintf(log, sizeof log, "%s/log.json", drv_tmp());
    snprintf(args, sizeof args, "replay --to tenhou %s", drv_sim_record(7));
    if (drv_output("log.json", args) != 0)
        drv_fail("replay --to tenhou failed");
    snprintf(args, sizeof args, "view --print %s", log);
    drv_output("print", args);
    if (drv_file_has("print", "dice"))
        drv_fail("view --print of a log shows dice the log does not record");
    if (drv_file_has("print", "EMA "))
        drv_fail("view --print of a log cites EMA, which it was not played under");
    if (!drv_file_has("print", "the Tenhou ruleset"))
        drv_fail("view --print of a log does not cite its ruleset by name");
    drv_ok("view --print of a Tenhou log: no dice, every rule its ruleset's");
    snprintf(args, sizeof args, "view %s", log);
    drv_start(200, 60, args);
    drv_screen_is("view", -1);
    drv_press("Right");
    drv_text("step 2 of");
    if (strstr(drv_flat(), "dice"))
        drv_fail("the viewer shows dice a log does not record: %s", drv_flat());
    if (!strstr(drv_flat(), "the Tenhou ruleset"))
        drv_fail("the deal's line does not cite the log's ruleset: %s", drv_flat());
    drv_ok("the viewer shows a Tenhou log's deal with no dice, citing the Tenhou ruleset");
    leave();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    nagashi_page();
    abort_page();
    tenhou_log();
    if (drv_output("exhaustive", "demo --print exhaustive-draw") != 0)
        drv_fail("demo --print exhaustive-draw failed");
    if (drv_file_has("exhaustive", "the dealer first"))
        drv_fail("the exhaustive draw's demo claims an order EMA 3.4.2 does not give");
    drv_ok("the exhaustive draw's captions claim no declaring order (EMA 3.4.2 gives none)");
    return drv_finish();
}

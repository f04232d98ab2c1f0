/*
 * tui.refusals: penalties refuse: an impossible win or call is refused with the rule and the
 * reason, and the game goes on; a furiten ron names the waits in the seat's own discards.
 * Penalties penalize: the same declaration is accepted and the engine's chombo follows, shown to
 * everyone (R-CHMB-04, EMA 3.4.6). (Was tests/tui/refusals.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};

static void start_seeded(const char *plan, const char *more)
{
    drv_start_plan(80, 24, plan, more);
    drv_keys("Enter", NULL);
}

static void refused(void)
{
    drv_start(80, 24, "play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0");
    drv_text("Players and their claim keys");
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    if (drv_trace_matches(" legal: .*tsumo"))
        drv_fail("the dealt hand at seed 7 is complete: the test needs another seed");
    drv_keys("t", NULL);
    drv_text("Refused: the hand is not complete with that tile — EMA 3.2");
    drv_ok("tsumo on an incomplete hand is refused with the rule (R-WIN-01, EMA 3.2)");
    if (!drv_trace_matches(" legal: .*_kan")) {
        /* No four alike and no pon: no kan to mean at all, and the message says so (not "an
           added kan needs a pon", which the player never tried). */
        drv_keys("K", NULL);
        drv_text("No kan is possible: a kan needs four alike in your hand (EMA 3.3.8), or a pon");
        drv_ok("K with no kan in the hand says that no kan is possible (EMA 3.3.7, 3.3.8)");
    }
    drv_keys("End", "Enter", NULL);
    drv_screen_is("claim", -1);
    drv_keys("3", NULL);
    drv_pass_curtain(2, "call");
    drv_keys("r", NULL);
    drv_text("Refused: the hand is not complete with that tile — EMA 3.2");
    drv_ok("ron on an incomplete hand is refused with the rule (R-WIN-01, EMA 3.2)");
    drv_keys("c", NULL);
    drv_text("Refused: ");
    drv_grep("Refused: .* — EMA [0-9.]*");
    drv_no_grep("R-[A-Z]+-[0-9]+|CFG-|AMB-");
    int y = drv_find_row("Refused: ", 0);
    drv_ok("a chi that cannot be made is refused with its rule: %s", strstr(drv_row(y), "Refused"));
    drv_keys("Escape", NULL);
    drv_screen_is("claim", -1);
    if (strcmp(drv_under_key('3'), "answered") != 0)
        drv_fail("seat 3 never showed as answered");
    drv_pass_all();
    drv_pass_curtain(1, "table");
    drv_ok("after a refusal the seat passes and play goes on");
    drv_type("q y");
    drv_exit();
}

/* Furiten: a ron on a wait the seat has discarded itself is refused with the tiles in its own
   pond and the rule (R-FURI-01, EMA 3.4.5). */
static void furiten(void)
{
    if (!drv_make_plan("furiten", "furiten"))
        drv_fail("the planner found no furiten ron");
    const char *r = drv_plan_line("furiten", "result furiten ");
    if (!r)
        drv_fail("the plan has no furiten");
    const char *waits = strchr(r + 15, ' ');
    waits = waits ? waits + 1 : "";
    char text[256];
    snprintf(text, sizeof text, "Refused: furiten: %s %s in your discards — EMA 3.4.5", waits,
             strchr(waits, ' ') ? "are" : "is");
    start_seeded("furiten", "");
    drv_play_plan("furiten", 0);
    drv_keys("r", NULL);
    drv_text(text);
    drv_ok("a furiten ron is refused with the waits in the seat's own discards and the rule");
    drv_type("q y");
    drv_exit();
}

/* A chi from a seat that is not on the discarder's right (R-CALL-02, EMA 3.3.4): refused with
   the rule, the whole sentence on screen (wrapped over two rows); with penalize the call is void
   and the hand dead (R-DEAD-02, EMA 3.4.7), shown to all with what was wrong. */
static void bad_chi(bool penalize)
{
    if (!drv_make_plan("bad-chi", "bad-chi"))
        drv_fail("the planner found no chi from the wrong seat");
    const char *r = drv_plan_line("bad-chi", "result bad-chi ");
    int seat = r ? atoi(r + 15) : 0;
    const char *name = names[seat];
    const char *why = "chi only on the discard of the player on your left";
    char text[256];
    drv_remove_state();
    start_seeded("bad-chi", penalize ? " --penalties penalize" : " --penalties refuse");
    drv_play_plan("bad-chi", 0);
    drv_keys("c", NULL);
    if (!penalize) {
        drv_text("Refused: ");
        char tail[1024];
        snprintf(tail, sizeof tail, "%s ", drv_row(22)); /* (one row at a time: one buffer) */
        snprintf(tail + strlen(tail), sizeof tail - strlen(tail), "%s", drv_row(23));
        snprintf(text, sizeof text, "Refused: %s — EMA 3.3.4", why);
        char squeezed[1024];
        size_t n = 0;
        for (const char *p = tail; *p && n + 1 < sizeof squeezed; p++)
            if (*p != ' ' || n == 0 || squeezed[n - 1] != ' ')
                squeezed[n++] = *p;
        squeezed[n] = '\0';
        if (!strstr(squeezed, text))
            drv_fail("the refusal is not read whole: %s", squeezed);
        drv_fits();
        drv_ok("refuse: %s's chi from the wrong seat is refused, the rule read whole", name);
    } else {
        drv_pass_all();
        drv_pass_curtain((seat + 2) % 4, "table");
        snprintf(text, sizeof text, "%s's hand is dead: ", name);
        drv_text(text);
        snprintf(text, sizeof text, "%s's hand is dead: %s", name, why);
        if (!strstr(drv_flat(), text))
            drv_fail("the log does not say why %s's hand is dead", name);
        snprintf(text, sizeof text, "%s [0-9]* dead hand", name);
        drv_grep(text);
        drv_check_no_leak();
        drv_fits();
        drv_ok("penalize: %s's chi from the wrong seat makes a dead hand, shown to all with the "
               "reason",
               name);
    }
    drv_type("q y");
    drv_exit();
}

static void chombo(void)
{
    drv_remove_state();
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --penalties "
              "penalize");
    drv_text("penalties: penalize");
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    drv_keys("t", NULL);
    drv_screen_is("result", -1);
    drv_text("chombo");
    drv_text("Ann: chombo: a win declared on a hand that is not one (EMA 3.4.6)");
    drv_check_no_leak();
    drv_no_ids();
    drv_ok("with penalize the false tsumo is accepted and Ann's chombo is shown to all");
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    refused();
    furiten();
    bad_chi(false);
    bad_chi(true);
    chombo();
    return drv_finish();
}

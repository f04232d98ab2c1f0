/*
 * tui.results: the pages at the end of a hand: the players listed by wind from the dealer (East
 * first); a payment line says "with N for counters" only when there are counters (R-HONB-01, EMA
 * 3.4.10); at a chombo a riichi stick of the hand comes back apart from the penalty (R-CHMB-01,
 * EMA 3.4.6). (Was tests/tui/results.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The winds of the score rows, in the order shown. */
static const char *winds_listed(void)
{
    static char out[64];
    out[0] = '\0';
    int y = drv_find_row("Scores", 0);
    for (; y >= 0 && (y = drv_find_row("^   (East|South|West|North) ", y)) >= 0; y++) {
        char wind[8];
        if (sscanf(drv_row(y), "%7s", wind) == 1)
            strcat(strcat(out, wind), " ");
    }
    return out;
}

/* South 4, dealt by the fourth seat: an exhaustive draw lists Dave (East) first, on both lists. */
static void south_four(int cols, int rows)
{
    drv_remove_state();
    char args[512];
    snprintf(args, sizeof args, "play --from %s/s4.tsumo --claim-window 0", drv_tmp());
    drv_start(cols, rows, args);
    drv_text("The game begins at South 4");
    drv_keys("Enter", NULL);
    drv_play_plan("draw", 0);
    drv_screen_is("result", -1);
    drv_text("exhaustive draw");
    if (strcmp(winds_listed(), "East South West North ") != 0)
        drv_fail("the scores are not listed from East: %s", winds_listed());
    drv_grep("^   East +Dave ");
    int y = drv_find_row("^  (Alice|Bob|Carol|Dave) ", 0);
    if (y < 0 || strncmp(drv_row(y), "  Dave ", 7) != 0)
        drv_fail("the tenpai list does not begin with the dealer Dave: %s",
                 y < 0 ? "" : drv_row(y));
    drv_fits();
    drv_ok("%d %d: a South 4 draw lists Dave (East) first, then South, West, North", cols, rows);
    drv_type("q y");
    drv_exit();
}

/* A tsumo with no counters: no "with 0 for counters" (a ron never said it). */
static void tsumo_without_counters(void)
{
    long from = 1;
    for (;;) {
        char args[64];
        snprintf(args, sizeof args, "win --from %ld", from);
        const char *r = drv_make_plan("win", args) ? drv_plan_line("win", "result win ") : NULL;
        if (r && strlen(r) > 12 && strncmp(r + 12, " tsumo ", 7) == 0)
            break;
        from = drv_plan_seed("win") + 1;
        if (from >= 500)
            drv_fail("the planner found no first hand won by tsumo");
    }
    drv_remove_state();
    drv_start_plan(80, 24, "win", NULL);
    drv_keys("Enter", NULL);
    drv_play_plan("win", 0);
    drv_screen_is("result", -1);
    drv_text("Value:");
    drv_grep("(player|dealer) pays [0-9]+");
    drv_gone("with 0 for counters");
    drv_ok("a tsumo without counters says who pays what, and nothing of counters");
    drv_type("q y");
    drv_exit();
}

/* Penalize: Alice declares riichi on whatever she holds (a noten riichi is only noted), her
   stick goes down; Bob's false tsumo is chombo, and Alice's stick comes back, shown apart. */
static void chombo(void)
{
    drv_remove_state();
    drv_start(80, 24,
              "play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0 "
              "--penalties penalize");
    drv_text("penalties: penalize");
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    drv_keys("r", "End", "Enter", NULL);
    drv_pass_all();
    drv_pass_curtain(1, "table");
    if (drv_trace_matches(" legal: .*tsumo"))
        drv_fail("Bob's hand is complete at seed 7: the test needs another seed");
    drv_keys("t", NULL);
    drv_screen_is("result", -1);
    drv_text("Bob: chombo");
    drv_grep("^   East +Alice +29000 +[+]4000 +[+]1000 stick back += +34000");
    drv_grep("^   South +Bob +30000 +-8000 += +22000");
    drv_fits();
    drv_ok("a chombo shows Alice's riichi stick coming back apart from what the penalty pays her");
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("draw", "last-draw"))
        drv_fail("the planner found no seed whose South 4 is drawn");
    drv_plan_record("draw", "s4.tsumo", "Alice Bob Carol Dave");
    south_four(80, 24);
    south_four(200, 60);
    tsumo_without_counters();
    chombo();
    return drv_finish();
}

/*
 * tui.coach-yaku: the coach warns of a call that leaves no yaku and of a tenpai without one
 * (issue 22; R-WIN-02, EMA 3.2; R-YAKU-05, EMA 4.2.1: no open tanyao under EMA 2008). Bo,
 * coached (`--coach 2`), holds 123m 789p 11s 45s 45p and Red on a stacked wall
 * (tests/tui/in/coach-wall.h); Ann discards 6p. The chi of 6p is made for the 3s-6s tenpai it
 * gives by discarding Red, and that tenpai has no yaku; keeping Red for a pair leaves the hand a
 * tile further, which is no reason to stay silent (as the coach was, issue 22, before it showed
 * "tenpai, waits 3s (4 left), 6s (4 left)" on the yakuless hand). So:
 * - the call screen warns that the chi leaves no yaku;
 * - after the chi, with the caret on Red, the hand line says the tenpai has no yaku and the
 *   message row that it cannot win but with haitei, houtei, rinshan or chankan;
 * - nothing of it on the claim window, a public screen;
 * at 80x24 and 200x60, and in Spanish at 80x24, nothing cut.
 */
#include "coach-wall.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    const char *const hands[4] = {"111z222z333z444z6p6z", "123m789p11s45s45p7z", NULL, NULL};
    coach_record("chi.tsumo", hands, "9m9m9m9m", "8m", "E discard 6p\n");
    char args[600];
    snprintf(args, sizeof args, "play --from %s/chi.tsumo --coach 2 --claim-window 0", drv_tmp());
    drv_start(80, 24, args);
    drv_screen_is("claim", -1);
    if (drv_shows("coach:"))
        drv_fail("the coach on the claim window");

    drv_keys("2", NULL);
    drv_pass_curtain(1, "call");
    drv_text("chi 4p 5p");
    drv_text("coach: this chi leaves no yaku (EMA 3.2); no open tanyao here (EMA 4.2.1)");
    drv_fits();
    drv_no_ids();
    drv_ok("the call screen warns of the chi that leaves no yaku (EMA 3.2, 4.2.1)");

    drv_keys("Enter", NULL);
    drv_pass_all();
    drv_pass_curtain(1, "table");
    drv_text("coach: after Rd, tenpai, waits 3s (4 left), 6s (4 left), but no yaku");
    drv_text("coach: no yaku: no win (EMA 3.2) except haitei, houtei, rinshan or chankan");
    drv_fits();
    drv_no_ids();
    drv_ok("the yakuless tenpai after the chi says it has no yaku and cannot win (EMA 3.2)");

    /* Another discard: one tile from tenpai, no warning of a tenpai. */
    drv_keys("4", "s", NULL);
    drv_text("coach: after 4s, 1 tile from tenpai");
    drv_gone("no win (EMA 3.2)");
    drv_ok("a discard that leaves no tenpai has no tenpai warning");
    drv_leave();

    /* At 200x60 (big tiles), the same words, nothing cut. */
    drv_remove_state(); /* no game kept from the first start, no message over the coach's */
    drv_start(200, 60, args);
    drv_keys("2", NULL);
    drv_pass_curtain(1, "call");
    drv_text("coach: this chi leaves no yaku (EMA 3.2)");
    drv_fits();
    drv_keys("Enter", NULL);
    drv_pass_all();
    drv_pass_curtain(1, "table");
    drv_text("but no yaku");
    drv_text("coach: no yaku: no win (EMA 3.2) except haitei, houtei, rinshan or chankan");
    drv_fits();
    drv_ok("at 200x60 the same warnings, nothing cut");
    drv_leave();

    /* In Spanish at 80x24 the longer words still fit their rows. */
    drv_remove_state();
    setenv("LANGUAGE", "es", 1);
    drv_start(80, 24, args);
    drv_keys("2", NULL);
    drv_pass_curtain(1, "call");
    drv_text("entrenador: ");
    drv_fits();
    drv_keys("Enter", NULL);
    drv_pass_all();
    drv_pass_curtain(1, "table");
    drv_text("pero sin yaku");
    drv_text("entrenador: sin yaku: no gana (EMA 3.2) salvo haitei, houtei, rinshan, chankan");
    drv_fits();
    drv_ok("in Spanish at 80x24 the same warnings, nothing cut");
    drv_type("q y");
    drv_exit();
    unsetenv("LANGUAGE");
    return drv_finish();
}

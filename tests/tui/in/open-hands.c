/*
 * tui.open-hands: a teaching game (issue 12): `tsumo play --open-hands` has no curtain, shows
 * every hand on every screen of a whole hand (the one whose turn it is below, the others after
 * their labels, each as the trace's hands= gives it from that seat's own view) and says so in
 * the corner of every screen. It is kept with the table's settings; without it nothing changes.
 * (Was tests/tui/open-hands.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool marked(void)
{
    return drv_count(drv_row(23), "open hands *$") > 0;
}

/* The frame shows the mark and every hand but the one drawn below (its holder's). */
static void check_open(void)
{
    if (!marked())
        drv_fail("no open hands mark on %.20s", drv_trace());
    drv_check_hands_shown("open hands");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands");
    drv_screen_is("start", -1);
    if (!marked())
        drv_fail("no open hands mark on the start screen");
    drv_keys("Enter", NULL);
    int turns = 0, windows = 0;
    for (int guard = 0; !drv_trace_matches("^screen=result "); guard++) {
        if (guard > 2000)
            drv_fail("the hand did not end");
        if (drv_trace_matches("^screen=curtain "))
            drv_fail("a curtain in a game with open hands");
        if (drv_trace_matches("^screen=table ")) {
            turns++;
            check_open();
            drv_keys("Enter", NULL);
        } else if (drv_trace_matches("^screen=claim ")) {
            if (++windows % 3 == 1)
                check_open();
            drv_pass_all();
        } else if (drv_trace_matches("^screen=declare ")) {
            check_open();
            drv_keys("Enter", NULL);
        } else {
            drv_fail("the hand waits on a screen the test has no key for");
        }
    }
    if (!marked())
        drv_fail("no open hands mark on the result");
    drv_ok("open hands: a whole hand (%d turns, %d windows) without a curtain, every hand and the "
           "mark on every screen",
           turns, windows);

    /* Kept with the settings: the resumed game still has them open. */
    drv_leave();
    if (!drv_saved_line("tsumo/autosave.table", "open-hands 1"))
        drv_fail("open hands are not saved");
    drv_trace_mark();
    drv_start(80, 24, "play --resume");
    if (!drv_trace_matches("^screen=(start|table|result) "))
        drv_fail("the resumed game never showed");
    if (!marked())
        drv_fail("the resumed game lost its open hands");
    drv_leave();
    drv_ok("open hands are kept with the table's settings");

    /* Without the option: the curtain comes back, no mark, no hands in the trace. */
    drv_trace_mark();
    drv_start(80, 24, "play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_gone("open hands");
    if (drv_trace_any(" hands="))
        drv_fail("hands in the trace without --open-hands");
    drv_check_no_leak();
    drv_ok("without --open-hands the curtain comes and nothing is open");
    drv_leave();
    return drv_finish();
}

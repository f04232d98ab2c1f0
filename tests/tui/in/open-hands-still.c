/*
 * tui.open-hands-still: a teaching game with four humans (`tsumo play --open-hands`, issue 21
 * item 4) keeps the table still: the seat --seat names (South, Bo, in the first hand) stays at
 * the bottom through every turn, claim window and declaration of a whole hand, while the hand of
 * the player whose turn it is is drawn below to choose from; before, the whole table turned to
 * each player in turn. `v` turns it a quarter (the next seat at the bottom) and the hint says
 * so. Every hand stays on the screen (drv_check_hands_shown). The seat is kept with the game's
 * settings (`seat 1` in autosave.table): left on the third turn and resumed without --seat, the
 * game keeps South at the bottom (before, a resumed game put the first East there).
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

enum { LABEL_ROW = 18 }; /* rows - 6 at 80x24 (board.c) */

static void check_still(const char *want, const char *where)
{
    if (strncmp(drv_row(LABEL_ROW), want, strlen(want)) != 0)
        drv_fail("%s: the bottom label is not '%s' on %.20s", where, want, drv_trace());
    drv_check_hands_shown(where);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands "
              "--seat S");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    const char *want = "South Bo ";
    int turns = 0, windows = 0;
    for (int guard = 0; !drv_trace_matches("^screen=result "); guard++) {
        if (guard > 2000)
            drv_fail("the hand did not end");
        if (drv_trace_matches("^screen=table ")) {
            check_still(want, "a turn");
            if (++turns == 3) { /* left and resumed: the seat chosen is kept (seat 1) */
                if (!drv_saved_line("tsumo/autosave.table", "seat 1"))
                    drv_fail("autosave.table does not keep the seat (seat 1)");
                drv_leave();
                drv_start(80, 24, "play --resume --claim-window 0");
                drv_screen_is("table", -1);
                check_still(want, "the game resumed without --seat");
            }
            if (turns == 5) { /* v: West comes to the bottom, and stays there */
                drv_grep("v turn");
                drv_keys("v", NULL);
                want = "West Cy ";
                check_still(want, "after v");
            }
            drv_keys("Enter", NULL);
        } else if (drv_trace_matches("^screen=claim ")) {
            windows++;
            check_still(want, "a claim window");
            drv_pass_all();
        } else if (drv_trace_matches("^screen=declare ")) {
            check_still(want, "a declaration");
            drv_keys("Enter", NULL);
        } else {
            drv_fail("the hand waits on a screen the test has no key for");
        }
    }
    drv_ok("four humans with open hands: the table still through %d turns and %d windows, "
           "resumed with its seat, v turns it",
           turns, windows);
    drv_leave();

    /* One human among computers: his seat stays at the bottom, the table is not his to turn. */
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands "
              "--cpu 2,3,4");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", 0);
    drv_no_grep(" v turn");
    drv_leave();
    drv_ok("with one human the table follows him and offers no v");
    return drv_finish();
}

/*
 * tui.seat-resume: `tsumo play --seat` is kept with the game's settings (`seat N` in
 * autosave.table, issue 21), so that `--resume` keeps the chosen seat at the bottom of a still
 * table (--open-hands and four humans); before, a resumed game put the first East there.
 * `--seat` given with `--resume` still chooses over the saved one.
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

enum { LABEL_ROW = 18 }; /* rows - 6 at 80x24 (board.c) */

static void bottom_is(const char *want, const char *where)
{
    drv_screen_is("table", -1);
    if (strncmp(drv_row(LABEL_ROW), want, strlen(want)) != 0)
        drv_fail("%s: the bottom label is not '%s' but '%s'", where, want, drv_row(LABEL_ROW));
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands "
              "--seat S");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    bottom_is("South Bo ", "the first turn");
    if (!drv_saved_line("tsumo/autosave.table", "seat 1"))
        drv_fail("autosave.table does not keep the seat (seat 1)");
    drv_leave();

    drv_start(80, 24, "play --resume --claim-window 0");
    bottom_is("South Bo ", "the resumed game");
    drv_leave();
    drv_ok("--seat S is saved (seat 1) and the resumed game keeps South at the bottom");

    drv_start(80, 24, "play --resume --claim-window 0 --seat W");
    bottom_is("West Cy ", "resumed with --seat W");
    drv_leave();
    drv_start(80, 24, "play --resume --claim-window 0");
    bottom_is("West Cy ", "resumed again without --seat");
    drv_leave();
    drv_ok("--seat W with --resume chooses over the saved seat, and is saved in its turn");
    return drv_finish();
}

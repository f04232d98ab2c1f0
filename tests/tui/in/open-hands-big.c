/*
 * tui.open-hands-big: a teaching game on the projector (issue 12): `tsumo play --open-hands`
 * with big tiles (by itself at 200x60, --big at 160x48) shows every hand but the one drawn below
 * after its seat's label, as at 80x24 (tui.open-hands): on a turn, the three others; in the
 * claim window, which has no hand below, all four. Each as the trace's hands= gives it from that
 * seat's own view; nothing else leaks and nothing is cut. The start screen says that no curtain
 * comes between turns. (Was tests/tui/open-hands-big.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void big(int cols, int rows, const char *option)
{
    char args[256], where[32];
    snprintf(where, sizeof where, "%d %d", cols, rows);
    snprintf(args, sizeof args,
             "play %s --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands",
             option);
    drv_start(cols, rows, args);
    drv_screen_is("start", -1);
    /* the start screen tells the room no curtain comes, not that one does */
    if (!strstr(drv_flat(), "no curtain comes"))
        drv_fail("%s: the start screen does not say that no curtain comes", where);
    drv_gone("a curtain asks");
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    drv_check_hands_shown(where);
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    drv_check_hands_shown(where);
    drv_pass_all();
    drv_screen_is("table", -1);
    drv_check_hands_shown(where);
    drv_leave();
    drv_ok("%s: every other hand is shown on a turn and in the claim window", where);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    big(200, 60, "");
    big(160, 48, "--big");

    /* One human against three computers has no curtain either: the start screen says so too. */
    drv_start(80, 24, "play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --cpu 2,3,4");
    drv_screen_is("start", -1);
    if (!strstr(drv_flat(), "no curtain comes"))
        drv_fail("one human: the start screen does not say that no curtain comes");
    drv_leave();
    drv_ok("one human against computers: the start screen says no curtain comes");

    /* --big where it does not fit (80x24), in Spanish: the note that says why and the open hands
       mark share the last row, the note whole and the mark untouched. */
    setenv("LANGUAGE", "es", 1); /* the build's catalogue: TSUMO_LOCALEDIR, given by ctest */
    drv_start(80, 24,
              "play --big --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 "
              "--open-hands");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    if (drv_count(drv_row(23), "80×24.*manos abiertas$") == 0)
        drv_fail("the big tiles' note and the open hands mark overlap: %s", drv_row(23));
    drv_fits();
    drv_keys("q", NULL);
    drv_text("¿Dejar la mesa?");
    drv_keys("y", NULL);
    drv_exit();
    drv_ok("80x24 in Spanish: the big tiles' note and the open hands mark share the last row");
    return drv_finish();
}

/*
 * tui.big: the projector's layout (issues 12, 21): tile faces three rows tall (data/faces) and
 * the table spread over a large terminal, by itself from 160x48 and with --big wherever the big
 * table fits; a
 * seeded hand played to its win at 200x60 with no tile a screen may not show and nothing cut at
 * the edge; --big at 160x48; --big at 80x24 keeps today's table and says why in one line, also
 * when a game kept with --big is resumed there; --no-big keeps the small table at 200x60.
 * (Was tests/tui/big.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int first;

/* The big faces (three rows tall) whose top row is screen row ROW (1-based). */
static int framed(int row)
{
    return drv_big_tiles(row - 1);
}

/* A new game at that size, through the start and the curtain. */
static void first_turn(int cols, int rows, const char *more)
{
    drv_start_plan(cols, rows, "plan", more);
    drv_keys("Enter", NULL);
    drv_pass_curtain(first, "table");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("plan", "win"))
        drv_fail("the planner found no seed whose first hand is won");
    const char *d = drv_plan_line("plan", "D ");
    first = d ? atoi(d + 2) : 0;

    /* At 200x60 by itself: the hand's faces from row 54 (rows - 6), three rows tall, no frame. */
    first_turn(200, 60, "");
    if (framed(54) < 13)
        drv_fail("no big hand at 200x60");
    drv_gone("+---+");
    drv_gone("Big tiles need");
    drv_fits();
    drv_check_no_leak();
    drv_ok("200x60: the hand in big tiles, framed, nothing cut, no leak");
    drv_check_leaks = drv_check_fits = true;
    drv_play_plan("plan", 0);
    drv_screen_is("result", -1);
    drv_check_no_leak();
    drv_fits();
    if (framed(3) < 2)
        drv_fail("the winning hand is not in big tiles");
    drv_text("Dora indicators:");
    drv_ok("the hand played to its win at 200x60: big ponds and melds on the way, the result's "
           "hand big");
    drv_check_leaks = drv_check_fits = false;
    drv_leave();

    /* --big at 160x48: the same table in big tiles. */
    drv_remove_state();
    first_turn(160, 48, "--big");
    if (framed(42) < 13)
        drv_fail("no big hand at 160x48");
    drv_fits();
    drv_check_no_leak();
    drv_ok("160x48 --big: the hand in big tiles, nothing cut");
    drv_leave();

    /* --big at 80x24: today's table, the hand on row 21, and one line that says why. */
    drv_remove_state();
    first_turn(80, 24, "--big");
    if (drv_row_tiles(20) < 13)
        drv_fail("no small hand on row 21");
    drv_gone("+---+");
    drv_text("Big tiles need a terminal of 134×45; this one is 80×24");
    drv_fits();
    drv_ok("80x24 --big: the small table and a note");
    drv_leave();
    /* The choice is one of the table's saved settings: resumed without --big, still asked for. */
    drv_start(80, 24, "play --resume");
    drv_text("Big tiles need a terminal of 134×45");
    drv_ok("a game kept with --big resumes with it");
    drv_leave();

    /* --no-big at 200x60: the small tiles, the hand on the row above the last three. */
    drv_remove_state();
    first_turn(200, 60, "--no-big");
    drv_gone("+---+");
    if (drv_row_tiles(56) < 13)
        drv_fail("no small hand on row 57");
    drv_ok("200x60 --no-big: the small table");
    drv_leave();
    return drv_finish();
}

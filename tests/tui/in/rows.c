/*
 * tui.rows: every row of tiles stands its tiles a blank apart where the row has room, so that a
 * red five's mark reads with its own tile and never with the next one ("5s* 9s", not "5s*9s"):
 * the menu's banner, the new game form's sample and the hands on a result page, at 80x24 and
 * 200x60 (one drawer, tile_row_draw, draws them all, the table's hand too). (Was rows.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A red five's mark glued to the next tile (ascii faces). */
static void not_glued(const char *where)
{
    if (drv_matches("5[mps]\\*([1-9][mps]|[ESWN] |Wh|Gr|Rd)"))
        drv_fail("a red five's mark touches the next tile on %s", where);
}

static void menu_and_form(int cols, int rows)
{
    drv_start(cols, rows, "");
    drv_text("New game");
    if (!drv_matches("5[mps]\\*"))
        drv_fail("the menu's banner at %dx%d shows no red five", cols, rows);
    not_glued("the menu");
    drv_keys("n", NULL);
    drv_text("a new game");
    if (!drv_matches("5[mps]\\*"))
        drv_fail("the form's sample at %dx%d shows no red five", cols, rows);
    not_glued("the form");
    drv_fits();
    drv_ok("the menu's banner and the form's sample at %d %d: each red five stands apart", cols,
           rows);
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    drv_exit();
}

/* The first won hand from seed 1 on whose result page a red five shows. */
static void result_page(void)
{
    bool found = false;
    for (long from = 1; !found && from < 400;) {
        char args[256];
        snprintf(args, sizeof args, "win --from %ld", from);
        if (!drv_make_plan("plan", args))
            drv_fail("the planner found no seed");
        long seed = drv_plan_seed("plan");
        drv_remove_state();
        drv_trace_mark();
        drv_start_plan(80, 24, "plan", NULL);
        drv_keys("Enter", NULL);
        drv_play_plan("plan", 0);
        drv_screen_is("result", -1);
        for (int y = 1; y < 12 && !found; y++)
            found = drv_count(drv_row(y), "5[mps]\\*") > 0;
        if (found) {
            not_glued("the result page");
            drv_fits();
            drv_ok("the result page of seed %ld at 80x24: the red five stands apart", seed);
        }
        drv_keys("q", NULL);
        drv_text("Leave the table?");
        drv_keys("y", NULL);
        drv_exit();
        from = seed + 1;
    }
    if (!found)
        drv_fail("no won hand with a red five on its result page");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    menu_and_form(80, 24);
    menu_and_form(200, 60);
    result_page();
    return drv_finish();
}

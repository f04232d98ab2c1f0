/*
 * tui.red-five: a red five's mark never touches the next tile (issue 22). The exhaustive draw's
 * page at 80x24 shows the tenpai hands beside the names, each tile's cell alone (no room for a
 * blank after each): a seeded hand whose shown hand holds a red five with a tile after it
 * (the planner's draw-red), played to the draw in the ascii and the kanji styles. Every '*' on
 * the page has a blank after it ("5m* 6m", never "5m*6m"), and the row is one of cells alone
 * (the case that touched). tui.screens checks every frame of whole games the same way.
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

static void at_the_draw(const char *style)
{
    char more[64];
    snprintf(more, sizeof more, "--tiles %s", style);
    drv_start_plan(80, 24, "plan", more);
    drv_keys("Enter", NULL);
    drv_play_plan("plan", 0);
    drv_screen_is("result", -1);
    drv_text("exhaustive draw");
    drv_fits();
    /* The red mark: a '*' with something other than a blank after it on any row. */
    for (int y = 0; y < 24; y++) {
        const char *row = drv_row(y), *star = row;
        while ((star = strchr(star, '*'))) {
            star++;
            if (*star && *star != ' ')
                drv_fail("%s: a red five's mark touches the next tile: '%s'", style, row);
        }
    }
    int shown = 0;
    for (int y = 0; y < 24; y++)
        shown += strchr(drv_row(y), '*') != NULL;
    if (!shown)
        drv_fail("%s: no red five on the draw's page", style);
    drv_ok("%s: every red five on the draw's page has a blank before the next tile", style);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("plan", "draw-red"))
        drv_fail("the planner found no seed whose draw shows a red five");
    at_the_draw("ascii");
    /* In ascii the row of cells alone: tiles one blank apart, as where the mark touched. */
    if (!drv_matches("[1-9][mpsz] [1-9][mpsz] [1-9][mpsz]"))
        drv_fail("the draw's page has no row of cells alone: the case is not tried");
    drv_ok("the hands on the draw's page are rows of cells alone, where the mark touched");
    drv_leave();
    drv_remove_state();
    at_the_draw("kanji");
    drv_leave();
    return drv_finish();
}

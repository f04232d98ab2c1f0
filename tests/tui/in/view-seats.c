/*
 * tui.view-seats: a demo in the viewer (issue 12), as an organiser shows it to a room, at 80x24
 * and at 200x60 (big tiles): East's pon of North wind (furiten-temporary) is drawn once, with
 * East's hand, not a second time where a public screen puts the melds of a seat with no hand
 * below; the step line says the ron claimed. The hand's result names the winner and the
 * discarder, who have no names in a demo, by their winds (R-WIN-04, EMA 3.3.10: the discarder
 * pays), as the step lines do; the payments and the seats' panel, whose rows start with the
 * wind, do not say it twice, and the panel counts no shanten before the deal, when nobody holds
 * a tile. (Was tests/tui/view-seats.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

/* Right until the title says step N. */
static void to_step(int step)
{
    char text[32];
    snprintf(text, sizeof text, "step %d of", step);
    for (int n = 0; !strstr(drv_row(0), text); n++) {
        if (n >= 40)
            drv_fail("Right never reached step %d", step);
        drv_keys("Right", NULL);
    }
}

static void at_size(int cols, int rows)
{
    drv_start(cols, rows, "demo furiten-temporary");
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    /* the seats' panel: before the deal nobody holds a tile, so nobody is n-shanten; then each
       seat by its wind once, as it has no name */
    drv_keys("p", NULL);
    drv_text("Each seat, as it sees the game");
    if (drv_shows("-shanten"))
        drv_fail("%dx%d: the panel counts shanten before the deal", cols, rows);
    drv_text("South: no tiles yet");
    drv_keys("Right", NULL);
    drv_text("step 2 of");
    drv_text("South: tenpai");
    drv_no_grep("(East|South|West|North) (East|South|West|North):");
    drv_keys("p", NULL);
    drv_gone("Each seat, as it sees the game");
    to_step(13);
    drv_keys("c", NULL); /* the caption's box away: the table as it is under it */
    /* The pon's three tiles: "N^  N  N" small (North across from South, the demo's seat at the
       bottom), three big N faces side by side big. */
    int count = 0;
    if (cols == 80)
        for (const char *p = drv_screen(); (p = strstr(p, "N^  N  N")) != NULL; p += 8)
            count++;
    else
        count = drv_big_count("4z 4z 4z");
    if (count != 1)
        drv_fail("%dx%d: East's pon is drawn %d times", cols, rows, count);
    drv_text("South claims ron");
    drv_fits();
    drv_keys("Right", NULL);
    drv_text("wins by ron on 6p");
    drv_text("South wins by ron on 6p from East");
    drv_grep("^ *East pays 2000");
    drv_keys("Enter", NULL);
    drv_text("payments");
    drv_grep("^ +South +30000 +\\+2000");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%dx%d: q did not leave with status 0", cols, rows);
    drv_ok("%d %d: the pon drawn once, the step line in sight, the result names South and East",
           cols, rows);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    at_size(80, 24);
    at_size(200, 60);
    return drv_finish();
}

/*
 * tui.view-centre: the viewer's centre hands at 80x24 (issue 21 item 8). The three hands under
 * the dead wall keep a blank column from the side seats' ponds (the band is columns 16-63, the
 * right seat's pond starts at 64): no tile face reaches column 62, where it would read as the
 * first tile of that pond. A hand that has drawn shows its drawn tile a blank apart, as the
 * bottom hand does (EMA 3.3.11): in the ron-triple demo South draws East at step 4. A red
 * five's mark never touches the tile after it ("5m*2p"), in a row of cells alone too.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BAND_LEFT = 16, BAND_RIGHT = 64 }; /* 80x24: margin 0, four pond cells of 4 columns */

/* The starts of the words of row y within the band, into at[]; their count. */
static int words_in_band(int y, int at[32])
{
    const char *r = drv_row(y);
    int n = 0, len = (int)strlen(r);
    for (int x = BAND_LEFT; x < BAND_RIGHT && x < len && n < 32; x++)
        if (r[x] != ' ' && (x == BAND_LEFT || r[x - 1] == ' '))
            at[n++] = x;
    return n;
}

/* The row of the centre hand of `wind` ("South" or its "S:"), or -1. */
static int centre_row(const char *wind)
{
    char initial[4] = {wind[0], ':', '\0'};
    for (int y = 7; y < 15; y++) {
        int at[32], n = words_in_band(y, at);
        const char *r = drv_row(y);
        if (n > 10 && (!strncmp(r + at[0], wind, strlen(wind)) || !strncmp(r + at[0], initial, 2)))
            return y;
    }
    return -1;
}

static void check_margin(int step)
{
    static const char *const winds[] = {"South", "West", "North"};
    for (int i = 0; i < 3; i++) {
        int y = centre_row(winds[i]);
        if (y < 0)
            drv_fail("step %d: no centre hand of %s", step, winds[i]);
        const char *r = drv_row(y);
        int len = (int)strlen(r);
        for (int x = BAND_RIGHT - 2; x < BAND_RIGHT && x < len; x++)
            if (r[x] != ' ')
                drv_fail("step %d: %s's centre hand reaches column %d, by the pond at %d", step,
                         winds[i], x, BAND_RIGHT);
    }
}

/* South's hand after he draws at step 4: his wind, thirteen tiles and the drawn one apart. */
static void check_drawn_apart(void)
{
    drv_text("South draws E");
    int y = centre_row("South"), at[32], n = words_in_band(y, at);
    if (n != 15)
        drv_fail("South's centre hand has %d words, not his wind and 14 tiles", n);
    int gap = at[2] - at[1], last = at[14] - at[13];
    if (last <= gap)
        drv_fail("South's drawn tile is not apart: gaps %d and %d", gap, last);
}

static void triple_demo(void)
{
    drv_start(80, 24, "demo ron-triple");
    drv_keys("c", NULL); /* the captions away: the table under them */
    for (int step = 2; step <= 13; step++) {
        drv_keys("Right", NULL);
        check_margin(step);
        if (step == 4)
            check_drawn_apart();
    }
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("ron-triple: the centre hands keep clear of the ponds; the drawn tile stands apart");
}

/* A centre hand's row: each red five's mark apart from the next tile, clear of the right pond.
   Returns the red fives on it. */
static int check_centre_row(int step, const char *r)
{
    int reds = 0;
    for (const char *star = strchr(r, '*'); star; star = strchr(star + 1, '*')) {
        reds++;
        if (star[1] && star[1] != ' ')
            drv_fail("step %d: a red five's mark touches the next tile: %s", step, r);
    }
    for (int x = BAND_RIGHT - 2; x < BAND_RIGHT && x < (int)strlen(r); x++)
        if (r[x] != ' ')
            drv_fail("step %d: a centre hand reaches column %d, by the pond at %d", step, x,
                     BAND_RIGHT);
    return reds;
}

/* Every step of a whole game: the centre hands of each step shown with the table. */
static void whole_game(void)
{
    char args[600], of[32];
    snprintf(args, sizeof args, "view %s", drv_sim_record(5));
    drv_start(80, 24, args);
    if (!drv_sub(drv_row(0), "^step 1 of ([0-9]+)", 1, of, sizeof of))
        drv_fail("the viewer does not start at step 1");
    int steps = atoi(of), rows_seen = 0, reds_seen = 0;
    for (int step = 1; step <= steps; step++) {
        if (step > 1)
            drv_keys("Right", NULL);
        for (int y = 7; y < 15 && !strncmp(drv_row(0), "step ", 5); y++) {
            int at[32], n = words_in_band(y, at);
            const char *r = drv_row(y);
            if (n >= 10 && strchr("ESWN", r[at[0]])) {
                rows_seen++;
                reds_seen += check_centre_row(step, r);
            }
        }
    }
    if (rows_seen < 1000 || reds_seen < 100)
        drv_fail("only %d centre hands and %d red fives seen", rows_seen, reds_seen);
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("a whole game: %d centre hands, none by the right pond; %d red fives, each mark apart "
           "from the next tile (\"5m* 2p\", never \"5m*2p\")",
           rows_seen, reds_seen);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    triple_demo();
    whole_game();
    return drv_finish();
}

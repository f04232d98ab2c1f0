/*
 * tui.projector: readable from the back of a room (issue 21, item 3). `tsumo demo NAME --big` at
 * 134x45 (a projector with a larger font) and 200x60: the bottom hand's faces three rows tall
 * (read back from data/faces/big.faces), the other three hands as tiles, never in the notation;
 * the riichi tile's mark and the drawn tile bold, never dim; `tsumo play --open-hands --big` at
 * 134x45 shows every other hand as tiles, none in the notation; at 80x24 the demo keeps the
 * small table (no big face at all), its riichi mark bold too.
 */
#include "driver.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A hand in the notation, as `2405m2240779p16z` (one-row tiles are "2m 4m"). */
#define MPSZ "[0-9]{3,}[mpsz]"

static bool riichi_bold, riichi_dim, drawn_bold;
static int drawn_row;

static void watch(int y, int x, int width, int style, const char *text)
{
    (void)x, (void)width;
    if (strcmp(text, "/") == 0) {
        riichi_bold |= (style & UI_BOLD) != 0;
        riichi_dim |= UI_PAINT(style) == UI_PAINT_DIM || (style & UI_FAINT);
    }
    if (y == drawn_row && (style & UI_BOLD) && (style & UI_UNDERLINE))
        drawn_bold = true;
}

/* Steps with Right until a row holds TEXT (at most 40 steps). */
static void step_to(const char *text)
{
    for (int i = 0; i < 40 && drv_find_row(text, 0) < 0; i++)
        drv_keys("Right", NULL);
    if (drv_find_row(text, 0) < 0)
        drv_fail("no step shows %s", text);
}

/* The three hands of the band, one a row, each of ten tiles or more in one-row cells. */
static int tile_rows(void)
{
    int n = 0;
    for (int y = 1; y < canvas_rows() - 1; y++)
        n += drv_row_tiles(y) >= 10;
    return n;
}

static void demo_big(int cols, int rows)
{
    char where[32];
    snprintf(where, sizeof where, "%dx%d", cols, rows);
    drv_start(cols, rows, "demo call-priority --big");
    drv_text("step 1 of");
    step_to("calls pon");
    int hand = rows - TILE_BIG_ROWS - 4; /* board_hand_row */
    if (drv_big_tiles(hand) < 13)
        drv_fail("%s: the bottom hand is not in faces three rows tall (%d)", where,
                 drv_big_tiles(hand));
    if (tile_rows() < 3)
        drv_fail("%s: the other three hands are not drawn as tiles", where);
    drv_no_grep(MPSZ);
    drv_fits();
    drv_ok("%s demo --big: faces three rows tall, every hand as tiles, none in the notation",
           where);
    drv_keys("q", NULL);
    drv_exit();

    drv_start(cols, rows, "demo riichi-ippatsu-ura --big --seat E"); /* East draws at the bottom */
    drv_text("step 1 of");
    step_to("[0-9] riichi$"); /* South's label: the riichi tile is in his pond from here */
    drawn_row = hand + TILE_BIG_ROWS - 1;
    riichi_bold = riichi_dim = drawn_bold = false;
    drv_canvas_watch = watch;
    step_to("East draws");
    drv_keys("Right", NULL);
    drv_keys("Left", NULL); /* the frame of East's draw, watched */
    drv_canvas_watch = NULL;
    if (!riichi_bold || riichi_dim)
        drv_fail("%s: the riichi tile's mark is not bold, or dim", where);
    if (!drawn_bold)
        drv_fail("%s: the drawn tile is not bold and underlined", where);
    drv_ok("%s: the riichi tile's mark and the drawn tile bold, not dim", where);
    drv_keys("q", NULL);
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    demo_big(134, 45);
    demo_big(200, 60);

    /* A teaching game on the projector: the other hands as tiles, never in the notation. */
    drv_start(134, 45,
              "play --big --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 "
              "--open-hands");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    drv_check_hands_shown("134x45 --open-hands --big");
    drv_no_grep(MPSZ);
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    drv_check_hands_shown("134x45 --open-hands --big, claim window");
    drv_no_grep(MPSZ);
    drv_leave();
    drv_ok("134x45 play --open-hands --big: every other hand as tiles, none in the notation");

    /* 80x24: the small table as it was, no big face anywhere. */
    drv_start(80, 24, "demo call-priority");
    drv_text("step 1 of");
    step_to("calls pon");
    for (int y = 0; y < 24; y++)
        if (drv_big_tiles(y))
            drv_fail("80x24: a big face on row %d", y + 1);
    if (drv_row_tiles(20) < 10)
        drv_fail("80x24: no small hand on row 21");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("80x24 demo: the small table");

    /* The small table's riichi mark is bold too. */
    drv_start(80, 24, "demo riichi-ippatsu-ura");
    drv_text("step 1 of");
    step_to("South +[0-9]+ riichi"); /* his label: the riichi tile is in his pond */
    riichi_bold = riichi_dim = false;
    drawn_row = -1;
    drv_canvas_watch = watch;
    drv_keys("Right", NULL);
    drv_canvas_watch = NULL;
    if (!riichi_bold || riichi_dim)
        drv_fail("80x24: the riichi tile's mark is not bold, or dim");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("80x24: the riichi tile's mark bold");
    return drv_finish();
}

/*
 * tui.caption-room-WxH: a demo's caption never covers what it explains (issue 21). Every
 * shipped demo is stepped from its first step to its last and back at one of 80x24, 134x45,
 * 160x48, 200x60 and 240x67 (a test a size); on each step the caption's rectangle
 * (caption_last(), the box or the 80x24 band) must hold no cell of what matters, as the frame's
 * drawers put it on the canvas before the caption: a tile (a hand, a pond, a meld, an indicator
 * of the dead wall or of a result page) and its marks (the riichi tile's '/'), a seat's label
 * (its wind, name, score and riichi), the centre's line of counters and riichi sticks, an open
 * hand's row. The box used to be 100 columns at the top whatever the screen: at 160x48 it
 * covered the top seat's label on every captioned step.
 *
 * On the same walk, a caption stays where it is while it stands on the next steps: a box that
 * stood on one step and moved on the next while showing the same caption must have had to, its
 * old place now covering something that matters. A box that jumps about while the room reads
 * it is lost each step. (Stepping back frees places higher up, as a discard is taken back:
 * that is where boxes jumped.)
 *
 * tui.caption-moments: the captions that explain a moment stand on the step that shows
 * it: call-priority's "a pon beats a chi" with East's pon in his melds, kan-dora's two kan dora
 * captions with 8m and then 6p turned in the dead wall, chankan's with the result of a robbed
 * kan, furiten-temporary's with South's temporary furiten and then the pon that ends it,
 * riichi-ippatsu-ura's stick with the riichi stick on the table and South's 24000; and at 80x24
 * a caption longer than its band (nagashi-mangan's at the empty wall) is paged with c.
 */
#include "demo.h"
#include "driver.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ROWS = 100, COLS = 320, WHATS = 2048 };

static short matter[ROWS][COLS]; /* 1 + the index of what put the cell there, 0 nothing */
static char what[WHATS][40];
static int whats;

static void cleared(void)
{
    memset(matter, 0, sizeof matter);
    whats = 0;
}

static bool starts_with_wind(const char *text)
{
    static const char *const winds[] = {"East", "South", "West", "North"};
    for (size_t i = 0; i < 4; i++)
        if (strncmp(text, winds[i], strlen(winds[i])) == 0)
            return true;
    return false;
}

/* A put of what matters: a tile's paint, a tile's mark, a label or the centre's counters. */
static bool matters(int style, const char *text)
{
    int paint = style & 0xFF;
    if (paint >= UI_PAINT_MAN && paint <= UI_PAINT_BACK)
        return true;
    if (paint == UI_PAINT_DIM && text[0] && !text[1] && strchr("/*<>^v-", text[0]))
        return true; /* a tile's mark: the riichi tile, a called one, the latest */
    return paint == UI_PAINT_TITLE && (starts_with_wind(text) || strstr(text, "riichi"));
}

static void watch(int y, int x, int width, int style, const char *text)
{
    if (!matters(style, text) || y < 0 || y >= ROWS || whats == WHATS)
        return;
    int w = ui_width(text);
    if (w > width)
        w = width;
    snprintf(what[whats], sizeof what[0], "%s", text);
    whats++;
    for (int i = 0; i < w; i++)
        if (x + i >= 0 && x + i < COLS && (text[i] != ' ' || (style & 0xFF) != UI_PAINT_TITLE))
            matter[y][x + i] = (short)whats;
}

static int step_total(const char *name)
{
    const char *of = strstr(drv_row(0), " of ");
    int n = of ? atoi(of + 4) : 0;
    if (n <= 0)
        drv_fail("%s: no step count in the title: %s", name, drv_row(0));
    return n;
}

/* The caption's rectangle holds nothing that matters. */
static void check_room(const char *name, int cols, int rows, int step)
{
    ui_rect r = caption_last();
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++)
            if (y >= 0 && y < ROWS && x >= 0 && x < COLS && matter[y][x])
                drv_fail("%s at %dx%d, step %d: the caption (%d,%d %dx%d) covers '%s' at %d,%d",
                         name, cols, rows, step, r.y, r.x, r.w, r.h, what[matter[y][x] - 1], y, x);
}

/* ---- the walk ---- */

/* The text of the box at `r` (its rows inside the border joined, blanks squeezed): the same
   caption whatever its width. */
static void box_text(ui_rect r, char *out, size_t size)
{
    size_t n = 0;
    bool blank = true;
    out[0] = '\0';
    for (int y = r.y + 1; y < r.y + r.h - 1; y++)
        for (int x = r.x + 1; x <= r.x + r.w - 1; x++) {
            const char *c = x < r.x + r.w - 1 ? drv_cell(y, x) : " ";
            bool space = !*c || strcmp(c, " ") == 0;
            if ((space && blank) || n + strlen(c) + 1 >= size)
                continue;
            n += (size_t)snprintf(out + n, size - n, "%s", space ? " " : c);
            blank = space;
        }
}

/* The place `r` (and the column either side) holds something that matters in this frame. */
static bool covers_matter(ui_rect r)
{
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x - 1; x <= r.x + r.w; x++)
            if (y >= 0 && y < ROWS && x >= 0 && x < COLS && matter[y][x])
                return true;
    return false;
}

static bool same_rect(ui_rect a, ui_rect b)
{
    return a.y == b.y && a.x == b.x && a.h == b.h && a.w == b.w;
}

/* Every step of a demo, forward to its end and back to its start: fails where the caption
   covers what matters, or where a box showing the caption of the step before moved though its
   old place did not force it. Counts the steps with a caption and the moves. */
static void walk(const char *name, int cols, int rows, int *shown, int *moves)
{
    char args[160], text[4096], before[4096] = "";
    snprintf(args, sizeof args, "demo %s", name);
    drv_start(cols, rows, args);
    drv_screen_is("view", -1);
    int total = step_total(name);
    ui_rect was = {0, 0, 0, 0};
    for (int step = 1;; step++) {
        check_room(name, cols, rows, step <= total ? step : 2 * total - step);
        ui_rect r = caption_last();
        *shown += r.h > 0;
        text[0] = '\0';
        if (r.h > 2 && r.w < cols) /* a box (at 80x24 a band takes the foot: nothing to keep) */
            box_text(r, text, sizeof text);
        if (text[0] && strcmp(text, before) == 0 && !same_rect(r, was)) {
            if (!covers_matter(was))
                drv_fail("%s at %dx%d, step %d (%s): the caption moved from %d,%d %dx%d to "
                         "%d,%d %dx%d though its place covers nothing",
                         name, cols, rows, step <= total ? step : 2 * total - step,
                         step <= total ? "forward" : "back", was.y, was.x, was.w, was.h, r.y, r.x,
                         r.w, r.h);
            (*moves)++;
        }
        snprintf(before, sizeof before, "%s", text);
        was = r;
        if (step >= 2 * total - 1)
            break;
        drv_press(step < total ? "Right" : "Left");
    }
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%s: q did not leave with status 0", name);
}

/* Every shipped demo at COLSxROWS, each with a caption on some step. */
static void every_demo(const char *size)
{
    int cols = 0, rows = 0, demos = 0, captioned = 0, moves = 0;
    if (sscanf(size, "%dx%d", &cols, &rows) != 2 || cols < 80 || rows < 24)
        drv_fail("%s: expected a size COLSxROWS of 80x24 or more", size);
    for (const demo_builtin *b = demo_builtins; b->name; b++, demos++) {
        int shown = 0;
        walk(b->name, cols, rows, &shown, &moves);
        if (!shown)
            drv_fail("%s at %s: no caption was shown", b->name, size);
        captioned += shown;
    }
    drv_ok("%d demos at %s, forward and back, %d captioned steps: no caption covers a label, a "
           "hand, a pond, a meld or an indicator, and a box moved only where its place would "
           "(%d such moves)",
           demos, size, captioned, moves);
}

/* ---- --moments ---- */

/* To the first step whose frame shows `caption`; fails if the demo ends first. */
static void to_caption(const char *name, const char *caption)
{
    while (!drv_shows(caption)) {
        char before[512];
        snprintf(before, sizeof before, "%s", drv_row(0));
        drv_keys("Right", NULL);
        if (strcmp(before, drv_row(0)) == 0)
            drv_fail("%s: no step shows the caption '%s'", name, caption);
    }
}

/* The caption's first step shows `sight` (an extended regular expression) too. */
static void moment(const char *name, const char *caption, const char *sight, const char *why)
{
    to_caption(name, caption);
    if (!drv_matches(sight))
        drv_fail("%s: the step of '%s' does not show /%s/ (%s)", name, caption, sight, why);
}

static void open_demo(const char *name)
{
    char args[160];
    snprintf(args, sizeof args, "demo %s", name);
    drv_start(80, 24, args);
    drv_screen_is("view", -1);
    drv_keys("Right", NULL);
}

static void leave(void)
{
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
}

static void moments(void)
{
    open_demo("call-priority");
    /* East's melds at the right of his hand: the pon, its claimed 5m turned (EMA 3.3.1) */
    moment("call-priority", "a pon beats a chi", "5m 5m\\^ 5m", "East's pon in his melds");
    moment("call-priority", "A ron beats a pon", "South wins by ron", "the result of the ron");
    leave();

    open_demo("kan-dora");
    /* the dead wall: two replacement stacks, then the indicators (EMA 3.3.7, 3.3.8) */
    moment("kan-dora", "so 9m is dora", "N +8m ", "the kan dora 8m turned");
    moment("kan-dora", "so 7p is dora", "N +8m +6p ", "the kan dora 6p turned");
    leave();

    open_demo("chankan");
    /* the demo is seen from South (its `seat S`): East sits on the left, his pon's tile from
       across turned toward it */
    moment("chankan", "East calls pon on West's 8p", "8p 8p[>^] 8p|8p[>^] 8p 8p|8p 8p 8p[>^]",
           "East's pon in his melds");
    moment("chankan", "South robs the kan", "Robbing a Kan|chankan", "the chankan win (EMA 4.2.1)");
    leave();

    open_demo("furiten-temporary");
    moment("furiten-temporary", "in temporary furiten", "temporary furiten",
           "South passes 3p: temporary furiten (EMA 3.4.5)");
    moment("furiten-temporary", "any call ends", "no longer furiten",
           "the pon ends it (EMA 3.4.5)");
    leave();

    open_demo("riichi-ippatsu-ura");
    /* R-RII-04: the stick goes down once the riichi discard passes (EMA 3.3.12) */
    moment("riichi-ippatsu-ura", "Nobody claims the riichi", "1 riichi stick",
           "the stick on the table");
    moment("riichi-ippatsu-ura", "Nobody claims the riichi", "South +29000 riichi",
           "South's score less the stick");
    leave();
    drv_ok("each moment's caption stands on the step that shows it: the pon, both kan dora, the "
           "robbed kan, the temporary furiten and its end, the riichi stick");
}

/* At 80x24 late in a hand no box fits: the caption takes the step line's band a page at a time,
   c turns the page, then hides it (the step line comes back), then shows it again. */
static void paging(void)
{
    open_demo("nagashi-mangan");
    to_caption("nagashi-mangan", "The live wall is empty");
    drv_text("1/2 · c");
    drv_keys("c", NULL);
    drv_text("2/2 · c");
    drv_gone("The live wall is empty");
    drv_keys("c", NULL);
    drv_gone("2/2 · c");
    drv_text("caption hidden · c");
    drv_text("South discards");
    drv_keys("c", NULL);
    drv_text("1/2 · c");
    drv_fits();
    leave();
    drv_ok("80x24: a caption longer than its band is paged with c, then hidden, then shown");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_canvas_watch = watch;
    drv_canvas_cleared = cleared;
    if (argc > 2 && strcmp(argv[2], "--moments") == 0) {
        moments();
        paging();
    } else if (argc > 3 && strcmp(argv[2], "--size") == 0)
        every_demo(argv[3]);
    else
        drv_fail("usage: test-tui-in caption-room \"\" --moments | --size COLSxROWS");
    return drv_finish();
}

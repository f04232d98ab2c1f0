/*
 * Where a demo's caption goes (issue 21): never over what the frame shows.
 *
 * The viewer draws its frame first (the table or a result's pages), then asks
 * here for room: the caption takes a box where every cell, and the column on
 * either side, shows nothing yet, so it can cover no seat's label, hand, pond,
 * meld or indicator, whatever the layout (small or big tiles, a projector's
 * size). The box is as wide as the screen and the text want (CAPTION_WIDE at
 * most, a line a room reads at a glance) and narrows to CAPTION_NARROW columns
 * to fit beside the table; the first free place from the top, from the centre
 * outwards, wins: beside the top seat on a wide screen, between the ponds,
 * below the table.
 *
 * Where no box fits (80x24: the table fills the screen), the caption takes a
 * band of the rows just above `bottom` that show nothing (the viewer leaves its
 * step line out for it), at least `band` rows, which it covers; a text longer
 * than the band is shown a page at a time (`c` turns the page in the viewer).
 *
 * While the same caption stands (on the steps after its first, or back to
 * them), its box stays where it was as long as that place is still free: a
 * box that jumps to a place freed higher up makes the room look for it again.
 *
 * The free cells are read back from the canvas (canvas_cell_free), so this
 * file asks the layout nothing and holds no copy of it.
 */
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    CAPTION_WIDE = 96,   /* columns of the widest box */
    CAPTION_NARROW = 30, /* and of the narrowest */
    CAPTION_ROWS = 10    /* text rows of a box at most */
};

static ui_rect last;

/* The last box drawn, on a screen of that size, and its caption's text: kept_place. */
static struct {
    ui_rect at;
    int rows, cols;
    char text[4096]; /* view.c passes no longer caption */
} kept;

ui_rect caption_last(void)
{
    return last;
}

void caption_forget(void)
{
    last = (ui_rect){0, 0, 0, 0};
}

/* Cells taken, summed from the top left: a rectangle is free when its sum is 0. */
typedef struct taken {
    int rows, cols;
    int *sum; /* (rows + 1) x (cols + 1) */
} taken;

static bool taken_read(taken *t, int top, int bottom)
{
    t->rows = canvas_rows();
    t->cols = canvas_cols();
    t->sum = calloc((size_t)(t->rows + 1) * (size_t)(t->cols + 1), sizeof *t->sum);
    if (!t->sum)
        return false;
    int stride = t->cols + 1;
    for (int y = 0; y < t->rows; y++)
        for (int x = 0; x < t->cols; x++) {
            bool busy = y < top || y >= bottom || !canvas_cell_free(y, x);
            t->sum[(y + 1) * stride + x + 1] = busy + t->sum[y * stride + x + 1] +
                                               t->sum[(y + 1) * stride + x] -
                                               t->sum[y * stride + x];
        }
    return true;
}

/* No cell of the rectangle is taken; the column beside it on either side neither. */
static bool taken_none(const taken *t, int y, int x, int h, int w)
{
    int x0 = x > 0 ? x - 1 : 0, x1 = x + w < t->cols ? x + w + 1 : t->cols;
    int y1 = y + h, stride = t->cols + 1;
    if (y < 0 || y1 > t->rows || x < 0 || x + w > t->cols)
        return false;
    return t->sum[y1 * stride + x1] - t->sum[y * stride + x1] - t->sum[y1 * stride + x0] +
               t->sum[y * stride + x0] ==
           0;
}

/* The first free place of an h x w box from the top, from the centre outwards. */
static bool free_place(const taken *t, int top, int bottom, int h, int w, ui_rect *out)
{
    int centre = (t->cols - w) / 2;
    for (int y = top; y + h <= bottom; y++)
        for (int d = 0; d <= centre + 1 || centre + d <= t->cols - w; d++) {
            int xs[2] = {centre - d, centre + d};
            for (int i = 0; i < (d ? 2 : 1); i++)
                if (xs[i] >= 0 && xs[i] + w <= t->cols && taken_none(t, y, xs[i], h, w)) {
                    *out = (ui_rect){y, xs[i], h, w};
                    return true;
                }
        }
    return false;
}

/* The widest box that fits somewhere, its text rows in out->h - 2. */
static bool box_place(const taken *t, const char *text, int top, int bottom, ui_rect *out)
{
    int wide = t->cols - 2 < CAPTION_WIDE ? t->cols - 2 : CAPTION_WIDE;
    for (int w = wide; w >= CAPTION_NARROW; w -= 2) {
        int rows = ui_wrap_rows(w - 4, text);
        if (rows <= CAPTION_ROWS && free_place(t, top, bottom, rows + 2, w, out))
            return true;
    }
    return false;
}

/* The place of the same caption's last box, where it is still free (and the screen the same). */
static bool kept_place(const taken *t, const char *text, ui_rect *out)
{
    const ui_rect k = kept.at;
    if (k.h <= 0 || kept.rows != t->rows || kept.cols != t->cols || strcmp(kept.text, text) != 0 ||
        !taken_none(t, k.y, k.x, k.h, k.w))
        return false;
    *out = k;
    return true;
}

static void kept_remember(const char *text, ui_rect r, int rows, int cols)
{
    kept.at = r;
    kept.rows = rows;
    kept.cols = cols;
    snprintf(kept.text, sizeof kept.text, "%s", text);
}

/* The free rows just above `bottom`, at least `band` of them: the band's rectangle. */
static ui_rect band_place(const taken *t, int top, int bottom, int band)
{
    int y = bottom;
    while (y - 1 >= top && taken_none(t, y - 1, 0, 1, t->cols))
        y--;
    if (bottom - y < band)
        y = bottom - band;
    return (ui_rect){y, 0, bottom - y, t->cols};
}

/* A band's page, and where the caption takes more than one, which page it is and `c`. */
static int band_draw(const char *text, int page, ui_rect r)
{
    int width = r.w - 2, pages = (ui_wrap_rows(width, text) + r.h - 1) / r.h;
    char mark[64] = "";
    if (pages > 1) {
        /* TRANSLATORS: a caption too long for the band at the foot of a small screen: its page,
           of how many, and the key that turns the page */
        snprintf(mark, sizeof mark, _("%d/%d · c"), page % pages + 1, pages);
        width -= ui_width(mark) + 1;
        pages = (ui_wrap_rows(width, text) + r.h - 1) / r.h;
        snprintf(mark, sizeof mark, _("%d/%d · c"), page % pages + 1, pages);
    }
    page = pages > 1 ? page % pages : 0;
    for (int y = r.y; y < r.y + r.h; y++)
        canvas_blank(y, 0, r.w, UI_PAINT_TEXT);
    ui_wrap(r.y, 1, width, r.h, UI_PAINT_TEXT | UI_BOLD, ui_wrap_skip(width, text, page * r.h));
    if (mark[0])
        canvas_put(r.y + r.h - 1, r.w - 1 - ui_width(mark), UI_PAINT_KEY | UI_BOLD, mark);
    return pages > 1 ? pages : 1;
}

int caption_draw(const char *text, int page, int top, int bottom, int band, const char *title,
                 ui_rect *shown)
{
    taken t;
    ui_rect r;
    caption_forget();
    if (!taken_read(&t, top, bottom))
        return 1;
    bool boxed = kept_place(&t, text, &r) || box_place(&t, text, top, bottom, &r);
    if (!boxed && band > 0)
        r = band_place(&t, top, bottom, band);
    if (boxed)
        kept_remember(text, r, t.rows, t.cols);
    else if (band > 0)
        kept.at.h = 0; /* the band: the next box is placed afresh */
    free(t.sum);
    if (!boxed && band <= 0)
        return 0;
    int pages = 1;
    if (boxed) {
        ui_box(r.y, r.x, r.h, r.w, title);
        ui_wrap(r.y + 1, r.x + 2, r.w - 4, r.h - 2, UI_PAINT_TEXT | UI_BOLD, text);
    } else {
        pages = band_draw(text, page, r);
    }
    last = r;
    if (shown)
        *shown = r;
    return pages;
}

/*
 * The table as the players see it from the bottom seat.
 *
 *   row 0            the screen's title (drawn by the screen)
 *   rows 1-5         top seat: label; pond, first row lowest (nearest the
 *                    centre); its melds at the left, which is its right
 *   rows 6-13        left and right seats: label, then the pond turned a
 *                    quarter: each pond row of six is a column, the first
 *                    nearest the centre; the centre holds the round, the
 *                    counters and sticks, the wall, the dice, the dead wall
 *                    and the last public events
 *   rows H-10..H-7   bottom seat's pond, first row on top
 *   row H-6          bottom seat's label
 *   rows H-5..H-1    the screen's own: hand, hints, message
 *
 * Each seat's melds lie at its right (EMA 3.3.5): the top seat's at the
 * screen's left, the right seat's above its pond, the left seat's below its
 * pond, the bottom seat's after its hand, or where a screen has no hand (the
 * claim window) at the right of the row above the keys. In a meld the claimed
 * tile is reversed and placed by where it came from for the meld's owner
 * (left: first, across: second, right: last), and an arrow after it points on
 * the screen at the seat that discarded it ('<' '^' '>' 'v': EMA 3.3.5 wants
 * the claimed tile to show who discarded it, and "from the left" of the top
 * seat is the screen's right); a closed kan shows its two middle tiles face
 * down (EMA 3.3.8).
 *
 * Tiles of ponds, melds and hands stand a blank apart, so that a mark ('/' '*'
 * '-' '<') reads with its own tile and never with the next one: a pond cell is
 * the tile's cell and a blank (pond_cell), a hand's too where the row has room
 * (hand_cell), a meld's tiles are drawn loose.
 * In the kanji style at 80 columns that leaves the centre 32 columns: its
 * first line then takes two rows and the dead wall's face-down stacks are
 * drawn narrow.
 *
 * On a taller or wider terminal the middle band moves to the centre and the
 * side seats to the edges, so the table grows with the screen.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

#define POND_ROW  6 /* tiles a pond row holds (EMA 3.3) */
#define POND_ROWS 4

static int mid_top(void)
{
    return 6 + (canvas_rows() - 24) / 2;
}

/* On a larger terminal the seats move a quarter of the extra room towards the centre. */
static int margin_x(void)
{
    return (canvas_cols() - 80) / 4;
}

static int margin_y(void)
{
    return (canvas_rows() - 24) / 4;
}

int board_hand_row(const ui *u)
{
    /* big: the tiles, then a row for the caret and the claim keys, the choices, hints, message */
    return canvas_rows() - (ui_big(u) ? TILE_BIG_ROWS + 4 : 4);
}

int board_hand_below(const ui *u)
{
    return board_hand_row(u) + (ui_big(u) ? TILE_BIG_ROWS : 1);
}

const char *board_wind_name(int wind)
{
    return _(tsumo_wind_msgid(wind & 3));
}

void board_round_name(char *buf, size_t size, int round, int hand)
{
    /* TRANSLATORS: the round wind and the hand number, "East 1". */
    snprintf(buf, size, _("%s %d"), board_wind_name(round), hand + 1);
}

void board_seat_label(char *buf, size_t size, const tsumo_view *v, int seat, int max_width)
{
    const tsumo_view_seat *s = &v->seats[seat & 3];
    char name[TSUMO_NAME_SIZE + 1];
    memcpy(name, s->name, TSUMO_NAME_SIZE);
    name[TSUMO_NAME_SIZE] = '\0';
    const char *riichi = s->riichi == 2 && s->open_riichi ? _(" double open riichi")
                         : s->riichi == 2                 ? _(" double riichi")
                         : s->riichi && s->open_riichi    ? _(" open riichi")
                         : s->riichi                      ? _(" riichi")
                                                          : "";
    const char *dead = s->dead ? _(" dead hand") : "";
    snprintf(buf, size, "%s %s %d%s%s", board_wind_name(s->wind), name, s->score, riichi, dead);
    /* Too wide: the name gives way, never the wind, the score or the state. */
    int over = ui_width(buf) - max_width;
    if (over > 0) {
        int keep = ui_width(name) - over;
        name[ui_fit(name, keep > 1 ? keep : 1)] = '\0';
        snprintf(buf, size, "%s %s %d%s%s", board_wind_name(s->wind), name, s->score, riichi, dead);
    }
}

const char *board_short_name(char *buf, size_t size, const tsumo_view *v, int seat, int max_width)
{
    const tsumo_view_seat *s = &v->seats[seat & 3];
    /* A seat with no name (a demo, a log without players) goes by its wind, as in the viewer's
       step lines: a result must not say " wins by ron from ". */
    if (s->name[0])
        snprintf(buf, size, "%.*s", TSUMO_NAME_SIZE, s->name);
    else
        snprintf(buf, size, "%s", board_wind_name(s->wind));
    buf[ui_fit(buf, max_width)] = '\0';
    return buf;
}

/* ---- melds ---- */

/* Where the seat `from` is drawn, as a meld tile's arrow, with `bottom` at the bottom. */
static unsigned arrow_to(int from, int bottom)
{
    if (!ui_is_seat(bottom))
        return TILE_TURNED; /* no table around: the tile is only turned */
    static const unsigned toward[4] = {TILE_FROM_BELOW, TILE_FROM_RIGHT, TILE_FROM_ABOVE,
                                       TILE_FROM_LEFT};
    return toward[(from - bottom) & 3];
}

/* The meld's tiles in table order and each tile's marks; returns the count. */
static int meld_layout(const tsumo_game_meld *m, int owner, int bottom, tsumo_tile out[4],
                       unsigned marks[4])
{
    int n = m->count > 4 ? 4 : m->count;
    memset(marks, 0, sizeof(unsigned) * 4);
    if (m->type == TSUMO_MELD_CLOSED_KAN || m->called >= TSUMO_TILES) {
        for (int i = 0; i < n; i++)
            out[i] = m->tiles[i];
        if (n == 4)
            marks[1] = marks[2] = TILE_BACK;
        return n;
    }
    tsumo_tile rest[4];
    int r = 0;
    bool skipped = false, added_skipped = false;
    for (int i = 0; i < n; i++) {
        if (!skipped && m->tiles[i] == m->called) {
            skipped = true;
            continue;
        }
        if (!added_skipped && m->added < TSUMO_TILES && m->tiles[i] == m->added) {
            added_skipped = true;
            continue;
        }
        rest[r++] = m->tiles[i];
    }
    /* The place is the owner's (EMA 3.3.5); the arrow points on the screen. */
    int rel = (m->from - owner) & 3;
    int at = rel == 3 ? 0 : rel == 2 ? 1 : r; /* left: first; across: second; right: last */
    unsigned from = arrow_to(m->from, bottom);
    /* called + added + rest never exceed n, but the compiler cannot see it */
    tsumo_tile order[6];
    unsigned order_marks[6] = {0};
    int k = 0;
    for (int i = 0; i <= r; i++) {
        if (i == at) {
            order[k] = m->called;
            order_marks[k++] = from;
            if (added_skipped) {
                order[k] = m->added;
                order_marks[k++] = TILE_ADDED;
            }
        }
        if (i < r)
            order[k++] = rest[i];
    }
    k = k > n ? n : k;
    /* cppcheck-suppress uninitvar ; the loop above set order[0..k) */
    memcpy(out, order, (size_t)k * sizeof *out);
    memcpy(marks, order_marks, (size_t)k * sizeof *marks);
    return k;
}

int board_meld_width(const ui *u, const tsumo_game_meld *m, int owner, int bottom)
{
    tsumo_tile tiles[4];
    unsigned marks[4];
    int n = meld_layout(m, owner, bottom, tiles, marks), w = n > 0 ? n - 1 : 0;
    if (ui_big(u)) /* big tiles side by side: the column after each face holds its marks */
        return n * tile_big_cell(u->opt.style);
    for (int i = 0; i < n; i++)
        w += tile_loose_width(u->opt.style, tiles[i], ui_rules(u)->red_fives, marks[i]);
    return w;
}

int board_meld_draw(const ui *u, int y, int x, const tsumo_game_meld *m, int owner, int bottom)
{
    tsumo_tile tiles[4];
    unsigned marks[4];
    int n = meld_layout(m, owner, bottom, tiles, marks);
    if (ui_big(u)) {
        for (int i = 0; i < n; i++)
            x = tile_draw_big(y, x, u->opt.style, tiles[i], ui_rules(u)->red_fives, marks[i]);
        return x;
    }
    for (int i = 0; i < n; i++)
        x = tile_draw_loose(y, x, u->opt.style, tiles[i], ui_rules(u)->red_fives, marks[i]) +
            (i + 1 < n); /* a blank between tiles: a mark reads with its own tile */
    return x;
}

/*
 * A seat's melds at the right edge of row y, in order, when they start at or
 * after column min_x; else on the row above, still right-aligned.
 */
static void melds_draw_right(const ui *u, const tsumo_view_seat *s, int seat, int bottom, int y,
                             int min_x)
{
    int need = 0;
    for (int m = 0; m < s->meld_count; m++)
        need += board_meld_width(u, &s->melds[m], seat, bottom) + 1;
    int cols = canvas_cols();
    int x = cols - need;
    if (x < min_x) {
        y--;
        x = x > 0 ? x : 0;
    }
    for (int m = 0; m < s->meld_count; m++)
        x = board_meld_draw(u, y, x, &s->melds[m], seat, bottom) + 1;
}

/* ---- ponds ---- */

static unsigned pond_marks(const tsumo_view *v, int seat, int i)
{
    const tsumo_pond_tile *p = &v->seats[seat].discards[i];
    unsigned marks = 0;
    if (p->flags & TSUMO_POND_RIICHI)
        marks |= TILE_RIICHI;
    if (p->flags & TSUMO_POND_CALLED)
        marks |= TILE_CALLED;
    bool latest = v->claim_tile < TSUMO_TILES && v->claim_from == seat &&
                  i == v->seats[seat].discard_count - 1 && p->tile == v->claim_tile;
    if (latest)
        marks |= TILE_LATEST;
    return marks;
}

/* Which pond row a discard is in, and where in it: the last row takes the overflow. */
static void pond_place(int i, int *row, int *col)
{
    *row = i / POND_ROW < POND_ROWS ? i / POND_ROW : POND_ROWS - 1;
    *col = i - *row * POND_ROW;
}

/* A pond's cell: the tile's cell and a blank, so that a mark never touches the next tile. */
static int pond_cell(const ui *u)
{
    return tile_cell(u->opt.style) + 1;
}

static void pond_draw(const ui *u, const tsumo_view *v, int seat, int where)
{
    int cw = pond_cell(u);
    int rows = canvas_rows(), cols = canvas_cols();
    int top = mid_top();
    int px = (cols - POND_ROW * cw) / 2;
    const tsumo_view_seat *s = &v->seats[seat];
    for (int i = 0; i < s->discard_count; i++) {
        int row, col, y, x;
        pond_place(i, &row, &col);
        switch (where) {
        case 0: /* bottom: left to right, rows downwards */
            y = rows - 10 - margin_y() + row;
            x = px + col * cw;
            break;
        case 1: /* right: bottom to top, rows rightwards */
            y = top + POND_ROW - col;
            x = cols - margin_x() - POND_ROWS * cw + row * cw;
            break;
        case 2: /* top: right to left, rows upwards */
            y = 5 + margin_y() - row;
            x = px + (POND_ROW - 1 - col) * cw;
            break;
        default: /* left: top to bottom, rows leftwards */
            y = top + 1 + col;
            x = margin_x() + (POND_ROWS - 1 - row) * cw;
            break;
        }
        if (x < 0 || y < 1)
            continue;
        tile_draw(y, x, u->opt.style, s->discards[i].tile, ui_rules(u)->red_fives,
                  pond_marks(v, seat, i));
    }
}

/* ---- labels and melds of the other seats ---- */

static int label_style(const tsumo_view *v, int seat)
{
    bool acting =
        (v->phase == TSUMO_PHASE_TURN || v->phase == TSUMO_PHASE_AFTER_CALL) && v->turn == seat;
    return acting ? (UI_PAINT_TITLE | UI_BOLD | UI_REVERSE) : (UI_PAINT_TITLE | UI_BOLD);
}

/*
 * A seat's label in `room` columns; in a teaching game (--open-hands) every
 * hand not drawn below is face up after it.
 */
static void open_label(const ui *u, const tsumo_view *v, int seat, char *label, size_t size,
                       int room)
{
    char hand[48] = "";
    const tsumo_game *game = ui_game(u);
    /* big tiles: the hand is drawn as tiles beside the label (big_open_hand_draw) */
    if (u->opt.open_hands && game && seat != ui_viewer(u) && !ui_big(u))
        board_hand_text(hand, sizeof hand, u, game, seat);
    board_seat_label(label, size, v, seat, room - (hand[0] ? ui_width(hand) + 2 : 0));
    if (hand[0]) {
        size_t len = strlen(label);
        snprintf(label + len, size - len, "  %s", hand);
    }
}

/* The game viewer draws its bottom seat's hand below, melds and all (view.c). */
static bool viewer_hand_below(const ui *u, int seat)
{
    return u->screen == UI_SCREEN_VIEW && seat == u->bottom;
}

static void seat_draw(const ui *u, const tsumo_view *v, int seat, int where)
{
    int bottom = (seat - where) & 3;
    char label[160];
    /* The side seats share their row: each gets at most half of it. */
    int room = where == 1 || where == 3 ? canvas_cols() / 2 - 2 : canvas_cols() - 2;
    open_label(u, v, seat, label, sizeof label, room);
    int rows = canvas_rows(), cols = canvas_cols();
    int top = mid_top();
    const tsumo_view_seat *s = &v->seats[seat];
    switch (where) {
    case 0:
        canvas_put(rows - 6, 0, label_style(v, seat), label);
        /* With its hand below, the melds go with the hand; a public screen (the claim window)
         * has no hand, and the melds must stay in sight of all (EMA 3.3.5). */
        if (seat != ui_viewer(u) && !viewer_hand_below(u, seat))
            melds_draw_right(u, s, seat, bottom, rows - 5, 0);
        break;
    case 1: {
        int w = ui_width(label), right = cols - margin_x();
        canvas_put(top, right - w > 0 ? right - w : 0, label_style(v, seat), label);
        for (int m = 0; m < s->meld_count; m++) {
            int mw = board_meld_width(u, &s->melds[m], seat, bottom);
            board_meld_draw(u, top - 1 - m, right - mw, &s->melds[m], seat, bottom);
        }
        break;
    }
    case 2: {
        ui_center(1 + margin_y(), 0, cols, label_style(v, seat), label);
        for (int m = 0; m < s->meld_count; m++)
            board_meld_draw(u, 1 + margin_y() + m, margin_x(), &s->melds[m], seat, bottom);
        break;
    }
    default:
        canvas_put(top, margin_x(), label_style(v, seat), label);
        for (int m = 0; m < s->meld_count; m++)
            board_meld_draw(u, top + POND_ROW + 1 + m, margin_x(), &s->melds[m], seat, bottom);
        break;
    }
    pond_draw(u, v, seat, where);
}

static void centre_band_draw(const ui *u, const tsumo_view *v, int bottom, int y, int x0,
                             int width);

/* ---- the big table (a projector, issue 12) ----
 *
 * Tiles TILE_BIG_ROWS rows tall (faces from data/faces), the table centred on the screen as
 * players sit around it: the centre band in the middle, the top and bottom
 * ponds above and below it, the side ponds beside it (each pond row of six
 * a column, as at 80x24), the side seats' melds in a column outside their
 * ponds, the top seat's at the left of its pond (its right). The bottom
 * hand keeps its rows at the foot of the screen. Rows from the centre row cy:
 *
 *   cy-18        top seat's label
 *   cy-17..cy-6  top pond, first row lowest
 *   cy-10        side seats' labels; cy-9..cy+8 the side ponds
 *   cy-4..cy+4   the centre band
 *   cy+6..cy+17  bottom pond, first row on top
 *   rows-8       bottom seat's label, then the hand and the screen's lines
 */

#define BIG_SIDE_HALF (POND_ROW * TILE_BIG_ROWS / 2) /* half a side pond's height */
#define BIG_BAND_MIN  48                             /* the centre band's least width */

typedef struct big_table {
    int cw;     /* a big tile's columns */
    int cx, cy; /* the table's centre */
    int band;   /* the centre band's width */
    int gy, gx; /* the room beyond the least, spread between the ponds and the band */
} big_table;

static int big_band(ui_style style)
{
    int w = 7 * tile_big_cell(style) + 4; /* the dead wall's seven stacks */
    return w > BIG_BAND_MIN ? w : BIG_BAND_MIN;
}

int board_big_cols(ui_style style)
{
    /* the band, then on each side a pond of four columns and a column of melds */
    return big_band(style) + 2 * (3 + 8 * tile_big_cell(style));
}

bool board_big_fits(ui_style style)
{
    return canvas_cols() >= board_big_cols(style) && canvas_rows() >= BOARD_BIG_ROWS;
}

static big_table big_of(const ui *u)
{
    /* The top label no higher than row 1, the bottom pond over the bottom label (rows - 8). */
    int gy = (canvas_rows() - BOARD_BIG_ROWS) / 4;
    int lo = 19 + gy, hi = canvas_rows() - 26 - gy;
    return (big_table){.cw = tile_big_cell(u->opt.style),
                       .cx = canvas_cols() / 2,
                       .cy = (lo + hi) / 2,
                       .band = big_band(u->opt.style),
                       .gy = gy,
                       .gx = (canvas_cols() - board_big_cols(u->opt.style)) / 8};
}

/* Where the i-th discard of a pond is drawn, seen from `where` (0 bottom, 1 right, ...). */
static void big_pond_place(const big_table *t, int where, int i, int *y, int *x)
{
    int row, col, th = TILE_BIG_ROWS;
    pond_place(i, &row, &col);
    int px = t->cx - POND_ROW * t->cw / 2;
    switch (where) {
    case 0: /* left to right, rows downwards */
        *y = t->cy + 6 + t->gy + row * th;
        *x = px + col * t->cw;
        break;
    case 1: /* bottom to top, rows rightwards */
        *y = t->cy + BIG_SIDE_HALF - (col + 1) * th;
        *x = t->cx + t->band / 2 + 1 + t->gx + row * t->cw;
        break;
    case 2: /* right to left, rows upwards */
        *y = t->cy - 5 - t->gy - (row + 1) * th;
        *x = px + (POND_ROW - 1 - col) * t->cw;
        break;
    default: /* top to bottom, rows leftwards */
        *y = t->cy - BIG_SIDE_HALF + col * th;
        *x = t->cx - t->band / 2 - 1 - t->gx - (row + 1) * t->cw;
        break;
    }
}

static void big_pond_draw(const ui *u, const big_table *t, const tsumo_view *v, int seat, int where)
{
    const tsumo_view_seat *s = &v->seats[seat];
    for (int i = 0; i < s->discard_count; i++) {
        int y, x;
        big_pond_place(t, where, i, &y, &x);
        if (x < 0 || y < 1)
            continue;
        tile_draw_big(y, x, u->opt.style, s->discards[i].tile, ui_rules(u)->red_fives,
                      pond_marks(v, seat, i));
    }
}

/* The top seat's melds at the left of its pond, right-aligned, in rows of what fits. */
static void big_top_melds_draw(const ui *u, const big_table *t, const tsumo_view_seat *s, int seat,
                               int bottom)
{
    int end = t->cx - POND_ROW * t->cw / 2 - t->cw - 2; /* room for one tile of overflow */
    int y = t->cy - 17 - t->gy, m = 0;
    while (m < s->meld_count) {
        int n = 0, need = 0;
        while (m + n < s->meld_count) {
            int w = board_meld_width(u, &s->melds[m + n], seat, bottom) + 1;
            if (n > 0 && need + w > end)
                break;
            need += w;
            n++;
        }
        int x = end - need > 0 ? end - need : 0;
        for (int k = 0; k < n; k++)
            x = board_meld_draw(u, y, x, &s->melds[m + k], seat, bottom) + 1;
        m += n;
        y += TILE_BIG_ROWS;
    }
}

/* A teaching game's hand (--open-hands) that is not drawn below: its seat's own view. */
static bool open_view(const ui *u, int seat, tsumo_view *own)
{
    const tsumo_game *game = ui_game(u);
    if (!u->opt.open_hands || !game || seat == ui_viewer(u) || u->screen == UI_SCREEN_VIEW)
        return false; /* the viewer draws its hands itself (board_draw_open_hands) */
    tsumo_game_view(game, seat, own);
    return true;
}

/* The columns of a hand's tiles in one-row cells, the drawn tile a blank apart. */
static int small_hand_width(const ui *u, ui_style style, const tsumo_view *own)
{
    tsumo_tile order[14];
    int n = board_hand_order(own, order), cw = tile_cell(style);
    return tile_row_offset(style, order, n, ui_rules(u)->red_fives, cw) +
           (own->drawn < TSUMO_TILES);
}

/*
 * The style of a hand in one-row cells beside a seat: the table's, or the
 * ascii style's where the table's faces (kanji) would not fit the room (the
 * top seat's: half the screen, beside its label).
 */
static ui_style small_hand_style(const ui *u, const tsumo_view *own, int room)
{
    return small_hand_width(u, u->opt.style, own) <= room ? u->opt.style : UI_STYLE_ASCII;
}

/* Those tiles from (y, x): never the notation, which a room cannot read. */
static void small_hand_draw(const ui *u, ui_style style, const tsumo_view *own, int y, int x)
{
    tsumo_tile order[14];
    int n = board_hand_order(own, order), cw = tile_cell(style);
    int held = own->drawn < TSUMO_TILES ? n - 1 : n, red = ui_rules(u)->red_fives;
    x = tile_row_draw(y, x, style, order, held, red, NULL, cw);
    if (held < n)
        tile_row_draw(y, x + 1, style, order + held, 1, red, NULL, cw);
}

/*
 * With big tiles, a teaching game's other hands as tiles beside their seats:
 * the top seat's after its label, a side seat's on the row over its label,
 * from the label's edge nearest the centre; the bottom seat's (a public
 * screen) big, where a hand goes.
 */
static void big_open_hand_draw(const ui *u, const big_table *t, int seat, int where, int label_x,
                               int label_w)
{
    tsumo_view own;
    if (!open_view(u, seat, &own))
        return;
    int cols = canvas_cols(), top = t->cy - BIG_SIDE_HALF, right = label_x + label_w;
    ui_style style;
    switch (where) {
    case 0:
        if (ui_is_seat(ui_viewer(u))) { /* the table stands still: the hand below is another's */
            style = small_hand_style(u, &own, cols - right - 2);
            small_hand_draw(u, style, &own, board_hand_row(u) - 1, right + 2);
        } else {
            board_draw_hand(u, &own, seat, board_hand_row(u), NULL, TSUMO_NO_TILE);
        }
        break;
    case 1:
        style = small_hand_style(u, &own, cols - label_x);
        small_hand_draw(u, style, &own, top - 2, label_x);
        break;
    case 2:
        style = small_hand_style(u, &own, cols / 2);
        small_hand_draw(u, style, &own, t->cy - 18 - t->gy, right + 2);
        break;
    default: {
        style = small_hand_style(u, &own, right);
        int w = small_hand_width(u, style, &own);
        small_hand_draw(u, style, &own, top - 2, right - w > 0 ? right - w : 0);
        break;
    }
    }
}

/* The top seat's label, centred with its open hand after it when there is one. */
static int big_top_label_x(const ui *u, int seat, int label_w)
{
    tsumo_view own;
    int w = 0;
    if (open_view(u, seat, &own))
        w = small_hand_width(u, small_hand_style(u, &own, canvas_cols() / 2), &own) + 2;
    int x = (canvas_cols() - label_w - w) / 2;
    return x > 0 ? x : 0;
}

static void big_seat_draw(const ui *u, const big_table *t, const tsumo_view *v, int seat, int where)
{
    int bottom = (seat - where) & 3, cols = canvas_cols();
    const tsumo_view_seat *s = &v->seats[seat];
    char label[160];
    int inner = t->band / 2 + 1 + t->gx + POND_ROWS * t->cw; /* the centre to a side pond's edge */
    int side = t->cx - t->band / 2 - 1 - t->gx; /* room from a side pond's inner edge outwards */
    open_label(u, v, seat, label, sizeof label, where & 1 ? side : cols - 2);
    int lw = ui_width(label), top = t->cy - BIG_SIDE_HALF, lx = 0;
    tsumo_view own;
    switch (where) {
    case 0:
        canvas_put(board_hand_row(u) - 1, 0, label_style(v, seat), label);
        /* no hand below (the claim window): the melds on its rows, with an open hand */
        if (seat != u->holder && !viewer_hand_below(u, seat) && !open_view(u, seat, &own))
            melds_draw_right(u, s, seat, bottom, board_hand_row(u), cols / 2);
        break;
    case 1:
        lx = t->cx + t->band / 2 + 1 + t->gx;
        canvas_put(top - 1, lx, label_style(v, seat), label);
        for (int m = 0; m < s->meld_count; m++)
            board_meld_draw(u, top + m * TILE_BIG_ROWS, t->cx + inner + 2, &s->melds[m], seat,
                            bottom);
        break;
    case 2:
        lx = big_top_label_x(u, seat, lw);
        canvas_put(t->cy - 18 - t->gy, lx, label_style(v, seat), label);
        big_top_melds_draw(u, t, s, seat, bottom);
        break;
    default: {
        lx = side - lw > 0 ? side - lw : 0;
        canvas_put(top - 1, lx, label_style(v, seat), label);
        for (int m = 0; m < s->meld_count; m++) {
            int mw = board_meld_width(u, &s->melds[m], seat, bottom);
            board_meld_draw(u, top + m * TILE_BIG_ROWS, t->cx - inner - 2 - mw, &s->melds[m], seat,
                            bottom);
        }
        break;
    }
    }
    big_open_hand_draw(u, t, seat, where, lx, lw);
    big_pond_draw(u, t, v, seat, where);
}

static void big_board_draw(const ui *u, const tsumo_view *v, int bottom)
{
    big_table t = big_of(u);
    for (int where = 0; where < 4; where++)
        big_seat_draw(u, &t, v, (bottom + where) & 3, where);
    centre_band_draw(u, v, bottom, t.cy - 4, t.cx - t.band / 2, t.band);
}

/* ---- the centre ---- */

/* The dead wall's top row in big tiles: the band is made wide enough for its seven. */
static void big_dead_wall_draw(const ui *u, const tsumo_view *v, int y, int x0, int width)
{
    int cw = tile_big_cell(u->opt.style);
    int x = x0 + (width - 7 * cw) / 2;
    for (int stack = 0; stack < 7; stack++, x += cw) {
        if (stack < 2 && v->kan_count > stack * 2)
            continue; /* its replacement tiles taken */
        bool shown = stack >= 2 && stack - 2 < v->indicator_count;
        tile_draw_big(y, x, u->opt.style, shown ? v->indicators[stack - 2] : TSUMO_NO_TILE,
                      ui_rules(u)->red_fives, shown ? 0 : TILE_BACK);
    }
}

static void dead_wall_draw(const ui *u, const tsumo_view *v, int y, int x0, int width)
{
    /* The top row of the dead wall's seven stacks, from the break: two of
     * replacement tiles, then the indicators (R-WALL-09, R-DORA-01, R-DORA-04). */
    if (ui_big(u)) {
        big_dead_wall_draw(u, v, y, x0, width);
        return;
    }
    int cw = tile_cell(u->opt.style);
    /* Too narrow a band (kanji at 80 columns): face-down stacks in the ascii style's width. */
    ui_style back_style = 7 * cw > width ? UI_STYLE_ASCII : u->opt.style;
    int bw = tile_cell(back_style);
    int need = 0;
    for (int stack = 0; stack < 7; stack++)
        need += stack >= 2 && stack - 2 < v->indicator_count ? cw : bw;
    int x = x0 + (width - need) / 2;
    if (x < x0)
        x = x0;
    for (int stack = 0; stack < 7; stack++) {
        if (stack < 2) {
            /* Replacements are taken 134, 135, 132, 133: a stack's top goes first. */
            bool gone = v->kan_count > stack * 2;
            if (gone)
                canvas_blank(y, x, bw, UI_PAINT_TEXT);
            else
                tile_draw(y, x, back_style, TSUMO_NO_TILE, 0, TILE_BACK);
            x += bw;
        } else if (stack - 2 < v->indicator_count) {
            tile_draw(y, x, u->opt.style, v->indicators[stack - 2], ui_rules(u)->red_fives, 0);
            x += cw;
        } else {
            tile_draw(y, x, back_style, TSUMO_NO_TILE, 0, TILE_BACK);
            x += bw;
        }
    }
}

/* Sorted tiles in mpsz, "4567779s33z": a suit's letter after its digits. */
static void tiles_text(char *buf, size_t size, const tsumo_tile *tiles, int n, int red_fives)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char face[8];
        tsumo_kind k = tsumo_tile_kind(tiles[i]);
        tsumo_kind_format(face, sizeof face, k, tsumo_tile_is_red(tiles[i], red_fives));
        bool last =
            i + 1 == n || tsumo_kind_suit(tsumo_tile_kind(tiles[i + 1])) != tsumo_kind_suit(k);
        if (len + 3 < size) {
            buf[len++] = face[0];
            if (last)
                buf[len++] = face[1];
            buf[len] = '\0';
        }
    }
}

void board_hand_text(char *buf, size_t size, const ui *u, const tsumo_game *game, int seat)
{
    tsumo_view v;
    tsumo_game_view(game, seat, &v);
    tsumo_tile order[14];
    int n = board_hand_order(&v, order);
    int held = v.drawn < TSUMO_TILES ? n - 1 : n;
    tiles_text(buf, size, order, held, ui_rules(u)->red_fives);
    if (held < n) { /* the drawn tile apart, as under the hand (EMA 3.3.11) */
        char drawn[16];
        tiles_text(drawn, sizeof drawn, order + held, 1, ui_rules(u)->red_fives);
        size_t len = strlen(buf);
        snprintf(buf + len, size - len, " %s", drawn);
    }
}

/*
 * An open riichi hand (R-RII-13), face up for everyone on the band under the
 * dead wall, after its wind; one row: only one riichi of a hand may be open.
 * Not for the seat whose own hand is drawn below (the keyboard's holder); on
 * a claim window, which shows no hand, the discarder's open hand is here too.
 * Returns the rows it took.
 */
static int open_hand_draw(const ui *u, const tsumo_view *v, int bottom, int y, int x0, int width)
{
    for (int seat = 0; seat < 4; seat++) {
        const tsumo_view_seat *s = &v->seats[seat];
        if ((seat == bottom && seat == ui_viewer(u)) || !s->open_riichi || !s->shown_count)
            continue;
        const char *wind = board_wind_name(s->wind);
        int step = tile_row_step(u->opt.style, s->shown_count, width - ui_width(wind) - 1);
        int need =
            ui_width(wind) + 1 +
            tile_row_offset(u->opt.style, s->shown, s->shown_count, ui_rules(u)->red_fives, step);
        if (need > width) { /* wide faces: the hand in mpsz, which always fits */
            char text[64];
            tiles_text(text, sizeof text, s->shown, s->shown_count, ui_rules(u)->red_fives);
            char line[96];
            snprintf(line, sizeof line, "%s %s", wind, text);
            ui_center(y, x0, width, UI_PAINT_TITLE | UI_BOLD, line);
            return 1;
        }
        int x = x0 + (width - need) / 2;
        x = canvas_put(y, x, UI_PAINT_TITLE | UI_BOLD, wind) + 1;
        tile_row_draw(y, x, u->opt.style, s->shown, s->shown_count, ui_rules(u)->red_fives, NULL,
                      step);
        return 1;
    }
    return 0;
}

/* The centre's first line: the hand, its counters and sticks ("East 1 · 0 counters · ..."). */
static void centre_head(const tsumo_view *v, char *line, size_t size, char *sticks,
                        size_t sticks_size, bool with_sticks)
{
    char round[64], counters[64];
    board_round_name(round, sizeof round, v->round, v->hand);
    snprintf(counters, sizeof counters, ngettext("%d counter", "%d counters", v->honba), v->honba);
    snprintf(sticks, sticks_size, ngettext("%d riichi stick", "%d riichi sticks", v->sticks),
             v->sticks);
    if (with_sticks)
        snprintf(line, size, "%s · %s · %s", round, counters, sticks);
    else
        snprintf(line, size, "%s · %s", round, counters);
}

/* Rows the first line takes: two where the band is narrow. */
static int centre_head_rows(const tsumo_view *v, int width)
{
    char line[256], sticks[64];
    centre_head(v, line, sizeof line, sticks, sizeof sticks, true);
    return ui_width(line) > width ? 2 : 1;
}

static void centre_draw(const ui *u, const tsumo_view *v, int bottom)
{
    int x0 = margin_x() + POND_ROWS * pond_cell(u);
    centre_band_draw(u, v, bottom, mid_top() + 1, x0, canvas_cols() - 2 * x0);
}

/* The centre's lines from row y in the band [x0, x0 + width); the dead wall big in big tiles. */
static void centre_band_draw(const ui *u, const tsumo_view *v, int bottom, int y, int x0, int width)
{
    int wall_rows = ui_big(u) ? TILE_BIG_ROWS : 1;
    char line[256], sticks[64];
    int head = centre_head_rows(v, width);
    centre_head(v, line, sizeof line, sticks, sizeof sticks, head == 1);
    ui_center(y, x0, width, UI_PAINT_TITLE | UI_BOLD, line);
    if (head == 2)
        ui_center(y + 1, x0, width, UI_PAINT_TITLE | UI_BOLD, sticks);
    y += head - 1;
    if (u->shown_log) /* a log records no dice: the engine's are made up */
        snprintf(line, sizeof line, _("wall %d"), v->live_left);
    else
        snprintf(line, sizeof line, _("wall %d · dice %d+%d"), v->live_left, v->dice[0],
                 v->dice[1]);
    ui_center(y + 1, x0, width, UI_PAINT_TEXT, line);
    dead_wall_draw(u, v, y + 2, x0, width);
    y += wall_rows - 1;
    int open_rows = open_hand_draw(u, v, bottom, y + 3, x0, width);
    /* The last public events, newest at the bottom, each wrapped to the band if need be. */
    int last = y + 6, used = 0;
    for (int i = 0; i < UI_LOG_LINES; i++) {
        const char *l = u->log[UI_LOG_LINES - 1 - i];
        if (!*l)
            continue;
        int n = ui_wrap_rows(width - 2, l);
        if (used + n > 3 - open_rows)
            break;
        int top = last - used - n;
        int paint = i ? UI_PAINT_DIM : UI_PAINT_TEXT;
        if (n == 1)
            ui_center(top, x0, width, paint, l);
        else
            ui_wrap(top, x0 + 1, width - 2, n, paint, l);
        used += n;
    }
}

/*
 * Columns a centre row takes in `style` with `wind` (its blank included) before its tiles, the
 * drawn one `apart` (0 or 1), its tiles `step` apart (set here to fit `width`): up to the last
 * tile's face, and its mark where it has one (a red five's '*').
 */
static int open_row_need(const ui *u, ui_style style, const tsumo_view_seat *s, const char *wind,
                         int apart, int width, int *step)
{
    int n = s->shown_count, red = ui_rules(u)->red_fives;
    *step = tile_row_step(style, n, width - ui_width(wind) - apart);
    if (!n)
        return ui_width(wind);
    return ui_width(wind) + apart + tile_row_offset(style, s->shown, n - 1, red, *step) +
           tile_width(style) + tsumo_tile_is_red(s->shown[n - 1], red);
}

/*
 * One seat's concealed tiles on row y of the band: its wind, then its tiles, the drawn one a
 * blank apart as under the bottom hand (EMA 3.3.11). Too wide, the ascii style's faces, then the
 * wind's initial ("S:", which no tile's face reads as); never the notation. A column stays free
 * at either end, so that no tile reads as one of the side seats' ponds beyond the band.
 */
static void open_row_draw(const ui *u, const tsumo_view *v, int seat, int y, int x0, int width)
{
    tsumo_view_seat s = v->seats[seat & 3];
    s.shown_count = (uint8_t)board_hand_order(v, s.shown);
    int apart = v->drawn < TSUMO_TILES && s.shown_count > 1, red = ui_rules(u)->red_fives;
    x0++; /* a free column at either end */
    width -= 3;
    char wind[64];
    snprintf(wind, sizeof wind, "%s ", board_wind_name(s.wind));
    ui_style style = u->opt.style;
    int step, need = open_row_need(u, style, &s, wind, apart, width, &step);
    if (need > width) {
        style = UI_STYLE_ASCII;
        need = open_row_need(u, style, &s, wind, apart, width, &step);
    }
    if (need > width) { /* "S: ", which no tile's face reads as */
        size_t initial = ui_fit(wind, 1);
        snprintf(wind + initial, sizeof wind - initial, ": ");
        need = open_row_need(u, style, &s, wind, apart, width, &step);
    }
    if (need > width && apart) { /* fourteen tiles and red fives at 80x24: the drawn one last */
        apart = 0;
        need = open_row_need(u, style, &s, wind, apart, width, &step);
    }
    if (need > width) { /* and then the colon alone parts the wind from the tiles */
        wind[strlen(wind) - 1] = '\0';
        need = open_row_need(u, style, &s, wind, apart, width, &step);
    }
    int held = s.shown_count - apart;
    int x = canvas_put(y, x0 + (width - need) / 2, UI_PAINT_TITLE | UI_BOLD, wind);
    x = tile_row_draw(y, x, style, s.shown, held, red, NULL, step);
    if (apart)
        tile_row_draw(y, x + 1, style, s.shown + held, 1, red, NULL, step);
}

void board_draw_open_hands(const ui *u, const tsumo_view hands[4], int bottom)
{
    int x0 = margin_x() + POND_ROWS * pond_cell(u);
    int width = canvas_cols() - 2 * x0;
    int top = mid_top() + 1;
    if (ui_big(u)) { /* the band big_board_draw lays out, its dead wall in big tiles */
        big_table t = big_of(u);
        x0 = t.cx - t.band / 2;
        width = t.band;
        top = t.cy - 4 + TILE_BIG_ROWS - 1;
    }
    /* Under the dead wall, as centre_band_draw lays the band out (its first line may take two). */
    int y = top + 2 + centre_head_rows(&hands[bottom & 3], width);
    static const int order[3] = {2, 3, 1}; /* across, left, right */
    for (int i = 0; i < 3; i++)
        open_row_draw(u, &hands[(bottom + order[i]) & 3], (bottom + order[i]) & 3, y + i, x0,
                      width);
}

void board_draw(const ui *u, const tsumo_view *view, int bottom)
{
    if (ui_big(u)) {
        big_board_draw(u, view, bottom);
        return;
    }
    for (int where = 0; where < 4; where++)
        seat_draw(u, view, (bottom + where) & 3, where);
    centre_draw(u, view, bottom);
}

/* ---- the bottom hand ---- */

int board_hand_order(const tsumo_view *v, tsumo_tile out[14])
{
    int n = 0;
    bool drawn_skipped = false;
    for (int i = 0; i < v->hand_count && i < 14; i++) {
        if (!drawn_skipped && v->drawn < TSUMO_TILES && v->hand_tiles[i] == v->drawn) {
            drawn_skipped = true;
            continue;
        }
        out[n++] = v->hand_tiles[i];
    }
    if (drawn_skipped)
        out[n++] = v->drawn;
    return n;
}

/*
 * A hand's cell: a row's (tile_row_step), a blank apart where fourteen tiles,
 * a claimed one and the gaps fit the row, the tile's cell alone where not
 * (kanji at 80 columns).
 */
static int hand_cell(const ui *u)
{
    return tile_row_step(u->opt.style, 15, canvas_cols() - 3);
}

/*
 * The bottom hand in big tiles, side by side (the column after each face
 * holds its marks), the drawn tile (bold) and a claimed discard two columns
 * apart, the melds at the right edge of the same rows.
 */
/*
 * Where the big hand starts: centred as a whole hand with its drawn tile and
 * its melds would be, so that it does not move as tiles come and go.
 */
static int big_hand_left(const ui *u, const tsumo_view *v, int seat)
{
    const tsumo_view_seat *s = &v->seats[seat & 3];
    int w = (14 - 3 * s->meld_count) * tile_big_cell(u->opt.style) + 2;
    for (int m = 0; m < s->meld_count; m++)
        w += 2 + board_meld_width(u, &s->melds[m], seat, seat);
    int x = (canvas_cols() - w) / 2;
    return x > 1 ? x : 1;
}

/* A still table draws the hand of a player not at the bottom below, and his melds where they
   lie, at his seat (EMA 3.3.5): once. */
static bool hand_melds_below(const ui *u, int seat)
{
    return !ui_table_still(u) || seat == u->bottom;
}

static void big_hand_draw(const ui *u, const tsumo_view *v, int seat, int y, const unsigned *marks,
                          tsumo_tile claimed)
{
    tsumo_tile order[14];
    int n = board_hand_order(v, order), red = ui_rules(u)->red_fives;
    int x = big_hand_left(u, v, seat);
    for (int i = 0; i < n; i++) {
        bool drawn = v->drawn < TSUMO_TILES && i == n - 1;
        if (drawn)
            x += 2; /* the drawn tile apart (EMA 3.3.11), and bold */
        x = tile_draw_big(y, x, u->opt.style, order[i], red,
                          (marks ? marks[i] : 0) | (drawn ? TILE_DRAWN : 0));
    }
    if (claimed < TSUMO_TILES)
        x = tile_draw_big(y, x + 2, u->opt.style, claimed, red, TILE_LATEST);
    else if (v->drawn >= TSUMO_TILES)
        x += 2 + tile_big_cell(u->opt.style); /* where a drawn tile goes: the melds stay put */
    const tsumo_view_seat *s = &v->seats[seat & 3];
    for (int m = 0; hand_melds_below(u, seat) && m < s->meld_count; m++)
        x = board_meld_draw(u, y, x + 2, &s->melds[m], seat, seat);
}

void board_draw_hand(const ui *u, const tsumo_view *v, int seat, int y, const unsigned *marks,
                     tsumo_tile claimed)
{
    if (ui_big(u)) {
        big_hand_draw(u, v, seat, y, marks, claimed);
        return;
    }
    int cw = hand_cell(u);
    tsumo_tile order[14];
    int n = board_hand_order(v, order);
    bool apart = v->drawn < TSUMO_TILES;
    int red = ui_rules(u)->red_fives, held = apart ? n - 1 : n;
    int x = tile_row_draw(y, 1, u->opt.style, order, held, red, marks, cw);
    if (apart) /* the drawn tile apart (EMA 3.3.11) */
        x = tile_row_draw(y, x + 1, u->opt.style, order + held, 1, red, marks ? marks + held : NULL,
                          cw);
    /* A discard being claimed goes where a drawn tile would, marked as the one answered. */
    if (claimed < TSUMO_TILES)
        x = tile_draw(y, x + 1, u->opt.style, claimed, ui_rules(u)->red_fives, TILE_LATEST) + cw -
            tile_cell(u->opt.style);
    /* Melds at the right: on the hand's row when they fit, else on the row above. */
    if (hand_melds_below(u, seat))
        melds_draw_right(u, &v->seats[seat], seat, seat, y, x + 2);
}

/* The column of the i-th tile of the hand, for a caret under it. */
int board_hand_x(const ui *u, const tsumo_view *v, int i)
{
    if (ui_big(u)) { /* under the middle of the big tile's face */
        tsumo_tile order[14];
        int n = board_hand_order(v, order), cw = tile_big_cell(u->opt.style);
        int x = big_hand_left(u, v, v->seat) + i * cw + cw / 2 - 1;
        return x + (v->drawn < TSUMO_TILES && i == n - 1 ? 2 : 0);
    }
    int cw = hand_cell(u);
    tsumo_tile order[14];
    int n = board_hand_order(v, order);
    int x = 1 + tile_row_offset(u->opt.style, order, i, ui_rules(u)->red_fives, cw);
    if (v->drawn < TSUMO_TILES && i == n - 1)
        x += 1;
    return x;
}

/*
 * `=`: the running standings, in a box over any screen of the game. Each
 * player's points now, his place, and what the ruleset's uma and oka would
 * make of them if the game ended now (the engine's tsumo_game_standings).
 * Everything in it is public (points, sticks, chombo counts), so it may
 * cover a curtain, a claim window or a seat's own turn alike; the box hides
 * part of the screen under it and shows nothing that screen did not.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

/* The seats by place, ties by seat (the order the engine shares ties in). */
static void by_place(const tsumo_game_final *f, int order[4])
{
    int n = 0;
    for (int place = 1; place <= 4; place++)
        for (int s = 0; s < 4; s++)
            if (f->place[s] == place)
                order[n++] = s;
    for (; n < 4; n++)
        order[n] = n; /* not reached: every seat has a place 1-4 */
}

static bool tied(const tsumo_game_final *f, int seat)
{
    for (int s = 0; s < 4; s++)
        if (s != seat && f->place[s] == f->place[seat])
            return true;
    return false;
}

/* One ranking for `=` and the game's end: tied players share the place, marked "=" (EMA 3.6.1). */
const char *ui_place_text(char *buf, size_t size, const tsumo_game_final *f, int seat)
{
    /* TRANSLATORS: a place shared by tied players, "3=". */
    snprintf(buf, size, tied(f, seat) ? _("%d=") : "%d", f->place[seat]);
    return buf;
}

/* Draws `text` so that it ends before column `end`. */
static void put_right(int y, int end, int style, const char *text)
{
    canvas_put(y, end - ui_width(text), style, text);
}

/* The columns of the table: where each number ends. */
enum { COL_POINTS = 32, COL_UMA = 41, COL_OKA = 50, COL_PENALTY = 59 };

static void header(int y, int x, bool oka, bool penalty, int total_end)
{
    canvas_put(y, x + 2, UI_PAINT_DIM, _("Place"));
    canvas_put(y, x + 9, UI_PAINT_DIM, _("Player"));
    put_right(y, x + COL_POINTS, UI_PAINT_DIM, _("Points"));
    put_right(y, x + COL_UMA, UI_PAINT_DIM, _("Uma"));
    if (oka)
        put_right(y, x + COL_OKA, UI_PAINT_DIM, _("Oka"));
    if (penalty)
        put_right(y, x + COL_PENALTY, UI_PAINT_DIM, _("Chombo"));
    put_right(y, total_end, UI_PAINT_DIM, _("Total"));
}

static void row(int y, int x, const tsumo_view *v, const tsumo_game_final *f, int s, bool oka,
                bool penalty, int total_end)
{
    char buf[64];
    ui_place_text(buf, sizeof buf, f, s);
    canvas_put(y, x + 4, UI_PAINT_KEY | UI_BOLD, buf);
    canvas_put(y, x + 9, UI_PAINT_TEXT, board_short_name(buf, sizeof buf, v, s, 15));
    snprintf(buf, sizeof buf, "%d", v->seats[s].score);
    put_right(y, x + COL_POINTS, UI_PAINT_TEXT, buf);
    snprintf(buf, sizeof buf, "%+d", f->uma[s]);
    put_right(y, x + COL_UMA, UI_PAINT_TEXT, buf);
    if (oka) {
        snprintf(buf, sizeof buf, "%+d", f->oka[s]);
        put_right(y, x + COL_OKA, UI_PAINT_TEXT, buf);
    }
    if (penalty) {
        snprintf(buf, sizeof buf, "%+d", -f->penalty[s]);
        put_right(y, x + COL_PENALTY, UI_PAINT_TEXT, buf);
    }
    snprintf(buf, sizeof buf, "%d", f->total[s]);
    put_right(y, total_end, UI_PAINT_GOOD | UI_BOLD, buf);
}

/* Where the riichi sticks on the table would go, "" when there are none. */
static void sticks_note(const ui *u, const tsumo_view *v, char *buf, size_t size)
{
    buf[0] = '\0';
    if (!v->sticks)
        return;
    char source[160];
    if (ui_rules(u)->end_sticks == TSUMO_ENDSTICKS_FIRST)
        /* TRANSLATORS: the last %s is where the rule comes from: "EMA 3.6". */
        snprintf(buf, size,
                 ngettext("%d riichi stick on the table: in the total of the first (%s).",
                          "%d riichi sticks on the table: in the total of the first (%s).",
                          v->sticks),
                 v->sticks, ui_rule_source(u, "R-STCK-04", source, sizeof source));
    else
        snprintf(buf, size,
                 ngettext("%d riichi stick on the table: nobody's at the end.",
                          "%d riichi sticks on the table: nobody's at the end.", v->sticks),
                 v->sticks);
}

void screen_standings_draw(ui *u, const tsumo_game *game)
{
    tsumo_game_final f;
    if (!game || tsumo_game_standings(game, &f) != TSUMO_OK)
        return;
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    bool oka = false, penalty = false;
    for (int s = 0; s < 4; s++) {
        oka = oka || f.oka[s];
        penalty = penalty || f.penalty[s];
    }
    int cols = canvas_cols(), rows = canvas_rows();
    int w = cols - 8 > 74 ? 74 : cols - 8, h = 12;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    int total_end = x + (penalty ? COL_PENALTY : oka ? COL_OKA : COL_UMA) + 10; /* < x + 72 */
    char line[256];
    ui_box(y, x, h, w, _("Standings"));
    /* TRANSLATORS: %s is the ruleset's name ("EMA 2008"). */
    snprintf(line, sizeof line, _("If the game ended now, under the %s ruleset:"),
             ui_rules(u)->name);
    canvas_put_max(y + 1, x + 2, w - 4, UI_PAINT_TEXT, line);
    header(y + 3, x, oka, penalty, total_end);
    int order[4];
    by_place(&f, order);
    for (int i = 0; i < 4; i++)
        row(y + 4 + i, x, &v, &f, order[i], oka, penalty, total_end);
    sticks_note(u, &v, line, sizeof line);
    canvas_put_max(y + 9, x + 2, w - 4, UI_PAINT_DIM, line);
    ui_center(y + h - 2, x, w, UI_PAINT_DIM, _("Any key closes the standings"));
}

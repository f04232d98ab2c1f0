/*
 * The end of a hand, shown to everyone: one page per winner (the hand
 * opened, each yaku with its han, the dora of each kind, the fu items and
 * their rounding, the limit, the payments with counters and sticks), then a
 * page with every seat's change. A draw shows the tenpai hands, the noten
 * payments, or why the hand was aborted. Everything here comes from the
 * engine's result and the public view: the hands shown are the ones the
 * engine revealed.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

/* A name on these pages: cut at UI_NAME_COLS, so that titles and columns hold. */
static void seat_name(char out[UI_SHORT_NAME], const tsumo_view *v, int seat)
{
    board_short_name(out, UI_SHORT_NAME, v, seat, UI_NAME_COLS);
}

/* Draws `text` so that it ends before column `end`. */
static void put_right(int y, int end, int style, const char *text)
{
    canvas_put(y, end - ui_width(text), style, text);
}

/* The seat of a wind: the pages list the players from the dealer, East first. */
static int seat_of_wind(const tsumo_view *v, int wind)
{
    for (int s = 0; s < 4; s++)
        if (v->seats[s].wind == wind)
            return s;
    return wind;
}

static void title(const ui *u, const tsumo_view *v, const tsumo_hand_result *r, const char *what)
{
    char round[64], line[320];
    board_round_name(round, sizeof round, r->round, r->hand);
    if (snprintf(line, sizeof line, "%s — %s", round, what) >= (int)sizeof line)
        line[sizeof line - 1] = '\0'; /* cut: the screen is narrower anyway */
    (void)v;
    canvas_blank(0, 0, canvas_cols(), UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, line);
    (void)u;
}

/* The rows a hand_row() takes: big tiles are several rows tall. */
static int hand_rows(const ui *u)
{
    return ui_big(u) ? TILE_BIG_ROWS : 1;
}

/* hand_row() in big tiles: side by side, the winning tile and the melds a blank apart. */
static int big_hand_row(const ui *u, const tsumo_view *v, int seat, int y, int x,
                        const tsumo_tile *held, int n, tsumo_tile apart)
{
    const tsumo_view_seat *s = &v->seats[seat];
    int red = ui_rules(u)->red_fives;
    for (int i = 0; i < n; i++)
        x = tile_draw_big(y, x, u->opt.style, held[i], red, 0);
    if (apart < TSUMO_TILES)
        x = tile_draw_big(y, x + 2, u->opt.style, apart, red, TILE_SELECTED);
    for (int m = 0; m < s->meld_count; m++)
        x = board_meld_draw(u, y, x + 2, &s->melds[m], seat, TSUMO_NO_SEAT);
    return x + 2;
}

/* A seat's shown tiles and melds on one row; `apart` is put at the end, apart. */
static int hand_row(const ui *u, const tsumo_view *v, int seat, int y, int x, tsumo_tile apart)
{
    const tsumo_view_seat *s = &v->seats[seat];
    int red = ui_rules(u)->red_fives;
    tsumo_tile held[14];
    int n = 0, room = canvas_cols() - x - 2;
    bool skipped = false;
    for (int i = 0; i < s->shown_count && n < 14; i++) {
        if (!skipped && apart < TSUMO_TILES && s->shown[i] == apart)
            skipped = true;
        else
            held[n++] = s->shown[i];
    }
    for (int m = 0; m < s->meld_count; m++)
        room -= board_meld_width(u, &s->melds[m], seat, TSUMO_NO_SEAT) + 2;
    if (ui_big(u))
        return big_hand_row(u, v, seat, y, x, held, n, apart);
    int step = tile_row_step(u->opt.style, n + (apart < TSUMO_TILES ? 2 : 0), room);
    x = tile_row_draw(y, x, u->opt.style, held, n, red, NULL, step);
    /* The winning tile apart: a ron's tile is not among the shown ones. */
    if (apart < TSUMO_TILES) {
        unsigned win = TILE_SELECTED;
        x = tile_row_draw(y, x + 1, u->opt.style, &apart, 1, red, &win, step);
    }
    x += 2 + tile_cell(u->opt.style) - step; /* as far from the melds as before the gaps */
    /* Melds as the table shows them, the claimed tile turned; no seat is drawn to point at. */
    for (int m = 0; m < s->meld_count; m++)
        x = board_meld_draw(u, y, x, &s->melds[m], seat, TSUMO_NO_SEAT) + 2;
    return x;
}

/*
 * Indicators, each with the dora it shows and of which kind (R-DORA-02/04/06):
 * "Dora indicators: 7p → dora 8p · 9m → kan dora 1m", the ura ones on the
 * next row; an item that does not fit goes to the row under. Returns the row
 * after the last one used.
 */
static int indicator_items(const ui *u, int y, const char *label, const tsumo_kind *kinds, int n,
                           const char *first_kind, const char *kan_kind)
{
    int cols = canvas_cols();
    int x = canvas_put(y, 2, UI_PAINT_TEXT, label) + 1;
    for (int i = 0; i < n && i < TSUMO_MAX_INDICATORS; i++) {
        tsumo_kind d = tsumo_kind_dora(kinds[i]);
        const char *what = i == 0 ? first_kind : kan_kind;
        const char *ind = kind_word(u->opt.style, kinds[i]), *shown = kind_word(u->opt.style, d);
        int need = ui_width(ind) + ui_width(what) + ui_width(shown) + 6;
        if (i > 0 && x + need > cols - 2) {
            y++;
            x = 4;
        } else if (i > 0) {
            x = canvas_put(y, x, UI_PAINT_DIM, "· ");
        }
        x = canvas_put(y, x, tile_paint(kinds[i], false), ind) + 1;
        x = canvas_put(y, x, UI_PAINT_DIM, "→") + 1;
        x = canvas_put(y, x, UI_PAINT_TEXT, what) + 1;
        x = canvas_put(y, x, tile_paint(d, false) | UI_BOLD, shown) + 1;
    }
    return y + 1;
}

static int indicators(const ui *u, int y, const tsumo_win *w)
{
    y = indicator_items(u, y, _("Dora indicators:"), w->dora, w->dora_count, _("dora"),
                        _("kan dora"));
    if (w->ura_count)
        y = indicator_items(u, y, _("Ura dora indicators:"), w->ura, w->ura_count, _("ura dora"),
                            _("kan ura dora"));
    return y;
}

void result_value_line(char *buf, size_t size, const tsumo_score *s)
{
    const char *limit = cli_limit_name((tsumo_limit)s->limit, s->yakuman_mult);
    char han[32], fu[32];
    snprintf(han, sizeof han, ngettext("%d han", "%d han", s->han), s->han);
    snprintf(fu, sizeof fu, ngettext("%d fu", "%d fu", s->fu), s->fu);
    if (s->yakuman_mult > 0)
        snprintf(buf, size, "%s", limit);
    else if (s->limit != TSUMO_LIMIT_NONE)
        /* TRANSLATORS: the han, the fu and the limit: "4 han 40 fu, mangan". */
        snprintf(buf, size, _("%s %s, %s"), han, fu, limit);
    else
        /* TRANSLATORS: the han and the fu: "3 han 40 fu". */
        snprintf(buf, size, _("%s %s"), han, fu);
}

/* One row of the yaku column: a name and its value. Returns the row. */
static int yaku_row(int y, int vx, int fx, const char *name, const char *value)
{
    canvas_put_max(y, 3, vx - 4, UI_PAINT_TEXT, name);
    canvas_put_max(y, vx, fx - vx - 1, UI_PAINT_KEY, value);
    return y;
}

static int han_row(int y, int vx, int fx, const char *name, int han)
{
    char value[64];
    snprintf(value, sizeof value, ngettext("%d han", "%d han", han), han);
    return yaku_row(y, vx, fx, name, value);
}

/*
 * The list's one Dora (or Ura Dora) entry as the dora of each kind, each with
 * its count (a han each): "Dora 2 han", "Kan dora 1 han". False for another
 * entry, or one the score does not split (the rows are then the entry's).
 */
static bool dora_rows(int *y, int bottom, int vx, int fx, const tsumo_score *s,
                      const tsumo_scored_yaku *yk)
{
    const tsumo_dora_kinds *d = &s->dora_kinds;
    int first, kan;
    const char *first_name, *kan_name;
    if (yk->yaku == TSUMO_YAKU_DORA) {
        first = d->dora, kan = d->kan_dora;
        first_name = _("Dora"), kan_name = _("Kan dora");
    } else if (yk->yaku == TSUMO_YAKU_URA_DORA) {
        first = d->ura_dora, kan = d->kan_ura_dora;
        first_name = _("Ura dora"), kan_name = _("Kan ura dora");
    } else {
        return false;
    }
    if (first + kan != yk->han)
        return false;
    if (first)
        *y = han_row(*y + 1, vx, fx, first_name, first);
    if (kan && *y < bottom)
        *y = han_row(*y + 1, vx, fx, kan_name, kan);
    return true;
}

/* From this width the yaku's han stand beside their names (result_breakdown). */
#define UI_RESULT_WIDE_COLS 100

/* The widest name of the yaku column, the dora of each kind included. */
static int yaku_names_width(const tsumo_score *s)
{
    const char *dora[] = {_("Dora"), _("Kan dora"), _("Ura dora"), _("Kan ura dora")};
    int w = 0;
    for (size_t i = 0; i < sizeof dora / sizeof dora[0]; i++)
        w = ui_width(dora[i]) > w ? ui_width(dora[i]) : w;
    for (int k = 0; k < s->yaku_count; k++) {
        int n = ui_width(cli_yaku_name((tsumo_yaku)s->yaku[k].yaku));
        w = n > w ? n : w;
    }
    return w;
}

/* Yaku and their han at the left, the fu items and their total at the right, rows y..bottom. */
void result_breakdown(const tsumo_score *s, int y0, int bottom)
{
    /*
     * The fu column takes what its longest label needs; the yaku names the
     * rest ("Fully Concealed Hand (menzen tsumo)"), and a yakuman hand, which
     * has no fu, the whole width. On a wide screen each han stands beside its
     * name, and the fu beside the han, so that a room reads a yaku and its
     * value together (not 150 columns apart at 200x60); at 80 columns they are
     * close enough as they are.
     */
    int cols = canvas_cols();
    int tight = cols > UI_RESULT_WIDE_COLS ? 3 + yaku_names_width(s) + 3 : cols;
    int fx = s->fu > 0 ? cols - 32 : cols - 2;
    if (s->fu > 0 && tight + 9 + 4 < fx)
        fx = tight + 9 + 4;
    int vx = s->fu > 0 ? fx - 9 : cols - 18; /* the han or limit of each yaku */
    if (tight < vx)
        vx = tight;
    int y = y0;
    canvas_put(y, 2, UI_PAINT_TITLE | UI_BOLD, _("Yaku"));
    for (int k = 0; k < s->yaku_count && y < bottom; k++) {
        const tsumo_scored_yaku *yk = &s->yaku[k];
        bool yakuman = yk->yaku >= TSUMO_YAKU_FIRST_YAKUMAN && yk->yaku <= TSUMO_YAKU_KAZOE_YAKUMAN;
        if (yakuman && s->yakuman_mult > 0) {
            char value[64];
            snprintf(value, sizeof value, "%s",
                     cli_limit_name(TSUMO_LIMIT_YAKUMAN, yk->han > 1 ? yk->han : 1));
            y = yaku_row(y + 1, vx, fx, cli_yaku_name((tsumo_yaku)yk->yaku), value);
        } else if (!dora_rows(&y, bottom, vx, fx, s, yk)) {
            y = han_row(y + 1, vx, fx, cli_yaku_name((tsumo_yaku)yk->yaku), yk->han);
        }
    }
    y = y0;
    int end = fx + 32 < cols ? fx + 32 : cols; /* the fu column's right edge */
    if (s->fu > 0) {
        canvas_put(y, fx, UI_PAINT_TITLE | UI_BOLD, _("Fu"));
        for (int k = 0; k < s->fu_count && y < bottom - 1; k++) {
            char buf[160], value[16];
            y++;
            canvas_put_max(y, fx + 1, end - fx - 7, UI_PAINT_TEXT,
                           cli_fu_label(buf, sizeof buf, &s->fu_items[k]));
            snprintf(value, sizeof value, "%3d", s->fu_items[k].fu);
            canvas_put(y, end - 5, UI_PAINT_KEY, value);
        }
        char total[96];
        if (s->fu_raw != s->fu)
            snprintf(total, sizeof total,
                     ngettext("%d fu, rounded up to %d", "%d fu, rounded up to %d", s->fu_raw),
                     s->fu_raw, s->fu);
        else
            snprintf(total, sizeof total, ngettext("%d fu", "%d fu", s->fu), s->fu);
        canvas_put(++y, fx + 1, UI_PAINT_TEXT | UI_BOLD, total);
    }
}

/*
 * Who pays a hand with a liable player (R-PAO-02, EMA 3.3.6, 4.2.5), as the
 * settlement moves it: on a tsumo he pays all alone; on a ron he pays half
 * the value (rounded up to 100) and the discarder the rest with the counters.
 */
static void pao_payment_line(char *line, size_t size, const tsumo_view *v, const tsumo_hand_win *hw,
                             int honba)
{
    char liable[TSUMO_NAME_SIZE + 1], from[TSUMO_NAME_SIZE + 1];
    seat_name(liable, v, hw->liable);
    int value = hw->score.payments.total;
    if (!ui_is_seat(hw->from)) {
        snprintf(line, size, _("%s pays all %d alone; the others pay nothing"), liable,
                 value + honba);
        return;
    }
    seat_name(from, v, hw->from);
    int half = (value / 2 + 99) / 100 * 100;
    if (honba == 0)
        snprintf(line, size, _("%s pays %d and %s %d"), liable, half, from, value - half);
    else
        snprintf(line, size, _("%s pays %d and %s %d, with %d for counters"), liable, half, from,
                 value - half + honba, honba);
}

static void win_page(const ui *u, const tsumo_view *v, const tsumo_hand_result *r, int i)
{
    const tsumo_hand_win *hw = &r->wins[i];
    const tsumo_score *s = &hw->score;
    char who[TSUMO_NAME_SIZE + 1], from[TSUMO_NAME_SIZE + 1], what[256];
    seat_name(who, v, hw->winner);
    char tile[UI_TILE_WORD];
    tile_word(tile, sizeof tile, u->opt.style, hw->tile, ui_rules(u)->red_fives);
    if (ui_is_seat(hw->from)) {
        seat_name(from, v, hw->from);
        snprintf(what, sizeof what, _("%s wins by ron on %s from %s"), who, tile, from);
    } else {
        snprintf(what, sizeof what, _("%s wins by tsumo on %s"), who, tile);
    }
    if (r->win_count > 1) {
        size_t n = strlen(what);
        snprintf(what + n, sizeof what - n, _(" (winner %d of %d)"), i + 1, r->win_count);
    }
    title(u, v, r, what);
    hand_row(u, v, hw->winner, 2, 2, hw->tile);
    int y = indicators(u, 2 + hand_rows(u), &hw->win);

    result_breakdown(s, y > 4 ? y + 1 : 5, canvas_rows() - 7);

    int by = canvas_rows() - 6;
    char line[320], value[128];
    result_value_line(value, sizeof value, s);
    snprintf(line, sizeof line,
             ngettext("Value: %s — %d point", "Value: %s — %d points", s->payments.total), value,
             s->payments.total);
    canvas_put(by, 2, UI_PAINT_GOOD | UI_BOLD, line);
    int honba = hw->win.honba * ui_rules(u)->honba_value;
    if (ui_is_seat(hw->liable) && hw->liable != hw->from)
        pao_payment_line(line, sizeof line, v, hw, honba);
    else if (ui_is_seat(hw->from) && honba == 0)
        snprintf(line, sizeof line, _("%s pays %d"), from, s->payments.ron);
    else if (ui_is_seat(hw->from))
        snprintf(line, sizeof line, _("%s pays %d, with %d for counters"), from,
                 s->payments.ron + honba, honba);
    else if (hw->win.seat_wind == TSUMO_WIND_EAST && honba == 0)
        snprintf(line, sizeof line, _("Each other player pays %d"), s->payments.tsumo_each);
    else if (hw->win.seat_wind == TSUMO_WIND_EAST)
        snprintf(line, sizeof line, _("Each other player pays %d, with %d for counters"),
                 s->payments.tsumo_each + honba / 3, honba / 3);
    else if (honba == 0)
        snprintf(line, sizeof line, _("The dealer pays %d, the others %d each"),
                 s->payments.tsumo_dealer, s->payments.tsumo_nondealer);
    else
        snprintf(line, sizeof line,
                 _("The dealer pays %d, the others %d each, with %d for counters"),
                 s->payments.tsumo_dealer + honba / 3, s->payments.tsumo_nondealer + honba / 3,
                 honba / 3);
    canvas_put(by + 1, 2, UI_PAINT_TEXT, line);
    if (r->sticks_to[hw->winner]) {
        snprintf(line, sizeof line, _("%s takes %d in riichi sticks"), who,
                 r->sticks_to[hw->winner]);
        canvas_put(by + 2, 2, UI_PAINT_TEXT, line);
    }
    if (ui_is_seat(hw->liable)) {
        char liable[TSUMO_NAME_SIZE + 1];
        seat_name(liable, v, hw->liable);
        char source[160];
        /* TRANSLATORS: a player, then where the rule comes from: "EMA 3.3.6". */
        snprintf(line, sizeof line, _("%s is liable for this hand (pao, %s)"), liable,
                 ui_rule_source(u, "R-PAO-01", source, sizeof source));
        canvas_put(by + 3, 2, UI_PAINT_WARN, line);
    }
}

/* The kinds a shown hand of 13 tiles waits on, as words: "4p 7p". */
static void waits_text(const ui *u, const tsumo_view_seat *s, char *buf, size_t size)
{
    uint8_t counts[TSUMO_KINDS] = {0};
    buf[0] = '\0';
    for (int i = 0; i < s->shown_count; i++)
        counts[tsumo_tile_kind(s->shown[i])]++;
    tsumo_kindset waits = tsumo_waits(counts, s->meld_count);
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (waits >> k & 1) {
            size_t n = strlen(buf);
            snprintf(buf + n, size - n, "%s%s", n ? " " : "", kind_word(u->opt.style, k));
        }
}

/* One seat's row at a draw: the name, its state, the hand beside when it fits. */
static int shown_row(const ui *u, const tsumo_view *v, int seat, int y, const char *state,
                     int paint)
{
    char name[TSUMO_NAME_SIZE + 1], line[320];
    seat_name(name, v, seat);
    int after_name = canvas_put(y, 2, paint, name);
    canvas_put(y, after_name + 1 > 15 ? after_name + 1 : 15, paint, state);
    const tsumo_view_seat *s = &v->seats[seat];
    if (!s->shown_count)
        return y + 1;
    int need =
        s->shown_count * (ui_big(u) ? tile_big_cell(u->opt.style) : tile_cell(u->opt.style)) + 3;
    for (int m = 0; m < s->meld_count; m++)
        need += board_meld_width(u, &s->melds[m], seat, TSUMO_NO_SEAT) + 2;
    bool beside = 28 + need <= canvas_cols();
    if (!beside)
        y++;
    int x = hand_row(u, v, seat, y, beside ? 28 : 4, TSUMO_NO_TILE);
    int face = y + hand_rows(u) / 2; /* the row of the faces, where the waits read with them */
    y += hand_rows(u) - 1;
    /* What a tenpai hand waits on: on the same row when it fits, else under it. */
    if (s->shown_count % 3 == 1) {
        char waits[128];
        waits_text(u, s, waits, sizeof waits);
        if (*waits) {
            snprintf(line, sizeof line, _("waits: %s"), waits);
            int w = ui_width(line);
            if (x + w < canvas_cols())
                canvas_put(face, x, UI_PAINT_DIM, line);
            else
                canvas_put(++y, beside ? 28 : 4, UI_PAINT_DIM, line);
        }
    }
    return y + 1;
}

static bool any_nagashi(const tsumo_hand_result *r)
{
    return r->end == TSUMO_END_EXHAUSTIVE &&
           (r->nagashi[0] || r->nagashi[1] || r->nagashi[2] || r->nagashi[3]);
}

/*
 * How nagashi mangan was paid: a mangan tsumo (R-NAGA-01), and what else, which EMA leaves
 * open and the ruleset's nagashi_settlement decides (R-HONB-06, AMB-21).
 */
static void nagashi_line(const ui *u, char *line, size_t size)
{
    char paid[160], settled[160];
    ui_rule_source(u, "R-NAGA-01", paid, sizeof paid);
    ui_rule_source(u, "R-HONB-06", settled, sizeof settled);
    if (ui_rules(u)->nagashi_settlement == TSUMO_NAGASHI_AS_WIN)
        /* TRANSLATORS: each %s is where a rule comes from: "EMA 4.2.4", then "ruleset key
           nagashi_settlement". */
        snprintf(line, size,
                 _("Nagashi mangan is paid as a mangan tsumo (%s). It is settled as a win: "
                   "with the counters and the riichi sticks, and no noten payments (%s)."),
                 paid, settled);
    else
        /* TRANSLATORS: each %s is where a rule comes from: "EMA 4.2.4", then "ruleset key
           nagashi_settlement". */
        snprintf(line, size,
                 _("Nagashi mangan is paid as a mangan tsumo (%s). The hand stays a draw: no "
                   "counters paid, the riichi sticks stay, no noten payments (%s)."),
                 paid, settled);
}

/* The noten payments (R-DRAW-02): none when all or none are tenpai. */
static void noten_line(const ui *u, int tenpai, char *line, size_t size)
{
    char source[160];
    ui_rule_source(u, "R-DRAW-02", source, sizeof source);
    if (tenpai == 0 || tenpai == 4)
        /* TRANSLATORS: %s is where the rule comes from: "EMA 3.4.2". */
        snprintf(line, size,
                 tenpai ? _("Everyone is tenpai: no noten payments (%s).")
                        : _("Nobody is tenpai: no noten payments (%s)."),
                 source);
    else
        /* TRANSLATORS: the points, then where the rule comes from: "EMA 3.4.2". */
        snprintf(line, size,
                 _("Noten payments: %d in all, from the noten to the tenpai players (%s)."),
                 ui_rules(u)->noten_total, source);
}

/* A draw: the tenpai hands shown (riichi hands always), the noten payments. */
static int draw_rows(const ui *u, const tsumo_view *v, const tsumo_hand_result *r, int y)
{
    int tenpai = 0;
    for (int w = 0; w < 4; w++) {
        int s = seat_of_wind(v, w);
        const char *state = r->nagashi[s]  ? _("nagashi mangan")
                            : r->tenpai[s] ? _("tenpai")
                                           : _("noten");
        tenpai += r->tenpai[s];
        y = shown_row(u, v, s, y, state, r->tenpai[s] ? UI_PAINT_GOOD : UI_PAINT_TEXT);
    }
    char line[512];
    if (any_nagashi(r))
        nagashi_line(u, line, sizeof line);
    else
        noten_line(u, tenpai, line, sizeof line);
    y += ui_wrap(y + 1, 2, canvas_cols() - 4, 3, UI_PAINT_TEXT, line) + 1;
    return y;
}

/* An abortive draw: why, and the hands it showed (the nine terminals, four riichi). */
static int abort_rows(const ui *u, const tsumo_view *v, const tsumo_hand_result *r, int y)
{
    char line[320], why[256], source[160];
    cli_abort_reason(
        why, sizeof why, r->abort,
        ui_rule_source(u, tsumo_abort_rule((tsumo_abort)r->abort), source, sizeof source));
    int declarer = TSUMO_NO_SEAT;
    for (int s = 0; s < 4 && r->abort == TSUMO_ABORT_KYUUSHU; s++)
        if (v->seats[s].shown_count)
            declarer = s;
    if (ui_is_seat(declarer)) {
        char name[TSUMO_NAME_SIZE + 1];
        seat_name(name, v, declarer);
        snprintf(line, sizeof line, _("Why: %s declared %s"), name, why);
    } else {
        snprintf(line, sizeof line, _("Why: %s"), why);
    }
    y += ui_wrap(y, 2, canvas_cols() - 4, 2, UI_PAINT_TEXT | UI_BOLD, line) + 1;
    for (int w = 0; w < 4; w++) {
        int s = seat_of_wind(v, w);
        if (v->seats[s].shown_count)
            y = shown_row(u, v, s, y, v->seats[s].riichi ? _("riichi") : _("shown"), UI_PAINT_TEXT);
    }
    return y;
}

/* A chombo: who, what, why, the rule (the hand is dealt again). */
static int chombo_rows(const ui *u, const tsumo_view *v, const tsumo_hand_result *r, int y)
{
    if (!ui_is_seat(r->chombo))
        return y;
    char name[TSUMO_NAME_SIZE + 1], line[512];
    seat_name(name, v, r->chombo);
    tsumo_reason reason = (tsumo_reason)r->chombo_reason;
    char source[160];
    play_rule_source(u, reason, source, sizeof source);
    if (*source)
        snprintf(line, sizeof line, _("%s: %s (%s)"), name, _(tsumo_reason_msgid(reason)), source);
    else
        snprintf(line, sizeof line, _("%s: %s"), name, _(tsumo_reason_msgid(reason)));
    y += ui_wrap(y, 2, canvas_cols() - 4, 2, UI_PAINT_WARN | UI_BOLD, line);
    if (r->chombo_detail) {
        tsumo_reason why = (tsumo_reason)r->chombo_detail;
        if (*play_rule_source(u, why, source, sizeof source))
            snprintf(line, sizeof line, _("Why: %s (%s)"), _(tsumo_reason_msgid(why)), source);
        else
            snprintf(line, sizeof line, _("Why: %s"), _(tsumo_reason_msgid(why)));
        y += ui_wrap(y, 2, canvas_cols() - 4, 2, UI_PAINT_TEXT, line);
    }
    if (v->seats[r->chombo].shown_count)
        y = shown_row(u, v, r->chombo, y + 1, _("shown"), UI_PAINT_TEXT);
    return y + 1;
}

/*
 * The rules that decided who deals next and the counters the next hand has: after nagashi
 * mangan the ruleset's settlement (R-HONB-06); after a win R-GAME-01, and R-HONB-01 (the dealer
 * won: one more) or R-HONB-02 (cleared); after a draw R-DRAW-07 and R-HONB-01; after an abort
 * the ruleset's abort_dealer_repeats (R-ABRT-07) and R-HONB-01.
 */
static void next_rules(const tsumo_hand_result *r, const char **deal, const char **counters)
{
    if (any_nagashi(r)) {
        *deal = *counters = "R-HONB-06";
        return;
    }
    *counters = "R-HONB-01";
    if (r->end == TSUMO_END_WIN) {
        *deal = "R-GAME-01";
        *counters = r->dealer_keeps ? "R-HONB-01" : "R-HONB-02";
    } else {
        *deal = r->end == TSUMO_END_ABORT ? "R-ABRT-07" : "R-DRAW-07";
    }
}

/* Who deals next and the counters the next hand shows, as the engine made them. */
static void next_hand_text(const ui *u, const tsumo_game *game, const tsumo_hand_result *r,
                           char *buf, size_t size)
{
    char deal[160], counters[160];
    if (r->game_over) {
        snprintf(buf, size, "%s", _("That was the last hand: the game is over."));
        return;
    }
    if (r->end == TSUMO_END_CHOMBO) {
        /* TRANSLATORS: %s is where the rule comes from: "EMA 3.4.6". */
        snprintf(buf, size,
                 _("The same hand is dealt again: same dealer, counters unchanged, riichi "
                   "sticks returned (%s)."),
                 ui_rule_source(u, "R-CHMB-02", deal, sizeof deal));
        return;
    }
    const char *deal_rule, *counter_rule;
    next_rules(r, &deal_rule, &counter_rule);
    ui_rule_source(u, deal_rule, deal, sizeof deal);
    ui_rule_source(u, counter_rule, counters, sizeof counters);
    int next = tsumo_game_next_honba(game);
    char who[256];
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.4.12". */
    snprintf(who, sizeof who,
             r->dealer_keeps ? _("The dealer keeps the deal (%s).")
                             : _("The deal passes to the next player (%s)."),
             deal);
    if (next < 0) {
        snprintf(buf, size, "%s", who);
        return;
    }
    /* TRANSLATORS: who deals next, then the counters of the next hand and where the rule
       comes from: "The next hand has 0 counters (ruleset key nagashi_settlement)." */
    snprintf(buf, size,
             ngettext("%s The next hand has %d counter (%s).",
                      "%s The next hand has %d counters (%s).", (unsigned long)next),
             who, next, counters);
}

/*
 * A seat's row of the scores: wind, name, points before, the change, points
 * after. At a chombo the change is the penalty, and a riichi stick of this
 * hand handed back stands apart beside it (R-CHMB-01, EMA 3.4.6).
 */
static int stick_back(const tsumo_hand_result *r, int s, char *buf, size_t size)
{
    int back = r->end == TSUMO_END_CHOMBO ? r->sticks_to[s] : 0;
    buf[0] = '\0';
    if (back)
        /* TRANSLATORS: points of a riichi stick handed back at a chombo ("+1000 stick back"). */
        snprintf(buf, size, _("%+d stick back"), back);
    return back;
}

static void score_row(const tsumo_view *v, const tsumo_hand_result *r, int s, int y, int eq_x)
{
    char line[320], name[TSUMO_NAME_SIZE + 1] = "";
    if (v->seats[s].name[0]) /* a seat with no name: its wind, in the column before, says who */
        seat_name(name, v, s);
    int after = v->seats[s].score;
    char back_text[96];
    int back = stick_back(r, s, back_text, sizeof back_text);
    int paint = r->delta[s] > 0 ? UI_PAINT_GOOD : r->delta[s] < 0 ? UI_PAINT_WARN : UI_PAINT_TEXT;
    /* Columns by position, not by printf's bytes: a name may hold wide characters. */
    canvas_put(y, 3, paint, board_wind_name(v->seats[s].wind));
    canvas_put(y, 10, paint, name);
    snprintf(line, sizeof line, "%d", after - r->delta[s]);
    put_right(y, 34, paint, line);
    snprintf(line, sizeof line, "%+d", r->delta[s] - back);
    put_right(y, 43, paint, line);
    canvas_put(y, 45, paint, back_text);
    snprintf(line, sizeof line, "= %7d", after);
    canvas_put(y, eq_x, paint, line);
}

static void summary_page(const ui *u, const tsumo_game *game, const tsumo_view *v,
                         const tsumo_hand_result *r)
{
    char what[256];
    switch (r->end) {
    case TSUMO_END_WIN:
        snprintf(what, sizeof what, "%s", _("payments"));
        break;
    case TSUMO_END_EXHAUSTIVE:
        snprintf(what, sizeof what, "%s", _("exhaustive draw"));
        break;
    case TSUMO_END_ABORT:
        snprintf(what, sizeof what, "%s", _("abortive draw"));
        break;
    default:
        snprintf(what, sizeof what, "%s", _("chombo"));
        break;
    }
    title(u, v, r, what);
    int y = 2;
    char line[320];
    if (r->end == TSUMO_END_ABORT)
        y = abort_rows(u, v, r, y) + 1;
    else if (r->end == TSUMO_END_CHOMBO)
        y = chombo_rows(u, v, r, y);
    else if (r->end == TSUMO_END_EXHAUSTIVE)
        y = draw_rows(u, v, r, y) + 1;
    canvas_put(y++, 2, UI_PAINT_TITLE | UI_BOLD, _("Scores"));
    int eq_x = 45; /* "= after" in one column, after the widest stick handed back */
    for (int s = 0; s < 4; s++) {
        char back[96];
        if (stick_back(r, s, back, sizeof back) && 46 + ui_width(back) > eq_x)
            eq_x = 46 + ui_width(back);
    }
    for (int w = 0; w < 4; w++)
        score_row(v, r, seat_of_wind(v, w), y++, eq_x);
    y++;
    if (v->sticks)
        snprintf(line, sizeof line,
                 ngettext("%d riichi stick stays on the table.",
                          "%d riichi sticks stay on the table.", v->sticks),
                 v->sticks);
    else
        line[0] = '\0';
    if (*line)
        canvas_put(y++, 2, UI_PAINT_TEXT, line);
    char next[640];
    next_hand_text(u, game, r, next, sizeof next);
    ui_wrap(y, 2, canvas_cols() - 4, 3, UI_PAINT_TEXT, next);
}

static int page_count(const tsumo_hand_result *r)
{
    return (r->end == TSUMO_END_WIN ? r->win_count : 0) + 1;
}

void result_draw(ui *u, const tsumo_game *game)
{
    const tsumo_hand_result *r = tsumo_game_result(game);
    if (!r)
        return;
    tsumo_view v;
    tsumo_game_view(game, ui_viewer(u), &v);
    int pages = page_count(r);
    if (u->results.page >= pages)
        u->results.page = pages - 1;
    if (r->end == TSUMO_END_WIN && u->results.page < r->win_count)
        win_page(u, &v, r, u->results.page);
    else
        summary_page(u, game, &v, r);
    int rows = canvas_rows(), cols = canvas_cols();
    char pg[64];
    snprintf(pg, sizeof pg, _("page %d of %d"), u->results.page + 1, pages);
    int x = ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    if (x + 1 + ui_width(pg) > cols - 1) /* a long hint (the viewer's in a talk, a language) */
        /* TRANSLATORS: a result's page, short, where "page 1 of 2" has no room: "1/2" */
        snprintf(pg, sizeof pg, _("%d/%d"), u->results.page + 1, pages);
    if (x + 1 + ui_width(pg) <= cols - 1)
        canvas_put(rows - 2, x + 1, UI_PAINT_DIM, pg);
    ui_message_draw(u);
}

static void screen_result_draw(ui *u)
{
    result_draw(u, u->game);
}

/* What Enter leads to: the next page, or past the last one the next hand or the standings. */
static const char *next_label(const ui *u)
{
    const tsumo_hand_result *r = tsumo_game_result(u->game);
    if (!r)
        return "";
    return u->results.page + 1 < page_count(r) ? _("next page")
           : r->game_over                      ? _("final standings")
                                               : _("next hand");
}

static bool has_previous(const ui *u)
{
    return u->results.page > 0;
}

static bool next_page(ui *u, int key)
{
    const tsumo_hand_result *r = tsumo_game_result(u->game);
    if (!r)
        return true;
    if (u->results.page + 1 < page_count(r)) {
        u->results.page++;
    } else if (key == UI_KEY_ENTER) {
        tsumo_action a = {.type = TSUMO_ACTION_NEXT_HAND, .seat = 0};
        play_apply(u, &a);
    }
    return true;
}

static bool previous_page(ui *u, int key)
{
    (void)key;
    if (u->results.page > 0)
        u->results.page--;
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_KEY_ENTER, ' ', UI_KEY_RIGHT, 'l'},
     .key = "Enter",
     .help_key = "Enter →",
     .help = N_("next page; on the last, the next hand"),
     .label_of = next_label,
     .act = next_page},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_STANDINGS),
    UI_KEY_ROW(UI_ROW_LEAVE),
    {.codes = {UI_KEY_LEFT, 'h', UI_KEY_BACKSPACE},
     .key = "←",
     .label = N_("previous page"),
     .help_key = "←",
     .help = N_("previous page"),
     .shown_when = has_previous,
     .help_always = true,
     .act = previous_page},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* Public: the hand's end, shown hands and scores only. */
const ui_screen_row screen_result = {
    .id = "result",
    .standings = true,
    .draw = screen_result_draw,
    .key_table = &keys,
};

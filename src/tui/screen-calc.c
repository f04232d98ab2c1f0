/*
 * The hand calculator: `tsumo score` on screen, with the same situation. A
 * hand in mpsz notation (docs/notation.md; the last concealed tile is the
 * winning tile), how it was won, riichi (open riichi where the ruleset has
 * it), ippatsu, the winds, a win on the last tile or a replacement tile, a
 * robbed kan or a first-turn win, the dora and ura dora indicators, the
 * counters and riichi sticks, and the ruleset it scores under (the shipped
 * ones). The engine judges every combination; the score follows as typed.
 *
 *   row 2        the hand
 *   rows 3-6     two fields a row: won by, riichi; winds; ippatsu, situation;
 *                counters, sticks
 *   rows 7-9     dora indicators, ura dora indicators, the ruleset
 *   then         the score as a won hand's page shows it
 */
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    CALC_HAND,
    CALC_HOW,
    CALC_RIICHI,
    CALC_SEAT,
    CALC_ROUND,
    CALC_IPPATSU,
    CALC_SPECIAL,
    CALC_HONBA,
    CALC_STICKS,
    CALC_DORA,
    CALC_URA,
    CALC_RULES,
    CALC_COUNT
};

/* calc.flags: how it was won, and ippatsu. */
enum { CALC_TSUMO = 1, CALC_IPPATSU_ON = 2 };

/* calc.riichi: none, riichi, double riichi, and the two open ones (R-RII-13). */
enum { RIICHI_NONE, RIICHI_PLAIN, RIICHI_DOUBLE, RIICHI_OPEN, RIICHI_DOUBLE_OPEN, RIICHI_KINDS };

/* The situations of the win beyond riichi, none first; shown by their ids, the Japanese
   terms players use, which are not translated. */
static const uint16_t specials[] = {
    0,
    TSUMO_WIN_HAITEI,
    TSUMO_WIN_HOUTEI,
    TSUMO_WIN_RINSHAN,
    TSUMO_WIN_CHANKAN,
    TSUMO_WIN_TENHOU,
    TSUMO_WIN_CHIIHOU,
    TSUMO_WIN_RENHOU,
};
#define SPECIALS ((int)(sizeof specials / sizeof specials[0]))

/* The calculator's own: what is typed and chosen in its fields (u->calc). */
struct ui_calc {
    int field;
    char hand[64];
    char dora[32];
    char ura[32];
    int flags;  /* tsumo, ippatsu */
    int riichi; /* none, riichi, double, open, double open */
    int seat_wind, round_wind;
    int special; /* haitei, houtei, rinshan, ... (specials[]), 0 for none */
    int honba;   /* counters on the table */
    int sticks;  /* riichi sticks on the table */
};

static bool is_text(int f)
{
    return f == CALC_HAND || f == CALC_DORA || f == CALC_URA;
}

static bool screen_calc_typing(const ui *u)
{
    return u->screen == UI_SCREEN_CALC && u->calc && is_text(u->calc->field);
}

static const char *field_name(int f)
{
    switch (f) {
    case CALC_HAND:
        return _("Hand");
    case CALC_HOW:
        return _("Won by");
    case CALC_RIICHI:
        return _("Riichi");
    case CALC_SEAT:
        return _("Seat wind");
    case CALC_ROUND:
        return _("Round wind");
    case CALC_IPPATSU:
        return _("Ippatsu");
    case CALC_SPECIAL:
        return _("Situation");
    case CALC_HONBA:
        return _("Counters");
    case CALC_STICKS:
        return _("Riichi sticks");
    case CALC_DORA:
        return _("Dora indicators");
    case CALC_URA:
        return _("Ura dora indicators");
    default:
        return _("Ruleset");
    }
}

static void field_text(const ui *u, int f, char *buf, size_t size)
{
    static const char *const riichi[] = {N_("no"), N_("riichi"), N_("double riichi"),
                                         N_("open riichi"), N_("double open riichi")};
    switch (f) {
    case CALC_HAND:
        snprintf(buf, size, "%s", u->calc->hand);
        break;
    case CALC_HOW:
        snprintf(buf, size, "%s", (u->calc->flags & CALC_TSUMO) ? _("tsumo") : _("ron"));
        break;
    case CALC_RIICHI:
        snprintf(buf, size, "%s", _(riichi[u->calc->riichi % RIICHI_KINDS]));
        break;
    case CALC_SEAT:
        snprintf(buf, size, "%s", board_wind_name(u->calc->seat_wind));
        break;
    case CALC_ROUND:
        snprintf(buf, size, "%s", board_wind_name(u->calc->round_wind));
        break;
    case CALC_IPPATSU:
        snprintf(buf, size, "%s", (u->calc->flags & CALC_IPPATSU_ON) ? _("yes") : _("no"));
        break;
    case CALC_SPECIAL:
        snprintf(buf, size, "%s",
                 u->calc->special > 0 ? tsumo_win_flag_id(specials[u->calc->special]) : _("none"));
        break;
    case CALC_HONBA:
        snprintf(buf, size, "%d", u->calc->honba);
        break;
    case CALC_STICKS:
        snprintf(buf, size, "%d", u->calc->sticks);
        break;
    case CALC_DORA:
        snprintf(buf, size, "%s", u->calc->dora);
        break;
    case CALC_URA:
        snprintf(buf, size, "%s", u->calc->ura);
        break;
    default:
        snprintf(buf, size, "%s — %s", u->opt.rules.name, u->opt.rules.description);
        break;
    }
}

/* Indicators typed as tiles ("3m1z"); their order does not matter. */
static void indicators_of(const char *text, tsumo_kind list[TSUMO_MAX_INDICATORS], uint8_t *count)
{
    tsumo_hand tiles;
    tsumo_diag diag;
    *count = 0;
    if (!*text || tsumo_hand_parse(&tiles, NULL, NULL, text, &diag) != TSUMO_OK)
        return;
    for (int k = 0; k < TSUMO_KINDS; k++)
        for (int c = 0; c < tiles.counts[k] && *count < TSUMO_MAX_INDICATORS; c++)
            list[(*count)++] = (tsumo_kind)k;
}

/* The situation of the win the form describes. */
static void win_of(const ui *u, tsumo_win *win, tsumo_kind last, bool last_red)
{
    memset(win, 0, sizeof *win);
    win->tile = last;
    win->tile_red = last_red;
    win->tsumo = (u->calc->flags & CALC_TSUMO) != 0;
    win->seat_wind = (uint8_t)u->calc->seat_wind;
    win->round_wind = (uint8_t)u->calc->round_wind;
    int r = u->calc->riichi;
    if (r != RIICHI_NONE)
        win->flags |= TSUMO_WIN_RIICHI;
    if (r == RIICHI_DOUBLE || r == RIICHI_DOUBLE_OPEN)
        win->flags |= TSUMO_WIN_DOUBLE_RIICHI;
    if (r >= RIICHI_OPEN)
        win->flags |= TSUMO_WIN_OPEN_RIICHI;
    if (u->calc->flags & CALC_IPPATSU_ON)
        win->flags |= TSUMO_WIN_IPPATSU;
    win->flags |= specials[u->calc->special % SPECIALS];
    win->honba = (uint8_t)u->calc->honba;
    win->riichi_sticks = (uint8_t)u->calc->sticks;
    indicators_of(u->calc->dora, win->dora, &win->dora_count);
    indicators_of(u->calc->ura, win->ura, &win->ura_count);
}

/* Who pays what: the counters named only when there are some. */
static void payment_line(const ui *u, char *line, size_t size, const tsumo_win *win,
                         const tsumo_score *s)
{
    int honba = win->honba * u->opt.rules.honba_value;
    if (!win->tsumo && honba)
        snprintf(line, size, _("The discarder pays %d, with %d for counters"),
                 s->payments.ron + honba, honba);
    else if (!win->tsumo)
        snprintf(line, size, _("The discarder pays %d"), s->payments.ron);
    else if (win->seat_wind == TSUMO_WIND_EAST && honba)
        snprintf(line, size, _("Each other player pays %d, with %d for counters"),
                 s->payments.tsumo_each + honba / 3, honba / 3);
    else if (win->seat_wind == TSUMO_WIND_EAST)
        snprintf(line, size, _("Each other player pays %d"), s->payments.tsumo_each);
    else if (honba)
        snprintf(line, size, _("The dealer pays %d, the others %d each, with %d for counters"),
                 s->payments.tsumo_dealer + honba / 3, s->payments.tsumo_nondealer + honba / 3,
                 honba / 3);
    else
        snprintf(line, size, _("The dealer pays %d, the others %d each"), s->payments.tsumo_dealer,
                 s->payments.tsumo_nondealer);
}

/* Scores the form; writes the outcome from row y. */
static void score_draw(ui *u, int y)
{
    int cols = canvas_cols(), rows = canvas_rows();
    if (!u->calc->hand[0]) {
        canvas_put(y, 3, UI_PAINT_DIM,
                   _("Type a hand, e.g. 234m456p678s55p777z (the last tile wins)"));
        return;
    }
    tsumo_hand hand;
    tsumo_kind last = TSUMO_NO_KIND;
    bool last_red = false;
    tsumo_diag diag;
    memset(&diag, 0, sizeof diag);
    char line[320];
    if (tsumo_hand_parse(&hand, &last, &last_red, u->calc->hand, &diag) != TSUMO_OK) {
        snprintf(line, sizeof line, _("Column %d: %s"), diag.column,
                 _(tsumo_diag_msgid(diag.code)));
        canvas_put(y, 3, UI_PAINT_WARN, line);
        return;
    }
    tsumo_win win;
    win_of(u, &win, last, last_red);
    tsumo_score s;
    if (tsumo_score_hand(&s, &hand, &win, &u->opt.rules) != TSUMO_OK) {
        int tiles = 0;
        for (int k = 0; k < TSUMO_KINDS; k++)
            tiles += hand.counts[k];
        snprintf(line, sizeof line,
                 _("A winning hand has 14 tiles, each meld counting 3; this one has %d"),
                 tiles + 3 * hand.meld_count);
        ui_wrap(y, 3, cols - 6, 2, UI_PAINT_WARN, line);
        return;
    }
    if (!s.valid) {
        snprintf(line, sizeof line, _("Refused: %s"), cli_refusal_text(&s));
        ui_wrap(y, 3, cols - 6, 3, UI_PAINT_WARN, line);
        return;
    }
    /* As a won hand's page shows it: yaku and fu, the value, the payments, the sticks. */
    result_breakdown(&s, y, rows - 6);
    char value[128];
    result_value_line(value, sizeof value, &s);
    snprintf(line, sizeof line,
             ngettext("Value: %s — %d point", "Value: %s — %d points", s.payments.total), value,
             s.payments.total);
    canvas_put(rows - 5, 2, UI_PAINT_GOOD | UI_BOLD, line);
    payment_line(u, line, sizeof line, &win, &s);
    int sticks = s.payments.winner_gain - s.payments.total - win.honba * u->opt.rules.honba_value;
    int x = canvas_put(rows - 4, 2, UI_PAINT_TEXT, line);
    if (sticks > 0) {
        snprintf(line, sizeof line, _("; the winner takes %d in riichi sticks"), sticks);
        canvas_put(rows - 4, x, UI_PAINT_TEXT, line);
    }
}

/* Where the fields are: the text ones a row each, the others two a row. */
static void field_place(int f, int *y, int *x, int *column)
{
    if (f == CALC_HAND) {
        *y = 2, *x = 0, *column = 0;
    } else if (f < CALC_DORA) {
        *y = 3 + (f - CALC_HOW) / 2, *x = (f - CALC_HOW) % 2 ? 40 : 0, *column = (f - CALC_HOW) % 2;
    } else {
        *y = 7 + (f - CALC_DORA), *x = 0, *column = 0;
    }
}

/* The column of the values of a column of fields: after its widest name. */
static int values_x(int column)
{
    int w = 0;
    for (int f = 0; f < CALC_COUNT; f++) {
        int y, x, c;
        field_place(f, &y, &x, &c);
        bool two_a_row = f != CALC_HAND && f < CALC_DORA;
        if ((two_a_row && c == column) || (!two_a_row && column == 0)) {
            int n = ui_width(field_name(f));
            w = n > w ? n : w;
        }
    }
    return (column ? 40 : 0) + 3 + w + 2;
}

static void screen_calc_draw(ui *u)
{
    if (!u->calc)
        return;
    int rows = canvas_rows(), cols = canvas_cols();
    char title[160];
    snprintf(title, sizeof title, _("Hand calculator — %s"), u->opt.rules.name);
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
    canvas_cursor(-1, -1);
    for (int f = 0; f < CALC_COUNT; f++) {
        int y, x, column;
        field_place(f, &y, &x, &column);
        bool on = u->calc->field == f;
        char value[512];
        field_text(u, f, value, sizeof value);
        canvas_put(y, x + 1, UI_PAINT_KEY, on ? ">" : " ");
        canvas_put(y, x + 3, on ? (UI_PAINT_KEY | UI_BOLD) : UI_PAINT_TEXT, field_name(f));
        int vx = values_x(f != CALC_HAND && f < CALC_DORA ? column : 0);
        int width = (column == 0 && f != CALC_HAND && f < CALC_DORA ? 39 : cols - 1) - vx;
        int paint = is_text(f) ? UI_UNDERLINE : UI_PAINT_TEXT;
        /* A typed text is shown as typed; the ruleset's words are not cut in the middle. */
        int end = is_text(f) ? canvas_put_max(y, vx, width, paint, value)
                             : ui_put_short(y, vx, width, paint, value);
        if (is_text(f) && on)
            canvas_cursor(y, end);
    }
    score_draw(u, 11);
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

static void edit(char *s, size_t size, int key)
{
    size_t n = strlen(s);
    if (key == UI_KEY_BACKSPACE) {
        while (n > 0 && ((unsigned char)s[--n] & 0xC0) == 0x80)
            ;
        s[n] = '\0';
    } else if (key == UI_KEY_CLEAR) {
        s[0] = '\0';
    } else if (key >= ' ' && key < 127 && n + 1 < size) {
        s[n] = (char)key;
        s[n + 1] = '\0';
    }
}

static int step(int value, int delta, int count)
{
    return ((value + delta) % count + count) % count;
}

/* The most counters or riichi sticks the calculator takes: more than any real table holds. */
enum { CALC_MAX_COUNT = 20 };

/* A count of counters or sticks, 0 to CALC_MAX_COUNT. */
static int count_step(int value, int delta)
{
    int v = value + delta;
    return v < 0 ? 0 : v > CALC_MAX_COUNT ? CALC_MAX_COUNT : v;
}

/* ←→ on a field of choices. */
static void change(ui *u, int delta)
{
    switch (u->calc->field) {
    case CALC_HOW:
        u->calc->flags ^= CALC_TSUMO;
        break;
    case CALC_RIICHI:
        /* open riichi only under a ruleset that has it (R-RII-13) */
        u->calc->riichi =
            step(u->calc->riichi, delta, u->opt.rules.open_riichi ? RIICHI_KINDS : RIICHI_OPEN);
        break;
    case CALC_SEAT:
        u->calc->seat_wind = step(u->calc->seat_wind, delta, 4);
        break;
    case CALC_ROUND:
        u->calc->round_wind = step(u->calc->round_wind, delta, 4);
        break;
    case CALC_IPPATSU:
        u->calc->flags ^= CALC_IPPATSU_ON;
        break;
    case CALC_SPECIAL:
        u->calc->special = step(u->calc->special, delta, SPECIALS);
        break;
    case CALC_HONBA:
        u->calc->honba = count_step(u->calc->honba, delta);
        break;
    case CALC_STICKS:
        u->calc->sticks = count_step(u->calc->sticks, delta);
        break;
    case CALC_RULES:
        screen_setup_rules_step(u, delta);
        if (!u->opt.rules.open_riichi && u->calc->riichi >= RIICHI_OPEN)
            u->calc->riichi -= RIICHI_OPEN - RIICHI_PLAIN; /* the same riichi, not open */
        break;
    default:
        break;
    }
}

static bool field_key(ui *u, int key)
{
    u->calc->field =
        step(u->calc->field, key == UI_KEY_UP || key == UI_KEY_BACKTAB ? -1 : 1, CALC_COUNT);
    return true;
}

static bool change_key(ui *u, int key)
{
    change(u, key == UI_KEY_LEFT ? -1 : 1);
    return true;
}

static bool back_key(ui *u, int key)
{
    (void)key;
    canvas_cursor(-1, -1);
    u->screen = UI_SCREEN_MENU;
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_KEY_UP, UI_KEY_BACKTAB, UI_KEY_DOWN, UI_KEY_TAB, UI_KEY_ENTER},
     .key = "↑↓",
     .label = N_("field"),
     .help_key = "↑↓ Enter",
     .help = N_("move between fields"),
     .act = field_key},
    {.codes = {UI_KEY_LEFT, UI_KEY_RIGHT},
     .key = "←→",
     .label = N_("change"),
     .help_key = "←→",
     .help = N_("change a choice: won by, riichi, winds, ippatsu, situation (haitei, rinshan...), "
                "counters, sticks, ruleset"),
     .act = change_key},
    {.help_key = N_("letters"),
     .help = N_("type the hand (234m456p678s55p777z, melds (123m) [1111p]) or the "
                "indicators (3m1z); Ctrl-U empties")},
    {.codes = {UI_KEY_ESCAPE},
     .key = "Esc",
     .label = N_("back to the menu"),
     .help_key = "Esc",
     .help = N_("back to the menu"),
     .act = back_key},
    UI_KEY_ROW(UI_ROW_HELP_F1),
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* The hand or an indicator field being typed: the keys the table does not take. */
static void type_key(ui *u, int key)
{
    if (u->calc->field == CALC_HAND)
        edit(u->calc->hand, sizeof u->calc->hand, key);
    else if (u->calc->field == CALC_DORA)
        edit(u->calc->dora, sizeof u->calc->dora, key);
    else if (u->calc->field == CALC_URA)
        edit(u->calc->ura, sizeof u->calc->ura, key);
}

static void calc_key(ui *u, int key)
{
    if (!u->calc)
        return;
    if (u->calc->field < 0 || u->calc->field >= CALC_COUNT)
        u->calc->field = 0;
    if (!ui_keys_run(u, &keys, key))
        type_key(u, key);
}

/* What was typed stays from one opening to the next, until the table closes. */
static void calc_enter(ui *u)
{
    if (!u->calc)
        u->calc = calloc(1, sizeof *u->calc);
    if (u->calc)
        u->calc->field = 0;
    else
        u->screen = UI_SCREEN_MENU; /* no memory for it: the menu stays */
}

void calc_close(ui *u)
{
    free(u->calc);
    u->calc = NULL;
}

/* Public: no game is open; the tiles are the ones typed. */
const ui_screen_row screen_calc = {
    .id = "calc",
    .enter = calc_enter,
    .draw = screen_calc_draw,
    .key = calc_key,
    .key_table = &keys,
    .typing = screen_calc_typing,
};

/*
 * The hand calculator: `tsumo score` on screen. A hand in mpsz notation
 * (docs/notation.md; the last concealed tile is the winning tile), how it
 * was won, the winds, the dora indicators; the score follows as it is typed.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>
#include <unistr.h>

enum { CALC_HAND, CALC_HOW, CALC_RIICHI, CALC_SEAT, CALC_ROUND, CALC_DORA, CALC_HONBA, CALC_COUNT };

enum { CALC_TSUMO = 1, CALC_RIICHI_ON = 2, CALC_DOUBLE = 4 };

bool screen_calc_typing(const ui *u)
{
    return u->screen == UI_SCREEN_CALC && (u->field == CALC_HAND || u->field == CALC_DORA);
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
    case CALC_DORA:
        return _("Dora indicators");
    default:
        return _("Counters");
    }
}

static void field_text(const ui *u, int f, char *buf, size_t size)
{
    switch (f) {
    case CALC_HAND:
        snprintf(buf, size, "%s", u->calc_hand);
        break;
    case CALC_HOW:
        snprintf(buf, size, "%s", (u->calc_flags & CALC_TSUMO) ? _("tsumo") : _("ron"));
        break;
    case CALC_RIICHI:
        snprintf(buf, size, "%s",
                 (u->calc_flags & CALC_DOUBLE)      ? _("double riichi")
                 : (u->calc_flags & CALC_RIICHI_ON) ? _("riichi")
                                                    : _("no"));
        break;
    case CALC_SEAT:
        snprintf(buf, size, "%s", board_wind_name(u->calc_seat_wind));
        break;
    case CALC_ROUND:
        snprintf(buf, size, "%s", board_wind_name(u->calc_round_wind));
        break;
    case CALC_DORA:
        snprintf(buf, size, "%s", u->calc_dora);
        break;
    default:
        snprintf(buf, size, "%d", u->field < 0 ? 0 : (u->calc_flags >> 8) & 0xFF);
        break;
    }
}

/* Scores the form; writes the outcome from row y. */
static void score_draw(ui *u, int y)
{
    int cols = canvas_cols();
    if (!u->calc_hand[0]) {
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
    if (tsumo_hand_parse(&hand, &last, &last_red, u->calc_hand, &diag) != TSUMO_OK) {
        snprintf(line, sizeof line, _("Column %d: %s"), diag.column,
                 _(tsumo_diag_msgid(diag.code)));
        canvas_put(y, 3, UI_PAINT_WARN, line);
        return;
    }
    tsumo_win win;
    memset(&win, 0, sizeof win);
    win.tile = last;
    win.tile_red = last_red;
    win.tsumo = (u->calc_flags & CALC_TSUMO) != 0;
    win.seat_wind = (uint8_t)u->calc_seat_wind;
    win.round_wind = (uint8_t)u->calc_round_wind;
    if (u->calc_flags & CALC_RIICHI_ON)
        win.flags |= TSUMO_WIN_RIICHI;
    if (u->calc_flags & CALC_DOUBLE)
        win.flags |= TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI;
    win.honba = (uint8_t)((u->calc_flags >> 8) & 0xFF);
    tsumo_hand dora;
    if (u->calc_dora[0] && tsumo_hand_parse(&dora, NULL, NULL, u->calc_dora, &diag) == TSUMO_OK)
        for (int k = 0; k < TSUMO_KINDS; k++)
            for (int c = 0; c < dora.counts[k] && win.dora_count < TSUMO_MAX_INDICATORS; c++)
                win.dora[win.dora_count++] = (tsumo_kind)k;
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
    /* As a won hand's page shows it: yaku and fu, the value, the payments. */
    int rows = canvas_rows();
    result_breakdown(u, &s, y, rows - 6);
    char value[128];
    result_value_line(value, sizeof value, &s);
    snprintf(line, sizeof line, _("Value: %s — %d points"), value, s.payments.total);
    canvas_put(rows - 5, 2, UI_PAINT_GOOD | UI_BOLD, line);
    int honba = win.honba * u->opt.rules.honba_value;
    if (!win.tsumo)
        snprintf(line, sizeof line, _("The discarder pays %d, with %d for counters"),
                 s.payments.ron + honba, honba);
    else if (win.seat_wind == TSUMO_WIND_EAST)
        snprintf(line, sizeof line, _("Each other player pays %d, with %d for counters"),
                 s.payments.tsumo_each + honba / 3, honba / 3);
    else
        snprintf(
            line, sizeof line, _("The dealer pays %d, the others %d each, with %d for counters"),
            s.payments.tsumo_dealer + honba / 3, s.payments.tsumo_nondealer + honba / 3, honba / 3);
    canvas_put(rows - 4, 2, UI_PAINT_TEXT, line);
}

void screen_calc_draw(ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, _("Hand calculator"));
    canvas_cursor(-1, -1);
    int y = 2;
    for (int f = 0; f < CALC_COUNT; f++, y++) {
        bool on = u->field == f;
        char value[128];
        field_text(u, f, value, sizeof value);
        canvas_put(y, 1, UI_PAINT_KEY, on ? ">" : " ");
        canvas_put(y, 3, on ? (UI_PAINT_KEY | UI_BOLD) : UI_PAINT_TEXT, field_name(f));
        bool text = f == CALC_HAND || f == CALC_DORA;
        int end = canvas_put(y, 22, text ? UI_UNDERLINE : UI_PAINT_TEXT, value);
        if (text && on)
            canvas_cursor(y, end);
    }
    score_draw(u, y + 1);
    const char *pairs[] = {"↑↓", _("field"), "←→", _("change"), "Esc", _("back to the menu"),
                           "F1", _("help")};
    ui_hint(rows - 2, 1, cols - 2, pairs, 8);
}

static void edit(char *s, size_t size, int key)
{
    size_t n = strlen(s);
    if (key == UI_KEY_BACKSPACE) {
        while (n > 0 && ((unsigned char)s[--n] & 0xC0) == 0x80)
            ;
        s[n] = '\0';
    } else if (key >= ' ' && key < 127 && n + 1 < size) {
        s[n] = (char)key;
        s[n + 1] = '\0';
    }
}

void screen_calc_key(ui *u, int key)
{
    if (u->field < 0 || u->field >= CALC_COUNT)
        u->field = 0;
    int delta = key == UI_KEY_LEFT ? -1 : 1;
    switch (key) {
    case UI_KEY_UP:
    case UI_KEY_BACKTAB:
        u->field = (u->field + CALC_COUNT - 1) % CALC_COUNT;
        return;
    case UI_KEY_DOWN:
    case UI_KEY_TAB:
    case UI_KEY_ENTER:
        u->field = (u->field + 1) % CALC_COUNT;
        return;
    case UI_KEY_ESCAPE:
        canvas_cursor(-1, -1);
        u->screen = UI_SCREEN_MENU;
        return;
    case UI_KEY_LEFT:
    case UI_KEY_RIGHT:
        switch (u->field) {
        case CALC_HOW:
            u->calc_flags ^= CALC_TSUMO;
            return;
        case CALC_RIICHI: {
            int r = (u->calc_flags & CALC_DOUBLE) ? 2 : (u->calc_flags & CALC_RIICHI_ON) ? 1 : 0;
            r = (r + delta + 3) % 3;
            u->calc_flags &= ~(CALC_RIICHI_ON | CALC_DOUBLE);
            u->calc_flags |= r == 1 ? CALC_RIICHI_ON : r == 2 ? CALC_DOUBLE : 0;
            return;
        }
        case CALC_SEAT:
            u->calc_seat_wind = (u->calc_seat_wind + delta + 4) % 4;
            return;
        case CALC_ROUND:
            u->calc_round_wind = (u->calc_round_wind + delta + 4) % 4;
            return;
        case CALC_HONBA: {
            int h = (u->calc_flags >> 8) & 0xFF;
            h = h + delta < 0 ? 0 : h + delta > 20 ? 20 : h + delta;
            u->calc_flags = (u->calc_flags & 0xFF) | h << 8;
            return;
        }
        default:
            return;
        }
    default:
        break;
    }
    if (u->field == CALC_HAND)
        edit(u->calc_hand, sizeof u->calc_hand, key);
    else if (u->field == CALC_DORA)
        edit(u->calc_dora, sizeof u->calc_dora, key);
}

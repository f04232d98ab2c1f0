/*
 * At an exhaustive draw each seat, from the dealer on, says behind the
 * curtain whether it shows a tenpai hand, keeps it hidden (noten; a riichi
 * hand must be shown, EMA 3.4.2) or claims nagashi mangan (EMA 4.2.4). The
 * engine's legal list gives the choices; the letter keys say a declaration
 * as meant, for the engine to judge.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

static const char *declare_name(int type)
{
    switch (type) {
    case TSUMO_ACTION_TENPAI:
        return _("show tenpai");
    case TSUMO_ACTION_NAGASHI:
        return _("nagashi mangan");
    default:
        return _("noten (keep hidden)");
    }
}

static void build_choices(ui *u)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
    u->choice_count = 0;
    for (int i = 0; i < n && u->choice_count < UI_MAX_CHOICES; i++) {
        ui_choice *c = &u->choices[u->choice_count++];
        c->action = legal[i];
        snprintf(c->label, sizeof c->label, "%s", declare_name(legal[i].type));
    }
    if (u->choice >= u->choice_count)
        u->choice = 0;
}

void screen_declare_draw(ui *u)
{
    tsumo_view v;
    tsumo_game_view(u->game, u->holder, &v);
    build_choices(u);
    int cols = canvas_cols(), rows = canvas_rows();
    char title[256], name[UI_SHORT_NAME];
    board_short_name(name, sizeof name, &v, u->holder, 16);
    snprintf(title, sizeof title, _("%s: the wall is exhausted — show your hand?"), name);
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
    board_draw(u, &v, u->holder);
    board_draw_hand(u, &v, u->holder, board_hand_row(), NULL, TSUMO_NO_TILE);
    int x = 1, y = rows - 3;
    for (int i = 0; i < u->choice_count; i++) {
        int style = i == u->choice ? (UI_PAINT_KEY | UI_REVERSE | UI_BOLD) : UI_PAINT_TEXT;
        x = canvas_put(y, x, style, u->choices[i].label) + 2;
    }
    const char *pairs[] = {
        "←→", _("choose"), "Enter", _("declare"), "t/n/g", _("tenpai noten nagashi"),
        "?",  _("help"),   "q",     _("leave")};
    ui_hint(rows - 2, 1, cols - 2, pairs, 10);
    ui_message_draw(u);
}

static void say(ui *u, int type)
{
    tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)u->holder};
    a.tile = TSUMO_NO_TILE;
    play_apply(u, &a);
}

void screen_declare_key(ui *u, int key)
{
    build_choices(u);
    if (u->choice_count == 0)
        return;
    if (key == 'q') {
        u->want_quit = true;
        return;
    }
    if (play_choose_key(u, key))
        return;
    switch (key) {
    case 't':
        say(u, TSUMO_ACTION_TENPAI);
        break;
    case 'n':
        say(u, TSUMO_ACTION_NOTEN);
        break;
    case 'g':
        say(u, TSUMO_ACTION_NAGASHI);
        break;
    default:
        break;
    }
}

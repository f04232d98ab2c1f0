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
    u->choices.count = 0;
    for (int i = 0; i < n && u->choices.count < UI_MAX_CHOICES; i++) {
        ui_choice *c = &u->choices.item[u->choices.count++];
        c->action = legal[i];
        snprintf(c->label, sizeof c->label, "%s", declare_name(legal[i].type));
    }
    if (u->choices.at >= u->choices.count)
        u->choices.at = 0;
}

static void screen_declare_draw(ui *u)
{
    tsumo_view v;
    ui_view(u, &v);
    build_choices(u);
    int cols = canvas_cols(), rows = canvas_rows();
    char title[256], name[UI_SHORT_NAME];
    board_short_name(name, sizeof name, &v, u->holder, UI_NAME_COLS);
    snprintf(title, sizeof title, _("%s: the wall is exhausted — show your hand?"), name);
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
    board_draw(u, &v, u->bottom); /* the holder, or the seat of a still table */
    board_draw_hand(u, &v, u->holder, board_hand_row(u), NULL, TSUMO_NO_TILE);
    int x = 1, y = rows - 3;
    for (int i = 0; i < u->choices.count; i++) {
        int style = i == u->choices.at ? (UI_PAINT_KEY | UI_REVERSE | UI_BOLD) : UI_PAINT_TEXT;
        x = canvas_put(y, x, style, u->choices.item[i].label) + 2;
    }
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
    coach_draw(u, TSUMO_NO_TILE, NULL);
}

static void say(ui *u, int type)
{
    tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)u->holder};
    a.tile = TSUMO_NO_TILE;
    play_apply(u, &a);
}

static bool say_key(ui *u, int key)
{
    say(u, key == 't'   ? TSUMO_ACTION_TENPAI
           : key == 'n' ? TSUMO_ACTION_NOTEN
                        : TSUMO_ACTION_NAGASHI);
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_CHOOSER_MOVES},
     .key = "←→",
     .label = N_("choose"),
     .help_key = "←→",
     .help = N_("choose"),
     .act = play_choose_key},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("declare"),
     .help_key = "Enter",
     .help = N_("declare"),
     .act = play_choose_key},
    {.codes = {'t', 'n', 'g'},
     .key = "t/n/g",
     .label = N_("tenpai noten nagashi"),
     .help_key = "t n g",
     .help = N_("tenpai (show), noten (keep hidden), nagashi mangan"),
     .act = say_key},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_STANDINGS),
    UI_KEY_ROW(UI_ROW_LEAVE),
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.4.2". */
    {.help_key = "", .help = N_("A riichi hand must be shown (%s)."), .rule = "R-DRAW-05"},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

static void declare_key(ui *u, int key)
{
    build_choices(u);
    if (u->choices.count > 0)
        ui_keys_run(u, &keys, key);
}

/* Private: the seat's own hand, to show or to keep hidden. */
const ui_screen_row screen_declare = {
    .id = "declare",
    .private_screen = true,
    .standings = true,
    .draw = screen_declare_draw,
    .key = declare_key,
    .key_table = &keys,
};

/*
 * A seat's claim, behind the curtain: its hand, the discard, and its
 * choices. The engine's legal list gives the choices (ron, each pon, each
 * way of chi, kan) and Pass; the letter keys say a claim as the player
 * means it even when it is not on the list, so that the engine can refuse
 * it with its rule (refuse) or punish it (penalize).
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

static const char *type_name(int type)
{
    switch (type) {
    case TSUMO_ACTION_RON:
        return _("ron");
    case TSUMO_ACTION_PON:
        return _("pon");
    case TSUMO_ACTION_CHI:
        return _("chi");
    case TSUMO_ACTION_OPEN_KAN:
        return _("kan");
    default:
        return _("pass");
    }
}

static void build_choices(ui *u)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
    int red = u->opt.rules.red_fives;
    u->choices.count = 0;
    for (int i = 0; i < n && u->choices.count < UI_MAX_CHOICES - 1; i++) {
        if (legal[i].type == TSUMO_ACTION_PASS)
            continue;
        ui_choice *c = &u->choices.item[u->choices.count++];
        c->action = legal[i];
        if (legal[i].type == TSUMO_ACTION_CHI || legal[i].type == TSUMO_ACTION_PON) {
            char one[UI_TILE_WORD], two[UI_TILE_WORD];
            snprintf(c->label, sizeof c->label, "%s %s %s", type_name(legal[i].type),
                     tile_word(one, sizeof one, u->opt.style, legal[i].tiles[0], red),
                     tile_word(two, sizeof two, u->opt.style, legal[i].tiles[1], red));
        } else
            snprintf(c->label, sizeof c->label, "%s", type_name(legal[i].type));
    }
    ui_choice *pass = &u->choices.item[u->choices.count++];
    memset(&pass->action, 0, sizeof pass->action);
    pass->action.type = TSUMO_ACTION_PASS;
    pass->action.seat = (uint8_t)u->holder;
    snprintf(pass->label, sizeof pass->label, "%s", _("pass"));
    if (u->choices.at >= u->choices.count)
        u->choices.at = 0;
}

static void screen_call_draw(ui *u)
{
    tsumo_view v;
    ui_view(u, &v);
    build_choices(u);
    int cols = canvas_cols(), rows = canvas_rows();
    char title[256], name[UI_SHORT_NAME], from[UI_SHORT_NAME], tile[UI_TILE_WORD];
    int f = ui_is_seat(v.claim_from) ? v.claim_from : 0;
    snprintf(title, sizeof title, _("%s: claim %s from %s?"),
             board_short_name(name, sizeof name, &v, u->holder, UI_NAME_COLS),
             tile_word(tile, sizeof tile, u->opt.style, v.claim_tile, u->opt.rules.red_fives),
             board_short_name(from, sizeof from, &v, f, UI_NAME_COLS));
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
    board_draw(u, &v, u->bottom); /* the holder, or the seat of a still table */
    board_draw_hand(u, &v, u->holder, board_hand_row(u), NULL, v.claim_tile);
    int x = 1, y = rows - 3;
    for (int i = 0; i < u->choices.count; i++) {
        int style = i == u->choices.at ? (UI_PAINT_KEY | UI_REVERSE | UI_BOLD) : UI_PAINT_TEXT;
        x = canvas_put(y, x, style, u->choices.item[i].label) + 2;
    }
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
    coach_draw(u, TSUMO_NO_TILE, u->choices.count ? &u->choices.item[u->choices.at].action : NULL);
}

/* The player's own two tiles for a pon or chi he means, whether or not it is legal. */
static void guess_tiles(const tsumo_view *v, int type, tsumo_tile out[2])
{
    out[0] = out[1] = TSUMO_NO_TILE;
    tsumo_kind k = tsumo_tile_kind(v->claim_tile);
    tsumo_kind want[2] = {k, k};
    if (type == TSUMO_ACTION_CHI && !tsumo_kind_is_honor(k)) {
        int n = tsumo_kind_number(k);
        /* the run below the tile, around it, or above it: the first one held */
        int lows[3] = {n - 2, n - 1, n};
        for (int i = 0; i < 3; i++) {
            int lo = lows[i];
            if (lo < 1 || lo + 2 > 9)
                continue;
            tsumo_kind a = 0, b = 0;
            int got = 0;
            for (int d = 0; d < 3; d++) {
                if (lo + d == n)
                    continue;
                tsumo_kind x = tsumo_kind_make(tsumo_kind_suit(k), lo + d);
                if (got++ == 0)
                    a = x;
                else
                    b = x;
            }
            want[0] = a;
            want[1] = b;
            bool held_a = false, held_b = false;
            for (int j = 0; j < v->hand_count; j++) {
                held_a = held_a || tsumo_tile_kind(v->hand_tiles[j]) == a;
                held_b = held_b || tsumo_tile_kind(v->hand_tiles[j]) == b;
            }
            if (held_a && held_b)
                break;
        }
    }
    for (int w = 0; w < 2; w++)
        for (int j = 0; j < v->hand_count; j++) {
            tsumo_tile t = v->hand_tiles[j];
            if (tsumo_tile_kind(t) == want[w] && t != out[0]) {
                out[w] = t;
                break;
            }
        }
    /* Not held at all: name the tiles anyway; the engine says they are not in the hand. */
    for (int w = 0; w < 2; w++)
        if (out[w] >= TSUMO_TILES)
            out[w] = (tsumo_tile)(want[w] * 4 + 3 - w);
}

/* A claim said by its letter: the chosen way when the chosen choice is of that kind (the second
   chi highlighted, `c` makes that one), else the first of the kind, else as the player means it. */
static void say_claim(ui *u, int type)
{
    if (u->choices.at >= 0 && u->choices.at < u->choices.count &&
        u->choices.item[u->choices.at].action.type == type) {
        tsumo_action a = u->choices.item[u->choices.at].action;
        play_apply(u, &a);
        return;
    }
    for (int i = 0; i < u->choices.count; i++)
        if (u->choices.item[i].action.type == type) {
            tsumo_action a = u->choices.item[i].action;
            play_apply(u, &a);
            return;
        }
    tsumo_view v;
    ui_view(u, &v);
    tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)u->holder};
    a.tile = TSUMO_NO_TILE;
    guess_tiles(&v, type, a.tiles);
    play_apply(u, &a);
}

static bool say_key(ui *u, int key)
{
    switch (key) {
    case 'r':
        say_claim(u, TSUMO_ACTION_RON);
        break;
    case 'p':
        say_claim(u, TSUMO_ACTION_PON);
        break;
    case 'c':
        say_claim(u, TSUMO_ACTION_CHI);
        break;
    default:
        say_claim(u, TSUMO_ACTION_OPEN_KAN);
        break;
    }
    return true;
}

static bool pass(ui *u, int key)
{
    (void)key;
    tsumo_action a = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)u->holder};
    play_apply(u, &a);
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_CHOOSER_MOVES},
     .key = "←→",
     .label = N_("choose"),
     .help_key = "←→",
     .help = N_("choose: ron, pon, each way of chi, kan, or pass"),
     .act = play_choose_key},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("claim"),
     .help_key = "Enter",
     .help = N_("make the chosen claim"),
     .act = play_choose_key},
    {.codes = {'r', 'p', 'c', 'K'},
     .key = "r/p/c/K",
     .label = N_("ron pon chi kan"),
     .help_key = "r p c K",
     .help = N_("say ron, pon, chi or kan as you mean it; the engine judges it"),
     .act = say_key},
    {.codes = {UI_KEY_ESCAPE, 'x'},
     .key = "Esc",
     .label = N_("pass"),
     .help_key = "Esc x",
     .help = N_("pass"),
     .act = pass},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_STANDINGS),
    UI_KEY_ROW(UI_ROW_LEAVE),
    {.help_key = "",
     .help =
         N_("A claim cannot be taken back. When every player has answered, ron goes first, then "
            "pon or kan, then chi (%s)."),
     /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.1". */
     .rule = "R-CALL-04"},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

static void call_key(ui *u, int key)
{
    build_choices(u);
    ui_keys_run(u, &keys, key);
}

/* Private: the seat's own hand beside the discard it may claim. */
const ui_screen_row screen_call = {
    .id = "call",
    .private_screen = true,
    .standings = true,
    .draw = screen_call_draw,
    .key = call_key,
    .key_table = &keys,
};

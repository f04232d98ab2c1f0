/*
 * The screen table and the key tables: what the main loop, the hint line and
 * the help box read, so that a key's action, its hint and its help are one
 * row (ui.h says how a screen declares them).
 */
#include "ui.h"

#include <stdio.h>

const ui_screen_row *ui_screen_of(int screen)
{
    return screen >= 0 && screen < UI_SCREEN_COUNT ? ui_screens[screen] : NULL;
}

void ui_enter(ui *u, int screen)
{
    u->screen = screen;
    const ui_screen_row *s = ui_screen_of(screen);
    if (s && s->enter)
        s->enter(u);
}

bool ui_private(const ui *u)
{
    const ui_screen_row *s = ui_screen_of(u->screen);
    return s && s->private_screen;
}

int ui_viewer(const ui *u)
{
    if (ui_private(u))
        return ui_is_seat(u->holder) ? u->holder : TSUMO_NO_SEAT;
    if (u->screen == UI_SCREEN_CPU || u->screen == UI_SCREEN_CLAIM)
        return cpu_lone_human(u);
    return TSUMO_NO_SEAT;
}

void ui_view(const ui *u, tsumo_view *v)
{
    tsumo_game_view(ui_game(u), ui_viewer(u), v);
}

bool ui_typing(const ui *u)
{
    const ui_screen_row *s = ui_screen_of(u->screen);
    return s && s->typing && s->typing(u);
}

const ui_keys *ui_screen_keys(const ui_screen_row *s, const ui *u)
{
    static const ui_keys none = {NULL, 0, false};
    if (!s)
        return &none;
    return s->keys ? s->keys(u) : s->key_table ? s->key_table : &none;
}

const ui_keys *ui_keys_now(const ui *u)
{
    return ui_screen_keys(ui_screen_of(u->screen), u);
}

bool ui_key_offered(const ui *u, const ui_key_row *row)
{
    return !row->shown_when || row->shown_when(u);
}

static bool answers(const ui_key_row *row, int key)
{
    for (size_t i = 0; i < sizeof row->codes / sizeof row->codes[0] && row->codes[i]; i++)
        if (row->codes[i] == key)
            return true;
    return false;
}

static bool key_quit(ui *u, int key)
{
    (void)key;
    u->screen = UI_SCREEN_QUIT;
    return true;
}

bool ui_table_still(const ui *u)
{
    if (u->viewer)
        return true;
    return u->opt.open_hands && u->game && !ui_is_seat(cpu_lone_human(u));
}

bool key_turn(ui *u, int key)
{
    (void)key;
    if (ui_table_still(u))
        u->bottom = (u->bottom + 1) & 3;
    return true;
}

/* The generic rows, by enum ui_key_generic: each screen's table names the ones it takes. */
static const ui_key_row generic_rows[UI_ROW_GENERIC_COUNT] = {
    [UI_ROW_HELP] = {.key = "?", .label = N_("help")},
    [UI_ROW_HELP_F1] = {.key = "F1",
                        .label = N_("help"),
                        .help_key = "F1",
                        .help = N_("this help")},
    [UI_ROW_STANDINGS] = {.help_key = "=",
                          .help = N_("standings: places now, with the uma and oka of the ruleset")},
    [UI_ROW_STANDINGS_HINT] = {.key = "=",
                               .label = N_("standings"),
                               .help_key = "=",
                               .help = N_("standings: places now, with the uma and oka of the "
                                          "ruleset")},
    [UI_ROW_LEAVE] = {.codes = {'q'},
                      .key = "q",
                      .label = N_("leave"),
                      .help_key = "q",
                      .help = N_("leave the table (the game is saved)"),
                      .act = key_leave},
    [UI_ROW_QUIT] = {.codes = {'q'},
                     .key = "q",
                     .label = N_("quit"),
                     .help_key = "q",
                     .help = N_("quit"),
                     .act = key_quit},
    [UI_ROW_TURN] = {.codes = {'v'},
                     .key = "v",
                     .label = N_("turn"),
                     .help_key = "v",
                     .help = N_("turn the table: the next seat at the bottom"),
                     .shown_when = ui_table_still,
                     .act = key_turn},
};

const ui_key_row *ui_key_row_at(const ui_keys *keys, int i)
{
    const ui_key_row *row = &keys->rows[i];
    return row->generic > UI_ROW_OWN && row->generic < UI_ROW_GENERIC_COUNT
               ? &generic_rows[row->generic]
               : row;
}

bool ui_keys_run(ui *u, const ui_keys *keys, int key)
{
    /* A declaration not offered still acts: the engine judges what the player means. */
    for (int i = 0; i < keys->count; i++) {
        const ui_key_row *row = ui_key_row_at(keys, i);
        if (row->act && answers(row, key))
            return row->act(u, key);
    }
    return false;
}

int ui_keys_hint(const ui *u, const ui_keys *keys, int y, int x, int width)
{
    const char *pairs[2 * 16];
    int n = 0, need = 0;
    for (int i = 0; i < keys->count && n + 2 <= (int)(sizeof pairs / sizeof pairs[0]); i++) {
        const ui_key_row *row = ui_key_row_at(keys, i);
        if (!row->key || !ui_key_offered(u, row))
            continue;
        pairs[n++] = row->key_of ? row->key_of(u) : row->key;
        pairs[n++] = row->label_of ? row->label_of(u) : _(row->label);
        need += ui_width(pairs[n - 2]) + ui_width(pairs[n - 1]) + 3;
    }
    /* Every key at once may not fit (a long language): the arrows go first. */
    int skip = keys->arrows_give_way && need > width ? 2 : 0;
    return ui_hint(y, x, width, pairs + skip, n - skip);
}

void ui_key(ui *u, int key)
{
    const ui_screen_row *s = ui_screen_of(u->screen);
    if (!s)
        return;
    if (s->key)
        s->key(u, key);
    else
        ui_keys_run(u, ui_screen_keys(s, u), key);
}

void ui_screens_close(ui *u)
{
    view_close(u);
    drill_close(u);
    calc_close(u);
    setup_close(u);
    menu_close(u);
    reference_close(u);
}

bool key_leave(ui *u, int key)
{
    (void)key;
    u->want_quit = true;
    return true;
}

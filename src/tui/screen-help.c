/*
 * `?`: the keys of the current moment, in a box over the screen; and the
 * message for a terminal smaller than the table needs.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

/* Whether a row is in the help now: a declaration's key only while the engine allows it. */
static bool line_shown(const ui *u, const ui_key_row *line)
{
    return line->help && (line->help_always || ui_key_offered(u, line));
}

/*
 * A line's text; "%s" in it stands for where its rule comes from under the rules in force
 * (a row with a rule), else for the style's face-down tile.
 */
static void note_text(const ui *u, const ui_key_row *line, char *buf, size_t size)
{
    const char *text = _(line->help), *at = strstr(text, "%s");
    char source[160];
    if (at)
        snprintf(buf, size, "%.*s%s%s", (int)(at - text), text,
                 line->rule ? ui_rule_source(u, line->rule, source, sizeof source)
                            : tile_back_face(u->opt.style),
                 at + 2);
    else
        snprintf(buf, size, "%s", text);
}

/* Rows a line takes: a key's text wraps beside the key, a note under the keys. */
static int line_rows(const ui *u, const ui_key_row *line, int w)
{
    char note[512];
    note_text(u, line, note, sizeof note);
    if (line->help_key[0]) {
        int r = ui_wrap_rows(w - 17, note);
        return r > 2 ? 2 : r;
    }
    return ui_wrap_rows(w - 4, note) + 1;
}

/* The box's size and place, and the rows its lines may take (all but border, blank, hint). */
typedef struct help_box {
    int x, y, w, h, room;
} help_box;

static help_box box_of(const ui *u)
{
    const ui_keys *keys = ui_keys_now(u);
    int rows = canvas_rows(), cols = canvas_cols();
    help_box b = {.w = cols - 8 > 72 ? 72 : cols - 8};
    /* As tall as its lines, within the screen: a border, the lines, a blank, the close hint. */
    int need = 4;
    for (int i = 0; i < keys->count; i++)
        if (line_shown(u, ui_key_row_at(keys, i)))
            need += line_rows(u, ui_key_row_at(keys, i), b.w);
    b.h = need < rows - 2 ? need : rows - 2;
    b.x = (cols - b.w) / 2;
    b.y = (rows - b.h) / 2;
    b.room = b.h - 4;
    return b;
}

/*
 * The first line (an index in the key table) of each page: a line never splits across
 * two pages. Returns how many pages; starts[] gets the first `max` of them.
 */
static int pages_of(const ui *u, const help_box *b, int *starts, int max)
{
    const ui_keys *keys = ui_keys_now(u);
    int pages = 0, used = b->room;
    for (int i = 0; i < keys->count; i++) {
        const ui_key_row *line = ui_key_row_at(keys, i);
        if (!line_shown(u, line))
            continue;
        int r = line_rows(u, line, b->w);
        if (used + r > b->room) {
            if (pages < max)
                starts[pages] = i;
            pages++;
            used = 0;
        }
        used += r;
    }
    return pages;
}

int screen_help_pages(const ui *u)
{
    help_box b = box_of(u);
    return pages_of(u, &b, NULL, 0);
}

void screen_help_draw(ui *u)
{
    const ui_keys *keys = ui_keys_now(u);
    help_box b = box_of(u);
    int starts[16];
    int pages = pages_of(u, &b, starts, 16);
    int page = u->help_page < pages && u->help_page < 16 ? u->help_page : 0;
    int x = b.x, y = b.y, w = b.w, h = b.h;
    ui_box(y, x, h, w, _("Keys"));
    int r = y + 1;
    for (int i = pages ? starts[page] : 0; i < keys->count && r < y + h - 2; i++) {
        const ui_key_row *line = ui_key_row_at(keys, i);
        if (!line_shown(u, line))
            continue;
        if (page + 1 < pages && page + 1 < 16 && i == starts[page + 1])
            break;
        char note[512];
        note_text(u, line, note, sizeof note);
        if (!line->help_key[0]) {
            r += ui_wrap(r + 1, x + 2, w - 4, y + h - 3 - r, UI_PAINT_DIM, note) + 1;
            continue;
        }
        /* Keys of the moment (the claim window's humans only) where they are not all. */
        const char *key = _(line->help_key);
        if (line->key_of && line->key && strcmp(line->key_of(u), line->key) != 0)
            key = line->key_of(u);
        canvas_put_max(r, x + 2, 12, UI_PAINT_KEY | UI_BOLD, key);
        r += ui_wrap(r, x + 15, w - 17, 2, UI_PAINT_TEXT, note);
    }
    char close[160];
    if (pages > 1)
        /* TRANSLATORS: the key help in pages on a small screen: "Space: more keys (1/2) ...". */
        snprintf(close, sizeof close, _("Space: more keys (%d/%d) · any other key closes"),
                 page + 1, pages);
    else
        snprintf(close, sizeof close, "%s", _("Any key closes this help"));
    ui_center(y + h - 2, x, w, UI_PAINT_DIM, close);
}

void screen_small_draw(ui *u)
{
    /* Only a game being played is saved: the menu, a drill or the viewer has none. */
    const ui_screen_row *row = ui_screen_of(u->screen);
    bool playing = u->game && !u->viewer && row && row->standings;
    int rows = canvas_rows(), cols = canvas_cols();
    char line[256];
    snprintf(line, sizeof line, _("tsumo needs a terminal of at least %d×%d; this one is %d×%d."),
             UI_MIN_COLS, UI_MIN_ROWS, cols, rows);
    int y = rows / 2 - 2 > 0 ? rows / 2 - 2 : 0;
    y += ui_wrap(y, 1, cols - 2, 3, UI_PAINT_WARN | UI_BOLD, line);
    y += ui_wrap(y + 1, 1, cols - 2, 2, UI_PAINT_TEXT,
                 playing
                     ? _("Make the window larger; the game waits. (q leaves, the game is saved.)")
                     : _("Make the window larger; this screen waits. (q leaves.)"));
}

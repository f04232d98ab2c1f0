/*
 * The rules reference (issue 14): the text of `tsumo rules --reference`
 * (src/common/reference.c) for the game's ruleset, or the form's where no
 * game is open, in a screen that scrolls. It opens from the menu and from a
 * seat's turn (its help lists the key), and goes back to the screen it came
 * from as that screen was. It shows no tile of any hand: it is public. Its example hands are
 * written in the table's tile style, as the table draws tiles, not in the notation.
 */
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The reference's own (u->reference): its text, wrapped, and where it was opened. */
struct ui_reference {
    cli_lines lines;
    int width; /* the width the lines were wrapped to */
    int top;   /* the first line shown */
    int back;  /* the screen to go back to */
};

/* The ruleset the reference is about: the game's, else the one the form has chosen. */
static const tsumo_rules *reference_rules(const ui *u, tsumo_rules *fallback)
{
    const tsumo_game *game = ui_game(u);
    if (game)
        return tsumo_game_rules(game);
    if (u->opt.rules_loaded)
        return &u->opt.rules;
    tsumo_rules_default(fallback);
    return fallback;
}

/* A tile of the examples by its face in the table's style, never in the notation. */
static const char *style_face(tsumo_kind kind, const void *ctx)
{
    return kind_word(*(const ui_style *)ctx, kind);
}

/* The text, written again when the width changes (a resize rewraps it). */
static void reference_build(ui *u, int width)
{
    struct ui_reference *r = u->reference;
    if (r->lines.count && r->width == width)
        return;
    cli_lines_free(&r->lines);
    tsumo_rules fallback;
    const cli_tile_faces faces = {.face = style_face, .ctx = &u->opt.style};
    if (!cli_reference_faces(&r->lines, reference_rules(u, &fallback), width, &faces))
        r->lines = (cli_lines){0};
    r->width = width;
    if (r->top >= (int)r->lines.count)
        r->top = 0;
}

static int page_rows(void)
{
    return canvas_rows() - 4; /* a title row, a blank, the hint and the message */
}

void ui_reference_open(ui *u)
{
    if (!u->reference)
        u->reference = calloc(1, sizeof *u->reference);
    if (!u->reference)
        return; /* no memory for it: the screen stays */
    u->reference->back = u->screen;
    u->reference->top = 0;
    u->reference->width = 0; /* another game's ruleset, perhaps: written anew */
    u->message[0] = '\0';
    ui_enter(u, UI_SCREEN_RULES);
}

void reference_close(ui *u)
{
    if (u->reference)
        cli_lines_free(&u->reference->lines);
    free(u->reference);
    u->reference = NULL;
}

static void screen_reference_draw(ui *u)
{
    if (!u->reference)
        return;
    int rows = canvas_rows(), cols = canvas_cols();
    reference_build(u, cols - 4);
    const cli_lines *l = &u->reference->lines;
    int page = page_rows(), n = (int)l->count;
    char title[128];
    snprintf(title, sizeof title, _("Rules reference, lines %d-%d of %d"),
             n ? u->reference->top + 1 : 0,
             u->reference->top + page < n ? u->reference->top + page : n, n);
    canvas_put_max(0, 2, cols - 4, UI_PAINT_TITLE | UI_BOLD, title);
    for (int i = 0; i < page && u->reference->top + i < n; i++) {
        const char *text = l->at[u->reference->top + i];
        bool heading = text[0] != ' ';
        canvas_put_max(2 + i, 2, cols - 4, heading ? UI_PAINT_TITLE | UI_BOLD : UI_PAINT_TEXT,
                       text);
    }
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

/* Scrolls by a line or a page, never past the last page. */
static bool scroll_key(ui *u, int key)
{
    if (!u->reference)
        return true;
    int page = page_rows(), n = (int)u->reference->lines.count;
    int last = n - page > 0 ? n - page : 0, top = u->reference->top;
    if (key == UI_KEY_UP || key == 'k')
        top--;
    else if (key == UI_KEY_DOWN || key == 'j')
        top++;
    else if (key == UI_KEY_LEFT || key == 'b')
        top -= page;
    else if (key == UI_KEY_RIGHT || key == ' ')
        top += page;
    else if (key == UI_KEY_HOME)
        top = 0;
    else
        top = last;
    u->reference->top = top < 0 ? 0 : top > last ? last : top;
    return true;
}

/* Back to the screen it was opened from, as that screen was (not entered anew). */
static bool back_key(ui *u, int key)
{
    (void)key;
    const ui_screen_row *back = u->reference ? ui_screen_of(u->reference->back) : NULL;
    u->screen = back ? u->reference->back : UI_SCREEN_MENU;
    reference_close(u);
    return true;
}

static const ui_key_row reference_rows[] = {
    {.codes = {UI_KEY_UP, 'k', UI_KEY_DOWN, 'j'},
     .key = "↑↓",
     .label = N_("line"),
     .help_key = "↑↓ j k",
     .help = N_("scroll a line"),
     .act = scroll_key},
    {.codes = {UI_KEY_LEFT, 'b', UI_KEY_RIGHT, ' ', UI_KEY_HOME, UI_KEY_END},
     .key = "←→",
     .label = N_("page"),
     .help_key = "←→ Space",
     .help = N_("scroll a page; Home and End go to the start and the end"),
     .act = scroll_key},
    UI_KEY_ROW(UI_ROW_HELP),
    {.codes = {UI_KEY_ESCAPE, 'q'},
     .key = "Esc",
     .label = N_("back"),
     .help_key = "Esc q",
     .help = N_("back to where the reference was opened"),
     .act = back_key},
    {.help_key = "",
     .help = N_("Every rule names its section of the EMA 2008 rules, or the ruleset's key where "
                "the ruleset departs from them. tsumo rules --reference prints the same text.")},
};

static const ui_keys reference_keys = UI_KEYS(reference_rows, false);

/* Public: it shows the rules, no tile of any hand. */
const ui_screen_row screen_rules = {
    .id = "reference",
    .draw = screen_reference_draw,
    .key_table = &reference_keys,
};

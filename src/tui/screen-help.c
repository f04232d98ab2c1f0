/*
 * `?`: the keys of the current moment, in a box over the screen; and the
 * message for a terminal smaller than the table needs.
 */
#include "ui.h"

#include <stdio.h>

typedef struct help_line {
    const char *key;
    const char *text;
} help_line;

static const help_line menu_help[] = {
    {"↑↓ j k", N_("choose")},
    {"Enter", N_("open")},
    {"n", N_("new game")},
    {"r", N_("resume the saved game")},
    {"q", N_("quit")},
    {"", N_("Four players share this keyboard. A curtain hides the screen whenever the keyboard "
            "passes; only the player named may look.")},
};

static const help_line setup_help[] = {
    {"↑↓ Tab", N_("move between fields")},
    {"←→ Space", N_("change a choice")},
    {N_("letters"), N_("type a name; Backspace erases")},
    {"Enter", N_("next field; on Start, start")},
    {"Esc", N_("back to the menu")},
};

static const help_line table_help[] = {
    {"←→ h l", N_("move along the hand")},
    {"↑ k  ↓ j", N_("first tile, drawn tile")},
    {"5p 0m 7z", N_("type a tile to select it (0 = red five, z = honours)")},
    {"Enter", N_("discard the selected tile")},
    {"r", N_("riichi: choose the tile, Enter declares, Esc cancels")},
    {"t", N_("tsumo: win on the drawn tile")},
    {"K", N_("kan: closed or added")},
    {"N", N_("abort with nine terminals and honours (first turn)")},
    {"q", N_("leave the table (the game is saved)")},
    {"", N_("Marks: * red five, / riichi tile, - claimed away, < ^ > claimed from left, "
            "across, right, + added to a kan, ## face down.")},
};

static const help_line claim_help[] = {
    {"1 2 3 4", N_("your claim key (shown under the table): claim this tile")},
    {"Space", N_("everyone passes now")},
    {"", N_("The window opens after every discard, whether or not anyone can claim, so that it "
            "tells nobody anything. When its time runs out, everyone who did not claim passes.")},
};

static const help_line call_help[] = {
    {"←→", N_("choose a claim")},
    {"Enter", N_("make the chosen claim")},
    {"r p c K", N_("say ron, pon, chi or kan")},
    {"Esc x", N_("pass")},
};

static const help_line declare_help[] = {
    {"←→", N_("choose")},
    {"Enter", N_("declare")},
    {"t n g", N_("tenpai (show), noten (keep hidden), nagashi mangan")},
    {"", N_("A riichi hand must be shown (EMA 3.4.2).")},
};

static const help_line curtain_help[] = {
    {"Enter", N_("the named player shows his tiles")},
    {"q", N_("leave the table (the game is saved)")},
};

static const help_line result_help[] = {
    {"Enter →", N_("next page; on the last, the next hand")},
    {"←", N_("previous page")},
    {"q", N_("leave the table (the game is saved)")},
};

static const help_line final_help[] = {
    {"e", N_("export the record to the games folder")},
    {"Enter", N_("back to the menu")},
    {"q", N_("quit")},
};

static const help_line calc_help[] = {
    {"↑↓ Enter", N_("move between fields")},
    {"←→", N_("change a choice")},
    {N_("letters"), N_("type the hand: 234m456p678s55p777z, melds as (123m) [1111p]")},
    {"Esc", N_("back to the menu")},
};

static const help_line *lines_for(int screen, int *n)
{
    switch (screen) {
#define CASE(s, a)                                                                                 \
    case s:                                                                                        \
        *n = (int)(sizeof a / sizeof a[0]);                                                        \
        return a;
        CASE(UI_SCREEN_SETUP, setup_help)
        CASE(UI_SCREEN_TABLE, table_help)
        CASE(UI_SCREEN_CLAIM, claim_help)
        CASE(UI_SCREEN_CALL, call_help)
        CASE(UI_SCREEN_DECLARE, declare_help)
        CASE(UI_SCREEN_CURTAIN, curtain_help)
        CASE(UI_SCREEN_START, curtain_help)
        CASE(UI_SCREEN_RESULT, result_help)
        CASE(UI_SCREEN_FINAL, final_help)
        CASE(UI_SCREEN_CALC, calc_help)
#undef CASE
    default:
        *n = (int)(sizeof menu_help / sizeof menu_help[0]);
        return menu_help;
    }
}

void screen_help_draw(ui *u)
{
    int n;
    const help_line *lines = lines_for(u->screen, &n);
    int rows = canvas_rows(), cols = canvas_cols();
    int w = cols - 8 > 72 ? 72 : cols - 8;
    int h = rows - 4 > 20 ? 20 : rows - 4;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    ui_box(y, x, h, w, _("Keys"));
    int r = y + 1;
    for (int i = 0; i < n && r < y + h - 2; i++) {
        if (!lines[i].key[0]) {
            r += ui_wrap(r + 1, x + 2, w - 4, y + h - 3 - r, UI_PAINT_DIM, _(lines[i].text)) + 1;
            continue;
        }
        canvas_put_max(r, x + 2, 12, UI_PAINT_KEY | UI_BOLD, _(lines[i].key));
        r += ui_wrap(r, x + 15, w - 17, 2, UI_PAINT_TEXT, _(lines[i].text));
    }
    ui_center(y + h - 2, x, w, UI_PAINT_DIM, _("Any key closes this help"));
}

void screen_small_draw(ui *u)
{
    (void)u;
    int rows = canvas_rows(), cols = canvas_cols();
    char line[256];
    snprintf(line, sizeof line, _("tsumo needs a terminal of at least 80×24; this one is %d×%d."),
             cols, rows);
    int y = rows / 2 - 2 > 0 ? rows / 2 - 2 : 0;
    y += ui_wrap(y, 1, cols - 2, 3, UI_PAINT_WARN | UI_BOLD, line);
    y += ui_wrap(y + 1, 1, cols - 2, 2, UI_PAINT_TEXT,
                 _("Make the window larger; the game waits. (q leaves, the game is saved.)"));
}

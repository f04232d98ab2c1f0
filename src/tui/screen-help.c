/*
 * `?`: the keys of the current moment, in a box over the screen; and the
 * message for a terminal smaller than the table needs.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

typedef struct help_line {
    const char *key;
    const char *text;
    unsigned need; /* a declaration (UI_DECLARE_*) the line is about: shown only when possible */
} help_line;

static const help_line menu_help[] = {
    {"↑↓ j k", N_("choose"), 0},
    {"Enter", N_("open"), 0},
    {"n", N_("new game"), 0},
    {"r", N_("resume the saved game"), 0},
    {"q", N_("quit"), 0},
    {"",
     N_("Four players share this keyboard. A curtain hides the screen whenever the keyboard "
        "passes; only the player named may look."),
     0},
};

static const help_line setup_help[] = {
    {"↑↓ Tab", N_("move between fields"), 0},
    {"←→ Space", N_("change a choice"), 0},
    {N_("letters"), N_("type a name or the seed; Backspace erases, Ctrl-U empties the field"), 0},
    {"Enter", N_("next field; on Start, start"), 0},
    {"Esc", N_("back to the menu"), 0},
    {"F1", N_("this help (? is typed in a name)"), 0},
    {"",
     N_("Penalties: refuse turns an impossible call or win down with the rule; penalize "
        "accepts it and the chombo or dead hand follows. A casual table skips the claim "
        "window when nobody can claim, which tells everyone that nobody could."),
     0},
};

static const help_line table_help[] = {
    {"←→ h l", N_("move along the hand"), 0},
    {"↑ k  ↓ j", N_("first tile, drawn tile"), 0},
    {"5p 0m 7z", N_("type a tile to select it (0 = red five, z = honours)"), 0},
    {"Enter", N_("discard the selected tile"), 0},
    {"r", N_("riichi: choose the tile, Enter declares, Esc cancels"), UI_DECLARE_RIICHI},
    {"o", N_("open riichi: as r, and your hand is shown to all"), UI_DECLARE_OPEN_RIICHI},
    {"t", N_("tsumo: win on the drawn tile"), UI_DECLARE_TSUMO},
    {"K", N_("kan: closed or added"), UI_DECLARE_KAN},
    {"N", N_("abort with nine terminals and honours (first turn)"), UI_DECLARE_NINE},
    {"=", N_("standings: places now, with the uma and oka of the ruleset"), 0},
    {"q", N_("leave the table (the game is saved)"), 0},
    {"",
     N_("Only the declarations the rules allow now are listed; the others' keys are "
        "still judged by the engine."),
     0},
    {"",
     N_("Marks after a tile: * red five, / riichi tile, - claimed away, + added to a kan; "
        "after a meld's claimed tile, an arrow (< ^ > v) points at the seat on the screen "
        "that discarded it. %s is a tile face down."),
     0},
};

static const help_line riichi_help[] = {
    {"←→ h l", N_("choose the tile to turn sideways (underlined: those that keep tenpai)"), 0},
    {"5p 0m 7z", N_("type a tile to select it"), 0},
    {"Enter", N_("declare riichi with the selected tile (EMA 3.3.12)"), 0},
    {"Esc r", N_("do not declare: back to choosing a discard"), 0},
    {"",
     N_("The engine judges the declaration: a riichi it does not allow is refused with the "
        "rule."),
     0},
};

static const help_line kan_help[] = {
    {"←→", N_("choose which kan"), 0},
    {"Enter", N_("declare it"), 0},
    {"Esc", N_("back to choosing a discard"), 0},
};

static const help_line start_help[] = {
    {"Enter", N_("deal the first hand"), 0},
    {"q", N_("leave (the game is saved)"), 0},
    {"",
     N_("Remember your claim key: after every discard a claim window opens for everyone, "
        "and a player claims the tile with his own key."),
     0},
};

static const help_line claim_help[] = {
    {"1 2 3 4", N_("your claim key (shown under the table): claim this tile"), 0},
    {"a s d f", N_("your pass key (shown under your claim key): pass"), 0},
    {"=", N_("standings: places now, with the uma and oka of the ruleset"), 0},
    {"",
     N_("The window opens after every discard, whether or not anyone can claim, so that it "
        "tells nobody anything. It closes when every player has answered, or when its time "
        "runs out and everyone who did not answer passes. Each player passes for himself "
        "only, and Space for nobody: every player has the time to claim (EMA 3.3.1). The "
        "clock stops while this help is open."),
     0},
};

static const help_line call_help[] = {
    {"←→", N_("choose: ron, pon, each way of chi, kan, or pass"), 0},
    {"Enter", N_("make the chosen claim"), 0},
    {"r p c K", N_("say ron, pon, chi or kan as you mean it; the engine judges it"), 0},
    {"Esc x", N_("pass"), 0},
    {"=", N_("standings: places now, with the uma and oka of the ruleset"), 0},
    {"q", N_("leave the table (the game is saved)"), 0},
    {"",
     N_("A claim cannot be taken back. When every player has answered, ron goes first, then "
        "pon or kan, then chi (EMA 3.3.1)."),
     0},
};

static const help_line declare_help[] = {
    {"←→", N_("choose"), 0},
    {"Enter", N_("declare"), 0},
    {"t n g", N_("tenpai (show), noten (keep hidden), nagashi mangan"), 0},
    {"=", N_("standings: places now, with the uma and oka of the ruleset"), 0},
    {"q", N_("leave the table (the game is saved)"), 0},
    {"", N_("A riichi hand must be shown (EMA 3.4.2)."), 0},
};

static const help_line curtain_help[] = {
    {"Enter", N_("the named player shows his tiles"), 0},
    {"=", N_("standings: places now, with the uma and oka of the ruleset"), 0},
    {"q", N_("leave the table (the game is saved)"), 0},
};

static const help_line result_help[] = {
    {"Enter →", N_("next page; on the last, the next hand"), 0},
    {"←", N_("previous page"), 0},
    {"=", N_("standings: places now, with the uma and oka of the ruleset"), 0},
    {"q", N_("leave the table (the game is saved)"), 0},
};

static const help_line final_help[] = {
    {"e", N_("export the record to the games folder"), 0},
    {"←→", N_("the score sheet's other hands, when it has pages"), 0},
    {"Enter", N_("back to the menu"), 0},
    {"q", N_("quit"), 0},
};

static const help_line calc_help[] = {
    {"↑↓ Enter", N_("move between fields"), 0},
    {"←→",
     N_("change a choice: won by, riichi, winds, ippatsu, situation (haitei, rinshan...), "
        "counters, sticks, ruleset"),
     0},
    {N_("letters"),
     N_("type the hand (234m456p678s55p777z, melds (123m) [1111p]) or the "
        "indicators (3m1z); Ctrl-U empties"),
     0},
    {"Esc", N_("back to the menu"), 0},
    {"F1", N_("this help"), 0},
};

static const help_line *lines_for(const ui *u, int *n)
{
    if (u->screen == UI_SCREEN_TABLE &&
        (u->mode == UI_MODE_RIICHI || u->mode == UI_MODE_OPEN_RIICHI)) {
        *n = (int)(sizeof riichi_help / sizeof riichi_help[0]);
        return riichi_help;
    }
    if (u->screen == UI_SCREEN_TABLE && u->mode == UI_MODE_KAN) {
        *n = (int)(sizeof kan_help / sizeof kan_help[0]);
        return kan_help;
    }
    switch (u->screen) {
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
        CASE(UI_SCREEN_START, start_help)
        CASE(UI_SCREEN_RESULT, result_help)
        CASE(UI_SCREEN_FINAL, final_help)
        CASE(UI_SCREEN_CALC, calc_help)
#undef CASE
    default:
        *n = (int)(sizeof menu_help / sizeof menu_help[0]);
        return menu_help;
    }
}

/* Whether a line is of the moment: a declaration's key only while the engine allows it. */
static bool line_shown(const ui *u, const help_line *line)
{
    if (!line->need)
        return true;
    return u->screen == UI_SCREEN_TABLE && u->game &&
           (screen_table_declarations(u) & line->need) != 0;
}

/* A note's text; "%s" in it stands for the style's face-down tile. */
static void note_text(const ui *u, const help_line *line, char *buf, size_t size)
{
    const char *text = _(line->text), *at = strstr(text, "%s");
    if (at)
        snprintf(buf, size, "%.*s%s%s", (int)(at - text), text, tile_back_face(u->opt.style),
                 at + 2);
    else
        snprintf(buf, size, "%s", text);
}

/* Rows a line takes: a key's text wraps beside the key, a note under the keys. */
static int line_rows(const ui *u, const help_line *line, int w)
{
    char note[512];
    if (line->key[0]) {
        int r = ui_wrap_rows(w - 17, _(line->text));
        return r > 2 ? 2 : r;
    }
    note_text(u, line, note, sizeof note);
    return ui_wrap_rows(w - 4, note) + 1;
}

void screen_help_draw(ui *u)
{
    int n;
    const help_line *lines = lines_for(u, &n);
    int rows = canvas_rows(), cols = canvas_cols();
    int w = cols - 8 > 72 ? 72 : cols - 8;
    /* As tall as its lines, within the screen: a border, the lines, a blank, the close hint. */
    int need = 4;
    for (int i = 0; i < n; i++)
        if (line_shown(u, &lines[i]))
            need += line_rows(u, &lines[i], w);
    int h = need < rows - 2 ? need : rows - 2;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    ui_box(y, x, h, w, _("Keys"));
    int r = y + 1;
    for (int i = 0; i < n && r < y + h - 2; i++) {
        if (!line_shown(u, &lines[i]))
            continue;
        if (!lines[i].key[0]) {
            char note[512];
            note_text(u, &lines[i], note, sizeof note);
            r += ui_wrap(r + 1, x + 2, w - 4, y + h - 3 - r, UI_PAINT_DIM, note) + 1;
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
    snprintf(line, sizeof line, _("tsumo needs a terminal of at least %d×%d; this one is %d×%d."),
             UI_MIN_COLS, UI_MIN_ROWS, cols, rows);
    int y = rows / 2 - 2 > 0 ? rows / 2 - 2 : 0;
    y += ui_wrap(y, 1, cols - 2, 3, UI_PAINT_WARN | UI_BOLD, line);
    y += ui_wrap(y + 1, 1, cols - 2, 2, UI_PAINT_TEXT,
                 _("Make the window larger; the game waits. (q leaves, the game is saved.)"));
}

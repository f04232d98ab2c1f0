/*
 * The start of a game: who sits where, each player's claim key, the
 * ruleset and the table's options, before the first deal. In casual mode
 * it says plainly what skipping the empty claim windows gives away.
 */
#include "ui.h"

#include "tsumo/record.h"

#include <stdio.h>
#include <string.h>

/*
 * What comes between turns. The curtain is lifted at once for the only human at the table
 * and in a teaching game (play.c, go_private): telling a learner alone to pass the keyboard
 * would have him wait for a curtain that never comes.
 */
/* One human among computers: his windows open only when he can claim (play.c). */
static bool alone(const ui *u)
{
    int humans = 0;
    for (int p = 0; p < 4; p++)
        humans += !(u->opt.cpu_players >> p & 1);
    return humans == 1;
}

static const char *curtain_text(const ui *u)
{
    if (u->opt.open_hands)
        return _("A teaching game: every hand is face up, so no curtain comes between turns. "
                 "After every discard each player may press his claim key, or his pass key.");
    if (alone(u))
        return _("You play alone against the computers: no curtain comes between turns. A claim "
                 "window opens only after a discard you can claim: press your claim key, or "
                 "your pass key.");
    return _("Before each turn a curtain asks for the keyboard to be passed: only the player "
             "named may look. After every discard each player may press his claim key, or "
             "his pass key.");
}

/* The claim window's line: its length, and when it opens. */
static void claim_line(const ui *u, char *line, size_t size)
{
    if (alone(u) && u->opt.claim_ms > 0)
        snprintf(line, size, _("Claim window: %d.%d s, when you can claim"), u->opt.claim_ms / 1000,
                 u->opt.claim_ms % 1000 / 100);
    else if (alone(u))
        snprintf(line, size, "%s", _("Claim window: when you can claim, open until you answer"));
    else if (u->opt.claim_ms > 0)
        snprintf(line, size, _("Claim window: %d.%d s after every discard"), u->opt.claim_ms / 1000,
                 u->opt.claim_ms % 1000 / 100);
    else
        snprintf(line, size, "%s",
                 _("Claim window: open after every discard until everyone passes"));
}

static void screen_start_draw(ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    const tsumo_game_start *from = u->record && u->record->has_start ? &u->record->start : NULL;
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD,
               from ? _("tsumo — a game from a record") : _("tsumo — a new game"));
    char line[512];
    int y = 2;
    snprintf(line, sizeof line, _("Ruleset: %s · penalties: %s"), u->opt.rules.name,
             u->opt.penalties == TSUMO_PENALTIES_PENALIZE ? _("penalize") : _("refuse"));
    canvas_put(y++, 2, UI_PAINT_TEXT, line);
    claim_line(u, line, sizeof line);
    canvas_put(y++, 2, UI_PAINT_TEXT, line);
    char style[160];
    tile_style_name(style, sizeof style, u->opt.style);
    snprintf(line, sizeof line, _("Seed: %llu · tiles: %s"), (unsigned long long)u->opt.seed,
             style);
    canvas_put(y++, 2, UI_PAINT_DIM, line);
    /* A game from a record's start line (tsumo play --from) begins at that hand. */
    if (from) {
        char round[64], counters[64], sticks[64];
        board_round_name(round, sizeof round, from->round, from->hand);
        snprintf(counters, sizeof counters, ngettext("%d counter", "%d counters", from->honba),
                 from->honba);
        snprintf(sticks, sizeof sticks,
                 ngettext("%d riichi stick", "%d riichi sticks", from->sticks), from->sticks);
        snprintf(line, sizeof line, _("The game begins at %s · %s · %s on the table"), round,
                 counters, sticks);
        canvas_put(y++, 2, UI_PAINT_GOOD | UI_BOLD, line);
    }
    y++;
    canvas_put(y++, 2, UI_PAINT_TITLE | UI_BOLD, _("Players and their claim keys"));
    /* Beside the claim keys and the names, a column of the players' own pass keys. */
    int pass_x = 0;
    for (int p = 0; p < 4; p++) {
        snprintf(line, sizeof line, "  [%d]  %s", p + 1, u->opt.names[p]);
        int w = 2 + ui_width(line) + 2;
        pass_x = w > pass_x ? w : pass_x;
    }
    for (int p = 0; p < 4; p++) {
        /* A computer has no keys: it answers every window at once. */
        bool cpu = u->opt.cpu_players >> p & 1;
        if (cpu)
            snprintf(line, sizeof line, "       %s", u->opt.names[p]);
        else
            snprintf(line, sizeof line, "  [%d]  %s", p + 1, u->opt.names[p]);
        canvas_put(y, 2, UI_PAINT_TEXT, line);
        if (cpu)
            snprintf(line, sizeof line, _("computer, level %d"), u->opt.cpu_level);
        else
            snprintf(line, sizeof line, _("[%c] pass"), UI_PASS_KEYS[p]);
        int x = canvas_put(y, pass_x, UI_PAINT_DIM, line);
        /* With fixed seats player p sits at seat p: his score at the start. */
        if (from && !u->opt.draw_seats) {
            snprintf(line, sizeof line, "%d", from->scores[p]);
            canvas_put(y, x > 30 ? x + 2 : 30, UI_PAINT_TEXT, line);
        }
        y++;
    }
    y++;
    if (u->opt.draw_seats) {
        char source[160], lot[512];
        /* TRANSLATORS: %s is where the rule comes from: "EMA 2.3". */
        snprintf(lot, sizeof lot,
                 _("Seats are drawn by lot when the game starts (%s); the table shows each "
                   "player's wind from the first hand on."),
                 ui_rule_source(u, "R-SEAT-02", source, sizeof source));
        y += ui_wrap(y, 2, cols - 4, 2, UI_PAINT_DIM, lot);
    }
    if (u->opt.casual)
        y += ui_wrap(y, 2, cols - 4, 3, UI_PAINT_WARN | UI_BOLD,
                     _("Casual table: when nobody can claim a discard, the claim window is "
                       "skipped. That tells everyone that nobody could claim it."));
    y++;
    ui_wrap(y, 2, cols - 4, 4, UI_PAINT_TEXT, curtain_text(u));
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

/* "deal", or "deal the first hand" for a game that starts at its first hand. */
static const char *deal_label(const ui *u)
{
    return u->record && u->record->has_start ? _("deal") : _("deal the first hand");
}

static bool deal(ui *u, int key)
{
    (void)key;
    tsumo_action a = {.type = TSUMO_ACTION_NEXT_HAND, .seat = 0};
    play_apply(u, &a);
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .help_key = "Enter",
     .help = N_("deal the first hand"),
     .label_of = deal_label,
     .act = deal},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_LEAVE),
    {.help_key = "",
     .help = N_("Remember your claim key: after every discard a claim window opens for everyone, "
                "and a player claims the tile with his own key.")},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* Public: the seating and the keys, before any tile is dealt. */
const ui_screen_row screen_start = {
    .id = "start",
    .draw = screen_start_draw,
    .key_table = &keys,
};

/*
 * The claim window: a public screen after every discard (and every kan that
 * may be robbed), the same whether or not anyone could claim, so that it
 * tells nobody who holds what (EMA 3.3.1). Each seat has its own claim key
 * and its own pass key, shown under its name; the window lasts the
 * configured time, or until every seat has answered. EMA 3.3.1 gives every
 * player the claim time, so no single key passes for the others: the player
 * about to draw cannot cut the rest off. A seat that presses its claim key
 * gets the curtain, then its choices; a pass needs no curtain, it shows
 * nothing. With one human among computers, play.c opens it only when he
 * can claim: the computers have answered, and he knows his hand.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

/* Whether the window is on a closed kan (robbed only for thirteen orphans, R-KAN-05). */
static bool closed_kan_window(const tsumo_view *v)
{
    if (v->phase != TSUMO_PHASE_CHANKAN || !ui_is_seat(v->claim_from))
        return false;
    const tsumo_view_seat *s = &v->seats[v->claim_from];
    for (int i = 0; i < s->meld_count; i++)
        if (s->melds[i].type == TSUMO_MELD_CLOSED_KAN &&
            tsumo_tile_kind(s->melds[i].tiles[0]) == tsumo_tile_kind(v->claim_tile))
            return true;
    return false;
}

/* The seat whose claim key is '1' + i: the columns go by the keys, whoever discards. */
static int seat_of_column(const ui *u, int i)
{
    for (int s = 0; s < 4; s++)
        if (play_claim_key(u, s) == '1' + i)
            return s;
    return i;
}

/* Under a seat's name: its pass key, or what it did instead. */
static const char *under_name(const ui *u, const tsumo_view *v, int seat, int from)
{
    /* TRANSLATORS: under a player's name on the claim window, short: he discarded the tile. */
    if (seat == from)
        return _("discards");
    /* TRANSLATORS: under a player's name on the claim window, short: a computer player, which
       answers at once and has no keys. */
    if (cpu_seat(u, seat))
        return _("computer");
    /* TRANSLATORS: under a player's name on the claim window, short: he claimed or passed. */
    return v->seats[seat].answered ? _("answered") : NULL;
}

/*
 * The four seats in the order of their claim keys, a column each at the same
 * place for every discard, so that a player finds his keys without reading:
 * the claim key and the name on row y, the pass key under it. The discarder's
 * column has no keys, a seat that has answered no pass key left. Long names
 * are cut until the four columns fit.
 */
static void keys_draw(const ui *u, const tsumo_view *v, int from, int y)
{
    const char *claim = _("Claim:"), *pass = _("Pass:");
    int label = ui_width(claim) > ui_width(pass) ? ui_width(claim) : ui_width(pass);
    int under = ui_width(_("discards"));
    if (ui_width(_("answered")) > under)
        under = ui_width(_("answered"));
    if (ui_width(_("computer")) > under)
        under = ui_width(_("computer"));
    int width[4];
    for (int cut = TSUMO_NAME_SIZE;; cut--) {
        int need = 1 + label + 2;
        for (int i = 0; i < 4; i++) {
            char name[UI_SHORT_NAME];
            board_short_name(name, sizeof name, v, seat_of_column(u, i), cut);
            int named = 4 + ui_width(name); /* "[2] " and the name */
            width[i] = named > under ? named : under;
            need += width[i] + 3;
        }
        if (need <= canvas_cols() - 1 || cut <= 1)
            break;
    }
    canvas_put(y, 1, UI_PAINT_TEXT, claim);
    canvas_put(y + 1, 1, UI_PAINT_TEXT, pass);
    int x = 1 + label + 2;
    for (int i = 0; i < 4; i++) {
        int s = seat_of_column(u, i);
        char name[UI_SHORT_NAME];
        board_short_name(name, sizeof name, v, s, width[i] - 4);
        const char *note = under_name(u, v, s, from);
        char key[4] = {'[', (char)play_claim_key(u, s), ']', '\0'};
        if (s == from || cpu_seat(u, s)) {        /* no keys: a computer has answered already */
            canvas_put(y, x, UI_PAINT_DIM, name); /* above "discards" */
        } else {
            canvas_put(y, x, UI_PAINT_KEY | UI_BOLD, key);
            canvas_put(y, x + 4, UI_PAINT_TEXT, name);
        }
        key[1] = (char)play_pass_key(u, s);
        if (note)
            canvas_put(y + 1, x, UI_PAINT_DIM, note);
        else
            canvas_put(y + 1, x, UI_PAINT_KEY | UI_BOLD, key);
        x += width[i] + 3;
    }
}

static void screen_claim_draw(ui *u)
{
    tsumo_view v;
    ui_view(u, &v);
    int cols = canvas_cols(), rows = canvas_rows();
    int from = ui_is_seat(v.claim_from) ? v.claim_from : u->bottom;
    char title[256], name[UI_SHORT_NAME], tile[UI_TILE_WORD];
    board_short_name(name, sizeof name, &v, from, UI_NAME_COLS);
    tile_word(tile, sizeof tile, u->opt.style, v.claim_tile, u->opt.rules.red_fives);
    if (closed_kan_window(&v))
        snprintf(title, sizeof title, _("%s: closed kan of %s — only kokushi may rob it"), name,
                 tile);
    else if (v.phase == TSUMO_PHASE_CHANKAN)
        snprintf(title, sizeof title, _("%s adds %s to a kan — it may be robbed"), name, tile);
    else
        snprintf(title, sizeof title, _("%s discards %s — claim window"), name, tile);
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    int left = play_claim_left(u);
    char clock[64];
    if (u->opt.claim_ms <= 0)
        snprintf(clock, sizeof clock, "%s", _("open until everyone passes"));
    else
        snprintf(clock, sizeof clock, _("%d.%d s left"), left / 1000, left % 1000 / 100);
    int clock_x = cols - ui_width(clock) - 2;
    canvas_put(0, clock_x, UI_PAINT_KEY | UI_REVERSE | UI_BOLD, clock);
    canvas_put_max(0, 1, clock_x - 3, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);

    /* The one human among computers sits at the bottom with his hand, a row up so that the
     * keys keep their rows under it (and his melds the row above it); the keys on the hand's
     * row at 80x24, under the big hand's rows, which hold the melds. */
    int human = ui_viewer(u);
    board_draw(u, &v, ui_is_seat(human) ? human : u->bottom); /* the discarder's, or a still one */
    if (ui_is_seat(human))
        board_draw_hand(u, &v, human, board_hand_row(u) - 1, NULL, TSUMO_NO_TILE);
    keys_draw(u, &v, from, canvas_rows() - 4);
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

/* The seat whose key (claim or pass, by `key_of`) this is; TSUMO_NO_SEAT for none. */
static int seat_of_key(const ui *u, int key, int (*key_of)(const ui *, int))
{
    for (int s = 0; s < 4; s++)
        if (key_of(u, s) == key)
            return s;
    return TSUMO_NO_SEAT;
}

/* Whether the seat may answer the window now; says why not. */
static bool may_answer(ui *u, int seat)
{
    tsumo_view v;
    ui_view(u, &v);
    if (seat == v.claim_from) {
        play_say(u, UI_PAINT_WARN, "%s", _("That is the discarder's key"));
        return false;
    }
    if (cpu_seat(u, seat)) { /* it has answered, but nobody at the keyboard made it */
        play_say(u, UI_PAINT_WARN, "%s", _("That seat is a computer player: it answers by itself"));
        return false;
    }
    if (!(tsumo_game_to_act(u->game) >> seat & 1)) {
        play_say(u, UI_PAINT_WARN, "%s", _("That seat has answered already"));
        return false;
    }
    return true;
}

/* Space would pass for nobody in particular: each player answers for himself. */
static bool nobody_passes(ui *u, int key)
{
    (void)key;
    play_say(u, UI_PAINT_WARN, "%s",
             _("Each player passes with his own key, shown under his name"));
    return true;
}

/* The keys of the human seats, "1 3" or "a d" ("1-4" where all four are human). */
static const char *human_keys(const ui *u, int (*key_of)(const ui *, int), char *buf,
                              const char *all)
{
    int n = 0;
    for (int i = 0; i < UI_SEATS; i++) {
        int s = seat_of_column(u, i);
        if (cpu_seat(u, s))
            continue;
        if (n)
            buf[n++] = ' ';
        buf[n++] = (char)key_of(u, s);
    }
    buf[n] = '\0';
    return n == 2 * UI_SEATS - 1 ? all : buf;
}

static const char *claim_keys_hint(const ui *u)
{
    static char buf[2 * UI_SEATS];
    return human_keys(u, play_claim_key, buf, "1-4");
}

static const char *pass_keys_hint(const ui *u)
{
    static char buf[2 * UI_SEATS];
    return human_keys(u, play_pass_key, buf, "a s d f");
}

static int lower(int key)
{
    return key >= 'A' && key <= 'Z' ? key + ('a' - 'A') : key; /* Caps Lock on */
}

static bool claim(ui *u, int key)
{
    int seat = seat_of_key(u, key, play_claim_key);
    if (seat != TSUMO_NO_SEAT && may_answer(u, seat))
        play_claim_open(u, seat);
    return true;
}

static bool pass(ui *u, int key)
{
    int seat = seat_of_key(u, lower(key), play_pass_key);
    if (seat != TSUMO_NO_SEAT && may_answer(u, seat)) {
        tsumo_action a = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
        play_apply(u, &a);
    }
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {'1', '2', '3', '4'},
     .key = "1-4",
     .label = N_("claim"),
     .help_key = "1 2 3 4",
     .help = N_("your claim key (shown under the table): claim this tile"),
     .key_of = claim_keys_hint,
     .act = claim},
    {.codes = {'a', 's', 'd', 'f', 'A', 'S', 'D', 'F'},
     .key = "a s d f",
     .label = N_("pass"),
     .help_key = "a s d f",
     .help = N_("your pass key (shown under your claim key): pass"),
     .key_of = pass_keys_hint,
     .act = pass},
    {.codes = {' '}, .act = nobody_passes},
    UI_KEY_ROW(UI_ROW_TURN),
    UI_KEY_ROW(UI_ROW_STANDINGS_HINT),
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_LEAVE),
    {.help_key = "",
     .help = N_("The window opens after every discard, whether or not anyone can claim, so that it "
                "tells nobody anything. It closes when every player has answered, or when its time "
                "runs out and everyone who did not answer passes. Each player passes for himself "
                "only, and Space for nobody: every player has the time to claim (%s). The "
                "clock stops while this help is open."),
     /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.1". */
     .rule = "R-CALL-05"},
    {.help_key = "",
     .help = N_("With one human among computers it opens only when he can claim: the computers "
                "have answered from their own views.")},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* Public: the window is the same whether or not anyone can claim, so it tells nothing. */
const ui_screen_row screen_claim = {
    .id = "claim",
    .standings = true,
    .draw = screen_claim_draw,
    .key_table = &keys,
};

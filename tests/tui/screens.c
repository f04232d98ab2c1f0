/*
 * tui.screens: the screen table walked without a terminal.
 *
 * The table's files are linked with a canvas of this file's own in place of
 * canvas.c (no curses): it records every tile cell drawn, by the paint tile.c
 * gives a face. Whole seeded games are played through play.c as the keyboard
 * would (curtains lifted, claims opened in the claim window), every screen
 * the game reaches is drawn, and each frame's tile cells are compared with
 * the view its row allows: the holder's on a private screen, the public view
 * on every other. A public screen that drew a concealed tile, or a private
 * one that drew another seat's, fails here. Each row must also have its keys:
 * help lines and a hint line. (EMA 3.3.1 and R-DEAD-02: the table never shows
 * a player's concealed tiles to the others.)
 */
#include "ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- a canvas without a terminal ---- */

static int drawn[TSUMO_KINDS]; /* tile cells of each kind in the frame */
static int failures;

bool canvas_open(bool colour)
{
    (void)colour;
    return true;
}
void canvas_close(void) {}
bool canvas_is_open(void)
{
    return true;
}
int canvas_rows(void)
{
    return UI_MIN_ROWS + 6;
}
int canvas_cols(void)
{
    return UI_MIN_COLS + 40;
}
bool canvas_has_colour(void)
{
    return false;
}
void canvas_clear(void)
{
    memset(drawn, 0, sizeof drawn);
}

/* A face painted as a tile (tile.c paints faces, never words, in a suit's paint). */
static void note_face(int style, const char *text)
{
    int paint = UI_PAINT(style);
    if (paint < UI_PAINT_MAN || paint > UI_PAINT_CHUN)
        return;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (strcmp(text, tile_face(UI_STYLE_ASCII, (tsumo_kind)k, false)) == 0 ||
            strcmp(text, tile_face(UI_STYLE_ASCII, (tsumo_kind)k, true)) == 0) {
            drawn[k]++;
            return;
        }
}

int canvas_put(int y, int x, int style, const char *text)
{
    (void)y;
    note_face(style, text);
    return x + ui_width(text);
}
int canvas_put_max(int y, int x, int width, int style, const char *text)
{
    (void)y;
    note_face(style, text);
    int w = ui_width(text);
    return x + (w < width ? w : width);
}
void canvas_blank(int y, int x, int width, int style)
{
    (void)y, (void)x, (void)width, (void)style;
}
void canvas_cursor(int y, int x)
{
    (void)y, (void)x;
}
void canvas_flush(void) {}
void canvas_overflow(void) {}
int canvas_clipped(void)
{
    return 0;
}
void canvas_repaint(void) {}
int canvas_read(int timeout_ms)
{
    (void)timeout_ms;
    return UI_KEY_INTERRUPT;
}

/* ---- checks ---- */

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("FAIL: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    failures++;
}

static void add_tile(int allowed[TSUMO_KINDS], tsumo_tile t)
{
    if (t < TSUMO_TILES)
        allowed[tsumo_tile_kind(t)]++;
}

/* Every tile the view a screen is drawn from holds, by kind; and what a result shows. */
static void allowed_tiles(const ui *u, int allowed[TSUMO_KINDS])
{
    memset(allowed, 0, sizeof(int) * TSUMO_KINDS);
    tsumo_view v;
    int seat = ui_private(u) && ui_is_seat(u->holder) ? u->holder : TSUMO_NO_SEAT;
    tsumo_game_view(u->game, seat, &v);
    for (int s = 0; s < UI_SEATS; s++) {
        const tsumo_view_seat *vs = &v.seats[s];
        for (int i = 0; i < vs->discard_count; i++)
            add_tile(allowed, vs->discards[i].tile);
        for (int m = 0; m < vs->meld_count; m++)
            for (int i = 0; i < vs->melds[m].count; i++)
                add_tile(allowed, vs->melds[m].tiles[i]);
        for (int i = 0; i < vs->shown_count; i++)
            add_tile(allowed, vs->shown[i]);
    }
    for (int i = 0; i < v.indicator_count; i++)
        add_tile(allowed, v.indicators[i]);
    for (int i = 0; i < v.hand_count; i++)
        add_tile(allowed, v.hand_tiles[i]);
    if (u->screen == UI_SCREEN_CALL)
        add_tile(allowed, v.claim_tile); /* the discard again, beside the hand */
    const tsumo_hand_result *r = tsumo_game_result(u->game);
    for (int w = 0; r && w < r->win_count; w++) {
        add_tile(allowed, r->wins[w].tile);
        for (int i = 0; i < r->wins[w].win.ura_count; i++)
            allowed[r->wins[w].win.ura[i]]++;
        /* "7p → dora 8p": the dora each indicator shows, worked out from it (R-DORA-02). */
        for (int i = 0; i < r->wins[w].win.dora_count; i++)
            allowed[tsumo_kind_dora(r->wins[w].win.dora[i])]++;
        for (int i = 0; i < r->wins[w].win.ura_count; i++)
            allowed[tsumo_kind_dora(r->wins[w].win.ura[i])]++;
    }
}

static int frames[UI_SCREEN_COUNT];

/* Draws the current screen (and its help over it) and compares its tiles with its view. */
static void draw_and_check(ui *u)
{
    const ui_screen_row *row = ui_screen_of(u->screen);
    if (!row) {
        fail("screen %d has no row", u->screen);
        return;
    }
    canvas_clear();
    row->draw(u);
    frames[u->screen]++;
    if (u->game) {
        int allowed[TSUMO_KINDS];
        allowed_tiles(u, allowed);
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (drawn[k] > allowed[k])
                fail("%s screen (holder %d): %d tiles of kind %d drawn, its view allows %d",
                     row->id, u->holder, drawn[k], k, allowed[k]);
    }
    if (u->screen == UI_SCREEN_CURTAIN)
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (drawn[k])
                fail("a tile on the curtain");
    canvas_clear();
    screen_help_draw(u);
}

/* Each row: an id, a draw function, help lines and a hint line, keys that act. */
static void check_rows(ui *u)
{
    for (int s = 0; s < UI_SCREEN_COUNT; s++) {
        const ui_screen_row *row = ui_screens[s];
        if (s == UI_SCREEN_QUIT) {
            if (row)
                fail("the quit screen has a row");
            continue;
        }
        if (!row || !row->id || !row->draw || (!row->keys && !row->key_table)) {
            fail("screen %d lacks its row, id, draw or keys", s);
            continue;
        }
        u->screen = s;
        const ui_keys *k = ui_screen_keys(row, u);
        int help = 0, hint = 0, acts = 0;
        for (int i = 0; i < k->count; i++) {
            const ui_key_row *r = &k->rows[i];
            help += r->help != NULL && r->help_key != NULL && r->help_key[0] != '\0';
            hint += r->key != NULL && (r->label != NULL || r->label_of != NULL);
            acts += r->act != NULL && r->codes[0] != 0;
            if (r->act && !r->codes[0])
                fail("%s: a key row acts on no key", row->id);
        }
        if (!help || !hint || !acts)
            fail("%s: %d help lines, %d hints, %d keys that act", row->id, help, hint, acts);
    }
    u->screen = UI_SCREEN_MENU;
}

/* ---- a game played as the keyboard would ---- */

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static unsigned next_random(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state >> 32);
}

/* Whose turn it is, as everyone sees. */
static int turn_seat(const ui *u)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return v.turn;
}

static int lowest_seat(unsigned mask)
{
    for (int s = 0; s < UI_SEATS; s++)
        if (mask >> s & 1)
            return s;
    return TSUMO_NO_SEAT;
}

/* One step: lift a curtain, or have the seat to act do something legal. False at the end. */
static bool step(ui *u)
{
    if (u->screen == UI_SCREEN_CURTAIN) {
        play_curtain_passed(u);
        return true;
    }
    if (u->screen == UI_SCREEN_FINAL || u->screen == UI_SCREEN_QUIT)
        return false;
    if (u->screen == UI_SCREEN_CPU) {
        cpu_turn_act(u); /* its pause is 0: it acts at once */
        if (u->screen == UI_SCREEN_CPU && !cpu_seat(u, turn_seat(u)))
            fail("the computer's screen stays for a human's turn");
        return true;
    }
    if (ui_is_seat(u->holder) && cpu_seat(u, u->holder))
        fail("a computer's seat holds the keyboard on the %s screen", ui_screens[u->screen]->id);
    int seat = lowest_seat(tsumo_game_to_act(u->game));
    if (!ui_is_seat(seat))
        seat = 0;
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(u->game, seat, legal, TSUMO_GAME_MAX_LEGAL);
    if (n <= 0)
        return false;
    int pick = (int)(next_random() % (unsigned)n);
    /* In the window a claim is opened first, as its key would: the call screen comes next. */
    if (u->screen == UI_SCREEN_CLAIM && legal[pick].type != TSUMO_ACTION_PASS) {
        play_claim_open(u, seat);
        return true;
    }
    /* Mostly pass in a window and discard on a turn, or every hand is over in a few turns. */
    if (u->screen == UI_SCREEN_CLAIM || (u->screen == UI_SCREEN_TABLE && next_random() % 4))
        for (int i = 0; i < n; i++)
            if (legal[i].type == TSUMO_ACTION_PASS || legal[i].type == TSUMO_ACTION_DISCARD) {
                pick = i + (int)(next_random() % (unsigned)(n - i));
                while (legal[pick].type != legal[i].type)
                    pick--;
                break;
            }
    if (!play_apply(u, &legal[pick]))
        fail("the engine refused its own legal action (%d)", legal[pick].type);
    return true;
}

/*
 * The rules reference from a seat's turn (its R), once: a public screen drawn
 * over a game, then Esc gives the same turn back to the same seat.
 */
static void reference_from_turn(ui *u)
{
    static bool done;
    if (done || u->screen != UI_SCREEN_TABLE)
        return;
    done = true;
    int holder = u->holder;
    ui_key(u, 'R');
    if (u->screen != UI_SCREEN_RULES)
        fail("R on a turn did not open the rules reference");
    draw_and_check(u);
    ui_key(u, UI_KEY_ESCAPE);
    if (u->screen != UI_SCREEN_TABLE || u->holder != holder)
        fail("Esc from the rules reference did not give the turn back");
}

static void play_one(ui *u, uint64_t seed, unsigned cpu_players)
{
    ui_options_default(&u->opt);
    u->opt.cpu_players = cpu_players;
    u->opt.cpu_pause_ms = 0;
    u->opt.seed = seed;
    u->opt.seed_given = true;
    u->opt.claim_ms = 0;
    u->holder = TSUMO_NO_SEAT;
    if (!play_new_game(u)) {
        fail("no game: %s", u->message);
        return;
    }
    for (int steps = 0; steps < 100000; steps++) {
        draw_and_check(u);
        reference_from_turn(u);
        if (!step(u))
            break;
    }
    draw_and_check(u);
    play_close(u);
}

int main(void)
{
    char dir[] = "/tmp/tsumo-screens-XXXXXX";
    if (!mkdtemp(dir))
        return 2;
    setenv("XDG_STATE_HOME", dir, 1);
    ui *u = calloc(1, sizeof *u);
    if (!u)
        return 2;
    ui_options_default(&u->opt);
    u->holder = TSUMO_NO_SEAT;
    check_rows(u);
    /* The screens without a game: nothing concealed exists yet. */
    ui_enter(u, UI_SCREEN_MENU);
    draw_and_check(u);
    u->opt.cpu_players = 0xE; /* as a resumed game with computers leaves them */
    ui_enter(u, UI_SCREEN_SETUP);
    if (u->opt.cpu_players)
        fail("the new game form keeps computer players it does not show");
    draw_and_check(u);
    ui_enter(u, UI_SCREEN_CALC);
    draw_and_check(u);
    ui_reference_open(u);
    draw_and_check(u);
    play_one(u, 1, 0); /* a whole game: every screen of a game, a draw and its declarations too */
    /* One human and three computers (issue 13): their turns on the public computer screen. */
    play_one(u, 1, 0xE);
    for (int s = 0; s < UI_SCREEN_COUNT; s++)
        if (s != UI_SCREEN_QUIT && frames[s] == 0)
            fail("no game reached the %s screen", ui_screens[s]->id);
    cli_lines_free(&u->reference.lines);
    free(u);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fail("cannot remove %s", dir);
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    else
        printf("ok: every screen's tiles within its view, every row with its keys\n");
    return failures ? 1 : 0;
}

/*
 * tui.screens: the screen table walked without a terminal.
 *
 * The table's files are linked with a canvas of this file's own in place of
 * canvas.c (no curses): it records every tile cell drawn, by the paint tile.c
 * gives a face. Whole seeded games are played through play.c as the keyboard
 * would (curtains lifted, claims opened in the claim window), every screen
 * the game reaches is drawn, and each frame's tile cells are compared with
 * the view its row allows: the holder's on a private screen, the one human's
 * on a computer's turn and the claim window when the three others are
 * computers (his hand must be drawn there too), the public view on every other. A public screen
 * that drew a concealed tile, or a private one that drew another seat's, fails here. Each row must
 * also have its keys: help lines and a hint line. (EMA 3.3.1 and R-DEAD-02: the table never shows
 * a player's concealed tiles to the others.) The one screen whose row says
 * open_hands, the viewer of a game record (issue 12), shows every hand on
 * purpose: it is walked over each finished game's record, step by step to
 * the end and back, drawn but not held to a view, and never private.
 */
#include "demo.h"
#include "driver.h"
#include "tui.h"
#include "ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- a canvas without a terminal ---- */

static int drawn[TSUMO_KINDS]; /* tile cells of each kind in the frame */
static const char *wanted;     /* a text looked for in the frame (a caption), or NULL */
static int wanted_seen;
static int
    notation_seen;     /* step lines naming a tile in mpsz ("2z", "0p") rather than by its face */
static int coach_seen; /* the coach's lines and marks in the frame (ui.h: the seat's own
                          screens only) */
static int coach_frames, coach_mark_frames, coach_marks;
static int failures;
static int size_rows = UI_MIN_ROWS + 6, size_cols = UI_MIN_COLS + 40;

/*
 * What a frame wrote where, for the big layout's checks: a cell written twice
 * with something visible is two things overlapping; text past an edge is cut.
 */
#define INK_ROWS 80
#define INK_COLS 320
static unsigned char ink[INK_ROWS][INK_COLS];
static char look[INK_ROWS][INK_COLS]; /* the ASCII of the frame, for SCREENS_DEBUG */
static int overlaps, cut, cut_inside;

static void ink_reset(void)
{
    memset(ink, 0, sizeof ink);
    memset(look, ' ', sizeof look);
    overlaps = cut = cut_inside = 0;
}

/* Marks the visible cells of `text` from (y, x), at most `width` columns. */
static void note_ink(int y, int x, int width, const char *text)
{
    int w = ui_width(text);
    if (w > width) { /* cut to its room inside the screen: cut too (the viewer's panel) */
        w = width;
        cut_inside++;
        if (getenv("SCREENS_DEBUG"))
            fprintf(stderr, "cut inside: %d,%d +%d '%s'\n", y, x, w, text);
    }
    if (y < 0 || y >= size_rows || x < 0 || x + w > size_cols) {
        cut++;
        if (getenv("SCREENS_DEBUG"))
            fprintf(stderr, "cut: %d,%d +%d '%s'\n", y, x, w, text);
        return;
    }
    bool ascii = true;
    for (const char *p = text; *p; p++)
        ascii = ascii && (unsigned char)*p < 0x80;
    for (int i = 0; i < w && y < INK_ROWS && x + i < INK_COLS; i++)
        if (!ascii || text[i] != ' ') {
            overlaps += ink[y][x + i]++ > 0;
            look[y][x + i] = ascii ? text[i] : '?';
        }
}

static void red_reset(void);

/* The frame's tiles counted by kind (the driver's canvas clears it). */
static void cleared(void)
{
    memset(drawn, 0, sizeof drawn);
    red_reset();
}

/* A face painted as a tile (tile.c paints faces, never words, in a suit's paint). */
static void note_face(int style, const char *text)
{
    int paint = UI_PAINT(style);
    if (paint < UI_PAINT_MAN || paint > UI_PAINT_CHUN)
        return;
    static const char *faces[TSUMO_KINDS]; /* asked once, as is_face's below */
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!faces[k])
            faces[k] = tile_face(UI_STYLE_ASCII, (tsumo_kind)k, false);
        if (strcmp(text, faces[k]) == 0) {
            drawn[k]++;
            return;
        }
    }
}

/*
 * An honour or a red five in mpsz ("2z", "0p"), a word of its own, on the
 * viewer's step line (the two rows above the hint): not what the table says.
 * (The narrow table's open hands are written in mpsz on purpose, higher up.)
 */
static bool names_in_mpsz(int y, const char *text)
{
    if (y < size_rows - 3 || y >= size_rows - 1)
        return false;
    for (const char *p = text; *p; p++) {
        bool alone = (p == text || !isalnum((unsigned char)p[-1])) &&
                     !isalnum((unsigned char)(p[1] ? p[2] : 0));
        if (alone &&
            ((*p >= '1' && *p <= '7' && p[1] == 'z') || (*p == '0' && p[1] && strchr("mps", p[1]))))
            return true;
    }
    return false;
}

/*
 * Where the frame's tile faces are and where its red fives' marks ('*' in the red dragon's
 * paint): a mark with a face right after it touches the next tile (issue 22: "5m*6m").
 */
static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#define RED_MARKS 256
static unsigned char face_at[INK_ROWS][INK_COLS];
static int red_y[RED_MARKS], red_x[RED_MARKS], red_count;
static int face_row_x[INK_COLS], face_row_n; /* the faces drawn on row face_row_y, in order */
static int face_row_y = -1;

/*
 * Whether a text is a tile's face in any style. The faces are asked once: every text the
 * screens put comes here, and asking tile_face 102 times a text was half the test's time.
 */
static bool is_face(const char *text)
{
    static const char *faces[UI_STYLE_COUNT * TSUMO_KINDS];
    static int count;
    if (!count)
        for (int st = 0; st < UI_STYLE_COUNT; st++)
            for (int k = 0; k < TSUMO_KINDS; k++)
                faces[count++] = tile_face((ui_style)st, (tsumo_kind)k, false);
    for (int i = 0; i < count; i++)
        if (strcmp(text, faces[i]) == 0)
            return true;
    return false;
}

static void note_red(int y, int x, int style, const char *text)
{
    if (y < 0 || y >= INK_ROWS || x < 0 || x >= INK_COLS)
        return;
    int paint = UI_PAINT(style);
    if (paint >= UI_PAINT_MAN && paint <= UI_PAINT_CHUN && is_face(text)) {
        for (int i = 0; i < ui_width(text) && x + i < INK_COLS; i++)
            face_at[y][x + i] = 1;
        if (y == face_row_y && face_row_n < INK_COLS)
            face_row_x[face_row_n++] = x;
    } else if (paint == UI_PAINT_CHUN && strcmp(text, "*") == 0 && red_count < RED_MARKS) {
        red_y[red_count] = y;
        red_x[red_count++] = x;
    }
}

static void red_reset(void)
{
    memset(face_at, 0, sizeof face_at);
    red_count = face_row_n = 0;
}

/* Fails where a red five's mark has a tile's face right after it; returns the marks seen. */
static int check_red_marks(const char *where)
{
    for (int i = 0; i < red_count; i++)
        if (red_x[i] + 1 < INK_COLS && face_at[red_y[i]][red_x[i] + 1]) {
            fail("%s: a red five's mark touches the next tile (row %d, column %d)", where, red_y[i],
                 red_x[i]);
            break;
        }
    return red_count;
}

/*
 * A coach's mark against a riichi (coach_mark: "g" ... "!"), a text of its own on the row over
 * a small hand or under a big one, never a key's: on any screen, the coach is there.
 */
static bool coach_mark_at(int y, int style, const char *text)
{
    if ((y != size_rows - 5 && y != size_rows - 4) || UI_PAINT(style) == UI_PAINT_KEY)
        return false;
    for (int s = 0; s < 16; s++)
        if (coach_mark(s) && strcmp(text, coach_mark(s)) == 0)
            return true;
    return false;
}

/* Every text the screens put on the driver's canvas (tests/tui/driver.h), noted. */
static void watch(int y, int x, int width, int style, const char *text)
{
    note_red(y, x, style, text);
    notation_seen += names_in_mpsz(y, text);
    note_face(style, text);
    note_ink(y, x, width, text);
    wanted_seen += wanted && strstr(text, wanted);
    coach_seen += strstr(text, _("coach: ")) != NULL;
    coach_marks += coach_mark_at(y, style, text);
}

/* The canvas's size, for the driver and for the checks here. */
static void set_size(int cols, int rows)
{
    size_cols = cols;
    size_rows = rows;
    drv_canvas_size(cols, rows);
}

/* ---- checks ---- */

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    drv_say_failure(fmt, ap);
    va_end(ap);
    failures++;
}

static void add_tile(int allowed[TSUMO_KINDS], tsumo_tile t)
{
    if (t < TSUMO_TILES)
        allowed[tsumo_tile_kind(t)]++;
}

/* The human among three computers, who alone is at the keyboard; TSUMO_NO_SEAT if none. */
static int lone_human(const ui *u)
{
    tsumo_view v;
    tsumo_game_view(ui_game(u), TSUMO_NO_SEAT, &v);
    int human = TSUMO_NO_SEAT, humans = 0;
    for (int s = 0; s < UI_SEATS; s++)
        if (!(u->opt.cpu_players >> (v.seats[s].player & 3) & 1)) {
            human = s;
            humans++;
        }
    return humans == 1 ? human : TSUMO_NO_SEAT;
}

/* The seat whose own tiles the screen may show (issue 13 for the lone human). */
static int seat_shown(const ui *u)
{
    if (ui_private(u))
        return ui_is_seat(u->holder) ? u->holder : TSUMO_NO_SEAT;
    if (u->screen == UI_SCREEN_CPU || u->screen == UI_SCREEN_CLAIM)
        return lone_human(u);
    return TSUMO_NO_SEAT;
}

/* Every tile the view a screen is drawn from holds, by kind; and what a result shows. */
static void allowed_tiles(const ui *u, int allowed[TSUMO_KINDS])
{
    memset(allowed, 0, sizeof(int) * TSUMO_KINDS);
    tsumo_view v;
    tsumo_game_view(ui_game(u), seat_shown(u), &v);
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
    /* A teaching game (--open-hands): the other hands too, each from its own view. */
    for (int s = 0; u->opt.open_hands && s < UI_SEATS; s++) {
        tsumo_view own;
        tsumo_game_view(ui_game(u), s, &own);
        for (int i = 0; s != seat_shown(u) && i < own.hand_count; i++)
            add_tile(allowed, own.hand_tiles[i]);
    }
    if (u->screen == UI_SCREEN_CALL)
        add_tile(allowed, v.claim_tile); /* the discard again, beside the hand */
    const tsumo_hand_result *r = tsumo_game_result(ui_game(u));
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

/* The coach speaks to the seat at the keyboard behind its curtain, never on a public screen. */
static void check_coach(const ui *u, const ui_screen_row *row)
{
    coach_seen += coach_marks;
    if (!coach_seen)
        return;
    coach_frames++;
    coach_mark_frames += coach_marks > 0;
    /* Its lines fit their rows: a list too long is shortened, never cut (issue 22). */
    if (canvas_clipped())
        fail("the coach's lines cut on the %s screen at %dx%d", row->id, size_cols, size_rows);
    if (!ui_game(u) || !row->private_screen || !ui_is_seat(u->holder)) {
        fail("the coach on the %s screen, which is not a seat's own", row->id);
        return;
    }
    tsumo_view v;
    tsumo_game_view(ui_game(u), TSUMO_NO_SEAT, &v);
    if (!(u->opt.coach >> (v.seats[u->holder].player & 3) & 1) || cpu_seat(u, u->holder))
        fail("the coach on the %s screen of seat %d, whose player has no coach", row->id,
             u->holder);
}

/* Draws the current screen (and its help over it) and compares its tiles with its view. */
static void draw_and_check(ui *u)
{
    const ui_screen_row *row = ui_screen_of(u->screen);
    if (!row) {
        fail("screen %d has no row", u->screen);
        return;
    }
    canvas_clear();
    coach_seen = coach_marks = 0;
    ink_reset();
    row->draw(u);
    frames[u->screen]++;
    check_coach(u, row);
    check_red_marks(row->id);
    if (ui_game(u) && !row->open_hands) {
        int allowed[TSUMO_KINDS];
        allowed_tiles(u, allowed);
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (drawn[k] > allowed[k])
                fail("%s screen (holder %d): %d tiles of kind %d drawn, its view allows %d",
                     row->id, u->holder, drawn[k], k, allowed[k]);
    }
    /* The one human's hand stays in view while the computers play and answer. */
    if (ui_game(u) && !ui_private(u) && ui_is_seat(seat_shown(u))) {
        tsumo_view v;
        tsumo_game_view(ui_game(u), seat_shown(u), &v);
        int held[TSUMO_KINDS] = {0};
        for (int i = 0; i < v.hand_count; i++)
            held[tsumo_tile_kind(v.hand_tiles[i])]++;
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (drawn[k] < held[k])
                fail("%s screen: the one human's hand is not drawn (kind %d)", row->id, k);
    }
    if (u->screen == UI_SCREEN_CURTAIN && u->opt.open_hands)
        fail("a curtain in a game with open hands");
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
            const ui_key_row *r = ui_key_row_at(k, i);
            help += r->help != NULL && r->help_key != NULL && r->help_key[0] != '\0';
            hint += r->key != NULL && (r->label != NULL || r->label_of != NULL);
            acts += r->act != NULL && r->codes[0] != 0;
            if (r->act && !r->codes[0])
                fail("%s: a key row acts on no key", row->id);
        }
        if (!help || !hint || !acts)
            fail("%s: %d help lines, %d hints, %d keys that act", row->id, help, hint, acts);
        if (row->open_hands && (row->private_screen || s != UI_SCREEN_VIEW))
            fail("%s: only the viewer shows every hand, and it is no seat's screen", row->id);
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
 * The viewer's panel (`p`) over the table: each seat's lines, its furiten and why, whole in the
 * box: a line cut to the box's width is cut (issue 21: the furiten rule was cut off at 80x24).
 */
static void panel_one(ui *u)
{
    ui_key(u, 'p');
    draw_and_check(u);
    if (cut_inside)
        fail("the viewer's panel at %dx%d: %d lines cut to the box", size_cols, size_rows,
             cut_inside);
    ui_key(u, 'p');
}

/*
 * The finished game in the viewer, as the final screen's `v` opens it: every
 * step forward, then back to the start; `q` comes back to the final screen.
 * Then the menu's `v` opens the same game, kept as the last one.
 */
static void view_one(ui *u)
{
    ui_key(u, 'v');
    if (u->screen != UI_SCREEN_VIEW) {
        fail("v on the final screen does not open the viewer: %s", u->message);
        return;
    }
    int steps = 0;
    notation_seen = 0;
    for (int guard = 0; guard < 100000; guard++, steps++) {
        draw_and_check(u);
        if (tsumo_game_phase(ui_game(u)) == TSUMO_PHASE_GAME_OVER)
            break;
        if (steps % 5 == 0)
            panel_one(u);
        ui_key(u, UI_KEY_RIGHT);
    }
    /* The step lines name tiles as the table's log does, in its style (issue 12). */
    if (notation_seen)
        fail("the viewer wrote %d texts naming a tile in mpsz", notation_seen);
    for (int i = 0; i < steps; i++)
        ui_key(u, UI_KEY_LEFT);
    if (tsumo_game_phase(ui_game(u)) != TSUMO_PHASE_START)
        fail("the viewer's way back does not reach the start");
    ui_key(u, 'q');
    if (u->screen != UI_SCREEN_FINAL || u->viewer || !u->game)
        fail("leaving the viewer does not give the final screen back as it was");
}

/* Whether a frame of the current screen shows `text`. */
static bool frame_shows(ui *u, const char *text)
{
    wanted = text;
    wanted_seen = 0;
    ui_screen_of(u->screen)->draw(u);
    wanted = NULL;
    return wanted_seen > 0;
}

/*
 * A demo's caption (src/common/demo.h) shows while the viewer stands at its
 * steps (the viewer's, demo.h): here the deal's, once the first hand is dealt, not before
 * the deal nor after the first discard.
 */
static void captions_one(ui *u)
{
    demo_caption caption = {.hand = 0, .after = 0, .step = 1, .last = 1, .text = "Watchthedora"};
    tui_view_source src = {.rec = u->record, .captions = &caption, .caption_count = 1};
    if (!view_open(u, &src, NULL, UI_SCREEN_FINAL)) {
        fail("the viewer does not open with a caption: %s", u->message);
        return;
    }
    bool before = frame_shows(u, caption.text);
    ui_key(u, UI_KEY_RIGHT);
    bool at = frame_shows(u, caption.text);
    ui_key(u, UI_KEY_RIGHT);
    bool after = frame_shows(u, caption.text);
    if (before || !at || after)
        fail("a caption at the deal shows before it %d, at it %d, after it %d", before, at, after);
    ui_key(u, 'q');
}

/*
 * The viewer's rules are its own (issue 18): under a table whose options name
 * another ruleset, the viewer's final sheet names the record's, and the
 * table's options are the same while it is open and after it closes.
 */
static void rules_own(ui *u)
{
    const char *shown = tsumo_game_rules(u->game)->name;
    tsumo_rules kept = u->opt.rules, other = kept;
    for (int i = 0; tsumo_rules_builtin_name(i) && strcmp(other.name, shown) == 0; i++)
        if (tsumo_rules_load_builtin(&other, tsumo_rules_builtin_name(i), NULL) != TSUMO_OK)
            other = kept;
    if (strcmp(other.name, shown) == 0) {
        fail("no second shipped ruleset to set the table's options to");
        return;
    }
    u->opt.rules = other;
    ui_style style = u->opt.style;
    tui_view_source src = {.rec = u->record};
    if (!view_open(u, &src, NULL, UI_SCREEN_FINAL)) {
        fail("the viewer does not open: %s", u->message);
        return;
    }
    ui_key(u, UI_KEY_END);
    if (strcmp(ui_rules(u)->name, shown) != 0 || !frame_shows(u, shown))
        fail("the viewer's final sheet does not name the record's ruleset %s", shown);
    if (strcmp(u->opt.rules.name, other.name) != 0)
        fail("the viewer lent its rules to the table's options");
    ui_key(u, 'q');
    if (u->viewer || strcmp(u->opt.rules.name, other.name) != 0 || u->opt.style != style ||
        strcmp(ui_rules(u)->name, other.name) != 0)
        fail("closing the viewer changed the table's options");
    u->opt.rules = kept;
}

/* The menu's `v` lists the games to review, newest first; the last game is among them. */
static void review_last(ui *u)
{
    const ui_kept *picks;
    int count, choice;
    ui_enter(u, UI_SCREEN_MENU);
    ui_key(u, 'v');
    if (u->screen != UI_SCREEN_MENU || menu_list(u, &picks, &count, &choice) != UI_LIST_GAMES) {
        fail("v in the menu does not list the games to review: %s", u->message);
        return;
    }
    draw_and_check(u);
    while (strcmp(picks[choice].file, "last-game.tsumo") != 0) {
        ui_key(u, UI_KEY_DOWN);
        menu_list(u, &picks, &count, &choice);
        if (choice == 0) {
            fail("the games to review do not hold the last game");
            return;
        }
    }
    for (int i = 1; i < count; i++)
        if (picks[i].when > picks[i - 1].when)
            fail("the games to review are not newest first");
    ui_key(u, UI_KEY_ENTER);
    if (u->screen != UI_SCREEN_VIEW) {
        fail("Enter on the last game does not review it: %s", u->message);
        return;
    }
    /* The menu's viewer has no findings: n says where they come from, not that there are none. */
    ui_key(u, 'n');
    if (!strstr(u->message, "tsumo view FILE"))
        fail("n in the menu's viewer says '%s'", u->message);
    draw_and_check(u);
    ui_key(u, UI_KEY_END);
    draw_and_check(u);
    if (tsumo_game_phase(ui_game(u)) != TSUMO_PHASE_GAME_OVER)
        fail("End in the viewer is not the end of the last game");
    ui_key(u, 'q');
    if (u->screen != UI_SCREEN_MENU || u->viewer ||
        menu_list(u, &picks, &count, &choice) != UI_LIST_GAMES)
        fail("leaving the viewer does not go back to the games to review");
    ui_key(u, UI_KEY_ESCAPE);
    if (menu_list(u, &picks, &count, &choice) != UI_LIST_NONE)
        fail("Esc does not leave the games to review");
}

/*
 * The menu's "Watch a demo" (w): every shipped demo listed with its title,
 * each opened in the viewer with its captions, walked to its end, and q
 * back to the list with the same demo chosen.
 */
static void watch_demos(ui *u)
{
    static bool done;
    if (done)
        return;
    done = true;
    ui_enter(u, UI_SCREEN_MENU);
    ui_key(u, 'w');
    int shipped = 0;
    while (demo_builtins[shipped].name)
        shipped++;
    const ui_kept *picks;
    int count, choice;
    if (menu_list(u, &picks, &count, &choice) != UI_LIST_DEMOS || count != shipped) {
        fail("w in the menu lists %d demos, %d are shipped", count, shipped);
        return;
    }
    for (int i = 0; i < shipped; i++) {
        draw_and_check(u);
        char title[21]; /* its start: a long title is cut to the row */
        menu_list(u, &picks, &count, &choice);
        snprintf(title, sizeof title, "%.20s", picks[i].line);
        if (choice != i || !frame_shows(u, title))
            fail("the demos' list does not show %s's title", demo_builtins[i].name);
        ui_key(u, UI_KEY_ENTER);
        if (u->screen != UI_SCREEN_VIEW) {
            fail("Enter does not open the demo %s: %s", demo_builtins[i].name, u->message);
            return;
        }
        for (int guard = 0; guard < 2000 && tsumo_game_phase(ui_game(u)) != TSUMO_PHASE_HAND_OVER;
             guard++) {
            draw_and_check(u);
            ui_key(u, UI_KEY_RIGHT);
        }
        draw_and_check(u);
        ui_key(u, 'q');
        if (u->screen != UI_SCREEN_MENU || u->viewer ||
            menu_list(u, &picks, &count, &choice) != UI_LIST_DEMOS || choice != i)
            fail("q in the demo %s does not come back to the list", demo_builtins[i].name);
        ui_key(u, UI_KEY_DOWN);
    }
    ui_key(u, 'q');
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

static void play_one(ui *u, uint64_t seed, unsigned cpu_players, bool open_hands, unsigned coach)
{
    ui_options_default(&u->opt);
    u->opt.cpu_players = cpu_players;
    u->opt.coach = coach;
    u->opt.open_hands = open_hands;
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
    if (u->screen == UI_SCREEN_FINAL) {
        view_one(u);
        captions_one(u);
        rules_own(u);
    }
    play_close(u);
    review_last(u);
    watch_demos(u);
}

/* ---- the big layout (issue 12): a crowded table fits, nothing overlaps or is cut ---- */

static tsumo_tile tile_of(int kind, int copy)
{
    return (tsumo_tile)(kind * 4 + copy);
}

/* A meld of `kind` from `from` (TSUMO_NO_SEAT: a closed kan): three or four of a kind, or a run. */
static tsumo_game_meld meld_of(int type, int kind, int from)
{
    tsumo_game_meld m = {.type = (uint8_t)type, .from = (uint8_t)from, .added = TSUMO_NO_TILE};
    bool run = type == TSUMO_MELD_CHI;
    m.count = type == TSUMO_MELD_CHI || type == TSUMO_MELD_PON ? 3 : 4;
    for (int i = 0; i < m.count; i++)
        m.tiles[i] = run ? tile_of(kind + i, 0) : tile_of(kind, i);
    m.called = type == TSUMO_MELD_CLOSED_KAN ? TSUMO_NO_TILE : m.tiles[0];
    if (type == TSUMO_MELD_ADDED_KAN)
        m.added = m.tiles[3];
    return m;
}

/*
 * Every seat as crowded as a hand gets: 24 discards with a riichi tile and
 * two claimed away, red fives, four melds of every kind (so two tiles in hand);
 * the bottom seat has just drawn.
 */
static void crowded_view(tsumo_view *v)
{
    memset(v, 0, sizeof *v);
    v->claim_tile = TSUMO_NO_TILE;
    v->drawn = TSUMO_NO_TILE;
    v->indicator_count = 5;
    v->kan_count = 4;
    v->live_left = 12;
    for (int i = 0; i < v->indicator_count; i++)
        v->indicators[i] = tile_of(i * 3, 1);
    for (int s = 0; s < 4; s++) {
        tsumo_view_seat *vs = &v->seats[s];
        snprintf(vs->name, sizeof vs->name, "%s", "Wilhelmina Abernathy-Smythe");
        vs->wind = (uint8_t)s;
        vs->score = 125000;
        vs->riichi = 1;
        vs->discard_count = 24;
        for (int i = 0; i < 24; i++) {
            vs->discards[i].tile = tile_of((i * 7 + s) % TSUMO_KINDS, 0); /* red fives too */
            vs->discards[i].flags = i == 6 ? TSUMO_POND_RIICHI : i % 8 == 3 ? TSUMO_POND_CALLED : 0;
        }
        vs->meld_count = 4;
        vs->melds[0] = meld_of(TSUMO_MELD_CHI, 1 + 9 * (s % 3), (s + 3) & 3);
        vs->melds[1] = meld_of(TSUMO_MELD_OPEN_KAN, 4 + 9 * (s % 3), (s + 2) & 3);
        vs->melds[2] = meld_of(TSUMO_MELD_ADDED_KAN, 27 + s, (s + 1) & 3);
        vs->melds[3] = meld_of(TSUMO_MELD_CLOSED_KAN, 31 + (s % 3), TSUMO_NO_SEAT);
        vs->tile_count = 2;
    }
    v->hand_count = 2;
    v->hand_tiles[0] = tile_of(4, 0); /* a red five */
    v->hand_tiles[1] = v->drawn = tile_of(8, 2);
}

/* The crowded table at one size: the big layout, no overlap, nothing cut, its own turn and a
 * claim window (no hand: the bottom seat's melds take the hand's rows). */
static void check_big_fits(ui *u, int cols, int rows, int mode, ui_style style)
{
    set_size(cols, rows);
    u->opt.big = mode;
    u->opt.style = style;
    if (!ui_big(u))
        fail("no big layout at %dx%d (%s)", cols, rows, ui_style_id(style));
    tsumo_view v;
    crowded_view(&v);
    for (int holder = 0; holder < 2; holder++) {
        u->holder = holder ? TSUMO_NO_SEAT : 0;
        ink_reset();
        board_draw(u, &v, 0);
        if (!holder) {
            board_draw_hand(u, &v, 0, board_hand_row(u), NULL, TSUMO_NO_TILE);
            /* The coach's line on the hand, as wide as it may be (issue 14). */
            char wide[512];
            memset(wide, 'c', sizeof wide - 1);
            wide[sizeof wide - 1] = '\0';
            int x = coach_column(u, &v, 0);
            canvas_put_max(coach_row(u), x, cols - 1 - x, UI_PAINT_GOOD, wide);
        }
        for (int y = 0; getenv("SCREENS_DEBUG") && y < rows; y++)
            fprintf(stderr, "%.*s\n", cols, look[y]);
        if (overlaps || cut)
            fail("the big table at %dx%d (%s, %s): %d cells written twice, %d cut", cols, rows,
                 ui_style_id(style), holder ? "claim window" : "a turn", overlaps, cut);
    }
    u->holder = TSUMO_NO_SEAT;
}

static void check_big(ui *u)
{
    check_big_fits(u, 200, 60, UI_BIG_AUTO, UI_STYLE_ASCII);
    check_big_fits(u, 160, 48, UI_BIG_ON, UI_STYLE_ASCII);
    check_big_fits(u, 250, 70, UI_BIG_AUTO, UI_STYLE_KANJI);
    check_big_fits(u, board_big_cols(UI_STYLE_ASCII), BOARD_BIG_ROWS, UI_BIG_ON, UI_STYLE_ASCII);
    set_size(80, 24);
    u->opt.big = UI_BIG_ON;
    if (ui_big(u) || !ui_big_refused(u))
        fail("--big at 80x24 does not fall back to the small table");
    set_size(200, 60);
    u->opt.big = UI_BIG_OFF;
    if (ui_big(u))
        fail("--no-big at 200x60 draws big tiles");
    u->opt.big = UI_BIG_AUTO;
    u->opt.style = UI_STYLE_ASCII;
}

/*
 * A red five's mark never touches the next tile (issue 22), in a row of tiles where each has its
 * cell alone (no room for a blank after each: the draw's page at 80 columns, a hand of wide
 * faces): the tiles after a red five move one column on, and the caret under the hand
 * (board_hand_x) stays under its tile.
 */
static void check_red_rows(ui *u)
{
    static const tsumo_tile row[] = {3 * 4, 4 * 4, 5 * 4, 13 * 4, 22 * 4 + 1, 22 * 4, 23 * 4};
    int n = (int)(sizeof row / sizeof row[0]), red = UI_SAMPLE_RED_FIVES,
        was = u->opt.rules.red_fives;
    u->opt.rules.red_fives = (uint8_t)red;
    for (int st = 0; st < UI_STYLE_COUNT; st++) {
        u->opt.style = (ui_style)st;
        canvas_clear();
        tile_row_draw(1, 1, u->opt.style, row, n, red, NULL, tile_cell(u->opt.style));
        if (check_red_marks(ui_style_id(u->opt.style)) < 3)
            fail("%s: the row's three red fives drew %d marks", ui_style_id(u->opt.style),
                 red_count);
    }
    u->opt.style = UI_STYLE_ASCII;
    /* The bottom hand at 60 columns: each tile's cell alone in ascii, red fives among them. */
    set_size(60, 24);
    tsumo_view v;
    memset(&v, 0, sizeof v);
    v.claim_tile = TSUMO_NO_TILE;
    static const int kinds[14] = {0, 1, 2, 3, 4, 5, 12, 13, 13, 14, 21, 22, 23, 4};
    for (int i = 0; i < 14; i++)
        v.hand_tiles[i] = (tsumo_tile)(kinds[i] * 4 + (i == 4 || i == 7 || i == 11 ? 0 : 1));
    v.hand_count = 14;
    v.drawn = v.hand_tiles[13];
    face_row_y = 20;
    canvas_clear();
    board_draw_hand(u, &v, 0, 20, NULL, TSUMO_NO_TILE);
    check_red_marks("the hand at 60 columns");
    for (int i = 0; i < 14 && i < face_row_n; i++)
        if (face_row_x[i] != board_hand_x(u, &v, i)) {
            fail("the caret of tile %d goes to column %d, the tile is at %d", i,
                 board_hand_x(u, &v, i), face_row_x[i]);
            break;
        }
    if (face_row_n != 14)
        fail("the hand at 60 columns drew %d faces of 14", face_row_n);
    face_row_y = -1;
    u->opt.rules.red_fives = (uint8_t)was;
    set_size(UI_MIN_COLS + 40, UI_MIN_ROWS + 6);
}

/* The parts of this test, each one process (tui.screens-PART): the screens without a game,
   then one game each way a table is played. Each part names the screens it must reach. */
static void part_still(ui *u)
{
    check_rows(u);
    /* The screens without a game: nothing concealed exists yet. */
    ui_enter(u, UI_SCREEN_MENU);
    draw_and_check(u);
    u->opt.cpu_players = 0xE; /* as a resumed game with computers leaves them */
    ui_enter(u, UI_SCREEN_SETUP);
    if (u->opt.cpu_players != 0xE)
        fail("the new game form drops the computers it marks beside their names");
    u->opt.cpu_players = 0;
    draw_and_check(u);
    ui_enter(u, UI_SCREEN_CALC);
    draw_and_check(u);
    ui_reference_open(u);
    draw_and_check(u);
    /* A drill session: the choice, five questions and verdicts, the review, Esc to the menu. */
    ui_enter(u, UI_SCREEN_DRILL);
    for (int i = 0; i < 13 && u->screen == UI_SCREEN_DRILL; i++) {
        draw_and_check(u);
        ui_key(u, i == 12 ? UI_KEY_ESCAPE : UI_KEY_ENTER);
    }
    if (u->screen != UI_SCREEN_MENU || u->drill)
        fail("Esc from the drills does not end the session and go back to the menu");
    /* The big layout (issue 12): no concealed tile on a public screen there either. */
    check_big(u);
    check_red_rows(u);
}

/* A whole game: every screen of a hand, a draw and its declarations too. */
static void part_game(ui *u)
{
    play_one(u, 1, 0, false, 0);
}

/* One human and three computers (issue 13): their turns on the public computer screen. */
static void part_cpu(ui *u)
{
    play_one(u, 1, 0xE, false, 0);
}

/* A teaching game (issue 12): no curtain, every hand face up. */
static void part_open(ui *u)
{
    play_one(u, 2, 0, true, 0);
}

/* The coach (issue 14) for players 1 and 3 with a computer as player 4, which has it too: its
   lines only on the private screens of the two coached humans. */
static void part_coach(ui *u)
{
    play_one(u, 3, 0x8, false, 0xD);
    if (coach_frames == 0)
        fail("a coached game drew no coach's line");
    /* A game left in the middle of a hand keeps no note for the next game's seats. */
    snprintf(u->coach_note[1], sizeof u->coach_note[1], "%s", "coach: a note of the last game");
    if (!play_new_game(u) || u->coach_note[1][0])
        fail("a new game keeps the coach's note of the game before");
    play_close(u);
}

/* The coach at the smallest size and with big tiles (issue 22): its lines fit, its marks
   against a riichi are drawn. One game each, parts of their own (under the sanitizers at load
   the three coached games took 64 s in one part). */
static void part_coach_small(ui *u)
{
    set_size(UI_MIN_COLS, UI_MIN_ROWS);
    play_one(u, 4, 0x8, false, 0xD);
    if (coach_frames == 0 || coach_mark_frames == 0)
        fail("the coached game at %dx%d drew no coach's line or no mark against a riichi",
             UI_MIN_COLS, UI_MIN_ROWS);
}

static void part_coach_big(ui *u)
{
    set_size(200, 60);
    u->opt.big = UI_BIG_AUTO;
    play_one(u, 5, 0x8, false, 0xD);
    if (coach_frames == 0 || coach_mark_frames == 0)
        fail("the coached game at 200x60 drew no coach's line or no mark against a riichi");
}

/* One game on a large screen, in the big layout chosen by itself. */
static void part_wide(ui *u)
{
    set_size(200, 60);
    u->opt.big = UI_BIG_AUTO;
    play_one(u, 2, 0, false, 0);
}

#define SCREEN_BIT(s) (1u << (s))
#define GAME_SCREENS                                                                               \
    (SCREEN_BIT(UI_SCREEN_MENU) | SCREEN_BIT(UI_SCREEN_START) | SCREEN_BIT(UI_SCREEN_CURTAIN) |    \
     SCREEN_BIT(UI_SCREEN_TABLE) | SCREEN_BIT(UI_SCREEN_CLAIM) | SCREEN_BIT(UI_SCREEN_CALL) |      \
     SCREEN_BIT(UI_SCREEN_DECLARE) | SCREEN_BIT(UI_SCREEN_RESULT) | SCREEN_BIT(UI_SCREEN_FINAL) |  \
     SCREEN_BIT(UI_SCREEN_VIEW) | SCREEN_BIT(UI_SCREEN_RULES))

static const struct part {
    const char *name;
    void (*run)(ui *u);
    unsigned reaches; /* the screens this part must draw */
} parts[] = {
    {"still", part_still,
     SCREEN_BIT(UI_SCREEN_MENU) | SCREEN_BIT(UI_SCREEN_SETUP) | SCREEN_BIT(UI_SCREEN_CALC) |
         SCREEN_BIT(UI_SCREEN_RULES) | SCREEN_BIT(UI_SCREEN_DRILL)},
    {"game", part_game, GAME_SCREENS},
    /* One human: no curtain, since nobody else's hand is behind the keyboard. */
    {"cpu", part_cpu, (GAME_SCREENS & ~SCREEN_BIT(UI_SCREEN_CURTAIN)) | SCREEN_BIT(UI_SCREEN_CPU)},
    {"open", part_open, GAME_SCREENS & ~SCREEN_BIT(UI_SCREEN_CURTAIN)},
    {"coach", part_coach, GAME_SCREENS | SCREEN_BIT(UI_SCREEN_CPU)},
    {"coach-small", part_coach_small, GAME_SCREENS | SCREEN_BIT(UI_SCREEN_CPU)},
    {"coach-big", part_coach_big, GAME_SCREENS | SCREEN_BIT(UI_SCREEN_CPU)},
    {"wide", part_wide, GAME_SCREENS},
};
#define PART_COUNT (sizeof parts / sizeof parts[0])

static void run_part(ui *u, const struct part *p)
{
    memset(frames, 0, sizeof frames);
    set_size(UI_MIN_COLS + 40, UI_MIN_ROWS + 6);
    ui_options_default(&u->opt);
    u->holder = TSUMO_NO_SEAT;
    p->run(u);
    for (int s = 0; s < UI_SCREEN_COUNT; s++)
        if ((p->reaches >> s & 1) && frames[s] == 0)
            fail("the part %s did not reach the %s screen", p->name, ui_screens[s]->id);
}

/* tests/tui/screens PART...: the parts named (still, game, cpu, open, coach, wide), or all. */
int main(int argc, char **argv)
{
    /* The table saves after every action, with an fsync: in memory (/dev/shm, where there is
       one) those cost nothing, where on a busy disk they were nearly all of this test's time. */
    char dir[] = "/dev/shm/tsumo-screens-XXXXXX";
    if (access("/dev/shm", W_OK | X_OK) != 0)
        memcpy(dir, "/tmp/tsumo-screens-XXXXXX", sizeof "/tmp/tsumo-screens-XXXXXX");
    if (!mkdtemp(dir))
        return 2;
    setenv("XDG_STATE_HOME", dir, 1);
    setenv("XDG_DATA_HOME", dir, 1); /* no demos of the tester's own in the menu's list */
    ui *u = calloc(1, sizeof *u);
    if (!u)
        return 2;
    drv_canvas_watch = watch;
    drv_canvas_cleared = cleared;
    unsigned reached = 0;
    for (size_t i = 0; i < PART_COUNT; i++) {
        bool named = argc < 2;
        for (int a = 1; a < argc; a++)
            named |= strcmp(argv[a], parts[i].name) == 0;
        if (!named)
            continue;
        run_part(u, &parts[i]);
        for (int s = 0; s < UI_SCREEN_COUNT; s++)
            reached |= (frames[s] != 0) << s;
    }
    for (int a = 1; a < argc; a++) {
        bool known = false;
        for (size_t i = 0; i < PART_COUNT; i++)
            known |= strcmp(argv[a], parts[i].name) == 0;
        if (!known)
            fail("no part %s (still, game, cpu, open, coach, coach-small, coach-big, wide)",
                 argv[a]);
    }
    /* Every screen is reached by some part. */
    for (int s = 0; argc < 2 && s < UI_SCREEN_COUNT; s++)
        if (s != UI_SCREEN_QUIT && !(reached >> s & 1))
            fail("no game reached the %s screen", ui_screens[s]->id);
    ui_screens_close(u);
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

/* The scripted player (script.h): the strongest computer's choices, made with the table's keys. */
#include "script.h"
#include "bot.h"
#include "driver.h"
#include "ui.h"

#include "tsumo/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the game the autosave holds ---- */

static char *saved_text;
static tsumo_game *saved_game;

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap) {
            char *more = realloc(buf, cap *= 2);
            if (!more)
                free(buf);
            buf = more;
        }
    }
    fclose(f);
    if (buf)
        buf[len] = '\0';
    return buf;
}

/* The autosave's game replayed to its last action. The passes of a window are not saved: where
   the table shows a window (or a claim from it), the replay stops in it as it opened; elsewhere
   the seats that did not answer passed. */
static const tsumo_game *game_now(void)
{
    bool in_window = strncmp(drv_trace(), "screen=claim ", 13) == 0 ||
                     strncmp(drv_trace(), "screen=call ", 12) == 0;
    static bool saved_in_window;
    char path[512];
    snprintf(path, sizeof path, "%s/state/tsumo/autosave.tsumo", drv_tmp());
    char *text = read_all(path);
    if (!text)
        drv_fail("the scripted player finds no autosave at %s", path);
    if (saved_text && strcmp(text, saved_text) == 0 && saved_in_window == in_window) {
        free(text);
        return saved_game;
    }
    tsumo_record *rec = NULL;
    tsumo_diag diag;
    if (tsumo_record_parse(&rec, text, strlen(text), &diag) != TSUMO_OK)
        drv_fail("the autosave does not parse (line %d)", diag.line);
    tsumo_replay r;
    if (tsumo_replay_begin(&r, rec, NULL) != TSUMO_OK)
        drv_fail("the autosave does not replay");
    tsumo_replay_report report;
    for (int guard = 0; guard < 100000; guard++) {
        /* The window after the last action is open: the replay would pass for every seat. */
        tsumo_phase ph = tsumo_game_phase(r.game);
        if (in_window && (ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN) &&
            r.next >= rec->action_count)
            break;
        if (tsumo_replay_step(&r, &report) != TSUMO_OK || report.kind == TSUMO_REPLAY_DONE)
            break;
        if (report.kind == TSUMO_REPLAY_REFUSED || report.kind == TSUMO_REPLAY_MISMATCH)
            drv_fail("the autosave's game does not replay (%d)", report.kind);
    }
    tsumo_game_free(saved_game);
    if (tsumo_game_clone(&saved_game, r.game) != TSUMO_OK)
        drv_fail("out of memory");
    tsumo_replay_end(&r);
    tsumo_record_free(rec);
    free(saved_text);
    saved_text = text;
    saved_in_window = in_window;
    return saved_game;
}

/* The strongest level's choice for `seat` now; false when the seat has nothing to choose. */
static bool choice(int seat, tsumo_action *out, tsumo_action *legal, int *n)
{
    const tsumo_game *g = game_now();
    *n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    if (*n <= 0)
        return false;
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    if (bot_decide(&v, legal, *n, BOT_LEVEL_MAX, tsumo_game_rules(g), out) < 0)
        *out = legal[0];
    return true;
}

static bool has_claim(const tsumo_action *legal, int n)
{
    for (int i = 0; i < n; i++)
        if (legal[i].type != TSUMO_ACTION_PASS)
            return true;
    return false;
}

bool script_anyone_can_claim(void)
{
    const tsumo_game *g = game_now();
    unsigned mask = tsumo_game_to_act(g);
    for (int s = 0; s < UI_SEATS; s++) {
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = mask >> s & 1 ? tsumo_game_legal(g, s, legal, TSUMO_GAME_MAX_LEGAL) : 0;
        if (has_claim(legal, n))
            return true;
    }
    return false;
}

/* The autosave's record, parsed (NULL when there is none); tsumo_record_free() it. */
static tsumo_record *saved_record(void)
{
    game_now();
    tsumo_record *rec = NULL;
    tsumo_diag diag;
    if (!saved_text || tsumo_record_parse(&rec, saved_text, strlen(saved_text), &diag) != TSUMO_OK)
        return NULL;
    return rec;
}

long script_saved_discards(unsigned mask)
{
    tsumo_record *rec = saved_record();
    long n = 0;
    for (size_t i = 0; rec && i < rec->action_count; i++) {
        const tsumo_action *a = &rec->actions[i];
        n += (a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI) &&
             (mask >> (a->seat & 3) & 1);
    }
    tsumo_record_free(rec);
    return n;
}

long script_riichi_discards(void)
{
    tsumo_record *rec = saved_record();
    long n = 0;
    for (size_t h = 0; rec && h < rec->hand_count; h++) {
        unsigned riichi = 0;
        const tsumo_record_hand *hand = &rec->hands[h];
        for (size_t i = hand->first_action; i < hand->first_action + hand->action_count; i++) {
            const tsumo_action *a = &rec->actions[i];
            n += a->type == TSUMO_ACTION_DISCARD && (riichi >> (a->seat & 3) & 1);
            riichi |= (unsigned)(a->type == TSUMO_ACTION_RIICHI) << (a->seat & 3);
        }
    }
    tsumo_record_free(rec);
    return n;
}

int script_legal(int seat, tsumo_action *legal)
{
    return tsumo_game_legal(game_now(), seat, legal, TSUMO_GAME_MAX_LEGAL);
}

bool script_last_action(tsumo_action *out)
{
    tsumo_record *rec = saved_record();
    bool found = rec && rec->action_count > 0;
    if (found)
        *out = rec->actions[rec->action_count - 1];
    tsumo_record_free(rec);
    return found;
}

/* The actions the autosave's game holds. */
static size_t saved_actions(void)
{
    tsumo_record *rec = saved_record();
    size_t n = rec ? rec->action_count : 0;
    tsumo_record_free(rec);
    return n;
}

/* The first action of `seat` from the record's action `from` on; false when none. */
static bool action_since(int seat, size_t from, tsumo_action *out)
{
    tsumo_record *rec = saved_record();
    bool found = false;
    for (size_t i = from; rec && !found && i < rec->action_count; i++)
        if (rec->actions[i].seat == seat) {
            *out = rec->actions[i];
            found = true;
        }
    tsumo_record_free(rec);
    return found;
}

/* ---- keys ---- */

static void press(script *s, const char *key)
{
    drv_keys(key, NULL);
    s->keys++;
    s->seconds += SCRIPT_KEY_S;
}

static void press_n(script *s, const char *key, int times)
{
    for (int i = 0; i < times; i++)
        press(s, key);
}

static void press_char(script *s, char c)
{
    char key[2] = {c, '\0'};
    press(s, key);
}

static int holder(void)
{
    const char *h = strstr(drv_trace(), " holder=");
    return h ? atoi(h + 8) : -1;
}

static bool screen_is(const char *id)
{
    char want[32];
    snprintf(want, sizeof want, "screen=%s ", id);
    return strncmp(drv_trace(), want, strlen(want)) == 0;
}

/* What tells one window from the next: the phase (a kan to rob, a discard) and the ponds. */
static const char *ponds(void)
{
    static char out[1024];
    const char *phase = strstr(drv_trace(), " phase=");
    const char *p = strstr(drv_trace(), " ponds=");
    if (phase && p) {
        snprintf(out, sizeof out, "%c%s", phase[7], p + 7);
        out[strcspn(out, " ")] = '\0';
        return out;
    }
    snprintf(out, sizeof out, "%s", p ? p + 7 : "");
    out[strcspn(out, " ")] = '\0';
    return out;
}

/*
 * The fewest keys that put the cursor (on the last tile of the table's order) on `tile`: arrows
 * either way round, the first tile then arrows, or the tile typed ("5p", "0p" for the red five),
 * which finds a tile of that face.
 */
static void select_tile(script *s, const tsumo_view *v, tsumo_tile tile, int at)
{
    tsumo_tile order[14];
    int n = board_hand_order(v, order), want = at;
    for (int i = 0; i < n; i++)
        if (order[i] == tile)
            want = i;
    int right = (want - at + n) % n, left = (at - want + n) % n, home = 1 + want, typed = 2;
    int arrows = right < left ? right : left;
    if (arrows <= home && arrows <= typed) {
        press_n(s, right < left ? "Right" : "Left", arrows);
    } else if (home <= typed) {
        press(s, "Home");
        press_n(s, "Right", want);
    } else {
        char face[4];
        tile_typed(face, tile, tsumo_game_rules(game_now())->red_fives);
        press_char(s, face[0]);
        press_char(s, face[1]);
    }
}

static int hand_last(const tsumo_view *v)
{
    tsumo_tile order[14];
    return board_hand_order(v, order) - 1;
}

/* Where r (o) puts the cursor: on the drawn tile if it may be turned sideways, else on the last
   tile that may (screen-table.c). */
static int riichi_cursor(const tsumo_view *v, const tsumo_action *legal, int n, bool open)
{
    tsumo_tile order[14];
    int count = board_hand_order(v, order), red = tsumo_game_rules(game_now())->red_fives;
    for (int i = count - 1; i >= 0; i--)
        for (int k = 0; k < n; k++)
            if (legal[k].type == TSUMO_ACTION_RIICHI &&
                !(legal[k].flags & TSUMO_ACTION_OPEN) == !open &&
                tsumo_tile_kind(legal[k].tile) == tsumo_tile_kind(order[i]) &&
                tsumo_tile_is_red(legal[k].tile, red) == tsumo_tile_is_red(order[i], red))
                return i;
    return count - 1;
}

/* A turn: the strongest level's action, by the keys of the turn screen. */
static void turn(script *s, int seat)
{
    tsumo_action a, legal[TSUMO_GAME_MAX_LEGAL];
    int n;
    if (!choice(seat, &a, legal, &n))
        drv_fail("a turn with nothing legal");
    tsumo_view v;
    tsumo_game_view(game_now(), seat, &v);
    s->turns++;
    size_t before = saved_actions();
    bool tsumo = false;
    int kans = 0, kan_at = 0;
    for (int i = 0; i < n; i++) {
        tsumo |= legal[i].type == TSUMO_ACTION_TSUMO;
        if (legal[i].type == TSUMO_ACTION_CLOSED_KAN || legal[i].type == TSUMO_ACTION_ADDED_KAN) {
            if (legal[i].type == a.type && legal[i].tile == a.tile)
                kan_at = kans;
            kans++;
        }
    }
    if (v.seats[seat].riichi) {
        s->riichi_turns_shown++;
        if (!tsumo && !kans) /* (no coach at the scripted tables: coach.c keeps such turns) */
            drv_fail("a riichi turn with nothing but the drawn tile to discard waits for a key");
    }
    switch (a.type) {
    case TSUMO_ACTION_TSUMO:
        press(s, "t");
        break;
    case TSUMO_ACTION_KYUUSHU:
        press(s, "N");
        break;
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        press(s, "K");
        if (kans > 1) {
            press_n(s, "Right", kan_at);
            press(s, "Enter");
        }
        break;
    case TSUMO_ACTION_RIICHI:
        press(s, a.flags & TSUMO_ACTION_OPEN ? "o" : "r");
        select_tile(s, &v, a.tile, riichi_cursor(&v, legal, n, a.flags & TSUMO_ACTION_OPEN));
        press(s, "Enter");
        break;
    default:
        select_tile(s, &v, a.tile, hand_last(&v));
        press(s, "Enter");
        if (tsumo) /* tsumo or discard? (the level declined the win) */
            press(s, "Enter");
        break;
    }
    tsumo_action made = {0};
    bool tiled = a.type == TSUMO_ACTION_DISCARD || a.type == TSUMO_ACTION_RIICHI;
    if (tiled && (!action_since(seat, before, &made) || made.type != a.type ||
                  tsumo_tile_kind(made.tile) != tsumo_tile_kind(a.tile)))
        drv_fail("the keys did not make the level's choice: %d %d, made %d %d", a.type, a.tile,
                 made.type, made.tile);
}

/* A claim chosen on the call screen: its letter where it is the only one of its kind, else the
   arrows to it and Enter; Esc passes. */
static void call(script *s, int seat)
{
    tsumo_action a, legal[TSUMO_GAME_MAX_LEGAL];
    int n;
    if (!choice(seat, &a, legal, &n))
        drv_fail("a call with nothing legal");
    if (a.type == TSUMO_ACTION_PASS) {
        press(s, "Escape");
        return;
    }
    int at = 0, same = 0, count = 0;
    for (int i = 0; i < n; i++) {
        if (legal[i].type == TSUMO_ACTION_PASS)
            continue;
        if (legal[i].type == a.type && legal[i].tiles[0] == a.tiles[0] &&
            legal[i].tiles[1] == a.tiles[1])
            at = count;
        same += legal[i].type == a.type;
        count++;
    }
    static const struct {
        int type;
        const char *key;
    } letters[] = {{TSUMO_ACTION_RON, "r"},
                   {TSUMO_ACTION_PON, "p"},
                   {TSUMO_ACTION_CHI, "c"},
                   {TSUMO_ACTION_OPEN_KAN, "K"}};
    for (size_t i = 0; same == 1 && i < sizeof letters / sizeof letters[0]; i++)
        if (letters[i].type == a.type) {
            press(s, letters[i].key);
            return;
        }
    int around = count + 1 - at; /* the row wraps: pass is last */
    if (at <= around)
        press_n(s, "Right", at);
    else
        press_n(s, "Left", around);
    press(s, "Enter");
}

static void declare(script *s, int seat)
{
    tsumo_action a, legal[TSUMO_GAME_MAX_LEGAL];
    int n;
    if (!choice(seat, &a, legal, &n))
        drv_fail("a declaration with nothing legal");
    press(s, a.type == TSUMO_ACTION_TENPAI ? "t" : a.type == TSUMO_ACTION_NAGASHI ? "g" : "n");
}

/* The tenths of a second the window's clock shows, -1 for a window without one. */
static int window_left_ms(void)
{
    const char *row = drv_row(0), *at = strstr(row, " s left");
    if (!at)
        return -1;
    while (at > row && at[-1] != ' ')
        at--;
    int whole = 0, tenth = 0;
    if (sscanf(at, "%d.%d", &whole, &tenth) != 2)
        return -1;
    return whole * 1000 + tenth * 100;
}

/* The claim window: a seat that claims presses its claim key; else the one human passes, and
   humans among humans let the clock run out. */
static void window(script *s)
{
    if (strcmp(ponds(), s->window_ponds) != 0) {
        snprintf(s->window_ponds, sizeof s->window_ponds, "%s", ponds());
        s->windows++;
        if (s->on_window)
            s->on_window(s, script_anyone_can_claim());
        if (!screen_is("claim"))
            return;
    }
    unsigned humans = ~s->computers & 15, waiting = 0;
    for (int seat = 0; seat < UI_SEATS; seat++) {
        char key = (char)('1' + seat);
        if (!(humans >> seat & 1) || strcmp(drv_under_key(key), "answered") == 0)
            continue;
        const char *under = drv_under_key(key);
        if (!under[0] || under[0] != '[')
            continue; /* the discarder */
        tsumo_action a, legal[TSUMO_GAME_MAX_LEGAL];
        int n;
        if (choice(seat, &a, legal, &n) && a.type != TSUMO_ACTION_PASS) {
            press_char(s, key);
            return;
        }
        waiting |= 1u << seat;
    }
    int left = window_left_ms();
    if (__builtin_popcount(humans) == 1 || left < 0) {
        for (int seat = 0; seat < UI_SEATS; seat++)
            if (waiting >> seat & 1)
                press_char(s, UI_PASS_KEYS[seat]);
        return;
    }
    char before[1024];
    snprintf(before, sizeof before, "%s", ponds());
    drv_advance(left);
    s->seconds += left / 1000.0;
    s->window_s = left / 1000.0;
    s->windows_waited++;
    if (screen_is("claim") && strcmp(ponds(), before) == 0)
        drv_fail("the claim window outlived its time");
}

static void curtain(script *s)
{
    s->curtains++;
    double handover = SCRIPT_HANDOVER_S - s->window_s;
    s->seconds += handover > 0 ? handover : 0;
    s->window_s = 0;
    press(s, "Enter");
}

void script_init(script *s, unsigned computers, int cpu_pause_ms)
{
    memset(s, 0, sizeof *s);
    s->computers = computers & 15;
    s->cpu_pause_ms = cpu_pause_ms;
}

/* The computers' turns of the hand just over, each shown for its pause. */
static void count_computers(script *s)
{
    tsumo_record *rec = saved_record(); /* the hand just over is its last */
    if (!rec)
        return;
    if (rec->hand_count > 0) {
        const tsumo_record_hand *h = &rec->hands[rec->hand_count - 1];
        for (size_t i = h->first_action; i < h->first_action + h->action_count; i++) {
            int t = rec->actions[i].type;
            bool turn_action = t == TSUMO_ACTION_DISCARD || t == TSUMO_ACTION_RIICHI ||
                               t == TSUMO_ACTION_TSUMO || t == TSUMO_ACTION_CLOSED_KAN ||
                               t == TSUMO_ACTION_ADDED_KAN || t == TSUMO_ACTION_KYUUSHU;
            if (turn_action && (s->computers >> (rec->actions[i].seat & 3) & 1)) {
                s->cpu_turns++;
                s->seconds += s->cpu_pause_ms / 1000.0;
            }
        }
    }
    tsumo_record_free(rec);
}

bool script_step(script *s)
{
    bool result = screen_is("result");
    if (result && !s->in_result) {
        s->hands++;
        count_computers(s);
    }
    s->in_result = result;
    if (screen_is("final"))
        return false;
    if (screen_is("start") || result)
        press(s, "Enter");
    else if (screen_is("curtain"))
        curtain(s);
    else if (screen_is("table"))
        turn(s, holder());
    else if (screen_is("call"))
        call(s, holder());
    else if (screen_is("declare"))
        declare(s, holder());
    else if (screen_is("claim"))
        window(s);
    else
        drv_fail("the scripted player has no key for this screen");
    return true;
}

#include "game-support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LOG 4096

static tsumo_event log_events[MAX_LOG];
static int log_count;

void test_events_clear(void)
{
    log_count = 0;
}

int test_events_count(tsumo_event_type type)
{
    int n = 0;
    for (int i = 0; i < log_count; i++)
        n += log_events[i].type == type;
    return n;
}

const tsumo_event *test_events_find(tsumo_event_type type, int nth)
{
    for (int i = 0; i < log_count; i++)
        if (log_events[i].type == type && nth-- == 0)
            return &log_events[i];
    return NULL;
}

/* ---- tiles in notation ---- */

static int suit_of(char c)
{
    const char *suits = "mpsz";
    const char *p = strchr(suits, c);
    return p && c ? (int)(p - suits) : -1;
}

/* Reads tiles written as digit runs with suits: "123m0p5z". Returns how many. */
static int read_tiles(const char *text, tsumo_kind kinds[], bool reds[], int max)
{
    int n = 0, start = 0;
    for (const char *p = text; *p; p++) {
        if (*p == ' ')
            continue;
        if (*p == '?') { /* a position left to the filler */
            if (n >= max)
                fail_msg("too many tiles in \"%s\"", text);
            if (start != n)
                fail_msg("'?' inside a run of digits in \"%s\"", text);
            kinds[n] = TSUMO_NO_KIND;
            reds[n++] = false;
            start = n;
            continue;
        }
        if (*p >= '0' && *p <= '9') {
            if (n >= max)
                fail_msg("too many tiles in \"%s\"", text);
            kinds[n] = (tsumo_kind)(*p - '0');
            reds[n] = *p == '0';
            n++;
            continue;
        }
        int suit = suit_of(*p);
        if (suit < 0)
            fail_msg("bad tile notation \"%s\"", text);
        for (int i = start; i < n; i++) {
            int number = reds[i] ? 5 : kinds[i];
            kinds[i] = tsumo_kind_make(suit, number);
        }
        start = n;
    }
    if (start != n)
        fail_msg("tiles without a suit in \"%s\"", text);
    return n;
}

tsumo_tile test_tile(const char *notation)
{
    tsumo_kind k[2];
    bool red[2];
    if (read_tiles(notation, k, red, 2) != 1)
        fail_msg("not one tile: \"%s\"", notation);
    return (tsumo_tile)(k[0] * 4 + (red[0] ? 0 : 3));
}

bool test_is(tsumo_tile t, const char *notation)
{
    tsumo_tile want = test_tile(notation);
    return t < TSUMO_TILES && tsumo_tile_kind(t) == tsumo_tile_kind(want) &&
           tsumo_tile_is_red(t, 3) == tsumo_tile_is_red(want, 3);
}

/* ---- the stacked wall ---- */

/* The faces a deal names, in order; the engine lays them (tsumo_wall_build). */
typedef struct deal_faces {
    tsumo_wall_face at[TSUMO_TILES];
    size_t count;
} deal_faces;

static void add_face(deal_faces *f, int pos, tsumo_kind k, bool red)
{
    if (k == TSUMO_NO_KIND)
        return;
    if (f->count == TSUMO_TILES)
        fail_msg("more tiles than the wall holds");
    f->at[f->count++] = (tsumo_wall_face){.pos = pos, .kind = k, .red = red};
}

typedef int (*position_fn)(int i);

static void add_list(deal_faces *f, const char *text, position_fn where, int max)
{
    if (!text)
        return;
    tsumo_kind k[80];
    bool red[80];
    int n = read_tiles(text, k, red, 80);
    if (n > max)
        fail_msg("too many tiles in \"%s\"", text);
    for (int i = 0; i < n; i++)
        add_face(f, where(i), k[i], red[i]);
}

static int draw_position(int i)
{
    return TSUMO_WALL_FIRST_DRAW + i;
}

void test_wall(tsumo_wall *out, const test_deal *deal)
{
    deal_faces f = {.count = 0};
    for (int seat = 0; seat < 4; seat++) {
        if (!deal->hands[seat])
            continue;
        int r = (seat - deal->dealer) & 3;
        tsumo_kind k[14];
        bool red[14];
        int n = read_tiles(deal->hands[seat], k, red, 14);
        if (n != (r == 0 ? 14 : 13) && n != 13)
            fail_msg("seat %d: %d tiles", seat, n);
        for (int i = 0; i < n; i++)
            add_face(&f, tsumo_wall_deal_position(r, i), k[i], red[i]);
    }
    add_list(&f, deal->draws, draw_position, TSUMO_WALL_LIVE_END - TSUMO_WALL_FIRST_DRAW);
    if (deal->last_draws) {
        tsumo_kind k[80];
        bool red[80];
        int n = read_tiles(deal->last_draws, k, red, 80);
        for (int i = 0; i < n; i++)
            add_face(&f, TSUMO_WALL_LIVE_END - n + i, k[i], red[i]);
    }
    add_list(&f, deal->dora, tsumo_wall_indicator_position, 5);
    add_list(&f, deal->ura, tsumo_wall_ura_position, 5);
    add_list(&f, deal->rinshan, tsumo_wall_rinshan_position, 4);
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.red_fives = (uint8_t)(deal->red_fives ? deal->red_fives : 3);
    /* The rest in a fixed scrambled order, so that it does not line up into hands. */
    static const uint8_t dice[2] = {3, 4};
    tsumo_wall_diag diag;
    if (tsumo_wall_build(out, &rules, f.at, f.count, dice, 12345, &diag) != TSUMO_OK)
        fail_msg("tile %zu of the deal (kind %d, red %d, position %d): %s", diag.face,
                 f.at[diag.face].kind, f.at[diag.face].red, f.at[diag.face].pos,
                 tsumo_wall_fault_msgid(diag.fault));
    assert_true(tsumo_wall_is_valid(out));
}

tsumo_game *test_game_rules(const tsumo_rules *rules, const test_deal *deal)
{
    tsumo_wall wall;
    test_wall(&wall, deal);
    tsumo_game_start start = {.round = (uint8_t)deal->round,
                              .hand = (uint8_t)deal->dealer,
                              .honba = (uint8_t)deal->honba,
                              .sticks = (uint8_t)deal->sticks};
    for (int s = 0; s < 4; s++)
        start.scores[s] = deal->scores[s] ? deal->scores[s] : rules->start_points;
    tsumo_game_setup setup = {
        .seed = 1, .names = {"A", "B", "C", "D"}, .walls = &wall, .wall_count = 1, .start = &start};
    tsumo_diag diag;
    if (tsumo_rules_check(rules, &diag) != TSUMO_OK)
        fail_msg("the test's ruleset is inconsistent at \"%s\" (%s)", diag.key, diag.expected);
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, rules, &setup), TSUMO_OK);
    test_play(g, "next");
    return g;
}

tsumo_game *test_game(const test_deal *deal)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    return test_game_rules(&rules, deal);
}

/* ---- scripts ---- */

static bool starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

tsumo_action test_action(const tsumo_game *g, const char *token)
{
    tsumo_action a = {0};
    if (strcmp(token, "next") == 0) {
        a.type = TSUMO_ACTION_NEXT_HAND;
        return a;
    }
    if (token[0] == '*') {
        unsigned m = tsumo_game_to_act(g);
        while (!(m & (1u << a.seat)))
            a.seat++;
    } else if (token[0] >= '0' && token[0] <= '3') {
        a.seat = (uint8_t)(token[0] - '0');
    } else {
        fail_msg("bad token \"%s\"", token);
    }
    const char *p = token + 1;
    if (strcmp(p, "Rx") == 0) {
        tsumo_view v;
        tsumo_game_view(g, a.seat, &v);
        a.type = TSUMO_ACTION_RIICHI;
        a.flags = TSUMO_ACTION_TSUMOGIRI;
        a.tile = v.drawn;
        return a;
    }
    if (strcmp(p, "x") == 0) {
        tsumo_view v;
        tsumo_game_view(g, a.seat, &v);
        a.type = TSUMO_ACTION_DISCARD;
        a.flags = TSUMO_ACTION_TSUMOGIRI;
        a.tile = v.drawn;
        return a;
    }
    static const struct {
        const char *word;
        uint8_t type;
        uint8_t flags;
        uint8_t tiles; /* 1: one tile follows, 2: two tiles may follow */
    } verbs[] = {
        {"tenpai", TSUMO_ACTION_TENPAI, 0, 0},
        {"noten", TSUMO_ACTION_NOTEN, 0, 0},
        {"nagashi", TSUMO_ACTION_NAGASHI, 0, 0},
        {"ron", TSUMO_ACTION_RON, 0, 0},
        {"chi", TSUMO_ACTION_CHI, 0, 2},
        {"pon", TSUMO_ACTION_PON, 0, 2},
        {"kan", TSUMO_ACTION_OPEN_KAN, 0, 0},
        {"d", TSUMO_ACTION_DISCARD, 0, 1},
        {"D", TSUMO_ACTION_DISCARD, TSUMO_ACTION_TSUMOGIRI, 1},
        {"r", TSUMO_ACTION_RIICHI, 0, 1},
        {"R", TSUMO_ACTION_RIICHI, TSUMO_ACTION_TSUMOGIRI, 1},
        {"o", TSUMO_ACTION_RIICHI, TSUMO_ACTION_OPEN, 1},
        {"O", TSUMO_ACTION_RIICHI, TSUMO_ACTION_TSUMOGIRI | TSUMO_ACTION_OPEN, 1},
        {"t", TSUMO_ACTION_TSUMO, 0, 0},
        {"a", TSUMO_ACTION_CLOSED_KAN, 0, 1},
        {"k", TSUMO_ACTION_ADDED_KAN, 0, 1},
        {"9", TSUMO_ACTION_KYUUSHU, 0, 0},
        {"p", TSUMO_ACTION_PASS, 0, 0},
    };
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        if (!starts(p, verbs[i].word))
            continue;
        const char *rest = p + strlen(verbs[i].word);
        a.type = verbs[i].type;
        a.flags = verbs[i].flags;
        if (verbs[i].tiles == 1) {
            a.tile = test_tile(rest);
        } else if (verbs[i].tiles == 2) {
            if (*rest) {
                tsumo_kind k[2];
                bool red[2];
                if (read_tiles(rest, k, red, 2) != 2)
                    fail_msg("two tiles expected in \"%s\"", token);
                for (int j = 0; j < 2; j++)
                    a.tiles[j] = (tsumo_tile)(k[j] * 4 + (red[j] ? 0 : 3));
            } else {
                /* pon with two plain tiles of the discard */
                fail_msg("\"%s\": name the two tiles", token);
            }
        } else if (*rest) {
            fail_msg("unexpected text in \"%s\"", token);
        }
        return a;
    }
    fail_msg("unknown token \"%s\"", token);
    return a;
}

static void apply_or_fail(tsumo_game *g, const tsumo_action *a, const char *token)
{
    tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
    int n = 0;
    tsumo_reason why;
    tsumo_status st = tsumo_game_apply(g, a, ev, TSUMO_GAME_MAX_EVENTS, &n, &why);
    if (st != TSUMO_OK)
        fail_msg("\"%s\" refused: %s (%s)", token, tsumo_reason_id(why), tsumo_status_name(st));
    for (int i = 0; i < n && log_count < MAX_LOG; i++)
        log_events[log_count++] = ev[i];
}

static void pass_all(tsumo_game *g)
{
    unsigned m = tsumo_game_to_act(g);
    tsumo_phase ph = tsumo_game_phase(g);
    if (ph != TSUMO_PHASE_CLAIM && ph != TSUMO_PHASE_CHANKAN)
        fail_msg("\".\" outside a claim window");
    for (int s = 0; s < 4; s++) {
        if (!(m & (1u << s)))
            continue;
        tsumo_action a = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)s};
        apply_or_fail(g, &a, ".");
    }
}

void test_play(tsumo_game *g, const char *script)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", script);
    for (char *tok = strtok(buf, " \n\t"); tok; tok = strtok(NULL, " \n\t")) {
        if (strcmp(tok, ".") == 0) {
            pass_all(g);
            continue;
        }
        tsumo_action a = test_action(g, tok);
        apply_or_fail(g, &a, tok);
    }
}

void test_refused(tsumo_game *g, const char *token, tsumo_reason reason)
{
    tsumo_game *before = NULL;
    assert_int_equal(tsumo_game_clone(&before, g), TSUMO_OK);
    tsumo_action a = test_action(g, token);
    tsumo_reason why = TSUMO_REASON_NONE;
    tsumo_status st = tsumo_game_apply(g, &a, NULL, 0, NULL, &why);
    if (st != TSUMO_EILLEGAL || why != reason)
        fail_msg("\"%s\": expected refusal %s, got %s (%s)", token, tsumo_reason_id(reason),
                 tsumo_reason_id(why), tsumo_status_name(st));
    tsumo_view v1, v2;
    for (int s = 0; s < 4; s++) {
        tsumo_game_view(before, s, &v1);
        tsumo_game_view(g, s, &v2);
        test_same_bytes(&v1, &v2, sizeof v1);
    }
    tsumo_game_free(before);
}

bool test_can(const tsumo_game *g, int seat, tsumo_action_type type)
{
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (a[i].type == type)
            return true;
    return false;
}

const tsumo_hand_result *test_result(const tsumo_game *g)
{
    const tsumo_hand_result *r = tsumo_game_result(g);
    assert_non_null(r);
    return r;
}

tsumo_view test_view(const tsumo_game *g, int seat)
{
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    return v;
}

bool test_has_yaku(const tsumo_hand_win *w, tsumo_yaku yaku)
{
    for (int i = 0; i < w->score.yaku_count; i++)
        if (w->score.yaku[i].yaku == yaku)
            return true;
    return false;
}

void test_play_until(tsumo_game *g, int live_left)
{
    for (int guard = 0; guard < 200; guard++) {
        tsumo_view v;
        tsumo_game_view(g, TSUMO_NO_SEAT, &v);
        if (v.live_left <= live_left && tsumo_game_phase(g) == TSUMO_PHASE_TURN)
            return;
        if (tsumo_game_phase(g) == TSUMO_PHASE_TURN)
            test_play(g, "*x");
        else
            test_play(g, ".");
    }
    fail_msg("never reached %d tiles left", live_left);
}

void test_play_out(tsumo_game *g)
{
    for (int guard = 0; guard < 1000; guard++) {
        tsumo_phase ph = tsumo_game_phase(g);
        if (ph == TSUMO_PHASE_HAND_OVER || ph == TSUMO_PHASE_GAME_OVER || ph == TSUMO_PHASE_DRAW)
            return;
        if (ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN) {
            pass_all(g);
            continue;
        }
        tsumo_view v;
        int seat = __builtin_ctz(tsumo_game_to_act(g));
        tsumo_game_view(g, seat, &v);
        tsumo_action a = {.type = TSUMO_ACTION_DISCARD, .seat = (uint8_t)seat};
        if (v.drawn != TSUMO_NO_TILE) {
            a.tile = v.drawn;
            a.flags = TSUMO_ACTION_TSUMOGIRI;
        } else {
            a.tile = v.hand_tiles[v.hand_count - 1];
        }
        apply_or_fail(g, &a, "play_out");
    }
    fail_msg("the hand did not end");
}

/* ---- random games ---- */

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= UINT64_C(1099511628211);
    }
    return h;
}

uint64_t test_hash_event(uint64_t h, const tsumo_event *e)
{
    uint8_t head[8] = {e->type, e->seat,  e->visible,    e->from,
                       e->code, e->flags, e->tile_count, e->tile};
    h = fnv(h, head, sizeof head);
    h = fnv(h, e->tiles, e->tile_count);
    for (int i = 0; i < 4; i++) {
        uint32_t v = (uint32_t)e->points[i];
        uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
        h = fnv(h, b, 4);
    }
    return h;
}

/* After discarding `a`, how far the seat's hand is from tenpai. */
static int shanten_after(const tsumo_view *v, const tsumo_action *a)
{
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < v->hand_count; i++)
        counts[tsumo_tile_kind(v->hand_tiles[i])]++;
    counts[tsumo_tile_kind(a->tile)]--;
    return tsumo_shanten_min(counts, v->seats[v->seat].meld_count);
}

int test_eager_choice(const tsumo_game *g, int seat, const tsumo_action *a, int n, tsumo_rng *rng)
{
    for (int i = 0; i < n; i++)
        if (a[i].type == TSUMO_ACTION_TSUMO || a[i].type == TSUMO_ACTION_RON ||
            a[i].type == TSUMO_ACTION_NAGASHI || a[i].type == TSUMO_ACTION_TENPAI)
            return i;
    for (int i = 0; i < n; i++) {
        bool bold = a[i].type == TSUMO_ACTION_RIICHI || a[i].type == TSUMO_ACTION_CLOSED_KAN ||
                    a[i].type == TSUMO_ACTION_ADDED_KAN || a[i].type == TSUMO_ACTION_OPEN_KAN ||
                    a[i].type == TSUMO_ACTION_PON || a[i].type == TSUMO_ACTION_CHI;
        if (bold && tsumo_rng_below(rng, 3) == 0)
            return i;
    }
    if (a[0].type != TSUMO_ACTION_DISCARD || tsumo_rng_below(rng, 4) == 0) {
        for (int i = 0; i < n; i++) /* pass rather than call at random */
            if (a[i].type == TSUMO_ACTION_PASS)
                return i;
        return (int)tsumo_rng_below(rng, (uint32_t)n);
    }
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    int best = -1, best_shanten = 99;
    for (int i = 0; i < n; i++) {
        if (a[i].type != TSUMO_ACTION_DISCARD)
            continue;
        int sh = shanten_after(&v, &a[i]);
        if (sh < best_shanten || (sh == best_shanten && tsumo_rng_below(rng, 2))) {
            best = i;
            best_shanten = sh;
        }
    }
    return best;
}

/* Any action at all, with tiles from the seat's hand. */
static tsumo_action wild_action(const tsumo_game *g, int seat, tsumo_rng *rng)
{
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    tsumo_action a = {.type = (uint8_t)(1 + tsumo_rng_below(rng, TSUMO_ACTION_TYPE_COUNT - 1)),
                      .seat = (uint8_t)seat,
                      .flags = (uint8_t)tsumo_rng_below(rng, 2)};
    int n = v.hand_count ? v.hand_count : 1;
    a.tile = v.hand_tiles[tsumo_rng_below(rng, (uint32_t)n)];
    a.tiles[0] = v.hand_tiles[tsumo_rng_below(rng, (uint32_t)n)];
    a.tiles[1] = v.hand_tiles[tsumo_rng_below(rng, (uint32_t)n)];
    return a;
}

static void play_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                      test_stats *stats, int mode)
{
    bool eager = mode >= 1, reckless = mode == 2;
    tsumo_game_setup setup = {.seed = seed, .names = {"A", "B", "C", "D"}, .draw_seats = true};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, rules, &setup), TSUMO_OK);
    tsumo_rng policy;
    tsumo_rng_seed(&policy, policy_seed);
    tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    uint64_t h = stats->hash ? stats->hash : UINT64_C(14695981039346656037);
    for (long step = 0; tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER; step++) {
        if (step > 200000)
            fail_msg("game %llu does not end", (unsigned long long)seed);
        unsigned m = tsumo_game_to_act(g);
        assert_true(m != 0);
        int seat = 0;
        while (!(m & (1u << seat)))
            seat++;
        int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
        assert_true(n > 0 && n <= TSUMO_GAME_MAX_LEGAL);
        tsumo_action a = legal[eager ? test_eager_choice(g, seat, legal, n, &policy)
                                     : (int)tsumo_rng_below(&policy, (uint32_t)n)];
        if (reckless && tsumo_rng_below(&policy, 150) == 0) {
            tsumo_action wild = wild_action(g, seat, &policy);
            tsumo_view before, after;
            tsumo_game_view(g, seat, &before);
            int count = 0;
            if (tsumo_game_apply(g, &wild, ev, TSUMO_GAME_MAX_EVENTS, &count, NULL) == TSUMO_OK) {
                assert_int_equal(tsumo_game_check(g), TSUMO_OK);
                for (int i = 0; i < count; i++) {
                    h = test_hash_event(h, &ev[i]);
                    if (ev[i].type == TSUMO_EVENT_HAND_END) {
                        stats->hands++;
                        stats->wins += ev[i].code == TSUMO_END_WIN;
                        stats->exhaustive += ev[i].code == TSUMO_END_EXHAUSTIVE;
                        stats->aborts += ev[i].code == TSUMO_END_ABORT;
                        stats->chombos += ev[i].code == TSUMO_END_CHOMBO;
                    }
                }
                stats->actions++;
                continue;
            }
            tsumo_game_view(g, seat, &after);
            test_same_bytes(&before, &after, sizeof before);
        }
        int count = 0;
        tsumo_reason why;
        tsumo_status st = tsumo_game_apply(g, &a, ev, TSUMO_GAME_MAX_EVENTS, &count, &why);
        if (st != TSUMO_OK)
            fail_msg("seed %llu step %ld: legal action %s refused: %s", (unsigned long long)seed,
                     step, tsumo_action_type_id(a.type), tsumo_reason_id(why));
        assert_int_equal(tsumo_game_check(g), TSUMO_OK);
        for (int i = 0; i < count; i++) {
            h = test_hash_event(h, &ev[i]);
            if (ev[i].type == TSUMO_EVENT_HAND_END) {
                stats->hands++;
                stats->wins += ev[i].code == TSUMO_END_WIN;
                stats->exhaustive += ev[i].code == TSUMO_END_EXHAUSTIVE;
                stats->aborts += ev[i].code == TSUMO_END_ABORT;
                stats->chombos += ev[i].code == TSUMO_END_CHOMBO;
            }
        }
        stats->actions++;
    }
    stats->hash = h;
    tsumo_game_free(g);
}

void test_random_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                      test_stats *stats)
{
    play_game(rules, seed, policy_seed, stats, 0);
}

void test_eager_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                     test_stats *stats)
{
    play_game(rules, seed, policy_seed, stats, 1);
}

void test_reckless_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                        test_stats *stats)
{
    play_game(rules, seed, policy_seed, stats, 2);
}

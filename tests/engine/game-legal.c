/*
 * The contract of legal() and apply(), checked on many positions:
 * - with penalties refused, an action is accepted exactly when legal() lists
 *   it (or an action with the same effect), and a refused action changes
 *   nothing;
 * - perft: the number of legal action sequences from fixed positions, which
 *   changes whenever call or kan legality does;
 * - a seat's view never holds a tile hidden from it.
 */
#include "game-support.h"
#include "game-state.h" /* to compare whole states and to know the hidden tiles */

#include <stdio.h>
#include <stdlib.h>

/* ---- action keys: actions with the same effect have the same key ---- */

static int face(const tsumo_game *g, tsumo_tile t)
{
    return tsumo_tile_kind(t) * 2 + tsumo_tile_is_red(t, g->rules.red_fives);
}

/* What a discard resolves to: a face, and whether it is the drawn tile. */
static int discard_key(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    bool drawn = s->drawn != TSUMO_NO_TILE && face(g, s->drawn) == face(g, a->tile);
    bool other = false;
    for (int i = 0; i < s->tile_count; i++)
        other |= s->tiles[i] != s->drawn && face(g, s->tiles[i]) == face(g, a->tile);
    bool from_drawn = (a->flags & TSUMO_ACTION_TSUMOGIRI) || (drawn && (!other || s->riichi));
    return face(g, a->tile) * 2 + from_drawn;
}

static long key(const tsumo_game *g, const tsumo_action *a)
{
    long k = a->type * 4 + a->seat;
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
        return k * 1000 + discard_key(g, a);
    case TSUMO_ACTION_RIICHI: /* open riichi (R-RII-13) is another action; a key is < 136 */
        return k * 1000 + discard_key(g, a) + ((a->flags & TSUMO_ACTION_OPEN) ? 500 : 0);
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        return k * 1000 + tsumo_tile_kind(a->tile);
    case TSUMO_ACTION_CHI:
    case TSUMO_ACTION_PON: {
        int f0 = face(g, a->tiles[0]), f1 = face(g, a->tiles[1]);
        return (k * 100 + (f0 < f1 ? f0 : f1)) * 100 + (f0 < f1 ? f1 : f0);
    }
    default:
        return k;
    }
}

/* Every action an engine could be asked for: each type with each face. */
static int candidates(const tsumo_game *g, int seat, tsumo_action *out)
{
    int n = 0;
    tsumo_tile faces[68];
    int nf = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        faces[nf++] = (tsumo_tile)(k * 4 + 3);
        if (tsumo_tile_is_red((tsumo_tile)(k * 4), g->rules.red_fives))
            faces[nf++] = (tsumo_tile)(k * 4);
    }
    for (int type = 1; type < TSUMO_ACTION_TYPE_COUNT; type++) {
        tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)seat};
        switch (type) {
        case TSUMO_ACTION_DISCARD:
        case TSUMO_ACTION_RIICHI:
            for (int f = 0; f < nf; f++)
                for (int flags = 0; flags < (type == TSUMO_ACTION_RIICHI ? 4 : 2); flags++) {
                    a.tile = faces[f];
                    a.flags = (uint8_t)flags;
                    out[n++] = a;
                }
            break;
        case TSUMO_ACTION_CLOSED_KAN:
        case TSUMO_ACTION_ADDED_KAN:
            for (int f = 0; f < nf; f++) {
                a.tile = faces[f];
                out[n++] = a;
            }
            break;
        case TSUMO_ACTION_CHI:
        case TSUMO_ACTION_PON:
            for (int f0 = 0; f0 < nf; f0++)
                for (int f1 = f0; f1 < nf; f1++) {
                    a.tiles[0] = faces[f0];
                    a.tiles[1] = faces[f1];
                    out[n++] = a;
                }
            break;
        default:
            out[n++] = a;
        }
    }
    return n;
}

static long open_listed; /* open riichi actions listed in the positions checked */

static void check_position(const tsumo_game *g, tsumo_game *scratch, long *checked)
{
    static tsumo_action cand[8000];
    for (int seat = 0; seat < 4; seat++) {
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int nl = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
        assert_true(nl <= TSUMO_GAME_MAX_LEGAL);
        long keys[TSUMO_GAME_MAX_LEGAL];
        for (int i = 0; i < nl; i++) {
            open_listed +=
                legal[i].type == TSUMO_ACTION_RIICHI && (legal[i].flags & TSUMO_ACTION_OPEN);
            keys[i] = key(g, &legal[i]);
            for (int j = 0; j < i; j++)
                assert_true(keys[i] != keys[j]); /* each listed once */
            tsumo_game_copy(scratch, g);
            if (tsumo_game_apply(scratch, &legal[i], NULL, 0, NULL, NULL) != TSUMO_OK)
                fail_msg("listed action %s refused", tsumo_action_type_id(legal[i].type));
        }
        int nc = candidates(g, seat, cand);
        for (int c = 0; c < nc; c++) {
            long k = key(g, &cand[c]);
            bool listed = false;
            for (int i = 0; i < nl; i++)
                listed |= keys[i] == k;
            tsumo_game_copy(scratch, g);
            tsumo_reason why;
            tsumo_status st = tsumo_game_apply(scratch, &cand[c], NULL, 0, NULL, &why);
            if ((st == TSUMO_OK) != listed)
                fail_msg("seat %d %s (tile %d %d %d): accepted %d, listed %d (%s)", seat,
                         tsumo_action_type_id(cand[c].type), cand[c].tile, cand[c].tiles[0],
                         cand[c].tiles[1], st == TSUMO_OK, listed, tsumo_reason_id(why));
            if (st != TSUMO_OK)
                test_same_bytes(scratch, g, sizeof *g); /* refused: untouched */
            (*checked)++;
        }
    }
}

/* R-TURN-01 and every section: legal() lists exactly what apply() accepts. */
/* Whether one of the actions is an open riichi (R-RII-13). */
static bool lists_open_riichi(const tsumo_action *a, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].type == TSUMO_ACTION_RIICHI && (a[i].flags & TSUMO_ACTION_OPEN))
            return true;
    return false;
}

/*
 * Checks every 11th position of the games from seed `first` on; `eager`: the players head for
 * tenpai (test_eager_choice) and every position where a seat may declare
 * open riichi is checked too.
 */
static void legal_is_exactly_accepted(const tsumo_rules *rules, uint64_t first, uint64_t seeds,
                                      bool eager)
{
    tsumo_game *g = NULL, *scratch = NULL;
    long checked = 0, positions = 0;
    for (uint64_t seed = first; seed < first + seeds; seed++) {
        tsumo_game_setup setup = {.seed = seed};
        assert_int_equal(tsumo_game_new(&g, rules, &setup), TSUMO_OK);
        assert_int_equal(tsumo_game_clone(&scratch, g), TSUMO_OK);
        tsumo_rng policy;
        tsumo_rng_seed(&policy, seed * 7);
        for (int step = 0; step < 1500 && tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER; step++) {
            int seat = __builtin_ctz(tsumo_game_to_act(g));
            tsumo_action a[TSUMO_GAME_MAX_LEGAL];
            int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
            if (step % 11 == 0 || (eager && lists_open_riichi(a, n))) {
                check_position(g, scratch, &checked);
                positions++;
            }
            /* prefer calls and declarations, so that odd positions come up */
            int pick = (int)tsumo_rng_below(&policy, (uint32_t)n);
            for (int i = 0; i < n && !eager; i++)
                if (a[i].type != TSUMO_ACTION_DISCARD && a[i].type != TSUMO_ACTION_PASS &&
                    tsumo_rng_below(&policy, 2))
                    pick = i;
            if (eager)
                pick = test_eager_choice(g, seat, a, n, &policy);
            assert_int_equal(tsumo_game_apply(g, &a[pick], NULL, 0, NULL, NULL), TSUMO_OK);
        }
        tsumo_game_free(g);
        tsumo_game_free(scratch);
    }
    print_message("%s: %ld positions, %ld candidate actions checked\n", rules->name, positions,
                  checked);
}

/* The default rules, random players: one test a seed (tests/CMakeLists.txt runs them in shards). */
static void test_legal_is_exactly_accepted(void **state)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    legal_is_exactly_accepted(&rules, *(const uint64_t *)*state, 1, false);
}
/* R-RII-13, RU D6, CFG-OPENRII: the same with open riichi in the ruleset. */
/* One test a seed; seeds 2 and 3 come to a position where open riichi is listed (seed 1 does
   not: one test of the three would not show that the eager players ever reach one). */
typedef struct open_riichi_game {
    uint64_t seed;
    bool lists_open;
} open_riichi_game;

static void test_legal_is_exactly_accepted_open_riichi(void **state)
{
    const open_riichi_game *game = *state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_riichi = true;
    snprintf(rules.name, sizeof rules.name, "open riichi");
    open_listed = 0;
    legal_is_exactly_accepted(&rules, game->seed, 1, true);
    print_message("%ld open riichi listed\n", open_listed);
    if (game->lists_open)
        assert_true(open_listed > 0);
}

/* The shipped rulesets besides ema2008 (test_legal_is_exactly_accepted), one test each. */
static const char *const other_rulesets[] = {"club-furiten", "jpml-a", "jpml-b", "tenhou"};

/* The same under another shipped ruleset, with random players and with eager ones: one test
   each. */
typedef struct other_game {
    const char *ruleset;
    bool eager;
} other_game;

static void test_legal_is_exactly_accepted_other_ruleset(void **state)
{
    const other_game *game = *state;
    tsumo_rules rules;
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&rules, game->ruleset, &diag), TSUMO_OK);
    legal_is_exactly_accepted(&rules, 1, 1, game->eager);
}

/* Every shipped ruleset is checked: ema2008 by default, the others one test each. */
static void test_every_ruleset_is_checked(void **state)
{
    (void)state;
    size_t listed = sizeof other_rulesets / sizeof other_rulesets[0], found = 0;
    for (int i = 0; tsumo_rules_builtin_name(i); i++) {
        const char *name = tsumo_rules_builtin_name(i);
        bool known = strcmp(name, "ema2008") == 0;
        for (size_t k = 0; k < listed; k++)
            if (strcmp(name, other_rulesets[k]) == 0)
                known = true, found++;
        if (!known)
            fail_msg("ruleset %s is shipped but not in other_rulesets", name);
    }
    assert_int_equal(found, listed);
}

/* ---- perft ---- */

static tsumo_game *stack[16];

static long perft(const tsumo_game *g, int depth)
{
    unsigned m = tsumo_game_to_act(g);
    if (depth == 0 || m == 0)
        return 1;
    int seat = __builtin_ctz(m);
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
    if (depth == 1)
        return n;
    long total = 0;
    for (int i = 0; i < n; i++) {
        tsumo_game_copy(stack[depth], g);
        assert_int_equal(tsumo_game_apply(stack[depth], &a[i], NULL, 0, NULL, NULL), TSUMO_OK);
        total += perft(stack[depth], depth - 1);
    }
    return total;
}

static void perft_from(const test_deal *d, const char *script, const long *expect, int depths)
{
    tsumo_game *g = test_game(d);
    test_play(g, script);
    for (int i = 0; i < 16; i++)
        assert_int_equal(tsumo_game_clone(&stack[i], g), TSUMO_OK);
    for (int depth = 1; depth <= depths; depth++) {
        long n = perft(g, depth);
        print_message("perft(%d) = %ld\n", depth, n);
        if (expect[depth - 1] >= 0)
            assert_int_equal(n, expect[depth - 1]);
    }
    for (int i = 0; i < 16; i++)
        tsumo_game_free(stack[i]);
    tsumo_game_free(g);
}

/* Three closed kans, tenpai two ways: 5 discards, 2 riichi, 3 kans at the root. */
static void test_perft_kans(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"1111m2222m3333m5p7z", "123p456p789p147s6z", "47m58m69m258s1234z",
                  "36s23p56z456789m1p"},
        .draws = "2s2s2s9s",
        .rinshan = "9s9s9s5p",
    };
    static const long expect[] = {10, 16, 16, 16, 185, 196, 196};
    perft_from(&d, "", expect, 7);
}

/* Calls: after the dealer's 5m every seat may claim something. */
static void test_perft_calls(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"5m1111z2222z333z99p", "34467m6z7z5z44s6s7s8s", "055m6z7z5z44p6p7p8p9p1s",
                  "34m6m7m8m9s9s9s1s2s3s4z4z"},
        .draws = "8m8p8s",
    };
    static const long expect[] = {4, 16, 32, 177, 365, 369};
    perft_from(&d, "0d5m", expect, 6);
}

/* ---- views ---- */

/* No view holds a physical tile another seat hides, nor a wall tile not turned. */
static void assert_view_sealed(const tsumo_game *g, int seat)
{
    bool hidden[TSUMO_TILES] = {false};
    for (int o = 0; o < 4; o++) {
        if (o == seat)
            continue;
        const g_seat *s = &g->seats[o];
        for (int i = 0; i < s->tile_count; i++)
            hidden[s->tiles[i]] = true;
        for (int i = 0; i < s->shown_count; i++)
            hidden[s->shown[i]] = false;
    }
    if (g->phase != TSUMO_PHASE_START)
        for (int p = g->next_draw; p < TSUMO_TILES; p++)
            hidden[g->wall.tiles[p]] = true;
    for (int k = 0; k < g->rinshan_taken; k++) /* replacement tiles drawn are in hands */
        hidden[g->wall.tiles[tsumo_wall_rinshan_position(k)]] = false;
    for (int o = 0; o < 4; o++)
        for (int i = 0; i < g->seats[o].tile_count && o != seat; i++)
            hidden[g->seats[o].tiles[i]] = true;
    for (int o = 0; o < 4; o++)
        for (int i = 0; i < g->seats[o].shown_count; i++)
            hidden[g->seats[o].shown[i]] = false;
    for (int o = 0; o < 4; o++) { /* an open riichi hand is public but the tile just drawn */
        const g_seat *s = &g->seats[o];
        for (int i = 0; i < s->tile_count && s->open_riichi; i++)
            if (s->tiles[i] != s->drawn)
                hidden[s->tiles[i]] = false;
    }
    for (int i = 0; i < g->indicators; i++)
        hidden[g->wall.tiles[tsumo_wall_indicator_position(i)]] = false;
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    for (int i = 0; i < v.hand_count; i++)
        assert_false(hidden[v.hand_tiles[i]]);
    if (v.drawn != TSUMO_NO_TILE)
        assert_false(hidden[v.drawn]);
    for (int i = 0; i < v.indicator_count; i++)
        assert_false(hidden[v.indicators[i]]);
    for (int o = 0; o < 4; o++) {
        const tsumo_view_seat *vs = &v.seats[o];
        for (int i = 0; i < vs->shown_count; i++)
            assert_false(hidden[vs->shown[i]]);
        for (int i = 0; i < vs->discard_count; i++)
            assert_false(hidden[vs->discards[i].tile]);
        for (int m = 0; m < vs->meld_count; m++)
            for (int i = 0; i < vs->melds[m].count; i++)
                assert_false(hidden[vs->melds[m].tiles[i]]);
    }
    if (seat == TSUMO_NO_SEAT)
        assert_int_equal(v.hand_count, 0);
}

/* The tiles still in the wall, live or dead, but the indicators turned. */
static void wall_tiles(const tsumo_game *g, bool in_wall[TSUMO_TILES])
{
    memset(in_wall, 0, TSUMO_TILES * sizeof *in_wall);
    if (g->phase == TSUMO_PHASE_START)
        return;
    for (int p = g->next_draw; p < TSUMO_TILES; p++)
        in_wall[g->wall.tiles[p]] = true;
    for (int k = 0; k < g->rinshan_taken; k++)
        in_wall[g->wall.tiles[tsumo_wall_rinshan_position(k)]] = false;
    for (int i = 0; i < g->indicators; i++)
        in_wall[g->wall.tiles[tsumo_wall_indicator_position(i)]] = false;
}

/* R-DEAD-03: no event names a tile still in the wall (the dice and the seating are no tiles). */
static void assert_events_keep_the_wall(const tsumo_game *g, const tsumo_event *ev, int n)
{
    bool in_wall[TSUMO_TILES];
    wall_tiles(g, in_wall);
    for (int i = 0; i < n; i++) {
        const tsumo_event *e = &ev[i];
        if (e->type == TSUMO_EVENT_HAND_START || e->type == TSUMO_EVENT_SEATING)
            continue;
        assert_true(e->tile == TSUMO_NO_TILE || !in_wall[e->tile]);
        for (int t = 0; t < e->tile_count; t++)
            assert_false(in_wall[e->tiles[t]]);
    }
}

/* One game; `eager`: players that head for tenpai. Returns how many open riichi were declared. */
static int views_do_not_leak(const tsumo_rules *rules, bool eager, uint64_t seed)
{
    bool open = rules->open_riichi;
    int opened = 0;
    {
        tsumo_game_setup setup = {.seed = seed};
        tsumo_game *g = NULL;
        assert_int_equal(tsumo_game_new(&g, rules, &setup), TSUMO_OK);
        tsumo_rng policy;
        tsumo_rng_seed(&policy, seed);
        tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
        while (tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER) {
            for (int s = 0; s < 4; s++)
                assert_view_sealed(g, s);
            assert_view_sealed(g, TSUMO_NO_SEAT);
            int seat = __builtin_ctz(tsumo_game_to_act(g));
            tsumo_action a[TSUMO_GAME_MAX_LEGAL];
            int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
            /* with open riichi, a player who gets to tenpai, so that open hands come */
            int count = 0, pick = eager ? test_eager_choice(g, seat, a, n, &policy)
                                        : (int)tsumo_rng_below(&policy, (uint32_t)n);
            assert_int_equal(tsumo_game_apply(g, &a[pick], ev, TSUMO_GAME_MAX_EVENTS, &count, NULL),
                             TSUMO_OK);
            assert_events_keep_the_wall(g, ev, count);
            for (int i = 0; i < count; i++) {
                const tsumo_event *e = &ev[i];
                assert_true(e->visible != 0 && e->visible <= TSUMO_SEATS_ALL);
                if (e->type == TSUMO_EVENT_DEAL || e->type == TSUMO_EVENT_FURITEN)
                    assert_int_equal(e->visible, 1u << e->seat);
                if ((e->type == TSUMO_EVENT_DRAW || e->type == TSUMO_EVENT_ANSWER) &&
                    e->visible != (1u << e->seat))
                    assert_true(e->tile == TSUMO_NO_TILE && e->code <= 1);
                if (e->type == TSUMO_EVENT_RIICHI) /* only an open riichi shows its tiles */
                    assert_true(e->tile_count == 0 || (open && e->flags == TSUMO_ACTION_OPEN));
                opened += e->type == TSUMO_EVENT_RIICHI && e->flags == TSUMO_ACTION_OPEN;
            }
        }
        tsumo_game_free(g);
    }
    return opened;
}

/*
 * The views and the events keep hidden tiles hidden (ISSUE 3: views), under every shipped
 * ruleset, with random and eager players; no wall or dead-wall tile but a turned indicator
 * ever shows (R-DEAD-03: no tile is exposed by accident, so none is put back). With open
 * riichi in the rules (R-RII-13, RU D6) its hand is public, and nothing else is: not its drawn
 * tile, not another seat's hand.
 */
static void test_views_do_not_leak(void **state)
{
    (void)state;
    for (int i = 0; tsumo_rules_builtin_name(i); i++) {
        tsumo_rules rules;
        tsumo_diag diag;
        assert_int_equal(tsumo_rules_load_builtin(&rules, tsumo_rules_builtin_name(i), &diag),
                         TSUMO_OK);
        for (uint64_t seed = 1; seed <= 4; seed++)
            assert_int_equal(views_do_not_leak(&rules, seed & 1, seed), 0);
    }
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_riichi = true;
    int opened = 0;
    for (uint64_t seed = 1; seed <= 10; seed++)
        opened += views_do_not_leak(&rules, true, seed);
    print_message("%d open riichi declared\n", opened);
    assert_true(opened >= 5);
}

/* ---- determinism ---- */

/* The same seed and actions give the same game (ISSUE 3: determinism). */
static void test_same_seed_same_game(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    test_stats a = {0}, b = {0}, c = {0};
    test_random_game(&rules, 42, 1, &a);
    test_random_game(&rules, 42, 1, &b);
    test_random_game(&rules, 43, 1, &c);
    assert_true(a.hash == b.hash);
    assert_true(a.hash != c.hash);
}

int main(void)
{
    static const uint64_t seeds[] = {1, 2, 3, 4};
    static const open_riichi_game open[] = {{1, false}, {2, true}, {3, true}};
    static const other_game other[] = {
        {"club-furiten", false}, {"club-furiten", true}, {"jpml-a", false}, {"jpml-a", true},
        {"jpml-b", false},       {"jpml-b", true},       {"tenhou", false}, {"tenhou", true},
    };
    const struct CMUnitTest tests[] = {
        /* the 15 long ones first: tests/CMakeLists.txt runs this program in 15 shards, each
           with one of them (and the short ones after them spread over the first shards) */
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted, (void *)&seeds[0]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted, (void *)&seeds[1]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted, (void *)&seeds[2]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted, (void *)&seeds[3]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_open_riichi, (void *)&open[0]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_open_riichi, (void *)&open[1]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_open_riichi, (void *)&open[2]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[0]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[1]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[2]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[3]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[4]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[5]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[6]),
        cmocka_unit_test_prestate(test_legal_is_exactly_accepted_other_ruleset, (void *)&other[7]),
        cmocka_unit_test(test_every_ruleset_is_checked),
        cmocka_unit_test(test_perft_kans),
        cmocka_unit_test(test_perft_calls),
        cmocka_unit_test(test_views_do_not_leak),
        cmocka_unit_test(test_same_seed_same_game),
    };
    return test_run_group(tests);
}

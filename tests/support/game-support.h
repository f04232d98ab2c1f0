/*
 * Helpers for the game tests: a stacked wall written as hands in notation,
 * and a short script of actions, so that a rule test reads like the rule.
 *
 * A script is a list of tokens separated by blanks; each applies one action
 * and fails the test if the engine refuses it:
 *   0d5m   seat 0 discards a 5m (0d0m: the red one)    0D5m  the same, tsumogiri
 *   0r5m   riichi, discarding 5m                        0R5m  riichi, tsumogiri (0Rx: any)
 *   0o5m   open riichi, discarding 5m                   0O5m  open riichi, tsumogiri
 *   0t     tsumo          0a5m  closed kan of 5m        0k5m  added kan with a 5m
 *   09     nine terminals abort
 *   1p     pass           1ron  ron                     1pon55p  pon with two 5p (1pon05p: 0p 5p)
 *   1chi46m  chi with 4m 6m                            1kan  open kan
 *   0x     seat 0 discards the tile it drew             *x    whoever's turn it is does
 *   .      every seat that still has to answer passes
 *   0tenpai 0noten 0nagashi    next (deal the next hand)
 */
#ifndef TSUMO_TEST_GAME_SUPPORT_H
#define TSUMO_TEST_GAME_SUPPORT_H

#include "support.h"

typedef struct test_deal {
    int dealer;             /* 0-3: the hand is East `dealer`+1 of `round` */
    int round;              /* 0 East, 1 South */
    int honba, sticks;      /* counters and sticks on the table */
    int32_t scores[4];      /* 0 = the ruleset's start points */
    const char *hands[4];   /* by seat: 13 tiles, the dealer 14 (his 14th written last);
                               NULL = filler tiles; "?" anywhere = one filler tile */
    const char *draws;      /* the live draws in order */
    const char *last_draws; /* the last live draws, ending with the last tile (haitei) */
    const char *dora;       /* the indicators: the dora, then kan dora */
    const char *ura;        /* under them */
    const char *rinshan;    /* replacement tiles in order */
    int red_fives;          /* as in the ruleset: 3 when 0 is given and reds are written */
} test_deal;

/* The physical tile for one tile in notation ("5m" a plain five, "0m" the red one). */
tsumo_tile test_tile(const char *notation);

/* Whether a physical tile has the face written ("5m" plain, "0m" red). */
bool test_is(tsumo_tile t, const char *notation);

/* Builds the wall (tsumo_wall_build); the tiles no field names fill the rest in a seeded order. */
void test_wall(tsumo_wall *out, const test_deal *deal);

/* A game on that wall with the default rules, dealt: the dealer's turn. */
tsumo_game *test_game(const test_deal *deal);
tsumo_game *test_game_rules(const tsumo_rules *rules, const test_deal *deal);

/* Applies each token of the script (see above); fails the test on a refusal. */
void test_play(tsumo_game *g, const char *script);

/* The action of one token. */
tsumo_action test_action(const tsumo_game *g, const char *token);

/* Asserts that the engine refuses the token's action with `reason`, changing nothing. */
void test_refused(tsumo_game *g, const char *token, tsumo_reason reason);

/* Whether `seat` now has an action of that type among its legal ones. */
bool test_can(const tsumo_game *g, int seat, tsumo_action_type type);

/* The ended hand's result, asserted to exist. */
const tsumo_hand_result *test_result(const tsumo_game *g);

/* What `seat` sees now. */
tsumo_view test_view(const tsumo_game *g, int seat);

/* Whether the win was scored with that yaku. */
bool test_has_yaku(const tsumo_hand_win *w, tsumo_yaku yaku);

/* Events of every test_play since the last test_events_clear(). */
void test_events_clear(void);
int test_events_count(tsumo_event_type type);
const tsumo_event *test_events_find(tsumo_event_type type, int nth);

/* Tsumogiri and passes until the live wall holds `live_left` tiles on a turn. */
void test_play_until(tsumo_game *g, int live_left);

/* Plays the rest of the hand with every seat passing and discarding what it drew. */
void test_play_out(tsumo_game *g);

/* What a randomly played game did (test_random_game). */
typedef struct test_stats {
    long actions, hands, wins, exhaustive, aborts, chombos;
    uint64_t hash; /* FNV-1a over every event of the game */
} test_stats;

/*
 * Plays a whole game from `seed`, every seat choosing uniformly among its
 * legal actions with a generator seeded by `policy_seed`; checks the
 * invariants after every action. Adds to *stats.
 */
void test_random_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                      test_stats *stats);

/*
 * The same with an eager player: it always wins when it may, often declares
 * riichi, kans and calls, and mostly discards a tile that brings the hand
 * closer to tenpai; so that wins, kans and multiple rons happen often.
 */
void test_eager_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                     test_stats *stats);

/* The eager player's choice among the `n` legal actions `a` of `seat`. */
int test_eager_choice(const tsumo_game *g, int seat, const tsumo_action *a, int n, tsumo_rng *rng);

/*
 * The eager player who now and then declares anything at all (a random type
 * with random tiles of its hand), so that penalize mode's chombos and dead
 * hands happen; a refused action must leave the state as it was.
 */
void test_reckless_game(const tsumo_rules *rules, uint64_t seed, uint64_t policy_seed,
                        test_stats *stats);

/* FNV-1a of an event's fields. */
uint64_t test_hash_event(uint64_t h, const tsumo_event *e);
#endif

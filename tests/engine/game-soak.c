/*
 * Soak: hundreds of seeded games under every shipped ruleset, played by a
 * random player and by an eager one (it wins, calls and declares whenever it
 * may), under the invariant checks after every action (136 tiles in one
 * place each, no draw past the live wall, dead wall 14, at most four kans,
 * points plus sticks constant: R-WALL-07, R-KAN-10, R-DEAL-02, R-GAME-09).
 * Every legal action must be accepted, and every game must end.
 */
#include "game-support.h"

#include <stdlib.h>

/*
 * One game in TSUMO_SOAK_EVERY (1 to 10; the sanitizer build 2, tests/CMakeLists.txt): the
 * sanitizers look for memory errors and undefined behaviour, which every part's first games
 * already reach, at some 20 times a game's cost; the other builds play every game.
 */
static int soak_every(void)
{
    const char *env = getenv("TSUMO_SOAK_EVERY");
    long n = env ? strtol(env, NULL, 10) : 1;
    return n >= 1 && n <= 10 ? (int)n : 1;
}

/* Games `from` to `from + games - 1` of a soak whose game i is dealt from `first_seed + i`. */
static void soak(const char *name, bool penalize, int from, int games, uint64_t first_seed)
{
    tsumo_rules rules;
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&rules, name, &diag), TSUMO_OK);
    if (penalize)
        rules.penalties = TSUMO_PENALTIES_PENALIZE;
    test_stats random = {0}, eager = {0};
    int every = soak_every(), played = 0;
    for (int i = from; i < from + games; i += every, played++) {
        test_random_game(&rules, first_seed + (uint64_t)i, 1000 + (uint64_t)i, &random);
        if (penalize)
            test_reckless_game(&rules, first_seed + (uint64_t)i, 2000 + (uint64_t)i, &eager);
        else
            test_eager_game(&rules, first_seed + (uint64_t)i, 2000 + (uint64_t)i, &eager);
    }
    const test_stats *st[2] = {&random, &eager};
    for (int p = 0; p < 2; p++)
        print_message("%-13s %-6s %3d games %5ld hands: %4ld won %4ld drawn %3ld aborted %3ld "
                      "chombo\n",
                      name, p ? (penalize ? "wild" : "eager") : "random", played, st[p]->hands,
                      st[p]->wins, st[p]->exhaustive, st[p]->aborts, st[p]->chombos);
    assert_true(random.hands >= 8L * played && eager.hands >= 8L * played);
    if (penalize)
        assert_true(eager.chombos > 0 && eager.wins > 0);
    else
        assert_true(eager.wins > eager.hands / 8); /* the eager player does reach the ends */
}

/*
 * One test a part of a soak, so that tests/CMakeLists.txt can run them in shards: each part
 * plays its own games of the soak (the same seeds as one long run) and checks them alike.
 */
typedef struct soak_part {
    const char *ruleset;
    bool penalize;
    int from, games;
    uint64_t first_seed;
} soak_part;

static void test_soak(void **state)
{
    const soak_part *part = *state;
    soak(part->ruleset, part->penalize, part->from, part->games, part->first_seed);
}

/* ema2008 200 games; penalized 60 from seed 5000; jpml-a penalizes a mistaken call with chombo
   (R-CHMB-05, invalid_call = chombo), 30 from 7000; the other rulesets 60 each. */
static const soak_part parts[] = {
    {"ema2008", false, 0, 50, 1},   {"ema2008", false, 50, 50, 1},
    {"ema2008", false, 100, 50, 1}, {"ema2008", false, 150, 50, 1},
    {"ema2008", true, 0, 30, 5000}, {"ema2008", true, 30, 30, 5000},
    {"jpml-a", true, 0, 30, 7000},  {"jpml-a", false, 0, 60, 1000},
    {"jpml-b", false, 0, 60, 2000}, {"club-furiten", false, 0, 60, 3000},
    {"tenhou", false, 0, 60, 4000},
};

int main(void)
{
    struct CMUnitTest tests[sizeof parts / sizeof parts[0]];
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        tests[i] = (struct CMUnitTest)cmocka_unit_test_prestate(test_soak, (void *)&parts[i]);
    return test_run_group(tests);
}

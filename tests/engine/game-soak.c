/*
 * Soak: a few hundred seeded games played with random legal actions under
 * the invariant checks (136 tiles in one place each, dead wall 14, at most
 * four kans, points plus sticks constant: R-WALL-07, R-KAN-10, R-GAME-09).
 * Every legal action must be accepted, and every game must end.
 */
#include "game-support.h"

#include <stdio.h>

static void soak(const tsumo_rules *rules, int games, uint64_t first_seed)
{
    test_stats st = {0};
    for (int i = 0; i < games; i++)
        test_random_game(rules, first_seed + (uint64_t)i, 1000 + (uint64_t)i, &st);
    print_message("%d games, %ld hands, %ld actions: %ld won, %ld drawn, %ld aborted, %ld chombo\n",
                  games, st.hands, st.actions, st.wins, st.exhaustive, st.aborts, st.chombos);
    assert_true(st.hands >= 8L * games);
}

static void test_soak_ema(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    soak(&rules, 200, 1);
}

static void test_soak_ema_penalize(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.penalties = TSUMO_PENALTIES_PENALIZE;
    soak(&rules, 50, 5000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_soak_ema),
        cmocka_unit_test(test_soak_ema_penalize),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

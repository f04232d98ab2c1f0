/*
 * Soak: hundreds of seeded games under every shipped ruleset, played by a
 * random player and by an eager one (it wins, calls and declares whenever it
 * may), under the invariant checks after every action (136 tiles in one
 * place each, no draw past the live wall, dead wall 14, at most four kans,
 * points plus sticks constant: R-WALL-07, R-KAN-10, R-DEAL-02, R-GAME-09).
 * Every legal action must be accepted, and every game must end.
 */
#include "game-support.h"

static void soak(const char *name, bool penalize, int games, uint64_t first_seed)
{
    tsumo_rules rules;
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&rules, name, &diag), TSUMO_OK);
    if (penalize)
        rules.penalties = TSUMO_PENALTIES_PENALIZE;
    test_stats random = {0}, eager = {0};
    for (int i = 0; i < games; i++) {
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
                      name, p ? (penalize ? "wild" : "eager") : "random", games, st[p]->hands,
                      st[p]->wins, st[p]->exhaustive, st[p]->aborts, st[p]->chombos);
    assert_true(random.hands >= 8L * games && eager.hands >= 8L * games);
    if (penalize)
        assert_true(eager.chombos > 0 && eager.wins > 0);
    else
        assert_true(eager.wins > eager.hands / 8); /* the eager player does reach the ends */
}

static void test_soak_ema(void **state)
{
    (void)state;
    soak("ema2008", false, 200, 1);
}

static void test_soak_ema_penalize(void **state)
{
    (void)state;
    soak("ema2008", true, 60, 5000);
}

/* jpml-a penalizes a mistaken call with chombo (R-CHMB-05, invalid_call = chombo). */
static void test_soak_jpml_penalize(void **state)
{
    (void)state;
    soak("jpml-a", true, 30, 7000);
}

static void test_soak_other_rulesets(void **state)
{
    (void)state;
    static const char *const names[] = {"jpml-a", "jpml-b", "club-furiten", "tenhou"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        soak(names[i], false, 60, 1000 * (i + 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_soak_ema),
        cmocka_unit_test(test_soak_ema_penalize),
        cmocka_unit_test(test_soak_jpml_penalize),
        cmocka_unit_test(test_soak_other_rulesets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

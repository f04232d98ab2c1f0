/*
 * Rounds and the end of the game (CHECKLIST section 21 and R-STCK-04; EMA
 * 3.4.12, 3.5, 3.6). Games start near their end from a given position; a
 * hand is ended by an exhaustive draw where nobody shows a hand, unless the
 * test says otherwise.
 */
#include "game-support.h"

#include <string.h>

#define TENPAI_HAND "123m456m789m11p23p" /* waits 1p 4p */

static void all_noten(tsumo_game *g)
{
    test_play_out(g);
    test_play(g, "*noten *noten *noten *noten");
}

static const tsumo_game_final *finish(tsumo_game *g)
{
    assert_true(tsumo_game_result(g)->game_over);
    test_play(g, "next");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_GAME_OVER);
    assert_int_equal(tsumo_game_to_act(g), 0);
    const tsumo_game_final *f = tsumo_game_final_result(g);
    assert_non_null(f);
    return f;
}

/* R-GAME-05 (AMB-44): 30000 each at the start. */
static void test_start_points(void **state)
{
    (void)state;
    test_deal d = {0};
    tsumo_game *g = test_game(&d);
    for (int s = 0; s < 4; s++)
        assert_int_equal(test_view(g, 0).seats[s].score, 30000);
    tsumo_game_free(g);
}

/* CFG-START, CFG-UMA, CFG-OKA (RU:D7-D9, AMB-44, AMB-46): Tenhou's 25000 start, uma
   +20/+10/-10/-20 and an oka of 20000 to the first place, so that the totals are counted
   from 30000 each. */
static void test_start_uma_and_oka(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.start_points = 25000;
    static const int32_t uma[4] = {20000, 10000, -10000, -20000};
    memcpy(rules.uma, uma, sizeof uma);
    rules.oka = 20000;
    tsumo_game_setup setup = {.seed = 1};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    for (int s = 0; s < 4; s++)
        assert_int_equal(test_view(g, 0).seats[s].score, 25000);
    tsumo_game_free(g);

    test_deal d = {.round = 1, .dealer = 3, .scores = {20000, 45000, 10000, 25000}};
    g = test_game_rules(&rules, &d);
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    static const int32_t want_uma[4] = {-10000, 20000, -20000, 10000};
    static const int32_t want_oka[4] = {0, 20000, 0, 0};
    int32_t sum = 0;
    for (int s = 0; s < 4; s++) {
        assert_int_equal(f->uma[s], want_uma[s]);
        assert_int_equal(f->oka[s], want_oka[s]);
        assert_int_equal(f->total[s], d.scores[s] + want_uma[s] + want_oka[s]);
        sum += f->total[s];
    }
    assert_int_equal(sum, 4 * 30000);
    tsumo_game_free(g);
}

/* R-GAME-02, R-SEAT-04 (EMA 3.5, 2.2): after East 4 comes South 1, the first dealer again. */
static void test_east_to_south(void **state)
{
    (void)state;
    test_deal d = {.dealer = 3};
    tsumo_game *g = test_game(&d);
    all_noten(g);
    assert_false(tsumo_game_result(g)->game_over);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.round, 1);
    assert_int_equal(v.hand, 0);
    assert_int_equal(v.dealer, 0);
    tsumo_game_free(g);
}

/* R-GAME-02 (EMA 3.5): the game ends when South 4's dealer loses the deal. */
static void test_game_ends_after_south_4(void **state)
{
    (void)state;
    test_deal d = {.round = 1, .dealer = 3};
    tsumo_game *g = test_game(&d);
    all_noten(g);
    finish(g);
    tsumo_game_free(g);
}

/* R-GAME-03 (EMA 3.5): a dealer who keeps the deal in South 4 plays on, even leading... */
static void test_no_agariyame(void **state)
{
    (void)state;
    test_deal d = {.round = 1,
                   .dealer = 3,
                   .hands = {NULL, NULL, NULL, TENPAI_HAND "7z"},
                   .scores = {20000, 20000, 20000, 60000}};
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "3tenpai 0noten 1noten 2noten");
    assert_true(tsumo_game_result(g)->dealer_keeps);
    assert_false(tsumo_game_result(g)->game_over);
    tsumo_game_free(g);
}

/* ...unless the ruleset has agari-yame, here on tenpai at a draw (CFG-AGARIYAME, AMB-42). */
static void test_agariyame(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.agariyame = true;
    rules.tenpaiyame = true;
    test_deal d = {.round = 1,
                   .dealer = 3,
                   .hands = {NULL, NULL, NULL, TENPAI_HAND "7z"},
                   .scores = {20000, 20000, 20000, 60000}};
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play_out(g);
    test_play(g, "3tenpai 0noten 1noten 2noten");
    finish(g);
    tsumo_game_free(g);

    d.scores[0] = 70000; /* not leading: no early end */
    g = test_game_rules(&rules, &d);
    test_play_out(g);
    test_play(g, "3tenpai 0noten 1noten 2noten");
    assert_false(tsumo_game_result(g)->game_over);
    tsumo_game_free(g);
}

/* R-GAME-04 (CFG-BUST, RU2.2): below zero ends the game where the ruleset says so. */
static void test_busting(void **state)
{
    (void)state;
    test_deal d = {.hands = {TENPAI_HAND "7z"}, .scores = {30000, 500, 30000, 30000}};
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0tenpai 1noten 2noten 3noten");
    assert_int_equal(test_view(g, 0).seats[1].score, -500);
    assert_false(tsumo_game_result(g)->game_over); /* EMA: play on */
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.bust = true;
    g = test_game_rules(&rules, &d);
    test_play_out(g);
    test_play(g, "0tenpai 1noten 2noten 3noten");
    finish(g);
    tsumo_game_free(g);

    d.scores[1] = 1000; /* exactly zero plays on */
    g = test_game_rules(&rules, &d);
    test_play_out(g);
    test_play(g, "0tenpai 1noten 2noten 3noten");
    assert_int_equal(test_view(g, 0).seats[1].score, 0);
    assert_false(tsumo_game_result(g)->game_over);
    tsumo_game_free(g);
}

/* R-GAME-06, R-GAME-07 (EMA 3.6, 3.6.1): places by points, tied players share. */
static void test_uma_with_ties(void **state)
{
    (void)state;
    static const struct {
        int32_t scores[4];
        uint8_t place[4];
        int32_t uma[4];
    } cases[] = {
        {{45000, 35000, 25000, 15000}, {1, 2, 3, 4}, {9000, 3000, -3000, -9000}},
        {{40000, 40000, 20000, 20000}, {1, 1, 3, 3}, {6000, 6000, -6000, -6000}},
        {{35000, 35000, 35000, 15000}, {1, 1, 1, 4}, {3000, 3000, 3000, -9000}},
        {{50000, 25000, 25000, 20000}, {1, 2, 2, 4}, {9000, 0, 0, -9000}},
        {{30000, 30000, 30000, 30000}, {1, 1, 1, 1}, {0, 0, 0, 0}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        test_deal d = {.round = 1, .dealer = 3};
        memcpy(d.scores, cases[c].scores, sizeof d.scores);
        tsumo_game *g = test_game(&d);
        all_noten(g);
        const tsumo_game_final *f = finish(g);
        for (int s = 0; s < 4; s++) {
            assert_int_equal(f->place[s], cases[c].place[s]);
            assert_int_equal(f->uma[s], cases[c].uma[s]);
            assert_int_equal(f->total[s], cases[c].scores[s] + cases[c].uma[s]);
        }
        tsumo_game_free(g);
    }
}

/*
 * R-STCK-04, R-GAME-07, AMB-39 (EMA 3.6, 3.6.1): sticks and uma that do not divide among tied
 * seats are shared in whole 100s, the 100s left over to the tied seats nearest the first
 * dealer: never 334/333/333, and the shares add up.
 */
static void test_shares_in_hundreds(void **state)
{
    (void)state;
    test_deal d = {.round = 1, .dealer = 3, .sticks = 1, .scores = {35000, 35000, 35000, 14000}};
    tsumo_game *g = test_game(&d);
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    static const int32_t points[4] = {35400, 35300, 35300, 14000};
    for (int s = 0; s < 4; s++) {
        assert_int_equal(f->points[s], points[s]);
        assert_int_equal(f->uma[s], s < 3 ? 3000 : -9000);
    }
    assert_int_equal(f->sticks_left, 0);
    tsumo_game_free(g);

    tsumo_rules rules; /* three tied second share 5000 - 5000 - 10000 */
    tsumo_rules_default(&rules);
    const int32_t uma[4] = {10000, 5000, -5000, -10000};
    memcpy(rules.uma, uma, sizeof uma);
    rules.oka = 20000; /* and three tied first would share 20000 */
    test_deal e = {.round = 1, .dealer = 3, .scores = {45000, 25000, 25000, 25000}};
    g = test_game_rules(&rules, &e);
    all_noten(g);
    f = finish(g);
    static const int32_t shared[4] = {10000, -3300, -3300, -3400};
    int32_t sum = 0;
    for (int s = 0; s < 4; s++) {
        assert_int_equal(f->uma[s], shared[s]);
        sum += f->uma[s];
    }
    assert_int_equal(sum, 0);
    assert_int_equal(f->oka[0], 20000);
    tsumo_game_free(g);

    test_deal top = {.round = 1, .dealer = 3, .scores = {30000, 30000, 30000, 10000}};
    g = test_game_rules(&rules, &top);
    all_noten(g);
    f = finish(g);
    static const int32_t oka[4] = {6700, 6700, 6600, 0};
    for (int s = 0; s < 4; s++)
        assert_int_equal(f->oka[s], oka[s]);
    tsumo_game_free(g);
}

/* ties seat-order (Tenhou): the seat nearer the first dealer ranks higher. */
static void test_ties_by_seat_order(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.ties = TSUMO_TIES_SEAT_ORDER;
    test_deal d = {.round = 1, .dealer = 3, .scores = {40000, 20000, 40000, 20000}};
    tsumo_game *g = test_game_rules(&rules, &d);
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    static const uint8_t place[4] = {1, 3, 2, 4};
    static const int32_t uma[4] = {9000, -3000, 3000, -9000};
    for (int s = 0; s < 4; s++) {
        assert_int_equal(f->place[s], place[s]);
        assert_int_equal(f->uma[s], uma[s]);
    }
    tsumo_game_free(g);
}

/* R-GAME-08 (J:Rt): JPML-A placement points by how many end at 30000 or more. */
static void test_jpml_uma(void **state)
{
    (void)state;
    tsumo_rules rules, jpml;
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&jpml, "jpml-a", &diag), TSUMO_OK);
    tsumo_rules_default(&rules);
    rules.uma_kind = TSUMO_UMA_JPML_A;
    memset(rules.uma, 0, sizeof rules.uma);
    memcpy(rules.uma_by_start, jpml.uma_by_start, sizeof rules.uma_by_start);
    static const struct {
        int32_t scores[4];
        int32_t uma[4];
    } cases[] = {
        {{60000, 25000, 20000, 15000}, {12000, -1000, -3000, -8000}},
        {{45000, 35000, 25000, 15000}, {8000, 4000, -4000, -8000}},
        {{40000, 35000, 31000, 14000}, {8000, 3000, 1000, -12000}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        test_deal d = {.round = 1, .dealer = 3};
        memcpy(d.scores, cases[c].scores, sizeof d.scores);
        tsumo_game *g = test_game_rules(&rules, &d);
        all_noten(g);
        const tsumo_game_final *f = finish(g);
        for (int s = 0; s < 4; s++)
            assert_int_equal(f->uma[s], cases[c].uma[s]);
        tsumo_game_free(g);
    }
    /* the rows are the ruleset's: another table in the file, other placement points */
    int32_t mine[4] = {20000, 0, -5000, -15000};
    memcpy(rules.uma_by_start[1], mine, sizeof mine);
    test_deal d = {.round = 1, .dealer = 3, .scores = {60000, 25000, 20000, 15000}};
    tsumo_game *g = test_game_rules(&rules, &d);
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    for (int s = 0; s < 4; s++)
        assert_int_equal(f->uma[s], mine[s]);
    tsumo_game_free(g);
}

/* R-STCK-04 (EMA 3.6, AMB-39): sticks left at the end go to the first, split on a tie... */
static void test_end_sticks_to_first(void **state)
{
    (void)state;
    test_deal d = {.round = 1, .dealer = 3, .sticks = 2, .scores = {40000, 40000, 19000, 19000}};
    tsumo_game *g = test_game(&d);
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    assert_int_equal(f->points[0], 41000);
    assert_int_equal(f->points[1], 41000);
    assert_int_equal(f->sticks_left, 0);
    tsumo_game_free(g);
}

/* R-GAME-06, R-GAME-07, R-STCK-04 (EMA 3.6, 3.6.1): the standings during the game are what
   the end would make of the points then, and at the end they are the final result. */
static void test_standings_during_the_game(void **state)
{
    (void)state;
    test_deal d = {.round = 1, .dealer = 3, .sticks = 2, .scores = {40000, 40000, 19000, 19000}};
    tsumo_game *g = test_game(&d);
    tsumo_game_final now;
    assert_int_equal(tsumo_game_standings(g, &now), TSUMO_OK);
    static const uint8_t place[4] = {1, 1, 3, 3};
    static const int32_t uma[4] = {6000, 6000, -6000, -6000};
    for (int s = 0; s < 4; s++) {
        assert_int_equal(now.place[s], place[s]);
        assert_int_equal(now.uma[s], uma[s]);
    }
    assert_int_equal(now.points[0], 41000); /* the sticks to the first, shared */
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    assert_int_equal(tsumo_game_standings(g, &now), TSUMO_OK);
    assert_memory_equal(&now, f, sizeof now);
    assert_int_equal(tsumo_game_standings(g, NULL), TSUMO_EINVAL);
    tsumo_game_free(g);
}

/* ...or stay as a deposit nobody gets (CFG-ENDSTICKS, J:R10). */
static void test_end_sticks_lost(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.end_sticks = TSUMO_ENDSTICKS_LOST;
    test_deal d = {.round = 1, .dealer = 3, .sticks = 2, .scores = {40000, 40000, 19000, 19000}};
    tsumo_game *g = test_game_rules(&rules, &d);
    all_noten(g);
    const tsumo_game_final *f = finish(g);
    assert_int_equal(f->points[0], 40000);
    assert_int_equal(f->sticks_left, 2000);
    tsumo_game_free(g);
}

/* CFG extension_target (Tenhou): a further round when nobody reached the target. */
static void test_extension_round(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.extension_target = 30000;
    test_deal d = {.round = 1, .dealer = 3, .sticks = 4, .scores = {29000, 29000, 29000, 29000}};
    tsumo_game *g = test_game_rules(&rules, &d);
    all_noten(g);
    assert_false(tsumo_game_result(g)->game_over);
    test_deal next = {.hands = {NULL, TENPAI_HAND}};
    tsumo_wall wall;
    test_wall(&wall, &next);
    assert_int_equal(tsumo_game_stack_wall(g, &wall), TSUMO_OK);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.round, 2); /* West 1 */
    assert_int_equal(v.dealer, 0);
    test_play_out(g);
    test_play(g, "0noten 1tenpai 2noten 3noten");
    assert_int_equal(test_view(g, 0).seats[1].score, 32000);
    finish(g);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_points),
        cmocka_unit_test(test_start_uma_and_oka),
        cmocka_unit_test(test_east_to_south),
        cmocka_unit_test(test_game_ends_after_south_4),
        cmocka_unit_test(test_no_agariyame),
        cmocka_unit_test(test_agariyame),
        cmocka_unit_test(test_busting),
        cmocka_unit_test(test_uma_with_ties),
        cmocka_unit_test(test_shares_in_hundreds),
        cmocka_unit_test(test_ties_by_seat_order),
        cmocka_unit_test(test_jpml_uma),
        cmocka_unit_test(test_end_sticks_to_first),
        cmocka_unit_test(test_end_sticks_lost),
        cmocka_unit_test(test_standings_during_the_game),
        cmocka_unit_test(test_extension_round),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

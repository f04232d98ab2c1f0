/*
 * Level 3 weighs points by the place they buy in the game's last hands
 * (issue 19, src/bot/bot-place.c): a game's result is its points and the uma
 * and oka of its final place (R-GAME-07, R-GAME-08, EMA 3.6.1), so in South 4
 * the same points are worth much or little by whom they pass.
 */
#include "bot-internal.h"
#include "game-support.h"

#include <string.h>

static tsumo_rules builtin(const char *name)
{
    tsumo_rules r;
    assert_int_equal(tsumo_rules_load_builtin(&r, name, NULL), TSUMO_OK);
    return r;
}

/* Seat 0's table in hand `dealer`+1 of `round`, at `scores`, read as level 3 reads it. */
static void read_place(bot_place *pl, const tsumo_rules *rules, int round, int dealer,
                       const int32_t scores[4], bool *counts)
{
    test_deal deal = {.dealer = dealer, .round = round};
    memcpy(deal.scores, scores, sizeof deal.scores);
    tsumo_game *g = test_game(&deal);
    tsumo_view v = test_view(g, 0);
    bot_sight s;
    bot__read(&s, &v, rules, 3);
    *counts = bot__place_counts(&s);
    bot__place_read(pl, &s);
    pl->rules = rules; /* the view goes with the game; the place keeps only the rules */
    tsumo_game_free(g);
}

/* Early in the game the places are far off: level 3 counts points as points. */
static void test_points_early(void **state)
{
    (void)state;
    tsumo_rules rules = builtin("tenhou");
    int32_t even[4] = {25000, 25000, 25000, 25000};
    bot_place pl;
    bool counts;
    read_place(&pl, &rules, 0, 0, even, &counts);
    assert_false(counts);
    read_place(&pl, &rules, 1, 0, even, &counts); /* South 1: the last four hands */
    assert_true(counts);
    double w = bot__place_win(&pl, 1000);
    assert_true(w > 900 && w < 1100); /* at an even table a point is about a point */
}

/*
 * South 4, fourth and 6,000 behind third (Tenhou: uma 20/10/-10/-20, oka to the
 * first): 2,000 points pass nobody, 8,000 pass third; the 8,000 are worth far
 * more than four times the 2,000.
 */
static void test_fourth_needs_the_points_that_pass(void **state)
{
    (void)state;
    tsumo_rules rules = builtin("tenhou");
    int32_t scores[4] = {18000, 24000, 28000, 30000};
    bot_place pl;
    bool counts;
    read_place(&pl, &rules, 1, 3, scores, &counts);
    assert_true(counts);
    double small = bot__place_win(&pl, 2000), big = bot__place_win(&pl, 8000);
    assert_true(small > 0);
    assert_true(big > 6 * small);
    assert_true(bot__place_win(&pl, 2000) == small); /* worked out once a decision */
}

/*
 * South 4, first by 5,000 over second: 4,000 dealt in to second give first place
 * away; the same 4,000 to fourth keep it, and cost less than half as much.
 */
static void test_first_fears_the_seat_behind(void **state)
{
    (void)state;
    tsumo_rules rules = builtin("tenhou");
    int32_t scores[4] = {35000, 30000, 20000, 15000};
    bot_place pl;
    bool counts;
    read_place(&pl, &rules, 1, 3, scores, &counts);
    double to_second = bot__place_loss(&pl, 1, 4000), to_fourth = bot__place_loss(&pl, 3, 4000);
    assert_true(to_fourth > 0);
    assert_true(to_second > 2 * to_fourth);
}

/* JPML-A's placement points depend on how many finish at 30,000 (R-GAME-08): read, not fixed. */
static void test_sliding_uma(void **state)
{
    (void)state;
    tsumo_rules rules = builtin("jpml-a");
    int32_t scores[4] = {31000, 29000, 30000, 30000};
    bot_place pl;
    bool counts;
    read_place(&pl, &rules, 1, 3, scores, &counts);
    assert_true(bot__place_win(&pl, 1000) > 0);
    assert_true(bot__place_loss(&pl, 1, 2000) > bot__place_loss(&pl, 1, 1000));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_points_early),
        cmocka_unit_test(test_fourth_needs_the_points_that_pass),
        cmocka_unit_test(test_first_fears_the_seat_behind),
        cmocka_unit_test(test_sliding_uma),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

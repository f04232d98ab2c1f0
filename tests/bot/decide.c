/*
 * Computer players (src/bot, issue 13) on stacked deals: the situation each
 * test names happens exactly, and the bot's choice is read from the view the
 * engine gives its seat.
 */
#include "bot.h"
#include "game-support.h"

#include <string.h>

/* The bot's choice for `seat` now, asserted to be one of the engine's legal actions. */
static tsumo_action choice(const tsumo_game *g, int seat, int level, const tsumo_rules *rules)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], out;
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    assert_true(n > 0);
    tsumo_view v = test_view(g, seat);
    int i = bot_decide(&v, legal, n, level, rules, &out);
    assert_true(i >= 0 && i < n);
    assert_memory_equal(&out, &legal[i], sizeof out);
    return out;
}

static tsumo_rules builtin(const char *name)
{
    tsumo_rules r;
    assert_int_equal(tsumo_rules_load_builtin(&r, name, NULL), TSUMO_OK);
    return r;
}

/* R-RII-01 (EMA 3.3.12): every level declares riichi on a tenpai hand, discarding the junk. */
static void test_riichi_when_tenpai(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"123m456m789p11s23s7z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    for (int level = BOT_LEVEL_MIN; level <= BOT_LEVEL_MAX; level++) {
        tsumo_action a = choice(g, 0, level, &rules);
        assert_int_equal(a.type, TSUMO_ACTION_RIICHI);
        assert_true(test_is(a.tile, "7z"));
        assert_false(a.flags & TSUMO_ACTION_OPEN);
    }
    tsumo_game_free(g);
}

/*
 * R-FURI-01 (EMA 3.4.5): against a riichi, level 3 with a far hand discards the
 * riichi player's own discard (genbutsu), which cannot deal in; level 1 does not defend.
 */
static void test_genbutsu_against_riichi(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"2m5m8m3p6p4s6s8s9s1z2z3z5z7z", "123m456m789p11s23s"},
        .draws = "9s1p1p4p",
    };
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d7z . 1R9s . 2x . 3x .");
    assert_true(test_view(g, 1).seats[1].riichi);
    tsumo_action a = choice(g, 0, 3, &rules);
    assert_int_equal(a.type, TSUMO_ACTION_DISCARD);
    assert_true(test_is(a.tile, "9s"));
    a = choice(g, 0, 1, &rules);
    assert_false(test_is(a.tile, "9s"));
    tsumo_game_free(g);
}

/*
 * R-YAKU-05, CFG-KUITAN (EMA 4.2.1): a chi that leaves an all-simples hand one tile
 * from ready is a fast hand with a yaku only where open tanyao counts; under EMA,
 * where it does not, the bot passes (the hand would have no yaku, R-WIN-02).
 */
static void test_no_open_call_without_yaku(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"5m?????????????", "46m234p57p22s678s1p"}};
    for (int level = 2; level <= BOT_LEVEL_MAX; level++) {
        tsumo_rules ema = builtin("ema2008"), tenhou = builtin("tenhou");
        tsumo_game *g = test_game_rules(&ema, &deal);
        test_play(g, "0d5m");
        assert_true(test_can(g, 1, TSUMO_ACTION_CHI));
        assert_int_equal(choice(g, 1, level, &ema).type, TSUMO_ACTION_PASS);
        tsumo_game_free(g);
        g = test_game_rules(&tenhou, &deal);
        test_play(g, "0d5m");
        assert_int_equal(choice(g, 1, level, &tenhou).type, TSUMO_ACTION_CHI);
        tsumo_game_free(g);
    }
}

/* R-CALL-01, R-YAKU (yakuhai, EMA 4.2.1): a pon of a dragon pair keeps a yaku; level 1 never calls.
 */
static void test_pon_yakuhai(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"7z?????????????", NULL, "77z13m468p2479s13z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d7z");
    assert_int_equal(choice(g, 2, 2, &rules).type, TSUMO_ACTION_PON);
    assert_int_equal(choice(g, 2, 3, &rules).type, TSUMO_ACTION_PON);
    assert_int_equal(choice(g, 2, 1, &rules).type, TSUMO_ACTION_PASS);
    tsumo_game_free(g);
}

/*
 * A computer player cannot read hidden tiles: two games whose walls differ only in
 * the hands of seats 2 and 3 (swapped) give seats 0 and 1 the same choices at every
 * level while 2 and 3 only discard what they draw.
 */
static void test_scrambled_hidden_hands(void **state)
{
    (void)state;
    test_deal a = {
        .hands = {"1111z2222z333z99m8m", "123m456m789p11s23s", "147p258p369p4567z",
                  "78m235689s34567z"},
    };
    test_deal b = a;
    b.hands[2] = a.hands[3];
    b.hands[3] = a.hands[2];
    tsumo_rules rules = builtin("ema2008");
    for (int level = BOT_LEVEL_MIN; level <= BOT_LEVEL_MAX; level++) {
        tsumo_game *ga = test_game(&a), *gb = test_game(&b);
        for (int step = 0; step < 60 && tsumo_game_phase(ga) <= TSUMO_PHASE_CHANKAN; step++) {
            int seat = __builtin_ctz(tsumo_game_to_act(ga));
            assert_int_equal(tsumo_game_to_act(ga), tsumo_game_to_act(gb));
            tsumo_action x, y;
            if (seat < 2) {
                x = choice(ga, seat, level, &rules);
                y = choice(gb, seat, level, &rules);
                assert_memory_equal(&x, &y, sizeof x);
            } else {
                const char *token = tsumo_game_phase(ga) == TSUMO_PHASE_TURN
                                        ? (seat == 2 ? "2x" : "3x")
                                        : (seat == 2 ? "2p" : "3p");
                x = test_action(ga, token);
                y = test_action(gb, token);
            }
            assert_int_equal(tsumo_game_apply(ga, &x, NULL, 0, NULL, NULL), TSUMO_OK);
            assert_int_equal(tsumo_game_apply(gb, &y, NULL, 0, NULL, NULL), TSUMO_OK);
        }
        tsumo_game_free(ga);
        tsumo_game_free(gb);
    }
}

/* A level or a list out of range is no decision, and *out is left alone. */
/*
 * Issue 19: a decision comes with its reason. The riichi of the first test says
 * how many winning tiles are not seen (1s and 4s: eight less the two 1s held), and
 * every code has its own id.
 */
static void test_why(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"123m456m789p11s23s7z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], out, plain;
    int n = tsumo_game_legal(g, 0, legal, TSUMO_GAME_MAX_LEGAL);
    tsumo_view v = test_view(g, 0);
    bot_why why;
    int i = bot_decide_why(&v, legal, n, 3, &rules, &out, &why);
    assert_int_equal(i, bot_decide(&v, legal, n, 3, &rules, &plain));
    assert_int_equal(why.code, BOT_WHY_RIICHI);
    assert_true(test_is(why.tile, "7z"));
    assert_int_equal(why.count, 6);
    tsumo_game_free(g);
    for (int a = 0; a < BOT_WHY_COUNT; a++)
        for (int b = 0; b < a; b++)
            assert_string_not_equal(bot_why_id((bot_why_code)a), bot_why_id((bot_why_code)b));
    assert_string_equal(bot_why_id(BOT_WHY_COUNT), "unknown");
}

static void test_out_of_range(void **state)
{
    (void)state;
    tsumo_rules rules = builtin("ema2008");
    tsumo_view v;
    memset(&v, 0, sizeof v);
    tsumo_action legal[1] = {{.type = TSUMO_ACTION_PASS}}, out = {.type = 99};
    assert_int_equal(bot_decide(&v, legal, 1, 0, &rules, &out), -1);
    assert_int_equal(bot_decide(&v, legal, 1, 4, &rules, &out), -1);
    assert_int_equal(bot_decide(&v, legal, 0, 1, &rules, &out), -1);
    assert_int_equal(out.type, 99);
    assert_int_equal(bot_decide(&v, legal, 1, 1, &rules, &out), 0);
    assert_int_equal(out.type, TSUMO_ACTION_PASS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_riichi_when_tenpai),
        cmocka_unit_test(test_genbutsu_against_riichi),
        cmocka_unit_test(test_no_open_call_without_yaku),
        cmocka_unit_test(test_pon_yakuhai),
        cmocka_unit_test(test_scrambled_hidden_hands),
        cmocka_unit_test(test_why),
        cmocka_unit_test(test_out_of_range),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

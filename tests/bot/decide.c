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
 * The stand-in for majiang-ai (tsumo sim --levels k) folds with it too, and says so.
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
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, 0, legal, TSUMO_GAME_MAX_LEGAL);
    tsumo_view v = test_view(g, 0);
    bot_why why;
    int i = bot_proxy_decide(&v, legal, n, &rules, &a, &why);
    assert_true(i >= 0 && i < n && test_is(a.tile, "9s"));
    assert_int_equal(why.code, BOT_WHY_FOLD);
    tsumo_game_free(g);
}

/*
 * R-YAKU-05, CFG-KUITAN (EMA 4.2.1): a chi that leaves an all-simples hand one tile
 * from ready is a fast hand with a yaku only where open tanyao counts; under EMA,
 * where it does not, the bot passes (the hand would have no yaku, R-WIN-02). Level 3
 * weighs the call by expected points: the chi makes the hand ready with a yaku, worth
 * more than the closed hand one from ready, with the 2s pair as dora (indicator 1s,
 * R-DORA-03) as with the cheap tanyao alone.
 */
static void test_no_open_call_without_yaku(void **state)
{
    (void)state;
    static const test_deal cheap = {.hands = {"5m?????????????", "46m234p57p22s678s1p"},
                                    .dora = "9m"};
    test_deal dear = cheap;
    dear.dora = "1s";
    for (int level = 2; level <= BOT_LEVEL_MAX; level++) {
        tsumo_rules ema = builtin("ema2008"), tenhou = builtin("tenhou");
        for (int d = 0; d < 2; d++) {
            const test_deal *deal = d ? &dear : &cheap;
            tsumo_game *g = test_game_rules(&ema, deal);
            test_play(g, "0d5m");
            assert_true(test_can(g, 1, TSUMO_ACTION_CHI));
            assert_int_equal(choice(g, 1, level, &ema).type, TSUMO_ACTION_PASS);
            tsumo_game_free(g);
            g = test_game_rules(&tenhou, deal);
            test_play(g, "0d5m");
            assert_int_equal(choice(g, 1, level, &tenhou).type, TSUMO_ACTION_CHI);
            tsumo_game_free(g);
        }
    }
}

/*
 * R-YAKU-05, CFG-KUITAN, R-WIN-02 (EMA 3.2), issue 19 (seed 1414 under Tenhou's rules, South
 * 3): the chi of 2s with 34s brings 789m 33p 4p 8p 344s 66s 7s from two tiles from ready to
 * one only by keeping 789m, which leaves no yaku; all simples (discarding the 9m) leaves it two
 * from ready. Level 3 passes: it calls for speed only on the hand that keeps its yaku, though
 * the 3p pair is dora (indicator 2p, R-DORA-03). With a 6m for the 9m the same chi is all
 * simples at once and one from ready: it calls.
 */
static void test_no_chi_faster_only_without_yaku(void **state)
{
    (void)state;
    tsumo_rules tenhou = builtin("tenhou");
    static const test_deal deal = {.hands = {"2s?????????????", "789m33p4p8p344s66s7s"},
                                   .dora = "2p"};
    tsumo_game *g = test_game_rules(&tenhou, &deal);
    test_play(g, "0d2s");
    assert_true(test_can(g, 1, TSUMO_ACTION_CHI));
    assert_int_equal(choice(g, 1, 3, &tenhou).type, TSUMO_ACTION_PASS);
    tsumo_game_free(g);
    static const test_deal simples = {.hands = {"2s?????????????", "678m33p4p8p344s66s7s"},
                                      .dora = "2p"};
    g = test_game_rules(&tenhou, &simples);
    test_play(g, "0d2s");
    assert_int_equal(choice(g, 1, 3, &tenhou).type, TSUMO_ACTION_CHI);
    tsumo_game_free(g);
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
    /* Each level's reason names the claimed tile, for a pon as for a pass. */
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], out;
    int n = tsumo_game_legal(g, 2, legal, TSUMO_GAME_MAX_LEGAL);
    tsumo_view v = test_view(g, 2);
    for (int level = BOT_LEVEL_MIN; level <= BOT_LEVEL_MAX; level++) {
        bot_why why;
        assert_true(bot_decide_why(&v, legal, n, level, &rules, &out, &why) >= 0);
        assert_int_equal(why.code, level == 1 ? BOT_WHY_PASS : BOT_WHY_CALL);
        assert_true(test_is(why.tile, "7z"));
    }
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

/* Level 3's choice for `seat` now and its reason. */
static tsumo_action strong(const tsumo_game *g, int seat, const tsumo_rules *rules, bot_why *why)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], out;
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    tsumo_view v = test_view(g, seat);
    int i = bot_decide_why(&v, legal, n, 3, rules, &out, why);
    assert_true(i >= 0 && i < n);
    return out;
}

/*
 * R-FURI-06 (EMA 3.4.5): a winning tile passed in riichi leaves the riichi furiten for
 * the rest of the hand, so a tile another seat discarded after the riichi cannot deal
 * in. Level 3, far from ready, folds with the 5p seat 2 discarded after seat 1's
 * riichi, although a 5p is the most dangerous of tiles by the pond alone; its reason
 * names the riichi.
 */
static void test_fold_with_tile_passed_after_riichi(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"1m2m5m8m3p6p4s6s8s1z2z3z5z7z", "123m456m789p11s23s"},
        .draws = "9s5p1p5p",
    };
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d7z . 1R9s . 2x . 3x .");
    bot_why why;
    tsumo_action a = strong(g, 0, &rules, &why);
    assert_int_equal(a.type, TSUMO_ACTION_DISCARD);
    assert_true(test_is(a.tile, "5p"));
    assert_int_equal(why.code, BOT_WHY_FOLD);
    assert_int_equal(why.threat, 1);
    assert_int_equal(why.count, 0); /* no other tile held is safe */
    /* The coach's words agree with the level's judgement: the passed 5p is as safe as genbutsu. */
    tsumo_view v = test_view(g, 0);
    assert_int_equal(bot_safety_of(&v, &rules, 1, TSUMO_5P), BOT_SAFETY_GENBUTSU);
    assert_int_equal(bot_safety_of(&v, &rules, 1, TSUMO_1P),
                     BOT_SAFETY_GENBUTSU); /* seat 3 passed it */
    assert_int_equal(bot_safety_of(&v, &rules, 1, (tsumo_kind)(TSUMO_1P + 2)),
                     BOT_SAFETY_DANGEROUS);
    tsumo_game_free(g);
}

/*
 * Issue 19, docs/computer-players.md: the first-place dealer in South 4 facing a
 * fresh riichi keeps first place: ready on 8s, it folds with the genbutsu 9s rather
 * than push the 5p it drew or the 2p (R-FURI-01, EMA 3.4.5). In East 4, not the last
 * hand, the same hand pushes on and stays ready.
 */
static void test_first_place_folds_in_last_hand(void **state)
{
    (void)state;
    tsumo_rules rules = builtin("ema2008");
    int32_t base = rules.start_points;
    for (int round = 0; round < 2; round++) {
        test_deal deal = {
            .dealer = 3,
            .round = round,
            .scores = {base - 3000, base - 3000, base - 3000, base + 9000},
            .hands = {"123m456m789p11s23s", NULL, NULL, "234m567m234p55s79s1z"},
            .draws = "9s1p1p5p",
        };
        tsumo_game *g = test_game(&deal);
        test_play(g, "3d1z . 0R9s . 1x . 2x .");
        bot_why why;
        tsumo_action a = strong(g, 3, &rules, &why);
        if (round == 1) {
            assert_true(test_is(a.tile, "9s"));
            assert_int_equal(why.code, BOT_WHY_PLACEMENT);
            assert_int_equal(why.value, 1);
            assert_int_equal(why.threat, 0);
        } else {
            assert_true(test_is(a.tile, "2p")); /* 345p: as ready, and less open than 5p */
            assert_true(why.code == BOT_WHY_PUSH || why.code == BOT_WHY_RIICHI);
        }
        tsumo_game_free(g);
    }
}

/*
 * Issue 19, docs/computer-players.md "Level 3": two from ready, level 3 judges a
 * discard two draws ahead. A 9m from 899m lowers the shanten with most tiles at
 * once (33 not seen, against 28 for the lone 9p), but the hands one from ready
 * it leads to take fewer tiles to be ready than those that keep 899m: level 3
 * lets the 9p go, where counting one draw ahead let the 9m go.
 */
static void test_two_draws_ahead(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"1m3m4m5m8m9m9m3p3p9p2s3s4s8s"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    bot_why why;
    tsumo_action a = strong(g, 0, &rules, &why);
    assert_true(test_is(a.tile, "9p"));
    assert_int_equal(why.shanten, 2);
    tsumo_game_free(g);
}

/*
 * R-FURI-01 (EMA 3.4.5): ready on seven pairs with a single wait to choose, level 3
 * never waits on a tile of its own pond (4s) while the other single (6z) may still
 * win by ron, although the 4s has more copies left (two against one).
 */
static void test_no_wait_on_own_discard(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"11m33m55p77p99s22z4s6z"},
        .draws = "6z6z1p4s",
    };
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d4s . 1x . 2x . 3x .");
    bot_why why;
    tsumo_action a = strong(g, 0, &rules, &why);
    assert_true(test_is(a.tile, "4s"));
    assert_int_not_equal(why.code, BOT_WHY_RIICHI_FURITEN);
    tsumo_game_free(g);
}

/*
 * R-FURI-01, R-RII-01 (EMA 3.4.5, 3.3.12): riichi in furiten wins by tsumo alone; level
 * 3 declares it only deliberately, for a wide wait early (2m 5m 8m, eight tiles not
 * seen, the 8m in its pond), and says so. Every other ready discard waits on the 1z,
 * which is in its pond too: no ready discard is free of furiten.
 */
static void test_riichi_in_furiten_deliberately(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"2345678m123p456p8m"},
        .draws = "9p9p9p1z9p1s1s1z",
    };
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m . 1x . 2x . 3x . 0d1z . 1x . 2x . 3x .");
    bot_why why;
    tsumo_action a = strong(g, 0, &rules, &why);
    assert_int_equal(a.type, TSUMO_ACTION_RIICHI);
    assert_true(test_is(a.tile, "1z"));
    assert_int_equal(why.code, BOT_WHY_RIICHI_FURITEN);
    assert_int_equal(why.count, 8);
    tsumo_game_free(g);
}

/*
 * R-PAO-01 (EMA 4.3, pao_daisangen): the third dragon to a seat that shows pons of the
 * other two would make level 3 liable for its big three dragons; it keeps the 7z and
 * gives up being ready rather than discard it, although the 7z is the one useless tile.
 */
static void test_no_third_dragon_to_two_dragon_pons(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"123m456m78p23s99s7z5z", "55z66z1m2m???????", "6z????????????"},
        .draws = "1p?1p4s",
    };
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5z 1pon55z . 1d1m . 2d6z 1pon66z . 1d2m . 2x . 3x .");
    bot_why why;
    tsumo_action a = strong(g, 0, &rules, &why);
    assert_false(test_is(a.tile, "7z"));
    tsumo_game_free(g);
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
        cmocka_unit_test(test_no_chi_faster_only_without_yaku),
        cmocka_unit_test(test_fold_with_tile_passed_after_riichi),
        cmocka_unit_test(test_first_place_folds_in_last_hand),
        cmocka_unit_test(test_two_draws_ahead),
        cmocka_unit_test(test_no_wait_on_own_discard),
        cmocka_unit_test(test_riichi_in_furiten_deliberately),
        cmocka_unit_test(test_no_third_dragon_to_two_dragon_pons),
        cmocka_unit_test(test_scrambled_hidden_hands),
        cmocka_unit_test(test_why),
        cmocka_unit_test(test_out_of_range),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

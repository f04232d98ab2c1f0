/*
 * The judgement of a call that leaves no yaku (src/common/yaku-hope.c), which
 * `tsumo explain` makes after a call and the coach at the table (issue 14)
 * before one, on stacked deals: R-WIN-02 (EMA 3.2: a win needs a yaku) and
 * R-YAKU-05 (EMA 4.2.1: no open tanyao under EMA 2008). Far from tenpai, the
 * shape decides whether a call leaves a way to a yaku (yaku_hope_call_yakuless,
 * what `tsumo sim` counts as a yakuless call, issue 19), after any discard.
 */
#include "game-support.h"
#include "yaku-hope.h"

/* East discards 3p or 3m; South holds a pon of 3p and a chi of 3m. */
static const test_deal deal = {
    .hands = {"111z222z999p111s3m3p", "345678m33p2388s3z", NULL, NULL},
    .draws = "9s9s9s",
};

/* After East's discard of `tile`, South's claim `token` on it: whether it leaves no yaku. */
static bool lost(const tsumo_rules *rules, const test_deal *d, const char *discard,
                 const char *token)
{
    tsumo_game *g = test_game_rules(rules, d);
    test_play(g, discard);
    tsumo_action call = test_action(g, token);
    bool result = yaku_hope_lost_by_call(g, &call);
    tsumo_game_free(g);
    return result;
}

/* R-WIN-02, R-YAKU-05 (EMA 3.2, 4.2.1): the pon leaves 345678m 2388s, tanyao only, open. */
static void test_pon_without_open_tanyao(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_tanyao = false;
    assert_true(lost(&rules, &deal, "0d3p", "1pon33p"));
}

/* The same pon where open tanyao counts (JPML, AMB-27): the 4s wins with tanyao. */
static void test_pon_with_open_tanyao(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_tanyao = true;
    assert_false(lost(&rules, &deal, "0d3p", "1pon33p"));
}

/* R-YAKU-05 where open tanyao counts (CFG-KUITAN): a chi of 3m for the 1s-4s tenpai of
   678m 345p 66s 23s keeps tanyao on the 4s. */
static void test_chi_with_open_tanyao(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[1] = "45m678m345p66s23s8s";
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_tanyao = true;
    assert_false(lost(&rules, &d, "0d3m", "1chi45m"));
    rules.open_tanyao = false;
    assert_true(lost(&rules, &d, "0d3m", "1chi45m"));
}

/* R-WIN-02 (EMA 3.2): a chi beside a triplet of White keeps its yakuhai. */
static void test_chi_keeps_yakuhai(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[1] = "555z45m678m2388s9p";
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_tanyao = false;
    assert_false(lost(&rules, &d, "0d3m", "1chi45m"));
}

/* R-WIN-02 (EMA 3.2), issue 22: the chi of 6p is made for the 3s-6s tenpai it gives by
   discarding Red, and that tenpai has no yaku. Keeping Red instead (to pair it for a yakuhai)
   leaves the hand one tile further: that is no reason to stay silent on the chi. */
static void test_chi_whose_tenpai_has_no_yaku(void **state)
{
    (void)state;
    const test_deal d = {
        .hands = {"111z222z333z444z6z6p", "123m789p11s45s45p7z", NULL, NULL},
        .draws = "9s9s9s",
    };
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    assert_true(lost(&rules, &d, "0d6p", "1chi45p"));
    /* With three Red held (a yakuhai triplet) the same chi keeps a yaku in its tenpai. */
    const test_deal kept = {
        .hands = {"111z222z333z444z6z6p", "123m789p45s45p777z", NULL, NULL},
        .draws = "9s9s9s",
    };
    assert_false(lost(&rules, &kept, "0d6p", "1chi45p"));
}

/* After East's discard of `tile`, South's claim `token`: no yaku and no way to one. */
static bool yakuless(const test_deal *d, const char *discard, const char *token)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules); /* EMA 2008: no open tanyao */
    tsumo_game *g = test_game_rules(&rules, d);
    test_play(g, discard);
    tsumo_action call = test_action(g, token);
    bool result = yaku_hope_call_yakuless(g, &call);
    tsumo_game_free(g);
    return result;
}

/* R-WIN-02 (EMA 3.2): a chi of 3p far from tenpai with nothing but isolated tiles of three
   suits and lone honours: no flush, no chanta, no toitoi, no tanyao (R-YAKU-05), no yakuhai. */
static void test_far_call_without_a_way(void **state)
{
    (void)state;
    const test_deal d = {.hands = {"111z222z999p111s3m3p", "45p159m9p269s1234z", NULL, NULL},
                         .draws = "9s9s9s"};
    assert_true(yakuless(&d, "0d3p", "1chi45p"));
}

/* The same far chi with a pair of Red whose third copy is not seen: a way to yakuhai. */
static void test_far_call_with_a_yakuhai_pair(void **state)
{
    (void)state;
    const test_deal d = {.hands = {"111z222z999p111s3m3p", "45p159m9p269s1z2z77z", NULL, NULL},
                         .draws = "9s9s9s"};
    assert_false(yakuless(&d, "0d3p", "1chi45p"));
}

/* The same far chi with pins and honours and three tiles of other suits: a way to a flush. */
static void test_far_call_towards_a_flush(void **state)
{
    (void)state;
    const test_deal d = {.hands = {"111z222z999p111s3m3p", "45p12789p1z2z3z1m5s9s", NULL, NULL},
                         .draws = "9s9s9s"};
    assert_false(yakuless(&d, "0d3p", "1chi45p"));
    /* Two tiles of other suits more (6m and 7s for 8p and 9p): too far off the flush, whatever
       is discarded after the chi. */
    const test_deal off = {.hands = {"111z222z999p111s3m3p", "45p127p1z2z3z16m5s7s9s", NULL, NULL},
                           .draws = "9s9s9s"};
    assert_true(yakuless(&off, "0d3p", "1chi45p"));
}

/* Near tenpai, with open tanyao (CFG-KUITAN): the pon of 5m is made for the 6m-9m tenpai of
   789m 78m 33p 567s, which has no yaku (the coach and explain warn of it), but discarding the 9m
   instead keeps tanyao in reach: not a call without a way to a yaku. */
static void test_near_call_with_a_slower_way(void **state)
{
    (void)state;
    const test_deal d = {.hands = {"111z222z999p111s5m3p", "55m77889m2p33p567s", NULL, NULL},
                         .draws = "9s9s9s"};
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_tanyao = true;
    assert_true(lost(&rules, &d, "0d5m", "1pon55m"));
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d5m");
    tsumo_action pon = test_action(g, "1pon55m");
    assert_false(yaku_hope_call_yakuless(g, &pon));
    tsumo_game_free(g);
    /* Without open tanyao nothing is left: no yaku and no way to one. */
    const test_deal ema = {.hands = {"111z222z999p111s5m3p", "55m77889m2p33p567s", NULL, NULL},
                           .draws = "9s9s9s"};
    assert_true(yakuless(&ema, "0d5m", "1pon55m"));
}

/* R-YAKU-05 where open tanyao counts (CFG-KUITAN), issue 19 (seed 1414 of `tsumo sim --rules
   tenhou`): the pon of 7p beside the fourth 7p leaves 44m5m 66p7p88p 789s, all simples but the
   9s. Its tenpai one draw away waits on a fifth 7p, so the scorer finds no wait there; but
   every hand that wins from it keeping to simples has tanyao: a way to a yaku. Under EMA 2008
   (R-YAKU-05: no open tanyao) the same pon has none. */
static void test_near_call_sure_of_tanyao(void **state)
{
    (void)state;
    const test_deal d = {.hands = {"111z222z999p111s5m7p", "44m5m66p777p88p789s", NULL, NULL},
                         .draws = "9s9s9s"};
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_tanyao = true;
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d7p");
    tsumo_action pon = test_action(g, "1pon77p");
    assert_false(yaku_hope_call_yakuless(g, &pon));
    tsumo_game_free(g);
    assert_true(yakuless(&d, "0d7p", "1pon77p"));
}

/* A pass is no call: nothing to judge. */
static void test_pass_is_no_call(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d3p");
    tsumo_action pass = test_action(g, "1p");
    assert_false(yaku_hope_lost_by_call(g, &pass));
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pon_without_open_tanyao),
        cmocka_unit_test(test_pon_with_open_tanyao),
        cmocka_unit_test(test_chi_keeps_yakuhai),
        cmocka_unit_test(test_chi_with_open_tanyao),
        cmocka_unit_test(test_chi_whose_tenpai_has_no_yaku),
        cmocka_unit_test(test_pass_is_no_call),
        cmocka_unit_test(test_near_call_sure_of_tanyao),
        cmocka_unit_test(test_far_call_without_a_way),
        cmocka_unit_test(test_far_call_with_a_yakuhai_pair),
        cmocka_unit_test(test_far_call_towards_a_flush),
        cmocka_unit_test(test_near_call_with_a_slower_way),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

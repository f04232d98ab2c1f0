/*
 * Fu, item by item (CHECKLIST R-FU-01..08, EMA 2008 §4.1.1), and the
 * winner's choice of reading (R-WIN-07, EMA 3.4.9, 4.1.1).
 *
 * A row gives a hand, its winning tile and situation (tests/engine/scoring.h)
 * and the fu before and after rounding. The set rows use an open hand won
 * by ron on a two-sided wait with a pair of no value, so that the set under
 * test is the only item above the base of 20 (houtei gives the yaku).
 */
#include "scoring.h"

typedef struct fu_case {
    const char *rule;
    const char *hand;
    const char *tile;
    const char *words;
    int raw; /* before rounding */
    int fu;
} fu_case;

static scored check(const fu_case *c)
{
    scored s = test_score(c->hand, c->tile, c->words);
    if (s.status != TSUMO_OK || !s.score.valid)
        fail_msg("%s: \"%s\" on %s [%s] is no valid win: %s", c->rule, c->hand, c->tile, c->words,
                 test_yaku_list(&s.score));
    if (s.score.fu_raw != c->raw || s.score.fu != c->fu)
        fail_msg("%s: \"%s\" on %s [%s]: %d fu (%d before rounding), want %d (%d)", c->rule,
                 c->hand, c->tile, c->words, s.score.fu, s.score.fu_raw, c->fu, c->raw);
    int sum = 0;
    for (int i = 0; i < s.score.fu_count; i++)
        sum += s.score.fu_items[i].fu;
    if (sum != s.score.fu_raw)
        fail_msg("%s: the items add up to %d, not %d", c->rule, sum, s.score.fu_raw);
    return s;
}

#define CHECK_ALL(cases)                                                                           \
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)                                    \
    check(&cases[i])

/* The value of the one item of a kind in a score, -1 when there is none. */
static int item_fu(const tsumo_score *s, tsumo_fu_item item)
{
    for (int i = 0; i < s->fu_count; i++)
        if (s->fu_items[i].item == item)
            return s->fu_items[i].fu;
    return -1;
}

/* R-FU-01, R-FU-02, R-YAKU-06, R-YAKU-16: the base, closed ron, tsumo, pinfu, seven pairs. */
static const fu_case base_cases[] = {
    {"R-FU-01 EMA 4.1.1 pinfu ron: 20 + 10 closed ron", "123456m789p234s55s", "4s", "", 30, 30},
    {"R-FU-02 pinfu tsumo: 20, no tsumo fu", "123456m789p234s55s", "4s", "tsumo", 20, 20},
    {"R-FU-02 a tsumo without pinfu: +2", "123456m789p234s55s", "3s", "tsumo", 24, 30},
    {"R-FU-01 an open ron has no closed-ron fu", "234m456p789s55s (222z<)", "4m", "", 24, 30},
    {"R-FU-01 seven pairs: 25 flat, even by tsumo", "1133m2277p4488s66z", "6z", "tsumo", 25, 25},
    {"R-FU-01 seven pairs by ron", "1133m2277p4488s66z", "6z", "", 25, 25},
};

static void test_base_fu(void **state)
{
    (void)state;
    CHECK_ALL(base_cases);
}

/* R-FU-03: 2/4 for a pung of simples, 4/8 of terminals or honours, 8/16 and 16/32 for kans. */
static const fu_case set_cases[] = {
    {"R-FU-03 open pung of simples", "456p789s55s (222m^) (345s<)", "9s", "houtei", 22, 30},
    {"R-FU-03 open pung of terminals", "456p789s55s (999m^) (345s<)", "9s", "houtei", 24, 30},
    {"R-FU-03 open pung of honours", "456p789s55s (444z^) (345s<)", "9s", "houtei", 24, 30},
    {"R-FU-03 closed pung of simples", "222m456p789s55s (345s<)", "9s", "houtei", 24, 30},
    {"R-FU-03 closed pung of terminals", "999m456p789s55s (345s<)", "9s", "houtei", 28, 30},
    {"R-FU-03 open kan of simples", "456p789s55s (2222m^) (345s<)", "9s", "houtei", 28, 30},
    {"R-FU-03 open kan of terminals", "456p789s55s (9999m^) (345s<)", "9s", "houtei", 36, 40},
    {"R-FU-03 added kan is open", "456p789s55s {2222m^} (345s<)", "9s", "houtei", 28, 30},
    {"R-FU-03 closed kan of simples", "456p789s55s [2222m] (345s<)", "9s", "houtei", 36, 40},
    {"R-FU-03 closed kan of terminals", "456p789s55s [9999m] (345s<)", "9s", "houtei", 52, 60},
    {"R-FU-03 closed kan of honours", "456p789s55s [4444z] (345s<)", "9s", "houtei", 52, 60},
    {"R-FU-03 runs are worth nothing", "456p789s55s (789m<) (345s<)", "9s", "houtei", 22, 30},
};

static void test_set_fu(void **state)
{
    (void)state;
    CHECK_ALL(set_cases);
}

/* R-FU-03, EMA 4.1.1: each pung's entry says whether it is a kan, whatever its value. */
static void test_set_entries_say_kan(void **state)
{
    (void)state;
    scored s = test_score("999m456p55s [2222m] (345s<)", "6p", "houtei");
    assert_true(s.score.valid);
    int kans = 0, pungs = 0;
    for (int i = 0; i < s.score.fu_count; i++) {
        const tsumo_fu_entry *e = &s.score.fu_items[i];
        if (e->item != TSUMO_FU_PUNG)
            continue;
        /* the concealed kan of simples 16, the concealed pung of terminals 8 */
        assert_int_equal(e->fu, e->kind == TSUMO_9M ? 8 : 16);
        kans += e->kan && e->kind == TSUMO_1M + 1; /* 2m */
        pungs += !e->kan && e->kind == TSUMO_9M;
    }
    assert_int_equal(kans, 1);
    assert_int_equal(pungs, 1);
}

/* R-FU-04, R-HAN-02, EMA 4.1.1: the pung the winning tile completes: open on ron, closed on tsumo.
 */
static void test_pung_won_by_ron_is_open(void **state)
{
    (void)state;
    const fu_case ron = {"R-FU-04 ron", "222m456p789s55s345m", "2m", "riichi", 32, 40};
    scored s = check(&ron);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_PUNG), 2);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_CLOSED_RON), 10); /* the hand stays closed */
    const fu_case tsumo = {"R-FU-04 tsumo", "222m456p789s55s345m", "2m", "tsumo", 26, 30};
    s = check(&tsumo);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_PUNG), 4);
}

/* R-FU-05, AMB-35: dragon, seat and round wind pairs; a double wind per CFG (4 in EMA). */
static const fu_case pair_cases[] = {
    {"R-FU-05 a dragon pair", "123456m789p234s55z", "4s", "riichi", 32, 40},
    {"R-FU-05 the seat wind pair", "123456m789p234s22z", "4s", "riichi", 32, 40},
    {"R-FU-05 the round wind pair", "123456m789p234s11z", "4s", "riichi", 32, 40},
    {"R-FU-05 a guest wind pair: none, pinfu", "123456m789p234s44z", "4s", "riichi", 30, 30},
    {"R-FU-05 AMB-35 a double wind pair: 4", "123456m789p234s11z", "4s", "riichi seat=E", 34, 40},
    {"R-FU-05 CFG double wind pair 2", "123456m789p234s11z", "4s", "riichi seat=E double_wind=2",
     32, 40},
};

static void test_pair_fu(void **state)
{
    (void)state;
    CHECK_ALL(pair_cases);
}

/* R-FU-06: +2 for an edge, closed or single wait; none for two-sided or a pair of pungs. */
static const fu_case wait_cases[] = {
    {"R-FU-06 edge: 12 waiting 3", "123m456p789s234s55s", "3m", "riichi", 32, 40},
    {"R-FU-06 edge: 89 waiting 7", "789m456p789s234s55s", "7m", "riichi", 32, 40},
    {"R-FU-06 closed: 13 waiting 2", "123m456p789s234s55s", "2m", "riichi", 32, 40},
    {"R-FU-06 single: the pair", "123m456p789s234s55s", "5s", "riichi", 32, 40},
    {"R-FU-06 two-sided: 23 waiting 1", "123m456p789s234s55s", "1m", "riichi", 30, 30},
    {"R-FU-06 two pairs waiting: only the pung", "123m456p789s555s22m", "5s", "riichi", 32, 40},
    {"R-FU-06 AMB-50 single wait on a dragon pair: 2 + 2, once each", "123m456p789s234s55z", "5z",
     "riichi", 34, 40},
};

static void test_wait_fu(void **state)
{
    (void)state;
    CHECK_ALL(wait_cases);
}

/*
 * R-WIN-07, EMA 3.4.9, 4.1.1: the winner reads the hand the way that pays
 * most. 23444 won on 4 is 234 completed (two-sided) or 44 completed (single).
 */
static void test_the_winner_chooses_the_reading(void **state)
{
    (void)state;
    /* with a pung elsewhere there is no pinfu: the single wait gives 32 -> 40 fu */
    const fu_case single = {"R-FU-06 single chosen", "111m456p789s23444s", "4s", "tsumo", 32, 40};
    scored s = check(&single);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_WAIT_SINGLE), 2);
    assert_int_equal(s.score.decomp.groups[s.score.wait_group].type, TSUMO_GROUP_PAIR);
    /* with pinfu possible, 1 more han beats 2 fu: the two-sided reading */
    const fu_case pinfu = {"R-YAKU-06 pinfu chosen", "123m456p789s23444s", "4s", "tsumo", 20, 20};
    s = check(&pinfu);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_PINFU), 1);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_WAIT_SINGLE), -1);
    assert_int_equal(s.score.decomp.groups[s.score.wait_group].type, TSUMO_GROUP_RUN);
    /* 222 and 234 both take the 2 won by ron: as the run, 222 stays concealed for fu and sanankou
     */
    const fu_case run = {
        "R-FU-04 R-WIN-07 the run, not the pung", "222234m444p666s55s", "2m", "", 42, 50};
    s = check(&run);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_SANANKOU), 2);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_WAIT_SINGLE), -1);
    /* 111222333 won on 3 by ron: three runs (iipeikou, edge wait) beat three pungs */
    s = test_score("111222333m456p55s", "3m", "riichi");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_IIPEIKOU), 1);
    assert_int_equal(s.score.han, 2);
    assert_int_equal(s.score.fu, 40);
    /* but by tsumo the pungs make sanankou: 4 han 40 fu against 4 han 20 fu */
    s = test_score("111222333m456p55s", "3m", "riichi tsumo");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_SANANKOU), 2);
    assert_int_equal(s.score.han, 4);
    assert_int_equal(s.score.fu, 40);
}

/* R-FU-07, AMB-36: an open hand with no fu is given 2, so it pays as 30 fu. */
static void test_open_pinfu(void **state)
{
    (void)state;
    const fu_case open = {"R-FU-07 open pinfu", "456p789s55s234m (123m<)", "4m", "houtei", 22, 30};
    scored s = check(&open);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_OPEN_PINFU), 2);
    assert_int_equal(s.score.payments.ron, 1000);
    const fu_case off = {"R-FU-07 CFG off: a 20 fu ron",
                         "456p789s55s234m (123m<)",
                         "4m",
                         "houtei no_open_pinfu",
                         20,
                         20};
    s = check(&off);
    assert_int_equal(s.score.payments.ron, 700);
    /* by tsumo the tsumo fu is already there */
    const fu_case tsumo = {
        "R-FU-07 open tsumo", "456p789s55s234m (123m<)", "4m", "tsumo haitei", 22, 30};
    s = check(&tsumo);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_OPEN_PINFU), -1);
}

/* R-FU-02, AMB-34, CFG-RINSHAN-FU: the tsumo fu on a rinshan win. */
static void test_rinshan_tsumo_fu(void **state)
{
    (void)state;
    const fu_case ema = {"R-FU-02 rinshan gets tsumo fu in EMA",
                         "123m456p55s789s [4444z]",
                         "5s",
                         "tsumo rinshan",
                         56,
                         60};
    scored s = check(&ema);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_TSUMO), 2);
    const fu_case jpml = {"R-FU-02 not under CFG-RINSHAN-FU off",
                          "123m456p55s789s [4444z]",
                          "5s",
                          "tsumo rinshan no_rinshan_fu",
                          54,
                          60};
    s = check(&jpml);
    assert_int_equal(item_fu(&s.score, TSUMO_FU_TSUMO), -1);
}

/* R-FU-08: rounded up to 10; fu do not matter at 5 han and more, nor for yakuman. */
static void test_rounding_and_limits(void **state)
{
    (void)state;
    const fu_case round = {"R-FU-08 32 -> 40", "123m456p789s234s55s", "3m", "riichi", 32, 40};
    scored s = check(&round);
    assert_int_equal(s.score.payments.ron, 1300);
    s = test_score("123456789m234m55m", "4m", "");
    assert_int_equal(s.score.han, 9); /* chinitsu, ittsu, pinfu: baiman whatever the fu */
    assert_int_equal(s.score.limit, TSUMO_LIMIT_BAIMAN);
    assert_int_equal(s.score.payments.ron, 16000);
    s = test_score("119m19p19s1234567z", "7z", "");
    assert_int_equal(s.score.fu, 0);
    assert_int_equal(s.score.fu_count, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base_fu),
        cmocka_unit_test(test_set_fu),
        cmocka_unit_test(test_set_entries_say_kan),
        cmocka_unit_test(test_pung_won_by_ron_is_open),
        cmocka_unit_test(test_pair_fu),
        cmocka_unit_test(test_wait_fu),
        cmocka_unit_test(test_the_winner_chooses_the_reading),
        cmocka_unit_test(test_open_pinfu),
        cmocka_unit_test(test_rinshan_tsumo_fu),
        cmocka_unit_test(test_rounding_and_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

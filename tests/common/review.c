/*
 * The review of a game (issue 22): `tsumo explain`'s findings ranked by what
 * they cost, a passed call told only where the strongest level would have
 * made it, and a discard it would not have made, with its reason. Each on a
 * stacked wall under EMA 2008, read through cli_explain_gather() as the viewer
 * reads it, and ranked by findings_ranked() as `tsumo explain` prints it.
 */
#include "cli.h"
#include "findings.h"
#include "record-support.h"

#include <stdlib.h>
#include <string.h>

/* The findings of the script on the deal, every seat's, in the order they happened. */
static void review(finding_list *out, const test_deal *deal, const char *script)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_record *rec = test_record(&rules, deal, script);
    assert_true(cli_explain_gather(out, rec, NULL));
    tsumo_record_free(rec);
}

/* The seat's findings most costly first, the verbose ones too. */
static size_t ranked(const finding_list *l, int seat, const finding **out, size_t max)
{
    return findings_ranked(l->items, l->count, seat, true, out, max);
}

static size_t count_kind(const finding_list *l, int seat, int kind)
{
    size_t n = 0;
    for (size_t i = 0; i < l->count; i++)
        n += l->items[i].seat == seat && l->items[i].kind == kind;
    return n;
}

/*
 * South, tenpai on 1s 4s (234m 567p 888p 66s 23s: tanyao on 4s only), draws
 * 1s, a tsumo (menzen tsumo), and throws it: a missed win (R-WIN-05), and
 * furiten on his own 1s (R-FURI-01, EMA 3.4.5), so West's 4s cannot be ronned
 * (R-WIN-04). Found in that order; ranked by points: the ron furiten refused
 * (1300), the tsumo (1100), then the furiten itself.
 */
static void test_ranked_by_cost(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"?????????????9m", "234m567p888p66s23s", NULL, NULL},
        .draws = "5z5z6z6z1s4s", /* a go-around first: no chiihou */
        .dora = "1z",
    };
    finding_list l;
    review(&l, &deal, "0d9m . 1x . 2x . 3x . 0x . 1x . 2x .");
    const finding *r[32];
    size_t n = ranked(&l, 1, r, 32);
    assert_true(n >= 3);
    /* 234m 567p 888p 66s 234s on a ron: tanyao, 40 fu 1 han (EMA 4.1.1): 1300 */
    assert_int_equal(r[0]->kind, FINDING_WIN_REFUSED);
    assert_int_equal(r[0]->points, 1300);
    assert_non_null(strstr(r[0]->text, "could not ron 4s: furiten (EMA 3.4.5); the win was "
                                       "worth 1300 points"));
    /* 234m 567p 888p 66s 123s by tsumo: menzen tsumo, 30 fu 1 han: 500 and 300 each */
    assert_int_equal(r[1]->kind, FINDING_MISSED_WIN);
    assert_int_equal(r[1]->points, 1100);
    assert_int_equal(r[2]->kind, FINDING_FURITEN);
    /* in the order they happened, the furiten came before the ron it refused */
    size_t furiten = l.count, refused = l.count;
    for (size_t i = 0; i < l.count; i++) {
        if (l.items[i].seat == 1 && l.items[i].kind == FINDING_FURITEN && furiten == l.count)
            furiten = i;
        if (l.items[i].seat == 1 && l.items[i].kind == FINDING_WIN_REFUSED)
            refused = i;
    }
    assert_true(furiten < refused && refused < l.count);
    findings_free(&l);
}

/*
 * West breaks his 789p for nothing (2d9p: 2-shanten where an honour leaves
 * 1-shanten) and North wins on the 9p (pinfu, 1000) after a go-around: the deal-in, found last,
 * is ranked first, and the discard is told with the strongest level's choice
 * and its reason; his rating counts it.
 */
static void test_deal_in_first(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"?????????????9m", NULL, "789p123m456m11s3z4z", "123s456s789m11p78p"},
        .draws = "5z5z6z6z1z6z", /* a go-around first: no renhou */
        .dora = "1z",
    };
    finding_list l;
    review(&l, &deal, "0d9m . 1x . 2x . 3x . 0x . 1x . 2d9p 3ron");
    const finding *r[32];
    size_t n = ranked(&l, 2, r, 32);
    assert_true(n >= 2);
    assert_int_equal(r[0]->kind, FINDING_DEAL_IN);
    assert_int_equal(r[0]->points, 1000);
    assert_non_null(strstr(r[0]->text, "dealt in: "));
    assert_non_null(strstr(r[0]->text, "dealt in: North won by ron on 9p"));
    assert_int_equal(r[1]->kind, FINDING_DISCARD);
    assert_non_null(strstr(r[1]->text, "discarded 9p; level 3 would have discarded "));
    assert_non_null(strstr(r[1]->text, " here, because "));
    assert_non_null(
        strstr(r[1]->text, "(compared with 9p: it leaves the hand 1-shanten, not 2-shanten)"));
    assert_int_equal(l.rating[2].discards, 2);
    assert_true(l.rating[2].matched <= 1);
    assert_int_equal(l.rating[2].shanten_lost, 1);
    findings_free(&l);
}

/*
 * East throws a 7z (chun): South, 3-shanten with a pair of it, passes the pon
 * that the strongest level makes, a yaku by itself that leaves him
 * 2-shanten: told. West passes a pon of 1m on a hand it does not help: not
 * told, only counted in the hand's summary (--verbose).
 */
static void test_passed_calls(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"?????????????7z", "77z55p12m46m78s3p9p1s", "11m258m369p147s1z2z", NULL},
        .draws = "4z1m",
        .dora = "1z",
    };
    finding_list l;
    review(&l, &deal, "0d7z 1p . 1x . 2x . 3x .");
    assert_int_equal(count_kind(&l, 1, FINDING_CALL_PASSED), 1);
    const finding *r[32];
    size_t n = ranked(&l, 1, r, 32);
    bool told = false;
    for (size_t i = 0; i < n; i++)
        told |= r[i]->kind == FINDING_CALL_PASSED &&
                strstr(r[i]->text, "passed a pon on 7z: the strongest level would have called "
                                   "it, for a yaku (yakuhai) and 2-shanten instead of 3-shanten");
    assert_true(told);
    findings_free(&l);
    /* the 1m: North's 1m is its draw, thrown at once; West may pon it and passes */
    static const test_deal useless = {
        .hands = {"?????????????9m", NULL, "11m258m369p147s1z2z", NULL},
        .draws = "4z5z1m",
        .dora = "1z",
    };
    review(&l, &useless, "0d9m . 1x . 2x . 3x .");
    assert_int_equal(count_kind(&l, 2, FINDING_CALL_PASSED), 0);
    findings_free(&l);
}

/* The ranking alone: points, then the kind's order, then what a discard lost, then time. */
static void test_the_order(void **state)
{
    (void)state;
    finding items[] = {
        {.seat = 0, .kind = FINDING_DISCARD, .weight = 3},
        {.seat = 0, .kind = FINDING_FURITEN},
        {.seat = 0, .kind = FINDING_DISCARD, .weight = 1000},
        {.seat = 1, .kind = FINDING_DEAL_IN, .points = 8000},
        {.seat = 0, .kind = FINDING_DEAL_IN, .points = 1000},
        {.seat = 0, .kind = FINDING_MISSED_WIN, .points = 2000},
        {.seat = 0, .kind = FINDING_DISCARD, .weight = 3},
        {.seat = 0, .kind = FINDING_DISCARD, .verbose = true},
    };
    const finding *r[8];
    size_t n = findings_ranked(items, 8, 0, false, r, 8);
    assert_int_equal(n, 6);
    assert_ptr_equal(r[0], &items[5]);
    assert_ptr_equal(r[1], &items[4]);
    assert_ptr_equal(r[2], &items[1]);
    assert_ptr_equal(r[3], &items[2]);
    assert_ptr_equal(r[4], &items[0]); /* equal: in the order they happened */
    assert_ptr_equal(r[5], &items[6]);
    assert_int_equal(findings_ranked(items, 8, 0, true, r, 8), 7);
    char buf[64];
    assert_string_equal(findings_points_text(buf, sizeof buf, &items[3]), "8000 points");
    assert_string_equal(findings_points_text(buf, sizeof buf, &items[0]), "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ranked_by_cost),
        cmocka_unit_test(test_deal_in_first),
        cmocka_unit_test(test_passed_calls),
        cmocka_unit_test(test_the_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

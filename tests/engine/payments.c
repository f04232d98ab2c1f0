/*
 * Payments and settlements (CHECKLIST R-PAY-01..06, R-HONB-03..06,
 * R-STCK-01..03, R-PAO-01..03, R-DRAW-02, R-NAGA-01, R-CHMB-01; EMA 2008
 * 3.3.6, 3.4.2, 3.4.4, 3.4.6, 3.4.10, 4.1-4.1.3, 4.2.4 and Appendix A).
 *
 * The score tables are read from data/tables/ and every cell is compared
 * with the formula. Every settlement checks that points plus sticks on the
 * table stay constant (R-GAME-09).
 */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static tsumo_rules ema(void)
{
    tsumo_rules r;
    tsumo_rules_default(&r);
    return r;
}

static FILE *open_table(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/data/tables/%s", TSUMO_SOURCE_DIR, name);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("cannot open %s", path);
    return f;
}

/* What one payer pays for a hand below the limits, by the table's case name. */
static int32_t table_case(const char *name, int han, int fu, const tsumo_rules *rules)
{
    tsumo_payments p;
    bool dealer = strncmp(name, "dealer", 6) == 0;
    bool tsumo = strstr(name, "tsumo") != NULL;
    tsumo_score_payments(&p, han, fu, 0, dealer, tsumo, 0, 0, rules);
    if (strcmp(name, "dealer_tsumo") == 0)
        return p.tsumo_each;
    if (strcmp(name, "nondealer_tsumo_nondealer") == 0)
        return p.tsumo_nondealer;
    if (strcmp(name, "nondealer_tsumo_dealer") == 0)
        return p.tsumo_dealer;
    return p.ron;
}

/* R-PAY-01/02, EMA 4.1.2 and Appendix A: every cell, rounded per payment. */
static void test_every_cell_of_the_ema_tables(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    FILE *f = open_table("ema2008-scores.csv");
    char line[128], name[64];
    int fu, han, points, cells = 0;
    assert_non_null(fgets(line, sizeof line, f)); /* header */
    while (fgets(line, sizeof line, f)) {
        assert_int_equal(sscanf(line, "%63[^,],%d,%d,%d", name, &fu, &han, &points), 4);
        int32_t got = table_case(name, han, fu, &rules);
        if (got != points)
            fail_msg("%s %d fu %d han: %d, the table says %d", name, fu, han, got, points);
        cells++;
    }
    fclose(f);
    assert_int_equal(cells, 181);
}

/* R-PAY-03, R-HAN-04, EMA Appendix A: the limit hands. */
static void test_every_limit_of_the_ema_tables(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    FILE *f = open_table("ema2008-limits.csv");
    char line[160], name[32];
    int from, to, dealer_each, nd_nd, nd_dealer, dealer_ron, nd_ron, rows = 0;
    assert_non_null(fgets(line, sizeof line, f));
    while (fgets(line, sizeof line, f)) {
        assert_int_equal(sscanf(line, "%31[^,],%d,%d,%d,%d,%d,%d,%d", name, &from, &to,
                                &dealer_each, &nd_nd, &nd_dealer, &dealer_ron, &nd_ron),
                         8);
        for (int han = from; han <= to; han++) {
            tsumo_payments p;
            assert_string_equal(tsumo_limit_id(tsumo_score_limit(han, 30, &rules)), name);
            tsumo_score_payments(&p, han, 30, 0, true, true, 0, 0, &rules);
            assert_int_equal(p.tsumo_each, dealer_each);
            tsumo_score_payments(&p, han, 30, 0, false, true, 0, 0, &rules);
            assert_int_equal(p.tsumo_nondealer, nd_nd);
            assert_int_equal(p.tsumo_dealer, nd_dealer);
            tsumo_score_payments(&p, han, 30, 0, true, false, 0, 0, &rules);
            assert_int_equal(p.ron, dealer_ron);
            tsumo_score_payments(&p, han, 30, 0, false, false, 0, 0, &rules);
            assert_int_equal(p.ron, nd_ron);
        }
        rows++;
    }
    fclose(f);
    assert_int_equal(rows, 5);
}

/* R-PAY-02: round each payment, never the base (30 fu 1 han ron is 1000, not 1200). */
static void test_rounding_after_multiplying(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_payments p;
    tsumo_score_payments(&p, 1, 30, 0, false, false, 0, 0, &rules);
    assert_int_equal(p.ron, 1000); /* 4 x 240 = 960 */
    tsumo_score_payments(&p, 1, 30, 0, false, true, 0, 0, &rules);
    assert_int_equal(p.tsumo_nondealer, 300); /* 240 */
    assert_int_equal(p.tsumo_dealer, 500);    /* 480 */
    assert_int_equal(p.total, 1100);
}

/* R-PAY-04, CFG-KIRIAGE: 30 fu 4 han and 60 fu 3 han stay below mangan in EMA. */
static void test_no_kiriage_unless_the_ruleset_says(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_payments p;
    assert_int_equal(tsumo_score_limit(4, 30, &rules), TSUMO_LIMIT_NONE);
    assert_int_equal(tsumo_score_limit(3, 60, &rules), TSUMO_LIMIT_NONE);
    assert_int_equal(tsumo_score_limit(4, 40, &rules), TSUMO_LIMIT_MANGAN);
    tsumo_score_payments(&p, 4, 30, 0, false, false, 0, 0, &rules);
    assert_int_equal(p.ron, 7700);
    tsumo_score_payments(&p, 3, 60, 0, true, false, 0, 0, &rules);
    assert_int_equal(p.ron, 11600);
    rules.kiriage = true;
    assert_int_equal(tsumo_score_limit(4, 30, &rules), TSUMO_LIMIT_MANGAN);
    assert_int_equal(tsumo_score_limit(3, 60, &rules), TSUMO_LIMIT_MANGAN);
    assert_int_equal(tsumo_score_limit(3, 50, &rules), TSUMO_LIMIT_NONE);
    tsumo_score_payments(&p, 4, 30, 0, false, false, 0, 0, &rules);
    assert_int_equal(p.ron, 8000);
}

/* R-PAY-05: past the tables' 100 fu the formula goes on. */
static void test_beyond_the_tables(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_payments p;
    tsumo_score_payments(&p, 2, 110, 0, false, false, 0, 0, &rules);
    assert_int_equal(p.ron, 7100);
    tsumo_score_payments(&p, 1, 110, 0, true, false, 0, 0, &rules);
    assert_int_equal(p.ron, 5300);
}

/* R-HAN-04, R-HAN-05 (EMA 4.2), CFG-KAZOE: 13 han is a yakuman in EMA, a sanbaiman when capped. */
static void test_counted_yakuman(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    assert_int_equal(tsumo_score_limit(13, 30, &rules), TSUMO_LIMIT_YAKUMAN);
    assert_int_equal(tsumo_score_limit(28, 30, &rules), TSUMO_LIMIT_YAKUMAN);
    assert_int_equal(tsumo_score_limit(12, 30, &rules), TSUMO_LIMIT_SANBAIMAN);
    rules.kazoe = TSUMO_KAZOE_SANBAIMAN;
    assert_int_equal(tsumo_score_limit(13, 30, &rules), TSUMO_LIMIT_SANBAIMAN);
}

/* R-YKM-14: yakuman pay base 8000, a double twice that. */
static void test_yakuman_payments(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_payments p;
    tsumo_score_payments(&p, 0, 0, 1, false, false, 0, 0, &rules);
    assert_int_equal(p.ron, 32000);
    tsumo_score_payments(&p, 0, 0, 2, true, false, 0, 0, &rules);
    assert_int_equal(p.ron, 96000);
    tsumo_score_payments(&p, 0, 0, 2, false, true, 0, 0, &rules);
    assert_int_equal(p.tsumo_dealer, 32000);
    assert_int_equal(p.tsumo_nondealer, 16000);
    assert_int_equal(p.total, 64000);
}

/* R-PAY-06, R-HONB-03, EMA 3.4.10: 300 a counter (100 from each payer on tsumo), plus sticks. */
static void test_counters_and_sticks_in_the_winners_gain(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_payments p;
    tsumo_score_payments(&p, 2, 30, 0, false, false, 3, 2, &rules);
    assert_int_equal(p.ron, 2000); /* the table value, without counters */
    assert_int_equal(p.total, 2000);
    assert_int_equal(p.winner_gain, 2000 + 900 + 2000);
    tsumo_score_payments(&p, 2, 30, 0, false, true, 3, 0, &rules);
    assert_int_equal(p.total, 2000);
    assert_int_equal(p.winner_gain, 2000 + 3 * 300);
    tsumo_score_payments(&p, 2, 30, 0, true, true, 1, 1, &rules);
    assert_int_equal(p.tsumo_each, 1000);
    assert_int_equal(p.winner_gain, 3000 + 300 + 1000);
}

/* ---- settlements -------------------------------------------------------- */

static int32_t sum(const int32_t v[4])
{
    return v[0] + v[1] + v[2] + v[3];
}

/* R-GAME-09: points plus sticks on the table do not change. */
static void assert_balanced(const tsumo_settlement *s, int table_sticks)
{
    assert_int_equal(sum(s->delta) + s->sticks_left, table_sticks);
    assert_int_equal(sum(s->sticks_to) + s->sticks_left, table_sticks);
}

static void assert_deltas(const tsumo_settlement *s, int32_t a, int32_t b, int32_t c, int32_t d)
{
    if (s->delta[0] != a || s->delta[1] != b || s->delta[2] != c || s->delta[3] != d)
        fail_msg("deltas %d %d %d %d, want %d %d %d %d", s->delta[0], s->delta[1], s->delta[2],
                 s->delta[3], a, b, c, d);
}

/* A valid score with the given table payments, as tsumo_score_hand would give it. */
static tsumo_score paid(int han, int fu, int mult, bool dealer, bool tsumo)
{
    tsumo_rules rules = ema();
    tsumo_score s;
    memset(&s, 0, sizeof s);
    s.valid = true;
    s.han = (uint8_t)han;
    s.fu = (uint8_t)fu;
    s.yakuman_mult = (uint8_t)mult;
    tsumo_score_payments(&s.payments, han, fu, mult, dealer, tsumo, 0, 0, &rules);
    return s;
}

/* R-WIN-08, R-STCK-01: a ron: the discarder pays, counters included; the sticks go to the winner.
 */
static void test_settle_one_ron(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score s = paid(3, 30, 0, false, false); /* 3900 */
    tsumo_settle_win w = {.winner = 1, .liable = TSUMO_NO_SEAT, .score = &s};
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 3, 2, 2000, &rules), TSUMO_OK);
    assert_deltas(&out, 0, 3900 + 600 + 2000, 0, -4500);
    assert_int_equal(out.sticks_to[1], 2000);
    assert_balanced(&out, 2000);
}

/* R-PAY-02, R-HONB-03: a non-dealer's tsumo: the dealer pays double, 100 a counter each. */
static void test_settle_tsumo(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score s = paid(3, 30, 0, false, true); /* 1000 / 2000 */
    tsumo_settle_win w = {.winner = 2, .liable = TSUMO_NO_SEAT, .score = &s};
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 1, TSUMO_NO_SEAT, 1, 1000, &rules), TSUMO_OK);
    assert_deltas(&out, -1100, -2100, 4300 + 1000, -1100);
    assert_balanced(&out, 1000);
    tsumo_score d = paid(3, 30, 0, true, true); /* 2000 each */
    w = (tsumo_settle_win){.winner = 1, .liable = TSUMO_NO_SEAT, .score = &d};
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 1, TSUMO_NO_SEAT, 0, 0, &rules), TSUMO_OK);
    assert_deltas(&out, -2000, 6000, -2000, -2000);
    assert_balanced(&out, 0);
}

/*
 * R-WIN-06, R-HONB-04, R-STCK-02, EMA 3.3.1, 3.4.4, 4.1: a double ron. Each
 * winner is paid in full with the counters; each riichi winner takes his own
 * stick back; the rest goes to the first winner after the discarder.
 */
static void test_settle_double_ron(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score a = paid(2, 30, 0, false, false); /* 2000 */
    tsumo_score b = paid(1, 40, 0, true, false);  /* dealer, 2000 */
    /* seat 3 discards; seat 2 is further from him in turn order than seat 0 */
    tsumo_settle_win wins[2] = {
        {.winner = 2, .liable = TSUMO_NO_SEAT, .score = &a, .riichi = true},
        {.winner = 0, .liable = TSUMO_NO_SEAT, .score = &b},
    };
    tsumo_settlement out;
    /* sticks: seat 2's own 1000, seat 1's 1000 and 1000 carried over */
    assert_int_equal(tsumo_settle_wins(&out, wins, 2, 0, 3, 1, 3000, &rules), TSUMO_OK);
    assert_int_equal(out.sticks_to[2], 1000);
    assert_int_equal(out.sticks_to[0], 2000);
    assert_deltas(&out, 2000 + 300 + 2000, 0, 2000 + 300 + 1000, -4600);
    assert_balanced(&out, 3000);
    /* the same with no riichi winner: everything to seat 0, the first after seat 3 */
    wins[0].riichi = false;
    assert_int_equal(tsumo_settle_wins(&out, wins, 2, 0, 3, 0, 3000, &rules), TSUMO_OK);
    assert_int_equal(out.sticks_to[0], 3000);
    assert_int_equal(out.sticks_to[2], 0);
    assert_balanced(&out, 3000);
}

/* R-WIN-06, R-ABRT-06: a triple ron pays all three in EMA. */
static void test_settle_triple_ron(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score s = paid(1, 30, 0, false, false); /* 1000 */
    tsumo_settle_win wins[3] = {
        {.winner = 3, .liable = TSUMO_NO_SEAT, .score = &s},
        {.winner = 2, .liable = TSUMO_NO_SEAT, .score = &s},
        {.winner = 0, .liable = TSUMO_NO_SEAT, .score = &s},
    };
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, wins, 3, 1, 1, 2, 1000, &rules), TSUMO_OK);
    assert_deltas(&out, 1600, -4800, 1600 + 1000, 1600);
    assert_balanced(&out, 1000);
}

/* R-HONB-04 (Tenhou's option): counters and every stick to the first winner only. */
static void test_settle_double_ron_first_winner_takes_counters(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    rules.multi_ron_honba = TSUMO_HONBA_FIRST_WINNER;
    tsumo_score s = paid(1, 30, 0, false, false); /* 1000 */
    tsumo_settle_win wins[2] = {
        {.winner = 2, .liable = TSUMO_NO_SEAT, .score = &s, .riichi = true},
        {.winner = 1, .liable = TSUMO_NO_SEAT, .score = &s},
    };
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, wins, 2, 0, 0, 2, 2000, &rules), TSUMO_OK);
    assert_deltas(&out, -1000 - 1600, 1600 + 2000, 1000, 0);
    assert_int_equal(out.sticks_to[2], 0); /* not even his own stick back */
    assert_balanced(&out, 2000);
}

/* CFG-MULTIRON: with head bump only the first claimant after the discarder is paid. */
static void test_settle_head_bump(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    rules.head_bump = true;
    tsumo_score s = paid(1, 30, 0, false, false);
    tsumo_settle_win wins[2] = {
        {.winner = 0, .liable = TSUMO_NO_SEAT, .score = &s},
        {.winner = 3, .liable = TSUMO_NO_SEAT, .score = &s},
    };
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, wins, 2, 0, 2, 0, 1000, &rules), TSUMO_OK);
    assert_deltas(&out, 0, 0, -1000, 2000);
    assert_balanced(&out, 1000);
}

/* R-PAO-02, EMA 3.3.6: on a tsumo the liable player pays the whole hand, counters too. */
static void test_settle_pao_tsumo(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score s = paid(0, 0, 1, false, true); /* 8000 / 16000 */
    tsumo_settle_win w = {.winner = 1, .liable = 3, .score = &s};
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, TSUMO_NO_SEAT, 1, 0, &rules), TSUMO_OK);
    assert_deltas(&out, 0, 32300, 0, -32300);
    assert_balanced(&out, 0);
}

/*
 * R-PAO-02, R-HONB-05, AMB-40: a ron by another player: the liable player and
 * the discarder share the hand 50/50; the counters come from the discarder.
 */
static void test_settle_pao_ron_split(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score s = paid(0, 0, 1, true, false); /* 48000 */
    tsumo_settle_win w = {.winner = 0, .liable = 2, .score = &s};
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 1, 2, 1000, &rules), TSUMO_OK);
    assert_deltas(&out, 48000 + 600 + 1000, -24600, -24000, 0);
    assert_balanced(&out, 1000);
}

/* R-PAO-03: the liable player who deals in himself pays everything. */
static void test_settle_pao_by_the_liable_player(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score s = paid(0, 0, 2, false, false); /* 64000 */
    tsumo_settle_win w = {.winner = 3, .liable = 1, .score = &s};
    tsumo_settlement out;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 1, 0, 0, &rules), TSUMO_OK);
    assert_deltas(&out, 0, -64000, 0, 64000);
    assert_balanced(&out, 0);
}

static void test_settle_refuses_impossible_wins(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_score ron = paid(1, 30, 0, false, false), tsumo = paid(1, 30, 0, false, true);
    tsumo_score refused = ron;
    refused.valid = false;
    tsumo_settle_win w = {.winner = 1, .liable = TSUMO_NO_SEAT, .score = &ron};
    tsumo_settlement out;
    /* the winner discarded */
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 1, 0, 0, &rules), TSUMO_EINVAL);
    /* a ron score settled as a tsumo, and the other way round */
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, TSUMO_NO_SEAT, 0, 0, &rules), TSUMO_EINVAL);
    w.score = &tsumo;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 2, 0, 0, &rules), TSUMO_EINVAL);
    /* a dealer's tsumo scored as a non-dealer's */
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 1, TSUMO_NO_SEAT, 0, 0, &rules), TSUMO_EINVAL);
    w.score = &refused;
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 2, 0, 0, &rules), TSUMO_EINVAL);
    /* two tsumo winners, the same winner twice, the liable player is the winner */
    tsumo_settle_win two[2] = {{.winner = 1, .liable = TSUMO_NO_SEAT, .score = &tsumo},
                               {.winner = 2, .liable = TSUMO_NO_SEAT, .score = &tsumo}};
    assert_int_equal(tsumo_settle_wins(&out, two, 2, 0, TSUMO_NO_SEAT, 0, 0, &rules), TSUMO_EINVAL);
    two[0].score = two[1].score = &ron;
    two[1].winner = 1;
    assert_int_equal(tsumo_settle_wins(&out, two, 2, 0, 3, 0, 0, &rules), TSUMO_EINVAL);
    w = (tsumo_settle_win){.winner = 1, .liable = 1, .score = &ron};
    assert_int_equal(tsumo_settle_wins(&out, &w, 1, 0, 3, 0, 0, &rules), TSUMO_EINVAL);
    assert_balanced(&out, 0);
}

/* R-DRAW-02, EMA 3.4.2: 3000 in all from the noten players to the tenpai players. */
static void test_settle_noten(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_settlement out;
    static const struct {
        bool tenpai[4];
        int32_t delta[4];
    } cases[] = {
        {{false, false, false, false}, {0, 0, 0, 0}},
        {{true, false, false, false}, {3000, -1000, -1000, -1000}},
        {{true, false, true, false}, {1500, -1500, 1500, -1500}},
        {{true, true, false, true}, {1000, 1000, -3000, 1000}},
        {{true, true, true, true}, {0, 0, 0, 0}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tsumo_settle_noten(&out, cases[i].tenpai, 2000, &rules);
        assert_memory_equal(out.delta, cases[i].delta, sizeof out.delta);
        assert_int_equal(out.sticks_left, 2000); /* R-STCK-03: they stay on the table */
        assert_balanced(&out, 2000);
    }
}

/*
 * R-NAGA-01, R-HONB-06, AMB-21, EMA 4.2.4: a mangan tsumo with counters for
 * each qualifier; the sticks go to the first from the dealer.
 */
static void test_settle_nagashi(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_settlement out;
    bool one[4] = {false, false, true, false};
    tsumo_settle_nagashi(&out, one, 1, 2, 1000, &rules);
    assert_deltas(&out, -2200, -4200, 8600 + 1000, -2200);
    assert_int_equal(out.sticks_left, 0);
    assert_balanced(&out, 1000);
    bool two[4] = {true, false, false, true}; /* dealer 3: seat 3 then seat 0 */
    tsumo_settle_nagashi(&out, two, 3, 0, 2000, &rules);
    assert_int_equal(out.sticks_to[3], 2000);
    assert_deltas(&out, 8000 - 4000, -4000 - 2000, -4000 - 2000, 12000 - 4000 + 2000);
    assert_balanced(&out, 2000);
    bool none[4] = {false, false, false, false};
    tsumo_settle_nagashi(&out, none, 0, 3, 1000, &rules);
    assert_deltas(&out, 0, 0, 0, 0);
    assert_int_equal(out.sticks_left, 1000);
    /* AMB-21 as Tenhou settles it: the mangan alone, inside a draw */
    rules.nagashi_settlement = TSUMO_NAGASHI_AS_DRAW;
    tsumo_settle_nagashi(&out, one, 1, 2, 1000, &rules);
    assert_deltas(&out, -2000, -4000, 8000, -2000);
    assert_int_equal(out.sticks_left, 1000);
    assert_balanced(&out, 1000);
    rules.nagashi = TSUMO_NAGASHI_OFF; /* CFG-NAGASHI */
    tsumo_settle_nagashi(&out, one, 1, 0, 0, &rules);
    assert_deltas(&out, 0, 0, 0, 0);
}

/* R-CHMB-01, EMA 3.4.6: a reverse mangan, no counters; CFG-CHOMBO can drop it. */
static void test_settle_chombo(void **state)
{
    (void)state;
    tsumo_rules rules = ema();
    tsumo_settlement out;
    tsumo_settle_chombo(&out, 2, 0, &rules);
    assert_deltas(&out, 4000, 2000, -8000, 2000);
    tsumo_settle_chombo(&out, 1, 1, &rules);
    assert_deltas(&out, 4000, -12000, 4000, 4000);
    assert_balanced(&out, 0);
    rules.chombo_mangan = false;
    tsumo_settle_chombo(&out, 1, 1, &rules);
    assert_deltas(&out, 0, 0, 0, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_cell_of_the_ema_tables),
        cmocka_unit_test(test_every_limit_of_the_ema_tables),
        cmocka_unit_test(test_rounding_after_multiplying),
        cmocka_unit_test(test_no_kiriage_unless_the_ruleset_says),
        cmocka_unit_test(test_beyond_the_tables),
        cmocka_unit_test(test_counted_yakuman),
        cmocka_unit_test(test_yakuman_payments),
        cmocka_unit_test(test_counters_and_sticks_in_the_winners_gain),
        cmocka_unit_test(test_settle_one_ron),
        cmocka_unit_test(test_settle_tsumo),
        cmocka_unit_test(test_settle_double_ron),
        cmocka_unit_test(test_settle_triple_ron),
        cmocka_unit_test(test_settle_double_ron_first_winner_takes_counters),
        cmocka_unit_test(test_settle_head_bump),
        cmocka_unit_test(test_settle_pao_tsumo),
        cmocka_unit_test(test_settle_pao_ron_split),
        cmocka_unit_test(test_settle_pao_by_the_liable_player),
        cmocka_unit_test(test_settle_refuses_impossible_wins),
        cmocka_unit_test(test_settle_noten),
        cmocka_unit_test(test_settle_nagashi),
        cmocka_unit_test(test_settle_chombo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * Exhaustive and abortive draws and nagashi mangan (CHECKLIST sections 9-11,
 * EMA 3.4.2-3.4.4, 4.2.4). Four tenpai hands with tiles apart from each
 * other; a seat without one gets filler tiles. Every seat discards what it
 * draws until the wall is empty, so the hands stay as dealt.
 */
#include "game-support.h"

#include <string.h>

#define P0 "123m456m789m11p23p" /* waits 1p 4p */
#define P1 "123s456s789s44p56p" /* waits 4p 7p */
#define P2 "111z222z333z789p9p" /* waits 6p 9p */
#define P3 "444z555z666z77z88p" /* waits 7z 8p */

/* A deal where the seats in `tenpai` (bit per seat) hold their palette hand. */
static test_deal tenpai_deal(unsigned tenpai)
{
    static const char *const palette[4] = {P0 "7z", P1, P2, P3};
    test_deal d = {0};
    for (int s = 0; s < 4; s++)
        d.hands[s] = (tenpai & (1u << s)) ? palette[s] : NULL;
    return d;
}

/* R-DRAW-01, R-WALL-08 (EMA 3.4.2): the wall runs out after 69 draws; the dead wall stays. */
static void test_exhaustive_draw(void **state)
{
    (void)state;
    test_deal d = tenpai_deal(1u << 1);
    tsumo_game *g = test_game(&d);
    test_events_clear();
    test_play_out(g);
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_DRAW);
    assert_int_equal(test_events_count(TSUMO_EVENT_EXHAUSTIVE), 1);
    assert_int_equal(test_events_count(TSUMO_EVENT_DRAW), 2 * 69); /* own and others' copies */
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.live_left, 0);
    assert_int_equal(v.turn, 0); /* the dealer declares first */
    tsumo_game_free(g);
}

/* R-DRAW-02, R-HONB-06 (EMA 3.4.2): 3000 from the noten to the tenpai players, whatever the
   counters. */
static void test_noten_payments(void **state)
{
    (void)state;
    static const struct {
        unsigned tenpai;
        int32_t delta[4];
    } cases[] = {
        {0x0, {0, 0, 0, 0}},
        {0x2, {-1000, 3000, -1000, -1000}},
        {0x6, {-1500, 1500, 1500, -1500}},
        {0xE, {-3000, 1000, 1000, 1000}},
        {0xF, {0, 0, 0, 0}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        test_deal d = tenpai_deal(cases[c].tenpai);
        d.honba = 3;
        tsumo_game *g = test_game(&d);
        test_play_out(g);
        for (int s = 0; s < 4; s++)
            test_play(g, (cases[c].tenpai & (1u << s)) ? "*tenpai" : "*noten");
        const tsumo_hand_result *r = test_result(g);
        assert_int_equal(r->end, TSUMO_END_EXHAUSTIVE);
        for (int s = 0; s < 4; s++) {
            assert_int_equal(r->delta[s], cases[c].delta[s]);
            assert_int_equal(r->tenpai[s], (cases[c].tenpai >> s) & 1);
        }
        tsumo_game_free(g);
    }
}

/* R-DRAW-07, R-GAME-01, R-HONB-01 (EMA 3.4.2, 3.4.12): a tenpai dealer keeps the deal. */
static void test_dealer_tenpai_keeps_deal(void **state)
{
    (void)state;
    test_deal d = tenpai_deal(0x1);
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0tenpai 1noten 2noten 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_true(r->dealer_keeps);
    assert_false(r->game_over);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 0);
    assert_int_equal(v.hand, 0);
    assert_int_equal(v.honba, 1);
    assert_int_equal(v.seats[0].wind, TSUMO_WIND_EAST);
    tsumo_game_free(g);
}

/* R-DRAW-07, R-HONB-02: a noten dealer passes the deal; the counter still goes up. */
static void test_dealer_noten_passes_deal(void **state)
{
    (void)state;
    test_deal d = tenpai_deal(0x2);
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0noten 1tenpai 2noten 3noten next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 1);
    assert_int_equal(v.hand, 1);
    assert_int_equal(v.honba, 1);
    assert_int_equal(v.seats[1].wind, TSUMO_WIND_EAST); /* R-SEAT-03: winds move, seats stay */
    assert_int_equal(v.seats[0].wind, TSUMO_WIND_NORTH);
    tsumo_game_free(g);
}

/* R-DRAW-03 (EMA 3.4.2): waiting only on a kind the hand holds four of is not tenpai. */
static void test_tenpai_not_on_own_fourth(void **state)
{
    (void)state;
    test_deal d = {.hands = {NULL, "1111m234p567p789s"}};
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0noten");
    assert_false(test_can(g, 1, TSUMO_ACTION_TENPAI));
    test_refused(g, "1tenpai", TSUMO_REASON_NOT_TENPAI);
    tsumo_game_free(g);
}

/* R-DRAW-04 (AMB-17): tenpai with no yaku counts. */
static void test_tenpai_without_yaku(void **state)
{
    (void)state;
    test_deal d = {.hands = {NULL, NULL, "234m567p789s11s23s"}};
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0noten 1noten");
    assert_true(test_can(g, 2, TSUMO_ACTION_TENPAI));
    test_play(g, "2tenpai 3noten");
    assert_int_equal(test_result(g)->delta[2], 3000);
    tsumo_game_free(g);
}

/* R-DRAW-05, R-RII-12, R-STCK-03 (EMA 3.4.2, 3.4.4): a hand may stay hidden and count as
   noten; a riichi hand is shown; the stick stays on the table after the draw. */
static void test_hidden_tenpai_and_riichi_must_show(void **state)
{
    (void)state;
    test_deal d = tenpai_deal(0x6);
    tsumo_game *g = test_game(&d);
    test_play(g, "0x . 1Rx .");
    test_play_out(g);
    test_play(g, "0noten");
    assert_false(test_can(g, 1, TSUMO_ACTION_NOTEN));
    test_refused(g, "1noten", TSUMO_REASON_MUST_SHOW);
    test_events_clear();
    test_play(g, "1tenpai");
    assert_int_equal(test_events_count(TSUMO_EVENT_REVEAL), 1); /* shown to everyone */
    assert_int_equal(test_events_find(TSUMO_EVENT_REVEAL, 0)->visible, TSUMO_SEATS_ALL);
    assert_true(test_can(g, 2, TSUMO_ACTION_NOTEN));
    test_events_clear();
    test_play(g, "2noten 3noten");
    assert_int_equal(test_events_count(TSUMO_EVENT_REVEAL), 0); /* seat 2 kept it hidden */
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->delta[1], 3000);
    assert_int_equal(r->delta[2], -1000);
    assert_int_equal(test_view(g, 0).sticks, 1); /* R-STCK-03: the stick stays after a draw */
    tsumo_game_free(g);
}

/* ---- abortive draws ---- */

/* R-ABRT-02, R-ABRT-01 (EMA 3.4.3, AMB-18): the dealer on his first 14 tiles, nine kinds; no
   payments, one more counter, the sticks stay. */
static void test_kyuushu_dealer(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"19m19p19s12345z22m3p"}, .sticks = 1, .scores = {30000, 30000, 30000, 29000}};
    tsumo_game *g = test_game(&d);
    assert_true(test_can(g, 0, TSUMO_ACTION_KYUUSHU));
    test_events_clear();
    test_play(g, "09");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_ABORT);
    assert_int_equal(r->abort, TSUMO_ABORT_KYUUSHU);
    assert_int_equal(test_events_count(TSUMO_EVENT_REVEAL), 1); /* the hand is shown */
    for (int s = 0; s < 4; s++)
        assert_int_equal(r->delta[s], 0); /* R-ABRT-01: no payments */
    assert_true(r->dealer_keeps);         /* R-ABRT-07 */
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.honba, 1);  /* R-HONB-01 */
    assert_int_equal(v.sticks, 1); /* R-STCK-03 */
    assert_int_equal(v.dealer, 0);
    tsumo_game_free(g);
}

/* R-ABRT-02: eight kinds are too few; a non-dealer on his first draw; not after a call. */
static void test_kyuushu_conditions(void **state)
{
    (void)state;
    test_deal d = {.hands = {"19m19p19s12z22m3p4p5p6p", "19m19p19s123z45m6m7z"}, .draws = "4z"};
    tsumo_game *g = test_game(&d);
    assert_false(test_can(g, 0, TSUMO_ACTION_KYUUSHU));
    test_refused(g, "09", TSUMO_REASON_KYUUSHU_FEW);
    test_play(g, "0d4p .");
    assert_true(test_can(g, 1, TSUMO_ACTION_KYUUSHU));
    tsumo_game_free(g);

    /* seat 2 pons the dealer's first discard: seat 1's first turn is no longer uninterrupted */
    d.hands[2] = "44p1579m2468s5z6z7z";
    g = test_game(&d);
    test_play(g, "0d4p 2pon44p 1p 3p 2d5z . 3x .");
    test_play(g, "0x .");
    assert_false(test_can(g, 1, TSUMO_ACTION_KYUUSHU));
    test_refused(g, "19", TSUMO_REASON_NOT_FIRST_TURN);
    /* the message names what it refuses: a table shows it without the action */
    assert_non_null(strstr(tsumo_reason_msgid(TSUMO_REASON_NOT_FIRST_TURN), "nine terminals"));
    tsumo_game_free(g);
}

/* R-ABRT-07, CFG-ABORT-DEALER: the dealer rotates when the ruleset says so. */
static void test_abort_dealer_rotates(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.abort_dealer_repeats = false;
    test_deal d = {.hands = {"19m19p19s12345z22m3p"}};
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "09 next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 1);
    assert_int_equal(v.honba, 1);
    tsumo_game_free(g);
}

static const test_deal four_winds_deal = {
    .hands = {"1z1m2m3m4m5m6m7m8m9m1p2p3p4p", "1z????????????", "1z????????????", "1z????????????"},
    .draws = "???",
};

/* R-ABRT-03 (EMA 3.4.3): the four first discards are one wind. */
static void test_four_winds(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&four_winds_deal);
    test_play(g, "0d1z . 1d1z . 2d1z . 3d1z");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CLAIM); /* a ron would still come first */
    test_play(g, ".");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_ABORT);
    assert_int_equal(r->abort, TSUMO_ABORT_FOUR_WINDS);
    tsumo_game_free(g);
}

/* R-ABRT-03, R-CALL-14: a call before it breaks the first go-around. */
static void test_four_winds_interrupted(void **state)
{
    (void)state;
    test_deal d = four_winds_deal;
    d.hands[0] = "1z1m2m3m4m5m6m7m8m9m1p2p3p5z";
    d.hands[3] = "1z55z??????????";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d5z 3pon55z 1p 2p 3d1z . 0d1z . 1d1z . 2d1z .");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN);
    tsumo_game_free(g);
}

/* R-ABRT-08 (AMB-20): a riichi declared on the aborting discard keeps its stick on the table. */
static void test_four_winds_with_riichi(void **state)
{
    (void)state;
    test_deal d = four_winds_deal;
    d.hands[0] = "1z4m5m6m7m8m9m1p2p3p4p5p6p7p";
    d.hands[3] = "1z123p456p789p11s3s"; /* with the 2s it draws: tenpai on 1s-4s */
    d.draws = "??2s";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d1z . 1d1z . 2d1z .");
    test_play(g, "3r1z .");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->abort, TSUMO_ABORT_FOUR_WINDS);
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.sticks, 1);
    assert_int_equal(v.seats[3].score, 29000);
    tsumo_game_free(g);
}

/* R-ABRT-05 (EMA 3.4.3): four riichi and the fourth tile not ronned: abort, hands shown. */
static void test_four_riichi(void **state)
{
    (void)state;
    test_deal d = tenpai_deal(0xF);
    tsumo_game *g = test_game(&d);
    test_events_clear();
    test_play(g, "0R7z . 1Rx . 2Rx . 3Rx");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CLAIM);
    test_play(g, ".");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_ABORT);
    assert_int_equal(r->abort, TSUMO_ABORT_FOUR_RIICHI);
    assert_int_equal(test_events_count(TSUMO_EVENT_RIICHI_STICK), 4); /* the fourth is posted */
    assert_int_equal(test_events_count(TSUMO_EVENT_REVEAL), 4);
    assert_int_equal(test_view(g, 0).sticks, 4);
    tsumo_game_free(g);
}

/*
 * R-ABRT-05, R-RII-11, R-RII-07 (EMA 3.4.3, 3.4.6): at the four-riichi abort every hand is shown,
 * so in penalize mode a noten riichi is found there and is chombo ("in case of a draw"): the
 * offender pays, the four sticks go back, and the hand is dealt again. So is a kan in riichi
 * that changed the wait.
 */
static void test_four_riichi_with_an_offence(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.penalties = TSUMO_PENALTIES_PENALIZE;
    test_deal d = tenpai_deal(0x7);
    d.hands[3] = "1357m2468p1357s9s"; /* noten */
    tsumo_game *g = test_game_rules(&rules, &d);
    test_events_clear();
    test_play(g, "0R7z . 1Rx . 2Rx . 3Rx .");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 3);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_NOTEN_RIICHI);
    assert_int_equal(test_events_count(TSUMO_EVENT_ABORT), 0);
    assert_int_equal(test_events_count(TSUMO_EVENT_REVEAL), 4);       /* each hand shown once */
    for (int s = 0; s < 3; s++)                                       /* 4000 to East, 2000 each */
        assert_int_equal(r->delta[s], (s == 0 ? 4000 : 2000) + 1000); /* and the stick back */
    assert_int_equal(r->delta[3], -8000 + 1000);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 0);
    assert_int_equal(v.honba, 0);
    assert_int_equal(v.sticks, 0);
    tsumo_game_free(g);

    /* seat 1 waits on 2s-5s and on the 22s-55p pair: the kan of 2s drops the 5p */
    d = tenpai_deal(0xD);
    d.hands[1] = "22234s567m789m55p";
    d.draws = "????2s??";
    g = test_game_rules(&rules, &d);
    test_play(g, "0r7z . 1Rx . 2x . 3x . 0x . 1a2s . 1x . 2Rx . 3Rx .");
    r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_BAD_RIICHI_KAN);
    tsumo_game_free(g);

    /* refused, nothing is wrong at the abort */
    tsumo_rules_default(&rules);
    g = test_game_rules(&rules, &d);
    test_play(g, "0r7z . 1Rx . 2x . 3x . 0x .");
    test_refused(g, "1a2s", TSUMO_REASON_RIICHI_KAN);
    tsumo_game_free(g);
}

/* Three seats wait on 5p with tanyao; the dealer throws it. */
static const test_deal triple_ron_deal = {
    .hands = {"5p111z222z33z999s99m", "234m456m678s55s46p", "345m678m234s66s34p",
              "22m340s567s888p67p"},
};

/* R-ABRT-06, R-WIN-06 (EMA 3.3.1): three rons all win in EMA. */
static void test_triple_ron_ema(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&triple_ron_deal);
    test_play(g, "0d5p 1ron 2ron 3ron");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->win_count, 3);
    assert_int_equal(r->wins[0].winner, 1);
    assert_int_equal(r->wins[2].winner, 3);
    tsumo_game_free(g);
}

/* R-ABRT-06, CFG-MULTIRON (J:A1): three rons abort the hand under JPML. */
static void test_triple_ron_abort(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.triple_ron_abort = true;
    rules.head_bump = true;
    tsumo_game *g = test_game_rules(&rules, &triple_ron_deal);
    test_play(g, "0d5p 3ron 1ron 2ron");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_ABORT);
    assert_int_equal(r->abort, TSUMO_ABORT_TRIPLE_RON);
    tsumo_game_free(g);
}

/* R-WIN-06 (J:A1): with head bump only the first claimant after the discarder wins. */
static void test_head_bump(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.head_bump = true;
    test_deal d = triple_ron_deal;
    d.hands[1] = NULL;
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d5p 3ron 2ron 1p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->win_count, 1);
    assert_int_equal(r->wins[0].winner, 2);
    tsumo_game_free(g);
}

/* ---- nagashi mangan ---- */

/* Draw `first` and every fourth after it are terminals and honours. */
static const char *nagashi_draws(int first)
{
    static char draws[256];
    static const char *const mine[18] = {"1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z",
                                         "4z", "5z", "6z", "7z", "1m", "9m", "1p", "9p", "1s"};
    draws[0] = '\0';
    for (int i = 0; i < 69; i++) {
        strcat(draws, i % 4 == first ? mine[(i - first) / 4] : "?");
    }
    return draws;
}

/* Seat 1 draws only terminals and honours and throws each away. */
static test_deal nagashi_deal(void)
{
    test_deal d = {.hands = {"?????????????2m"}, .draws = nagashi_draws(0)};
    return d;
}

/* R-NAGA-01, R-HONB-06, R-STCK-03 (EMA 4.2.4, AMB-21): a mangan tsumo with the counters and
   sticks, no noten payments, settled like a win. */
static void test_nagashi_mangan(void **state)
{
    (void)state;
    test_deal d = nagashi_deal();
    d.honba = 2;
    d.sticks = 1;
    d.scores[2] = 29000;
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0noten");
    assert_true(test_can(g, 1, TSUMO_ACTION_NAGASHI));
    test_play(g, "1nagashi");
    assert_false(test_can(g, 2, TSUMO_ACTION_NAGASHI));
    test_refused(g, "2nagashi", TSUMO_REASON_NOT_NAGASHI);
    test_play(g, "2noten 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_true(r->nagashi[1]);
    assert_int_equal(r->delta[1], 8000 + 600 + 1000);
    assert_int_equal(r->delta[0], -4000 - 200);
    assert_int_equal(r->delta[2], -2000 - 200);
    assert_false(r->dealer_keeps);
    tsumo_game_free(g);
}

/*
 * AMB-21, R-NAGA-01, R-GAME-01 (EMA 4.2.4, 3.4.12): settled as a win (the CHECKLIST's suggested
 * default, nagashi_settlement = as-win), nagashi decides the deal and the counters as a tsumo
 * would: a tenpai dealer loses the deal to a non-dealer's nagashi and the counters go (EMA
 * 3.4.12 alone would keep him on his tenpai); the dealer's own nagashi keeps the deal with one
 * more counter.
 */
static void test_nagashi_decides_the_deal(void **state)
{
    (void)state;
    test_deal d = nagashi_deal();
    d.hands[0] = "234m567m678p55s23s7z"; /* the dealer throws the 7z and waits on 1s-4s */
    d.honba = 2;
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    test_play(g, "0tenpai 1nagashi 2noten 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_EXHAUSTIVE);
    assert_true(r->tenpai[0]);
    assert_int_equal(r->delta[1], 8000 + 600);
    assert_int_equal(r->delta[0], -4000 - 200); /* no noten payments either */
    assert_int_equal(r->delta[2], -2000 - 200);
    assert_false(r->dealer_keeps);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 1);
    assert_int_equal(v.honba, 0);
    tsumo_game_free(g);

    d.hands[0] = "?????????????1z";
    d.draws = nagashi_draws(3); /* the dealer draws fourth */
    g = test_game(&d);
    test_play_out(g);
    test_play(g, "0nagashi 1noten 2noten 3noten");
    r = test_result(g);
    assert_true(r->nagashi[0]);
    assert_int_equal(r->delta[0], 3 * (4000 + 200));
    assert_true(r->dealer_keeps);
    test_play(g, "next");
    v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 0);
    assert_int_equal(v.honba, 3);
    tsumo_game_free(g);
}

/* R-NAGA-01: a called discard spoils it. */
static void test_nagashi_called_discard(void **state)
{
    (void)state;
    test_deal d = nagashi_deal();
    d.hands[2] = "11m5z??????????";
    tsumo_game *g = test_game(&d);
    test_play(g, "0x . 1x 2pon11m 3p 0p 2d5z .");
    test_play_out(g);
    test_play(g, "0noten");
    assert_false(test_can(g, 1, TSUMO_ACTION_NAGASHI));
    tsumo_game_free(g);
}

/*
 * R-DRAW-03 (EMA 3.4.2), R-NAGA-01 (EMA 4.2.4): what a seat could declare, asked of the game
 * for any seat (the log importers ask it instead of judging themselves); the same answers as
 * the legal lists of the declaring seat.
 */
static void test_declarations_asked_of_the_game(void **state)
{
    (void)state;
    test_deal d = {.hands = {NULL, "1111m234p567p789s", "567m678p123s1122z"}};
    tsumo_game *g = test_game(&d);
    test_play_out(g);
    assert_false(tsumo_game_seat_is_tenpai(g, 1)); /* waits only on its own fourth 1m */
    assert_true(tsumo_game_seat_is_tenpai(g, 2));
    assert_false(tsumo_game_seat_is_tenpai(g, 4));
    assert_false(tsumo_game_seat_is_tenpai(g, -1));
    tsumo_game_free(g);

    d = nagashi_deal();
    g = test_game(&d);
    test_play_out(g);
    assert_true(tsumo_game_nagashi_qualifies(g, 1));
    assert_false(tsumo_game_nagashi_qualifies(g, 2));
    assert_false(tsumo_game_nagashi_qualifies(g, 4));
    test_play(g, "0noten");
    assert_true(test_can(g, 1, TSUMO_ACTION_NAGASHI));
    tsumo_game_free(g);

    tsumo_rules rules; /* CFG-NAGASHI off: nobody qualifies */
    tsumo_rules_default(&rules);
    rules.nagashi = TSUMO_NAGASHI_OFF;
    g = test_game_rules(&rules, &d);
    test_play_out(g);
    assert_false(tsumo_game_nagashi_qualifies(g, 1));
    tsumo_game_free(g);

    d.hands[2] = "11m5z??????????"; /* a called discard spoils it */
    g = test_game(&d);
    test_play(g, "0x . 1x 2pon11m 3p 0p 2d5z .");
    test_play_out(g);
    assert_false(tsumo_game_nagashi_qualifies(g, 1));
    tsumo_game_free(g);
}

/* CFG-NAGASHI off (JPML): no nagashi at all. */
static void test_nagashi_off(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.nagashi = TSUMO_NAGASHI_OFF;
    test_deal d = nagashi_deal();
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play_out(g);
    test_play(g, "0noten");
    test_refused(g, "1nagashi", TSUMO_REASON_OFF_IN_RULES);
    tsumo_action nagashi = {.type = TSUMO_ACTION_NAGASHI, .seat = 1};
    assert_string_equal(tsumo_reason_rules_key(TSUMO_REASON_OFF_IN_RULES, &nagashi),
                        "nagashi_mangan");
    tsumo_action nine = {.type = TSUMO_ACTION_KYUUSHU, .seat = 1};
    assert_string_equal(tsumo_reason_rules_key(TSUMO_REASON_OFF_IN_RULES, &nine),
                        "kyuushu_kyuuhai");
    tsumo_game_free(g);
}

/* R-NAGA-01, CFG-NAGASHI (EMA 4.2.4, AMB-21): seat 1 pons the dealer's first discard and then
   throws only terminals and honours: no nagashi in EMA (closed hand), nagashi on Tenhou. */
static void test_nagashi_with_calls(void **state)
{
    (void)state;
    test_deal d = {.hands = {"?????????????5z", "55z9p??????????"}, .draws = nagashi_draws(3)};
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0x 1pon55z 2p 3p 1d9p .");
    test_play_out(g);
    test_play(g, "0noten");
    assert_false(test_can(g, 1, TSUMO_ACTION_NAGASHI));
    test_refused(g, "1nagashi", TSUMO_REASON_NOT_NAGASHI);
    tsumo_game_free(g);

    rules.nagashi = TSUMO_NAGASHI_ANY;
    g = test_game_rules(&rules, &d);
    test_play(g, "0x 1pon55z 2p 3p 1d9p .");
    test_play_out(g);
    test_play(g, "0noten");
    assert_true(test_can(g, 1, TSUMO_ACTION_NAGASHI));
    test_play(g, "1nagashi 2noten 3noten");
    assert_true(test_result(g)->nagashi[1]);
    tsumo_game_free(g);
}

/* AMB-21, nagashi_settlement as-draw (Tenhou): paid, but the hand stays a draw. */
static void test_nagashi_as_draw(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.nagashi_settlement = TSUMO_NAGASHI_AS_DRAW;
    test_deal d = nagashi_deal();
    d.sticks = 1;
    d.honba = 2;
    d.scores[3] = 29000;
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play_out(g);
    test_play(g, "0noten 1nagashi 2noten 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_true(r->nagashi[1]);
    assert_true(r->delta[1] >= 8000);
    assert_int_equal(r->sticks_to[1], 0);
    assert_false(r->dealer_keeps); /* the dealer was not tenpai */
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.sticks, 1); /* the stick stays on the table */
    assert_int_equal(v.honba, 3);  /* a draw: one more counter */
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exhaustive_draw),
        cmocka_unit_test(test_noten_payments),
        cmocka_unit_test(test_dealer_tenpai_keeps_deal),
        cmocka_unit_test(test_dealer_noten_passes_deal),
        cmocka_unit_test(test_tenpai_not_on_own_fourth),
        cmocka_unit_test(test_tenpai_without_yaku),
        cmocka_unit_test(test_hidden_tenpai_and_riichi_must_show),
        cmocka_unit_test(test_kyuushu_dealer),
        cmocka_unit_test(test_kyuushu_conditions),
        cmocka_unit_test(test_abort_dealer_rotates),
        cmocka_unit_test(test_four_winds),
        cmocka_unit_test(test_four_winds_interrupted),
        cmocka_unit_test(test_four_winds_with_riichi),
        cmocka_unit_test(test_four_riichi),
        cmocka_unit_test(test_four_riichi_with_an_offence),
        cmocka_unit_test(test_triple_ron_ema),
        cmocka_unit_test(test_triple_ron_abort),
        cmocka_unit_test(test_head_bump),
        cmocka_unit_test(test_nagashi_mangan),
        cmocka_unit_test(test_nagashi_called_discard),
        cmocka_unit_test(test_nagashi_decides_the_deal),
        cmocka_unit_test(test_nagashi_off),
        cmocka_unit_test(test_declarations_asked_of_the_game),
        cmocka_unit_test(test_nagashi_with_calls),
        cmocka_unit_test(test_nagashi_as_draw),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

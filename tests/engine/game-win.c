/*
 * Winning and what it pays: ron and tsumo, several rons, counters, riichi
 * sticks and liability (CHECKLIST sections 13, 19, 20; EMA 3.3.1, 3.3.6,
 * 3.3.10-3.3.11, 3.4.4, 3.4.9-3.4.11, 4.1). Payments are checked against the
 * scoring module's own value of each hand, so these tests are about who pays
 * whom and how much is added, not about the hand's value.
 */
#include "game-support.h"

/* Seat 2 waits on 1p-4p with a pung of white dragons; the dealer throws a 1p on his
   second turn (on his first, seat 2's ron would be renhou). */
static const test_deal haku_deal = {
    .hands = {"1111z2222z333z99m1p", "1357m2468p1357s9s", "23p456m789m555z55s", NULL},
    .draws = "9s9s9s?",
};

#define DEALER_THROWS_1P "0d9m . 1x . 2x . 3x . 0d1p"

/* R-WIN-04, R-WIN-08, R-WIN-10 (EMA 3.3.10, 3.4.9): ron; the discarder alone pays; the hand
   is shown to everyone. */
static void test_ron_discarder_pays(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&haku_deal);
    test_events_clear();
    test_play(g, DEALER_THROWS_1P " 2ron 1p 3p");
    const tsumo_event *shown = test_events_find(TSUMO_EVENT_REVEAL, 0);
    assert_non_null(shown);
    assert_int_equal(shown->seat, 2);
    assert_int_equal(shown->visible, TSUMO_SEATS_ALL);
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    int32_t value = r->wins[0].score.payments.ron;
    assert_true(value > 0);
    assert_int_equal(r->delta[2], value);
    assert_int_equal(r->delta[0], -value);
    assert_int_equal(r->delta[1], 0);
    assert_int_equal(r->delta[3], 0);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_YAKUHAI_HAKU));
    tsumo_game_free(g);
}

/* R-HONB-03 (EMA 3.4.10): 300 a counter on a ron, from the discarder. */
static void test_ron_counters(void **state)
{
    (void)state;
    test_deal d = haku_deal;
    d.honba = 2;
    tsumo_game *g = test_game(&d);
    test_play(g, DEALER_THROWS_1P " 2ron 1p 3p");
    const tsumo_hand_result *r = test_result(g);
    int32_t value = r->wins[0].score.payments.ron;
    assert_int_equal(r->delta[2], value + 600);
    assert_int_equal(r->delta[0], -value - 600);
    tsumo_game_free(g);
}

/* R-HONB-02 (EMA 3.4.10): a win by a non-dealer clears the counters; the deal passes. */
static void test_nondealer_win_clears_counters(void **state)
{
    (void)state;
    test_deal d = haku_deal;
    d.honba = 3;
    tsumo_game *g = test_game(&d);
    test_play(g, DEALER_THROWS_1P " 2ron 1p 3p");
    assert_false(test_result(g)->dealer_keeps);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.honba, 0);
    assert_int_equal(v.dealer, 1);
    tsumo_game_free(g);
}

/* R-WIN-05, R-WIN-08, R-HONB-01, R-HONB-03 (EMA 3.3.11, 3.4.9-3.4.10): the dealer's tsumo:
   everybody pays, 100 a counter each; the dealer keeps the deal with one more counter. */
static void test_dealer_tsumo(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"23p456m789m555z55s9s", "1357m2468p1357s1z", NULL, NULL},
        .draws = "???1p",
        .honba = 1,
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d9s . 1x . 2x . 3x .");
    test_play(g, "0t");
    const tsumo_hand_result *r = test_result(g);
    int32_t each = r->wins[0].score.payments.tsumo_each;
    assert_true(each > 0);
    for (int s = 1; s < 4; s++)
        assert_int_equal(r->delta[s], -each - 100);
    assert_int_equal(r->delta[0], 3 * (each + 100));
    assert_true(r->dealer_keeps);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.honba, 2);
    assert_int_equal(v.dealer, 0);
    tsumo_game_free(g);
}

/* R-WIN-09, R-HONB-03 (EMA 3.4.10; J:S2-3, RU11.2): a non-dealer's 1300/2600 tsumo with one
   counter on the table is paid 1400/2700, 100 more from each payer. Seat 1 waits on 5s alone,
   with concealed pungs of white dragons and 9m and one dora (2p): 3 han 40 fu. */
static void test_tsumo_with_one_counter(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"1357m2468p1357s9s1z", "555z999m234p678s5s", NULL, NULL},
        .draws = "????5s",
        .dora = "1p",
        .honba = 1,
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d1z . 1x . 2x . 3x . 0x . 1t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    const tsumo_score *sc = &r->wins[0].score;
    assert_int_equal(sc->han, 3);
    assert_int_equal(sc->fu, 40);
    assert_int_equal(sc->payments.tsumo_nondealer, 1300);
    assert_int_equal(sc->payments.tsumo_dealer, 2600);
    assert_int_equal(r->delta[0], -2700);
    assert_int_equal(r->delta[2], -1400);
    assert_int_equal(r->delta[3], -1400);
    assert_int_equal(r->delta[1], 2700 + 1400 + 1400);
    tsumo_game_free(g);
}

/* R-WIN-02 (EMA 3.2): dora are no yaku. */
static void test_dora_is_no_yaku(void **state)
{
    (void)state;
    test_deal d = haku_deal;
    d.hands[0] = "1111z2222z333z99m3p";
    d.hands[2] = "24p456m789m123s55s"; /* waits 3p in the middle: no pinfu, no yaku */
    d.dora = "4s";                     /* the 5s pair is two dora */
    tsumo_game *g = test_game(&d);
    test_play(g, "0d9m . 1x . 2x . 3x . 0d3p");
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_refused(g, "2ron", TSUMO_REASON_NO_YAKU);
    tsumo_game_free(g);
}

/* R-WIN-03 (EMA 3.4.11, AMB-25): with five counters one han of yaku is not enough. */
static void test_five_counters(void **state)
{
    (void)state;
    test_deal d = haku_deal;
    d.honba = 5;
    tsumo_game *g = test_game(&d);
    test_play(g, DEALER_THROWS_1P);
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_refused(g, "2ron", TSUMO_REASON_FIVE_COUNTERS);
    tsumo_game_free(g);

    d.honba = 4;
    g = test_game(&d);
    test_play(g, DEALER_THROWS_1P);
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    tsumo_game_free(g);

    /* two han of yaku are enough: white dragons and the seat wind (West) */
    d.honba = 5;
    d.hands[2] = "23p456m333z555z55s";
    d.hands[0] = "1111z2222z99m88m7z1p";
    d.draws = "9s9s9s?";
    g = test_game(&d);
    test_play(g, DEALER_THROWS_1P);
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.two_han_at_five_counters = false; /* CFG-TWOHAN5 off (JPML) */
    d = haku_deal;
    d.honba = 5;
    g = test_game_rules(&rules, &d);
    test_play(g, DEALER_THROWS_1P);
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    tsumo_game_free(g);
}

/* R-WIN-01 (EMA 3.2): seven pairs is a winning shape. */
static void test_seven_pairs(void **state)
{
    (void)state;
    test_deal d = {.hands = {NULL, "11m33m55p77p99s11z2z"}, .draws = "3z???2z"};
    tsumo_game *g = test_game(&d);
    test_play(g, "0x . 1x . 2x . 3x . 0x .");
    assert_true(test_can(g, 1, TSUMO_ACTION_TSUMO));
    test_play(g, "1t");
    assert_true(test_has_yaku(&test_result(g)->wins[0], TSUMO_YAKU_CHIITOITSU));
    tsumo_game_free(g);
}

/* ---- the first and the last tiles ---- */

/* Seat 1 waits on a 5s single wait: no yaku of its own; seat 3 holds two more 5s, one red. */
#define SINGLE_5S "123m456p789s444z5s"

/* R-YKM-03, R-TURN-05 (EMA 4.2.5): the dealer's first fourteen tiles are complete: tenhou. */
static void test_tenhou(void **state)
{
    (void)state;
    test_deal d = {.hands = {SINGLE_5S "5s", NULL, NULL, NULL}};
    tsumo_game *g = test_game(&d);
    assert_true(test_can(g, 0, TSUMO_ACTION_TSUMO));
    test_play(g, "0t");
    const tsumo_hand_win *w = &test_result(g)->wins[0];
    assert_true(w->win.flags & TSUMO_WIN_TENHOU);
    assert_true(test_has_yaku(w, TSUMO_YAKU_TENHOU));
    tsumo_game_free(g);
}

/* R-YKM-04, R-TURN-05 (EMA 4.2.5, AMB-18): a non-dealer's tsumo on his first draw: chiihou;
   not after a call, a closed kan included, has interrupted the first go-around. */
static void test_chiihou(void **state)
{
    (void)state;
    test_deal d = {.hands = {"1111z2222z333z99m8m", SINGLE_5S, NULL, "05s???????????"},
                   .draws = "5s"};
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1t");
    const tsumo_hand_win *w = &test_result(g)->wins[0];
    assert_true(w->win.flags & TSUMO_WIN_CHIIHOU);
    assert_true(test_has_yaku(w, TSUMO_YAKU_CHIIHOU));
    tsumo_game_free(g);

    g = test_game(&d);
    test_play(g, "0a1z . 0d8m . 1t");
    w = &test_result(g)->wins[0];
    assert_false(w->win.flags & TSUMO_WIN_CHIIHOU);
    assert_false(test_has_yaku(w, TSUMO_YAKU_CHIIHOU));
    assert_true(test_has_yaku(w, TSUMO_YAKU_MENZEN_TSUMO));
    tsumo_game_free(g);
}

/* R-YAKU-27, CFG-RENHOU (EMA 4.2.5, AMB-31): a ron before the own first draw is renhou: a
   yakuman in EMA, a mangan in JPML; no yaku at all on Tenhou, so this hand cannot ron. */
static void test_renhou(void **state)
{
    (void)state;
    test_deal d = {.hands = {"1111z2222z333z99m5s", SINGLE_5S, NULL, "05s???????????"}};
    tsumo_game *g = test_game(&d);
    test_play(g, "0d5s 1ron 2p 3p");
    const tsumo_hand_win *w = &test_result(g)->wins[0];
    assert_true(w->win.flags & TSUMO_WIN_RENHOU);
    assert_true(test_has_yaku(w, TSUMO_YAKU_RENHOU_YAKUMAN));
    assert_int_equal(w->score.payments.ron, 32000);
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.renhou = TSUMO_RENHOU_MANGAN;
    g = test_game_rules(&rules, &d);
    test_play(g, "0d5s 1ron 2p 3p");
    assert_int_equal(test_result(g)->wins[0].score.payments.ron, 8000);
    tsumo_game_free(g);

    rules.renhou = TSUMO_RENHOU_NONE;
    g = test_game_rules(&rules, &d);
    test_play(g, "0d5s");
    assert_false(test_can(g, 1, TSUMO_ACTION_RON));
    test_refused(g, "1ron", TSUMO_REASON_NO_YAKU);
    tsumo_game_free(g);
}

/* R-YAKU-09, R-YAKU-10 (EMA 4.2.1, 3.4.1): a tsumo on the last live tile is haitei; a ron on
   the discard after it is houtei. Both are yaku enough for the single wait. */
static void test_haitei_and_houtei(void **state)
{
    (void)state;
    test_deal d = {.hands = {NULL, SINGLE_5S, NULL, "05s???????????"}, .last_draws = "5s"};
    tsumo_game *g = test_game(&d);
    test_play_until(g, 0);
    assert_int_equal(test_view(g, 1).turn, 1);
    test_play(g, "1t");
    const tsumo_hand_win *w = &test_result(g)->wins[0];
    assert_true(w->win.flags & TSUMO_WIN_HAITEI);
    assert_true(test_has_yaku(w, TSUMO_YAKU_HAITEI));
    tsumo_game_free(g);

    d.hands[1] = NULL;
    d.hands[2] = SINGLE_5S;
    g = test_game(&d);
    test_play_until(g, 0);
    test_play(g, "1x");
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2ron 3p 0p");
    w = &test_result(g)->wins[0];
    assert_int_equal(w->winner, 2);
    assert_true(w->win.flags & TSUMO_WIN_HOUTEI);
    assert_true(test_has_yaku(w, TSUMO_YAKU_HOUTEI));
    tsumo_game_free(g);
}

/* ---- several rons, counters and sticks ---- */

/* Seats 2 and 3 wait on 5p with tanyao; the dealer throws it on his second turn. */
static const test_deal double_ron_deal = {
    .hands = {"5p111z222z33z999s99m", NULL, "345m678m234s66s34p", "22m340s567s888p67p"},
    .draws = "9p1m9p9m9m1s1s",
    .honba = 2,
    .sticks = 3,
};

/* R-WIN-06, R-HONB-04, R-STCK-02 (EMA 3.3.1, 3.4.4, 4.1): both win, each with the full
   counters; the sticks go to the winner nearest the discarder's right. */
static void test_double_ron(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&double_ron_deal);
    test_play(g, "0d5p 3ron 2ron 1p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->win_count, 2);
    assert_int_equal(r->wins[0].winner, 2); /* in turn order from the discarder */
    assert_int_equal(r->wins[1].winner, 3);
    int32_t v2 = r->wins[0].score.payments.ron, v3 = r->wins[1].score.payments.ron;
    assert_int_equal(r->sticks_to[2], 3000);
    assert_int_equal(r->sticks_to[3], 0);
    assert_int_equal(r->delta[2], v2 + 600 + 3000);
    assert_int_equal(r->delta[3], v3 + 600);
    assert_int_equal(r->delta[0], -v2 - v3 - 1200);
    assert_int_equal(r->delta[1], 0);
    assert_int_equal(test_view(g, 0).sticks, 0);
    tsumo_game_free(g);
}

/* R-GAME-01, R-HONB-01 (EMA 3.4.12, 3.4.10): the dealer who wins jointly keeps the deal, and a
   counter is added. Seat 1 throws a 5p; the dealer and seat 3 wait on it with tanyao. */
static void test_dealer_wins_jointly(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"234m456m678s55s46p1z", "5p????????????", NULL, "345m678m234s66s34p"},
        .draws = "9s9s9s9s1s",
        .honba = 1,
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d1z . 1x . 2x . 3x . 0x . 1d5p 2p 3ron 0ron");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->win_count, 2);
    assert_true(r->dealer_keeps);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 0);
    assert_int_equal(v.honba, 2);
    tsumo_game_free(g);
}

/* R-STCK-02, R-RII-12 (EMA 4.1): a riichi winner takes his own stick back, the rest goes to the
   winner nearest the discarder's right. */
static void test_double_ron_riichi_winner(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&double_ron_deal);
    test_play(g, "0d1z . 1x . 2x . 3R9p . 0x . 1x . 2x . 3x .");
    /* the dealer throws his 5p now */
    test_play(g, "0d5p 2ron 3ron 1p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->win_count, 2);
    assert_int_equal(r->sticks_to[3], 1000);
    assert_int_equal(r->sticks_to[2], 3000);
    tsumo_game_free(g);
}

/* multi_ron_honba first-winner (Tenhou): the first winner takes all the sticks. */
static void test_double_ron_first_winner_takes_sticks(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.multi_ron_honba = TSUMO_HONBA_FIRST_WINNER;
    tsumo_game *g = test_game_rules(&rules, &double_ron_deal);
    test_play(g, "0d1z . 1x . 2x . 3R9p . 0x . 1x . 2x . 3x . 0d5p 2ron 3ron 1p");
    const tsumo_hand_result *r = tsumo_game_result(g);
    assert_int_equal(r->sticks_to[2], 4000);
    assert_int_equal(r->sticks_to[3], 0);
    tsumo_game_free(g);
}

/* R-STCK-01 (EMA 4.1): one winner takes every stick on the table. */
static void test_single_winner_takes_sticks(void **state)
{
    (void)state;
    test_deal d = haku_deal;
    d.sticks = 2;
    tsumo_game *g = test_game(&d);
    test_play(g, DEALER_THROWS_1P " 2ron 1p 3p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->sticks_to[2], 2000);
    assert_int_equal(r->delta[2], r->wins[0].score.payments.ron + 2000);
    tsumo_game_free(g);
}

/* ---- pao ---- */

/* Seat 1 pons the white and green dragons from seat 3 and the red one from the dealer. */
static const test_deal pao_deal = {
    .hands = {"7z1z3m???????????", "55z66z77z45m99p123s", "3m????????????", "5z6z???????????"},
    .draws = "9s??????????3m",
};

static const char *const pao_start =
    "0d1z . 1x . 2x . 3d5z 1pon55z 2p 0p 1d1s . 2x . 3d6z 1pon66z 2p 0p 1d2s . 2x . 3x . "
    "0d7z 1pon77z 2p 3p 1d3s . 2x";

/* R-PAO-01, R-PAO-02, R-HONB-05 (EMA 3.3.6, AMB-40): a ron by another player: the liable
   player and the discarder share the hand; the counters come from the discarder. */
static void test_pao_ron_split(void **state)
{
    (void)state;
    test_deal d = pao_deal;
    d.honba = 1;
    tsumo_game *g = test_game(&d);
    test_play(g, "0d1z . 1x . 2x . 3d5z 1pon55z 2p 0p 1d1s . 2x . 3d6z 1pon66z 2p 0p 1d2s . "
                 "2x . 3x . 0d7z 1pon77z 2p 3p 1d3s . 2d3m");
    test_play(g, "1ron 3p 0p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->wins[0].liable, 0);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_DAISANGEN));
    int32_t value = r->wins[0].score.payments.ron;
    assert_int_equal(r->delta[1], value + 300);
    assert_int_equal(r->delta[0], -value / 2);
    assert_int_equal(r->delta[2], -value / 2 - 300);
    assert_int_equal(r->delta[3], 0);
    tsumo_game_free(g);
}

/* R-PAO-02 (EMA 3.3.6): on tsumo the liable player pays it all. */
static void test_pao_tsumo(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&pao_deal);
    test_play(g, pao_start);
    test_play(g, ". 3x . 0x .");
    test_play(g, "1t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->wins[0].liable, 0);
    int32_t total = r->delta[1];
    assert_true(total > 0);
    assert_int_equal(r->delta[0], -total);
    assert_int_equal(r->delta[2], 0);
    assert_int_equal(r->delta[3], 0);
    tsumo_game_free(g);
}

/* R-PAO-03: the liable player dealing in himself pays it all. */
static void test_pao_liable_deals_in(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&pao_deal);
    test_play(g, pao_start);
    test_play(g, ". 3x . 0d3m 1ron 2p 3p");
    const tsumo_hand_result *r = test_result(g);
    int32_t value = r->wins[0].score.payments.ron;
    assert_int_equal(r->delta[0], -value);
    assert_int_equal(r->delta[1], value);
    tsumo_game_free(g);
}

/* R-PAO-04, CFG-RINSHAN-LIAB (J:B16): a rinshan win after an open kan; EMA: everyone pays. */
static void test_rinshan_liability(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"0p2222z333z99m8765m", "555p123m456m789s1z", NULL, NULL},
        .rinshan = "1z",
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d0p 1kan 2p 3p 1t");
    const tsumo_hand_result *r = test_result(g);
    assert_true(r->wins[0].win.flags & TSUMO_WIN_RINSHAN);
    assert_int_equal(r->wins[0].liable, TSUMO_NO_SEAT);
    assert_true(r->delta[2] < 0 && r->delta[3] < 0);
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.rinshan_liability = true;
    g = test_game_rules(&rules, &d);
    test_play(g, "0d0p 1kan 2p 3p 1t");
    r = test_result(g);
    assert_int_equal(r->wins[0].liable, 0);
    assert_int_equal(r->delta[0], -r->delta[1]);
    assert_int_equal(r->delta[2], 0);
    tsumo_game_free(g);
}

/* R-PAO-01, R-PAO-02 (EMA 3.3.6, 4.2.5): the dealer feeds seat 1 all four winds; the fourth
   makes him liable for daisuushii, so he pays the whole tsumo. */
static void test_pao_daisuushii(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"1z2z3z4z??????????", "11z22z33z44z1s2s3s4s5m", NULL, NULL},
        .draws = "????????????5m",
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d1z 1pon11z 2p 3p 1d1s . 2x . 3x . 0d2z 1pon22z 2p 3p 1d2s . 2x . 3x . "
                 "0d3z 1pon33z 2p 3p 1d3s . 2x . 3x .");
    assert_int_equal(test_view(g, 1).seats[1].meld_count, 3);
    test_play(g, "0d4z 1pon44z 2p 3p 1d4s . 2x . 3x . 0x . 1t");
    const tsumo_hand_result *r = test_result(g);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_DAISUUSHII));
    assert_int_equal(r->wins[0].liable, 0);
    assert_int_equal(r->delta[1], r->wins[0].score.payments.total);
    assert_int_equal(r->delta[0], -r->delta[1]);
    assert_int_equal(r->delta[2], 0);
    assert_int_equal(r->delta[3], 0);
    tsumo_game_free(g);
}

/*
 * CFG-PAO-SUUKANTSU (J:Pao1-2, RU8.1-8.2, AMB-40): the dealer makes three
 * closed kans, then an open kan of seat 1's 9s, and later wins by tsumo on a
 * wall tile. JPML and RU make seat 1 liable for the suukantsu; EMA does not.
 */
static void test_pao_suukantsu(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"1111m2222m3333m5p7z", "123p456p789p147s6z", "47m58m69m258s1234z",
                  "36s23p56z456789m1p"},
        .draws = "9s???5p",
        .rinshan = "9s9s9s1z",
    };
    static const char *const script =
        "0a1m . 0a2m . 0a3m . 0d7z . 1x 0kan 2p 3p 0d1z . 1x . 2x . 3x . 0t";
    tsumo_game *g = test_game(&d);
    test_play(g, script);
    const tsumo_hand_result *r = test_result(g);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_SUUKANTSU));
    assert_false(r->wins[0].win.flags & TSUMO_WIN_RINSHAN);
    assert_int_equal(r->wins[0].liable, TSUMO_NO_SEAT); /* EMA: everyone pays */
    assert_true(r->delta[2] < 0 && r->delta[3] < 0);
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.pao_suukantsu = true;
    g = test_game_rules(&rules, &d);
    test_play(g, script);
    r = test_result(g);
    assert_int_equal(r->wins[0].liable, 1);
    assert_int_equal(r->delta[1], -r->delta[0]);
    assert_int_equal(r->delta[2], 0);
    assert_int_equal(r->delta[3], 0);
    tsumo_game_free(g);
}

/* R-PAO-01: without the option the daisangen is paid as usual. */
static void test_no_pao_when_off(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.pao_daisangen = false;
    tsumo_game *g = test_game_rules(&rules, &pao_deal);
    test_play(g, pao_start);
    test_play(g, ". 3x . 0x . 1t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->wins[0].liable, TSUMO_NO_SEAT);
    assert_true(r->delta[2] < 0 && r->delta[3] < 0);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ron_discarder_pays),
        cmocka_unit_test(test_ron_counters),
        cmocka_unit_test(test_nondealer_win_clears_counters),
        cmocka_unit_test(test_dealer_tsumo),
        cmocka_unit_test(test_tsumo_with_one_counter),
        cmocka_unit_test(test_dora_is_no_yaku),
        cmocka_unit_test(test_five_counters),
        cmocka_unit_test(test_seven_pairs),
        cmocka_unit_test(test_tenhou),
        cmocka_unit_test(test_chiihou),
        cmocka_unit_test(test_renhou),
        cmocka_unit_test(test_haitei_and_houtei),
        cmocka_unit_test(test_double_ron),
        cmocka_unit_test(test_double_ron_riichi_winner),
        cmocka_unit_test(test_dealer_wins_jointly),
        cmocka_unit_test(test_double_ron_first_winner_takes_sticks),
        cmocka_unit_test(test_single_winner_takes_sticks),
        cmocka_unit_test(test_pao_ron_split),
        cmocka_unit_test(test_pao_tsumo),
        cmocka_unit_test(test_pao_liable_deals_in),
        cmocka_unit_test(test_rinshan_liability),
        cmocka_unit_test(test_no_pao_when_off),
        cmocka_unit_test(test_pao_daisuushii),
        cmocka_unit_test(test_pao_suukantsu),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

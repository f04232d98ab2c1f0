/*
 * Chombo and dead hands (CHECKLIST section 12, EMA 3.4.6-3.4.7). With
 * penalties set to refuse, a wrong declaration is refused with its reason;
 * set to penalize, it is accepted and punished. Seat 1 holds junk, seat 2
 * waits on 1p-4p with a pung of white dragons.
 */
#include "game-support.h"

static const test_deal deal = {
    .hands = {"1111z2222z333z99m8m", "1357m2468p1357s9s", "23p456m789m555z55s", "79m???????????"},
    .draws = "5z",
};

static tsumo_rules penalize(void)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.penalties = TSUMO_PENALTIES_PENALIZE;
    return rules;
}

static void assert_delta(const tsumo_hand_result *r, int32_t a, int32_t b, int32_t c, int32_t d)
{
    assert_int_equal(r->delta[0], a);
    assert_int_equal(r->delta[1], b);
    assert_int_equal(r->delta[2], c);
    assert_int_equal(r->delta[3], d);
}

/* R-RII-11, R-CHMB-01, R-CHMB-02, R-CHMB-04, R-RII-12, R-STCK-03, R-TURN-06 (EMA 3.4.6): a
   noten riichi found at the draw: chombo, the stick back, the same hand dealt again. */
static void test_noten_riichi_chombo_at_draw(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m . 1R5z .");
    assert_int_equal(test_view(g, 1).seats[1].riichi, 2);
    test_play_out(g);
    test_play(g, "0noten");
    assert_false(test_can(g, 1, TSUMO_ACTION_TENPAI));
    test_play(g, "1noten 2tenpai 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_NOTEN_RIICHI);
    /* a non-dealer pays 4000 to the dealer and 2000 to the others; his stick comes back */
    assert_delta(r, 4000, -8000 + 1000, 2000, 2000);
    assert_int_equal(r->sticks_to[1], 1000); /* the refund, apart from the penalty */
    assert_int_equal(r->sticks_to[0] + r->sticks_to[2] + r->sticks_to[3], 0);
    assert_true(r->dealer_keeps);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 0); /* R-CHMB-02: the same hand again */
    assert_int_equal(v.honba, 0);  /* no counter */
    assert_int_equal(v.sticks, 0);
    assert_int_equal(v.seats[1].score, 22000);
    tsumo_game_free(g);

    tsumo_rules refuse;
    tsumo_rules_default(&refuse);
    g = test_game_rules(&refuse, &deal);
    test_play(g, "0d8m .");
    test_refused(g, "1R5z", TSUMO_REASON_RIICHI_NOT_TENPAI);
    tsumo_game_free(g);
}

/* R-CHMB-04 (EMA 3.4.6): a false tsumo; the dealer pays 4000 to each. */
static void test_false_tsumo(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_FALSE_WIN);
    assert_int_equal(r->chombo_detail, TSUMO_REASON_NOT_COMPLETE);
    assert_delta(r, -12000, 4000, 4000, 4000);
    tsumo_game_free(g);

    tsumo_rules refuse;
    tsumo_rules_default(&refuse);
    g = test_game_rules(&refuse, &deal);
    test_refused(g, "0t", TSUMO_REASON_NOT_COMPLETE);
    tsumo_game_free(g);
}

/* R-HONB-06, R-CHMB-02 (EMA 3.4.6, 4.2.4): counters never change a chombo: with three counters
   and two sticks of earlier hands on the table the payment is the same mangan, and the hand
   is dealt again with the same counters and the sticks still there. */
static void test_chombo_with_counters(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = deal;
    d.honba = 3;
    d.sticks = 2;
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_delta(r, -12000, 4000, 4000, 4000);
    test_play(g, "next");
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dealer, 0);
    assert_int_equal(v.honba, 3);
    assert_int_equal(v.sticks, 2);
    tsumo_game_free(g);
}

/* R-CHMB-03 (EMA 3.4.6): a chombo at the same time as a valid win is ignored. */
static void test_false_ron_with_valid_ron(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = deal;
    d.hands[0] = "1111z2222z333z99m1p";
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d1p 1ron 2ron 3p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->win_count, 1);
    assert_int_equal(r->wins[0].winner, 2);
    assert_int_equal(r->chombo, TSUMO_NO_SEAT);
    tsumo_game_free(g);

    g = test_game_rules(&rules, &d);
    test_play(g, "0d1p 1ron 2p 3p");
    r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_FALSE_WIN);
    assert_int_equal(r->chombo_detail, TSUMO_REASON_NOT_COMPLETE);
    tsumo_game_free(g);
}

/* R-DEAD-02, R-DEAD-01 (EMA 3.4.7): an invalid call: the hand is dead, the call void. */
static void test_invalid_call_dead_hand(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_events_clear();
    test_play(g, "0d8m 3chi79m 1p 2p");
    const tsumo_event *e = test_events_find(TSUMO_EVENT_DEAD_HAND, 0);
    assert_non_null(e);
    assert_int_equal(e->seat, 3);
    assert_int_equal(e->code, TSUMO_REASON_INVALID_CALL);
    assert_int_equal(e->flags, TSUMO_REASON_CHI_NOT_LEFT);
    tsumo_view v = test_view(g, 1);
    assert_true(v.seats[3].dead);
    assert_int_equal(v.seats[3].meld_count, 0);
    assert_int_equal(v.turn, 1); /* play goes on as if nobody had called */
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN);
    tsumo_game_free(g);

    tsumo_rules refuse;
    tsumo_rules_default(&refuse);
    g = test_game_rules(&refuse, &deal);
    test_play(g, "0d8m");
    test_refused(g, "3chi79m", TSUMO_REASON_CHI_NOT_LEFT);
    tsumo_game_free(g);
}

/* R-CHMB-05, AMB-23 (J:P1): under JPML a mistaken chi, pon or kan (錯) is chombo, not a dead
   hand: invalid_call = chombo in jpml-a and jpml-b, read only in penalize mode. */
static void test_mistaken_call_chombo(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&rules, "jpml-a", &diag), TSUMO_OK);
    assert_int_equal(rules.invalid_call, TSUMO_INVALID_CALL_CHOMBO);
    rules.penalties = TSUMO_PENALTIES_PENALIZE;
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_events_clear();
    test_play(g, "0d8m 3chi79m 1p 2p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 3);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_MISTAKEN_CALL);
    assert_int_equal(r->chombo_detail, TSUMO_REASON_CHI_NOT_LEFT);
    assert_delta(r, 0, 0, 0, 0); /* JPML: no payment, 20 points off after the game (J:P10) */
    assert_int_equal(test_events_count(TSUMO_EVENT_DEAD_HAND), 0);
    const tsumo_event *e = test_events_find(TSUMO_EVENT_CHOMBO, 0);
    assert_non_null(e);
    assert_int_equal(e->code, TSUMO_REASON_MISTAKEN_CALL);
    assert_int_equal(e->flags, TSUMO_REASON_CHI_NOT_LEFT);
    assert_string_equal(tsumo_reason_rule(TSUMO_REASON_MISTAKEN_CALL), "R-CHMB-05");
    tsumo_game_free(g);

    /* the option alone, on EMA's mangan chombo: a pon of tiles that make no pung */
    rules = penalize();
    rules.invalid_call = TSUMO_INVALID_CALL_CHOMBO;
    g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m 1pon57m 2p 3p");
    r = test_result(g);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_MISTAKEN_CALL);
    assert_int_equal(r->chombo_detail, TSUMO_REASON_BAD_MELD);
    assert_delta(r, 4000, -8000, 2000, 2000);
    tsumo_game_free(g);

    /* refuse mode refuses it, whatever the option */
    rules.penalties = TSUMO_PENALTIES_REFUSE;
    g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m");
    test_refused(g, "3chi79m", TSUMO_REASON_CHI_NOT_LEFT);
    tsumo_game_free(g);
}

/* R-CALL-13, R-CHMB-04 (EMA 3.4.6): a claim from a dead hand is chombo. */
static void test_claim_from_dead_hand(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m 3chi79m 1p 2p 1d1m");
    assert_false(test_can(g, 3, TSUMO_ACTION_PON)); /* never listed as legal */
    test_play(g, "3pon79m 2p 0p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 3);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_DEAD_CALL);
    tsumo_game_free(g);
}

/*
 * R-DEAD-01, AMB-23 (EMA 3.4.6-3.4.7): a dead hand declares no kan and no riichi. The Spanish 3.4.7
 * forbids a dead hand to declare "victoria, kong, pung o chow"; 3.4.6 makes chombo only the claim
 * of a discard ("reclamar una ficha descartada"), which a closed kan is not. So the kan is refused,
 * in penalize mode too, and the dead hand plays on.
 */
static void test_dead_hand_declares_no_kan(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = deal;
    d.hands[3] = "79m1111p???????";
    d.draws = "5z7z?";
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d8m 3chi79m 1p 2p 1x . 2x ."); /* seat 3 dead, on its turn */
    assert_true(test_view(g, 3).seats[3].dead);
    assert_false(test_can(g, 3, TSUMO_ACTION_CLOSED_KAN));
    test_refused(g, "3a1p", TSUMO_REASON_DEAD_KAN);
    assert_string_equal(tsumo_reason_rule(TSUMO_REASON_DEAD_KAN), "R-DEAD-01");
    /* nor riichi: "nunca se le puede considerar tenpai" (EMA 3.4.7) */
    assert_false(test_can(g, 3, TSUMO_ACTION_RIICHI));
    test_refused(g, "3Rx", TSUMO_REASON_DEAD_RIICHI);
    test_play(g, "3x .");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN);
    tsumo_game_free(g);
}

/* R-DRAW-06, R-DEAD-01: a dead hand is never tenpai and never wins. */
static void test_dead_hand_at_draw(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = deal;
    d.hands[0] = "1111z2222z333z99m1p";
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d1p 2chi23p 1p 3p");
    assert_true(test_view(g, 2).seats[2].dead);
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_play_out(g);
    test_play(g, "0noten 1noten");
    assert_false(test_can(g, 2, TSUMO_ACTION_TENPAI));
    test_refused(g, "2tenpai", TSUMO_REASON_NOT_TENPAI);
    tsumo_game_free(g);
}

/* R-RII-07, R-CHMB-04 (EMA 3.4.6): an illegal closed kan after riichi, found at the draw. */
static void test_bad_riichi_kan_chombo(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = {
        .hands = {"1111z2222z333z99m8m", "11123m456s789s55p", "147p258p369p4567z",
                  "4567m23s34567z18p"},
        .draws = "9m2p2p2p1m",
    };
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x . 1a1m .");
    assert_int_equal(test_view(g, 1).kan_count, 1);
    test_play_out(g);
    test_play(g, "0noten 1tenpai 2noten 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_BAD_RIICHI_KAN);
    tsumo_game_free(g);
}

/* R-CHMB-03, R-RII-07 (EMA 3.4.6): a chombo at the same time as a valid win is ignored. Seat 1
   made an illegal kan after riichi and rons together with seat 2: seat 2's win stands, seat 1's
   declaration is no win, and nobody pays a chombo. */
static void test_chombo_ignored_beside_a_valid_win(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = {
        .hands = {"1111z2222z333z99m8m", "11123m456s789s55p", "23m456p789p777z55s",
                  "4567m23s34567z18p"},
        .draws = "9m2p2p2p1m3p3p4m",
        .rinshan = "9s",
    };
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x . 1a1m . 1x . 2x . 3x . 0x 1ron 2ron 3p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->win_count, 1);
    assert_int_equal(r->wins[0].winner, 2);
    /* 1 han 40 fu from the dealer, and seat 1's riichi stick */
    assert_delta(r, -1300, 0, 2300, 0);
    tsumo_game_free(g);
}

static tsumo_rules club_penalize(void)
{
    tsumo_rules rules;
    tsumo_diag d;
    assert_int_equal(tsumo_rules_load_builtin(&rules, "club-furiten", &d), TSUMO_OK);
    rules.penalties = TSUMO_PENALTIES_PENALIZE;
    return rules;
}

/* R-CHMB-06 (RU7.3-7.4, 10.7): the Furiten club's chombo triggers under its own ruleset in
   penalize mode: a noten riichi found at the draw, a false win, and a closed kan in riichi that
   changes the wait (riichi_kan = wait-only) found at the draw. Each pays the mangan and counts
   for the rating penalty after the game (CFG-CHOMBO: both). */
static void test_club_chombo_triggers(void **state)
{
    (void)state;
    tsumo_rules rules = club_penalize();
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m . 1R5z .");
    test_play_out(g);
    test_play(g, "0noten 1noten 2tenpai 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_NOTEN_RIICHI);
    assert_delta(r, 4000, -8000 + 1000, 2000, 2000);
    tsumo_game_free(g);

    g = test_game_rules(&rules, &deal);
    test_play(g, "0t");
    r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_FALSE_WIN);
    assert_delta(r, -12000, 4000, 4000, 4000);
    tsumo_game_free(g);

    /* 11123m: the kan of 1m drops the 5p shanpon wait of 11m-55p */
    test_deal d = {
        .hands = {"1111z2222z333z99m8m", "11123m456s789s55p", "147p258p369p4567z",
                  "4567m23s34567z18p"},
        .draws = "9m2p2p2p1m",
    };
    g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x . 1a1m .");
    test_play_out(g);
    test_play(g, "0noten 1tenpai 2noten 3noten");
    r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_BAD_RIICHI_KAN);
    tsumo_game_free(g);
}

/* R-RII-07, R-CHMB-04 (EMA 3.4.6): an illegal closed kan after riichi is found when its
   maker wins: alone, his ron is no win but a chombo, and his stick comes back. */
static void test_bad_riichi_kan_offender_wins(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    test_deal d = {
        .hands = {"1111z2222z333z99m8m", "11123m456s789s55p", "147p258p369p4567z",
                  "4567m23s34567z18p"},
        .draws = "9m2p2p2p1m3p3p4m",
        .rinshan = "9s",
    };
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x . 1a1m . 1x . 2x . 3x . 0x");
    assert_true(test_can(g, 1, TSUMO_ACTION_RON)); /* the hand does win on the 4m */
    test_play(g, "1ron 2p 3p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->win_count, 0);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_BAD_RIICHI_KAN);
    assert_delta(r, 4000, -8000 + 1000, 2000, 2000);
    tsumo_game_free(g);
}

/* CFG-CHOMBO (J:P10): no payment, a rating penalty after the game. */
static void test_chombo_rating_only(void **state)
{
    (void)state;
    tsumo_rules rules = penalize();
    rules.chombo_mangan = false;
    rules.chombo_rating = 20;
    test_deal d = deal;
    d.round = 1;
    d.dealer = 3;
    d.hands[3] = "1111z2222z333z99m8m";
    d.hands[0] = "79m???????????";
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "3t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_delta(r, 0, 0, 0, 0);
    test_play(g, "next");
    test_play_out(g);
    test_play(g, "3noten 0noten 1noten 2noten next");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_GAME_OVER);
    const tsumo_game_final *f = tsumo_game_final_result(g);
    assert_non_null(f);
    assert_int_equal(f->penalty[3], 20000);
    assert_int_equal(f->penalty[0], 0);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_noten_riichi_chombo_at_draw),
        cmocka_unit_test(test_false_tsumo),
        cmocka_unit_test(test_chombo_with_counters),
        cmocka_unit_test(test_false_ron_with_valid_ron),
        cmocka_unit_test(test_invalid_call_dead_hand),
        cmocka_unit_test(test_mistaken_call_chombo),
        cmocka_unit_test(test_claim_from_dead_hand),
        cmocka_unit_test(test_dead_hand_declares_no_kan),
        cmocka_unit_test(test_dead_hand_at_draw),
        cmocka_unit_test(test_bad_riichi_kan_chombo),
        cmocka_unit_test(test_chombo_ignored_beside_a_valid_win),
        cmocka_unit_test(test_bad_riichi_kan_offender_wins),
        cmocka_unit_test(test_chombo_rating_only),
        cmocka_unit_test(test_club_chombo_triggers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

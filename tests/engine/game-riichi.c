/*
 * Riichi (CHECKLIST section 7, EMA 3.3.12). Seat 1 holds a tenpai hand from
 * the deal (waiting on 1s-4s) and declares with the junk tile it draws.
 */
#include "game-support.h"

static const test_deal deal = {
    .hands = {"1111z2222z333z99m8m", "123m456m789p11s23s", "147p258p369p4567z", "78m235689s34567z"},
    .draws = "9s6m6m9p1s",
};

/* R-RII-01, R-RII-04, R-RII-08 (EMA 3.3.12, 4.2.1): declared with the discard; the stick
   goes down once the tile is not ronned; on the first uninterrupted turn it is double. */
static void test_double_riichi_and_stick(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_events_clear();
    test_play(g, "0d8m . 1R9s");
    const tsumo_event *e = test_events_find(TSUMO_EVENT_RIICHI, 0);
    assert_non_null(e);
    assert_int_equal(e->code, 2);
    assert_int_equal(test_view(g, 0).sticks, 0); /* not yet: the tile may be ronned */
    test_play(g, ".");
    assert_int_equal(test_events_count(TSUMO_EVENT_RIICHI_STICK), 1);
    tsumo_view v = test_view(g, 0);
    assert_int_equal(v.sticks, 1);
    assert_int_equal(v.seats[1].score, 29000);
    assert_int_equal(v.seats[1].riichi, 2);
    assert_true(v.seats[1].discards[0].flags & TSUMO_POND_RIICHI);
    tsumo_game_free(g);
}

/* R-RII-08, R-CALL-14, R-TURN-05: after any call, closed kans too, riichi is plain. */
static void test_riichi_after_interruption(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0a1z . 0d8m . 1R9s .");
    assert_int_equal(test_view(g, 0).seats[1].riichi, 1);
    tsumo_game_free(g);
}

/* R-RII-04 (EMA 3.3.12): a ron on the declaration tile voids the riichi; no stick. */
static void test_ron_on_riichi_tile(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[2] = "5z666z123p456p789s";
    d.hands[3] = "78m23568s3z4z147p9m";
    d.draws = "5z";
    tsumo_game *g = test_game(&d);
    test_events_clear();
    test_play(g, "0d8m . 1R5z");
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2ron 3p 0p");
    const tsumo_hand_result *r = tsumo_game_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->wins[0].from, 1);
    assert_int_equal(test_events_count(TSUMO_EVENT_RIICHI_STICK), 0);
    tsumo_view v = test_view(g, 0);
    assert_int_equal(v.sticks, 0);
    assert_int_equal(v.seats[1].riichi, 0);
    assert_int_equal(v.seats[1].score, 30000 + r->delta[1]);
    assert_int_equal(r->sticks_to[2], 0);
    tsumo_game_free(g);
}

/* R-RII-04: the declaration tile called for a meld: the stick stays, the next tile is turned. */
static void test_riichi_tile_called(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[2] = "55z666z123p456p78s";
    d.hands[3] = "78m23568s3z4z147p9m";
    d.draws = "5z";
    tsumo_game *g = test_game(&d);
    test_events_clear();
    test_play(g, "0d8m . 1R5z 2pon55z 3p 0p");
    assert_int_equal(test_events_count(TSUMO_EVENT_RIICHI_STICK), 1);
    test_play(g, "2d8s . 3x . 0x . 1x");
    tsumo_view v = test_view(g, 0);
    assert_int_equal(v.seats[1].discard_count, 2);
    assert_int_equal(v.seats[1].discards[0].flags & (TSUMO_POND_RIICHI | TSUMO_POND_CALLED),
                     TSUMO_POND_RIICHI | TSUMO_POND_CALLED);
    assert_true(v.seats[1].discards[1].flags & TSUMO_POND_RIICHI);
    assert_int_equal(v.seats[1].riichi, 2);
    tsumo_game_free(g);
}

/* R-RII-06, R-CALL-15 (EMA 3.3.12): after riichi the hand is locked. */
static void test_riichi_hand_locked(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m . 1R9s . 2x . 3x . 0x .");
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, 1, a, TSUMO_GAME_MAX_LEGAL);
    int discards = 0;
    for (int i = 0; i < n; i++) {
        assert_int_not_equal(a[i].type, TSUMO_ACTION_RIICHI);
        if (a[i].type == TSUMO_ACTION_DISCARD) {
            discards++;
            assert_int_equal(a[i].flags, TSUMO_ACTION_TSUMOGIRI);
        }
    }
    assert_int_equal(discards, 1);
    test_refused(g, "1d2s", TSUMO_REASON_RIICHI_LOCKED);
    test_refused(g, "1r2s", TSUMO_REASON_ALREADY_RIICHI);
    tsumo_game_free(g);
}

/* R-CALL-15: no chi or pon in riichi. */
static void test_no_call_in_riichi(void **state)
{
    (void)state;
    test_deal d = deal;
    d.draws = "9s6m6m1s";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1R9s . 2x . 3x . 0x"); /* the dealer discards a 1s */
    assert_false(test_can(g, 1, TSUMO_ACTION_PON));
    test_refused(g, "1pon11s", TSUMO_REASON_CALL_IN_RIICHI);
    tsumo_game_free(g);
}

/* R-RII-01 (EMA 3.3.12): riichi needs a closed hand. */
static void test_riichi_needs_closed_hand(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[1] = "99m456m789p11s234s";
    d.hands[0] = "1111z2222z333z99m5z";
    d.hands[3] = "78m235689s34567z";
    d.draws = "6z6p";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d9m 1pon99m 2p 3p 1d1s . 2x . 3x . 0x .");
    assert_false(test_can(g, 1, TSUMO_ACTION_RIICHI));
    test_refused(g, "1Rx", TSUMO_REASON_RIICHI_OPEN);
    tsumo_game_free(g);
}

/* R-RII-01: riichi needs tenpai after the discard. */
static void test_riichi_needs_tenpai(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m .");
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, 1, a, TSUMO_GAME_MAX_LEGAL);
    int riichi = 0;
    for (int i = 0; i < n; i++) {
        if (a[i].type != TSUMO_ACTION_RIICHI)
            continue;
        riichi++;
        /* 9s keeps the 1s-4s wait; 1s leaves 123s and a 9s single wait */
        assert_true(test_is(a[i].tile, "9s") || test_is(a[i].tile, "1s"));
    }
    assert_int_equal(riichi, 2);
    test_refused(g, "1r1m", TSUMO_REASON_RIICHI_NOT_TENPAI);
    tsumo_game_free(g);
}

/* R-RII-02 (EMA 3.3.12): riichi with four tiles left in the wall, not with three. */
static void test_riichi_on_last_drawable_turn(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[2] = "123p456p789s99p55z";
    d.hands[3] = "78m23569s34z67z47p";
    d.draws = NULL;
    tsumo_game *g = test_game(&d);
    test_play_until(g, 4);
    tsumo_view v = test_view(g, 1);
    assert_int_equal(v.turn, 1);
    assert_int_equal(v.live_left, 4);
    assert_true(test_can(g, 1, TSUMO_ACTION_RIICHI));
    test_play(g, "1Rx .");
    assert_int_equal(test_view(g, 2).live_left, 3);
    assert_int_equal(test_view(g, 2).turn, 2);
    assert_false(test_can(g, 2, TSUMO_ACTION_RIICHI));
    test_refused(g, "2Rx", TSUMO_REASON_RIICHI_WALL);
    tsumo_game_free(g);
}

/* R-RII-03 (AMB-11): no minimum score by default; a ruleset may set one. */
static void test_riichi_min_points(void **state)
{
    (void)state;
    test_deal d = deal;
    d.scores[1] = 500;
    d.scores[0] = 59500;
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m .");
    assert_true(test_can(g, 1, TSUMO_ACTION_RIICHI));
    test_play(g, "1R9s .");
    assert_int_equal(test_view(g, 1).seats[1].score, -500);
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.riichi_min_points = 1000;
    g = test_game_rules(&rules, &d);
    test_play(g, "0d8m .");
    assert_false(test_can(g, 1, TSUMO_ACTION_RIICHI));
    test_refused(g, "1R9s", TSUMO_REASON_RIICHI_POINTS);
    tsumo_game_free(g);
}

/* R-RII-09 (EMA 3.3.12): a win within one go-around, the own next draw included. */
static void test_ippatsu(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m . 1R9s . 2x . 3x . 0x .");
    assert_true(test_is(test_view(g, 1).drawn, "1s"));
    test_play(g, "1t");
    const tsumo_hand_win *w = &tsumo_game_result(g)->wins[0];
    assert_true(w->win.flags & TSUMO_WIN_IPPATSU);
    assert_true(w->win.flags & TSUMO_WIN_DOUBLE_RIICHI);
    assert_true(test_has_yaku(w, TSUMO_YAKU_IPPATSU));
    tsumo_game_free(g);
}

/* R-RII-09, R-CALL-14 (AMB-13): any kan, a closed one too, breaks ippatsu. */
static void test_ippatsu_broken_by_closed_kan(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m . 1R9s . 2x . 3x . 0a1z . 0x .");
    test_play(g, "1t");
    const tsumo_hand_win *w = &tsumo_game_result(g)->wins[0];
    assert_false(w->win.flags & TSUMO_WIN_IPPATSU);
    assert_true(w->win.flags & TSUMO_WIN_RIICHI);
    tsumo_game_free(g);
}

/* Riichi kans: seat 1 declares on its first draw and draws its kan tile four draws later. */
static const test_deal kan_deal = {
    .hands = {"1111z2222z333z99m8m", "111m456m789p11s23s", "147p258p369p4567z", "78m235689s34567z"},
    .draws = "9m2p2p2p1m",
};

/* R-RII-07 (EMA 3.3.12): the drawn fourth tile of a pung, wait unchanged: allowed. */
static void test_riichi_kan_allowed(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&kan_deal);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    assert_true(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    test_play(g, "1a1m .");
    assert_int_equal(test_view(g, 1).seats[1].melds[0].type, TSUMO_MELD_CLOSED_KAN);
    tsumo_game_free(g);
}

/* R-RII-07: a kan that changes the wait is refused (11123m waits 1m 4m and 5p). */
static void test_riichi_kan_changes_wait(void **state)
{
    (void)state;
    test_deal d = kan_deal;
    d.hands[1] = "11123m456s789s55p";
    d.hands[3] = "4567m23s34567z18p";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    assert_false(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    test_refused(g, "1a1m", TSUMO_REASON_RIICHI_KAN);
    tsumo_game_free(g);
}

/* R-RII-07, CFG-RIICHI-KAN: 333444555m may be three runs: no kan in EMA, allowed by wait only. */
static void test_riichi_kan_pung_reading(void **state)
{
    (void)state;
    test_deal d = kan_deal;
    d.hands[1] = "333444555m78p99s";
    d.hands[3] = "78m23568s34567z1p";
    d.draws = "9m2p2p2p3m";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    test_refused(g, "1a3m", TSUMO_REASON_RIICHI_KAN);
    tsumo_game_free(g);

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.riichi_kan = TSUMO_RIICHI_KAN_WAIT;
    g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    assert_true(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    tsumo_game_free(g);

    rules.riichi_kan = TSUMO_RIICHI_KAN_NONE;
    g = test_game_rules(&rules, &kan_deal);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    test_refused(g, "1a1m", TSUMO_REASON_RIICHI_KAN);
    tsumo_game_free(g);
}

/* CFG-RIICHI-KAN jpml (J:R3, AMB-12): the reading and the yaku must not change either. A kan
   whose three tiles are a pung in every reading changes neither, so JPML allows what EMA
   allows and refuses 333444555m, which the wait-only rule allows. */
static void test_riichi_kan_jpml(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.riichi_kan = TSUMO_RIICHI_KAN_JPML;
    tsumo_game *g = test_game_rules(&rules, &kan_deal);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    assert_true(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    tsumo_game_free(g);

    test_deal d = kan_deal;
    d.hands[1] = "333444555m78p99s";
    d.hands[3] = "78m23568s34567z1p";
    d.draws = "9m2p2p2p3m";
    g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1R9m . 2x . 3x . 0x .");
    assert_false(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    test_refused(g, "1a3m", TSUMO_REASON_RIICHI_KAN);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_double_riichi_and_stick),
        cmocka_unit_test(test_riichi_after_interruption),
        cmocka_unit_test(test_ron_on_riichi_tile),
        cmocka_unit_test(test_riichi_tile_called),
        cmocka_unit_test(test_riichi_hand_locked),
        cmocka_unit_test(test_no_call_in_riichi),
        cmocka_unit_test(test_riichi_needs_closed_hand),
        cmocka_unit_test(test_riichi_needs_tenpai),
        cmocka_unit_test(test_riichi_on_last_drawable_turn),
        cmocka_unit_test(test_riichi_min_points),
        cmocka_unit_test(test_ippatsu),
        cmocka_unit_test(test_ippatsu_broken_by_closed_kan),
        cmocka_unit_test(test_riichi_kan_allowed),
        cmocka_unit_test(test_riichi_kan_changes_wait),
        cmocka_unit_test(test_riichi_kan_pung_reading),
        cmocka_unit_test(test_riichi_kan_jpml),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

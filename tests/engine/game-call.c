/*
 * Turn order and calls: chi, pon, priority, kuikae, the last tile (CHECKLIST
 * sections 4-5, EMA 3.3-3.3.5, 3.4.1). The dealer opens by throwing a 5m.
 */
#include "game-support.h"

static int count_legal(const tsumo_game *g, int seat, tsumo_action_type type)
{
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
    int c = 0;
    for (int i = 0; i < n; i++)
        c += a[i].type == type;
    return c;
}

/* Seat 1 may chi the 5m three ways; seat 2 holds a red and two plain fives; seat 3 holds 34m. */
static const test_deal deal = {
    .hands = {"5m1111z2222z333z99p", "34467m????????", "055m??????????", "34m???????????"},
    .draws = "9s9s9s",
};

/* R-TURN-01 (EMA 3.3): the dealer starts with 14 tiles and no draw; the next seat draws. */
static void test_dealer_opens_without_draw(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_wall wall;
    test_wall(&wall, &deal);
    tsumo_game_setup setup = {.seed = 7, .walls = &wall, .wall_count = 1};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_START);
    test_events_clear();
    test_play(g, "next");
    assert_int_equal(test_events_count(TSUMO_EVENT_DRAW), 0);
    assert_int_equal(test_events_count(TSUMO_EVENT_DEAL), 4);
    tsumo_view v = test_view(g, 0);
    assert_int_equal(v.phase, TSUMO_PHASE_TURN);
    assert_int_equal(v.turn, 0);
    assert_int_equal(v.hand_count, 14);
    assert_int_equal(v.seats[1].tile_count, 13);
    test_events_clear();
    test_play(g, "0d5m .");
    assert_int_equal(test_events_count(TSUMO_EVENT_DRAW),
                     2); /* seat 1's, to it and to the others */
    const tsumo_event *own = test_events_find(TSUMO_EVENT_DRAW, 0);
    const tsumo_event *other = test_events_find(TSUMO_EVENT_DRAW, 1);
    assert_int_equal(own->visible, 1u << 1);
    assert_true(test_is(own->tile, "9s"));
    assert_int_equal(other->visible, TSUMO_SEATS_ALL & ~(1u << 1));
    assert_int_equal(other->tile, TSUMO_NO_TILE); /* nobody else learns the tile */
    assert_int_equal(test_view(g, 1).turn, 1);
    tsumo_game_free(g);
}

/* R-CALL-02, R-CALL-08 (EMA 3.3.4-3.3.5): chi only from the left, any position of the run;
   the meld records whose tile it took. */
static void test_chi_from_left_only(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m");
    assert_int_equal(count_legal(g, 1, TSUMO_ACTION_CHI), 3); /* 34m, 46m, 67m */
    assert_int_equal(count_legal(g, 3, TSUMO_ACTION_CHI), 0);
    test_refused(g, "3chi34m", TSUMO_REASON_CHI_NOT_LEFT);
    test_refused(g, "1chi38m", TSUMO_REASON_TILE_NOT_HELD);
    test_refused(g, "1chi36m", TSUMO_REASON_BAD_MELD);
    test_refused(g, "1chi44m", TSUMO_REASON_BAD_MELD);
    test_play(g, "1chi46m 2p 3p");
    tsumo_view v = test_view(g, 1);
    assert_int_equal(v.phase, TSUMO_PHASE_AFTER_CALL);
    assert_int_equal(v.seats[1].melds[0].type, TSUMO_MELD_CHI);
    assert_int_equal(v.seats[1].melds[0].from, 0); /* R-CALL-08 */
    assert_true(test_is(v.seats[1].melds[0].called, "5m"));
    assert_true(v.seats[0].discards[0].flags & TSUMO_POND_CALLED);
    tsumo_game_free(g);
}

/*
 * R-CALL-07 (EMA 3.3.5): the meld is shown at once, with the claimed tile in it. A call is one
 * action, so the claimed tile can never be left untaken: when the window closes, the CALL
 * event goes to every seat and every seat's view holds the meld, the claimed tile marked with
 * its discarder, in the same step that takes the tile off the pond.
 */
static void test_meld_shown_at_once(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m 1chi46m 2p");
    for (int seat = 0; seat < 4; seat++) /* the answers are private until the last one */
        assert_int_equal(test_view(g, seat).seats[1].meld_count, 0);
    test_events_clear();
    test_play(g, "3p");
    const tsumo_event *e = test_events_find(TSUMO_EVENT_CALL, 0);
    assert_non_null(e);
    assert_int_equal(e->visible, TSUMO_SEATS_ALL);
    assert_int_equal(e->from, 0);
    assert_true(test_is(e->tile, "5m"));
    assert_int_equal(e->tile_count, 3);
    for (int seat = -1; seat < 4; seat++) {
        tsumo_view v = test_view(g, seat < 0 ? TSUMO_NO_SEAT : seat);
        assert_int_equal(v.seats[1].meld_count, 1);
        const tsumo_game_meld *m = &v.seats[1].melds[0];
        assert_int_equal(m->type, TSUMO_MELD_CHI);
        assert_int_equal(m->from, 0);
        assert_int_equal(m->called, e->tile);
        assert_memory_equal(m->tiles, e->tiles, 3);
        bool holds_called = false;
        for (int i = 0; i < m->count; i++)
            holds_called |= m->tiles[i] == m->called;
        assert_true(holds_called);
        assert_true(v.seats[0].discards[0].flags & TSUMO_POND_CALLED);
        assert_int_equal(v.seats[1].tile_count, 11); /* 13 less the two in the meld */
    }
    tsumo_game_free(g);
}

/* R-CALL-02, R-TILE-03 (EMA 3.3.4, 1.1): a red five is its own choice in a chi too: each shape
   that can use the plain or the red five is listed both ways, and the meld takes the one
   named. */
static void test_chi_with_red_five(void **state)
{
    (void)state;
    test_deal d = {.hands = {"4m1111z2222z333z99p", "230m56m????????"}};
    tsumo_game *g = test_game(&d);
    test_play(g, "0d4m");
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, 1, a, TSUMO_GAME_MAX_LEGAL);
    static const char *const ways[5][2] = {
        {"2m", "3m"}, {"3m", "5m"}, {"3m", "0m"}, {"5m", "6m"}, {"0m", "6m"}};
    int found[5] = {0}, chis = 0;
    for (int i = 0; i < n; i++) {
        if (a[i].type != TSUMO_ACTION_CHI)
            continue;
        chis++;
        for (int w = 0; w < 5; w++)
            found[w] +=
                (test_is(a[i].tiles[0], ways[w][0]) && test_is(a[i].tiles[1], ways[w][1])) ||
                (test_is(a[i].tiles[0], ways[w][1]) && test_is(a[i].tiles[1], ways[w][0]));
    }
    assert_int_equal(chis, 5);
    for (int w = 0; w < 5; w++)
        assert_int_equal(found[w], 1);
    test_play(g, "1chi30m 2p 3p");
    tsumo_view v = test_view(g, 1);
    int red = 0;
    for (int i = 0; i < 3; i++)
        red += test_is(v.seats[1].melds[0].tiles[i], "0m");
    assert_int_equal(red, 1);
    bool plain_five_kept = false;
    for (int i = 0; i < v.hand_count; i++)
        plain_five_kept |= test_is(v.hand_tiles[i], "5m");
    assert_true(plain_five_kept);
    tsumo_game_free(g);

    g = test_game(&d);
    test_play(g, "0d4m 1chi56m 2p 3p"); /* the plain one named: the red five stays in hand */
    v = test_view(g, 1);
    for (int i = 0; i < 3; i++)
        assert_false(test_is(v.seats[1].melds[0].tiles[i], "0m"));
    tsumo_game_free(g);
}

/* R-TILE-04, R-CALL-02 (EMA 3.2, 3.3.4): a chi is three consecutive numbers: 8-9-1 does not
   wrap round, and winds make no run. */
static void test_chi_no_wrap_around(void **state)
{
    (void)state;
    test_deal d = {.hands = {"5555z6666z777z99p1m", "23m89m12z???????"}};
    tsumo_game *g = test_game(&d);
    test_play(g, "0d1m");
    assert_int_equal(count_legal(g, 1, TSUMO_ACTION_CHI), 1); /* 23m only */
    test_refused(g, "1chi89m", TSUMO_REASON_BAD_MELD);
    tsumo_game_free(g);

    d.hands[0] = "5555z6666z99p111m3z";
    g = test_game(&d);
    test_play(g, "0d3z");
    assert_int_equal(count_legal(g, 1, TSUMO_ACTION_CHI), 0);
    test_refused(g, "1chi12z", TSUMO_REASON_BAD_MELD);
    tsumo_game_free(g);
}

/* R-CALL-01, R-CALL-03: pon and kan from any opponent; a red five is its own choice. */
static void test_pon_options(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m");
    assert_int_equal(count_legal(g, 2, TSUMO_ACTION_PON), 2); /* 0m 5m, or 5m 5m */
    assert_int_equal(count_legal(g, 2, TSUMO_ACTION_OPEN_KAN), 1);
    test_refused(g, "2pon00m", TSUMO_REASON_TILE_NOT_HELD);
    tsumo_game_free(g);
}

/* R-CALL-04, R-TURN-02, R-CALL-09, R-CALL-10 (EMA 3.3.1, 3.3.5): pon beats chi; the players in
   between lose their turn; meld tiles stay in the meld; after a pon only a discard. */
static void test_pon_beats_chi(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m 1chi34m 2pon05m");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CLAIM); /* seat 3 has not answered */
    test_play(g, "3p");
    tsumo_view v = test_view(g, 2);
    assert_int_equal(v.turn, 2);
    assert_int_equal(v.seats[1].meld_count, 0);
    assert_int_equal(v.seats[2].meld_count, 1);
    assert_int_equal(v.seats[2].melds[0].from, 0);
    /* R-CALL-09: the red five went into the meld and cannot be thrown */
    test_refused(g, "2d0m", TSUMO_REASON_TILE_NOT_HELD);
    /* R-CALL-10: after a pon only a discard */
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, 2, a, TSUMO_GAME_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        assert_int_equal(a[i].type, TSUMO_ACTION_DISCARD);
    test_play(g, "2d5m .");                    /* R-CALL-11: EMA allows swap-calling */
    assert_int_equal(test_view(g, 3).turn, 3); /* seat 1 was skipped */
    tsumo_game_free(g);
}

/* R-CALL-04 (EMA 3.3.1): ron beats pon. */
static void test_ron_beats_pon(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[3] = "46m555z123p456p11s";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d5m 2pon05m 1p 3ron");
    const tsumo_hand_result *r = tsumo_game_result(g);
    assert_non_null(r);
    assert_int_equal(r->wins[0].winner, 3);
    tsumo_game_free(g);
}

/* R-CALL-06, R-CALL-05 (EMA 3.3.1): an answer stands; others see only that it was given. */
static void test_answer_stands_and_is_hidden(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_events_clear();
    test_play(g, "0d5m 2pon05m");
    const tsumo_event *own = test_events_find(TSUMO_EVENT_ANSWER, 0);
    const tsumo_event *other = test_events_find(TSUMO_EVENT_ANSWER, 1);
    assert_int_equal(own->visible, 1u << 2);
    assert_int_equal(own->code, TSUMO_ACTION_PON);
    assert_int_equal(other->visible, TSUMO_SEATS_ALL & ~(1u << 2));
    assert_int_equal(other->code, 0);
    test_refused(g, "2p", TSUMO_REASON_ALREADY_ANSWERED);
    tsumo_view v = test_view(g, 1);
    assert_true(v.seats[2].answered);
    assert_int_equal(v.answer, 0); /* seat 1 has not answered and cannot see seat 2's answer */
    assert_int_equal(test_view(g, 2).answer, TSUMO_ACTION_PON);
    assert_int_equal(tsumo_game_to_act(g), (1u << 1) | (1u << 3));
    tsumo_game_free(g);
}

/* R-TURN-04 (EMA 3.3.1): only the latest discard, only in its window. */
static void test_only_latest_discard(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m .");
    test_refused(g, "2pon05m", TSUMO_REASON_NOT_NOW);
    tsumo_game_free(g);
}

/* R-TURN-03 (EMA 3.3): discards in order, the tsumogiri marked. */
static void test_pond_in_order(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m . 1x . 2x . 3x . 0d1z .");
    tsumo_view v = test_view(g, 2);
    assert_int_equal(v.seats[0].discard_count, 2);
    assert_true(test_is(v.seats[0].discards[0].tile, "5m"));
    assert_true(test_is(v.seats[0].discards[1].tile, "1z"));
    assert_int_equal(v.seats[0].discards[1].flags & TSUMO_POND_TSUMOGIRI, 0);
    assert_true(v.seats[1].discards[0].flags & TSUMO_POND_TSUMOGIRI);
    tsumo_game_free(g);
}

/* R-TURN-03 (EMA 3.3): a tsumogiri names the tile just drawn; one held but not drawn is
   refused as that, not as a tile the hand lacks (issue 21). */
static void test_tsumogiri_of_a_held_tile(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d5m .");
    test_refused(g, "1D4m", TSUMO_REASON_NOT_DRAWN);
    test_refused(g, "1R4m", TSUMO_REASON_NOT_DRAWN);
    test_refused(g, "1D1p", TSUMO_REASON_TILE_NOT_HELD);
    test_play(g, "1D9s");
    assert_string_equal(tsumo_reason_msgid(TSUMO_REASON_NOT_DRAWN),
                        "that tile is in the hand but was not the tile drawn");
    tsumo_game_free(g);
}

/* Seat 1 holds 2345m: after a chi of 5m with 34m the ruleset may forbid 5m and 2m. */
static const test_deal kuikae_deal = {
    .hands = {"5m1111z2222z333z99p", "2345m9s????????", NULL, NULL},
};

/* R-CALL-11, CFG-KUIKAE (EMA preface #3, J:B11, RU2.15, AMB-09). */
static void test_kuikae(void **state)
{
    (void)state;
    static const struct {
        uint8_t rule;
        bool same_ok, end_ok;
    } cases[] = {
        {TSUMO_KUIKAE_ALLOW, true, true},
        {TSUMO_KUIKAE_FORBID_SAME, false, true},
        {TSUMO_KUIKAE_FORBID_SAME_AND_END, false, false},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        tsumo_rules rules;
        tsumo_rules_default(&rules);
        rules.kuikae = cases[c].rule;
        tsumo_game *g = test_game_rules(&rules, &kuikae_deal);
        test_play(g, "0d5m 1chi34m 2p 3p");
        if (cases[c].same_ok)
            assert_true(test_action(g, "1d5m").type == TSUMO_ACTION_DISCARD);
        tsumo_game *copy = NULL;
        assert_int_equal(tsumo_game_clone(&copy, g), TSUMO_OK);
        if (cases[c].same_ok)
            test_play(copy, "1d5m");
        else
            test_refused(copy, "1d5m", TSUMO_REASON_KUIKAE);
        tsumo_game_free(copy);
        assert_int_equal(tsumo_game_clone(&copy, g), TSUMO_OK);
        if (cases[c].end_ok)
            test_play(copy, "1d2m");
        else
            test_refused(copy, "1d2m", TSUMO_REASON_KUIKAE);
        tsumo_game_free(copy);
        test_play(g, "1d9s"); /* always allowed */
        tsumo_game_free(g);
    }
    /* No rule text has it: the refusal points at the ruleset's key. */
    assert_string_equal(tsumo_reason_rules_key(TSUMO_REASON_KUIKAE, NULL), "kuikae");
    assert_string_equal(tsumo_reason_rules_key(TSUMO_REASON_CHI_NOT_LEFT, NULL), "");
}

/* R-CALL-12 (EMA 3.4.1): the last discard can be claimed only for ron. */
static void test_last_discard_only_ron(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {NULL, NULL, "99p???????????", NULL},
        .last_draws = "9p",
    };
    tsumo_game *g = test_game(&d);
    test_play_until(g, 0);
    test_play(g, "1x");
    assert_int_equal(count_legal(g, 2, TSUMO_ACTION_PON), 0);
    test_refused(g, "2pon99p", TSUMO_REASON_LAST_TILE);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dealer_opens_without_draw),
        cmocka_unit_test(test_chi_from_left_only),
        cmocka_unit_test(test_chi_no_wrap_around),
        cmocka_unit_test(test_meld_shown_at_once),
        cmocka_unit_test(test_chi_with_red_five),
        cmocka_unit_test(test_pon_options),
        cmocka_unit_test(test_pon_beats_chi),
        cmocka_unit_test(test_ron_beats_pon),
        cmocka_unit_test(test_answer_stands_and_is_hidden),
        cmocka_unit_test(test_only_latest_discard),
        cmocka_unit_test(test_pond_in_order),
        cmocka_unit_test(test_tsumogiri_of_a_held_tile),
        cmocka_unit_test(test_kuikae),
        cmocka_unit_test(test_last_discard_only_ron),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

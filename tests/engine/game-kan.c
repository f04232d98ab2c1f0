/*
 * Kans (CHECKLIST section 6, EMA 3.3.2, 3.3.7-3.3.9): closed, open and added
 * kans, robbing them, replacement tiles, the kan dora and the four-kan rules.
 * Seat 0 deals unless a test says otherwise; seats follow in turn order.
 */
#include "game-support.h"

#include <string.h>

/* Seat 1 pons a 5p, draws the last 5p and adds it; seat 2 waits on 5p-8p. */
static const test_deal added_kan_deal = {
    .hands = {"11112222z333z99m5p", "05p19m19s19p444z56z", "67p123m456m789s77z",
              "23568m34679s123p"},
    .draws = "1s1s1s5p",
    .rinshan = "8p",
};

/* R-KAN-05, R-YAKU-12, R-DORA-05 (EMA 3.3.7, 4.2.1): an added kan is robbed by ron. */
static void test_chankan_on_added_kan(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&added_kan_deal);
    test_play(g, "0d5p 1pon05p 2p 3p 1d5z . 2x . 3x . 0x .");
    assert_true(test_is(test_view(g, 1).drawn, "5p"));
    test_play(g, "1k5p");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CHANKAN);
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2ron .");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->win_count, 1);
    assert_int_equal(r->wins[0].winner, 2);
    assert_int_equal(r->wins[0].from, 1);
    assert_true(r->wins[0].win.flags & TSUMO_WIN_CHANKAN);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_CHANKAN));
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.indicator_count, 1); /* R-DORA-05: no kan dora for a robbed kan */
    assert_int_equal(v.kan_count, 0);       /* the kan was never completed */
    assert_true(r->delta[1] < 0 && r->delta[2] > 0);
    tsumo_game_free(g);
}

/* R-FURI-05 (AMB-15): declining a chankan ron makes the seat furiten. */
static void test_declining_chankan_is_furiten(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&added_kan_deal);
    test_play(g, "0d5p 1pon05p 2p 3p 1d5z . 2x . 3x . 0x . 1k5p");
    test_events_clear();
    test_play(g, "2p .");
    const tsumo_event *e = test_events_find(TSUMO_EVENT_FURITEN, 0);
    assert_non_null(e);
    assert_int_equal(e->seat, 2);
    assert_int_equal(e->visible, 1u << 2); /* only the seat itself learns it */
    assert_int_equal(e->code, TSUMO_FURITEN_TEMPORARY);
    assert_int_equal(test_view(g, TSUMO_NO_SEAT).kan_count, 1);
    assert_int_equal(test_view(g, TSUMO_NO_SEAT).indicator_count, 2); /* R-DORA-04: at once */
    assert_true(test_is(test_view(g, 1).drawn, "8p"));                /* R-WALL-09 */
    test_play(g, "1d8p");
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_refused(g, "2ron", TSUMO_REASON_TEMP_FURITEN);
    test_events_clear();
    test_play(g, ". 2x");
    e = test_events_find(TSUMO_EVENT_FURITEN, 0); /* R-FURI-04: it ends at the own draw */
    assert_non_null(e);
    assert_int_equal(e->seat, 2);
    assert_int_equal(e->code, 0);
    tsumo_game_free(g);
}

/* Seat 1 holds 999m and draws the fourth; seat 2 is kokushi tenpai on 9m, seat 3 waits 6m-9m. */
static const test_deal closed_kan_deal = {
    .hands = {"8888p2222s99s1p1z67z", "999m23m456s678s56z", "11m19p19s1234567z",
              "78m234p567p345s44z"},
    .draws = "9m",
};

/* R-KAN-05, R-YKM-01 (EMA 3.3.8): only thirteen orphans may rob a closed kan. */
static void test_kokushi_robs_closed_kan(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&closed_kan_deal);
    test_play(g, "0d1z . 1a9m");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CHANKAN);
    assert_false(test_can(g, 3, TSUMO_ACTION_RON));
    test_refused(g, "3ron", TSUMO_REASON_NOT_COMPLETE);
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2ron .");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->wins[0].winner, 2);
    assert_int_equal(r->wins[0].from, 1);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_KOKUSHI) ||
                test_has_yaku(&r->wins[0], TSUMO_YAKU_KOKUSHI_13));
    tsumo_game_free(g);
}

/* R-KAN-05: when nobody robs it the closed kan stands and a replacement is drawn. */
static void test_closed_kan_not_robbed(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&closed_kan_deal);
    test_play(g, "0d1z . 1a9m .");
    tsumo_view v = test_view(g, 1);
    assert_int_equal(v.phase, TSUMO_PHASE_TURN);
    assert_int_equal(v.seats[1].meld_count, 1);
    assert_int_equal(v.seats[1].melds[0].type, TSUMO_MELD_CLOSED_KAN);
    assert_int_equal(v.kan_count, 1);
    assert_int_equal(v.live_left, 69 - 2); /* R-WALL-07: one draw, one tile to the dead wall */
    tsumo_game_free(g);
}

/* The dealer declares three closed kans in his first turn, then a fourth one later. */
static const test_deal four_kans_deal = {
    .hands = {"1111m2222m3333m5p7z", "123p456p789p147s6z", "47m58m69m258s1234z",
              "36s23p56z456789m1p"},
    .draws = "2s2s2s9s",
    .rinshan = "9s9s9s5p",
};

/* R-KAN-06, R-KAN-10, R-YAKU-11, R-YKM-06 (EMA 3.3.8-3.3.9): rinshan after the fourth kan. */
static void test_rinshan_after_fourth_kan(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&four_kans_deal);
    test_play(g, "0a1m . 0a2m . 0a3m . 0d7z . 1x . 2x . 3x .");
    assert_true(test_is(test_view(g, 0).drawn, "9s"));
    test_play(g, "0a9s .");
    assert_true(test_is(test_view(g, 0).drawn, "5p")); /* position 133: the fourth replacement */
    assert_true(test_can(g, 0, TSUMO_ACTION_TSUMO));
    test_play(g, "0t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_true(r->wins[0].win.flags & TSUMO_WIN_RINSHAN);
    assert_true(test_has_yaku(&r->wins[0], TSUMO_YAKU_SUUKANTSU));
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.kan_count, 4);
    assert_int_equal(v.indicator_count, 5); /* R-DORA-04: one per kan, at once */
    tsumo_game_free(g);
}

/* R-KAN-10, R-KAN-09 (EMA 3.3.9): one player with four kans: play goes on, no fifth kan. */
static void test_four_kans_one_player(void **state)
{
    (void)state;
    test_deal d = four_kans_deal;
    d.hands[1] = "4444z123p456p178s"; /* seat 1 holds four North winds */
    d.hands[2] = "456789m2558s123z";
    tsumo_game *g = test_game(&d);
    test_play(g, "0a1m . 0a2m . 0a3m . 0d7z . 1x . 2x . 3x . 0a9s .");
    test_play(g, "0d5p .");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN); /* no abort */
    assert_false(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    test_refused(g, "1a4z", TSUMO_REASON_KAN_LIMIT);
    tsumo_game_free(g);
}

/* Four kans split: the dealer's three closed kans and seat 1's fourth. */
static const test_deal split_kans_deal = {
    .hands = {"1111m2222m3333m5p7z", "444z123p456p789s1z", "555z678m789p234s5s",
              "459m238p168s1236z"},
    .draws = "4z",
    .rinshan = "9s9s9s5s",
};

/* R-KAN-09, R-ABRT-04 (EMA 3.3.9, 3.4.3): abort when the discard after the fourth kan is not
 * ronned. */
static void test_four_kans_split_abort(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&split_kans_deal);
    test_play(g, "0a1m . 0a2m . 0a3m . 0d7z . 1a4z .");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN); /* rinshan is still possible */
    test_play(g, "1x");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CLAIM);
    test_play(g, "2p 3p 0p");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_ABORT);
    assert_int_equal(r->abort, TSUMO_ABORT_FOUR_KANS);
    tsumo_game_free(g);
}

/* R-KAN-09 (AMB-08): the discard after the fourth kan may still be ronned. */
static void test_four_kans_split_ron_first(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&split_kans_deal);
    test_play(g, "0a1m . 0a2m . 0a3m . 0d7z . 1a4z . 1x");
    assert_true(test_can(g, 2, TSUMO_ACTION_RON)); /* 5s tanki with a pung of white dragons */
    test_play(g, "2ron 3p 0p");
    assert_int_equal(test_result(g)->end, TSUMO_END_WIN);
    tsumo_game_free(g);
}

/* CFG-4KAN-ABORT at the kan (JPML J:D5, RU5.5): the hand ends at the fourth kan. */
static void test_four_kans_split_abort_at_kan(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.four_kan_abort = TSUMO_FOURKAN_AT_KAN;
    tsumo_game *g = test_game_rules(&rules, &split_kans_deal);
    test_play(g, "0a1m . 0a2m . 0a3m . 0d7z . 1a4z .");
    assert_int_equal(test_result(g)->abort, TSUMO_ABORT_FOUR_KANS);
    tsumo_game_free(g);
}

/* R-KAN-01, R-KAN-04, R-CALL-10 (EMA 3.3.7-3.3.8): no kan in a turn begun by chi or pon. */
static void test_no_kan_after_pon(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"5p11112222z333z99m", "055p6p19m19s444z56z", "67p123m456m789s77z",
                  "23568m34679s123p"},
    };
    tsumo_game *g = test_game(&d);
    /* Seat 1 keeps the red five after its pon: not added in the same turn. */
    test_play(g, "0d5p 1pon55p 2p 3p");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_AFTER_CALL);
    assert_false(test_can(g, 1, TSUMO_ACTION_ADDED_KAN));
    assert_false(test_can(g, 1, TSUMO_ACTION_TSUMO));
    test_refused(g, "1k0p", TSUMO_REASON_NO_DRAW);
    test_refused(g, "1t", TSUMO_REASON_NO_DRAW);
    /* one message for both: it names them, and what comes after a call (R-CALL-10) */
    const char *why = tsumo_reason_msgid(TSUMO_REASON_NO_DRAW);
    assert_non_null(strstr(why, "tsumo and kan"));
    assert_non_null(strstr(why, "discard"));
    tsumo_game_free(g);
}

/* R-KAN-04 (AMB-06): the fourth tile of an added kan may be one held before the pon. */
static void test_added_kan_with_held_tile(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"5p11112222z333z99m", "055p6p19m19s444z56z", "67p123m456m789s77z",
                  "23568m34679s123p"},
        .draws = "1s1s1s2s",
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d5p 1pon55p 2p 3p 1d5z . 2x . 3x . 0x .");
    assert_true(test_can(g, 1, TSUMO_ACTION_ADDED_KAN));
    test_play(g, "1k0p .");
    tsumo_view v = test_view(g, 1);
    assert_int_equal(v.seats[1].melds[0].type, TSUMO_MELD_ADDED_KAN);
    assert_true(v.seats[1].melds[0].added == test_tile("0p"));
    assert_int_equal(v.kan_count, 1);
    tsumo_game_free(g);
}

/* R-KAN-03, R-KAN-05 (EMA 3.3.2): an open kan is never robbed; the kan dora, then a replacement. */
static void test_open_kan(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"0p11112222z333z99m", "555p6p19m19s444z56z", "67p123m456m789s77z",
                  "23568m34679s123p"},
        .rinshan = "7p",
    };
    tsumo_game *g = test_game(&d);
    test_events_clear();
    test_play(g, "0d0p 1kan 2p 3p");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN); /* no chankan window */
    tsumo_view v = test_view(g, 1);
    assert_int_equal(v.seats[1].melds[0].type, TSUMO_MELD_OPEN_KAN);
    assert_int_equal(v.seats[1].melds[0].from, 0);
    assert_true(test_is(v.drawn, "7p"));
    /* the kan dora comes before the replacement draw (EMA 3.3.2) */
    const tsumo_event *call = test_events_find(TSUMO_EVENT_CALL, 0);
    const tsumo_event *dora = test_events_find(TSUMO_EVENT_DORA, 0);
    const tsumo_event *draw = test_events_find(TSUMO_EVENT_DRAW, 0);
    assert_true(call < dora && dora < draw);
    assert_int_equal(draw->code, 1);
    tsumo_game_free(g);
}

/* CFG-KANDORA-TIMING late (RU2.22, AMB-05): an open kan's dora is turned after the discard. */
static void test_open_kan_dora_late(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.kan_dora_timing = TSUMO_KANDORA_LATE_OPEN;
    test_deal d = {
        .hands = {"0p11112222z333z99m", "555p6p19m19s444z56z", "67p123m456m789s77z",
                  "23568m34679s123p"},
        .rinshan = "7p",
    };
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d0p 1kan 2p 3p");
    assert_int_equal(test_view(g, 1).indicator_count, 1);
    test_events_clear();
    test_play(g, "1d6p");
    const tsumo_event *discard = test_events_find(TSUMO_EVENT_DISCARD, 0);
    const tsumo_event *dora = test_events_find(TSUMO_EVENT_DORA, 0);
    assert_non_null(dora);
    assert_true(discard < dora);
    assert_int_equal(test_view(g, 1).indicator_count, 2);
    tsumo_game_free(g);
}

/* CFG-KANDORA-TIMING late (RU2.21-2.23, AMB-05): a closed kan's dora at once, an added kan's
   after the replacement draw and the discard. */
static void test_kan_dora_late_closed_and_added(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.kan_dora_timing = TSUMO_KANDORA_LATE_OPEN;
    tsumo_game *g = test_game_rules(&rules, &closed_kan_deal);
    test_play(g, "0d1z . 1a9m 2p 3p 0p");
    assert_int_equal(test_view(g, 1).indicator_count, 2);
    tsumo_game_free(g);

    g = test_game_rules(&rules, &added_kan_deal);
    test_play(g, "0d5p 1pon05p 2p 3p 1d5z . 2x . 3x . 0x . 1k5p 2p 3p 0p");
    assert_int_equal(test_view(g, 1).indicator_count, 1);
    test_play(g, "1d8p");
    assert_int_equal(test_view(g, 1).indicator_count, 2);
    tsumo_game_free(g);
}

/* CFG-4KAN-ABORT never: four kans by two players do not end the hand. */
static void test_four_kans_split_no_abort(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.four_kan_abort = TSUMO_FOURKAN_NEVER;
    tsumo_game *g = test_game_rules(&rules, &split_kans_deal);
    test_play(g, "0a1m . 0a2m . 0a3m . 0d7z . 1a4z . 1x 2p 3p 0p");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_TURN);
    assert_int_equal(test_view(g, 2).turn, 2);
    tsumo_game_free(g);
}

/* R-KAN-02 (EMA 3.3.8): four identical tiles are no kan until declared. */
static void test_four_tiles_not_a_kan(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"9p11112222z333z99m", "111123m456p789s5s", "67p456m789m789s77z",
                  "23568m34679s123p"},
        .draws = "5s",
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d9p .");
    assert_true(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    assert_true(test_can(g, 1, TSUMO_ACTION_TSUMO)); /* 111m 123m: menzen tsumo */
    test_play(g, "1t");
    assert_int_equal(test_result(g)->end, TSUMO_END_WIN);
    tsumo_game_free(g);
}

/* R-KAN-07 (EMA 3.4.1, AMB-07): no kan on the last live tile. */
static void test_no_kan_on_last_tile(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"9p11112222z333z99m", "777z123m456p789s1p", "67p123m456m789s56z",
                  "23568m34679s123p"},
        .last_draws = "7z",
    };
    tsumo_game *g = test_game(&d);
    test_play_until(g, 0);
    tsumo_view v = test_view(g, 1);
    assert_int_equal(v.turn, 1);
    assert_true(test_is(v.drawn, "7z"));
    assert_false(test_can(g, 1, TSUMO_ACTION_CLOSED_KAN));
    test_refused(g, "1a7z", TSUMO_REASON_KAN_LAST_TILE);
    tsumo_game_free(g);
}

/* R-KAN-08, R-YAKU-09 (EMA 3.4.1, AMB-07): a kan on the second-to-last tile makes the
   replacement the last: a win on it is haitei and rinshan; its discard is houtei. */
static void test_kan_on_second_to_last_tile(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"777z123m456p789s1p8s", "9p11112222z33z99m", "67p123m456m789s56z",
                  "23568m34679s123p"},
        .last_draws = "7z2s",
        .rinshan = "1p",
    };
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8s .");
    test_play_until(g, 1);
    assert_int_equal(test_view(g, 0).turn, 0);
    test_play(g, "0a7z .");
    tsumo_view v = test_view(g, 0);
    assert_int_equal(v.live_left, 0);
    assert_true(test_is(v.drawn, "1p"));
    tsumo_game *g2 = NULL;
    assert_int_equal(tsumo_game_clone(&g2, g), TSUMO_OK);
    test_play(g, "0t");
    const tsumo_hand_result *r = test_result(g);
    assert_true(r->wins[0].win.flags & TSUMO_WIN_RINSHAN);
    assert_true(r->wins[0].win.flags & TSUMO_WIN_HAITEI);
    /* discarding instead: the houtei tile, only ron may claim it (R-CALL-12) */
    test_play(g2, "0D1p .");
    assert_int_equal(tsumo_game_phase(g2), TSUMO_PHASE_DRAW);
    tsumo_game_free(g);
    tsumo_game_free(g2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chankan_on_added_kan),
        cmocka_unit_test(test_declining_chankan_is_furiten),
        cmocka_unit_test(test_kokushi_robs_closed_kan),
        cmocka_unit_test(test_closed_kan_not_robbed),
        cmocka_unit_test(test_rinshan_after_fourth_kan),
        cmocka_unit_test(test_four_kans_one_player),
        cmocka_unit_test(test_four_kans_split_abort),
        cmocka_unit_test(test_four_kans_split_ron_first),
        cmocka_unit_test(test_four_kans_split_abort_at_kan),
        cmocka_unit_test(test_no_kan_after_pon),
        cmocka_unit_test(test_added_kan_with_held_tile),
        cmocka_unit_test(test_open_kan),
        cmocka_unit_test(test_open_kan_dora_late),
        cmocka_unit_test(test_kan_dora_late_closed_and_added),
        cmocka_unit_test(test_four_kans_split_no_abort),
        cmocka_unit_test(test_four_tiles_not_a_kan),
        cmocka_unit_test(test_no_kan_on_last_tile),
        cmocka_unit_test(test_kan_on_second_to_last_tile),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

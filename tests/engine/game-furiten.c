/*
 * Furiten (CHECKLIST section 8, EMA 3.4.5, 3.3.12). Seat 2 waits on 1p-4p
 * with 23p; the other seats hold tiles that do not matter.
 */
#include "game-support.h"

/* Seat 2 waits 1p-4p (and has a pung of white dragons for a yaku). */
static const test_deal deal = {
    .hands = {"1111z2222z333z99m8m", "77z4p159m159s19p4z6z", "23p456m789m555z55s",
              "678p23m246789s46z"},
    .draws = "8s9p1p7z",
};

/* R-FURI-01 (EMA 3.4.5): a wait in the own discards blocks every ron, tsumo stays (R-FURI-02). */
static void test_discard_furiten(void **state)
{
    (void)state;
    test_deal d = deal;
    d.draws = "8s4p8p9s3s1p";
    tsumo_game *g = test_game(&d);
    test_events_clear();
    test_play(g, "0d8m . 1x . 2x"); /* seat 2 throws away its 4p */
    const tsumo_event *e = test_events_find(TSUMO_EVENT_FURITEN, 0);
    assert_non_null(e);
    assert_int_equal(e->seat, 2);
    assert_int_equal(e->code, TSUMO_FURITEN_DISCARD);
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_DISCARD);
    assert_int_equal(test_view(g, 1).furiten, 0); /* nobody else is told */
    test_play(g, ". 3x . 0x . 1x .");
    assert_true(test_is(test_view(g, 2).drawn, "1p"));
    assert_true(test_can(g, 2, TSUMO_ACTION_TSUMO)); /* R-FURI-02 */
    test_play(g, "2t");
    assert_int_equal(tsumo_game_result(g)->end, TSUMO_END_WIN);
    tsumo_game_free(g);
}

/* R-FURI-01, AMB-15: a discard claimed by another player still counts for furiten. */
static void test_furiten_through_called_discard(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[3] = "44p678p23m468s77z6z";
    d.hands[1] = "3z4p159m159s19p4z6z7z";
    d.draws = "8s4p1p";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1x . 2x 3pon44p 0p 1p 3d7z .");
    tsumo_view v = test_view(g, 2);
    assert_int_equal(v.seats[2].discard_count, 1);
    assert_true(v.seats[2].discards[0].flags & TSUMO_POND_CALLED);
    test_play(g, "0x"); /* 1p */
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_refused(g, "2ron", TSUMO_REASON_FURITEN);
    tsumo_game_free(g);
}

/* R-FURI-03 (EMA 3.4.5): a player not in riichi may change his wait to leave furiten. */
static void test_change_wait_leaves_furiten(void **state)
{
    (void)state;
    test_deal d = deal;
    d.draws = "8s4p8p9s3s3p";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1x . 2x . 3x . 0x . 1x .");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_DISCARD);
    test_events_clear();
    test_play(g, "2d2p"); /* now 33p 55s: waits 3p and 5s, none discarded */
    const tsumo_event *e = test_events_find(TSUMO_EVENT_FURITEN, 0);
    assert_non_null(e);
    assert_int_equal(e->code, 0);
    assert_int_equal(e->flags, TSUMO_FURITEN_DISCARD);
    assert_int_equal(test_view(g, 2).furiten, 0);
    tsumo_game_free(g);
}

/* R-FURI-04 (EMA 3.4.5): a passed winning tile blocks ron until the own next draw. */
static void test_temporary_furiten(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m . 1x . 2x . 3x"); /* seat 3 throws 1p */
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2p 0p 1p");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_TEMPORARY);
    test_play(g, "0x . 1d4p");
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_refused(g, "2ron", TSUMO_REASON_TEMP_FURITEN);
    test_play(g, ". ");
    assert_int_equal(test_view(g, 2).furiten, 0); /* it ends at the own draw */
    tsumo_game_free(g);
}

/* R-FURI-04, CFG-TEMPFURI-CALL (EMA 3.4.5, AMB-16): a call ends it in EMA... */
static void test_temporary_furiten_ends_on_call(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m . 1x . 2x . 3x 2p 0p 1p 0x 1pon77z 2p 3p");
    assert_int_equal(test_view(g, 2).furiten, 0);
    test_play(g, "1d4p");
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    tsumo_game_free(g);
}

/* ...but not in JPML (J:F3), where only the own draw ends it. */
static void test_temporary_furiten_survives_call_jpml(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.temp_furiten_ends_on_call = false;
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m . 1x . 2x . 3x 2p 0p 1p 0x 1pon77z 2p 3p");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_TEMPORARY);
    test_play(g, "1d4p");
    test_refused(g, "2ron", TSUMO_REASON_TEMP_FURITEN);
    tsumo_game_free(g);
}

/* R-FURI-04: passing even a winning tile that has no yaku makes a seat furiten. */
static void test_temporary_furiten_without_yaku(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[2] = "24p456m789m123s55s"; /* waits 3p in the middle: no yaku on a ron */
    d.hands[3] = "678p23m24689s555z";
    d.draws = "8s9p3p7z";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1x . 2x . 3x");
    assert_false(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2p 0p 1p");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_TEMPORARY);
    tsumo_game_free(g);
}

/* R-FURI-06, R-RII-10 (EMA 3.3.12): a riichi player who passes a win stays furiten. */
static void test_riichi_furiten(void **state)
{
    (void)state;
    test_deal d = deal;
    d.draws = "8s9p1p7z8s9s4p";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1x . 2R9p . 3x");
    assert_true(test_can(g, 2, TSUMO_ACTION_RON));
    test_play(g, "2p 0p 1p");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_RIICHI);
    test_play(g, "0x . 1x . 2x . 3x");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_RIICHI); /* after the own draw too */
    test_refused(g, "2ron", TSUMO_REASON_RIICHI_FURITEN);
    tsumo_game_free(g);
}

/* R-RII-05 (EMA 3.3.12): riichi is allowed while furiten. */
static void test_riichi_while_furiten(void **state)
{
    (void)state;
    test_deal d = deal;
    d.draws = "8s4p8p9s3s9p";
    tsumo_game *g = test_game(&d);
    test_play(g, "0d8m . 1x . 2x . 3x . 0x . 1x .");
    assert_int_equal(test_view(g, 2).furiten, TSUMO_FURITEN_DISCARD);
    assert_true(test_can(g, 2, TSUMO_ACTION_RIICHI));
    test_play(g, "2Rx .");
    assert_int_equal(test_view(g, 2).seats[2].riichi, 1);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_discard_furiten),
        cmocka_unit_test(test_furiten_through_called_discard),
        cmocka_unit_test(test_change_wait_leaves_furiten),
        cmocka_unit_test(test_temporary_furiten),
        cmocka_unit_test(test_temporary_furiten_ends_on_call),
        cmocka_unit_test(test_temporary_furiten_survives_call_jpml),
        cmocka_unit_test(test_temporary_furiten_without_yaku),
        cmocka_unit_test(test_riichi_furiten),
        cmocka_unit_test(test_riichi_while_furiten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

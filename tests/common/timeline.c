/*
 * The viewer's model (src/common/timeline.c, issue 12) on stacked deals: a
 * game is played from a wall written in notation into a record, as the
 * table keeps one, and laid out step by step; the line of the step where a
 * rule decides names its EMA section, and the seat's panel reads the state
 * the engine is in. The deals are those of tests/engine/game-call.c and
 * game-furiten.c.
 */
#include "record-support.h"
#include "findings.h"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

static tsumo_record *record_under(const tsumo_rules *rules, const test_deal *deal,
                                  const char *script)
{
    return test_record(rules, deal, script);
}

static tsumo_record *record_of(const test_deal *deal, const char *script)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    return record_under(&rules, deal, script);
}

/* The first step whose line holds `text`; fails the test when none does. */
static const timeline_step *step_saying(const timeline *t, const char *text)
{
    for (size_t i = 0; i < t->count; i++)
        if (strstr(t->steps[i].line, text))
            return &t->steps[i];
    for (size_t i = 0; i < t->count; i++)
        print_message("step %zu: %s\n", i, t->steps[i].line);
    fail_msg("no step says '%s'", text);
    abort(); /* not reached, fail_msg leaves the test; tells gcc -O3 the step is never NULL */
}

static void laid_out(timeline *t, const tsumo_record *rec)
{
    char why[256];
    assert_true(timeline_build(t, rec, NULL, why, sizeof why));
    assert_string_equal(t->stop, "");
}

static const test_deal call_deal = {
    .hands = {"5m1111z2222z333z99p", "34467m????????", "055m??????????", "34m???????????"},
    .draws = "9s9s9s",
};

/* R-CALL-04 (EMA 3.3.1): ron beats pon, and the line says so. */
static void test_ron_beats_pon_line(void **state)
{
    (void)state;
    test_deal d = call_deal;
    d.hands[3] = "46m555z123p456p11s";
    tsumo_record *rec = record_of(&d, "0d5m 2pon05m 1p 3ron");
    timeline t;
    laid_out(&t, rec);
    const timeline_step *s = step_saying(&t, "wins by ron on 5m");
    assert_non_null(strstr(s->line, "ron beats the pon — EMA 3.3.1"));
    assert_true(s->hand_over);
    timeline_free(&t);
    tsumo_record_free(rec);
}

/* R-CALL-04 (EMA 3.3.1): pon beats chi. */
static void test_pon_beats_chi_line(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(&call_deal, "0d5m 1chi34m 2pon05m 3p");
    timeline t;
    laid_out(&t, rec);
    const timeline_step *s = step_saying(&t, "calls pon on 5m");
    assert_non_null(strstr(s->line, "the pon beats the chi — EMA 3.3.1"));
    timeline_free(&t);
    tsumo_record_free(rec);
}

/*
 * R-CALL-04 (EMA 3.3.1): a claim is told at its own step, before the window
 * closes, and the step where the others pass and the pon is made does not
 * say that everyone passed: no step of the hand is left without words.
 */
static void test_claim_told_at_its_step(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(&call_deal, "0d5m 2pon05m .");
    timeline t;
    laid_out(&t, rec);
    step_saying(&t, "claims a pon");
    const timeline_step *s = step_saying(&t, "calls pon on 5m");
    assert_null(strstr(s->line, "everyone passes"));
    for (size_t i = 0; i < t.count; i++)
        assert_true(t.steps[i].line[0] != '\0');
    timeline_free(&t);
    tsumo_record_free(rec);
}

/* R-DORA-04, R-KAN-01 (EMA 3.3.8): a closed kan's indicator is turned at once. */
static void test_kan_dora_at_once_line(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(&call_deal, "0a1z .");
    timeline t;
    laid_out(&t, rec);
    step_saying(&t, "declares a closed kan of 1z");
    const timeline_step *s = step_saying(&t, "kan dora indicator");
    assert_non_null(strstr(s->line, "turned at once — EMA 3.3.8"));
    assert_non_null(strstr(s->line, "from the dead wall"));
    timeline_free(&t);
    tsumo_record_free(rec);
}

static const test_deal furiten_deal = {
    .hands = {"1111z2222z333z99m8m", "77z4p159m159s19p4z6z", "23p456m789m555z55s",
              "678p23m246789s46z"},
    .draws = "8s9p1p7z",
};

/*
 * R-FURI-04 (EMA 3.4.5): seat 2 passes the 1p it waits on; the line says
 * temporary furiten, and its panel says furiten, tenpai, its two waits and
 * how many of each it cannot see.
 */
static void test_temporary_furiten_line_and_panel(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(&furiten_deal, "0d8m . 1x . 2x . 3x 2p 0p 1p");
    timeline t;
    laid_out(&t, rec);
    const timeline_step *s =
        step_saying(&t, "passes 1p: temporary furiten until his next turn or any call — EMA 3.4.5");
    timeline_seat seat;
    timeline_seat_read(s->game, 2, &seat);
    assert_int_equal(seat.furiten, TSUMO_FURITEN_TEMPORARY);
    assert_int_equal(seat.shanten, 0);
    assert_int_equal(seat.wait_count, 2);
    assert_int_equal(seat.waits[0], TSUMO_1P);
    assert_int_equal(seat.waits[1], TSUMO_1P + 3);
    /* 1p: one in seat 3's pond; 4p: none seen (seat 1's is still in its hand) */
    tsumo_view v;
    tsumo_game_view(s->game, 2, &v);
    int shown_1p = 0, shown_4p = 0;
    for (int i = 0; i < v.indicator_count; i++) {
        shown_1p += tsumo_tile_kind(v.indicators[i]) == TSUMO_1P;
        shown_4p += tsumo_tile_kind(v.indicators[i]) == TSUMO_1P + 3;
    }
    assert_int_equal(seat.unseen[0], 3 - shown_1p);
    assert_int_equal(seat.unseen[1], 4 - shown_4p);
    char why[240];
    narrator n;
    narrate_init(&n, &t.rules, NULL, 2, false);
    findings_furiten_line(why, sizeof why, s->game, 2, TSUMO_NO_TILE, &n);
    assert_string_equal(why, "temporary furiten: a wait (1p 4p) passed (EMA 3.4.5)");
    timeline_free(&t);
    tsumo_record_free(rec);
}

/*
 * CFG-TEMPFURI-CALL (AMB-16, R-FURI-04, EMA 3.4.5): under a ruleset where a
 * call does not end temporary furiten, the line does not say EMA's "or any
 * call": it says a call does not end it and names the ruleset key.
 */
static void test_temporary_furiten_line_without_call_end(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.temp_furiten_ends_on_call = false;
    tsumo_record *rec = record_under(&rules, &furiten_deal, "0d8m . 1x . 2x . 3x 2p 0p 1p");
    timeline t;
    laid_out(&t, rec);
    const timeline_step *s = step_saying(&t, "passes 1p: temporary furiten until his next turn");
    assert_null(strstr(s->line, "any call"));
    assert_null(strstr(s->line, "— EMA 3.4.5"));
    assert_non_null(strstr(s->line, "a call does not end it"));
    assert_non_null(strstr(s->line, "ruleset key temp_furiten_ends_on_call, not EMA 3.4.5"));
    timeline_free(&t);
    tsumo_record_free(rec);
}

/* Every step keeps its own game: going back gives the state as it was (issue 12). */
static void test_steps_keep_their_games(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(&furiten_deal, "0d8m . 1x . 2x . 3x 2p 0p 1p");
    timeline t;
    laid_out(&t, rec);
    assert_int_equal(tsumo_game_phase(t.steps[0].game), TSUMO_PHASE_START);
    assert_int_equal(t.deal_count, 1);
    assert_int_equal(t.deals[0], 1);
    int ponds = 0;
    for (size_t i = 1; i < t.count; i++) {
        tsumo_view v;
        tsumo_game_view(t.steps[i].game, TSUMO_NO_SEAT, &v);
        int n = v.seats[0].discard_count + v.seats[1].discard_count + v.seats[2].discard_count +
                v.seats[3].discard_count;
        assert_true(n >= ponds); /* each later step at least as far in the hand */
        ponds = n;
        assert_int_equal(timeline_hand_of(&t, i), 0);
    }
    assert_int_equal(ponds, 4);
    timeline_free(&t);
    tsumo_record_free(rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ron_beats_pon_line),
        cmocka_unit_test(test_pon_beats_chi_line),
        cmocka_unit_test(test_claim_told_at_its_step),
        cmocka_unit_test(test_kan_dora_at_once_line),
        cmocka_unit_test(test_temporary_furiten_line_and_panel),
        cmocka_unit_test(test_temporary_furiten_line_without_call_end),
        cmocka_unit_test(test_steps_keep_their_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * The findings module (src/common/findings.c, issue 18): one furiten, that of
 * EMA 3.4.5's first example (West waits on 3s 6s 9s and has thrown the 9s
 * away, R-FURI-01), played on a stacked wall and said by every part that says
 * a furiten: `tsumo explain`'s finding, the viewer's seat panel on the step
 * where it began, the drill's verdict and the coach's reading of the seat.
 * Each must hold the same string, the one findings_furiten_text() words.
 */
#include "cli.h"
#include "drill.h"
#include "findings.h"
#include "record-support.h"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

static const test_deal example_1 = {
    .hands = {"1111z2222z3333z89m", "4444z66z119m199s4p", "4567s8s222m567p3p9s",
              "1199p11s2468m357s"},
    .draws = "3m3p6s",
};

/* The words the test expects, under EMA 2008. */
#define FURITEN_9S "furiten: 9s in own discards (EMA 3.4.5)"

static tsumo_record *record_of(const char *script)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    return test_record(&rules, &example_1, script);
}

/* E discards 8m, S lets its 3m go, W throws its 9s away, N lets the 6s go: West's wait. */
#define SCRIPT "0d8m . 1x . 2d9s . 3x"

static const char drill_text[] = "drill example-1\n"
                                 "kind furiten\n"
                                 "east  1111z2222z3333z89m\n"
                                 "south 4444z66z119m199s4p\n"
                                 "west  4567s8s222m567p3p9s\n"
                                 "north 1199p11s2468m357s\n"
                                 "draws 3m3p6s\n"
                                 "E discard 8m\n"
                                 "S tsumogiri\n"
                                 "W discard 9s\n"
                                 "N tsumogiri\n"
                                 "ask west\n";

static void words(narrator *n, const tsumo_rules *rules, int seat)
{
    narrate_init(n, rules, NULL, seat, false);
}

/* The one string, from the module itself. */
static void test_the_words(void **state)
{
    (void)state;
    findings_furiten f = {.reasons = TSUMO_FURITEN_DISCARD,
                          .waits = (tsumo_kindset)1 << (TSUMO_1S + 2) |
                                   (tsumo_kindset)1 << (TSUMO_1S + 5) |
                                   (tsumo_kindset)1 << (TSUMO_1S + 8),
                          .pond_waits = (tsumo_kindset)1 << (TSUMO_1S + 8)};
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    narrator n;
    words(&n, &rules, 2);
    char buf[240];
    assert_string_equal(findings_furiten_text(buf, sizeof buf, &f, &n), FURITEN_9S);
}

/*
 * One ranking: riichi furiten (to the hand's end) before own discards (until
 * the wait changes) before temporary (until the next draw); a discard about to
 * be made counts by the pond it leaves.
 */
static void test_the_ranking(void **state)
{
    (void)state;
    findings_furiten f = {.reasons = TSUMO_FURITEN_TEMPORARY | TSUMO_FURITEN_DISCARD};
    assert_int_equal(findings_furiten_rank(&f), FINDINGS_FURITEN_DISCARD);
    f.reasons |= TSUMO_FURITEN_RIICHI;
    assert_int_equal(findings_furiten_rank(&f), FINDINGS_FURITEN_RIICHI);
    f.reasons = TSUMO_FURITEN_TEMPORARY;
    assert_int_equal(findings_furiten_rank(&f), FINDINGS_FURITEN_TEMPORARY);
    f = (findings_furiten){.pond_waits = 1};
    assert_int_equal(findings_furiten_rank(&f), FINDINGS_FURITEN_DISCARD);
    f.pond_waits = 0;
    assert_int_equal(findings_furiten_rank(&f), FINDINGS_NOT_FURITEN);
    char buf[64] = "x";
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    narrator n;
    words(&n, &rules, 0);
    assert_string_equal(findings_furiten_text(buf, sizeof buf, &f, &n), "");
}

/* `tsumo explain` finds West's furiten with the module's words (after its hand and turn). */
static void test_explain_says_it(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(SCRIPT);
    finding_list found;
    assert_true(cli_explain_gather(&found, rec, NULL));
    const char *said = NULL;
    for (size_t i = 0; i < found.count; i++)
        if (!said && found.items[i].seat == 2 && strstr(found.items[i].text, "furiten"))
            said = found.items[i].text;
    assert_non_null(said);
    assert_string_equal(said, "East 1, 0 counters, turn 3: " FURITEN_9S);
    findings_free(&found);
    tsumo_record_free(rec);
}

/* The viewer's seat panel, on the step where West threw the 9s away, and on every one after. */
static void test_viewer_says_it(void **state)
{
    (void)state;
    tsumo_record *rec = record_of(SCRIPT);
    timeline t;
    char why[256];
    assert_true(timeline_build(&t, rec, NULL, why, sizeof why));
    size_t at = t.count;
    for (size_t i = 0; i < t.count && at == t.count; i++)
        if (strstr(t.steps[i].line, "discards 9s"))
            at = i;
    assert_true(at < t.count);
    narrator n;
    words(&n, &t.rules, 2);
    char panel[240];
    assert_string_equal(
        findings_furiten_line(panel, sizeof panel, t.steps[at].game, 2, TSUMO_NO_TILE, &n),
        FURITEN_9S);
    assert_string_equal(
        findings_furiten_line(panel, sizeof panel, t.steps[t.count - 1].game, 2, TSUMO_NO_TILE, &n),
        FURITEN_9S);
    /* the others are not furiten: nothing said */
    assert_string_equal(
        findings_furiten_line(panel, sizeof panel, t.steps[at].game, 1, TSUMO_NO_TILE, &n), "");
    timeline_free(&t);
    tsumo_record_free(rec);
}

/* The drill on the same table says West's furiten in its verdict. */
static void test_drill_says_it(void **state)
{
    (void)state;
    drill *list = NULL;
    size_t count = 0;
    drill_error err;
    assert_true(drill_parse(drill_text, sizeof drill_text - 1, &list, &count, &err));
    assert_int_equal(count, 1);
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    drill_state st;
    assert_true(drill_build(&st, &list[0], &rules));
    drill_verdict v;
    drill_judge(&v, &list[0], &st);
    assert_string_equal(v.answer, "no");
    assert_non_null(strstr(v.why, "West: " FURITEN_9S ".\n"));
    drill_state_free(&st);
    free(list);
}

/*
 * The coach reads the seat that holds the keyboard as the viewer's panel does
 * (findings_furiten_line on the seat's game, `discard` the tile it would
 * throw): before the 9s goes, the hand the discard leaves is already furiten.
 */
static void test_coach_says_it(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&example_1);
    test_play(g, "0d8m . 1x .");
    tsumo_view v;
    tsumo_game_view(g, 2, &v);
    tsumo_tile nine = TSUMO_NO_TILE;
    for (int i = 0; i < v.hand_count; i++)
        if (tsumo_tile_kind(v.hand_tiles[i]) == TSUMO_1S + 8)
            nine = v.hand_tiles[i];
    assert_true(nine < TSUMO_TILES);
    narrator n;
    words(&n, tsumo_game_rules(g), 2);
    char coach[240];
    assert_string_equal(findings_furiten_line(coach, sizeof coach, g, 2, nine, &n), FURITEN_9S);
    /* as held, the hand is not furiten yet */
    assert_string_equal(findings_furiten_line(coach, sizeof coach, g, 2, TSUMO_NO_TILE, &n), "");
    tsumo_game_free(g);
}

/* Under a ruleset that departs from EMA, the section says so: the words follow the ruleset. */
static void test_ruleset_section(void **state)
{
    (void)state;
    tsumo_rules ema, jpml;
    tsumo_rules_default(&ema);
    assert_int_equal(tsumo_rules_load_builtin(&jpml, "jpml-a", NULL), TSUMO_OK);
    findings_furiten f = {.reasons = TSUMO_FURITEN_TEMPORARY,
                          .waits = (tsumo_kindset)1 << TSUMO_1P};
    narrator n;
    char buf[240];
    words(&n, &ema, 0);
    assert_string_equal(findings_furiten_text(buf, sizeof buf, &f, &n),
                        "temporary furiten: a wait (1p) passed (EMA 3.4.5)");
    words(&n, &jpml, 0);
    assert_string_equal(
        findings_furiten_text(buf, sizeof buf, &f, &n),
        "temporary furiten: a wait (1p) passed (ruleset key temp_furiten_ends_on_call, not EMA "
        "3.4.5)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_words),       cmocka_unit_test(test_the_ranking),
        cmocka_unit_test(test_explain_says_it), cmocka_unit_test(test_viewer_says_it),
        cmocka_unit_test(test_drill_says_it),   cmocka_unit_test(test_coach_says_it),
        cmocka_unit_test(test_ruleset_section),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * What the verbs, the viewer, the drills and the table share (src/common/shared.h): a tile
 * and a kind in the notation, how a hand ended and why an abortive draw was one (names.c),
 * a file's line quoted in a refusal (text.c). Each was written once a verb or a screen
 * before; these pin the one that serves them all.
 */
#include "game-support.h"
#include "shared.h"

#include <string.h>

static void test_kind_notation(void **state)
{
    (void)state;
    char buf[4];
    assert_string_equal(cli_kind_notation(buf, TSUMO_5P), "5p");
    assert_string_equal(cli_kind_notation(buf, (tsumo_kind)27), "1z"); /* East */
    assert_string_equal(cli_kind_notation(buf, (tsumo_kind)TSUMO_KINDS), "?");
}

/* A red five is "0" under the ruleset's red fives (R-TILE-03, EMA 1.1), a five otherwise. */
static void test_tile_notation_red_fives(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    char buf[4];
    tsumo_tile red = (tsumo_tile)(TSUMO_5M * 4); /* copy 0 of a five: the red one */
    rules.red_fives = 3;
    assert_string_equal(cli_tile_notation(buf, red, &rules), "0m");
    rules.red_fives = 0;
    assert_string_equal(cli_tile_notation(buf, red, &rules), "5m");
    assert_string_equal(cli_tile_notation(buf, (tsumo_tile)(TSUMO_5M * 4 + 1), &rules), "5m");
    assert_string_equal(cli_tile_notation(buf, TSUMO_NO_TILE, &rules), "?");
}

/* The four ends of R-TURN-06 (EMA 3.4), an abortive draw named by its kind (R-ABRT-02-06). */
static void test_hand_end_name(void **state)
{
    (void)state;
    assert_string_equal(cli_hand_end_name(TSUMO_END_WIN, 0), "a win");
    assert_string_equal(cli_hand_end_name(TSUMO_END_EXHAUSTIVE, 0), "an exhaustive draw");
    assert_string_equal(cli_hand_end_name(TSUMO_END_CHOMBO, 0), "a chombo");
    assert_string_equal(cli_hand_end_name(TSUMO_END_ABORT, TSUMO_ABORT_NONE), "an abortive draw");
    assert_string_equal(cli_hand_end_name(TSUMO_END_ABORT, TSUMO_ABORT_FOUR_KANS),
                        "an abortive draw (four kans)");
    assert_string_equal(cli_hand_end_name(TSUMO_END_ABORT, TSUMO_ABORT_TRIPLE_RON),
                        "an abortive draw (triple ron)");
    /* Numbers read from a file: out of range, a question mark, never another row. */
    assert_string_equal(cli_hand_end_name(TSUMO_END_ABORT, 6), "an abortive draw");
    assert_string_equal(cli_hand_end_name(5, 0), "?");
    assert_string_equal(cli_hand_end_name(-1, 0), "?");
}

/* Why a hand was aborted, with where its rule comes from under the ruleset (R-ABRT-03, R-ABRT-06).
 */
static void test_abort_reason(void **state)
{
    (void)state;
    char buf[256], source[160];
    tsumo_rules ema, tenhou;
    tsumo_diag diag;
    tsumo_rules_default(&ema);
    assert_int_equal(tsumo_rules_load_builtin(&tenhou, "tenhou", &diag), TSUMO_OK);
    cli_rule_source(source, sizeof source, tsumo_abort_rule(TSUMO_ABORT_KYUUSHU), &ema);
    assert_non_null(
        strstr(cli_abort_reason(buf, sizeof buf, TSUMO_ABORT_KYUUSHU, source), "(EMA 3.4.3)"));
    cli_rule_source(source, sizeof source, tsumo_abort_rule(TSUMO_ABORT_FOUR_KANS), &ema);
    assert_non_null(
        strstr(cli_abort_reason(buf, sizeof buf, TSUMO_ABORT_FOUR_KANS, source), "(EMA 3.3.9)"));
    /* EMA has no triple ron abort (R-ABRT-06): under Tenhou its key says where it comes from */
    cli_rule_source(source, sizeof source, tsumo_abort_rule(TSUMO_ABORT_TRIPLE_RON), &tenhou);
    assert_string_equal(cli_abort_reason(buf, sizeof buf, TSUMO_ABORT_TRIPLE_RON, source),
                        "three players claimed ron on one discard (ruleset key triple_ron_abort, "
                        "not EMA 3.3.1)");
    assert_string_equal(cli_abort_reason(buf, sizeof buf, TSUMO_ABORT_TRIPLE_RON, NULL),
                        "three players claimed ron on one discard");
    assert_string_equal(cli_abort_reason(buf, sizeof buf, TSUMO_ABORT_NONE, source),
                        "abortive draw");
    assert_string_equal(cli_abort_reason(buf, sizeof buf, 99, ""), "abortive draw");
}

/* A demo's line as `tsumo demo` quotes it when the engine refuses it: trimmed, escaped. */
static void test_line_shown(void **state)
{
    (void)state;
    const char text[] = "title x\n  W discard 3m  \r\nN pon \x1b[2J\nlast";
    char buf[64];
    assert_string_equal(cli_line_shown(buf, sizeof buf, text, strlen(text), 1), "title x");
    assert_string_equal(cli_line_shown(buf, sizeof buf, text, strlen(text), 2), "W discard 3m");
    assert_string_equal(cli_line_shown(buf, sizeof buf, text, strlen(text), 3), "N pon \\x1b[2J");
    assert_string_equal(cli_line_shown(buf, sizeof buf, text, strlen(text), 4), "last");
    assert_string_equal(cli_line_shown(buf, sizeof buf, text, strlen(text), 9), "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kind_notation), cmocka_unit_test(test_tile_notation_red_fives),
        cmocka_unit_test(test_hand_end_name), cmocka_unit_test(test_abort_reason),
        cmocka_unit_test(test_line_shown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

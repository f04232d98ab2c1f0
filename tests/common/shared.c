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

static void test_abort_reason(void **state)
{
    (void)state;
    assert_non_null(strstr(cli_abort_reason(TSUMO_ABORT_KYUUSHU), "EMA 3.4.3"));
    assert_non_null(strstr(cli_abort_reason(TSUMO_ABORT_FOUR_KANS), "EMA 3.3.9"));
    assert_string_equal(cli_abort_reason(TSUMO_ABORT_TRIPLE_RON),
                        "three players claimed ron on one discard");
    assert_string_equal(cli_abort_reason(TSUMO_ABORT_NONE), "abortive draw");
    assert_string_equal(cli_abort_reason(99), "abortive draw");
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

/*
 * The names shown to people (src/common/names.c): a yaku, a limit, a wind and a tile as every
 * verb and screen names them, and the refusal ids of the batch format. Untranslated here
 * (LC_ALL is not set by the test), so the English texts are pinned.
 */
#include "game-support.h"
#include "shared.h"

#include <string.h>

static void test_limit_names(void **state)
{
    (void)state;
    assert_string_equal(cli_limit_name(TSUMO_LIMIT_NONE, 0), "");
    assert_string_equal(cli_limit_name(TSUMO_LIMIT_MANGAN, 0), "mangan");
    assert_string_equal(cli_limit_name(TSUMO_LIMIT_SANBAIMAN, 0), "sanbaiman");
    /* a counted yakuman (kazoe) has no multiple; a double one names it */
    assert_string_equal(cli_limit_name(TSUMO_LIMIT_YAKUMAN, 0), "counted yakuman (kazoe)");
    assert_string_equal(cli_limit_name(TSUMO_LIMIT_YAKUMAN, 1), "yakuman");
    assert_string_equal(cli_limit_name(TSUMO_LIMIT_YAKUMAN, 2), "double yakuman");
}

/* One name a tile, in ASCII: suits in the notation, honours by their letters. */
static void test_kind_names(void **state)
{
    (void)state;
    assert_string_equal(cli_kind_name(TSUMO_5P), "5p");
    assert_string_equal(cli_kind_name((tsumo_kind)27), "E");
    assert_string_equal(cli_kind_name((tsumo_kind)31), "Wh");
    assert_string_equal(cli_kind_name((tsumo_kind)TSUMO_KINDS), "?");
}

static void test_wind_names(void **state)
{
    (void)state;
    assert_string_equal(cli_wind_name(0), "East");
    assert_string_equal(cli_wind_name(3), "North");
    assert_string_equal(cli_wind_name(4), "?");
    assert_string_equal(cli_wind_name(-1), "?");
}

/* Every yaku has a name of its own, none empty, no two alike: but renhou, one yaku that the
   ruleset makes a yakuman or not. */
static void test_yaku_names_distinct(void **state)
{
    (void)state;
    for (int a = 0; a < TSUMO_YAKU_COUNT; a++) {
        const char *name = cli_yaku_name((tsumo_yaku)a);
        assert_non_null(name);
        assert_true(name[0] != '\0');
        for (int b = 0; b < a; b++)
            if (strcmp(name, cli_yaku_name((tsumo_yaku)b)) == 0 &&
                !(b == TSUMO_YAKU_RENHOU && a == TSUMO_YAKU_RENHOU_YAKUMAN))
                fail_msg("yaku %d and %d are both named \"%s\"", b, a, name);
    }
    assert_string_equal(cli_yaku_name(TSUMO_YAKU_RIICHI), "Riichi");
}

/* A hand scored without a yaku is refused with the batch format's id and a sentence. */
static void test_refusal_no_yaku(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_hand hand = test_hand("234m456p678s22z345m");
    tsumo_win win = {.tile = test_kind("5m"), .seat_wind = 1}; /* South's ron */
    tsumo_score score;
    assert_int_equal(tsumo_score_hand(&score, &hand, &win, &rules), TSUMO_OK);
    assert_string_equal(cli_refusal_id(&score), "no_yaku");
    assert_true(strlen(cli_refusal_text(&score)) > 10);
    assert_false(cli_refusal_is_bad_tiles(&score));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_limit_names),     cmocka_unit_test(test_kind_names),
        cmocka_unit_test(test_wind_names),      cmocka_unit_test(test_yaku_names_distinct),
        cmocka_unit_test(test_refusal_no_yaku),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

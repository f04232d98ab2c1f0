/*
 * The structs that grow (tsumo_rules, tsumo_record) carry the version of
 * their layout: the library fills it and refuses a struct of a version it
 * does not know with TSUMO_EVERSION, before reading any other field.
 */
#include "game-support.h"

#include <string.h>

static void test_rules_init_knows_its_version(void **state)
{
    (void)state;
    tsumo_rules r, d;
    assert_int_equal(tsumo_rules_init(&r, TSUMO_RULES_STRUCT_VERSION), TSUMO_OK);
    assert_int_equal(r.version, TSUMO_RULES_STRUCT_VERSION);
    tsumo_rules_default(&d);
    assert_true(tsumo_rules_equal(&r, &d));
    assert_int_equal(d.version, TSUMO_RULES_STRUCT_VERSION);

    memset(&r, 0x5a, sizeof r);
    assert_int_equal(tsumo_rules_init(&r, TSUMO_RULES_STRUCT_VERSION + 1), TSUMO_EVERSION);
    assert_int_equal(tsumo_rules_init(&r, 0), TSUMO_EVERSION);
    assert_int_equal(r.version, 0x5a5a5a5au); /* untouched */
    assert_string_equal(tsumo_status_name(TSUMO_EVERSION), "TSUMO_EVERSION");
}

static void test_parsed_rules_have_the_version(void **state)
{
    (void)state;
    tsumo_rules r;
    assert_int_equal(tsumo_rules_load_builtin(&r, "tenhou", NULL), TSUMO_OK);
    assert_int_equal(r.version, TSUMO_RULES_STRUCT_VERSION);
    assert_int_equal(tsumo_rules_check(&r, NULL), TSUMO_OK);
}

static void test_a_ruleset_of_another_version_is_refused(void **state)
{
    (void)state;
    tsumo_rules r;
    tsumo_rules_default(&r);
    r.version = 0; /* what a zero initialiser gives */
    tsumo_diag d;
    assert_int_equal(tsumo_rules_check(&r, &d), TSUMO_EVERSION);
    assert_string_equal(d.key, "version");
    assert_string_equal(d.found, "0");

    tsumo_game_setup setup = {.seed = 1};
    tsumo_game *g = (tsumo_game *)&r; /* any non-NULL: it must be set to NULL */
    assert_int_equal(tsumo_game_new(&g, &r, &setup), TSUMO_EVERSION);
    assert_null(g);
    tsumo_record *rec = (tsumo_record *)&r;
    assert_int_equal(tsumo_record_new(&rec, &r, &setup), TSUMO_EVERSION);
    assert_null(rec);
    tsumo_wall wall;
    const uint8_t dice[2] = {3, 4};
    assert_int_equal(tsumo_wall_build(&wall, &r, NULL, 0, dice, 1, NULL), TSUMO_EVERSION);
    r.version = TSUMO_RULES_STRUCT_VERSION;
    assert_int_equal(tsumo_wall_build(&wall, &r, NULL, 0, dice, 1, NULL), TSUMO_OK);
}

static bool discard_text(void *ctx, const char *data, size_t len)
{
    (void)ctx, (void)data, (void)len;
    return true;
}

static void test_a_record_of_another_version_is_refused(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game_setup setup = {.seed = 7};
    tsumo_record *rec;
    assert_int_equal(tsumo_record_new(&rec, &rules, &setup), TSUMO_OK);
    assert_int_equal(rec->version, TSUMO_RECORD_STRUCT_VERSION);
    assert_int_equal(tsumo_record_write(rec, discard_text, NULL), TSUMO_OK);

    rec->version = TSUMO_RECORD_STRUCT_VERSION + 1;
    tsumo_record_hand hand = {.honba = -1, .sticks = -1};
    tsumo_action pass = {.type = TSUMO_ACTION_PASS};
    tsumo_wall wall;
    memset(&wall, 0, sizeof wall);
    assert_int_equal(tsumo_record_push_hand(rec, &hand), TSUMO_EVERSION);
    assert_int_equal(tsumo_record_push_action(rec, &pass, 0), TSUMO_EVERSION);
    assert_int_equal(tsumo_record_stack_wall(rec, &wall), TSUMO_EVERSION);
    assert_int_equal(tsumo_record_write(rec, discard_text, NULL), TSUMO_EVERSION);
    tsumo_replay replay;
    assert_int_equal(tsumo_replay_begin(&replay, rec, NULL), TSUMO_EVERSION);
    tsumo_game *g;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND};
    assert_int_equal(tsumo_record_add(rec, g, &deal), TSUMO_EVERSION);
    assert_int_equal(rec->hand_count, 0);
    tsumo_game_free(g);
    tsumo_record_free(rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_init_knows_its_version),
        cmocka_unit_test(test_parsed_rules_have_the_version),
        cmocka_unit_test(test_a_ruleset_of_another_version_is_refused),
        cmocka_unit_test(test_a_record_of_another_version_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

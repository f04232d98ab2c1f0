/*
 * One home for each fact: the default ruleset's name, the range of a number
 * key (the claim window's), and the ids and messages of hand ends and aborts
 * live beside their enums and types in the public headers; the program and
 * the record format ask there (record-text.c, src/common/names.c,
 * src/common/rulesets.c).
 */
#include "game-support.h"

#include <string.h>

static void test_the_default_ruleset_is_shipped_by_its_name(void **state)
{
    (void)state;
    const char *text = tsumo_rules_builtin_text(TSUMO_RULES_DEFAULT_NAME);
    assert_non_null(text);
    tsumo_rules shipped, def;
    assert_int_equal(tsumo_rules_parse(&shipped, text, strlen(text), NULL), TSUMO_OK);
    tsumo_rules_default(&def);
    assert_true(tsumo_rules_equal(&shipped, &def));
}

static void test_a_number_key_tells_its_range(void **state)
{
    (void)state;
    int32_t min = 0, max = 0, step = 0;
    assert_int_equal(tsumo_rules_key_range("claim_window_ms", &min, &max, &step), TSUMO_OK);
    assert_int_equal(min, TSUMO_CLAIM_WINDOW_MIN_MS);
    assert_int_equal(max, TSUMO_CLAIM_WINDOW_MAX_MS);
    assert_int_equal(max, 60000);
    assert_int_equal(step, 100);
    assert_int_equal(tsumo_rules_key_range("claim_window_ms", NULL, NULL, NULL), TSUMO_OK);
    assert_int_equal(tsumo_rules_key_range("name", &min, &max, &step), TSUMO_EINVAL);
    assert_int_equal(tsumo_rules_key_range("claim_window", &min, &max, &step), TSUMO_ENOTFOUND);
    assert_int_equal(tsumo_rules_key_range(NULL, &min, &max, &step), TSUMO_ENOTFOUND);

    /* The range is the one the check applies. */
    tsumo_rules r;
    tsumo_rules_default(&r);
    r.claim_window_ms = (uint16_t)max;
    assert_int_equal(tsumo_rules_check(&r, NULL), TSUMO_OK);
    r.claim_window_ms = (uint16_t)(max + step);
    assert_int_equal(tsumo_rules_check(&r, NULL), TSUMO_EINVAL);
    r.claim_window_ms = (uint16_t)(min - step);
    assert_int_equal(tsumo_rules_check(&r, NULL), TSUMO_EINVAL);
}

static void test_hand_ends_have_one_id_and_message(void **state)
{
    (void)state;
    for (int e = 0; e < TSUMO_END_COUNT; e++) {
        const char *id = tsumo_hand_end_id((tsumo_hand_end)e);
        assert_int_equal(tsumo_hand_end_from_id(id), e);
        assert_true(strlen(tsumo_hand_end_msgid((tsumo_hand_end)e)) > 1);
        for (int o = 0; o < e; o++) {
            assert_string_not_equal(id, tsumo_hand_end_id((tsumo_hand_end)o));
            assert_string_not_equal(tsumo_hand_end_msgid((tsumo_hand_end)e),
                                    tsumo_hand_end_msgid((tsumo_hand_end)o));
        }
    }
    assert_string_equal(tsumo_hand_end_id(TSUMO_END_EXHAUSTIVE), "exhaustive");
    assert_string_equal(tsumo_hand_end_id(TSUMO_END_COUNT), "?");
    assert_int_equal(tsumo_hand_end_from_id("draw"), TSUMO_END_NONE);
}

static void test_aborts_have_one_id_rule_and_message(void **state)
{
    (void)state;
    for (int a = 1; a < TSUMO_ABORT_COUNT; a++) {
        const char *id = tsumo_abort_id((tsumo_abort)a);
        assert_int_equal(tsumo_abort_from_id(id), a);
        assert_memory_equal(tsumo_abort_rule((tsumo_abort)a), "R-", 2);
        assert_true(strlen(tsumo_abort_msgid((tsumo_abort)a)) > 1);
        for (int o = 0; o < a; o++) {
            assert_string_not_equal(id, tsumo_abort_id((tsumo_abort)o));
            assert_string_not_equal(tsumo_abort_msgid((tsumo_abort)a),
                                    tsumo_abort_msgid((tsumo_abort)o));
        }
    }
    assert_string_equal(tsumo_abort_id(TSUMO_ABORT_FOUR_WINDS), "four_winds");
    assert_string_equal(tsumo_abort_rule(TSUMO_ABORT_KYUUSHU), "R-ABRT-02");
    assert_string_equal(tsumo_abort_rule(TSUMO_ABORT_FOUR_KANS), "R-KAN-09");
    assert_string_equal(tsumo_abort_source(TSUMO_ABORT_KYUUSHU), "EMA 3.4.3");
    assert_string_equal(tsumo_abort_id(TSUMO_ABORT_COUNT), "?");
    assert_string_equal(tsumo_abort_msgid(TSUMO_ABORT_COUNT), tsumo_abort_msgid(TSUMO_ABORT_NONE));
    assert_int_equal(tsumo_abort_from_id("none"), TSUMO_ABORT_NONE);
}

/* A record's result line takes the same ids, and a wrong one is told with the whole list. */
static void test_records_use_the_ids(void **state)
{
    (void)state;
    const char *text = "tsumo-record 1\nruleset ema2008\nseed 1\nhand E1\n"
                       "result abort four_kings 0 0 0 0\n";
    tsumo_record *rec;
    tsumo_diag d;
    assert_int_equal(tsumo_record_parse(&rec, text, strlen(text), &d), TSUMO_EPARSE);
    assert_string_equal(d.expected, "kyuushu, four_winds, four_kans, four_riichi or triple_ron");
    text = "tsumo-record 1\nruleset ema2008\nseed 1\nhand E1\nresult ron 0 0 0 0\n";
    assert_int_equal(tsumo_record_parse(&rec, text, strlen(text), &d), TSUMO_EPARSE);
    assert_string_equal(d.expected, "win, exhaustive, abort or chombo");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_default_ruleset_is_shipped_by_its_name),
        cmocka_unit_test(test_a_number_key_tells_its_range),
        cmocka_unit_test(test_hand_ends_have_one_id_and_message),
        cmocka_unit_test(test_aborts_have_one_id_rule_and_message),
        cmocka_unit_test(test_records_use_the_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

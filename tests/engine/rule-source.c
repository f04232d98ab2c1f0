/*
 * Where a rule comes from (tsumo_rule_source, tsumo_rules_key_departs): each
 * rule the program cites has the EMA section its row of
 * ../shared/rules/CHECKLIST.md gives (TSUMO_CHECKLIST), a key of the ruleset
 * file where one shapes it, and a ruleset departs from EMA 2008 exactly on the
 * keys it sets otherwise (issue 18: no "EMA x.y" typed into program strings).
 */
#include "checklist.h"
#include "support.h"

#include <stdio.h>
#include <string.h>

/* Whether `key` is a key of the ruleset file: the formatted defaults set it. */
static bool is_key(const char *key)
{
    tsumo_rules ema;
    tsumo_rules_default(&ema);
    static char text[16384];
    size_t n = tsumo_rules_format(text, sizeof text, &ema);
    assert_true(n < sizeof text);
    char line[96];
    snprintf(line, sizeof line, "\n%s = ", key);
    return strstr(text, line) != NULL;
}

/* Each section of "3.4.2, 3.4.12" is among the CHECKLIST row's; how many are not. */
static int wrong_sections(const char *rule, const char *section)
{
    checklist_list row = {0}, cited = {0};
    checklist_read(&row, rule);
    checklist_add_list(&cited, section, strlen(section));
    int wrong = 0;
    for (int i = 0; i < cited.count; i++)
        if (!checklist_has(&row, cited.at[i])) {
            print_error("%s: EMA %s is not in its CHECKLIST row\n", rule, cited.at[i]);
            wrong++;
        }
    return wrong;
}

/* Every rule the engine gives a source for: the CHECKLIST's sections, a real key. */
static void test_sections_are_the_rows(void **state)
{
    (void)state;
    static char ids[1024][16];
    int n = checklist_rule_ids(ids, 1024);
    if (n == 0) {
        print_message("no CHECKLIST at %s: TSUMO_CHECKLIST names it\n", checklist_path());
        skip();
    }
    int known = 0, wrong = 0;
    for (int i = 0; i < n; i++) {
        const char *section = NULL, *key = NULL;
        tsumo_rule_basis basis = tsumo_rule_source(ids[i], &section, &key);
        if (basis == TSUMO_RULE_UNKNOWN) {
            assert_null(section);
            assert_null(key);
            continue;
        }
        known++;
        assert_true(section || key);
        if (section)
            wrong += wrong_sections(ids[i], section);
        if (key && !is_key(key))
            fail_msg("%s: %s is no key of a ruleset file", ids[i], key);
        /* what EMA leaves open has a key that decides it */
        assert_true(basis == TSUMO_RULE_EMA || key);
    }
    assert_int_equal(wrong, 0);
    assert_true(known > 40);
}

/* R-FURI-04: EMA 3.4.5, shaped by temp_furiten_ends_on_call; a refusal's rule: its reason's. */
static void test_rules_by_id(void **state)
{
    (void)state;
    const char *section, *key;
    assert_int_equal(tsumo_rule_source("R-FURI-04", &section, &key), TSUMO_RULE_EMA);
    assert_string_equal(section, "3.4.5");
    assert_string_equal(key, "temp_furiten_ends_on_call");
    assert_int_equal(tsumo_rule_source("R-CALL-11", &section, &key), TSUMO_RULE_EMA);
    assert_string_equal(section, "preface #3");
    assert_string_equal(key, "kuikae");
    /* AMB-19: EMA 3.4.12 is unclear on an abort, the ruleset decides (R-ABRT-07) */
    assert_int_equal(tsumo_rule_source("R-ABRT-07", &section, &key), TSUMO_RULE_RULESET);
    assert_string_equal(key, "abort_dealer_repeats");
    /* AMB-21: how nagashi mangan is settled is the ruleset's (R-HONB-06) */
    assert_int_equal(tsumo_rule_source("R-HONB-06", &section, &key), TSUMO_RULE_RULESET);
    assert_string_equal(key, "nagashi_settlement");
    /* R-FURI-01 is a refusal's: TSUMO_REASON_FURITEN gives EMA 3.4.5 */
    assert_int_equal(tsumo_rule_source("R-FURI-01", &section, &key), TSUMO_RULE_EMA);
    assert_string_equal(section, "3.4.5");
    assert_null(key);
    assert_int_equal(tsumo_rule_source("R-FURI-01", NULL, NULL), TSUMO_RULE_EMA);
    assert_int_equal(tsumo_rule_source("R-NOPE-99", &section, &key), TSUMO_RULE_UNKNOWN);
    assert_null(section);
    assert_null(key);
    assert_int_equal(tsumo_rule_source(NULL, &section, &key), TSUMO_RULE_UNKNOWN);
}

/* A ruleset departs from EMA 2008 on the keys it sets otherwise, and only on those. */
static void test_key_departs(void **state)
{
    (void)state;
    tsumo_rules ema, jpml;
    tsumo_diag diag;
    tsumo_rules_default(&ema);
    assert_int_equal(tsumo_rules_load_builtin(&jpml, "jpml-a", &diag), TSUMO_OK);
    assert_false(tsumo_rules_key_departs(&ema, "kuikae"));
    assert_true(tsumo_rules_key_departs(&jpml, "kuikae")); /* R-CALL-11: J:B11-12 */
    assert_false(tsumo_rules_key_departs(&jpml, "riichi_deposit"));
    assert_true(tsumo_rules_key_departs(&jpml, "name"));
    ema.abort_dealer_repeats = false;
    assert_true(tsumo_rules_key_departs(&ema, "abort_dealer_repeats"));
    assert_false(tsumo_rules_key_departs(&ema, "no_such_key"));
    assert_false(tsumo_rules_key_departs(&ema, NULL));
    assert_false(tsumo_rules_key_departs(NULL, "kuikae"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sections_are_the_rows),
        cmocka_unit_test(test_rules_by_id),
        cmocka_unit_test(test_key_departs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * The rules reference (src/common/reference.c): generated from a ruleset and the engine's
 * tables, wrapped to the width asked, and different where the rulesets differ.
 */
#include "game-support.h"
#include "shared.h"

#include <string.h>

static bool has_line_with(const cli_lines *lines, const char *text)
{
    for (size_t i = 0; i < lines->count; i++)
        if (strstr(lines->at[i], text))
            return true;
    return false;
}

/* The prose is wrapped to the width asked and filled (tables and examples keep their width). */
static void test_wraps_to_width(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    cli_lines narrow = {0}, wide = {0};
    assert_true(cli_reference(&narrow, &rules, 60));
    assert_true(cli_reference(&wide, &rules, 100));
    assert_false(narrow.failed);
    assert_true(narrow.count > 50);
    assert_true(narrow.count > wide.count);
    /* the paragraph under the title: "Generated from the ruleset ..." */
    assert_non_null(strstr(narrow.at[1], "Generated from"));
    assert_in_range(cli_width(narrow.at[1]), 45, 60);
    assert_in_range(cli_width(wide.at[1]), 75, 100);
    cli_lines_free(&narrow);
    cli_lines_free(&wide);
}

/* Every yaku of the ruleset is listed by its name; the reference follows the ruleset. */
static void test_follows_ruleset(void **state)
{
    (void)state;
    tsumo_rules ema, tenhou;
    tsumo_diag diag;
    tsumo_rules_default(&ema);
    assert_int_equal(tsumo_rules_load_builtin(&tenhou, "tenhou", &diag), TSUMO_OK);
    cli_lines a = {0}, b = {0};
    assert_true(cli_reference(&a, &ema, 80));
    assert_true(cli_reference(&b, &tenhou, 80));
    assert_true(has_line_with(&a, cli_yaku_name(TSUMO_YAKU_RIICHI)));
    assert_string_equal(a.at[0], "Rules reference: EMA 2008");
    assert_string_not_equal(b.at[0], a.at[0]);
    bool differ = a.count != b.count;
    for (size_t i = 0; !differ && i < a.count; i++)
        differ = strcmp(a.at[i], b.at[i]) != 0;
    assert_true(differ);
    cli_lines_free(&a);
    cli_lines_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wraps_to_width),
        cmocka_unit_test(test_follows_ruleset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * Rulesets for the verbs and the table (src/common/rulesets.c): a shipped one by name, a file
 * by a name with a '/' or the .ini ending, and whether its texts may be shown.
 */
#include "game-support.h"
#include "shared.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void test_loads_shipped(void **state)
{
    (void)state;
    tsumo_rules rules;
    assert_true(cli_rules_load(&rules, "tenhou"));
    assert_string_equal(rules.name, "Tenhou");
    assert_true(cli_rules_load(&rules, "ema2008"));
    assert_string_equal(rules.name, "EMA 2008");
    assert_false(cli_rules_load(&rules, "no-such-ruleset"));
}

/* A file is read as a ruleset; its texts are checked before any screen shows them. */
static void test_loads_file_and_checks_texts(void **state)
{
    (void)state;
    char dir[] = "/tmp/tsumo-rules-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/mine.ini", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "%s", tsumo_rules_builtin_text("ema2008"));
    fclose(f);
    tsumo_rules rules;
    bool loaded = cli_rules_load(&rules, path);
    unlink(path);
    rmdir(dir);
    assert_true(loaded);
    char why[256];
    assert_true(cli_rules_texts_why(&rules, why, sizeof why));
    snprintf(rules.name, sizeof rules.name, "%s", "bad\x1b[2J");
    assert_false(cli_rules_texts_why(&rules, why, sizeof why));
    assert_non_null(strstr(why, "control character"));
}

/* A name with neither '/' nor .ini is a shipped name, never a file in the current folder. */
static void test_plain_name_is_not_a_file(void **state)
{
    (void)state;
    tsumo_rules rules;
    assert_false(cli_rules_load(&rules, "tenhou.txt"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_loads_shipped),
        cmocka_unit_test(test_loads_file_and_checks_texts),
        cmocka_unit_test(test_plain_name_is_not_a_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

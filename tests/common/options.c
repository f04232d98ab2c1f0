/*
 * The one parser of every verb's options (src/common/options.h): a table of rows read as
 * "--name VALUE", "--name=VALUE", flags, "--" and operands, each value checked by its kind
 * and handed to the verb's callback; what it refuses is refused before the callback sees it.
 */
#include "game-support.h"
#include "shared.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_COUNT = 1, OPT_NAME, OPT_FLAG, OPT_WHEN, OPT_SEAT, OPT_WAIT, OPT_MAYBE, ENV_COUNT };

static const cli_option rows[] = {
    {"--count", OPT_COUNT, CLI_NUMBER, "N", 1, 10, NULL, "how many", CLI_ONCE},
    {"--name", OPT_NAME, CLI_STRING, "NAME", 0, 0, NULL, "a name", 0},
    {"--flag", OPT_FLAG, CLI_FLAG, NULL, 0, 0, NULL, "a flag", 0},
    {"--when", OPT_WHEN, CLI_CHOICE, "WHEN", 0, 0, "never|hand|action", "when", 0},
    {"--seat", OPT_SEAT, CLI_WIND, "S", 0, 0, NULL, "a seat", 0},
    {"--wait", OPT_WAIT, CLI_SECONDS, "SECONDS", 0, 60, NULL, "a wait", 0},
    {"--maybe", OPT_MAYBE, CLI_OPTIONAL, "[FILE]", 0, 0, NULL, "an optional file", 0},
    {"TSUMO_TEST_COUNT", ENV_COUNT, CLI_NUMBER, NULL, 0, 99, NULL, "a count", CLI_ENV},
};

static const cli_verb verb = {"test", "Usage: tsumo test [OPTIONS]\n", NULL, CLI_OPTIONS(rows),
                              NULL};

/* What the callback was given, in order: "id=text:number" a word. */
typedef struct seen {
    char words[512];
} seen;

static bool remember(void *ctx, const cli_arg *arg)
{
    seen *s = ctx;
    size_t n = strlen(s->words);
    snprintf(s->words + n, sizeof s->words - n, "%s%d=%s:%llu", n ? " " : "",
             arg->option ? arg->option->id : 0, arg->text ? arg->text : "-", arg->number);
    return true;
}

static int parse(seen *s, int argc, const char **argv)
{
    memset(s, 0, sizeof *s);
    return cli_parse(&verb, argc, (char **)argv, remember, s);
}

static void test_values_of_each_kind(void **state)
{
    (void)state;
    seen s;
    const char *argv[] = {"--count", "0x5", "--name=Ann", "--flag", "--when", "action",
                          "--seat",  "w",   "--wait",     "1.5",    "FILE"};
    assert_int_equal(parse(&s, 11, argv), CLI_GO_ON);
    assert_string_equal(s.words, "1=0x5:5 2=Ann:0 3=-:0 4=action:2 5=w:2 6=1.5:1500 0=FILE:0");
}

/* An optional value is the next word unless it is an option; "-" is a word (standard input). */
static void test_optional_value(void **state)
{
    (void)state;
    seen s;
    const char *a[] = {"--maybe", "--flag"};
    assert_int_equal(parse(&s, 2, a), CLI_GO_ON);
    assert_string_equal(s.words, "7=-:0 3=-:0");
    const char *b[] = {"--maybe", "-"};
    assert_int_equal(parse(&s, 2, b), CLI_GO_ON);
    assert_string_equal(s.words, "7=-:0");
    const char *c[] = {"--maybe", "cases.jsonl"};
    assert_int_equal(parse(&s, 2, c), CLI_GO_ON);
    assert_string_equal(s.words, "7=cases.jsonl:0");
}

/* After "--" every word is an operand, "--flag" too. */
static void test_operands_after_dashes(void **state)
{
    (void)state;
    seen s;
    const char *argv[] = {"--", "--flag", "-x"};
    assert_int_equal(parse(&s, 3, argv), CLI_GO_ON);
    assert_string_equal(s.words, "0=--flag:0 0=-x:0");
}

/* Each refusal stops the parse before the callback hears of the word. */
static void test_refusals(void **state)
{
    (void)state;
    seen s;
    const char *bad[][2] = {
        {"--count", "11"},  {"--count", "x"},   {"--count", "-1"}, {"--when", "sometimes"},
        {"--seat", "X"},    {"--wait", "61"},   {"--wait", "-1"},  {"--bogus", "1"},
        {"--flag=1", "--"}, {"--count=", "--"}, {"-x", "--"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(parse(&s, 2, bad[i]), CLI_EXIT_USAGE);
        assert_string_equal(s.words, "");
    }
    const char *missing[] = {"--name"};
    assert_int_equal(parse(&s, 1, missing), CLI_EXIT_USAGE);
    const char *twice[] = {"--count", "1", "--count", "2"};
    assert_int_equal(parse(&s, 4, twice), CLI_EXIT_USAGE);
    const char *names_twice[] = {"--name", "a", "--name", "b"}; /* not CLI_ONCE: both taken */
    assert_int_equal(parse(&s, 4, names_twice), CLI_GO_ON);
    assert_string_equal(s.words, "2=a:0 2=b:0");
}

/* The help is made from the table: each row, --help, and the environment apart. */
static void test_help_from_the_table(void **state)
{
    (void)state;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    assert_true(cli_help(&verb, f));
    fclose(f);
    assert_non_null(strstr(text, "Usage: tsumo test [OPTIONS]\n"));
    assert_non_null(strstr(text, "\n  --count N "));
    assert_non_null(strstr(text, "\n  --when WHEN "));
    assert_non_null(strstr(text, "\n  -h, --help "));
    assert_non_null(strstr(text, "\nEnvironment:\n  TSUMO_TEST_COUNT "));
    free(text);
}

/* An environment variable is read as its row's kind: checked, and unset is no value. */
static void test_environment(void **state)
{
    (void)state;
    seen s = {{0}};
    unsetenv("TSUMO_TEST_COUNT");
    assert_int_equal(cli_parse_env(&verb, ENV_COUNT, remember, &s), CLI_GO_ON);
    assert_string_equal(s.words, "");
    setenv("TSUMO_TEST_COUNT", "42", 1);
    assert_int_equal(cli_parse_env(&verb, ENV_COUNT, remember, &s), CLI_GO_ON);
    assert_string_equal(s.words, "8=42:42");
    setenv("TSUMO_TEST_COUNT", "100", 1);
    assert_int_equal(cli_parse_env(&verb, ENV_COUNT, remember, &s), CLI_EXIT_USAGE);
    unsetenv("TSUMO_TEST_COUNT");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_values_of_each_kind),   cmocka_unit_test(test_optional_value),
        cmocka_unit_test(test_operands_after_dashes), cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_help_from_the_table),   cmocka_unit_test(test_environment),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * Text from outside and its layout (src/common/text.c): what may reach a terminal, how a byte
 * that may not is shown instead, and how many columns a text takes.
 */
#include "game-support.h"
#include "shared.h"

#include <string.h>

/* Wide characters take two columns, accents none of their own; bytes that are not UTF-8 one
   each (the best guess). */
static void test_width(void **state)
{
    (void)state;
    assert_int_equal(cli_width(""), 0);
    assert_int_equal(cli_width("East"), 4);
    assert_int_equal(cli_width("Tsumo \xe8\x87\xaa\xe6\x91\xb8"), 10); /* 自摸: 2 + 2 */
    assert_int_equal(cli_width("Espa\xc3\xb1ol"), 7);                  /* ñ: 1 */
    assert_int_equal(cli_width("a\xff"), 2);
}

/* A name with a control character, a bidi override or bad UTF-8 is refused, and why is said. */
static void test_text_safe(void **state)
{
    (void)state;
    char why[128];
    assert_true(cli_text_safe("Ann", why, sizeof why));
    assert_true(cli_text_safe("Jos\xc3\xa9", why, sizeof why));
    assert_false(cli_text_safe("a\x1b[2Jb", why, sizeof why));
    assert_non_null(strstr(why, "control character"));
    assert_false(cli_text_safe("evil\xe2\x80\xaegnp.exe", why, sizeof why)); /* U+202E */
    assert_false(cli_text_safe("caf\xe9", why, sizeof why));
    assert_string_equal(why, "it is not valid UTF-8");
    assert_false(cli_text_safe("   ", why, sizeof why));
    assert_string_equal(why, "it has no visible character");
}

/* An empty player's name is no name (the seat is shown); a bad one names the player from 1. */
static void test_name_safe(void **state)
{
    (void)state;
    char why[128];
    assert_true(cli_name_safe("", 2, why, sizeof why));
    assert_false(cli_name_safe("x\x07", 2, why, sizeof why));
    assert_non_null(strstr(why, "player 3's name"));
}

/* What may not act on a terminal is escaped; the rest stays, and a short buffer cuts whole. */
static void test_escape(void **state)
{
    (void)state;
    char buf[64];
    assert_string_equal(cli_shown(buf, sizeof buf, "5m \x1b[31m"), "5m \\x1b[31m");
    assert_string_equal(cli_shown(buf, sizeof buf, "a\xe2\x80\xaez"), "a\\u202Ez");
    /* The other bidi and isolate controls too (issue 21): LRM, RLM, ALM, LRE..PDF, LRI..PDI. */
    assert_string_equal(cli_shown(buf, sizeof buf, "\xe2\x80\x8e\xe2\x80\x8f\xd8\x9c"),
                        "\\u200E\\u200F\\u061C");
    assert_string_equal(cli_shown(buf, sizeof buf, "\xe2\x80\xaa\xe2\x81\xa6\xe2\x81\xa9"),
                        "\\u202A\\u2066\\u2069");
    assert_string_equal(cli_shown(buf, sizeof buf, "\xff"), "\\xff");
    assert_string_equal(cli_shown(buf, sizeof buf, "\xc3\xb1"), "\xc3\xb1");
    assert_string_equal(cli_escape(buf, sizeof buf, "ab\0cd", 5), "ab\\x00cd");
    char small[6];
    assert_string_equal(cli_shown(small, sizeof small, "ab\x1b"), "ab"); /* \x1b does not fit */
}

/* A caret under the column a parser stopped at, the note after it. */
static void test_caret(void **state)
{
    (void)state;
    char out[256] = "";
    FILE *to = fmemopen(out, sizeof out, "w");
    assert_non_null(to);
    cli_put_caret(to, "123m456x", 8, "a suit letter");
    fclose(to);
    const char *caret = strchr(out, '\n');
    assert_non_null(caret);
    assert_non_null(strstr(out, "123m456x"));
    /* the caret stands where the 'x' stands on the line above */
    size_t at_text = (size_t)(strstr(out, "123m456x") - out) + 7;
    assert_int_equal(caret[1 + at_text], '^');
    assert_non_null(strstr(caret, "a suit letter"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_width),     cmocka_unit_test(test_text_safe),
        cmocka_unit_test(test_name_safe), cmocka_unit_test(test_escape),
        cmocka_unit_test(test_caret),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

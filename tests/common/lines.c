/*
 * The line reader of the program's text formats (src/common/lines.h): lines
 * and their numbers, CRLF read as LF, a last line without '\n', the limits on
 * length and count, refused bytes with their column, and a stream read line
 * by line as a bot reads its events.
 */
#include "lines.h"
#include "support.h"

#include <stdlib.h>
#include <string.h>

/* Every line of `text` as "line|line|", or the status that stopped the reader. */
static lines_status read_all(lines *r, char *out, size_t size)
{
    out[0] = '\0';
    const char *line;
    size_t n;
    lines_status st;
    while ((st = lines_next(r, &line, &n)) == LINES_OK) {
        size_t used = strlen(out);
        assert_true(used + n + 2 < size);
        memcpy(out + used, line, n);
        out[used + n] = '|';
        out[used + n + 1] = '\0';
    }
    return st;
}

/* A text with no limits reads to its end as `want`, in `count` lines. */
static void expect_lines(const char *text, size_t len, const char *want, int count)
{
    lines r;
    lines_from_text(&r, text, len);
    char got[64];
    assert_int_equal(read_all(&r, got, sizeof got), LINES_END);
    assert_string_equal(got, want);
    assert_int_equal(r.number, count);
}

static void test_lines_and_numbers(void **state)
{
    (void)state;
    expect_lines("one\ntwo\r\n\nlast", 14, "one|two||last|", 4);
    /* A final '\n' ends the last line; it starts none. */
    expect_lines("a\nb\n", 4, "a|b|", 2);
    expect_lines("", 0, "", 0);
}

/* Only the '\r' of a CRLF goes; one inside a line, or a second one, stays. */
static void test_crlf(void **state)
{
    (void)state;
    expect_lines("a\rb\r\nc\r\r\n", 9, "a\rb|c\r|", 2);
}

static void test_length_limit(void **state)
{
    (void)state;
    const char text[] = "1234\n12345\r\n123456\n";
    lines r;
    lines_from_text(&r, text, sizeof text - 1);
    r.max_len = 5; /* the '\r' of a CRLF does not count */
    char got[64];
    assert_int_equal(read_all(&r, got, sizeof got), LINES_TOO_LONG);
    assert_string_equal(got, "1234|12345|");
    assert_int_equal(r.number, 3);
    char why[128];
    assert_string_equal(lines_why(why, sizeof why, "x.demo", &r, LINES_TOO_LONG),
                        "x.demo:3: a line has at most 5 bytes");
}

static void test_count_limit(void **state)
{
    (void)state;
    lines r;
    lines_from_text(&r, "a\nb\nc", 5);
    r.max_lines = 2;
    char got[64];
    assert_int_equal(read_all(&r, got, sizeof got), LINES_TOO_MANY);
    assert_string_equal(got, "a|b|");
    assert_int_equal(r.number, 3);
    lines_from_text(&r, "a\nb\n", 4);
    r.max_lines = 2;
    assert_int_equal(read_all(&r, got, sizeof got), LINES_END);
}

static void test_refused_bytes(void **state)
{
    (void)state;
    const char text[] = "ok\tfine\nbad\x1b[31m\n";
    lines r;
    char got[64], why[128];
    /* Any byte: the escape passes. */
    lines_from_text(&r, text, sizeof text - 1);
    assert_int_equal(read_all(&r, got, sizeof got), LINES_END);
    /* No controls: the tab passes, the escape is refused at its column. */
    lines_from_text(&r, text, sizeof text - 1);
    r.bytes = LINES_NO_CONTROLS;
    assert_int_equal(read_all(&r, got, sizeof got), LINES_CONTROL);
    assert_string_equal(got, "ok\tfine|");
    assert_int_equal(r.number, 2);
    assert_int_equal(r.column, 4);
    assert_string_equal(lines_why(why, sizeof why, "a/b.demo", &r, LINES_CONTROL),
                        "a/b.demo:2: a control character in column 4");
    /* No NUL: the escape passes, a NUL does not; with no controls a NUL is one of them. */
    const char nul[] = "x\x1b\ny\0z\n";
    lines_from_text(&r, nul, sizeof nul - 1);
    r.bytes = LINES_NO_NUL;
    assert_int_equal(read_all(&r, got, sizeof got), LINES_NUL);
    assert_int_equal(r.number, 2);
    assert_int_equal(r.column, 2);
    lines_from_text(&r, nul, sizeof nul - 1);
    r.bytes = LINES_NO_CONTROLS;
    assert_int_equal(read_all(&r, got, sizeof got), LINES_CONTROL);
    assert_int_equal(r.number, 1);
    /* DEL is a control character too. */
    lines_from_text(&r, "a\x7f", 2);
    r.bytes = LINES_NO_CONTROLS;
    assert_int_equal(read_all(&r, got, sizeof got), LINES_CONTROL);
    assert_int_equal(r.column, 2);
}

/* A stream obeys the same rules: numbers, CRLF, a last line without '\n'. */
static void test_stream(void **state)
{
    (void)state;
    const char text[] = "{\"type\":\"none\"}\r\nsecond\nthird";
    FILE *f = fmemopen((void *)text, sizeof text - 1, "r");
    assert_non_null(f);
    lines r;
    lines_from_stream(&r, f);
    char got[128];
    assert_int_equal(read_all(&r, got, sizeof got), LINES_END);
    assert_string_equal(got, "{\"type\":\"none\"}|second|third|");
    assert_int_equal(r.number, 3);
    lines_close(&r);
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_and_numbers), cmocka_unit_test(test_crlf),
        cmocka_unit_test(test_length_limit),      cmocka_unit_test(test_count_limit),
        cmocka_unit_test(test_refused_bytes),     cmocka_unit_test(test_stream),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

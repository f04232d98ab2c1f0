/*
 * The faces of big tiles (src/common/faces.h, data/faces/big.faces): the
 * shipped file reads, each face three rows of four columns, no two kinds
 * alike in a set (a room tells them apart, and the screen tests read them
 * back); a bad file is refused with its line: a wrong set, size, kind, row
 * width, a face given twice or missing, a character that acts on the
 * terminal (a bidi control) or, in the ascii set, one that is not ASCII.
 */
#include "faces.h"
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *shipped(size_t *len)
{
    const char *text = faces_builtin_text(len);
    assert_non_null(text);
    return text;
}

static void test_shipped(void **state)
{
    (void)state;
    size_t len;
    const char *text = shipped(&len);
    static faces_table t;
    faces_error err;
    assert_true(faces_parse(&t, text, len, &err));
    for (int s = 0; s < FACES_SETS; s++) {
        assert_int_equal(t.sets[s].cols, 4);
        assert_int_equal(t.sets[s].rows, FACES_ROWS);
        for (int a = 0; a < FACES_COUNT; a++)
            for (int b = a + 1; b < FACES_COUNT; b++)
                assert_false(
                    memcmp(t.sets[s].face[a], t.sets[s].face[b], sizeof t.sets[s].face[a]) == 0);
    }
    /* The digits' suit at the foot of the fourth column, as docs/tui.md says. */
    assert_string_equal(t.sets[FACES_ASCII].face[TSUMO_5P][2], " _|p");
}

/* The shipped text with its line `n` (from 1) replaced by `line` (NULL: taken out). */
static char *with_line(int n, const char *line, size_t *out_len)
{
    size_t len;
    const char *text = shipped(&len);
    char *out = malloc(len + 256);
    assert_non_null(out);
    size_t o = 0;
    int number = 1;
    for (const char *p = text; p < text + len; number++) {
        const char *nl = memchr(p, '\n', (size_t)(text + len - p));
        size_t l = nl ? (size_t)(nl - p) + 1 : (size_t)(text + len - p);
        if (number != n) {
            memcpy(out + o, p, l);
            o += l;
        } else if (line) {
            o += (size_t)sprintf(out + o, "%s\n", line);
        }
        p += l;
    }
    *out_len = o;
    return out;
}

/* The first line of the shipped text that is exactly `line`. */
static int line_of(const char *line)
{
    size_t len;
    const char *text = shipped(&len);
    int number = 1;
    size_t n = strlen(line);
    for (const char *p = text; p < text + len; number++) {
        const char *nl = memchr(p, '\n', (size_t)(text + len - p));
        size_t l = nl ? (size_t)(nl - p) : (size_t)(text + len - p);
        if (l == n && memcmp(p, line, n) == 0)
            return number;
        p += l + 1;
    }
    fail_msg("no line %s", line);
    return 0;
}

/* The shipped text with line `n` replaced is refused at line `at`, saying `why`. */
static void refused(int n, const char *line, int at, const char *why)
{
    size_t len;
    char *text = with_line(n, line, &len);
    static faces_table t;
    faces_error err;
    assert_false(faces_parse(&t, text, len, &err));
    assert_int_equal(err.line, at);
    if (!strstr(err.why, why))
        fail_msg("line %d: \"%s\" does not say \"%s\"", at, err.why, why);
    free(text);
}

static void test_refused_with_line(void **state)
{
    (void)state;
    int set = line_of("set blocks 4 3"), face = line_of("face 5m");
    refused(set, "set bricks 4 3", set, "blocks or ascii");
    refused(set, "set blocks 4 4", set, "3 rows");
    refused(set, "set blocks 99 3", set, "columns");
    refused(set, "set blocks", set, "set NAME");
    refused(face, "face 8z", face, "1z to 7z");
    refused(face, "face 0m", face, "1m to 9s");
    refused(face, "face 4m", face, "twice");
    refused(face + 1, "|█▀▀|", face + 1, "4 columns");
    refused(face + 1, "|█▀▀  |", face + 1, "4 columns");
    refused(face + 1, "|█▀▀ ", face + 1, "ends with");
    refused(face + 1, "|\xE2\x80\xAE▀▀ |", face + 1, "one column"); /* U+202E */
    refused(face + 1, "|\xCC\x81▀▀ |", face + 1, "one column");     /* a combining accent */
    refused(face + 1, "|\x1b▀▀ |", face + 1, "control");
    refused(face + 1, "hello", face + 1, "a comment, a set");
    /* a face with two rows: said at the next face */
    refused(face + 1, NULL, face + 3, "too few rows");
    int ascii = line_of("set ascii 4 3");
    refused(ascii + 2, "| _é|", ascii + 2, "ASCII");
    refused(ascii, "set blocks 4 3", ascii, "twice");
}

/* A face missing at the end is said on the line after the last, naming the kind. */
static void test_missing_at_end(void **state)
{
    (void)state;
    size_t len;
    const char *text = shipped(&len);
    const char *back = strstr(text, "set ascii");
    assert_non_null(back);
    static faces_table t;
    faces_error err;
    assert_false(faces_parse(&t, text, (size_t)(back - text), &err));
    assert_non_null(strstr(err.why, "ascii has no face for 1m"));
    int lines = 0;
    for (const char *p = text; p < back; p++)
        lines += *p == '\n';
    assert_int_equal(err.line, lines + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped),
        cmocka_unit_test(test_refused_with_line),
        cmocka_unit_test(test_missing_at_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * Talks (src/common/talk.h, issue 21): a playlist reads its demos in order with their lines,
 * CRLF and comments as every format of the program; a refusal names the file and line, what
 * was expected and what was found; the shipped demos come in the teaching order, every one of
 * them once; the organiser's own folder follows XDG_DATA_HOME.
 */
#include "support.h"
#include "talk.h"

#include <stdlib.h>
#include <string.h>

static bool parse(talk *t, const char *text, char *why, size_t size)
{
    return talk_parse(t, text, strlen(text), "t.playlist", why, size);
}

static void test_reads_in_order(void **state)
{
    (void)state;
    talk t;
    char why[512] = "";
    const char *text = "# a talk\r\ntsumo-playlist 1\r\n  title  Club night \r\n\r\n"
                       "demo chankan\ndemo   mine/my kan.demo  \ndemo kan-dora";
    assert_true(parse(&t, text, why, sizeof why));
    assert_string_equal(t.title, "Club night");
    assert_int_equal(t.count, 3);
    assert_string_equal(t.items[0].arg, "chankan");
    assert_int_equal(t.items[0].line, 5);
    assert_string_equal(t.items[1].arg, "mine/my kan.demo");
    assert_int_equal(t.items[2].line, 7);
    talk_free(&t);
}

/* Each refusal: "t.playlist:LINE: expected ..., found '...'". */
static void test_refusals(void **state)
{
    (void)state;
    static const struct {
        const char *text, *why;
    } cases[] = {
        {"", "t.playlist:0: expected 'tsumo-playlist 1' as the first line, found no line"},
        {"tsumo-playlist 2\n",
         "t.playlist:1: expected version 1 of the playlist format, found '2'"},
        {"tsumo-demo 1\n", "t.playlist:1: expected 'tsumo-playlist 1' as the first line, found "
                           "'tsumo-demo 1'"},
        {"tsumo-playlist 1\n", "t.playlist:1: expected at least one 'demo NAME|FILE' line, found "
                               "none"},
        {"tsumo-playlist 1\ndemo\n", "t.playlist:2: expected a shipped demo's name or a file after "
                                     "'demo', found ''"},
        {"tsumo-playlist 1\ndemo nope\n", "t.playlist:2: expected a shipped demo's name (tsumo "
                                          "demo --list) or a file, found 'nope'"},
        {"tsumo-playlist 1\ntitle a\ntitle b\n", "t.playlist:3: expected one title, found a "
                                                 "second: 'b'"},
        {"tsumo-playlist 1\nplay chankan\n", "t.playlist:2: expected 'demo NAME|FILE' or 'title "
                                             "TEXT', found 'play chankan'"},
        {"tsumo-playlist 1\ndemo x\xe2\x80\xae.demo\n", "t.playlist:2: expected a demo's name or "
                                                        "file that can be shown, found "
                                                        "'x\\u202E.demo'"},
        {"tsumo-playlist 1\ntitle \x1b[2J\n", "t.playlist:2: a control character in column 7"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        talk t;
        char why[512] = "";
        assert_false(parse(&t, cases[i].text, why, sizeof why));
        assert_string_equal(why, cases[i].why);
        assert_null(t.items);
    }
}

/* At most 200 demos: the 201st is refused on its line. */
static void test_at_most(void **state)
{
    (void)state;
    size_t size = 32 + 14 * (TALK_MAX_DEMOS + 1);
    char *text = malloc(size);
    assert_non_null(text);
    size_t n = (size_t)snprintf(text, size, "tsumo-playlist 1\n");
    for (int i = 0; i <= TALK_MAX_DEMOS; i++)
        n += (size_t)snprintf(text + n, size - n, "demo chankan\n");
    talk t;
    char why[512];
    assert_false(talk_parse(&t, text, n, "t.playlist", why, sizeof why));
    assert_non_null(strstr(why, "t.playlist:202: expected at most 200 demos"));
    free(text);
}

/* The teaching order names every shipped demo once, and does not start with the alphabet. */
static void test_teaching_order(void **state)
{
    (void)state;
    const demo_builtin *order[256];
    size_t n = demo_teaching_order(order, 256), shipped = 0;
    while (demo_builtins[shipped].name)
        shipped++;
    assert_int_equal(n, shipped);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            assert_ptr_not_equal(order[i], order[j]);
    assert_string_equal(order[0]->name, "riichi-ippatsu-ura");
    /* and the shipped playlist reads, every line a shipped demo */
    const demo_builtin *p = demo_playlists;
    while (p->name && strcmp(p->name, "teaching-order") != 0)
        p++;
    assert_non_null(p->name);
    talk t;
    char why[512] = "";
    assert_true(talk_parse(&t, p->text, p->len, "teaching-order.playlist", why, sizeof why));
    assert_int_equal(t.count, shipped);
    talk_free(&t);
}

/* $XDG_DATA_HOME/tsumo/demos, else ~/.local/share/tsumo/demos; a relative XDG path is ignored. */
static void test_user_dir(void **state)
{
    (void)state;
    char dir[512];
    assert_true(demo_user_dir(dir, sizeof dir, "/data", "/home/ann"));
    assert_string_equal(dir, "/data/tsumo/demos");
    assert_true(demo_user_dir(dir, sizeof dir, "rel", "/home/ann"));
    assert_string_equal(dir, "/home/ann/.local/share/tsumo/demos");
    assert_true(demo_user_dir(dir, sizeof dir, NULL, "/home/ann"));
    assert_string_equal(dir, "/home/ann/.local/share/tsumo/demos");
    assert_false(demo_user_dir(dir, sizeof dir, NULL, NULL));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reads_in_order), cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_at_most),        cmocka_unit_test(test_teaching_order),
        cmocka_unit_test(test_user_dir),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

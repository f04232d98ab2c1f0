/*
 * Whole games for the verbs (src/common/games.c, the reading parts): a hand's name, a log's
 * number checked before it is narrowed, a game file read as a record or a log, and which it is.
 */
#include "game-support.h"
#include "games.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void test_hand_name(void **state)
{
    (void)state;
    char buf[32];
    assert_string_equal(games_hand_name(buf, sizeof buf, 0, 0), "East 1");
    assert_string_equal(games_hand_name(buf, sizeof buf, 1, 3), "South 4");
}

/* A number out of range is refused before it is narrowed: 2^32 - 7700 is not -7700. */
static void test_json_int(void **state)
{
    (void)state;
    char why[128];
    int v = 0;
    json_t *ok = json_integer(25000), *wide = json_integer(4294959596LL), *text = json_string("9");
    assert_true(games_json_int(ok, "scores", -1000000, 1000000, &v, why, sizeof why));
    assert_int_equal(v, 25000);
    v = 7;
    assert_false(games_json_int(wide, "scores", -1000000, 1000000, &v, why, sizeof why));
    assert_int_equal(v, 7);
    assert_string_equal(why, "scores: 4294959596 is out of range (-1000000 to 1000000)");
    assert_false(games_json_int(text, "honba", 0, 99, &v, why, sizeof why));
    assert_string_equal(why, "honba: a whole number from 0 to 99 was expected");
    json_decref(ok);
    json_decref(wide);
    json_decref(text);
}

static void test_is_json(void **state)
{
    (void)state;
    assert_true(tenhou_is_json(" \n{\"log\":[]}", 11));
    assert_true(tenhou_is_json("[1]", 3));
    assert_false(tenhou_is_json("tsumo-record 1\n", 15));
    assert_false(tenhou_is_json("", 0));
}

/* A file of `size` bytes of `text` in /tmp, its path in `path` (to unlink). */
static void write_temp(char path[32], const char *text, size_t size)
{
    strcpy(path, "/tmp/tsumo-games-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, size), (ssize_t)size);
    close(fd);
}

static games_file *open_text(const char *text, size_t size)
{
    char path[32];
    write_temp(path, text, size);
    games_file *f = games_file_open(path, "game");
    unlink(path);
    return f;
}

/* A record is read as text, a log as JSON; a file with a NUL byte is no text and refused. */
static void test_read_file(void **state)
{
    (void)state;
    size_t len = 0;
    games_file *f = open_text("# a record\n", 11);
    assert_non_null(f);
    assert_false(games_file_is_log(f));
    assert_string_equal(games_file_text(f, &len), "# a record\n");
    assert_int_equal(len, 11);
    games_file_close(f);
    f = open_text("{\"log\":[]}", 10);
    assert_non_null(f);
    assert_true(games_file_is_log(f));
    games_file_close(f);
    assert_null(open_text("ab\0cd", 5));
}

/* A leading byte-order mark says nothing in UTF-8: a record and a log both read past it. */
static void test_byte_order_mark(void **state)
{
    (void)state;
    size_t len = 0;
    games_file *f = open_text("\xEF\xBB\xBF# a record\n", 14);
    assert_non_null(f);
    assert_false(games_file_is_log(f));
    assert_string_equal(games_file_text(f, &len), "# a record\n");
    games_file_close(f);
    f = open_text("\xEF\xBB\xBF{\"log\":[]}", 13);
    assert_non_null(f);
    assert_true(games_file_is_log(f));
    games_file_close(f);
}

/*
 * Games are counted without being read: a Tenhou object a game, or a game a round when it has no
 * final scores ("sc"); a Majiang list a game an element; brackets inside strings count for
 * nothing. Only the game asked for is parsed, so the malformed ones passed over are not.
 */
static void test_count_games(void **state)
{
    (void)state;
    static const char tenhou[] = "{\"name\":[\"a]\\\"}\"],\"log\":[[1],[2,[3]],[4]]}\n"
                                 "{\"sc\":[1,2,3,4,5,6,7,8],\"log\":[[1],[2]]}\n"
                                 "\n{\"log\":[[\"x\"]]}";
    static const char majiang[] = "[{\"log\":[[{\"qipai\":{}}],[1]]},\n{\"log\":[[{}]]}]";
    games_file *f = open_text(tenhou, sizeof tenhou - 1);
    bool failed = true;
    assert_int_equal(games_file_skip(f, 100, NULL, &failed), 5);
    assert_false(failed);
    games_file_close(f);
    f = open_text(majiang, sizeof majiang - 1);
    assert_int_equal(games_file_skip(f, 100, NULL, &failed), 2);
    assert_false(failed);
    games_file_close(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand_name),       cmocka_unit_test(test_json_int),
        cmocka_unit_test(test_is_json),         cmocka_unit_test(test_read_file),
        cmocka_unit_test(test_byte_order_mark), cmocka_unit_test(test_count_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * Whole-file reads (src/common/files.c): a regular file up to its kind's size, read whole and
 * NUL-terminated; a folder, a FIFO, a device and a larger file refused with why, unopened or
 * unread.
 */
#include "game-support.h"
#include "shared.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[64];

static int make_dir(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "%s", "/tmp/tsumo-files-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int remove_dir(void **state)
{
    (void)state;
    char path[128];
    const char *names[] = {"small.txt", "fifo", "empty.txt"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    return rmdir(dir);
}

static const char *write_file(const char *name, const char *text)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
    return path;
}

static void test_reads_whole_file(void **state)
{
    (void)state;
    const char *path = write_file("small.txt", "title x\nE discard 3m\n");
    size_t len = 0;
    char why[128] = "";
    char *text = cli_read_file(path, 64, &len, why, sizeof why);
    assert_non_null(text);
    assert_int_equal(len, 21);
    assert_string_equal(text, "title x\nE discard 3m\n");
    free(text);
    text = cli_read_file(write_file("empty.txt", ""), 64, &len, why, sizeof why);
    assert_non_null(text);
    assert_int_equal(len, 0);
    assert_string_equal(text, "");
    free(text);
}

/* One byte over its kind's size is refused, unread; exactly the size is read. */
static void test_refuses_larger(void **state)
{
    (void)state;
    const char *path = write_file("small.txt", "0123456789");
    size_t len;
    char why[128] = "";
    assert_null(cli_read_file(path, 9, &len, why, sizeof why));
    assert_string_equal(why, "larger than the 9 bytes such a file may have");
    char *text = cli_read_file(path, 10, &len, why, sizeof why);
    assert_non_null(text);
    assert_int_equal(len, 10);
    free(text);
}

/* A folder, a FIFO nobody writes to and a device that never ends: refused at once. */
static void test_refuses_what_is_no_file(void **state)
{
    (void)state;
    size_t len;
    char why[128] = "";
    assert_null(cli_read_file(dir, 64, &len, why, sizeof why));
    assert_string_equal(why, "a folder, not a file");
    char fifo[128];
    snprintf(fifo, sizeof fifo, "%s/fifo", dir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_null(cli_read_file(fifo, 64, &len, why, sizeof why));
    assert_string_equal(why, "not a regular file");
    assert_null(cli_read_file("/dev/zero", 64, &len, why, sizeof why));
    assert_string_equal(why, "not a regular file");
    why[0] = '\0';
    assert_null(cli_read_file("/nonexistent/tsumo", 64, &len, why, sizeof why));
    assert_string_equal(why, "No such file or directory");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reads_whole_file),
        cmocka_unit_test(test_refuses_larger),
        cmocka_unit_test(test_refuses_what_is_no_file),
    };
    return cmocka_run_group_tests(tests, make_dir, remove_dir);
}

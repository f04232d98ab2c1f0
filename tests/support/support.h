/*
 * Shared helpers for the cmocka tests. Include this instead of cmocka.h: it
 * pulls in the headers cmocka needs first.
 */
#ifndef TSUMO_TEST_SUPPORT_H
#define TSUMO_TEST_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "tsumo/tsumo.h"

/* Parses a hand in notation or fails the test with the diagnostic. */
tsumo_hand test_hand(const char *notation);

/* Parses one tile ("5m") or fails the test. */
tsumo_kind test_kind(const char *notation);

/* Concealed counts of a hand in notation (melds not allowed). */
void test_counts(uint8_t counts[TSUMO_KINDS], const char *notation);

/*
 * Fails the test unless the `size` bytes at a and b are the same, naming the first byte that
 * differs. For whole states and views: cmocka's assert_memory_equal compares a byte a call,
 * which was 95 % of the time of the tests that compare a game after every refused action.
 */
#define test_same_bytes(a, b, size) test_same_bytes_at((a), (b), (size), #a, __FILE__, __LINE__)
void test_same_bytes_at(const void *a, const void *b, size_t size, const char *what,
                        const char *file, int line);

/*
 * Runs the group's tests, or one shard of them when TSUMO_TEST_SHARD=I/N says so:
 * tests/CMakeLists.txt registers a long program as N tests, one a shard, so that no test runs long
 * on a busy machine.
 */
int test_run_shard(const char *group, const struct CMUnitTest *tests, size_t count);
#define test_run_group(tests) test_run_shard(#tests, tests, sizeof(tests) / sizeof((tests)[0]))

#endif

#include "support.h"

#include <stdio.h>
#include <stdlib.h>

/*
 * TSUMO_TEST_SHARD=I/N: the tests whose place in the list, counted from 0, leaves I-1 over
 * when divided by N. Every test is in exactly one shard, so the N parts together check what
 * the whole program checks; a shard the list leaves empty, or a malformed value, fails.
 */
int test_run_shard(const char *group, const struct CMUnitTest *tests, size_t count)
{
    const char *shard = getenv("TSUMO_TEST_SHARD");
    if (!shard || !*shard)
        return _cmocka_run_group_tests(group, tests, count, NULL, NULL);
    unsigned part, parts;
    char end;
    if (sscanf(shard, "%u/%u%c", &part, &parts, &end) != 2 || part < 1 || part > parts) {
        fprintf(stderr, "TSUMO_TEST_SHARD=%s: expected I/N with 1 <= I <= N\n", shard);
        return 1;
    }
    struct CMUnitTest *picked = calloc(count, sizeof *picked);
    size_t n = 0;
    for (size_t i = part - 1; picked && i < count; i += parts)
        picked[n++] = tests[i];
    if (n == 0) {
        fprintf(stderr, "TSUMO_TEST_SHARD=%s: no test in this shard of %zu\n", shard, count);
        free(picked);
        return 1;
    }
    int failed = _cmocka_run_group_tests(group, picked, n, NULL, NULL);
    free(picked);
    return failed;
}

/*
 * Fuzz target: a drill file (docs/drill-format.md), arbitrary bytes with NULs
 * among them, read as `tsumo drill --file` reads one. The reader either takes
 * the drills or names a line inside the text and a message; every drill it
 * takes is within its bounds, and playing and judging it under the default
 * ruleset never crashes, whether or not the engine accepts its actions.
 */
#include "drill.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(bool ok)
{
    if (!ok)
        abort();
}

static int lines_in(const uint8_t *data, size_t size)
{
    int n = 1;
    for (size_t i = 0; i < size; i++)
        n += data[i] == '\n';
    return n;
}

static void check_drill(const drill *d, const tsumo_rules *rules)
{
    must(d->kind < DRILL_KIND_COUNT && d->topic < DRILL_TOPIC_COUNT);
    must(d->action_count <= DRILL_MAX_ACTIONS && memchr(d->name, '\0', sizeof d->name));
    for (int s = 0; s < 4; s++)
        must(d->hands[s].count <= (s == 0 ? 14 : 13));
    drill_state st;
    if (drill_build(&st, d, rules) && d->seat < 4) {
        drill_verdict v;
        drill_judge(&v, d, &st);
        must(memchr(v.answer, '\0', sizeof v.answer) && memchr(v.why, '\0', sizeof v.why));
        char why[160];
        drill_check(d, &v, v.answer, why, sizeof why);
    }
    drill_state_free(&st);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    drill *list = NULL;
    size_t count = 0;
    drill_error err;
    bool ok = drill_parse((const char *)data, size, &list, &count, &err);
    if (!ok)
        must(err.line >= 1 && err.line <= lines_in(data, size) + 1 && err.expected);
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    for (size_t i = 0; ok && i < count; i++)
        check_drill(&list[i], &rules);
    free(list);
    return 0;
}

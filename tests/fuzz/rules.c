/*
 * Fuzz target: ruleset files (docs/rulesets.md). tsumo_rules_parse() takes
 * any bytes: it either refuses them with a diagnostic made of terminated
 * strings, or gives a ruleset that tsumo_rules_check() accepts and that
 * survives format -> parse unchanged, with the same text the second time.
 * The first bytes are also read as a struct built in code: whatever
 * tsumo_rules_check() accepts must round-trip the same way.
 */
#include "tsumo/tsumo.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define TEXT_MAX 32768

static void must(bool ok)
{
    if (!ok)
        abort();
}

static bool terminated(const char *s, size_t size)
{
    return memchr(s, '\0', size) != NULL;
}

static void round_trip(const tsumo_rules *r)
{
    static char text[TEXT_MAX], again[TEXT_MAX];
    tsumo_rules back;
    tsumo_diag diag;
    size_t n = tsumo_rules_format(text, sizeof text, r);
    must(n < sizeof text && strlen(text) == n);
    must(tsumo_rules_parse(&back, text, n, &diag) == TSUMO_OK);
    must(tsumo_rules_equal(r, &back));
    must(tsumo_rules_format(again, sizeof again, &back) == n);
    must(memcmp(text, again, n) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tsumo_rules rules;
    tsumo_diag diag;
    memset(&diag, 0x5A, sizeof diag);
    tsumo_status st = tsumo_rules_parse(&rules, (const char *)data, size, &diag);
    if (st == TSUMO_OK) {
        must(tsumo_rules_check(&rules, NULL) == TSUMO_OK);
        round_trip(&rules);
    } else {
        must(st == TSUMO_EPARSE);
        must(diag.code > TSUMO_DIAG_NONE && diag.code < TSUMO_DIAG_CODE_COUNT);
        must(diag.line >= 0 && diag.column >= 0);
        must(terminated(diag.key, sizeof diag.key) && terminated(diag.found, sizeof diag.found) &&
             terminated(diag.expected, sizeof diag.expected));
    }

    if (size >= sizeof(tsumo_rules)) {
        memcpy(&rules, data, sizeof rules);
        char text[64];
        tsumo_rules_format(text, sizeof text, &rules); /* any struct: no crash, no overrun */
        if (tsumo_rules_check(&rules, &diag) == TSUMO_OK)
            round_trip(&rules);
    }
    return 0;
}

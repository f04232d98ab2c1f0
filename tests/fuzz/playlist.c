/*
 * Fuzz target for playlists (docs/demo-format.md, "Playlists"): any bytes are
 * read without a crash or a leak; a playlist that reads names at least one
 * demo, each on a line of the file; a refusal always says why.
 */
#include "talk.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    talk t;
    char why[1024] = "";
    if (!talk_parse(&t, (const char *)data, size, "fuzz.playlist", why, sizeof why)) {
        if (!why[0] || t.items || t.count)
            abort();
        return 0;
    }
    if (t.count == 0 || t.count > TALK_MAX_DEMOS)
        abort();
    for (size_t i = 0; i < t.count; i++)
        if (!t.items[i].arg[0] || t.items[i].line < 2)
            abort();
    talk_free(&t);
    return 0;
}

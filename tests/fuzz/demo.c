/*
 * Fuzz target for demo files (docs/demo-format.md): any bytes are read
 * without a crash or a leak; a demo that reads has a record and its captions
 * stand at steps of its one hand; a refusal always says why.
 */
#include "demo.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    demo d;
    char why[1024] = "";
    if (!demo_parse(&d, (const char *)data, size, "fuzz.demo", why, sizeof why)) {
        if (!why[0] || d.rec || d.captions)
            abort();
        return 0;
    }
    if (!d.rec || d.rec->hand_count != 1)
        abort();
    for (size_t i = 0; i < d.caption_count; i++)
        if (d.captions[i].hand != 0 || d.captions[i].after > d.rec->hands[0].action_count ||
            !d.captions[i].text)
            abort();
    demo_free(&d);
    return 0;
}

/*
 * Fuzz target for game records: any bytes are read without a crash; a text
 * that reads is written back to the same record (the round trip), and
 * replays, step by step, without a crash whatever the engine makes of it.
 */
#include "tsumo/tsumo.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool collect(void *ctx, const char *data, size_t len)
{
    (void)ctx;
    (void)data;
    return len > 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tsumo_record *rec = NULL;
    tsumo_diag diag;
    if (tsumo_record_parse(&rec, (const char *)data, size, &diag) != TSUMO_OK) {
        if (rec || tsumo_diag_msgid(diag.code) == NULL)
            abort();
        return 0;
    }
    if (tsumo_record_write(rec, collect, NULL) != TSUMO_OK)
        abort();
    size_t n = tsumo_record_format(NULL, 0, rec);
    char *text = malloc(n + 1);
    if (!text)
        abort();
    tsumo_record_format(text, n + 1, rec);
    tsumo_record *back = NULL;
    if (tsumo_record_parse(&back, text, n, &diag) != TSUMO_OK || !tsumo_record_equal(rec, back))
        abort(); /* what the writer writes, the reader must read back the same */
    tsumo_replay r;
    if (tsumo_replay_begin(&r, back, NULL) == TSUMO_OK) {
        tsumo_replay_report rep;
        for (long i = 0; i < 1000000; i++) {
            tsumo_replay_step(&r, &rep);
            if (rep.kind == TSUMO_REPLAY_DONE || rep.kind == TSUMO_REPLAY_REFUSED ||
                rep.kind == TSUMO_REPLAY_MISMATCH)
                break;
        }
        tsumo_replay_end(&r);
    }
    free(text);
    tsumo_record_free(back);
    tsumo_record_free(rec);
    return 0;
}

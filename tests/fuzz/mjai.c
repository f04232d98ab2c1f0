/*
 * Fuzz target for the mjai event parser (src/common/mjai.c) and a seat's model
 * of the game (mjai-seat.c), as `tsumo bot --mjai` reads its input: the bytes
 * are cut into lines, each read without a crash or an undefined cast; an event
 * that reads is written back and read again to the same line, and is fed to
 * the model, which takes it or says why not. Each line is also read as
 * mjai.app's line of events (a JSON array), each of those written back too.
 */
#include "mjai-seat.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void round_trip(const mjai_event *ev)
{
    char once[2048], twice[2048];
    mjai_event again;
    mjai_error err;
    size_t n = mjai_format(once, sizeof once, ev);
    if (n == 0 || !mjai_parse(once, n, &again, &err) ||
        mjai_format(twice, sizeof twice, &again) != n || memcmp(once, twice, n) != 0)
        abort(); /* what was read is written back the same */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tsumo_rules rules;
    static bool loaded;
    tsumo_diag diag;
    if (!loaded && tsumo_rules_load_builtin(&rules, "tenhou", &diag) != TSUMO_OK)
        abort();
    loaded = true;
    mjai_seat *seat = mjai_seat_new(&rules);
    if (!seat)
        return 0;
    const char *text = (const char *)data, *end = text + size;
    while (text < end) {
        const char *nl = memchr(text, '\n', (size_t)(end - text));
        size_t len = nl ? (size_t)(nl - text) : (size_t)(end - text);
        mjai_event ev;
        mjai_error err;
        const char *why = NULL;
        mjai_batch batch;
        if (mjai_batch_open(&batch, text, len, &err)) {
            int got;
            while ((got = mjai_batch_next(&batch, &ev, &err)) != 0)
                if (got > 0)
                    round_trip(&ev);
                else if (!err.field || !err.expected)
                    abort();
            mjai_batch_close(&batch);
        } else if (!err.expected) {
            abort();
        }
        if (mjai_parse(text, len, &ev, &err)) {
            round_trip(&ev);
            if (!mjai_seat_feed(seat, &ev, &why) && !why)
                abort(); /* a refusal always says why */
            (void)mjai_seat_asked(seat, &ev);
        } else if (!err.field || !err.expected) {
            abort();
        }
        text += len + 1;
    }
    mjai_seat_free(seat);
    return 0;
}

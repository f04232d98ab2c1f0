/*
 * Fuzz target for the mjai log reader of `tsumo view`, `explain` and `replay`
 * (mjai-log.c through log-read.c): any bytes are read without a crash, a leak
 * or an undefined cast; a game that is read has been replayed on the engine
 * already, and is checked once more here: it must replay to its end with the
 * payments it says, under the rules it was read with.
 */
#include "games.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int mismatch(const walk_step *step, void *payload)
{
    (void)step;
    (void)payload;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tsumo_rules tenhou;
    static int loaded; /* 1 when loaded, -1 when it cannot be */
    if (!loaded)
        loaded = cli_rules_load(&tenhou, "tenhou") ? 1 : -1;
    if (loaded < 0)
        abort();
    tenhou_log log;
    if (!games_import_log(&log, (const char *)data, size, "fuzz", &tenhou))
        return 0;
    /* Only an mjai log's games are checked on import (its first object has a "type"). */
    json_t *first = json_loadb((const char *)data, size, JSON_DISABLE_EOF_CHECK, NULL);
    bool mjai = json_is_object(first) && json_object_get(first, "type");
    json_decref(first);
    static const walk_callbacks cb = {.mismatch = mismatch};
    for (size_t i = 0; mjai && i < log.count; i++)
        if (walk_record(log.games[i].rec, NULL, &cb, NULL, NULL) > 0)
            abort(); /* a game read from an mjai log agrees with the engine */
    tenhou_log_free(&log);
    return 0;
}

/*
 * Fuzz target for the Tenhou log importer of `tsumo replay`: any bytes are
 * read without a crash or an undefined cast (numbers far out of range
 * included); a log that imports gives records that export again or say why.
 */
#include "games.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tsumo_rules rules;
    static bool loaded;
    tsumo_diag diag;
    if (!loaded && tsumo_rules_parse(&rules, tsumo_rules_builtin_text("tenhou"),
                                     strlen(tsumo_rules_builtin_text("tenhou")), &diag) != TSUMO_OK)
        abort();
    loaded = true;
    tenhou_log log;
    if (!tenhou_import(&log, (const char *)data, size, "fuzz", &rules))
        return 0;
    FILE *sink = fopen("/dev/null", "w");
    for (size_t i = 0; sink && i < log.count; i++) {
        char why[256];
        if (!tenhou_export_why(sink, log.games[i].rec, NULL, why, sizeof why) && !why[0])
            abort(); /* a refusal always says why */
    }
    if (sink)
        fclose(sink);
    tenhou_log_free(&log);
    return 0;
}

/*
 * Fuzz target: a faces file of big tiles (src/common/faces.h, docs/tui.md),
 * arbitrary bytes with NULs among them, read as TSUMO_FACES=FILE is read.
 * The reader either takes it, and then every face of both sets is as wide as
 * its set says, of valid UTF-8 with no control character, or names a line
 * inside the text (or the one after it) and says why.
 */
#include "faces.h"

#include <stdlib.h>
#include <string.h>
#include <unistr.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(bool ok)
{
    if (!ok)
        abort();
}

static void check_set(const faces_set *set)
{
    must(set->cols >= FACES_MIN_COLS && set->cols <= FACES_MAX_COLS && set->rows == FACES_ROWS);
    for (int f = 0; f < FACES_COUNT; f++)
        for (int r = 0; r < set->rows; r++) {
            const char *row = set->face[f][r];
            size_t n = strnlen(row, FACES_ROW_BYTES);
            must(n < FACES_ROW_BYTES && u8_check((const uint8_t *)row, n) == NULL);
            must(u8_mbsnlen((const uint8_t *)row, n) == (size_t)set->cols);
            for (size_t i = 0; i < n; i++)
                must((unsigned char)row[i] >= 0x20 && row[i] != 0x7f);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static faces_table t;
    faces_error err;
    if (!faces_parse(&t, (const char *)data, size, &err)) {
        int lines = 1;
        for (size_t i = 0; i < size; i++)
            lines += data[i] == '\n';
        must(err.line >= 0 && err.line <= lines + 1 && err.why[0]);
        return 0;
    }
    for (int s = 0; s < FACES_SETS; s++)
        check_set(&t.sets[s]);
    return 0;
}

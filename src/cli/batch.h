/*
 * The batch format's line reader (batch.c), on its own so that the fuzz
 * target tests/fuzz/batch.c can drive it without the program around it.
 */
#ifndef TSUMO_CLI_BATCH_H
#define TSUMO_CLI_BATCH_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "tsumo/tsumo.h"

/*
 * Scores one line of the batch format: the `len` bytes at `text` (a NUL among
 * them makes the line bad, never a shorter one). Returns the output object
 * (a result, or an error object with the line number), or NULL for a blank
 * line; *in gets the case read from the line (NULL when it is no JSON object)
 * and *bad whether the line could not be read. The caller releases both.
 */
json_t *cli_batch_line(const char *text, size_t len, long line, const tsumo_rules *rules,
                       json_t **in, bool *bad);

#endif

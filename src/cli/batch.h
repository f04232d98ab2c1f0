/*
 * The batch format's line reader (batch.c), on its own so that the fuzz
 * target tests/fuzz/batch.c can drive it without the program around it.
 */
#ifndef TSUMO_CLI_BATCH_H
#define TSUMO_CLI_BATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "tsumo/tsumo.h"

/* A run's reusable buffers: the line's JSON and the results not yet written. */
typedef struct cli_batch cli_batch;

cli_batch *cli_batch_new(void);
void cli_batch_free(cli_batch *b);

/*
 * Scores one line of the batch format: the `len` bytes at `text` (a NUL among
 * them makes the line bad, never a shorter one). Appends the output line to
 * the batch's text (a result, or an error object with the line number, then a
 * newline) and returns 1; returns 0 and appends nothing for a blank line, and
 * -1, appending nothing, when memory ran out. *bad says whether the line could
 * not be read.
 */
int cli_batch_line(cli_batch *b, const char *text, size_t len, long line, const tsumo_rules *rules,
                   bool *bad);

/* The text appended since the last cli_batch_clear, and its length. */
const char *cli_batch_text(const cli_batch *b, size_t *len);
void cli_batch_clear(cli_batch *b);

#endif

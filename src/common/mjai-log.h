/*
 * mjai event logs (one JSON event a line, as mjai servers write them and
 * Mortal's and mjai-reviewer's tools read them) read as game records, one
 * game at a time: log-read.c cuts the file into its events and hands each
 * one here; a game is handed back when its end_game (or the next start_game,
 * or the end of the file) is read. docs/record-format.md, "mjai logs".
 */
#ifndef TSUMO_COMMON_MJAI_LOG_H
#define TSUMO_COMMON_MJAI_LOG_H

#include "games.h"

#include <jansson.h>

typedef struct mjai_log mjai_log;

/* A reader of one log; `shown` (borrowed) names the file in messages. NULL on no memory. */
mjai_log *mjai_log_new(const char *shown);
void mjai_log_free(mjai_log *log);

/*
 * One event of the log, at `line` of the file, a game read under `rules`
 * (those of the verb: the log has none). 1 with *out filled when the event
 * ends a game (its record the caller's to free), 0 when it does not, -1
 * after saying why on stderr ("FILE:LINE: what was expected"). With `skip`,
 * the games are only counted: 1 when a game is passed over, *out untouched.
 * A game read whole has been replayed on the engine: every action accepted,
 * and every payment and score the log gives equal to the engine's.
 */
int mjai_log_event(mjai_log *log, json_t *obj, int line, const tsumo_rules *rules, bool skip,
                   tenhou_game *out);

/* Whether a game has begun and not ended: its events until end_game or start_game are then
   nothing but events to pass over when skipping. */
bool mjai_log_in_game(const mjai_log *log);

/* The end of the file at `line`: the game still open, as mjai_log_event hands one back. */
int mjai_log_finish(mjai_log *log, int line, bool skip, tenhou_game *out);

#endif

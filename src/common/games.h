/*
 * Whole games for the verbs and the table: naming hands and seats (games.c),
 * records started at a later hand, and the logs of other programs
 * (tenhou.net/6 JSON in tenhou.c, Majiang in majiang.c).
 */
#ifndef TSUMO_COMMON_GAMES_H
#define TSUMO_COMMON_GAMES_H

#include "shared.h"

#include <jansson.h>

/*
 * A number of a log that must lie in [lo, hi]: checked before it is narrowed,
 * so that 2^32 - 7700 is refused rather than read as -7700. When not, why
 * (translated, after `what`, which says where it is) is in `why`.
 */
bool games_json_int(json_t *x, const char *what, int lo, int hi, int *out, char *why,
                    size_t why_size);

/*
 * Whether a record's names and its ruleset's name and description, which the
 * verbs and the viewer show, are safe for a terminal (cli_name_safe,
 * cli_rules_texts_safe); when not, says which and why on stderr after `where` and the line of
 * the record's `text` that gives it (NULL: a log's game, whose line the importer gave).
 */
bool games_record_texts_safe(const tsumo_record *rec, const char *where, const char *text,
                             size_t len);
/* The same, with which and why (translated) in `why` instead, for the table's message line. */
bool games_record_texts_why(const tsumo_record *rec, char *why, size_t size);

/* A record's text parsed; NULL after saying why on stderr ("FILE:LINE:COLUMN: why", `where` the
   file's name as shown). */
tsumo_record *games_parse_record(const char *text, size_t len, const char *where);

/*
 * What a replay's mismatch says (tsumo_replay_mismatch_msgid), its numbers and names filled in:
 * `seat` names the seat concerned (for scores, payments and final points). Returns `buf`.
 */
const char *games_mismatch_text(char *buf, size_t size, const tsumo_replay_report *rep,
                                const char *seat);

/*
 * Where a log's game starts, when that is not East 1 with the start points: the record's
 * start set from its first hand's header (a log whose first hand is a later one).
 */
void games_set_start(tsumo_record *rec);

/* An action appended to the record of a log's game, at `line` of the log (0: none). False
   when there is no memory. */
bool games_push_action(tsumo_record *rec, int type, int seat, tsumo_tile tile, tsumo_tile t0,
                       tsumo_tile t1, int flags, int line);

/* "East 1", "South 3": translated. */
const char *games_hand_name(char *buf, size_t size, int round, int hand);

/*
 * The players' names by seat (seat 0 the first dealer), as the game seated
 * them: by lot from the seed under "seats drawn" (R-SEAT-02), so never the
 * order of the record's player lines. Every text that names a seat reads it.
 */
void games_seat_names(const tsumo_game *game, char names[4][TSUMO_NAME_SIZE]);

/* ---- tenhou.net/6 JSON logs (tenhou.c) ------------------------------------ */

/* Whether a text looks like JSON (its first non-blank byte is '{' or '['). */
bool tenhou_is_json(const char *text, size_t len);

/*
 * One game of a log as a record, under `rules`: every round's wall built to
 * agree with the log (the deal, the draws, the replacement tiles, the dora and
 * ura indicators; the tiles the log never shows fill the rest in a fixed
 * order), its actions, its header and its payments. `line` is the line of
 * the JSON text the game came from. Each hand's `line` is its line too.
 */
typedef struct tenhou_game {
    tsumo_record *rec;
    int line;
    int first_round; /* index in the log of the record's first hand */
    bool whole;      /* a whole game (its rounds are numbered in messages) */
    char title[128]; /* the log's reference, or "" */
} tenhou_game;

typedef struct tenhou_log {
    tenhou_game *games;
    size_t count;
} tenhou_log;

/*
 * Reads a log: one JSON object (a whole game: every round, then the game's
 * end), or one object a line (each holding one or more rounds, each read as
 * a position to start from). On failure prints why on stderr, naming `path`,
 * and returns false.
 */
bool tenhou_import(tenhou_log *out, const char *text, size_t len, const char *path,
                   const tsumo_rules *rules);

void tenhou_log_free(tenhou_log *log);

/* One object of a log imported (its game, or a game a round): appended to `log`. */
bool tenhou_import_object(tenhou_log *log, json_t *obj, const char *path, int line,
                          const tsumo_rules *rules);

/*
 * A game file opened for a verb or the viewer (log-read.c): a record, read whole (text only, at
 * most CLI_MAX_RECORD bytes), or a JSON log (tenhou.net/6, Majiang) of any size, read one game
 * at a time so that memory holds one game whatever the log's size; a leading UTF-8 byte-order
 * mark is skipped. `shown` (the path, escaped) names the file in messages; it is borrowed.
 * NULL, after saying why on stderr, when it cannot be read.
 */
typedef struct games_file games_file;
games_file *games_file_open(const char *path, const char *shown);
/* The same on a stream the caller keeps (a log in memory through fmemopen). */
games_file *games_file_from(FILE *in, const char *shown);
bool games_file_is_log(const games_file *f);
/* A record's text (NUL-terminated, owned by f), when the file is not a log. */
const char *games_file_text(const games_file *f, size_t *len);
/*
 * The log's next game under `rules`: 1 with *out filled (its record the caller's to free), 0
 * when no game is left, -1 after saying why on stderr (the file, the line and what is wrong).
 */
int games_file_next(games_file *f, const tsumo_rules *rules, tenhou_game *out);
/*
 * Passes over up to n games without reading them (a game of a log is only cut out and counted,
 * never parsed); how many it passed, fewer when the log ends (*failed when that was an error,
 * said on stderr).
 */
size_t games_file_skip(games_file *f, size_t n, const tsumo_rules *rules, bool *failed);
void games_file_close(games_file *f);

/* What a verb does with a game file: with a log, or with a record's text; each returns the
   verb's exit status. */
typedef struct games_readers {
    int (*log)(void *ctx, games_file *f);
    int (*record)(void *ctx, const char *text, size_t len);
} games_readers;

/* Opens `path` (games_file_open) and hands it to the reader of its kind: its status, or
   CLI_EXIT_USAGE when the file cannot be read. */
int games_file_run(const char *path, const char *shown, const games_readers *r, void *ctx);

/*
 * Majiang (kobalab) paipu logs (majiang.c): whether a JSON document is one
 * (a game object, or a list of them), and each game read as a record in the
 * same kind of list.
 */
bool majiang_is_log(json_t *root);
bool majiang_import(tenhou_log *out, json_t *root, const char *path, const tsumo_rules *rules);
/* One game of such a log, the `index`-th, at `line` of its file: appended to `log`. */
bool majiang_import_game(tenhou_log *log, json_t *game, const char *path, int index, int line,
                         const tsumo_rules *rules);

/* A JSON log of either kind, Majiang's when it is one and Tenhou's otherwise, as the verbs
   and the viewer read a log given them; on failure says why on stderr, naming `path`. */
bool games_import_log(tenhou_log *out, const char *text, size_t len, const char *path,
                      const tsumo_rules *rules);

/*
 * A record with the hands from `first` on, starting from the position the
 * record's header gives for that hand (to go on after a hand that failed).
 * NULL when the hand has no scores in its header, or on no memory.
 */
tsumo_record *games_record_from(const tsumo_record *rec, size_t first);

/*
 * The declarations at the exhaustive draw that ends the record's last hand
 * (its last four actions, its wall built), decided by the engine where a log
 * does not say them: plays the hand to the draw and makes each seat that
 * qualifies claim nagashi mangan (tsumo_game_nagashi_qualifies) and, with
 * `ask_tenpai`, each other seat tenpai or noten (tsumo_game_seat_is_tenpai).
 * False, the declarations left as they were, when the hand does not reach the
 * draw (the replay will say where it stops).
 */
bool games_ask_declarations(tsumo_record *rec, bool ask_tenpai);

/*
 * Writes a record as a tenhou.net/6 JSON log (one object, one line) by
 * replaying it under `rules` (NULL: the record's). Returns false with a
 * message on stderr when the record does not replay.
 */
bool tenhou_export(FILE *to, const tsumo_record *rec, const tsumo_rules *rules);

/* The same, with the reason it failed in `why` instead of on stderr (the table has no stderr). */
bool tenhou_export_why(FILE *to, const tsumo_record *rec, const tsumo_rules *rules, char *why,
                       size_t why_size);

#endif

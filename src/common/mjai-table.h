/*
 * The referee's side of the mjai protocol (docs/mjai.md, "tsumo as an mjai
 * referee"): the engine's events as the mjai events each seat may see, or
 * the whole game as an mjai log; a seat's mjai answer as an engine action,
 * which the engine validates; and the table that seats mjai peers (pipes or
 * sockets) beside computer players in the seat loop (seats.h).
 *
 * mjai-seat.c is the other side: what a bot makes of the events it is sent.
 */
#ifndef TSUMO_COMMON_MJAI_TABLE_H
#define TSUMO_COMMON_MJAI_TABLE_H

#include "mjai.h"
#include "seats.h"

#include <stdio.h>
#include <sys/types.h>

/* The viewer of a stream that sees everything: an mjai log of the game. */
#define MJAI_TABLE_ALL 4

/* One message: an event and what a log or a server adds to it. */
typedef struct mjai_msg {
    mjai_event ev;
    bool has_deltas; /* hora, ryukyoku: each seat's change (ev.scores: after it) */
    int32_t deltas[4];
    uint8_t ura_count; /* hora of a riichi winner: the ura indicators */
    mjai_tile uras[TSUMO_MAX_INDICATORS];
    bool has_names; /* start_game */
    char names[4][TSUMO_NAME_SIZE];
    bool has_can_act, can_act; /* Mortal's dialect: whether the seat may act on it */
} mjai_msg;

/* Writes the message as one JSON line without its newline, as mjai_format. */
size_t mjai_msg_format(char *buf, size_t size, const mjai_msg *m);

/*
 * The events of one viewer (a seat 0-3, or MJAI_TABLE_ALL), batch by batch.
 * A win or a draw is held back until the hand's payment, so that it carries
 * its deltas and the scores after it; a draw comes after the other events
 * of its batch (a kan's indicator before the replacement tile).
 */
typedef struct mjai_stream {
    int viewer;
    bool skip_reach; /* the next riichi event was sent already (the table's reach) */
    int held_count;
    mjai_msg held[4];
} mjai_stream;

#define MJAI_STREAM_MAX 96 /* messages one batch may make */

void mjai_stream_init(mjai_stream *s, int viewer);

/*
 * The messages the engine's events `evs` make for the stream's viewer, `g`
 * being the game just after them (a deal's hands and the hand's result are
 * read from it). Returns how many went to `out` (at most MJAI_STREAM_MAX).
 */
int mjai_stream_feed(mjai_stream *s, const tsumo_game *g, const tsumo_rules *rules,
                     const tsumo_event *evs, int n, mjai_msg *out);

/* start_game for the viewer (id: the seat; names when `names` is not NULL). */
void mjai_stream_start(const mjai_stream *s, const char names[4][TSUMO_NAME_SIZE], mjai_msg *out);

/*
 * The engine action for seat `seat`'s answer in `g` (mjai_to_action on the
 * seat's view); `riichi`: the dahai after the seat's own reach. False when
 * the answer names no action the seat could take.
 */
bool mjai_table_action(const tsumo_game *g, const tsumo_rules *rules, int seat,
                       const mjai_event *ans, bool riichi, tsumo_action *out);

/* Whether the engine accepts `a` in `g` (tried on a copy); *why when it does not. */
bool mjai_table_accepts(const tsumo_game *g, const tsumo_action *a, tsumo_reason *why);

/*
 * Writes the game of `rec` replayed under `rules` (NULL: its own) to `to` as
 * an mjai log, every tile shown: start_game with the names, each hand from
 * start_kyoku (all four tehais) to end_kyoku, hora and ryukyoku with deltas
 * and scores, end_game with the final points. 0 when the record was walked
 * to its end; a walk_error (walk.h) when it could not be, 1 when `to` failed.
 */
int mjai_log_record(const tsumo_record *rec, const tsumo_rules *rules, FILE *to);

/* ---- a peer: one line a message, over a pipe pair or a socket --------------- */

#define MJAI_PEER_MAX_LINE 65536 /* an answer longer than this is refused whole */

typedef struct mjai_peer {
    int in, out; /* read from `in`, write to `out` (the same for a socket) */
    bool socket;
    bool gone;
    char buf[MJAI_PEER_MAX_LINE + 1];
    size_t len;
    bool skipping;                     /* the rest of a line too long is being dropped */
    char line[MJAI_PEER_MAX_LINE + 1]; /* the line handed out last */
} mjai_peer;

typedef enum mjai_got {
    MJAI_GOT_LINE,    /* a line */
    MJAI_GOT_LONG,    /* a line over MJAI_PEER_MAX_LINE (dropped) */
    MJAI_GOT_TIMEOUT, /* nothing by the deadline */
    MJAI_GOT_GONE     /* the peer closed or failed */
} mjai_got;

/* A peer on two file descriptors (made non-blocking), or on a socket when in == out. */
void mjai_peer_init(mjai_peer *p, int in, int out, bool socket);

/* Sends one line (the newline added); false when the peer is gone or stuck past `timeout_ms`. */
bool mjai_peer_send(mjai_peer *p, const char *line, size_t len, int timeout_ms);

/* Reads the next line, without its newline, into *line (valid until the next call). */
mjai_got mjai_peer_line(mjai_peer *p, int timeout_ms, const char **line, size_t *len);

/*
 * Starts argv[0] (looked up in PATH) with its standard input and output on
 * pipes: *from reads what it writes, *to writes what it reads (both closed
 * on exec). Its pid, or -1 when it cannot be started.
 */
pid_t mjai_spawn(char *const argv[], int *from, int *to);

/* The monotonic clock in milliseconds. */
long long mjai_now_ms(void);

/*
 * A client's join line ({"type":"join","name":N,"room":R}) checked: NULL
 * with the name, escaped as cli_escape shows it and cut whole to fit, in
 * `name`; else the error to send the client (English, the protocol's).
 */
const char *mjai_table_join(const char *line, size_t len, const char *room,
                            char name[TSUMO_NAME_SIZE]);

/* ---- the table: mjai peers and computer players at one game ---------------- */

typedef enum mjai_note {
    MJAI_NOTE_GARBAGE, /* an answer that is no mjai event */
    MJAI_NOTE_REFUSED, /* an answer the engine refuses (or that names tiles not held) */
    MJAI_NOTE_LATE,    /* no answer in time */
    MJAI_NOTE_GONE     /* the peer disconnected: level 1 plays the seat from here */
} mjai_note;

/* Told of every answer not taken as given: the seat, what, and the answer's line (or ""). */
typedef void (*mjai_note_fn)(void *ctx, int seat, mjai_note note, const char *line, size_t len,
                             tsumo_reason why);

typedef struct mjai_table mjai_table;

/*
 * A table for one game: `peers[s]` NULL for a computer seat. `timeout_ms`
 * for each answer; a peer late `MJAI_TABLE_LATE_GONE` times in a row, or
 * disconnected, is played by level 1. NULL when out of memory.
 */
#define MJAI_TABLE_LATE_GONE 3
mjai_table *mjai_table_new(const tsumo_rules *rules, mjai_peer *peers[4], int timeout_ms,
                           mjai_note_fn note, void *ctx);
void mjai_table_free(mjai_table *t);

/* Sends start_game to each peer; `g` is the game about to be played. */
void mjai_table_start(mjai_table *t, tsumo_game *g, const char names[4][TSUMO_NAME_SIZE]);

/*
 * The decider of a peer's seat (call it from the seat loop's decider with
 * the same arguments): its answer, when the engine accepts it (a game in
 * penalize mode accepts a false win or a wrong call and punishes it); else
 * the drawn tile discarded, or a pass in a claim window, and the note said.
 * Level 1's decision once the peer is gone.
 */
seat_answer mjai_table_decide(mjai_table *t, seats *loop, int seat, const tsumo_action *legal,
                              int n, tsumo_action *out);

/* Every action applied and its events (call it from the seat loop's `applied`). */
void mjai_table_applied(mjai_table *t, const tsumo_event *evs, int n);

/* The game is over: the last events (end_game) go out. */
void mjai_table_finish(mjai_table *t);

/*
 * Mortal's dialect (docs/mjai.md, "Dialects"): every event carries `can_act`,
 * true where the seat may act, and only those are answered. Off (the
 * default): every event is answered, `none` to pass.
 */
void mjai_table_can_act(mjai_table *t, bool on);

/*
 * akochan's pipe (Mortal's arena; docs/mjai.md, "Dialects"): can_act as
 * above, and an answer is a JSON array of one or two actions: a call or a
 * riichi with the discard after it decided at once ([pon, dahai]); the
 * discard is then taken without asking again.
 */
void mjai_table_pairs(mjai_table *t, bool on);

/*
 * mjai.app's (RiichiLab): the events since the last line go out as one JSON
 * array, and each line is answered by one action (`none` to pass).
 */
void mjai_table_batched(mjai_table *t, bool on);

/* Whether seat s is still a peer's (not a computer's, not gone). */
bool mjai_table_has_peer(const mjai_table *t, int s);

/* Answers taken, refused and late, over the game. */
typedef struct mjai_table_counts {
    long messages, answers, decisions, refused, late, garbage;
} mjai_table_counts;
const mjai_table_counts *mjai_table_counted(const mjai_table *t);

#endif

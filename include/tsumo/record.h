/*
 * tsumo: game records (docs/record-format.md).
 *
 * A record is what it takes to play a game again exactly: the ruleset, the
 * seed or the stacked walls, the players' names and the actions, hand by
 * hand, with what each hand paid so that a replay can be checked. The text
 * format is versioned and line based, one action a line ("S discard 5m").
 *
 * The library reads a record from a buffer and writes one through a
 * caller-supplied function; it never opens a file. A damaged text is refused
 * with the line, the column and what was expected (tsumo_diag), never a
 * crash.
 *
 * In memory, seats are absolute (0-3, seat 0 the first dealer) as in the
 * engine; the text names them by their wind in each hand. Passes in a claim
 * window are not stored: a seat that does not answer before the record moves
 * on has passed (tsumo_replay_step supplies the pass).
 */
#ifndef TSUMO_RECORD_H
#define TSUMO_RECORD_H

#include "tsumo/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the text format, the first line's "tsumo-record 1". */
#define TSUMO_RECORD_VERSION 1

/*
 * The layout of tsumo_record these headers describe (tsumo_record.version).
 * A record is made by the library only (tsumo_record_new, tsumo_record_parse),
 * which sets `version`; fields are added at the end under a new version, and
 * the functions that take a record refuse one of another version with
 * TSUMO_EVERSION (a record made by a caller or a library built from other
 * headers), rather than read it at the wrong offsets.
 */
#define TSUMO_RECORD_STRUCT_VERSION 1u

/* What a hand paid, as the record says (the engine's tsumo_hand_result in short). */
typedef struct tsumo_record_result {
    uint8_t end;      /* tsumo_hand_end; TSUMO_END_NONE: the record does not say */
    uint8_t abort;    /* tsumo_abort, for TSUMO_END_ABORT */
    int32_t delta[4]; /* by seat: each seat's change, sticks included */
} tsumo_record_result;

/* One hand: its header, its wall if stacked, its actions and its result. */
typedef struct tsumo_record_hand {
    uint8_t round;     /* 0 East, 1 South, ... */
    uint8_t hand;      /* 0-3; the dealer is seat `hand` */
    int16_t honba;     /* -1: not given */
    int16_t sticks;    /* -1: not given */
    bool has_scores;   /* scores at the start of the hand are given */
    int32_t scores[4]; /* by seat */
    bool has_wall;     /* the hand is dealt from `wall` (stacked), not from the seed */
    tsumo_wall wall;
    size_t first_action; /* index in tsumo_record.actions */
    size_t action_count;
    tsumo_record_result result;
    int line;        /* of the `hand` line in the text, 0 for a record built in memory */
    int result_line; /* of its `result` line, 0 when none */
} tsumo_record_hand;

typedef struct tsumo_record {
    unsigned int version; /* TSUMO_RECORD_STRUCT_VERSION, set by the library */
    tsumo_rules rules;
    uint64_t seed;
    bool draw_seats; /* R-SEAT-02: seats by lot from the seed; false: player i at seat i */
    char names[4][TSUMO_NAME_SIZE];
    bool has_start; /* the game starts from `start` instead of East 1 */
    tsumo_game_start start;

    size_t hand_count;
    tsumo_record_hand *hands;
    size_t action_count;
    tsumo_action *actions; /* every hand's actions, in order; seats absolute */
    int *action_lines;     /* the text line of each action, 0 when built in memory */

    bool has_end;     /* the record plays to the end of the game */
    bool has_final;   /* and gives the final points */
    int32_t final[4]; /* by seat, tsumo_game_final.points */

    /* private: capacities and the walls stacked for hands not dealt yet */
    size_t hand_cap, action_cap;
    int pending_walls;
    tsumo_wall pending[TSUMO_MAX_STACKED];
} tsumo_record;

/*
 * An empty record under `rules` for a game made with `setup` (its seed,
 * names, seating, stacked walls and start are copied). Free it with
 * tsumo_record_free(). TSUMO_EVERSION for rules of a version the library
 * does not know.
 */
TSUMO_API tsumo_status tsumo_record_new(tsumo_record **out, const tsumo_rules *rules,
                                        const tsumo_game_setup *setup);

TSUMO_API void tsumo_record_free(tsumo_record *rec);

/* The setup that recreates the record's game; borrows `rec` (names, walls, start). */
TSUMO_API void tsumo_record_setup(const tsumo_record *rec, tsumo_game_setup *out);

/*
 * Builds a record piece by piece (an importer, the parser): appends a hand,
 * whose actions then follow. `hand->first_action` and `action_count` are
 * set here. TSUMO_EINVAL for an action before any hand.
 */
TSUMO_API tsumo_status tsumo_record_push_hand(tsumo_record *rec, const tsumo_record_hand *hand);
TSUMO_API tsumo_status tsumo_record_push_action(tsumo_record *rec, const tsumo_action *action,
                                                int line);

/* ---- writing a record while a game is played ------------------------------ */

/*
 * Notes an action that tsumo_game_apply() has just accepted in `game` (the
 * state after it). Passes are not kept; NEXT_HAND starts a hand (with its
 * header taken from the game and its wall when one was stacked); an action
 * that ends a hand stores the result. TSUMO_ENOMEM when the arrays cannot
 * grow.
 */
TSUMO_API tsumo_status tsumo_record_add(tsumo_record *rec, const tsumo_game *game,
                                        const tsumo_action *action);

/* Notes a wall given to tsumo_game_stack_wall(): it belongs to the next hand dealt. */
TSUMO_API tsumo_status tsumo_record_stack_wall(tsumo_record *rec, const tsumo_wall *wall);

/* ---- text ------------------------------------------------------------------ */

/*
 * Parses a record. On failure returns TSUMO_EPARSE (or TSUMO_ENOMEM) and
 * fills `diag`: line and column (from 1), the word concerned in `key`, what
 * was found and what was expected. *out is NULL then.
 */
TSUMO_API tsumo_status tsumo_record_parse(tsumo_record **out, const char *text, size_t len,
                                          tsumo_diag *diag);

/* Receives the text piece by piece; returns false to stop (the writer then returns EINVAL). */
typedef bool (*tsumo_write_fn)(void *ctx, const char *data, size_t len);

/* Writes the record as text; tsumo_record_parse() reads it back to an equal record. */
TSUMO_API tsumo_status tsumo_record_write(const tsumo_record *rec, tsumo_write_fn write, void *ctx);

/* Writes into `buf` like snprintf: returns the length the whole text needs. */
TSUMO_API size_t tsumo_record_format(char *buf, size_t size, const tsumo_record *rec);

/*
 * Whether two records hold the same game: rules, setup, hands, actions and
 * results. Tiles count by face (kind and red), as actions name them; the
 * line numbers are ignored.
 */
TSUMO_API bool tsumo_record_equal(const tsumo_record *a, const tsumo_record *b);

/* ---- replaying -------------------------------------------------------------- */

/* What tsumo_replay_step() did, or what stopped it. */
typedef enum tsumo_replay_kind {
    TSUMO_REPLAY_ACTION = 0, /* applied the record's next action */
    TSUMO_REPLAY_PASS,       /* applied a pass the record leaves out */
    TSUMO_REPLAY_DEAL,       /* applied NEXT_HAND: a hand of the record begins */
    TSUMO_REPLAY_GAME_END,   /* applied NEXT_HAND after the last hand: the game is over */
    TSUMO_REPLAY_DONE,       /* nothing left to play */
    TSUMO_REPLAY_REFUSED,    /* the engine refused the record's action (`reason`) */
    TSUMO_REPLAY_MISMATCH    /* the game differs from what the record says (`mismatch`) */
} tsumo_replay_kind;

typedef enum tsumo_replay_mismatch {
    TSUMO_MISMATCH_NONE = 0,
    TSUMO_MISMATCH_HAND,      /* a different hand (round, dealer) was dealt than the header says */
    TSUMO_MISMATCH_HONBA,     /* counters at the deal */
    TSUMO_MISMATCH_STICKS,    /* riichi sticks on the table at the deal */
    TSUMO_MISMATCH_SCORES,    /* scores at the deal */
    TSUMO_MISMATCH_NOT_OVER,  /* the record's hand ends but the game's goes on */
    TSUMO_MISMATCH_OVER,      /* the game's hand ended but the record has actions left */
    TSUMO_MISMATCH_END,       /* the hand ended differently (win, draw, abort, chombo) */
    TSUMO_MISMATCH_PAYMENT,   /* a seat's change differs */
    TSUMO_MISMATCH_GAME_OVER, /* the game ended (or not) where the record does not (does) */
    TSUMO_MISMATCH_FINAL,     /* final points differ */
    TSUMO_MISMATCH_COUNT
} tsumo_replay_mismatch;

/* "payment", "honba", ...: identifiers, not sentences. */
TSUMO_API const char *tsumo_replay_mismatch_id(tsumo_replay_mismatch mismatch);

/*
 * The English msgid, for gettext, that says what differs; its conversions
 * take, in order: HAND the file's and the game's hand names (%s %s), HONBA
 * and STICKS the file's and the game's numbers (%d %d), SCORES, PAYMENT
 * and FINAL the seat's name and the two numbers (%s %d %d, the payment
 * signed), END the file's and the game's ends of the hand (%s %s); the
 * others none. GAME_OVER has one msgid for each side that ended the game
 * (`expected`: the file did). NULL out of range and for NONE.
 */
TSUMO_API const char *tsumo_replay_mismatch_msgid(tsumo_replay_mismatch mismatch, bool expected);

/* A replay in progress: the game and where the record is. */
typedef struct tsumo_replay {
    const tsumo_record *rec;
    tsumo_game *game;
    size_t hand;   /* the record's hand being played; hand_count before the first deal */
    size_t next;   /* the record's next action */
    bool dealt;    /* `hand` has been dealt */
    bool finished; /* DONE or a stop was reported */
} tsumo_replay;

/* One step's report. */
typedef struct tsumo_replay_report {
    uint8_t kind;          /* tsumo_replay_kind */
    tsumo_action action;   /* the action applied or refused */
    size_t hand;           /* index of the record's hand concerned */
    size_t action_index;   /* index of the record's action (ACTION, REFUSED) */
    int line;              /* the record's line concerned, 0 when unknown */
    uint8_t reason;        /* tsumo_reason, for REFUSED */
    uint8_t mismatch;      /* tsumo_replay_mismatch, for MISMATCH */
    uint8_t seat;          /* the seat concerned by a mismatch, TSUMO_NO_SEAT */
    int32_t expected, got; /* for MISMATCH: what the record says and what the game did */
    bool hand_over;        /* the step ended a hand: tsumo_game_result() has it */
    int event_count;
    tsumo_event events[TSUMO_GAME_MAX_EVENTS];
} tsumo_replay_report;

/*
 * Starts replaying `rec` under `rules` (NULL: the record's own). The replay
 * owns a new game; end it with tsumo_replay_end(). TSUMO_EINVAL when the
 * record's setup is not a valid game.
 */
TSUMO_API tsumo_status tsumo_replay_begin(tsumo_replay *r, const tsumo_record *rec,
                                          const tsumo_rules *rules);

/*
 * Plays one step: a pass the record leaves out, the record's next action, or
 * the deal of its next hand; then checks what the record says against the
 * game. Returns TSUMO_OK with the step's report in `out`. After REFUSED
 * (the game is left as it was before the refused action) and after the
 * mismatches NOT_OVER, OVER and GAME_OVER the replay is over: every further
 * step reports DONE. After another mismatch (a number differs) the step was
 * taken and the replay can go on. A step never allocates.
 */
TSUMO_API tsumo_status tsumo_replay_step(tsumo_replay *r, tsumo_replay_report *out);

TSUMO_API void tsumo_replay_end(tsumo_replay *r);

#ifdef __cplusplus
}
#endif
#endif

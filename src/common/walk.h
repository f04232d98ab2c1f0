/*
 * One walker over a record (a game file, one game of a log, a demo's record),
 * for every feature that replays a game and reacts to each step: the viewer's
 * timeline, explain, replay, the demos, the Tenhou export, resume and the
 * declarations at a draw. The engine replays (tsumo_replay_step); the walker
 * hands each step to the caller's callbacks, as libgit2's git_diff_foreach
 * hands each file, hunk and line: a struct of optional callbacks and a
 * payload, and a callback's nonzero return stops the walk and is returned.
 */
#ifndef TSUMO_COMMON_WALK_H
#define TSUMO_COMMON_WALK_H

#include "shared.h"

/* Why the walk stopped by itself, when not at the record's end (0) or by a callback. */
enum walk_error {
    WALK_ESTART = -1,   /* the record's setup is not a valid game under the rules */
    WALK_EREFUSED = -2, /* the engine refused the record's next action (or deal) */
    WALK_ENOMEM = -3    /* out of memory */
};

/* Where the walk stands: the step just taken, or (for `before`) the one about to be. */
typedef struct walk_step {
    const tsumo_replay *replay; /* replay->game is the game after the step; don't change it */
    const tsumo_replay_report *report; /* what the step did; NULL in `begin` and `before` */
    size_t steps;                      /* the steps taken so far, this one included */
    size_t after; /* the record's actions of the hand being played applied, 0 before a deal */
} walk_step;

typedef int (*walk_fn)(const walk_step *step, void *payload);

/*
 * Each is optional. Every step goes to one of deal, action, mismatch and
 * stop, then to hand_end when it ended a hand (a mismatch's step too: a
 * payment that differs still ends the hand). A callback stops the walk with
 * a positive value, which no walk_error can be taken for.
 */
typedef struct walk_callbacks {
    walk_fn begin;    /* once, the game as set up, before the first step */
    walk_fn before;   /* before each step, the game as it stands */
    walk_fn deal;     /* TSUMO_REPLAY_DEAL: a hand of the record is dealt and agrees */
    walk_fn action;   /* TSUMO_REPLAY_ACTION or PASS (a pass the record leaves out) */
    walk_fn mismatch; /* TSUMO_REPLAY_MISMATCH: the game differs from the record; the walk
                         goes on, to `stop` with DONE when replay->finished */
    walk_fn hand_end; /* the step ended a hand: tsumo_game_result() has it */
    walk_fn stop;     /* the last step: DONE, GAME_END (the game is over) or REFUSED */
} walk_callbacks;

/*
 * Replays `rec` under `rules` (NULL: the record's own) and calls `cb` with
 * `payload` at each step. Returns 0 when the record has been walked to its
 * end, a callback's nonzero return as soon as one returns it, or a walk_error
 * (WALK_EREFUSED after `stop` has seen the refusal). With `end`, the game as
 * the walk left it is the caller's to free (tsumo_game_free); NULL when the
 * game could not start or be kept (WALK_ENOMEM).
 */
int walk_record(const tsumo_record *rec, const tsumo_rules *rules, const walk_callbacks *cb,
                void *payload, tsumo_game **end);

#endif

/*
 * The seat loop: one way to let the seats of a game act in turn, whoever
 * decides for them (docs/architecture.md).
 *
 * A seat's decider is the keyboard (a human: the loop stops and waits), a
 * computer player (src/bot) or the caller's own function (an outside bot on
 * the mjai protocol, a drill that watches the hand, a bench that keeps the
 * positions). seats_run() pulls the next pending decision off the engine,
 * as tmux's command queue pulls its next command: of the seats the engine
 * asks now (tsumo_game_to_act), the lowest one whose decider answers acts;
 * its action is applied and reported to `applied`, and the loop goes on.
 * When every seat asked waits, seats_run() returns SEATS_WAIT with those
 * seats in `waiting`, and the caller comes back with the action a key chose
 * (seats_act) and runs the loop again. Nothing recurses and nothing is
 * allocated: a caller may keep a seats on the stack and rebuild it at will.
 */
#ifndef TSUMO_COMMON_SEATS_H
#define TSUMO_COMMON_SEATS_H

#include "bot.h"
#include "tsumo/tsumo.h"

#include <stdbool.h>

typedef struct seats seats;

typedef enum seat_kind {
    SEAT_HUMAN,    /* the keyboard: the loop waits for seats_act */
    SEAT_COMPUTER, /* a computer player at `level`, or `decide` when set */
    SEAT_OUTSIDE,  /* `decide`: an outside bot (an mjai peer) */
} seat_kind;

typedef enum seat_answer {
    SEAT_ACT,  /* *out holds the seat's action */
    SEAT_WAIT, /* not now (a computer's pause at the table): the loop waits for the seat */
    SEAT_STOP, /* the caller stops the game here */
} seat_answer;

/* A decider: one of the seat's `n` legal actions (1 to TSUMO_GAME_MAX_LEGAL) into *out. */
typedef seat_answer (*seat_decide_fn)(seats *loop, int seat, const tsumo_action *legal, int n,
                                      tsumo_action *out);

/* Told of every action applied and its events; false stops the loop (SEATS_STOP). */
typedef bool (*seats_applied_fn)(seats *loop, const tsumo_action *action, const tsumo_event *events,
                                 int count);

typedef struct seat_decider {
    seat_kind kind;
    int level;             /* SEAT_COMPUTER without `decide`: BOT_LEVEL_MIN to BOT_LEVEL_MAX */
    seat_decide_fn decide; /* NULL for a human, or for a computer deciding with seats_bot */
} seat_decider;

typedef enum seats_status {
    SEATS_OVER,     /* the game is over */
    SEATS_WAIT,     /* the seats of `waiting` must act first (seats_act) */
    SEATS_STOP,     /* a decider or `applied` stopped the loop */
    SEATS_STUCK,    /* nobody may act and the game is not over */
    SEATS_NO_LEGAL, /* seat `at` must act and has no legal action */
    SEATS_REFUSED,  /* the engine refused `refused`: `status`, `why` */
} seats_status;

struct seats {
    tsumo_game *game;
    const tsumo_rules *rules; /* what the computer players know of the game's rules */
    seat_decider seat[4];
    seats_applied_fn applied; /* may be NULL */
    void *arg;                /* the caller's, for its deciders and `applied` */
    /* what the last call found */
    unsigned waiting;
    int at;
    tsumo_action refused;
    tsumo_status status;
    tsumo_reason why;
    tsumo_event events[TSUMO_GAME_MAX_EVENTS];
};

/* Four computer players at `level` (or humans: set kinds after), no callbacks. */
void seats_init(seats *loop, tsumo_game *game, const tsumo_rules *rules, seat_kind kind, int level);

/* Steps the game until it is over, a seat waits, or something stops it. */
seats_status seats_run(seats *loop);

/*
 * A waiting seat's action (a key): applied and reported as any other. False
 * when the engine refuses it (then `refused`, `status` and `why` say so), or
 * when `applied` stops (`status` is TSUMO_OK then).
 */
bool seats_act(seats *loop, const tsumo_action *action);

/*
 * The computer player's decision for `seat` at its level, from the seat's own
 * view: the only action when there is one, the first listed when the level
 * is out of range. Always SEAT_ACT.
 */
seat_answer seats_bot(seats *loop, int seat, const tsumo_action *legal, int n, tsumo_action *out);

/*
 * seats_bot, and why (bot_decide_why): a decider of the caller's that counts
 * or shows the reasons (`tsumo sim`) asks this one. *why is BOT_WHY_ONLY when
 * there was no choice or the level is out of range; `view` (may be NULL)
 * receives the seat's view the decision was made from, when there was a choice.
 */
seat_answer seats_bot_why(seats *loop, int seat, const tsumo_action *legal, int n,
                          tsumo_action *out, bot_why *why, tsumo_view *view);

#endif

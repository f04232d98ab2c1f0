/*
 * A game laid out step by step for the viewer (issue 12), without curses.
 *
 * A record is replayed once through the engine (walk.h) and the
 * game is kept after every step (the state is fixed-size: a copy is a
 * memcpy), so that going back is as cheap as going forward. A run of passes
 * in a claim window is one step; every other action, the deal of a hand and
 * the end of the game are one step each. Each step has a line that says what
 * happened and, where a rule decides it, the rule's section ("EMA 3.4.5"):
 * the narrator's sentences of the engine's events (narrate.h), translated.
 */
#ifndef TSUMO_COMMON_TIMELINE_H
#define TSUMO_COMMON_TIMELINE_H

#include "narrate.h"
#include "shared.h"

#include <stddef.h>

#define TIMELINE_LINE 320

/*
 * What a step brings on the screen, for a demo's caption that stands where it
 * happens (docs/demo-format.md, `caption-at`): a claim said in a claim window,
 * a meld made, a tile drawn, an indicator turned, a riichi stick put on the
 * table, the hand's end (its result pages).
 */
enum {
    TIMELINE_SHOWS_CLAIM = 1 << 0,
    TIMELINE_SHOWS_CALL = 1 << 1,
    TIMELINE_SHOWS_DRAW = 1 << 2,
    TIMELINE_SHOWS_DORA = 1 << 3,
    TIMELINE_SHOWS_STICK = 1 << 4,
    TIMELINE_SHOWS_RESULT = 1 << 5
};

typedef struct timeline_step {
    tsumo_game *game;         /* the game after the step (owned) */
    size_t hand;              /* the record's hand; hand_count before the first deal */
    size_t after;             /* the record's actions of that hand applied */
    uint8_t kind;             /* tsumo_replay_kind of the step's last report */
    bool hand_over;           /* the step ended a hand */
    uint8_t shows;            /* TIMELINE_SHOWS_*: what the step brings on the screen */
    char line[TIMELINE_LINE]; /* what happened, translated, terminal-safe */
} timeline_step;

typedef struct timeline {
    const tsumo_record *rec;
    tsumo_rules rules;
    timeline_step *steps; /* steps[0]: the game before the first deal */
    size_t count, cap;
    size_t *deals; /* the step that deals each hand, in order */
    size_t deal_count;
    char stop[TIMELINE_LINE]; /* why the replay stopped before the record's end, or "" */
} timeline;

/*
 * Replays `rec` under `rules` (NULL: the record's own) into `t`. A record the
 * engine refuses part way is kept up to the refusal, and `t->stop` says why.
 * False (with `why`) only when the game cannot start or memory runs out.
 */
bool timeline_build(timeline *t, const tsumo_record *rec, const tsumo_rules *rules, char *why,
                    size_t why_size);

/* Room for a tile's name in a line: the widest face of a style and a red five's mark. */
#define TIMELINE_TILE NARRATE_TILE

/*
 * How the lines name a tile: the viewer names them as the table's log does in
 * its tile style; NULL (timeline_build) writes mpsz, "5p", "0p" for a red five.
 * The name must be safe for the terminal.
 */
typedef narrate_namer timeline_namer;

/* `log`: the record is a Tenhou or Majiang log's (narrator.log): no dice, its ruleset cited. */
bool timeline_build_named(timeline *t, const tsumo_record *rec, const tsumo_rules *rules,
                          const timeline_namer *namer, bool log, char *why, size_t why_size);
void timeline_free(timeline *t);

/* The hand (index in t->deals) that step `i` belongs to; 0 before the first deal. */
size_t timeline_hand_of(const timeline *t, size_t i);

/* What one seat's panel shows, read from the game as that seat sees it. */
typedef struct timeline_seat {
    int shanten;    /* -1 complete, 0 tenpai, ... */
    int tiles;      /* concealed tiles held (13 or 14) */
    int wait_count; /* with 13 tiles: the kinds that complete the hand */
    tsumo_kind waits[TSUMO_KINDS];
    int unseen[TSUMO_KINDS]; /* of each wait, the tiles this seat cannot see */
    uint8_t furiten;         /* TSUMO_FURITEN_* */
    uint8_t riichi;          /* 0, 1 riichi, 2 double */
    bool dead;
    tsumo_kindset pond_waits; /* waits among the seat's own discards (R-FURI-01) */
} timeline_seat;

void timeline_seat_read(const tsumo_game *game, int seat, timeline_seat *out);
/*
 * The same for the hand a discard of `discard` would leave (TSUMO_NO_TILE: the
 * hand as held): its shanten, its waits, and those waits among the discards
 * with that tile in them, which would make a riichi furiten (the coach, issue 14).
 */
void timeline_seat_after(const tsumo_game *game, int seat, tsumo_tile discard, timeline_seat *out);

#endif

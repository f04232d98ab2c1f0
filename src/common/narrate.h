/*
 * The one narrator (issue 18): an engine event as a sentence, told from one
 * point of view, with the rule it stands for cited from the ruleset in play.
 *
 * The table's log, the viewer's step lines, `tsumo replay` and `tsumo
 * explain` say events through it, so that a pon or a win reads the same
 * everywhere. A narrator is told only what its point of view may know: a
 * seat hears "East draws", never the tile another seat drew, and an event
 * its seat may not see makes no sentence at all. The rule's section is
 * never written into a sentence by hand: the narrator asks the CHECKLIST
 * rule ID of the event and cli_rule_source() gives its section under the
 * ruleset ("EMA 3.4.5", or the ruleset's key where it departs from EMA).
 */
#ifndef TSUMO_COMMON_NARRATE_H
#define TSUMO_COMMON_NARRATE_H

#include "shared.h"

#include <stddef.h>

/* Room for one sentence: several events of one step joined stay in it. */
#define NARRATE_LINE 320
/* Room for a tile's name: the widest face of a style and a red five's mark. */
#define NARRATE_TILE 32

/* The viewer's point of view: every event, every hand face up. */
#define NARRATE_ALL 0xFE

/*
 * How the sentences name a tile: the table and the viewer in their tile
 * style; NULL writes mpsz ("5p", "0p" for a red five). Safe for the terminal.
 */
typedef struct narrate_namer {
    const char *(*name)(char *buf, size_t size, tsumo_tile tile, int red_fives, const void *ctx);
    const void *ctx;
} narrate_namer;

typedef struct narrator {
    const tsumo_rules *rules;   /* whose sections are cited (and red fives named) */
    const narrate_namer *namer; /* how a tile is named, or NULL: mpsz */
    int seat;                   /* the point of view: 0-3, TSUMO_NO_SEAT, NARRATE_ALL */
    bool detail; /* the viewer's: a ruled sentence ends with its section (" — EMA 3.3.12"), and
                    says what the events before it make of it (a kan's indicator turned at once,
                    a call that beat another, a deal's counters) */
    bool log;    /* a Tenhou or Majiang log's game: no dice recorded, and its rules are its
                    ruleset's, never EMA's (every rule cites the ruleset by name) */
    char names[4][TSUMO_NAME_SIZE]; /* each seat as the sentences call it */
    /* what a sentence needs to know of the events before it */
    tsumo_tile discard; /* the latest discard: the tile a pass or a claim is about */
    uint8_t claimed[4]; /* each seat's claim in the current window (action type), 0 none */
    bool kan_pending;   /* a kan was declared and no discard followed: its indicator is turned
                           at once (the chankan window's passes between) */
    bool kan_late;      /* a discard followed a kan whose indicator is not turned yet */
    uint8_t kan_type;   /* its tsumo_meld_type */
    bool in_deal;       /* a hand has just started: its next indicator is the first */
} narrator;

/* A narrator for `seat`'s point of view under `rules`; names are set by the caller. */
void narrate_init(narrator *n, const tsumo_rules *rules, const narrate_namer *namer, int seat,
                  bool detail);

/*
 * Says event `e` as the narrator's point of view sees it into `out` (at most
 * NARRATE_LINE bytes, translated); false, with `out` empty, for an event that
 * makes no sentence there. Every event must be told, in order, even those that
 * make none: the sentences of later events depend on them.
 */
bool narrate_event(narrator *n, const tsumo_event *e, char *out, size_t size);

/* A claim in a window still open: "Ann claims a pon" (an ANSWER's action type). */
const char *narrate_claim(const narrator *n, int seat, int type, char *out, size_t size);

/* "Ann wins by ron on 5m from Bo", "Ann wins by tsumo on 5m" (from TSUMO_NO_SEAT). */
const char *narrate_win(char *out, size_t size, const char *who, const char *tile,
                        const char *from);

/*
 * The section of CHECKLIST rule `rule` under the narrator's ruleset, as
 * cli_rule_source() gives it: "EMA 3.4.5", "ruleset key kuikae, not EMA
 * preface #3"; for a log's game, the ruleset by name (cli_ruleset_source).
 */
const char *narrate_rule(const narrator *n, const char *rule, char *buf, size_t size);

/* A tile named as the narrator names tiles. */
const char *narrate_tile(const narrator *n, tsumo_tile tile, char buf[NARRATE_TILE]);

#endif

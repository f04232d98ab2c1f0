/*
 * The findings of a game, worded and ranked once (issue 18): why a seat is
 * furiten, a win or a call offered and not taken, a riichi in furiten, a call
 * that leaves no yaku. `tsumo explain`, the viewer (its seat panel and its
 * findings), the drills and the coach at the table all say them with the
 * functions below, so that one furiten reads the same string everywhere; the
 * rule's section comes from the narrator's ruleset (narrate_rule).
 *
 * What `tsumo explain` finds in a game (issue 14), where it happened, for the
 * viewer to go to (issue 12): the finding's seat, the record's hand and the
 * actions of that hand applied when it was found (a timeline step's `hand`
 * and `after`), and its line as `tsumo explain` prints it, translated and
 * safe for the terminal. explain.c finds them; main.c hands its finder to the
 * viewer, which may include no verb's header.
 */
#ifndef TSUMO_COMMON_FINDINGS_H
#define TSUMO_COMMON_FINDINGS_H

#include "narrate.h"
#include "shared.h"

#include <stdlib.h>

typedef struct finding {
    int seat; /* the seat in the first hand, 0-3 */
    size_t hand;
    size_t after;
    char *text; /* owned */
} finding;

typedef struct finding_list {
    finding *items; /* in the order they happened */
    size_t count;
} finding_list;

/* Replays `rec` under `rules` (NULL: its own) into `out`; false when it does not replay whole. */
typedef bool (*findings_fn)(finding_list *out, const tsumo_record *rec, const tsumo_rules *rules);

static inline void findings_free(finding_list *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->items[i].text);
    free(l->items);
    l->items = NULL;
    l->count = 0;
}

/* ---- furiten and why ---- */

/* The one reason said of a furiten, the one that lasts longest first. */
typedef enum findings_furiten_kind {
    FINDINGS_NOT_FURITEN = 0,
    FINDINGS_FURITEN_RIICHI,   /* a winning tile passed in riichi: to the hand's end (R-FURI-06) */
    FINDINGS_FURITEN_DISCARD,  /* a wait among own discards: until the wait changes (R-FURI-01) */
    FINDINGS_FURITEN_TEMPORARY /* a winning tile passed: until the next draw (R-FURI-04) */
} findings_furiten_kind;

/* What a seat's furiten is made of, as the seat itself sees it. */
typedef struct findings_furiten {
    uint8_t reasons;          /* TSUMO_FURITEN_* the engine holds */
    tsumo_kindset waits;      /* the hand's waits */
    tsumo_kindset pond_waits; /* those among its own discards */
    bool riichi;              /* the seat is in riichi: its wait cannot change (EMA 3.3.12) */
} findings_furiten;

/*
 * Reads `seat`'s furiten from its own view; with `discard` (a held tile, or
 * TSUMO_NO_TILE) the hand that discard would leave, as the coach asks before
 * it is made. A seat holding a drawn tile waits as its hand without it.
 */
void findings_furiten_read(findings_furiten *out, const tsumo_game *game, int seat,
                           tsumo_tile discard);
findings_furiten_kind findings_furiten_rank(const findings_furiten *f);
/*
 * "furiten: 9s in own discards (EMA 3.4.5)" (in riichi, whose wait cannot change, the
 * section of riichi in furiten, R-RII-05: EMA 3.3.12), "temporary furiten: a wait (1p 4p)
 * passed (EMA 3.4.5)", "riichi furiten: a wait (3p 6p) passed in riichi (EMA
 * 3.3.12)"; "" when not furiten. Tiles and sections as `n` names them.
 */
const char *findings_furiten_text(char *buf, size_t size, const findings_furiten *f,
                                  const narrator *n);
/* The two above on the game: what the viewer's panel, the coach, explain and the drills say. */
const char *findings_furiten_line(char *buf, size_t size, const tsumo_game *game, int seat,
                                  tsumo_tile discard, const narrator *n);

/* ---- wins, calls and riichi ---- */

/* "could win by ron on 4s and did not; ..." (R-WIN-04); TSUMO_NO_KIND: the tile is unknown. */
const char *findings_missed_ron(char *buf, size_t size, tsumo_kind tile, const narrator *n);
/* "could win by tsumo and did not (EMA 3.3.11)" (R-WIN-05). */
const char *findings_missed_tsumo(char *buf, size_t size, const narrator *n);
/* "calls passed in this hand: 1 chi, 2 pon (...)": counts of chi, pon, kan; "" when none. */
const char *findings_calls_passed(char *buf, size_t size, const int passed[3], const narrator *n);
/* A riichi declared while furiten (R-RII-05): `ahead` warns before it is declared. */
const char *findings_riichi_furiten(char *buf, size_t size, bool ahead, tsumo_kindset pond_waits,
                                    const narrator *n);
/* A chi, pon or kan (action type) that leaves no yaku to win with (R-WIN-02); `ahead` warns. */
const char *findings_yakuless_call(char *buf, size_t size, int call, bool ahead, const narrator *n);

#endif

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

#include "bot.h"
#include "narrate.h"
#include "shared.h"

#include <stdlib.h>

/*
 * What a finding is. Findings are ranked by the points they cost (`points`,
 * docs/tsumo.6 "tsumo explain"); those whose cost the replay cannot count come
 * after, in this order, and discards by what they lost (`weight`).
 */
typedef enum finding_kind {
    FINDING_MISSED_WIN = 0, /* a ron or tsumo offered and not taken: the win's value */
    FINDING_DEAL_IN,        /* a discard another seat won on: what the discarder paid */
    FINDING_WIN_REFUSED,    /* a winning tile passed by unheard: furiten (the ron's value) or no
                               yaku */
    FINDING_YAKULESS_CALL,  /* a call that left no yaku: the hand cannot win */
    FINDING_RIICHI_FURITEN, /* a riichi declared while furiten */
    FINDING_FURITEN,        /* furiten, and why */
    FINDING_CALL_PASSED,    /* a call the strongest level would have made */
    FINDING_DISCARD,        /* a discard the strongest level would not have made */
    FINDING_CALLS_SUMMARY,  /* every call passed in a hand (--verbose) */
    FINDING_KINDS
} finding_kind;

typedef struct finding {
    int seat; /* the seat in the first hand, 0-3 */
    size_t hand;
    size_t after;
    char *text;   /* owned */
    int points;   /* what it cost, in points; 0 when the replay cannot count it */
    uint8_t kind; /* finding_kind */
    int weight;   /* FINDING_DISCARD: shanten lost * 1000 + tiles of ukeire lost */
    bool verbose; /* told only with --verbose: a discard told apart by value or shape alone, a
                     hand's calls passed */
} finding;

/* How a seat's discards compare with the strongest level's (a NAGA- or Mortal-style rating). */
typedef struct finding_rating {
    int discards;     /* discards rated: a choice of two kinds or more, not in riichi */
    int matched;      /* of them, the strongest level's own choice */
    int shanten_lost; /* over the others: steps from tenpai lost */
    int ukeire_lost;  /* and, at equal shanten, tiles that improve the hand lost */
} finding_rating;

typedef struct finding_list {
    finding *items; /* in the order they happened */
    size_t count;
    finding_rating rating[4]; /* by seat in the first hand */
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

/*
 * The findings of `seat` among items[0..count) (-1: every seat) most costly first, in out[] (at
 * most `max`), leaving out the verbose ones unless `verbose`; returns how many.
 * The one ranking of `tsumo explain` and of the viewer's review.
 */
size_t findings_ranked(const finding *items, size_t count, int seat, bool verbose,
                       const finding **out, size_t max);
/* "2000 points" for a finding whose cost is counted, "" for the others. */
const char *findings_points_text(char *buf, size_t size, const finding *f);
/*
 * "34 of 52 discards as the strongest level would (65%); 3 steps from tenpai and
 * 24 tiles of ukeire lost"; "no discard to rate" when there is none.
 */
const char *findings_rating_text(char *buf, size_t size, const finding_rating *r);

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

/* ---- the strongest level's judgement (src/bot/bot.h, docs/computer-players.md "Advice") ---- */

/* "genbutsu", "suji", "kabe", "one chance", "honour", "dangerous": a safety as players say it. */
const char *findings_safety_word(bot_safety safety);
/*
 * Why the level ranks `better` above `other`, worded once for the review, the
 * coach and the drills: "it leaves the hand 1-shanten, not 2-shanten", "12
 * tiles improve the hand after it, not 8", "it is safer against the riichi
 * (genbutsu)"...
 */
const char *findings_advice_reason(char *buf, size_t size, bot_reason reason,
                                   const bot_discard_advice *better,
                                   const bot_discard_advice *other, const narrator *n);
/*
 * "discarded 9m; level 3 would have discarded 1z here, because <why> (compared
 * with 9m: <reason>)": the level's own reason from bot_decide_why when it
 * chose `chosen` (a discard or riichi of best's tile) for `why`; NULL:
 * "discarded 9m; level 3 would have discarded 1z here, because <reason>".
 * `v` is the seat's view (the threat's name), or NULL.
 */
const char *findings_discard_advice(char *buf, size_t size, const bot_discard_advice *best,
                                    const bot_discard_advice *played, const tsumo_action *chosen,
                                    const bot_why *why, const tsumo_view *v, const narrator *n);

/* ---- a computer player's reasons (bot_decide_why, issue 19) ---- */

/*
 * Why a level made a decision, each code worded once here for the coach, the
 * review and whatever shows a computer's reasons: "it folds: 6s is the safest
 * tile against East's riichi; 4 safe tiles left", "it pushes: the hand is
 * worth 8000 points at tenpai with 5 winning tiles, though 8p is not safe
 * against East's riichi". `v` is the deciding seat's view, for the threat's
 * wind and the tile a claim is about; it may be NULL. Arguments a code leaves
 * unknown (-1, 0, TSUMO_NO_SEAT) are left out of the sentence.
 */
const char *findings_why_text(char *buf, size_t size, const bot_why *why, const tsumo_view *v,
                              const narrator *n);
/*
 * "level 3 would have discarded 6s here, because <why>"; `ahead` (the coach,
 * before the player acts): "level 3 would discard 6s here, because <why>".
 * `a` is the action the level chose.
 */
const char *findings_decision_text(char *buf, size_t size, int level, const tsumo_action *a,
                                   const bot_why *why, const tsumo_view *v, bool ahead,
                                   const narrator *n);

/* "dealt in: Bo won by ron on 4s" (what it cost is the finding's points). */
/* "dealt in: Bo won by ron on 4s" (what it cost is the finding's points). */
const char *findings_deal_in(char *buf, size_t size, const char *winner, tsumo_kind tile,
                             const narrator *n);
/*
 * A winning tile another seat discarded that the seat could not ron: furiten
 * (with what the ron would have been worth, 0 unknown) or no yaku (R-WIN-02).
 */
const char *findings_win_refused(char *buf, size_t size, tsumo_kind tile, bool furiten, int value,
                                 const narrator *n);
/*
 * A pon, chi or kan passed that the strongest level would have made: the
 * shanten before and after it, and whether it is a yakuhai (a yaku by itself).
 */
const char *findings_call_would_help(char *buf, size_t size, int call, tsumo_kind tile,
                                     int shanten_before, int shanten_after, bool yakuhai,
                                     const narrator *n);

/*
 * The points a ron on `tile` would bring `seat` now, were it allowed (furiten
 * aside): the scorer on the seat's hand with the dora shown (no ura dora,
 * which nobody sees yet); 0 when the hand would not win on it.
 */
int findings_ron_value(const tsumo_game *game, int seat, tsumo_tile tile);

#endif

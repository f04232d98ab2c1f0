/*
 * Computer players (issue 13): one decision from what a seat may see.
 *
 * A computer player gets the seat's view (tsumo_game_view), the actions the
 * engine lists as legal for it now (tsumo_game_legal) and the ruleset, and
 * picks one of those actions. It never sees the game itself, so it cannot
 * read a hidden tile; and it only ever picks a listed action, so the engine
 * never refuses it. No I/O, no globals, no randomness: the same view and list
 * give the same choice, which keeps `tsumo sim` deterministic per seed.
 *
 * Levels (docs/computer-players.md):
 *   1  efficient discards by shanten alone, riichi as soon as tenpai, no calls;
 *   2  discards by the tiles that improve the hand (ukeire) among those not
 *      seen, riichi when the wait is alive, calls for yakuhai and for fast
 *      hands that keep a yaku, kans that cost nothing, nine terminals;
 *   3  each discard by the points it may win (a ready hand scored exactly,
 *      one from ready two draws ahead) and, against a riichi or three open
 *      melds, by its chance to deal in times the threat's hand: pushes or
 *      folds, riichi or dama by value, calls only with a sure yaku, and the
 *      last hand played for placement (bot-strong.c).
 */
#ifndef TSUMO_BOT_H
#define TSUMO_BOT_H

#include "tsumo/tsumo.h"

#define BOT_LEVEL_MIN 1
#define BOT_LEVEL_MAX 3

/*
 * Picks one of the `n` legal actions of the viewer of `view` and copies it to
 * *out. Returns its index in `legal`, or -1 when `n` is not 1 to
 * TSUMO_GAME_MAX_LEGAL or the level is out of range (then *out is untouched).
 */
int bot_decide(const tsumo_view *view, const tsumo_action *legal, int n, int level,
               const tsumo_rules *rules, tsumo_action *out);

/* ---- why: every decision with a reason the program can show (issue 19) ------ */

/*
 * What a decision rests on. The codes are stable (bot_why_id); the wording is
 * src/common/findings.c's, once. The arguments a code uses are listed beside it.
 */
typedef enum bot_why_code {
    BOT_WHY_ONLY = 0,       /* the only action listed */
    BOT_WHY_WIN,            /* tsumo or ron: value = the hand's han when known, else 0 */
    BOT_WHY_EFFICIENCY,     /* discard `tile`: shanten after it, count = tiles that improve */
    BOT_WHY_VALUE,          /* discard `tile`: keeps value (dora, red five, yakuhai pair) */
    BOT_WHY_FOLD,           /* discard `tile`: safest against `threat`; count = safe tiles left */
    BOT_WHY_PUSH,           /* discard `tile`: not safe against `threat`, the hand is worth
                               `value` points at `shanten` (0 tenpai) with `count` waits */
    BOT_WHY_RIICHI,         /* riichi on `tile`: count = winning tiles not seen */
    BOT_WHY_RIICHI_FURITEN, /* riichi in furiten, deliberately (tsumo only, worth it):
                               count = winning tiles not seen */
    BOT_WHY_DAMA,           /* no riichi although listed: value = points closed, count waits */
    BOT_WHY_PLACEMENT,      /* the last hand played for placement: value = place (1-4) */
    BOT_WHY_CALL,           /* chi, pon or open kan of `tile`: shanten after it, value */
    BOT_WHY_PASS,           /* no claim on `tile` */
    BOT_WHY_KAN,            /* closed or added kan of `tile`: costs no shanten */
    BOT_WHY_ABORT,          /* nine terminals: thirteen orphans is `shanten` away */
    BOT_WHY_DRAW,           /* tenpai, noten or nagashi at an exhaustive draw */
    BOT_WHY_COUNT
} bot_why_code;

typedef struct bot_why {
    bot_why_code code;
    tsumo_tile tile; /* the tile the action names, TSUMO_NO_TILE when none */
    uint8_t threat;  /* the threatening seat, TSUMO_NO_SEAT when none */
    int shanten;     /* of the hand after the action, -1 when it does not apply */
    int count;       /* tiles (waits, improving tiles, safe tiles): see the code */
    int value;       /* points, han or place: see the code */
} bot_why;

/*
 * bot_decide, and why: *why (when not NULL) receives the reason for the
 * choice. Returns what bot_decide returns; *why is untouched on -1.
 */
int bot_decide_why(const tsumo_view *view, const tsumo_action *legal, int n, int level,
                   const tsumo_rules *rules, tsumo_action *out, bot_why *why);

/* A stable id for a code ("fold", "riichi-furiten"), for files, JSON and tests. */
const char *bot_why_id(bot_why_code code);

/*
 * A stand-in for majiang-ai (bot-proxy.c), the rule-based player that
 * tools/yardstick measures level 3 against: not a level of the program, only
 * `tsumo sim` seats it (--levels k). Picks one of the `n` legal actions as
 * bot_decide does, *why (may be NULL) receiving a reason; returns its index,
 * or -1 on bad arguments (then *out is untouched).
 */
int bot_proxy_decide(const tsumo_view *view, const tsumo_action *legal, int n,
                     const tsumo_rules *rules, tsumo_action *out, bot_why *why);

/* ---- advice: what the coach, the drills and the review ask of a level ------ */

/* How safe a discard is against one threat, best first (docs/computer-players.md). */
typedef enum bot_safety {
    BOT_SAFETY_NO_THREAT = 0, /* nobody is in riichi or shows three melds */
    BOT_SAFETY_GENBUTSU,      /* in the threat's own pond: it cannot ron on it (R-FURI-01) */
    BOT_SAFETY_SUJI,          /* suited: each two-sided wait on it is closed by the pond (suji) */
    BOT_SAFETY_KABE,          /* suited: each two-sided wait on it is closed, one or more by
                                 four seen copies of a tile it needs (kabe) */
    BOT_SAFETY_ONE_CHANCE,    /* suited: an open two-sided wait needs a tile of which three are
                                 seen */
    BOT_SAFETY_HONOUR,        /* an honour: only a pair or a single wait can be on it */
    BOT_SAFETY_DANGEROUS,     /* suited: open to a two-sided wait */
    BOT_SAFETY_COUNT
} bot_safety;

/* One discard the seat may make now, as a level judges it. */
typedef struct bot_discard_advice {
    tsumo_tile tile;              /* a tile of the kind (a plain five before a red one) */
    bool riichi;                  /* riichi may be declared with it */
    int shanten;                  /* of the hand after it; 0 tenpai */
    int ukeire;                   /* tiles not seen that lower that shanten */
    uint8_t accepts[TSUMO_KINDS]; /* of them, how many of each kind */
    int value;                    /* what it gives up: dora, a yakuhai pair (0 nothing) */
    int danger;                   /* 0 safe, higher worse, against the worst threat */
    bot_safety safety;            /* against the threat it is most dangerous to */
    uint8_t threat;               /* that threat's seat, TSUMO_NO_SEAT when there is none */
    int rank;                     /* 1 for the level's choice, then in its order */
} bot_discard_advice;

/* Why a level prefers one discard to another (the first that differs, in this order). */
typedef enum bot_reason {
    BOT_REASON_SAME = 0, /* the same kind, or nothing tells them apart */
    BOT_REASON_DEFENCE,  /* safer against a threat, while the level defends */
    BOT_REASON_SHANTEN,  /* leaves the hand nearer to tenpai */
    BOT_REASON_UKEIRE,   /* more tiles not seen improve the hand after it */
    BOT_REASON_VALUE,    /* keeps a dora, a red five or a yakuhai pair */
    BOT_REASON_SHAPE,    /* keeps tiles that work together (isolated tiles go first) */
} bot_reason;

/*
 * Every discard the viewer of `view` may make now (one per kind, from the
 * `n` legal actions), judged by `level`, written to out[0..] in the level's
 * order: out[0] is what bot_decide would discard. Returns how many were
 * written (at most `max`), 0 when no discard is listed, -1 on bad arguments.
 */
int bot_advise_discards(const tsumo_view *view, const tsumo_action *legal, int n, int level,
                        const tsumo_rules *rules, bot_discard_advice *out, int max);

/* Why `level` ranks `better` above `other` (two entries of one bot_advise_discards list). */
bot_reason bot_advice_reason(const bot_discard_advice *better, const bot_discard_advice *other);

/* How safe kind `k` is against seat `threat`, from what the viewer of `view` sees. */
bot_safety bot_safety_of(const tsumo_view *view, const tsumo_rules *rules, int threat,
                         tsumo_kind k);

/* Stable ids for a safety and a reason ("genbutsu", "ukeire"), for files and tests. */
const char *bot_safety_id(bot_safety safety);
const char *bot_reason_id(bot_reason reason);

#endif

/*
 * tsumo: scoring a winning hand under a ruleset (EMA 2008 §4) and settling
 * the points of a hand's end (wins, noten payments, nagashi mangan, chombo).
 *
 * tsumo_score_hand() tries every decomposition and every reading of the
 * wait and keeps the one that pays most (R-WIN-07, EMA 3.4.9, 4.1.1). It
 * does not know about furiten: that is a property of the game, not the hand.
 */
#ifndef TSUMO_SCORE_H
#define TSUMO_SCORE_H

#include "tsumo/hand.h"
#include "tsumo/rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Ids follow ../shared/conformance/README.md; tsumo_yaku_id() gives the string. */
typedef enum tsumo_yaku {
    TSUMO_YAKU_MENZEN_TSUMO = 0,
    TSUMO_YAKU_RIICHI,
    TSUMO_YAKU_DOUBLE_RIICHI,
    TSUMO_YAKU_IPPATSU,
    TSUMO_YAKU_CHANKAN,
    TSUMO_YAKU_RINSHAN,
    TSUMO_YAKU_HAITEI,
    TSUMO_YAKU_HOUTEI,
    TSUMO_YAKU_PINFU,
    TSUMO_YAKU_TANYAO,
    TSUMO_YAKU_IIPEIKOU,
    TSUMO_YAKU_YAKUHAI_SEAT_WIND,
    TSUMO_YAKU_YAKUHAI_ROUND_WIND,
    TSUMO_YAKU_YAKUHAI_HAKU,
    TSUMO_YAKU_YAKUHAI_HATSU,
    TSUMO_YAKU_YAKUHAI_CHUN,
    TSUMO_YAKU_CHIITOITSU,
    TSUMO_YAKU_CHANTA,
    TSUMO_YAKU_ITTSU,
    TSUMO_YAKU_SANSHOKU,
    TSUMO_YAKU_SANSHOKU_DOUKOU,
    TSUMO_YAKU_SANKANTSU,
    TSUMO_YAKU_TOITOI,
    TSUMO_YAKU_SANANKOU,
    TSUMO_YAKU_SHOUSANGEN,
    TSUMO_YAKU_HONROUTOU,
    TSUMO_YAKU_RYANPEIKOU,
    TSUMO_YAKU_JUNCHAN,
    TSUMO_YAKU_HONITSU,
    TSUMO_YAKU_CHINITSU,
    TSUMO_YAKU_NAGASHI_MANGAN,
    TSUMO_YAKU_RENHOU, /* renhou when the ruleset does not make it a yakuman */
    /* yakuman */
    TSUMO_YAKU_KOKUSHI,
    TSUMO_YAKU_KOKUSHI_13,
    TSUMO_YAKU_SUUANKOU,
    TSUMO_YAKU_SUUANKOU_TANKI,
    TSUMO_YAKU_DAISANGEN,
    TSUMO_YAKU_SHOUSUUSHII,
    TSUMO_YAKU_DAISUUSHII,
    TSUMO_YAKU_TSUUIISOU,
    TSUMO_YAKU_RYUUIISOU,
    TSUMO_YAKU_CHINROUTOU,
    TSUMO_YAKU_CHUUREN,
    TSUMO_YAKU_CHUUREN_9,
    TSUMO_YAKU_SUUKANTSU,
    TSUMO_YAKU_TENHOU,
    TSUMO_YAKU_CHIIHOU,
    TSUMO_YAKU_RENHOU_YAKUMAN,
    TSUMO_YAKU_KAZOE_YAKUMAN,
    /* not yaku: they add han but never make a hand valid (R-WIN-02) */
    TSUMO_YAKU_DORA,
    TSUMO_YAKU_URA_DORA,
    TSUMO_YAKU_AKA_DORA,
    /* a yaku added after the rest, kept last so that no number above changes */
    TSUMO_YAKU_OPEN_RIICHI, /* CFG-OPENRII: rules->open_riichi_han in place of riichi's 1 */
    TSUMO_YAKU_COUNT
} tsumo_yaku;

#define TSUMO_YAKU_FIRST_YAKUMAN TSUMO_YAKU_KOKUSHI

/* "riichi", "kokushi_13", "aka_dora"...: the ids of the conformance format. */
TSUMO_API const char *tsumo_yaku_id(tsumo_yaku yaku);

/* The yaku with that id, or TSUMO_YAKU_COUNT. */
TSUMO_API tsumo_yaku tsumo_yaku_from_id(const char *id);

/* "Riichi", "Pure Double Run (iipeikou)"...: an English msgid for gettext; NULL out of range. */
TSUMO_API const char *tsumo_yaku_msgid(tsumo_yaku yaku);

/*
 * What a yaku is worth under a ruleset, from the table the scorer itself
 * uses (EMA 4.2): han with a closed and with an open hand, or for a yakuman
 * its multiplier. `closed` 0: the ruleset has no such yaku; `open` 0: closed
 * hands only. Dora, ura dora and red fives are no yaku: 0 and 0.
 */
typedef struct tsumo_yaku_value {
    uint8_t closed;
    uint8_t open;
    bool yakuman; /* the values are multipliers of a yakuman */
} tsumo_yaku_value;

TSUMO_API tsumo_yaku_value tsumo_yaku_value_of(tsumo_yaku yaku, const tsumo_rules *rules);

/* The situation of a win: everything about it that is not the tiles. */
enum tsumo_win_flag {
    TSUMO_WIN_RIICHI = 1 << 0,
    TSUMO_WIN_DOUBLE_RIICHI = 1 << 1, /* set together with TSUMO_WIN_RIICHI or alone */
    TSUMO_WIN_IPPATSU = 1 << 2,
    TSUMO_WIN_HAITEI = 1 << 3,
    TSUMO_WIN_HOUTEI = 1 << 4,
    TSUMO_WIN_RINSHAN = 1 << 5,
    TSUMO_WIN_CHANKAN = 1 << 6,
    TSUMO_WIN_TENHOU = 1 << 7,
    TSUMO_WIN_CHIIHOU = 1 << 8,
    TSUMO_WIN_RENHOU = 1 << 9,
    TSUMO_WIN_NAGASHI = 1 << 10,    /* nagashi mangan at an exhaustive draw: a tsumo of a 13-tile
                                       hand whose tiles do not matter, with no other flag but riichi
                                       (R-NAGA-01, EMA 4.2.4) */
    TSUMO_WIN_OPEN_RIICHI = 1 << 11 /* the riichi (or double riichi) was open (R-RII-13) */
};

#define TSUMO_WIN_FLAG_COUNT 12 /* the flags are the bits 0 to TSUMO_WIN_FLAG_COUNT - 1 */

/*
 * A single flag's id, the batch format's name ("riichi", "double_riichi",
 * "nagashi_mangan", "open_riichi"...), and its English msgid (the name of the
 * yaku it gives); NULL for 0 or several flags.
 */
TSUMO_API const char *tsumo_win_flag_id(unsigned flag);
TSUMO_API const char *tsumo_win_flag_msgid(unsigned flag);

/* The flag with that id, or 0. */
TSUMO_API unsigned tsumo_win_flag_from_id(const char *id);

#define TSUMO_MAX_INDICATORS 5

typedef struct tsumo_win {
    tsumo_kind tile;    /* the winning tile's kind; it is included in the hand's counts */
    bool tile_red;      /* the winning tile is a red five */
    bool tsumo;         /* self-drawn; false = ron */
    uint8_t seat_wind;  /* tsumo_wind; the dealer is East */
    uint8_t round_wind; /* tsumo_wind */
    uint16_t flags;     /* tsumo_win_flag */
    uint8_t dora_count; /* revealed indicators: the dora plus kan dora */
    uint8_t ura_count;  /* ura indicators (used only for a riichi winner) */
    tsumo_kind dora[TSUMO_MAX_INDICATORS]; /* indicators, not the dora themselves */
    tsumo_kind ura[TSUMO_MAX_INDICATORS];
    uint8_t honba;         /* counters on the table */
    uint8_t riichi_sticks; /* sticks on the table, this hand's included */
} tsumo_win;

/* Why a hand is refused. */
typedef enum tsumo_refusal {
    TSUMO_REFUSAL_NONE = 0,
    TSUMO_REFUSAL_NOT_COMPLETE,     /* not a winning shape with that tile (R-WIN-01) */
    TSUMO_REFUSAL_TILE_NOT_IN_HAND, /* the winning tile is not among the concealed tiles */
    TSUMO_REFUSAL_NO_YAKU,          /* fewer han from yaku than the minimum (R-WIN-02) */
    TSUMO_REFUSAL_FIVE_COUNTERS,    /* 5+ counters need 2 han from yaku (R-WIN-03, EMA 3.4.11) */
    TSUMO_REFUSAL_BAD_SITUATION,    /* flags that cannot go together; see the `situation` field */
    /* tiles that no set of the ruleset holds; `refused_tile` names the kind */
    TSUMO_REFUSAL_TOO_MANY_RED, /* more red fives of a suit than the set has (R-TILE-03, CFG-AKA) */
    TSUMO_REFUSAL_TOO_MANY_COPIES, /* a fifth tile of a kind, counting the melds and the dora
                                      and ura indicators (R-TILE-01, EMA 1.1) */
    TSUMO_REFUSAL_COUNT
} tsumo_refusal;

/* "no_yaku", "not_complete"...: the batch format's id, NULL out of range. */
TSUMO_API const char *tsumo_refusal_id(tsumo_refusal refusal);

/* Why, in English with the EMA section, for gettext; "" for NONE and out of range. */
TSUMO_API const char *tsumo_refusal_msgid(tsumo_refusal refusal);

/* Which combination of flags made a situation impossible. */
typedef enum tsumo_situation_error {
    TSUMO_SITUATION_OK = 0,
    TSUMO_SITUATION_RIICHI_OPEN,       /* riichi or double riichi with an open hand */
    TSUMO_SITUATION_IPPATSU_NO_RIICHI, /* ippatsu without riichi */
    TSUMO_SITUATION_NEEDS_TSUMO,       /* rinshan, haitei, tenhou or chiihou on a ron */
    TSUMO_SITUATION_NEEDS_RON,         /* chankan, houtei or renhou on a tsumo */
    TSUMO_SITUATION_HAITEI_RINSHAN,    /* haitei and rinshan when the ruleset keeps them apart */
    TSUMO_SITUATION_HOUTEI_CHANKAN,    /* houtei and chankan together */
    TSUMO_SITUATION_FIRST_TURN_MELD,   /* tenhou, chiihou or renhou with a meld */
    TSUMO_SITUATION_TENHOU_NOT_DEALER, /* tenhou for a non-dealer */
    TSUMO_SITUATION_DEALER_ONLY_NOT,   /* chiihou or renhou for the dealer */
    TSUMO_SITUATION_RIICHI_FIRST_TURN, /* riichi together with tenhou, chiihou or renhou */
    TSUMO_SITUATION_TWO_FIRST_TURN,    /* two of tenhou, chiihou, renhou */
    TSUMO_SITUATION_RINSHAN_NO_KAN,    /* rinshan for a hand that has no kan */
    TSUMO_SITUATION_OPEN_NO_RIICHI,    /* open riichi without riichi or double riichi */
    TSUMO_SITUATION_OPEN_RIICHI_OFF,   /* open riichi under a ruleset without it (CFG-OPENRII) */
    TSUMO_SITUATION_NAGASHI_RON,       /* nagashi mangan on a ron: it is settled at an exhaustive
                                          draw, as a tsumo (R-NAGA-01, EMA 4.2.4) */
    TSUMO_SITUATION_NAGASHI_WITH_WIN,  /* nagashi mangan with a flag of a win on a tile (ippatsu,
                                          haitei, houtei, rinshan, chankan, tenhou, chiihou,
                                          renhou): it combines with nothing (EMA 4.2.4) */
    TSUMO_SITUATION_COUNT
} tsumo_situation_error;

/*
 * "needs_tsumo", "riichi_with_open_hand"...: the batch format's id of a
 * refused situation, and an English msgid that says why. OK (and a value out
 * of range) names an impossible situation in general: "bad_situation".
 */
TSUMO_API const char *tsumo_situation_id(tsumo_situation_error situation);
TSUMO_API const char *tsumo_situation_msgid(tsumo_situation_error situation);

typedef enum tsumo_limit {
    TSUMO_LIMIT_NONE = 0,
    TSUMO_LIMIT_MANGAN,
    TSUMO_LIMIT_HANEMAN,
    TSUMO_LIMIT_BAIMAN,
    TSUMO_LIMIT_SANBAIMAN,
    TSUMO_LIMIT_YAKUMAN
} tsumo_limit;

/* "mangan" ... "yakuman", NULL for none: the ids of the conformance format. */
TSUMO_API const char *tsumo_limit_id(tsumo_limit limit);

/* Fu items (EMA 4.1.1), each listed with its value in a score. */
typedef enum tsumo_fu_item {
    TSUMO_FU_BASE = 0,    /* 20 */
    TSUMO_FU_CLOSED_RON,  /* +10 */
    TSUMO_FU_TSUMO,       /* +2 */
    TSUMO_FU_CHIITOITSU,  /* 25, nothing else */
    TSUMO_FU_OPEN_PINFU,  /* +2 for an open hand that has no fu */
    TSUMO_FU_PUNG,        /* a pung or kan; the entry's `kan` says which */
    TSUMO_FU_PAIR,        /* a dragon or value-wind pair */
    TSUMO_FU_WAIT_EDGE,   /* +2 */
    TSUMO_FU_WAIT_CLOSED, /* +2 */
    TSUMO_FU_WAIT_SINGLE, /* +2 */
    TSUMO_FU_ITEM_COUNT
} tsumo_fu_item;

TSUMO_API const char *tsumo_fu_item_id(tsumo_fu_item item);

#define TSUMO_MAX_SCORED_YAKU 24
#define TSUMO_MAX_FU_ITEMS    12

typedef struct tsumo_scored_yaku {
    uint8_t yaku; /* tsumo_yaku */
    uint8_t han;  /* for yakuman: the multiplier (1 or 2) */
} tsumo_scored_yaku;

typedef struct tsumo_fu_entry {
    uint8_t item; /* tsumo_fu_item */
    uint8_t fu;
    tsumo_kind kind; /* the set or pair it is for, TSUMO_NO_KIND otherwise */
    uint8_t open;    /* for a pung: counted as open */
    uint8_t kan;     /* for a pung: it is a kan */
} tsumo_fu_entry;

/*
 * The entry's English msgid for gettext ("Base (fuutei)", "Open kan of %s"):
 * for a pung, kan or pair it holds one %s, for the tile. NULL out of range.
 */
TSUMO_API const char *tsumo_fu_entry_msgid(const tsumo_fu_entry *entry);

typedef struct tsumo_payments {
    int32_t ron;             /* what the discarder pays, 0 on tsumo */
    int32_t tsumo_dealer;    /* a non-dealer's tsumo: the dealer's share */
    int32_t tsumo_nondealer; /* a non-dealer's tsumo: each non-dealer's share */
    int32_t tsumo_each;      /* the dealer's tsumo: each player's share */
    int32_t total;           /* the hand's value before counters and sticks */
    int32_t winner_gain;     /* with counters and this hand's sticks */
} tsumo_payments;

/*
 * The dora han of a hand by kind, which the yaku list gives as one "dora"
 * and one "ura_dora" entry: they add up to those entries' han.
 */
typedef struct tsumo_dora_kinds {
    uint8_t dora;         /* shown by the first indicator (R-DORA-03) */
    uint8_t kan_dora;     /* shown by the indicators turned for kans (R-DORA-04) */
    uint8_t ura_dora;     /* under the first indicator, for a riichi winner (R-DORA-06) */
    uint8_t kan_ura_dora; /* under the kan indicators */
} tsumo_dora_kinds;

/*
 * A yakuman hand lists only its yakuman in yaku[] (han = 1 or 2, the
 * multiplier of each), with han = fu = 0 and yakuman_mult = the largest
 * multiplier (EMA: yakuman do not add up) or their sum with
 * rules->yakuman_stacking. A counted yakuman (13+ han, CFG-KAZOE) is an
 * ordinary hand that reaches TSUMO_LIMIT_YAKUMAN: its yaku stay listed and
 * yakuman_mult is 0.
 */
typedef struct tsumo_score {
    bool valid;
    uint8_t refusal;         /* tsumo_refusal */
    uint8_t situation;       /* tsumo_situation_error when refusal is BAD_SITUATION */
    tsumo_kind refused_tile; /* the kind a TOO_MANY_RED or TOO_MANY_COPIES refusal names (the
                                five of the suit for red fives), TSUMO_NO_KIND otherwise */
    uint8_t yaku_count;
    tsumo_scored_yaku yaku[TSUMO_MAX_SCORED_YAKU]; /* yaku, then dora, ura dora, red fives */
    uint8_t yakuman_mult;                          /* 0 for an ordinary hand */
    uint8_t yaku_han;                              /* han from yaku only */
    uint8_t han;                                   /* with dora */
    uint8_t fu;                                    /* rounded; 0 for yakuman and nagashi mangan */
    uint8_t fu_raw;                                /* before rounding */
    uint8_t fu_count;
    tsumo_fu_entry fu_items[TSUMO_MAX_FU_ITEMS];
    uint8_t limit; /* tsumo_limit */
    int32_t base;  /* basic points: fu * 2^(han+2), or the limit's base */
    tsumo_payments payments;
    tsumo_decomp decomp; /* the reading that was chosen */
    uint8_t wait_group;  /* index in decomp.groups of the group the winning tile completed */
    tsumo_dora_kinds dora_kinds; /* the dora of yaku[] by kind; all 0 for a yakuman */
} tsumo_score;

/*
 * Scores a hand. `hand` holds the concealed tiles including the winning
 * tile. Returns TSUMO_OK whenever the inputs make sense, whether or not the
 * hand is a valid win (see out->valid and out->refusal); TSUMO_EINVAL for
 * inputs that are not a hand at all: a tile count other than 14 (13 for
 * nagashi mangan, kans counting 3), a meld no notation can write, more red
 * fives among some tiles than those tiles hold fives, an out-of-range field
 * of `win`. Tiles that are a hand but not of the ruleset's set (a fifth copy,
 * red fives beyond its count) and a winning tile the concealed tiles lack
 * (red or plain, as `win->tile_red` says) are refusals.
 */
TSUMO_API tsumo_status tsumo_score_hand(tsumo_score *out, const tsumo_hand *hand,
                                        const tsumo_win *win, const tsumo_rules *rules);

/*
 * The payments of a hand worth `han` and `fu` (or a limit), with counters
 * and sticks, for a dealer or non-dealer winner by tsumo or ron (R-PAY-01..06,
 * EMA 4.1.2-4.1.3). `yakuman_mult` > 0 pays that many yakuman.
 */
TSUMO_API void tsumo_score_payments(tsumo_payments *out, int han, int fu, int yakuman_mult,
                                    bool dealer, bool tsumo, int honba, int riichi_sticks,
                                    const tsumo_rules *rules);

/* The limit reached by `han` and `fu` under the ruleset (R-HAN-04). */
TSUMO_API tsumo_limit tsumo_score_limit(int han, int fu, const tsumo_rules *rules);

/* ---- settling a hand's end --------------------------------------------- */

#define TSUMO_NO_SEAT 0xFF

/*
 * One winner of a hand, for tsumo_settle_wins(). Seats are absolute, 0-3,
 * numbered in turn order (the seat after s is (s + 1) % 4).
 */
typedef struct tsumo_settle_win {
    uint8_t winner;
    uint8_t liable; /* the pao seat (R-PAO-01), or TSUMO_NO_SEAT */
    const tsumo_score *score;
    bool riichi; /* the winner's own riichi stick of this hand is on the table (R-STCK-02) */
} tsumo_settle_win;

typedef struct tsumo_settlement {
    int32_t delta[4];     /* each seat's change, sticks won included */
    int32_t sticks_to[4]; /* riichi sticks each seat takes from the table, in points */
    int32_t sticks_left;  /* points left on the table */
} tsumo_settlement;

/*
 * Settles one or more winners of a hand (R-WIN-06, R-WIN-08, R-HONB-03..05,
 * R-STCK-01..02, R-PAO-02..03). `discarder` is TSUMO_NO_SEAT for a tsumo.
 * `table_sticks` is every stick on the table in points, this hand's included.
 * Counters are paid to each winner in full; each winner in riichi takes back
 * his own stick and the other sticks go to the first winner in turn order
 * after the discarder (EMA 3.4.4, 4.1). With rules->multi_ron_honba set to
 * TSUMO_HONBA_FIRST_WINNER that first winner alone takes the counters and
 * every stick (Tenhou). Pao: on a tsumo the liable player
 * pays everything; on a ron by another player he pays half the hand's value
 * (rounded up to 100) and the discarder the rest plus the counters. With
 * rules->head_bump only the first winner after the discarder is paid.
 * Returns TSUMO_EINVAL (and moves nothing) for winners that cannot be: a
 * refused score, a tsumo with several winners, a winner who discarded.
 */
TSUMO_API tsumo_status tsumo_settle_wins(tsumo_settlement *out, const tsumo_settle_win *wins,
                                         int win_count, int dealer, int discarder, int honba,
                                         int table_sticks, const tsumo_rules *rules);

/* Noten payments at an exhaustive draw (R-DRAW-02, EMA 3.4.2). */
TSUMO_API void tsumo_settle_noten(tsumo_settlement *out, const bool tenpai[4], int table_sticks,
                                  const tsumo_rules *rules);

/*
 * Nagashi mangan for each qualifying seat (R-NAGA-01, EMA 4.2.4): a mangan
 * tsumo with counters; the sticks go to the first qualifier from the dealer.
 * With rules->nagashi_settlement TSUMO_NAGASHI_AS_DRAW (Tenhou) the mangan
 * alone is paid: no counters, and the sticks stay on the table.
 */
TSUMO_API void tsumo_settle_nagashi(tsumo_settlement *out, const bool nagashi[4], int dealer,
                                    int honba, int table_sticks, const tsumo_rules *rules);

/*
 * A chombo's reverse mangan (R-CHMB-01, EMA 3.4.6); no counters, no sticks
 * (the game hands this hand's sticks back to their owners, R-CHMB-02).
 */
TSUMO_API void tsumo_settle_chombo(tsumo_settlement *out, int offender, int dealer,
                                   const tsumo_rules *rules);

#ifdef __cplusplus
}
#endif
#endif

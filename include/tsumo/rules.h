/*
 * tsumo: rulesets as data.
 *
 * A ruleset is a plain struct of options. tsumo_rules_default() gives EMA
 * 2008; a ruleset file (data/rulesets/NAME.ini, format in docs/rulesets.md)
 * starts from those defaults and sets what differs. Engine code reads these
 * options and never hard-codes one rule set. Comments name the switch in
 * ../shared/rules/CHECKLIST.md (CFG-...) where there is one.
 *
 * The struct grows as options are added: new fields come at the end under a
 * new TSUMO_RULES_STRUCT_VERSION, and `version` says which layout a caller's
 * struct has. A caller makes one with tsumo_rules_init() (or
 * tsumo_rules_default(), which passes the headers' version), never with
 * memset or a zero initialiser; the functions that take a ruleset refuse one
 * of a version they do not know with TSUMO_EVERSION (libgit2's
 * GIT_*_OPTIONS_VERSION and git_*_options_init are the model).
 */
#ifndef TSUMO_RULES_H
#define TSUMO_RULES_H

#include "tsumo/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum tsumo_kuikae {
    TSUMO_KUIKAE_ALLOW = 0,          /* EMA preface #3 */
    TSUMO_KUIKAE_FORBID_SAME,        /* not the claimed kind (JPML-A) */
    TSUMO_KUIKAE_FORBID_SAME_AND_END /* nor the other end of a chi (RU 2.15) */
} tsumo_kuikae;

typedef enum tsumo_kan_dora_timing {
    TSUMO_KANDORA_AT_ONCE = 0, /* every kan, before the replacement draw (EMA 3.3.2) */
    TSUMO_KANDORA_LATE_OPEN    /* closed kan at once; open and added kans after the discard */
} tsumo_kan_dora_timing;

typedef enum tsumo_kazoe {
    TSUMO_KAZOE_YAKUMAN = 0, /* 13+ han is a yakuman (EMA 4.2) */
    TSUMO_KAZOE_SANBAIMAN    /* capped at sanbaiman */
} tsumo_kazoe;

typedef enum tsumo_renhou {
    TSUMO_RENHOU_YAKUMAN = 0, /* EMA 4.2.5 */
    TSUMO_RENHOU_MANGAN,      /* JPML: mangan, no other yaku */
    TSUMO_RENHOU_HAN5,        /* RU: 5 han, no other yaku */
    TSUMO_RENHOU_NONE         /* not a yaku (Tenhou) */
} tsumo_renhou;

typedef enum tsumo_nagashi {
    TSUMO_NAGASHI_OFF = 0,
    TSUMO_NAGASHI_CLOSED, /* EMA 4.2.4: closed hand required */
    TSUMO_NAGASHI_ANY     /* calls by the player allowed (Tenhou) */
} tsumo_nagashi;

typedef enum tsumo_riichi_kan {
    TSUMO_RIICHI_KAN_EMA = 0, /* drawn 4th tile, wait unchanged, only a pung reading (EMA 3.3.12) */
    TSUMO_RIICHI_KAN_JPML,    /* also decomposition and yaku unchanged (J:R3) */
    TSUMO_RIICHI_KAN_WAIT,    /* only the wait must not change (RU 3.4) */
    TSUMO_RIICHI_KAN_NONE     /* no kan after riichi */
} tsumo_riichi_kan;

typedef enum tsumo_four_kan_abort {
    TSUMO_FOURKAN_AFTER_DISCARD = 0, /* EMA 3.3.9: if the next discard is not ronned */
    TSUMO_FOURKAN_AT_KAN,            /* JPML, RU: at the fourth kan unless a win is declared */
    TSUMO_FOURKAN_NEVER
} tsumo_four_kan_abort;

typedef enum tsumo_end_sticks {
    TSUMO_ENDSTICKS_FIRST = 0, /* EMA 3.6: to the first place, split on a tie */
    TSUMO_ENDSTICKS_LOST       /* JPML, RU: a deposit nobody gets */
} tsumo_end_sticks;

typedef enum tsumo_uma_kind {
    TSUMO_UMA_FIXED = 0, /* the four values in uma[] */
    TSUMO_UMA_JPML_A     /* placement points by how many finished at or above the start (J:Rt):
                            the row of uma_by_start */
} tsumo_uma_kind;

typedef enum tsumo_nagashi_settlement {
    TSUMO_NAGASHI_AS_WIN = 0, /* like a tsumo win: the player also takes the counters and the
                                 riichi sticks (EMA 4.2.4, R-HONB-06, R-STCK-03, AMB-21) */
    TSUMO_NAGASHI_AS_DRAW     /* a mangan paid at an exhaustive draw that stays a draw: no
                                 noten payments, sticks stay, +1 counter, the dealer repeats
                                 only if tenpai (Tenhou) */
} tsumo_nagashi_settlement;

typedef enum tsumo_multi_ron_honba {
    TSUMO_HONBA_EACH_WINNER = 0, /* every winner gets the counters (EMA 4.1, R-HONB-04) */
    TSUMO_HONBA_FIRST_WINNER     /* only the first winner in turn order after the discarder,
                                    who also takes the sticks (Tenhou) */
} tsumo_multi_ron_honba;

typedef enum tsumo_ties {
    TSUMO_TIES_SHARE = 0, /* tied players share their places and uma (EMA 3.6.1, R-GAME-06) */
    TSUMO_TIES_SEAT_ORDER /* the seat nearer the first dealer ranks higher (Tenhou) */
} tsumo_ties;

typedef enum tsumo_penalties {
    TSUMO_PENALTIES_REFUSE = 0, /* an illegal declaration is refused with the reason */
    TSUMO_PENALTIES_PENALIZE    /* it is accepted and punished: chombo or dead hand */
} tsumo_penalties;

/* How penalize mode punishes an invalid chi, pon or kan (AMB-23). */
typedef enum tsumo_invalid_call {
    TSUMO_INVALID_CALL_DEAD_HAND = 0, /* the call is void, the hand dead (EMA 3.4.7, R-DEAD-02) */
    TSUMO_INVALID_CALL_CHOMBO /* a mistaken chi, pon or kan (錯) is chombo (J:P1, R-CHMB-05) */
} tsumo_invalid_call;

/* The layout of tsumo_rules these headers describe (tsumo_rules.version). */
#define TSUMO_RULES_STRUCT_VERSION 1u

typedef struct tsumo_rules {
    unsigned int version;  /* TSUMO_RULES_STRUCT_VERSION: set by tsumo_rules_init() */
    char name[64];         /* shown to players */
    char description[160]; /* one line, shown in the ruleset menu */

    /* tiles and dora */
    uint8_t red_fives;       /* 0, 3 or 4 (CFG-AKA) */
    bool kan_dora;           /* CFG-KANDORA */
    uint8_t kan_dora_timing; /* tsumo_kan_dora_timing (CFG-KANDORA-TIMING) */
    bool ura_dora;           /* CFG-URA */
    bool kan_ura_dora;       /* ura under kan dora indicators too */

    /* yaku and limits */
    uint8_t min_han;               /* minimum han from yaku, 1-3 (CFG-MINHAN) */
    bool two_han_at_five_counters; /* EMA 3.4.11 (CFG-TWOHAN5) */
    bool open_tanyao;              /* CFG-KUITAN */
    bool ippatsu;                  /* CFG-IPPATSU */
    bool double_yakuman;           /* CFG-DOUBLEYKM */
    bool yakuman_stacking;         /* several yakuman add up (Tenhou); EMA: no */
    uint8_t kazoe;                 /* tsumo_kazoe (CFG-KAZOE) */
    uint8_t renhou;                /* tsumo_renhou (CFG-RENHOU) */
    bool ryuuiisou_needs_hatsu;    /* CFG-RYUUISOU-HATSU */
    uint8_t nagashi;               /* tsumo_nagashi (CFG-NAGASHI) */
    uint8_t nagashi_settlement;    /* tsumo_nagashi_settlement (AMB-21) */
    bool haitei_with_rinshan; /* a replacement that is the last tile also scores haitei (AMB-07) */

    /* fu and payments */
    bool kiriage;                /* 30 fu 4 han and 60 fu 3 han pay mangan (CFG-KIRIAGE) */
    bool rinshan_tsumo_fu;       /* +2 tsumo fu on a rinshan win (CFG-RINSHAN-FU) */
    bool open_pinfu_fu;          /* +2 for an open hand with no fu (EMA 4.1.1, AMB-36) */
    uint8_t double_wind_pair_fu; /* 4 (AMB-35) or 2 */
    uint16_t honba_value;        /* 300 per counter (EMA 3.4.10) */
    uint8_t multi_ron_honba;     /* tsumo_multi_ron_honba (R-HONB-04) */
    uint16_t riichi_deposit;     /* 1000 */
    uint16_t noten_total;        /* 3000 (EMA 3.4.2) */

    /* calls */
    uint8_t kuikae;           /* tsumo_kuikae (CFG-KUIKAE) */
    bool head_bump;           /* only the first ron in turn order wins (CFG-MULTIRON) */
    bool triple_ron_abort;    /* three rons abort the hand (R-ABRT-06) */
    uint16_t claim_window_ms; /* 3000 (EMA 3.3.1); the table's default; TSUMO_CLAIM_WINDOW_* */

    /* riichi and furiten */
    uint8_t riichi_kan;             /* tsumo_riichi_kan (CFG-RIICHI-KAN) */
    uint8_t riichi_min_wall;        /* riichi needs this many live tiles left: 4 (EMA 3.3.12) */
    int32_t riichi_min_points;      /* 0: no minimum (AMB-11) */
    bool open_riichi;               /* CFG-OPENRII */
    uint8_t open_riichi_han;        /* open riichi's han in place of riichi's 1, 1-3 (AMB-14): 2 */
    bool temp_furiten_ends_on_call; /* CFG-TEMPFURI-CALL */

    /* draws */
    bool kyuushu; /* nine terminals abort offered (EMA 3.4.3) */
    bool four_winds_abort;
    bool four_riichi_abort;
    uint8_t four_kan_abort;    /* tsumo_four_kan_abort (CFG-4KAN-ABORT) */
    bool abort_dealer_repeats; /* CFG-ABORT-DEALER */
    bool tenpai_must_show;     /* CFG-TENPAI-SHOW: false = a hidden hand counts as noten */

    /* liability */
    bool pao_daisangen;
    bool pao_daisuushii;
    bool pao_suukantsu;     /* CFG-PAO-SUUKANTSU */
    bool rinshan_liability; /* CFG-RINSHAN-LIAB */

    /* penalties */
    uint8_t penalties;     /* tsumo_penalties */
    uint8_t invalid_call;  /* tsumo_invalid_call: read only with penalize (AMB-23) */
    bool chombo_mangan;    /* the mangan-sized payment (CFG-CHOMBO) */
    int16_t chombo_rating; /* result points taken after the game, e.g. 20 (CFG-CHOMBO) */

    /* the game */
    uint8_t rounds;             /* 2 = East and South (hanchan), 1 = East only */
    int32_t start_points;       /* CFG-START */
    uint8_t uma_kind;           /* tsumo_uma_kind */
    int32_t uma[4];             /* for 1st..4th place (CFG-UMA); zeros with TSUMO_UMA_JPML_A */
    int32_t uma_by_start[5][4]; /* with TSUMO_UMA_JPML_A: row n is the uma when n players
                                   finish at or above start_points (R-GAME-08) */
    int32_t oka;                /* to 1st place (CFG-OKA); results are counted from the
                                   target start_points + oka / 4 (Tenhou: 25000 + 5000) */
    uint8_t end_sticks;         /* tsumo_end_sticks (CFG-ENDSTICKS) */
    bool bust;                  /* the game ends when a score goes below 0 (CFG-BUST) */
    uint8_t ties;               /* tsumo_ties: equal final scores (R-GAME-06) */
    bool agariyame;             /* CFG-AGARIYAME */
    bool tenpaiyame;            /* agari-yame also on the last dealer's tenpai at a draw */
    int32_t extension_target;   /* 0, or a score one player must reach or a further round
                                   is played, ending as soon as someone reaches it (Tenhou's
                                   30000: West round after South 4) */
} tsumo_rules;

/*
 * Fills `out` with the default ruleset, EMA 2008, laid out as `version`
 * says (TSUMO_RULES_STRUCT_VERSION). TSUMO_EVERSION, and `out` untouched,
 * for a version this library does not know.
 */
TSUMO_API tsumo_status tsumo_rules_init(tsumo_rules *out, unsigned int version);

/* EMA 2008, the default ruleset, in the headers' layout. */
static inline void tsumo_rules_default(tsumo_rules *out)
{
    (void)tsumo_rules_init(out, TSUMO_RULES_STRUCT_VERSION);
}

/*
 * Parses a ruleset file's text: starts from the defaults (in this library's
 * layout, TSUMO_RULES_STRUCT_VERSION) and applies every key. On failure returns TSUMO_EPARSE, fills
 * `diag` (line, key, what was found, what was expected) and leaves `out` unspecified. The caller
 * reads the file and names it in its message.
 */
TSUMO_API tsumo_status tsumo_rules_parse(tsumo_rules *out, const char *text, size_t len,
                                         tsumo_diag *diag);

/*
 * Writes a ruleset as a complete file (every key) that parses back to the
 * same struct. Returns the length it needed, like snprintf.
 */
TSUMO_API size_t tsumo_rules_format(char *buf, size_t size, const tsumo_rules *rules);

/*
 * The rulesets shipped in data/rulesets/, compiled in so that the program
 * works from any directory. `index` counts from 0; returns NULL past the end.
 */
TSUMO_API const char *tsumo_rules_builtin_name(int index);

/*
 * The range of claim_window_ms (the key's in a ruleset file, tsumo_rules_key_range()),
 * for the program's options that set a claim window as constants.
 */
#define TSUMO_CLAIM_WINDOW_MIN_MS 100
#define TSUMO_CLAIM_WINDOW_MAX_MS 60000

/* The shipped ruleset that tsumo_rules_default() gives, by name: the program's default. */
#define TSUMO_RULES_DEFAULT_NAME "ema2008"

/* The text of a shipped ruleset by name (TSUMO_RULES_DEFAULT_NAME), or NULL. */
TSUMO_API const char *tsumo_rules_builtin_text(const char *name);

/*
 * Parses the shipped ruleset `name` ("tenhou"). Returns TSUMO_ENOTFOUND, with
 * `diag` listing the names that exist (key "ruleset", code
 * TSUMO_DIAG_BAD_VALUE), when there is none by that name.
 */
TSUMO_API tsumo_status tsumo_rules_load_builtin(tsumo_rules *out, const char *name,
                                                tsumo_diag *diag);

/*
 * Checks a ruleset built in code against what a file may say: every value
 * in range, the texts one line of UTF-8, and no two options that contradict
 * each other. Returns TSUMO_OK or TSUMO_EINVAL with `diag` naming the key
 * (line 0); TSUMO_EVERSION for a struct of a version it does not know.
 * tsumo_rules_format() round-trips exactly the rulesets this accepts, and
 * tsumo_rules_parse() only gives such rulesets.
 */
TSUMO_API tsumo_status tsumo_rules_check(const tsumo_rules *rules, tsumo_diag *diag);

/*
 * The range a number key of a ruleset file takes ("claim_window_ms": 100 to
 * 60000 in steps of 100), as tsumo_rules_check() applies it; any of the
 * three may be NULL. TSUMO_ENOTFOUND for a key that is none, TSUMO_EINVAL for
 * one that is no number. The program's options that set such a value ask here.
 */
TSUMO_API tsumo_status tsumo_rules_key_range(const char *key, int32_t *min, int32_t *max,
                                             int32_t *step);

/* Whether two rulesets say the same: every option and both texts (not padding). */
TSUMO_API bool tsumo_rules_equal(const tsumo_rules *a, const tsumo_rules *b);

/*
 * Whether `rules` departs from EMA 2008 (tsumo_rules_default) on the ruleset
 * file's key `key` ("kuikae", "abort_dealer_repeats"): false where it agrees,
 * and for a name that is no key.
 */
TSUMO_API bool tsumo_rules_key_departs(const tsumo_rules *rules, const char *key);

#ifdef __cplusplus
}
#endif
#endif

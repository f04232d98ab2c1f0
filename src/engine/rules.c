/*
 * Rulesets: the EMA 2008 defaults, the ruleset file format
 * (docs/rulesets.md) and the shipped files.
 *
 * The format is described once, by the table `keys` below: each row names a
 * key, its [section], the struct field it sets (offset and storage type),
 * the values it takes and the comment tsumo_rules_format() writes above it.
 * Parsing, checking, formatting and comparing all walk that table, so a new
 * option is a field in the struct, a line in tsumo_rules_init() and a row
 * here. Two keys are special: `format` (the version, before any section)
 * and `uma` (either `jpml-a` or four numbers, setting uma_kind and uma[]);
 * `uma_above_0` to `uma_above_4` are rows of uma_by_start, four numbers each.
 *
 * A file is read line by line without copying it: each line is checked
 * (length, control characters, UTF-8), trimmed, then taken as a comment, a
 * [section] or a key = value. Checks that involve two keys (kan_ura_dora
 * needs ura_dora and kan_dora, ...) run at the end, so that the order of
 * keys in a file does not matter.
 */
#include "engine.h"

#include <assert.h>
#include <limits.h>
#include <stdio.h>

#define FORMAT_VERSION 1
#define MAX_LINE       512 /* bytes in a line, line end excluded */

tsumo_status tsumo_rules_init(tsumo_rules *out, unsigned int version)
{
    if (version != TSUMO_RULES_STRUCT_VERSION)
        return TSUMO_EVERSION;
    memset(out, 0, sizeof *out);
    out->version = version;
    tsumo__strlcpy(out->name, "EMA 2008", sizeof out->name);
    tsumo__strlcpy(out->description, "European Mahjong Association Riichi rules, 2008",
                   sizeof out->description);
    out->red_fives = 3;   /* EMA 1.1 */
    out->kan_dora = true; /* EMA 3.3.2 */
    out->kan_dora_timing = TSUMO_KANDORA_AT_ONCE;
    out->ura_dora = true; /* EMA 3.3.12 */
    out->kan_ura_dora = true;
    out->min_han = 1;                     /* EMA 3.2 */
    out->two_han_at_five_counters = true; /* EMA 3.4.11 */
    out->open_tanyao = false;             /* EMA preface #1 */
    out->ippatsu = true;
    out->double_yakuman = true;
    out->yakuman_stacking = false;
    out->kazoe = TSUMO_KAZOE_YAKUMAN;
    out->renhou = TSUMO_RENHOU_YAKUMAN;
    out->ryuuiisou_needs_hatsu = false;
    out->nagashi = TSUMO_NAGASHI_CLOSED;            /* EMA 4.2.4 */
    out->nagashi_settlement = TSUMO_NAGASHI_AS_WIN; /* EMA 4.2.4, AMB-21 */
    out->haitei_with_rinshan = true;                /* EMA 3.4.1, AMB-07 */
    out->kiriage = false;
    out->rinshan_tsumo_fu = true; /* AMB-34 */
    out->open_pinfu_fu = true;    /* AMB-36 */
    out->double_wind_pair_fu = 4; /* AMB-35 */
    out->honba_value = 300;
    out->multi_ron_honba = TSUMO_HONBA_EACH_WINNER; /* EMA 4.1 */
    out->riichi_deposit = 1000;
    out->noten_total = 3000;
    out->kuikae = TSUMO_KUIKAE_ALLOW;
    out->head_bump = false;
    out->triple_ron_abort = false;
    out->claim_window_ms = 3000;
    out->riichi_kan = TSUMO_RIICHI_KAN_EMA;
    out->riichi_min_wall = 4;
    out->riichi_min_points = 0;
    out->open_riichi = false;
    out->open_riichi_han = 2; /* AMB-14: the club text gives none; 2 is the usual club value */
    out->temp_furiten_ends_on_call = true;
    out->kyuushu = true;
    out->four_winds_abort = true;
    out->four_riichi_abort = true;
    out->four_kan_abort = TSUMO_FOURKAN_AFTER_DISCARD;
    out->abort_dealer_repeats = true;
    out->tenpai_must_show = false;
    out->pao_daisangen = true;
    out->pao_daisuushii = true;
    out->pao_suukantsu = false;
    out->rinshan_liability = false;
    out->penalties = TSUMO_PENALTIES_REFUSE;
    out->invalid_call = TSUMO_INVALID_CALL_DEAD_HAND; /* EMA 3.4.7, AMB-23 */
    out->chombo_mangan = true;
    out->chombo_rating = 0;
    out->rounds = 2;
    out->start_points = 30000;
    out->uma_kind = TSUMO_UMA_FIXED;
    out->uma[0] = 9000;
    out->uma[1] = 3000;
    out->uma[2] = -3000;
    out->uma[3] = -9000;
    for (int row = 0; row < 5; row++) /* the uma does not depend on who stays above the start */
        memcpy(out->uma_by_start[row], out->uma, sizeof out->uma);
    out->oka = 0;
    out->end_sticks = TSUMO_ENDSTICKS_FIRST;
    out->bust = false;
    out->ties = TSUMO_TIES_SHARE; /* EMA 3.6.1 */
    out->agariyame = false;
    out->tenpaiyame = false;
    out->extension_target = 0;
    return TSUMO_OK;
}

/* ---- the keys ------------------------------------------------------------ */

enum section {
    SEC_TOP = 0, /* before the first [section]: only `format` */
    SEC_RULESET,
    SEC_DORA,
    SEC_YAKU,
    SEC_PAYMENTS,
    SEC_CALLS,
    SEC_RIICHI,
    SEC_DRAWS,
    SEC_LIABILITY,
    SEC_PENALTIES,
    SEC_GAME,
    SEC_COUNT
};

static const char *const section_names[SEC_COUNT] = {
    "",       "ruleset", "dora",      "yaku",      "payments", "calls",
    "riichi", "draws",   "liability", "penalties", "game",
};

enum key_kind { K_BOOL, K_ENUM, K_INT, K_TEXT, K_UMA, K_UMA_ROW };
enum store { S_BOOL, S_U8, S_U16, S_I16, S_I32, S_NONE };

#define STORE_OF(f)                                                                                \
    _Generic(((tsumo_rules *)0)->f, bool                                                           \
             : S_BOOL, uint8_t                                                                     \
             : S_U8, uint16_t                                                                      \
             : S_U16, int16_t                                                                      \
             : S_I16, int32_t                                                                      \
             : S_I32)
#define FIELD(f) .store = STORE_OF(f), .offset = offsetof(tsumo_rules, f)
#define COUNT(a) (sizeof(a) / sizeof *(a))

typedef struct key {
    const char *name;
    uint8_t section;
    uint8_t kind;
    uint8_t store;
    uint16_t offset;
    uint16_t size;            /* K_TEXT: the buffer */
    const char *const *names; /* K_ENUM and K_BOOL: value names by number, NULL for a gap */
    uint8_t name_count;
    int32_t min, max, step; /* K_INT */
    const char *about;      /* what the option is, for the file's comment */
    const char *ref;        /* CHECKLIST IDs and EMA sections */
} key;

/* A row of uma_by_start: the uma when n players finish at or above the start (R-GAME-08). */
#define UMA_ROW(n)                                                                                 \
    {                                                                                              \
        .name = "uma_above_" #n, .section = SEC_GAME, .kind = K_UMA_ROW, .store = S_NONE,          \
        .offset = offsetof(tsumo_rules, uma_by_start[n]),                                          \
        .about = "With uma = jpml-a: placement points when the players ending at or above "        \
                 "start_points number " #n,                                                        \
        .ref = "CFG-UMA, R-GAME-08"                                                                \
    }

static const char *const yes_no[] = {"no", "yes"};
static const char *const red_five_counts[] = {"0", NULL, NULL, "3", "4"};
static const char *const kan_dora_timings[] = {"at-once", "late-open"};
static const char *const kazoe_limits[] = {"yakuman", "sanbaiman"};
static const char *const renhou_values[] = {"yakuman", "mangan", "5-han", "none"};
static const char *const nagashi_values[] = {"no", "closed", "with-calls"};
static const char *const nagashi_settlements[] = {"as-win", "as-draw"};
static const char *const pair_fu_values[] = {NULL, NULL, "2", NULL, "4"};
static const char *const multi_ron_honba_values[] = {"each-winner", "first-winner"};
static const char *const kuikae_values[] = {"allow", "forbid-same", "forbid-same-and-end"};
static const char *const riichi_kan_values[] = {"ema", "jpml", "wait-only", "never"};
static const char *const four_kan_values[] = {"after-discard", "at-kan", "never"};
static const char *const penalty_values[] = {"refuse", "penalize"};
static const char *const invalid_call_values[] = {"dead-hand", "chombo"};
static const char *const game_lengths[] = {NULL, "tonpuusen", "hanchan"};
static const char *const end_stick_values[] = {"first-place", "lost"};
static const char *const tie_values[] = {"share", "seat-order"};

#define KEY_BOOL(sec, k, f, about_, ref_)                                                          \
    {                                                                                              \
        .name = k, .section = sec, .kind = K_BOOL, FIELD(f), .names = yes_no, .name_count = 2,     \
        .about = about_, .ref = ref_                                                               \
    }
#define KEY_ENUM(sec, k, f, list, about_, ref_)                                                    \
    {                                                                                              \
        .name = k, .section = sec, .kind = K_ENUM, FIELD(f), .names = list,                        \
        .name_count = COUNT(list), .about = about_, .ref = ref_                                    \
    }
#define KEY_INT(sec, k, f, lo, hi, st, about_, ref_)                                               \
    {                                                                                              \
        .name = k, .section = sec, .kind = K_INT, FIELD(f), .min = lo, .max = hi, .step = st,      \
        .about = about_, .ref = ref_                                                               \
    }
#define KEY_TEXT(sec, k, f, about_)                                                                \
    {                                                                                              \
        .name = k, .section = sec, .kind = K_TEXT, .store = S_NONE,                                \
        .offset = offsetof(tsumo_rules, f), .size = sizeof(((tsumo_rules *)0)->f),                 \
        .about = about_, .ref = ""                                                                 \
    }

#define UMA_LIMIT 100000

static const key keys[] = {
    KEY_TEXT(SEC_RULESET, "name", name, "Shown to players"),
    KEY_TEXT(SEC_RULESET, "description", description, "One line for the ruleset menu"),

    KEY_ENUM(SEC_DORA, "red_fives", red_fives, red_five_counts,
             "Red fives: 0, 3 (one in each suit) or 4 (a second in pin); each is a dora",
             "CFG-AKA, R-TILE-03, EMA 1.1"),
    KEY_BOOL(SEC_DORA, "kan_dora", kan_dora, "Each kan turns over one more dora indicator",
             "CFG-KANDORA, R-DORA-04, EMA 3.3.2"),
    KEY_ENUM(SEC_DORA, "kan_dora_timing", kan_dora_timing, kan_dora_timings,
             "When: at-once for every kan, or late-open (closed kans at once, open and added "
             "kans after the replacement draw and discard)",
             "CFG-KANDORA-TIMING, R-DORA-04, AMB-05, EMA 3.3.2"),
    KEY_BOOL(SEC_DORA, "ura_dora", ura_dora,
             "A riichi winner turns over the tiles under the dora indicators",
             "CFG-URA, R-DORA-06, EMA 3.3.12"),
    KEY_BOOL(SEC_DORA, "kan_ura_dora", kan_ura_dora,
             "Ura dora under the kan dora indicators too (needs ura_dora and kan_dora)",
             "R-DORA-06, RU9.4"),

    KEY_INT(SEC_YAKU, "min_han", min_han, 1, 3, 1,
            "Han from yaku that a win needs, 1..3 (dora never count)",
            "CFG-MINHAN, R-WIN-02, EMA 3.2"),
    KEY_BOOL(SEC_YAKU, "two_han_at_five_counters", two_han_at_five_counters,
             "With 5 or more counters on the table a win needs 2 han from yaku",
             "CFG-TWOHAN5, R-WIN-03, AMB-25, EMA 3.4.11"),
    KEY_BOOL(SEC_YAKU, "open_tanyao", open_tanyao, "Tanyao counts in an open hand too (kuitan)",
             "CFG-KUITAN, R-YAKU-05, AMB-27, EMA 4.2.1"),
    KEY_BOOL(SEC_YAKU, "ippatsu", ippatsu,
             "Ippatsu: +1 han for a win within one go-around of riichi",
             "CFG-IPPATSU, R-RII-09, EMA 4.2.1"),
    KEY_BOOL(SEC_YAKU, "double_yakuman", double_yakuman,
             "13-sided kokushi, 9-sided chuuren, suuankou tanki and daisuushii pay double",
             "CFG-DOUBLEYKM, R-YKM-13, EMA 4.2.5"),
    KEY_BOOL(SEC_YAKU, "yakuman_stacking", yakuman_stacking, "Several yakuman in one hand add up",
             "R-HAN-03, R-YKM-13, EMA 4.2"),
    KEY_ENUM(SEC_YAKU, "kazoe", kazoe, kazoe_limits, "13 or more han: yakuman or sanbaiman",
             "CFG-KAZOE, R-HAN-05, AMB-26, EMA 4.2"),
    KEY_ENUM(SEC_YAKU, "renhou", renhou, renhou_values,
             "Renhou (ron before the first draw): yakuman, mangan or 5-han (both without "
             "other yaku), or none",
             "CFG-RENHOU, R-YAKU-27, AMB-31, EMA 4.2.5"),
    KEY_BOOL(SEC_YAKU, "ryuuiisou_needs_hatsu", ryuuiisou_needs_hatsu,
             "Ryuuiisou needs the green dragon", "CFG-RYUUISOU-HATSU, R-YKM-07, AMB-33, EMA 4.2.5"),
    KEY_ENUM(SEC_YAKU, "nagashi_mangan", nagashi, nagashi_values,
             "Nagashi mangan: no, closed (a closed hand) or with-calls (own calls allowed)",
             "CFG-NAGASHI, R-NAGA-01, EMA 4.2.4"),
    KEY_ENUM(SEC_YAKU, "nagashi_settlement", nagashi_settlement, nagashi_settlements,
             "Nagashi mangan is paid as-win (with the counters and sticks) or as-draw (the hand "
             "stays an exhaustive draw)",
             "AMB-21, R-HONB-06, R-STCK-03, EMA 4.2.4"),
    KEY_BOOL(SEC_YAKU, "haitei_with_rinshan", haitei_with_rinshan,
             "A replacement tile that is the last tile also scores haitei",
             "R-KAN-08, R-YAKU-09, AMB-07, EMA 3.4.1"),

    KEY_BOOL(SEC_PAYMENTS, "kiriage", kiriage, "30 fu 4 han and 60 fu 3 han are paid as mangan",
             "CFG-KIRIAGE, R-PAY-04, AMB-51"),
    KEY_BOOL(SEC_PAYMENTS, "rinshan_tsumo_fu", rinshan_tsumo_fu,
             "A rinshan win gets the 2 tsumo fu", "CFG-RINSHAN-FU, R-FU-02, AMB-34, EMA 4.1.1"),
    KEY_BOOL(SEC_PAYMENTS, "open_pinfu_fu", open_pinfu_fu,
             "An open hand with no fu above the base gets 2 (30 fu on ron)",
             "R-FU-07, AMB-36, EMA 4.1.1"),
    KEY_ENUM(SEC_PAYMENTS, "double_wind_pair_fu", double_wind_pair_fu, pair_fu_values,
             "Fu for a pair of the seat wind that is also the round wind: 2 or 4",
             "R-FU-05, AMB-35, EMA 4.1.1"),
    KEY_INT(SEC_PAYMENTS, "honba_value", honba_value, 0, 3000, 100,
            "Points per counter on a win: the discarder pays it all, on tsumo each pays a third",
            "R-HONB-03, EMA 3.4.10"),
    KEY_ENUM(SEC_PAYMENTS, "multi_ron_honba", multi_ron_honba, multi_ron_honba_values,
             "With several rons the counters go to each-winner or to the first-winner in turn "
             "order",
             "R-HONB-04, EMA 4.1"),
    KEY_INT(SEC_PAYMENTS, "noten_total", noten_total, 0, 12000, 600,
            "Noten payments at an exhaustive draw, in total (a multiple of 600)",
            "R-DRAW-02, EMA 3.4.2"),

    KEY_ENUM(SEC_CALLS, "kuikae", kuikae, kuikae_values,
             "Swap calling: allow, forbid-same (not the claimed kind) or forbid-same-and-end "
             "(nor the other end of a chi)",
             "CFG-KUIKAE, R-CALL-11, AMB-09, EMA preface #3"),
    KEY_BOOL(SEC_CALLS, "head_bump", head_bump,
             "Only the first ron in turn order after the discarder wins (atamahane)",
             "CFG-MULTIRON, R-WIN-06, AMB-47, EMA 3.3.1"),
    KEY_BOOL(SEC_CALLS, "triple_ron_abort", triple_ron_abort,
             "Three rons on one discard abort the hand", "R-ABRT-06, AMB-47, EMA 3.3.1"),
    KEY_INT(SEC_CALLS, "claim_window_ms", claim_window_ms, TSUMO_CLAIM_WINDOW_MIN_MS,
            TSUMO_CLAIM_WINDOW_MAX_MS, 100,
            "How long the table waits for claims on a discard, in milliseconds",
            "R-CALL-05, EMA 3.3.1"),

    KEY_ENUM(SEC_RIICHI, "riichi_kan", riichi_kan, riichi_kan_values,
             "Closed kan after riichi: ema, jpml (reading and yaku unchanged too), wait-only "
             "or never",
             "CFG-RIICHI-KAN, R-RII-07, AMB-12, EMA 3.3.12"),
    KEY_INT(SEC_RIICHI, "riichi_min_wall", riichi_min_wall, 0, 69, 1,
            "Riichi needs at least this many tiles left in the live wall", "R-RII-02, EMA 3.3.12"),
    KEY_INT(SEC_RIICHI, "riichi_min_points", riichi_min_points, 0, 100000, 100,
            "Riichi needs at least this many points (0: no minimum)", "R-RII-03, AMB-11"),
    KEY_INT(SEC_RIICHI, "riichi_deposit", riichi_deposit, 100, 10000, 100, "The riichi stick",
            "R-RII-04, EMA 3.3.12"),
    KEY_BOOL(SEC_RIICHI, "open_riichi", open_riichi, "Open riichi may be declared",
             "CFG-OPENRII, R-RII-13, AMB-14"),
    KEY_INT(SEC_RIICHI, "open_riichi_han", open_riichi_han, 1, 3, 1,
            "Han of an open riichi in place of riichi's 1 (on a double riichi: this less 1 more)",
            "CFG-OPENRII, R-RII-13, AMB-14"),
    KEY_BOOL(SEC_RIICHI, "temp_furiten_ends_on_call", temp_furiten_ends_on_call,
             "Temporary furiten also ends when a call interrupts the go-around",
             "CFG-TEMPFURI-CALL, R-FURI-04, AMB-16, EMA 3.4.5"),

    KEY_BOOL(SEC_DRAWS, "kyuushu_kyuuhai", kyuushu,
             "Nine different terminals and honours on the first draw may abort the hand",
             "R-ABRT-02, AMB-18, EMA 3.4.3"),
    KEY_BOOL(SEC_DRAWS, "four_winds_abort", four_winds_abort,
             "Four first discards of the same wind abort the hand", "R-ABRT-03, EMA 3.4.3"),
    KEY_BOOL(SEC_DRAWS, "four_riichi_abort", four_riichi_abort,
             "A fourth riichi aborts the hand unless its tile is ronned", "R-ABRT-05, EMA 3.4.3"),
    KEY_ENUM(SEC_DRAWS, "four_kan_abort", four_kan_abort, four_kan_values,
             "Four kans by two or more players abort: after-discard (unless ronned), at-kan or "
             "never",
             "CFG-4KAN-ABORT, R-KAN-09, AMB-08, EMA 3.3.9"),
    KEY_BOOL(SEC_DRAWS, "abort_dealer_repeats", abort_dealer_repeats,
             "The dealer keeps the deal after an abortive draw",
             "CFG-ABORT-DEALER, R-ABRT-07, AMB-19, EMA 3.4.12"),
    KEY_BOOL(SEC_DRAWS, "tenpai_must_show", tenpai_must_show,
             "A hand counts as tenpai at a draw only if shown and checked (no: a player may "
             "hide it and be noten)",
             "CFG-TENPAI-SHOW, R-DRAW-05, EMA 3.4.2"),

    KEY_BOOL(SEC_LIABILITY, "pao_daisangen", pao_daisangen,
             "Feeding the third dragon set makes a player liable for daisangen",
             "R-PAO-01, AMB-40, EMA 3.3.6"),
    KEY_BOOL(SEC_LIABILITY, "pao_daisuushii", pao_daisuushii,
             "Feeding the fourth wind set makes a player liable for daisuushii",
             "R-PAO-01, AMB-40, EMA 3.3.6"),
    KEY_BOOL(SEC_LIABILITY, "pao_suukantsu", pao_suukantsu,
             "Feeding the fourth kan makes a player liable for suukantsu",
             "CFG-PAO-SUUKANTSU, R-PAO-01, AMB-40"),
    KEY_BOOL(SEC_LIABILITY, "rinshan_liability", rinshan_liability,
             "The player who fed an open kan pays for a rinshan win on it",
             "CFG-RINSHAN-LIAB, R-PAO-04, AMB-41"),

    KEY_ENUM(SEC_PENALTIES, "penalties", penalties, penalty_values,
             "Illegal declarations: refuse them with the reason, or penalize (chombo, dead hand)",
             "R-CHMB-04, R-DEAD-02, EMA 3.4.6, EMA 3.4.7"),
    KEY_ENUM(SEC_PENALTIES, "invalid_call", invalid_call, invalid_call_values,
             "With penalize, an invalid chi, pon or kan makes a dead-hand, or is chombo",
             "R-DEAD-02, R-CHMB-05, AMB-23, EMA 3.4.7"),
    KEY_BOOL(SEC_PENALTIES, "chombo_mangan", chombo_mangan,
             "Chombo pays a mangan to the other players",
             "CFG-CHOMBO, R-CHMB-01, AMB-48, EMA 3.4.6"),
    KEY_INT(SEC_PENALTIES, "chombo_rating", chombo_rating, 0, 100, 1,
            "Result points taken from a chombo offender after the game",
            "CFG-CHOMBO, R-CHMB-01, AMB-48"),

    KEY_ENUM(SEC_GAME, "game_length", rounds, game_lengths,
             "tonpuusen (East round only) or hanchan (East and South)", "R-GAME-02, EMA 3.5"),
    KEY_INT(SEC_GAME, "start_points", start_points, 100, 1000000, 100,
            "Points each player starts with", "CFG-START, R-GAME-05, AMB-44"),
    {.name = "uma",
     .section = SEC_GAME,
     .kind = K_UMA,
     .store = S_NONE,
     .about = "Placement points for 1st to 4th, adding up to 0, or jpml-a (by how many finished "
              "at or above the start)",
     .ref = "CFG-UMA, R-GAME-07, R-GAME-08, AMB-45, EMA 3.6.1"},
    UMA_ROW(0),
    UMA_ROW(1),
    UMA_ROW(2),
    UMA_ROW(3),
    UMA_ROW(4),
    KEY_INT(SEC_GAME, "oka", oka, 0, 400000, 400,
            "Bonus to 1st place; results count from start_points + oka / 4", "CFG-OKA, AMB-46"),
    KEY_ENUM(SEC_GAME, "end_sticks", end_sticks, end_stick_values,
             "Riichi sticks left at the end go to first-place, or are lost",
             "CFG-ENDSTICKS, R-STCK-04, AMB-39, EMA 3.6"),
    KEY_ENUM(SEC_GAME, "ties", ties, tie_values,
             "Equal final scores share their places, or rank by seat-order from the first dealer",
             "R-GAME-06, EMA 3.6.1"),
    KEY_BOOL(SEC_GAME, "bust", bust, "The game ends when a score goes below 0",
             "CFG-BUST, R-GAME-04"),
    KEY_BOOL(SEC_GAME, "agariyame", agariyame,
             "A win by the last dealer who is then in the lead ends the game",
             "CFG-AGARIYAME, R-GAME-03, AMB-42, EMA 3.5"),
    KEY_BOOL(SEC_GAME, "tenpaiyame", tenpaiyame,
             "So does his tenpai at an exhaustive draw (needs agariyame)", "R-GAME-03"),
    KEY_INT(SEC_GAME, "extension_target", extension_target, 0, 1000000, 100,
            "0, or a score someone must reach: if nobody has it after the last round, one more "
            "round is played until someone does",
            "R-GAME-02"),
};

#define KEY_COUNT ((int)COUNT(keys))

static int32_t get(const tsumo_rules *r, const key *k)
{
    const char *p = (const char *)r + k->offset;
    switch (k->store) {
    case S_BOOL: {
        /* Read as a byte: a struct built in code may hold any value there. */
        uint8_t byte;
        memcpy(&byte, p, 1);
        return byte;
    }
    case S_U8:
        return *(const uint8_t *)p;
    case S_U16:
        return *(const uint16_t *)p;
    case S_I16:
        return *(const int16_t *)p;
    case S_I32:
        return *(const int32_t *)p;
    }
    return 0;
}

static void set(tsumo_rules *r, const key *k, int32_t v)
{
    char *p = (char *)r + k->offset;
    switch (k->store) {
    case S_BOOL:
        *(bool *)p = v != 0;
        break;
    case S_U8:
        *(uint8_t *)p = (uint8_t)v;
        break;
    case S_U16:
        *(uint16_t *)p = (uint16_t)v;
        break;
    case S_I16:
        *(int16_t *)p = (int16_t)v;
        break;
    case S_I32:
        *(int32_t *)p = v;
        break;
    }
}

static const char *text_of(const tsumo_rules *r, const key *k)
{
    return (const char *)r + k->offset;
}

static const key *find_key(const char *name, size_t n)
{
    for (int i = 0; i < KEY_COUNT; i++)
        if (strlen(keys[i].name) == n && memcmp(keys[i].name, name, n) == 0)
            return &keys[i];
    return NULL;
}

static const key *key_named(const char *name)
{
    return find_key(name, strlen(name));
}

/* ---- small text helpers ---------------------------------------------------- */

/* Length of the valid UTF-8 sequence at s (n bytes left), 0 if there is none. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    unsigned min;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        len = 2, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        len = 3, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        len = 4, min = 0x10000;
    else
        return 0;
    if (n < len)
        return 0;
    unsigned cp = c & (0x7F >> len);
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

static bool is_control(unsigned char c)
{
    return (c < 0x20 && c != '\t') || c == 0x7F;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/*
 * Quotes n bytes of user text into dst for a diagnostic: control bytes and
 * broken UTF-8 as \xNN, cut with "..." at a character boundary when long.
 */
static void quote(char *dst, size_t size, const char *s, size_t n)
{
    size_t out = 0, i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        size_t len = is_control(c) || c == '\t' ? 0 : utf8_len((const unsigned char *)s + i, n - i);
        size_t need = len ? len : 4;
        if (out + need + 4 > size) { /* room for "..." and the NUL */
            memcpy(dst + out, "...", 3);
            out += 3;
            break;
        }
        if (len) {
            memcpy(dst + out, s + i, len);
            i += len;
        } else {
            snprintf(dst + out, 5, "\\x%02X", c);
            i++;
        }
        out += need;
    }
    dst[out] = '\0';
}

/* "a|b|c": the names a key takes, for diagnostics and docs. */
static void put_names(tsumo__writer *w, const key *k)
{
    if (k->kind == K_BOOL) {
        tsumo__put(w, "yes|no"); /* in the order people say it */
        return;
    }
    bool first = true;
    for (int i = 0; i < k->name_count; i++) {
        if (!k->names[i])
            continue;
        if (!first)
            tsumo__put(w, "|");
        tsumo__put(w, k->names[i]);
        first = false;
    }
}

/* What an integer key accepts: "1..3", "0..3000, a multiple of 100". */
static void put_range(tsumo__writer *w, const key *k)
{
    tsumo__putf(w, "%ld", (long)k->min);
    tsumo__put(w, "..");
    tsumo__putf(w, "%ld", (long)k->max);
    if (k->step > 1) {
        tsumo__put(w, ", a multiple of ");
        tsumo__putf(w, "%ld", (long)k->step);
    }
}

static void expected_of(char *buf, size_t size, const key *k)
{
    tsumo__writer w = {.buf = buf, .size = size};
    switch (k->kind) {
    case K_BOOL:
    case K_ENUM:
        put_names(&w, k);
        break;
    case K_INT:
        put_range(&w, k);
        break;
    case K_TEXT:
        tsumo__put(&w, "one line of text");
        break;
    case K_UMA:
        tsumo__put(&w, "jpml-a, or 4 numbers for 1st to 4th place");
        break;
    case K_UMA_ROW:
        tsumo__put(&w, "4 numbers for 1st to 4th place");
        break;
    }
    tsumo__put_end(&w);
}

/* ---- values ---------------------------------------------------------------- */

/* A whole number: optional '-', digits. Returns false for anything else. */
static bool read_int(const char *s, size_t n, int64_t *out)
{
    size_t i = 0;
    bool negative = n > 0 && s[0] == '-';
    i += negative;
    if (i == n)
        return false;
    int64_t v = 0;
    for (; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        if (v < INT64_MAX / 16) /* keep growing past any range, without overflow */
            v = v * 10 + (s[i] - '0');
    }
    *out = negative ? -v : v;
    return true;
}

static bool int_fits(const key *k, int64_t v)
{
    return v >= k->min && v <= k->max && (v - k->min) % k->step == 0;
}

static bool enum_fits(const key *k, int64_t v)
{
    return v >= 0 && v < k->name_count && k->names[v];
}

/* Texts are one line of UTF-8 without control characters or blanks at the ends. */
static bool text_fits(const char *s, size_t n)
{
    if (n > 0 && (is_blank(s[0]) || is_blank(s[n - 1])))
        return false;
    for (size_t i = 0; i < n;) {
        size_t len =
            is_control((unsigned char)s[i]) ? 0 : utf8_len((const unsigned char *)s + i, n - i);
        if (len == 0)
            return false;
        i += len;
    }
    return true;
}

enum uma_problem { UMA_OK, UMA_RANGE, UMA_ORDER, UMA_SUM };

static enum uma_problem uma_problem(const int32_t uma[4])
{
    int32_t sum = 0;
    for (int i = 0; i < 4; i++) {
        if (uma[i] < -UMA_LIMIT || uma[i] > UMA_LIMIT || uma[i] % 100 != 0)
            return UMA_RANGE;
        if (i > 0 && uma[i] > uma[i - 1])
            return UMA_ORDER;
        sum += uma[i];
    }
    return sum == 0 ? UMA_OK : UMA_SUM;
}

static const char *uma_expected(enum uma_problem p)
{
    switch (p) {
    case UMA_RANGE:
        return "-100000..100000, a multiple of 100";
    case UMA_ORDER:
        return "1st >= 2nd >= 3rd >= 4th";
    case UMA_SUM:
        return "4 numbers adding up to 0";
    case UMA_OK:
        break;
    }
    return "";
}

/* ---- two keys at once ------------------------------------------------------ */

/* `key` = yes needs `needed` = yes. */
typedef struct dependency {
    const char *key;
    const char *needed;
} dependency;

static const dependency dependencies[] = {
    {"kan_ura_dora", "ura_dora"},
    {"kan_ura_dora", "kan_dora"},
    {"tenpaiyame", "agariyame"},
};

/*
 * Reports the first dependency that fails. `set_on` (NULL for a struct
 * built in code) gives the line each key was set on, so that the message
 * points at the later of the two lines: the one that made the contradiction.
 */
static tsumo_status check_dependencies(const tsumo_rules *r, const int *set_on, tsumo_diag *diag)
{
    for (size_t i = 0; i < COUNT(dependencies); i++) {
        const key *k = key_named(dependencies[i].key);
        const key *need = key_named(dependencies[i].needed);
        if (!get(r, k) || get(r, need))
            continue;
        int k_line = set_on ? set_on[k - keys] : 0;
        int need_line = set_on ? set_on[need - keys] : 0;
        char expected[96];
        if (k_line >= need_line) {
            snprintf(expected, sizeof expected, "no, since %s = no", need->name);
            tsumo__diag_set(diag, TSUMO_DIAG_INCONSISTENT, k_line, 0, k->name, "yes", expected);
        } else {
            snprintf(expected, sizeof expected, "yes, since %s = yes", k->name);
            tsumo__diag_set(diag, TSUMO_DIAG_INCONSISTENT, need_line, 0, need->name, "no",
                            expected);
        }
        return set_on ? TSUMO_EPARSE : TSUMO_EINVAL;
    }
    return TSUMO_OK;
}

/* ---- parsing --------------------------------------------------------------- */

typedef struct parser {
    tsumo_rules *out;
    tsumo_diag *diag;
    int line;
    int section;
    int format_line;
    int set_on[COUNT(keys)]; /* the line each key was set on, 0 if none */
} parser;

static tsumo_status fail(parser *ps, tsumo_diag_code code, int column, const char *key_name,
                         const char *found, size_t found_len, const char *expected)
{
    char quoted_found[48], quoted_key[48];
    quote(quoted_found, sizeof quoted_found, found ? found : "", found ? found_len : 0);
    quote(quoted_key, sizeof quoted_key, key_name ? key_name : "", key_name ? strlen(key_name) : 0);
    tsumo__diag_set(ps->diag, code, ps->line, column, quoted_key, quoted_found, expected);
    return TSUMO_EPARSE;
}

/* The keys of a section, cut to fit, for an unknown key. */
static void section_keys(char *buf, size_t size, int section)
{
    tsumo__writer w = {.buf = buf, .size = size};
    if (section == SEC_TOP)
        tsumo__put(&w, "format, or a [section] first");
    for (int i = 0; i < KEY_COUNT; i++) {
        if (keys[i].section != section)
            continue;
        /* Keep room for a last "|..." if the next name does not fit. */
        if (w.len + 1 + strlen(keys[i].name) + 4 + 1 > size) {
            tsumo__put(&w, "|...");
            break;
        }
        if (w.len > 0)
            tsumo__put(&w, "|");
        tsumo__put(&w, keys[i].name);
    }
    tsumo__put_end(&w);
}

/* Case, '-' and ' ' for '_' are not counted as differences between key names. */
static char fold(char c)
{
    if (c >= 'A' && c <= 'Z')
        return (char)(c - 'A' + 'a');
    return c == '-' || c == ' ' ? '_' : c;
}

/* Edit distance, capped: a key written a little wrong is named in the message. */
static int distance(const char *a, size_t an, const char *b)
{
    size_t bn = strlen(b);
    int row[48];
    if (an >= 40 || bn >= 40)
        return 99;
    for (size_t j = 0; j <= bn; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= an; i++) {
        int diag = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= bn; j++) {
            int up = row[j];
            int best = diag + (fold(a[i - 1]) != b[j - 1]);
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            if (up + 1 < best)
                best = up + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[bn];
}

static tsumo_status unknown_key(parser *ps, const char *name, size_t n, int column)
{
    char keyname[48];
    quote(keyname, sizeof keyname, name, n);
    char expected[96];
    const key *near = NULL;
    int best = 3;
    for (int i = 0; i < KEY_COUNT; i++) {
        int d = distance(name, n, keys[i].name);
        if (d < best)
            best = d, near = &keys[i];
    }
    if (near && near->section == ps->section)
        snprintf(expected, sizeof expected, "%s", near->name);
    else if (near)
        snprintf(expected, sizeof expected, "%s in [%s]", near->name, section_names[near->section]);
    else
        section_keys(expected, sizeof expected, ps->section);
    tsumo__diag_set(ps->diag, TSUMO_DIAG_UNKNOWN_KEY, ps->line, column, keyname, keyname, expected);
    return TSUMO_EPARSE;
}

static tsumo_status parse_section(parser *ps, const char *s, size_t n, size_t at)
{
    const char *close = memchr(s, ']', n);
    if (!close)
        return fail(ps, TSUMO_DIAG_SYNTAX, (int)(at + n + 1), NULL, s, n, "]");
    size_t close_at = (size_t)(close - s);
    if (close_at + 1 != n) {
        size_t after = close_at + 1;
        while (is_blank(s[after]))
            after++; /* the line is trimmed: something that is no blank follows */
        return fail(ps, TSUMO_DIAG_SYNTAX, (int)(at + after + 1), NULL, s + after, n - after,
                    "nothing after ]");
    }
    size_t b = 1, e = close_at;
    while (b < e && is_blank(s[b]))
        b++;
    while (e > b && is_blank(s[e - 1]))
        e--;
    for (int i = 1; i < SEC_COUNT; i++) {
        if (strlen(section_names[i]) == e - b && memcmp(section_names[i], s + b, e - b) == 0) {
            ps->section = i;
            return TSUMO_OK;
        }
    }
    char name[48];
    quote(name, sizeof name, s + b, e - b);
    tsumo__diag_set(ps->diag, TSUMO_DIAG_UNKNOWN_SECTION, ps->line, (int)(at + b + 1), name, name,
                    "ruleset, dora, yaku, payments, calls, riichi, draws, liability, penalties, "
                    "game");
    return TSUMO_EPARSE;
}

static tsumo_status parse_format(parser *ps, const char *v, size_t n, int column)
{
    if (ps->section != SEC_TOP)
        return fail(ps, TSUMO_DIAG_UNKNOWN_KEY, column, "format", "format", 6,
                    "format before the first [section]");
    if (ps->format_line) {
        char expected[96];
        snprintf(expected, sizeof expected, "once (set on line %d)", ps->format_line);
        return fail(ps, TSUMO_DIAG_DUPLICATE_KEY, column, "format", v, n, expected);
    }
    int64_t version;
    if (!read_int(v, n, &version))
        return fail(ps, TSUMO_DIAG_BAD_VALUE, column, "format", v, n, "1");
    if (version != FORMAT_VERSION)
        return fail(ps, TSUMO_DIAG_BAD_VERSION, column, "format", v, n, "1");
    ps->format_line = ps->line;
    return TSUMO_OK;
}

/* Four numbers for 1st to 4th place, each in range, non-increasing, adding up to 0. */
static tsumo_status read_uma_row(parser *ps, const key *k, const char *v, size_t n, int column,
                                 int32_t uma[4])
{
    char expected[96];
    expected_of(expected, sizeof expected, k);
    int count = 0;
    for (size_t i = 0; i < n;) {
        while (i < n && is_blank(v[i]))
            i++;
        size_t start = i;
        while (i < n && !is_blank(v[i]))
            i++;
        if (i == start)
            break;
        int64_t number;
        if (count == 4 || !read_int(v + start, i - start, &number))
            return fail(ps, TSUMO_DIAG_BAD_VALUE, column, k->name, v, n, expected);
        if (number < -UMA_LIMIT || number > UMA_LIMIT || number % 100 != 0)
            return fail(ps, TSUMO_DIAG_OUT_OF_RANGE, column + (int)start, k->name, v + start,
                        i - start, uma_expected(UMA_RANGE));
        uma[count++] = (int32_t)number;
    }
    if (count != 4)
        return fail(ps, TSUMO_DIAG_BAD_VALUE, column, k->name, v, n, expected);
    enum uma_problem problem = uma_problem(uma);
    if (problem != UMA_OK)
        return fail(ps, TSUMO_DIAG_INCONSISTENT, column, k->name, v, n, uma_expected(problem));
    return TSUMO_OK;
}

static tsumo_status parse_uma(parser *ps, const key *k, const char *v, size_t n, int column)
{
    if (n == 6 && memcmp(v, "jpml-a", 6) == 0) {
        ps->out->uma_kind = TSUMO_UMA_JPML_A;
        memset(ps->out->uma, 0, sizeof ps->out->uma);
        return TSUMO_OK;
    }
    int32_t uma[4];
    tsumo_status st = read_uma_row(ps, k, v, n, column, uma);
    if (st != TSUMO_OK)
        return st;
    ps->out->uma_kind = TSUMO_UMA_FIXED;
    memcpy(ps->out->uma, uma, sizeof uma);
    return TSUMO_OK;
}

/* The row of uma_by_start a K_UMA_ROW key names. */
static int32_t *uma_row(tsumo_rules *r, const key *k)
{
    return (int32_t *)(void *)((char *)r + k->offset);
}

static const int32_t *uma_row_of(const tsumo_rules *r, const key *k)
{
    return (const int32_t *)(const void *)((const char *)r + k->offset);
}

static tsumo_status parse_value(parser *ps, const key *k, const char *v, size_t n, int column)
{
    char expected[96];
    expected_of(expected, sizeof expected, k);
    switch (k->kind) {
    case K_BOOL:
    case K_ENUM:
        for (int i = 0; i < k->name_count; i++) {
            if (k->names[i] && strlen(k->names[i]) == n && memcmp(k->names[i], v, n) == 0) {
                set(ps->out, k, i);
                return TSUMO_OK;
            }
        }
        return fail(ps, TSUMO_DIAG_BAD_VALUE, column, k->name, v, n, expected);
    case K_INT: {
        int64_t number;
        if (!read_int(v, n, &number))
            return fail(ps, TSUMO_DIAG_BAD_VALUE, column, k->name, v, n, expected);
        if (!int_fits(k, number))
            return fail(ps, TSUMO_DIAG_OUT_OF_RANGE, column, k->name, v, n, expected);
        set(ps->out, k, (int32_t)number);
        return TSUMO_OK;
    }
    case K_TEXT: {
        char *text = (char *)ps->out + k->offset;
        if (n >= k->size) {
            snprintf(expected, sizeof expected, "at most %u bytes", (unsigned)k->size - 1);
            return fail(ps, TSUMO_DIAG_TOO_LONG, column, k->name, v, n, expected);
        }
        if (n == 0 && k->offset == offsetof(tsumo_rules, name))
            return fail(ps, TSUMO_DIAG_BAD_VALUE, column, k->name, v, n, "a name");
        memset(text, 0, k->size); /* so that equal rulesets are equal bytes */
        memcpy(text, v, n);
        return TSUMO_OK;
    }
    case K_UMA:
        return parse_uma(ps, k, v, n, column);
    case K_UMA_ROW:
        return read_uma_row(ps, k, v, n, column, uma_row(ps->out, k));
    }
    return TSUMO_OK;
}

static tsumo_status parse_assignment(parser *ps, const char *s, size_t n, size_t at)
{
    const char *eq = memchr(s, '=', n);
    if (!eq)
        return fail(ps, TSUMO_DIAG_SYNTAX, (int)(at + 1), NULL, s, n,
                    "key = value, [section] or # comment");
    size_t eq_at = (size_t)(eq - s);
    size_t key_end = eq_at;
    while (key_end > 0 && is_blank(s[key_end - 1]))
        key_end--;
    if (key_end == 0)
        return fail(ps, TSUMO_DIAG_SYNTAX, (int)(at + 1), NULL, s, n, "a key before =");
    size_t vb = eq_at + 1;
    while (vb < n && is_blank(s[vb]))
        vb++;
    const char *v = s + vb;
    size_t vn = n - vb;
    int value_column = (int)(at + vb + 1);

    if (key_end == 6 && memcmp(s, "format", 6) == 0)
        return parse_format(ps, v, vn, value_column);
    const key *k = find_key(s, key_end);
    if (!k || k->section != ps->section)
        return unknown_key(ps, s, key_end, (int)(at + 1));
    int index = (int)(k - keys);
    if (ps->set_on[index]) {
        char expected[96];
        snprintf(expected, sizeof expected, "once (set on line %d)", ps->set_on[index]);
        return fail(ps, TSUMO_DIAG_DUPLICATE_KEY, (int)(at + 1), k->name, v, vn, expected);
    }
    tsumo_status st = parse_value(ps, k, v, vn, value_column);
    if (st == TSUMO_OK)
        ps->set_on[index] = ps->line;
    return st;
}

static tsumo_status parse_line(parser *ps, const char *s, size_t n)
{
    if (n > MAX_LINE)
        return fail(ps, TSUMO_DIAG_TOO_LONG, MAX_LINE + 1, NULL, s, n,
                    "at most 512 bytes in a line");
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        size_t len = is_control(c) ? 0 : utf8_len((const unsigned char *)s + i, n - i);
        if (len == 0)
            return fail(ps, TSUMO_DIAG_UNEXPECTED_CHAR, (int)i + 1, NULL, s + i, 1,
                        c < 0x80 ? "text without control characters" : "UTF-8 text");
        i += len;
    }
    size_t b = 0, e = n;
    while (b < e && is_blank(s[b]))
        b++;
    while (e > b && is_blank(s[e - 1]))
        e--;
    if (b == e || s[b] == '#')
        return TSUMO_OK;
    if (s[b] == '[')
        return parse_section(ps, s + b, e - b, b);
    return parse_assignment(ps, s + b, e - b, b);
}

/*
 * A file that says uma = jpml-a gives the five rows it reads: the defaults
 * are no league's table, and a record written before the rows existed must
 * not replay with other placement points than it was played with.
 */
static tsumo_status check_uma_rows(parser *ps)
{
    const key *uma = key_named("uma");
    if (ps->out->uma_kind != TSUMO_UMA_JPML_A || !ps->set_on[uma - keys])
        return TSUMO_OK;
    for (int i = 0; i < KEY_COUNT; i++)
        if (keys[i].kind == K_UMA_ROW && !ps->set_on[i]) {
            ps->line = ps->set_on[uma - keys];
            return fail(ps, TSUMO_DIAG_INCONSISTENT, 0, keys[i].name, "", 0,
                        "uma_above_0 to uma_above_4, since uma = jpml-a");
        }
    return TSUMO_OK;
}

tsumo_status tsumo_rules_parse(tsumo_rules *out, const char *text, size_t len, tsumo_diag *diag)
{
    assert(out);
    if (!text && len > 0)
        return TSUMO_EINVAL;
    tsumo_rules_default(out);
    parser ps = {.out = out, .diag = diag};
    tsumo__lines lines = {.text = text, .len = len};
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        lines.pos = 3; /* a byte-order mark, as some editors write */
    while (ps.line < INT_MAX && tsumo__next_line(&lines)) {
        ps.line = lines.number;
        tsumo_status st = parse_line(&ps, lines.line, lines.line_len);
        if (st != TSUMO_OK)
            return st;
    }
    if (lines.pos < len)
        return fail(&ps, TSUMO_DIAG_TOO_LONG, 0, NULL, NULL, 0, "fewer lines");
    tsumo_status st = check_uma_rows(&ps);
    if (st != TSUMO_OK)
        return st;
    return check_dependencies(out, ps.set_on, diag);
}

/* ---- checking, comparing, formatting ---------------------------------------- */

/* A refused value; `expected` NULL says what the key takes (written only then: every game
   checks its ruleset, and a ruleset nearly always passes). */
static tsumo_status invalid(tsumo_diag *diag, tsumo_diag_code code, const key *k, long value,
                            const char *expected)
{
    char found[24], takes[96];
    snprintf(found, sizeof found, "%ld", value);
    if (!expected) {
        expected_of(takes, sizeof takes, k);
        expected = takes;
    }
    tsumo__diag_set(diag, code, 0, 0, k->name, found, expected);
    return TSUMO_EINVAL;
}

static tsumo_status check_key(const tsumo_rules *r, const key *k, tsumo_diag *diag)
{
    switch (k->kind) {
    case K_BOOL:
    case K_ENUM:
        if (!enum_fits(k, get(r, k)))
            return invalid(diag, TSUMO_DIAG_BAD_VALUE, k, get(r, k), NULL);
        return TSUMO_OK;
    case K_INT:
        if (!int_fits(k, get(r, k)))
            return invalid(diag, TSUMO_DIAG_OUT_OF_RANGE, k, get(r, k), NULL);
        return TSUMO_OK;
    case K_TEXT: {
        const char *text = text_of(r, k);
        const char *nul = memchr(text, '\0', k->size);
        size_t n = nul ? (size_t)(nul - text) : k->size;
        if (!nul || !text_fits(text, n) || (n == 0 && k->offset == offsetof(tsumo_rules, name))) {
            char found[48], expected[96];
            quote(found, sizeof found, text, n);
            expected_of(expected, sizeof expected, k);
            tsumo__diag_set(diag, nul ? TSUMO_DIAG_BAD_VALUE : TSUMO_DIAG_TOO_LONG, 0, 0, k->name,
                            found, expected);
            return TSUMO_EINVAL;
        }
        return TSUMO_OK;
    }
    case K_UMA:
        if (r->uma_kind == TSUMO_UMA_JPML_A) {
            for (int i = 0; i < 4; i++)
                if (r->uma[i] != 0)
                    return invalid(diag, TSUMO_DIAG_INCONSISTENT, k, r->uma[i],
                                   "uma[] all 0 with jpml-a");
            return TSUMO_OK;
        }
        if (r->uma_kind != TSUMO_UMA_FIXED)
            return invalid(diag, TSUMO_DIAG_BAD_VALUE, k, r->uma_kind, NULL);
        enum uma_problem problem = uma_problem(r->uma);
        if (problem != UMA_OK)
            return invalid(diag,
                           problem == UMA_RANGE ? TSUMO_DIAG_OUT_OF_RANGE : TSUMO_DIAG_INCONSISTENT,
                           k, r->uma[0], uma_expected(problem));
        return TSUMO_OK;
    case K_UMA_ROW: {
        enum uma_problem p = uma_problem(uma_row_of(r, k));
        if (p != UMA_OK)
            return invalid(diag, p == UMA_RANGE ? TSUMO_DIAG_OUT_OF_RANGE : TSUMO_DIAG_INCONSISTENT,
                           k, uma_row_of(r, k)[0], uma_expected(p));
        return TSUMO_OK;
    }
    }
    return TSUMO_OK;
}

tsumo_status tsumo_rules_check(const tsumo_rules *rules, tsumo_diag *diag)
{
    if (rules->version != TSUMO_RULES_STRUCT_VERSION) {
        char found[24], expected[24];
        snprintf(found, sizeof found, "%u", rules->version);
        snprintf(expected, sizeof expected, "%u", TSUMO_RULES_STRUCT_VERSION);
        tsumo__diag_set(diag, TSUMO_DIAG_BAD_VALUE, 0, 0, "version", found, expected);
        return TSUMO_EVERSION;
    }
    for (int i = 0; i < KEY_COUNT; i++) {
        tsumo_status st = check_key(rules, &keys[i], diag);
        if (st != TSUMO_OK)
            return st;
    }
    return check_dependencies(rules, NULL, diag);
}

tsumo_status tsumo_rules_key_range(const char *name, int32_t *min, int32_t *max, int32_t *step)
{
    const key *k = name ? key_named(name) : NULL;
    if (!k)
        return TSUMO_ENOTFOUND;
    if (k->kind != K_INT)
        return TSUMO_EINVAL;
    if (min)
        *min = k->min;
    if (max)
        *max = k->max;
    if (step)
        *step = k->step;
    return TSUMO_OK;
}

/* Whether two rulesets say the same on one key. */
static bool key_equal(const tsumo_rules *a, const tsumo_rules *b, const key *k)
{
    switch (k->kind) {
    case K_TEXT:
        return strncmp(text_of(a, k), text_of(b, k), k->size) == 0;
    case K_UMA:
        return a->uma_kind == b->uma_kind && memcmp(a->uma, b->uma, sizeof a->uma) == 0;
    case K_UMA_ROW:
        return memcmp(uma_row_of(a, k), uma_row_of(b, k), 4 * sizeof(int32_t)) == 0;
    default:
        return get(a, k) == get(b, k);
    }
}

bool tsumo_rules_equal(const tsumo_rules *a, const tsumo_rules *b)
{
    for (int i = 0; i < KEY_COUNT; i++)
        if (!key_equal(a, b, &keys[i]))
            return false;
    return true;
}

bool tsumo_rules_key_departs(const tsumo_rules *rules, const char *name)
{
    const key *k = name ? key_named(name) : NULL;
    if (!rules || !k)
        return false;
    tsumo_rules ema;
    tsumo_rules_default(&ema);
    return !key_equal(rules, &ema, k);
}

/* Writes a text field that may lack its NUL (a struct built in code). */
static void put_text(tsumo__writer *w, const tsumo_rules *r, const key *k)
{
    const char *text = text_of(r, k);
    const char *nul = memchr(text, '\0', k->size);
    tsumo__put_bytes(w, text, nul ? (size_t)(nul - text) : k->size);
}

static void put_uma_row(tsumo__writer *w, const int32_t uma[4])
{
    for (int i = 0; i < 4; i++) {
        if (i > 0)
            tsumo__put(w, " ");
        tsumo__putf(w, "%ld", (long)uma[i]);
    }
}

static void put_value(tsumo__writer *w, const tsumo_rules *r, const key *k)
{
    int32_t v;
    switch (k->kind) {
    case K_BOOL:
    case K_ENUM:
        v = get(r, k);
        if (enum_fits(k, v))
            tsumo__put(w, k->names[v]);
        else
            tsumo__putf(w, "%ld", (long)v); /* out of range: written so that parsing says so */
        break;
    case K_INT:
        tsumo__putf(w, "%ld", (long)(get(r, k)));
        break;
    case K_TEXT:
        put_text(w, r, k);
        break;
    case K_UMA:
        if (r->uma_kind == TSUMO_UMA_JPML_A) {
            tsumo__put(w, "jpml-a");
            break;
        }
        put_uma_row(w, r->uma);
        break;
    case K_UMA_ROW:
        put_uma_row(w, uma_row_of(r, k));
        break;
    }
}

/* A comment, folded at blanks into lines of at most 100 columns. */
static void put_comment(tsumo__writer *w, const char *text)
{
    enum { WIDTH = 100 - 2 };
    size_t n = strlen(text);
    while (n > 0) {
        size_t cut = n;
        if (n > WIDTH) {
            cut = WIDTH;
            while (cut > 0 && text[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = WIDTH;
        }
        tsumo__put(w, "# ");
        tsumo__put_bytes(w, text, cut);
        tsumo__put(w, "\n");
        while (cut < n && text[cut] == ' ')
            cut++;
        text += cut;
        n -= cut;
    }
}

size_t tsumo_rules_format(char *buf, size_t size, const tsumo_rules *rules)
{
    tsumo__writer w = {.buf = buf, .size = size};
    tsumo__put(&w, "# ");
    put_text(&w, rules, key_named("name"));
    tsumo__put(&w, ": ");
    put_text(&w, rules, key_named("description"));
    tsumo__put(&w, "\n# A tsumo ruleset (docs/rulesets.md). A file may leave out any key to keep\n"
                   "# the EMA 2008 default; this one sets every key.\n");
    tsumo__put(&w, "format = 1\n");
    int section = SEC_TOP;
    for (int i = 0; i < KEY_COUNT; i++) {
        const key *k = &keys[i];
        if (k->section != section) {
            section = k->section;
            tsumo__put(&w, "\n[");
            tsumo__put(&w, section_names[section]);
            tsumo__put(&w, "]\n");
        }
        char comment[320];
        snprintf(comment, sizeof comment, k->ref[0] ? "%s (%s)" : "%s", k->about, k->ref);
        if (strlen(comment) <= 98) {
            put_comment(&w, comment);
        } else { /* the references on a line of their own, unbroken */
            put_comment(&w, k->about);
            snprintf(comment, sizeof comment, "(%s)", k->ref);
            put_comment(&w, comment);
        }
        tsumo__put(&w, k->name);
        tsumo__put(&w, " = ");
        put_value(&w, rules, k);
        tsumo__put(&w, "\n");
    }
    tsumo__put_end(&w);
    return w.len;
}

/* ---- the shipped rulesets ------------------------------------------------- */

const char *tsumo_rules_builtin_name(int index)
{
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++)
        if (i == index)
            return tsumo__builtin_rulesets[i].name;
    return NULL;
}

const char *tsumo_rules_builtin_text(const char *name)
{
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++)
        if (strcmp(tsumo__builtin_rulesets[i].name, name) == 0)
            return tsumo__builtin_rulesets[i].text;
    return NULL;
}

tsumo_status tsumo_rules_load_builtin(tsumo_rules *out, const char *name, tsumo_diag *diag)
{
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++)
        if (strcmp(tsumo__builtin_rulesets[i].name, name) == 0)
            return tsumo_rules_parse(out, tsumo__builtin_rulesets[i].text,
                                     tsumo__builtin_rulesets[i].len, diag);
    char names[96];
    tsumo__writer w = {.buf = names, .size = sizeof names};
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++) {
        if (i > 0)
            tsumo__put(&w, "|");
        tsumo__put(&w, tsumo__builtin_rulesets[i].name);
    }
    tsumo__put_end(&w);
    char found[48];
    quote(found, sizeof found, name, strlen(name));
    tsumo__diag_set(diag, TSUMO_DIAG_BAD_VALUE, 0, 0, "ruleset", found, names);
    return TSUMO_ENOTFOUND;
}

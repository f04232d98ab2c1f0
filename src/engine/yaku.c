/*
 * Yaku and yakuman of one reading (EMA 2008 §4.2, CHECKLIST R-YAKU-01..28,
 * R-YKM-01..14).
 *
 * Yaku that depend only on the tiles (tanyao, the flushes, the all-terminal
 * and all-honour hands) test the set of kinds the hand holds against a mask
 * of the kinds allowed. Yaku that depend on the split (pinfu, iipeikou,
 * sanshoku, chanta, the pung hands) look at the reading's runs, sets and pair.
 *
 * A reading's yaku are a set of bits, one per tsumo_yaku, found without a
 * branch on the tiles; their han are added up a binary digit at a time
 * (the yaku whose value has a 1, a 2 or a 4 in it), so that the count of
 * yaku, which no branch predictor can guess, decides nothing. The list is
 * written out once, for the reading the winner takes.
 */
#include "engine.h"

#define KIND_BIT(k)  ((uint64_t)1 << (k))
#define SUIT_MASK(s) ((uint64_t)0x1FF << (9 * (s)))
#define HONOR_MASK   ((uint64_t)0x7F << TSUMO_EAST)
#define DRAGON_MASK  ((uint64_t)0x7 << TSUMO_WHITE)
#define WIND_MASK    ((uint64_t)0xF << TSUMO_EAST)
#define TERMINAL_MASK                                                                              \
    (KIND_BIT(0) | KIND_BIT(8) | KIND_BIT(9) | KIND_BIT(17) | KIND_BIT(18) | KIND_BIT(26))
#define YAOCHU_MASK (TERMINAL_MASK | HONOR_MASK)
#define GREEN_MASK                                                                                 \
    (KIND_BIT(19) | KIND_BIT(20) | KIND_BIT(21) | KIND_BIT(23) | KIND_BIT(25) |                    \
     KIND_BIT(TSUMO_GREEN))

/* Each ordinary yaku with its closed and open value in han; 0 open = closed only. */
#define ORDINARY_YAKU(X)                                                                           \
    X(MENZEN_TSUMO, 1, 0)                                                                          \
    X(RIICHI, 1, 0)                                                                                \
    X(DOUBLE_RIICHI, 2, 0)                                                                         \
    X(IPPATSU, 1, 0)                                                                               \
    X(CHANKAN, 1, 1)                                                                               \
    X(RINSHAN, 1, 1)                                                                               \
    X(HAITEI, 1, 1)                                                                                \
    X(HOUTEI, 1, 1)                                                                                \
    X(PINFU, 1, 0)                                                                                 \
    X(TANYAO, 1, 1)                                                                                \
    X(IIPEIKOU, 1, 0)                                                                              \
    X(YAKUHAI_SEAT_WIND, 1, 1)                                                                     \
    X(YAKUHAI_ROUND_WIND, 1, 1)                                                                    \
    X(YAKUHAI_HAKU, 1, 1)                                                                          \
    X(YAKUHAI_HATSU, 1, 1)                                                                         \
    X(YAKUHAI_CHUN, 1, 1)                                                                          \
    X(CHIITOITSU, 2, 0)                                                                            \
    X(CHANTA, 2, 1)                                                                                \
    X(ITTSU, 2, 1)                                                                                 \
    X(SANSHOKU, 2, 1)                                                                              \
    X(SANSHOKU_DOUKOU, 2, 2)                                                                       \
    X(SANKANTSU, 2, 2)                                                                             \
    X(TOITOI, 2, 2)                                                                                \
    X(SANANKOU, 2, 2)                                                                              \
    X(SHOUSANGEN, 2, 2)                                                                            \
    X(HONROUTOU, 2, 2)                                                                             \
    X(RYANPEIKOU, 3, 0)                                                                            \
    X(JUNCHAN, 3, 2)                                                                               \
    X(HONITSU, 3, 2)                                                                               \
    X(CHINITSU, 6, 5)                                                                              \
    X(NAGASHI_MANGAN, 5, 5)                                                                        \
    X(RENHOU, 5, 0)

typedef struct yaku_value {
    uint8_t closed;
    uint8_t open;
} yaku_value;

#define VALUE_ENTRY(name, closed, open) [TSUMO_YAKU_##name] = {closed, open},
static const yaku_value values[TSUMO_YAKU_FIRST_YAKUMAN] = {ORDINARY_YAKU(VALUE_ENTRY)};

/* The yaku whose closed (open) value has binary digit d: han = sum over d of 2^d * count. */
#define CLOSED_DIGIT(name, closed, open, d) | (uint64_t)((closed) >> (d)&1) << TSUMO_YAKU_##name
#define OPEN_DIGIT(name, closed, open, d)   | (uint64_t)((open) >> (d)&1) << TSUMO_YAKU_##name
#define CLOSED_1(n, c, o)                   CLOSED_DIGIT(n, c, o, 0)
#define CLOSED_2(n, c, o)                   CLOSED_DIGIT(n, c, o, 1)
#define CLOSED_4(n, c, o)                   CLOSED_DIGIT(n, c, o, 2)
#define OPEN_1(n, c, o)                     OPEN_DIGIT(n, c, o, 0)
#define OPEN_2(n, c, o)                     OPEN_DIGIT(n, c, o, 1)
#define OPEN_4(n, c, o)                     OPEN_DIGIT(n, c, o, 2)
static const uint32_t digits[2][3] = {
    {0 ORDINARY_YAKU(OPEN_1), 0 ORDINARY_YAKU(OPEN_2), 0 ORDINARY_YAKU(OPEN_4)},
    {0 ORDINARY_YAKU(CLOSED_1), 0 ORDINARY_YAKU(CLOSED_2), 0 ORDINARY_YAKU(CLOSED_4)},
};

/* Yaku that an open hand keeps, at its open value (EMA 4.2: "closed" yaku are not among them). */
#define YAKU_BIT(y) ((uint64_t)1 << (y))
#define CLOSED_ONLY                                                                                \
    (YAKU_BIT(TSUMO_YAKU_MENZEN_TSUMO) | YAKU_BIT(TSUMO_YAKU_RIICHI) |                             \
     YAKU_BIT(TSUMO_YAKU_DOUBLE_RIICHI) | YAKU_BIT(TSUMO_YAKU_IPPATSU) |                           \
     YAKU_BIT(TSUMO_YAKU_PINFU) | YAKU_BIT(TSUMO_YAKU_IIPEIKOU) |                                  \
     YAKU_BIT(TSUMO_YAKU_CHIITOITSU) | YAKU_BIT(TSUMO_YAKU_RYANPEIKOU) |                           \
     YAKU_BIT(TSUMO_YAKU_RENHOU))

/* The yakuman that count twice (R-YKM-14) when the ruleset has double yakuman. */
#define DOUBLE_YAKUMAN                                                                             \
    (YAKU_BIT(TSUMO_YAKU_KOKUSHI_13) | YAKU_BIT(TSUMO_YAKU_CHUUREN_9) |                            \
     YAKU_BIT(TSUMO_YAKU_SUUANKOU_TANKI) | YAKU_BIT(TSUMO_YAKU_DAISUUSHII))

static bool only(uint64_t kinds, uint64_t allowed)
{
    return (kinds & ~allowed) == 0;
}

/* Set bits of a word of 32, by halves (no popcount instruction is assumed). */
static int count32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}

/* ---- yakuman ------------------------------------------------------------ */

/* The yakuman of the tiles alone (R-YKM-07..09). */
static uint64_t tile_yakuman(const tsumo__hand_facts *f)
{
    uint64_t kinds = f->kinds;
    /* R-YKM-07, AMB-33: the green dragon is required only under CFG-RYUUISOU-HATSU */
    bool green = only(kinds, GREEN_MASK) &&
                 (!f->rules->ryuuiisou_needs_hatsu || (kinds & KIND_BIT(TSUMO_GREEN)));
    return (uint64_t)only(kinds, HONOR_MASK) << TSUMO_YAKU_TSUUIISOU /* R-YKM-09 */
           | (uint64_t)green << TSUMO_YAKU_RYUUIISOU |
           (uint64_t)only(kinds, TERMINAL_MASK) << TSUMO_YAKU_CHINROUTOU; /* R-YKM-08 */
}

static uint64_t first_turn_yakuman(const tsumo__hand_facts *f)
{
    unsigned flags = f->win->flags;
    bool renhou = (flags & TSUMO_WIN_RENHOU) && f->rules->renhou == TSUMO_RENHOU_YAKUMAN;
    return (uint64_t) !!(flags & TSUMO_WIN_TENHOU) << TSUMO_YAKU_TENHOU     /* R-YKM-03 */
           | (uint64_t) !!(flags & TSUMO_WIN_CHIIHOU) << TSUMO_YAKU_CHIIHOU /* R-YKM-04 */
           | (uint64_t)renhou << TSUMO_YAKU_RENHOU_YAKUMAN;                 /* R-YAKU-27 */
}

/*
 * The yakuman that do not depend on the reading, and which of a double's
 * two names each hand gets: tenhou has no winning tile, so no double for a
 * wait (ES 4.2.5), and without double yakuman (CFG-DOUBLEYKM) each is
 * single.
 */
static void hand_yakuman(tsumo__hand_facts *f)
{
    bool doubles = f->rules->double_yakuman;
    bool wait_doubles = doubles && !(f->win->flags & TSUMO_WIN_TENHOU);
    uint64_t y = tile_yakuman(f) | first_turn_yakuman(f);
    if (f->chuuren) /* R-YKM-02, AMB-32 */
        y |= YAKU_BIT(f->chuuren == TSUMO_YAKU_CHUUREN_9 && wait_doubles ? TSUMO_YAKU_CHUUREN_9
                                                                         : TSUMO_YAKU_CHUUREN);
    y |= (uint64_t)(f->kans == 4) << TSUMO_YAKU_SUUKANTSU; /* R-YKM-06 */
    f->hand_yakuman = y;
    /* R-YKM-01: thirteen-sided when the winning tile makes the pair */
    bool thirteen = (f->hand->counts[f->win->tile] == 2) & wait_doubles;
    f->kokushi = YAKU_BIT(thirteen ? TSUMO_YAKU_KOKUSHI_13 : TSUMO_YAKU_KOKUSHI);
    f->suuankou_tanki = wait_doubles ? TSUMO_YAKU_SUUANKOU_TANKI : TSUMO_YAKU_SUUANKOU;
    f->doubles = doubles ? DOUBLE_YAKUMAN : 0;
}

uint64_t tsumo__yakuman_of(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    uint64_t y = f->hand_yakuman;
    y |= r->form == TSUMO_FORM_KOKUSHI ? f->kokushi : 0;
    /* R-YKM-05: a ron is allowed only on the pair */
    unsigned suuankou = r->wait == TSUMO__WAIT_SINGLE ? f->suuankou_tanki : TSUMO_YAKU_SUUANKOU;
    y |= (uint64_t)(r->concealed_sets == 4) << suuankou;
    y |= (uint64_t)((r->set_mask & DRAGON_MASK) == DRAGON_MASK) << TSUMO_YAKU_DAISANGEN;
    uint64_t winds = r->set_mask & WIND_MASK;
    y |= (uint64_t)(winds == WIND_MASK) << TSUMO_YAKU_DAISUUSHII; /* R-YKM-12 */
    y |= (uint64_t)(tsumo__bit_count(winds) == 3 && tsumo_kind_is_wind(r->sets.pair))
         << TSUMO_YAKU_SHOUSUUSHII; /* R-YKM-11 */
    return y;
}

int tsumo__yakuman_mult(const tsumo__hand_facts *f, uint64_t yakuman)
{
    if (!yakuman)
        return 0;
    /* R-HAN-03, R-YKM-13: EMA yakuman do not add up; Tenhou's do */
    if (f->rules->yakuman_stacking)
        return tsumo__bit_count(yakuman) + tsumo__bit_count(yakuman & f->doubles);
    return (yakuman & f->doubles) ? 2 : 1;
}

/* ---- ordinary yaku ------------------------------------------------------ */

/* R-YAKU-01..04, 09..12 (EMA 4.2.1): what the situation gives. */
static uint64_t situation_yaku(const tsumo__hand_facts *f)
{
    unsigned flags = f->win->flags;
    bool dbl = flags & TSUMO_WIN_DOUBLE_RIICHI; /* AMB-43: 2 in total, no riichi besides */
    uint64_t y = (uint64_t)(f->closed && f->win->tsumo) << TSUMO_YAKU_MENZEN_TSUMO;
    y |= (uint64_t)dbl << TSUMO_YAKU_DOUBLE_RIICHI;
    y |= (uint64_t)(!dbl && (flags & TSUMO_WIN_RIICHI)) << TSUMO_YAKU_RIICHI;
    y |= (uint64_t)((flags & TSUMO_WIN_IPPATSU) && f->rules->ippatsu) << TSUMO_YAKU_IPPATSU;
    y |= (uint64_t) !!(flags & TSUMO_WIN_CHANKAN) << TSUMO_YAKU_CHANKAN;
    y |= (uint64_t) !!(flags & TSUMO_WIN_RINSHAN) << TSUMO_YAKU_RINSHAN;
    y |= (uint64_t) !!(flags & TSUMO_WIN_HAITEI) << TSUMO_YAKU_HAITEI;
    y |= (uint64_t) !!(flags & TSUMO_WIN_HOUTEI) << TSUMO_YAKU_HOUTEI;
    return y;
}

/* R-YAKU-08: each dragon set, the seat-wind set and the round-wind set. */
static uint64_t yakuhai(const tsumo__hand_facts *f, uint64_t sets)
{
    uint64_t y = (uint64_t) !!(sets & KIND_BIT(f->seat)) << TSUMO_YAKU_YAKUHAI_SEAT_WIND;
    y |= (uint64_t) !!(sets & KIND_BIT(f->round)) << TSUMO_YAKU_YAKUHAI_ROUND_WIND;
    /* the three dragons' bits, in their order, are the three yaku's */
    y |= (sets >> TSUMO_WHITE & 7) << TSUMO_YAKU_YAKUHAI_HAKU;
    return y;
}

/* Runs starting at 1 or 7: the runs that hold a terminal. */
#define OUTSIDE_RUNS                                                                               \
    (KIND_BIT(0) | KIND_BIT(6) | KIND_BIT(9) | KIND_BIT(15) | KIND_BIT(18) | KIND_BIT(24))
#define SUIT_STARTS (KIND_BIT(0) | KIND_BIT(9) | KIND_BIT(18))

/* Yaku of the split into four sets and a pair (R-YAKU-06..08, 13-15, 17-20, 22, 24, 25). */
static uint64_t set_yaku(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    uint64_t runs = r->run_mask, sets = r->set_mask, pair = KIND_BIT(r->sets.pair);
    /* chanta and junchan need a run (AMB-49); without one the hand is honroutou */
    bool outside = runs && only(runs, OUTSIDE_RUNS) && only(sets | pair, YAOCHU_MASK);
    bool honours = (f->kinds & HONOR_MASK) != 0;
    uint64_t y = (uint64_t)r->pinfu_shape << TSUMO_YAKU_PINFU;
    /* R-YAKU-07, R-YAKU-25: two pairs of twin runs (or four alike) replace one pair */
    bool ryanpeikou = r->sets.twin_kinds == 2 || r->sets.four_twins;
    y |= (uint64_t)(r->sets.twin_kinds == 1 && !ryanpeikou) << TSUMO_YAKU_IIPEIKOU;
    y |= (uint64_t)ryanpeikou << TSUMO_YAKU_RYANPEIKOU;
    y |= yakuhai(f, sets);
    y |= (uint64_t)(outside && honours) << TSUMO_YAKU_CHANTA;   /* R-YAKU-15 */
    y |= (uint64_t)(outside && !honours) << TSUMO_YAKU_JUNCHAN; /* R-YAKU-24 */
    /* R-YAKU-14, AMB-28: 123, 456 and 789 of one suit */
    y |= (uint64_t) !!(runs & (runs >> 3) & (runs >> 6) & SUIT_STARTS) << TSUMO_YAKU_ITTSU;
    /* R-YAKU-13, R-YAKU-17: one number in the three suits */
    y |= (uint64_t) !!(runs & (runs >> 9) & (runs >> 18) & 0x1FF) << TSUMO_YAKU_SANSHOKU;
    y |= (uint64_t) !!(sets & (sets >> 9) & (sets >> 18) & 0x1FF) << TSUMO_YAKU_SANSHOKU_DOUKOU;
    y |= (uint64_t)(f->kans == 3) << TSUMO_YAKU_SANKANTSU;          /* R-YAKU-19 */
    y |= (uint64_t)(runs == 0) << TSUMO_YAKU_TOITOI;                /* R-YAKU-20: four sets */
    y |= (uint64_t)(r->concealed_sets == 3) << TSUMO_YAKU_SANANKOU; /* R-YAKU-18, AMB-29 */
    y |= (uint64_t)(tsumo__bit_count(sets & DRAGON_MASK) == 2 && (pair & DRAGON_MASK))
         << TSUMO_YAKU_SHOUSANGEN; /* R-YAKU-22 */
    return y;
}

/* Yaku of the tiles alone, any form (R-YAKU-05, 21, 23, 26). */
static uint64_t tile_yaku(const tsumo__hand_facts *f)
{
    uint64_t kinds = f->kinds;
    bool honours = (kinds & HONOR_MASK) != 0;
    int suits = !!(kinds & SUIT_MASK(0)) + !!(kinds & SUIT_MASK(1)) + !!(kinds & SUIT_MASK(2));
    /* R-YAKU-05, AMB-27: closed only unless CFG-KUITAN */
    uint64_t y = (uint64_t)(only(kinds, ~YAOCHU_MASK) && (f->closed || f->rules->open_tanyao))
                 << TSUMO_YAKU_TANYAO;
    y |= (uint64_t)only(kinds, YAOCHU_MASK) << TSUMO_YAKU_HONROUTOU; /* AMB-30: seven pairs too */
    y |= (uint64_t)(suits == 1 && honours) << TSUMO_YAKU_HONITSU;
    y |= (uint64_t)(suits == 1 && !honours) << TSUMO_YAKU_CHINITSU;
    return y;
}

void tsumo__yaku_hand(tsumo__hand_facts *facts)
{
    uint64_t y = situation_yaku(facts) | tile_yaku(facts);
    facts->hand_yaku = y & ~(CLOSED_ONLY & (0 - (uint64_t)!facts->closed));
    hand_yakuman(facts);
}

uint64_t tsumo__yaku_of(const tsumo__hand_facts *facts, const tsumo__reading *reading)
{
    uint64_t y = facts->hand_yaku;
    if (reading->form == TSUMO_FORM_STANDARD)
        y |= set_yaku(facts, reading);
    else /* R-YAKU-16, EMA 4.2.2 */
        y |= (uint64_t)(reading->form == TSUMO_FORM_CHIITOI) << TSUMO_YAKU_CHIITOITSU;
    return y & ~(CLOSED_ONLY & (0 - (uint64_t)!facts->closed));
}

int tsumo__yaku_han(const tsumo__hand_facts *facts, uint64_t yaku)
{
    const uint32_t *d = digits[facts->closed];
    uint32_t y = (uint32_t)yaku; /* ordinary yaku come before the yakuman */
    return count32(y & d[0]) + 2 * count32(y & d[1]) + 4 * count32(y & d[2]);
}

void tsumo__yaku_list(tsumo_score *out, const tsumo__hand_facts *facts, uint64_t yaku, bool yakuman)
{
    int n = out->yaku_count;
    for (; yaku && n < TSUMO_MAX_SCORED_YAKU; yaku &= yaku - 1) {
        int y = tsumo__bit_lowest(yaku);
        int han = yakuman         ? 1 + !!(facts->doubles & YAKU_BIT(y))
                  : facts->closed ? values[y].closed
                                  : values[y].open;
        out->yaku[n++] = (tsumo_scored_yaku){(uint8_t)y, (uint8_t)han};
    }
    out->yaku_count = (uint8_t)n;
}

/*
 * Yaku and yakuman of one reading (EMA 2008 §4.2, CHECKLIST R-YAKU-01..28,
 * R-YKM-01..14).
 *
 * Yaku that depend only on the tiles (tanyao, the flushes, the all-terminal
 * and all-honour hands) test the set of kinds the hand holds against a mask
 * of the kinds allowed. Yaku that depend on the split (pinfu, iipeikou,
 * sanshoku, chanta, the pung hands) look at the reading's runs, sets and pair.
 */
#include "engine.h"

#include <assert.h>

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

/*
 * Each yaku's closed and open value in han; 0 open = closed only. One list
 * gives both the table and the mask of the closed-only yaku, so the two
 * cannot disagree.
 */
#define YAKU_VALUES(X)                                                                             \
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

#define VALUE_ENTRY(yaku, closed, open) [TSUMO_YAKU_##yaku] = {closed, open},
static const yaku_value values[TSUMO_YAKU_FIRST_YAKUMAN] = {YAKU_VALUES(VALUE_ENTRY)};

/* The yaku an open hand loses (EMA 4.2: the "closed" yaku); it keeps the rest at their open value.
 */
#define YAKU_BIT(y)                         ((uint64_t)1 << (y))
#define CLOSED_ONLY_BIT(yaku, closed, open) | ((uint64_t)((open) == 0) << TSUMO_YAKU_##yaku)
#define CLOSED_ONLY                         (0 YAKU_VALUES(CLOSED_ONLY_BIT))

/* The han of the yaku as three bit planes, closed and open: the bits of each yaku's value. */
#define PLANE(yaku, value, bit)      | ((uint64_t)((value) >> (bit)&1) << TSUMO_YAKU_##yaku)
#define CLOSED_1(yaku, closed, open) PLANE(yaku, closed, 0)
#define CLOSED_2(yaku, closed, open) PLANE(yaku, closed, 1)
#define CLOSED_4(yaku, closed, open) PLANE(yaku, closed, 2)
#define OPEN_1(yaku, closed, open)   PLANE(yaku, open, 0)
#define OPEN_2(yaku, closed, open)   PLANE(yaku, open, 1)
#define OPEN_4(yaku, closed, open)   PLANE(yaku, open, 2)
static const uint64_t han_planes[2][3] = {
    {0 YAKU_VALUES(OPEN_1), 0 YAKU_VALUES(OPEN_2), 0 YAKU_VALUES(OPEN_4)},
    {0 YAKU_VALUES(CLOSED_1), 0 YAKU_VALUES(CLOSED_2), 0 YAKU_VALUES(CLOSED_4)},
};

static bool only(uint64_t kinds, uint64_t allowed)
{
    return (kinds & ~allowed) == 0;
}

/* ---- yakuman ------------------------------------------------------------ */

/*
 * The yakuman of a wait counted twice only where the ruleset has doubles, and never on a
 * tenhou: it has no winning tile (EMA 4.2.5). Their ids are their own; the daisuushii double
 * has the single's id (R-YKM-12, R-YKM-13).
 */
#define WAIT_DOUBLES                                                                               \
    (YAKU_BIT(TSUMO_YAKU_KOKUSHI_13) | YAKU_BIT(TSUMO_YAKU_SUUANKOU_TANKI) |                       \
     YAKU_BIT(TSUMO_YAKU_CHUUREN_9))

static uint64_t wait_double(const tsumo__hand_facts *f, tsumo_yaku dbl, tsumo_yaku single,
                            bool is_double)
{
    bool two = is_double && f->rules->double_yakuman && !(f->win->flags & TSUMO_WIN_TENHOU);
    return YAKU_BIT(two ? dbl : single);
}

/*
 * Chuuren (R-YKM-02, EMA 4.2.5, AMB-32): 1112345678999 of one suit plus one
 * more of that suit, closed. It is double when the hand was that shape
 * before the winning tile: the pure nine-sided wait.
 */
static uint64_t chuuren(const tsumo__hand_facts *f)
{
    static const uint8_t shape[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    tsumo_kind win = f->win->tile;
    const tsumo_hand *hand = f->hand;
    /* the shape holds each of its suit's nine kinds and no other: a test that nearly every hand
       fails, and so predicted (an honour's "suit" is kinds 27-35, which no hand holds whole) */
    if (f->kinds != SUIT_MASK(win / 9) || hand->meld_count)
        return 0;
    const uint8_t *c = &hand->counts[win - win % 9];
    bool pure = true;
    for (int i = 0; i < 9; i++) {
        if (c[i] < shape[i])
            return 0;
        int before = c[i] - (c + i == &hand->counts[win]);
        pure = pure && before == shape[i];
    }
    return wait_double(f, TSUMO_YAKU_CHUUREN_9, TSUMO_YAKU_CHUUREN, pure);
}

/*
 * The yakuman of the tiles alone and of the first turn, whatever the form. Each needs what a
 * hand rarely has, which one test sees first: no kind outside the honours, terminals and greens;
 * a first turn's flag; one suit alone, closed.
 */
static uint64_t hand_yakuman(const tsumo__hand_facts *f)
{
    uint64_t kinds = f->kinds, y = 0;
    unsigned flags = f->win->flags;
    if (only(kinds, HONOR_MASK | TERMINAL_MASK | GREEN_MASK)) {
        /* R-YKM-07, AMB-33: the green dragon is required only under CFG-RYUUISOU-HATSU */
        bool green = only(kinds, GREEN_MASK) &&
                     (!f->rules->ryuuiisou_needs_hatsu || (kinds & KIND_BIT(TSUMO_GREEN)));
        y |= (uint64_t)only(kinds, HONOR_MASK) << TSUMO_YAKU_TSUUIISOU /* R-YKM-09 */
             | (uint64_t)green << TSUMO_YAKU_RYUUIISOU |
             (uint64_t)only(kinds, TERMINAL_MASK) << TSUMO_YAKU_CHINROUTOU; /* R-YKM-08 */
    }
    if (flags & (TSUMO_WIN_TENHOU | TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU)) {
        y |= (uint64_t) !!(flags & TSUMO_WIN_TENHOU) << TSUMO_YAKU_TENHOU;   /* R-YKM-03 */
        y |= (uint64_t) !!(flags & TSUMO_WIN_CHIIHOU) << TSUMO_YAKU_CHIIHOU; /* R-YKM-04 */
        y |= (uint64_t)((flags & TSUMO_WIN_RENHOU) && f->rules->renhou == TSUMO_RENHOU_YAKUMAN)
             << TSUMO_YAKU_RENHOU_YAKUMAN; /* R-YAKU-27 */
    }
    return y | chuuren(f);
}

/* The yakuman of the standard form's fixed sets: its honours and melds (three honour sets or
   four kans at the least). */
static uint64_t set_yakuman(const tsumo__hand_facts *f)
{
    uint64_t sets = f->fixed_sets, y = 0;
    unsigned honours = (unsigned)(sets >> TSUMO_EAST), two = honours & (honours - 1);
    if (two & (two - 1)) {
        if ((sets & DRAGON_MASK) == DRAGON_MASK) /* R-YKM-10 */
            y |= YAKU_BIT(TSUMO_YAKU_DAISANGEN);
        int winds = tsumo__nibble_count(honours & 15);
        if (winds == 4) /* R-YKM-12 */
            y |= YAKU_BIT(TSUMO_YAKU_DAISUUSHII);
        else if (winds == 3 && tsumo_kind_is_wind(f->honour_pair)) /* R-YKM-11 */
            y |= YAKU_BIT(TSUMO_YAKU_SHOUSUUSHII);
    }
    if (f->kans == 4) /* R-YKM-06 */
        y |= YAKU_BIT(TSUMO_YAKU_SUUKANTSU);
    return y;
}

int tsumo__yaku_yakuman(uint64_t *yakuman, const tsumo__hand_facts *f, const tsumo__reading *r)
{
    uint64_t y = f->yakuman;
    if (r->form == TSUMO_FORM_STANDARD) {
        y |= f->set_yakuman;
        if (r->concealed_sets == 4) /* R-YKM-05: a ron is allowed only on the pair */
            y |= wait_double(f, TSUMO_YAKU_SUUANKOU_TANKI, TSUMO_YAKU_SUUANKOU,
                             r->wait == TSUMO__WAIT_SINGLE);
    } else if (r->form == TSUMO_FORM_KOKUSHI) {
        /* R-YKM-01: thirteen-sided when the winning tile makes the pair */
        y |= wait_double(f, TSUMO_YAKU_KOKUSHI_13, TSUMO_YAKU_KOKUSHI,
                         f->hand->counts[f->win->tile] == 2);
    }
    *yakuman = y;
    if (!y)
        return 0;
    /* R-HAN-03, R-YKM-13: EMA yakuman do not add up; Tenhou's do */
    if (f->rules->yakuman_stacking)
        return tsumo__bit_count(y) + tsumo__bit_count(y & f->doubles);
    return (y & f->doubles) ? 2 : 1;
}

void tsumo__yaku_write_yakuman(tsumo_score *out, const tsumo__hand_facts *f, uint64_t y)
{
    int n = 0;
    for (; y && n < TSUMO_MAX_SCORED_YAKU; y &= y - 1) {
        int yaku = tsumo__bit_lowest(y);
        out->yaku[n++] =
            (tsumo_scored_yaku){(uint8_t)yaku, (uint8_t)(1 + (f->doubles >> yaku & 1))};
    }
    out->yaku_count = (uint8_t)n;
}

/* ---- ordinary yaku ------------------------------------------------------ */

/*
 * Each test gives one bit of a yaku set, without branching on the tiles; the
 * set is then written out in the order of the enum, with each yaku's value.
 */

/* The yaku of the seven flags below, by the flags: 128 bytes that the compiler works out, where
   the bits moved one by one took 19 instructions a hand. */
#define SITUATION(x)                                                                               \
    ((((x) & ~((x) >> 1) & 1) << 1 | ((x)&6) << 1 | ((x)&0x18) << 3 | ((x)&0x20) | ((x)&0x40) >> 2))
#define SITUATION_4(x)  SITUATION(x), SITUATION(x + 1), SITUATION(x + 2), SITUATION(x + 3)
#define SITUATION_16(x) SITUATION_4(x), SITUATION_4(x + 4), SITUATION_4(x + 8), SITUATION_4(x + 12)
#define SITUATION_64(x)                                                                            \
    SITUATION_16(x), SITUATION_16(x + 16), SITUATION_16(x + 32), SITUATION_16(x + 48)
static const uint8_t situation_by_flags[128] = {SITUATION_64(0), SITUATION_64(64)};

/*
 * R-YAKU-01..04, 09..12 (EMA 4.2.1): what the situation gives, the flags moved to the yaku's
 * bits: riichi 0 -> 1 (not with a double riichi, AMB-43: 2 in total), double riichi 1 -> 2,
 * ippatsu 2 -> 3, haitei 3 -> 6, houtei 4 -> 7, rinshan 5 -> 5, chankan 6 -> 4.
 */
static uint64_t situation_yaku(const tsumo__hand_facts *f)
{
    static_assert(TSUMO_YAKU_RIICHI == 1 && TSUMO_YAKU_DOUBLE_RIICHI == 2 &&
                      TSUMO_YAKU_IPPATSU == 3 && TSUMO_YAKU_CHANKAN == 4 &&
                      TSUMO_YAKU_RINSHAN == 5 && TSUMO_YAKU_HAITEI == 6 && TSUMO_YAKU_HOUTEI == 7,
                  "the situation's yaku as the flags' bits");
    static_assert(TSUMO_WIN_RIICHI == 1 && TSUMO_WIN_DOUBLE_RIICHI == 2 && TSUMO_WIN_IPPATSU == 4 &&
                      TSUMO_WIN_HAITEI == 8 && TSUMO_WIN_HOUTEI == 16 && TSUMO_WIN_RINSHAN == 32 &&
                      TSUMO_WIN_CHANKAN == 64,
                  "the flags of the situation's yaku");
    unsigned y = situation_by_flags[f->win->flags & 0x7F];
    y &= ~((unsigned)!f->rules->ippatsu << TSUMO_YAKU_IPPATSU); /* CFG-IPPATSU */
    return y | (uint64_t)(f->closed & f->win->tsumo) << TSUMO_YAKU_MENZEN_TSUMO;
}

/* R-YAKU-08: each dragon set, the seat-wind set and the round-wind set. */
static uint64_t yakuhai(const tsumo__hand_facts *f, uint64_t sets)
{
    static_assert(TSUMO_YAKU_YAKUHAI_HATSU == TSUMO_YAKU_YAKUHAI_HAKU + 1 &&
                      TSUMO_YAKU_YAKUHAI_CHUN == TSUMO_YAKU_YAKUHAI_HAKU + 2 &&
                      TSUMO_GREEN == TSUMO_WHITE + 1 && TSUMO_RED == TSUMO_WHITE + 2,
                  "the dragons' yaku in the dragons' order");
    uint64_t y = (sets >> f->seat & 1) << TSUMO_YAKU_YAKUHAI_SEAT_WIND;
    y |= (sets >> f->round & 1) << TSUMO_YAKU_YAKUHAI_ROUND_WIND;
    return y | (sets >> TSUMO_WHITE & 7) << TSUMO_YAKU_YAKUHAI_HAKU;
}

/* The yaku of the standard form's fixed sets and pair (R-YAKU-08, 19, 22). */
static uint64_t fixed_yaku(const tsumo__hand_facts *f)
{
    uint64_t sets = f->fixed_sets;
    uint64_t y = yakuhai(f, sets);
    y |= (uint64_t)(f->kans == 3) << TSUMO_YAKU_SANKANTSU; /* R-YAKU-19 */
    y |= (uint64_t)(tsumo__nibble_count((unsigned)((sets & DRAGON_MASK) >> TSUMO_WHITE)) == 2 &&
                    (unsigned)(f->honour_pair - TSUMO_WHITE) < 3) /* NO_KIND is no dragon */
         << TSUMO_YAKU_SHOUSANGEN;                                /* R-YAKU-22 */
    return y;
}

/* Runs starting at 1 or 7: the runs that hold a terminal. */
#define OUTSIDE_RUNS                                                                               \
    (KIND_BIT(0) | KIND_BIT(6) | KIND_BIT(9) | KIND_BIT(15) | KIND_BIT(18) | KIND_BIT(24))
#define SUIT_STARTS (KIND_BIT(0) | KIND_BIT(9) | KIND_BIT(18))

/*
 * R-YAKU-07, R-YAKU-25: iipeikou or ryanpeikou by a reading's twins (tsumo__reading): two pairs of
 * twin runs, or four alike, replace one pair.
 */
#define PEIKOU(t)                                                                                  \
    (((t)&3) == 2 || (t) >> 2 ? YAKU_BIT(TSUMO_YAKU_RYANPEIKOU)                                    \
     : ((t)&3) == 1           ? YAKU_BIT(TSUMO_YAKU_IIPEIKOU)                                      \
                              : 0)
static const uint64_t peikou[8] = {PEIKOU(0), PEIKOU(1), PEIKOU(2), PEIKOU(3),
                                   PEIKOU(4), PEIKOU(5), PEIKOU(6), PEIKOU(7)};

/* Yaku of the split into four sets and a pair (R-YAKU-06, 07, 13-15, 17, 18, 20, 24, 25). */
static uint64_t set_yaku(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    uint64_t runs = r->run_mask, sets = r->set_mask, pair = KIND_BIT(r->pair);
    /* chanta and junchan need a run (AMB-49); without one the hand is honroutou */
    bool outside = r->run_count && only(runs, OUTSIDE_RUNS) && only(sets | pair, YAOCHU_MASK);
    bool honours = (f->kinds & HONOR_MASK) != 0;
    uint64_t y = f->fixed_yaku | (uint64_t)r->pinfu_shape << TSUMO_YAKU_PINFU;
    y |= peikou[r->twins & 7];
    y |= (uint64_t)(outside && honours) << TSUMO_YAKU_CHANTA;   /* R-YAKU-15 */
    y |= (uint64_t)(outside && !honours) << TSUMO_YAKU_JUNCHAN; /* R-YAKU-24 */
    /* R-YAKU-14, AMB-28: 123, 456 and 789 of one suit */
    y |= (uint64_t) !!(runs & (runs >> 3) & (runs >> 6) & SUIT_STARTS) << TSUMO_YAKU_ITTSU;
    /* R-YAKU-13, R-YAKU-17: one number in the three suits */
    y |= (uint64_t) !!(runs & (runs >> 9) & (runs >> 18) & 0x1FF) << TSUMO_YAKU_SANSHOKU;
    y |= (uint64_t) !!(sets & (sets >> 9) & (sets >> 18) & 0x1FF) << TSUMO_YAKU_SANSHOKU_DOUKOU;
    y |= (uint64_t)(r->set_count == 4) << TSUMO_YAKU_TOITOI;        /* R-YAKU-20 */
    y |= (uint64_t)(r->concealed_sets == 3) << TSUMO_YAKU_SANANKOU; /* R-YAKU-18, AMB-29 */
    return y;
}

/* Yaku of the tiles alone, any form (R-YAKU-05, 21, 23, 26). */
static uint64_t tile_yaku(const tsumo__hand_facts *f)
{
    uint64_t kinds = f->kinds, suited = kinds & ~HONOR_MASK;
    bool honours = (kinds & HONOR_MASK) != 0;
    /* one suit: the lowest kind's (no kind is 63, past them) */
    bool one = suited && only(suited, SUIT_MASK(tsumo__bit_lowest(suited | UINT64_C(1) << 63) / 9));
    int suits = one ? 1 : 2; /* or more, or none: no flush */
    /* R-YAKU-05, AMB-27: closed only unless CFG-KUITAN */
    uint64_t y = (uint64_t)(only(kinds, ~YAOCHU_MASK) & (f->closed | f->rules->open_tanyao))
                 << TSUMO_YAKU_TANYAO;
    y |= (uint64_t)only(kinds, YAOCHU_MASK) << TSUMO_YAKU_HONROUTOU; /* AMB-30: seven pairs too */
    y |= (uint64_t)(suits == 1 && honours) << TSUMO_YAKU_HONITSU;
    y |= (uint64_t)(suits == 1 && !honours) << TSUMO_YAKU_CHINITSU;
    return y;
}

/*
 * Open riichi (R-RII-13, AMB-14): worth rules->open_riichi_han in place of
 * riichi's 1, so the openness adds that less 1; on a double riichi it adds
 * the same on top of the 2. Takes plain riichi out of the set it replaces.
 */
static int open_riichi_han(const tsumo__hand_facts *f, uint64_t *y)
{
    if (!(f->win->flags & TSUMO_WIN_OPEN_RIICHI) || !f->closed)
        return 0;
    if (*y & YAKU_BIT(TSUMO_YAKU_DOUBLE_RIICHI))
        return f->rules->open_riichi_han - 1;
    *y &= ~YAKU_BIT(TSUMO_YAKU_RIICHI);
    return f->rules->open_riichi_han;
}

void tsumo__yaku_hand(tsumo__hand_facts *facts)
{
    uint64_t y = situation_yaku(facts) | tile_yaku(facts);
    y &= ~(CLOSED_ONLY & ((uint64_t)facts->closed - 1)); /* an open hand loses them */
    int open = open_riichi_han(facts, &y);
    facts->open_riichi = (uint8_t)(open > 0 ? open : 0);
    facts->hand_yaku = y;
    facts->fixed_yaku = fixed_yaku(facts);
    facts->yakuman = hand_yakuman(facts);
    facts->set_yakuman = set_yakuman(facts);
    facts->doubles = WAIT_DOUBLES | (uint64_t)facts->rules->double_yakuman << TSUMO_YAKU_DAISUUSHII;
}

uint64_t tsumo__yaku_regular(int *han, const tsumo__hand_facts *f, const tsumo__reading *r)
{
    uint64_t y = f->hand_yaku;
    if (r->form == TSUMO_FORM_STANDARD)
        y |= set_yaku(f, r);
    else /* R-YAKU-16, EMA 4.2.2 */
        y |= (uint64_t)(r->form == TSUMO_FORM_CHIITOI) << TSUMO_YAKU_CHIITOITSU;
    y &= ~(CLOSED_ONLY & ((uint64_t)f->closed - 1)); /* an open hand loses them */
    const uint64_t *plane = han_planes[f->closed];
    *han = f->open_riichi + tsumo__bit_count_any(y & plane[0]) +
           2 * tsumo__bit_count_any(y & plane[1]) + 4 * tsumo__bit_count_any(y & plane[2]);
    return y;
}

/* Each ordinary yaku as its entry of a list, closed and open; 0 for no yaku (bit 63 below). */
#define CLOSED_ENTRY(yaku, closed, open) [TSUMO_YAKU_##yaku] = {TSUMO_YAKU_##yaku, closed},
#define OPEN_ENTRY(yaku, closed, open)   [TSUMO_YAKU_##yaku] = {TSUMO_YAKU_##yaku, open},
static const tsumo_scored_yaku entries[2][64] = {
    {YAKU_VALUES(OPEN_ENTRY)},
    {YAKU_VALUES(CLOSED_ENTRY)},
};

void tsumo__yaku_write(tsumo_score *out, const tsumo__hand_facts *f, uint64_t y)
{
    /* The first two without a branch (a loop on the yaku held mispredicted its end in most
       hands): past the yaku, an entry of 0, which the empty result holds there anyway. */
    const tsumo_scored_yaku *entry = entries[f->closed];
    int n = 0;
    for (int i = 0; i < 2; i++) {
        out->yaku[i] = entry[tsumo__bit_lowest(y | UINT64_C(1) << 63)];
        n += y != 0;
        y &= y - 1;
    }
    for (; y; y &= y - 1)
        out->yaku[n++] = entry[tsumo__bit_lowest(y)];
    if (f->open_riichi)
        out->yaku[n++] = (tsumo_scored_yaku){TSUMO_YAKU_OPEN_RIICHI, f->open_riichi};
    out->yaku_count = (uint8_t)n;
}

/* ---- values for a reader (tsumo rules --reference) ----------------------- */

/* An ordinary yaku's value as the ruleset's switches leave it (R-YAKU-02, 05, 27, 28, R-RII-13). */
static tsumo_yaku_value regular_value(tsumo_yaku yaku, const tsumo_rules *rules)
{
    tsumo_yaku_value v = {0, 0, false};
    if (yaku < TSUMO_YAKU_FIRST_YAKUMAN)
        v = (tsumo_yaku_value){values[yaku].closed, values[yaku].open, false};
    switch (yaku) {
    case TSUMO_YAKU_TANYAO:
        v.open = rules->open_tanyao ? v.open : 0;
        break;
    case TSUMO_YAKU_IPPATSU:
        v.closed = rules->ippatsu ? v.closed : 0;
        break;
    case TSUMO_YAKU_NAGASHI_MANGAN:
        v.closed = rules->nagashi != TSUMO_NAGASHI_OFF ? v.closed : 0;
        v.open = rules->nagashi == TSUMO_NAGASHI_ANY ? v.open : 0;
        break;
    case TSUMO_YAKU_RENHOU:
        v.closed = rules->renhou == TSUMO_RENHOU_MANGAN || rules->renhou == TSUMO_RENHOU_HAN5
                       ? v.closed
                       : 0;
        break;
    case TSUMO_YAKU_OPEN_RIICHI:
        v = (tsumo_yaku_value){rules->open_riichi ? rules->open_riichi_han : 0, 0, false};
        break;
    default:
        break;
    }
    return v;
}

/* A yakuman's multiplier; the doubles only under CFG-DOUBLEYKM (R-YKM-13). */
static tsumo_yaku_value yakuman_value(tsumo_yaku yaku, const tsumo_rules *rules)
{
    tsumo_yaku_value v = {1, 0, true};
    switch (yaku) {
    case TSUMO_YAKU_KOKUSHI:
    case TSUMO_YAKU_SUUANKOU:
    case TSUMO_YAKU_CHUUREN:
    case TSUMO_YAKU_TENHOU:
    case TSUMO_YAKU_CHIIHOU:
        break;
    case TSUMO_YAKU_KOKUSHI_13:
    case TSUMO_YAKU_SUUANKOU_TANKI:
    case TSUMO_YAKU_CHUUREN_9:
        v.closed = rules->double_yakuman ? 2 : 0;
        break;
    case TSUMO_YAKU_DAISUUSHII:
        v.closed = v.open = rules->double_yakuman ? 2 : 1;
        break;
    case TSUMO_YAKU_RENHOU_YAKUMAN:
        v.closed = rules->renhou == TSUMO_RENHOU_YAKUMAN;
        break;
    case TSUMO_YAKU_KAZOE_YAKUMAN: /* 13 han of any hand, open or closed (CFG-KAZOE) */
        v.closed = v.open = rules->kazoe == TSUMO_KAZOE_YAKUMAN;
        break;
    default: /* the rest may be open */
        v.open = 1;
        break;
    }
    return v;
}

tsumo_yaku_value tsumo_yaku_value_of(tsumo_yaku yaku, const tsumo_rules *rules)
{
    bool is_yakuman = yaku >= TSUMO_YAKU_FIRST_YAKUMAN && yaku <= TSUMO_YAKU_KAZOE_YAKUMAN;
    if ((unsigned)yaku >= TSUMO_YAKU_COUNT || !rules)
        return (tsumo_yaku_value){0, 0, false};
    return is_yakuman ? yakuman_value(yaku, rules) : regular_value(yaku, rules);
}

/*
 * Scoring a winning hand (EMA 2008 §4).
 *
 * A hand is scored in three layers. The facts of the hand (every kind it
 * holds, closed or not, dora) do not depend on how it is read and are worked
 * out once. A reading is one decomposition plus the group that the winning
 * tile completed; each reading gets its yakuman, or its yaku, fu and dora,
 * and its basic points. The winner chooses the reading (R-WIN-07, EMA 3.4.9,
 * 4.1.1), so the reading that pays most wins: first a valid win over a
 * refused one, then basic points, then a yakuman over a counted one, then
 * more han, then more fu. Payments are worked out once, for the winner.
 */
#include "engine.h"

#include <assert.h>
#include <stddef.h>

#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
#include <emmintrin.h>
#endif

/* ---- the facts of a hand ------------------------------------------------ */

/* The dora shown by the first n indicators, counted over every tile of the hand; those of the
   first indicator alone to *first. */
static int count_dora(int *first, const uint8_t all[TSUMO_KINDS], const tsumo_kind *indicators,
                      int n)
{
    /* tsumo_kind_dora() as a table: 9 -> 1 in each suit, N -> E, red -> white */
    static const tsumo_kind next[TSUMO_KINDS] = {
        1, 2,  3,  4,  5,  6,  7,  8,  0,  10, 11, 12, 13, 14, 15, 16, 17,
        9, 19, 20, 21, 22, 23, 24, 25, 26, 18, 28, 29, 30, 27, 32, 33, 31,
    };
    *first = 0;
    if (n == 0)
        return 0;
    int dora = *first = all[next[indicators[0]]];
    for (int i = 1; i < n; i++)
        dora += all[next[indicators[i]]];
    return dora;
}

#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
/*
 * Whether no kind is counted more than four times, sixteen kinds at a time by SSE2 (every
 * x86-64 processor has it; readings.c's tsumo__kinds_held() too): a count less 4, saturated,
 * is not 0 only past four; the kinds are read as 0-15, 16-31 and 18-33. The sum of the counts
 * goes to *tiles when the answer is yes (each lane of the two sums then holds at most 64).
 */
static bool at_most_four(int *tiles, const uint8_t counts[TSUMO_KINDS])
{
    __m128i low = _mm_loadu_si128((const __m128i *)(const void *)counts);
    __m128i mid = _mm_loadu_si128((const __m128i *)(const void *)(counts + 16));
    __m128i top = _mm_loadu_si128((const __m128i *)(const void *)(counts + TSUMO_KINDS - 16));
    __m128i four = _mm_set1_epi8(4), zero = _mm_setzero_si128();
    __m128i over = _mm_or_si128(_mm_subs_epu8(low, four),
                                _mm_or_si128(_mm_subs_epu8(mid, four), _mm_subs_epu8(top, four)));
    __m128i sum = _mm_sad_epu8(_mm_add_epi8(low, mid), zero);
    *tiles = _mm_cvtsi128_si32(sum) + _mm_extract_epi16(sum, 4) + counts[32] + counts[33];
    return _mm_movemask_epi8(_mm_cmpeq_epi8(over, zero)) == 0xFFFF;
}
#else
/*
 * Whether no kind is counted more than four times, eight kinds at a time: a
 * byte of 5 to 0x7F gets its top bit once 0x7B is added, a larger one has it
 * already (and only such a byte carries into the next). Every hand is checked,
 * so this is kept free of branches on the tiles. The sum of the counts goes
 * to *tiles when the answer is yes (each lane then holds at most 16).
 */
static bool at_most_four(int *tiles, const uint8_t counts[TSUMO_KINDS])
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t over = 0, sum = 0;
    for (int i = 0; i < 32; i += 8) {
        uint64_t x;
        memcpy(&x, counts + i, sizeof x);
        over |= (x + 0x7B * ones) | x;
        sum += x;
    }
    *tiles = (int)((sum * ones) >> 56) + counts[32] + counts[33];
    return !(over & 0x80 * ones) & (counts[32] <= 4) & (counts[33] <= 4);
}
#endif

/* How many concealed tiles the hand holds, and whether no kind is among them five times. */
static bool concealed_census(int *tiles, const uint8_t counts[TSUMO_KINDS])
{
    if (at_most_four(tiles, counts))
        return true;
    *tiles = 0; /* the lanes may have overflowed: count again */
    for (int k = 0; k < TSUMO_KINDS; k++)
        *tiles += counts[k];
    return false;
}

/* The first kind counted more than four times (there is one). */
static tsumo_kind fifth_tile(const uint8_t counts[TSUMO_KINDS])
{
    int k = 0;
    while (k < TSUMO_KINDS - 1 && counts[k] <= 4)
        k++;
    return (tsumo_kind)k;
}

/*
 * The hand against the ruleset's set of tiles, with the refusal and the kind
 * it names: a fifth tile of a kind, counting the melds and the indicators on
 * show (R-TILE-01, EMA 1.1); more red fives of a suit than the set has
 * (R-TILE-03, CFG-AKA); a winning tile that the concealed tiles do not hold
 * as it is said to be, red or plain. `all` holds every tile of the hand by
 * kind, melds included (and the indicators after), `red` its red fives by suit; `concealed_ok`: no
 * concealed kind is held five times, so that the sums have not overflowed.
 */
static tsumo_refusal tiles_refusal(tsumo_kind *kind, uint8_t all[TSUMO_KINDS], const int red[3],
                                   bool melds_over, const tsumo_hand *hand, const tsumo_win *win,
                                   const tsumo_rules *rules, bool concealed_ok)
{
    if (!concealed_ok) {
        *kind = fifth_tile(hand->counts);
        return TSUMO_REFUSAL_TOO_MANY_COPIES;
    }
    /* the concealed tiles hold no fifth: only the melds' kinds and the indicators' can, each
       read a byte at a time as it was written */
    bool over = melds_over;
    for (int i = 0; i < win->dora_count; i++) /* the dora were counted before */
        over |= ++all[win->dora[i]] > 4;
    for (int i = 0; i < win->ura_count; i++)
        over |= ++all[win->ura[i]] > 4;
    if (over) {
        *kind = fifth_tile(all);
        return TSUMO_REFUSAL_TOO_MANY_COPIES;
    }
    /* tsumo_kind_red_count() of the three fives: one each, the pin two with four red fives */
    int five_m = rules->red_fives > 0, five_p = five_m + (rules->red_fives >= 4);
    if ((red[0] > five_m) | (red[1] > five_p) | (red[2] > five_m)) {
        *kind = red[0] > five_m ? TSUMO_5M : red[1] > five_p ? TSUMO_5P : TSUMO_5S;
        return TSUMO_REFUSAL_TOO_MANY_RED;
    }
    /* the winning tile's red fives among the concealed tiles: a five's suit, by kind, with the
       top bit set (the division and remainder by 9 took a multiplication each) */
    static const uint8_t five_suit[TSUMO_KINDS] = {
        [TSUMO_5M] = 0x80, [TSUMO_5P] = 0x81, [TSUMO_5S] = 0x82};
    unsigned five = five_suit[win->tile];
    int reds = hand->red[five & 3] & -(int)(five >> 7);
    if (win->tile_red ? reds == 0 : hand->counts[win->tile] == reds)
        return TSUMO_REFUSAL_TILE_NOT_IN_HAND;
    return TSUMO_REFUSAL_NONE;
}

/*
 * A meld's facts from tsumo__meld_facts, or NULL for a meld no notation can write: a type or kind
 * out of range, a chi that is no run of a suit, more red fives than it holds fives, a claimed tile
 * red in a meld without one.
 */
static const tsumo__meld_fact *meld_fact(const tsumo_meld *m)
{
    if ((m->type > TSUMO_MELD_ADDED_KAN) | (m->kind >= TSUMO_KINDS))
        return NULL;
    const tsumo__meld_fact *e = &tsumo__meld_facts[m->type][m->kind];
    if ((m->red >= e->reds) | (m->called_red > (m->red > 0)))
        return NULL;
    return e;
}

/* The melds' counts, added up a byte each in one word, as the facts hold them. */
static void take_tally(tsumo__hand_facts *out, uint64_t tally)
{
    out->closed = !(tally >> TSUMO__MELD_OPEN & 0xFF);
    out->kans = (uint8_t)(tally >> TSUMO__MELD_KANS);
    out->fixed_run_count = (uint8_t)(tally >> TSUMO__MELD_RUNS);
    out->fixed_set_count = out->meld_sets = (uint8_t)(tally >> TSUMO__MELD_SETS);
    out->fixed_concealed = (uint8_t)(tally >> TSUMO__MELD_CONCEALED);
    out->meld_fu = (uint8_t)(tally >> TSUMO__MELD_FU);
    out->fixed_fu = 0;
}

/*
 * The one pass over the melds: false for a meld no notation can write. Otherwise their tiles go
 * to `all` (which holds the concealed ones) and their red fives to red[] by suit, and the facts
 * learn whether the hand is closed, its kans, and the melds as groups, as the fixed sets of
 * every standard reading and as fu items: each from the meld's facts in a table, without a test
 * of its type. `all`'s bytes are read one at a time as they were written (a wider read of bytes
 * just written waits until they are).
 */
static bool take_melds(tsumo__hand_facts *out, uint8_t all[TSUMO_KINDS], int red[3], bool *over,
                       const tsumo_hand *hand)
{
    uint64_t kinds = 0, runs = 0, sets = 0, tally = 0;
    bool fifth = false;
    memset(out->meld_groups, 0, sizeof out->meld_groups);
    memset(out->meld_items, 0, sizeof out->meld_items);
    for (int i = 0; i < hand->meld_count; i++) {
        const tsumo_meld *m = &hand->melds[i];
        const tsumo__meld_fact *e = meld_fact(m);
        if (!e)
            return false;
        unsigned k = m->kind, chi = e->chi;
        all[k] = (uint8_t)(all[k] + e->count);
        all[k + chi] = (uint8_t)(all[k + chi] + chi);
        all[k + 2 * chi] = (uint8_t)(all[k + 2 * chi] + chi);
        fifth |= (all[k] > 4) | (all[k + chi] > 4) | (all[k + 2 * chi] > 4);
        kinds |= (uint64_t)e->kinds << k;
        red[e->suit] += m->red; /* an honour meld has none */
        uint64_t bit = (uint64_t)1 << k;
        runs |= bit & (0 - (uint64_t)chi);
        sets |= bit & ((uint64_t)chi - 1);
        out->meld_groups[i] =
            (tsumo_group){.type = e->group, .kind = (tsumo_kind)k, .meld = (uint8_t)(i + 1)};
        /* written for a chi too (all 0), and counted only for a set */
        out->meld_items[tally >> TSUMO__MELD_SETS & 0xFF] = e->item;
        tally += e->tally;
    }
    *over = fifth;
    out->kinds = kinds;
    out->fixed_runs = runs;
    out->fixed_sets = sets;
    take_tally(out, tally);
    return true;
}

/* R-FU-05, AMB-35: dragon, seat wind, round wind; a double wind per the ruleset. */
static int pair_fu(const tsumo__hand_facts *f, tsumo_kind pair)
{
    bool seat = pair == f->seat, round = pair == f->round;
    bool value = ((unsigned)(pair - TSUMO_WHITE) < 3) | seat | round;
    return (seat & round) ? f->rules->double_wind_pair_fu : 2 * value;
}

/* The kind of the honours' pair by the honour kinds held twice (the lowest; TSUMO_NO_KIND for
   none), from a table the compiler works out: a branch on there being one went wrong in one
   hand of four or five. */
#define PAIR_OF(x)                                                                                 \
    ((x) == 0 ? TSUMO_NO_KIND                                                                      \
     : (x)&1  ? TSUMO_EAST                                                                         \
     : (x)&2  ? TSUMO_SOUTH                                                                        \
     : (x)&4  ? TSUMO_WEST                                                                         \
     : (x)&8  ? TSUMO_NORTH                                                                        \
     : (x)&16 ? TSUMO_WHITE                                                                        \
     : (x)&32 ? TSUMO_GREEN                                                                        \
              : TSUMO_RED)
#define PAIR_OF_4(x)  PAIR_OF(x), PAIR_OF(x + 1), PAIR_OF(x + 2), PAIR_OF(x + 3)
#define PAIR_OF_16(x) PAIR_OF_4(x), PAIR_OF_4(x + 4), PAIR_OF_4(x + 8), PAIR_OF_4(x + 12)
#define PAIR_OF_64(x) PAIR_OF_16(x), PAIR_OF_16(x + 16), PAIR_OF_16(x + 32), PAIR_OF_16(x + 48)
static const tsumo_kind honour_pair_of[128] = {PAIR_OF_64(0), PAIR_OF_64(64)};

/*
 * The honours, which every standard reading reads alike: their pungs join the melds as the
 * fixed sets, and their pair (when they hold it) is the readings' pair.
 */
static void take_honours(tsumo__hand_facts *out, const tsumo__suits *su)
{
    /* the honours' pair, if they hold it (the kinds held less the pungs), else no kind; no
       kind's pair is worth no fu */
    out->honour_pair = honour_pair_of[su->honours & ~su->honour_pungs & 0x7F];
    out->pair_fu = (uint8_t)pair_fu(out, out->honour_pair);
    unsigned pungs = su->honour_pungs;
    out->honour_pungs = (uint64_t)pungs << TSUMO_EAST;
    out->fixed_sets |= out->honour_pungs;
    int n = tsumo__nibble_count(pungs & 15) + tsumo__nibble_count(pungs >> 4);
    out->fixed_set_count = (uint8_t)(out->fixed_set_count + n);
    out->fixed_concealed = (uint8_t)(out->fixed_concealed + n);
    out->fixed_fu = (uint8_t)(out->meld_fu + 8 * n); /* a concealed pung of honours: 8 */
}

/*
 * The dora, counted over `all` (every tile of the hand by kind) before the indicators' own tiles
 * join it for the check of a fifth tile: then nothing has to take them out again.
 */
static void take_dora(tsumo__hand_facts *out, const uint8_t all[TSUMO_KINDS], const tsumo_win *win,
                      const tsumo_rules *rules)
{
    int first;
    out->riichi = (win->flags & (TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI)) != 0;
    /* without kan dora (CFG-KANDORA) only the first indicator is ever turned */
    int dora_n = rules->kan_dora ? win->dora_count : (win->dora_count > 0);
    out->dora = (uint8_t)count_dora(&first, all, win->dora, dora_n);
    out->dora_kinds.dora = (uint8_t)first;
    out->dora_kinds.kan_dora = (uint8_t)(out->dora - first);
    /* ura dora only for a riichi winner (R-DORA-06) */
    int ura_n = rules->kan_ura_dora ? win->ura_count : (win->ura_count > 0);
    ura_n &= -(int)(out->riichi & rules->ura_dora);
    out->ura = (uint8_t)count_dora(&first, all, win->ura, ura_n);
    out->dora_kinds.ura_dora = (uint8_t)first;
    out->dora_kinds.kan_ura_dora = (uint8_t)(out->ura - first);
}

static void score_facts(tsumo__hand_facts *out, const tsumo_hand *hand, const tsumo_win *win,
                        const tsumo_rules *rules, int red)
{
    out->hand = hand;
    out->win = win;
    out->rules = rules;
    out->kinds |= tsumo__kinds_held(hand->counts); /* the melds' are in already */
    out->aka = (uint8_t)(rules->red_fives ? red : 0);
    out->seat = tsumo_wind_kind(win->seat_wind);
    out->round = tsumo_wind_kind(win->round_wind);
    out->value_kinds =
        UINT64_C(7) << TSUMO_WHITE | UINT64_C(1) << out->seat | UINT64_C(1) << out->round;
    out->honour_pair = TSUMO_NO_KIND;
    out->pair_fu = 0;
}

/* ---- the situation ------------------------------------------------------ */

static bool any(unsigned flags, unsigned mask)
{
    return (flags & mask) != 0;
}

/* Riichi's own conditions (EMA 3.3.12, 4.2.1, R-RII-13): a closed hand, ippatsu and open
   riichi only on a riichi, open riichi only where the ruleset has it. */
static tsumo_situation_error riichi_situation(unsigned f, bool closed, const tsumo_rules *rules)
{
    unsigned riichi = TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI;
    if (any(f, riichi) && !closed)
        return TSUMO_SITUATION_RIICHI_OPEN;
    if (any(f, TSUMO_WIN_IPPATSU) && !any(f, riichi))
        return TSUMO_SITUATION_IPPATSU_NO_RIICHI;
    if (any(f, TSUMO_WIN_OPEN_RIICHI) && !any(f, riichi))
        return TSUMO_SITUATION_OPEN_NO_RIICHI;
    if (any(f, TSUMO_WIN_OPEN_RIICHI) && !rules->open_riichi)
        return TSUMO_SITUATION_OPEN_RIICHI_OFF; /* CFG-OPENRII */
    return TSUMO_SITUATION_OK;
}

/* Flags that cannot go together, or cannot go with this hand (EMA 3.3.12, 3.4.1, 4.2). */
static tsumo_situation_error situation_of(const tsumo__hand_facts *facts)
{
    const tsumo_win *win = facts->win;
    unsigned f = win->flags;
    unsigned first = TSUMO_WIN_TENHOU | TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU;
    unsigned riichi = TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI;
    /* the usual case: nothing, open or closed, or riichi with a closed hand (one test of the
       two, where a branch on the hand being closed went wrong for half the open hands) */
    if ((f == 0) | ((f == TSUMO_WIN_RIICHI) & facts->closed))
        return TSUMO_SITUATION_OK;
    int firsts = !!(f & TSUMO_WIN_TENHOU) + !!(f & TSUMO_WIN_CHIIHOU) + !!(f & TSUMO_WIN_RENHOU);
    bool dealer = win->seat_wind == TSUMO_WIND_EAST;
    tsumo_situation_error riichi_error = riichi_situation(f, facts->closed, facts->rules);
    if (riichi_error != TSUMO_SITUATION_OK)
        return riichi_error;
    if (firsts > 1)
        return TSUMO_SITUATION_TWO_FIRST_TURN;
    if (any(f, first) && facts->hand->meld_count)
        return TSUMO_SITUATION_FIRST_TURN_MELD;
    if (any(f, first) && any(f, riichi))
        return TSUMO_SITUATION_RIICHI_FIRST_TURN;
    if (any(f, TSUMO_WIN_TENHOU) && !dealer)
        return TSUMO_SITUATION_TENHOU_NOT_DEALER;
    if (any(f, TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU) && dealer)
        return TSUMO_SITUATION_DEALER_ONLY_NOT;
    unsigned tsumo_only =
        TSUMO_WIN_RINSHAN | TSUMO_WIN_HAITEI | TSUMO_WIN_TENHOU | TSUMO_WIN_CHIIHOU;
    unsigned ron_only = TSUMO_WIN_CHANKAN | TSUMO_WIN_HOUTEI | TSUMO_WIN_RENHOU;
    if (any(f, tsumo_only) && !win->tsumo)
        return TSUMO_SITUATION_NEEDS_TSUMO;
    if (any(f, ron_only) && win->tsumo)
        return TSUMO_SITUATION_NEEDS_RON;
    if (any(f, TSUMO_WIN_HOUTEI) && any(f, TSUMO_WIN_CHANKAN))
        return TSUMO_SITUATION_HOUTEI_CHANKAN;
    if (any(f, TSUMO_WIN_RINSHAN) && facts->kans == 0)
        return TSUMO_SITUATION_RINSHAN_NO_KAN;
    /* EMA 3.4.1: a kan on the second-to-last tile makes the replacement the last (AMB-07) */
    if (any(f, TSUMO_WIN_RINSHAN) && any(f, TSUMO_WIN_HAITEI) && !facts->rules->haitei_with_rinshan)
        return TSUMO_SITUATION_HAITEI_RINSHAN;
    return TSUMO_SITUATION_OK;
}

/* ---- scoring one reading ------------------------------------------------ */

/* Written whatever its value, counted only when it is worth something. */
static void add_dora(tsumo_score *s, tsumo_yaku yaku, int han)
{
    if (s->yaku_count < TSUMO_MAX_SCORED_YAKU) {
        s->yaku[s->yaku_count] = (tsumo_scored_yaku){(uint8_t)yaku, (uint8_t)han};
        s->yaku_count = (uint8_t)(s->yaku_count + (han > 0));
    }
}

/*
 * The dora, ura dora and red fives after the yaku, as add_dora() writes them: the three at once
 * where there is room for them, which no hand's yaku leave too little of (one test, not three).
 */
static void add_doras(tsumo_score *s, const tsumo__hand_facts *f)
{
    unsigned n = s->yaku_count;
    if (n > TSUMO_MAX_SCORED_YAKU - 3) {
        add_dora(s, TSUMO_YAKU_DORA, f->dora);
        add_dora(s, TSUMO_YAKU_URA_DORA, f->ura);
        add_dora(s, TSUMO_YAKU_AKA_DORA, f->aka);
        return;
    }
    s->yaku[n] = (tsumo_scored_yaku){TSUMO_YAKU_DORA, f->dora};
    n += f->dora > 0;
    s->yaku[n] = (tsumo_scored_yaku){TSUMO_YAKU_URA_DORA, f->ura};
    n += f->ura > 0;
    s->yaku[n] = (tsumo_scored_yaku){TSUMO_YAKU_AKA_DORA, f->aka};
    n += f->aka > 0;
    s->yaku_count = (uint8_t)n;
}

/* What a reading is worth, without its lists. */
typedef struct verdict {
    bool valid;
    uint8_t refusal; /* tsumo_refusal */
    uint8_t yakuman_mult;
    uint8_t yaku_han;
    uint8_t han;
    uint8_t fu;
    uint8_t limit; /* tsumo_limit */
    int32_t base;
} verdict;

/* Limit and basic points (R-PAY-01, R-HAN-04). */
static void value(verdict *v, const tsumo_rules *rules)
{
    if (v->yakuman_mult) {
        v->limit = TSUMO_LIMIT_YAKUMAN;
        v->base = tsumo__limit_base(TSUMO_LIMIT_YAKUMAN) * v->yakuman_mult;
        return;
    }
    v->limit = (uint8_t)tsumo__limit_of(v->han, v->fu, rules);
    v->base = v->limit ? tsumo__limit_base((tsumo_limit)v->limit) : (int32_t)v->fu << (v->han + 2);
}

/* R-WIN-02/03, EMA 3.2, 3.4.11: han from yaku only, dora excluded. */
static void judge(verdict *v, const tsumo__hand_facts *f)
{
    const tsumo_rules *rules = f->rules;
    bool yakuman = v->yakuman_mult != 0;
    bool no_yaku = (v->yaku_han < rules->min_han) | (v->yaku_han == 0);
    bool five = rules->two_han_at_five_counters & (f->win->honba >= 5) & (v->yaku_han < 2);
    v->valid = yakuman | !(no_yaku | five);
    v->refusal = (uint8_t)(yakuman   ? TSUMO_REFUSAL_NONE
                           : no_yaku ? TSUMO_REFUSAL_NO_YAKU
                           : five    ? TSUMO_REFUSAL_FIVE_COUNTERS
                                     : TSUMO_REFUSAL_NONE);
}

/*
 * What the winner compares readings by (R-WIN-07), in one number: a valid win over a refused
 * one, then basic points, then a yakuman over a counted one, then more han, then more fu.
 */
static uint64_t key_of(const verdict *v)
{
    return (uint64_t)v->valid << 48 | (uint64_t)(uint32_t)v->base << 24 |
           (uint64_t)v->yakuman_mult << 16 | (uint64_t)v->han << 8 | v->fu;
}

/*
 * The value of one reading: yakuman, or yaku, fu and dora, then the limit, the basic points and
 * the verdict. The yaku go to *yaku, as bits, for the lists.
 */
static void score_reading(verdict *v, uint64_t *yaku, const tsumo__hand_facts *f,
                          const tsumo__reading *r)
{
    /* most readings have no yakuman: none of the hand's or its fixed sets', not four concealed
       sets, not kokushi; those are asked here, and only the others call */
    bool maybe = ((f->yakuman | f->set_yakuman) != 0) | (r->concealed_sets == 4) |
                 (r->form == TSUMO_FORM_KOKUSHI);
    v->yakuman_mult = maybe ? (uint8_t)tsumo__yaku_yakuman(yaku, f, r) : 0;
    if (v->yakuman_mult) {
        v->yaku_han = v->han = v->fu = 0;
    } else {
        int han;
        *yaku = tsumo__yaku_regular(&han, f, r);
        unsigned fu = (unsigned)tsumo__fu_raw(f, r); /* unsigned: no sign fix-up to divide */
        v->yaku_han = (uint8_t)han;
        v->han = (uint8_t)(han + f->dora + f->ura + f->aka);
        v->fu = (uint8_t)(r->form == TSUMO_FORM_CHIITOI ? fu : (fu + 9) / 10 * 10); /* R-FU-08 */
    }
    value(v, f->rules);
    judge(v, f);
}

/* ---- the readings ------------------------------------------------------- */

/*
 * A standard reading from the suits' records, the fixed sets added: everything but the group the
 * winning tile completed.
 */
static void standard_reading(tsumo__reading *r, const tsumo__hand_facts *f, const uint64_t rec[3],
                             int pair_suit)
{
    uint64_t runs = 0, pungs = 0, counts = 0;
    for (int s = 0; s < 3; s++) {
        runs |= (rec[s] >> TSUMO__SPLIT_RUNS & 0x1FF) << (9 * s);
        pungs |= (rec[s] >> TSUMO__SPLIT_PUNGS & 0x1FF) << (9 * s);
        counts += rec[s] >> TSUMO__SPLIT_COUNTS;
    }
    unsigned run_count = (unsigned)(counts >> TSUMO__SPLIT_RUN_COUNT & 7);
    unsigned pung_count = (unsigned)(counts >> TSUMO__SPLIT_PUNG_COUNT & 7);
    r->form = TSUMO_FORM_STANDARD;
    r->run_mask = runs | f->fixed_runs;
    r->set_mask = pungs | f->fixed_sets;
    r->pungs = pungs | f->honour_pungs;
    r->run_count = (uint8_t)(run_count + f->fixed_run_count);
    r->set_count = (uint8_t)(pung_count + f->fixed_set_count);
    r->concealed_sets = (uint8_t)(pung_count + f->fixed_concealed);
    r->twins = (uint8_t)(counts >> TSUMO__SPLIT_TWINS & 7); /* the twins' bits and four's */
    r->set_fu = (uint8_t)(4 * (counts >> TSUMO__SPLIT_PUNG_FU & 15) + f->fixed_fu);
    r->pair = pair_suit == 3 ? f->honour_pair : (tsumo_kind)(9 * pair_suit + (rec[pair_suit] & 15));
}

/*
 * The groups of a standard reading that the winning tile may have completed, in the order of
 * the groups: bit 0 the pair, 1 a run two below it, 2 a run one below, 3 a pung of it, 4 a run
 * from it. Groups alike are one: a tile completes one of twin runs or the other alike.
 */
enum { BY_PAIR = 1, BY_RUN_BELOW_2 = 2, BY_RUN_BELOW = 4, BY_PUNG = 8, BY_RUN = 16 };

static unsigned completing(const tsumo__reading *r, const uint64_t rec[3], const uint8_t *counts,
                           tsumo_kind tile)
{
    unsigned found = r->pair == tile;
    if (tile >= TSUMO_EAST) /* an honour held twice is the pair, three times a pung */
        return found | (unsigned)(counts[tile] == 3) << 3;
    unsigned k = tile % 9;
    uint64_t s = rec[tile / 9];
    unsigned runs = (unsigned)(s >> TSUMO__SPLIT_RUNS & 0x1FF) << 2; /* bit k + 2: a run from k */
    unsigned around = runs >> k & 7;
    found |= (around & 3) << 1 | (around >> 2) << 4;
    found |= (unsigned)(s >> (TSUMO__SPLIT_PUNGS + k) & 1) << 3;
    return found;
}

/* Completes a reading by the group the winning tile completed (`by`, one bit of the above). */
static void complete(tsumo__reading *r, const tsumo__hand_facts *f, unsigned by)
{
    tsumo_kind tile = f->win->tile;
    static const uint8_t wait_by[5] = {TSUMO__WAIT_SINGLE, TSUMO__WAIT_TWO_SIDED,
                                       TSUMO__WAIT_CLOSED, TSUMO__WAIT_PUNG, TSUMO__WAIT_TWO_SIDED};
    /* an edge: 12 waiting on 3, 89 waiting on 7 (tile % 9 of an honour is 0 to 6, and an
       honour completes only its pair or pung) */
    unsigned k = tile % 9;
    bool edge = ((by == BY_RUN_BELOW_2) & (k == 2)) | ((by == BY_RUN) & (k == 6));
    r->wait = edge ? TSUMO__WAIT_EDGE : wait_by[tsumo__bit_lowest(by)];
    /* R-FU-04, AMB-29: a pung a ron completed is open */
    bool opened = (r->wait == TSUMO__WAIT_PUNG) & !f->win->tsumo;
    r->concealed_sets = (uint8_t)(r->concealed_sets - opened);
    r->set_fu = (uint8_t)(r->set_fu - (tsumo__fu_set(tile, false, true) & -(int)opened));
    /* pinfu (R-YAKU-06, EMA 4.2.1): four runs, a pair of no value, a two-sided wait */
    r->pinfu_shape = f->closed & (r->run_count == 4) & (r->wait == TSUMO__WAIT_TWO_SIDED) &
                     !(f->value_kinds >> r->pair & 1);
}

/* The reading chosen so far: its value, its yaku, and what it was made of. */
typedef struct choice {
    uint64_t key;
    uint64_t yaku;
    verdict value;
    tsumo__reading reading;
    const uint64_t *rec[3]; /* the suits' records, in tsumo__suit_split */
    unsigned by;
} choice;

static void consider(choice *best, bool *found, const tsumo__hand_facts *f, const tsumo__reading *r,
                     const uint64_t *const rec[3], unsigned by)
{
    verdict s;
    uint64_t yaku;
    score_reading(&s, &yaku, f, r);
    uint64_t key = key_of(&s);
    if (*found && key <= best->key)
        return;
    *found = true;
    best->key = key;
    best->yaku = yaku;
    best->value = s;
    best->reading = *r;
    if (rec)
        memcpy(best->rec, rec, sizeof best->rec);
    best->by = by;
}

/*
 * The index of the first group of that type and kind, which is one of the standard form's first
 * five (the melds after it cannot come first): each is looked at, so that nothing branches.
 */
#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
/* The first five groups are the first 15 of 16 bytes: a byte for the type at 3g, the kind's
   after it, compared with all 16 at once; bit 15 (past them) is group 5, and 3g * 11 / 32 = g. */
static int group_index(const tsumo_decomp *d, uint8_t type, tsumo_kind kind)
{
    __m128i groups = _mm_loadu_si128((const __m128i *)(const void *)d->groups);
    unsigned types = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(groups, _mm_set1_epi8((char)type)));
    unsigned kinds = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(groups, _mm_set1_epi8((char)kind)));
    unsigned found = (types & kinds >> 1 & 0x1249) | 1u << 15;
    return tsumo__bit_lowest(found) * 11 >> 5;
}
#else
static int group_index(const tsumo_decomp *d, uint8_t type, tsumo_kind kind)
{
    unsigned found = 1u << 5;
    for (int g = 0; g < 5; g++)
        found |= (unsigned)((d->groups[g].type == type) & (d->groups[g].kind == kind)) << g;
    return tsumo__bit_lowest(found);
}
#endif

/* Writes the chosen reading whole into *out: its decomposition, completed group and lists. */
static void write_choice(tsumo_score *out, const tsumo__hand_facts *f, const choice *c,
                         const tsumo__suits *su)
{
    const verdict *v = &c->value;
    const tsumo__reading *r = &c->reading;
    const tsumo_hand *hand = f->hand;
    tsumo_kind tile = f->win->tile;
    out->valid = v->valid;
    out->refusal = v->refusal;
    out->yakuman_mult = v->yakuman_mult;
    out->yaku_han = v->yaku_han;
    out->han = v->han;
    out->limit = v->limit;
    out->base = v->base;
    if (r->form == TSUMO_FORM_STANDARD) {
        static const uint8_t type_by[5] = {TSUMO_GROUP_PAIR, TSUMO_GROUP_RUN, TSUMO_GROUP_RUN,
                                           TSUMO_GROUP_PUNG, TSUMO_GROUP_RUN};
        static const int8_t kind_by[5] = {0, -2, -1, 0, 0};
        tsumo__standard_groups(&out->decomp, c->rec, su, f->meld_groups, hand->meld_count);
        int i = tsumo__bit_lowest(c->by);
        out->wait_group =
            (uint8_t)group_index(&out->decomp, type_by[i], (tsumo_kind)(tile + kind_by[i]));
    } else {
        tsumo__special_groups(&out->decomp, r->form, hand->counts);
        int g = 0;
        while (g < out->decomp.group_count - 1 && out->decomp.groups[g].kind != tile)
            g++;
        out->wait_group = (uint8_t)g;
    }
    memset(&out->dora_kinds, 0, sizeof out->dora_kinds);
    if (v->yakuman_mult) {
        tsumo__yaku_write_yakuman(out, f, c->yaku);
        out->fu = out->fu_raw = out->fu_count = 0;
        return;
    }
    tsumo__yaku_write(out, f, c->yaku);
    tsumo__fu_write(out, f, r);
    add_doras(out, f);
    out->dora_kinds = f->dora_kinds;
}

/*
 * Renhou worth han (CFG-RENHOU, R-YAKU-27): JPML pays a mangan and RU 5 han,
 * with no other yaku. The winner may still take an ordinary reading that
 * pays more (`chosen`, written to *s).
 */
static void score_renhou(tsumo_score *s, const verdict *chosen, const tsumo__hand_facts *f)
{
    bool mangan = f->rules->renhou == TSUMO_RENHOU_MANGAN;
    verdict v = {.yaku_han = 5, .han = 5};
    if (!mangan) /* dora are no yaku: they still add to a 5-han renhou */
        v.han = (uint8_t)(v.han + f->dora + f->aka);
    value(&v, f->rules);
    judge(&v, f);
    if (key_of(&v) <= key_of(chosen))
        return;
    s->valid = v.valid;
    s->refusal = v.refusal;
    s->yakuman_mult = 0;
    s->yaku_han = v.yaku_han;
    s->han = v.han;
    s->limit = v.limit;
    s->base = v.base;
    s->fu = s->fu_raw = s->fu_count = 0;
    s->yaku_count = 0;
    s->yaku[s->yaku_count++] = (tsumo_scored_yaku){TSUMO_YAKU_RENHOU, 5};
    memset(&s->dora_kinds, 0, sizeof s->dora_kinds);
    if (!mangan) {
        add_dora(s, TSUMO_YAKU_DORA, f->dora);
        add_dora(s, TSUMO_YAKU_AKA_DORA, f->aka);
        s->dora_kinds.dora = f->dora_kinds.dora;
        s->dora_kinds.kan_dora = f->dora_kinds.kan_dora;
    }
}

/*
 * Every reading of the hand, each decomposition with each group the winning tile may have
 * completed, in the order of tsumo_hand_decompose() and of the groups: a later reading is taken
 * only when the winner would rather have it. Writes the winner's choice to *out.
 */
/* The standard readings: the product of the suits' readings, each with each group the winning
   tile may have completed. */
static void standard_readings(choice *best, bool *found, const tsumo__hand_facts *f,
                              const tsumo__suits *su)
{
    /* most hands read one way: the three suits' first records */
    unsigned a = 0, b = 0, c = 0;
    do {
        const uint64_t *at[3] = {&su->recs[0][a], &su->recs[1][b], &su->recs[2][c]};
        uint64_t rec[3] = {*at[0], *at[1], *at[2]};
        tsumo__reading r;
        standard_reading(&r, f, rec, su->pair_suit);
        uint8_t concealed_sets = r.concealed_sets, set_fu = r.set_fu;
        for (unsigned by = completing(&r, rec, f->hand->counts, f->win->tile); by; by &= by - 1) {
            complete(&r, f, by & (0 - by));
            consider(best, found, f, &r, at, by & (0 - by));
            r.concealed_sets = concealed_sets; /* what complete() changed */
            r.set_fu = set_fu;
        }
        /* the next of the product, the last suit fastest */
        if (++c == su->n[2]) {
            c = 0;
            if (++b == su->n[1]) {
                b = 0;
                ++a;
            }
        }
    } while (a < su->n[0]);
}

/*
 * Seven pairs and kokushi, closed hands only (R-YAKU-16, EMA 4.2.2; R-YKM-01: 14 tiles of the
 * 13 terminals and honours, which no standard reading has, are kokushi): every tile is a group
 * of its own kind, the winning tile's too.
 */
static void special_reading(choice *best, bool *found, const tsumo__hand_facts *f, bool standard)
{
    int form = tsumo__seven_pairs(f->hand->counts)            ? TSUMO_FORM_CHIITOI
               : !standard && f->kinds == TSUMO__YAOCHU_KINDS ? TSUMO_FORM_KOKUSHI
                                                              : -1;
    if (form >= 0) {
        tsumo__reading r = {.form = (uint8_t)form, .pair = TSUMO_NO_KIND};
        r.wait = form == TSUMO_FORM_KOKUSHI ? TSUMO__WAIT_KOKUSHI : TSUMO__WAIT_SINGLE;
        consider(best, found, f, &r, NULL, 0);
    }
}

static bool choose(tsumo_score *out, tsumo__hand_facts *f, const tsumo__suits *su, int n)
{
    choice best;
    bool found = false;
    if (n)
        take_honours(f, su);
    tsumo__yaku_hand(f);
    if (n)
        standard_readings(&best, &found, f, su);
    if (!f->hand->meld_count)
        special_reading(&best, &found, f, n != 0);
    if (!found)
        return false;
    write_choice(out, f, &best, su);
    if ((f->win->flags & TSUMO_WIN_RENHOU) &&
        (f->rules->renhou == TSUMO_RENHOU_MANGAN || f->rules->renhou == TSUMO_RENHOU_HAN5))
        score_renhou(out, &best.value, f);
    return true;
}

/* ---- the public entry points -------------------------------------------- */

#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
/*
 * The fields of the win in range, by SSE2: the sixteen bytes from the round wind on (the round
 * wind, the flags, the two counts, the five dora and the five ura indicators) less their
 * limits, saturated, are not 0 only out of range; the indicators past their counts are not
 * looked at. Each count is at most five on its own (four dora indicators and two ura, say).
 */
static bool win_ok(const tsumo_win *win)
{
    enum { AT = offsetof(tsumo_win, round_wind), K = TSUMO_KINDS - 1 };
    static_assert(offsetof(tsumo_win, flags) == AT + 2 &&
                      offsetof(tsumo_win, dora_count) == AT + 4 &&
                      offsetof(tsumo_win, ura_count) == AT + 5 &&
                      offsetof(tsumo_win, dora) == AT + 6 && offsetof(tsumo_win, ura) == AT + 11 &&
                      AT + 16 <= sizeof(tsumo_win) && TSUMO_MAX_INDICATORS == 5,
                  "the win's fields as win_ok() reads them");
    const __m128i limits = _mm_setr_epi8(3, -1, -1, -1, 5, 5, K, K, K, K, K, K, K, K, K, K);
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)((const uint8_t *)win + AT));
    __m128i over = _mm_subs_epu8(x, limits);
    unsigned bad = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(over, _mm_setzero_si128())) ^ 0xFFFFu;
    /* the lanes of the first n indicators of each list, n = 0 to 7 (past 5 none: the counts' own
       test refuses the win) */
    static const uint16_t dora_lanes[8] = {0, 1 << 6, 3 << 6, 7 << 6, 15 << 6, 31 << 6};
    static const uint16_t ura_lanes[8] = {0, 1 << 11, 3 << 11, 7 << 11, 15 << 11, 31 << 11};
    unsigned live = 0x31u | dora_lanes[win->dora_count & 7] | ura_lanes[win->ura_count & 7];
    return !(bad & live) & (win->tile < TSUMO_KINDS) & (win->seat_wind < 4);
}
#else
/*
 * The first n of five indicators, as the bytes of a word, the first in the lowest: a byte of 0
 * to 0x7F gets its top bit when 0x80 - TSUMO_KINDS is added exactly when it names no kind, a
 * larger one has it already (its carry can spoil only the answer that is no already).
 */
static uint64_t indicators_bad(const tsumo_kind *kinds, unsigned n)
{
    const uint64_t lanes = 0x0101010101010101u;
    uint64_t x = 0;
    memcpy(&x, kinds, TSUMO_MAX_INDICATORS);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    x &= (UINT64_C(1) << (8 * (n % 8))) - 1; /* n is at most 5 here */
    return ((x + (0x80 - TSUMO_KINDS) * lanes) | x) & 0x80 * lanes;
}

static bool win_ok(const tsumo_win *win)
{
    if (win->tile >= TSUMO_KINDS || win->seat_wind >= 4 || win->round_wind >= 4 ||
        win->dora_count > TSUMO_MAX_INDICATORS || win->ura_count > TSUMO_MAX_INDICATORS)
        return false;
    return !(indicators_bad(win->dora, win->dora_count) | indicators_bad(win->ura, win->ura_count));
}
#endif

static void pay(tsumo_score *s, const tsumo_win *win, bool tsumo, const tsumo_rules *rules)
{
    /* the basic points are worked out: without a limit, no han or no fu pays nothing */
    int32_t base = s->base & -(int32_t)((s->limit != 0) | ((s->han > 0) & (s->fu > 0)));
    tsumo__payments(&s->payments, base, win->seat_wind == TSUMO_WIND_EAST, tsumo, win->honba,
                    win->riichi_sticks, rules);
}

/*
 * Nagashi mangan is settled at an exhaustive draw as a mangan tsumo and combines with nothing
 * (R-NAGA-01, EMA 4.2.4): no ron, no flag of a win on a tile. A riichi may stand.
 */
static tsumo_situation_error nagashi_situation(const tsumo_hand *hand, const tsumo_win *win,
                                               const tsumo_rules *rules)
{
    unsigned win_flags = TSUMO_WIN_IPPATSU | TSUMO_WIN_HAITEI | TSUMO_WIN_HOUTEI |
                         TSUMO_WIN_RINSHAN | TSUMO_WIN_CHANKAN | TSUMO_WIN_TENHOU |
                         TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU;
    if (!win->tsumo)
        return TSUMO_SITUATION_NAGASHI_RON;
    if (any(win->flags, win_flags))
        return TSUMO_SITUATION_NAGASHI_WITH_WIN;
    return riichi_situation(win->flags, tsumo_hand_is_closed(hand), rules);
}

/* Nagashi mangan (R-NAGA-01, EMA 4.2.4): a mangan tsumo whatever the tiles. */
static void score_nagashi(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                          const tsumo_rules *rules)
{
    out->situation = (uint8_t)nagashi_situation(hand, win, rules);
    if (out->situation != TSUMO_SITUATION_OK) {
        out->refusal = TSUMO_REFUSAL_BAD_SITUATION;
        return;
    }
    bool allowed = rules->nagashi == TSUMO_NAGASHI_ANY ||
                   (rules->nagashi == TSUMO_NAGASHI_CLOSED && tsumo_hand_is_closed(hand));
    out->valid = allowed;
    out->refusal = allowed ? TSUMO_REFUSAL_NONE : TSUMO_REFUSAL_NO_YAKU;
    out->yaku[0] = (tsumo_scored_yaku){TSUMO_YAKU_NAGASHI_MANGAN, 5};
    out->yaku_count = 1;
    out->yaku_han = out->han = 5; /* EMA lists it among the five-yaku hands */
    out->limit = TSUMO_LIMIT_MANGAN;
    out->base = tsumo__limit_base(TSUMO_LIMIT_MANGAN);
    pay(out, win, true, rules);
    if (rules->nagashi_settlement == TSUMO_NAGASHI_AS_DRAW) /* no counters, no sticks */
        out->payments.winner_gain = out->payments.total;
}

/*
 * Every byte of the result 0, as a copy of an empty one leaves it: on the SSE2 path by sixteen-byte
 * stores of a zero register (the copy loaded each sixteen bytes first, and gcc makes a memset of
 * this size a `rep stosq`, slower still); the last store overlaps the one before it.
 */
static void clear_score(tsumo_score *out)
{
#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
    enum { SIZE = sizeof(tsumo_score) };
    static_assert(SIZE >= 16, "a score of sixteen bytes or more");
    uint8_t *p = (uint8_t *)out;
    __m128i zero = _mm_setzero_si128();
    for (size_t i = 0; i + 16 <= SIZE; i += 16) {
        _mm_storeu_si128((__m128i *)(void *)(p + i), zero);
        __asm__("" ::: "memory"); /* keeps gcc from making the loop a `rep stosq` again */
    }
    _mm_storeu_si128((__m128i *)(void *)(p + SIZE - 16), zero);
#else
    static const tsumo_score empty; /* a copy of it costs less than a memset */
    *out = empty;
#endif
}

tsumo_status tsumo_score_hand(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                              const tsumo_rules *rules)
{
    clear_score(out);
    out->wait_group = 0xFF;
    out->refused_tile = TSUMO_NO_KIND;
    bool nagashi = (win->flags & TSUMO_WIN_NAGASHI) != 0;
    int concealed;
    bool concealed_ok = concealed_census(&concealed, hand->counts);
    /* inputs that are no hand at all: a field out of range, a meld no notation writes, more red
       fives than fives, a tile count other than 14 (a nagashi hand is held at an exhaustive draw:
       13 tiles, no winning tile among them) */
    if (!win_ok(win) || hand->meld_count > TSUMO_MAX_MELDS)
        return TSUMO_EINVAL;
    /* the suits' readings first: their table reads, which most hands take from beyond the
       first-level cache, then overlap the checks and facts below */
    tsumo__suits su;
    int readings = concealed_ok ? tsumo__suit_readings(&su, hand->counts) : 0;
    tsumo__hand_facts facts;
    uint8_t all[TSUMO_KINDS]; /* every tile of the hand by kind, melds included */
    int red[3] = {hand->red[0], hand->red[1], hand->red[2]};
    memcpy(all, hand->counts, TSUMO_KINDS);
    bool melds_over;
    if (!take_melds(&facts, all, red, &melds_over, hand))
        return TSUMO_EINVAL;
    if ((hand->red[0] > hand->counts[TSUMO_5M]) | (hand->red[1] > hand->counts[TSUMO_5P]) |
        (hand->red[2] > hand->counts[TSUMO_5S]) |
        (concealed + 3 * hand->meld_count != 14 - nagashi))
        return TSUMO_EINVAL;
    take_dora(&facts, all, win, rules);
    tsumo_kind refused_tile = TSUMO_NO_KIND;
    out->refusal =
        (uint8_t)tiles_refusal(&refused_tile, all, red, melds_over, hand, win, rules, concealed_ok);
    if (out->refusal == TSUMO_REFUSAL_TILE_NOT_IN_HAND && nagashi)
        out->refusal = TSUMO_REFUSAL_NONE;
    if (out->refusal != TSUMO_REFUSAL_NONE) {
        out->refused_tile = refused_tile;
        return TSUMO_OK;
    }
    if (nagashi) {
        score_nagashi(out, hand, win, rules);
        return TSUMO_OK;
    }
    score_facts(&facts, hand, win, rules, red[0] + red[1] + red[2]);
    out->situation = (uint8_t)situation_of(&facts);
    if (out->situation != TSUMO_SITUATION_OK) {
        out->refusal = TSUMO_REFUSAL_BAD_SITUATION;
        return TSUMO_OK;
    }
    if (!choose(out, &facts, &su, readings)) {
        out->refusal = TSUMO_REFUSAL_NOT_COMPLETE;
        return TSUMO_OK;
    }
    pay(out, win, win->tsumo, rules);
    return TSUMO_OK;
}

/*
 * The decompositions of a complete hand (R-WIN-01, EMA 3.2, 3.4.9): the one
 * search behind tsumo_hand_decompose() and scoring.
 *
 * It works suit by suit, which settles most of the search before it starts:
 *
 * - a suit's tiles split into sets, plus the pair when the suit holds it, so
 *   its tile count is 3n (no pair) or 3n+2 (the pair); 3n+1 is no win;
 * - honours cannot form runs: each honour kind holds 0, 2 (the pair) or 3;
 * - exactly one suit or honour kind holds the pair, so the pair is tried only
 *   at the kinds of that suit.
 *
 * Within a suit the lowest kind left, with c tiles, either starts a pung and
 * c-3 runs, or c runs: at most two choices, and only when c >= 3. The order
 * this gives is the one hand.h documents; melds are appended.
 *
 * The census behind these tests reads eight counts at a time as one 64-bit
 * word, one count a byte (SWAR): adding 0x80 - n to every byte sets a byte's
 * top bit exactly when its count is n or more (a count is at most 14, so no
 * byte overflows into the next), and one multiplication gathers the eight
 * top bits into a byte.
 */
#include "engine.h"

#define LANES_1   0x0101010101010101u
#define LANES_TOP 0x8080808080808080u

/* Bit i set when byte i of x is n or more (n = 1..4). */
static unsigned at_least(uint64_t x, unsigned n)
{
    uint64_t top = (x + (0x80u - n) * LANES_1) & LANES_TOP;
    return (unsigned)(((top >> 7) * 0x0102040810204080u) >> 56);
}

static unsigned byte_sum(uint64_t x)
{
    return (unsigned)((x * LANES_1) >> 56);
}

void tsumo__census_take(tsumo__census *out, const uint8_t counts[TSUMO_KINDS])
{
    for (int s = 0; s < 3; s++) {
        uint64_t x = tsumo__load8(&counts[9 * s]); /* kinds 1-8 of the suit */
        unsigned nine = counts[9 * s + 8];
        for (unsigned n = 1; n <= 3; n++)
            out->at_least[n - 1][s] = (uint16_t)(at_least(x, n) | (unsigned)(nine >= n) << 8);
        out->at_least[3][s] = 0; /* fours matter only among the honours */
        out->total[s] = (uint8_t)(byte_sum(x) + nine);
    }
    uint64_t h = tsumo__load8(&counts[TSUMO_EAST - 1]) >> 8; /* the seven honours */
    for (unsigned n = 1; n <= 4; n++)
        out->at_least[n - 1][3] = (uint16_t)at_least(h, n);
    out->total[3] = (uint8_t)byte_sum(h);
}

/* ---- the search --------------------------------------------------------- */

typedef struct finder {
    const tsumo__census *census;
    const tsumo_group *melds;
    tsumo_decomp *out;
    int max;
    int found;
    int meld_count;
    int pair_suit; /* 0-2, or 3 when an honour is the pair */
    int group_count;
    tsumo_group groups[5];
    uint8_t c[27]; /* the suits' counts, used up as sets are taken */
} finder;

static void push(finder *f, int type, int kind)
{
    f->groups[f->group_count].type = (uint8_t)type;
    f->groups[f->group_count].kind = (tsumo_kind)kind;
    f->groups[f->group_count].meld = 0;
    f->group_count++;
}

static void emit(finder *f)
{
    if (f->found < f->max) {
        tsumo_decomp *d = &f->out[f->found];
        int n = f->group_count;
        d->form = TSUMO_FORM_STANDARD;
        d->group_count = (uint8_t)(n + f->meld_count);
        /* fixed sizes, so no copy loop: the four meld slots (zero past the
           melds) land after the n concealed groups, n + 4 >= 5 */
        memcpy(d->groups, f->groups, sizeof f->groups);
        memset(&d->groups[5], 0, 8 * sizeof d->groups[0]);
        memcpy(&d->groups[n], f->melds, TSUMO_MAX_MELDS * sizeof f->melds[0]);
    }
    f->found++;
}

/* Honours are fixed: a pung for three, the pair for two (the census checked the rest). */
static void honours(finder *f)
{
    int mark = f->group_count;
    unsigned pungs = f->census->at_least[2][3];
    unsigned all = f->census->at_least[0][3];
    for (; all; all &= all - 1) {
        int i = tsumo__bit_lowest(all);
        push(f, (pungs >> i) & 1 ? TSUMO_GROUP_PUNG : TSUMO_GROUP_PAIR, TSUMO_EAST + i);
    }
    emit(f);
    f->group_count = mark;
}

static void suit(finder *f, int s);

static void after_suit(finder *f, int s)
{
    if (s < 2)
        suit(f, s + 1);
    else
        honours(f);
}

/*
 * Splits the rest of suit s into sets. `left` has bit i for each kind of the
 * suit that still holds tiles; it is kept up to date rather than recounted.
 */
static void sets(finder *f, int s, unsigned left)
{
    if (!left) {
        after_suit(f, s);
        return;
    }
    uint8_t *c = &f->c[9 * s];
    int i = tsumo__bit_lowest(left);
    int n = c[i];
    /* first a pung and n-3 runs, then n runs */
    for (int pung = n >= 3; pung >= 0; pung--) {
        int runs = n - 3 * pung;
        if (runs && (i > 6 || c[i + 1] < runs || c[i + 2] < runs))
            continue;
        int mark = f->group_count;
        if (pung)
            push(f, TSUMO_GROUP_PUNG, 9 * s + i);
        for (int r = 0; r < runs; r++)
            push(f, TSUMO_GROUP_RUN, 9 * s + i);
        unsigned rest = left & ~(1u << i);
        if (runs) {
            c[i + 1] = (uint8_t)(c[i + 1] - runs);
            c[i + 2] = (uint8_t)(c[i + 2] - runs);
            rest &= ~((unsigned)(c[i + 1] == 0) << (i + 1) | (unsigned)(c[i + 2] == 0) << (i + 2));
        }
        sets(f, s, rest);
        if (runs) {
            c[i + 1] = (uint8_t)(c[i + 1] + runs);
            c[i + 2] = (uint8_t)(c[i + 2] + runs);
        }
        f->group_count = mark;
    }
}

/* Suit s: with the pair, try it at each kind that has two; then the sets. */
static void suit(finder *f, int s)
{
    const tsumo__census *k = f->census;
    unsigned left = k->at_least[0][s];
    if (s != f->pair_suit) {
        sets(f, s, left);
        return;
    }
    uint8_t *c = &f->c[9 * s];
    for (unsigned twos = k->at_least[1][s]; twos; twos &= twos - 1) {
        int i = tsumo__bit_lowest(twos);
        c[i] = (uint8_t)(c[i] - 2);
        push(f, TSUMO_GROUP_PAIR, 9 * s + i);
        sets(f, s, c[i] ? left : left & ~(1u << i));
        f->group_count--;
        c[i] = (uint8_t)(c[i] + 2);
    }
}

/* Which suit holds the pair (3 = honours), or -1 when the counts cannot win. */
static int pair_suit_of(const tsumo__census *k)
{
    unsigned pairs = 0, pair = 0;
    for (unsigned s = 0; s < 3; s++) {
        unsigned rest = k->total[s] % 3;
        if (rest == 1)
            return -1;
        pairs += rest == 2;
        pair = rest == 2 ? s : pair;
    }
    /* honours: no single and no four; each 2 is the pair */
    unsigned one = k->at_least[0][3] & ~k->at_least[1][3];
    unsigned two = k->at_least[1][3] & ~k->at_least[2][3];
    if (one || k->at_least[3][3])
        return -1;
    pairs += (unsigned)tsumo__bit_count(two);
    pair = two ? 3 : pair;
    return pairs == 1 ? (int)pair : -1;
}

static int standard(tsumo_decomp *out, int max, const tsumo_hand *hand, const tsumo_group *melds,
                    const tsumo__census *k)
{
    finder f;
    f.pair_suit = pair_suit_of(k);
    if (f.pair_suit < 0)
        return 0;
    f.census = k;
    f.melds = melds;
    f.meld_count = hand->meld_count;
    f.out = out;
    f.max = max;
    f.found = 0;
    f.group_count = 0;
    memcpy(f.c, hand->counts, sizeof f.c);
    suit(&f, 0);
    return f.found;
}

/* ---- the two special forms ---------------------------------------------- */

static void special(tsumo_decomp *d, int form, const tsumo_hand *hand)
{
    memset(d, 0, sizeof *d);
    d->form = (uint8_t)form;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        int c = hand->counts[k];
        if (c)
            d->groups[d->group_count++] =
                (tsumo_group){.type = (uint8_t)(c == 2 ? TSUMO_GROUP_PAIR : TSUMO_GROUP_SINGLE),
                              .kind = (tsumo_kind)k};
    }
}

static int pair_count(const tsumo__census *k)
{
    int n = 0;
    for (int s = 0; s < 4; s++)
        n += tsumo__bit_count(k->at_least[1][s]);
    return n;
}

static bool no_threes(const tsumo__census *k)
{
    return !(k->at_least[2][0] | k->at_least[2][1] | k->at_least[2][2] | k->at_least[2][3]);
}

/* Seven different pairs; four of a kind is not two pairs (R-YAKU-16, EMA 4.2.2). */
static bool chiitoi(const tsumo__census *k)
{
    for (int s = 0; s < 4; s++)
        if (k->at_least[0][s] != k->at_least[1][s])
            return false;
    return no_threes(k) && pair_count(k) == 7;
}

/* The 13 terminal and honour kinds, one of them twice (R-YKM-01). */
static bool kokushi(const tsumo__census *k)
{
    for (int s = 0; s < 3; s++)
        if (k->at_least[0][s] != 0x101)
            return false;
    return k->at_least[0][3] == 0x7F && no_threes(k) && pair_count(k) == 1;
}

/* The standard readings, then seven pairs, then kokushi (`melds`: the hand's as groups). */
static int decompose(tsumo_decomp *out, int max, const tsumo_hand *hand, const tsumo_group *melds,
                     const tsumo__census *census)
{
    int found = standard(out, max, hand, melds, census);
    if (hand->meld_count)
        return found;
    int form = chiitoi(census) ? TSUMO_FORM_CHIITOI : kokushi(census) ? TSUMO_FORM_KOKUSHI : -1;
    if (form >= 0) {
        if (found < max)
            special(&out[found], form, hand);
        found++;
    }
    return found;
}

int tsumo__score_decompose(tsumo_decomp *out, int max, const tsumo__hand_facts *facts,
                           const tsumo__census *census)
{
    return decompose(out, max, facts->hand, facts->meld_groups, census);
}

int tsumo_hand_decompose(tsumo_decomp *out, int max, const tsumo_hand *hand)
{
    if (hand->meld_count > TSUMO_MAX_MELDS)
        return 0;
    int tiles = 3 * hand->meld_count;
    for (int k = 0; k < TSUMO_KINDS; k++)
        tiles += hand->counts[k];
    if (tiles != 14) /* every count is then 14 at most, as the census needs */
        return 0;
    tsumo_group melds[TSUMO_MAX_MELDS] = {{0}}; /* zero past the melds: copied whole */
    for (int i = 0; i < hand->meld_count; i++) {
        const tsumo_meld *m = &hand->melds[i];
        uint8_t type = m->type == TSUMO_MELD_CHI   ? TSUMO_GROUP_RUN
                       : m->type == TSUMO_MELD_PON ? TSUMO_GROUP_PUNG
                                                   : TSUMO_GROUP_KAN;
        melds[i] = (tsumo_group){.type = type, .kind = m->kind, .meld = (uint8_t)(i + 1)};
    }
    tsumo__census census;
    tsumo__census_take(&census, hand->counts);
    tsumo_decomp all[TSUMO_MAX_DECOMPS]; /* `out` may be short, or NULL with max 0 */
    int found = decompose(all, TSUMO_MAX_DECOMPS, hand, melds, &census);
    int kept = found < max ? found : max;
    for (int i = 0; i < kept && i < TSUMO_MAX_DECOMPS; i++)
        out[i] = all[i];
    return found;
}

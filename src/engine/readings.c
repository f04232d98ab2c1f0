/*
 * The decompositions of a complete hand (R-WIN-01, EMA 3.2, 3.4.9): the one
 * search behind tsumo_hand_decompose() and scoring.
 *
 * It works suit by suit, which settles most of the search before it starts:
 *
 * - groups never cross suits; honours form no runs, so each honour kind
 *   holds 0, 2 (the pair) or 3 tiles;
 * - a suit's tiles split into sets, plus the pair when the suit holds it, so
 *   its tile count is 3n (no pair) or 3n+2 (the pair); 3n+1 is no win, and
 *   exactly one suit (or the honours) holds the pair;
 * - in that suit the pair is tried only at a kind p with 2p = the sum of k
 *   times the count of kind k (mod 3): a run (3k+3) and a pung (3k) add
 *   nothing mod 3, so only one kind in three can hold the pair.
 *
 * Within a suit, the lowest kind left, with c tiles, starts either a pung and
 * c-3 runs, or c runs: there is a choice only when c >= 3; and once the
 * pungs are chosen, the runs follow (see forced() below). A decomposition is
 * kept as three words of masks (tsumo__shape), which is what scoring reads;
 * its groups are written out only when asked for.
 *
 * The counts are read eight at a time as one 64-bit word, one count a byte
 * (SWAR): adding 0x80 - n to every byte sets a byte's top bit exactly when
 * its count is n or more (counts are at most 15, so no byte overflows into
 * the next), and one multiplication gathers the eight top bits.
 */
#include "engine.h"

#define LANES_1   0x0101010101010101u
#define LANES_TOP 0x8080808080808080u
#define HIGH_HALF 0xF0F0F0F0F0F0F0F0u /* a count above 15 shows here */
#define YAOCHU_KINDS                                                                               \
    ((uint64_t)0x101 | (uint64_t)0x101 << 9 | (uint64_t)0x101 << 18 | (uint64_t)0x7F << 27)

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

bool tsumo__tiles_take(tsumo__tiles *out, const uint8_t counts[TSUMO_KINDS])
{
    uint64_t big = 0;
    unsigned total = 0;
    out->counts = counts;
    out->kinds = 0;
    for (int s = 0; s < 3; s++) {
        uint64_t x = tsumo__load8(&counts[9 * s]); /* kinds 1-8 of the suit */
        unsigned nine = counts[9 * s + 8];
        big |= (x & HIGH_HALF) | (nine & 0xF0);
        out->suit[s] = x;
        out->nine[s] = (uint8_t)nine;
        out->kinds |= (uint64_t)(at_least(x, 1) | (unsigned)(nine != 0) << 8) << (9 * s);
        out->suit_total[s] = (uint8_t)(byte_sum(x) + nine);
        total += out->suit_total[s];
    }
    uint64_t h = tsumo__load8(&counts[TSUMO_EAST - 1]) >> 8; /* the seven honours */
    big |= h & HIGH_HALF;
    unsigned one = at_least(h, 1), two = at_least(h, 2), three = at_least(h, 3);
    unsigned four = at_least(h, 4);
    out->kinds |= (uint64_t)one << TSUMO_EAST;
    out->honour_pungs = (uint8_t)(three & ~four);
    out->honour_pairs = (uint8_t)(two & ~three);
    out->honour_odd = (uint8_t)((one & ~two) | four);
    out->honour_pung_count = (uint8_t)tsumo__bit_count(out->honour_pungs);
    out->honour_pair = out->honour_pairs
                           ? (tsumo_kind)(TSUMO_EAST + tsumo__bit_lowest(out->honour_pairs))
                           : TSUMO_NO_KIND;
    out->total = (uint8_t)(total + byte_sum(h));
    return big == 0;
}

/* ---- one suit ------------------------------------------------------------ */

/*
 * With the pungs of a suit fixed, its runs are forced: kind 1 starts as many
 * runs as it has tiles left, kind 2 as many as are left once those runs took
 * theirs, and so on. So r(i), the runs starting at kind i, is
 * c(i) - r(i-1) - r(i-2), which unrolls to T(i) - T(i-1) with T(i) the sum of
 * the counts of kinds i, i-3, i-6. The suit splits into sets exactly when no
 * r(i) is negative and no run starts at 8 or 9. All nine are found at once,
 * a byte each (kinds 1-8 in one word, the nine apart), with no branch on
 * the tiles.
 */

typedef struct suit_list {
    int count; /* all found; only the first TSUMO_MAX_DECOMPS are kept */
    uint64_t item[TSUMO_MAX_DECOMPS];
} suit_list;

static void keep(suit_list *list, uint64_t sets)
{
    if (list->count < TSUMO_MAX_DECOMPS)
        list->item[list->count] = sets;
    list->count++;
}

#define BYTE(x, i) ((unsigned)((x) >> (8 * (i))) & 0xFF)
#define BIT5S      0x2020202020202020u

/*
 * The runs forced by a suit's counts (kinds 1-8 in `low`, a byte each, and
 * `nine`), as the run fields of the suit's word (engine.h); false when the
 * counts do not split into runs.
 */
static inline bool runs_of(uint64_t low, unsigned nine, uint64_t *runs)
{
    /* 16 + T(i), kinds 1-8 a byte each, and the nine's */
    uint64_t u = low + (low << 24) + (low << 48) + 16 * LANES_1;
    unsigned u9 = 16 + nine + BYTE(low, 5) + BYTE(low, 2);
    /* 32 + r(i): bit 5 is set when r(i) is not negative; none may start at 8 or 9 */
    uint64_t v = u + 32 * LANES_1 - (u << 8 | 16);
    if (((v & BIT5S) != BIT5S) | (v >> 56 != 32) | (u9 != BYTE(u, 7)))
        return false;
    uint64_t w = at_least(v, 33);
    if ((v + (0x80 - 34) * LANES_1) & LANES_TOP) /* twin runs */
        w |= (uint64_t)at_least(v, 34) << 9 | (uint64_t)at_least(v, 35) << 18 |
             (uint64_t)at_least(v, 36) << 27;
    *runs = w;
    return true;
}

/* The pung fields of a suit's word: where, how many, and their fu (R-FU-03: 8 for 1 or 9). */
static uint64_t pung_fields(unsigned pungs)
{
    int n = tsumo__bit_count(pungs), ends = tsumo__bit_count(pungs & 0x101);
    return (uint64_t)pungs << 36 | (uint64_t)n << 45 | (uint64_t)(4 * n + 4 * ends) << 48;
}

/* The counts less a pung of kind i. */
static void take_pung(uint64_t *low, unsigned *nine, int i)
{
    if (i < 8)
        *low -= (uint64_t)3 << (8 * i);
    else
        *nine -= 3;
}

/*
 * Every reading of a suit: a kind with three tiles or more may hold a pung
 * or not, the lowest such kind deciding first and the pung first (the order
 * of a search that always takes the lowest kind left). `pungs` are those
 * taken out of the counts already.
 */
static void with_pungs(suit_list *out, uint64_t low, unsigned nine, uint64_t pair, unsigned pungs,
                       unsigned maybe)
{
    if (!maybe) {
        uint64_t runs;
        if (runs_of(low, nine, &runs))
            keep(out, runs | pair | (pungs ? pung_fields(pungs) : 0));
        return;
    }
    int i = tsumo__bit_lowest(maybe);
    uint64_t less = low;
    unsigned less_nine = nine;
    take_pung(&less, &less_nine, i);
    with_pungs(out, less, less_nine, pair, pungs | 1u << i, maybe & (maybe - 1));
    with_pungs(out, low, nine, pair, pungs, maybe & (maybe - 1));
}

/* A suit's readings; with one kind held three times or more, with its pung first. */
static void suit_readings(suit_list *out, uint64_t low, unsigned nine, uint64_t pair)
{
    unsigned threes = at_least(low, 3) | (unsigned)(nine >= 3) << 8;
    uint64_t runs;
    if (threes & (threes - 1)) { /* two such kinds or more: rare */
        with_pungs(out, low, nine, pair, 0, threes);
        return;
    }
    if (threes) {
        uint64_t less = low;
        unsigned less_nine = nine;
        take_pung(&less, &less_nine, tsumo__bit_lowest(threes));
        if (runs_of(less, less_nine, &runs))
            keep(out, runs | pair | pung_fields(threes));
    }
    if (runs_of(low, nine, &runs))
        keep(out, runs | pair);
}

/* The kinds of suit s that can hold the pair: two tiles or more, and the sum rule above. */
static unsigned pair_places(const tsumo__tiles *t, int s)
{
    static const unsigned third[3] = {0x49, 0x92, 0x124}; /* kinds 1 4 7, 2 5 8, 3 6 9 */
    uint64_t x = t->suit[s];
    unsigned twos = at_least(x, 2) | (unsigned)(t->nine[s] >= 2) << 8;
    /* the counts of kinds 2, 5, 8 and of kinds 3, 6, 9 */
    unsigned ones = BYTE(x, 1) + BYTE(x, 4) + BYTE(x, 7);
    unsigned twos_sum = BYTE(x, 2) + BYTE(x, 5) + t->nine[s];
    return twos & third[(2 * ones + twos_sum) % 3];
}

#define NO_PAIR 9 /* a place for the pair past the suit's nine kinds: no pair */

/*
 * The readings of suit s with the pair at each place of `places` in turn
 * (bit NO_PAIR: without the pair). The suit that holds the pair and those
 * that do not take the same way, so which suit holds it decides no branch.
 */
static void suit_sets(suit_list *out, const tsumo__tiles *t, int s, unsigned places)
{
    out->count = 0;
    for (; places; places &= places - 1) {
        int i = tsumo__bit_lowest(places);
        uint64_t low = t->suit[s] - ((uint64_t)2 << (8 * (i & 7)) & (0 - (uint64_t)(i < 8)));
        unsigned nine = t->nine[s] - 2 * (i == 8);
        uint64_t field = (uint64_t)(9 * s + i + 1) << 54 & (0 - (uint64_t)(i != NO_PAIR));
        suit_readings(out, low, nine, field);
    }
}

/* ---- the whole hand ------------------------------------------------------ */

/*
 * Which suit holds the pair (3 = honours), or -1 when the counts cannot win:
 * each suit's count is 3n or 3n+2, and exactly one suit or honour has the
 * pair. The counts of a hand of 14 tiles are 14 at most.
 */
static int pair_suit_of(const tsumo__tiles *t)
{
    static const uint8_t rest[16] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0};
    unsigned r0 = rest[t->suit_total[0] & 15], r1 = rest[t->suit_total[1] & 15],
             r2 = rest[t->suit_total[2] & 15], honours = t->honour_pairs;
    unsigned twos = (r0 == 2) + (r1 == 2) + (r2 == 2);
    bool one = (r0 == 1) | (r1 == 1) | (r2 == 1) | (t->honour_odd != 0);
    bool single = honours ? twos == 0 && !(honours & (honours - 1)) : twos == 1;
    if (one | !single)
        return -1;
    return honours ? 3 : (int)((r1 == 2) + 2 * (r2 == 2));
}

/* The standard decompositions: each suit's, combined with the suits before it varying slowest. */
static int standard(tsumo__shape *out, int max, const tsumo__tiles *t)
{
    int pair_suit = pair_suit_of(t);
    if (pair_suit < 0)
        return 0;
    suit_list lists[3];
    int found = 1;
    for (int s = 0; s < 3; s++) {
        unsigned places = s == pair_suit ? pair_places(t, s) : 1u << NO_PAIR;
        suit_sets(&lists[s], t, s, places);
        found *= lists[s].count;
    }
    if (found == 1 && max > 0) { /* nearly always */
        *out = (tsumo__shape){TSUMO_FORM_STANDARD,
                              {lists[0].item[0], lists[1].item[0], lists[2].item[0]}};
        return 1;
    }
    int n = 0;
    for (int a = 0; a < lists[0].count && a < TSUMO_MAX_DECOMPS; a++)
        for (int b = 0; b < lists[1].count && b < TSUMO_MAX_DECOMPS; b++)
            for (int c = 0; c < lists[2].count && c < TSUMO_MAX_DECOMPS && n < max; c++)
                out[n++] = (tsumo__shape){TSUMO_FORM_STANDARD,
                                          {lists[0].item[a], lists[1].item[b], lists[2].item[c]}};
    return found;
}

/* Seven different pairs: with 14 tiles, every count 0 or 2 (R-YAKU-16, EMA 4.2.2). */
static bool chiitoi(const uint8_t *c)
{
    uint64_t odd = tsumo__load8(c) | tsumo__load8(c + 8) | tsumo__load8(c + 16) |
                   tsumo__load8(c + 24) | c[32] | c[33];
    return (odd & ~(2 * LANES_1)) == 0;
}

int tsumo__shapes_find(tsumo__shape *out, int max, const tsumo__tiles *tiles, int melds)
{
    int found = standard(out, max, tiles);
    if (melds)
        return found;
    /* with 14 tiles, all 13 terminal and honour kinds and nothing else is kokushi (R-YKM-01) */
    int form = chiitoi(tiles->counts)         ? TSUMO_FORM_CHIITOI
               : tiles->kinds == YAOCHU_KINDS ? TSUMO_FORM_KOKUSHI
                                              : -1;
    if (form >= 0) {
        if (found < max)
            out[found] = (tsumo__shape){.form = (uint8_t)form};
        found++;
    }
    return found;
}

void tsumo__shape_sets(tsumo__sets *out, const tsumo__shape *shape, const tsumo__tiles *t)
{
    const uint64_t *w = shape->suit;
    bool standard_form = shape->form == TSUMO_FORM_STANDARD;
    /* the three words' counts, fu and pair fields add up without carrying into each other */
    uint64_t sums = (w[0] >> 45) + (w[1] >> 45) + (w[2] >> 45);
    unsigned honours = standard_form ? t->honour_pungs : 0;
    int honour_pungs = standard_form ? t->honour_pung_count : 0;
    uint64_t twins = TSUMO__RUNS(w[0], 1) | TSUMO__RUNS(w[1], 1) << 9 | TSUMO__RUNS(w[2], 1) << 18;
    unsigned pair = (unsigned)(sums >> 9 & 63);
    out->runs = TSUMO__RUNS(w[0], 0) | TSUMO__RUNS(w[1], 0) << 9 | TSUMO__RUNS(w[2], 0) << 18;
    out->pungs = TSUMO__PUNGS(w[0]) | TSUMO__PUNGS(w[1]) << 9 | TSUMO__PUNGS(w[2]) << 18 |
                 (uint64_t)honours << TSUMO_EAST;
    out->pair = pair ? (tsumo_kind)(pair - 1) : standard_form ? t->honour_pair : TSUMO_NO_KIND;
    out->twin_kinds = (uint8_t)((twins != 0) + ((twins & (twins - 1)) != 0)); /* two at most */
    out->four_twins = TSUMO__RUNS(w[0] | w[1] | w[2], 3) != 0;
    out->pung_count = (uint8_t)((sums & 7) + (unsigned)honour_pungs);
    out->pung_fu = (uint8_t)((sums >> 3 & 63) + 8 * (unsigned)honour_pungs);
}

/* ---- groups -------------------------------------------------------------- */

static void put(tsumo_group *g, int type, int kind)
{
    *g = (tsumo_group){.type = (uint8_t)type, .kind = (tsumo_kind)kind};
}

/* Seven pairs and kokushi: each kind held, by kind. */
static void special_groups(tsumo_decomp *d, const uint8_t *counts)
{
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (counts[k])
            put(&d->groups[d->group_count++],
                counts[k] == 2 ? TSUMO_GROUP_PAIR : TSUMO_GROUP_SINGLE, k);
}

/*
 * Suit by suit, the pair first in its suit, then by kind a pung before runs;
 * the honours by kind. This one takes each kind in turn; it serves the rare
 * decompositions with twin runs.
 */
static int groups_by_kind(tsumo_group *g, const tsumo__shape *shape, const tsumo__tiles *t)
{
    int n = 0;
    for (int s = 0; s < 3; s++) {
        uint64_t w = shape->suit[s];
        if (TSUMO__PAIR(w))
            put(&g[n++], TSUMO_GROUP_PAIR, (int)TSUMO__PAIR(w) - 1);
        for (uint64_t at = TSUMO__PUNGS(w) | TSUMO__RUNS(w, 0); at; at &= at - 1) {
            int i = tsumo__bit_lowest(at);
            if (TSUMO__PUNGS(w) >> i & 1)
                put(&g[n++], TSUMO_GROUP_PUNG, 9 * s + i);
            for (int r = 0; r < 4 && (TSUMO__RUNS(w, r) >> i & 1); r++)
                put(&g[n++], TSUMO_GROUP_RUN, 9 * s + i);
        }
    }
    for (unsigned at = t->honour_pungs | t->honour_pairs; at; at &= at - 1) {
        int i = tsumo__bit_lowest(at);
        put(&g[n++], (t->honour_pungs >> i & 1) ? TSUMO_GROUP_PUNG : TSUMO_GROUP_PAIR,
            TSUMO_EAST + i);
    }
    return n;
}

/* Bits 0-26 of x to the even bits 0-52. */
static uint64_t evens(uint64_t x)
{
    x = (x | x << 16) & 0x0000FFFF0000FFFFu;
    x = (x | x << 8) & 0x00FF00FF00FF00FFu;
    x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Fu;
    x = (x | x << 2) & 0x3333333333333333u;
    return (x | x << 1) & 0x5555555555555555u;
}

/*
 * The same without twin runs, from one word that holds every group in
 * order: bit 2k a pung of suit kind k, bit 2k + 1 a run starting there,
 * bit 54 + i honour i (a pung or the pair). The five lowest bits are the
 * groups; the suit pair goes in front of its suit's. Every slot is written
 * whether or not it is used, so that the tiles decide no branch; the first
 * group equal to `find` is noted on the way (*found, or left as it was).
 */
static int standard_groups(tsumo_group *g, const tsumo__shape *shape, const tsumo__tiles *t,
                           tsumo_group find, unsigned *found)
{
    const uint64_t *w = shape->suit;
    uint64_t runs = TSUMO__RUNS(w[0], 0) | TSUMO__RUNS(w[1], 0) << 9 | TSUMO__RUNS(w[2], 0) << 18;
    uint64_t pungs = TSUMO__PUNGS(w[0]) | TSUMO__PUNGS(w[1]) << 9 | TSUMO__PUNGS(w[2]) << 18;
    unsigned honours = t->honour_pungs | t->honour_pairs;
    uint64_t groups = evens(pungs) | evens(runs) << 1 | (uint64_t)honours << 54;
    unsigned pair = (unsigned)TSUMO__PAIR(w[0] | w[1] | w[2]); /* a suit's pair + 1, or 0 */
    unsigned pair_suit = pair ? (pair - 1) / 9 : 0;
    uint64_t before = ((uint64_t)1 << (18 * pair_suit)) - 1; /* the suits before the pair's */
    int at = pair ? tsumo__bit_count(groups & before) : 12;  /* slot 12 is cleared after */
    int n = tsumo__bit_count(groups) + (pair != 0);
    unsigned first = *found;
    for (int j = 0; j < 5; j++) {
        int e = tsumo__bit_lowest(groups | (uint64_t)1 << 63);
        bool honour = e >= 54;
        int kind = honour ? TSUMO_EAST + e - 54 : e >> 1;
        bool pung = honour ? t->honour_pungs >> ((e - 54) & 7) & 1 : !(e & 1);
        int type = pung ? TSUMO_GROUP_PUNG : honour ? TSUMO_GROUP_PAIR : TSUMO_GROUP_RUN;
        unsigned slot = (unsigned)(j + (j >= at));
        put(&g[slot], type, kind);
        bool same = (type == find.type) & (kind == find.kind); /* never for the sentinel */
        first = (same & (slot < first)) ? slot : first;
        groups &= groups - 1;
    }
    put(&g[at], TSUMO_GROUP_PAIR, (int)pair - 1);
    bool pair_found = pair && find.type == TSUMO_GROUP_PAIR && find.kind == pair - 1;
    *found = pair_found ? (unsigned)at : first;
    return n;
}

/* The first of the n groups equal to `find`, 0xFF for none. */
static unsigned find_group(const tsumo_group *g, int n, tsumo_group find)
{
    for (int i = 0; i < n; i++)
        if (g[i].type == find.type && g[i].kind == find.kind)
            return (unsigned)i;
    return 0xFF;
}

int tsumo__shape_groups(tsumo_decomp *out, const tsumo__shape *shape, const tsumo__tiles *tiles,
                        const tsumo_group *melds, int meld_count, tsumo_group find)
{
    memset(out, 0, sizeof *out);
    out->form = shape->form;
    if (shape->form != TSUMO_FORM_STANDARD) {
        special_groups(out, tiles->counts);
        return (int)find_group(out->groups, out->group_count, find);
    }
    const uint64_t *w = shape->suit;
    unsigned found = 0xFF;
    int n = TSUMO__RUNS(w[0] | w[1] | w[2], 1)
                ? groups_by_kind(out->groups, shape, tiles)
                : standard_groups(out->groups, shape, tiles, find, &found);
    if (TSUMO__RUNS(w[0] | w[1] | w[2], 1)) /* twin runs: rare */
        found = find_group(out->groups, n, find);
    /* the melds after them in one copy (zero past them); nothing past the five groups */
    memcpy(&out->groups[n], melds, TSUMO_MAX_MELDS * sizeof *melds);
    memset(&out->groups[5], 0, 8 * sizeof out->groups[0]);
    out->group_count = (uint8_t)(n + meld_count);
    return (int)found;
}

tsumo_group tsumo__meld_group(const tsumo_meld *meld, int index)
{
    uint8_t type = meld->type == TSUMO_MELD_CHI   ? TSUMO_GROUP_RUN
                   : meld->type == TSUMO_MELD_PON ? TSUMO_GROUP_PUNG
                                                  : TSUMO_GROUP_KAN;
    return (tsumo_group){.type = type, .kind = meld->kind, .meld = (uint8_t)(index + 1)};
}

int tsumo_hand_decompose(tsumo_decomp *out, int max, const tsumo_hand *hand)
{
    tsumo__tiles tiles;
    int melds = hand->meld_count;
    if (melds > TSUMO_MAX_MELDS || !tsumo__tiles_take(&tiles, hand->counts) ||
        tiles.total + 3 * melds != 14)
        return 0;
    tsumo_group groups[TSUMO_MAX_MELDS] = {{0}}; /* zero past the melds: copied whole */
    for (int i = 0; i < melds; i++)
        groups[i] = tsumo__meld_group(&hand->melds[i], i);
    tsumo__shape shapes[TSUMO_MAX_DECOMPS];
    int found = tsumo__shapes_find(shapes, TSUMO_MAX_DECOMPS, &tiles, melds);
    for (int i = 0; i < found && i < max && i < TSUMO_MAX_DECOMPS; i++)
        tsumo__shape_groups(&out[i], &shapes[i], &tiles, groups, melds, (tsumo_group){0});
    return found;
}

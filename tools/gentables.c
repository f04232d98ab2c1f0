/*
 * Writes the hand-analysis tables as C source: `tsumo-gentables OUT.c`.
 * src/engine/analysis.c explains how they are read; this is how they are made.
 *
 * Costs. A suit is nine counts 0-4 with at most 14 tiles: 405,350 vectors.
 * For each, and for m = 0..4 sets and h = 0..1 pairs, the generator finds
 * the fewest tiles to add so that the suit holds m sets and h pairs, no kind
 * used more than four times. It walks the vectors in lexicographic order and
 * keeps, for each prefix, a small dynamic programme over the kinds (state:
 * runs started one and two kinds back, sets and pair placed so far), so
 * vectors sharing a prefix share that work. Each vector also gets the
 * nine-bit set of kinds one more of which makes the suit complete (sets, and
 * a pair if its size calls for one), a fifth copy included.
 *
 * Classes. The cost vectors take only 126 values among the suits (130 with
 * the honours', 141 with the honours' when the hand's melds are counted as
 * sets they hold), so a suit's entry is a 7-bit cost class and its 9-bit wait
 * set: the class in one byte (all shanten reads), the waits on 1-8 in another and the wait on
 * a 9 in a bitmap (the class needs no mask). The classes are numbered by how often hands meet
 * them, the most often first (below). Two cost classes
 * combine (min-plus, sets and pair shared out between the two parts) into one of 184 pair classes,
 * and two pair classes give the fewest tiles for four sets and a pair, the melds among the
 * honours' sets: the standard form is three table reads. Each class also says for which tile
 * counts it is complete by itself.
 *
 * Ranks. A suit's rank must be cheap to compute from its counts, so the
 * order is not lexicographic: vectors are grouped by the counts of 1-4 and,
 * within a group, ordered by the counts of 5-9 sorted by their sum, so that
 * the allowed ones (sum at most 14 minus the rest) come first; groups and
 * members go by sum, then by how likely a draw is (build_ranks). The
 * rank is then low[counts 1-4] + high[count 9][counts 5-8], both indexed by
 * the counts packed three bits each. The spare high bits of those words add
 * up the seven-pairs and kokushi counts of the suit (see engine.h).
 *
 * Decompositions. Scoring splits a complete hand into sets and a pair, suit
 * by suit. Of the suits, only 21,743 shapes are complete (3n tiles in sets,
 * or 3n+2 in sets and a pair), with 23,533 decompositions, at most five a
 * shape: tsumo__suit_split lists them, one 64-bit record each, in the order
 * of the search they replace (the pair at each kind that has two, lowest
 * first; then at the lowest kind left a pung before runs). A record holds
 * the pair's kind (bits 0-3) and then each set in five bits, its kind and a
 * bit for a pung, its shape's count of records (24-26) and its count of
 * groups (27-29); its top 32 bits hold what scoring reads of the reading
 * (split_masks()): masks of the runs and pungs, and counts. Complete ranks are
 * found by a bitmap in 48-bit pieces, each piece with the number of complete
 * shapes before it in its top 16 bits; tsumo__suit_split_at gives each
 * complete shape's first record.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POSITIONS 9
#define MAX_TILES 14
#define VECTORS   405350
#define INF       99

/* Must match src/engine/engine.h (a mismatch fails to compile there). */
#define SUIT_COSTS  126
#define COSTS       141
#define PAIRS       184
#define MELDS       5 /* 0-4 */
#define RANK_BITS   19
#define FIELD_SHIFT RANK_BITS

typedef struct cost {
    uint8_t c[2][5]; /* [pairs][sets] */
} cost;

static uint32_t below[POSITIONS + 1][MAX_TILES + 1]; /* vectors of kinds j..8 with sum <= s */
static uint32_t step[POSITIONS][MAX_TILES + 1][5];   /* lexicographic rank steps */
static cost *vec_cost;                               /* by lexicographic rank */
static uint16_t *vec_waits;

static void fail(const char *what)
{
    fprintf(stderr, "gentables: %s\n", what);
    exit(1);
}

/* ---- lexicographic ranks, for the generator's own bookkeeping ---------- */

static void count_vectors(void)
{
    for (int s = 0; s <= MAX_TILES; s++)
        below[POSITIONS][s] = 1;
    for (int j = POSITIONS - 1; j >= 0; j--)
        for (int s = 0; s <= MAX_TILES; s++)
            for (int c = 0; c <= 4 && c <= s; c++)
                below[j][s] += below[j + 1][s - c];
    for (int j = 0; j < POSITIONS; j++)
        for (int p = 0; p <= MAX_TILES; p++)
            for (int c = 1; c <= 4; c++) {
                int x = c - 1;
                uint32_t add = p + x <= MAX_TILES ? below[j + 1][MAX_TILES - p - x] : 0;
                step[j][p][c] = step[j][p][c - 1] + add;
            }
    if (below[0][MAX_TILES] != VECTORS)
        fail("wrong number of suit vectors");
}

static uint32_t lex_rank(const int v[POSITIONS])
{
    uint32_t r = 0;
    int p = 0;
    for (int j = 0; j < POSITIONS; j++) {
        r += step[j][p][v[j]];
        p += v[j];
    }
    return r;
}

/* The next vector in lexicographic order with at most 14 tiles; 0 after the last. */
static int next_vector(int v[POSITIONS])
{
    int sum = 0;
    for (int j = 0; j < POSITIONS; j++)
        sum += v[j];
    for (int j = POSITIONS - 1; j >= 0; j--) {
        sum -= v[j];
        if (v[j] < 4 && sum + v[j] + 1 <= MAX_TILES) {
            v[j]++;
            return 1;
        }
        v[j] = 0;
    }
    return 0;
}

/* ---- costs ------------------------------------------------------------- */

typedef struct dp {
    uint8_t d[5][5][5][2]; /* [a][b][m][h], see advance() */
} dp;

/*
 * State before kind i: a runs started at i-2 and b at i-1 (both need kind
 * i), m sets and h pairs placed. At kind i choose z new runs, a pung or not
 * and the pair or not; the kind then needs a+b+z+3p+2q <= 4 tiles, and each
 * tile missing costs one.
 */
static void advance(dp *out, const dp *in, int i, int have)
{
    memset(out, INF, sizeof *out);
    int zmax = i <= POSITIONS - 3 ? 4 : 0;
    for (int a = 0; a <= 4; a++)
        for (int b = 0; a + b <= 4; b++)
            for (int m = a + b; m <= 4; m++)
                for (int h = 0; h <= 1; h++) {
                    int d = in->d[a][b][m][h];
                    if (d >= INF)
                        continue;
                    for (int z = 0; z <= zmax && a + b + z <= 4 && m + z <= 4; z++)
                        for (int p = 0; p <= 1 && m + z + p <= 4; p++)
                            for (int q = 0; q <= 1 - h; q++) {
                                int need = a + b + z + 3 * p + 2 * q;
                                if (need > 4)
                                    break;
                                int c = d + (need > have ? need - have : 0);
                                uint8_t *o = &out->d[b][z][m + z + p][h + q];
                                if (c < *o)
                                    *o = (uint8_t)c;
                            }
                }
}

static uint32_t walked;

static void walk(int i, int sum, const dp *in)
{
    if (i == POSITIONS) {
        for (int h = 0; h <= 1; h++)
            for (int m = 0; m <= 4; m++)
                vec_cost[walked].c[h][m] = in->d[0][0][m][h];
        walked++;
        return;
    }
    dp out;
    for (int c = 0; c <= 4 && sum + c <= MAX_TILES; c++) {
        advance(&out, in, i, c);
        walk(i + 1, sum + c, &out);
    }
}

/* Sets and at most one pair, for any counts (a fifth copy included). */
static int complete_shape(int v[POSITIONS], int pairs_left)
{
    int k = 0;
    while (k < POSITIONS && v[k] == 0)
        k++;
    if (k == POSITIONS)
        return pairs_left == 0;
    int ok = 0;
    if (pairs_left && v[k] >= 2) {
        v[k] -= 2;
        ok = complete_shape(v, 0);
        v[k] += 2;
    }
    if (!ok && v[k] >= 3) {
        v[k] -= 3;
        ok = complete_shape(v, pairs_left);
        v[k] += 3;
    }
    if (!ok && k + 2 < POSITIONS && v[k + 1] && v[k + 2]) {
        v[k]--, v[k + 1]--, v[k + 2]--;
        ok = complete_shape(v, pairs_left);
        v[k]++, v[k + 1]++, v[k + 2]++;
    }
    return ok;
}

static int is_complete(int v[POSITIONS])
{
    int sum = 0, big = 0;
    for (int j = 0; j < POSITIONS; j++)
        sum += v[j], big |= v[j] > 4;
    if (sum % 3 == 1)
        return 0;
    int pair = sum % 3 == 2;
    if (big || sum > MAX_TILES)
        return complete_shape(v, pair);
    return vec_cost[lex_rank(v)].c[pair][sum / 3] == 0;
}

static void fill_waits(void)
{
    int v[POSITIONS] = {0};
    uint32_t r = 0;
    do {
        if (lex_rank(v) != r)
            fail("lexicographic ranking is broken");
        int sum = 0;
        for (int j = 0; j < POSITIONS; j++)
            sum += v[j];
        for (int t = 0; t < POSITIONS && sum < MAX_TILES; t++) {
            v[t]++;
            if (is_complete(v))
                vec_waits[r] |= (uint16_t)(1u << t);
            v[t]--;
        }
        r++;
    } while (next_vector(v));
    if (r != VECTORS)
        fail("enumeration is broken");
}

/* ---- classes ----------------------------------------------------------- */

static cost costs[COSTS];
static int cost_count;
static cost pairs[PAIRS];
static int pair_count;

static int cost_class(cost c)
{
    for (int i = 0; i < cost_count; i++)
        if (!memcmp(&costs[i], &c, sizeof c))
            return i;
    if (cost_count == COSTS)
        fail("more cost classes than engine.h expects");
    costs[cost_count] = c;
    return cost_count++;
}

/*
 * Honours hold only pungs and a pair. With the kinds sorted by count, the
 * pungs go on the m fullest kinds and the pair on the next: swapping a pung
 * and a pair never helps, as a pung costs one more than a pair below three
 * tiles and the same from three up.
 */
static cost honour_cost(int ge1, int ge2, int ge3)
{
    int sorted[7];
    for (int k = 0; k < 7; k++)
        sorted[k] = k < ge3 ? 3 : k < ge2 ? 2 : k < ge1 ? 1 : 0;
    cost c;
    for (int m = 0; m <= 4; m++) {
        int pungs = 0;
        for (int k = 0; k < m; k++)
            pungs += 3 - sorted[k];
        c.c[0][m] = (uint8_t)pungs;
        c.c[1][m] = (uint8_t)(pungs + (sorted[m] >= 2 ? 0 : 2 - sorted[m]));
    }
    return c;
}

/*
 * The honours with `melds` sets made already (the hand's melds, counted as the honours'): their
 * first sets cost nothing. The pair classes of sou with them then hold the melds, and the last
 * combination needs only four sets and a pair, a shanten for every two pair classes.
 */
static cost with_melds(cost c, int melds)
{
    cost out;
    for (int h = 0; h <= 1; h++)
        for (int m = 0; m <= 4; m++)
            out.c[h][m] = c.c[h][m > melds ? m - melds : 0];
    return out;
}

static cost combine(const cost *a, const cost *b)
{
    cost out;
    for (int h = 0; h <= 1; h++)
        for (int m = 0; m <= 4; m++) {
            int best = INF;
            for (int j = 0; j <= m; j++)
                for (int ha = 0; ha <= h; ha++) {
                    int c = a->c[ha][j] + b->c[h - ha][m - j];
                    best = c < best ? c : best;
                }
            out.c[h][m] = (uint8_t)best;
        }
    return out;
}

static int pair_class(cost c)
{
    for (int i = 0; i < pair_count; i++)
        if (!memcmp(&pairs[i], &c, sizeof c))
            return i;
    if (pair_count == PAIRS)
        fail("more pair classes than engine.h expects");
    pairs[pair_count] = c;
    return pair_count++;
}

/* ---- the ranking tables ------------------------------------------------- */

static uint32_t rank_low[4096];
static uint32_t rank_high[5][4096];
static uint16_t suit_entry[VECTORS];

/* The counts of 1-4 (or 5-8) packed three bits each; -1 if a count exceeds 4. */
static int unpack(int code, int v[4])
{
    int sum = 0;
    for (int j = 0; j < 4; j++) {
        v[j] = code >> (3 * j) & 7;
        if (v[j] > 4)
            return -1;
        sum += v[j];
    }
    return sum;
}

/* The counts that seven pairs and kokushi need, in the bits above the rank. */
static uint32_t fields(const int v[], int n, int terminal_first, int terminal_last)
{
    uint32_t kinds = 0, twos = 0, terms = 0, term_twos = 0;
    for (int j = 0; j < n; j++) {
        kinds += v[j] >= 1;
        twos += v[j] >= 2;
        int terminal = (j == 0 && terminal_first) || (j == n - 1 && terminal_last);
        terms += terminal && v[j] >= 1;
        term_twos += terminal && v[j] >= 2;
    }
    return (kinds | twos << 4 | term_twos << 7 | terms << 10) << FIELD_SHIFT;
}

/* How many ways a random draw gives these counts (4 choose c a kind): the likeliest first. */
static int draws(const int v[], int n)
{
    static const int ways[5] = {1, 4, 6, 4, 1};
    int w = 1;
    for (int j = 0; j < n; j++)
        w *= ways[v[j]];
    return w;
}

/* The counts of 5-8 and the 9 as a code of rank_high (one array, the 9 in bits 12-14). */
static int unpack_high(int code, int v[5])
{
    int sum = unpack(code & 4095, v);
    v[4] = code >> 12;
    return sum < 0 ? -1 : sum + v[4];
}

typedef struct ordered {
    int sum, draws, code;
} ordered;

static int by_sum_and_draws(const void *a, const void *b)
{
    const ordered *x = a, *y = b;
    if (x->sum != y->sum)
        return x->sum - y->sum;
    if (x->draws != y->draws)
        return y->draws - x->draws;
    return x->code - y->code;
}

/*
 * Groups by the counts of 1-4 (625 of them), each holding the counts of 5-9 the group allows:
 * a prefix of those sorted by their sum. Groups and their members go by sum and then by how
 * likely a draw is, so that the suits random hands hold (about four tiles) lie in a few lines
 * of each table by rank: by 5-9 they made some 3,125 groups of a line or two each.
 */
static void build_ranks(void)
{
    static ordered high[5 * 4096], low[4096];
    int n_high = 0, n_low = 0, v[5];
    for (int code = 0; code < 5 * 4096; code++) {
        int sum = unpack_high(code, v);
        if (sum >= 0 && sum <= MAX_TILES)
            high[n_high++] = (ordered){sum, draws(v, 5), code};
    }
    qsort(high, (size_t)n_high, sizeof *high, by_sum_and_draws);
    uint32_t within_sum[MAX_TILES + 1] = {0}; /* how many have at most this sum */
    for (int i = 0; i < n_high; i++) {
        unpack_high(high[i].code, v);
        rank_high[high[i].code / 4096][high[i].code % 4096] = (uint32_t)i | fields(v, 5, 0, 1);
        for (int s = high[i].sum; s <= MAX_TILES; s++)
            within_sum[s]++;
    }
    for (int code = 0; code < 4096; code++) {
        int sum = unpack(code, v);
        if (sum >= 0 && sum <= MAX_TILES)
            low[n_low++] = (ordered){sum, draws(v, 4), code};
    }
    qsort(low, (size_t)n_low, sizeof *low, by_sum_and_draws);
    uint32_t start = 0;
    for (int i = 0; i < n_low; i++) {
        unpack(low[i].code, v);
        rank_low[low[i].code] = start | fields(v, 4, 1, 0);
        start += within_sum[MAX_TILES - low[i].sum];
    }
    if (start != VECTORS)
        fail("the cheap ranking does not cover the vectors");
}

static uint32_t cheap_rank(const int v[POSITIONS])
{
    int low = 0, high = 0;
    for (int j = 3; j >= 0; j--) {
        low = low << 3 | v[j];
        high = high << 3 | v[j + 4];
    }
    return (rank_low[low] + rank_high[v[8]][high]) & ((1u << RANK_BITS) - 1);
}

static void build_suits(void)
{
    static uint8_t seen[VECTORS];
    int v[POSITIONS] = {0};
    uint32_t lex = 0;
    do {
        uint32_t r = cheap_rank(v);
        if (r >= VECTORS || seen[r]++)
            fail("the cheap ranking is not one to one");
        int c = cost_class(vec_cost[lex]);
        if (c >= 128)
            fail("a suit's cost class does not fit in 7 bits");
        suit_entry[r] = (uint16_t)(c | vec_waits[lex] << 7);
        lex++;
    } while (next_vector(v));
    if (cost_count != SUIT_COSTS)
        fail("the suits' cost classes differ from engine.h");
}

/* ---- decompositions of the complete suit shapes ------------------------- */

#define SHAPES      21743
#define SPLITS      23533
#define SPLIT_BITS  32
#define SPLIT_WORDS ((VECTORS + SPLIT_BITS - 1) / SPLIT_BITS)

static uint8_t split_count[VECTORS]; /* by rank */
static uint64_t split_rec[VECTORS][5];

typedef struct splitter {
    int c[POSITIONS];
    uint32_t rec; /* the pair and the sets placed so far */
    int sets;
    uint32_t rank;
    bool pair; /* the shape holds the pair */
} splitter;

/*
 * What scoring reads of a suit's reading besides its groups, the record's top 32 bits (see
 * engine.h): the runs' first kinds (bits 0-8) and the pungs' kinds (9-17) as masks of the suit's
 * kinds; then, as counts that the three suits' records add up without a carry, the runs (18-20),
 * the pungs (21-23), the kinds that start two runs or more (24-25), whether one starts four (26),
 * the pungs' fu as concealed sets in fours (27-30: 1 for a simple, 2 for a terminal) and the
 * pair (31).
 */
static uint32_t split_masks(uint32_t rec, int sets, bool pair)
{
    uint32_t runs = 0, pungs = 0, run_count = 0, pung_count = 0, fu = 0;
    int starts[POSITIONS] = {0};
    for (int i = 0; i < sets; i++) {
        uint32_t set = rec >> (4 + 5 * i) & 31, kind = set & 15;
        if (set & 16) {
            pungs |= 1u << kind;
            pung_count++;
            fu += kind == 0 || kind == 8 ? 2 : 1;
        } else {
            runs |= 1u << kind;
            run_count++;
            starts[kind]++;
        }
    }
    uint32_t twins = 0, four = 0;
    for (int k = 0; k < POSITIONS; k++) {
        twins += starts[k] >= 2;
        four |= starts[k] >= 4;
    }
    return runs | pungs << 9 | run_count << 18 | pung_count << 21 | twins << 24 | four << 26 |
           fu << 27 | (uint32_t)pair << 31;
}

/* As the search in src/engine/readings.c: at the lowest kind left, a pung and runs, then runs. */
static void split_sets(splitter *sp)
{
    int i = 0;
    while (i < POSITIONS && sp->c[i] == 0)
        i++;
    if (i == POSITIONS) {
        uint32_t r = sp->rank;
        if (split_count[r] == 5)
            fail("a suit shape with more than five decompositions");
        /* the groups it writes (the sets and the pair) in bits 27-29, as readings.c's put_suit
           returns them */
        split_rec[r][split_count[r]++] = sp->rec | (uint64_t)(sp->sets + sp->pair) << 27 |
                                         (uint64_t)split_masks(sp->rec, sp->sets, sp->pair) << 32;
        for (int j = 0; j < split_count[r]; j++) /* every record counts its shape's */
            split_rec[r][j] = (split_rec[r][j] & ~(UINT64_C(7) << 24)) | (uint64_t)split_count[r]
                                                                             << 24;
        return;
    }
    int n = sp->c[i];
    for (int pung = n >= 3; pung >= 0; pung--) {
        int runs = n - 3 * pung;
        if (runs && (i > 6 || sp->c[i + 1] < runs || sp->c[i + 2] < runs))
            continue;
        uint32_t rec = sp->rec;
        int sets = sp->sets;
        if (pung)
            sp->rec |= (uint32_t)(i | 16) << (4 + 5 * sp->sets++);
        for (int k = 0; k < runs; k++)
            sp->rec |= (uint32_t)i << (4 + 5 * sp->sets++);
        sp->c[i] = 0; /* n = 3 * pung + runs */
        if (runs)
            sp->c[i + 1] -= runs, sp->c[i + 2] -= runs;
        split_sets(sp);
        sp->c[i] = n;
        if (runs)
            sp->c[i + 1] += runs, sp->c[i + 2] += runs;
        sp->rec = rec;
        sp->sets = sets;
    }
}

static void build_splits(void)
{
    int v[POSITIONS] = {0};
    uint32_t lex = 0;
    do {
        int sum = 0;
        for (int j = 0; j < POSITIONS; j++)
            sum += v[j];
        if (sum % 3 != 1 && vec_cost[lex].c[sum % 3 == 2][sum / 3] == 0) {
            splitter sp = {.rank = cheap_rank(v), .pair = sum % 3 == 2};
            memcpy(sp.c, v, sizeof sp.c);
            if (sum % 3 == 2) {
                for (int i = 0; i < POSITIONS; i++)
                    if (sp.c[i] >= 2) {
                        sp.c[i] -= 2;
                        sp.rec = (uint32_t)i;
                        split_sets(&sp);
                        sp.c[i] += 2;
                    }
            } else {
                split_sets(&sp);
            }
            if (split_count[sp.rank] == 0)
                fail("a complete suit shape without a decomposition");
        }
        lex++;
    } while (next_vector(v));
}

static int write_splits(FILE *f)
{
    uint32_t shapes = 0, splits = 0;
    fputs("const uint64_t tsumo__suit_complete[TSUMO__SPLIT_WORDS] = {\n", f);
    for (uint32_t w = 0; w < SPLIT_WORDS; w++) {
        uint64_t bits = 0;
        for (uint32_t b = 0; b < SPLIT_BITS && w * SPLIT_BITS + b < VECTORS; b++)
            bits |= (uint64_t)(split_count[w * SPLIT_BITS + b] > 0) << b;
        fprintf(f, "%lluu,%s", (unsigned long long)(bits | (uint64_t)shapes << SPLIT_BITS),
                w % 4 == 3 ? "\n" : "");
        for (uint64_t x = bits; x; x &= x - 1)
            shapes++;
    }
    fputs("};\n\nconst uint16_t tsumo__suit_split_at[TSUMO__SHAPES + 1] = {\n", f);
    uint32_t n = 0;
    for (uint32_t r = 0; r < VECTORS; r++)
        if (split_count[r]) {
            fprintf(f, "%u,%s", splits, n++ % 16 == 15 ? "\n" : "");
            splits += split_count[r];
        }
    fprintf(f, "%u};\n\nconst uint64_t tsumo__suit_split[TSUMO__SPLITS] = {\n", splits);
    n = 0;
    for (uint32_t r = 0; r < VECTORS; r++)
        for (int i = 0; i < split_count[r]; i++)
            fprintf(f, "%lluu,%s", (unsigned long long)split_rec[r][i], n++ % 4 == 3 ? "\n" : "");
    fputs("};\n", f);
    if (shapes != SHAPES || splits != SPLITS)
        fail("the complete suit shapes or their decompositions differ from engine.h");
    return 0;
}

/*
 * Each record's groups as the 16 bytes scoring writes (readings.c's SSE2 path), in the order of
 * tsumo__suit_split: the pair first when the suit holds it (TSUMO_GROUP_PAIR 3), then the sets
 * (TSUMO_GROUP_RUN 0 or TSUMO_GROUP_PUNG 1), each as type, kind within the suit, 0 for no meld;
 * 0 past them. The suit's first kind is added to the kinds where the record is read.
 */
static void write_split_groups(FILE *f)
{
    fputs("const uint8_t tsumo__split_groups[TSUMO__SPLITS][16] = {\n", f);
    for (uint32_t r = 0; r < VECTORS; r++)
        for (int i = 0; i < split_count[r]; i++) {
            uint64_t rec = split_rec[r][i];
            unsigned counts = (unsigned)(rec >> 50);
            unsigned sets = (counts & 7) + (counts >> 3 & 7), pair = counts >> 13 & 1, n = 0;
            uint8_t g[16] = {0};
            if (pair) {
                g[0] = 3;
                g[1] = (uint8_t)(rec & 15);
                n = 1;
            }
            for (unsigned j = 0; j < sets; j++, n++) {
                unsigned set = (unsigned)(rec >> (4 + 5 * j)) & 31;
                g[3 * n] = (uint8_t)(set >> 4);
                g[3 * n + 1] = (uint8_t)(set & 15);
            }
            if (n != (rec >> 27 & 7))
                fail("a record's groups differ from its count");
            fputc('{', f);
            for (int b = 0; b < 16; b++)
                fprintf(f, "%u,", g[b]);
            fputs("},\n", f);
        }
    fputs("};\n", f);
}

/*
 * Two sets of a suit's record (five bits each: the kind, and 16 for a pung) as two groups of a
 * decomposition, the bytes scoring writes: the type (TSUMO_GROUP_RUN 0 or TSUMO_GROUP_PUNG 1), the
 * kind within the suit, 0 for no meld; the two bytes after them 0.
 */
static void write_set_pairs(FILE *f)
{
    fputs("const uint8_t tsumo__set_pairs[1024][8] = {\n", f);
    for (unsigned x = 0; x < 1024; x++) {
        unsigned a = x & 31, b = x >> 5;
        fprintf(f, "{%u,%u,0,%u,%u,0,0,0},%s", a >> 4, a & 15, b >> 4, b & 15,
                x % 4 == 3 ? "\n" : "");
    }
    fputs("};\n", f);
}

/*
 * The honours' groups of a standard reading (readings.c's BMI2 path): by the honour kinds held
 * (bit i for TSUMO_EAST + i), each as a pair (TSUMO_GROUP_PAIR 3) of its kind, in the kinds'
 * order, five at most (a reading has five groups), 0 past them; and by which of those groups are
 * pungs (bit j for the j-th), what turns a pair's type into a pung's (TSUMO_GROUP_PUNG 1): 2 at
 * its type's byte.
 */
static void write_honour_groups(FILE *f)
{
    fputs("const uint8_t tsumo__honour_groups[128][16] = {\n", f);
    for (unsigned held = 0; held < 128; held++) {
        uint8_t g[16] = {0};
        for (unsigned i = 0, n = 0; i < 7 && n < 5; i++)
            if (held >> i & 1) {
                g[3 * n] = 3;
                g[3 * n + 1] = (uint8_t)(27 + i);
                n++;
            }
        fputc('{', f);
        for (int b = 0; b < 16; b++)
            fprintf(f, "%u,", g[b]);
        fputs("},\n", f);
    }
    fputs("};\n\nconst uint8_t tsumo__honour_pung_types[32][16] = {\n", f);
    for (unsigned pungs = 0; pungs < 32; pungs++) {
        fputc('{', f);
        for (int b = 0; b < 16; b++)
            fprintf(f, "%u,", b % 3 == 0 && b < 15 && (pungs >> (b / 3) & 1) ? 2u : 0u);
        fputs("},\n", f);
    }
    fputs("};\n", f);
}

/*
 * A meld as scoring takes it (score.c's take_melds()), by type (tsumo_meld_type) and kind: whether
 * a notation can write it and the most red fives it holds (one number), its tiles, its group's
 * type, its suit for the red fives, and the counts that the melds add up in one word (engine.h's
 * TSUMO__MELD_*), and its fu item as a set (a chi's is written and not counted).
 */
/* The red fives a meld of that type (chi or not, kan or not) and kind can hold. */
static int meld_fives(int chi, int kan, int kind)
{
    int n = kind % 9 + 1;
    if (kind >= 27)
        return 0;
    if (chi)
        return n >= 3 && n <= 5;
    return n == 5 ? 3 + kan : 0;
}

/* One meld's entry of tsumo__meld_facts. */
static void write_meld_fact(FILE *f, int type, int kind)
{
    static const char *const group[] = {"TSUMO_GROUP_RUN", "TSUMO_GROUP_PUNG", "TSUMO_GROUP_KAN"};
    int chi = type == 0, kan = type >= 2, open = type != 3, n = kind % 9 + 1;
    int yaochu = kind >= 27 || n == 1 || n == 9;
    int ok = !chi || (kind < 27 && n <= 7);
    int fu = chi ? 0 : 2 << (yaochu + 2 * kan + !open);
    unsigned long long tally = (unsigned long long)chi << 0 | (unsigned long long)!chi << 8 |
                               (unsigned long long)!open << 16 | (unsigned long long)kan << 24 |
                               (unsigned long long)open << 32 | (unsigned long long)fu << 40;
    int group_type = chi ? 0 : 1 + kan;
    /* a chi's fu item is all 0: written past the sets' items, it leaves them ending in zeros */
    if (chi)
        fprintf(f, "{%#llxu,{0,0,0,0,0},", tally);
    else
        fprintf(f, "{%#llxu,{TSUMO_FU_PUNG,%d,%d,%d,%d},", tally, fu, kind, open, kan);
    fprintf(f, "%s,%d,%d,%d,%d,%d},\n", group[group_type], chi ? 1 : 3 + kan, chi,
            ok ? meld_fives(chi, kan, kind) + 1 : 0, kind / 9 % 3, chi ? 7 : 1);
}

static void write_meld_facts(FILE *f)
{
    fputs("const tsumo__meld_fact tsumo__meld_facts[5][TSUMO_KINDS] = {\n", f);
    for (int type = 0; type < 5; type++) {
        fputs("{\n", f);
        for (int kind = 0; kind < 34; kind++)
            write_meld_fact(f, type, kind);
        fputs("},\n", f);
    }
    fputs("};\n", f);
}

/* ---- classes numbered by how often hands meet them ---------------------- */

/*
 * The class numbers are table indexes: the classes that random hands meet most get the lowest
 * numbers, so that the entries those hands read lie together in a corner of each table and
 * fewer cache lines hold them (issue 23). A class's weight is the chance that a part of a
 * random 14-tile hand has it, each part's tiles counted as drawn from the 136 without the
 * others (the combinations of its counts times those of the other tiles), and a combination's
 * weight the product of its two sides'. Only the order changes; the classes themselves do not.
 */
static double choose(int n, int k)
{
    double c = 1;
    for (int i = 0; i < k; i++)
        c = c * (n - i) / (i + 1);
    return c;
}

static double suit_weight[COSTS], honour_weight[COSTS], pair_weight[2][PAIRS];

typedef struct ranked {
    double weight;
    int index;
} ranked;

static int by_weight(const void *a, const void *b)
{
    const ranked *x = a, *y = b;
    if (x->weight != y->weight)
        return x->weight > y->weight ? -1 : 1;
    return x->index - y->index;
}

/* perm[old] = new for classes first..first+n-1, heaviest first. */
static void order(const double *weight, int first, int n, int *perm)
{
    ranked r[PAIRS];
    for (int i = 0; i < n; i++)
        r[i] = (ranked){weight[first + i], first + i};
    qsort(r, (size_t)n, sizeof *r, by_weight);
    for (int i = 0; i < n; i++)
        perm[r[i].index] = first + i;
}

static void weigh_suits(void)
{
    int v[POSITIONS] = {0};
    do {
        int n = 0;
        double w = 1;
        for (int j = 0; j < POSITIONS; j++)
            n += v[j], w *= choose(4, v[j]);
        suit_weight[suit_entry[cheap_rank(v)] & 127] += w * choose(136 - 36, MAX_TILES - n);
    } while (next_vector(v));
}

/* The honours by how many kinds they hold once, twice, three and four times. */
static double honours_held(int n1, int n2, int n3, int n4)
{
    double w =
        choose(7, n1) * choose(7 - n1, n2) * choose(7 - n1 - n2, n3) * choose(7 - n1 - n2 - n3, n4);
    for (int k = 0; k < n1 + n2 + n3; k++)
        w *= k < n1 ? 4 : k < n1 + n2 ? 6 : 4; /* the copies chosen of each kind */
    return w;
}

/*
 * The honours of a hand of 14 - 3 m tiles with m melds, in the shares of tsumo bench's random
 * hands ("mostly none, as in play"; four melds almost never).
 */
static void weigh_honours(uint8_t honour[MELDS][8][128])
{
    static const double meld_share[MELDS] = {0.60, 0.15, 0.15, 0.09, 0.01};
    for (int m = 0; m < MELDS; m++) {
        int hand = MAX_TILES - 3 * m;
        for (int n1 = 0; n1 <= 7; n1++)
            for (int n2 = 0; n1 + n2 <= 7; n2++)
                for (int n3 = 0; n1 + n2 + n3 <= 7; n3++)
                    for (int n4 = 0; n1 + n2 + n3 + n4 <= 7; n4++) {
                        int tiles = n1 + 2 * n2 + 3 * n3 + 4 * n4;
                        if (tiles > hand)
                            continue;
                        int ge3 = n3 + n4, ge2 = n2 + ge3, ge1 = n1 + ge2;
                        honour_weight[honour[m][ge3][ge1 | ge2 << 4]] +=
                            meld_share[m] * honours_held(n1, n2, n3, n4) *
                            choose(136 - 28, hand - tiles) / choose(136, hand);
                    }
    }
}

/* Cost classes: the suits' first (they stay below SUIT_COSTS), then the honours' own. */
static void order_costs(uint8_t honour[MELDS][8][128])
{
    weigh_suits();
    weigh_honours(honour);
    int perm[COSTS];
    order(suit_weight, 0, SUIT_COSTS, perm);
    order(honour_weight, SUIT_COSTS, COSTS - SUIT_COSTS, perm);
    cost old[COSTS];
    double sw[COSTS], hw[COSTS];
    memcpy(old, costs, sizeof old);
    memcpy(sw, suit_weight, sizeof sw);
    memcpy(hw, honour_weight, sizeof hw);
    for (int i = 0; i < COSTS; i++) {
        costs[perm[i]] = old[i];
        suit_weight[perm[i]] = sw[i];
        honour_weight[perm[i]] = hw[i];
    }
    for (int r = 0; r < VECTORS; r++)
        suit_entry[r] = (uint16_t)((suit_entry[r] & ~127u) | (unsigned)perm[suit_entry[r] & 127]);
    for (int i = 0; i < MELDS * 8 * 128; i++)
        (&honour[0][0][0])[i] = (uint8_t)perm[(&honour[0][0][0])[i]];
}

/* Pair classes, by their weight as man with pin and as honours with sou, each summing to one. */
static void order_pairs(uint8_t of[COSTS][COSTS])
{
    double sum[2] = {0, 0}, w[PAIRS];
    for (int a = 0; a < COSTS; a++)
        for (int b = 0; b < SUIT_COSTS; b++) {
            pair_weight[0][of[a][b]] += suit_weight[a] * suit_weight[b];
            pair_weight[1][of[a][b]] += honour_weight[a] * suit_weight[b];
            sum[0] += suit_weight[a] * suit_weight[b];
            sum[1] += honour_weight[a] * suit_weight[b];
        }
    for (int p = 0; p < PAIRS; p++)
        w[p] = pair_weight[0][p] / sum[0] + pair_weight[1][p] / sum[1];
    int perm[PAIRS];
    order(w, 0, PAIRS, perm);
    cost old[PAIRS];
    double pw[2][PAIRS];
    memcpy(old, pairs, sizeof old);
    memcpy(pw, pair_weight, sizeof pw);
    for (int p = 0; p < PAIRS; p++) {
        pairs[perm[p]] = old[p];
        pair_weight[0][perm[p]] = pw[0][p];
        pair_weight[1][perm[p]] = pw[1][p];
    }
    for (int a = 0; a < COSTS; a++)
        for (int b = 0; b < SUIT_COSTS; b++)
            of[a][b] = (uint8_t)perm[of[a][b]];
}

/* ---- output: the analysis tables, one struct ---------------------------- */

/* A member of `rows` rows of `cols` numbers from `value(i)`, a row in braces when rows > 1. */
static void member(FILE *f, const char *name, int rows, int cols, long (*value)(int i))
{
    fprintf(f, ".%s = {\n", name);
    for (int r = 0; r < rows; r++) {
        fputs(rows > 1 ? "{" : "", f);
        for (int c = 0; c < cols; c++)
            fprintf(f, "%ld,%s", value(r * cols + c), c % 16 == 15 ? "\n" : "");
        fputs(rows > 1 ? "},\n" : "", f);
    }
    fputs("},\n\n", f);
}

static const uint8_t *honour_of, *pair_of;

static long rank_low_at(int i)
{
    return rank_low[i];
}

static long rank_high_at(int i)
{
    return rank_high[i / 4096][i % 4096];
}

/* the cost class in one byte, the waits for 1-8 in another, the wait for a 9 in a bit */
static long suit_cost_at(int i)
{
    return suit_entry[i] & 127;
}

static long suit_waits_at(int i)
{
    return suit_entry[i] >> 7 & 0xFF;
}

/* A bit a rank, 64 a word. */
static void nine_waits(FILE *f)
{
    fputs(".nine_waits = {\n", f);
    for (int i = 0; i < (VECTORS + 63) / 64; i++) {
        uint64_t bits = 0;
        for (int b = 0; b < 64 && 64 * i + b < VECTORS; b++)
            bits |= (uint64_t)(suit_entry[64 * i + b] >> 15) << b;
        fprintf(f, "0x%llx,%s", (unsigned long long)bits, i % 8 == 7 ? "\n" : "");
    }
    fputs("},\n", f);
}

static long honour_cost_at(int i)
{
    return honour_of[i];
}

/* By melds, the honours' row of pair_class: their class, melds counted, times 128. */
static long honour_row_at(int i)
{
    return honour_of[i] * 128L;
}

/*
 * Seven pairs and thirteen orphans. A hand's census index adds up, in 4, 3, 3 and 4 bits, the
 * kinds held, the kinds held twice or more, the terminal and honour kinds held twice or more,
 * and the terminal and honour kinds held: the three suits' fields (above their ranks) and the
 * honours' own, by the honours' index (their kinds held once, twice and three times or more
 * from bits 0, 4 and 7). closed_shanten gives the seven-pairs shanten in its low byte and the
 * kokushi one in its high byte.
 */
static long honour_fields_at(int i)
{
    long ge1 = i & 15, ge2 = i >> 4 & 7;
    return ge1 | ge2 << 4 | ge2 << 7 | ge1 << 10;
}

static long closed_shanten_at(int i)
{
    if (i == (1 << 14) - 1) /* 15 kinds: no hand; the entry of every hand with melds */
        return 99 | 99 << 8;
    int kinds = i & 15, twice = i >> 4 & 7, orphan_pairs = i >> 7 & 7, orphans = i >> 10;
    int chiitoi = 6 - twice + (kinds < 7 ? 7 - kinds : 0);
    int kokushi = 13 - orphans - (orphan_pairs > 0);
    return (uint8_t)chiitoi | (long)(uint8_t)kokushi << 8;
}

/* Rows of 128: the column is always a suit's class, below 128. */
static long pair_class_at(int i)
{
    return pair_of[i / 128 * COSTS + i % 128];
}

/* The standard shanten (one less than the tiles to add for four sets and a pair); rows of 256. */
static long final_shanten_at(int i)
{
    return i % 256 < PAIRS ? combine(&pairs[i / 256], &pairs[i % 256]).c[1][4] - 1 : 0;
}

static long complete_at_at(int i)
{
    long at = 0; /* bit n: complete with n tiles (sets, and a pair if n = 3k+2) */
    for (int n = 0; n <= MAX_TILES; n++)
        if (n % 3 != 1 && costs[i].c[n % 3 == 2][n / 3] == 0)
            at |= 1L << n;
    return at;
}

/* What shanten and waits read, in one struct that one base address reaches (engine.h). */
static void write_analysis(FILE *f)
{
    fputs("const tsumo__analysis_tables tsumo__tables = {\n", f);
    member(f, "rank_low", 1, 4096, rank_low_at);
    member(f, "rank_high", 1, 5 * 4096, rank_high_at);
    member(f, "honour_cost", 8, 128, honour_cost_at);
    member(f, "honour_row", MELDS, 8 * 128, honour_row_at);
    member(f, "honour_fields", 1, 8 * 128, honour_fields_at);
    member(f, "pair_class", COSTS, 128, pair_class_at);
    member(f, "final_shanten", PAIRS, 256, final_shanten_at);
    member(f, "complete_at", 1, COSTS, complete_at_at);
    member(f, "closed_shanten", 1, 1 << 14, closed_shanten_at);
    member(f, "suit_cost", 1, VECTORS, suit_cost_at);
    member(f, "suit_waits", 1, VECTORS, suit_waits_at);
    nine_waits(f);
    fputs("};\n\n", f);
}

static int write_tables(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        return 1;
    }
    fputs("/* Generated by tools/gentables.c: do not edit. */\n#include \"engine.h\"\n\n", f);
    write_analysis(f);
    fputs("const uint8_t tsumo__costs[TSUMO__COSTS][2][5] = {\n", f);
    for (int i = 0; i < COSTS; i++) {
        const uint8_t *c = &costs[i].c[0][0];
        fprintf(f, "{{%u,%u,%u,%u,%u},{%u,%u,%u,%u,%u}},\n", c[0], c[1], c[2], c[3], c[4], c[5],
                c[6], c[7], c[8], c[9]);
    }
    fputs("};\n\n", f);
    write_splits(f);
    write_set_pairs(f);
    write_split_groups(f);
    write_honour_groups(f);
    write_meld_facts(f);
    if (fclose(f) != 0) {
        perror(path);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: tsumo-gentables OUT.c\n");
        return 2;
    }
    count_vectors();
    vec_cost = calloc(VECTORS, sizeof *vec_cost);
    vec_waits = calloc(VECTORS, sizeof *vec_waits);
    if (!vec_cost || !vec_waits)
        fail("out of memory");
    dp start;
    memset(&start, INF, sizeof start);
    start.d[0][0][0][0] = 0;
    walk(0, 0, &start);
    fill_waits();
    build_ranks();
    build_suits();
    build_splits();

    /* honours by melds, (held three+) and (held once+) + 16 * (held twice+) */
    static uint8_t honour[MELDS][8][128];
    for (int m = 0; m < MELDS; m++)
        for (int ge1 = 0; ge1 <= 7; ge1++)
            for (int ge2 = 0; ge2 <= ge1; ge2++)
                for (int ge3 = 0; ge3 <= ge2; ge3++)
                    honour[m][ge3][ge1 | ge2 << 4] =
                        (uint8_t)cost_class(with_melds(honour_cost(ge1, ge2, ge3), m));
    if (cost_count != COSTS)
        fail("the cost classes differ from engine.h");
    order_costs(honour);

    /* the second of two parts is always a suit */
    static uint8_t pairs_of[COSTS][COSTS];
    for (int a = 0; a < COSTS; a++)
        for (int b = 0; b < SUIT_COSTS; b++)
            pairs_of[a][b] = (uint8_t)pair_class(combine(&costs[a], &costs[b]));
    if (pair_count != PAIRS)
        fail("the pair classes differ from engine.h");
    order_pairs(pairs_of);
    honour_of = &honour[0][0][0];
    pair_of = &pairs_of[0][0];
    return write_tables(argv[1]);
}

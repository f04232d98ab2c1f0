/*
 * `tsumo bench`: the engine's speed on a fixed, seeded set of hands.
 *
 * Three sets come from one seed (tsumo_rng): random hands of 3n+2 tiles for
 * shanten, 13-tile hands for waits (half random, half tenpai: a winning hand
 * less one tile) and winning hands built from random sets and a pair (some
 * open, some seven pairs or thirteen orphans) with random situations, for
 * full scoring. Each operation runs over its set in batches; a batch's time
 * over its size is one sample, and the median and mean of the samples are
 * printed. A computer player's decisions are timed one by one as well, on
 * positions of seeded games, for each level's 50th and 99th percentile and
 * its slowest: the table must never wait on a computer (issue 19: the
 * strongest level within 5 ms at the 99th percentile on one core). A
 * signature (FNV-1a over every result) changes when the engine's
 * behaviour does, like Stockfish's bench node count; the start-up time runs
 * this very binary (/proc/self/exe) with a simple `score`.
 */
#include "cli.h"

#include "bot.h"
#include "seats.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

#define BATCH 1000

/* ---- the hand sets -------------------------------------------------------- */

typedef struct concealed {
    uint8_t counts[TSUMO_KINDS];
    uint8_t melds;
} concealed;

typedef struct winning {
    tsumo_hand hand;
    tsumo_win win;
} winning;

typedef struct wall {
    tsumo_tile tiles[TSUMO_TILES];
} wall;

/* Draws `n` random tiles: a partial Fisher-Yates shuffle of the wall. */
static void draw(concealed *out, wall *w, tsumo_rng *rng, int n, int melds)
{
    memset(out, 0, sizeof *out);
    out->melds = (uint8_t)melds;
    for (int i = 0; i < n; i++) {
        int j = i + (int)tsumo_rng_below(rng, (uint32_t)(TSUMO_TILES - i));
        tsumo_tile t = w->tiles[j];
        w->tiles[j] = w->tiles[i];
        w->tiles[i] = t;
        out->counts[tsumo_tile_kind(t)]++;
    }
}

/* Melds in a random hand: mostly none, as in play. */
static int random_meld_count(tsumo_rng *rng)
{
    uint32_t r = tsumo_rng_below(rng, 100);
    return r < 60 ? 0 : r < 75 ? 1 : r < 90 ? 2 : 3;
}

static bool take(uint8_t used[TSUMO_KINDS], int kind, int n)
{
    if (used[kind] + n > 4)
        return false;
    used[kind] = (uint8_t)(used[kind] + n);
    return true;
}

static void add_meld(tsumo_hand *h, tsumo_rng *rng, int type, int kind)
{
    tsumo_meld *m = &h->melds[h->meld_count++];
    memset(m, 0, sizeof *m);
    m->type = (uint8_t)type;
    m->kind = (tsumo_kind)kind;
    if (type == TSUMO_MELD_CLOSED_KAN) {
        m->called = TSUMO_NO_KIND;
        m->from = TSUMO_FROM_NONE;
    } else if (type == TSUMO_MELD_CHI) {
        m->called = (tsumo_kind)(kind + (int)tsumo_rng_below(rng, 3));
        m->from = TSUMO_FROM_LEFT;
    } else {
        m->called = (tsumo_kind)kind;
        m->from = (uint8_t)(1 + tsumo_rng_below(rng, 3));
    }
}

/* One set of a standard hand: a run or a pung, concealed or as meld. */
static bool add_set(tsumo_hand *h, uint8_t used[TSUMO_KINDS], tsumo_rng *rng, bool meld)
{
    if (tsumo_rng_below(rng, 100) < 60) {
        int kind =
            (int)tsumo_kind_make((int)tsumo_rng_below(rng, 3), 1 + (int)tsumo_rng_below(rng, 7));
        if (used[kind] >= 4 || used[kind + 1] >= 4 || used[kind + 2] >= 4)
            return false;
        for (int i = 0; i < 3; i++)
            used[kind + i]++;
        if (meld)
            add_meld(h, rng, TSUMO_MELD_CHI, kind);
        else
            for (int i = 0; i < 3; i++)
                h->counts[kind + i]++;
        return true;
    }
    int kind = (int)tsumo_rng_below(rng, TSUMO_KINDS);
    bool kan = meld && tsumo_rng_below(rng, 100) < 20;
    if (!take(used, kind, kan ? 4 : 3))
        return false;
    if (!meld)
        h->counts[kind] += 3;
    else if (!kan)
        add_meld(h, rng, TSUMO_MELD_PON, kind);
    else
        add_meld(h, rng, (int)(TSUMO_MELD_OPEN_KAN + tsumo_rng_below(rng, 3)), kind);
    return true;
}

static void standard_hand(tsumo_hand *h, tsumo_rng *rng)
{
    static const int meld_odds[] = {50, 70, 85, 95, 100}; /* 0..4 melds, cumulative % */
    for (;;) {
        uint8_t used[TSUMO_KINDS] = {0};
        memset(h, 0, sizeof *h);
        uint32_t r = tsumo_rng_below(rng, 100);
        int melds = 0;
        while ((int)r >= meld_odds[melds])
            melds++;
        int sets = 0, tries = 0;
        while (sets < 4 && tries++ < 64)
            sets += add_set(h, used, rng, sets < melds);
        int pair = (int)tsumo_rng_below(rng, TSUMO_KINDS);
        if (sets == 4 && take(used, pair, 2)) {
            h->counts[pair] += 2;
            return;
        }
    }
}

static void seven_pairs(tsumo_hand *h, tsumo_rng *rng)
{
    memset(h, 0, sizeof *h);
    for (int pairs = 0; pairs < 7;) {
        int k = (int)tsumo_rng_below(rng, TSUMO_KINDS);
        if (h->counts[k] == 0) {
            h->counts[k] = 2;
            pairs++;
        }
    }
}

static void thirteen_orphans(tsumo_hand *h, tsumo_rng *rng)
{
    static const uint8_t yaochu[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    memset(h, 0, sizeof *h);
    for (int i = 0; i < 13; i++)
        h->counts[yaochu[i]] = 1;
    h->counts[yaochu[tsumo_rng_below(rng, 13)]]++;
}

/* A random concealed tile of the hand, each tile equally likely. */
static tsumo_kind random_concealed(const tsumo_hand *h, tsumo_rng *rng)
{
    int total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        total += h->counts[k];
    int pick = (int)tsumo_rng_below(rng, (uint32_t)total);
    for (int k = 0; k < TSUMO_KINDS; k++) {
        pick -= h->counts[k];
        if (pick < 0)
            return (tsumo_kind)k;
    }
    return 0;
}

static bool has_kan(const tsumo_hand *h)
{
    for (int i = 0; i < h->meld_count; i++)
        if (tsumo_meld_is_kan(&h->melds[i]))
            return true;
    return false;
}

/* Every tile of the hand by kind, melds included: what the indicators must leave room for. */
static void tiles_on_show(uint8_t shown[TSUMO_KINDS], const tsumo_hand *h)
{
    memcpy(shown, h->counts, TSUMO_KINDS);
    for (int i = 0; i < h->meld_count; i++) {
        const tsumo_meld *m = &h->melds[i];
        bool chi = m->type == TSUMO_MELD_CHI;
        for (int t = 0; t < 3; t++)
            shown[m->kind + chi * t]++;
        shown[m->kind] = (uint8_t)(shown[m->kind] + tsumo_meld_is_kan(m));
    }
}

/* A random indicator of a kind the set still has a tile of (a set has four of each). */
static tsumo_kind random_indicator(uint8_t shown[TSUMO_KINDS], tsumo_rng *rng)
{
    tsumo_kind k = (tsumo_kind)tsumo_rng_below(rng, TSUMO_KINDS);
    while (shown[k] >= 4)
        k = (tsumo_kind)((k + 1) % TSUMO_KINDS);
    shown[k]++;
    return k;
}

/* A plausible situation: riichi only with a closed hand, indicators the set can show, and so on. */
static void random_situation(winning *w, tsumo_rng *rng)
{
    tsumo_win *win = &w->win;
    const tsumo_hand *h = &w->hand;
    uint8_t shown[TSUMO_KINDS];
    memset(win, 0, sizeof *win);
    tiles_on_show(shown, h);
    win->tile = random_concealed(h, rng);
    /* the winning five is red as often as the hand's fives are */
    bool five = win->tile < TSUMO_EAST && win->tile % 9 == 4;
    int reds = five ? h->red[win->tile / 9] : 0;
    win->tile_red = reds > 0 && (int)tsumo_rng_below(rng, h->counts[win->tile]) < reds;
    win->tsumo = tsumo_rng_below(rng, 2);
    win->seat_wind = (uint8_t)tsumo_rng_below(rng, 4);
    win->round_wind = (uint8_t)tsumo_rng_below(rng, 2);
    bool riichi = tsumo_hand_is_closed(h) && tsumo_rng_below(rng, 100) < 50;
    if (riichi) {
        win->flags |= tsumo_rng_below(rng, 50) ? TSUMO_WIN_RIICHI : TSUMO_WIN_DOUBLE_RIICHI;
        if (tsumo_rng_below(rng, 5) == 0)
            win->flags |= TSUMO_WIN_IPPATSU;
    }
    uint32_t r = tsumo_rng_below(rng, 100);
    if (win->tsumo && r < 2)
        win->flags |= TSUMO_WIN_HAITEI;
    else if (win->tsumo && r < 12 && has_kan(h))
        win->flags |= TSUMO_WIN_RINSHAN;
    else if (!win->tsumo && r < 2)
        win->flags |= TSUMO_WIN_HOUTEI;
    else if (!win->tsumo && r < 3)
        win->flags |= TSUMO_WIN_CHANKAN;
    win->dora_count = (uint8_t)(1 + tsumo_rng_below(rng, 2) + h->meld_count / 3);
    for (int i = 0; i < win->dora_count; i++)
        win->dora[i] = random_indicator(shown, rng);
    if (riichi) {
        win->ura_count = win->dora_count;
        for (int i = 0; i < win->ura_count; i++)
            win->ura[i] = random_indicator(shown, rng);
    }
    win->honba = (uint8_t)tsumo_rng_below(rng, 4);
    win->riichi_sticks = (uint8_t)(tsumo_rng_below(rng, 3) + riichi);
}

static void random_winning(winning *w, tsumo_rng *rng)
{
    uint32_t r = tsumo_rng_below(rng, 100);
    if (r < 4)
        seven_pairs(&w->hand, rng);
    else if (r < 5)
        thirteen_orphans(&w->hand, rng);
    else
        standard_hand(&w->hand, rng);
    /* Half the concealed fives are red, as with three red fives in play. */
    for (int suit = 0; suit < 3; suit++)
        if (w->hand.counts[tsumo_kind_make(suit, 5)] && tsumo_rng_below(rng, 2))
            w->hand.red[suit] = 1;
    random_situation(w, rng);
}

/* ---- timing ----------------------------------------------------------------- */

static double clock_ns(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double now_ns(void)
{
    return clock_ns(CLOCK_MONOTONIC);
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/*
 * Wall time (CLOCK_MONOTONIC) is what a user waits; this thread's CPU time
 * leaves out the time other processes had the core, which on a shared
 * machine moves the wall figures by a factor of two.
 */
typedef struct stats {
    double median, mean, cpu_median;
    long ops;
} stats;

/*
 * The clock the core runs at while it works, in GHz: an addition that waits for the one before
 * takes one cycle on every processor tsumo is built for, so a chain of them over this thread's
 * CPU time is the clock. The nominal clock (/proc/cpuinfo, the TSC) can be far from it: the
 * EPYC of docs/performance.md reports 2.445 GHz and adds at 3.2 under load. The empty asm keeps
 * the compiler from folding the chain; eight additions a turn hide the loop's own counting.
 * The median of five short chains, so that one preempted chain does not move it.
 */
static double measured_ghz(void)
{
    enum { CHAINS = 5, TURNS = 500000, ADDS_A_TURN = 8 };
    double ghz[CHAINS];
    for (int c = 0; c < CHAINS; c++) {
        uint64_t x = (uint64_t)c;
        double start = clock_ns(CLOCK_THREAD_CPUTIME_ID);
        for (long i = 0; i < TURNS; i++) {
            for (int k = 0; k < ADDS_A_TURN; k++) {
                x += 1;
                __asm__ volatile("" : "+r"(x));
            }
        }
        double ns = clock_ns(CLOCK_THREAD_CPUTIME_ID) - start;
        ghz[c] = ns > 0 ? (double)TURNS * ADDS_A_TURN / ns : 0;
    }
    qsort(ghz, CHAINS, sizeof ghz[0], compare_doubles);
    return ghz[CHAINS / 2];
}

/* Median and mean of per-operation times, one sample per batch. */
static stats summarize(double *samples, int n, long ops)
{
    stats s = {0, 0, 0, ops};
    if (n == 0)
        return s;
    for (int i = 0; i < n; i++)
        s.mean += samples[i];
    s.mean /= n;
    qsort(samples, (size_t)n, sizeof *samples, compare_doubles);
    s.median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    return s;
}

/* FNV-1a, 64 bits: the bench signature. */
static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const uint8_t *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

#define FNV_START 0xcbf29ce484222325ULL

typedef struct bench {
    long hands;
    int passes;
    concealed *shanten_set, *waits_set;
    winning *wins;
    double *samples, *cpu_samples;
    int sample_count;
    double wall0, cpu0;
    uint64_t signature;
    volatile uint64_t sink; /* keeps the timed work from being optimised away */
    long valid, refused;
} bench;

static void batch_start(bench *b)
{
    b->cpu0 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
    b->wall0 = now_ns();
}

static void batch_end(bench *b, long ops)
{
    double wall_ns = now_ns(), cpu_ns = clock_ns(CLOCK_THREAD_CPUTIME_ID);
    b->samples[b->sample_count] = (wall_ns - b->wall0) / (double)ops;
    b->cpu_samples[b->sample_count++] = (cpu_ns - b->cpu0) / (double)ops;
}

static stats batch_stats(bench *b)
{
    int n = b->sample_count;
    stats s = summarize(b->samples, n, (long)b->passes * b->hands);
    s.cpu_median = summarize(b->cpu_samples, n, 0).median;
    b->sample_count = 0;
    return s;
}

static stats time_shanten(bench *b, bool min_only)
{
    uint64_t acc = 0;
    for (int pass = 0; pass < b->passes; pass++)
        for (long start = 0; start < b->hands; start += BATCH) {
            long end = start + BATCH < b->hands ? start + BATCH : b->hands;
            batch_start(b);
            for (long i = start; i < end; i++) {
                const concealed *c = &b->shanten_set[i];
                if (min_only) {
                    acc += (uint64_t)tsumo_shanten_min(c->counts, c->melds);
                } else {
                    tsumo_shanten s;
                    tsumo_shanten_all(&s, c->counts, c->melds);
                    acc += (uint64_t)(s.standard + s.chiitoi * 7 + s.kokushi * 31);
                }
            }
            batch_end(b, end - start);
        }
    b->sink += acc;
    return batch_stats(b);
}

static stats time_waits(bench *b)
{
    uint64_t acc = 0;
    for (int pass = 0; pass < b->passes; pass++)
        for (long start = 0; start < b->hands; start += BATCH) {
            long end = start + BATCH < b->hands ? start + BATCH : b->hands;
            batch_start(b);
            for (long i = start; i < end; i++)
                acc ^= tsumo_waits(b->waits_set[i].counts, b->waits_set[i].melds) + (uint64_t)i;
            batch_end(b, end - start);
        }
    b->sink += acc;
    return batch_stats(b);
}

static stats time_scoring(bench *b, const tsumo_rules *rules)
{
    uint64_t acc = 0;
    tsumo_score score;
    for (int pass = 0; pass < b->passes; pass++)
        for (long start = 0; start < b->hands; start += BATCH) {
            long end = start + BATCH < b->hands ? start + BATCH : b->hands;
            batch_start(b);
            for (long i = start; i < end; i++) {
                tsumo_score_hand(&score, &b->wins[i].hand, &b->wins[i].win, rules);
                acc += (uint64_t)score.payments.winner_gain + score.han;
            }
            batch_end(b, end - start);
        }
    b->sink += acc;
    return batch_stats(b);
}

/* ---- computer players' decisions ------------------------------------------ */

/* A position where a computer player has a choice: its view and its legal actions. */
typedef struct decision {
    tsumo_view view;
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n;
} decision;

#define DECISIONS 2000 /* positions timed for each level */

/* The positions collected so far, and the actions of the game being played. */
typedef struct collecting {
    decision *set;
    int count;
    int steps;
} collecting;

/* A level-2 player decides; a position with a choice is kept (the last slot when full). */
static seat_answer keep_decision(seats *loop, int seat, const tsumo_action *legal, int n,
                                 tsumo_action *a)
{
    collecting *c = loop->arg;
    decision *d = &c->set[c->count < DECISIONS ? c->count : DECISIONS - 1];
    d->n = n;
    memcpy(d->legal, legal, (size_t)n * sizeof *legal);
    *a = legal[0];
    if (n > 1) {
        tsumo_game_view(loop->game, seat, &d->view);
        bot_decide(&d->view, d->legal, d->n, 2, loop->rules, a);
        c->count += c->count < DECISIONS;
    }
    return SEAT_ACT;
}

static bool count_step(seats *loop, const tsumo_action *a, const tsumo_event *events, int count)
{
    (void)a, (void)events, (void)count;
    collecting *c = loop->arg;
    return ++c->steps < 100000;
}

/*
 * The positions with a choice from whole games of level-2 players, seeded:
 * discards, riichi, calls and kans as they come in play.
 */
static int collect_decisions(decision *set, uint64_t seed, const tsumo_rules *rules)
{
    collecting c = {.set = set};
    for (uint64_t game = 0; c.count < DECISIONS && game < 100; game++) {
        tsumo_game_setup setup = {.seed = seed + game};
        tsumo_game *g = NULL;
        if (tsumo_game_new(&g, rules, &setup) != TSUMO_OK)
            return c.count;
        seats loop;
        seats_init(&loop, g, rules, SEAT_COMPUTER, 2);
        for (int s = 0; s < 4; s++)
            loop.seat[s].decide = keep_decision;
        loop.applied = count_step;
        loop.arg = &c;
        c.steps = 0;
        seats_run(&loop);
        tsumo_game_free(g);
    }
    return c.count;
}

static stats time_decisions(bench *b, const decision *set, int count, int level,
                            const tsumo_rules *rules)
{
    uint64_t acc = 0;
    tsumo_action out;
    for (int pass = 0; pass < b->passes; pass++)
        for (int start = 0; start < count; start += BATCH) {
            int end = start + BATCH < count ? start + BATCH : count;
            batch_start(b);
            for (int i = start; i < end; i++)
                acc +=
                    (uint64_t)bot_decide(&set[i].view, set[i].legal, set[i].n, level, rules, &out);
            batch_end(b, end - start);
        }
    b->sink += acc;
    stats s = batch_stats(b);
    s.ops = (long)b->passes * count;
    return s;
}

/* A level's decisions timed one by one: percentiles of this thread's CPU time and of wall time. */
typedef struct percentiles {
    double cpu[3], wall[3]; /* p50, p99, max, in microseconds */
    long count;
} percentiles;

/* The p50, p99 and max of n samples (sorted here). */
static void percentiles_of(double *samples, long n, double out[3])
{
    out[0] = out[1] = out[2] = 0;
    if (n <= 0)
        return;
    qsort(samples, (size_t)n, sizeof *samples, compare_doubles);
    out[0] = samples[(n - 1) / 2];
    out[1] = samples[(long)((double)(n - 1) * 0.99)];
    out[2] = samples[n - 1];
}

/*
 * What the two pairs of clock readings around one decision cost by themselves
 * (the thread's CPU clock is a system call: some 0.5 µs), the median of many,
 * in microseconds of CPU time and of wall time: taken off each sample.
 */
static void clock_cost(double *cpu_us, double *wall_us)
{
    enum { RUNS = 1001 };
    double *cpu = calloc(RUNS, sizeof *cpu), *walls = calloc(RUNS, sizeof *walls);
    *cpu_us = *wall_us = 0;
    if (cpu && walls) {
        for (int i = 0; i < RUNS; i++) {
            double c0 = clock_ns(CLOCK_THREAD_CPUTIME_ID), w0 = now_ns();
            double w1 = now_ns(), c1 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
            cpu[i] = (c1 - c0) / 1e3;
            walls[i] = (w1 - w0) / 1e3;
        }
        *cpu_us = summarize(cpu, RUNS, RUNS).median;
        *wall_us = summarize(walls, RUNS, RUNS).median;
    }
    free(cpu);
    free(walls);
}

static double less_cost(double sample, double cost)
{
    return sample > cost ? sample - cost : 0.0;
}

static percentiles time_each_decision(bench *b, const decision *set, int count, int level,
                                      const tsumo_rules *rules)
{
    percentiles p = {.count = (long)b->passes * count};
    double *cpu = calloc((size_t)p.count + 1, sizeof *cpu),
           *walls = calloc((size_t)p.count + 1, sizeof *walls);
    if (!cpu || !walls) {
        free(cpu);
        free(walls);
        p.count = 0;
        return p;
    }
    uint64_t acc = 0;
    tsumo_action out;
    long k = 0;
    double cpu_cost, wall_cost;
    clock_cost(&cpu_cost, &wall_cost);
    for (int pass = 0; pass < b->passes; pass++)
        for (int i = 0; i < count; i++, k++) {
            double c0 = clock_ns(CLOCK_THREAD_CPUTIME_ID), w0 = now_ns();
            acc += (uint64_t)bot_decide(&set[i].view, set[i].legal, set[i].n, level, rules, &out);
            double w1 = now_ns(), c1 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
            cpu[k] = less_cost((c1 - c0) / 1e3, cpu_cost);
            walls[k] = less_cost((w1 - w0) / 1e3, wall_cost);
        }
    b->sink += acc;
    percentiles_of(cpu, k, p.cpu);
    percentiles_of(walls, k, p.wall);
    free(cpu);
    free(walls);
    return p;
}

/* Every result once, untimed, into the signature. */
static void sign(bench *b, const tsumo_rules *rules)
{
    uint64_t h = FNV_START;
    for (long i = 0; i < b->hands; i++) {
        tsumo_shanten s;
        const concealed *c = &b->shanten_set[i];
        tsumo_shanten_all(&s, c->counts, c->melds);
        int8_t v[4] = {s.standard, s.chiitoi, s.kokushi,
                       (int8_t)tsumo_shanten_min(c->counts, c->melds)};
        h = fnv(h, v, sizeof v);
        tsumo_kindset waits = tsumo_waits(b->waits_set[i].counts, b->waits_set[i].melds);
        h = fnv(h, &waits, sizeof waits);
        tsumo_score sc;
        tsumo_score_hand(&sc, &b->wins[i].hand, &b->wins[i].win, rules);
        /* `situation` means something only for that refusal (score.h). */
        int32_t f[14] = {sc.valid,
                         sc.refusal,
                         sc.refusal == TSUMO_REFUSAL_BAD_SITUATION ? sc.situation : 0,
                         sc.yakuman_mult,
                         sc.han,
                         sc.fu,
                         sc.limit,
                         sc.payments.ron,
                         sc.payments.tsumo_dealer,
                         sc.payments.tsumo_nondealer,
                         sc.payments.tsumo_each,
                         sc.payments.total,
                         sc.payments.winner_gain,
                         sc.yaku_count};
        h = fnv(h, f, sizeof f);
        for (int y = 0; y < sc.yaku_count && y < TSUMO_MAX_SCORED_YAKU; y++) {
            uint8_t e[2] = {sc.yaku[y].yaku, sc.yaku[y].han};
            h = fnv(h, e, sizeof e);
        }
        if (sc.valid)
            b->valid++;
        else
            b->refused++;
    }
    b->signature = h;
}

/* Median wall time of running this binary's `score` on a simple hand. */
static double time_startup(int runs, long *child_rss_kb)
{
    char exe[] = "/proc/self/exe";
    char *argv[] = {"tsumo", "score", "123m456p789s11122z", "--tsumo", NULL};
    double *t = calloc((size_t)runs, sizeof *t);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    int done = 0;
    for (int i = 0; i < runs; i++) {
        pid_t pid;
        int status;
        double t0 = now_ns();
        if (posix_spawn(&pid, exe, &fa, NULL, argv, NULL) != 0)
            break;
        if (waitpid(pid, &status, 0) != pid)
            break;
        t[done++] = now_ns() - t0;
    }
    posix_spawn_file_actions_destroy(&fa);
    struct rusage ru;
    getrusage(RUSAGE_CHILDREN, &ru);
    *child_rss_kb = ru.ru_maxrss;
    double median = done ? summarize(t, done, done).median : -1;
    free(t);
    return median;
}

typedef struct bench_args {
    long hands, passes, runs;
    uint64_t seed;
} bench_args;

enum { OPT_HANDS = 1, OPT_SEED, OPT_PASSES, OPT_RUNS };

static const cli_option bench_rows[] = {
    {"--hands", OPT_HANDS, CLI_NUMBER, "N", 1000, 100000000, NULL,
     N_("the seeded hands timed (default 100000)"), 0},
    {"--seed", OPT_SEED, CLI_SEED, "S", 0, 0, NULL, N_("the seed of the hands (default 1)"), 0},
    {"--passes", OPT_PASSES, CLI_NUMBER, "P", 1, 1000, NULL,
     N_("the passes over each set (default 5)"), 0},
    {"--startup-runs", OPT_RUNS, CLI_NUMBER, "R", 0, 10000, NULL,
     N_("the runs of 'tsumo score' whose start-up is timed (default 50)"), 0},
};

const cli_verb cli_bench_verb = {
    "bench",
    N_("Usage: tsumo bench [--hands N] [--seed S] [--passes P] [--startup-runs R]\n"),
    N_("Times shanten (all three forms), the waits of a 13-tile hand and the full\n"
       "scoring of a winning hand on N seeded hands (default 100000, seed 1), P\n"
       "passes over each set (default 5), in batches of 1000. Prints nanoseconds\n"
       "per operation: the median and mean over the batches of the wall time, and\n"
       "the median of this thread's CPU time, which other processes on the machine\n"
       "do not move. A computer player's decision is timed one by one too, on the\n"
       "positions of seeded games, for each level's 50th and 99th percentile and\n"
       "slowest, in microseconds. Then the peak memory, the time 'tsumo score'\n"
       "takes to start (median of R runs, default 50) and the signature: a hash\n"
       "of every result, which changes when behaviour does.\n"
       "Use a release build (cmake --preset release) for figures worth keeping.\n"),
    CLI_OPTIONS(bench_rows),
    NULL,
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    bench_args *b = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_HANDS:
        b->hands = (long)arg->number;
        return true;
    case OPT_SEED:
        b->seed = arg->number;
        return true;
    case OPT_PASSES:
        b->passes = (long)arg->number;
        return true;
    case OPT_RUNS:
        b->runs = (long)arg->number;
        return true;
    default:
        return cli_refuse_operand(&cli_bench_verb, arg);
    }
}

static void make_sets(bench *b, uint64_t seed)
{
    tsumo_rng rng;
    wall w;
    tsumo_rng_seed(&rng, seed);
    for (int t = 0; t < TSUMO_TILES; t++)
        w.tiles[t] = (tsumo_tile)t;
    for (long i = 0; i < b->hands; i++) {
        int melds = random_meld_count(&rng);
        draw(&b->shanten_set[i], &w, &rng, 14 - 3 * melds, melds);
        random_winning(&b->wins[i], &rng);
        if (i % 2 == 0) {
            melds = random_meld_count(&rng);
            draw(&b->waits_set[i], &w, &rng, 13 - 3 * melds, melds);
        } else {
            /* Tenpai: the winning hand without its winning tile. */
            concealed *c = &b->waits_set[i];
            memcpy(c->counts, b->wins[i].hand.counts, sizeof c->counts);
            c->counts[b->wins[i].win.tile]--;
            c->melds = b->wins[i].hand.meld_count;
        }
    }
}

static void print_row(const char *name, stats s)
{
    cli_put_padded(stdout, name, 36);
    printf(" %10.1f %10.1f %10.1f %12ld\n", s.median, s.mean, s.cpu_median, s.ops);
}

static void free_sets(bench *b)
{
    free(b->shanten_set);
    free(b->waits_set);
    free(b->wins);
    free(b->samples);
    free(b->cpu_samples);
}

int cli_bench(int argc, char **argv)
{
    bench_args args = {.hands = 100000, .passes = 5, .runs = 50, .seed = 1};
    int st = cli_parse(&cli_bench_verb, argc, argv, take_arg, &args);
    if (st != CLI_GO_ON)
        return st;
    long hands = args.hands, passes = args.passes, runs = args.runs;
    uint64_t seed = args.seed;
    /*
     * Start-up first, while this process is small: a spawned child's peak
     * memory counts the parent's until its exec, so it is an upper bound.
     */
    long child_kb = 0;
    double startup = runs > 0 ? time_startup((int)runs, &child_kb) : 0;
    bench b = {.hands = hands, .passes = (int)passes};
    b.shanten_set = calloc((size_t)hands, sizeof *b.shanten_set);
    b.waits_set = calloc((size_t)hands, sizeof *b.waits_set);
    b.wins = calloc((size_t)hands, sizeof *b.wins);
    b.samples = calloc((size_t)(passes * (hands / BATCH + 1)), sizeof *b.samples);
    b.cpu_samples = calloc((size_t)(passes * (hands / BATCH + 1)), sizeof *b.cpu_samples);
    if (!b.shanten_set || !b.waits_set || !b.wins || !b.samples || !b.cpu_samples) {
        fputs(_("tsumo: out of memory\n"), stderr);
        free_sets(&b); /* the ones that were allocated */
        return CLI_EXIT_USAGE;
    }
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    make_sets(&b, seed);
    sign(&b, &rules);

    char set[64], runs_of[64];
    snprintf(set, sizeof set, ngettext("%ld hand a set", "%ld hands a set", (unsigned long)hands),
             hands);
    snprintf(runs_of, sizeof runs_of, ngettext("%ld pass", "%ld passes", (unsigned long)passes),
             passes);
    /* TRANSLATORS: the hands of each set ("1000 hands a set"), the seed, the passes ("5
       passes") and how many hands a timed batch holds. */
    printf(_("tsumo bench: %s, seed %llu, %s, batches of %d\n"), set, (unsigned long long)seed,
           runs_of, BATCH);
    cli_put_padded(stdout, _("operation"), 36);
    cli_put_right(stdout, _("median ns"), 11); /* by columns, whatever the language */
    cli_put_right(stdout, _("mean ns"), 11);
    cli_put_right(stdout, _("CPU ns"), 11);
    cli_put_right(stdout, _("operations"), 13);
    putchar('\n');
    /* the clock before and after the engine's rows, timed in this order (statements: the
       expressions of an initializer list are not sequenced) */
    double ghz_before = measured_ghz();
    stats engine[4];
    engine[0] = time_shanten(&b, false);
    engine[1] = time_shanten(&b, true);
    engine[2] = time_waits(&b);
    engine[3] = time_scoring(&b, &rules);
    double ghz = (ghz_before + measured_ghz()) / 2;
    print_row(_("shanten, all three forms"), engine[0]);
    print_row(_("shanten, least of the forms"), engine[1]);
    print_row(_("waits of a 13-tile hand"), engine[2]);
    print_row(_("full scoring of a winning hand"), engine[3]);
    /* TRANSLATORS: the clock in GHz the core ran at while it timed the operations above */
    printf(_("clock while timing: %.2f GHz, measured by a chain of dependent additions\n"), ghz);
    /* TRANSLATORS: cycles a call (CPU ns times the clock) of the four operations above:
       shanten (all three forms), shanten (least of the forms), the waits, the scoring */
    printf(_("cycles a call at that clock: shanten %.0f, least %.0f, waits %.0f, scoring %.0f\n"),
           engine[0].cpu_median * ghz, engine[1].cpu_median * ghz, engine[2].cpu_median * ghz,
           engine[3].cpu_median * ghz);
    decision *positions = calloc(DECISIONS, sizeof *positions);
    int decisions = positions ? collect_decisions(positions, seed, &rules) : 0;
    for (int level = BOT_LEVEL_MIN; level <= BOT_LEVEL_MAX; level++) {
        char name[64];
        snprintf(name, sizeof name, _("computer player decision, level %d"), level);
        print_row(name, time_decisions(&b, positions, decisions, level, &rules));
    }
    for (int level = BOT_LEVEL_MIN; level <= BOT_LEVEL_MAX; level++) {
        percentiles p = time_each_decision(&b, positions, decisions, level, &rules);
        /* TRANSLATORS: one level's decision times in microseconds ("µs"): the median (p50), the
           99th percentile (p99) and the slowest, of this thread's CPU time, then of wall time. */
        printf(_("decision time, level %d: p50 %.1f µs, p99 %.1f µs, max %.1f µs of CPU time "
                 "(wall: p50 %.1f, p99 %.1f, max %.1f) over %ld decisions\n"),
               level, p.cpu[0], p.cpu[1], p.cpu[2], p.wall[0], p.wall[1], p.wall[2], p.count);
    }
    free(positions);
    printf(_("scored hands: %ld valid, %ld refused\n"), b.valid, b.refused);

    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf(_("peak memory: %ld KiB (this process, hand sets included)\n"), ru.ru_maxrss);
    if (runs > 0 && startup < 0)
        printf(_("start-up: could not run /proc/self/exe\n"));
    else if (runs > 0)
        printf(ngettext("start-up of 'tsumo score': %.2f ms (median of %ld run), peak memory "
                        "at most %ld KiB\n",
                        "start-up of 'tsumo score': %.2f ms (median of %ld runs), peak memory "
                        "at most %ld KiB\n",
                        (unsigned long)runs),
               startup / 1e6, runs, child_kb);
    printf(_("signature: %016llx\n"), (unsigned long long)b.signature);
    free_sets(&b);
    return CLI_EXIT_OK;
}

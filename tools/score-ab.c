/*
 * Two builds' tsumo_score_hand in one process (tools/score-ab.sh): the old library's symbols are
 * renamed old_*, so that both score the bench's own hands (its generator, seed 1) in the same
 * program. Every field of every result is compared first; then each block of 1,000 hands is timed
 * old, new, new, old in this thread's CPU time, the caches emptied of the tables before each run
 * (the bench's hands are too many for them to stay), and the least of each kept. Prints the
 * median over the blocks of new / old and of each's time. Not built with the project: it is run
 * by hand when a change to scoring is timed (docs/performance.md, "Scoring: where its time goes").
 */
#include "bench.c"

tsumo_status old_tsumo_score_hand(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                                  const tsumo_rules *rules);

enum { AB_HANDS = 100000, AB_BLOCK = 1000, AB_BLOCKS = AB_HANDS / AB_BLOCK };

static unsigned char ab_junk[2 << 20];

static double ab_block(const winning *w, const tsumo_rules *rules, bool old)
{
    for (size_t j = 0; j < sizeof ab_junk; j += 64)
        ab_junk[j]++;
    tsumo_score s;
    uint64_t acc = 0;
    double t0 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
    for (int i = 0; i < AB_BLOCK; i++) {
        if (old)
            old_tsumo_score_hand(&s, &w[i].hand, &w[i].win, rules);
        else
            tsumo_score_hand(&s, &w[i].hand, &w[i].win, rules);
        acc += (uint64_t)s.base;
    }
    double t = (clock_ns(CLOCK_THREAD_CPUTIME_ID) - t0) / AB_BLOCK;
    ab_junk[acc & 63]++;
    return t;
}

static double ab_median(double *x, int n)
{
    qsort(x, (size_t)n, sizeof *x, compare_doubles);
    return x[n / 2];
}

int main(int argc, char **argv)
{
    int passes = argc > 1 ? atoi(argv[1]) : 2;
    winning *w = calloc(AB_HANDS, sizeof *w);
    static double old_ns[AB_BLOCKS], new_ns[AB_BLOCKS], ratio[AB_BLOCKS];
    if (!w)
        return 1;
    tsumo_rng rng;
    tsumo_rng_seed(&rng, 1);
    for (int i = 0; i < AB_HANDS; i++)
        random_winning(&w[i], &rng);
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    long differ = 0;
    for (int i = 0; i < AB_HANDS; i++) {
        tsumo_score a, b;
        memset(&a, 0x5A, sizeof a);
        memset(&b, 0x5A, sizeof b);
        tsumo_status sa = tsumo_score_hand(&a, &w[i].hand, &w[i].win, &rules);
        tsumo_status sb = old_tsumo_score_hand(&b, &w[i].hand, &w[i].win, &rules);
        differ += sa != sb || memcmp(&a, &b, sizeof a) != 0;
    }
    printf("hands whose results differ: %ld of %d\n", differ, AB_HANDS);
    for (int b = 0; b < AB_BLOCKS; b++)
        old_ns[b] = new_ns[b] = 1e30;
    for (int p = 0; p < passes; p++)
        for (int b = 0; b < AB_BLOCKS; b++)
            for (int k = 0; k < 4; k++) {
                bool old = k == 0 || k == 3;
                double t = ab_block(&w[b * AB_BLOCK], &rules, old);
                double *least = old ? &old_ns[b] : &new_ns[b];
                *least = t < *least ? t : *least;
            }
    for (int b = 0; b < AB_BLOCKS; b++)
        ratio[b] = new_ns[b] / old_ns[b];
    printf("new / old %.3f (median over blocks); old %.1f ns, new %.1f ns\n",
           ab_median(ratio, AB_BLOCKS), ab_median(old_ns, AB_BLOCKS), ab_median(new_ns, AB_BLOCKS));
    free(w);
    return differ != 0;
}

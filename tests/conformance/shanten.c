/*
 * Shanten against public data (../shared/conformance/shanten, see its
 * README): every 14-tile hand must give the expected standard, seven-pairs
 * and thirteen-orphans numbers. Run as `conf-shanten CONFORMANCE_DIR`.
 */
#include "engine.h" /* tsumo__shanten_by_reading, tsumo__analysis_path */
#include "tsumo/tsumo.h"

#include <jansson.h>
#include <stdio.h>
#include <string.h>

typedef struct tally {
    long hands;
    long mismatches;
    long compared; /* hands and parts of hands read both ways (issue 23) */
    long paths;    /* of those, read by the portable and the BMI2 path too */
} tally;

/* The portable path against the BMI2 one (issue 23), where the processor has BMI2. */
static void compare_paths(tally *t, const char *where, const uint8_t counts[TSUMO_KINDS], int melds)
{
    tsumo_shanten portable, bmi2;
    tsumo_kindset portable_waits, bmi2_waits;
    if (!tsumo__analysis_path(&portable, &portable_waits, counts, melds, false)) {
        t->mismatches++;
        fprintf(stderr, "%s: the portable path refused the hand\n", where);
        return;
    }
    /* the public call looks for waits only in hands at most one step from tenpai */
    tsumo_kindset waits = tsumo_waits(counts, melds);
    if (waits != portable_waits && t->mismatches++ < 10)
        fprintf(stderr, "%s (%d melds): tsumo_waits gives %llx, the full reading %llx\n", where,
                melds, (unsigned long long)waits, (unsigned long long)portable_waits);
    if (!tsumo__analysis_path(&bmi2, &bmi2_waits, counts, melds, true))
        return; /* no BMI2 here: main() says so */
    t->paths++;
    if (portable.standard == bmi2.standard && portable.chiitoi == bmi2.chiitoi &&
        portable.kokushi == bmi2.kokushi && portable_waits == bmi2_waits)
        return;
    if (t->mismatches++ < 10)
        fprintf(stderr,
                "%s (%d melds): the portable path gives %d/%d/%d waits %llx, BMI2 %d/%d/%d "
                "waits %llx\n",
                where, melds, portable.standard, portable.chiitoi, portable.kokushi,
                (unsigned long long)portable_waits, bmi2.standard, bmi2.chiitoi, bmi2.kokushi,
                (unsigned long long)bmi2_waits);
}

/* The fused reading of shanten against the general one, on one hand. */
static void compare_ways(tally *t, const char *where, const uint8_t counts[TSUMO_KINDS], int melds)
{
    tsumo_shanten fused, general;
    tsumo_shanten_all(&fused, counts, melds);
    tsumo__shanten_by_reading(&general, counts, melds);
    int least = general.standard < general.chiitoi ? general.standard : general.chiitoi;
    least = least < general.kokushi ? least : general.kokushi;
    t->compared++;
    compare_paths(t, where, counts, melds);
    if (fused.standard == general.standard && fused.chiitoi == general.chiitoi &&
        fused.kokushi == general.kokushi && tsumo_shanten_min(counts, melds) == least)
        return;
    if (t->mismatches++ < 10)
        fprintf(stderr, "%s (%d melds): the fused reading gives %d/%d/%d, the general %d/%d/%d\n",
                where, melds, fused.standard, fused.chiitoi, fused.kokushi, general.standard,
                general.chiitoi, general.kokushi);
}

/*
 * The hand, each 13 tiles it holds, and its lowest tiles taken away as for one to four melds
 * (3n+2 and 3n+1 tiles left): every size and meld count the fused reading handles.
 */
static void compare_parts(tally *t, const char *where, const uint8_t counts[TSUMO_KINDS])
{
    uint8_t c[TSUMO_KINDS];
    memcpy(c, counts, sizeof c);
    compare_ways(t, where, c, 0);
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (c[k]) {
            c[k]--;
            compare_ways(t, where, c, 0);
            c[k]++;
        }
    int held = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        held += c[k];
    for (int melds = 1; melds <= TSUMO_MAX_MELDS; melds++)
        for (int left = 3 * (TSUMO_MAX_MELDS - melds) + 2;
             left >= 3 * (TSUMO_MAX_MELDS - melds) + 1; left--) {
            for (int k = 0; held > left && k < TSUMO_KINDS; k++)
                while (held > left && c[k]) {
                    c[k]--;
                    held--;
                }
            compare_ways(t, where, c, melds);
        }
}

static void check(tally *t, const char *where, const uint8_t counts[TSUMO_KINDS], int standard,
                  int kokushi, int chiitoi)
{
    tsumo_shanten s;
    tsumo_shanten_all(&s, counts, 0);
    t->hands++;
    compare_parts(t, where, counts);
    int least = s.standard < s.chiitoi ? s.standard : s.chiitoi;
    least = least < s.kokushi ? least : s.kokushi;
    if (s.standard == standard && s.kokushi == kokushi && s.chiitoi == chiitoi &&
        tsumo_shanten_min(counts, 0) == least)
        return;
    if (t->mismatches++ < 10)
        fprintf(stderr, "%s: expected %d/%d/%d (standard/kokushi/chiitoi), got %d/%d/%d\n", where,
                standard, kokushi, chiitoi, s.standard, s.kokushi, s.chiitoi);
}

/* mjx_p_*_10000.txt: 14 kind ids, then standard, kokushi, seven pairs. */
static int read_mjx(tally *t, const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/shanten/%s", dir, name);
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return -1;
    }
    int v[17];
    long line = 0;
    while (fscanf(f, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d", &v[0], &v[1], &v[2],
                  &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9], &v[10], &v[11], &v[12], &v[13],
                  &v[14], &v[15], &v[16]) == 17) {
        line++;
        uint8_t counts[TSUMO_KINDS] = {0};
        for (int i = 0; i < 14; i++)
            counts[v[i]]++;
        char where[1100];
        snprintf(where, sizeof where, "%s:%ld", path, line);
        check(t, where, counts, v[14], v[15], v[16]);
    }
    fclose(f);
    if (line != 10000) {
        fprintf(stderr, "%s: read %ld hands, expected 10000\n", path, line);
        return -1;
    }
    return 0;
}

/* majiang_xiangting_N.json: [{q: ["m3", ...], x: [standard, kokushi, seven pairs]}]. */
static int read_majiang(tally *t, const char *dir, int n)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/shanten/majiang_xiangting_%d.json", dir, n);
    json_error_t err;
    json_t *root = json_load_file(path, 0, &err);
    if (!root || !json_is_array(root)) {
        fprintf(stderr, "%s: %s\n", path, root ? "not an array" : err.text);
        json_decref(root);
        return -1;
    }
    int status = 0;
    for (size_t i = 0; i < json_array_size(root); i++) {
        json_t *item = json_array_get(root, i);
        json_t *q = json_object_get(item, "q"), *x = json_object_get(item, "x");
        uint8_t counts[TSUMO_KINDS] = {0};
        bool ok = json_is_array(q) && json_is_array(x) && json_array_size(x) == 3;
        for (size_t j = 0; ok && j < json_array_size(q); j++) {
            const char *tile = json_string_value(json_array_get(q, j));
            const char *suits = "mpsz";
            const char *s = tile ? strchr(suits, tile[0]) : NULL;
            ok = s && *s && tile[1] >= '1' && tile[1] <= '9' && !tile[2];
            if (ok)
                counts[(s - suits) * 9 + tile[1] - '1']++;
        }
        if (!ok) {
            fprintf(stderr, "%s: item %zu is malformed\n", path, i);
            status = -1;
            break;
        }
        char where[1100];
        snprintf(where, sizeof where, "%s:item %zu", path, i);
        check(t, where, counts, (int)json_integer_value(json_array_get(x, 0)),
              (int)json_integer_value(json_array_get(x, 1)),
              (int)json_integer_value(json_array_get(x, 2)));
    }
    json_decref(root);
    return status;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: conf-shanten CONFORMANCE_DIR\n");
        return 2;
    }
    static const char *const mjx[] = {"mjx_p_normal_10000.txt", "mjx_p_hon_10000.txt",
                                      "mjx_p_tin_10000.txt", "mjx_p_koku_10000.txt"};
    tsumo_shanten probe;
    tsumo_kindset probe_waits;
    uint8_t none[TSUMO_KINDS] = {0};
    if (!tsumo__analysis_path(&probe, &probe_waits, none, TSUMO_MAX_MELDS, true))
        printf("BMI2 path: skipped, this processor or build has none (the portable path is "
               "checked)\n");
    int status = 0;
    for (int i = 0; i < 4; i++) {
        tally t = {0};
        status |= read_mjx(&t, argv[1], mjx[i]);
        printf("%s: %ld hands, %ld mismatches (%ld hands read both ways, %ld by both paths)\n",
               mjx[i], t.hands, t.mismatches, t.compared, t.paths);
        status |= t.mismatches ? -1 : 0;
    }
    for (int n = 1; n <= 4; n++) {
        tally t = {0};
        status |= read_majiang(&t, argv[1], n);
        printf("majiang_xiangting_%d.json: %ld hands, %ld mismatches (%ld hands read both ways, "
               "%ld by both paths)\n",
               n, t.hands, t.mismatches, t.compared, t.paths);
        status |= t.mismatches ? -1 : 0;
    }
    return status ? 1 : 0;
}

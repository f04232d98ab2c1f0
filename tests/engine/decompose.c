/*
 * Readings of a complete hand (R-WIN-01, EMA 3.2, 3.4.9): every reading
 * once, in the documented order, each using exactly the hand's tiles, and
 * never more than TSUMO_MAX_DECOMPS of them.
 */
#include "support.h"

#include <string.h>

/* The groups of a reading use exactly the hand's tiles; melds come last, in order. */
static void check_groups(const tsumo_decomp *d, const tsumo_hand *h)
{
    int used[TSUMO_KINDS] = {0}, melds = 0;
    for (int i = 0; i < d->group_count; i++) {
        const tsumo_group *g = &d->groups[i];
        assert_true(g->kind < TSUMO_KINDS);
        if (g->meld) {
            melds++;
            assert_int_equal(g->meld, melds);
            assert_int_equal(i, d->group_count - h->meld_count + melds - 1);
            const tsumo_meld *m = &h->melds[g->meld - 1];
            assert_int_equal(g->kind, m->kind);
            int type = m->type == TSUMO_MELD_CHI   ? TSUMO_GROUP_RUN
                       : m->type == TSUMO_MELD_PON ? TSUMO_GROUP_PUNG
                                                   : TSUMO_GROUP_KAN;
            assert_int_equal(g->type, type);
            continue;
        }
        switch (g->type) {
        case TSUMO_GROUP_RUN:
            assert_true(g->kind < TSUMO_EAST && g->kind % 9 <= 6);
            used[g->kind]++, used[g->kind + 1]++, used[g->kind + 2]++;
            break;
        case TSUMO_GROUP_PUNG:
            used[g->kind] += 3;
            break;
        case TSUMO_GROUP_PAIR:
            used[g->kind] += 2;
            break;
        case TSUMO_GROUP_SINGLE:
            assert_int_equal(d->form, TSUMO_FORM_KOKUSHI);
            used[g->kind] += 1;
            break;
        default:
            fail_msg("a concealed group of type %d", g->type);
        }
    }
    for (int k = 0; k < TSUMO_KINDS; k++)
        assert_int_equal(used[k], h->counts[k]);
    int expected = d->form == TSUMO_FORM_STANDARD ? 5 : d->form == TSUMO_FORM_CHIITOI ? 7 : 13;
    assert_int_equal(d->group_count, expected);
    assert_int_equal(melds, d->form == TSUMO_FORM_STANDARD ? h->meld_count : 0);
}

/* Checks every reading, that no two are the same, and the count; returns it. */
static int check_readings(const tsumo_hand *h)
{
    tsumo_decomp d[TSUMO_MAX_DECOMPS + 1];
    int n = tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS + 1, h);
    assert_true(n <= TSUMO_MAX_DECOMPS);
    for (int i = 0; i < n; i++) {
        check_groups(&d[i], h);
        for (int j = 0; j < i; j++)
            assert_true(memcmp(&d[i], &d[j], sizeof d[i]) != 0);
    }
    assert_int_equal(n > 0, tsumo_is_complete(h->counts, h->meld_count));
    return n;
}

/*
 * The readings of one suit's counts by a plain search in the documented order (the pair at each
 * kind with two, lowest first; at the lowest kind left a pung and runs, then runs only), which
 * the library's table must give the same: each reading as its groups, in `out[n][0..groups)`.
 */
typedef struct suit_readings {
    int n, groups;
    tsumo_group out[8][5];
    tsumo_group cur[5];
    int at;
} suit_readings;

static void reference_sets(suit_readings *r, int c[9])
{
    int i = 0;
    while (i < 9 && c[i] == 0)
        i++;
    if (i == 9) {
        assert_true(r->n < 8);
        memcpy(r->out[r->n++], r->cur, sizeof r->cur);
        r->groups = r->at;
        return;
    }
    int n = c[i];
    for (int pung = n >= 3; pung >= 0; pung--) {
        int runs = n - 3 * pung, at = r->at;
        if (runs && (i > 6 || c[i + 1] < runs || c[i + 2] < runs))
            continue;
        if (pung)
            r->cur[r->at++] = (tsumo_group){.type = TSUMO_GROUP_PUNG, .kind = (tsumo_kind)i};
        for (int k = 0; k < runs; k++)
            r->cur[r->at++] = (tsumo_group){.type = TSUMO_GROUP_RUN, .kind = (tsumo_kind)i};
        c[i] = 0;
        if (runs)
            c[i + 1] -= runs, c[i + 2] -= runs;
        reference_sets(r, c);
        c[i] = n;
        if (runs)
            c[i + 1] += runs, c[i + 2] += runs;
        r->at = at;
    }
}

static void reference_readings(suit_readings *r, const int v[9], bool pair)
{
    int c[9];
    memcpy(c, v, sizeof c);
    memset(r, 0, sizeof *r);
    if (!pair) {
        reference_sets(r, c);
        return;
    }
    for (int i = 0; i < 9; i++)
        if (c[i] >= 2) {
            c[i] -= 2;
            r->cur[0] = (tsumo_group){.type = TSUMO_GROUP_PAIR, .kind = (tsumo_kind)i};
            r->at = 1;
            reference_sets(r, c);
            c[i] += 2;
        }
}

/* The suit's standard readings (the hand's first n, before a seven-pairs one) against the
   reference's, group by group; returns how many. */
static int same_as_reference(const tsumo_hand *h, int n, const int v[9], bool pair)
{
    suit_readings want;
    reference_readings(&want, v, pair);
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, h);
    int standard = 0;
    while (standard < n && d[standard].form == TSUMO_FORM_STANDARD)
        standard++;
    assert_int_equal(standard, want.n);
    for (int i = 0; i < standard; i++)
        for (int g = 0; g < want.groups; g++) {
            assert_int_equal(d[i].groups[g].type, want.out[i][g].type);
            assert_int_equal(d[i].groups[g].kind, want.out[i][g].kind);
        }
    return standard;
}

static void next_counts(int v[9], bool *more)
{
    int j = 0;
    while (j < 9 && v[j] == 4)
        v[j++] = 0;
    if (j == 9)
        *more = false;
    else
        v[j]++;
}

/*
 * TSUMO_MAX_DECOMPS bounds every hand. Every suit shape that is complete on
 * its own is read (with pons of winds standing in for the other sets and a
 * red-dragon pair when the suit has none); a hand's standard readings are
 * the product of its suits' readings (groups never cross suits and honours
 * have one reading), plus one for the seven-pairs reading. Each shape's readings are those of
 * a plain search, in its order (the library reads them from a generated table, issue 23).
 */
static void test_decomposition_bound(void **state)
{
    (void)state;
    int most[5][2] = {{0}}; /* most readings of a suit shape with [sets][pair] */
    int shapes = 0;
    int v[9] = {0};
    for (bool more = true; more; next_counts(v, &more)) {
        int sum = 0;
        for (int j = 0; j < 9; j++)
            sum += v[j];
        bool pair = sum % 3 == 2;
        if (sum % 3 == 1 || sum > (pair ? 14 : 12))
            continue;
        tsumo_hand h;
        memset(&h, 0, sizeof h);
        for (int j = 0; j < 9; j++)
            h.counts[j] = (uint8_t)v[j];
        if (!pair)
            h.counts[TSUMO_RED] = 2;
        int sets = sum / 3;
        h.meld_count = (uint8_t)(4 - sets);
        for (int i = 0; i < h.meld_count; i++)
            h.melds[i] = (tsumo_meld){.type = TSUMO_MELD_PON,
                                      .kind = (tsumo_kind)(TSUMO_EAST + i),
                                      .called = (tsumo_kind)(TSUMO_EAST + i),
                                      .from = TSUMO_FROM_LEFT};
        int n = check_readings(&h);
        shapes += same_as_reference(&h, n, v, pair) > 0;
        if (n > most[sets][pair])
            most[sets][pair] = n;
    }
    assert_int_equal(shapes, 21743); /* tools/gentables.c lists as many */
    assert_int_equal(most[3][0], 2); /* 111222333m: pungs or runs */
    assert_int_equal(most[4][0], 3); /* 111222333444m: pungs, or runs with a pung at either end */
    int bound = 0;
    for (int a = 0; a <= 4; a++)
        for (int b = 0; a + b <= 4; b++)
            for (int c = 0; a + b + c <= 4; c++) {
                int pair_outside = most[a][0] * most[b][0] * most[c][0];
                int pair_in_a = most[a][1] * most[b][0] * most[c][0];
                int readings = (pair_outside > pair_in_a ? pair_outside : pair_in_a) + 1;
                bound = readings > bound ? readings : bound;
            }
    assert_true(bound <= TSUMO_MAX_DECOMPS);
}

/* The documented order: the search's (pair, pung, run at the lowest kind), then the melds. */
static void test_order_of_readings(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("111222333m789p55s");
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    assert_int_equal(tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &h), 2);
    static const struct {
        int type;
        const char *kind;
    } pungs[5] = {{TSUMO_GROUP_PUNG, "1m"},
                  {TSUMO_GROUP_PUNG, "2m"},
                  {TSUMO_GROUP_PUNG, "3m"},
                  {TSUMO_GROUP_RUN, "7p"},
                  {TSUMO_GROUP_PAIR, "5s"}},
      runs[5] = {{TSUMO_GROUP_RUN, "1m"},
                 {TSUMO_GROUP_RUN, "1m"},
                 {TSUMO_GROUP_RUN, "1m"},
                 {TSUMO_GROUP_RUN, "7p"},
                 {TSUMO_GROUP_PAIR, "5s"}};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(d[0].groups[i].type, pungs[i].type);
        assert_int_equal(d[0].groups[i].kind, test_kind(pungs[i].kind));
        assert_int_equal(d[1].groups[i].type, runs[i].type);
        assert_int_equal(d[1].groups[i].kind, test_kind(runs[i].kind));
    }

    tsumo_hand melded = test_hand("22m456p (789s<) [1111z] (555z^)");
    assert_int_equal(tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &melded), 1);
    check_groups(&d[0], &melded);
    assert_int_equal(d[0].groups[0].type, TSUMO_GROUP_PAIR);
    assert_int_equal(d[0].groups[1].type, TSUMO_GROUP_RUN);
    assert_int_equal(d[0].groups[2].type, TSUMO_GROUP_RUN);
    assert_int_equal(d[0].groups[3].type, TSUMO_GROUP_KAN);
    assert_int_equal(d[0].groups[3].meld, 2);
    assert_int_equal(d[0].groups[4].type, TSUMO_GROUP_PUNG);
}

/* Four of a kind is not two pairs (R-YAKU-16, EMA 4.2.2). */
static void test_four_of_a_kind_is_not_two_pairs(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("1111m3344p5566s77z");
    assert_int_equal(tsumo_hand_decompose(NULL, 0, &h), 0);
    tsumo_hand pairs = test_hand("1122m3344p5566s77z");
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    assert_int_equal(tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &pairs), 1);
    assert_int_equal(d[0].form, TSUMO_FORM_CHIITOI);
    check_groups(&d[0], &pairs);
    /* a shape that reads as both: the standard reading first */
    tsumo_hand both = test_hand("223344m667788p11z");
    assert_int_equal(check_readings(&both), 2);
    tsumo_decomp e[TSUMO_MAX_DECOMPS];
    tsumo_hand_decompose(e, TSUMO_MAX_DECOMPS, &both);
    assert_int_equal(e[0].form, TSUMO_FORM_STANDARD);
    assert_int_equal(e[1].form, TSUMO_FORM_CHIITOI);
}

static void test_kokushi_reading(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("19m19p19s12345677z");
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    assert_int_equal(check_readings(&h), 1);
    tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &h);
    assert_int_equal(d[0].form, TSUMO_FORM_KOKUSHI);
    int pairs = 0;
    for (int i = 0; i < 13; i++)
        pairs += d[0].groups[i].type == TSUMO_GROUP_PAIR;
    assert_int_equal(pairs, 1);
}

/* The count is the whole count; only `max` readings are written. */
static void test_max_and_incomplete_hands(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("111222333m789p55s");
    tsumo_decomp d[2];
    memset(d, 0xAB, sizeof d);
    assert_int_equal(tsumo_hand_decompose(d, 1, &h), 2);
    assert_int_equal(d[0].form, TSUMO_FORM_STANDARD);
    assert_int_equal(d[1].form, 0xAB); /* untouched */
    assert_int_equal(tsumo_hand_decompose(NULL, 0, &h), 2);

    tsumo_hand open = test_hand("123m456p789s1123z");
    assert_int_equal(tsumo_hand_decompose(NULL, 0, &open), 0);
    tsumo_hand short_hand = test_hand("123m456p789s112z");
    assert_int_equal(tsumo_hand_decompose(NULL, 0, &short_hand), 0);
    /* 11111m: no set of tiles holds a fifth copy: no reading, though sets and a pair would cover it
     */
    tsumo_hand fifth = test_hand("1111m456p789s111z");
    fifth.counts[0] = 5;
    assert_int_equal(tsumo_hand_decompose(NULL, 0, &fifth), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decomposition_bound),
        cmocka_unit_test(test_order_of_readings),
        cmocka_unit_test(test_four_of_a_kind_is_not_two_pairs),
        cmocka_unit_test(test_kokushi_reading),
        cmocka_unit_test(test_max_and_incomplete_hands),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

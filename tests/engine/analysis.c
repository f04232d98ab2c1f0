/*
 * Hand analysis: shanten of the three forms, waits, tenpai by EMA 3.4.2
 * (R-DRAW-03), completeness (R-WIN-01) and the discards that keep a hand
 * tenpai. Known hands first, then seeded random hands checked against a
 * brute force that adds each kind and looks for a reading.
 */
#include "support.h"

#include "engine.h"

#include <string.h>

/* ---- helpers ------------------------------------------------------------ */

/* The kinds written in notation ("1p4p", "123m"), as a set. */
static tsumo_kindset kinds_of(const char *notation)
{
    uint8_t c[TSUMO_KINDS];
    test_counts(c, notation);
    tsumo_kindset set = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (c[k])
            set |= (tsumo_kindset)1 << k;
    return set;
}

static tsumo_shanten shanten_of(const char *notation)
{
    tsumo_hand h = test_hand(notation);
    tsumo_shanten s;
    tsumo_shanten_all(&s, h.counts, h.meld_count);
    return s;
}

static void expect_shanten(const char *notation, int standard, int chiitoi, int kokushi)
{
    tsumo_shanten s = shanten_of(notation);
    if (s.standard != standard || s.chiitoi != chiitoi || s.kokushi != kokushi)
        fail_msg("%s: expected %d/%d/%d (standard/chiitoi/kokushi), got %d/%d/%d", notation,
                 standard, chiitoi, kokushi, s.standard, s.chiitoi, s.kokushi);
    tsumo_hand h = test_hand(notation);
    int least = standard < chiitoi ? standard : chiitoi;
    least = least < kokushi ? least : kokushi;
    assert_int_equal(tsumo_shanten_min(h.counts, h.meld_count), least);
}

static tsumo_kindset waits_of(const char *notation)
{
    tsumo_hand h = test_hand(notation);
    return tsumo_waits(h.counts, h.meld_count);
}

/* Sets and one pair from kind k on, tried the slow way (independent of the tables). */
static bool sets_and_pair(uint8_t c[TSUMO_KINDS], int k, bool pair_left)
{
    while (k < TSUMO_KINDS && !c[k])
        k++;
    if (k == TSUMO_KINDS)
        return !pair_left;
    bool ok = false;
    if (pair_left && c[k] >= 2) {
        c[k] -= 2;
        ok = sets_and_pair(c, k, false);
        c[k] += 2;
    }
    if (!ok && c[k] >= 3) {
        c[k] -= 3;
        ok = sets_and_pair(c, k, pair_left);
        c[k] += 3;
    }
    if (!ok && k < TSUMO_EAST && k % 9 <= 6 && c[k + 1] && c[k + 2]) {
        c[k]--, c[k + 1]--, c[k + 2]--;
        ok = sets_and_pair(c, k, pair_left);
        c[k]++, c[k + 1]++, c[k + 2]++;
    }
    return ok;
}

enum { FORM_STANDARD = 1, FORM_CHIITOI = 2, FORM_KOKUSHI = 4 };

/* The forms in which 3n+2 concealed tiles are complete, counts of 5 allowed. */
static int brute_forms(const uint8_t counts[TSUMO_KINDS], int melds)
{
    uint8_t c[TSUMO_KINDS];
    memcpy(c, counts, sizeof c);
    int total = 0, pairs = 0, orphans = 0, orphan_pair = 0, others = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        total += c[k];
        pairs += c[k] == 2;
        if (tsumo_kind_is_yaochu((tsumo_kind)k)) {
            orphans += c[k] >= 1;
            orphan_pair += c[k] == 2;
            others += c[k] > 2;
        } else {
            others += c[k] > 0;
        }
    }
    if (total != 3 * (4 - melds) + 2)
        return 0;
    int forms = sets_and_pair(c, 0, true) ? FORM_STANDARD : 0;
    if (melds == 0 && pairs == 7)
        forms |= FORM_CHIITOI;
    if (melds == 0 && orphans == 13 && orphan_pair == 1 && others == 0)
        forms |= FORM_KOKUSHI;
    return forms;
}

/* The kinds one more of which completes the hand in `forms`, fifth copies included. */
static tsumo_kindset brute_waits(const uint8_t counts[TSUMO_KINDS], int melds, int forms)
{
    uint8_t c[TSUMO_KINDS];
    memcpy(c, counts, sizeof c);
    tsumo_kindset waits = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        c[k]++;
        if (brute_forms(c, melds) & forms)
            waits |= (tsumo_kindset)1 << k;
        c[k]--;
    }
    return waits;
}

/* Kinds held four times, concealed and in melds. */
static tsumo_kindset held_four(const tsumo_hand *h)
{
    int held[TSUMO_KINDS];
    for (int k = 0; k < TSUMO_KINDS; k++)
        held[k] = h->counts[k];
    for (int i = 0; i < h->meld_count; i++) {
        const tsumo_meld *m = &h->melds[i];
        if (m->type == TSUMO_MELD_CHI)
            held[m->kind]++, held[m->kind + 1]++, held[m->kind + 2]++;
        else
            held[m->kind] += tsumo_meld_is_kan(m) ? 4 : 3;
    }
    tsumo_kindset full = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (held[k] >= 4)
            full |= (tsumo_kindset)1 << k;
    return full;
}

/* ---- known hands --------------------------------------------------------- */

static void test_standard_shanten(void **state)
{
    (void)state;
    expect_shanten("123m456p789s11122z", -1, 4, 8);
    expect_shanten("123m456p789s1122z", 0, 4, 8);
    expect_shanten("123m456p789s1123z", 1, 5, 7);
    expect_shanten("123m456p789s1113z", 0, 5, 8);
    expect_shanten("1112345678999m", 0, 4, 10);
    expect_shanten("1112345678999m1z", 0, 4, 9);
    /* singles too far apart to help each other: the worst standard hands */
    expect_shanten("147m258p369s1234z", 8, 6, 7);
    expect_shanten("147m258p369s12345z", 8, 6, 6);
    expect_shanten("159m159p159s1234z", 8, 6, 3);
    /* the fourth copy cannot be waited on: a fifth does not exist (four copies a kind) */
    expect_shanten("123456789m1111p", 1, 5, 9);
    expect_shanten("123456789m1111z", 1, 5, 9);
    /* with melds: seven pairs and kokushi cannot be reached */
    expect_shanten("11z (123m<) (456p<) (789s<) (555z^)", -1, TSUMO_SHANTEN_NONE,
                   TSUMO_SHANTEN_NONE);
    expect_shanten("1z (123m<) (456p<) (789s<) (555z^)", 0, TSUMO_SHANTEN_NONE, TSUMO_SHANTEN_NONE);
    expect_shanten("13m5p9s (123m<) (456p<) (789s<)", 1, TSUMO_SHANTEN_NONE, TSUMO_SHANTEN_NONE);
    expect_shanten("1357m159s (123p<) (456p<)", 2, TSUMO_SHANTEN_NONE, TSUMO_SHANTEN_NONE);
    expect_shanten("1m5p9s1z [1111p] (222z^) (333z^)", 2, TSUMO_SHANTEN_NONE, TSUMO_SHANTEN_NONE);
}

/* R-WIN-01, EMA 3.2: seven pairs are seven different kinds (R-YAKU-16, EMA 4.2.2). */
static void test_chiitoi(void **state)
{
    (void)state;
    expect_shanten("1122m3344p5566s7z", 3, 0, 10);
    expect_shanten("1122m3344p5566s77z", 3, -1, 10);
    assert_true(waits_of("1122m3344p5566s7z") == kinds_of("7z"));
    /* four of a kind is not two pairs */
    expect_shanten("1111m3344p5566s77z", 2, 1, 10);
    tsumo_hand four = test_hand("1111m3344p5566s77z");
    assert_false(tsumo_is_complete(four.counts, 0));
    assert_int_equal(tsumo_hand_decompose(NULL, 0, &four), 0);
    /* 13 tiles with a kind held four times: no seven-pairs wait on it */
    assert_true(waits_of("1111m3344p5566s7z") == 0);
    /* both readings of a ryanpeikou shape */
    tsumo_hand both = test_hand("112233m445566p77s");
    assert_true(tsumo_is_complete(both.counts, 0));
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    int n = tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &both);
    assert_int_equal(n, 2);
    assert_int_equal(d[0].form, TSUMO_FORM_STANDARD);
    assert_int_equal(d[1].form, TSUMO_FORM_CHIITOI);
}

/* Thirteen orphans (R-WIN-01, EMA 3.2). */
static void test_kokushi(void **state)
{
    (void)state;
    expect_shanten("19m19p19s1234567z", 8, 6, 0);
    expect_shanten("19m19p19s12345677z", 7, 5, -1);
    expect_shanten("19m19p19s1234566z", 7, 5, 0);
    expect_shanten("19m19p15s1234566z", 7, 5, 1);
    assert_true(waits_of("19m19p19s1234567z") == kinds_of("19m19p19s1234567z"));
    assert_true(waits_of("19m19p19s1234566z") == kinds_of("7z"));
    tsumo_hand h = test_hand("19m19p19s12345677z");
    assert_true(tsumo_is_complete(h.counts, 0));
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    assert_int_equal(tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &h), 1);
    assert_int_equal(d[0].form, TSUMO_FORM_KOKUSHI);
    assert_int_equal(d[0].group_count, 13);
}

static void test_known_waits(void **state)
{
    (void)state;
    assert_true(waits_of("1112345678999m") == kinds_of("123456789m"));
    assert_true(waits_of("123m456p789s1122z") == kinds_of("12z"));
    assert_true(waits_of("23m456p789s11z (555z^)") == kinds_of("14m"));
    assert_true(waits_of("2345m (123p<) (456p<) (789s<)") == kinds_of("25m"));
    assert_true(waits_of("1z (123m<) (456p<) (789s<) (555z^)") == kinds_of("1z"));
    assert_true(waits_of("2223m456p789s (111z^)") == kinds_of("134m"));
    assert_true(waits_of("123m456p789s1113z") == kinds_of("3z"));
    assert_true(waits_of("123m456p789s1123z") == 0);
    assert_true(waits_of("123m456p789s1234z") == 0);
    /* 14 tiles are no 3n+1 hand */
    assert_true(waits_of("123m456p789s11122z") == 0);
}

/*
 * EMA 3.4.2, R-DRAW-03: a hand whose only wait is a kind it holds all four
 * of is not tenpai; tsumo_waits still lists the kind.
 */
static void test_wait_on_a_kind_held_four_times(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("123456789m1111p");
    assert_true(tsumo_waits(h.counts, 0) == kinds_of("1p"));
    assert_false(tsumo_hand_is_tenpai(&h));

    tsumo_hand honour = test_hand("123m456m789m1111z");
    assert_true(tsumo_waits(honour.counts, 0) == kinds_of("1z"));
    assert_false(tsumo_hand_is_tenpai(&honour));

    /* the four may be in a meld: a closed kan holds all four of its kind */
    tsumo_hand kans = test_hand("23p567s11z [1111p] [4444p]");
    assert_true(tsumo_waits(kans.counts, 2) == kinds_of("14p"));
    assert_false(tsumo_hand_is_tenpai(&kans));
    tsumo_hand one_kan = test_hand("23p567s11z [1111p] (444z^)");
    assert_true(tsumo_hand_is_tenpai(&one_kan)); /* 4p is still there to win on */

    /* a pon and the fourth tile in the hand leave nothing to wait for */
    tsumo_hand pon = test_hand("5p123s456s789s (555p^)");
    assert_true(tsumo_waits(pon.counts, 1) == kinds_of("5p"));
    assert_false(tsumo_hand_is_tenpai(&pon));
}

/*
 * EMA 3.4.2, R-DRAW-03: a hand whose waits are all visible elsewhere (in
 * discards, other melds) is still tenpai. Tenpai reads only the hand, so a
 * wait on a kind it holds three of is enough.
 */
static void test_wait_visible_elsewhere_is_still_tenpai(void **state)
{
    (void)state;
    tsumo_hand kanchan = test_hand("46p123s456s789s11z");
    assert_true(tsumo_hand_is_tenpai(&kanchan));
    tsumo_hand pon = test_hand("5p123s456s789s (555z^)");
    assert_true(tsumo_hand_is_tenpai(&pon));
    tsumo_hand three = test_hand("123456789m555p1z");
    assert_true(tsumo_hand_is_tenpai(&three)); /* 1z tanki; 5p held only three times */
    tsumo_hand not_tenpai = test_hand("123456789m5p1z3z7z");
    assert_false(tsumo_hand_is_tenpai(&not_tenpai));
}

static void test_complete(void **state)
{
    (void)state;
    uint8_t c[TSUMO_KINDS];
    test_counts(c, "123m456p789s11122z");
    assert_true(tsumo_is_complete(c, 0));
    test_counts(c, "123m456p789s11123z");
    assert_false(tsumo_is_complete(c, 0));
    test_counts(c, "11z");
    assert_true(tsumo_is_complete(c, 4));
    assert_false(tsumo_is_complete(c, 3)); /* too few tiles */
    test_counts(c, "12z");
    assert_false(tsumo_is_complete(c, 4));
    test_counts(c, "11122233344455m");
    assert_true(tsumo_is_complete(c, 0));
    test_counts(c, "1111222233334m");
    assert_false(tsumo_is_complete(c, 0)); /* 13 tiles */
}

/*
 * R-TILE-04 (EMA 3.2): a run is three consecutive numbers of one suit; 8-9-1
 * and 9-1-2 do not wrap round, and honours never make runs. Checked in
 * completeness, waits, shanten, decomposition and meld notation.
 */
static void test_runs_do_not_wrap(void **state)
{
    (void)state;
    static const char *const not_runs[] = {"189m234p567p789s55s", "129m234p567p789s55s",
                                           "123z234p567p789s55s", "567z234p567p789s55s"};
    tsumo_hand h;
    for (size_t i = 0; i < sizeof not_runs / sizeof not_runs[0]; i++) {
        h = test_hand(not_runs[i]);
        assert_false(tsumo_is_complete(h.counts, 0));
        assert_int_equal(tsumo_hand_decompose(NULL, 0, &h), 0);
    }
    /* 89 waits on 7 only, 12 on 3 only, two winds on nothing */
    assert_true(waits_of("89m234p567p789s55s") == kinds_of("7m"));
    assert_true(waits_of("12p234m567m789s55s") == kinds_of("3p"));
    assert_true(waits_of("12z234p567p789s55s") == 0);
    assert_int_equal(shanten_of("189m234p567p789s5s").standard, 1); /* not tenpai on 5s */
    /* nor as a chi written in notation */
    tsumo_diag diag;
    assert_int_equal(tsumo_hand_parse(&h, NULL, NULL, "11m (891s<)", &diag), TSUMO_EPARSE);
    assert_int_equal(diag.code, TSUMO_DIAG_BAD_MELD);
    assert_int_equal(tsumo_hand_parse(&h, NULL, NULL, "11m (912p<)", &diag), TSUMO_EPARSE);
    assert_int_equal(diag.code, TSUMO_DIAG_BAD_MELD);
    assert_int_equal(tsumo_hand_parse(&h, NULL, NULL, "11m (123z<)", &diag), TSUMO_EPARSE);
    assert_int_equal(diag.code, TSUMO_DIAG_BAD_MELD);
}

/* Riichi needs a discard that leaves the hand tenpai (R-RII-01, EMA 3.3.12; R-DRAW-03). */
static void test_tenpai_discards(void **state)
{
    (void)state;
    uint8_t c[TSUMO_KINDS];
    test_counts(c, "1239m456p57p789s11z");
    assert_true(tsumo_tenpai_discards(c, 0) == kinds_of("9m"));
    /* a complete hand: here every discard leaves a wait */
    test_counts(c, "123456789m11122z");
    assert_true(tsumo_tenpai_discards(c, 0) == kinds_of("123456789m12z"));
    /* a wait only on a kind held four times does not count */
    test_counts(c, "123456789m1111p5z");
    assert_true(tsumo_tenpai_discards(c, 0) == kinds_of("1p"));
    /* the concealed counts alone miss the closed kans; the hand call sees them */
    tsumo_hand kans = test_hand("23p567s11z9m [1111p] [4444p]");
    assert_true(tsumo_tenpai_discards(kans.counts, 2) == kinds_of("9m"));
    assert_true(tsumo_hand_tenpai_discards(&kans) == 0);
    /* seven pairs and kokushi */
    test_counts(c, "9m1122m3344p5566s7z");
    assert_true(tsumo_tenpai_discards(c, 0) == kinds_of("9m7z"));
    test_counts(c, "19m19p19s1234567z5m");
    assert_true(tsumo_tenpai_discards(c, 0) == kinds_of("5m"));
    test_counts(c, "159m159p159s1234z");
    assert_true(tsumo_tenpai_discards(c, 0) == 0);
    /* 13 tiles are no 3n+2 hand */
    test_counts(c, "123m456p789s1122z");
    assert_true(tsumo_tenpai_discards(c, 0) == 0);
}

/* ---- seeded random hands ------------------------------------------------- */

typedef struct deal {
    tsumo_rng rng;
    uint8_t left[TSUMO_KINDS]; /* copies not yet dealt */
} deal;

static void deal_start(deal *d, uint64_t seed)
{
    tsumo_rng_seed(&d->rng, seed);
    memset(d->left, 4, sizeof d->left);
}

static int below(deal *d, int n)
{
    return (int)tsumo_rng_below(&d->rng, (uint32_t)n);
}

/* A random kind with a copy left, or -1. */
static int any_kind(deal *d)
{
    int total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        total += d->left[k];
    if (!total)
        return -1;
    int pick = below(d, total);
    for (int k = 0;; k++) {
        pick -= d->left[k];
        if (pick < 0)
            return k;
    }
}

/* A set (a run or a pung) from the copies left, or false after some tries. */
static bool take_set(deal *d, uint8_t counts[TSUMO_KINDS], bool as_meld, tsumo_meld *meld)
{
    for (int tries = 0; tries < 50; tries++) {
        int k = below(d, TSUMO_KINDS);
        bool run = k < TSUMO_EAST && k % 9 <= 6 && below(d, 3) != 0;
        if (run && d->left[k] && d->left[k + 1] && d->left[k + 2]) {
            for (int i = 0; i < 3; i++) {
                d->left[k + i]--;
                if (!as_meld)
                    counts[k + i]++;
            }
            if (meld)
                *meld = (tsumo_meld){.type = TSUMO_MELD_CHI,
                                     .kind = (tsumo_kind)k,
                                     .called = (tsumo_kind)k,
                                     .from = TSUMO_FROM_LEFT};
            return true;
        }
        int need = as_meld && below(d, 4) == 0 ? 4 : 3;
        if (!run && d->left[k] >= need) {
            d->left[k] -= (uint8_t)need;
            if (!as_meld)
                counts[k] += 3;
            if (meld)
                *meld = (tsumo_meld){.type = need == 4 ? TSUMO_MELD_CLOSED_KAN : TSUMO_MELD_PON,
                                     .kind = (tsumo_kind)k,
                                     .called = need == 4 ? TSUMO_NO_KIND : (tsumo_kind)k,
                                     .from = need == 4 ? TSUMO_FROM_NONE : TSUMO_FROM_ACROSS};
            return true;
        }
    }
    return false;
}

static void give(deal *d, uint8_t counts[TSUMO_KINDS], int k)
{
    d->left[k]--;
    counts[k]++;
}

/*
 * A random hand of 3n+1 concealed tiles with `melds` melds: either dealt at
 * random, or a complete hand less one tile, sometimes with one tile swapped,
 * or seven pairs or kokushi shapes, so that many hands are near tenpai.
 */
static bool random_hand(tsumo_hand *h, deal *d, int melds)
{
    memset(h, 0, sizeof *h);
    memset(d->left, 4, sizeof d->left);
    for (int i = 0; i < melds; i++)
        if (!take_set(d, NULL, true, &h->melds[i]))
            return false;
    h->meld_count = (uint8_t)melds;
    int style = below(d, 6);
    int concealed = 3 * (4 - melds) + 1;
    if (style == 0 || (melds > 0 && style >= 4)) {
        for (int i = 0; i < concealed; i++)
            give(d, h->counts, any_kind(d));
        return true;
    }
    if (style == 4) { /* seven pairs less one tile */
        for (int i = 0; i < 7; i++) {
            int k = below(d, TSUMO_KINDS);
            if (h->counts[k] || d->left[k] < 2)
                return false;
            give(d, h->counts, k);
            give(d, h->counts, k);
        }
    } else if (style == 5) { /* orphans */
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (tsumo_kind_is_yaochu((tsumo_kind)k) && below(d, 8) != 0)
                give(d, h->counts, k);
        while (tsumo_hand_tile_count(h) < 14)
            give(d, h->counts, any_kind(d));
    } else {
        for (int i = melds; i < 4; i++)
            if (!take_set(d, h->counts, false, NULL))
                return false;
        int k = below(d, TSUMO_KINDS);
        if (d->left[k] < 2)
            return false;
        give(d, h->counts, k);
        give(d, h->counts, k);
    }
    /* take one tile out, and sometimes swap another */
    for (int drop = style == 3 ? 2 : 1; drop > 0; drop--) {
        int k;
        do
            k = below(d, TSUMO_KINDS);
        while (!h->counts[k]);
        h->counts[k]--;
        d->left[k]++;
    }
    if (style == 3)
        give(d, h->counts, any_kind(d));
    return tsumo_hand_tile_count(h) == 13;
}

/* Waits, tenpai and shanten 0 against the brute force, for 3n+1 hands with 0-4 melds. */
static void test_random_waits(void **state)
{
    (void)state;
    deal d;
    deal_start(&d, 20240601);
    int tested = 0, tenpai = 0, held_four_only = 0, fifth = 0;
    while (tested < 30000) {
        tsumo_hand h;
        int melds = tested % 5;
        if (!random_hand(&h, &d, melds))
            continue;
        tested++;
        tsumo_kindset waits = tsumo_waits(h.counts, melds);
        tsumo_kindset all = FORM_STANDARD | FORM_CHIITOI | FORM_KOKUSHI;
        if (waits != brute_waits(h.counts, melds, all)) {
            char buf[64];
            tsumo_hand_format(buf, sizeof buf, &h);
            fail_msg("%s: waits %llx, brute force %llx", buf, (unsigned long long)waits,
                     (unsigned long long)brute_waits(h.counts, melds, all));
        }
        tsumo_kindset live = waits & ~held_four(&h);
        assert_int_equal(tsumo_hand_is_tenpai(&h), live != 0);
        tenpai += live != 0;
        held_four_only += waits && !live;
        /* shanten 0 in a form: a wait in it that the concealed tiles hold at most three of */
        tsumo_shanten s;
        tsumo_shanten_all(&s, h.counts, melds);
        tsumo_kindset not_full = 0;
        for (int k = 0; k < TSUMO_KINDS; k++)
            not_full |= (tsumo_kindset)(h.counts[k] < 4) << k;
        fifth += (waits & ~not_full) != 0;
        assert_int_equal(s.standard == 0,
                         (brute_waits(h.counts, melds, FORM_STANDARD) & not_full) != 0);
        assert_true(s.standard >= 0);
        if (melds == 0) {
            assert_int_equal(s.chiitoi == 0,
                             (brute_waits(h.counts, 0, FORM_CHIITOI) & not_full) != 0);
            assert_int_equal(s.kokushi == 0,
                             (brute_waits(h.counts, 0, FORM_KOKUSHI) & not_full) != 0);
        }
    }
    /* the sample must reach the cases that matter */
    assert_true(tenpai > 10000);
    assert_true(held_four_only > 20);
    assert_true(fifth > 10);
}

/*
 * 14-tile hands: completeness and readings against the brute force,
 * the discards that leave a hand tenpai, and shanten as the best discard.
 */
static void test_random_complete_and_discards(void **state)
{
    (void)state;
    deal d;
    deal_start(&d, 77);
    int tested = 0, complete = 0, riichi = 0;
    while (tested < 20000) {
        tsumo_hand h;
        int melds = tested % 5;
        if (!random_hand(&h, &d, melds))
            continue;
        /* half the time the tile is a wait, when one is left */
        tsumo_kindset waits =
            brute_waits(h.counts, melds, FORM_STANDARD | FORM_CHIITOI | FORM_KOKUSHI);
        int k = any_kind(&d);
        for (int w = 0; w < TSUMO_KINDS && tested % 2; w++)
            if ((waits >> w & 1) && d.left[w])
                k = w;
        if (k < 0)
            continue;
        give(&d, h.counts, k);
        tested++;
        bool done = brute_forms(h.counts, melds) != 0;
        assert_int_equal(tsumo_is_complete(h.counts, melds), done);
        complete += done;
        assert_int_equal(tsumo_hand_decompose(NULL, 0, &h) > 0, done);

        tsumo_kindset discards = 0;
        tsumo_shanten best = {99, 99, 99};
        for (int x = 0; x < TSUMO_KINDS; x++) {
            if (!h.counts[x])
                continue;
            h.counts[x]--;
            if (tsumo_hand_is_tenpai(&h))
                discards |= (tsumo_kindset)1 << x;
            tsumo_shanten s;
            tsumo_shanten_all(&s, h.counts, melds);
            best.standard = s.standard < best.standard ? s.standard : best.standard;
            best.chiitoi = s.chiitoi < best.chiitoi ? s.chiitoi : best.chiitoi;
            best.kokushi = s.kokushi < best.kokushi ? s.kokushi : best.kokushi;
            h.counts[x]++;
        }
        assert_true(tsumo_hand_tenpai_discards(&h) == discards);
        riichi += discards != 0;
        /* shanten of 14 tiles is that of the best discard, or -1 when complete */
        tsumo_shanten s;
        tsumo_shanten_all(&s, h.counts, melds);
        assert_int_equal(s.standard, s.standard == -1 ? -1 : best.standard);
        assert_int_equal(s.chiitoi, s.chiitoi == -1 ? -1 : best.chiitoi);
        assert_int_equal(s.kokushi, s.kokushi == -1 ? -1 : best.kokushi);
        assert_int_equal(s.standard == -1, (brute_forms(h.counts, melds) & FORM_STANDARD) != 0);
    }
    assert_true(complete > 4000);
    assert_true(riichi > 10000);
}

/* A 13-tile hand's shanten is one more than the best it reaches with one more tile. */
static void test_random_shanten_draws(void **state)
{
    (void)state;
    deal d;
    deal_start(&d, 4242);
    for (int tested = 0; tested < 5000;) {
        tsumo_hand h;
        int melds = tested % 5;
        if (!random_hand(&h, &d, melds))
            continue;
        tested++;
        tsumo_shanten s, best = {99, 99, 99};
        tsumo_shanten_all(&s, h.counts, melds);
        for (int k = 0; k < TSUMO_KINDS; k++) {
            if (h.counts[k] == 4)
                continue;
            h.counts[k]++;
            tsumo_shanten t;
            tsumo_shanten_all(&t, h.counts, melds);
            best.standard = t.standard < best.standard ? t.standard : best.standard;
            best.chiitoi = t.chiitoi < best.chiitoi ? t.chiitoi : best.chiitoi;
            best.kokushi = t.kokushi < best.kokushi ? t.kokushi : best.kokushi;
            h.counts[k]--;
        }
        assert_int_equal(s.standard, best.standard + 1);
        if (melds == 0) {
            assert_int_equal(s.chiitoi, best.chiitoi + 1);
            assert_int_equal(s.kokushi, best.kokushi + 1);
        } else {
            assert_int_equal(s.chiitoi, TSUMO_SHANTEN_NONE);
            assert_int_equal(s.kokushi, TSUMO_SHANTEN_NONE);
        }
    }
}

/*
 * Shanten reads the hand straight into its look-up keys (issue 23); the general reading of
 * waits and completeness must give the same three numbers on every hand: random hands of
 * every size from 0 to 14 tiles with 0-4 melds, four copies a kind at most.
 */
static void test_fused_shanten_is_the_general_one(void **state)
{
    (void)state;
    tsumo_rng rng;
    tsumo_rng_seed(&rng, 2323);
    for (int i = 0; i < 100000; i++) {
        uint8_t counts[TSUMO_KINDS] = {0};
        int melds = (int)tsumo_rng_below(&rng, TSUMO_MAX_MELDS + 1);
        int tiles = (int)tsumo_rng_below(&rng, 3 * (TSUMO_MAX_MELDS - (uint32_t)melds) + 3);
        /* a suit of one kind in four hands: long runs and pungs, not only scattered tiles */
        uint32_t kinds = tsumo_rng_below(&rng, 4) == 0 ? 9 : TSUMO_KINDS;
        uint32_t first = kinds == 9 ? 9 * tsumo_rng_below(&rng, 4) : 0;
        for (int t = 0; t < tiles;) {
            int k = (int)(first + tsumo_rng_below(&rng, kinds));
            if (k < TSUMO_KINDS && counts[k] < 4) {
                counts[k]++;
                t++;
            } else if (kinds == 9) {
                break; /* a suit full, or the honours' two kinds past the seventh */
            }
        }
        tsumo_shanten fused, general;
        tsumo_shanten_all(&fused, counts, melds);
        tsumo__shanten_by_reading(&general, counts, melds);
        assert_int_equal(fused.standard, general.standard);
        assert_int_equal(fused.chiitoi, general.chiitoi);
        assert_int_equal(fused.kokushi, general.kokushi);
        int least = general.standard < general.chiitoi ? general.standard : general.chiitoi;
        least = least < general.kokushi ? least : general.kokushi;
        assert_int_equal(tsumo_shanten_min(counts, melds), least);
        /* the portable path and the BMI2 one, where there is one (the public calls take it) */
        tsumo_shanten portable, bmi2;
        tsumo_kindset portable_waits, bmi2_waits;
        assert_true(tsumo__analysis_path(&portable, &portable_waits, counts, melds, false));
        assert_int_equal(portable.standard, general.standard);
        assert_int_equal(portable.chiitoi, general.chiitoi);
        assert_int_equal(portable.kokushi, general.kokushi);
        if (tsumo__analysis_path(&bmi2, &bmi2_waits, counts, melds, true)) {
            assert_memory_equal(&bmi2, &portable, sizeof bmi2);
            assert_true(bmi2_waits == portable_waits);
        }
        assert_true(portable_waits == tsumo_waits(counts, melds));
    }
}

/* ---- the tables themselves ---------------------------------------------- */

/* The 16 sets of a suit: pungs of 1-9, runs from 1-7. */
static void add_set(int v[9], int set, int sign)
{
    if (set < 9) {
        v[set] += 3 * sign;
    } else {
        for (int i = 0; i < 3; i++)
            v[set - 9 + i] += sign;
    }
}

/*
 * The fewest tiles to add to a suit for m sets and h pairs, four copies a
 * kind, by trying every target: sets in non-decreasing order, then a pair.
 */
static void brute_costs(const int have[9], int first, int m, int target[9], int best[2][5])
{
    for (int pair = -1; pair < 9; pair++) {
        if (pair >= 0)
            target[pair] += 2;
        int cost = 0, legal = 1;
        for (int k = 0; k < 9; k++) {
            legal &= target[k] <= 4;
            cost += target[k] > have[k] ? target[k] - have[k] : 0;
        }
        int h = pair >= 0;
        if (legal && cost < best[h][m])
            best[h][m] = cost;
        if (pair >= 0)
            target[pair] -= 2;
    }
    if (m == 4)
        return;
    for (int set = first; set < 16; set++) {
        add_set(target, set, 1);
        brute_costs(have, set, m + 1, target, best);
        add_set(target, set, -1);
    }
}

static uint32_t suit_word(const int v[9])
{
    int low = 0, high = 0;
    for (int j = 3; j >= 0; j--) {
        low = low << 3 | v[j];
        high = high << 3 | v[j + 4];
    }
    return tsumo__rank_low[low] + tsumo__rank_high[v[8] << 12 | high];
}

/*
 * Seeded random suits checked entry by entry: the cost class against the
 * brute force, the counts riding above the rank, and the wait set against
 * adding each kind.
 */
static void test_suit_tables(void **state)
{
    (void)state;
    tsumo_rng rng;
    tsumo_rng_seed(&rng, 9);
    for (int n = 0; n < 400; n++) {
        int v[9] = {0}, total = 0, limit = (int)tsumo_rng_below(&rng, 15);
        while (total < limit) {
            int k = (int)tsumo_rng_below(&rng, 9);
            if (v[k] < 4)
                v[k]++, total++;
        }
        uint32_t word = suit_word(v);
        uint32_t rank = word & ((1u << TSUMO__RANK_BITS) - 1);
        assert_true(rank < TSUMO__SUIT_VECTORS);
        int cls = tsumo__suit_cost[rank];
        assert_true(cls < TSUMO__SUIT_COSTS);
        int best[2][5], target[9] = {0};
        for (int h = 0; h < 2; h++)
            for (int m = 0; m < 5; m++)
                best[h][m] = 99;
        brute_costs(v, 0, 0, target, best);
        for (int h = 0; h < 2; h++)
            for (int m = 0; m < 5; m++)
                assert_int_equal(tsumo__costs[cls][h][m], best[h][m]);

        int kinds = 0, twice = 0, terms = 0, term_twice = 0;
        for (int j = 0; j < 9; j++) {
            kinds += v[j] >= 1;
            twice += v[j] >= 2;
            terms += (j == 0 || j == 8) && v[j] >= 1;
            term_twice += (j == 0 || j == 8) && v[j] >= 2;
        }
        uint32_t f = word >> TSUMO__RANK_BITS;
        assert_int_equal(f & 15, kinds);
        assert_int_equal(f >> 4 & 7, twice);
        assert_int_equal(f >> 7 & 7, term_twice);
        assert_int_equal(f >> 10 & 7, terms);

        unsigned waits = tsumo__suit_waits_of(rank), brute = 0;
        for (int t = 0; t < 9 && total < 14; t++) {
            uint8_t c[TSUMO_KINDS] = {0};
            for (int j = 0; j < 9; j++)
                c[j] = (uint8_t)(v[j] + (j == t));
            if ((total + 1) % 3 != 1 && sets_and_pair(c, 0, (total + 1) % 3 == 2))
                brute |= 1u << t;
        }
        assert_int_equal(waits, brute);
    }
}

/*
 * tsumo_waits looks for waits only in hands at most one step from tenpai (issue 23): a wait on a
 * fifth copy of a kind held four times must leave the hand no further. For every suit that
 * waits on such a copy, the suit alone, in the form the completed suit takes (its sets, and a
 * pair if it holds 3k+2 tiles then), needs at most two tiles four copies a kind allow, so the
 * hand needs at most two; and the same for the honours, in a hand of complete runs besides.
 */
static void test_fifth_copy_waits_of_suits(void **state)
{
    (void)state;
    int found = 0;
    for (int code = 0; code < 1953125; code++) { /* 5^9: every suit of counts 0-4 */
        int v[9], sum = 0, rest = code;
        for (int j = 0; j < 9; j++, rest /= 5)
            sum += v[j] = rest % 5;
        if (sum > 13)
            continue;
        uint32_t rank = suit_word(v) & ((1u << TSUMO__RANK_BITS) - 1);
        unsigned waits = tsumo__suit_waits_of(rank);
        for (int k = 0; k < 9; k++)
            if (v[k] == 4 && (waits >> k & 1)) {
                int n = sum + 1;
                assert_true(tsumo__costs[tsumo__suit_cost[rank]][n % 3 == 2][n / 3] <= 2);
                found++;
            }
    }
    assert_int_equal(found, 7376);
}

static void test_fifth_copy_waits_of_honours(void **state)
{
    (void)state;
    int found = 0;
    for (int code = 0; code < 78125; code++) { /* 5^7: every honours' counts */
        uint8_t counts[TSUMO_KINDS] = {0};
        int sum = 0, rest = code, four = 0;
        for (int k = 0; k < 7; k++, rest /= 5) {
            counts[TSUMO_EAST + k] = (uint8_t)(rest % 5);
            sum += rest % 5;
            four |= rest % 5 == 4;
        }
        if (!four || sum > 13 || sum % 3 != 1)
            continue;
        for (int r = 0; r < (13 - sum) / 3; r++) /* 123m 456m 789m 123p */
            for (int j = 0; j < 3; j++)
                counts[3 * r + j]++;
        tsumo_shanten s;
        tsumo_kindset waits;
        assert_true(tsumo__analysis_path(&s, &waits, counts, 0, false));
        if (waits & ~((tsumo_kindset)0x7F << TSUMO_EAST)) /* only the honours can wait here */
            fail();
        for (int k = TSUMO_EAST; k < TSUMO_KINDS; k++)
            if (counts[k] == 4 && (waits >> k & 1)) {
                assert_true(s.standard <= 1);
                found++;
            }
    }
    assert_true(found > 0);
}

/* The honours' classes: pungs on distinct kinds and a pair, by brute force. */
static void test_honour_tables(void **state)
{
    (void)state;
    tsumo_rng rng;
    tsumo_rng_seed(&rng, 10);
    for (int n = 0; n < 2000; n++) {
        int v[7] = {0}, total = 0, limit = (int)tsumo_rng_below(&rng, 15);
        while (total < limit) {
            int k = (int)tsumo_rng_below(&rng, 7);
            if (v[k] < 4)
                v[k]++, total++;
        }
        int ge1 = 0, ge2 = 0, ge3 = 0;
        for (int k = 0; k < 7; k++)
            ge1 += v[k] >= 1, ge2 += v[k] >= 2, ge3 += v[k] >= 3;
        int cls = tsumo__honour_cost[ge3][ge1 | ge2 << 4];
        /* every choice of pung kinds (a bit set) and pair kind */
        for (int h = 0; h < 2; h++)
            for (int m = 0; m < 5; m++) {
                int best = 99;
                for (int pungs = 0; pungs < 128; pungs++) {
                    int count = 0, cost = 0;
                    for (int k = 0; k < 7; k++)
                        if (pungs >> k & 1)
                            count++, cost += v[k] < 3 ? 3 - v[k] : 0;
                    if (count != m)
                        continue;
                    if (!h) {
                        best = cost < best ? cost : best;
                        continue;
                    }
                    for (int k = 0; k < 7; k++)
                        if (!(pungs >> k & 1)) {
                            int c = cost + (v[k] < 2 ? 2 - v[k] : 0);
                            best = c < best ? c : best;
                        }
                }
                assert_int_equal(tsumo__costs[cls][h][m], best);
            }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_shanten),
        cmocka_unit_test(test_chiitoi),
        cmocka_unit_test(test_kokushi),
        cmocka_unit_test(test_known_waits),
        cmocka_unit_test(test_wait_on_a_kind_held_four_times),
        cmocka_unit_test(test_wait_visible_elsewhere_is_still_tenpai),
        cmocka_unit_test(test_complete),
        cmocka_unit_test(test_runs_do_not_wrap),
        cmocka_unit_test(test_tenpai_discards),
        cmocka_unit_test(test_random_waits),
        cmocka_unit_test(test_random_complete_and_discards),
        cmocka_unit_test(test_random_shanten_draws),
        cmocka_unit_test(test_fused_shanten_is_the_general_one),
        cmocka_unit_test(test_suit_tables),
        cmocka_unit_test(test_honour_tables),
        cmocka_unit_test(test_fifth_copy_waits_of_suits),
        cmocka_unit_test(test_fifth_copy_waits_of_honours),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

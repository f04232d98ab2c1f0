/*
 * A stand-in for majiang-ai (@kobalab/majiang-ai, the open rule-based player
 * that tools/yardstick measures level 3 against), for `tsumo sim` only: it
 * decides as that player does, on tsumo's own analysis, so that versions of
 * level 3 can be compared against a majiang-ai-like table thousands of games
 * a minute (docs/computer-players.md, "A stand-in for majiang-ai").
 *
 * What it does, after majiang-ai's algorithm:
 *  - a hand's worth: from tenpai, the exact points of each winning draw
 *    (tsumo, riichi when closed, dora; no yaku is worth 0) weighted by the
 *    copies not seen; one and two from tenpai, the same looked ahead draw by
 *    draw (each draw followed by the best discard), a call on the drawn kind
 *    counted too (a pon as three seats' discards, a chi as one); further out,
 *    the tiles that lower its shanten toward some yaku, a pon's tile counted
 *    four times and a chi's twice;
 *  - a discard: the one whose hand is worth most, the tiles of least use
 *    (by the copies not seen around them, dora doubled) first among equals;
 *  - against a riichi, each kind's danger by the tiles seen (genbutsu, suji,
 *    kabe, the copies of an honour left), the hand's worth deciding how much
 *    danger it takes;
 *  - riichi whenever tenpai allows it and the wait is worth anything; every
 *    win; calls when they make the hand worth more, and from far away a pon
 *    or chi that brings a yaku nearer; nine terminals from four from ready.
 *
 * Where it differs (to stay fast): two from tenpai it counts no calls in the
 * look-ahead; red fives are not told apart among the tiles not seen; it
 * never breaks a ready or one-from-ready hand to wait on better tiles
 * (majiang-ai's "backtrack"); a kan is weighed by its shanten alone.
 */
#include "bot-internal.h"

#include <stdlib.h>
#include <string.h>

/* How the look-ahead divides its sums, by shanten (majiang-ai's widths). */
static const double width[3] = {12, 12 * 6, 12 * 6 * 3};

#define FAR         99   /* a yaku-aware shanten that cannot be reached */
#define MEMO_SIZE   4096 /* hands valued once per decision */
#define MEMO_PROBES 8    /* a full neighbourhood is not cached */
#define EXTRA_MAX   2    /* calls imagined in the look-ahead */

typedef struct memo_entry {
    uint64_t key[2];
    uint32_t tag;
    double value;
} memo_entry;

/* A meld as the look-ahead and the yaku-aware shanten need it. */
typedef struct pmeld {
    uint8_t type; /* tsumo_meld_type */
    uint8_t kind; /* the lowest kind */
} pmeld;

/* What one decision reads and remembers. */
typedef struct proxy {
    const bot_sight *s;
    bot_table t;             /* own melds and red fives, for scoring */
    int unseen[TSUMO_KINDS]; /* copies not seen: majiang-ai's paishu */
    pmeld melds[TSUMO_MAX_MELDS + EXTRA_MAX];
    int meld_n, extra_n; /* own melds, then imagined calls */
    bool closed;         /* no chi, pon or open kan, imagined ones included */
    memo_entry memo[MEMO_SIZE];
    bool used[MEMO_SIZE];
} proxy;

/* ---- memory of hands valued ----------------------------------------------------- */

/* The imagined calls and what is valued (a 13- or 14-tile hand, the drawn kind): its tag. */
static uint32_t tag_of(const proxy *p, uint32_t what)
{
    uint32_t tag = what;
    for (int i = p->meld_n; i < p->meld_n + p->extra_n; i++)
        tag = tag * 211 + (uint32_t)(p->melds[i].type * 34 + p->melds[i].kind + 1);
    return tag;
}

static memo_entry *memo_find(proxy *p, const uint64_t key[2], uint32_t tag, bool *found)
{
    uint64_t h =
        (key[0] * UINT64_C(0x9E3779B97F4A7C15)) ^ (key[1] + tag) * UINT64_C(0xC2B2AE3D27D4EB4F);
    unsigned at = (unsigned)(h >> 40) & (MEMO_SIZE - 1);
    for (int i = 0; i < MEMO_PROBES; i++, at = (at + 1) & (MEMO_SIZE - 1)) {
        memo_entry *e = &p->memo[at];
        if (!p->used[at]) {
            *found = false;
            return e;
        }
        if (e->key[0] == key[0] && e->key[1] == key[1] && e->tag == tag) {
            *found = true;
            return e;
        }
    }
    *found = false;
    return NULL;
}

static void memo_put(proxy *p, memo_entry *e, const uint64_t key[2], uint32_t tag, double v)
{
    if (!e)
        return;
    p->used[e - p->memo] = true;
    *e = (memo_entry){{key[0], key[1]}, tag, v};
}

/* ---- the points of a complete hand -------------------------------------------- */

static tsumo_meld meld_for_score(const proxy *p, int i)
{
    const pmeld *m = &p->melds[i];
    bool closed = m->type == TSUMO_MELD_CLOSED_KAN;
    return (tsumo_meld){.type = m->type,
                        .kind = m->kind,
                        .called = closed ? TSUMO_NO_KIND : m->kind,
                        .from = closed ? TSUMO_FROM_NONE : TSUMO_FROM_LEFT};
}

/* The 14 tiles `c` won by drawing kind w: tsumo, riichi when closed, no ura (majiang-ai's). */
static int points(const proxy *p, const uint8_t c[TSUMO_KINDS], tsumo_kind w)
{
    tsumo_hand h = p->t.melds;
    memcpy(h.counts, c, TSUMO_KINDS);
    for (int i = p->meld_n; i < p->meld_n + p->extra_n; i++)
        h.melds[h.meld_count++] = meld_for_score(p, i);
    static const tsumo_kind fives[3] = {TSUMO_5M, TSUMO_5P, TSUMO_5S};
    for (int i = 0; i < 3; i++)
        h.red[i] = p->t.red[i] < c[fives[i]] ? p->t.red[i] : c[fives[i]];
    return bot__score_win(p->s, &h, w, p->closed, true, 0);
}

/* ---- imagined calls ------------------------------------------------------------- */

static void push_call(proxy *p, int type, int kind)
{
    p->melds[p->meld_n + p->extra_n++] = (pmeld){(uint8_t)type, (uint8_t)kind};
    p->closed &= type == TSUMO_MELD_CLOSED_KAN;
}

static void pop_call(proxy *p, bool was_closed)
{
    p->extra_n--;
    p->closed = was_closed;
}

static int all_melds(const proxy *p)
{
    return p->meld_n + p->extra_n;
}

static int min2(int a, int b)
{
    return a < b ? a : b;
}

/* ---- shanten toward a yaku (majiang-ai's, for hands far from ready) ------------ */

/*
 * The shanten of the tiles of `c` that `keep` says, the others standing in
 * as tiles of no use: majiang-ai counts the shanten of a hand stripped of
 * them, which tsumo's shanten (tiles to add) reads as isolated tiles, so
 * up to seven mutually isolated kinds of `filler` take their place.
 */
static int shanten_of_kept(const uint8_t c[TSUMO_KINDS], int melds, const bool keep[TSUMO_KINDS],
                           const uint8_t *filler, int fillers)
{
    uint8_t k2[TSUMO_KINDS];
    int removed = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        k2[k] = keep[k] ? c[k] : 0;
        removed += keep[k] ? 0 : c[k];
    }
    for (int i = 0; i < fillers && removed > 0; i++, removed--)
        k2[filler[i]] = 1;
    return tsumo_shanten_min(k2, melds);
}

static bool meld_has_yaochu(const pmeld *m)
{
    tsumo_kind k = (tsumo_kind)m->kind;
    if (m->type != TSUMO_MELD_CHI)
        return tsumo_kind_is_yaochu(k);
    int n = tsumo_kind_number(k);
    return n == 1 || n == 7;
}

static int shanten_tanyao(const proxy *p, const uint8_t c[TSUMO_KINDS], int melds)
{
    if (!p->closed && !p->s->rules->open_tanyao)
        return FAR;
    for (int i = 0; i < melds; i++)
        if (meld_has_yaochu(&p->melds[i]))
            return FAR;
    bool keep[TSUMO_KINDS];
    for (int k = 0; k < TSUMO_KINDS; k++)
        keep[k] = tsumo_kind_is_simple((tsumo_kind)k);
    static const uint8_t honours[] = {27, 28, 29, 30, 31, 32, 33};
    return shanten_of_kept(c, melds, keep, honours, 7);
}

static int shanten_one_suit(const proxy *p, const uint8_t c[TSUMO_KINDS], int melds, int suit)
{
    for (int i = 0; i < melds; i++) {
        tsumo_kind k = (tsumo_kind)p->melds[i].kind;
        if (!tsumo_kind_is_honor(k) && tsumo_kind_suit(k) != suit)
            return FAR;
    }
    bool keep[TSUMO_KINDS];
    for (int k = 0; k < TSUMO_KINDS; k++)
        keep[k] = tsumo_kind_is_honor((tsumo_kind)k) || tsumo_kind_suit((tsumo_kind)k) == suit;
    uint8_t filler[6];
    int n = 0;
    for (int other = 0; other < 3; other++)
        if (other != suit)
            for (int num = 1; num <= 7; num += 3)
                filler[n++] = (uint8_t)tsumo_kind_make(other, num);
    return shanten_of_kept(c, melds, keep, filler, n);
}

static int shanten_toitoi(const proxy *p, const uint8_t c[TSUMO_KINDS], int melds)
{
    for (int i = 0; i < melds; i++)
        if (p->melds[i].type == TSUMO_MELD_CHI)
            return FAR;
    int sets = melds, pairs = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        sets += c[k] >= 3;
        pairs += c[k] == 2;
    }
    if (sets + pairs > 5)
        pairs = 5 - sets;
    return 8 - sets * 2 - pairs;
}

/*
 * The shanten of `c` with `melds`, which may hold one tile more than a hand
 * can (a 14-tile hand less a pair, with one meld more): then its best
 * discard's, as majiang-core counts such a hand (tsumo's shanten takes none).
 */
static int shanten_of_any(uint8_t c[TSUMO_KINDS], int melds)
{
    int total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        total += c[k];
    if (total <= 3 * (TSUMO_MAX_MELDS - melds) + 2)
        return tsumo_shanten_min(c, melds);
    int best = FAR;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!c[k])
            continue;
        c[k]--;
        best = min2(best, tsumo_shanten_min(c, melds));
        c[k]++;
    }
    return best;
}

/* A yakuhai pung held or melded: any shape will do; a yakuhai pair: one pon away. */
static int shanten_yakuhai(const proxy *p, uint8_t c[TSUMO_KINDS], int melds)
{
    const bot_sight *s = p->s;
    if (p->closed) /* a closed hand's own shanten is never above this one's: not needed */
        return FAR;
    int pung = 0, pair = -1;
    for (int k = TSUMO_EAST; k < TSUMO_KINDS; k++) {
        if (!bot__is_yakuhai(s, (tsumo_kind)k, s->seat))
            continue;
        if (c[k] >= 3)
            pung++;
        else if (c[k] == 2 && p->unseen[k] > 0)
            pair = k;
        for (int i = 0; i < melds; i++)
            pung += p->melds[i].type != TSUMO_MELD_CHI && p->melds[i].kind == k;
    }
    if (pung)
        return tsumo_shanten_min(c, melds);
    if (pair < 0)
        return FAR;
    c[pair] -= 2;
    int sh = shanten_of_any(c, melds + 1) + 1;
    c[pair] += 2;
    return sh;
}

/* majiang-ai's shanten: the least over the yaku it aims for (riichi, yakuhai, tanyao, ...). */
static int yaku_shanten(const proxy *p, uint8_t c[TSUMO_KINDS], int melds)
{
    int best = p->closed ? tsumo_shanten_min(c, melds) : FAR;
    best = min2(best, shanten_yakuhai(p, c, melds));
    best = min2(best, shanten_tanyao(p, c, melds));
    best = min2(best, shanten_toitoi(p, c, melds));
    for (int suit = 0; suit < 3; suit++)
        best = min2(best, shanten_one_suit(p, c, melds, suit));
    return best;
}

/* ---- calls on a kind ---------------------------------------------------------------- */

/* The runs a chi of kind k could make with the tiles of `c`: their lowest kinds, count. */
static int chi_shapes(const uint8_t c[TSUMO_KINDS], tsumo_kind k, int low[3])
{
    if (tsumo_kind_is_honor(k))
        return 0;
    int n = tsumo_kind_number(k), count = 0;
    for (int start = n - 2; start <= n; start++) {
        if (start < 1 || start + 2 > 9)
            continue;
        bool ok = true;
        for (int i = start; i < start + 3; i++)
            ok &= i == n || c[k + (i - n)] > 0;
        if (ok)
            low[count++] = k + (start - n);
    }
    return count;
}

static void take_run(uint8_t c[TSUMO_KINDS], int low, tsumo_kind k, int delta)
{
    for (int i = low; i < low + 3; i++)
        if (i != (int)k)
            c[i] = (uint8_t)(c[i] + delta);
}

/*
 * Far from ready: the tiles that lower the yaku-aware shanten of the 13 tiles
 * `c`, each copy not seen counted four times when a pon of it would do it,
 * twice when a chi would, else once.
 */
static double far_value(proxy *p, uint8_t c[TSUMO_KINDS], int melds)
{
    int now = yaku_shanten(p, c, melds);
    double v = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (c[k] >= 4 || p->unseen[k] <= 0)
            continue;
        c[k]++;
        bool lowers = yaku_shanten(p, c, melds) < now;
        c[k]--;
        if (!lowers)
            continue;
        int weight = 1;
        bool was_closed = p->closed;
        if (c[k] >= 2) {
            c[k] -= 2;
            push_call(p, TSUMO_MELD_PON, k);
            weight = yaku_shanten(p, c, melds + 1) < now ? 4 : 1;
            pop_call(p, was_closed);
            c[k] += 2;
        }
        int low[3], shapes = weight == 1 ? chi_shapes(c, (tsumo_kind)k, low) : 0;
        for (int i = 0; i < shapes && weight == 1; i++) {
            take_run(c, low[i], (tsumo_kind)k, -1);
            push_call(p, TSUMO_MELD_CHI, low[i]);
            weight = yaku_shanten(p, c, melds + 1) < now ? 2 : 1;
            pop_call(p, was_closed);
            take_run(c, low[i], (tsumo_kind)k, +1);
        }
        v += p->unseen[k] * weight;
    }
    return v;
}

/* ---- the look-ahead ------------------------------------------------------------------ */

static double worth13(proxy *p, uint8_t c[TSUMO_KINDS]);

/* 14 tiles (3n+2): complete, its points; else the best discard that keeps its shanten. */
static double worth14(proxy *p, uint8_t c[TSUMO_KINDS], tsumo_kind drawn)
{
    int melds = all_melds(p);
    uint64_t key[2];
    bot__hand_key(c, key);
    uint32_t tag = tag_of(p, 64u + drawn);
    bool found;
    memo_entry *e = memo_find(p, key, tag, &found);
    if (found)
        return e->value;
    int sh = tsumo_shanten_min(c, melds);
    double best = 0;
    if (sh < 0) {
        best = points(p, c, drawn);
    } else {
        for (int k = 0; k < TSUMO_KINDS; k++) {
            if (!c[k])
                continue;
            c[k]--;
            if (tsumo_shanten_min(c, melds) <= sh) {
                double v = worth13(p, c);
                best = v > best ? v : best;
            }
            c[k]++;
        }
    }
    memo_put(p, e, key, tag, best);
    return best;
}

/*
 * What calling kind k would make of the 13 tiles `c` of shanten `sh`: a pon
 * counted three times (any seat may discard it), a chi once (only the left).
 */
static double call_worth(proxy *p, uint8_t c[TSUMO_KINDS], tsumo_kind k, int sh)
{
    int melds = all_melds(p);
    double pon = 0, chi = 0;
    bool was_closed = p->closed;
    if (c[k] >= 2) {
        c[k] -= 2;
        push_call(p, TSUMO_MELD_PON, k);
        if (tsumo_shanten_min(c, melds + 1) < sh)
            pon = worth14(p, c, k);
        pop_call(p, was_closed);
        c[k] += 2;
    }
    int low[3], shapes = chi_shapes(c, k, low);
    for (int i = 0; i < shapes; i++) {
        take_run(c, low[i], k, -1);
        push_call(p, TSUMO_MELD_CHI, low[i]);
        if (tsumo_shanten_min(c, melds + 1) < sh) {
            double v = worth14(p, c, k);
            chi = v > chi ? v : chi;
        }
        pop_call(p, was_closed);
        take_run(c, low[i], k, +1);
    }
    return pon > chi ? pon * 3 : pon * 2 + chi;
}

/* 13 tiles (3n+1): the draws that bring it nearer, each by the copies not seen. */
static double worth13(proxy *p, uint8_t c[TSUMO_KINDS])
{
    int melds = all_melds(p);
    int sh = tsumo_shanten_min(c, melds);
    if (sh >= 3)
        return far_value(p, c, melds);
    uint64_t key[2];
    bot__hand_key(c, key);
    uint32_t tag = tag_of(p, 1);
    bool found;
    memo_entry *e = memo_find(p, key, tag, &found);
    if (found)
        return e->value;
    tsumo_kindset near = sh == 0 ? tsumo_waits(c, melds) : ~(tsumo_kindset)0;
    double sum = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!(near >> k & 1) || c[k] >= 4 || p->unseen[k] <= 0)
            continue;
        c[k]++;
        bool lowers = sh == 0 || tsumo_shanten_min(c, melds) < sh;
        double v = 0;
        if (lowers) {
            p->unseen[k]--;
            v = worth14(p, c, (tsumo_kind)k);
            p->unseen[k]++;
        }
        c[k]--;
        if (!lowers)
            continue;
        if (sh == 1 && p->extra_n < EXTRA_MAX) { /* two from tenpai: no calls, for speed */
            p->unseen[k]--;
            v += call_worth(p, c, (tsumo_kind)k, sh);
            p->unseen[k]++;
        }
        sum += v * p->unseen[k];
    }
    double v = sum / width[sh];
    memo_put(p, e, key, tag, v);
    return v;
}

/* ---- reading the table ---------------------------------------------------------------- */

static void proxy_read(proxy *p, const bot_sight *s)
{
    p->s = s;
    bot__table_read(&p->t, s);
    for (int k = 0; k < TSUMO_KINDS; k++)
        p->unseen[k] = s->seen[k] >= 4 ? 0 : 4 - s->seen[k];
    p->meld_n = p->t.melds.meld_count;
    p->extra_n = 0;
    for (int i = 0; i < p->meld_n; i++)
        p->melds[i] = (pmeld){p->t.melds.melds[i].type, p->t.melds.melds[i].kind};
    p->closed = !s->open;
    memset(p->used, 0, sizeof p->used);
}

/* ---- danger against a riichi (majiang-ai's suanpai) -------------------------------------- */

/* Copies not seen of kind k, one more counted away when the hand holds none (as majiang-ai). */
static int left_of(const proxy *p, tsumo_kind k)
{
    return p->unseen[k] - (p->s->counts[k] ? 0 : 1);
}

static int pair_left(const proxy *p, int a, int b)
{
    return min2(p->unseen[a], p->unseen[b]);
}

/* The danger of a single or pair wait on kind k: by its copies left. */
static int copies_danger(const proxy *p, tsumo_kind k)
{
    int left = left_of(p, k);
    if (left == 3)
        return tsumo_kind_is_honor(k) ? 8 : 3;
    return left == 2 ? 3 : left == 1 ? 1 : 0;
}

/* The danger of the run waits on suited kind k: two-sided or edge below and above, closed. */
static int run_danger(const proxy *p, int th, tsumo_kind k)
{
    const bool *safe = p->s->safe[th];
    int n = tsumo_kind_number(k), r = 0;
    if (n >= 3 && pair_left(p, k - 2, k - 1) > 0) /* a two-sided or edge wait below */
        r += n == 3 ? 3 : safe[k - 3] ? 0 : 10;
    if (n >= 2 && n <= 8 && pair_left(p, k - 1, k + 1) > 0) /* a closed wait */
        r += 3;
    if (n <= 7 && pair_left(p, k + 1, k + 2) > 0) /* a two-sided or edge wait above */
        r += n == 7 ? 3 : safe[k + 3] ? 0 : 10;
    return r;
}

/* The raw danger of kind k against riichi seat `th`: the waits it could be in. */
static int raw_danger(const proxy *p, int th, tsumo_kind k)
{
    if (p->s->safe[th][k])
        return 0;
    int r = copies_danger(p, k);
    return tsumo_kind_is_honor(k) ? r : r + run_danger(p, th, k);
}

/* Each kind's danger against the riichis, in per cent of all kinds' (a dealer's weighs more). */
static bool read_danger(const proxy *p, double danger[TSUMO_KINDS])
{
    const bot_sight *s = p->s;
    bool any = false;
    for (int k = 0; k < TSUMO_KINDS; k++)
        danger[k] = 0;
    for (int th = 0; th < 4; th++) {
        if (th == s->seat || s->threat[th] != 2)
            continue;
        any = true;
        int raw[TSUMO_KINDS], sum = 0;
        for (int k = 0; k < TSUMO_KINDS; k++)
            sum += raw[k] = raw_danger(p, th, (tsumo_kind)k);
        double scale = 100.0 / (sum ? sum : 1) * (th == s->view->dealer ? 1.4 : 1);
        for (int k = 0; k < TSUMO_KINDS; k++)
            danger[k] = raw[k] * scale > danger[k] ? raw[k] * scale : danger[k];
    }
    return any;
}

/* ---- which tile is of least use (majiang-ai's paijia) ---------------------------------- */

static int dora_weight(const proxy *p, int k)
{
    return 1 << p->s->dora[k];
}

static int suited_use(const proxy *p, tsumo_kind k)
{
    int n = tsumo_kind_number(k);
    const int *u = p->unseen;
    int left = n >= 3 ? min2(u[k - 2], u[k - 1]) : 0;
    int mid = n >= 2 && n <= 8 ? min2(u[k - 1], u[k + 1]) : 0;
    int right = n <= 7 ? min2(u[k + 1], u[k + 2]) : 0;
    int v = u[k] * dora_weight(p, k);
    if (n >= 3)
        v += left * dora_weight(p, k - 2);
    if (n >= 2)
        v += (left > mid ? left : mid) * dora_weight(p, k - 1);
    if (n <= 8)
        v += (mid > right ? mid : right) * dora_weight(p, k + 1);
    if (n <= 7)
        v += right * dora_weight(p, k + 2);
    return v;
}

/* How much kind k may still do for the hand; the least useful is discarded first. */
static int tile_use(const proxy *p, tsumo_kind k, const int suit_tiles[4], int winds, int dragons)
{
    const bot_sight *s = p->s;
    int v;
    if (tsumo_kind_is_honor(k)) {
        v = p->unseen[k] * dora_weight(p, k);
        v *= k == tsumo_wind_kind(s->view->round & 3) ? 2 : 1;
        v *= k == tsumo_wind_kind(s->view->seats[s->seat].wind & 3) ? 2 : 1;
        v *= tsumo_kind_is_dragon(k) ? 2 : 1;
    } else {
        v = suited_use(p, k);
    }
    v *= dora_weight(p, k);
    int most = suit_tiles[0] > suit_tiles[1] ? suit_tiles[0] : suit_tiles[1];
    most = most > suit_tiles[2] ? most : suit_tiles[2];
    int suit = tsumo_kind_is_honor(k) ? 3 : tsumo_kind_suit(k);
    if (tsumo_kind_is_wind(k) && winds >= 9)
        return v * 8;
    if (tsumo_kind_is_dragon(k) && dragons >= 6)
        return v * 8;
    if (suit == 3 && most + suit_tiles[3] >= 10)
        return v * 4;
    return suit_tiles[suit] + suit_tiles[3] >= 10 ? v * 2 : v;
}

static void read_use(const proxy *p, int use[TSUMO_KINDS])
{
    const bot_sight *s = p->s;
    int suit_tiles[4] = {0}, winds = 0, dragons = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        suit_tiles[tsumo_kind_is_honor((tsumo_kind)k) ? 3 : tsumo_kind_suit((tsumo_kind)k)] +=
            s->counts[k];
        winds += tsumo_kind_is_wind((tsumo_kind)k) ? s->counts[k] : 0;
        dragons += tsumo_kind_is_dragon((tsumo_kind)k) ? s->counts[k] : 0;
    }
    for (int i = 0; i < p->meld_n; i++) {
        tsumo_kind k = (tsumo_kind)p->melds[i].kind;
        suit_tiles[tsumo_kind_is_honor(k) ? 3 : tsumo_kind_suit(k)] += 3;
        winds += tsumo_kind_is_wind(k) ? 3 : 0;
        dragons += tsumo_kind_is_dragon(k) ? 3 : 0;
    }
    for (int k = 0; k < TSUMO_KINDS; k++)
        use[k] = s->counts[k] ? tile_use(p, (tsumo_kind)k, suit_tiles, winds, dragons) : 0;
}

/* ---- the discard ------------------------------------------------------------------------ */

static int find_type(const listed *l, int type)
{
    for (int i = 0; i < l->n; i++)
        if (l->legal[i].type == type)
            return i;
    return -1;
}

/* The listed discard of kind k, a plain five before a red one; `type` discard or riichi. */
static int listed_discard(const proxy *p, const listed *l, tsumo_kind k, int type)
{
    int best = -1;
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        if (a->type != type || tsumo_tile_kind(a->tile) != k || (a->flags & TSUMO_ACTION_OPEN))
            continue;
        if (best < 0 || (tsumo_tile_is_red(l->legal[best].tile, p->s->rules->red_fives) &&
                         !tsumo_tile_is_red(a->tile, p->s->rules->red_fives)))
            best = i;
    }
    return best;
}

/* Whether a danger is too much for a hand of shanten `sh` worth `worth` (majiang-ai's bounds). */
static bool too_dangerous(int sh, double worth, double danger, double least)
{
    if (danger <= least)
        return false;
    if (danger >= 13.5)
        return true;
    if (sh > 2 || (sh > 0 && worth < 300))
        return danger >= 8.0 || least < 3.0;
    if ((sh > 0 && worth < 1200) || (sh == 0 && worth < 200))
        return danger >= 8.0 || (least < 3.0 && danger >= 3.0);
    return false;
}

typedef struct discard_choice {
    int kind;     /* the kind discarded, -1 none */
    double worth; /* the hand's worth after it, -1 when chosen for safety alone */
    bool fold;    /* chosen as the safest against a riichi */
} discard_choice;

/* The listed kinds in majiang-ai's order: least useful first, the later kind among equals. */
static int discard_order(const proxy *p, const bool listed_kind[TSUMO_KINDS],
                         int order[TSUMO_KINDS])
{
    int use[TSUMO_KINDS], n = 0;
    read_use(p, use);
    for (int k = TSUMO_KINDS - 1; k >= 0; k--)
        if (listed_kind[k])
            order[n++] = k;
    for (int i = 1; i < n; i++) /* insertion sort, stable: equals keep the later kind first */
        for (int j = i; j > 0 && use[order[j]] < use[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    return n;
}

static discard_choice choose_discard(proxy *p, const listed *l)
{
    const bot_sight *s = p->s;
    bool listed_kind[TSUMO_KINDS] = {false};
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        tsumo_kind k = tsumo_tile_kind(a->tile);
        if ((a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI) &&
            k < TSUMO_KINDS && s->counts[k])
            listed_kind[k] = true;
    }
    double danger[TSUMO_KINDS];
    bool threatened = read_danger(p, danger);
    discard_choice best = {-1, -1, false};
    double least = 1e9;
    for (int k = 0; threatened && k < TSUMO_KINDS; k++)
        if (listed_kind[k] && danger[k] < least) {
            least = danger[k];
            best = (discard_choice){k, -1, true};
        }
    int order[TSUMO_KINDS], n = discard_order(p, listed_kind, order);
    uint8_t c[TSUMO_KINDS];
    memcpy(c, s->counts, TSUMO_KINDS);
    int melds = all_melds(p), now = tsumo_shanten_min(c, melds);
    for (int i = 0; i < n; i++) {
        int k = order[i];
        if (best.kind < 0)
            best.kind = k;
        c[k]--;
        bool keeps =
            tsumo_shanten_min(c, melds) <= now && (now <= 2 || yaku_shanten(p, c, melds) <= now);
        double worth = keeps ? worth13(p, c) : 0;
        c[k]++;
        if (!keeps || (threatened && too_dangerous(now, worth, danger[k], least)))
            continue;
        if (worth - best.worth > 1e-7)
            best = (discard_choice){k, worth, false};
    }
    return best;
}

/* ---- kans --------------------------------------------------------------------------------- */

/* A closed or added kan that keeps the shanten (and in riichi any listed one). */
static bool kan_keeps(proxy *p, const tsumo_action *a)
{
    const bot_sight *s = p->s;
    uint8_t c[TSUMO_KINDS];
    memcpy(c, s->counts, TSUMO_KINDS);
    int melds = all_melds(p), now = tsumo_shanten_min(c, melds);
    if (s->riichi_threat && now > 0)
        return false;
    if (s->view->seats[s->seat].riichi)
        return true;
    tsumo_kind k = tsumo_tile_kind(a->tile);
    int take = a->type == TSUMO_ACTION_CLOSED_KAN ? 4 : 1;
    if (k >= TSUMO_KINDS || c[k] < take)
        return false;
    c[k] = (uint8_t)(c[k] - take);
    int after = melds + (a->type == TSUMO_ACTION_CLOSED_KAN);
    /* 13 tiles after the kan take a draw: it keeps the shanten when no draw is lost */
    return tsumo_shanten_min(c, after) <= now;
}

/* ---- decisions -------------------------------------------------------------------------- */

static void say(bot_why *why, bot_why_code code, tsumo_tile tile)
{
    *why = (bot_why){code, tile, TSUMO_NO_SEAT, -1, 0, 0};
}

static int proxy_turn(proxy *p, const listed *l, bot_why *why)
{
    const bot_sight *s = p->s;
    int i = find_type(l, TSUMO_ACTION_TSUMO);
    if (i >= 0)
        return say(why, BOT_WHY_WIN, l->legal[i].tile), i;
    i = find_type(l, TSUMO_ACTION_KYUUSHU);
    if (i >= 0 && tsumo_shanten_min(s->counts, all_melds(p)) >= 4)
        return say(why, BOT_WHY_ABORT, TSUMO_NO_TILE), i;
    for (i = 0; i < l->n; i++) {
        int t = l->legal[i].type;
        if ((t == TSUMO_ACTION_CLOSED_KAN || t == TSUMO_ACTION_ADDED_KAN) &&
            kan_keeps(p, &l->legal[i]))
            return say(why, BOT_WHY_KAN, l->legal[i].tile), i;
    }
    discard_choice d = choose_discard(p, l);
    if (d.kind < 0)
        return 0;
    int r = listed_discard(p, l, (tsumo_kind)d.kind, TSUMO_ACTION_RIICHI);
    if (r >= 0 && d.worth >= 200) {
        say(why, BOT_WHY_RIICHI, l->legal[r].tile);
        return r;
    }
    i = listed_discard(p, l, (tsumo_kind)d.kind, TSUMO_ACTION_DISCARD);
    i = i >= 0 ? i : r;
    if (i < 0)
        return 0;
    say(why, d.fold ? BOT_WHY_FOLD : BOT_WHY_EFFICIENCY, l->legal[i].tile);
    return i;
}

/* The 13 or 14 tiles left by call `a` on kind k, and the imagined meld pushed. */
static bool apply_call(proxy *p, const tsumo_action *a, tsumo_kind k, uint8_t c[TSUMO_KINDS])
{
    const bot_sight *s = p->s;
    if (a->type == TSUMO_ACTION_OPEN_KAN) {
        memcpy(c, s->counts, TSUMO_KINDS);
        if (c[k] < 3)
            return false;
        c[k] -= 3;
        push_call(p, TSUMO_MELD_OPEN_KAN, k);
        return true;
    }
    if (!bot__after_call(s, a, c))
        return false;
    int low = k;
    for (int i = 0; i < 2; i++)
        low = tsumo_tile_kind(a->tiles[i]) < low ? tsumo_tile_kind(a->tiles[i]) : low;
    push_call(p, a->type == TSUMO_ACTION_CHI ? TSUMO_MELD_CHI : TSUMO_MELD_PON, low);
    return true;
}

/* Near ready: the call that makes the hand worth most, if any is worth more than none. */
static int call_for_worth(proxy *p, const listed *l, tsumo_kind k, int pass)
{
    const bot_sight *s = p->s;
    uint8_t c[TSUMO_KINDS];
    memcpy(c, s->counts, TSUMO_KINDS);
    double best = worth13(p, c);
    int pick = pass;
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        if (a->type != TSUMO_ACTION_CHI && a->type != TSUMO_ACTION_PON &&
            a->type != TSUMO_ACTION_OPEN_KAN)
            continue;
        bool was_closed = p->closed;
        if (!apply_call(p, a, k, c))
            continue;
        int melds = all_melds(p), sh = tsumo_shanten_min(c, melds);
        double v = 0;
        if (sh < 3)
            v = a->type == TSUMO_ACTION_OPEN_KAN ? worth13(p, c) : worth14(p, c, k);
        pop_call(p, was_closed);
        if (sh >= 3 || (s->riichi_threat && ((sh > 0 && v < 1200) || (sh == 0 && v < 500))))
            continue;
        if (v - best > 1e-7) {
            best = v;
            pick = i;
        }
    }
    return pick;
}

/* Far from ready: the first pon or chi that brings a yaku nearer. */
static int call_for_yaku(proxy *p, const listed *l, tsumo_kind k, int pass)
{
    const bot_sight *s = p->s;
    uint8_t c[TSUMO_KINDS];
    memcpy(c, s->counts, TSUMO_KINDS);
    int now = yaku_shanten(p, c, all_melds(p));
    for (int pass_type = 0; pass_type < 2; pass_type++) /* pons before chis, as majiang-ai */
        for (int i = 0; i < l->n; i++) {
            const tsumo_action *a = &l->legal[i];
            if (a->type != (pass_type == 0 ? TSUMO_ACTION_PON : TSUMO_ACTION_CHI))
                continue;
            bool was_closed = p->closed;
            if (!apply_call(p, a, k, c))
                continue;
            int after = yaku_shanten(p, c, all_melds(p));
            pop_call(p, was_closed);
            if (after < now)
                return i;
        }
    return pass;
}

static int proxy_claim(proxy *p, const listed *l, bot_why *why)
{
    const bot_sight *s = p->s;
    int i = find_type(l, TSUMO_ACTION_RON);
    tsumo_tile tile = s->view->claim_tile;
    if (i >= 0)
        return say(why, BOT_WHY_WIN, tile), i;
    int pass = find_type(l, TSUMO_ACTION_PASS);
    say(why, BOT_WHY_PASS, tile);
    tsumo_kind k = tsumo_tile_kind(tile);
    if (pass < 0 || tile >= TSUMO_TILES || k >= TSUMO_KINDS)
        return pass >= 0 ? pass : 0;
    int sh = tsumo_shanten_min(s->counts, all_melds(p));
    if (s->riichi_threat && sh >= 3)
        return pass;
    int pick = sh < 3 ? call_for_worth(p, l, k, pass) : call_for_yaku(p, l, k, pass);
    if (pick != pass)
        say(why, BOT_WHY_CALL, tile);
    return pick;
}

static int proxy_draw(const listed *l, bot_why *why)
{
    static const int order[] = {TSUMO_ACTION_NAGASHI, TSUMO_ACTION_TENPAI, TSUMO_ACTION_NOTEN};
    say(why, BOT_WHY_DRAW, TSUMO_NO_TILE);
    for (int o = 0; o < 3; o++) {
        int i = find_type(l, order[o]);
        if (i >= 0)
            return i;
    }
    return 0;
}

int bot_proxy_decide(const tsumo_view *view, const tsumo_action *legal, int n,
                     const tsumo_rules *rules, tsumo_action *out, bot_why *why)
{
    if (!view || !legal || !rules || !out || n < 1 || n > TSUMO_GAME_MAX_LEGAL)
        return -1;
    bot_why w = {BOT_WHY_ONLY, legal[0].tile, TSUMO_NO_SEAT, -1, 0, 0};
    int i = 0;
    if (n > 1) {
        bot_sight s;
        bot__read(&s, view, rules, BOT_LEVEL_MAX);
        proxy *p = malloc(sizeof *p);
        if (!p)
            return -1;
        proxy_read(p, &s);
        listed l = {legal, n};
        switch (view->phase) {
        case TSUMO_PHASE_TURN:
        case TSUMO_PHASE_AFTER_CALL:
            i = proxy_turn(p, &l, &w);
            break;
        case TSUMO_PHASE_CLAIM:
        case TSUMO_PHASE_CHANKAN:
            i = proxy_claim(p, &l, &w);
            break;
        case TSUMO_PHASE_DRAW:
            i = proxy_draw(&l, &w);
            break;
        default:
            break;
        }
        free(p);
    }
    *out = legal[i];
    if (why)
        *why = w;
    return i;
}

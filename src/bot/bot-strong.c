/*
 * Level 3 (docs/computer-players.md): each discard judged by what the hand
 * after it is worth in points, the chance to win it and the chance to deal in
 * with it.
 *
 * - A ready hand (tenpai) is valued exactly, wait by wait (tsumo_score_hand),
 *   with and without riichi; its chance to win grows with the winning tiles
 *   not seen and the turns left. A wait on a tile of the seat's own pond
 *   (furiten, R-FURI-01) can only win by tsumo, and is never chosen while
 *   another ready discard is not furiten.
 * - A hand one tile from ready looks two draws ahead: each tile that makes it
 *   ready, as many as are not seen, then the best ready discard after it,
 *   valued roughly (bot__quick_han): so a wider or dearer wait wins.
 * - Further hands count the tiles that improve them and what they keep
 *   (dora, red fives, a yakuhai pair).
 * - Against a threat (a riichi, three open melds) each discard costs its
 *   chance to deal in times the threat's expected hand; the hand pushes when
 *   what it may win is worth more than what pushing on risks, and folds
 *   (discards the safest tile) otherwise. First in the last hand folds.
 */
#include "bot-internal.h"

#include <float.h>
#include <string.h>

/* Furiten riichi (tsumo only) for this many winning tiles not seen and own turns left. */
#define FURITEN_RIICHI_LIVE  5
#define FURITEN_RIICHI_TURNS 5

/* A call is made when the hand after it is worth this much more than the hand as it is. */
#define CALL_MARGIN 1.0
/* A closed hand two or more from ready opens (one han) when the hand after it is worth this. */
#define CALL_OPEN_EQUITY 500

/* The discards pushing on makes before the hand wins: ready, one from ready, further. */
#define PUSH_LATER_READY 2
#define PUSH_LATER_ONE   5
#define PUSH_LATER_FAR   9

/* What being ready at an exhaustive draw is worth over not, about (noten payments). */
#define READY_AT_DRAW 800

/* What one listed discard kind leaves. */
typedef struct option {
    bool listed;
    int shanten;   /* as ranked: a ready hand that cannot win counts as one away */
    int raw;       /* tsumo_shanten_min after it */
    int ukeire;    /* tiles not seen that lower the shanten; ready: winning tiles not seen */
    bool furiten;  /* ready, on a wait in its own pond */
    bool riichi;   /* riichi is listed with it and pays */
    bool pao;      /* it would make another seat's yakuman liable on this one (R-PAO-01) */
    bool barred;   /* a furiten wait while another ready discard is not furiten */
    double equity; /* expected points of the hand after it, danger aside */
    double rank;   /* within its shanten, higher first */
    int value;     /* ready: points of a win (as chosen, riichi or not) */
    int dama;      /* ready: points of a win without riichi (0 when none by ron) */
} option;

typedef struct judge {
    const bot_sight *s;
    bot_table t;
    uint8_t c[TSUMO_KINDS]; /* scratch: the concealed tiles as they are being tried */
    option o[TSUMO_KINDS];
    int best_shanten;
    bool fold;
    int placement; /* 1-4 when the last hand's placement decided, else 0 */
} judge;

static bool closed_hand(const bot_sight *s)
{
    return !s->open;
}

/* The winnings a win adds beyond its points: the sticks on the table and the counters. */
static double table_bonus(const bot_sight *s)
{
    return 1000.0 * s->view->sticks + 300.0 * s->view->honba;
}

/* Winning tiles not seen of the 13 tiles j->c, the furiten of those waits, and the waits. */
static int live_waits(const judge *j, tsumo_kind gone, tsumo_kindset *waits, bool *furiten)
{
    tsumo_kindset w = tsumo_waits(j->c, j->s->melds);
    int live = 0;
    *furiten = false;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!(w >> k & 1))
            continue;
        live += 4 - j->s->seen[k];
        *furiten |= j->t.pond[k] > 0 || k == gone;
    }
    *waits = w;
    return live;
}

/* ---- a ready hand ------------------------------------------------------------ */

/* What a win on the waits is worth, averaged over the winning tiles not seen. */
typedef struct wait_worth {
    double dama;        /* by ron without riichi (0: no yaku) */
    double tsumo_dama;  /* by tsumo without riichi, where the ron has no yaku */
    double with_riichi; /* by ron with riichi (0 when riichi is not listed) */
} wait_worth;

static void worth_of_waits(judge *j, tsumo_kindset waits, int live, bool riichi_listed,
                           wait_worth *ww)
{
    const bot_sight *s = j->s;
    *ww = (wait_worth){0, 0, 0};
    for (int w = 0; w < TSUMO_KINDS && live > 0; w++) {
        int left = (waits >> w & 1) ? 4 - s->seen[w] : 0;
        if (left <= 0)
            continue;
        int ron = bot__exact_points(&j->t, j->c, (tsumo_kind)w, false, false);
        ww->dama += (double)left * ron / live;
        if (closed_hand(s) && !ron)
            ww->tsumo_dama +=
                (double)left * bot__exact_points(&j->t, j->c, (tsumo_kind)w, false, true) / live;
        if (closed_hand(s) && riichi_listed)
            ww->with_riichi +=
                (double)left * bot__exact_points(&j->t, j->c, (tsumo_kind)w, true, false) / live;
    }
}

static void judge_ready(judge *j, option *o, tsumo_kind k, bool riichi_listed)
{
    const bot_sight *s = j->s;
    tsumo_kindset waits;
    int live = live_waits(j, k, &waits, &o->furiten);
    o->ukeire = live;
    if (live <= 0) {
        o->shanten = 1;
        o->equity = o->rank = 0;
        return;
    }
    wait_worth ww;
    worth_of_waits(j, waits, live, riichi_listed, &ww);
    double dama = ww.dama, tsumo_dama = ww.tsumo_dama, with_riichi = ww.with_riichi;
    double bonus = table_bonus(s);
    bool can_ron = !o->furiten;
    double p_ron = bot__win_chance(&j->t, live, j->t.turns, can_ron);
    double p_tsumo = bot__win_chance(&j->t, live, j->t.turns, false);
    /* Without riichi: by ron when the hand has a yaku, else by tsumo alone (menzen tsumo). */
    bot_table *t = &j->t;
    double ev_dama = dama > 0 && can_ron ? p_ron * 1.15 * bot__win_worth(t, dama + bonus)
                     : tsumo_dama > 0    ? p_tsumo * bot__win_worth(t, tsumo_dama + bonus)
                                         : 0;
    /*
     * Riichi: ura dora, ippatsu and tsumo add about a quarter. The stick it
     * pays when it does not win, and the seats it makes fold, about cancel
     * (measured: counting the stick as lost made level 3 place 0.08 worse).
     * In furiten it wins by tsumo alone: only for a wide wait with time left.
     */
    double p_riichi = can_ron ? p_ron : p_tsumo;
    bool worth = can_ron || (live >= FURITEN_RIICHI_LIVE && j->t.turns >= FURITEN_RIICHI_TURNS);
    double ev_riichi = with_riichi > 0 && worth
                           ? p_riichi * bot__win_worth(t, with_riichi * 1.25 + bonus)
                           : -DBL_MAX;
    o->dama = can_ron ? (int)dama : 0;
    o->riichi = riichi_listed && ev_riichi > ev_dama;
    o->value = (int)(o->riichi ? with_riichi : dama > 0 ? dama : tsumo_dama);
    o->equity = o->riichi ? ev_riichi : ev_dama;
    if (o->equity <= 0) { /* no yaku and no riichi: ready in name only */
        o->shanten = 1;
        o->equity = 0;
    }
    o->rank = o->equity;
}

/* ---- one tile from ready: two draws ahead --------------------------------------- */

/* The best ready discard of the 14 tiles j->c (kind `drawn` just drawn): live waits x value. */
static double best_ready(judge *j, tsumo_kind drawn)
{
    const bot_sight *s = j->s;
    tsumo_kindset discards = tsumo_tenpai_discards(j->c, s->melds);
    double best = 0;
    for (int d = 0; d < TSUMO_KINDS; d++) {
        if (!(discards >> d & 1))
            continue;
        j->c[d]--;
        tsumo_kindset waits = tsumo_waits(j->c, s->melds);
        double sum = 0;
        bool furiten = false;
        for (int w = 0; w < TSUMO_KINDS; w++) {
            if (!(waits >> w & 1))
                continue;
            int left = 4 - s->seen[w] - (w == drawn);
            furiten |= j->t.pond[w] > 0 || w == d;
            if (left <= 0)
                continue;
            j->c[w]++;
            int han = bot__quick_han(&j->t, j->c, true);
            j->c[w]--;
            sum += left * bot__win_worth(&j->t, bot__points(han, s->view->dealer == s->seat));
        }
        j->c[d]++;
        sum *= furiten ? 0.5 : 1;
        best = sum > best ? sum : best;
    }
    return best;
}

static void judge_one_away(judge *j, option *o)
{
    uint8_t accepts[TSUMO_KINDS];
    o->ukeire = bot__accepts(j->s, j->c, j->s->melds, 1, accepts);
    if (!o->ukeire) {
        o->equity = o->rank = 0;
        return;
    }
    double sum = 0; /* over the tiles that make it ready: their count x the best wait's worth */
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!accepts[k])
            continue;
        j->c[k]++;
        sum += accepts[k] * best_ready(j, (tsumo_kind)k);
        j->c[k]--;
    }
    /* Ready after about unseen/ukeire turns; then the average wait's worth for the rest. */
    int wait = j->t.unseen / o->ukeire;
    int rest = j->t.turns - (wait < j->t.turns ? wait : j->t.turns);
    double p_ready = bot__win_chance(&j->t, o->ukeire, j->t.turns, false);
    double per_tile = sum / o->ukeire; /* live x points of the average ready hand */
    o->rank = sum;
    /* The ready hand's chance per live tile, as bot__win_chance gives it for a few tiles. */
    double p_win = bot__win_chance(&j->t, 4, rest, true) / 4;
    o->equity = p_ready * p_win * (per_tile + 4 * table_bonus(j->s));
}

/* ---- further hands ---------------------------------------------------------------- */

/* What giving up kind k costs in value: its dora, a red five, a yakuhai pair or pung. */
static double value_lost(const bot_sight *s, tsumo_kind k, int reds)
{
    double v =
        s->dora[k] * 4.5 +
        (tsumo_kind_number(k) == 5 && !tsumo_kind_is_honor(k) && reds >= s->counts[k] ? 4.5 : 0);
    if (s->counts[k] >= 2 && bot__is_yakuhai(s, k, s->seat))
        v += 4;
    return v;
}

/* ---- the table of discards ---------------------------------------------------------- */

/* How many of the discards that keep the best shanten have their ukeire counted (by shape). */
#define FAR_CANDIDATES 6

/*
 * Two from ready, a discard is judged two draws ahead (issue 19): each tile
 * that brings the hand to one from ready, as many as are not seen, times the
 * ukeire of the best hand one from ready it then leaves. Divided by this, the
 * sum counts as ukeire beside the value a discard gives up (value_lost).
 */
#define TWO_AWAY_SCALE 16.0
#define LOOK_LEVEL     3
#define AHEAD_SHARE    75
#define NEXT_TRIES     2

/* The 13-tile hands one draw and discard away already judged this turn, by their tiles. */
#define MEMO_SLOTS 1024 /* a power of two; a turn judges a few hundred */
typedef struct hand_memo {
    uint64_t key[MEMO_SLOTS][2]; /* the counts, three bits a kind; {0, 0} is an empty slot */
    int16_t ukeire[MEMO_SLOTS];  /* when one from ready */
    int used;
    tsumo_kindset discards; /* the kinds worth discarding next: those that keep the shanten now */
} hand_memo;

/* The slot of key: where it is, or the empty one where it goes (*found false). */
static int memo_slot(const hand_memo *m, const uint64_t key[2], bool *found)
{
    uint64_t h = (key[0] * 0x9e3779b97f4a7c15ull) ^ (key[1] * 0xc2b2ae3d27d4eb4full);
    for (int i = (int)(h >> 54) & (MEMO_SLOTS - 1);; i = (i + 1) & (MEMO_SLOTS - 1)) {
        *found = m->key[i][0] == key[0] && m->key[i][1] == key[1];
        if (*found || !m->key[i][1])
            return i;
    }
}

/* The ukeire of the 13 tiles c, one from ready, from the memo or counted into it. */
static int memo_ukeire(const bot_sight *s, hand_memo *m, uint8_t c[TSUMO_KINDS])
{
    uint64_t key[2];
    bool found;
    bot__hand_key(c, key);
    int i = memo_slot(m, key, &found);
    if (found)
        return m->ukeire[i];
    int u = bot__ukeire(s, c, s->melds, 1);
    if (m->used < MEMO_SLOTS * 3 / 4) { /* a full table would probe long */
        memcpy(m->key[i], key, sizeof key);
        m->ukeire[i] = (int16_t)u;
        m->used++;
    }
    return u;
}

/*
 * The ukeire of the best hand one from ready that 14 tiles c leave (0: none):
 * of the discards that keep one from ready, the NEXT_TRIES that do least for
 * the shape are counted.
 */
static int best_one_away(const bot_sight *s, hand_memo *m, uint8_t c[TSUMO_KINDS])
{
    int tries[NEXT_TRIES] = {0}, shape[NEXT_TRIES] = {0}, n = 0;
    for (int d = 0; d < TSUMO_KINDS; d++) {
        if (!c[d] || !(m->discards >> d & 1))
            continue;
        c[d]--;
        bool keeps = tsumo_shanten_min(c, s->melds) == 1;
        c[d]++;
        if (!keeps)
            continue;
        int sh = bot__shape(c, (tsumo_kind)d), at = n < NEXT_TRIES ? n++ : NEXT_TRIES;
        while (at > 0 && shape[at - 1] > sh) {
            if (at < NEXT_TRIES)
                tries[at] = tries[at - 1], shape[at] = shape[at - 1];
            at--;
        }
        if (at < NEXT_TRIES)
            tries[at] = d, shape[at] = sh;
    }
    int best = 0;
    for (int i = 0; i < n; i++) {
        c[tries[i]]--;
        int u = memo_ukeire(s, m, c);
        c[tries[i]]++;
        best = u > best ? u : best;
    }
    return best;
}

/* The 13 tiles j->c, two from ready, judged two draws ahead (TWO_AWAY_SCALE). */
static double two_away(judge *j, hand_memo *m)
{
    uint8_t accepts[TSUMO_KINDS];
    if (!bot__accepts(j->s, j->c, j->s->melds, 2, accepts))
        return 0;
    double sum = 0;
    for (int t = 0; t < TSUMO_KINDS; t++) {
        if (!accepts[t])
            continue;
        j->c[t]++;
        sum += accepts[t] * (double)best_one_away(j->s, m, j->c);
        j->c[t]--;
    }
    return sum / TWO_AWAY_SCALE;
}

/* The discards that keep the best shanten, best first by shape and value, with their ukeire. */
static int far_candidates(judge *j, int picks[FAR_CANDIDATES])
{
    const bot_sight *s = j->s;
    bool done[TSUMO_KINDS] = {false};
    int n = 0;
    while (n < FAR_CANDIDATES) {
        int pick = -1;
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (j->o[k].listed && !done[k] && j->o[k].shanten == j->best_shanten &&
                (pick < 0 || j->o[k].rank > j->o[pick].rank))
                pick = k;
        if (pick < 0)
            break;
        done[pick] = true;
        memcpy(j->c, s->counts, sizeof j->c);
        j->c[pick]--;
        j->o[pick].ukeire = bot__ukeire(s, j->c, s->melds, j->best_shanten);
        j->o[pick].rank += 1000;
        picks[n++] = pick;
    }
    return n;
}

static void judge_far(judge *j)
{
    int picks[FAR_CANDIDATES], n = far_candidates(j, picks), most = 0;
    if (j->best_shanten != 2 || j->s->level < LOOK_LEVEL) {
        for (int i = 0; i < n; i++)
            j->o[picks[i]].rank += j->o[picks[i]].ukeire;
        return;
    }
    hand_memo memo;
    memset(memo.key, 0, sizeof memo.key);
    memo.used = 0;
    memo.discards = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (j->o[k].listed && j->o[k].shanten == j->best_shanten)
            memo.discards |= (tsumo_kindset)1 << k;
    for (int i = 0; i < n; i++)
        most = j->o[picks[i]].ukeire > most ? j->o[picks[i]].ukeire : most;
    /* A discard far behind in ukeire is not looked at further (AHEAD_SHARE). */
    for (int i = 0; i < n; i++) {
        memcpy(j->c, j->s->counts, sizeof j->c);
        j->c[picks[i]]--;
        if (j->o[picks[i]].ukeire * 100 >= most * AHEAD_SHARE)
            j->o[picks[i]].rank += two_away(j, &memo);
    }
}

/* Marks the listed discard kinds, and those riichi may be declared with. */
static void list_options(judge *j, const listed *l, bool riichi[TSUMO_KINDS])
{
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        tsumo_kind k = tsumo_tile_kind(a->tile);
        if ((a->type != TSUMO_ACTION_DISCARD && a->type != TSUMO_ACTION_RIICHI) ||
            k >= TSUMO_KINDS || !j->s->counts[k])
            continue;
        j->o[k].listed = true;
        riichi[k] |= a->type == TSUMO_ACTION_RIICHI;
    }
}

/* Red fives held of kind k. */
static int reds_of(const judge *j, int k)
{
    return k == TSUMO_5M   ? j->t.red[0]
           : k == TSUMO_5P ? j->t.red[1]
           : k == TSUMO_5S ? j->t.red[2]
                           : 0;
}

/*
 * What no gain makes up for: the third dragon or fourth wind to a seat that
 * shows the others (R-PAO-01) goes last; a wait on a tile of its own pond
 * only when no ready discard leaves a wait that is not furiten (R-FURI-01).
 */
static void demote(judge *j)
{
    const bot_sight *s = j->s;
    for (int k = 0; k < TSUMO_KINDS; k++)
        for (int seat = 0; seat < 4 && j->o[k].listed; seat++)
            if (seat != s->seat && bot__feeds_liability(s, &s->view->seats[seat], (tsumo_kind)k))
                j->o[k].pao = true, j->o[k].shanten += 3;
    bool clean = false; /* some ready discard leaves waits none of which is furiten */
    for (int k = 0; k < TSUMO_KINDS; k++)
        clean |= j->o[k].listed && j->o[k].raw == 0 && !j->o[k].furiten;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (clean && j->o[k].listed && j->o[k].raw == 0 && j->o[k].furiten)
            j->o[k].barred = true, j->o[k].shanten = 1, j->o[k].rank = j->o[k].equity = -1;
    j->best_shanten = 99;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (j->o[k].listed && j->o[k].shanten < j->best_shanten)
            j->best_shanten = j->o[k].shanten;
}

static void make_options(judge *j, const listed *l)
{
    const bot_sight *s = j->s;
    bool riichi[TSUMO_KINDS] = {false};
    list_options(j, l, riichi);
    for (int k = 0; k < TSUMO_KINDS; k++) {
        option *o = &j->o[k];
        if (!o->listed)
            continue;
        memcpy(j->c, s->counts, sizeof j->c);
        j->c[k]--;
        o->raw = o->shanten = tsumo_shanten_min(j->c, s->melds);
        if (o->raw == 0)
            judge_ready(j, o, (tsumo_kind)k, riichi[k]);
        else if (o->raw == 1)
            judge_one_away(j, o);
        else /* by shape and value until the ukeire is counted (judge_far) */
            o->rank = -value_lost(s, (tsumo_kind)k, reds_of(j, k)) -
                      bot__shape(s->counts, (tsumo_kind)k) * 0.1;
    }
    demote(j);
    if (j->best_shanten >= 2)
        judge_far(j);
    else /* the value kept counts at one from ready too, through the rank */
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (j->o[k].listed && j->o[k].raw >= 2)
                j->o[k].rank = -value_lost(s, (tsumo_kind)k, reds_of(j, k));
}

/* Whether option a goes before option b, danger aside: the shanten, then the rank. */
static bool better(const option *a, const option *b)
{
    if (a->shanten != b->shanten)
        return a->shanten < b->shanten;
    return a->rank > b->rank;
}

static int best_kind(const judge *j)
{
    int best = -1;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (j->o[k].listed && (best < 0 || better(&j->o[k], &j->o[best])))
            best = k;
    return best;
}

/* ---- push or fold ---------------------------------------------------------------------- */

/* Held tiles that cannot deal in, after discarding kind `gone`. */
static int safe_left(const judge *j, int gone)
{
    int n = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (j->t.deal_in[k] <= 0)
            n += j->s->counts[k] - (k == gone);
    return n;
}

static double cost_of(const judge *j, int k)
{
    if (j->o[k].pao || j->o[k].barred) /* folding does not excuse either */
        return j->o[k].pao ? 1e9 : 1e6;
    return j->t.deal_in[k] * j->t.loss[k];
}

/*
 * What pushing on costs in the turns after this one: the tiles still to be
 * discarded before the hand is ready and wins, each of them dangerous about
 * one time in twenty.
 */
static double push_later(const judge *j, int shanten)
{
    int more = shanten <= 0 ? PUSH_LATER_READY : shanten == 1 ? PUSH_LATER_ONE : PUSH_LATER_FAR;
    more = more < j->t.turns ? more : j->t.turns;
    return j->t.threat_loss * 0.03 * more;
}

/* What folding costs later: when the safe tiles run out, a tile of some danger. */
static double fold_later(const judge *j, int k)
{
    int need = j->t.turns < 4 ? j->t.turns : 4, have = safe_left(j, k);
    return have >= need ? 0 : j->t.threat_loss * 0.025 * (need - have);
}

/* The safest discard; among equally safe ones, the best for the hand. */
static int safest(const judge *j)
{
    int best = -1;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!j->o[k].listed)
            continue;
        double c = cost_of(j, k), cb = best < 0 ? 0 : cost_of(j, best);
        if (best < 0 || c < cb - 1e-9 || (c <= cb + 1e-9 && better(&j->o[k], &j->o[best])))
            best = k;
    }
    return best;
}

/* The discard when a threat is on the table: pushes or folds, sets j->fold. */
static int push_or_fold(judge *j)
{
    const bot_sight *s = j->s;
    int push = -1;
    double push_score = -DBL_MAX;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        const option *o = &j->o[k];
        if (!o->listed || o->shanten > j->best_shanten)
            continue;
        double score = (o->shanten <= 1 ? o->equity : 0) - cost_of(j, k) +
                       (o->shanten == 0 ? READY_AT_DRAW : 0);
        if (push < 0 || score > push_score + 1e-9 ||
            (score >= push_score - 1e-9 && better(o, &j->o[push]))) {
            push = k;
            push_score = score;
        }
    }
    int fold = safest(j);
    if (push < 0)
        return fold;
    push_score -= push_later(j, j->o[push].shanten);
    double fold_score = (j->o[fold].shanten <= 1 ? j->o[fold].equity * 0.3 : 0) - cost_of(j, fold) -
                        fold_later(j, fold);
    /* First in the last hand keeps first place: it pushes only a tile that is nearly safe. */
    if (bot__all_last(s) && bot__place(s) == 1 &&
        (j->o[push].shanten > 0 || j->t.deal_in[push] > 0.02)) {
        j->fold = true;
        j->placement = 1;
        return fold;
    }
    j->fold = fold_score > push_score;
    return j->fold ? fold : push;
}

/* ---- the turn ---------------------------------------------------------------------------- */

/* The listed action of `type` discarding kind k: a plain five before a red one. */
static int action_of(const bot_sight *s, const listed *l, int type, int k)
{
    int best = -1, best_score = 99;
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        if (a->type != type || tsumo_tile_kind(a->tile) != k)
            continue;
        int score = tsumo_tile_is_red(a->tile, s->rules->red_fives) * 2 +
                    (a->flags & TSUMO_ACTION_OPEN ? 1 : 0);
        if (score < best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

/* Open riichi (R-RII-13) shows the hand: worth it for a wide wait that tsumo wins. */
static int open_instead(const bot_sight *s, const listed *l, int r, int live)
{
    const tsumo_action *plain = &l->legal[r];
    if (live < 8)
        return r;
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        if (a->type == TSUMO_ACTION_RIICHI && a->tile == plain->tile &&
            a->flags == (plain->flags | TSUMO_ACTION_OPEN))
            return i;
    }
    (void)s;
    return r;
}

static void read_judge(judge *j, const bot_sight *s, const listed *l)
{
    memset(j, 0, sizeof *j);
    j->s = s;
    bot__table_read(&j->t, s);
    make_options(j, l);
}

/* The first place in the last hand plays quietly: no riichi while the hand has a yaku. */
static bool quiet_for_place(const bot_sight *s, const option *o)
{
    return bot__all_last(s) && bot__place(s) == 1 && o->dama > 0;
}

static int discard_why(const judge *j, int k, bot_why *why)
{
    const option *o = &j->o[k];
    why->tile = TSUMO_NO_TILE;
    why->shanten = o->raw;
    why->count = o->ukeire;
    why->value = o->value;
    why->threat = (uint8_t)j->t.main_threat;
    if (j->fold) {
        why->code = j->placement ? BOT_WHY_PLACEMENT : BOT_WHY_FOLD;
        why->count = safe_left(j, k);
        why->value = j->placement ? bot__place(j->s) : 0;
        return 0;
    }
    if (j->s->threatened && j->t.deal_in[k] > 0) {
        why->code = BOT_WHY_PUSH;
        return 0;
    }
    why->threat = TSUMO_NO_SEAT;
    /* Efficiency when no discard of its shanten has more improving tiles, value otherwise. */
    why->code = BOT_WHY_EFFICIENCY;
    for (int i = 0; i < TSUMO_KINDS; i++)
        if (j->o[i].listed && j->o[i].shanten == o->shanten && j->o[i].ukeire > o->ukeire &&
            (o->raw != 1 || j->o[i].raw == 1))
            why->code = BOT_WHY_VALUE;
    return 0;
}

int bot__strong_turn(const bot_sight *s, const listed *l, bot_why *why)
{
    judge j;
    read_judge(&j, s, l);
    int k = s->threatened ? push_or_fold(&j) : best_kind(&j);
    if (k < 0)
        return 0;
    const option *o = &j.o[k];
    discard_why(&j, k, why);
    int d = action_of(s, l, TSUMO_ACTION_DISCARD, k);
    int r = action_of(s, l, TSUMO_ACTION_RIICHI, k);
    bool riichi = r >= 0 && o->riichi && !j.fold;
    if (riichi && quiet_for_place(s, o)) {
        why->code = BOT_WHY_PLACEMENT;
        why->value = bot__place(s);
        riichi = false;
    } else if (riichi) {
        why->code = o->furiten ? BOT_WHY_RIICHI_FURITEN : BOT_WHY_RIICHI;
        why->count = o->ukeire;
        why->threat = TSUMO_NO_SEAT;
        why->tile = l->legal[r].tile;
        return open_instead(s, l, r, o->ukeire);
    } else if (r >= 0 && !j.fold && why->code != BOT_WHY_PUSH) {
        why->code = BOT_WHY_DAMA;
        why->value = o->dama;
        why->count = o->ukeire;
    }
    int i = d >= 0 ? d : r;
    why->tile = l->legal[i].tile;
    return i;
}

void bot__strong_order(const bot_sight *s, const listed *l, int order[TSUMO_KINDS],
                       int danger[TSUMO_KINDS])
{
    judge j;
    read_judge(&j, s, l);
    int chosen = s->threatened ? push_or_fold(&j) : best_kind(&j);
    /* Rank every kind against the others: the chosen first, then folding by danger or by hand. */
    for (int k = 0; k < TSUMO_KINDS; k++) {
        danger[k] = (int)(j.t.deal_in[k] * 1000 + 0.5);
        order[k] = 0;
        if (!j.o[k].listed)
            continue;
        for (int m = 0; m < TSUMO_KINDS; m++) {
            if (!j.o[m].listed || m == k)
                continue;
            bool before =
                j.fold ? cost_of(&j, m) < cost_of(&j, k) - 1e-9 ||
                             (cost_of(&j, m) <= cost_of(&j, k) + 1e-9 && better(&j.o[m], &j.o[k]))
                       : better(&j.o[m], &j.o[k]);
            order[k] += before;
        }
        order[k] += k != chosen;
    }
    (void)chosen;
}

/* ---- claims ----------------------------------------------------------------------------- */

/* Whether every tile of a meld is of suit `suit` or an honour. */
static bool meld_in_suit(const tsumo_game_meld *m, int suit)
{
    for (int i = 0; i < m->count; i++) {
        tsumo_kind k = tsumo_tile_kind(m->tiles[i]);
        if (!tsumo_kind_is_honor(k) && tsumo_kind_suit(k) != suit)
            return false;
    }
    return true;
}

/*
 * Whether the melds and all but one concealed tile are of one suit with honours (honitsu):
 * the concealed tile off the suit in *off (TSUMO_NO_KIND when none is).
 */
static bool one_suit_way(const uint8_t after[TSUMO_KINDS], const tsumo_game_meld *all, int n,
                         tsumo_kind *off_kind)
{
    for (int suit = 0; suit < 3; suit++) {
        bool melds_in = true;
        for (int m = 0; m < n; m++)
            melds_in &= meld_in_suit(&all[m], suit);
        int off = 0;
        tsumo_kind last = TSUMO_NO_KIND;
        for (int k = 0; k < 27; k++)
            if (tsumo_kind_suit((tsumo_kind)k) != suit && after[k])
                off += after[k], last = (tsumo_kind)k;
        if (melds_in && off <= 1) {
            *off_kind = last;
            return true;
        }
    }
    return false;
}

/* The han of the melds' yakuhai pungs; *simple is cleared by a meld with a terminal or honour. */
static int melds_yaku(const bot_sight *s, const tsumo_game_meld *all, int n, bool *simple)
{
    int han = 0;
    for (int m = 0; m < n; m++) {
        tsumo_kind k = tsumo_tile_kind(all[m].tiles[0]);
        han += all[m].type != TSUMO_MELD_CHI && bot__is_yakuhai(s, k, s->seat);
        for (int i = 0; i < all[m].count; i++)
            *simple &= tsumo_kind_is_simple(tsumo_tile_kind(all[m].tiles[i]));
    }
    return han;
}

/* The least shanten of the hand without one of the tiles off its yaku (TSUMO_NO_KIND: none). */
static int shanten_without(uint8_t c[TSUMO_KINDS], int melds, tsumo_kind off_a, tsumo_kind off_b)
{
    int best = 99;
    tsumo_kind offs[2] = {off_a, off_b};
    for (int y = 0; y < 2; y++) {
        if (offs[y] == TSUMO_NO_KIND)
            continue;
        c[offs[y]]--;
        int sh = tsumo_shanten_min(c, melds);
        c[offs[y]]++;
        best = sh < best ? sh : best;
    }
    return best;
}

/*
 * The han of yaku the hand is sure of after a call (0: none, and no call is
 * made without one, R-WIN-02): a yakuhai pung, all simples where open tanyao
 * counts (CFG-KUITAN, R-YAKU-05; one tile off, to be discarded next), or one
 * suit with honours (one tile off). `after` are the concealed tiles left and
 * `called` the new meld's tiles. *path is the shanten of the hand that keeps
 * the yaku: where every yaku waits on one tile off being discarded, the hand
 * without it (issue 19: a chi for all simples that keeps 789m beside it is
 * faster only by giving up the yaku), else the best after any discard.
 */
static int sure_yaku(const bot_sight *s, const uint8_t after[TSUMO_KINDS],
                     const tsumo_game_meld *called, int *path)
{
    const tsumo_view_seat *me = &s->view->seats[s->seat];
    tsumo_game_meld all[TSUMO_MAX_MELDS + 1];
    int n = 0;
    for (int m = 0; m < me->meld_count; m++)
        all[n++] = me->melds[m];
    all[n++] = *called;
    bool simple = s->rules->open_tanyao;
    int han = melds_yaku(s, all, n, &simple);
    int off_simple = 0;
    tsumo_kind off_tanyao = TSUMO_NO_KIND, off_flush = TSUMO_NO_KIND;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        han += after[k] >= 3 && bot__is_yakuhai(s, (tsumo_kind)k, s->seat);
        if (!tsumo_kind_is_simple((tsumo_kind)k) && after[k])
            off_simple += after[k], off_tanyao = (tsumo_kind)k;
    }
    bool tanyao = simple && off_simple <= 1, flush = one_suit_way(after, all, n, &off_flush);
    uint8_t c[TSUMO_KINDS];
    memcpy(c, after, sizeof c);
    *path = tsumo_shanten_min(c, n);
    if (!han && !(tanyao && off_tanyao == TSUMO_NO_KIND) &&
        !(flush && off_flush == TSUMO_NO_KIND) && (tanyao || flush))
        *path = shanten_without(c, n, tanyao ? off_tanyao : TSUMO_NO_KIND,
                                flush ? off_flush : TSUMO_NO_KIND);
    return han + tanyao + (flush ? 2 : 0);
}

/* The dora of the hand after a call: its concealed tiles, melds and red fives. */
static int dora_after(const bot_sight *s, const bot_table *t, const uint8_t after[TSUMO_KINDS],
                      const tsumo_game_meld *called)
{
    int d = t->red[0] + t->red[1] + t->red[2];
    for (int k = 0; k < TSUMO_KINDS; k++)
        d += after[k] * s->dora[k];
    const tsumo_view_seat *me = &s->view->seats[s->seat];
    for (int m = 0; m <= me->meld_count; m++) {
        const tsumo_game_meld *meld = m < me->meld_count ? &me->melds[m] : called;
        for (int i = 0; i < meld->count; i++)
            d += s->dora[tsumo_tile_kind(meld->tiles[i])];
    }
    return d;
}

typedef struct call_value {
    int shanten;   /* after the call and its best discard */
    int han;       /* sure yaku and dora */
    double equity; /* expected points after it, when one from ready or ready; else -1 */
} call_value;

/* Removes one tile of the hand: the very tile, else one of its kind; false when none is held. */
static bool take_tile(tsumo_view *v, tsumo_tile tile)
{
    int at = -1;
    for (int i = 0; i < v->hand_count && at < 0; i++)
        at = v->hand_tiles[i] == tile ? i : at;
    for (int i = 0; i < v->hand_count && at < 0; i++)
        at = tsumo_tile_kind(v->hand_tiles[i]) == tsumo_tile_kind(tile) ? i : at;
    if (at < 0)
        return false;
    memmove(&v->hand_tiles[at], &v->hand_tiles[at + 1],
            (size_t)(v->hand_count - at - 1) * sizeof v->hand_tiles[0]);
    v->hand_count--;
    return true;
}

/*
 * The seat's view after chi or pon `a`, as it will be when it must discard: the
 * two tiles in a new meld with the claimed one, that tile marked called in its
 * discarder's pond (so it is seen once). False when the view cannot say.
 */
static bool view_after_call(const bot_sight *s, const tsumo_action *a, tsumo_view *v)
{
    *v = *s->view;
    tsumo_view_seat *me = &v->seats[s->seat];
    tsumo_view_seat *from = &v->seats[v->claim_from & 3];
    if (me->meld_count >= TSUMO_MAX_MELDS || !from->discard_count || !take_tile(v, a->tiles[0]) ||
        !take_tile(v, a->tiles[1]))
        return false;
    from->discards[from->discard_count - 1].flags |= TSUMO_POND_CALLED;
    me->melds[me->meld_count++] =
        (tsumo_game_meld){.type = a->type == TSUMO_ACTION_CHI ? TSUMO_MELD_CHI : TSUMO_MELD_PON,
                          .from = (uint8_t)(v->claim_from & 3),
                          .called = v->claim_tile,
                          .added = TSUMO_NO_TILE,
                          .count = 3,
                          .tiles = {v->claim_tile, a->tiles[0], a->tiles[1], TSUMO_NO_TILE}};
    me->tile_count = v->hand_count;
    v->phase = TSUMO_PHASE_AFTER_CALL;
    v->turn = (uint8_t)s->seat;
    v->claim_tile = TSUMO_NO_TILE;
    v->drawn = TSUMO_NO_TILE;
    return true;
}

/* Whether the ruleset forbids discarding kind k right after chi or pon `a` (R-CALL-11). */
static bool swap_barred(const bot_sight *s, const tsumo_action *a, tsumo_kind called, int k)
{
    if (s->rules->kuikae == TSUMO_KUIKAE_ALLOW)
        return false;
    if (k == called)
        return true;
    if (s->rules->kuikae != TSUMO_KUIKAE_FORBID_SAME_AND_END || a->type != TSUMO_ACTION_CHI)
        return false;
    int lo = tsumo_tile_kind(a->tiles[0]), hi = tsumo_tile_kind(a->tiles[1]);
    if (lo > hi)
        lo = hi, hi = tsumo_tile_kind(a->tiles[0]);
    int n = tsumo_kind_number(called);
    return (called < lo && n <= 6 && k == called + 3) || (called > hi && n >= 4 && k == called - 3);
}

/*
 * What the hand is worth after chi or pon `a` and its best discard, in expected
 * points, judged as level 3 judges a turn (-1 when it is further than one
 * from ready, where the equity is not weighed).
 */
static double equity_after_call(const bot_sight *s, const tsumo_action *a)
{
    tsumo_view v;
    if (!view_after_call(s, a, &v))
        return -1;
    bot_sight after;
    bot__read(&after, &v, s->rules, s->level);
    tsumo_kind called = tsumo_tile_kind(s->view->claim_tile);
    tsumo_action discards[TSUMO_KINDS];
    int n = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!after.counts[k] || swap_barred(s, a, called, k))
            continue;
        for (int i = 0; i < v.hand_count; i++)
            if (tsumo_tile_kind(v.hand_tiles[i]) == k) {
                discards[n++] = (tsumo_action){.type = TSUMO_ACTION_DISCARD,
                                               .seat = (uint8_t)s->seat,
                                               .tile = v.hand_tiles[i]};
                break;
            }
    }
    if (!n)
        return -1;
    listed l = {discards, n};
    judge j;
    read_judge(&j, &after, &l);
    int k = best_kind(&j);
    return k >= 0 && j.o[k].shanten <= 1 ? j.o[k].equity : -1;
}

/* What the 13 concealed tiles are worth as they are, in expected points (-1: further). */
static double equity_now(const bot_sight *s, int now)
{
    if (now > 1)
        return -1;
    judge j;
    memset(&j, 0, sizeof j);
    j.s = s;
    bot__table_read(&j.t, s);
    memcpy(j.c, s->counts, sizeof j.c);
    option o = {.listed = true, .shanten = now, .raw = now};
    bool riichi = !s->open && s->view->seats[s->seat].score >= 1000 && s->view->live_left >= 4;
    if (now == 0)
        judge_ready(&j, &o, TSUMO_KINDS, riichi);
    else
        judge_one_away(&j, &o);
    return o.shanten <= 1 ? o.equity : 0;
}

/* Whether a chi or pon is worth making, and what it leaves; false to pass. */
static bool weigh_call(const bot_sight *s, const bot_table *t, const tsumo_action *a, int now,
                       call_value *cv)
{
    uint8_t after[TSUMO_KINDS];
    if (!bot__after_call(s, a, after))
        return false;
    tsumo_kind called = tsumo_tile_kind(s->view->claim_tile);
    tsumo_game_meld meld = {.type = a->type == TSUMO_ACTION_CHI ? TSUMO_MELD_CHI : TSUMO_MELD_PON,
                            .count = 3,
                            .tiles = {s->view->claim_tile, a->tiles[0], a->tiles[1]}};
    int yaku = sure_yaku(s, after, &meld, &cv->shanten);
    if (!yaku) /* never a call that leaves the hand without a yaku (R-WIN-02) */
        return false;
    if (s->rules->two_han_at_five_counters && s->view->honba >= 5 && yaku < 2)
        return false; /* five counters need two han of yaku (R-WIN-03, EMA 3.4.11) */
    cv->han = yaku + dora_after(s, t, after, &meld);
    cv->equity = -1;
    if (s->threatened) /* against a threat only a call that makes the hand ready */
        return cv->shanten == 0 && cv->shanten < now;
    bool yakuhai_pon = a->type == TSUMO_ACTION_PON && bot__is_yakuhai(s, called, s->seat);
    if (yakuhai_pon
            ? cv->shanten < now || (cv->shanten == now && (now >= 2 || s->open))
            : cv->shanten < now && cv->shanten <= 2 && (s->open || cv->han >= 2 || t->turns <= 6))
        return true; /* a yakuhai pung; an open hand, two han or late, for speed */
    /*
     * Besides: a call that brings the hand to one from ready or ready when the
     * hand after it is worth more in expected points than the hand as it is
     * (both judged as a turn is judged), or, from further, a fair sum.
     */
    if (cv->shanten >= now || cv->shanten > 1)
        return false;
    cv->equity = equity_after_call(s, a);
    if (cv->equity < 0)
        return false;
    return now <= 1 ? cv->equity > equity_now(s, now) * CALL_MARGIN
                    : cv->equity >= CALL_OPEN_EQUITY;
}

int bot__strong_claim(const bot_sight *s, const listed *l, bot_why *why)
{
    int pass = -1;
    for (int i = 0; i < l->n; i++)
        pass = l->legal[i].type == TSUMO_ACTION_PASS && pass < 0 ? i : pass;
    bot_table t;
    bot__table_read(&t, s);
    int now = tsumo_shanten_min(s->counts, s->melds);
    int best = -1;
    call_value best_cv = {99, 0, -1};
    for (int i = 0; i < l->n; i++) {
        int type = l->legal[i].type;
        call_value cv;
        if ((type != TSUMO_ACTION_CHI && type != TSUMO_ACTION_PON) ||
            !weigh_call(s, &t, &l->legal[i], now, &cv))
            continue;
        if (cv.shanten < best_cv.shanten ||
            (cv.shanten == best_cv.shanten &&
             (cv.equity > best_cv.equity ||
              (cv.equity == best_cv.equity && cv.han > best_cv.han)))) {
            best = i;
            best_cv = cv;
        }
    }
    why->tile = s->view->claim_tile;
    if (best < 0) {
        why->code = BOT_WHY_PASS;
        why->threat = (uint8_t)t.main_threat;
        return pass >= 0 ? pass : 0;
    }
    why->code = BOT_WHY_CALL;
    why->shanten = best_cv.shanten;
    why->value = bot__points(best_cv.han, s->view->dealer == s->seat);
    return best;
}

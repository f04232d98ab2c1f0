/*
 * What level 3 reads off the table beyond the sight (bot-read.c): the turns
 * left, each tile's chance of dealing in, and the worth
 * of a hand, exactly (tsumo_score_hand) for the waits it has now and roughly
 * (bot__quick_han) for the hands a few draws away.
 */
#include "bot-internal.h"

#include <string.h>

/* ---- danger ----------------------------------------------------------------- */

/*
 * One side of a two-sided wait on suited kind k, the run k+a, k+b waiting on k
 * and k+far: 0 closed (k+far cannot win for the threat: suji; or all four of
 * k+a or k+b are seen: no chance), 0.5 when three of one are seen (one
 * chance), 1 open.
 */
static double side_open(const bot_table *t, int threat, tsumo_kind k, int a, int b, int far)
{
    if (t->s->safe[threat][k + far])
        return 0;
    int most = t->s->seen[k + a] > t->s->seen[k + b] ? t->s->seen[k + a] : t->s->seen[k + b];
    return most >= 4 ? 0 : most == 3 ? 0.5 : 1;
}

/*
 * The chance a riichi waits on kind k, by the usual shape of riichi hands:
 * a middle tile open on both sides deals in about one time in eight, a suji
 * terminal one in seventy; an honour by how many copies are still unseen.
 */
static double riichi_wait_chance(const bot_table *t, int threat, tsumo_kind k)
{
    const bot_sight *s = t->s;
    if (tsumo_kind_is_honor(k)) {
        static const double by_seen[5] = {0.075, 0.055, 0.03, 0.013, 0};
        double p = by_seen[s->seen[k] > 4 ? 4 : s->seen[k]];
        return bot__is_yakuhai(s, k, threat) ? p * 1.2 : p;
    }
    int n = tsumo_kind_number(k);
    double p;
    if (n == 1)
        p = 0.015 + 0.04 * side_open(t, threat, k, 1, 2, 3);
    else if (n == 9)
        p = 0.015 + 0.04 * side_open(t, threat, k, -1, -2, -3);
    else if (n == 2)
        p = 0.02 + 0.055 * side_open(t, threat, k, 1, 2, 3);
    else if (n == 8)
        p = 0.02 + 0.055 * side_open(t, threat, k, -1, -2, -3);
    else if (n == 3)
        p = 0.035 + 0.055 * side_open(t, threat, k, 1, 2, 3);
    else if (n == 7)
        p = 0.035 + 0.055 * side_open(t, threat, k, -1, -2, -3);
    else
        p = 0.025 + 0.05 * (side_open(t, threat, k, 1, 2, 3) + side_open(t, threat, k, -1, -2, -3));
    return s->seen[k] >= 3 ? p * 0.6 : p; /* few pairs or single waits left on it */
}

/* The suit an open hand shows alone (with honours), or -1. */
static int one_suit(const tsumo_view_seat *vs)
{
    int suit = -1;
    for (int m = 0; m < vs->meld_count; m++) {
        tsumo_kind k = tsumo_tile_kind(vs->melds[m].tiles[0]);
        if (tsumo_kind_is_honor(k))
            continue;
        if (suit >= 0 && tsumo_kind_suit(k) != suit)
            return -1;
        suit = tsumo_kind_suit(k);
    }
    return suit;
}

double bot__deal_in(const bot_table *t, int threat, tsumo_kind k)
{
    const bot_sight *s = t->s;
    if (threat == s->seat || !s->threat[threat] || s->safe[threat][k])
        return 0;
    double p = riichi_wait_chance(t, threat, k);
    if (s->threat[threat] == 2)
        return p;
    /* Three open melds: ready about two times in three; a one-suit hand waits in its suit. */
    const tsumo_view_seat *vs = &s->view->seats[threat];
    int suit = one_suit(vs);
    p *= vs->meld_count >= 4 ? 0.9 : 0.65;
    if (suit >= 0)
        p *= tsumo_kind_is_honor(k) ? 1.2 : tsumo_kind_suit(k) == suit ? 1.6 : 0.2;
    return p;
}

int bot__points(int han, bool dealer)
{
    static const int child[14] = {0,     1000,  2000,  3900,  7700,  8000,  12000,
                                  12000, 16000, 16000, 16000, 24000, 24000, 32000};
    int p = child[han < 0 ? 0 : han > 13 ? 13 : han];
    return dealer ? p * 3 / 2 : p;
}

/* The dora a meld shows (its tiles' dora and red fives). */
static int meld_dora(const bot_sight *s, const tsumo_game_meld *m)
{
    int d = 0;
    for (int i = 0; i < m->count; i++)
        d += s->dora[tsumo_tile_kind(m->tiles[i])] +
             tsumo_tile_is_red(m->tiles[i], s->rules->red_fives);
    return d;
}

double bot__threat_value(const bot_table *t, int threat)
{
    const bot_sight *s = t->s;
    const tsumo_view_seat *vs = &s->view->seats[threat];
    bool dealer = threat == s->view->dealer;
    int extra = s->view->honba * 300;
    if (vs->riichi) /* riichi, a dora or two, ura and tsumo now and then: about 3 han */
        return (dealer ? 7700 : 5200) + 1000.0 * (s->view->indicator_count - 1) + extra;
    int han = 1;
    for (int m = 0; m < vs->meld_count; m++) {
        const tsumo_game_meld *meld = &vs->melds[m];
        tsumo_kind k = tsumo_tile_kind(meld->tiles[0]);
        han += meld_dora(s, meld);
        if (meld->type != TSUMO_MELD_CHI && bot__is_yakuhai(s, k, threat))
            han++;
    }
    han += one_suit(vs) >= 0 ? 2 : 0;
    return bot__points(han > 1 ? han - 1 : 1, dealer) + extra; /* one yakuhai is the yaku */
}

/* ---- time and chances ---------------------------------------------------------- */

double bot__win_chance(const bot_table *t, double live, int turns, bool ron)
{
    if (live <= 0 || turns <= 0 || t->unseen <= 0)
        return 0;
    /* Each own turn: the draw, and while not furiten the others' discards as well. */
    double hit = live * (ron ? 1.3 : 1.0) / t->unseen;
    hit = hit > 0.6 ? 0.6 : hit;
    double alive = 1, won = 0;
    for (int i = 0; i < turns && alive > 0.001; i++) {
        won += alive * hit;
        alive *= (1 - hit) * (1 - t->hazard);
    }
    return won;
}

/* ---- the worth of a hand --------------------------------------------------------- */

int bot__score_win(const bot_sight *s, const tsumo_hand *h, tsumo_kind w, bool riichi, bool tsumo,
                   int honba)
{
    const tsumo_view *v = s->view;
    tsumo_win win = {.tile = w,
                     .tsumo = tsumo,
                     .seat_wind = v->seats[s->seat].wind & 3,
                     .round_wind = v->round & 3,
                     .flags = riichi ? TSUMO_WIN_RIICHI : 0,
                     .dora_count = v->indicator_count,
                     .honba = (uint8_t)honba};
    for (int i = 0; i < v->indicator_count && i < TSUMO_MAX_INDICATORS; i++)
        win.dora[i] = tsumo_tile_kind(v->indicators[i]);
    tsumo_score sc;
    if (tsumo_score_hand(&sc, h, &win, s->rules) != TSUMO_OK || !sc.valid)
        return 0;
    return sc.payments.total;
}

int bot__exact_points(const bot_table *t, const uint8_t c[TSUMO_KINDS], tsumo_kind w, bool riichi,
                      bool tsumo)
{
    tsumo_hand h = t->melds;
    memcpy(h.counts, c, TSUMO_KINDS);
    h.counts[w]++;
    static const tsumo_kind fives[3] = {TSUMO_5M, TSUMO_5P, TSUMO_5S};
    for (int i = 0; i < 3; i++)
        h.red[i] = t->red[i] < c[fives[i]] ? t->red[i] : c[fives[i]];
    return bot__score_win(t->s, &h, w, riichi, tsumo, t->s->view->honba);
}

/* Whether a meld is of simples only (tanyao, R-YAKU-05). */
static bool meld_simple(const tsumo_game_meld *m)
{
    for (int i = 0; i < m->count; i++)
        if (!tsumo_kind_is_simple(tsumo_tile_kind(m->tiles[i])))
            return false;
    return true;
}

int bot__quick_han(const bot_table *t, const uint8_t c[TSUMO_KINDS], bool riichi)
{
    const bot_sight *s = t->s;
    const tsumo_view_seat *me = &s->view->seats[s->seat];
    int yaku = riichi && !s->open, dora = t->red[0] + t->red[1] + t->red[2];
    bool simple = !s->open || s->rules->open_tanyao;
    int suits = 0, pairs = 0;
    bool honours = false;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!c[k])
            continue;
        dora += c[k] * s->dora[k];
        simple &= tsumo_kind_is_simple((tsumo_kind)k);
        pairs += c[k] == 2;
        if (tsumo_kind_is_honor((tsumo_kind)k)) {
            honours = true;
            if (c[k] >= 3)
                yaku += bot__is_yakuhai(s, (tsumo_kind)k, s->seat) +
                        (k == tsumo_wind_kind(s->view->round & 3) &&
                         k == tsumo_wind_kind(me->wind & 3));
        } else {
            suits |= 1 << tsumo_kind_suit((tsumo_kind)k);
        }
    }
    for (int m = 0; m < me->meld_count; m++) {
        const tsumo_game_meld *meld = &me->melds[m];
        tsumo_kind k = tsumo_tile_kind(meld->tiles[0]);
        dora += meld_dora(s, meld);
        simple &= meld_simple(meld);
        if (tsumo_kind_is_honor(k)) {
            honours = true;
            yaku += meld->type != TSUMO_MELD_CHI && bot__is_yakuhai(s, k, s->seat);
        } else {
            suits |= 1 << tsumo_kind_suit(k);
        }
    }
    yaku += simple;
    if (suits && !(suits & (suits - 1))) /* one suit: honitsu, or chinitsu without honours */
        yaku += (honours ? 3 : 6) - s->open;
    if (pairs == 7 && !me->meld_count)
        yaku += 2;
    return yaku ? yaku + dora : 0;
}

/* ---- reading the table -------------------------------------------------------- */

static void read_melds(bot_table *t, const tsumo_view_seat *me, int seat)
{
    for (int m = 0; m < me->meld_count && m < TSUMO_MAX_MELDS; m++) {
        const tsumo_game_meld *gm = &me->melds[m];
        int low = tsumo_tile_kind(gm->tiles[0]), red = 0;
        for (int i = 0; i < gm->count; i++) {
            int k = tsumo_tile_kind(gm->tiles[i]);
            low = k < low ? k : low;
            red += tsumo_tile_is_red(gm->tiles[i], t->s->rules->red_fives);
        }
        bool closed = gm->type == TSUMO_MELD_CLOSED_KAN;
        t->melds.melds[m] = (tsumo_meld){
            .type = gm->type,
            .kind = (tsumo_kind)low,
            .called = closed ? TSUMO_NO_KIND : tsumo_tile_kind(gm->called),
            .from = closed ? TSUMO_FROM_NONE : (uint8_t)((gm->from - seat) & 3),
            .red = (uint8_t)red,
            .called_red = !closed && tsumo_tile_is_red(gm->called, t->s->rules->red_fives),
        };
        t->melds.meld_count++;
    }
}

/* What dealing in `points` to seat `threat` costs: the points, or their worth in place. */
static double deal_in_cost(const bot_table *t, int threat, double points)
{
    return t->placed ? bot__place_loss(&t->place, threat, points) : points;
}

double bot__win_worth(bot_table *t, double points)
{
    return t->placed ? bot__place_win(&t->place, points) : points;
}

/* Each threat's expected hand, the worst of them, and what each discard risks against them. */
static void read_threats(bot_table *t)
{
    const bot_sight *s = t->s;
    double worst = 0, value[4] = {0}, cost_of[4][2] = {{0}};
    for (int th = 0; th < 4; th++) {
        if (th == s->seat || !s->threat[th])
            continue;
        value[th] = bot__threat_value(t, th);
        /* A dora given away adds a han to the hand it completes. */
        cost_of[th][0] = deal_in_cost(t, th, value[th]);
        cost_of[th][1] = deal_in_cost(t, th, value[th] * 1.35);
        t->threat_loss += cost_of[th][0];
        t->hazard += s->threat[th] == 2 ? 0.06 : 0.035;
        if (value[th] * s->threat[th] > worst) {
            worst = value[th] * s->threat[th];
            t->main_threat = th;
        }
    }
    for (int k = 0; k < TSUMO_KINDS; k++) {
        double chance = 0, cost = 0;
        for (int th = 0; th < 4; th++) {
            double p = value[th] > 0 ? bot__deal_in(t, th, (tsumo_kind)k) : 0;
            chance += p;
            cost += p * cost_of[th][s->dora[k] ? 1 : 0];
        }
        t->deal_in[k] = chance;
        t->loss[k] = chance > 0 ? cost / chance : 0;
    }
}

void bot__table_read(bot_table *t, const bot_sight *s)
{
    memset(t, 0, sizeof *t);
    t->s = s;
    const tsumo_view *v = s->view;
    const tsumo_view_seat *me = &v->seats[s->seat];
    t->turns = (v->live_left + 3) / 4;
    int seen = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        seen += s->seen[k];
    t->unseen = TSUMO_TILES - seen > 1 ? TSUMO_TILES - seen : 1;
    for (int i = 0; i < me->discard_count; i++)
        t->pond[tsumo_tile_kind(me->discards[i].tile)]++;
    for (int i = 0; i < v->hand_count && i < 14; i++)
        if (tsumo_tile_is_red(v->hand_tiles[i], s->rules->red_fives))
            t->red[tsumo_kind_suit(tsumo_tile_kind(v->hand_tiles[i]))]++;
    read_melds(t, me, s->seat);
    t->hazard = 0.03;
    t->main_threat = TSUMO_NO_SEAT;
    t->placed = bot__place_counts(s);
    if (t->placed)
        bot__place_read(&t->place, s);
    if (!s->threatened)
        return;
    read_threats(t);
}

/*
 * What points are worth at this table (issue 19: "the last hands played for
 * placement"). A game is scored by its points and the uma (and oka) of the
 * place it ends in (R-GAME-07, EMA 3.6.1): 8,000 points early in the game buy
 * a share of every place, while in the last hand they buy a place or nothing.
 *
 * Each other seat finishes above this one with a chance read from the gap
 * between them: a logistic curve as wide as the hands still to play can move
 * a gap (about 7,000 points a hand, one over the square root of the hands).
 * The places' chances follow from those three, the worth of the scores is the
 * seat's points and the uma it can expect, and a change of scores is worth
 * the difference, counted in points of an even table so early in a game, so
 * a point is about a point there and level 3's other measures keep their sense.
 */
#include "bot-internal.h"

#include <math.h>
#include <string.h>

/* How far a hand moves the gap between two seats, about, and its least. */
#define PLACE_SPREAD_HAND  7000.0
#define PLACE_SPREAD_LEAST 1500.0

/*
 * The hands that weigh points by place: the last four of the game (in a
 * hanchan the South round). Weighed so through the whole game, level 3
 * placed no better against itself (docs/computer-players.md, eighth round).
 */
#define PLACE_HANDS 3

/* Of a win's payers: by tsumo every other seat (equally, near enough), else by ron one seat. */
#define WIN_BY_TSUMO 0.4

/* The uma and oka of places 1-4 at scores `score` (R-GAME-07, R-GAME-08). */
static void place_bonus(const tsumo_rules *r, const double score[4], double bonus[4])
{
    const int32_t *uma = r->uma;
    if (r->uma_kind == TSUMO_UMA_JPML_A) {
        int above = 0;
        for (int s = 0; s < 4; s++)
            above += score[s] >= r->start_points;
        uma = r->uma_by_start[above];
    }
    for (int p = 0; p < 4; p++)
        bonus[p] = uma[p] + (p == 0 ? r->oka : 0);
}

/* Points and the expected bonus of the seat at scores `score`. */
static double worth_at(const bot_place *pl, const double score[4], double spread)
{
    double bonus[4];
    place_bonus(pl->rules, score, bonus);
    double above[4] = {1, 0, 0, 0}; /* the chance that n other seats finish above */
    for (int s = 0, n = 0; s < 4; s++) {
        if (s == pl->seat)
            continue;
        double gap = (score[s] - score[pl->seat]) / spread;
        double p = 1 / (1 + exp(-1.7 * gap)); /* near the normal curve of the gap */
        for (int k = ++n; k > 0; k--)
            above[k] = above[k] * (1 - p) + above[k - 1] * p;
        above[0] *= 1 - p;
    }
    double w = score[pl->seat];
    for (int k = 0; k < 4; k++)
        w += above[k] * bonus[k];
    return w;
}

/* The worth of the scores moved by delta[], less the worth now (raw, before scaling). */
static double moved(const bot_place *pl, const double base[4], const double delta[4])
{
    double score[4];
    for (int s = 0; s < 4; s++)
        score[s] = base[s] + delta[s];
    return worth_at(pl, score, pl->spread);
}

/* A win of `points` by the seat: by tsumo from all, or by ron from each other seat. */
static double win_worth(const bot_place *pl, const double base[4], double points)
{
    double delta[4], sum = 0;
    for (int s = 0; s < 4; s++)
        delta[s] = s == pl->seat ? points : -points / 3;
    sum += WIN_BY_TSUMO * moved(pl, base, delta);
    for (int from = 0; from < 4; from++) {
        if (from == pl->seat)
            continue;
        memset(delta, 0, sizeof delta);
        delta[pl->seat] = points;
        delta[from] = -points;
        sum += (1 - WIN_BY_TSUMO) / 3 * moved(pl, base, delta);
    }
    return sum;
}

bool bot__place_counts(const bot_sight *s)
{
    return s->level >= 3 && bot__hands_after(s) <= PLACE_HANDS;
}

void bot__place_read(bot_place *pl, const bot_sight *s)
{
    memset(pl, 0, sizeof *pl);
    pl->rules = s->rules;
    pl->seat = s->seat;
    double spread = PLACE_SPREAD_HAND * sqrt(bot__hands_after(s));
    pl->spread = spread > PLACE_SPREAD_LEAST ? spread : PLACE_SPREAD_LEAST;
    double even[4];
    for (int seat = 0; seat < 4; seat++) {
        pl->score[seat] = s->view->seats[seat].score;
        even[seat] = s->rules->start_points;
    }
    pl->now = worth_at(pl, pl->score, pl->spread);
    /* What 1,000 points won are worth at an even table as far from the end. */
    double unit = (win_worth(pl, even, 1000) - worth_at(pl, even, pl->spread)) / 1000;
    pl->unit = unit > 0.1 ? unit : 0.1;
}

double bot__place_win(bot_place *pl, double points)
{
    int32_t key = (int32_t)points;
    for (int i = 0; i < pl->known; i++)
        if (pl->key[i] == key)
            return pl->value[i];
    double w = (win_worth(pl, pl->score, key) - pl->now) / pl->unit;
    if (pl->known < BOT_PLACE_KNOWN) {
        pl->key[pl->known] = key;
        pl->value[pl->known++] = w;
    }
    return w;
}

double bot__place_loss(const bot_place *pl, int to, double points)
{
    double delta[4] = {0, 0, 0, 0};
    delta[to] = points; /* to the seat itself: to nobody (a stick on the table) */
    delta[pl->seat] = -points;
    return (pl->now - moved(pl, pl->score, delta)) / pl->unit;
}

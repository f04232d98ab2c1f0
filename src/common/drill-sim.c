/*
 * Drills from simulated hands: computer players (src/bot) play the first hand
 * of a game dealt from a seed, and the moment asked about is one where the
 * rule matters: a wait that is furiten, a claim some seat would like but may
 * not make, a hand with several waits, a win to score. The seat loop
 * (seats.h) plays the hand; every action is kept, passes included, so the
 * hand plays again the same under any ruleset.
 */
#include "drill-turn.h"
#include "drill.h"
#include "seats.h"

#include <string.h>

#define SIM_LEVEL 2 /* the level that calls, so that claims happen */

typedef struct pick {
    bool found;
    bool near;    /* the moment found is a near-miss */
    size_t at;    /* actions before the moment */
    uint8_t seat; /* the seat asked */
    tsumo_action win;
} pick;

static int held(const tsumo_view *v, int k)
{
    int n = 0;
    for (int i = 0; i < v->hand_count; i++)
        n += tsumo_tile_kind(v->hand_tiles[i]) == k;
    return n;
}

/* A seat that is not on the discarder's right holds two tiles that would chi the discard. */
static bool chi_shape(const tsumo_view *v, tsumo_kind k)
{
    if (tsumo_kind_is_honor(k))
        return false;
    int n = tsumo_kind_number(k);
    return (n >= 3 && held(v, k - 2) && held(v, k - 1)) ||
           (n >= 2 && n <= 8 && held(v, k - 1) && held(v, k + 1)) ||
           (n <= 7 && held(v, k + 1) && held(v, k + 2));
}

/* At a fresh claim window: the seat it concerns (-1: none), and whether it is a near-miss. */
static int furiten_moment(const tsumo_game *g, const tsumo_view *pub, bool *near)
{
    tsumo_kind k = tsumo_tile_kind(pub->claim_tile);
    for (int i = 1; i < 4; i++) {
        int s = (pub->claim_from + i) & 3;
        tsumo_view v;
        tsumo_game_view(g, s, &v);
        if (v.waits >> k & 1) {
            *near = !drill_may(g, s, TSUMO_ACTION_RON);
            return s;
        }
    }
    return -1;
}

static int calls_moment(const tsumo_game *g, const tsumo_view *pub, bool *near)
{
    tsumo_kind k = tsumo_tile_kind(pub->claim_tile);
    int callers = 0, wrong_seat = 0;
    for (int i = 1; i < 4; i++) {
        int s = (pub->claim_from + i) & 3;
        tsumo_view v;
        tsumo_game_view(g, s, &v);
        callers += drill_may(g, s, TSUMO_ACTION_PON) || drill_may(g, s, TSUMO_ACTION_CHI) ||
                   drill_may(g, s, TSUMO_ACTION_RON);
        wrong_seat += i != 1 && chi_shape(&v, k);
    }
    *near = callers >= 2 || (callers && wrong_seat);
    return callers ? TSUMO_NO_SEAT : -1;
}

static int waits_moment(const tsumo_game *g, const tsumo_view *pub, bool *near)
{
    tsumo_view v;
    tsumo_game_view(g, pub->claim_from, &v);
    *near = __builtin_popcountll(v.waits) >= 2;
    return v.waits ? pub->claim_from : -1;
}

/* A seat's turn that makes a good question of efficiency or defence: always a near-miss. */
static bool consider_turn(pick *p, drill_kind kind, const tsumo_game *g, size_t at,
                          const drill *out, const tsumo_rules *rules)
{
    int seat = drill_turn_moment(kind, g, rules, out->seed * 1000003u + at);
    if (seat < 0)
        return false;
    *p = (pick){.found = true, .near = true, .at = at, .seat = (uint8_t)seat};
    return true;
}

/*
 * Notes the moment when it is the first or the one wanted (a near-miss, or with
 * DRILL_WANT_PLAIN one that is none); true when it is the one wanted (enough).
 */
static bool consider(pick *p, drill_kind kind, const tsumo_game *g, size_t at, bool fresh, int want)
{
    tsumo_view pub;
    tsumo_game_view(g, TSUMO_NO_SEAT, &pub);
    if (kind == DRILL_SCORING || !fresh || pub.claim_tile == TSUMO_NO_TILE || pub.claim_from >= 4 ||
        tsumo_game_phase(g) != TSUMO_PHASE_CLAIM)
        return false;
    bool near = false;
    int seat = kind == DRILL_FURITEN ? furiten_moment(g, &pub, &near)
               : kind == DRILL_CALLS ? calls_moment(g, &pub, &near)
                                     : waits_moment(g, &pub, &near);
    bool wanted = want == DRILL_WANT_PLAIN ? !near : near;
    if (seat < 0 || (p->found && !wanted))
        return false;
    p->found = true;
    p->near = near;
    p->at = at;
    p->seat = (uint8_t)seat;
    return wanted;
}

/* A simulated hand under way: the drill being made and what the seat loop's callbacks need. */
typedef struct hand {
    drill *out;
    drill_kind kind;
    pick p;
    bool fresh;        /* the latest action opened a claim window */
    unsigned declined; /* the seats that let a first win go */
    int want;          /* DRILL_WANT_* */
} hand;

/* The level-2 player's action, unless the moment is found first. */
static seat_answer decide(seats *loop, int seat, const tsumo_action *legal, int n, tsumo_action *a)
{
    hand *h = loop->arg;
    if (legal[0].type == TSUMO_ACTION_NEXT_HAND) { /* the deal: no moment yet */
        *a = legal[0];
        return SEAT_ACT;
    }
    bool enough =
        drill_on_turn(h->kind)
            ? consider_turn(&h->p, h->kind, loop->game, h->out->action_count, h->out, loop->rules)
            : consider(&h->p, h->kind, loop->game, h->out->action_count, h->fresh, h->want);
    if (enough)
        return SEAT_STOP;
    seats_bot(loop, seat, legal, n, a);
    if (h->kind == DRILL_SCORING &&
        (a->type == TSUMO_ACTION_RON || a->type == TSUMO_ACTION_TSUMO)) {
        h->p = (pick){.found = true, .at = h->out->action_count, .seat = a->seat, .win = *a};
        return SEAT_STOP;
    }
    if (h->kind == DRILL_FURITEN && a->type == TSUMO_ACTION_RON && !(h->declined >> seat & 1)) {
        /* A player who lets a first win go: what temporary and riichi furiten are about. */
        h->declined |= 1u << seat;
        *a = (tsumo_action){.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
    }
    return SEAT_ACT;
}

/*
 * Every action after the deal is kept (the deal is the drill's seed); the
 * hand ends with its first hand over, or when the drill is full.
 */
static bool applied(seats *loop, const tsumo_action *a, const tsumo_event *events, int count)
{
    (void)events, (void)count;
    hand *h = loop->arg;
    if (a->type == TSUMO_ACTION_NEXT_HAND)
        return tsumo_game_phase(loop->game) != TSUMO_PHASE_HAND_OVER;
    h->out->actions[h->out->action_count++] = *a;
    h->fresh = a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI;
    return tsumo_game_phase(loop->game) != TSUMO_PHASE_HAND_OVER &&
           h->out->action_count < DRILL_MAX_ACTIONS;
}

bool drill_from_sim(drill *out, drill_kind kind, uint64_t seed, const tsumo_rules *rules,
                    bool *near)
{
    return drill_from_sim_wanting(out, kind, seed, rules, near, DRILL_WANT_NEAR);
}

bool drill_from_sim_wanting(drill *out, drill_kind kind, uint64_t seed, const tsumo_rules *rules,
                            bool *near, int want)
{
    memset(out, 0, sizeof *out);
    out->kind = (uint8_t)kind;
    out->seed = seed;
    out->seat = TSUMO_NO_SEAT;
    snprintf(out->name, sizeof out->name, "sim");
    tsumo_rules r = *rules;
    r.penalties = TSUMO_PENALTIES_REFUSE;
    tsumo_game_setup setup = {.seed = seed};
    tsumo_game *g = NULL;
    if (tsumo_game_new(&g, &r, &setup) != TSUMO_OK) {
        tsumo_game_free(g);
        return false;
    }
    hand h = {.out = out, .kind = kind, .want = want};
    seats loop;
    seats_init(&loop, g, &r, SEAT_COMPUTER, SIM_LEVEL);
    for (int s = 0; s < 4; s++)
        loop.seat[s].decide = decide;
    loop.applied = applied;
    loop.arg = &h;
    seats_run(&loop); /* from the first deal */
    tsumo_game_free(g);
    *near = kind == DRILL_SCORING || h.p.near;
    if (!h.p.found)
        return false;
    out->action_count = h.p.at;
    out->seat = h.p.seat;
    out->win = h.p.win;
    return true;
}

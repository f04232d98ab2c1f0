/*
 * Drills from simulated hands: computer players (src/bot) play the first hand
 * of a game dealt from a seed, and the moment asked about is one where the
 * rule matters: a wait that is furiten, a claim some seat would like but may
 * not make, a hand with several waits, a win to score. Every action is kept,
 * passes included, so the hand plays again the same under any ruleset.
 */
#include "bot.h"
#include "drill.h"

#include <string.h>

#define SIM_LEVEL 2 /* the level that calls, so that claims happen */

typedef struct pick {
    bool found;
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

/* Notes the moment when it is the first or a near-miss; true for a near-miss (enough). */
static bool consider(pick *p, drill_kind kind, const tsumo_game *g, size_t at, bool fresh)
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
    if (seat < 0 || (p->found && !near))
        return false;
    p->found = true;
    p->at = at;
    p->seat = (uint8_t)seat;
    return near;
}

bool drill_from_sim(drill *out, drill_kind kind, uint64_t seed, const tsumo_rules *rules,
                    bool *near)
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
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND};
    if (tsumo_game_new(&g, &r, &setup) != TSUMO_OK ||
        tsumo_game_apply(g, &deal, NULL, 0, NULL, NULL) != TSUMO_OK) {
        tsumo_game_free(g);
        return false;
    }
    pick p = {0};
    bool fresh = false;
    unsigned declined = 0;
    *near = kind == DRILL_SCORING;
    while (tsumo_game_phase(g) != TSUMO_PHASE_HAND_OVER && out->action_count < DRILL_MAX_ACTIONS) {
        if ((*near = consider(&p, kind, g, out->action_count, fresh)))
            break;
        unsigned m = tsumo_game_to_act(g);
        int seat = m ? __builtin_ctz(m) : 0;
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL], a;
        int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
        tsumo_view v;
        tsumo_game_view(g, seat, &v);
        if (n <= 0 || bot_decide(&v, legal, n, SIM_LEVEL, &r, &a) < 0)
            break;
        if (kind == DRILL_SCORING && (a.type == TSUMO_ACTION_RON || a.type == TSUMO_ACTION_TSUMO)) {
            p = (pick){.found = true, .at = out->action_count, .seat = a.seat, .win = a};
            break;
        }
        if (kind == DRILL_FURITEN && a.type == TSUMO_ACTION_RON && !(declined >> seat & 1)) {
            /* A player who lets a first win go: what temporary and riichi furiten are about. */
            declined |= 1u << seat;
            a = (tsumo_action){.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
        }
        if (tsumo_game_apply(g, &a, NULL, 0, NULL, NULL) != TSUMO_OK)
            break;
        out->actions[out->action_count++] = a;
        fresh = a.type == TSUMO_ACTION_DISCARD || a.type == TSUMO_ACTION_RIICHI;
    }
    tsumo_game_free(g);
    if (!p.found)
        return false;
    out->action_count = p.at;
    out->seat = p.seat;
    out->win = p.win;
    return true;
}

/*
 * tsumo-tui-plan: the script of a hand for the table's tests.
 *
 * It plays the first hand of a seeded game with the library alone (fixed
 * seats, the shipped EMA 2008 rules, refuse mode), four simple players:
 * tsumo and ron whenever the engine allows, riichi when allowed, otherwise
 * the discard that leaves the fewest tiles to tenpai. It looks for the first
 * seed from --from whose first hand ends the way asked (a win, or an
 * exhaustive draw with both tenpai and noten seats) and prints that seed, then one line per step
 * the table's keyboard must take, then the result. The tests type these steps into the real program
 * in tmux and check its screens against the result, so the plan follows the engine as it is,
 * whatever its shuffle.
 *
 *   usage: tsumo-tui-plan win|draw [--from SEED]
 *   seed N
 *   D seat tile      discard (the table: type the tile, Enter)
 *   R seat tile      riichi with that discard (r, the tile, Enter)
 *   T seat           tsumo (t)
 *   W seat           ron in the claim window (the seat's key, Enter, r)
 *   P                everyone else passes (Space)
 *   Y seat / Z seat  tenpai / noten at the exhaustive draw (t / n)
 *   result win SEAT tsumo|ron HAN FU TOTAL DELTA0 DELTA1 DELTA2 DELTA3
 *   result draw DELTA0 DELTA1 DELTA2 DELTA3
 */
#include "tsumo/tsumo.h"
#include "tsumo/game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STEPS 1024

static char steps[MAX_STEPS][48];
static int step_count;

static void step(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void step(const char *fmt, ...)
{
    if (step_count >= MAX_STEPS)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(steps[step_count++], sizeof steps[0], fmt, ap);
    va_end(ap);
}

static const char *face(tsumo_tile t, int red)
{
    static char buf[4];
    tsumo_kind_format(buf, sizeof buf, tsumo_tile_kind(t), tsumo_tile_is_red(t, red));
    return buf;
}

static bool apply(tsumo_game *g, const tsumo_action *a)
{
    int n;
    tsumo_reason why;
    tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
    return tsumo_game_apply(g, a, ev, TSUMO_GAME_MAX_EVENTS, &n, &why) == TSUMO_OK;
}

static int find(const tsumo_action *legal, int n, int type)
{
    for (int i = 0; i < n; i++)
        if (legal[i].type == type)
            return i;
    return -1;
}

/* Shanten after discarding `tile` from the seat's hand. */
static int shanten_without(const tsumo_view *v, int seat, tsumo_tile tile)
{
    uint8_t counts[TSUMO_KINDS] = {0};
    bool removed = false;
    for (int i = 0; i < v->hand_count; i++) {
        if (!removed && tsumo_tile_kind(v->hand_tiles[i]) == tsumo_tile_kind(tile)) {
            removed = true;
            continue;
        }
        counts[tsumo_tile_kind(v->hand_tiles[i])]++;
    }
    return tsumo_shanten_min(counts, v->seats[seat].meld_count);
}

static bool turn(tsumo_game *g, int seat, int red)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    int i = find(legal, n, TSUMO_ACTION_TSUMO);
    if (i >= 0) {
        step("T %d", seat);
        return apply(g, &legal[i]);
    }
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    int best = -1, best_sh = 99;
    bool riichi = find(legal, n, TSUMO_ACTION_RIICHI) >= 0;
    for (int k = 0; k < n; k++) {
        int type = riichi ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD;
        if (legal[k].type != type)
            continue;
        int sh = shanten_without(&v, seat, legal[k].tile);
        if (sh < best_sh) {
            best_sh = sh;
            best = k;
        }
    }
    if (best < 0)
        return false;
    step("%s %d %s", riichi ? "R" : "D", seat, face(legal[best].tile, red));
    return apply(g, &legal[best]);
}

static bool window(tsumo_game *g)
{
    tsumo_view v;
    tsumo_game_view(g, TSUMO_NO_SEAT, &v);
    for (int i = 1; i < 4; i++) {
        int s = (v.claim_from + i) & 3;
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = tsumo_game_legal(g, s, legal, TSUMO_GAME_MAX_LEGAL);
        int k = find(legal, n, TSUMO_ACTION_RON);
        if (k >= 0) {
            step("W %d", s);
            if (!apply(g, &legal[k]))
                return false;
        }
    }
    int phase = tsumo_game_phase(g);
    if (phase != TSUMO_PHASE_CLAIM && phase != TSUMO_PHASE_CHANKAN)
        return true;
    step("P");
    for (int i = 1; i < 4; i++) {
        int s = (v.claim_from + i) & 3;
        if (!(tsumo_game_to_act(g) >> s & 1))
            continue;
        tsumo_action pass = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)s};
        if (!apply(g, &pass))
            return false;
    }
    return true;
}

static bool declare(tsumo_game *g)
{
    unsigned mask = tsumo_game_to_act(g);
    int seat = 0;
    while (seat < 4 && !(mask >> seat & 1))
        seat++;
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    int k = find(legal, n, TSUMO_ACTION_TENPAI);
    if (k < 0)
        k = find(legal, n, TSUMO_ACTION_NOTEN);
    if (k < 0)
        return false;
    step("%s %d", legal[k].type == TSUMO_ACTION_TENPAI ? "Y" : "Z", seat);
    return apply(g, &legal[k]);
}

/* Plays the first hand; returns its end (tsumo_hand_end) or -1. */
static int play_hand(tsumo_game *g, int red)
{
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND, .seat = 0};
    if (!apply(g, &deal))
        return -1;
    for (int guard = 0; guard < 2000; guard++) {
        int phase = tsumo_game_phase(g);
        tsumo_view v;
        tsumo_game_view(g, TSUMO_NO_SEAT, &v);
        bool ok;
        switch (phase) {
        case TSUMO_PHASE_TURN:
        case TSUMO_PHASE_AFTER_CALL:
            ok = turn(g, v.turn, red);
            break;
        case TSUMO_PHASE_CLAIM:
        case TSUMO_PHASE_CHANKAN:
            ok = window(g);
            break;
        case TSUMO_PHASE_DRAW:
            ok = declare(g);
            break;
        default:
            return tsumo_game_result(g) ? tsumo_game_result(g)->end : -1;
        }
        if (!ok)
            return -1;
    }
    return -1;
}

int main(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "win") != 0 && strcmp(argv[1], "draw") != 0)) {
        fputs("usage: tsumo-tui-plan win|draw [--from SEED]\n", stderr);
        return 2;
    }
    int want = strcmp(argv[1], "win") == 0 ? TSUMO_END_WIN : TSUMO_END_EXHAUSTIVE;
    uint64_t from = argc > 3 && strcmp(argv[2], "--from") == 0 ? strtoull(argv[3], NULL, 10) : 1;
    tsumo_rules rules;
    const char *text = tsumo_rules_builtin_text("ema2008");
    tsumo_diag diag;
    if (!text || tsumo_rules_parse(&rules, text, strlen(text), &diag) != TSUMO_OK)
        tsumo_rules_default(&rules);
    rules.penalties = TSUMO_PENALTIES_REFUSE;
    for (uint64_t seed = from; seed < from + 500; seed++) {
        tsumo_game_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.seed = seed;
        setup.names[0] = "Alice";
        setup.names[1] = "Bob";
        setup.names[2] = "Carol";
        setup.names[3] = "Dave";
        setup.draw_seats = false;
        tsumo_game *g = NULL;
        if (tsumo_game_new(&g, &rules, &setup) != TSUMO_OK)
            return 1;
        step_count = 0;
        int end = play_hand(g, rules.red_fives);
        const tsumo_hand_result *r = tsumo_game_result(g);
        int tenpai = 0;
        for (int s = 0; r && s < 4; s++)
            tenpai += r->tenpai[s];
        /* A draw with tenpai and noten seats, so that noten payments are made. */
        bool mixed = want != TSUMO_END_EXHAUSTIVE || (tenpai > 0 && tenpai < 4);
        if (end == want && r && mixed && step_count < MAX_STEPS) {
            printf("seed %llu\n", (unsigned long long)seed);
            for (int i = 0; i < step_count; i++)
                printf("%s\n", steps[i]);
            if (want == TSUMO_END_WIN) {
                const tsumo_hand_win *w = &r->wins[0];
                printf("result win %d %s %d %d %d", w->winner, w->from < 4 ? "ron" : "tsumo",
                       w->score.han, w->score.fu, w->score.payments.total);
            } else {
                printf("result draw");
            }
            for (int s = 0; s < 4; s++)
                printf(" %d", r->delta[s]);
            printf("\n");
            tsumo_game_free(g);
            return 0;
        }
        tsumo_game_free(g);
    }
    fputs("tsumo-tui-plan: no seed found\n", stderr);
    return 1;
}

/*
 * The game state (private to the engine's game*.c and wall.c).
 *
 * Everything is a fixed-size array or a plain value, so that a game is copied
 * with memcpy. A seat's concealed tiles are kept twice: as physical tiles
 * (what actions and views name) and as a tsumo_hand (counts by kind and the
 * melds, what hand analysis and scoring read). g_take()/g_give() keep the two
 * in step.
 *
 * Wall positions follow the layout of game.h: `next_draw` is the next live
 * position, `live_end` one past the last live one (122 less one per kan).
 */
#ifndef TSUMO_GAME_STATE_H
#define TSUMO_GAME_STATE_H

#include "engine.h"

#include <stdlib.h>

/* Hidden, as engine.h's declarations are (the game's calls between its files go direct). */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif

/* What kind of turn the seat in TSUMO_PHASE_TURN is having. */
enum g_turn_kind {
    G_TURN_DEAL = 0, /* the dealer's first turn on the 14 dealt tiles */
    G_TURN_DRAW,     /* after a wall draw */
    G_TURN_RINSHAN   /* after a replacement draw */
};

/* What a claim or chankan window is about. */
enum g_window {
    G_WINDOW_DISCARD = 0,
    G_WINDOW_ADDED_KAN, /* chankan: any winning hand may rob it (R-KAN-05) */
    G_WINDOW_CLOSED_KAN /* only thirteen orphans may rob it (R-KAN-05) */
};

/* How a declaration was judged before it is carried out. */
enum g_verdict {
    G_LEGAL = 0,
    G_REFUSE, /* refused: nothing changes */
    G_CHOMBO, /* penalize mode: accepted, the offender's chombo ends the hand */
    G_DEAD,   /* penalize mode: accepted, the hand is dead and the call void */
    G_NOTED   /* penalize mode: accepted; punished only at the draw or a win */
};

typedef struct g_judgement {
    uint8_t verdict;     /* g_verdict */
    uint8_t reason;      /* tsumo_reason */
    tsumo_tile tiles[2]; /* the held tiles a discard or a chi/pon takes, found while judging */
} g_judgement;

typedef struct g_seat {
    uint8_t player; /* index in the setup's names */
    char name[TSUMO_NAME_SIZE];
    int32_t score;

    /* the hand */
    uint8_t tile_count;
    tsumo_tile tiles[14]; /* concealed, in no order */
    tsumo_tile drawn;     /* the tile just drawn, TSUMO_NO_TILE */
    tsumo_hand hand;      /* the same tiles by kind, and the melds */
    tsumo_game_meld melds[TSUMO_MAX_MELDS];
    tsumo_kindset waits; /* of the 13-tile hand, valid while it holds 3n+1 tiles */
    int8_t shanten;      /* the least shanten of the same hand, set with the waits (0: unknown) */
    tsumo_kindset quads; /* kinds held four times in the concealed tiles */

    /* the pond */
    uint8_t discard_count;
    tsumo_pond_tile discards[TSUMO_MAX_DISCARDS];
    tsumo_kindset discarded; /* every kind ever discarded, called ones too (AMB-15) */
    bool sideways_next;      /* the riichi tile was called: turn the next one (R-RII-04) */

    /* riichi and furiten */
    uint8_t riichi;      /* 0, 1, 2 = double */
    bool riichi_pending; /* declared on the discard now in the claim window */
    bool open_riichi;    /* the riichi is open: the hand is shown to all (R-RII-13) */
    bool open_furiten;   /* penalize mode: dead for an open riichi in furiten (R-RII-13) */
    bool stick_posted;   /* this hand: returned after a chombo (R-CHMB-02) */
    bool ippatsu;
    bool temp_furiten;
    bool riichi_furiten;
    uint8_t furiten_shown; /* the reasons last reported in an event */

    /* first go-around, penalties, liability */
    bool has_drawn;       /* any draw this hand (renhou, chiihou) */
    bool has_discarded;   /* any discard this hand (first-turn rules) */
    bool dead;            /* R-DEAD-01 */
    bool noten_riichi;    /* penalize mode: riichi declared on a noten hand */
    bool bad_riichi_kan;  /* penalize mode: an illegal closed kan after riichi */
    bool nagashi_broken;  /* a discard was called or was not terminal/honour */
    tsumo_kindset kuikae; /* kinds this seat may not discard now (R-CALL-11) */
    uint8_t pao_dragons;  /* the seat liable for daisangen, TSUMO_NO_SEAT */
    uint8_t pao_winds;    /* ... for daisuushii */
    uint8_t pao_kans;     /* ... for suukantsu (CFG-PAO-SUUKANTSU) */
    uint8_t kan_count;

    /* the claim window */
    bool answered;
    tsumo_action answer;
    g_judgement answer_judged;

    /* at an exhaustive draw */
    uint8_t declared; /* TSUMO_ACTION_TENPAI, _NOTEN, _NAGASHI or 0 */
    uint8_t shown_count;
    tsumo_tile shown[14];

    uint16_t chombo_count;
} g_seat;

struct tsumo_game {
    tsumo_rules rules;
    tsumo_rng rng;
    uint64_t red[3]; /* bit t: physical tile t is a red five under these rules */
    /* each physical tile's face: its kind, or 34 + suit for a red five (37 faces) */
    uint8_t face[TSUMO_TILES];

    /* stacked walls waiting for their deal */
    uint8_t stacked_count;
    tsumo_wall stacked[TSUMO_MAX_STACKED];

    /* the game */
    uint8_t phase;
    uint8_t round;
    uint8_t hand_number;
    uint8_t dealer;
    uint8_t honba;
    uint8_t sticks;
    bool seats_drawn;   /* the seating has been announced */
    bool extension;     /* playing the rounds after the last (CFG extension_target) */
    int64_t points_sum; /* scores plus sticks, constant (R-GAME-09) */

    /* the wall */
    tsumo_wall wall;
    uint8_t break_seat, break_stack;
    uint8_t next_draw;
    uint8_t live_end;
    uint8_t kans;            /* kans completed this hand */
    uint8_t rinshan_taken;   /* replacement tiles drawn */
    uint8_t indicators;      /* indicators turned */
    uint8_t indicators_owed; /* kan dora still to turn (late timing, CFG-KANDORA-TIMING) */

    /* the turn */
    uint8_t turn;
    uint8_t turn_kind;    /* g_turn_kind */
    uint8_t rinshan_from; /* after an open kan: who fed it (CFG-RINSHAN-LIAB), else NO_SEAT */
    bool interrupted;     /* a call or kan happened: no more first-turn rules (R-TURN-05) */
    uint8_t first_winds;  /* uninterrupted first discards of one wind so far (R-ABRT-03) */
    tsumo_kind first_wind;
    bool four_kans_pending; /* EMA 3.3.9: abort unless the next discard is ronned */

    /* the claim or chankan window */
    uint8_t window;     /* g_window */
    uint8_t claim_from; /* the discarder or kan declarer */
    tsumo_tile claim_tile;
    bool claim_houtei; /* the discard after the last live tile (R-CALL-12) */
    uint8_t kan_meld;  /* for a chankan window: the meld being extended */
    uint8_t awaiting;  /* bit s: seat s has not answered yet */
    uint8_t claimers;  /* bit s: seat s may answer more than pass (set when the window opens) */

    /* at an exhaustive draw: who declares next */
    uint8_t declarer;
    uint8_t honba_next; /* counters for the next hand, set when a hand ends */

    g_seat seats[4];
    tsumo_hand_result result;
    tsumo_game_final final;
};

/* A function kept out of line: its caller's common path then needs no large stack frame. */
#if defined(__GNUC__) || defined(__clang__)
#define TSUMO__COLD __attribute__((noinline))
#else
#define TSUMO__COLD
#endif

/* ---- event output ---- */
typedef struct g_out {
    tsumo_event *events; /* NULL: not wanted */
    int n;
    int max;
} g_out;

/* The next event, blank but for who it is about and who may see it; NULL when not wanted. */
static inline tsumo_event *tsumo__game_event(g_out *out, int type, int seat, unsigned visible)
{
    if (!out->events)
        return NULL;
    if (out->n >= out->max)
        abort(); /* TSUMO_GAME_MAX_EVENTS is too small: a programming error */
    tsumo_event *e = &out->events[out->n++];
    memset(e, 0, sizeof *e);
    e->type = (uint8_t)type;
    e->seat = (uint8_t)seat;
    e->visible = (uint8_t)visible;
    e->from = TSUMO_NO_SEAT;
    e->tile = TSUMO_NO_TILE;
    return e;
}

/* ---- wall.c ---- */
void tsumo__wall_shuffle(tsumo_wall *wall, tsumo_rng *rng);
void tsumo__wall_read(tsumo_wall *wall, const tsumo_tile square[TSUMO_TILES]);
void tsumo__wall_break(uint8_t *seat, uint8_t *stack, int dealer, const uint8_t dice[2]);

/* ---- judgements, shared by the judges of each phase ---- */

static inline bool g_penalize(const tsumo_game *g)
{
    return g->rules.penalties == TSUMO_PENALTIES_PENALIZE;
}

static inline g_judgement g_legal(void)
{
    return (g_judgement){.verdict = G_LEGAL, .reason = 0};
}

static inline g_judgement g_refuse(int reason)
{
    return (g_judgement){.verdict = G_REFUSE, .reason = (uint8_t)reason};
}

/* Refused, or in penalize mode accepted and punished as `verdict`. */
static inline g_judgement g_fault(const tsumo_game *g, int verdict, int reason)
{
    return (g_judgement){.verdict = (uint8_t)(g_penalize(g) ? verdict : G_REFUSE),
                         .reason = (uint8_t)reason};
}

static inline tsumo_kindset g_bit(int k)
{
    return (tsumo_kindset)1 << k;
}

/*
 * A list of legal actions being filled: every action is counted, those past
 * `max` are not stored, so the caller learns how much room it needed.
 */
typedef struct g_list {
    tsumo_action *out;
    int max;
    int n;
} g_list;

static inline void g_add(g_list *l, tsumo_action a)
{
    if (l->n < l->max)
        l->out[l->n] = a;
    l->n++;
}

/* ---- game.c: shared helpers ---- */
static inline int g_next(int seat, int n)
{
    return (seat + n) & 3;
}

static inline bool g_red(const tsumo_game *g, tsumo_tile t)
{
    return (g->red[t >> 6] >> (t & 63)) & 1;
}

static inline bool g_same_face(const tsumo_game *g, tsumo_tile a, tsumo_tile b)
{
    return g->face[a] == g->face[b];
}

static inline int g_live_left(const tsumo_game *g)
{
    return g->live_end - g->next_draw;
}

int tsumo__game_find(const g_seat *s, const tsumo_game *g, tsumo_tile face, tsumo_tile avoid);
void tsumo__game_give(tsumo_game *g, int seat, tsumo_tile t);
void tsumo__game_take(tsumo_game *g, int seat, tsumo_tile t);
void tsumo__game_update_waits(tsumo_game *g, int seat);
int tsumo__game_furiten(const tsumo_game *g, int seat);
void tsumo__game_report_furiten(tsumo_game *g, g_out *out);
void tsumo__game_reveal(tsumo_game *g, int seat, g_out *out);
void tsumo__game_turn_indicator(tsumo_game *g, g_out *out);
void tsumo__game_draw(tsumo_game *g, int seat, bool rinshan, g_out *out);
void tsumo__game_deal(tsumo_game *g, g_out *out);
bool tsumo__game_is_tenpai(const tsumo_game *g, int seat);

/* ---- game-turn.c ---- */
int tsumo__turn_legal(const tsumo_game *g, int seat, tsumo_action *out, int max);
g_judgement tsumo__turn_judge(const tsumo_game *g, const tsumo_action *a);
void tsumo__turn_apply(tsumo_game *g, const tsumo_action *a, g_judgement j, g_out *out);
g_judgement tsumo__win_judge(const tsumo_game *g, int seat, tsumo_tile tile, bool tsumo, int sticks,
                             tsumo_hand_win *win);
void tsumo__kan_complete(tsumo_game *g, int seat, bool closed, int fed_by, g_out *out);

/* ---- game-claim.c ---- */
int tsumo__claim_legal(const tsumo_game *g, int seat, tsumo_action *out, int max);
g_judgement tsumo__claim_judge(const tsumo_game *g, const tsumo_action *a);
void tsumo__claim_apply(tsumo_game *g, const tsumo_action *a, g_judgement j, g_out *out);
void tsumo__claim_open(tsumo_game *g, int from, tsumo_tile tile, int window, g_out *out);
void tsumo__claim_interrupt(tsumo_game *g);
void tsumo__claim_pao(tsumo_game *g, int seat, int type, int from);

/* ---- game-end.c ---- */
void tsumo__end_wins(tsumo_game *g, const tsumo_hand_win *wins, int count, g_out *out);
void tsumo__end_abort(tsumo_game *g, int abort, g_out *out);
void tsumo__end_chombo(tsumo_game *g, int seat, int reason, int detail, g_out *out);
void tsumo__end_exhaustive(tsumo_game *g, g_out *out);
bool tsumo__end_riichi_offences(tsumo_game *g, g_out *out);
int tsumo__draw_legal(const tsumo_game *g, int seat, tsumo_action *out, int max);
g_judgement tsumo__draw_judge(const tsumo_game *g, const tsumo_action *a);
void tsumo__draw_apply(tsumo_game *g, const tsumo_action *a, g_judgement j, g_out *out);
void tsumo__end_next(tsumo_game *g, g_out *out);

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

#endif

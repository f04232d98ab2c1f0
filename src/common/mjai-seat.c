/* One seat's model of an mjai game: a mirror game kept through the hand (mjai-seat.h). */
#include "mjai-seat.h"

#include <stdlib.h>
#include <string.h>

#define N_(s)     (s)

#define MAX_STEPS 512 /* a hand's actions, passes included, are far fewer */
#define NO_SLOT   (-1)

/* One action of the hand, its tiles named by wall position (slot). */
typedef struct step {
    uint8_t type, seat;
    bool tsumogiri;   /* a discard of the tile just drawn */
    int16_t slot;     /* the tile discarded, added or kanned */
    int16_t slots[2]; /* the two own tiles of a chi or pon */
} step;

struct mjai_seat {
    tsumo_rules rules; /* the caller's, in penalize mode */
    int me;
    bool in_hand; /* from start_kyoku to the hora or ryukyoku */
    tsumo_game_start start;
    int8_t face[TSUMO_TILES]; /* kind shown at each wall position, -1 unknown */
    bool red[TSUMO_TILES];
    int8_t owner[TSUMO_TILES]; /* the seat whose concealed hand holds the slot, -1 none */
    int draws;                 /* live draws so far (the dealer's 14th is the deal's) */
    int kans, rinshan, indicators;
    bool kan_draw[4];      /* the seat's next tsumo is a replacement tile */
    bool reach[4];         /* the seat's next dahai declares riichi */
    int drawn[4];          /* slot of the tile just drawn, NO_SLOT */
    int last_discard;      /* slot of the latest discard (a call takes it) */
    step steps[MAX_STEPS]; /* PASS: every seat still to answer passes (before a draw) */
    int step_count;
    int applied;                     /* steps the game has taken */
    int deals;                       /* times the hand was dealt (rebuild) */
    bool declared[4];                /* the game took the seat's riichi discard */
    int fresh[TSUMO_TILES];          /* slots given a face since the game last caught up */
    int fresh_count;                 /* (the game may hold another face there) */
    tsumo_tile tile_at[TSUMO_TILES]; /* the game's tile at each wall position (slot) */
    uint8_t slot_of[TSUMO_TILES];    /* and the slot of each tile */
    tsumo_game *game;
    /* the order of the events, checked before the mirror takes one */
    int next_draw;       /* the seat whose tsumo may come now, MJAI_NO_SEAT when none */
    int turn;            /* the seat holding a tile more than its hand, MJAI_NO_SEAT */
    bool called;         /* the turn came with a chi or pon: no kan, win or riichi */
    int declaring;       /* the seat whose reach waits for its discard */
    int accepting;       /* the seat whose riichi discard waits for reach_accepted */
    bool riichi[4];      /* in riichi since its reach_accepted */
    int discarder;       /* the seat whose discard may be called or robbed now */
    mjai_tile discarded; /* and the tile */
    int kanner;          /* the seat whose kan may be robbed now */
    tsumo_kind kan_kind; /* and the kind */
    int doras_owed;      /* kans whose indicator no dora event has shown */
};

mjai_seat *mjai_seat_new(const tsumo_rules *rules)
{
    mjai_seat *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->rules = *rules;
    s->rules.penalties = TSUMO_PENALTIES_PENALIZE;
    s->me = MJAI_NO_SEAT;
    return s;
}

void mjai_seat_set_id(mjai_seat *seat, int id)
{
    seat->me = id >= 0 && id < 4 ? id : MJAI_NO_SEAT;
}

void mjai_seat_free(mjai_seat *seat)
{
    if (seat) {
        tsumo_game_free(seat->game);
        free(seat);
    }
}

int mjai_seat_id(const mjai_seat *seat)
{
    return seat->me;
}

int mjai_seat_deals(const mjai_seat *seat)
{
    return seat->deals;
}

const tsumo_game *mjai_seat_game(const mjai_seat *seat)
{
    return seat->in_hand ? seat->game : NULL;
}

/* ---- the wall ------------------------------------------------------------- */

/*
 * The faces seen where they lie; a face the ruleset has no tile of left takes
 * the kind's other face (a red five under a ruleset without it). The engine
 * shuffles the tiles nobody has seen into the rest.
 */
static bool seen_wall(const mjai_seat *s, tsumo_wall *wall)
{
    tsumo_wall_face faces[TSUMO_TILES];
    size_t n = 0;
    for (int p = 0; p < TSUMO_TILES; p++)
        if (s->face[p] >= 0)
            faces[n++] = (tsumo_wall_face){
                .pos = p, .kind = (tsumo_kind)s->face[p], .red = s->red[p], .either = true};
    static const uint8_t dice[2] = {1, 1};
    return tsumo_wall_build(wall, &s->rules, faces, n, dice, 1, NULL) == TSUMO_OK;
}

/* ---- replaying the hand --------------------------------------------------- */

static tsumo_status apply(tsumo_game *g, const tsumo_action *a, tsumo_reason *reason)
{
    int n;
    return tsumo_game_apply(g, a, NULL, 0, &n, reason);
}

/*
 * Every seat still to answer a claim window passes, the lowest first, but `caller`, whose
 * answer is the step's. False with the engine's reason when it refuses a pass.
 */
static bool pass_all(tsumo_game *g, int caller, tsumo_reason *reason)
{
    for (;;) {
        tsumo_phase ph = tsumo_game_phase(g);
        unsigned to_act = tsumo_game_to_act(g) & ~(caller >= 0 ? 1u << caller : 0u);
        if ((ph != TSUMO_PHASE_CLAIM && ph != TSUMO_PHASE_CHANKAN) || !to_act)
            return true;
        int seat = 0;
        while (!(to_act >> seat & 1))
            seat++;
        tsumo_action pass = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
        pass.tile = pass.tiles[0] = pass.tiles[1] = TSUMO_NO_TILE;
        if (apply(g, &pass, reason) != TSUMO_OK)
            return false;
    }
}

static bool is_claim(int type)
{
    return type == TSUMO_ACTION_CHI || type == TSUMO_ACTION_PON || type == TSUMO_ACTION_OPEN_KAN;
}

/*
 * The engine takes a held tile by its face, the first of that face the hand holds: where it
 * took another tile than the one at the step's slot (both of one face, in one hand), the two
 * slots exchange their tiles, so that each slot still names the game's tile.
 */
static void follow(mjai_seat *s, tsumo_tile meant, tsumo_tile taken)
{
    if (meant == taken || meant >= TSUMO_TILES || taken >= TSUMO_TILES)
        return;
    int a = s->slot_of[meant], b = s->slot_of[taken];
    s->tile_at[a] = taken, s->slot_of[taken] = (uint8_t)a;
    s->tile_at[b] = meant, s->slot_of[meant] = (uint8_t)b;
}

/* Applies a step that names held tiles (a discard, a chi or pon) and follows what it took. */
static tsumo_status apply_held(mjai_seat *s, const tsumo_action *a, tsumo_reason *why)
{
    tsumo_event events[TSUMO_GAME_MAX_EVENTS];
    int n;
    tsumo_status st = tsumo_game_apply(s->game, a, events, TSUMO_GAME_MAX_EVENTS, &n, why);
    for (int i = 0; st == TSUMO_OK && i < n; i++) {
        const tsumo_event *e = &events[i];
        if (e->seat != a->seat)
            continue;
        if (e->type == TSUMO_EVENT_DISCARD)
            follow(s, a->tile, e->tile);
        if (e->type == TSUMO_EVENT_CALL && e->tile_count == 3) {
            /* the meld's own tiles follow the claimed one, in the action's order */
            follow(s, a->tiles[0], e->tiles[1]);
            follow(s, a->tiles[1], e->tiles[2]);
        }
    }
    return st;
}

static bool replay_step(mjai_seat *s, const step *st, tsumo_reason *why)
{
    if (!pass_all(s->game, is_claim(st->type) ? st->seat : MJAI_NO_SEAT, why))
        return false;
    if (st->type == TSUMO_ACTION_PASS)
        return true; /* a draw: the window before it is closed, the engine drew */
    tsumo_action a = {.type = st->type, .seat = st->seat};
    a.tile = st->slot >= 0 ? s->tile_at[st->slot] : TSUMO_NO_TILE;
    a.tiles[0] = st->slots[0] >= 0 ? s->tile_at[st->slots[0]] : TSUMO_NO_TILE;
    a.tiles[1] = st->slots[1] >= 0 ? s->tile_at[st->slots[1]] : TSUMO_NO_TILE;
    if (st->tsumogiri)
        a.flags = TSUMO_ACTION_TSUMOGIRI;
    if (st->type != TSUMO_ACTION_DISCARD && st->type != TSUMO_ACTION_RIICHI &&
        st->type != TSUMO_ACTION_CHI && st->type != TSUMO_ACTION_PON)
        return apply(s->game, &a, why) == TSUMO_OK;
    if (apply_held(s, &a, why) != TSUMO_OK)
        return false;
    s->declared[st->seat] |= st->type == TSUMO_ACTION_RIICHI;
    return true;
}

/* Deals the hand again on the wall as now known and plays its actions; *why on failure. */
static bool rebuild(mjai_seat *s, const char **why)
{
    tsumo_wall wall;
    if (!seen_wall(s, &wall)) {
        *why = N_("more tiles of one face than the set holds");
        return false;
    }
    tsumo_game_free(s->game);
    s->game = NULL;
    s->deals++;
    s->fresh_count = 0;
    memset(s->declared, 0, sizeof s->declared);
    for (int p = 0; p < TSUMO_TILES; p++) {
        s->tile_at[p] = wall.tiles[p];
        s->slot_of[wall.tiles[p]] = (uint8_t)p;
    }
    tsumo_game_setup setup = {.seed = 1, .walls = &wall, .wall_count = 1, .start = &s->start};
    if (tsumo_game_new(&s->game, &s->rules, &setup) != TSUMO_OK) {
        *why = N_("a hand the ruleset's game has no place for");
        return false;
    }
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND};
    tsumo_reason reason = TSUMO_REASON_NONE;
    bool ok = apply(s->game, &deal, &reason) == TSUMO_OK;
    for (s->applied = 0; ok && s->applied < s->step_count; s->applied++)
        ok = replay_step(s, &s->steps[s->applied], &reason);
    if (!ok)
        *why = tsumo_reason_msgid(reason);
    return ok;
}

/* ---- slots ---------------------------------------------------------------- */

static bool set_face(mjai_seat *s, int slot, mjai_tile t)
{
    if (s->face[slot] >= 0)
        return s->face[slot] == t.kind && s->red[slot] == t.red;
    s->face[slot] = (int8_t)t.kind;
    s->red[slot] = t.red;
    s->fresh[s->fresh_count++] = slot;
    return true;
}

/* ---- keeping the game -------------------------------------------------------- */

/*
 * The game's tile at `slot` takes the face the events gave the slot: it
 * changes places with a tile of that face where no event has shown one (the
 * wall or a hidden hand). False when no such tile is left, or the engine
 * finds one of the two shown: the game is then dealt again (a kan's indicator
 * turned before its dora event, a face only the kind's other face can take).
 */
static bool settle(mjai_seat *s, int slot)
{
    tsumo_tile t = s->tile_at[slot];
    int red_fives = s->rules.red_fives;
    if (tsumo_tile_kind(t) == s->face[slot] && tsumo_tile_is_red(t, red_fives) == s->red[slot])
        return true;
    for (int c = 0; c < 4; c++) {
        tsumo_tile u = (tsumo_tile)(s->face[slot] * 4 + c);
        int q = s->slot_of[u];
        if (s->face[q] >= 0 || tsumo_tile_is_red(u, red_fives) != s->red[slot])
            continue;
        if (tsumo_game_exchange_tiles(s->game, t, u) != TSUMO_OK)
            return false;
        s->tile_at[slot] = u, s->slot_of[u] = (uint8_t)slot;
        s->tile_at[q] = t, s->slot_of[t] = (uint8_t)q;
        return true;
    }
    return false;
}

/*
 * Brings the kept game up to the events: the faces just learnt put in place,
 * then the new actions applied. Anything the kept game cannot take this way
 * (a face it cannot settle, an action it refuses) deals the hand again as the
 * events showed it and replays it, which also gives the refusal of an event
 * that cannot follow.
 */
static bool catch_up(mjai_seat *s, const char **why)
{
    for (int i = 0; i < s->fresh_count; i++)
        if (!settle(s, s->fresh[i]))
            return rebuild(s, why);
    s->fresh_count = 0;
    tsumo_reason reason = TSUMO_REASON_NONE;
    for (; s->applied < s->step_count; s->applied++)
        if (!replay_step(s, &s->steps[s->applied], &reason))
            return rebuild(s, why);
    return true;
}

/*
 * A slot of `seat`'s concealed hand that shows `t`: one already of that face,
 * else one not yet shown, which takes the face. The drawn tile only when
 * `drawn` says (a tsumogiri), or when nothing else will do.
 */
static int find_slot(mjai_seat *s, int seat, mjai_tile t, bool drawn)
{
    if (drawn && s->drawn[seat] != NO_SLOT && set_face(s, s->drawn[seat], t))
        return s->drawn[seat];
    for (int pass = 0; pass < 3; pass++)
        for (int p = 0; p < TSUMO_TILES; p++) {
            if (s->owner[p] != seat || (pass < 2 && p == s->drawn[seat]))
                continue;
            bool fits = pass == 0 ? s->face[p] == t.kind && s->red[p] == t.red : s->face[p] < 0;
            if ((fits || pass == 2) && set_face(s, p, t))
                return p;
        }
    return NO_SLOT;
}

static step *add_step(mjai_seat *s, int type, int seat, int slot)
{
    if (s->step_count >= MAX_STEPS)
        return NULL;
    step *st = &s->steps[s->step_count++];
    st->type = (uint8_t)type;
    st->seat = (uint8_t)seat;
    st->slot = (int16_t)slot;
    st->slots[0] = st->slots[1] = NO_SLOT;
    st->tsumogiri = false;
    return st;
}

/* ---- events --------------------------------------------------------------- */

static void deal_slots(mjai_seat *s, const mjai_event *ev)
{
    for (int seat = 0; seat < 4; seat++) {
        int from_dealer = (seat - ev->oya + 4) % 4;
        for (int i = 0; i < 13; i++) {
            int p = tsumo_wall_deal_position(from_dealer, i);
            s->owner[p] = (int8_t)seat;
            if (ev->tehais[seat][i].kind != TSUMO_NO_KIND)
                set_face(s, p, ev->tehais[seat][i]);
        }
    }
}

static bool start_kyoku(mjai_seat *s, const mjai_event *ev, const char **why)
{
    if (s->me == MJAI_NO_SEAT) {
        *why = N_("start_game before the first start_kyoku");
        return false;
    }
    if (ev->oya != ev->kyoku - 1) {
        *why = N_("the dealer (oya) of the hand kyoku names");
        return false;
    }
    for (int i = 0; i < 13; i++)
        if (ev->tehais[s->me][i].kind == TSUMO_NO_KIND) {
            *why = N_("the seat's own tiles in its tehais");
            return false;
        }
    memset(s->face, -1, sizeof s->face);
    memset(s->red, 0, sizeof s->red);
    memset(s->owner, -1, sizeof s->owner);
    s->start = (tsumo_game_start){ev->bakaze,
                                  (uint8_t)(ev->kyoku - 1),
                                  ev->honba,
                                  ev->kyotaku,
                                  {ev->scores[0], ev->scores[1], ev->scores[2], ev->scores[3]}};
    s->draws = s->kans = s->rinshan = s->step_count = 0;
    s->indicators = 1;
    s->last_discard = NO_SLOT;
    s->next_draw = ev->oya;
    s->turn = s->declaring = s->accepting = s->discarder = s->kanner = MJAI_NO_SEAT;
    s->called = false;
    s->doras_owed = 0;
    memset(s->riichi, 0, sizeof s->riichi);
    for (int seat = 0; seat < 4; seat++) {
        s->kan_draw[seat] = s->reach[seat] = false;
        s->drawn[seat] = NO_SLOT;
    }
    deal_slots(s, ev);
    set_face(s, tsumo_wall_indicator_position(0), ev->dora_marker);
    s->in_hand = true;
    return true;
}

/* The wall position the actor's tsumo comes from; NO_SLOT past the wall's end. */
static int draw_slot(mjai_seat *s, int actor)
{
    if (s->kan_draw[actor]) {
        s->kan_draw[actor] = false;
        return s->rinshan < 4 ? tsumo_wall_rinshan_position(s->rinshan++) : NO_SLOT;
    }
    int p = s->draws == 0 ? tsumo_wall_deal_position(0, 13) : TSUMO_WALL_FIRST_DRAW + s->draws - 1;
    s->draws++;
    return p < TSUMO_WALL_LIVE_END - s->kans ? p : NO_SLOT;
}

static bool tsumo(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int p = draw_slot(s, ev->actor);
    if (p == NO_SLOT || (ev->pai.kind != TSUMO_NO_KIND && !set_face(s, p, ev->pai))) {
        *why = N_("a draw the wall still holds");
        return false;
    }
    if (ev->actor == s->me && ev->pai.kind == TSUMO_NO_KIND) {
        *why = N_("the seat's own drawn tile");
        return false;
    }
    s->owner[p] = ev->actor;
    s->drawn[ev->actor] = p;
    /* The engine draws for itself once the window before is closed: a step of passes. */
    return add_step(s, TSUMO_ACTION_PASS, ev->actor, NO_SLOT) != NULL;
}

static bool dahai(mjai_seat *s, const mjai_event *ev)
{
    int actor = ev->actor;
    bool tsumogiri = ev->tsumogiri == 1 || (ev->tsumogiri < 0 && s->drawn[actor] != NO_SLOT &&
                                            s->face[s->drawn[actor]] == ev->pai.kind);
    /* a hand in riichi discards what it drew, whatever the line says */
    tsumogiri |= s->game && s->declared[actor];
    int p = find_slot(s, actor, ev->pai, tsumogiri);
    if (p == NO_SLOT)
        return false;
    bool drawn = p == s->drawn[actor];
    s->owner[p] = -1;
    s->drawn[actor] = NO_SLOT;
    s->last_discard = p;
    int type = s->reach[actor] ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD;
    s->reach[actor] = false;
    step *st = add_step(s, type, actor, p);
    if (st)
        st->tsumogiri = drawn;
    return st != NULL;
}

/* The hand's tiles a call, a kan or an added kan takes: each given its slot. */
static bool take_consumed(mjai_seat *s, const mjai_event *ev, int slots[4])
{
    for (int i = 0; i < ev->consumed_count; i++) {
        slots[i] = find_slot(s, ev->actor, ev->consumed[i], false);
        if (slots[i] == NO_SLOT)
            return false;
        s->owner[slots[i]] = -1;
    }
    s->drawn[ev->actor] = NO_SLOT;
    return true;
}

static bool call(mjai_seat *s, const mjai_event *ev)
{
    static const uint8_t types[] = {[MJAI_CHI] = TSUMO_ACTION_CHI,
                                    [MJAI_PON] = TSUMO_ACTION_PON,
                                    [MJAI_DAIMINKAN] = TSUMO_ACTION_OPEN_KAN};
    int slots[4];
    if (s->last_discard == NO_SLOT || !set_face(s, s->last_discard, ev->pai) ||
        !take_consumed(s, ev, slots))
        return false;
    step *st = add_step(s, types[ev->type], ev->actor, NO_SLOT);
    if (!st)
        return false;
    if (ev->type != MJAI_DAIMINKAN) {
        st->slots[0] = (int16_t)slots[0];
        st->slots[1] = (int16_t)slots[1];
    } else {
        s->kan_draw[ev->actor] = true;
        s->kans++;
    }
    return true;
}

static bool kan(mjai_seat *s, const mjai_event *ev)
{
    int slots[4];
    int added = NO_SLOT;
    if (ev->type == MJAI_KAKAN) {
        added = find_slot(s, ev->actor, ev->pai, false);
        if (added == NO_SLOT)
            return false;
        s->owner[added] = -1;
        s->drawn[ev->actor] = NO_SLOT;
    } else {
        for (int i = 1; i < 4; i++)
            if (ev->consumed[i].kind != ev->consumed[0].kind)
                return false;
        if (!take_consumed(s, ev, slots))
            return false;
        added = slots[0];
    }
    s->kan_draw[ev->actor] = true;
    s->kans++;
    int type = ev->type == MJAI_KAKAN ? TSUMO_ACTION_ADDED_KAN : TSUMO_ACTION_CLOSED_KAN;
    return add_step(s, type, ev->actor, added) != NULL;
}

static bool dora(mjai_seat *s, const mjai_event *ev)
{
    if (s->indicators >= TSUMO_MAX_INDICATORS)
        return false;
    return set_face(s, tsumo_wall_indicator_position(s->indicators++), ev->dora_marker);
}

/* ---- the order of the events ------------------------------------------------ */

static bool same_face(mjai_tile a, mjai_tile b)
{
    return a.kind == b.kind && a.red == b.red;
}

static bool refuse(const char **why, const char *expected)
{
    *why = expected;
    return false;
}

/*
 * Whether the own seat's concealed tiles (and `won`, a tile from another seat, unless it is
 * TSUMO_NO_KIND) make a complete hand. Its shape only: yaku and furiten are the rules', and a
 * host under other rules than the bot's (a Tenhou log reviewed under EMA's) may pay what the
 * bot's rules would not.
 */
static bool own_hand_complete(const mjai_seat *s, tsumo_kind won)
{
    if (!s->game)
        return false;
    tsumo_view v;
    tsumo_game_view(s->game, s->me, &v);
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < v.hand_count; i++)
        counts[tsumo_tile_kind(v.hand_tiles[i])]++;
    if (won != TSUMO_NO_KIND) {
        if (counts[won] >= 4)
            return false;
        counts[won]++;
    }
    int melds = v.seats[s->me].meld_count, tiles = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        tiles += counts[k];
    return tiles == 14 - 3 * melds && tsumo_shanten_min(counts, melds) == -1;
}

static bool order_hora(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    bool tsumo = ev->target == actor || (ev->target == MJAI_NO_SEAT && s->turn == actor);
    if (tsumo) {
        if (s->turn != actor || s->called)
            return refuse(why, N_("a win on the seat's own draw, after its tsumo"));
        if (actor == s->me && !own_hand_complete(s, TSUMO_NO_KIND))
            return refuse(why, N_("a hand the drawn tile completes"));
        return true;
    }
    int target =
        ev->target == MJAI_NO_SEAT ? (s->discarder >= 0 ? s->discarder : s->kanner) : ev->target;
    bool on_discard = target == s->discarder && target != actor &&
                      (!ev->has_pai || same_face(ev->pai, s->discarded));
    bool on_kan =
        target == s->kanner && target != actor && (!ev->has_pai || ev->pai.kind == s->kan_kind);
    if (!on_discard && !on_kan)
        return refuse(why, N_("a ron on the last discard (or kan) of another seat"));
    if (actor == s->me && !own_hand_complete(s, on_discard ? s->discarded.kind : s->kan_kind))
        return refuse(why, N_("a hand the tile completes"));
    return true;
}

static bool order_tsumo(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (actor != s->next_draw || s->turn != MJAI_NO_SEAT)
        return refuse(why, N_("a draw by the seat whose turn it is"));
    s->turn = actor;
    s->called = false;
    s->next_draw = s->discarder = s->kanner = MJAI_NO_SEAT;
    return true;
}

static bool order_dahai(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (actor != s->turn)
        return refuse(why, N_("a discard by the seat that drew or called"));
    if (s->declaring == actor)
        s->accepting = actor;
    s->declaring = s->turn = MJAI_NO_SEAT;
    s->next_draw = (actor + 1) % 4;
    s->discarder = actor;
    s->discarded = ev->pai;
    s->kanner = MJAI_NO_SEAT;
    return true;
}

static bool order_reach(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (actor != s->turn || s->called || s->declaring != MJAI_NO_SEAT || s->riichi[actor])
        return refuse(why, N_("a riichi by the seat that drew, not in riichi yet"));
    s->declaring = actor;
    return true;
}

static bool order_reach_accepted(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (actor != s->accepting)
        return refuse(why, N_("reach_accepted after the seat's riichi discard"));
    s->riichi[actor] = true;
    s->accepting = MJAI_NO_SEAT;
    return true;
}

static bool order_call(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (ev->target != s->discarder || actor == ev->target || !same_face(ev->pai, s->discarded))
        return refuse(why, N_("a call of the last discard, by another seat"));
    if (ev->type == MJAI_CHI && actor != (ev->target + 1) % 4)
        return refuse(why, N_("a chi from the seat before"));
    s->discarder = MJAI_NO_SEAT;
    s->called = true;
    if (ev->type == MJAI_DAIMINKAN) {
        s->next_draw = actor;
        s->doras_owed++;
    } else {
        s->turn = actor;
        s->next_draw = MJAI_NO_SEAT;
    }
    return true;
}

static bool order_kan(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (actor != s->turn || s->called)
        return refuse(why, N_("a kan by the seat that drew"));
    s->turn = MJAI_NO_SEAT;
    s->next_draw = s->kanner = actor;
    s->kan_kind = ev->type == MJAI_KAKAN ? ev->pai.kind : ev->consumed[0].kind;
    s->doras_owed++;
    return true;
}

static bool order_dora(mjai_seat *s, const mjai_event *ev, const char **why)
{
    (void)ev;
    if (s->doras_owed == 0)
        return refuse(why, N_("a dora event after a kan"));
    s->doras_owed--;
    return true;
}

static bool order_ryukyoku(mjai_seat *s, const mjai_event *ev, const char **why)
{
    int actor = ev->actor;
    if (ev->kyushu && (actor == MJAI_NO_SEAT ? s->turn == MJAI_NO_SEAT : actor != s->turn))
        return refuse(why, N_("nine terminals declared by the seat that drew"));
    return true;
}

/*
 * Whether `ev` may come now, as the protocol orders a hand: each seat draws in
 * turn (a kan's replacement tile by the kan's seat), discards only what it
 * holds after a draw or a call, calls only the last discard of another seat
 * (a chi only from the seat before), declares riichi after its draw, wins
 * on its draw or on the last discard or kan. The state then moves on.
 */
static bool in_order(mjai_seat *s, const mjai_event *ev, const char **why)
{
    switch (ev->type) {
    case MJAI_TSUMO:
        return order_tsumo(s, ev, why);
    case MJAI_DAHAI:
        return order_dahai(s, ev, why);
    case MJAI_REACH:
        return order_reach(s, ev, why);
    case MJAI_REACH_ACCEPTED:
        return order_reach_accepted(s, ev, why);
    case MJAI_CHI:
    case MJAI_PON:
    case MJAI_DAIMINKAN:
        return order_call(s, ev, why);
    case MJAI_ANKAN:
    case MJAI_KAKAN:
        return order_kan(s, ev, why);
    case MJAI_DORA:
        return order_dora(s, ev, why);
    case MJAI_HORA:
        return order_hora(s, ev, why);
    case MJAI_RYUKYOKU:
        return order_ryukyoku(s, ev, why);
    default:
        return true;
    }
}

/* What an event during the hand does to the model; false when it cannot be. */
static bool in_hand(mjai_seat *s, const mjai_event *ev, const char **why)
{
    *why = N_("tiles the seat holds, as the events before showed them");
    switch (ev->type) {
    case MJAI_TSUMO:
        return tsumo(s, ev, why);
    case MJAI_DAHAI:
        return dahai(s, ev);
    case MJAI_CHI:
    case MJAI_PON:
    case MJAI_DAIMINKAN:
        return call(s, ev);
    case MJAI_KAKAN:
    case MJAI_ANKAN:
        return kan(s, ev);
    case MJAI_REACH:
        s->reach[ev->actor] = true;
        return true;
    case MJAI_DORA:
        *why = N_("at most five indicators");
        return dora(s, ev);
    case MJAI_HORA:
    case MJAI_RYUKYOKU:
        s->in_hand = false; /* the hand is over: nothing more to decide in it */
        return true;
    default:
        return true;
    }
}

static bool needs_hand(int type)
{
    return type == MJAI_TSUMO || type == MJAI_DAHAI || (type >= MJAI_CHI && type <= MJAI_DORA);
}

bool mjai_seat_feed(mjai_seat *s, const mjai_event *ev, const char **why)
{
    switch (ev->type) {
    case MJAI_START_GAME:
        if (ev->id != MJAI_NO_SEAT)
            s->me = ev->id;
        s->in_hand = false;
        return true;
    case MJAI_START_KYOKU:
        return start_kyoku(s, ev, why) && rebuild(s, why);
    case MJAI_END_KYOKU:
    case MJAI_END_GAME:
        s->in_hand = false;
        return true;
    default:
        break;
    }
    if (!s->in_hand) {
        *why = N_("start_kyoku before the hand's events");
        /* after a win or a draw the server may still show a stick or an indicator */
        return !needs_hand(ev->type) || ev->type == MJAI_REACH_ACCEPTED || ev->type == MJAI_DORA;
    }
    if (!in_order(s, ev, why) || !in_hand(s, ev, why))
        return false;
    return !s->in_hand || catch_up(s, why);
}

tsumo_game *mjai_seat_after(const mjai_seat *s, const tsumo_action *a)
{
    tsumo_game *g = NULL;
    tsumo_reason reason = TSUMO_REASON_NONE;
    if (!s->in_hand || !s->game || tsumo_game_clone(&g, s->game) != TSUMO_OK)
        return NULL;
    if (!pass_all(g, a->seat, &reason) || apply(g, a, &reason) != TSUMO_OK ||
        !pass_all(g, a->seat, &reason)) {
        tsumo_game_free(g);
        return NULL;
    }
    return g;
}

bool mjai_seat_asked(const mjai_seat *s, const mjai_event *ev)
{
    if (!s->in_hand || !s->game || !(tsumo_game_to_act(s->game) & (1u << s->me)))
        return false;
    tsumo_phase ph = tsumo_game_phase(s->game);
    bool own = ev->actor == s->me;
    switch (ev->type) {
    case MJAI_TSUMO:
    case MJAI_REACH:
        return own && ph == TSUMO_PHASE_TURN;
    case MJAI_CHI:
    case MJAI_PON:
        return own && ph == TSUMO_PHASE_AFTER_CALL;
    case MJAI_DAHAI:
        return !own && ph == TSUMO_PHASE_CLAIM;
    case MJAI_KAKAN:
    case MJAI_ANKAN:
        return !own && ph == TSUMO_PHASE_CHANKAN;
    default:
        return false;
    }
}

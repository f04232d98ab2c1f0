/*
 * The game: creation, the deal, draws and the dispatch of actions by phase.
 *
 * tsumo_game_apply() asks the phase's judge whether an action may happen
 * (a g_judgement: legal, refused with a reason, or accepted and punished in
 * penalize mode) and only then lets the phase's apply function change the
 * state. The phases live in game-turn.c (a seat's own turn), game-claim.c
 * (claim and chankan windows) and game-end.c (draws, the end of a hand, the
 * end of the game).
 */
#include "game-state.h"

#include <stdlib.h>

/* ---- tiles in and out of a hand ---- */

/*
 * A held tile of the same face as `face`, preferring one that is not `avoid`
 * (the tile just drawn, so that a plain discard is not taken for tsumogiri).
 */
int tsumo__game_find(const g_seat *s, const tsumo_game *g, tsumo_tile face, tsumo_tile avoid)
{
    int found = -1;
    for (int i = 0; i < s->tile_count; i++) {
        if (!g_same_face(g, s->tiles[i], face))
            continue;
        if (s->tiles[i] != avoid)
            return i;
        found = i;
    }
    return found;
}

static void count_tile(tsumo_game *g, g_seat *s, tsumo_tile t, int by)
{
    tsumo_kind k = tsumo_tile_kind(t);
    s->hand.counts[k] = (uint8_t)(s->hand.counts[k] + by);
    if (s->hand.counts[k] == 4)
        s->quads |= (tsumo_kindset)1 << k;
    else
        s->quads &= ~((tsumo_kindset)1 << k);
    if (g_red(g, t))
        s->hand.red[tsumo_kind_suit(k)] = (uint8_t)(s->hand.red[tsumo_kind_suit(k)] + by);
}

void tsumo__game_give(tsumo_game *g, int seat, tsumo_tile t)
{
    g_seat *s = &g->seats[seat];
    s->tiles[s->tile_count++] = t;
    count_tile(g, s, t, 1);
}

void tsumo__game_take(tsumo_game *g, int seat, tsumo_tile t)
{
    g_seat *s = &g->seats[seat];
    for (int i = 0; i < s->tile_count; i++) {
        if (s->tiles[i] == t) {
            s->tiles[i] = s->tiles[--s->tile_count];
            count_tile(g, s, t, -1);
            if (s->drawn == t)
                s->drawn = TSUMO_NO_TILE;
            return;
        }
    }
}

void tsumo__game_update_waits(tsumo_game *g, int seat)
{
    g_seat *s = &g->seats[seat];
    int shanten;
    s->waits = tsumo__analysis_waits(s->hand.counts, s->hand.meld_count, &shanten);
    s->shanten = (int8_t)shanten;
}

/* The furiten reasons of a seat holding 13 tiles (TSUMO_FURITEN_*). */
int tsumo__game_furiten(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    int r = 0;
    if (s->waits & s->discarded)
        r |= TSUMO_FURITEN_DISCARD;
    if (s->temp_furiten)
        r |= TSUMO_FURITEN_TEMPORARY;
    if (s->riichi_furiten)
        r |= TSUMO_FURITEN_RIICHI;
    return r;
}

/* Tells each seat, privately, when its furiten begins, changes or ends. */
void tsumo__game_report_furiten(tsumo_game *g, g_out *out)
{
    if (g->phase == TSUMO_PHASE_HAND_OVER || g->phase == TSUMO_PHASE_GAME_OVER)
        return;
    for (int seat = 0; seat < 4; seat++) {
        g_seat *s = &g->seats[seat];
        int now = tsumo__game_furiten(g, seat);
        if (now == s->furiten_shown)
            continue;
        tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_FURITEN, seat, 1u << seat);
        if (e) {
            e->code = (uint8_t)now;
            e->flags = s->furiten_shown;
        }
        s->furiten_shown = (uint8_t)now;
    }
}

bool tsumo__game_is_tenpai(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    return !s->dead && tsumo_hand_is_tenpai(&s->hand);
}

/* ---- events ---- */

static void event_tiles(tsumo_event *e, const tsumo_tile *tiles, int n)
{
    if (!e)
        return;
    e->tile_count = (uint8_t)n;
    memcpy(e->tiles, tiles, (size_t)n);
}

void tsumo__game_reveal(tsumo_game *g, int seat, g_out *out)
{
    g_seat *s = &g->seats[seat];
    s->shown_count = s->tile_count;
    memcpy(s->shown, s->tiles, s->tile_count);
    event_tiles(tsumo__game_event(out, TSUMO_EVENT_REVEAL, seat, TSUMO_SEATS_ALL), s->tiles,
                s->tile_count);
}

/* ---- the wall in play ---- */

void tsumo__game_turn_indicator(tsumo_game *g, g_out *out)
{
    tsumo_tile t = g->wall.tiles[tsumo_wall_indicator_position(g->indicators)];
    g->indicators++;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_DORA, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
    if (e)
        e->tile = t;
}

/*
 * A draw from the live wall or, after a kan, from the dead wall, which then
 * takes the last live tile to stay at 14 (R-WALL-07). The tile is shown to
 * the drawer only; the others learn that a tile was drawn.
 */
void tsumo__game_draw(tsumo_game *g, int seat, bool rinshan, g_out *out)
{
    g_seat *s = &g->seats[seat];
    tsumo_tile t;
    if (rinshan) {
        t = g->wall.tiles[tsumo_wall_rinshan_position(g->rinshan_taken)];
        g->rinshan_taken++;
        g->live_end--;
    } else {
        t = g->wall.tiles[g->next_draw++];
    }
    tsumo__game_give(g, seat, t);
    s->drawn = t;
    s->has_drawn = true;
    s->temp_furiten = false; /* R-FURI-04: it always ends at the own draw */
    s->kuikae = 0;
    g->turn = (uint8_t)seat;
    g->turn_kind = rinshan ? G_TURN_RINSHAN : G_TURN_DRAW;
    g->phase = TSUMO_PHASE_TURN;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_DRAW, seat, 1u << seat);
    if (e) {
        e->tile = t;
        e->code = rinshan;
    }
    e = tsumo__game_event(out, TSUMO_EVENT_DRAW, seat, TSUMO_SEATS_ALL & ~(1u << seat));
    if (e)
        e->code = rinshan;
}

static void reset_seat(g_seat *s)
{
    uint8_t player = s->player;
    char name[TSUMO_NAME_SIZE];
    memcpy(name, s->name, sizeof name);
    int32_t score = s->score;
    uint16_t chombo = s->chombo_count;
    memset(s, 0, sizeof *s);
    s->player = player;
    memcpy(s->name, name, sizeof name);
    s->score = score;
    s->chombo_count = chombo;
    s->drawn = TSUMO_NO_TILE;
    s->pao_dragons = s->pao_winds = s->pao_kans = TSUMO_NO_SEAT;
}

static void next_wall(tsumo_game *g)
{
    if (g->stacked_count > 0) {
        g->wall = g->stacked[0];
        g->stacked_count--;
        memmove(&g->stacked[0], &g->stacked[1], g->stacked_count * sizeof g->stacked[0]);
    } else {
        tsumo__wall_shuffle(&g->wall, &g->rng);
    }
    tsumo__wall_break(&g->break_seat, &g->break_stack, g->dealer, g->wall.dice);
}

static void announce_seating(tsumo_game *g, g_out *out)
{
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_SEATING, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
    if (e) {
        e->tile_count = 4;
        for (int s = 0; s < 4; s++)
            e->tiles[s] = g->seats[s].player;
    }
    g->seats_drawn = true;
}

/* A new hand: the wall, the deal (EMA 2.8), the dora indicator, the dealer's turn. */
void tsumo__game_deal(tsumo_game *g, g_out *out)
{
    if (!g->seats_drawn)
        announce_seating(g, out);
    next_wall(g);
    for (int s = 0; s < 4; s++)
        reset_seat(&g->seats[s]);
    memset(&g->result, 0, sizeof g->result);
    g->result.chombo = TSUMO_NO_SEAT;
    g->next_draw = TSUMO_WALL_FIRST_DRAW;
    g->live_end = TSUMO_WALL_LIVE_END;
    g->kans = g->rinshan_taken = g->indicators = g->indicators_owed = 0;
    g->interrupted = false;
    g->first_winds = 0;
    g->four_kans_pending = false;
    g->rinshan_from = TSUMO_NO_SEAT;
    g->claim_tile = TSUMO_NO_TILE;
    g->claim_from = TSUMO_NO_SEAT;

    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_HAND_START, g->dealer, TSUMO_SEATS_ALL);
    if (e) {
        e->points[0] = g->round;
        e->points[1] = g->hand_number;
        e->points[2] = g->honba;
        e->points[3] = g->sticks;
        e->tile_count = 2;
        e->tiles[0] = g->wall.dice[0];
        e->tiles[1] = g->wall.dice[1];
    }
    for (int r = 0; r < 4; r++) {
        int seat = g_next(g->dealer, r);
        int n = r == 0 ? 14 : 13;
        for (int i = 0; i < n; i++)
            tsumo__game_give(g, seat, g->wall.tiles[tsumo_wall_deal_position(r, i)]);
        if (n == 13)
            tsumo__game_update_waits(g, seat);
        g_seat *s = &g->seats[seat];
        event_tiles(tsumo__game_event(out, TSUMO_EVENT_DEAL, seat, 1u << seat), s->tiles,
                    s->tile_count);
    }
    tsumo__game_turn_indicator(g, out);
    /* The dealer's 14th tile counts as his first draw, as in Tenhou's logs. */
    g->seats[g->dealer].drawn = g->wall.tiles[tsumo_wall_deal_position(0, 13)];
    g->turn = g->dealer;
    g->turn_kind = G_TURN_DEAL;
    g->phase = TSUMO_PHASE_TURN;
}

/* ---- creation ---- */

/* Copies a name, cutting it at a whole UTF-8 character. */
static void copy_name(char *dst, const char *src)
{
    tsumo__strlcpy(dst, src ? src : "", TSUMO_NAME_SIZE);
    size_t len = strlen(dst);
    if (src && strlen(src) > len) {
        while (len > 0 && ((unsigned char)src[len] & 0xC0) == 0x80)
            len--; /* src[len] continues a character that did not fit whole */
        dst[len] = '\0';
    }
}

static bool start_is_valid(const tsumo_game_start *start, const tsumo_rules *rules)
{
    return start->round < rules->rounds + 2 && start->hand < 4;
}

static void seat_players(tsumo_game *g, const tsumo_game_setup *setup)
{
    uint8_t order[4] = {0, 1, 2, 3};
    if (setup->draw_seats) { /* R-SEAT-02: by lot */
        for (int i = 3; i > 0; i--) {
            int j = (int)tsumo_rng_below(&g->rng, (uint32_t)i + 1);
            uint8_t t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
    }
    for (int s = 0; s < 4; s++) {
        g->seats[s].player = order[s];
        copy_name(g->seats[s].name, setup->names[order[s]]);
    }
}

tsumo_status tsumo_game_new(tsumo_game **out, const tsumo_rules *rules,
                            const tsumo_game_setup *setup)
{
    *out = NULL;
    if (!rules || !setup || setup->wall_count < 0 || setup->wall_count > TSUMO_MAX_STACKED ||
        (setup->wall_count > 0 && !setup->walls))
        return TSUMO_EINVAL;
    tsumo_status checked = tsumo_rules_check(rules, NULL);
    if (checked != TSUMO_OK) /* first: the other checks read the ruleset */
        return checked == TSUMO_EVERSION ? checked : TSUMO_EINVAL;
    for (int i = 0; i < setup->wall_count; i++)
        if (!tsumo_wall_is_valid(&setup->walls[i]))
            return TSUMO_EINVAL;
    if (setup->start && !start_is_valid(setup->start, rules))
        return TSUMO_EINVAL;
    tsumo_game *g = calloc(1, sizeof *g);
    if (!g)
        return TSUMO_ENOMEM;
    g->rules = *rules;
    for (int t = 0; t < TSUMO_TILES; t++) {
        bool red = tsumo_tile_is_red((tsumo_tile)t, rules->red_fives);
        tsumo_kind k = tsumo_tile_kind((tsumo_tile)t);
        g->red[t >> 6] |= (uint64_t)red << (t & 63);
        g->face[t] = (uint8_t)(red ? TSUMO_KINDS + tsumo_kind_suit(k) : k);
    }
    tsumo_rng_seed(&g->rng, setup->seed);
    seat_players(g, setup);
    for (int i = 0; i < setup->wall_count; i++)
        g->stacked[i] = setup->walls[i];
    g->stacked_count = (uint8_t)setup->wall_count;
    for (int s = 0; s < 4; s++)
        g->seats[s].score = setup->start ? setup->start->scores[s] : rules->start_points;
    if (setup->start) {
        g->round = setup->start->round;
        g->hand_number = setup->start->hand;
        g->honba = setup->start->honba;
        g->sticks = setup->start->sticks;
        g->extension = g->round >= rules->rounds;
    }
    g->dealer = g->hand_number;
    g->points_sum = (int64_t)g->sticks * rules->riichi_deposit;
    for (int s = 0; s < 4; s++)
        g->points_sum += g->seats[s].score;
    g->phase = TSUMO_PHASE_START;
    g->result.chombo = TSUMO_NO_SEAT;
    *out = g;
    return TSUMO_OK;
}

void tsumo_game_free(tsumo_game *game)
{
    free(game);
}

tsumo_status tsumo_game_clone(tsumo_game **out, const tsumo_game *game)
{
    *out = malloc(sizeof **out);
    if (!*out)
        return TSUMO_ENOMEM;
    memcpy(*out, game, sizeof *game);
    return TSUMO_OK;
}

void tsumo_game_copy(tsumo_game *to, const tsumo_game *from)
{
    memcpy(to, from, sizeof *from);
}

const tsumo_rules *tsumo_game_rules(const tsumo_game *game)
{
    return &game->rules;
}

tsumo_status tsumo_game_stack_wall(tsumo_game *game, const tsumo_wall *wall)
{
    if (!tsumo_wall_is_valid(wall))
        return TSUMO_EINVAL;
    if (game->stacked_count >= TSUMO_MAX_STACKED)
        return TSUMO_ERANGE;
    game->stacked[game->stacked_count++] = *wall;
    return TSUMO_OK;
}

/* ---- phases and dispatch ---- */

tsumo_phase tsumo_game_phase(const tsumo_game *game)
{
    return (tsumo_phase)game->phase;
}

unsigned tsumo_game_to_act(const tsumo_game *g)
{
    switch (g->phase) {
    case TSUMO_PHASE_TURN:
    case TSUMO_PHASE_AFTER_CALL:
        return 1u << g->turn;
    case TSUMO_PHASE_CLAIM:
    case TSUMO_PHASE_CHANKAN:
        return g->awaiting;
    case TSUMO_PHASE_DRAW:
        return 1u << g->declarer;
    case TSUMO_PHASE_START:
    case TSUMO_PHASE_HAND_OVER:
        return TSUMO_SEATS_ALL;
    default:
        return 0;
    }
}

int tsumo_game_legal(const tsumo_game *g, int seat, tsumo_action *out, int max)
{
    if (seat < 0 || seat > 3 || !(tsumo_game_to_act(g) & (1u << seat)))
        return 0;
    switch (g->phase) {
    case TSUMO_PHASE_TURN:
    case TSUMO_PHASE_AFTER_CALL:
        return tsumo__turn_legal(g, seat, out, max);
    case TSUMO_PHASE_CLAIM:
    case TSUMO_PHASE_CHANKAN:
        return tsumo__claim_legal(g, seat, out, max);
    case TSUMO_PHASE_DRAW:
        return tsumo__draw_legal(g, seat, out, max);
    default:
        if (max > 0)
            out[0] = (tsumo_action){.type = TSUMO_ACTION_NEXT_HAND, .seat = (uint8_t)seat};
        return 1;
    }
}

static bool is_turn_action(int type)
{
    return type >= TSUMO_ACTION_DISCARD && type <= TSUMO_ACTION_KYUUSHU;
}

static bool is_claim_action(int type)
{
    return type >= TSUMO_ACTION_PASS && type <= TSUMO_ACTION_OPEN_KAN;
}

static bool is_draw_action(int type)
{
    return type >= TSUMO_ACTION_TENPAI && type <= TSUMO_ACTION_NAGASHI;
}

static g_judgement judge(const tsumo_game *g, const tsumo_action *a)
{
    switch (g->phase) {
    case TSUMO_PHASE_TURN:
    case TSUMO_PHASE_AFTER_CALL:
        if (!is_turn_action(a->type))
            return g_refuse(TSUMO_REASON_NOT_NOW);
        if (a->seat != g->turn)
            return g_refuse(TSUMO_REASON_NOT_YOUR_TURN);
        return tsumo__turn_judge(g, a);
    case TSUMO_PHASE_CLAIM:
    case TSUMO_PHASE_CHANKAN:
        if (!is_claim_action(a->type) || a->seat == g->claim_from)
            return g_refuse(TSUMO_REASON_NOT_NOW);
        if (g->seats[a->seat].answered)
            return g_refuse(TSUMO_REASON_ALREADY_ANSWERED);
        return tsumo__claim_judge(g, a);
    case TSUMO_PHASE_DRAW:
        if (!is_draw_action(a->type))
            return g_refuse(TSUMO_REASON_NOT_NOW);
        if (a->seat != g->declarer)
            return g_refuse(TSUMO_REASON_NOT_YOUR_TURN);
        return tsumo__draw_judge(g, a);
    case TSUMO_PHASE_START:
    case TSUMO_PHASE_HAND_OVER:
        if (a->type != TSUMO_ACTION_NEXT_HAND)
            return g_refuse(TSUMO_REASON_NOT_NOW);
        return (g_judgement){.verdict = G_LEGAL, .reason = 0};
    default:
        return g_refuse(TSUMO_REASON_NOT_NOW);
    }
}

static bool action_is_well_formed(const tsumo_action *a)
{
    if (a->type == TSUMO_ACTION_NONE || a->type >= TSUMO_ACTION_TYPE_COUNT || a->seat > 3)
        return false;
    bool one = a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI ||
               a->type == TSUMO_ACTION_CLOSED_KAN || a->type == TSUMO_ACTION_ADDED_KAN;
    bool two = a->type == TSUMO_ACTION_CHI || a->type == TSUMO_ACTION_PON;
    if (one && a->tile >= TSUMO_TILES)
        return false;
    if (two && (a->tiles[0] >= TSUMO_TILES || a->tiles[1] >= TSUMO_TILES))
        return false;
    return true;
}

/*
 * A pass from a seat the window awaits, the most common action of all (each
 * discard has three answers): always legal, so the judge is not asked.
 */
static bool is_awaited_pass(const tsumo_game *g, const tsumo_action *a)
{
    return a->type == TSUMO_ACTION_PASS && a->seat < 4 &&
           (g->phase == TSUMO_PHASE_CLAIM || g->phase == TSUMO_PHASE_CHANKAN) &&
           (g->awaiting >> a->seat & 1);
}

tsumo_status tsumo_game_apply(tsumo_game *g, const tsumo_action *a, tsumo_event *events, int max,
                              int *n, tsumo_reason *reason)
{
    if (n)
        *n = 0;
    if (reason)
        *reason = TSUMO_REASON_NONE;
    if (events && max < TSUMO_GAME_MAX_EVENTS)
        return TSUMO_EINVAL;
    g_judgement j = {.verdict = G_LEGAL, .reason = 0};
    if (!is_awaited_pass(g, a)) {
        if (!action_is_well_formed(a)) {
            if (reason)
                *reason = TSUMO_REASON_BAD_ACTION;
            return TSUMO_EINVAL;
        }
        j = judge(g, a);
        if (j.verdict == G_REFUSE) {
            if (reason)
                *reason = (tsumo_reason)j.reason;
            return TSUMO_EILLEGAL;
        }
    }
    g_out out = {events, 0, max};
    int before = g->phase;
    switch (g->phase) {
    case TSUMO_PHASE_TURN:
    case TSUMO_PHASE_AFTER_CALL:
        tsumo__turn_apply(g, a, j, &out);
        break;
    case TSUMO_PHASE_CLAIM:
    case TSUMO_PHASE_CHANKAN:
        tsumo__claim_apply(g, a, j, &out);
        break;
    case TSUMO_PHASE_DRAW:
        tsumo__draw_apply(g, a, j, &out);
        break;
    default:
        tsumo__end_next(g, &out);
        break;
    }
    bool answer_only = (before == TSUMO_PHASE_CLAIM || before == TSUMO_PHASE_CHANKAN) &&
                       g->phase == before && tsumo_game_to_act(g) != 0;
    if (!answer_only) /* an answer alone changes nobody's furiten until the window closes */
        tsumo__game_report_furiten(g, &out);
    if (n)
        *n = out.n;
#ifdef TSUMO_INVARIANTS
    if (tsumo_game_check(g) != TSUMO_OK)
        abort(); /* the engine broke its own invariants: stop where it happened */
#endif
    return TSUMO_OK;
}

/* ---- invariants ---- */

static bool mark(uint8_t seen[TSUMO_TILES], tsumo_tile t, int *count)
{
    if (t >= TSUMO_TILES || seen[t])
        return false;
    seen[t] = 1;
    (*count)++;
    return true;
}

static bool seat_tiles_ok(const tsumo_game *g, int seat, uint8_t seen[TSUMO_TILES], int *count)
{
    const g_seat *s = &g->seats[seat];
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < s->tile_count; i++) {
        if (!mark(seen, s->tiles[i], count))
            return false;
        counts[tsumo_tile_kind(s->tiles[i])]++;
    }
    if (memcmp(counts, s->hand.counts, sizeof counts) != 0)
        return false;
    for (int m = 0; m < s->hand.meld_count; m++)
        for (int i = 0; i < s->melds[m].count; i++)
            if (!mark(seen, s->melds[m].tiles[i], count))
                return false;
    for (int i = 0; i < s->discard_count; i++)
        if (!(s->discards[i].flags & TSUMO_POND_CALLED) && !mark(seen, s->discards[i].tile, count))
            return false;
    return true;
}

/* R-DEAL-02: 13 tiles, one more while holding a drawn or claimed tile. */
static bool seat_count_ok(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    int n = s->tile_count + 3 * s->hand.meld_count;
    bool holding =
        ((g->phase == TSUMO_PHASE_TURN || g->phase == TSUMO_PHASE_AFTER_CALL) && seat == g->turn) ||
        g->phase == TSUMO_PHASE_HAND_OVER || g->phase == TSUMO_PHASE_GAME_OVER;
    return n == 13 || (holding && n == 14);
}

static bool is_taken_replacement(const tsumo_game *g, int position)
{
    for (int k = 0; k < g->rinshan_taken; k++)
        if (position == tsumo_wall_rinshan_position(k))
            return true;
    return false;
}

/*
 * The wall: the live tiles from next_draw up to live_end, which never runs
 * past it (no draw reaches into the dead wall), then the dead wall, counted
 * tile by tile: the positions from live_end on, less the replacement tiles
 * taken, are 14 (R-WALL-07). Each replacement draw moves live_end back one.
 */
static bool wall_ok(const tsumo_game *g, uint8_t seen[TSUMO_TILES], int *count)
{
    if (g->next_draw < TSUMO_WALL_FIRST_DRAW || g->next_draw > g->live_end ||
        g->live_end != TSUMO_WALL_LIVE_END - g->rinshan_taken)
        return false;
    for (int p = g->next_draw; p < g->live_end; p++)
        if (!mark(seen, g->wall.tiles[p], count))
            return false;
    int dead_wall = 0;
    for (int p = g->live_end; p < TSUMO_TILES; p++) {
        if (is_taken_replacement(g, p))
            continue;
        if (!mark(seen, g->wall.tiles[p], count))
            return false;
        dead_wall++;
    }
    return dead_wall == 14;
}

/*
 * R-KAN-10, R-DORA-01, R-DORA-04: at most four kans, one replacement tile per
 * completed kan (the last may be missing when the fourth kan aborts the hand),
 * and one indicator and one per kan turned, or owed until the discard under
 * the late timing.
 */
static bool kans_ok(const tsumo_game *g, int kans)
{
    if (g->kans > 4 || kans != g->kans || g->rinshan_taken > g->kans ||
        g->rinshan_taken + 1 < g->kans)
        return false;
    int due = 1 + (g->rules.kan_dora ? g->kans : 0);
    bool late = g->rules.kan_dora_timing == TSUMO_KANDORA_LATE_OPEN;
    return g->indicators + g->indicators_owed == due && (late || g->indicators_owed == 0);
}

tsumo_status tsumo_game_check(const tsumo_game *g)
{
    if (g->phase == TSUMO_PHASE_START)
        return TSUMO_OK;
    uint8_t seen[TSUMO_TILES] = {0};
    int count = 0;
    if (!wall_ok(g, seen, &count))
        return TSUMO_EINVAL;
    int kans = 0;
    for (int s = 0; s < 4; s++) {
        if (!seat_tiles_ok(g, s, seen, &count) || !seat_count_ok(g, s))
            return TSUMO_EINVAL;
        kans += g->seats[s].kan_count;
    }
    if (count != TSUMO_TILES || !kans_ok(g, kans))
        return TSUMO_EINVAL;
    int64_t sum = (int64_t)g->sticks * g->rules.riichi_deposit;
    for (int s = 0; s < 4; s++)
        sum += g->seats[s].score;
    if (sum != g->points_sum) /* R-GAME-09 */
        return TSUMO_EINVAL;
    return TSUMO_OK;
}

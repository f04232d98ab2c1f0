/*
 * Game records in memory: building one (by hand, by the parser, or by
 * following a game as it is played) and comparing two.
 *
 * A record keeps every hand's header, wall and result in `hands`, and the
 * actions of all hands one after the other in `actions`; a hand owns the
 * slice [first_action, first_action + action_count). Seats are absolute.
 * The text format is in record-text.c, the replay in record-replay.c.
 */
#include "engine.h"

#include <stdlib.h>

/*
 * A name as a record keeps it: one line (control characters become '?'), no
 * blanks at either end, cut at a whole UTF-8 character to fit.
 */
static void copy_name(char dst[TSUMO_NAME_SIZE], const char *src)
{
    while (*src == ' ' || *src == '\t')
        src++;
    size_t n = strlen(src);
    while (n > 0 && (src[n - 1] == ' ' || src[n - 1] == '\t'))
        n--;
    if (n >= TSUMO_NAME_SIZE) {
        n = TSUMO_NAME_SIZE - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
        while (n > 0 && (src[n - 1] == ' ' || src[n - 1] == '\t'))
            n--;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)src[i];
        dst[i] = (char)(c < 0x20 || c == 0x7F ? '?' : c);
    }
    dst[n] = '\0';
}

tsumo_status tsumo_record_new(tsumo_record **out, const tsumo_rules *rules,
                              const tsumo_game_setup *setup)
{
    *out = NULL;
    if (!rules || (setup && (setup->wall_count < 0 || setup->wall_count > TSUMO_MAX_STACKED)))
        return TSUMO_EINVAL;
    if (rules->version != TSUMO_RULES_STRUCT_VERSION)
        return TSUMO_EVERSION;
    tsumo_record *rec = calloc(1, sizeof *rec);
    if (!rec)
        return TSUMO_ENOMEM;
    rec->version = TSUMO_RECORD_STRUCT_VERSION;
    rec->rules = *rules;
    if (setup) {
        rec->seed = setup->seed;
        rec->draw_seats = setup->draw_seats;
        for (int i = 0; i < 4; i++)
            copy_name(rec->names[i], setup->names[i] ? setup->names[i] : "");
        for (int i = 0; i < setup->wall_count; i++)
            rec->pending[i] = setup->walls[i];
        rec->pending_walls = setup->wall_count;
        if (setup->start) {
            rec->has_start = true;
            rec->start = *setup->start;
        }
    }
    *out = rec;
    return TSUMO_OK;
}

void tsumo_record_free(tsumo_record *rec)
{
    if (!rec)
        return;
    free(rec->hands);
    free(rec->actions);
    free(rec->action_lines);
    free(rec);
}

void tsumo_record_setup(const tsumo_record *rec, tsumo_game_setup *out)
{
    memset(out, 0, sizeof *out);
    out->seed = rec->seed;
    out->draw_seats = rec->draw_seats;
    for (int i = 0; i < 4; i++)
        out->names[i] = rec->names[i];
    out->start = rec->has_start ? &rec->start : NULL;
    /* Walls are not given here: the replay stacks each hand's own before its deal. */
}

/* ---- growing ---- */

static bool grow(void **items, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    void *p = realloc(*items, n * size);
    if (!p)
        return false;
    *items = p;
    *cap = n;
    return true;
}

tsumo_status tsumo_record_push_hand(tsumo_record *rec, const tsumo_record_hand *hand)
{
    if (rec->version != TSUMO_RECORD_STRUCT_VERSION)
        return TSUMO_EVERSION;
    if (!grow((void **)&rec->hands, &rec->hand_cap, rec->hand_count + 1, sizeof *rec->hands))
        return TSUMO_ENOMEM;
    tsumo_record_hand *h = &rec->hands[rec->hand_count++];
    *h = *hand;
    h->first_action = rec->action_count;
    h->action_count = 0;
    return TSUMO_OK;
}

/* How many tiles an action names: its `tile`, or its two `tiles`. */
static bool names_tile(int type)
{
    return type == TSUMO_ACTION_DISCARD || type == TSUMO_ACTION_RIICHI ||
           type == TSUMO_ACTION_CLOSED_KAN || type == TSUMO_ACTION_ADDED_KAN;
}

static bool names_tiles(int type)
{
    return type == TSUMO_ACTION_CHI || type == TSUMO_ACTION_PON;
}

/* Only the fields an action's type uses, the rest cleared: a record holds what it writes. */
static tsumo_action canonical(const tsumo_action *a)
{
    tsumo_action c = {.type = a->type,
                      .seat = a->seat,
                      .tile = TSUMO_NO_TILE,
                      .tiles = {TSUMO_NO_TILE, TSUMO_NO_TILE}};
    if (names_tile(a->type)) {
        c.tile = a->tile;
        if (a->type == TSUMO_ACTION_DISCARD)
            c.flags = a->flags & TSUMO_ACTION_TSUMOGIRI;
        if (a->type == TSUMO_ACTION_RIICHI)
            c.flags = a->flags & (TSUMO_ACTION_TSUMOGIRI | TSUMO_ACTION_OPEN);
    }
    if (names_tiles(a->type)) {
        c.tiles[0] = a->tiles[0];
        c.tiles[1] = a->tiles[1];
    }
    return c;
}

tsumo_status tsumo_record_push_action(tsumo_record *rec, const tsumo_action *action, int line)
{
    if (rec->version != TSUMO_RECORD_STRUCT_VERSION)
        return TSUMO_EVERSION;
    if (rec->hand_count == 0)
        return TSUMO_EINVAL;
    size_t need = rec->action_count + 1;
    size_t cap = rec->action_cap;
    if (!grow((void **)&rec->actions, &cap, need, sizeof *rec->actions))
        return TSUMO_ENOMEM;
    size_t line_cap = rec->action_cap;
    if (!grow((void **)&rec->action_lines, &line_cap, need, sizeof *rec->action_lines))
        return TSUMO_ENOMEM;
    rec->action_cap = cap < line_cap ? cap : line_cap;
    rec->actions[rec->action_count] = canonical(action);
    rec->action_lines[rec->action_count] = line;
    rec->action_count++;
    rec->hands[rec->hand_count - 1].action_count++;
    return TSUMO_OK;
}

/* ---- following a game ---- */

tsumo_status tsumo_record_stack_wall(tsumo_record *rec, const tsumo_wall *wall)
{
    if (rec->version != TSUMO_RECORD_STRUCT_VERSION)
        return TSUMO_EVERSION;
    if (rec->pending_walls >= TSUMO_MAX_STACKED)
        return TSUMO_ERANGE;
    rec->pending[rec->pending_walls++] = *wall;
    return TSUMO_OK;
}

/* A new hand's header as the game shows it to everyone. */
static tsumo_status begin_hand(tsumo_record *rec, const tsumo_game *game)
{
    tsumo_view view;
    tsumo_game_view(game, TSUMO_NO_SEAT, &view);
    tsumo_record_hand h;
    memset(&h, 0, sizeof h);
    h.round = view.round;
    h.hand = view.hand;
    h.honba = view.honba;
    h.sticks = view.sticks;
    h.has_scores = true;
    for (int s = 0; s < 4; s++)
        h.scores[s] = view.seats[s].score;
    if (rec->pending_walls > 0) { /* the engine deals stacked walls first, in order */
        h.has_wall = true;
        h.wall = rec->pending[0];
        rec->pending_walls--;
        memmove(&rec->pending[0], &rec->pending[1], (size_t)rec->pending_walls * sizeof h.wall);
    }
    return tsumo_record_push_hand(rec, &h);
}

static void end_game(tsumo_record *rec, const tsumo_game *game)
{
    const tsumo_game_final *final = tsumo_game_final_result(game);
    rec->has_end = true;
    if (final) {
        rec->has_final = true;
        memcpy(rec->final, final->points, sizeof rec->final);
    }
}

static void note_result(tsumo_record *rec, const tsumo_game *game)
{
    const tsumo_hand_result *res = tsumo_game_result(game);
    if (!res || rec->hand_count == 0)
        return;
    tsumo_record_result *r = &rec->hands[rec->hand_count - 1].result;
    if (r->end != TSUMO_END_NONE)
        return;
    r->end = res->end;
    r->abort = res->abort;
    memcpy(r->delta, res->delta, sizeof r->delta);
}

tsumo_status tsumo_record_add(tsumo_record *rec, const tsumo_game *game, const tsumo_action *action)
{
    if (rec->version != TSUMO_RECORD_STRUCT_VERSION)
        return TSUMO_EVERSION;
    tsumo_phase phase = tsumo_game_phase(game);
    if (action->type == TSUMO_ACTION_NEXT_HAND) {
        if (phase == TSUMO_PHASE_GAME_OVER) {
            end_game(rec, game);
            return TSUMO_OK;
        }
        return begin_hand(rec, game);
    }
    if (action->type != TSUMO_ACTION_PASS) {
        tsumo_status st = tsumo_record_push_action(rec, action, 0);
        if (st != TSUMO_OK)
            return st;
    }
    if (phase == TSUMO_PHASE_HAND_OVER || phase == TSUMO_PHASE_GAME_OVER)
        note_result(rec, game);
    return TSUMO_OK;
}

/* ---- comparing ---- */

static bool same_face(const tsumo_rules *rules, tsumo_tile a, tsumo_tile b)
{
    if (a >= TSUMO_TILES || b >= TSUMO_TILES)
        return a == b;
    return tsumo_tile_kind(a) == tsumo_tile_kind(b) &&
           tsumo_tile_is_red(a, rules->red_fives) == tsumo_tile_is_red(b, rules->red_fives);
}

static bool same_action(const tsumo_rules *rules, const tsumo_action *a, const tsumo_action *b)
{
    return a->type == b->type && a->seat == b->seat && a->flags == b->flags &&
           same_face(rules, a->tile, b->tile) && same_face(rules, a->tiles[0], b->tiles[0]) &&
           same_face(rules, a->tiles[1], b->tiles[1]);
}

static bool same_wall(const tsumo_rules *rules, const tsumo_wall *a, const tsumo_wall *b)
{
    if (a->dice[0] != b->dice[0] || a->dice[1] != b->dice[1])
        return false;
    for (int i = 0; i < TSUMO_TILES; i++)
        if (!same_face(rules, a->tiles[i], b->tiles[i]))
            return false;
    return true;
}

/* Line numbers are where a text said things, not what it said: they are not compared. */
static bool same_hand(const tsumo_rules *rules, const tsumo_record_hand *a,
                      const tsumo_record_hand *b)
{
    if (a->round != b->round || a->hand != b->hand || a->honba != b->honba ||
        a->sticks != b->sticks || a->has_scores != b->has_scores || a->has_wall != b->has_wall ||
        a->first_action != b->first_action || a->action_count != b->action_count)
        return false;
    if (a->has_scores && memcmp(a->scores, b->scores, sizeof a->scores) != 0)
        return false;
    if (a->has_wall && !same_wall(rules, &a->wall, &b->wall))
        return false;
    const tsumo_record_result *x = &a->result, *y = &b->result;
    if (x->end != y->end)
        return false;
    return x->end == TSUMO_END_NONE ||
           (x->abort == y->abort && memcmp(x->delta, y->delta, sizeof x->delta) == 0);
}

static bool same_start(const tsumo_game_start *a, const tsumo_game_start *b)
{
    return a->round == b->round && a->hand == b->hand && a->honba == b->honba &&
           a->sticks == b->sticks && memcmp(a->scores, b->scores, sizeof a->scores) == 0;
}

bool tsumo_record_equal(const tsumo_record *a, const tsumo_record *b)
{
    if (!tsumo_rules_equal(&a->rules, &b->rules) || a->seed != b->seed ||
        a->draw_seats != b->draw_seats || a->has_start != b->has_start ||
        a->hand_count != b->hand_count || a->action_count != b->action_count ||
        a->has_end != b->has_end || a->has_final != b->has_final)
        return false;
    for (int i = 0; i < 4; i++)
        if (strcmp(a->names[i], b->names[i]) != 0)
            return false;
    if (a->has_start && !same_start(&a->start, &b->start))
        return false;
    if (a->has_final && memcmp(a->final, b->final, sizeof a->final) != 0)
        return false;
    for (size_t i = 0; i < a->hand_count; i++)
        if (!same_hand(&a->rules, &a->hands[i], &b->hands[i]))
            return false;
    for (size_t i = 0; i < a->action_count; i++)
        if (!same_action(&a->rules, &a->actions[i], &b->actions[i]))
            return false;
    return true;
}

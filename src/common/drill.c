/*
 * Drills: a drill played under a ruleset, and the engine's verdict on it.
 * Nothing here decides a rule: each verdict is what tsumo_game_legal() lists
 * or why tsumo_game_apply() refuses, on a copy of the game.
 */
#include "drill.h"
#include "drill-turn.h"
#include "findings.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const kind_ids[DRILL_KIND_COUNT] = {"furiten", "calls",      "waits",
                                                       "scoring", "efficiency", "defence"};

const char *drill_kind_id(drill_kind kind)
{
    return (unsigned)kind < DRILL_KIND_COUNT ? kind_ids[kind] : "?";
}

int drill_kind_from_id(const char *id)
{
    for (int k = 0; k < DRILL_KIND_COUNT; k++)
        if (strcmp(id, kind_ids[k]) == 0)
            return k;
    return -1;
}

static const struct {
    const char *id, *text;
} topics[DRILL_TOPIC_COUNT] = {
    {"", ""},
    {"discard-furiten", N_("Permanent furiten: a wait among your own discards.")},
    {"temporary-furiten", N_("Temporary furiten: a winning tile let go this go-around.")},
    {"riichi-furiten", N_("Riichi furiten: a winning tile let go after riichi.")},
    {"no-yaku", N_("A wait without a yaku.")},
    {"seven-pairs", N_("A seven pairs wait.")},
    {"thirteen-orphans", N_("A thirteen orphans wait.")},
    {"called-discard", N_("A discard another player called away.")},
    {"four-held", N_("A wait on a kind the hand holds all four of.")},
    {"chi-left", N_("Chi only from the player on the left.")},
    {"chi-choices", N_("Several ways to chi, and red fives.")},
    {"priority", N_("Whose claim wins: ron, then pon or kan, then chi.")},
    {"several-rons", N_("Several players claim ron.")},
    {"last-tile", N_("The last discard of the hand.")},
    {"swap-calling", N_("Swap-calling (kuikae).")},
    {"riichi-calls", N_("Calls after riichi, and dead hands.")},
};

const char *drill_topic_id(drill_topic topic)
{
    return (unsigned)topic < DRILL_TOPIC_COUNT ? topics[topic].id : "";
}

int drill_topic_from_id(const char *id)
{
    for (int t = 1; t < DRILL_TOPIC_COUNT; t++)
        if (strcmp(id, topics[t].id) == 0)
            return t;
    return -1;
}

const char *drill_topic_text(drill_topic topic)
{
    return (unsigned)topic < DRILL_TOPIC_COUNT && topic ? _(topics[topic].text) : "";
}

/* ---- tiles as text ---- */

/* Appends to buf (bounded) like snprintf. */
static void add(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(char *buf, size_t size, const char *fmt, ...)
{
    size_t n = strlen(buf);
    if (n + 1 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, size - n, fmt, ap);
    va_end(ap);
}

/* Kinds in mpsz, grouped by suit: "25m8p". */
static const char *kinds_text(char *buf, size_t size, tsumo_kindset set)
{
    buf[0] = '\0';
    for (int suit = 0; suit < 4; suit++) {
        bool any = false;
        for (int k = suit * 9; k < suit * 9 + (suit == 3 ? 7 : 9); k++)
            if (set >> k & 1) {
                add(buf, size, "%d", tsumo_kind_number((tsumo_kind)k));
                any = true;
            }
        if (any)
            add(buf, size, "%c", "mpsz"[suit]);
    }
    return buf;
}

/*
 * Tiles as the table draws them (issue 22): by the faces of its tile style, a red five
 * marked '*', the honours by name ("Wh"), never the notation's "5z".
 */
static const char *ascii_name(char *buf, size_t size, tsumo_tile tile, int red_fives,
                              const void *ctx)
{
    (void)ctx;
    bool red = tsumo_tile_is_red(tile, red_fives);
    snprintf(buf, size, "%s%s", cli_kind_name(tsumo_tile_kind(tile)), red ? "*" : "");
    return buf;
}

static const narrate_namer ascii_namer = {.name = ascii_name};

static const narrate_namer *namer_of(const drill_state *st)
{
    return st->namer && st->namer->name ? st->namer : &ascii_namer;
}

static const char *face(char buf[NARRATE_TILE], const drill_state *st, tsumo_tile tile)
{
    if (tile >= TSUMO_TILES)
        return "?";
    const narrate_namer *n = namer_of(st);
    return n->name(buf, NARRATE_TILE, tile, st->rules.red_fives, n->ctx);
}

/* A kind's face: its last copy, which is never a red five. */
static const char *kind_face(char buf[NARRATE_TILE], const drill_state *st, tsumo_kind kind)
{
    return kind < TSUMO_KINDS ? face(buf, st, (tsumo_tile)(kind * 4 + 3)) : "?";
}

/* Kinds by their faces, one blank between: "2m 5m Wh". */
static const char *kinds_faces(char *buf, size_t size, const drill_state *st, tsumo_kindset set)
{
    buf[0] = '\0';
    char f[NARRATE_TILE];
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (set >> k & 1)
            add(buf, size, "%s%s", buf[0] ? " " : "", kind_face(f, st, (tsumo_kind)k));
    return buf;
}

static int by_tile(const void *a, const void *b)
{
    return (int)*(const tsumo_tile *)a - (int)*(const tsumo_tile *)b;
}

/* Physical tiles, sorted, by their faces: "1m 2m 5p* 5p Wh". */
static const char *tiles_faces(char *buf, size_t size, const drill_state *st,
                               const tsumo_tile *tiles, int n)
{
    tsumo_tile sorted[TSUMO_MAX_DISCARDS];
    n = n < TSUMO_MAX_DISCARDS ? n : TSUMO_MAX_DISCARDS;
    memcpy(sorted, tiles, (size_t)n * sizeof *tiles);
    qsort(sorted, (size_t)n, sizeof *sorted, by_tile);
    buf[0] = '\0';
    char f[NARRATE_TILE];
    for (int i = 0; i < n; i++)
        add(buf, size, "%s%s", i ? " " : "", face(f, st, sorted[i]));
    return buf;
}

/*
 * A meld as docs/notation.md writes it, by faces: "(3m 2m 4m)" a chi, the claimed tile
 * first; "(Wh Wh Wh^)" a pon, the mark saying whose discard it was (< the left, ^ across,
 * > the right); "(1p 1p 1p 1p>)" an open kan; "[Rd Rd Rd Rd]" a closed kan; "{5s 5s 5s 5s<}"
 * a kan added to a pon. Never all in closed-kan brackets: a pon read as a closed kan scores
 * other fu (issue 22).
 */
static const char *meld_text(char *buf, size_t size, const drill_state *st,
                             const tsumo_game_meld *m, int owner)
{
    static const char opens[] = "((([{", closes[] = ")))]}";
    int type = m->type <= TSUMO_MELD_ADDED_KAN ? m->type : TSUMO_MELD_CLOSED_KAN;
    char f[NARRATE_TILE];
    snprintf(buf, size, "%c", opens[type]);
    bool first = m->called < TSUMO_TILES;
    if (first)
        add(buf, size, "%s", face(f, st, m->called));
    for (int i = 0; i < m->count && i < 4; i++)
        if (m->tiles[i] != m->called)
            add(buf, size, "%s%s", first || i ? " " : "", face(f, st, m->tiles[i]));
    if (type != TSUMO_MELD_CHI && type != TSUMO_MELD_CLOSED_KAN && m->from < 4)
        add(buf, size, "%c", " >^<"[(m->from - owner) & 3]);
    add(buf, size, "%c", closes[type]);
    return buf;
}

static const char *seat_name(int seat)
{
    return cli_wind_name(seat); /* seat 0 deals: seats are the hand's winds */
}

/* ---- building the situation ---- */

/* The faces a file places: up to a wall's worth, red fives only where the ruleset has them. */
typedef struct wall_faces {
    tsumo_wall_face at[TSUMO_TILES];
    size_t count;
    int red_fives;
} wall_faces;

static int draw_position(int i)
{
    return TSUMO_WALL_FIRST_DRAW + i;
}

static bool add_faces(wall_faces *f, const drill_tiles *t, int (*where)(int))
{
    for (int i = 0; i < t->count; i++) {
        if (f->count == TSUMO_TILES)
            return false; /* more tiles than the wall has places */
        bool red = t->red[i] && tsumo_kind_red_count(t->kinds[i], f->red_fives) > 0;
        f->at[f->count++] = (tsumo_wall_face){.pos = where(i), .kind = t->kinds[i], .red = red};
    }
    return true;
}

static int deal_east(int i)
{
    return tsumo_wall_deal_position(0, i);
}
static int deal_south(int i)
{
    return tsumo_wall_deal_position(1, i);
}
static int deal_west(int i)
{
    return tsumo_wall_deal_position(2, i);
}
static int deal_north(int i)
{
    return tsumo_wall_deal_position(3, i);
}

/* The wall the file describes; the tiles it leaves out fill the rest in a seeded order. */
static bool stacked_wall(tsumo_wall *w, const drill *d, const tsumo_rules *rules)
{
    int (*const deal[4])(int) = {deal_east, deal_south, deal_west, deal_north};
    wall_faces f = {.red_fives = rules->red_fives};
    for (int s = 0; s < 4; s++)
        if (!add_faces(&f, &d->hands[s], deal[s]))
            return false;
    if (!add_faces(&f, &d->draws, draw_position) ||
        !add_faces(&f, &d->dora, tsumo_wall_indicator_position))
        return false;
    static const uint8_t dice[2] = {3, 4};
    /* seeded, so that the filler does not line up into sets */
    return tsumo_wall_build(w, rules, f.at, f.count, dice, 14, NULL) == TSUMO_OK;
}

static bool is_claim(uint8_t type)
{
    return type == TSUMO_ACTION_PASS || type == TSUMO_ACTION_RON || type == TSUMO_ACTION_CHI ||
           type == TSUMO_ACTION_PON || type == TSUMO_ACTION_OPEN_KAN;
}

static bool in_window(const tsumo_game *g)
{
    tsumo_phase ph = tsumo_game_phase(g);
    return ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN;
}

/* Notes what furiten needs told: a winning tile let go, a draw, a call after it. */
static void follow(drill_state *st, const tsumo_action *a, const tsumo_event *ev, int n)
{
    for (int i = 0; i < n; i++) {
        const tsumo_event *e = &ev[i];
        if (e->type == TSUMO_EVENT_DRAW && e->seat < 4)
            st->passed[e->seat] = TSUMO_NO_KIND;
        if (e->type == TSUMO_EVENT_CALL)
            for (int s = 0; s < 4; s++)
                if (s != e->seat && st->passed[s] != TSUMO_NO_KIND &&
                    st->interrupted[s] == TSUMO_NO_SEAT)
                    st->interrupted[s] = e->seat;
    }
    (void)a;
}

static tsumo_reason step(drill_state *st, const tsumo_action *a)
{
    tsumo_game *g = st->game;
    if (a->type == TSUMO_ACTION_PASS && in_window(g) && a->seat < 4) {
        tsumo_view v;
        tsumo_game_view(g, a->seat, &v);
        tsumo_kind k = v.claim_tile < TSUMO_TILES ? tsumo_tile_kind(v.claim_tile) : TSUMO_NO_KIND;
        if (k != TSUMO_NO_KIND && (v.waits >> k & 1)) {
            st->passed[a->seat] = k;
            st->passed_riichi[a->seat] = v.seats[a->seat].riichi != 0;
            st->interrupted[a->seat] = TSUMO_NO_SEAT;
        }
    }
    tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
    int n = 0;
    tsumo_reason why = TSUMO_REASON_NONE;
    if (tsumo_game_apply(g, a, ev, TSUMO_GAME_MAX_EVENTS, &n, &why) != TSUMO_OK)
        return why ? why : TSUMO_REASON_BAD_ACTION;
    follow(st, a, ev, n);
    return TSUMO_REASON_NONE;
}

/* Every seat that has not answered the window passes. */
static tsumo_reason pass_all(drill_state *st)
{
    unsigned m = tsumo_game_to_act(st->game);
    for (int s = 0; s < 4 && in_window(st->game); s++)
        if (m >> s & 1) {
            tsumo_action p = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)s};
            tsumo_reason r = step(st, &p);
            if (r)
                return r;
        }
    return TSUMO_REASON_NONE;
}

static int live_left(const tsumo_game *g)
{
    tsumo_view v;
    tsumo_game_view(g, TSUMO_NO_SEAT, &v);
    return v.live_left;
}

/* Every seat throws the tile it draws and lets every discard go, until `left` are left. */
static tsumo_reason play_until(drill_state *st, int left)
{
    while (live_left(st->game) > left) {
        tsumo_phase ph = tsumo_game_phase(st->game);
        if (in_window(st->game)) {
            tsumo_reason r = pass_all(st);
            if (r)
                return r;
            continue;
        }
        if (ph != TSUMO_PHASE_TURN)
            return TSUMO_REASON_NOT_NOW;
        tsumo_view v;
        unsigned m = tsumo_game_to_act(st->game);
        int seat = m ? __builtin_ctz(m) : 0;
        tsumo_game_view(st->game, seat, &v);
        tsumo_action a = {.type = TSUMO_ACTION_DISCARD,
                          .seat = (uint8_t)seat,
                          .flags = TSUMO_ACTION_TSUMOGIRI,
                          .tile = v.drawn};
        tsumo_reason r = step(st, &a);
        if (r)
            return r;
    }
    return TSUMO_REASON_NONE;
}

/* The file's action made whole: the drawn tile named, a pon's tiles chosen when not given. */
static tsumo_action complete(const tsumo_game *g, const tsumo_action *in)
{
    tsumo_action a = *in;
    if (a.seat >= 4)
        return a;
    if ((a.flags & TSUMO_ACTION_TSUMOGIRI) && a.tile == TSUMO_NO_TILE) {
        tsumo_view v;
        tsumo_game_view(g, a.seat, &v);
        a.tile = v.drawn;
    }
    if (a.type == TSUMO_ACTION_PON && a.tiles[0] == TSUMO_NO_TILE) {
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = tsumo_game_legal(g, a.seat, legal, TSUMO_GAME_MAX_LEGAL);
        for (int i = 0; i < n; i++)
            if (legal[i].type == TSUMO_ACTION_PON)
                return legal[i];
    }
    return a;
}

static tsumo_reason play_action(drill_state *st, const tsumo_action *in)
{
    if (in->type == DRILL_ACTION_UNTIL)
        return play_until(st, in->tile);
    if (in_window(st->game) && !is_claim(in->type)) {
        tsumo_reason r = pass_all(st);
        if (r)
            return r;
    }
    tsumo_action a = complete(st->game, in);
    return step(st, &a);
}

static bool new_game(drill_state *st, const drill *d)
{
    tsumo_wall wall;
    if (d->stacked && !stacked_wall(&wall, d, &st->rules))
        return false;
    tsumo_game_setup setup = {
        .seed = d->seed, .walls = d->stacked ? &wall : NULL, .wall_count = d->stacked ? 1 : 0};
    if (tsumo_game_new(&st->game, &st->rules, &setup) != TSUMO_OK)
        return false;
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND};
    return tsumo_game_apply(st->game, &deal, NULL, 0, NULL, NULL) == TSUMO_OK;
}

bool drill_build(drill_state *out, const drill *d, const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    out->rules = *rules;
    out->rules.penalties = TSUMO_PENALTIES_REFUSE; /* a drill asks what is allowed */
    for (int s = 0; s < 4; s++) {
        out->passed[s] = TSUMO_NO_KIND;
        out->interrupted[s] = TSUMO_NO_SEAT;
    }
    if (!new_game(out, d)) {
        out->refused_line = d->line;
        return false;
    }
    for (size_t i = 0; i < d->action_count; i++) {
        tsumo_reason r = play_action(out, &d->actions[i]);
        if (r) {
            out->refused_line = d->lines[i];
            out->refused_reason = (uint8_t)r;
            out->refused = &d->actions[i];
            return false;
        }
    }
    /* a tsumo is scored once the winner has drawn, a turn asked about once the seat has: the
       window before it closes */
    bool drawn =
        (d->kind == DRILL_SCORING && d->win.type == TSUMO_ACTION_TSUMO) || drill_on_turn(d->kind);
    if (drawn && in_window(out->game))
        pass_all(out);
    return true;
}

void drill_state_free(drill_state *st)
{
    tsumo_game_free(st->game);
    st->game = NULL;
}

/* ---- the engine's verdicts ---- */

/*
 * Where a refusal's rule comes from, as a learner may look it up: the section of EMA, and
 * the ruleset's key where one makes it so; never the checklist's ids (issue 22).
 */
static const char *cite(char *buf, size_t size, tsumo_reason r, const tsumo_rules *rules)
{
    (void)rules;
    const char *src = tsumo_reason_source(r), *key = tsumo_reason_rules_key(r, NULL);
    buf[0] = '\0';
    if (strncmp(src, "EMA ", 4) == 0)
        snprintf(buf, size, "%s", src);
    if (key[0] && buf[0])
        /* TRANSLATORS: after a rule's section: the ruleset's key that makes it so. */
        add(buf, size, _(", ruleset key %s"), key);
    else if (key[0])
        /* TRANSLATORS: where a rule comes from when only the ruleset makes it one. */
        add(buf, size, _("ruleset key %s"), key);
    if (!buf[0])
        snprintf(buf, size, "%s", _("this ruleset"));
    return buf;
}

/* Why `seat` may not do `a` now, asked of the engine on a copy of the game. */
static tsumo_reason refusal(const tsumo_game *g, const tsumo_action *a)
{
    tsumo_game *copy = NULL;
    if (tsumo_game_clone(&copy, g) != TSUMO_OK)
        return TSUMO_REASON_NONE;
    tsumo_reason why = TSUMO_REASON_NONE;
    int n = 0;
    tsumo_game_apply(copy, a, NULL, 0, &n, &why);
    tsumo_game_free(copy);
    return why;
}

bool drill_may(const tsumo_game *g, int seat, uint8_t type)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (legal[i].type == type)
            return true;
    return false;
}

/* Kinds held four times, concealed tiles and melds together. */
static tsumo_kindset held_four(const tsumo_view *v, int seat)
{
    uint8_t count[TSUMO_KINDS] = {0};
    for (int i = 0; i < v->hand_count; i++)
        count[tsumo_tile_kind(v->hand_tiles[i])]++;
    const tsumo_view_seat *s = &v->seats[seat];
    for (int m = 0; m < s->meld_count; m++)
        for (int i = 0; i < s->melds[m].count; i++)
            count[tsumo_tile_kind(s->melds[m].tiles[i])]++;
    tsumo_kindset set = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (count[k] >= 4)
            set |= (tsumo_kindset)1 << k;
    return set;
}

/* The seat's own discards that are among its waits, and whether another seat called one. */
static tsumo_kindset waits_discarded(const tsumo_view *v, int seat, bool *called)
{
    tsumo_kindset set = 0;
    *called = false;
    const tsumo_view_seat *s = &v->seats[seat];
    for (int i = 0; i < s->discard_count; i++) {
        tsumo_kind k = tsumo_tile_kind(s->discards[i].tile);
        if (v->waits >> k & 1) {
            set |= (tsumo_kindset)1 << k;
            *called |= (s->discards[i].flags & TSUMO_POND_CALLED) != 0;
        }
    }
    return set;
}

/* Why the seat is furiten, as the viewer, explain and the coach say it (findings.c). */
static void furiten_detail(drill_verdict *out, const drill_state *st, int seat, tsumo_reason r,
                           const tsumo_view *v)
{
    if (r != TSUMO_REASON_FURITEN && r != TSUMO_REASON_TEMP_FURITEN &&
        r != TSUMO_REASON_RIICHI_FURITEN)
        return;
    narrator n;
    narrate_init(&n, &st->rules, namer_of(st), seat, false);
    char why[320], t[NARRATE_TILE];
    findings_furiten_line(why, sizeof why, st->game, seat, TSUMO_NO_TILE, &n);
    /* TRANSLATORS: a seat ("West"), then why it is furiten. */
    add(out->why, sizeof out->why, _("%s: %s.\n"), seat_name(seat), why);
    bool called = false;
    waits_discarded(v, seat, &called);
    if (r == TSUMO_REASON_FURITEN && called)
        add(out->why, sizeof out->why,
            _("A discard that another player called away still counts.\n"));
    if (r == TSUMO_REASON_TEMP_FURITEN && st->interrupted[seat] != TSUMO_NO_SEAT)
        add(out->why, sizeof out->why,
            _("%s let %s go; %s's call came after that, but under this ruleset a call does not "
              "end it (temp_furiten_ends_on_call = no).\n"),
            seat_name(seat), kind_face(t, st, st->passed[seat]), seat_name(st->interrupted[seat]));
}

static void judge_furiten(drill_verdict *out, const drill *d, const drill_state *st)
{
    const tsumo_game *g = st->game;
    int seat = d->seat;
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    char w[160], t[NARRATE_TILE], c[96];
    tsumo_kind k = v.claim_tile < TSUMO_TILES ? tsumo_tile_kind(v.claim_tile) : TSUMO_NO_KIND;
    const char *tile = kind_face(t, st, k);
    tsumo_kindset four = held_four(&v, seat);
    if (v.waits)
        add(out->why, sizeof out->why, _("%s waits on %s.\n"), seat_name(seat),
            kinds_faces(w, sizeof w, st, v.waits));
    if (v.waits & four)
        add(out->why, sizeof out->why,
            _("%s holds all four %s: that wait can never come, but it still counts for "
              "furiten.\n"),
            seat_name(seat), kinds_faces(w, sizeof w, st, v.waits & four));
    if (drill_may(g, seat, TSUMO_ACTION_RON)) {
        snprintf(out->answer, sizeof out->answer, "yes");
        snprintf(out->shown, sizeof out->shown, "%s", _("yes"));
        add(out->why, sizeof out->why,
            _("%s may ron %s: it completes the hand with a yaku, and "
              "no furiten stands in the way (%s).\n"),
            seat_name(seat), tile, cite(c, sizeof c, TSUMO_REASON_FURITEN, &st->rules));
        if (st->passed[seat] != TSUMO_NO_KIND && st->interrupted[seat] != TSUMO_NO_SEAT)
            add(out->why, sizeof out->why,
                _("It let %s go, but %s's call interrupted the go-around, which ends temporary "
                  "furiten under this ruleset (%s, temp_furiten_ends_on_call = yes).\n"),
                kind_face(w, st, st->passed[seat]), seat_name(st->interrupted[seat]),
                cli_rule_source(c, sizeof c, "R-FURI-04", &st->rules));
        return;
    }
    snprintf(out->answer, sizeof out->answer, "no");
    snprintf(out->shown, sizeof out->shown, "%s", _("no"));
    tsumo_action ron = {.type = TSUMO_ACTION_RON, .seat = (uint8_t)seat};
    tsumo_reason r = refusal(g, &ron);
    furiten_detail(out, st, seat, r, &v);
    add(out->why, sizeof out->why, _("No ron on %s: %s (%s).\n"), tile, _(tsumo_reason_msgid(r)),
        cite(c, sizeof c, r, &st->rules));
}

/* ---- calls ---- */

typedef struct claim_list {
    int n;
    char items[16][24]; /* "S pon", "W chi 34m" */
} claim_list;

static bool claim_listed(const claim_list *l, const char *item)
{
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->items[i], item) == 0)
            return true;
    return false;
}

static void claim_add(claim_list *l, const char *item)
{
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->items[i], item) == 0)
            return;
    if (l->n < 16)
        snprintf(l->items[l->n++], sizeof l->items[0], "%s", item);
}

/* "S pon", "W chi 34m": the answers notation of one claim. */
static void claim_text(char *buf, size_t size, const tsumo_action *a, const tsumo_rules *rules)
{
    char t0[4], t1[4];
    static const char *const words[TSUMO_ACTION_TYPE_COUNT] = {[TSUMO_ACTION_RON] = "ron",
                                                               [TSUMO_ACTION_CHI] = "chi",
                                                               [TSUMO_ACTION_PON] = "pon",
                                                               [TSUMO_ACTION_OPEN_KAN] = "kan"};
    snprintf(buf, size, "%c %s", tsumo_wind_letter(a->seat), words[a->type]);
    if (a->type == TSUMO_ACTION_CHI) {
        cli_tile_notation(t0, a->tiles[0], rules);
        cli_tile_notation(t1, a->tiles[1], rules);
        add(buf, size, " %c%c%c", t0[0], t1[0], t0[1]);
    }
}

static int claim_rank(uint8_t type)
{
    switch (type) {
    case TSUMO_ACTION_RON:
        return 3;
    case TSUMO_ACTION_PON:
    case TSUMO_ACTION_OPEN_KAN:
        return 2;
    case TSUMO_ACTION_CHI:
        return 1;
    default:
        return 0;
    }
}

/* Every claim each seat may make, in turn order from the discarder; each seat's best. */
static void list_claims(const drill_state *st, int from, claim_list *l, tsumo_action best[4])
{
    for (int i = 1; i < 4; i++) {
        int seat = (from + i) & 3;
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = tsumo_game_legal(st->game, seat, legal, TSUMO_GAME_MAX_LEGAL);
        best[seat] = (tsumo_action){.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
        for (int rank = 3; rank >= 1; rank--)
            for (int j = 0; j < n; j++)
                if (claim_rank(legal[j].type) == rank) {
                    char item[24];
                    claim_text(item, sizeof item, &legal[j], &st->rules);
                    claim_add(l, item);
                    if (claim_rank(best[seat].type) < rank)
                        best[seat] = legal[j];
                }
    }
}

static tsumo_tile held(const tsumo_view *v, tsumo_kind k, tsumo_tile not_this)
{
    for (int i = 0; i < v->hand_count; i++)
        if (tsumo_tile_kind(v->hand_tiles[i]) == k && v->hand_tiles[i] != not_this)
            return v->hand_tiles[i];
    return TSUMO_NO_TILE;
}

/* A claim the hand's tiles would make but the engine does not list: say why not. */
static void near_miss(drill_verdict *out, const drill_state *st, const tsumo_action *a)
{
    char item[24], c[96];
    if (drill_may(st->game, a->seat, a->type) && a->type != TSUMO_ACTION_CHI)
        return;
    tsumo_reason r = refusal(st->game, a);
    if (r == TSUMO_REASON_NONE)
        return;
    claim_text(item, sizeof item, a, &st->rules);
    add(out->why, sizeof out->why, _("Not %s: %s (%s).\n"), item, _(tsumo_reason_msgid(r)),
        cite(c, sizeof c, r, &st->rules));
}

static void near_misses(drill_verdict *out, const drill_state *st, int seat, tsumo_kind k)
{
    tsumo_view v;
    tsumo_game_view(st->game, seat, &v);
    tsumo_action a = {.seat = (uint8_t)seat, .tile = TSUMO_NO_TILE};
    if (v.waits >> k & 1) {
        a.type = TSUMO_ACTION_RON;
        near_miss(out, st, &a);
    }
    a.tiles[0] = held(&v, k, TSUMO_NO_TILE);
    a.tiles[1] = held(&v, k, a.tiles[0]);
    if (a.tiles[1] != TSUMO_NO_TILE) {
        a.type = TSUMO_ACTION_PON;
        near_miss(out, st, &a);
    }
    if (tsumo_kind_is_honor(k))
        return;
    int n = tsumo_kind_number(k);
    static const int offsets[3][2] = {{-2, -1}, {-1, 1}, {1, 2}};
    for (int i = 0; i < 3; i++) {
        int lo = n + offsets[i][0], hi = n + offsets[i][1];
        if (lo < 1 || hi > 9)
            continue;
        a.type = TSUMO_ACTION_CHI;
        a.tiles[0] = held(&v, (tsumo_kind)(k + offsets[i][0]), TSUMO_NO_TILE);
        a.tiles[1] = held(&v, (tsumo_kind)(k + offsets[i][1]), TSUMO_NO_TILE);
        if (a.tiles[0] != TSUMO_NO_TILE && a.tiles[1] != TSUMO_NO_TILE &&
            refusal(st->game, &a) != TSUMO_REASON_NONE)
            near_miss(out, st, &a);
    }
}

/* Who takes the tile when every seat makes its best claim, played out on a copy. */
static void winner(drill_verdict *out, const drill_state *st, const tsumo_action best[4])
{
    tsumo_game *copy = NULL;
    if (tsumo_game_clone(&copy, st->game) != TSUMO_OK)
        return;
    tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
    int n = 0;
    for (int s = 0; s < 4; s++)
        if (tsumo_game_to_act(copy) >> s & 1)
            tsumo_game_apply(copy, &best[s], ev, TSUMO_GAME_MAX_EVENTS, &n, NULL);
    char wins[64] = "", c[96];
    int win_count = 0;
    for (int i = 0; i < n; i++) {
        if (ev[i].type == TSUMO_EVENT_WIN) {
            add(wins, sizeof wins, "%s%s", win_count++ ? ", " : "", seat_name(ev[i].seat));
        } else if (ev[i].type == TSUMO_EVENT_ABORT) {
            add(out->why, sizeof out->why,
                _("All three claim ron: under this ruleset the hand is drawn instead.\n"));
            tsumo_game_free(copy);
            return;
        } else if (ev[i].type == TSUMO_EVENT_CALL) {
            char item[24];
            claim_text(item, sizeof item, &best[ev[i].seat], &st->rules);
            add(out->why, sizeof out->why,
                _("If every seat makes its best claim, %s takes the tile (%s): ron before pon "
                  "or kan, pon or kan before chi (%s).\n"),
                seat_name(ev[i].seat), item, cli_rule_source(c, sizeof c, "R-CALL-04", &st->rules));
        }
    }
    int rons = 0;
    for (int s = 0; s < 4; s++)
        rons += best[s].type == TSUMO_ACTION_RON && (tsumo_game_to_act(st->game) >> s & 1);
    if (win_count > 1)
        add(out->why, sizeof out->why, _("Several rons: %s all win on the tile (%s).\n"), wins,
            cli_rule_source(c, sizeof c, "R-WIN-06", &st->rules));
    else if (win_count == 1 && rons > 1)
        add(out->why, sizeof out->why,
            _("Several claim ron, but under this ruleset only the first in turn after the "
              "discarder wins: %s (head bump).\n"),
            wins);
    else if (win_count == 1)
        add(out->why, sizeof out->why, _("Ron goes before every other claim: %s wins (%s).\n"),
            wins, cli_rule_source(c, sizeof c, "R-CALL-04", &st->rules));
    tsumo_game_free(copy);
}

static void judge_calls(drill_verdict *out, const drill_state *st)
{
    tsumo_view v;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &v);
    int from = v.claim_from < 4 ? v.claim_from : 0;
    tsumo_kind k = v.claim_tile < TSUMO_TILES ? tsumo_tile_kind(v.claim_tile) : 0;
    claim_list l = {0};
    tsumo_action best[4] = {{0}}; /* the discarder's stays a no-claim: list_claims skips it */
    list_claims(st, from, &l, best);
    out->answer[0] = '\0';
    for (int i = 0; i < l.n; i++)
        add(out->answer, sizeof out->answer, "%s%s", i ? ", " : "", l.items[i]);
    if (!l.n)
        snprintf(out->answer, sizeof out->answer, "none");
    snprintf(out->shown, sizeof out->shown, "%s", out->answer);
    add(out->why, sizeof out->why, _("The claims the engine allows: %s.\n"), out->answer);
    for (int i = 1; i < 4; i++)
        near_misses(out, st, (from + i) & 3, k);
    if (l.n)
        winner(out, st, best);
}

/* ---- waits ---- */

static void judge_waits(drill_verdict *out, const drill *d, const drill_state *st)
{
    tsumo_view v;
    tsumo_game_view(st->game, d->seat, &v);
    char w[160], c[96];
    tsumo_kindset four = held_four(&v, d->seat);
    tsumo_kindset waits = v.waits & ~four;
    kinds_text(out->answer, sizeof out->answer, waits);
    kinds_faces(out->shown, sizeof out->shown, st, waits);
    if (!waits) {
        snprintf(out->answer, sizeof out->answer, "none");
        snprintf(out->shown, sizeof out->shown, "none");
    }
    cli_rule_source(c, sizeof c, "R-WIN-01", &st->rules);
    if (waits)
        add(out->why, sizeof out->why, _("%s's hand wins on %s (%s).\n"), seat_name(d->seat),
            out->shown, c);
    else
        add(out->why, sizeof out->why, _("No tile completes %s's hand (%s).\n"), seat_name(d->seat),
            c);
    if (v.waits & four)
        add(out->why, sizeof out->why,
            _("%s would complete it too, but the hand holds all four: there is no fifth.\n"),
            kinds_faces(w, sizeof w, st, v.waits & four));
    add(out->why, sizeof out->why,
        _("A wait is a wait whether or not it gives a yaku; without one it cannot win.\n"));
}

/* ---- scoring ---- */

/* The win `a` played on a copy of the game, the other seats passing first. */
static const tsumo_hand_win *played_win(tsumo_game **copy, const drill_state *st,
                                        const tsumo_action *a)
{
    if (tsumo_game_clone(copy, st->game) != TSUMO_OK)
        return NULL;
    unsigned m = tsumo_game_to_act(*copy);
    for (int s = 0; s < 4 && in_window(*copy); s++)
        if (s != a->seat && (m >> s & 1)) {
            tsumo_action p = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)s};
            tsumo_game_apply(*copy, &p, NULL, 0, NULL, NULL);
        }
    if (tsumo_game_apply(*copy, a, NULL, 0, NULL, NULL) != TSUMO_OK)
        return NULL;
    const tsumo_hand_result *res = tsumo_game_result(*copy);
    for (int i = 0; res && i < res->win_count; i++)
        if (res->wins[i].winner == a->seat)
            return &res->wins[i];
    return NULL;
}

/* The fu line by line (EMA 4.1.1): 20 base, each set, pair and wait, then the rounding. */
static void fu_lines(drill_verdict *out, const tsumo_score *sc, const drill_state *st)
{
    char src[96], label[160], f[NARRATE_TILE];
    /* TRANSLATORS: the heading of a win's fu, listed one a line below; %s the rule's section. */
    add(out->why, sizeof out->why, _("Fu (%s):\n"),
        cli_rule_source(src, sizeof src, "R-FU-01", &st->rules));
    for (int i = 0; i < sc->fu_count; i++) {
        const tsumo_fu_entry *e = &sc->fu_items[i];
        const char *msgid = tsumo_fu_entry_msgid(e);
        if (!msgid)
            continue;
        cli_format_msgid(label, sizeof label, msgid,
                         e->kind < TSUMO_KINDS ? kind_face(f, st, e->kind) : "");
        bool first = e->item == TSUMO_FU_BASE || e->item == TSUMO_FU_CHIITOITSU;
        add(out->why, sizeof out->why, first ? "  %s %d\n" : "  %s +%d\n", label, e->fu);
    }
    add(out->why, sizeof out->why, "  ");
    if (sc->fu_raw != sc->fu)
        add(out->why, sizeof out->why,
            ngettext("%d fu, rounded up to %d", "%d fu, rounded up to %d", sc->fu_raw), sc->fu_raw,
            sc->fu);
    else
        add(out->why, sizeof out->why, ngettext("%d fu", "%d fu", sc->fu), sc->fu);
    add(out->why, sizeof out->why, "\n");
}

/* "the dealer's ron" ...: whose win and how, as the table's rows are found. */
static const char *win_way(bool dealer, bool tsumo)
{
    if (dealer)
        return tsumo ? _("the dealer's tsumo") : _("the dealer's ron");
    return tsumo ? _("a non-dealer's tsumo") : _("a non-dealer's ron");
}

/* "2 han 40 fu", "5 han, mangan", "yakuman": the value looked up. */
static const char *value_text(char *buf, size_t size, const tsumo_score *sc)
{
    const char *limit = cli_limit_name((tsumo_limit)sc->limit, sc->yakuman_mult);
    if (sc->yakuman_mult)
        snprintf(buf, size, "%s", limit);
    else if (sc->limit && sc->fu == 0)
        snprintf(buf, size, _("%d han, %s"), sc->han, limit);
    else if (sc->limit)
        snprintf(buf, size, _("%d han %d fu, %s"), sc->han, sc->fu, limit);
    else
        snprintf(buf, size, _("%d han %d fu"), sc->han, sc->fu);
    return buf;
}

static void score_detail(drill_verdict *out, const tsumo_score *sc, const drill_state *st,
                         bool dealer, bool tsumo)
{
    for (int i = 0; i < sc->yaku_count; i++) {
        add(out->why, sizeof out->why, "  %s: ", cli_yaku_name(sc->yaku[i].yaku));
        if (sc->yakuman_mult)
            add(out->why, sizeof out->why, "%s\n", cli_limit_name(TSUMO_LIMIT_YAKUMAN, 1));
        else
            add(out->why, sizeof out->why, ngettext("%d han", "%d han", sc->yaku[i].han),
                sc->yaku[i].han);
        add(out->why, sizeof out->why, "%s", sc->yakuman_mult ? "" : "\n");
    }
    if (!sc->yakuman_mult && sc->fu)
        fu_lines(out, sc, st);
    char value[96], src[96];
    /* TRANSLATORS: the scoring table looked up: its section, the han and fu ("1 han 40 fu"),
       whose win and how ("a non-dealer's ron"), the points. */
    add(out->why, sizeof out->why, _("The table (%s): %s, %s: %d points.\n"),
        cli_rule_source(src, sizeof src, "R-PAY-02", &st->rules),
        value_text(value, sizeof value, sc), win_way(dealer, tsumo), sc->payments.total);
    if (sc->payments.ron == 0 && sc->payments.tsumo_each)
        add(out->why, sizeof out->why, _("Tsumo by the dealer: %d from each.\n"),
            sc->payments.tsumo_each);
    else if (sc->payments.ron == 0)
        add(out->why, sizeof out->why, _("Tsumo: %d from the dealer, %d from each other.\n"),
            sc->payments.tsumo_dealer, sc->payments.tsumo_nondealer);
}

static bool is_dealer(const drill_state *st, int seat)
{
    tsumo_view v;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &v);
    return v.dealer == seat;
}

static void judge_scoring(drill_verdict *out, const drill *d, const drill_state *st)
{
    tsumo_game *copy = NULL;
    const tsumo_hand_win *w = played_win(&copy, st, &d->win);
    if (!w) {
        snprintf(out->answer, sizeof out->answer, "none");
        add(out->why, sizeof out->why, _("The engine refuses this win under this ruleset.\n"));
    } else {
        snprintf(out->answer, sizeof out->answer, "%d", (int)w->score.payments.total);
        score_detail(out, &w->score, st, is_dealer(st, d->win.seat),
                     d->win.type == TSUMO_ACTION_TSUMO);
    }
    snprintf(out->shown, sizeof out->shown, "%s", out->answer);
    tsumo_game_free(copy);
}

void drill_judge(drill_verdict *out, const drill *d, const drill_state *st)
{
    memset(out, 0, sizeof *out);
    switch (d->kind) {
    case DRILL_EFFICIENCY:
    case DRILL_DEFENCE:
        drill_turn_judge(out, d, st);
        break;
    case DRILL_FURITEN:
        judge_furiten(out, d, st);
        break;
    case DRILL_CALLS:
        judge_calls(out, st);
        break;
    case DRILL_WAITS:
        judge_waits(out, d, st);
        break;
    default:
        judge_scoring(out, d, st);
        break;
    }
}

/* ---- answers ---- */

static void trim(char *s)
{
    char *p = s;
    while (*p == ' ' || *p == '\t')
        p++;
    memmove(s, p, strlen(p) + 1);
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r' || s[n - 1] == '\n'))
        s[--n] = '\0';
}

/* An honour by its name as the table's ascii style writes it ("wh", any case), or -1. */
static int honour_named(const char *word, size_t n)
{
    for (int k = TSUMO_KINDS - 7; k < TSUMO_KINDS; k++) {
        const char *name = cli_kind_name((tsumo_kind)k);
        if (strlen(name) == n && strncasecmp(name, word, n) == 0)
            return k;
    }
    return -1;
}

/* One word of tiles in mpsz ("25m8p", "0p") into *set; false when it is none. */
static bool read_mpsz(const char *p, size_t len, tsumo_kindset *set)
{
    static const char suits[] = "mpsz";
    size_t start = 0;
    for (size_t i = 0; i < len; i++) {
        if (p[i] >= '0' && p[i] <= '9')
            continue;
        const char *suit = memchr(suits, p[i], 4);
        if (!suit || i == start)
            return false;
        for (size_t j = start; j < i; j++) {
            int number = p[j] == '0' ? 5 : p[j] - '0';
            if (suit[0] == 'z' && (p[j] < '1' || p[j] > '7'))
                return false;
            *set |= (tsumo_kindset)1 << tsumo_kind_make((int)(suit - suits), number);
        }
        start = i + 1;
    }
    return start == len && len > 0;
}

/* Tiles as an answer names them: mpsz ("25m8p 6z") or the faces shown ("2m 5m 8p Gr"). */
static bool read_kinds(const char *s, tsumo_kindset *out)
{
    tsumo_kindset set = 0;
    bool any = false;
    for (const char *p = s; *p;) {
        size_t n = strcspn(p, " ,");
        int honour = n ? honour_named(p, n) : -1;
        if (honour >= 0)
            set |= (tsumo_kindset)1 << honour;
        else if (n && !read_mpsz(p, n, &set))
            return false;
        any |= n > 0;
        p += n;
        p += strspn(p, " ,");
    }
    *out = set;
    return any;
}

/*
 * A seat's letter in an answer, folded to lower case: E S W N, or the first letters of the
 * seats' names in the reader's language (Spanish O for Oeste, West), written as E S W N.
 */
static char seat_letter(char typed)
{
    char c = (char)toupper((unsigned char)typed);
    if (strchr("ESWN", c) && c)
        return c;
    /* TRANSLATORS: the first letters of East, South, West and North in that order, which a
       calls drill's answer may use for the seats besides E S W N ("ESON"); four letters. */
    const char *own = _("ESWN");
    for (int i = 0; i < 4 && own[i]; i++)
        if (toupper((unsigned char)own[i]) == c)
            return "ESWN"[i];
    return c;
}

/* One claim in the answers notation, rewritten as claim_text() writes it. */
static bool read_claim(char *item, size_t size, char *text)
{
    trim(text);
    char seat = 0, verb[8] = "", tiles[8] = "";
    int n = sscanf(text, "%c %7s %7s", &seat, verb, tiles);
    seat = seat_letter(seat);
    if (n < 2 || tsumo_wind_from_letter(seat) < 0)
        return false;
    bool chi = strcmp(verb, "chi") == 0;
    if (!chi && strcmp(verb, "pon") && strcmp(verb, "kan") && strcmp(verb, "ron"))
        return false;
    if (chi != (n == 3))
        return false;
    if (chi && (strlen(tiles) != 3 || tiles[0] < '0' || tiles[0] > '9' || tiles[1] < '0' ||
                tiles[1] > '9' || !strchr("mps", tiles[2]) || !tiles[2]))
        return false;
    snprintf(item, size, "%c %s%s%s", seat, verb, chi ? " " : "", chi ? tiles : "");
    return true;
}

/* The engine's answer of a calls drill ("none", or "E pon, S chi 3m4m") as a list. */
static void engine_claims(claim_list *l, const char *answer)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", answer);
    if (strcmp(buf, "none") != 0)
        for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ","))
            claim_add(l, tok[0] == ' ' ? tok + 1 : tok);
}

/* The claims a player's answer lists, those it can read; false when one cannot be read. */
static bool given_claims(claim_list *l, const char *answer)
{
    char buf[256];
    bool all = true;
    snprintf(buf, sizeof buf, "%s", answer);
    if (strcmp(buf, "none") != 0)
        for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
            char item[24];
            if (read_claim(item, sizeof item, tok))
                claim_add(l, item);
            else
                all = false;
        }
    return all;
}

static bool check_calls(const drill_verdict *v, const char *answer, bool *parsed)
{
    claim_list want = {0}, got = {0};
    engine_claims(&want, v->answer);
    *parsed = given_claims(&got, answer);
    if (!*parsed)
        return false;
    if (want.n != got.n)
        return false;
    for (int i = 0; i < want.n; i++)
        if (!claim_listed(&got, want.items[i]))
            return false;
    return true;
}

/* Whether `word` is one of the '|'-separated `words`, ASCII letters in any case. */
static bool among(const char *words, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = words; *p;) {
        const char *bar = strchr(p, '|');
        size_t len = bar ? (size_t)(bar - p) : strlen(p);
        if (len == n && n && strncasecmp(p, word, n) == 0)
            return true;
        p += len + (bar != NULL);
    }
    return false;
}

/*
 * A yes or a no as a learner types it: "Yes", "y", and the words of his language too,
 * with or without their accents ("si" for "sí"). An answer not read counts as a
 * mistake, so refusing a "Yes" would mark a right answer wrong.
 */
static bool says_yes(const char *a)
{
    /* TRANSLATORS: every answer read as yes in a furiten drill, separated by '|', besides
       the English ones: the word, its first letter, and the word without its accents. */
    return among("yes|y", a) || among(_("yes|y"), a);
}

static bool says_no(const char *a)
{
    /* TRANSLATORS: every answer read as no in a furiten drill, separated by '|', besides
       the English ones (as for yes|y). */
    return among("no|n", a) || among(_("no|n"), a);
}

const char *drill_answer_shown(const drill_verdict *v)
{
    if (strcmp(v->answer, "yes") == 0)
        return _("yes");
    if (strcmp(v->answer, "no") == 0)
        return _("no");
    return v->shown[0] ? v->shown : v->answer;
}

/*
 * "3,900", "3.900" (as Spanish writes it) or "3 900": the points with a separator between
 * the thousands, the same one throughout, become "3900". Points are whole numbers, so a
 * group of three digits after the separator reads one way only.
 */
static void drop_thousands(char *a)
{
    size_t n = strlen(a), lead = strspn(a, "0123456789");
    if (lead < 1 || lead > 3 || lead == n || !strchr(",. ", a[lead]))
        return;
    char sep = a[lead];
    for (size_t i = lead; i < n; i += 4)
        if (a[i] != sep || strspn(a + i + 1, "0123456789") < 3 ||
            (a[i + 4] != '\0' && a[i + 4] != sep))
            return;
    size_t out = 0;
    for (size_t i = 0; i < n; i++)
        if (a[i] != sep)
            a[out++] = a[i];
    a[out] = '\0';
}

/* An answer as it is read: the blanks around it cut, its capitals folded. */
static void answer_read(char a[256], const char *answer)
{
    snprintf(a, 256, "%s", answer ? answer : "");
    trim(a);
    /* "n ron", "None", "25M": a learner's capitals are no mistake of the rules. */
    for (char *p = a; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
}

/* Points as an answer writes them ("3,900" too) into *n; false when they are none. */
static bool points_read(char *a, long *n)
{
    drop_thousands(a);
    char *end = NULL;
    *n = strtol(a, &end, 10);
    return a[0] >= '0' && a[0] <= '9' && *end == '\0' && *n >= 0 && *n <= 1000000;
}

bool drill_check(const drill *d, const drill_verdict *v, const char *answer, char *why, size_t size)
{
    char a[256];
    answer_read(a, answer);
    why[0] = '\0';
    bool parsed = true, right = false;
    switch (d->kind) {
    case DRILL_EFFICIENCY:
    case DRILL_DEFENCE:
        return drill_turn_check(v, a, why, size);
    case DRILL_FURITEN: {
        bool yes = says_yes(a), no = !yes && says_no(a);
        parsed = yes || no;
        right = parsed && strcmp(yes ? "yes" : "no", v->answer) == 0;
        if (!parsed)
            snprintf(why, size, _("expected yes or no"));
        break;
    }
    case DRILL_CALLS:
        right = check_calls(v, a, &parsed);
        if (!parsed)
            snprintf(why, size, _("expected claims such as 'S pon, W chi 34m', or 'none'"));
        break;
    case DRILL_WAITS: {
        tsumo_kindset got = 0, want = 0;
        parsed = strcmp(a, "none") == 0 || read_kinds(a, &got);
        if (strcmp(v->answer, "none") != 0)
            read_kinds(v->answer, &want);
        right = parsed && got == want;
        if (!parsed)
            snprintf(why, size, _("expected tiles such as 25m8p or 2m 5m 8p Wh, or 'none'"));
        break;
    }
    default: {
        long n = 0;
        parsed = points_read(a, &n);
        right = parsed && strcmp(a, v->answer) == 0;
        if (!parsed)
            snprintf(why, size, _("expected the points as a whole number, such as 3900"));
    }
    }
    return right;
}

/* ---- why an answer is wrong (issue 22: feedback that addresses the answer given) ---- */

static void wrong_furiten(char *buf, size_t size, const drill *d, const drill_state *st,
                          bool said_yes)
{
    tsumo_view v;
    tsumo_game_view(st->game, d->seat, &v);
    char t[NARRATE_TILE], c[96];
    const char *tile = kind_face(
        t, st, v.claim_tile < TSUMO_TILES ? tsumo_tile_kind(v.claim_tile) : TSUMO_NO_KIND);
    tsumo_action ron = {.type = TSUMO_ACTION_RON, .seat = d->seat};
    if (said_yes) {
        tsumo_reason r = refusal(st->game, &ron);
        add(buf, size, _("You answered yes, but %s may not ron %s: %s (%s).\n"), seat_name(d->seat),
            tile, _(tsumo_reason_msgid(r)), cite(c, sizeof c, r, &st->rules));
        return;
    }
    tsumo_game *copy = NULL;
    const tsumo_hand_win *w = played_win(&copy, st, &ron);
    const char *yaku = w && w->score.yaku_count ? cli_yaku_name(w->score.yaku[0].yaku) : "?";
    add(buf, size,
        _("You answered no, but nothing stops %s: %s completes its hand with a yaku (%s), no "
          "wait of it is among its own discards, and it has let no winning tile go that "
          "still counts.\n"),
        seat_name(d->seat), tile, yaku);
    tsumo_game_free(copy);
}

/* The claim `item` ("S chi 34m") as an action of its seat's tiles; false when it holds none. */
static bool claim_action(tsumo_action *a, const drill_state *st, const char *item)
{
    tsumo_view pub;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &pub);
    int seat = tsumo_wind_from_letter(item[0]);
    if (seat < 0 || pub.claim_tile >= TSUMO_TILES)
        return false;
    tsumo_view v;
    tsumo_game_view(st->game, seat, &v);
    tsumo_kind k = tsumo_tile_kind(pub.claim_tile), one = k, two = k;
    *a = (tsumo_action){.seat = (uint8_t)seat, .tile = TSUMO_NO_TILE};
    const char *verb = item + 2;
    if (strncmp(verb, "ron", 3) == 0) {
        a->type = TSUMO_ACTION_RON;
        return true;
    }
    if (strncmp(verb, "chi ", 4) == 0 && strlen(verb) == 7) {
        int suit = (int)(strchr("mps", verb[6]) - "mps");
        one = tsumo_kind_make(suit, verb[4] == '0' ? 5 : verb[4] - '0');
        two = tsumo_kind_make(suit, verb[5] == '0' ? 5 : verb[5] - '0');
    }
    a->type = verb[0] == 'c'   ? TSUMO_ACTION_CHI
              : verb[0] == 'p' ? TSUMO_ACTION_PON
                               : TSUMO_ACTION_OPEN_KAN;
    a->tiles[0] = held(&v, one, TSUMO_NO_TILE);
    a->tiles[1] = held(&v, two, a->tiles[0]);
    return a->tiles[0] != TSUMO_NO_TILE && a->tiles[1] != TSUMO_NO_TILE;
}

static void wrong_claim(char *buf, size_t size, const drill_state *st, const char *item)
{
    tsumo_action a;
    char c[96];
    if (!claim_action(&a, st, item)) {
        add(buf, size, _("%s: %s does not hold the tiles for it.\n"), item,
            seat_name(tsumo_wind_from_letter(item[0]) & 3));
        return;
    }
    tsumo_reason r = refusal(st->game, &a);
    if (r == TSUMO_REASON_NONE)
        r = TSUMO_REASON_BAD_MELD;
    add(buf, size, _("%s: not allowed: %s (%s).\n"), item, _(tsumo_reason_msgid(r)),
        cite(c, sizeof c, r, &st->rules));
}

static void wrong_calls(char *buf, size_t size, const drill_state *st, const drill_verdict *v,
                        const char *answer)
{
    claim_list want = {0}, got = {0};
    engine_claims(&want, v->answer);
    given_claims(&got, answer);
    for (int i = 0; i < got.n; i++)
        if (!claim_listed(&want, got.items[i]))
            wrong_claim(buf, size, st, got.items[i]);
    for (int i = 0; i < want.n; i++)
        if (!claim_listed(&got, want.items[i]))
            add(buf, size, _("%s was allowed too, and your answer leaves it out.\n"),
                want.items[i]);
}

static void wrong_waits(char *buf, size_t size, const drill *d, const drill_state *st,
                        const drill_verdict *v, const char *answer)
{
    tsumo_kindset got = 0, want = 0;
    if (strcmp(answer, "none") != 0 && !read_kinds(answer, &got))
        return;
    if (strcmp(v->answer, "none") != 0)
        read_kinds(v->answer, &want);
    tsumo_view view;
    tsumo_game_view(st->game, d->seat, &view);
    tsumo_kindset four = held_four(&view, d->seat);
    char w[160], c[96];
    tsumo_kindset extra = got & ~want, missing = want & ~got;
    if (extra & four)
        add(buf, size, _("%s: the hand holds all four, so there is no fifth to win on.\n"),
            kinds_faces(w, sizeof w, st, extra & four));
    if (extra & ~four)
        add(buf, size, _("%s: the hand is not complete with it (%s).\n"),
            kinds_faces(w, sizeof w, st, extra & ~four),
            cli_rule_source(c, sizeof c, "R-WIN-01", &st->rules));
    if (missing)
        add(buf, size, _("%s completes the hand too, and your answer leaves it out.\n"),
            kinds_faces(w, sizeof w, st, missing));
}

/* What a hand of `han` and `fu` pays, as the table gives it. */
static int32_t pays(int han, int fu, int mult, bool dealer, bool tsumo, const tsumo_rules *rules)
{
    tsumo_payments p;
    tsumo_score_payments(&p, han, fu, mult, dealer, tsumo, 0, 0, rules);
    return p.total;
}

/* A value of the hand counted with other han than its own, else other fu: which, or false. */
static bool miscounted(int *han, int *fu, const tsumo_score *sc, bool dealer, bool tsumo, long x,
                       const tsumo_rules *rules)
{
    *fu = sc->fu;
    for (*han = 1; *han <= 13; ++*han)
        if (*han != sc->han && pays(*han, *fu, 0, dealer, tsumo, rules) == x)
            return true;
    *han = sc->han;
    for (*fu = 20; *fu <= 110; *fu += *fu < 30 ? 5 : 10)
        if (*fu != sc->fu && pays(*han, *fu, 0, dealer, tsumo, rules) == x)
            return true;
    return false;
}

static void wrong_points(char *buf, size_t size, const drill *d, const drill_state *st, long x)
{
    tsumo_game *copy = NULL;
    const tsumo_hand_win *w = played_win(&copy, st, &d->win);
    if (!w) {
        tsumo_game_free(copy);
        return;
    }
    const tsumo_score *sc = &w->score;
    bool dealer = is_dealer(st, d->win.seat), tsumo = d->win.type == TSUMO_ACTION_TSUMO;
    const tsumo_payments *p = &sc->payments;
    int mult = sc->yakuman_mult, han = 0, fu = 0;
    const tsumo_rules *r = &st->rules;
    char value[96];
    if (tsumo && (x == p->tsumo_each || x == p->tsumo_dealer || x == p->tsumo_nondealer))
        add(buf, size,
            _("%ld is what one player pays; the question asks what the hand pays in "
              "all: %d.\n"),
            x, (int)p->total);
    else if (pays(sc->han, sc->fu, mult, !dealer, tsumo, r) == x)
        add(buf, size, _("%ld is what the hand pays for %s; this is %s.\n"), x,
            win_way(!dealer, tsumo), win_way(dealer, tsumo));
    else if (pays(sc->han, sc->fu, mult, dealer, !tsumo, r) == x)
        add(buf, size, _("%ld is what the hand pays for %s; this is %s.\n"), x,
            win_way(dealer, !tsumo), win_way(dealer, tsumo));
    else if (!mult && sc->fu_raw != sc->fu && pays(sc->han, sc->fu_raw, 0, dealer, tsumo, r) == x)
        add(buf, size, _("%ld counts %d fu as they are; they are rounded up to %d first.\n"), x,
            sc->fu_raw, sc->fu);
    else if (!mult && miscounted(&han, &fu, sc, dealer, tsumo, x, r))
        add(buf, size,
            han != sc->han ? _("%ld is what %d han %d fu pays; this hand has %d han: count its "
                               "yaku and dora again.\n")
                           : _("%ld is what %d han %d fu pays; this hand has %d fu: count them "
                               "again, line by line.\n"),
            x, han, fu, han != sc->han ? sc->han : sc->fu);
    else
        add(buf, size, _("%ld is no value of this hand: look up %s for %s in the table.\n"), x,
            value_text(value, sizeof value, sc), win_way(dealer, tsumo));
    tsumo_game_free(copy);
}

void drill_why_wrong(char *buf, size_t size, const drill *d, const drill_state *st,
                     const drill_verdict *v, const char *answer)
{
    char a[256];
    answer_read(a, answer);
    buf[0] = '\0';
    long n = 0;
    switch (d->kind) {
    case DRILL_FURITEN:
        if (says_yes(a) || says_no(a))
            wrong_furiten(buf, size, d, st, says_yes(a));
        break;
    case DRILL_CALLS:
        wrong_calls(buf, size, st, v, a);
        break;
    case DRILL_WAITS:
        wrong_waits(buf, size, d, st, v, a);
        break;
    default:
        if (points_read(a, &n))
            wrong_points(buf, size, d, st, n);
    }
}

const char *drill_answer_class(char *buf, size_t size, const drill *d, const drill_verdict *v)
{
    if (d->kind != DRILL_CALLS) {
        snprintf(buf, size, "%s", v->answer);
        return buf;
    }
    static const char *const verbs[] = {"chi", "pon", "kan", "ron"};
    buf[0] = '\0';
    for (int i = 0; i < 4; i++) {
        char word[8];
        snprintf(word, sizeof word, " %s", verbs[i]);
        if (strstr(v->answer, word))
            add(buf, size, "%s%s", buf[0] ? "+" : "", verbs[i]);
    }
    if (!buf[0])
        snprintf(buf, size, "none");
    return buf;
}

const char *drill_ref_shown(char *buf, size_t size, const char *ref)
{
    buf[0] = '\0';
    for (const char *p = ref; *p;) {
        size_t n = strcspn(p, ",");
        while (n && *p == ' ')
            p++, n--;
        bool id =
            strncmp(p, "R-", 2) == 0 || strncmp(p, "AMB-", 4) == 0 || strncmp(p, "CFG-", 4) == 0;
        if (n && !id)
            add(buf, size, "%s%.*s", buf[0] ? ", " : "", (int)n, p);
        p += n;
        p += *p == ',';
    }
    return buf;
}

/* ---- showing the situation ---- */

/*
 * One line a seat: its points and riichi, its pond as the table marks it ("5m-" a tile
 * called away, "5m/" the riichi tile), then its melds in docs/notation.md's brackets.
 */
static void show_seat(FILE *to, const tsumo_view *v, int seat, const drill_state *st)
{
    const tsumo_view_seat *s = &v->seats[seat];
    char t[NARRATE_TILE];
    fputs("  ", to);
    cli_put_padded(to, seat_name(seat), 6); /* by columns, whatever the language */
    fprintf(to, " %6d", (int)s->score);
    if (s->riichi)
        fprintf(to, " %s", _("riichi"));
    if (s->dead)
        fprintf(to, " %s", _("dead hand"));
    fputc(':', to);
    for (int i = 0; i < s->discard_count; i++) {
        const tsumo_pond_tile *p = &s->discards[i];
        const char *mark = p->flags & TSUMO_POND_CALLED   ? "-"
                           : p->flags & TSUMO_POND_RIICHI ? "/"
                                                          : "";
        fprintf(to, " %s%s", face(t, st, p->tile), mark);
    }
    for (int m = 0; m < s->meld_count; m++) {
        char buf[160];
        fprintf(to, "%s%s", m ? " " : "  | ", meld_text(buf, sizeof buf, st, &s->melds[m], seat));
    }
    fputc('\n', to);
}

static void show_hand(FILE *to, const drill_state *st, int seat)
{
    tsumo_view v;
    tsumo_game_view(st->game, seat, &v);
    tsumo_tile kept[14];
    int n = 0;
    for (int i = 0; i < v.hand_count && i < 14; i++)
        if (v.hand_tiles[i] != v.drawn)
            kept[n++] = v.hand_tiles[i];
    char buf[512], t[NARRATE_TILE];
    fprintf(to, _("  %s's hand: %s"), seat_name(seat), tiles_faces(buf, sizeof buf, st, kept, n));
    if (v.drawn != TSUMO_NO_TILE)
        fprintf(to, _(", drew %s"), face(t, st, v.drawn));
    fputc('\n', to);
}

void drill_show(FILE *to, const drill *d, const drill_state *st)
{
    if (drill_on_turn(d->kind)) {
        drill_turn_show(to, d, st);
        return;
    }
    tsumo_view v;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &v);
    char t[NARRATE_TILE];
    fprintf(to, _("%s %d, dealer %s; %d tiles left in the wall; dora indicator %s.\n"),
            cli_wind_name(v.round), v.hand + 1, seat_name(v.dealer), v.live_left,
            v.indicator_count ? face(t, st, v.indicators[0]) : "-");
    for (int s = 0; s < 4; s++)
        show_seat(to, &v, s, st);
    fputs(_("  Ponds: x- a discard called away, x/ the riichi discard. After | the melds: (...) "
            "an open one, the claimed tile first, then whose discard it was: < the left "
            "player's, ^ the one across, > the right player's; [...] a closed kan; {...} a "
            "kan added to a pon.\n"),
          to);
    if (d->kind == DRILL_CALLS)
        for (int s = 0; s < 4; s++)
            show_hand(to, st, s);
    else
        show_hand(to, st, d->kind == DRILL_SCORING ? d->win.seat : d->seat);
    if (v.claim_tile != TSUMO_NO_TILE && v.claim_from < 4)
        fprintf(to, _("  %s discards %s.\n"), seat_name(v.claim_from), face(t, st, v.claim_tile));
}

const char *drill_question(char *buf, size_t size, const drill *d, const drill_state *st)
{
    if (drill_on_turn(d->kind))
        return drill_turn_question(buf, size, d, st);
    tsumo_view v;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &v);
    char t[NARRATE_TILE];
    const char *tile = face(t, st, v.claim_tile);
    switch (d->kind) {
    case DRILL_FURITEN:
        snprintf(buf, size, _("May %s ron %s? (yes/no)"), seat_name(d->seat), tile);
        break;
    case DRILL_CALLS:
        snprintf(buf, size,
                 _("Which claims may be made on %s? (such as 'S pon, W chi 34m', or 'none')"),
                 tile);
        break;
    case DRILL_WAITS:
        snprintf(buf, size,
                 _("Name every winning tile of %s's hand (such as 25m8p, or 2m 5m Wh, or "
                   "'none')."),
                 seat_name(d->seat));
        break;
    default:
        if (d->win.type == TSUMO_ACTION_TSUMO)
            snprintf(buf, size,
                     _("%s wins by tsumo. What does the hand pay in all, before "
                       "counters and sticks? (such as 3900)"),
                     seat_name(d->win.seat));
        else
            snprintf(buf, size,
                     _("%s wins by ron on %s. What does the hand pay, before "
                       "counters and sticks? (such as 3900)"),
                     seat_name(d->win.seat), tile);
    }
    return buf;
}

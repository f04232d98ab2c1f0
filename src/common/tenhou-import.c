/*
 * Import of tenhou.net/6 JSON logs into game records (tenhou.h gives the
 * format). Import walks a round turn by turn, as the table played it: whose
 * turn, what was drawn from where (the live wall, or a replacement tile after
 * a kan), what was discarded and who called it. That gives the actions and,
 * for each tile the log shows, its place in a wall laid out as the engine
 * deals it.
 */
#include "games.h"
#include "tenhou.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum walk_end {
    ENDED_AFTER_DRAW = 1, /* the seat in turn drew and did not discard: tsumo or kyuushu */
    ENDED_ON_DISCARD,     /* ron on the last discard (or a robbed kan) */
    ENDED_NO_DRAW         /* nobody draws after the last discard: a draw or an abort */
};

typedef struct conv {
    const tsumo_rules *rules;
    tsumo_record *rec;
    const char *path;
    int line, round_index;
    json_t *take[4], *disc[4], *result;
    const char *result_name;
    size_t ti[4], di[4];
    int hand[4][CODES]; /* concealed tiles by code */
    int melds[4];
    bool ask_declarations; /* the log does not say who was tenpai: the engine does */
    int dealer, turn, drawn, last_discarder;
    int code_at[TSUMO_TILES]; /* 0: the log does not show that tile */
    int live, rinshan;
    bool first_draw, rinshan_next;
} conv;

static bool bad(const conv *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool bad(const conv *c, const char *fmt, ...)
{
    fprintf(stderr, "%s:%d: ", c->path, c->line);
    /* TRANSLATORS: where in a Tenhou log an error is: the round's index, from 1. */
    fprintf(stderr, _("round %d: "), c->round_index + 1);
    /* The message may quote the log ('%s' is no discard): shown, not sent to the terminal. */
    va_list ap;
    va_start(ap, fmt);
    cli_put_shown_v(stderr, fmt, ap);
    va_end(ap);
    return false;
}

/* A number of the log that must lie in [lo, hi] (games_json_int); `what` says where it is. */
static bool int_in(const conv *c, json_t *x, const char *what, int lo, int hi, int *out)
{
    char why[256];
    return games_json_int(x, what, lo, hi, out, why, sizeof why) || bad(c, "%s", why);
}

static bool place(conv *c, int pos, int code)
{
    tsumo_kind k;
    bool red;
    if (!tenhou_code_face(code, &k, &red))
        return bad(c, _("%d is not a tile"), code);
    if (c->code_at[pos] != 0)
        return bad(c, _("two tiles for one place in the wall (%d)"), pos);
    c->code_at[pos] = code;
    return true;
}

static bool take_tile(conv *c, int seat, int code)
{
    if (code < 0 || code >= CODES)
        return bad(c, _("%d is not a tile"), code);
    if (c->hand[seat][code] <= 0)
        return bad(c, _("seat %d gives up a %d it does not hold"), seat, code);
    c->hand[seat][code]--;
    return true;
}

static bool push(conv *c, tsumo_action a)
{
    if (tsumo_record_push_action(c->rec, &a, 0) != TSUMO_OK)
        return bad(c, _("out of memory"));
    return true;
}

static tsumo_action action(int type, int seat)
{
    return (tsumo_action){.type = (uint8_t)type,
                          .seat = (uint8_t)seat,
                          .tile = TSUMO_NO_TILE,
                          .tiles = {TSUMO_NO_TILE, TSUMO_NO_TILE}};
}

/* A call or kan string: its tiles in order, the letter and which tile follows it. */
typedef struct meld_text {
    char letter;
    int letter_pos; /* in characters */
    int codes[4];
    int count;
    int after; /* index in codes[] of the tile right after the letter */
} meld_text;

static bool parse_meld(const char *s, meld_text *m)
{
    memset(m, 0, sizeof *m);
    m->after = -1;
    for (int i = 0; s[i];) {
        if (s[i] >= 'a' && s[i] <= 'z') {
            if (m->letter)
                return false;
            m->letter = s[i];
            m->letter_pos = i;
            m->after = m->count;
            i++;
        } else if (s[i] >= '0' && s[i] <= '9' && s[i + 1] >= '0' && s[i + 1] <= '9') {
            if (m->count == 4)
                return false;
            m->codes[m->count++] = (s[i] - '0') * 10 + (s[i + 1] - '0');
            i += 2;
        } else {
            return false;
        }
    }
    return m->letter && m->after < m->count;
}

/* The seat a call's tile came from: the letter first = left, in the middle = across. */
static int call_source(const meld_text *m, int caller)
{
    if (m->letter_pos == 0)
        return (caller + 3) & 3;
    if (m->letter_pos == 2)
        return (caller + 2) & 3;
    return (caller + 1) & 3;
}

static int tsumogiri_code(const conv *c, int code, bool *tsumogiri)
{
    *tsumogiri = code == 60;
    return code == 60 ? c->drawn : code;
}

/* ---- the result ---- */

static bool result_is(const conv *c, const char *name)
{
    return c->result_name && strcmp(c->result_name, name) == 0;
}

/* Winners of a 和了 result and whom they won from (the same seat for tsumo). */
static int winners(const conv *c, int who[3], int *from)
{
    int n = 0;
    if (!result_is(c, "和了"))
        return 0;
    for (size_t i = 2; i < json_array_size(c->result) && n < 3; i += 2) {
        json_t *info = json_array_get(c->result, i);
        who[n++] = (int)json_integer_value(json_array_get(info, 0));
        *from = (int)json_integer_value(json_array_get(info, 1));
    }
    return n;
}

static bool seat_done(const conv *c, int seat)
{
    return c->ti[seat] >= json_array_size(c->take[seat]) &&
           c->di[seat] >= json_array_size(c->disc[seat]);
}

/* Whether the round ends with rons on what `seat` just gave up (a discard or a kan). */
static bool ronned_now(const conv *c, int seat)
{
    int who[3], from = -1;
    int n = winners(c, who, &from);
    if (n == 0 || from != seat || who[0] == seat)
        return false;
    for (int i = 0; i < 4; i++)
        if (!seat_done(c, i))
            return false;
    return true;
}

static bool push_rons(conv *c)
{
    int who[3], from = -1;
    int n = winners(c, who, &from);
    if (result_is(c, "三家和了")) { /* three rons: every other seat */
        n = 0;
        for (int s = 1; s < 4; s++)
            who[n++] = (c->last_discarder + s) & 3;
    }
    for (int i = 0; i < n; i++)
        if (!push(c, action(TSUMO_ACTION_RON, who[i])))
            return false;
    return true;
}

/* ---- a turn ---- */

static bool draw(conv *c, int seat)
{
    json_t *x = json_array_get(c->take[seat], c->ti[seat]);
    if (!json_is_integer(x))
        return bad(c, _("seat %d: a drawn tile was expected, not a call"), seat);
    char what[64];
    /* TRANSLATORS: a place in a Tenhou log: a seat from 0 and the take's number, from 1. */
    snprintf(what, sizeof what, _("seat %d, take %zu"), seat, c->ti[seat] + 1);
    int code;
    if (!int_in(c, x, what, TILE_MIN, TILE_MAX, &code))
        return false;
    c->ti[seat]++;
    int pos = c->first_draw     ? tsumo_wall_deal_position(0, 13)
              : c->rinshan_next ? tsumo_wall_rinshan_position(c->rinshan++)
                                : TSUMO_WALL_FIRST_DRAW + c->live++;
    if (c->rinshan > 4 || pos >= TSUMO_TILES)
        return bad(c, _("more draws than the wall has"));
    c->first_draw = c->rinshan_next = false;
    if (!place(c, pos, code))
        return false;
    c->hand[seat][code]++;
    c->drawn = code;
    return true;
}

/* A closed or added kan written in the discards. */
static bool kan(conv *c, int seat, const meld_text *m)
{
    tsumo_action a =
        action(m->letter == 'a' ? TSUMO_ACTION_CLOSED_KAN : TSUMO_ACTION_ADDED_KAN, seat);
    int added = m->codes[m->after];
    a.tile = tenhou_code_tile(added, c->rules);
    if (m->letter == 'a') {
        for (int i = 0; i < m->count; i++)
            if (!take_tile(c, seat, m->codes[i]))
                return false;
        c->melds[seat]++;
    } else if (!take_tile(c, seat, added)) {
        return false;
    }
    c->rinshan_next = true;
    return push(c, a);
}

/* Who calls the discard `code` of `from`: the seat whose next take is that call. */
static int caller_of(const conv *c, int from, int code, meld_text *out)
{
    int found = -1;
    for (int q = 0; q < 4; q++) {
        if (q == from || c->ti[q] >= json_array_size(c->take[q]))
            continue;
        const char *s = json_string_value(json_array_get(c->take[q], c->ti[q]));
        meld_text m;
        if (!s || !parse_meld(s, &m) || !strchr("cpm", m.letter))
            continue;
        if (m.codes[m.after] != code || call_source(&m, q) != from)
            continue;
        if (m.letter == 'c' && found >= 0)
            continue; /* a pon or kan goes first (R-CALL-07) */
        found = q;
        *out = m;
    }
    return found;
}

static bool call(conv *c, int q, const meld_text *m)
{
    int type = m->letter == 'c'   ? TSUMO_ACTION_CHI
               : m->letter == 'p' ? TSUMO_ACTION_PON
                                  : TSUMO_ACTION_OPEN_KAN;
    tsumo_action a = action(type, q);
    int own = 0;
    for (int i = 0; i < m->count; i++) {
        if (i == m->after)
            continue;
        if (!take_tile(c, q, m->codes[i]))
            return false;
        if (own < 2)
            a.tiles[own] = tenhou_code_tile(m->codes[i], c->rules);
        own++;
    }
    if (type != TSUMO_ACTION_OPEN_KAN)
        a.tile = TSUMO_NO_TILE;
    else
        a.tiles[0] = a.tiles[1] = TSUMO_NO_TILE;
    c->ti[q]++;
    c->melds[q]++;
    return push(c, a);
}

/*
 * Plays the round's turns. Returns 0 on a malformed log, else how it ended
 * (enum walk_end).
 */
static int walk(conv *c)
{
    int p = c->dealer;
    bool need_draw = true;
    c->first_draw = true;
    for (int guard = 0; guard < 400; guard++) {
        if (need_draw) {
            if (c->ti[p] >= json_array_size(c->take[p]))
                return ENDED_NO_DRAW;
            if (!draw(c, p))
                return 0;
        }
        need_draw = true;
        c->turn = p;
        if (c->di[p] >= json_array_size(c->disc[p]))
            return ENDED_AFTER_DRAW;
        json_t *d = json_array_get(c->disc[p], c->di[p]++);
        bool riichi = false;
        int code;
        if (json_is_string(d)) {
            const char *s = json_string_value(d);
            meld_text m;
            if (!parse_meld(s, &m) || !strchr("akr", m.letter))
                return bad(c, _("seat %d: '%s' is no discard"), p, s), 0;
            if (m.letter != 'r') {
                if (!kan(c, p, &m))
                    return 0;
                if (ronned_now(c, p)) /* a robbed kan (R-KAN-05) */
                    return push_rons(c) ? ENDED_ON_DISCARD : 0;
                continue; /* the replacement draw */
            }
            riichi = true;
            code = m.codes[0];
        } else if (json_is_integer(d)) {
            char what[64];
            /* TRANSLATORS: a place in a Tenhou log: a seat from 0 and the discard's number. */
            snprintf(what, sizeof what, _("seat %d, discard %zu"), p, c->di[p]);
            if (!int_in(c, d, what, TILE_MIN, TSUMOGIRI, &code))
                return 0;
        } else {
            return bad(c, _("seat %d: a discard was expected"), p), 0;
        }
        bool tsumogiri;
        code = tsumogiri_code(c, code, &tsumogiri);
        tsumo_action a = action(riichi ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD, p);
        a.tile = tenhou_code_tile(code, c->rules);
        a.flags = tsumogiri ? TSUMO_ACTION_TSUMOGIRI : 0;
        if (a.tile == TSUMO_NO_TILE)
            return bad(c, _("seat %d: %d is not a tile"), p, code), 0;
        if (!take_tile(c, p, code) || !push(c, a))
            return 0;
        c->last_discarder = p;
        c->drawn = 0;
        if (ronned_now(c, p))
            return push_rons(c) ? ENDED_ON_DISCARD : 0;
        meld_text m;
        int q = caller_of(c, p, code, &m);
        if (q < 0) {
            p = (p + 1) & 3;
            continue;
        }
        if (!call(c, q, &m))
            return 0;
        p = q;
        if (m.letter == 'm') { /* the open kan used the turn's discard: 0 in the log */
            json_t *z = json_array_get(c->disc[q], c->di[q]);
            if (!json_is_integer(z) || json_integer_value(z) != 0)
                return bad(c, _("seat %d: 0 expected after an open kan"), q), 0;
            c->di[q]++;
            c->rinshan_next = true;
        } else {
            need_draw = false; /* chi and pon discard without drawing */
        }
    }
    return bad(c, _("the round does not end")), 0;
}

/* ---- the end of a round ---- */

/*
 * At an exhaustive draw every seat declares, from the dealer on (EMA 3.4.2):
 * as the log's noten payments say (the seats paid are noten), or for all
 * four as its name says. Where it says nothing (nagashi mangan), noten for
 * now: once the wall is built the engine says who claims nagashi and who is
 * tenpai (games_ask_declarations), as Tenhou shows every tenpai hand.
 */
static bool declare(conv *c)
{
    bool paid = false, told[4] = {false}, tenpai[4] = {false};
    json_t *d = json_array_get(c->result, 1);
    for (int s = 0; s < 4 && result_is(c, "流局"); s++) {
        json_int_t v = json_integer_value(json_array_get(d, (size_t)s));
        tenpai[s] = v > 0;
        told[s] = true;
        paid |= v != 0;
    }
    if (result_is(c, "流局") && !paid)
        return bad(c, _("an exhaustive draw without noten payments"));
    for (int s = 0; s < 4 && (result_is(c, "全員聴牌") || result_is(c, "全員不聴")); s++) {
        tenpai[s] = result_is(c, "全員聴牌");
        told[s] = true;
    }
    c->ask_declarations = result_is(c, "流し満貫");
    for (int i = 0; i < 4; i++) {
        int s = (c->dealer + i) & 3;
        int type = TSUMO_ACTION_NOTEN;
        if (told[s] && tenpai[s])
            type = TSUMO_ACTION_TENPAI;
        if (!push(c, action(type, s)))
            return false;
    }
    return true;
}

static const struct {
    const char *name;
    uint8_t end, abort;
} result_kinds[] = {
    {"和了", TSUMO_END_WIN, 0},
    {"流局", TSUMO_END_EXHAUSTIVE, 0},
    {"全員聴牌", TSUMO_END_EXHAUSTIVE, 0},
    {"全員不聴", TSUMO_END_EXHAUSTIVE, 0},
    {"流し満貫", TSUMO_END_EXHAUSTIVE, 0},
    {"九種九牌", TSUMO_END_ABORT, TSUMO_ABORT_KYUUSHU},
    {"四風連打", TSUMO_END_ABORT, TSUMO_ABORT_FOUR_WINDS},
    {"四槓散了", TSUMO_END_ABORT, TSUMO_ABORT_FOUR_KANS},
    {"四家立直", TSUMO_END_ABORT, TSUMO_ABORT_FOUR_RIICHI},
    {"三家和了", TSUMO_END_ABORT, TSUMO_ABORT_TRIPLE_RON},
};

static bool read_result(conv *c, tsumo_record_result *out)
{
    memset(out, 0, sizeof *out);
    for (size_t k = 0; k < sizeof result_kinds / sizeof result_kinds[0]; k++) {
        if (!result_is(c, result_kinds[k].name))
            continue;
        out->end = result_kinds[k].end;
        out->abort = result_kinds[k].abort;
        /* deltas at 1, then (for more winners) at 3, 5 */
        for (size_t i = 1; i < json_array_size(c->result); i += 2) {
            json_t *d = json_array_get(c->result, i);
            if (json_array_size(d) != 4)
                return bad(c, _("a result's payments are not four numbers"));
            for (int s = 0; s < 4; s++)
                out->delta[s] += (int32_t)json_integer_value(json_array_get(d, s));
        }
        return true;
    }
    return bad(c, _("unknown result '%s'"), c->result_name ? c->result_name : "?");
}

/* How the walk ended must fit the result; adds the last actions. */
static bool finish_round(conv *c, int ended)
{
    int who[3], from = -1;
    int n = winners(c, who, &from);
    switch (ended) {
    case ENDED_AFTER_DRAW:
        if (n == 1 && who[0] == from && from == c->turn)
            return push(c, action(TSUMO_ACTION_TSUMO, from));
        if (result_is(c, "九種九牌"))
            return push(c, action(TSUMO_ACTION_KYUUSHU, c->turn));
        return bad(c, _("seat %d draws and neither discards nor wins"), c->turn);
    case ENDED_ON_DISCARD:
        return true;
    default:
        if (result_is(c, "三家和了"))
            return push_rons(c);
        if (n > 0)
            return bad(c, _("a win that the turns do not lead to"));
        if (result_is(c, "流局") || result_is(c, "流し満貫") || result_is(c, "全員聴牌") ||
            result_is(c, "全員不聴"))
            return declare(c);
        return true; /* an abort on a discard: the engine sees it itself */
    }
}

static bool is_ura_position(int pos)
{
    for (int i = 0; i < TSUMO_MAX_INDICATORS; i++)
        if (pos == tsumo_wall_ura_position(i))
            return true;
    return false;
}

/* The wall: the tiles the log shows where they were; the engine shuffles the rest in. */
static bool logged_wall(conv *c, json_t *dora, json_t *ura, tsumo_wall *wall)
{
    for (size_t i = 0; i < json_array_size(dora) && i < TSUMO_MAX_INDICATORS; i++) {
        char what[64];
        int code;
        snprintf(what, sizeof what, _("dora indicator %zu"), i + 1);
        if (!int_in(c, json_array_get(dora, i), what, TILE_MIN, TILE_MAX, &code) ||
            !place(c, tsumo_wall_indicator_position((int)i), code))
            return false;
    }
    for (size_t i = 0; i < json_array_size(ura) && i < TSUMO_MAX_INDICATORS; i++) {
        char what[64];
        int code;
        snprintf(what, sizeof what, _("ura indicator %zu"), i + 1);
        if (!int_in(c, json_array_get(ura, i), what, TILE_MIN, TILE_MAX, &code) ||
            !place(c, tsumo_wall_ura_position((int)i), code))
            return false;
    }
    tsumo_wall_face faces[TSUMO_TILES];
    size_t n = 0;
    for (int pos = 0; pos < TSUMO_TILES; pos++) {
        if (c->code_at[pos] == 0)
            continue;
        tsumo_kind k;
        bool red;
        if (!tenhou_code_face(c->code_at[pos], &k, &red))
            return bad(c, _("%d is no tile code"), c->code_at[pos]);
        /* An ura indicator only counts by kind; a log that lost its red mark still reads. */
        faces[n++] =
            (tsumo_wall_face){.pos = pos, .kind = k, .red = red, .either = is_ura_position(pos)};
    }
    /* The log has no dice; they only say where the wall was broken. */
    static const uint8_t dice[2] = {3, 4};
    tsumo_wall_diag diag;
    if (tsumo_wall_build(wall, c->rules, faces, n, dice, 0, &diag) != TSUMO_OK)
        return bad(c, _("more than four of the tile %d"), c->code_at[faces[diag.face].pos]);
    return true;
}

/* n numbers of the list `arr`, the i-th in [lo[i], hi[i]]; `what` names the list. */
static bool get_ints(const conv *c, json_t *arr, const char *what, int *out, size_t n,
                     const int *lo, const int *hi)
{
    if (json_array_size(arr) != n)
        /* TRANSLATORS: a list of a Tenhou log, then how many numbers it must hold. */
        return bad(c, _("%s: a list of %zu numbers was expected"), what, n);
    for (size_t i = 0; i < n; i++) {
        char where[96];
        snprintf(where, sizeof where, "%s[%zu]", what, i);
        if (!int_in(c, json_array_get(arr, i), where, lo[i], hi[i], &out[i]))
            return false;
    }
    return true;
}

/* The same with one range for all. */
static bool get_ints_in(const conv *c, json_t *arr, const char *what, int *out, size_t n, int lo,
                        int hi)
{
    int los[13], his[13];
    for (size_t i = 0; i < n && i < 13; i++) {
        los[i] = lo;
        his[i] = hi;
    }
    return n <= 13 && get_ints(c, arr, what, out, n, los, his);
}

/* The result's numbers, checked once: whose win from whom, and payments that fit. */
static bool check_result(const conv *c)
{
    bool win = result_is(c, "和了");
    for (size_t i = 1; i < json_array_size(c->result); i++) {
        json_t *x = json_array_get(c->result, i);
        int v[4];
        char what[64];
        if (i % 2 == 1) {
            /* TRANSLATORS: a place in a Tenhou log: the result's list of payments. */
            snprintf(what, sizeof what, _("result, payments %zu"), (i + 1) / 2);
            if (json_array_size(x) == 4 &&
                !get_ints_in(c, x, what, v, 4, -POINTS_LIMIT, POINTS_LIMIT))
                return false;
        } else if (win) {
            /* TRANSLATORS: a place in a Tenhou log: who won from whom, for the n-th winner. */
            snprintf(what, sizeof what, _("result, winner %zu"), i / 2);
            int who, from;
            if (!int_in(c, json_array_get(x, 0), what, 0, 3, &who) ||
                !int_in(c, json_array_get(x, 1), what, 0, 3, &from))
                return false;
        }
    }
    return true;
}

static bool convert_round(conv *c, json_t *round)
{
    static const int head_lo[3] = {0, 0, 0}, head_hi[3] = {15, 255, 255};
    int head[3], scores[4];
    if (!json_is_array(round) || json_array_size(round) != 17)
        return bad(c, _("a round is [[kyoku, honba, sticks], [4 scores], ...] of 17 items"));
    if (!get_ints(c, json_array_get(round, 0), "[kyoku, honba, sticks]", head, 3, head_lo,
                  head_hi) ||
        !get_ints_in(c, json_array_get(round, 1), _("scores"), scores, 4, -POINTS_LIMIT,
                     POINTS_LIMIT))
        return false;
    memset(c->hand, 0, sizeof c->hand);
    memset(c->melds, 0, sizeof c->melds);
    c->ask_declarations = false;
    memset(c->code_at, 0, sizeof c->code_at);
    memset(c->ti, 0, sizeof c->ti);
    memset(c->di, 0, sizeof c->di);
    c->live = c->rinshan = 0;
    c->rinshan_next = false;
    c->dealer = head[0] % 4;
    c->result = json_array_get(round, 16);
    c->result_name = json_string_value(json_array_get(c->result, 0));
    if (!check_result(c))
        return false;

    tsumo_record_hand h;
    memset(&h, 0, sizeof h);
    h.round = (uint8_t)(head[0] / 4);
    h.hand = (uint8_t)c->dealer;
    h.honba = (int16_t)head[1];
    h.sticks = (int16_t)head[2];
    h.has_scores = true;
    for (int s = 0; s < 4; s++)
        h.scores[s] = scores[s];
    h.has_wall = true;
    h.line = c->line;
    for (int s = 0; s < 4; s++) {
        int haipai[13];
        char what[64];
        /* TRANSLATORS: a place in a Tenhou log: a seat's starting hand, the seat from 0. */
        snprintf(what, sizeof what, _("seat %d, starting hand"), s);
        if (!get_ints_in(c, json_array_get(round, 4 + 3 * s), what, haipai, 13, TILE_MIN, TILE_MAX))
            return false;
        for (int i = 0; i < 13; i++) {
            if (!place(c, tsumo_wall_deal_position((s - c->dealer) & 3, i), haipai[i]))
                return false;
            c->hand[s][haipai[i]]++;
        }
        c->take[s] = json_array_get(round, 5 + 3 * s);
        c->disc[s] = json_array_get(round, 6 + 3 * s);
        if (!json_is_array(c->take[s]) || !json_is_array(c->disc[s]))
            return bad(c, _("seat %d: the takes and the discards are lists"), s);
    }
    if (tsumo_record_push_hand(c->rec, &h) != TSUMO_OK)
        return bad(c, _("out of memory"));
    tsumo_record_hand *rh = &c->rec->hands[c->rec->hand_count - 1];
    int ended = walk(c);
    if (!(ended != 0 && finish_round(c, ended) && read_result(c, &rh->result) &&
          logged_wall(c, json_array_get(round, 2), json_array_get(round, 3), &rh->wall)))
        return false;
    if (c->ask_declarations)
        games_ask_declarations(c->rec, true); /* when it fails, the replay says where */
    return true;
}

/* ---- games ---- */

/* The players' names as the log gives them, refused where they could act on a terminal. */
static bool names_shown(const conv *c, json_t *names)
{
    for (int s = 0; s < 4; s++) {
        const char *name = json_string_value(json_array_get(names, (size_t)s));
        char why[256];
        if (name && !cli_name_safe(name, s, why, sizeof why))
            return bad(c, "%s", why);
    }
    return true;
}

static bool new_game(tenhou_log *log, const tsumo_rules *rules, json_t *obj, int line,
                     int first_round)
{
    tenhou_game *games = realloc(log->games, (log->count + 1) * sizeof *games);
    if (!games)
        return false;
    log->games = games;
    tenhou_game *g = &games[log->count];
    memset(g, 0, sizeof *g);
    g->line = line;
    g->first_round = first_round;
    const char *ref = json_string_value(json_object_get(obj, "ref"));
    cli_shown(g->title, sizeof g->title, ref ? ref : "");
    json_t *names = json_object_get(obj, "name");
    tsumo_game_setup setup = {.seed = 0};
    for (int s = 0; s < 4; s++)
        setup.names[s] = json_string_value(json_array_get(names, (size_t)s));
    if (tsumo_record_new(&g->rec, rules, &setup) != TSUMO_OK)
        return false;
    log->count++;
    return true;
}

/* The game's end from "sc": [points, result, points, result, ...]. */
static bool set_end(const conv *c, tsumo_record *rec, json_t *sc)
{
    if (json_array_size(sc) != 8)
        return true;
    rec->has_end = rec->has_final = true;
    for (int s = 0; s < 4; s++) {
        json_t *p = json_array_get(sc, (size_t)(2 * s));
        double v = json_is_number(p) ? json_number_value(p) : 0;
        if (!(v >= -POINTS_LIMIT && v <= POINTS_LIMIT)) /* NaN too: no cast of it is defined */
            /* TRANSLATORS: "sc" is the log's field of final scores; keep it as it is. */
            return bad(c, _("sc[%d]: %g is out of range (%d to %d)"), 2 * s, v, -POINTS_LIMIT,
                       POINTS_LIMIT);
        rec->final[s] = (int32_t)v;
    }
    return true;
}

/*
 * One JSON object: a whole game when it has "sc" (the final scores) and
 * starts at East 1; otherwise each round is read as a game of its own, from
 * its starting position.
 */
bool tenhou_import_object(tenhou_log *log, json_t *obj, const char *path, int line,
                          const tsumo_rules *rules)
{
    json_t *rounds = json_object_get(obj, "log");
    conv c = {.rules = rules, .path = path, .line = line};
    if (!json_is_array(rounds) || json_array_size(rounds) == 0)
        return bad(&c, _("no \"log\" list of rounds"));
    if (!names_shown(&c, json_object_get(obj, "name")))
        return false;
    bool whole = json_array_size(json_object_get(obj, "sc")) == 8;
    for (size_t i = 0; i < json_array_size(rounds); i++) {
        if ((!whole || i == 0) && !new_game(log, rules, obj, line, (int)i))
            return bad(&c, _("out of memory"));
        log->games[log->count - 1].whole = whole;
        c.rec = log->games[log->count - 1].rec;
        c.round_index = (int)i;
        if (!convert_round(&c, json_array_get(rounds, i)))
            return false;
        if (!whole || i == 0)
            games_set_start(c.rec);
    }
    return !whole || set_end(&c, c.rec, json_object_get(obj, "sc"));
}

bool tenhou_is_json(const char *text, size_t len)
{
    size_t i = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
        i++;
    return i < len && (text[i] == '{' || text[i] == '[');
}

bool tenhou_import(tenhou_log *out, const char *text, size_t len, const char *path,
                   const tsumo_rules *rules)
{
    return games_import_log(out, text, len, path, rules);
}

void tenhou_log_free(tenhou_log *log)
{
    for (size_t i = 0; i < log->count; i++)
        tsumo_record_free(log->games[i].rec);
    free(log->games);
    memset(log, 0, sizeof *log);
}

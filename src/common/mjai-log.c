/*
 * mjai event logs read as game records (mjai-log.h, docs/record-format.md).
 *
 * A full log shows every tile: the four starting hands of each start_kyoku,
 * every tsumo, the dora markers and the uras of a hora. As for Tenhou and
 * Majiang logs, each hand's wall is built with each tile the log shows in the
 * place the engine deals it from (the deal, the live wall, the replacement
 * tiles after a kan, the indicators); the tiles never shown fill the rest in
 * a fixed order. The events become the engine's actions (a reach and the
 * dahai after it one riichi), and once a game is read it is replayed: an
 * action the engine refuses, or a payment or score that differs from the
 * log's own (hora and ryukyoku deltas and scores, the next start_kyoku's
 * scores), refuses the game at the line of the event concerned.
 */
#include "mjai-log.h"
#include "mjai.h"
#include "walk.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define NO_FACE   0xFF
#define LIVE_WALL (TSUMO_WALL_LIVE_END - TSUMO_WALL_FIRST_DRAW) /* draws after the first */

/* What the log says a hand ended with, checked against the engine after the game is read. */
typedef struct hand_check {
    bool has_scores;
    int32_t scores[4];
    int line;
} hand_check;

struct mjai_log {
    const char *shown;
    int line; /* of the event being read */
    /* the game being read */
    bool open;    /* a game has begun and not been handed back */
    bool dropped; /* it is being skipped: nothing of it is kept */
    tsumo_record *rec;
    int game_line;
    hand_check *checks; /* one a hand of rec */
    size_t check_cap;
    /* the hand being read */
    bool in_hand, hand_over;
    int dealer;
    uint8_t face[TSUMO_TILES];  /* kind * 2 + red at each wall position, NO_FACE unknown */
    int face_line[TSUMO_TILES]; /* the line that showed it */
    int live, rinshan, indicators;
    bool first_draw, kan_draw;
    int drawer;                   /* the seat that drew and has not discarded yet, -1 */
    int reach;                    /* the seat whose reach waits for its dahai, -1 */
    int discarder;                /* the seat of the discard that can be called, -1 */
    mjai_tile discard;            /* that discard (or the tile added to a kan, for a robbed kan) */
    int reaches, discards, calls; /* in the hand so far: to tell an abort on a discard */
    int kan_seats;                /* a bit for each seat that made a kan */
    bool exhaustive;              /* the hand ended in an exhaustive draw */
    bool tenpais_given;           /* with the tenpai of each seat ("tenpais") */
};

static bool say(const mjai_log *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool say(const mjai_log *l, const char *fmt, ...)
{
    fprintf(stderr, "%s:%d: ", l->shown, l->line);
    va_list ap;
    va_start(ap, fmt);
    cli_put_shown_v(stderr, fmt, ap); /* a message may quote the log: shown, never raw */
    va_end(ap);
    return false;
}

mjai_log *mjai_log_new(const char *shown)
{
    mjai_log *l = calloc(1, sizeof *l);
    if (l)
        l->shown = shown;
    return l;
}

static void drop_game(mjai_log *l)
{
    tsumo_record_free(l->rec);
    l->rec = NULL;
    l->open = l->dropped = l->in_hand = l->hand_over = false;
}

void mjai_log_free(mjai_log *l)
{
    if (!l)
        return;
    drop_game(l);
    free(l->checks);
    free(l);
}

/* ---- tiles ---- */

/* A face as the wall holds it: kind * 2 + red, the red mark dropped where the rules have none. */
static int face_of(const tsumo_rules *rules, mjai_tile t)
{
    bool red = false;
    for (int c = 0; t.red && c < 4; c++)
        red |= tsumo_tile_is_red((tsumo_tile)(t.kind * 4 + c), rules->red_fives);
    return (int)t.kind * 2 + red;
}

/* A physical tile of the face (an action's tile stands for any of them). */
static tsumo_tile tile_of(const tsumo_rules *rules, mjai_tile t)
{
    int face = face_of(rules, t);
    tsumo_kind k = (tsumo_kind)(face / 2);
    for (int c = 0; c < 4; c++)
        if (tsumo_tile_is_red((tsumo_tile)(k * 4 + c), rules->red_fives) == (face & 1))
            return (tsumo_tile)(k * 4 + c);
    return TSUMO_NO_TILE;
}

static const char *tile_name(mjai_tile t, char buf[4])
{
    return mjai_tile_name(t, buf);
}

static bool place(mjai_log *l, int pos, mjai_tile t)
{
    if (t.kind >= TSUMO_KINDS)
        /* TRANSLATORS: "?" is how mjai writes a hidden tile; keep it. */
        return say(l, "%s", _("a tile was expected, not \"?\": only a full log can be read"));
    if (pos < 0 || pos >= TSUMO_TILES)
        return say(l, "%s", _("more draws than the wall has"));
    if (l->face[pos] != NO_FACE)
        return say(l, _("two tiles for one place in the wall (%d)"), pos);
    l->face[pos] = (uint8_t)face_of(&l->rec->rules, t);
    l->face_line[pos] = l->line;
    return true;
}

/* ---- numbers and lists of an event ---- */

static bool get_int(const mjai_log *l, json_t *x, const char *what, int lo, int hi, int *out)
{
    char why[256];
    return games_json_int(x, what, lo, hi, out, why, sizeof why) || say(l, "%s", why);
}

/* An optional list of four points ("deltas", "scores"): false after saying why it is wrong. */
static bool get_points(const mjai_log *l, json_t *obj, const char *field, bool *has, int32_t out[4])
{
    json_t *arr = json_object_get(obj, field);
    *has = arr != NULL;
    if (!arr)
        return true;
    if (!json_is_array(arr) || json_array_size(arr) != 4)
        /* TRANSLATORS: the field of an mjai event ("deltas", "scores"); keep it as it is. */
        return say(l, _("%s: a list of four numbers was expected"), field);
    for (size_t s = 0; s < 4; s++) {
        char what[64];
        int v;
        snprintf(what, sizeof what, "%s[%zu]", field, s);
        if (!get_int(l, json_array_get(arr, s), what, -MJAI_MAX_POINTS, MJAI_MAX_POINTS, &v))
            return false;
        out[s] = v;
    }
    return true;
}

static bool push(mjai_log *l, int type, int seat, tsumo_tile tile, tsumo_tile t0, tsumo_tile t1,
                 int flags)
{
    return games_push_action(l->rec, type, seat, tile, t0, t1, flags, l->line) ||
           say(l, "%s", _("out of memory"));
}

static tsumo_record_hand *last_hand(mjai_log *l)
{
    return &l->rec->hands[l->rec->hand_count - 1];
}

/* ---- games ---- */

static bool begin_game(mjai_log *l, json_t *names, const tsumo_rules *rules)
{
    tsumo_game_setup setup = {.seed = 0};
    if (names && (!json_is_array(names) || json_array_size(names) != 4))
        return say(l, "%s", _("names: a list of four names was expected"));
    for (int s = 0; names && s < 4; s++) {
        const char *name = json_string_value(json_array_get(names, (size_t)s));
        char why[256];
        if (!name)
            return say(l, "%s", _("names: a list of four names was expected"));
        if (!cli_name_safe(name, s, why, sizeof why))
            return say(l, "%s", why);
        setup.names[s] = name;
    }
    if (tsumo_record_new(&l->rec, rules, &setup) != TSUMO_OK)
        return say(l, "%s", _("out of memory"));
    l->open = true;
    l->game_line = l->line;
    return true;
}

/* The hand's wall: each tile the log shows where it was; the engine lays out the rest. */
static bool build_wall(mjai_log *l, tsumo_wall *wall)
{
    tsumo_wall_face faces[TSUMO_TILES];
    size_t n = 0;
    for (int pos = 0; pos < TSUMO_TILES; pos++) {
        if (l->face[pos] == NO_FACE)
            continue;
        bool ura = false;
        for (int i = 0; i < TSUMO_MAX_INDICATORS; i++)
            ura |= pos == tsumo_wall_ura_position(i);
        /* An ura indicator only counts by kind: a log that lost its red mark still reads. */
        faces[n++] = (tsumo_wall_face){.pos = pos,
                                       .kind = (tsumo_kind)(l->face[pos] / 2),
                                       .red = l->face[pos] & 1,
                                       .either = ura};
    }
    static const uint8_t dice[2] = {3, 4}; /* the log has no dice */
    tsumo_wall_diag diag;
    if (tsumo_wall_build(wall, &l->rec->rules, faces, n, dice, 0, &diag) == TSUMO_OK)
        return true;
    char name[4];
    mjai_tile t = {faces[diag.face].kind, faces[diag.face].red};
    l->line = l->face_line[faces[diag.face].pos];
    return say(l, _("more of the tile %s than the set has"), tile_name(t, name));
}

/* The hand read so far closed: its wall, and who declares what at an exhaustive draw. */
static bool close_hand(mjai_log *l)
{
    if (!l->in_hand)
        return true;
    l->in_hand = false;
    tsumo_record_hand *h = last_hand(l);
    if (!build_wall(l, &h->wall))
        return false;
    if (l->exhaustive)
        /* A full log shows every hand: the engine says who is tenpai where the log does not,
           and who claims nagashi mangan. When it cannot, the replay says where it stops. */
        games_ask_declarations(l->rec, !l->tenpais_given);
    return true;
}

/* ---- the replay that checks a game ---- */

typedef struct checker {
    mjai_log *l;
    bool said;
} checker;

static int check_mismatch(const walk_step *step, void *payload)
{
    checker *c = payload;
    const tsumo_replay_report *rep = step->report;
    const tsumo_record *rec = c->l->rec;
    c->l->line = rep->line                     ? rep->line
                 : rep->hand < rec->hand_count ? rec->hands[rep->hand].line
                                               : c->l->game_line;
    char seat[64], msg[512];
    /* TRANSLATORS: a seat of an mjai log, as its events number it (0-3). */
    snprintf(seat, sizeof seat, _("seat %d"), rep->seat);
    games_mismatch_text(msg, sizeof msg, rep, seat);
    /* TRANSLATORS: what the log says differs from what the rules make of it: the difference. */
    say(c->l, _("the log and the rules differ: %s"), msg);
    c->said = true;
    return 1;
}

static int check_stop(const walk_step *step, void *payload)
{
    checker *c = payload;
    const tsumo_replay_report *rep = step->report;
    if (rep->kind != TSUMO_REPLAY_REFUSED)
        return 0;
    c->l->line = rep->line ? rep->line : c->l->game_line;
    tsumo_reason r = (tsumo_reason)rep->reason;
    if (rep->action.type == TSUMO_ACTION_NEXT_HAND)
        say(c->l, _("the game cannot deal this hand: %s"), _(tsumo_reason_msgid(r)));
    else
        /* TRANSLATORS: the action's identifier ("discard", "pon"), then why the rules refuse
           it. */
        say(c->l, _("the rules refuse this %s: %s"),
            tsumo_action_type_id((tsumo_action_type)rep->action.type), _(tsumo_reason_msgid(r)));
    c->said = true;
    return 1;
}

/* The scores the log gives after a hand, against the engine's. */
static int check_hand_end(const walk_step *step, void *payload)
{
    checker *c = payload;
    size_t hand = step->report->hand;
    if (hand >= c->l->rec->hand_count || !c->l->checks[hand].has_scores)
        return 0;
    tsumo_view v;
    tsumo_game_view(step->replay->game, 0, &v);
    for (int s = 0; s < 4; s++) {
        int32_t want = c->l->checks[hand].scores[s];
        if (v.seats[s].score == want)
            continue;
        c->l->line = c->l->checks[hand].line;
        /* TRANSLATORS: a seat (0-3), its score in the log, then as the rules make it. */
        say(c->l,
            _("the log and the rules differ: seat %d's score is %d in the log, %d by the "
              "rules"),
            s, (int)want, (int)v.seats[s].score);
        c->said = true;
        return 1;
    }
    return 0;
}

/*
 * The game replayed on the engine; false after saying where the log and the engine part. With
 * `over` (the log's end_game was read), a game that the engine ends after its last hand too is
 * marked as played to its end, so that the replay ends it and gives its final points.
 */
static bool check_game(mjai_log *l, bool over)
{
    static const walk_callbacks cb = {
        .mismatch = check_mismatch, .hand_end = check_hand_end, .stop = check_stop};
    checker c = {.l = l};
    tsumo_game *game = NULL;
    int got = walk_record(l->rec, NULL, &cb, &c, &game);
    const tsumo_hand_result *res = game ? tsumo_game_result(game) : NULL;
    l->rec->has_end = got == 0 && over && res && res->game_over;
    tsumo_game_free(game);
    if (got == 0 || c.said)
        return got == 0;
    l->line = l->game_line;
    if (got == WALK_ENOMEM)
        return say(l, "%s", _("out of memory"));
    /* TRANSLATORS: the log's first hand (its scores, counters or dealer) is no game the rules
       can start. */
    return say(l, "%s", _("the rules cannot start a game where this log starts"));
}

/* The open game handed back (1), or passed over with `skip`; -1 after saying why. `over`: its
   end_game was read. */
static int end_game(mjai_log *l, bool skip, bool over, tenhou_game *out)
{
    if (skip || l->dropped) {
        drop_game(l);
        return 1;
    }
    if (!close_hand(l))
        return -1;
    if (l->rec->hand_count == 0) {
        /* TRANSLATORS: "start_kyoku" is an mjai event; keep it as it is. */
        say(l, "%s", _("a game without a start_kyoku"));
        return -1;
    }
    games_set_start(l->rec);
    if (!check_game(l, over))
        return -1;
    *out = (tenhou_game){.rec = l->rec, .line = l->game_line, .whole = true};
    l->rec = NULL; /* the caller's now */
    drop_game(l);
    return 1;
}

/* ---- events ---- */

static bool start_kyoku(mjai_log *l, const mjai_event *ev)
{
    if (l->in_hand && !l->hand_over)
        /* TRANSLATORS: "start_kyoku", "hora" and "ryukyoku" are mjai events; keep them. */
        return say(l, "%s", _("start_kyoku before the hand before it ended (hora or ryukyoku)"));
    if (!close_hand(l))
        return false;
    if (ev->oya != ev->kyoku - 1)
        /* TRANSLATORS: "oya" and "kyoku" are fields of an mjai event; keep them. */
        return say(l, "%s", _("oya: kyoku - 1 was expected (seat 0 is the first dealer)"));
    if (l->rec->hand_count >= l->check_cap) {
        size_t cap = l->check_cap ? 2 * l->check_cap : 16;
        hand_check *more = realloc(l->checks, cap * sizeof *more);
        if (!more)
            return say(l, "%s", _("out of memory"));
        l->checks = more;
        l->check_cap = cap;
    }
    l->checks[l->rec->hand_count] = (hand_check){.line = 0};
    tsumo_record_hand h = {.round = ev->bakaze,
                           .hand = ev->oya,
                           .honba = ev->honba,
                           .sticks = ev->kyotaku,
                           .has_scores = true,
                           .has_wall = true,
                           .line = l->line};
    memcpy(h.scores, ev->scores, sizeof h.scores);
    if (tsumo_record_push_hand(l->rec, &h) != TSUMO_OK)
        return say(l, "%s", _("out of memory"));
    memset(l->face, NO_FACE, sizeof l->face);
    l->in_hand = true;
    l->hand_over = l->exhaustive = l->tenpais_given = l->kan_draw = false;
    l->first_draw = true;
    l->dealer = ev->oya;
    l->live = l->rinshan = l->indicators = l->reaches = l->discards = l->calls = 0;
    l->kan_seats = 0;
    l->drawer = l->reach = l->discarder = -1;
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < 13; i++)
            if (!place(l, tsumo_wall_deal_position((s - l->dealer) & 3, i), ev->tehais[s][i]))
                return false;
    return place(l, tsumo_wall_indicator_position(0), ev->dora_marker);
}

static bool draw(mjai_log *l, const mjai_event *ev)
{
    int pos = l->first_draw ? tsumo_wall_deal_position(0, 13)
              : l->kan_draw ? tsumo_wall_rinshan_position(l->rinshan)
                            : TSUMO_WALL_FIRST_DRAW + l->live;
    if (l->kan_draw && ++l->rinshan > 4)
        return say(l, "%s", _("more draws than the wall has"));
    if (!l->first_draw && !l->kan_draw && l->live++ >= LIVE_WALL - l->rinshan)
        return say(l, "%s", _("more draws than the wall has"));
    l->first_draw = l->kan_draw = false;
    l->drawer = ev->actor;
    l->discarder = -1;
    return place(l, pos, ev->pai);
}

static bool discard(mjai_log *l, const mjai_event *ev)
{
    const tsumo_rules *rules = &l->rec->rules;
    bool riichi = l->reach == ev->actor;
    l->reach = -1;
    l->drawer = -1;
    l->discards++;
    l->discarder = ev->actor;
    l->discard = ev->pai;
    return push(l, riichi ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD, ev->actor,
                tile_of(rules, ev->pai), TSUMO_NO_TILE, TSUMO_NO_TILE,
                ev->tsumogiri == 1 ? TSUMO_ACTION_TSUMOGIRI : 0);
}

/* chi, pon, daiminkan: of the discard just made, by the seat it names. */
static bool call(mjai_log *l, const mjai_event *ev)
{
    const tsumo_rules *rules = &l->rec->rules;
    if (l->discarder < 0 || ev->target != l->discarder ||
        face_of(rules, ev->pai) != face_of(rules, l->discard))
        /* TRANSLATORS: "target" and "pai" are fields of an mjai event; keep them. */
        return say(l, "%s", _("a call of the last discard was expected (its target and pai)"));
    l->discarder = -1;
    l->drawer = -1;
    l->calls++;
    if (ev->type == MJAI_DAIMINKAN) {
        l->kan_draw = true;
        l->kan_seats |= 1 << ev->actor;
        return push(l, TSUMO_ACTION_OPEN_KAN, ev->actor, TSUMO_NO_TILE, TSUMO_NO_TILE,
                    TSUMO_NO_TILE, 0);
    }
    return push(l, ev->type == MJAI_CHI ? TSUMO_ACTION_CHI : TSUMO_ACTION_PON, ev->actor,
                TSUMO_NO_TILE, tile_of(rules, ev->consumed[0]), tile_of(rules, ev->consumed[1]), 0);
}

static bool kan(mjai_log *l, const mjai_event *ev)
{
    const tsumo_rules *rules = &l->rec->rules;
    l->kan_draw = true;
    l->drawer = -1;
    l->kan_seats |= 1 << ev->actor;
    if (ev->type == MJAI_ANKAN) {
        l->discarder = -1;
        return push(l, TSUMO_ACTION_CLOSED_KAN, ev->actor, tile_of(rules, ev->consumed[0]),
                    TSUMO_NO_TILE, TSUMO_NO_TILE, 0);
    }
    l->discarder = ev->actor; /* the added tile can be robbed (R-KAN-05) */
    l->discard = ev->pai;
    return push(l, TSUMO_ACTION_ADDED_KAN, ev->actor, tile_of(rules, ev->pai), TSUMO_NO_TILE,
                TSUMO_NO_TILE, 0);
}

static bool dora(mjai_log *l, const mjai_event *ev)
{
    if (l->indicators + 1 >= TSUMO_MAX_INDICATORS)
        /* TRANSLATORS: "dora" is an mjai event; keep it as it is. */
        return say(l, "%s", _("more dora events than a hand has"));
    return place(l, tsumo_wall_indicator_position(++l->indicators), ev->dora_marker);
}

/* The deltas and scores of a hora or ryukyoku: added to the hand's result, kept to check. */
static bool hand_points(mjai_log *l, json_t *obj, int end, int abort)
{
    bool has_deltas, has_scores;
    int32_t deltas[4], scores[4];
    if (!get_points(l, obj, "deltas", &has_deltas, deltas) ||
        !get_points(l, obj, "scores", &has_scores, scores))
        return false;
    tsumo_record_hand *h = last_hand(l);
    hand_check *c = &l->checks[l->rec->hand_count - 1];
    if (!l->hand_over) {
        h->result_line = l->line;
        h->result.end = (uint8_t)end;
        h->result.abort = (uint8_t)abort;
    }
    l->hand_over = true;
    if (has_deltas)
        for (int s = 0; s < 4; s++)
            h->result.delta[s] += deltas[s]; /* at most three of 10^7 each: no overflow */
    else if (!has_scores || end == TSUMO_END_NONE)
        h->result.end = TSUMO_END_NONE; /* the log does not say what was paid: not checked */
    if (has_scores) {
        c->has_scores = true;
        c->line = l->line;
        memcpy(c->scores, scores, sizeof scores);
        if (!has_deltas) /* the payments are what the scores moved by */
            for (int s = 0; s < 4; s++)
                h->result.delta[s] = scores[s] - h->scores[s];
    }
    return true;
}

/* The uras a hora shows ("uras", or "ura_markers" as Mortal writes them). */
static bool uras(mjai_log *l, json_t *obj)
{
    json_t *arr = json_object_get(obj, "uras");
    const char *field = "uras";
    if (!arr) {
        arr = json_object_get(obj, "ura_markers");
        field = "ura_markers";
    }
    if (!arr)
        return true;
    if (!json_is_array(arr) || json_array_size(arr) > TSUMO_MAX_INDICATORS)
        /* TRANSLATORS: the field of an mjai hora ("uras"); keep it as it is. */
        return say(l, _("%s: a list of at most five tiles was expected"), field);
    for (size_t i = 0; i < json_array_size(arr); i++) {
        json_t *x = json_array_get(arr, i);
        mjai_tile t;
        if (!json_is_string(x) || !mjai_tile_parse(json_string_value(x), false, &t))
            return say(l, "%s: %s", field, _("a tile name (1m-9s, 5mr, E S W N P F C)"));
        int pos = tsumo_wall_ura_position((int)i);
        if (l->face[pos] == NO_FACE && !place(l, pos, t))
            return false;
        if (l->face[pos] / 2 != (int)t.kind)
            /* TRANSLATORS: the field of an mjai hora ("uras"); keep it as it is. */
            return say(l, _("%s: not the uras of the hora before"), field);
    }
    return true;
}

static bool hora(mjai_log *l, const mjai_event *ev, json_t *obj)
{
    bool tsumo = ev->target == ev->actor || (ev->target == MJAI_NO_SEAT && l->drawer == ev->actor);
    if (tsumo && l->drawer != ev->actor)
        /* TRANSLATORS: "hora" is an mjai event; keep it as it is. */
        return say(l, "%s", _("a hora by tsumo of a seat that has not just drawn"));
    if (!tsumo && (l->discarder < 0 || (ev->target != MJAI_NO_SEAT && ev->target != l->discarder)))
        return say(l, "%s", _("a hora by ron on a tile that is not the last discard"));
    if (!push(l, tsumo ? TSUMO_ACTION_TSUMO : TSUMO_ACTION_RON, ev->actor, TSUMO_NO_TILE,
              TSUMO_NO_TILE, TSUMO_NO_TILE, 0))
        return false;
    return uras(l, obj) && hand_points(l, obj, TSUMO_END_WIN, 0);
}

/* Whether the hand ends after its last discard by itself (the engine sees which): four winds
   (the first four discards, R-ABRT-03), four riichi (R-ABRT-05), four kans not all one
   seat's (R-ABRT-04). */
static bool aborts_by_itself(const mjai_log *l)
{
    bool one_seat =
        l->kan_seats == 1 || l->kan_seats == 2 || l->kan_seats == 4 || l->kan_seats == 8;
    return (l->discards == 4 && l->calls == 0 && l->rinshan == 0) || l->reaches == 4 ||
           (l->rinshan == 4 && !one_seat);
}

/*
 * A draw on a discard before the wall ends: an abort the engine sees by itself, or three rons
 * on the discard, which the log writes as a ryukyoku: the three rons are the engine's to turn
 * into the abort (R-ABRT-06).
 */
static bool abort_on_discard(mjai_log *l, json_t *obj, bool triple_ron)
{
    bool engine_sees = !triple_ron && aborts_by_itself(l);
    for (int i = 1; i < 4 && !engine_sees; i++)
        if (l->discarder < 0 || !push(l, TSUMO_ACTION_RON, (l->discarder + i) & 3, TSUMO_NO_TILE,
                                      TSUMO_NO_TILE, TSUMO_NO_TILE, 0))
            return l->discarder < 0 ? say(l, "%s", _("a draw that no event before leads to"))
                                    : false;
    return hand_points(l, obj, TSUMO_END_NONE, 0);
}

/* The exhaustive draw: every seat declares, the dealer first (EMA 3.4.2), as the log's
   "tenpais" say, or as the engine finds (close_hand). */
static bool exhaustive_draw(mjai_log *l, json_t *obj)
{
    json_t *tenpais = json_object_get(obj, "tenpais");
    if (tenpais && (!json_is_array(tenpais) || json_array_size(tenpais) != 4))
        /* TRANSLATORS: "tenpais" is a field of an mjai ryukyoku; keep it as it is. */
        return say(l, "%s", _("tenpais: a list of four true or false was expected"));
    for (int i = 0; i < 4; i++) {
        int s = (l->dealer + i) & 3;
        json_t *t = json_array_get(tenpais, (size_t)s);
        if (tenpais && !json_is_boolean(t))
            return say(l, "%s", _("tenpais: a list of four true or false was expected"));
        if (!push(l, json_is_true(t) ? TSUMO_ACTION_TENPAI : TSUMO_ACTION_NOTEN, s, TSUMO_NO_TILE,
                  TSUMO_NO_TILE, TSUMO_NO_TILE, 0))
            return false;
    }
    l->exhaustive = true;
    l->tenpais_given = tenpais != NULL;
    return hand_points(l, obj, TSUMO_END_EXHAUSTIVE, 0);
}

static bool ryukyoku(mjai_log *l, const mjai_event *ev, json_t *obj)
{
    if (l->hand_over)
        /* TRANSLATORS: "ryukyoku" is an mjai event; keep it as it is. */
        return say(l, "%s", _("a ryukyoku after the hand ended"));
    if (ev->kyushu || l->drawer >= 0) { /* nine terminals, declared by the seat that drew */
        if (l->drawer < 0)
            return say(l, "%s", _("nine terminals declared by a seat that has not just drawn"));
        return push(l, TSUMO_ACTION_KYUUSHU, l->drawer, TSUMO_NO_TILE, TSUMO_NO_TILE, TSUMO_NO_TILE,
                    0) &&
               hand_points(l, obj, TSUMO_END_ABORT, TSUMO_ABORT_KYUUSHU);
    }
    /* A writer that names the draw tells three rons on the last tile of the wall from the
       exhaustive draw, which a log without the reason cannot (both pay nothing). */
    const char *reason = json_string_value(json_object_get(obj, "reason"));
    bool triple_ron =
        reason && (strcmp(reason, "sanchaho") == 0 || strcmp(reason, "sanchahou") == 0);
    if (triple_ron || l->live < LIVE_WALL - l->rinshan || aborts_by_itself(l))
        return abort_on_discard(l, obj, triple_ron);
    return exhaustive_draw(l, obj);
}

/* An event inside a hand: it must come after a start_kyoku and before the hand's end. */
static bool in_hand(mjai_log *l, const mjai_event *ev, json_t *obj)
{
    if (!l->in_hand)
        /* TRANSLATORS: an mjai event's type ("dahai"), then the event expected first. */
        return say(l, _("%s before a start_kyoku"), mjai_type_id((mjai_type)ev->type));
    if (l->hand_over && ev->type != MJAI_HORA)
        /* TRANSLATORS: an mjai event's type ("dahai"), after a hora or a ryukyoku. */
        return say(l, _("%s after the hand ended"), mjai_type_id((mjai_type)ev->type));
    if (ev->has_pai && ev->pai.kind >= TSUMO_KINDS)
        return say(l, "%s", _("a tile was expected, not \"?\": only a full log can be read"));
    switch (ev->type) {
    case MJAI_TSUMO:
        return draw(l, ev);
    case MJAI_DAHAI:
        return discard(l, ev);
    case MJAI_CHI:
    case MJAI_PON:
    case MJAI_DAIMINKAN:
        return call(l, ev);
    case MJAI_KAKAN:
    case MJAI_ANKAN:
        return kan(l, ev);
    case MJAI_REACH:
        l->reach = ev->actor;
        l->reaches++;
        return true;
    case MJAI_DORA:
        return dora(l, ev);
    case MJAI_HORA:
        if (l->hand_over && last_hand(l)->result.end != TSUMO_END_WIN)
            return say(l, _("%s after the hand ended"), mjai_type_id(MJAI_HORA));
        return hora(l, ev, obj);
    case MJAI_RYUKYOKU:
        return ryukyoku(l, ev, obj);
    case MJAI_REACH_ACCEPTED: /* the deposit is the engine's to take */
        return true;
    default: /* a server's hello, join or error */
        /* TRANSLATORS: an mjai event's type ("hello"), which a server sends but no log holds. */
        return say(l, _("%s is no event of a game"), mjai_type_id((mjai_type)ev->type));
    }
}

/* The event of `obj` into *ev; false after saying why it is none. */
static bool read_event(mjai_log *l, json_t *obj, mjai_event *ev)
{
    const char *type = json_string_value(json_object_get(obj, "type"));
    if (type && strcmp(type, "start_game") == 0) {
        /* read here: a log's start_game names the players and has no "id" */
        mjai_event_init(ev, MJAI_START_GAME);
        return true;
    }
    mjai_error err = {"", ""};
    if (mjai_parse_object(obj, ev, &err))
        return true;
    char field[64];
    cli_shown(field, sizeof field, err.field);
    if (err.field[0])
        /* TRANSLATORS: a field of an mjai event, then what it should have been. */
        return say(l, _("%s: expected %s"), field, _(err.expected));
    /* TRANSLATORS: what a line of an mjai log should have been. */
    return say(l, _("expected %s"), _(err.expected));
}

/* A start_game: it ends the game before it when no end_game did (1 when that is handed). */
static int start_game(mjai_log *l, json_t *obj, const tsumo_rules *rules, bool skip,
                      tenhou_game *out)
{
    int line = l->line, handed = 0;
    if (l->open && (handed = end_game(l, skip, false, out)) < 0)
        return -1;
    l->line = line;
    if (begin_game(l, json_object_get(obj, "names"), rules))
        return handed;
    if (handed && !skip)
        tsumo_record_free(out->rec);
    return -1;
}

/* An event of a game passed over: only its end is looked for. */
static int skip_event(mjai_log *l, const mjai_event *ev, tenhou_game *out)
{
    if (!l->dropped) {
        drop_game(l);
        l->open = l->dropped = true;
    }
    return ev->type == MJAI_END_GAME ? end_game(l, true, true, out) : 0;
}

/* An event of a game being read, after its start. */
static int game_event(mjai_log *l, const mjai_event *ev, json_t *obj, tenhou_game *out)
{
    bool unended = l->in_hand && !l->hand_over;
    switch (ev->type) {
    case MJAI_START_KYOKU:
        return start_kyoku(l, ev) ? 0 : -1;
    case MJAI_END_KYOKU:
        if (unended)
            /* TRANSLATORS: "end_kyoku", "hora" and "ryukyoku" are mjai events; keep them. */
            return say(l, "%s", _("end_kyoku before the hand ended (hora or ryukyoku)")), -1;
        return 0;
    case MJAI_END_GAME:
        if (unended)
            /* TRANSLATORS: "end_game", "hora" and "ryukyoku" are mjai events; keep them. */
            return say(l, "%s", _("end_game before the hand ended (hora or ryukyoku)")), -1;
        return end_game(l, false, true, out);
    default:
        return in_hand(l, ev, obj) ? 0 : -1;
    }
}

int mjai_log_event(mjai_log *l, json_t *obj, int line, const tsumo_rules *rules, bool skip,
                   tenhou_game *out)
{
    l->line = line;
    mjai_event ev;
    if (!read_event(l, obj, &ev))
        return -1;
    if (ev.type == MJAI_START_GAME)
        return start_game(l, obj, rules, skip, out);
    if (ev.type == MJAI_NONE)
        return 0;
    if (!l->open && ev.type != MJAI_START_KYOKU) {
        /* TRANSLATORS: an mjai event's type ("dahai"), then the event expected first. */
        say(l, _("%s before a start_game or start_kyoku"), mjai_type_id((mjai_type)ev.type));
        return -1;
    }
    if (!l->open && !begin_game(l, NULL, rules))
        return -1;
    return skip || l->dropped ? skip_event(l, &ev, out) : game_event(l, &ev, obj, out);
}

bool mjai_log_in_game(const mjai_log *l)
{
    return l->open;
}

int mjai_log_finish(mjai_log *l, int line, bool skip, tenhou_game *out)
{
    l->line = line;
    return l->open ? end_game(l, skip, false, out) : 0;
}

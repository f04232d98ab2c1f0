/*
 * Game logs of the Majiang project (kobalab's 電脳麻将 "paipu" JSON), read
 * into game records: the scripted edge-case games of
 * ../shared/conformance/games/majiang_paipu are in this format.
 *
 * A game is {"title", "player": [4 names], "qijia": the first dealer's player
 * index, "log": [round, ...], "defen": [final points by player]}. A round is a
 * list of events, seats named by their wind in the round (`l`, 0 = East):
 *
 *   {"qipai": {zhuangfeng, jushu, changbang, lizhibang, defen[4], baopai,
 *              shoupai[4]}}      the deal (the dealer's 14th tile is his first zimo)
 *   {"zimo": {l, p}}            a draw; {"gangzimo": {l, p}} a replacement tile
 *   {"dapai": {l, p}}           a discard: "m8_" the tile just drawn, "p8*" riichi
 *   {"fulou": {l, m}}           chi, pon, open kan: "m1-23", "s444+", "p5555=";
 *                               the mark after the claimed tile says from whom
 *   {"gang": {l, m}}            closed kan "s6666", added kan "s444+4"
 *   {"kaigang": {baopai}}       a kan dora indicator turned
 *   {"hule": {l, baojia, fubaopai, fenpei[4], ...}}   a win (one event per winner)
 *   {"pingju": {name, shoupai[4], fenpei[4]}}         a draw; shown hands are tenpai
 *
 * Tiles are "m1" ... "z7", "m0" a red five. As for Tenhou logs, each round's
 * wall is built from the tiles the events show, in the places the engine
 * deals them from.
 */
#include "games.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define POINTS_LIMIT 10000000 /* scores and payments: far past any game, far inside int32 */

typedef struct mj {
    const tsumo_rules *rules;
    tsumo_record *rec;
    const char *path;
    int game, round;
    int line;                     /* of the game in the file */
    int dealer;                   /* absolute seat */
    tsumo_tile face[TSUMO_TILES]; /* face (kind * 2 + red) at each wall position, 0xFF unknown */
    int live, rinshan, indicators;
    bool first_draw;
    bool ask_nagashi; /* the log names no seat: the engine says who qualifies */
} mj;

static bool mj_bad(const mj *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool mj_bad(const mj *m, const char *fmt, ...)
{
    /* TRANSLATORS: where in a Majiang log an error is: the file, its line, the game and the
       round, from 1. */
    fprintf(stderr, _("%s:%d: game %d, round %d: "), m->path, m->line, m->game + 1, m->round + 1);
    /* The message may quote the log ('%s' is no call): shown, not sent to the terminal. */
    va_list ap;
    va_start(ap, fmt);
    cli_put_shown_v(stderr, fmt, ap);
    va_end(ap);
    return false;
}

/* A number of the log that must lie in [lo, hi] (games_json_int); `what` says which field. */
static bool mj_int(const mj *m, json_t *x, const char *what, int lo, int hi, int *out)
{
    char why[256];
    return games_json_int(x, what, lo, hi, out, why, sizeof why) || mj_bad(m, "%s", why);
}

/* "m1" ... "z7", "m0": a face as kind * 2 + red; -1 when it is none. */
static int mj_face(char suit, char digit)
{
    const char *suits = "mpsz";
    const char *p = suit ? strchr(suits, suit) : NULL;
    if (!p || digit < '0' || digit > '9')
        return -1;
    int s = (int)(p - suits), n = digit - '0';
    if (s == TSUMO_HONOR && (n < 1 || n > 7))
        return -1;
    return tsumo_kind_make(s, n == 0 ? 5 : n) * 2 + (n == 0);
}

/* The face of a tile written alone ("m1"); "" and "m" are none, and nothing past them is read. */
static int mj_tile_face(const char *s)
{
    return s[0] ? mj_face(s[0], s[1]) : -1;
}

static tsumo_tile face_tile(const tsumo_rules *rules, int face)
{
    tsumo_kind k = (tsumo_kind)(face / 2);
    for (int c = 0; c < 4; c++)
        if (tsumo_tile_is_red((tsumo_tile)(k * 4 + c), rules->red_fives) == (face & 1))
            return (tsumo_tile)(k * 4 + c);
    return TSUMO_NO_TILE;
}

/* The faces of a hand or meld string: digits after their suit letter ("m123p4"). */
static int mj_faces(const char *s, int out[], int max)
{
    int n = 0;
    char suit = 0;
    for (; *s && *s != ','; s++) {
        if (strchr("mpsz", *s))
            suit = *s;
        else if (*s >= '0' && *s <= '9' && suit && n < max)
            out[n++] = mj_face(suit, *s);
    }
    return n;
}

static bool mj_place(mj *m, int pos, int face)
{
    if (face < 0)
        return mj_bad(m, _("not a tile"));
    if (m->face[pos] != 0xFF)
        return mj_bad(m, _("two tiles for one place in the wall (%d)"), pos);
    m->face[pos] = (tsumo_tile)face;
    return true;
}

static bool mj_push(mj *m, int type, int seat, tsumo_tile tile, tsumo_tile t0, tsumo_tile t1,
                    int flags)
{
    return games_push_action(m->rec, type, seat, tile, t0, t1, flags, 0) ||
           mj_bad(m, _("out of memory"));
}

static int seat_of(const mj *m, json_t *ev)
{
    return (m->dealer + (int)json_integer_value(json_object_get(ev, "l"))) & 3;
}

static const char *str_of(json_t *ev, const char *key)
{
    const char *s = json_string_value(json_object_get(ev, key));
    return s ? s : "";
}

/* ---- events ---- */

static bool mj_draw(mj *m, json_t *ev, bool rinshan)
{
    const char *p = str_of(ev, "p");
    int pos = m->first_draw ? tsumo_wall_deal_position(0, 13)
              : rinshan     ? tsumo_wall_rinshan_position(m->rinshan++)
                            : TSUMO_WALL_FIRST_DRAW + m->live++;
    if (m->rinshan > 4 || pos >= TSUMO_TILES)
        return mj_bad(m, _("more draws than the wall has"));
    m->first_draw = false;
    return mj_place(m, pos, mj_tile_face(p));
}

static bool mj_discard(mj *m, json_t *ev)
{
    const char *p = str_of(ev, "p");
    int face = mj_tile_face(p);
    if (face < 0)
        return mj_bad(m, _("'%s' is no discard"), p);
    bool riichi = strchr(p + 2, '*') != NULL;
    int flags = strchr(p + 2, '_') ? TSUMO_ACTION_TSUMOGIRI : 0;
    return mj_push(m, riichi ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD, seat_of(m, ev),
                   face_tile(m->rules, face), TSUMO_NO_TILE, TSUMO_NO_TILE, flags);
}

/* chi "m1-23", pon "s444+", open kan "p5555=": the claimed tile is the one before the mark. */
static bool mj_call(mj *m, json_t *ev)
{
    const char *s = str_of(ev, "m");
    int faces[4], n = mj_faces(s, faces, 4);
    const char *mark = strpbrk(s, "+=-");
    if (n < 3 || !mark || mark - s < 2)
        return mj_bad(m, _("'%s' is no call"), s);
    int called = (int)(mark - s) - 2; /* the digit before the mark, among the digits */
    int own[3], k = 0;
    for (int i = 0; i < n; i++)
        if (i != called)
            own[k++] = faces[i];
    bool run = faces[0] / 2 != faces[1] / 2 || faces[1] / 2 != faces[2] / 2;
    int type = n == 4 ? TSUMO_ACTION_OPEN_KAN : run ? TSUMO_ACTION_CHI : TSUMO_ACTION_PON;
    if (type == TSUMO_ACTION_OPEN_KAN)
        return mj_push(m, type, seat_of(m, ev), TSUMO_NO_TILE, TSUMO_NO_TILE, TSUMO_NO_TILE, 0);
    return mj_push(m, type, seat_of(m, ev), TSUMO_NO_TILE, face_tile(m->rules, own[0]),
                   face_tile(m->rules, own[1]), 0);
}

/* closed kan "s6666" (no mark), added kan "s444+4" (the last digit is the tile added). */
static bool mj_kan(mj *m, json_t *ev)
{
    const char *s = str_of(ev, "m");
    int faces[4], n = mj_faces(s, faces, 4);
    if (n != 4)
        return mj_bad(m, _("'%s' is no kan"), s);
    bool added = strpbrk(s, "+=-") != NULL;
    int face = added ? faces[3] : faces[0];
    return mj_push(m, added ? TSUMO_ACTION_ADDED_KAN : TSUMO_ACTION_CLOSED_KAN, seat_of(m, ev),
                   face_tile(m->rules, face), TSUMO_NO_TILE, TSUMO_NO_TILE, 0);
}

/* Four points by wind in the round (the field `what`), as absolute seats. */
static bool by_seat(const mj *m, json_t *arr, const char *what, int32_t out[4])
{
    for (int l = 0; l < 4; l++) {
        char where[64];
        int v = 0;
        snprintf(where, sizeof where, "%s[%d]", what, l);
        if (!mj_int(m, json_array_get(arr, (size_t)l), where, -POINTS_LIMIT, POINTS_LIMIT, &v))
            return false;
        out[(m->dealer + l) & 3] = v;
    }
    return true;
}

static const struct {
    const char *name;
    uint8_t end, abort;
} draw_kinds[] = {
    {"荒牌平局", TSUMO_END_EXHAUSTIVE, 0},
    {"流し満貫", TSUMO_END_EXHAUSTIVE, 0},
    {"九種九牌", TSUMO_END_ABORT, TSUMO_ABORT_KYUUSHU},
    {"四風連打", TSUMO_END_ABORT, TSUMO_ABORT_FOUR_WINDS},
    {"四家立直", TSUMO_END_ABORT, TSUMO_ABORT_FOUR_RIICHI},
    {"四開槓", TSUMO_END_ABORT, TSUMO_ABORT_FOUR_KANS},
    {"三家和", TSUMO_END_ABORT, TSUMO_ABORT_TRIPLE_RON},
};

/*
 * A draw: at an exhaustive draw every seat declares from the dealer on, the
 * hands shown being the tenpai ones (nagashi, which the log does not name a
 * seat for, is the engine's to say once the wall is built);
 * nine terminals is the seat whose hand is shown; three rons are the seats
 * other than the last discarder.
 */
static bool mj_draw_end(mj *m, json_t *ev, int last_discarder, tsumo_record_result *res)
{
    const char *name = str_of(ev, "name");
    json_t *shown = json_object_get(ev, "shoupai");
    size_t k = 0;
    while (k < sizeof draw_kinds / sizeof draw_kinds[0] && strcmp(draw_kinds[k].name, name) != 0)
        k++;
    if (k == sizeof draw_kinds / sizeof draw_kinds[0])
        return mj_bad(m, _("unknown draw '%s'"), name);
    res->end = draw_kinds[k].end;
    res->abort = draw_kinds[k].abort;
    if (!by_seat(m, json_object_get(ev, "fenpei"), "fenpei", res->delta))
        return false;
    if (res->abort == TSUMO_ABORT_KYUUSHU) {
        for (int l = 0; l < 4; l++)
            if (json_string_length(json_array_get(shown, (size_t)l)) > 0) /* NULL: not shown */
                return mj_push(m, TSUMO_ACTION_KYUUSHU, (m->dealer + l) & 3, TSUMO_NO_TILE,
                               TSUMO_NO_TILE, TSUMO_NO_TILE, 0);
        return mj_bad(m, _("nine terminals without a hand shown"));
    }
    if (res->abort == TSUMO_ABORT_TRIPLE_RON) {
        for (int i = 1; i < 4; i++)
            if (!mj_push(m, TSUMO_ACTION_RON, (last_discarder + i) & 3, TSUMO_NO_TILE,
                         TSUMO_NO_TILE, TSUMO_NO_TILE, 0))
                return false;
        return true;
    }
    if (res->end != TSUMO_END_EXHAUSTIVE)
        return true;
    m->ask_nagashi = strcmp(name, "流し満貫") == 0;
    for (int l = 0; l < 4; l++) {
        int seat = (m->dealer + l) & 3;
        const char *hand = json_string_value(json_array_get(shown, (size_t)l));
        int type = hand && *hand ? TSUMO_ACTION_TENPAI : TSUMO_ACTION_NOTEN;
        if (!mj_push(m, type, seat, TSUMO_NO_TILE, TSUMO_NO_TILE, TSUMO_NO_TILE, 0))
            return false;
    }
    return true;
}

static bool mj_deal(mj *m, json_t *q, tsumo_record_hand *h)
{
    int round, hand, honba, sticks;
    if (!mj_int(m, json_object_get(q, "zhuangfeng"), "zhuangfeng", 0, 3, &round) ||
        !mj_int(m, json_object_get(q, "jushu"), "jushu", 0, 3, &hand) ||
        !mj_int(m, json_object_get(q, "changbang"), "changbang", 0, 255, &honba) ||
        !mj_int(m, json_object_get(q, "lizhibang"), "lizhibang", 0, 255, &sticks))
        return false;
    m->dealer = hand;
    memset(h, 0, sizeof *h);
    h->round = (uint8_t)round;
    h->hand = (uint8_t)hand;
    h->honba = (int16_t)honba;
    h->sticks = (int16_t)sticks;
    h->has_scores = true;
    if (!by_seat(m, json_object_get(q, "defen"), "defen", h->scores))
        return false;
    h->has_wall = true;
    memset(m->face, 0xFF, sizeof m->face);
    m->live = m->rinshan = 0;
    m->indicators = 1;
    m->first_draw = true;
    json_t *hands = json_object_get(q, "shoupai");
    for (int l = 0; l < 4; l++) {
        int faces[14];
        const char *s = json_string_value(json_array_get(hands, (size_t)l));
        if (!s || mj_faces(s, faces, 14) != 13)
            return mj_bad(m, _("a starting hand of 13 tiles was expected"));
        for (int i = 0; i < 13; i++)
            if (!mj_place(m, tsumo_wall_deal_position(l, i), faces[i]))
                return false;
    }
    const char *dora = str_of(q, "baopai");
    return mj_place(m, tsumo_wall_indicator_position(0), mj_tile_face(dora));
}

/* The faces the log shows where they lie; the engine lays them and shuffles the rest in. */
static bool mj_known_wall(mj *m, tsumo_wall *wall)
{
    tsumo_wall_face faces[TSUMO_TILES];
    size_t n = 0;
    for (int pos = 0; pos < TSUMO_TILES; pos++)
        if (m->face[pos] != 0xFF)
            faces[n++] = (tsumo_wall_face){
                .pos = pos, .kind = (tsumo_kind)(m->face[pos] / 2), .red = m->face[pos] & 1};
    static const uint8_t dice[2] = {3, 4}; /* the log has none: they only say where it broke */
    if (tsumo_wall_build(wall, m->rules, faces, n, dice, 0, NULL) != TSUMO_OK)
        return mj_bad(m, _("more than four of a tile"));
    return true;
}

static bool mj_round(mj *m, json_t *events)
{
    json_t *first = json_array_get(events, 0);
    json_t *q = json_object_get(first, "qipai");
    tsumo_record_hand h;
    if (!q)
        return mj_bad(m, _("a round starts with qipai"));
    if (!mj_deal(m, q, &h))
        return false;
    if (tsumo_record_push_hand(m->rec, &h) != TSUMO_OK)
        return mj_bad(m, _("out of memory"));
    tsumo_record_hand *rh = &m->rec->hands[m->rec->hand_count - 1];
    int last_discarder = m->dealer;
    m->ask_nagashi = false;
    for (size_t i = 1; i < json_array_size(events); i++) {
        json_t *e = json_array_get(events, i);
        const char *key = json_object_iter_key(json_object_iter(e));
        json_t *ev = json_object_iter_value(json_object_iter(e));
        bool ok = true;
        int l;
        if (key && strchr("zdfgh", key[0]) && !mj_int(m, json_object_get(ev, "l"), "l", 0, 3, &l))
            return false; /* the seat every event but kaigang and pingju names */
        if (!key) {
            ok = mj_bad(m, _("an event is an object of one key"));
        } else if (strcmp(key, "zimo") == 0 || strcmp(key, "gangzimo") == 0) {
            ok = mj_draw(m, ev, key[0] == 'g');
        } else if (strcmp(key, "dapai") == 0) {
            ok = mj_discard(m, ev);
            last_discarder = seat_of(m, ev);
        } else if (strcmp(key, "fulou") == 0) {
            ok = mj_call(m, ev);
        } else if (strcmp(key, "gang") == 0) {
            ok = mj_kan(m, ev);
            last_discarder = seat_of(m, ev);
        } else if (strcmp(key, "kaigang") == 0) {
            const char *d = str_of(ev, "baopai");
            ok = m->indicators < TSUMO_MAX_INDICATORS &&
                 mj_place(m, tsumo_wall_indicator_position(m->indicators++), mj_tile_face(d));
        } else if (strcmp(key, "hule") == 0) {
            json_t *from = json_object_get(ev, "baojia");
            ok = mj_push(m, json_is_null(from) || !from ? TSUMO_ACTION_TSUMO : TSUMO_ACTION_RON,
                         seat_of(m, ev), TSUMO_NO_TILE, TSUMO_NO_TILE, TSUMO_NO_TILE, 0);
            int32_t d[4];
            ok = ok && by_seat(m, json_object_get(ev, "fenpei"), "fenpei", d);
            rh->result.end = TSUMO_END_WIN;
            for (int s = 0; ok && s < 4; s++)
                rh->result.delta[s] += d[s]; /* at most three winners of 10^7 each: no overflow */
            json_t *ura = json_object_get(ev, "fubaopai");
            for (size_t u = 0; ok && u < json_array_size(ura); u++) {
                const char *t = json_string_value(json_array_get(ura, u));
                int pos = tsumo_wall_ura_position((int)u);
                if (t && m->face[pos] == 0xFF) /* two winners show the same ura */
                    ok = mj_place(m, pos, mj_tile_face(t));
            }
        } else if (strcmp(key, "pingju") == 0) {
            ok = mj_draw_end(m, ev, last_discarder, &rh->result);
        } else {
            ok = mj_bad(m, _("unknown event '%s'"), key);
        }
        if (!ok)
            return false;
    }
    if (!mj_known_wall(m, &rh->wall))
        return false;
    if (m->ask_nagashi)
        games_ask_declarations(m->rec, false); /* when it fails, the replay says where */
    return true;
}

bool majiang_import_game(tenhou_log *log, json_t *game, const char *path, int index, int line,
                         const tsumo_rules *rules)
{
    mj m = {.rules = rules, .path = path, .game = index, .line = line};
    tenhou_game *games = realloc(log->games, (log->count + 1) * sizeof *games);
    if (!games)
        return mj_bad(&m, _("out of memory"));
    log->games = games;
    tenhou_game *g = &games[log->count];
    memset(g, 0, sizeof *g);
    g->line = line;
    g->whole = true;
    cli_shown(g->title, sizeof g->title, str_of(game, "title"));
    int qijia;
    if (!mj_int(&m, json_object_get(game, "qijia"), "qijia", 0, 3, &qijia))
        return false;
    json_t *players = json_object_get(game, "player");
    tsumo_game_setup setup = {.seed = 0};
    for (int s = 0; s < 4; s++) {
        setup.names[s] = json_string_value(json_array_get(players, (size_t)((qijia + s) & 3)));
        char why[256];
        if (setup.names[s] && !cli_name_safe(setup.names[s], s, why, sizeof why))
            return mj_bad(&m, "%s", why);
    }
    if (tsumo_record_new(&g->rec, rules, &setup) != TSUMO_OK)
        return mj_bad(&m, _("out of memory"));
    log->count++;
    m.rec = g->rec;
    json_t *rounds = json_object_get(game, "log");
    for (size_t i = 0; i < json_array_size(rounds); i++) {
        m.round = (int)i;
        if (!mj_round(&m, json_array_get(rounds, i)))
            return false;
    }
    json_t *defen = json_object_get(game, "defen");
    if (json_array_size(defen) == 4) {
        g->rec->has_end = g->rec->has_final = true;
        for (int s = 0; s < 4; s++) {
            char what[32];
            int v;
            snprintf(what, sizeof what, "defen[%d]", (qijia + s) & 3);
            if (!mj_int(&m, json_array_get(defen, (size_t)((qijia + s) & 3)), what, -POINTS_LIMIT,
                        POINTS_LIMIT, &v))
                return false;
            g->rec->final[s] = v;
        }
    }
    return true;
}

bool majiang_is_log(json_t *root)
{
    json_t *game = json_is_array(root) ? json_array_get(root, 0) : root;
    json_t *round = json_array_get(json_object_get(game, "log"), 0);
    return json_object_get(json_array_get(round, 0), "qipai") != NULL;
}

bool majiang_import(tenhou_log *out, json_t *root, const char *path, const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    size_t n = json_is_array(root) ? json_array_size(root) : 1;
    for (size_t i = 0; i < n; i++) {
        json_t *game = json_is_array(root) ? json_array_get(root, i) : root;
        if (!majiang_import_game(out, game, path, (int)i, 1, rules)) {
            tenhou_log_free(out);
            return false;
        }
    }
    return true;
}

/* The mjai protocol's tiles and events (mjai.h, docs/mjai.md). */
#include "mjai.h"

#include <string.h>
#include <unistr.h>

#define N_(s) (s)

static const char *const type_ids[MJAI_TYPE_COUNT] = {
    [MJAI_NONE] = "none",
    [MJAI_START_GAME] = "start_game",
    [MJAI_START_KYOKU] = "start_kyoku",
    [MJAI_TSUMO] = "tsumo",
    [MJAI_DAHAI] = "dahai",
    [MJAI_CHI] = "chi",
    [MJAI_PON] = "pon",
    [MJAI_DAIMINKAN] = "daiminkan",
    [MJAI_KAKAN] = "kakan",
    [MJAI_ANKAN] = "ankan",
    [MJAI_REACH] = "reach",
    [MJAI_REACH_ACCEPTED] = "reach_accepted",
    [MJAI_DORA] = "dora",
    [MJAI_HORA] = "hora",
    [MJAI_RYUKYOKU] = "ryukyoku",
    [MJAI_END_KYOKU] = "end_kyoku",
    [MJAI_END_GAME] = "end_game",
    [MJAI_HELLO] = "hello",
    [MJAI_JOIN] = "join",
    [MJAI_ERROR] = "error",
};

/* The honours in the order of the kinds 27-33: winds, then white, green, red dragon. */
static const char honours[] = "ESWNPFC";

const char *mjai_type_id(mjai_type type)
{
    return (unsigned)type < MJAI_TYPE_COUNT ? type_ids[type] : NULL;
}

bool mjai_tile_parse(const char *text, bool hidden_ok, mjai_tile *out)
{
    size_t len = strlen(text);
    out->red = false;
    if (len == 1 && text[0] == '?') {
        out->kind = TSUMO_NO_KIND;
        return hidden_ok;
    }
    if (len == 1) {
        const char *h = strchr(honours, text[0]);
        if (!h || text[0] == '\0')
            return false;
        out->kind = (tsumo_kind)(27 + (h - honours));
        return true;
    }
    if ((len != 2 && len != 3) || text[0] < '1' || text[0] > '9')
        return false;
    const char *suits = "mps";
    const char *s = strchr(suits, text[1]);
    if (!s || text[1] == '\0')
        return false;
    if (len == 3 && (text[0] != '5' || text[2] != 'r'))
        return false;
    out->kind = (tsumo_kind)((s - suits) * 9 + (text[0] - '1'));
    out->red = len == 3;
    return true;
}

const char *mjai_tile_name(mjai_tile tile, char buf[4])
{
    if (tile.kind >= TSUMO_KINDS) {
        strcpy(buf, "?");
    } else if (tile.kind >= 27) {
        buf[0] = honours[tile.kind - 27];
        buf[1] = '\0';
    } else {
        buf[0] = (char)('1' + tile.kind % 9);
        buf[1] = "mps"[tile.kind / 9];
        buf[2] = tile.red ? 'r' : '\0';
        buf[3] = '\0';
    }
    return buf;
}

mjai_tile mjai_tile_of(tsumo_tile tile, const tsumo_rules *rules)
{
    mjai_tile m = {TSUMO_NO_KIND, false};
    if (tile < TSUMO_TILES) {
        m.kind = tsumo_tile_kind(tile);
        m.red = tsumo_tile_is_red(tile, rules->red_fives);
    }
    return m;
}

bool mjai_tile_is(tsumo_tile t, mjai_tile tile, const tsumo_rules *rules)
{
    mjai_tile m = mjai_tile_of(t, rules);
    return m.kind == tile.kind && m.red == tile.red;
}

/* ---- reading a line ------------------------------------------------------ */

typedef struct reader {
    const jv *obj;
    mjai_error *err;
} reader;

static bool fail(reader *r, const char *field, const char *expected)
{
    r->err->field = field;
    r->err->expected = expected;
    return false;
}

static bool is(const jv *v, int type)
{
    return v && v->type == type;
}

static bool is_boolean(const jv *v)
{
    return v && (v->type == JV_TRUE || v->type == JV_FALSE);
}

/* An integer field in [lo, hi], checked before it is narrowed. */
static bool get_int(reader *r, const char *field, int lo, int hi, int *out)
{
    const jv *v = jv_get(r->obj, field);
    if (!is(v, JV_INT))
        return fail(r, field, N_("an integer"));
    if (v->num < lo || v->num > hi)
        return fail(r, field, N_("a number in its range"));
    *out = (int)v->num;
    return true;
}

static bool get_seat(reader *r, const char *field, int8_t *out)
{
    int v;
    if (!get_int(r, field, 0, 3, &v))
        return fail(r, field, N_("a seat from 0 to 3"));
    *out = (int8_t)v;
    return true;
}

static bool tile_value(reader *r, const jv *v, const char *field, bool hidden_ok, mjai_tile *out)
{
    if (!is(v, JV_STRING) || !mjai_tile_parse(v->str, hidden_ok, out))
        return fail(r, field,
                    hidden_ok ? N_("a tile name (1m-9s, 5mr, E S W N P F C or ?)")
                              : N_("a tile name (1m-9s, 5mr, E S W N P F C)"));
    return true;
}

static bool get_tile(reader *r, const char *field, bool hidden_ok, mjai_tile *out)
{
    return tile_value(r, jv_get(r->obj, field), field, hidden_ok, out);
}

static bool get_tiles(reader *r, const jv *arr, const char *field, size_t n, bool hidden_ok,
                      mjai_tile *out)
{
    if (!is(arr, JV_ARRAY) || arr->count != n)
        return fail(r, field, n == 13 ? N_("a list of 13 tiles") : N_("a list of tiles"));
    const jv *v = arr + 1;
    for (size_t i = 0; i < n; i++, v = jv_next(v))
        if (!tile_value(r, v, field, hidden_ok, &out[i]))
            return false;
    return true;
}

static bool get_consumed(reader *r, mjai_event *ev, size_t n)
{
    ev->consumed_count = (uint8_t)n;
    return get_tiles(r, jv_get(r->obj, "consumed"), "consumed", n, false, ev->consumed);
}

static bool get_scores(reader *r, mjai_event *ev, bool needed)
{
    const jv *arr = jv_get(r->obj, "scores");
    if (!arr && !needed)
        return true;
    if (!is(arr, JV_ARRAY) || arr->count != 4)
        return fail(r, "scores", N_("a list of four scores"));
    const jv *v = arr + 1;
    for (size_t i = 0; i < 4; i++, v = jv_next(v)) {
        if (v->type != JV_INT || v->num < -MJAI_MAX_POINTS || v->num > MJAI_MAX_POINTS)
            return fail(r, "scores", N_("a list of four scores"));
        ev->scores[i] = (int32_t)v->num;
    }
    ev->has_scores = true;
    return true;
}

static bool read_start_kyoku(reader *r, mjai_event *ev)
{
    mjai_tile wind;
    int kyoku, honba, kyotaku;
    if (!get_tile(r, "bakaze", false, &wind) || wind.kind < 27 || wind.kind > 30)
        return fail(r, "bakaze", N_("a wind (E, S, W or N)"));
    ev->bakaze = (uint8_t)(wind.kind - 27);
    if (!get_int(r, "kyoku", 1, 4, &kyoku) || !get_int(r, "honba", 0, 99, &honba) ||
        !get_int(r, "kyotaku", 0, 99, &kyotaku) || !get_seat(r, "oya", &ev->actor) ||
        !get_tile(r, "dora_marker", false, &ev->dora_marker) || !get_scores(r, ev, true))
        return false;
    ev->kyoku = (uint8_t)kyoku;
    ev->honba = (uint8_t)honba;
    ev->kyotaku = (uint8_t)kyotaku;
    ev->oya = (uint8_t)ev->actor;
    ev->actor = MJAI_NO_SEAT;
    const jv *tehais = jv_get(r->obj, "tehais");
    if (!is(tehais, JV_ARRAY) || tehais->count != 4)
        return fail(r, "tehais", N_("four lists of 13 tiles"));
    const jv *hand = tehais + 1;
    for (size_t s = 0; s < 4; s++, hand = jv_next(hand))
        if (!get_tiles(r, hand, "tehais", 13, true, ev->tehais[s]))
            return false;
    return true;
}

/* An optional boolean: -1 stays when absent. */
static bool get_flag(reader *r, const char *field, int8_t *out)
{
    const jv *v = jv_get(r->obj, field);
    if (!v)
        return true;
    if (!is_boolean(v))
        return fail(r, field, N_("true or false"));
    *out = v->type == JV_TRUE ? 1 : 0;
    return true;
}

/* A call: actor, target, the claimed tile and the tiles from the hand. */
static bool read_call(reader *r, mjai_event *ev, size_t consumed)
{
    return get_seat(r, "actor", &ev->actor) && get_seat(r, "target", &ev->target) &&
           get_tile(r, "pai", false, &ev->pai) && (ev->has_pai = true) &&
           get_consumed(r, ev, consumed);
}

static bool read_hora(reader *r, mjai_event *ev)
{
    if (!get_seat(r, "actor", &ev->actor))
        return false;
    if (jv_get(r->obj, "target") && !get_seat(r, "target", &ev->target))
        return false;
    if (jv_get(r->obj, "pai")) {
        if (!get_tile(r, "pai", false, &ev->pai))
            return false;
        ev->has_pai = true;
    }
    return true;
}

static bool read_ryukyoku(reader *r, mjai_event *ev)
{
    const jv *reason = jv_get(r->obj, "reason");
    if (reason && reason->type != JV_STRING)
        return fail(r, "reason", N_("a string"));
    ev->kyushu = reason && strcmp(reason->str, "kyushukyuhai") == 0;
    if (jv_get(r->obj, "actor") && !get_seat(r, "actor", &ev->actor))
        return false;
    return true;
}

/*
 * A string field, kept in `buf`: a join's name and room must fit and hold no
 * NUL; an error's message (`cut`: optional) is cut to fit, a NUL ends it.
 */
static bool get_text(reader *r, const char *field, bool needed, char *buf, size_t size)
{
    const jv *v = jv_get(r->obj, field);
    if (!v && !needed)
        return true;
    if (!is(v, JV_STRING))
        return fail(r, field, N_("a string"));
    size_t n = v->count;
    const char *text = v->str;
    if (needed && (n == 0 || n >= size || memchr(text, '\0', n)))
        return fail(r, field, N_("a name of 1 to 63 bytes"));
    n = strnlen(text, n < size ? n : size - 1);
    while (n > 0 && n < v->count && ((unsigned char)text[n] & 0xc0) == 0x80)
        n--; /* cut before a whole character */
    memcpy(buf, text, n);
    buf[n] = '\0';
    return true;
}

static bool read_fields(reader *r, mjai_event *ev)
{
    switch (ev->type) {
    case MJAI_START_GAME: /* Mortal's and akochan's hosts give the seat on the command line */
        return !jv_get(r->obj, "id") || get_seat(r, "id", &ev->id);
    case MJAI_START_KYOKU:
        return read_start_kyoku(r, ev);
    case MJAI_JOIN:
        return get_text(r, "name", true, ev->text, MJAI_MAX_ROOM + 1) &&
               get_text(r, "room", true, ev->room, sizeof ev->room);
    case MJAI_ERROR:
        return get_text(r, "message", false, ev->text, sizeof ev->text);
    case MJAI_TSUMO:
        return get_seat(r, "actor", &ev->actor) && get_tile(r, "pai", true, &ev->pai) &&
               (ev->has_pai = true);
    case MJAI_DAHAI:
        return get_seat(r, "actor", &ev->actor) && get_tile(r, "pai", false, &ev->pai) &&
               (ev->has_pai = true) && get_flag(r, "tsumogiri", &ev->tsumogiri);
    case MJAI_CHI:
    case MJAI_PON:
        return read_call(r, ev, 2);
    case MJAI_DAIMINKAN:
        return read_call(r, ev, 3);
    case MJAI_KAKAN:
        return get_seat(r, "actor", &ev->actor) && get_tile(r, "pai", false, &ev->pai) &&
               (ev->has_pai = true) && get_consumed(r, ev, 3);
    case MJAI_ANKAN:
        return get_seat(r, "actor", &ev->actor) && get_consumed(r, ev, 4);
    case MJAI_REACH:
        return get_seat(r, "actor", &ev->actor);
    case MJAI_REACH_ACCEPTED:
        return get_seat(r, "actor", &ev->actor) && get_scores(r, ev, false);
    case MJAI_DORA:
        return get_tile(r, "dora_marker", false, &ev->dora_marker);
    case MJAI_HORA:
        return read_hora(r, ev);
    case MJAI_RYUKYOKU:
        return read_ryukyoku(r, ev);
    default:
        return true; /* none, end_kyoku, end_game: nothing more is read */
    }
}

void mjai_event_init(mjai_event *ev, mjai_type type)
{
    memset(ev, 0, sizeof *ev);
    ev->type = (uint8_t)type;
    ev->actor = ev->target = ev->id = MJAI_NO_SEAT;
    ev->tsumogiri = ev->can_act = -1;
    ev->pai.kind = ev->dora_marker.kind = TSUMO_NO_KIND;
}

/* One JSON value read as an event. */
static bool parse_value(const jv *obj, mjai_event *out, mjai_error *err)
{
    mjai_event_init(out, MJAI_NONE);
    reader r = {obj, err};
    if (!is(obj, JV_OBJECT))
        return fail(&r, "", N_("one JSON object"));
    const jv *type = jv_get(obj, "type");
    int t = MJAI_TYPE_COUNT;
    if (is(type, JV_STRING))
        for (t = 0; t < MJAI_TYPE_COUNT; t++)
            if (strcmp(type_ids[t], type->str) == 0)
                break;
    if (t == MJAI_TYPE_COUNT)
        return fail(&r, "type", N_("an mjai event type"));
    out->type = (uint8_t)t;
    return read_fields(&r, out) && get_flag(&r, "can_act", &out->can_act);
}

bool mjai_parse(const char *line, size_t len, mjai_event *out, mjai_error *err)
{
    mjai_event_init(out, MJAI_NONE);
    if (len > MJAI_MAX_INPUT) {
        err->field = "";
        err->expected = N_("a line of at most 1 MiB");
        return false;
    }
    jv_doc doc; /* a usual line is read within the document's own room */
    jv_init(&doc);
    bool ok = parse_value(jv_read(&doc, line, len, NULL), out, err);
    jv_free(&doc);
    return ok;
}

bool mjai_batch_open(mjai_batch *b, const char *line, size_t len, mjai_error *err)
{
    jv_init(&b->doc);
    b->at = NULL;
    b->next = b->count = 0;
    err->field = "";
    if (len > MJAI_MAX_INPUT) {
        err->expected = N_("a line of at most 1 MiB");
        return false;
    }
    const jv *arr = jv_read(&b->doc, line, len, NULL);
    if (!is(arr, JV_ARRAY) || arr->count == 0 || arr->count > MJAI_MAX_BATCH) {
        jv_free(&b->doc);
        err->expected = N_("a JSON array of 1 to 1024 events");
        return false;
    }
    b->at = arr + 1;
    b->count = arr->count;
    return true;
}

int mjai_batch_next(mjai_batch *b, mjai_event *out, mjai_error *err)
{
    if (!b->at || b->next >= b->count)
        return 0;
    const jv *v = b->at;
    b->at = jv_next(v);
    b->next++;
    return parse_value(v, out, err) ? 1 : -1;
}

void mjai_batch_close(mjai_batch *b)
{
    jv_free(&b->doc);
    b->at = NULL;
    b->next = b->count = 0;
}

/* ---- writing a line ------------------------------------------------------ */

/* `,"field":` before a member's value (the type is always the first member). */
static void put_key(jv_out *o, const char *field)
{
    jv_out_bytes(o, ",\"", 2);
    jv_out_text(o, field);
    jv_out_bytes(o, "\":", 2);
}

static void put_int(jv_out *o, const char *field, long long n)
{
    put_key(o, field);
    jv_out_int(o, n);
}

static void put_bool(jv_out *o, const char *field, bool b)
{
    put_key(o, field);
    jv_out_text(o, b ? "true" : "false");
}

/* A string member; one that is no UTF-8 is left out, as jansson leaves it. */
static void put_text(jv_out *o, const char *field, const char *text)
{
    if (u8_check((const uint8_t *)text, strlen(text)) != NULL)
        return;
    put_key(o, field);
    jv_out_string(o, text);
}

static void tile_name(jv_out *o, mjai_tile t)
{
    char name[4];
    jv_out_bytes(o, "\"", 1);
    jv_out_text(o, mjai_tile_name(t, name));
    jv_out_bytes(o, "\"", 1);
}

static void put_tile(jv_out *o, const char *field, mjai_tile t)
{
    put_key(o, field);
    tile_name(o, t);
}

static void tile_list(jv_out *o, const mjai_tile *tiles, size_t n)
{
    jv_out_bytes(o, "[", 1);
    for (size_t i = 0; i < n; i++) {
        if (i)
            jv_out_bytes(o, ",", 1);
        tile_name(o, tiles[i]);
    }
    jv_out_bytes(o, "]", 1);
}

static void put_scores(jv_out *o, const int32_t scores[4])
{
    put_key(o, "scores");
    for (int i = 0; i < 4; i++) {
        jv_out_bytes(o, i ? "," : "[", 1);
        jv_out_int(o, scores[i]);
    }
    jv_out_bytes(o, "]", 1);
}

static void put_start_kyoku(jv_out *o, const mjai_event *ev)
{
    put_tile(o, "bakaze", (mjai_tile){(tsumo_kind)(27 + ev->bakaze % 4), false});
    put_int(o, "kyoku", ev->kyoku);
    put_int(o, "honba", ev->honba);
    put_int(o, "kyotaku", ev->kyotaku);
    put_int(o, "oya", ev->oya);
    put_tile(o, "dora_marker", ev->dora_marker);
    put_scores(o, ev->scores);
    put_key(o, "tehais");
    for (int s = 0; s < 4; s++) {
        jv_out_bytes(o, s ? "," : "[", 1);
        tile_list(o, ev->tehais[s], 13);
    }
    jv_out_bytes(o, "]", 1);
}

static void put_event_fields(jv_out *o, const mjai_event *ev)
{
    if (ev->type == MJAI_START_GAME && ev->id != MJAI_NO_SEAT)
        put_int(o, "id", ev->id);
    if (ev->type == MJAI_HELLO) {
        put_text(o, "protocol", "mjsonp");
        put_int(o, "protocol_version", 3);
    }
    if (ev->type == MJAI_JOIN) {
        put_text(o, "name", ev->text);
        put_text(o, "room", ev->room);
    }
    if (ev->type == MJAI_ERROR && ev->text[0])
        put_text(o, "message", ev->text);
    if (ev->actor != MJAI_NO_SEAT)
        put_int(o, "actor", ev->actor);
    if (ev->target != MJAI_NO_SEAT)
        put_int(o, "target", ev->target);
    if (ev->has_pai)
        put_tile(o, "pai", ev->pai);
    if (ev->consumed_count) {
        put_key(o, "consumed");
        tile_list(o, ev->consumed, ev->consumed_count);
    }
    if (ev->tsumogiri >= 0)
        put_bool(o, "tsumogiri", ev->tsumogiri);
    if (ev->type == MJAI_DORA)
        put_tile(o, "dora_marker", ev->dora_marker);
    if (ev->type == MJAI_RYUKYOKU && ev->kyushu)
        put_text(o, "reason", "kyushukyuhai");
    if (ev->has_scores)
        put_scores(o, ev->scores);
}

size_t mjai_format(char *buf, size_t size, const mjai_event *ev)
{
    const char *id = mjai_type_id((mjai_type)ev->type);
    if (!id || size == 0)
        return 0;
    jv_out o = {.buf = buf, .cap = size - 1}; /* and the NUL */
    jv_out_text(&o, "{\"type\":");
    jv_out_string(&o, id);
    if (ev->type == MJAI_START_KYOKU)
        put_start_kyoku(&o, ev);
    else
        put_event_fields(&o, ev);
    if (ev->can_act >= 0)
        put_bool(&o, "can_act", ev->can_act);
    jv_out_bytes(&o, "}", 1);
    if (o.failed)
        return 0;
    buf[o.len] = '\0';
    return o.len;
}

/* ---- the engine's actions ------------------------------------------------ */

static void put_consumed(mjai_event *ev, const tsumo_tile *tiles, int n, const tsumo_rules *rules)
{
    ev->consumed_count = (uint8_t)n;
    for (int i = 0; i < n; i++)
        ev->consumed[i] = mjai_tile_of(tiles[i], rules);
}

/* The own tiles of kind k, the red first so that a kan names them all; returns how many. */
static int own_of_kind(const tsumo_view *v, tsumo_kind k, tsumo_tile *out, int max)
{
    int n = 0;
    for (int i = 0; i < v->hand_count && n < max; i++)
        if (tsumo_tile_kind(v->hand_tiles[i]) == k)
            out[n++] = v->hand_tiles[i];
    return n;
}

static void from_kan(const tsumo_action *a, const tsumo_view *v, const tsumo_rules *rules,
                     mjai_event *out)
{
    tsumo_tile own[4];
    tsumo_kind k = tsumo_tile_kind(a->tile);
    int n = own_of_kind(v, k, own, 4);
    if (a->type == TSUMO_ACTION_CLOSED_KAN) {
        put_consumed(out, own, n, rules);
        return;
    }
    out->has_pai = true;
    out->pai = mjai_tile_of(a->tile, rules); /* the tile added to the pon */
    const tsumo_view_seat *me = &v->seats[a->seat];
    for (int m = 0; m < me->meld_count; m++)
        if (me->melds[m].type == TSUMO_MELD_PON && tsumo_tile_kind(me->melds[m].tiles[0]) == k)
            put_consumed(out, me->melds[m].tiles, 3, rules);
}

static mjai_type answer_type(int action)
{
    switch (action) {
    case TSUMO_ACTION_DISCARD:
        return MJAI_DAHAI;
    case TSUMO_ACTION_RIICHI:
        return MJAI_REACH;
    case TSUMO_ACTION_TSUMO:
    case TSUMO_ACTION_RON:
        return MJAI_HORA;
    case TSUMO_ACTION_CHI:
        return MJAI_CHI;
    case TSUMO_ACTION_PON:
        return MJAI_PON;
    case TSUMO_ACTION_OPEN_KAN:
        return MJAI_DAIMINKAN;
    case TSUMO_ACTION_ADDED_KAN:
        return MJAI_KAKAN;
    case TSUMO_ACTION_CLOSED_KAN:
        return MJAI_ANKAN;
    case TSUMO_ACTION_KYUUSHU:
        return MJAI_RYUKYOKU;
    default:
        return MJAI_NONE;
    }
}

void mjai_from_action(const tsumo_action *a, const tsumo_view *view, const tsumo_rules *rules,
                      mjai_event *out)
{
    mjai_event_init(out, answer_type(a->type));
    if (out->type == MJAI_NONE)
        return;
    out->actor = (int8_t)a->seat;
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
        out->has_pai = true;
        out->pai = mjai_tile_of(a->tile, rules);
        out->tsumogiri = (a->flags & TSUMO_ACTION_TSUMOGIRI) ? 1 : 0;
        break;
    case TSUMO_ACTION_TSUMO:
    case TSUMO_ACTION_RON:
        out->target = (int8_t)(a->type == TSUMO_ACTION_TSUMO ? a->seat : view->claim_from);
        out->has_pai = true;
        out->pai =
            mjai_tile_of(a->type == TSUMO_ACTION_TSUMO ? view->drawn : view->claim_tile, rules);
        break;
    case TSUMO_ACTION_CHI:
    case TSUMO_ACTION_PON:
    case TSUMO_ACTION_OPEN_KAN:
        out->target = (int8_t)view->claim_from;
        out->has_pai = true;
        out->pai = mjai_tile_of(view->claim_tile, rules);
        if (a->type == TSUMO_ACTION_OPEN_KAN) {
            tsumo_tile own[3];
            put_consumed(out, own, own_of_kind(view, tsumo_tile_kind(view->claim_tile), own, 3),
                         rules);
        } else {
            put_consumed(out, a->tiles, 2, rules);
        }
        break;
    case TSUMO_ACTION_ADDED_KAN:
    case TSUMO_ACTION_CLOSED_KAN:
        from_kan(a, view, rules, out);
        break;
    case TSUMO_ACTION_KYUUSHU:
        out->kyushu = true;
        break;
    default:
        break;
    }
}

/* A held tile of the face, the drawn one first when `drawn_first` (a tsumogiri). */
static tsumo_tile held(const tsumo_view *v, mjai_tile face, bool drawn_first,
                       const tsumo_rules *rules)
{
    if (drawn_first && v->drawn != TSUMO_NO_TILE && mjai_tile_is(v->drawn, face, rules))
        return v->drawn;
    for (int i = 0; i < v->hand_count; i++)
        if (mjai_tile_is(v->hand_tiles[i], face, rules))
            return v->hand_tiles[i];
    return TSUMO_NO_TILE;
}

/* The consumed tiles of a chi or pon, two different held tiles. */
static bool held_pair(const tsumo_view *v, const mjai_event *ev, const tsumo_rules *rules,
                      tsumo_action *out)
{
    if (ev->consumed_count != 2)
        return false;
    out->tiles[0] = held(v, ev->consumed[0], false, rules);
    out->tiles[1] = TSUMO_NO_TILE;
    for (int i = 0; i < v->hand_count; i++)
        if (v->hand_tiles[i] != out->tiles[0] &&
            mjai_tile_is(v->hand_tiles[i], ev->consumed[1], rules))
            out->tiles[1] = v->hand_tiles[i];
    return out->tiles[0] != TSUMO_NO_TILE && out->tiles[1] != TSUMO_NO_TILE;
}

bool mjai_to_action(const mjai_event *ev, int seat, bool riichi, const tsumo_view *view,
                    const tsumo_rules *rules, tsumo_action *out)
{
    memset(out, 0, sizeof *out);
    out->seat = (uint8_t)seat;
    out->tile = out->tiles[0] = out->tiles[1] = TSUMO_NO_TILE;
    if (ev->actor != MJAI_NO_SEAT && ev->actor != seat)
        return false;
    switch (ev->type) {
    case MJAI_NONE:
        out->type = TSUMO_ACTION_PASS;
        return true;
    case MJAI_DAHAI:
        out->type = riichi ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD;
        out->tile = held(view, ev->pai, ev->tsumogiri == 1, rules);
        if (ev->tsumogiri == 1)
            out->flags = TSUMO_ACTION_TSUMOGIRI;
        return out->tile != TSUMO_NO_TILE;
    case MJAI_HORA: /* the phase says which: a target may be absent */
        out->type = view->phase == TSUMO_PHASE_CLAIM || view->phase == TSUMO_PHASE_CHANKAN
                        ? TSUMO_ACTION_RON
                        : TSUMO_ACTION_TSUMO;
        return true;
    case MJAI_CHI:
    case MJAI_PON:
        out->type = ev->type == MJAI_CHI ? TSUMO_ACTION_CHI : TSUMO_ACTION_PON;
        return held_pair(view, ev, rules, out);
    case MJAI_DAIMINKAN:
        out->type = TSUMO_ACTION_OPEN_KAN;
        return true;
    case MJAI_KAKAN:
        out->type = TSUMO_ACTION_ADDED_KAN;
        out->tile = held(view, ev->pai, false, rules);
        return out->tile != TSUMO_NO_TILE;
    case MJAI_ANKAN:
        out->type = TSUMO_ACTION_CLOSED_KAN;
        out->tile = ev->consumed_count ? held(view, ev->consumed[0], false, rules) : TSUMO_NO_TILE;
        return out->tile != TSUMO_NO_TILE;
    case MJAI_RYUKYOKU:
        out->type = TSUMO_ACTION_KYUUSHU;
        return ev->kyushu;
    default:
        return false;
    }
}

/* ---- an event already parsed (an mjai log's, mjai-log.c) ------------------- */

bool mjai_parse_object(struct json_t *obj, mjai_event *out, mjai_error *err)
{
    jv_doc doc;
    jv_init(&doc);
    bool ok = parse_value(jv_from_json(&doc, obj), out, err);
    jv_free(&doc);
    return ok;
}

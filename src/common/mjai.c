/* The mjai protocol's tiles and events (mjai.h, docs/mjai.md). */
#include "mjai.h"

#include <jansson.h>
#include <string.h>

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
    json_t *obj;
    mjai_error *err;
} reader;

static bool fail(reader *r, const char *field, const char *expected)
{
    r->err->field = field;
    r->err->expected = expected;
    return false;
}

/* An integer field in [lo, hi], checked before it is narrowed. */
static bool get_int(reader *r, const char *field, int lo, int hi, int *out)
{
    json_t *v = json_object_get(r->obj, field);
    if (!json_is_integer(v))
        return fail(r, field, N_("an integer"));
    json_int_t x = json_integer_value(v);
    if (x < lo || x > hi)
        return fail(r, field, N_("a number in its range"));
    *out = (int)x;
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

static bool tile_value(reader *r, json_t *v, const char *field, bool hidden_ok, mjai_tile *out)
{
    if (!json_is_string(v) || !mjai_tile_parse(json_string_value(v), hidden_ok, out))
        return fail(r, field,
                    hidden_ok ? N_("a tile name (1m-9s, 5mr, E S W N P F C or ?)")
                              : N_("a tile name (1m-9s, 5mr, E S W N P F C)"));
    return true;
}

static bool get_tile(reader *r, const char *field, bool hidden_ok, mjai_tile *out)
{
    return tile_value(r, json_object_get(r->obj, field), field, hidden_ok, out);
}

static bool get_tiles(reader *r, json_t *arr, const char *field, size_t n, bool hidden_ok,
                      mjai_tile *out)
{
    if (!json_is_array(arr) || json_array_size(arr) != n)
        return fail(r, field, n == 13 ? N_("a list of 13 tiles") : N_("a list of tiles"));
    for (size_t i = 0; i < n; i++)
        if (!tile_value(r, json_array_get(arr, i), field, hidden_ok, &out[i]))
            return false;
    return true;
}

static bool get_consumed(reader *r, mjai_event *ev, size_t n)
{
    ev->consumed_count = (uint8_t)n;
    return get_tiles(r, json_object_get(r->obj, "consumed"), "consumed", n, false, ev->consumed);
}

static bool get_scores(reader *r, mjai_event *ev, bool needed)
{
    json_t *arr = json_object_get(r->obj, "scores");
    if (!arr && !needed)
        return true;
    if (!json_is_array(arr) || json_array_size(arr) != 4)
        return fail(r, "scores", N_("a list of four scores"));
    for (size_t i = 0; i < 4; i++) {
        json_t *v = json_array_get(arr, i);
        json_int_t x = json_integer_value(v);
        if (!json_is_integer(v) || x < -MJAI_MAX_POINTS || x > MJAI_MAX_POINTS)
            return fail(r, "scores", N_("a list of four scores"));
        ev->scores[i] = (int32_t)x;
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
    json_t *tehais = json_object_get(r->obj, "tehais");
    if (!json_is_array(tehais) || json_array_size(tehais) != 4)
        return fail(r, "tehais", N_("four lists of 13 tiles"));
    for (size_t s = 0; s < 4; s++)
        if (!get_tiles(r, json_array_get(tehais, s), "tehais", 13, true, ev->tehais[s]))
            return false;
    return true;
}

static bool read_tsumogiri(reader *r, mjai_event *ev)
{
    json_t *v = json_object_get(r->obj, "tsumogiri");
    if (!v)
        return true;
    if (!json_is_boolean(v))
        return fail(r, "tsumogiri", N_("true or false"));
    ev->tsumogiri = json_is_true(v) ? 1 : 0;
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
    if (json_object_get(r->obj, "target") && !get_seat(r, "target", &ev->target))
        return false;
    if (json_object_get(r->obj, "pai")) {
        if (!get_tile(r, "pai", false, &ev->pai))
            return false;
        ev->has_pai = true;
    }
    return true;
}

static bool read_ryukyoku(reader *r, mjai_event *ev)
{
    json_t *reason = json_object_get(r->obj, "reason");
    if (reason && !json_is_string(reason))
        return fail(r, "reason", N_("a string"));
    ev->kyushu = reason && strcmp(json_string_value(reason), "kyushukyuhai") == 0;
    if (json_object_get(r->obj, "actor") && !get_seat(r, "actor", &ev->actor))
        return false;
    return true;
}

/*
 * A string field, kept in `buf`: a join's name and room must fit and hold no
 * NUL; an error's message (`cut`: optional) is cut to fit, a NUL ends it.
 */
static bool get_text(reader *r, const char *field, bool needed, char *buf, size_t size)
{
    json_t *v = json_object_get(r->obj, field);
    if (!v && !needed)
        return true;
    if (!json_is_string(v))
        return fail(r, field, N_("a string"));
    size_t n = json_string_length(v);
    const char *text = json_string_value(v);
    if (needed && (n == 0 || n >= size || memchr(text, '\0', n)))
        return fail(r, field, N_("a name of 1 to 63 bytes"));
    n = strnlen(text, n < size ? n : size - 1);
    while (n > 0 && n < json_string_length(v) && ((unsigned char)text[n] & 0xc0) == 0x80)
        n--; /* cut before a whole character */
    memcpy(buf, text, n);
    buf[n] = '\0';
    return true;
}

static bool read_can_act(reader *r, mjai_event *ev)
{
    json_t *v = json_object_get(r->obj, "can_act");
    if (!v)
        return true;
    if (!json_is_boolean(v))
        return fail(r, "can_act", N_("true or false"));
    ev->can_act = json_is_true(v) ? 1 : 0;
    return true;
}

static bool read_fields(reader *r, mjai_event *ev)
{
    switch (ev->type) {
    case MJAI_START_GAME: /* Mortal's and akochan's hosts give the seat on the command line */
        return !json_object_get(r->obj, "id") || get_seat(r, "id", &ev->id);
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
               (ev->has_pai = true) && read_tsumogiri(r, ev);
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
static bool parse_value(json_t *obj, mjai_event *out, mjai_error *err)
{
    mjai_event_init(out, MJAI_NONE);
    reader r = {obj, err};
    if (!json_is_object(obj))
        return fail(&r, "", N_("one JSON object"));
    json_t *type = json_object_get(obj, "type");
    int t = MJAI_TYPE_COUNT;
    if (json_is_string(type))
        for (t = 0; t < MJAI_TYPE_COUNT; t++)
            if (strcmp(type_ids[t], json_string_value(type)) == 0)
                break;
    if (t == MJAI_TYPE_COUNT)
        return fail(&r, "type", N_("an mjai event type"));
    out->type = (uint8_t)t;
    return read_fields(&r, out) && read_can_act(&r, out);
}

bool mjai_parse(const char *line, size_t len, mjai_event *out, mjai_error *err)
{
    mjai_event_init(out, MJAI_NONE);
    if (len > MJAI_MAX_INPUT) {
        err->field = "";
        err->expected = N_("a line of at most 1 MiB");
        return false;
    }
    json_t *obj = json_loadb(line, len, JSON_REJECT_DUPLICATES, NULL);
    bool ok = parse_value(obj, out, err);
    json_decref(obj);
    return ok;
}

bool mjai_batch_open(mjai_batch *b, const char *line, size_t len, mjai_error *err)
{
    *b = (mjai_batch){0};
    err->field = "";
    if (len > MJAI_MAX_INPUT) {
        err->expected = N_("a line of at most 1 MiB");
        return false;
    }
    json_t *arr = json_loadb(line, len, JSON_REJECT_DUPLICATES, NULL);
    if (!json_is_array(arr) || json_array_size(arr) == 0 || json_array_size(arr) > MJAI_MAX_BATCH) {
        json_decref(arr);
        err->expected = N_("a JSON array of 1 to 1024 events");
        return false;
    }
    b->array = arr;
    b->count = json_array_size(arr);
    return true;
}

int mjai_batch_next(mjai_batch *b, mjai_event *out, mjai_error *err)
{
    if (!b->array || b->next >= b->count)
        return 0;
    return parse_value(json_array_get(b->array, b->next++), out, err) ? 1 : -1;
}

void mjai_batch_close(mjai_batch *b)
{
    json_decref(b->array);
    b->array = NULL;
    b->next = b->count = 0;
}

/* ---- writing a line ------------------------------------------------------ */

static void set_tile(json_t *obj, const char *field, mjai_tile t)
{
    char name[4];
    json_object_set_new(obj, field, json_string(mjai_tile_name(t, name)));
}

static json_t *tile_list(const mjai_tile *tiles, size_t n)
{
    json_t *arr = json_array();
    char name[4];
    for (size_t i = 0; i < n; i++)
        json_array_append_new(arr, json_string(mjai_tile_name(tiles[i], name)));
    return arr;
}

static void set_scores(json_t *obj, const int32_t scores[4])
{
    json_t *arr = json_array();
    for (int i = 0; i < 4; i++)
        json_array_append_new(arr, json_integer(scores[i]));
    json_object_set_new(obj, "scores", arr);
}

static void put_start_kyoku(json_t *obj, const mjai_event *ev)
{
    set_tile(obj, "bakaze", (mjai_tile){(tsumo_kind)(27 + ev->bakaze % 4), false});
    json_object_set_new(obj, "kyoku", json_integer(ev->kyoku));
    json_object_set_new(obj, "honba", json_integer(ev->honba));
    json_object_set_new(obj, "kyotaku", json_integer(ev->kyotaku));
    json_object_set_new(obj, "oya", json_integer(ev->oya));
    set_tile(obj, "dora_marker", ev->dora_marker);
    set_scores(obj, ev->scores);
    json_t *tehais = json_array();
    for (int s = 0; s < 4; s++)
        json_array_append_new(tehais, tile_list(ev->tehais[s], 13));
    json_object_set_new(obj, "tehais", tehais);
}

static void put_event_fields(json_t *obj, const mjai_event *ev);

static void put_fields(json_t *obj, const mjai_event *ev)
{
    if (ev->type == MJAI_START_KYOKU)
        put_start_kyoku(obj, ev);
    else
        put_event_fields(obj, ev);
    if (ev->can_act >= 0)
        json_object_set_new(obj, "can_act", json_boolean(ev->can_act));
}

static void put_event_fields(json_t *obj, const mjai_event *ev)
{
    if (ev->type == MJAI_START_GAME && ev->id != MJAI_NO_SEAT)
        json_object_set_new(obj, "id", json_integer(ev->id));
    if (ev->type == MJAI_HELLO) {
        json_object_set_new(obj, "protocol", json_string("mjsonp"));
        json_object_set_new(obj, "protocol_version", json_integer(3));
    }
    if (ev->type == MJAI_JOIN) {
        json_object_set_new(obj, "name", json_string(ev->text));
        json_object_set_new(obj, "room", json_string(ev->room));
    }
    if (ev->type == MJAI_ERROR && ev->text[0])
        json_object_set_new(obj, "message", json_string(ev->text));
    if (ev->actor != MJAI_NO_SEAT)
        json_object_set_new(obj, "actor", json_integer(ev->actor));
    if (ev->target != MJAI_NO_SEAT)
        json_object_set_new(obj, "target", json_integer(ev->target));
    if (ev->has_pai)
        set_tile(obj, "pai", ev->pai);
    if (ev->consumed_count)
        json_object_set_new(obj, "consumed", tile_list(ev->consumed, ev->consumed_count));
    if (ev->tsumogiri >= 0)
        json_object_set_new(obj, "tsumogiri", json_boolean(ev->tsumogiri));
    if (ev->type == MJAI_DORA)
        set_tile(obj, "dora_marker", ev->dora_marker);
    if (ev->type == MJAI_RYUKYOKU && ev->kyushu)
        json_object_set_new(obj, "reason", json_string("kyushukyuhai"));
    if (ev->has_scores)
        set_scores(obj, ev->scores);
}

size_t mjai_format(char *buf, size_t size, const mjai_event *ev)
{
    const char *id = mjai_type_id((mjai_type)ev->type);
    if (!id || size == 0)
        return 0;
    json_t *obj = json_object();
    json_object_set_new(obj, "type", json_string(id));
    put_fields(obj, ev);
    size_t n = json_dumpb(obj, buf, size - 1, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(obj);
    if (n == 0 || n >= size)
        return 0;
    buf[n] = '\0';
    return n;
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
    return parse_value(obj, out, err);
}

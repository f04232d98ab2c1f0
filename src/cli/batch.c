/*
 * `tsumo score --jsonl`: the batch format (docs/batch-format.md).
 *
 * Each input line is one case, a JSON object in the format of the
 * conformance data; each output line is one JSON object with the case's id
 * and what the engine makes of it, in the shape of that data's `expected`.
 * A line that cannot be read gets an error object and the run goes on.
 * With --check, each result is also compared with the line's `expected` and
 * a summary by tier goes to stderr.
 */
#include "batch.h"
#include "cli.h"
#include "json-line.h"

#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

/* A line that could not be read: a machine id and a sentence for people. */
typedef struct line_error {
    const char *id;
    char text[512];
} line_error;

static bool fail(line_error *err, const char *id, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(line_error *err, const char *id, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err->id = id;
    vsnprintf(err->text, sizeof err->text, fmt, ap);
    va_end(ap);
    return false;
}

/* ---- the line's JSON ------------------------------------------------------ */

/* A run's buffers: the line's JSON (json-line.h) and the results not yet written. */
struct cli_batch {
    jv_doc doc;
    jv_out out;
    bool no_memory; /* the line's JSON ran out of memory */
};

/* ---- the case -------------------------------------------------------------- */

/* A field that may be absent or null: both mean "not given". */
static const jv *field(const jv *obj, const char *key)
{
    const jv *v = jv_get(obj, key);
    return v && v->type == JV_NULL ? NULL : v;
}

static bool read_wind(uint8_t *out, const jv *obj, const char *key, bool *given, line_error *err)
{
    const jv *v = field(obj, key);
    *given = v != NULL;
    if (!v)
        return true;
    const char *s = jv_str(v);
    int wind = s && s[0] && !s[1] ? tsumo_wind_from_letter(s[0]) : -1;
    if (wind < 0)
        return fail(err, "bad_field", _("field '%s': expected \"E\", \"S\", \"W\" or \"N\""), key);
    *out = (uint8_t)wind;
    return true;
}

static bool read_count(uint8_t *out, const jv *obj, const char *key, line_error *err)
{
    const jv *v = field(obj, key);
    if (!v)
        return true;
    if (v->type != JV_INT || v->num < 0 || v->num > 99)
        return fail(err, "bad_field", _("field '%s': expected a whole number from 0 to 99"), key);
    *out = (uint8_t)v->num;
    return true;
}

static bool read_tile(tsumo_kind *kind, bool *red, const jv *v, const char *where, line_error *err)
{
    const char *s = jv_str(v);
    tsumo_diag diag;
    char msg[256];
    if (!s)
        return fail(err, "bad_field", _("field '%s': expected a tile such as \"5m\""), where);
    if (tsumo_kind_parse(kind, red, s, &diag) != TSUMO_OK)
        return fail(err, "bad_notation", _("field '%s': bad tile \"%s\": %s"), where, s,
                    cli_diag_text(msg, sizeof msg, &diag));
    return true;
}

static bool read_indicators(tsumo_kind out[TSUMO_MAX_INDICATORS], uint8_t *count, const jv *obj,
                            const char *key, line_error *err)
{
    const jv *v = field(obj, key);
    *count = 0;
    if (!v)
        return true;
    if (v->type != JV_ARRAY)
        return fail(err, "bad_field", _("field '%s': expected a list of tiles"), key);
    if (v->count > TSUMO_MAX_INDICATORS)
        return fail(err, "bad_field",
                    ngettext("field '%s': at most %d indicator (the first and one for each kan)",
                             "field '%s': at most %d indicators (the first and one for each kan)",
                             TSUMO_MAX_INDICATORS),
                    key, TSUMO_MAX_INDICATORS);
    size_t i = 0;
    for (const jv *t = v + 1; t < v + v->size; t += t->size) {
        bool red;
        if (!read_tile(&out[i++], &red, t, key, err))
            return false;
    }
    *count = (uint8_t)v->count;
    return true;
}

static bool set_flag(uint16_t *flags, const char *name, line_error *err)
{
    unsigned flag = tsumo_win_flag_from_id(name);
    if (flag) {
        *flags = (uint16_t)(*flags | flag);
        return true;
    }
    return fail(err, "bad_field", _("field 'flags': unknown flag '%s'"), name);
}

/* Flags come as an object of booleans ({"riichi": true}) or a list of names. */
static bool read_flags(uint16_t *flags, const jv *obj, line_error *err)
{
    const jv *v = field(obj, "flags");
    const char *name;
    *flags = 0;
    if (!v)
        return true;
    if (v->type == JV_ARRAY) {
        for (const jv *e = v + 1; e < v + v->size; e += e->size) {
            name = jv_str(e);
            if (!name)
                return fail(err, "bad_field", _("field 'flags': expected names of flags"));
            if (!set_flag(flags, name, err))
                return false;
        }
        return true;
    }
    if (v->type != JV_OBJECT)
        return fail(err, "bad_field",
                    _("field 'flags': expected an object such as "
                      "{\"riichi\": true}"));
    for (const jv *value = v + 1; value < v + v->size; value += value->size) {
        name = value->key;
        if (value->type != JV_TRUE && value->type != JV_FALSE)
            return fail(err, "bad_field", _("field 'flags': '%s' must be true or false"), name);
        uint16_t one = 0;
        if (!set_flag(&one, name, err))
            return false;
        if (value->type == JV_TRUE)
            *flags |= one;
    }
    return true;
}

/* ---- melds: written into the hand's notation ----------------------------- */

static const struct {
    const char *name;
    char open, close;
    uint8_t type;
} meld_types[] = {
    {"chi", '(', ')', TSUMO_MELD_CHI},         {"pon", '(', ')', TSUMO_MELD_PON},
    {"minkan", '(', ')', TSUMO_MELD_OPEN_KAN}, {"ankan", '[', ']', TSUMO_MELD_CLOSED_KAN},
    {"kakan", '{', '}', TSUMO_MELD_ADDED_KAN},
};

static bool source_mark(char *mark, const jv *m, int i, line_error *err)
{
    const jv *v = field(m, "from");
    const char *s = v ? jv_str(v) : "";
    if (!s)
        s = "?";
    *mark = strcmp(s, "kamicha") == 0    ? '<'
            : strcmp(s, "toimen") == 0   ? '^'
            : strcmp(s, "shimocha") == 0 ? '>'
                                         : '\0';
    if (!*mark && *s)
        return fail(err, "bad_field",
                    _("melds[%d]: field 'from': expected \"kamicha\", \"toimen\", "
                      "\"shimocha\" or null"),
                    i);
    return true;
}

/*
 * Writes meld `i` in notation: its tiles with the claimed one first, then the
 * source mark. Returns its type in *type.
 */
static bool meld_notation(char *out, size_t size, uint8_t *type, const jv *m, int i,
                          line_error *err)
{
    const char *name = jv_str(field(m, "type"));
    const char *tiles = jv_str(field(m, "tiles"));
    size_t t = 0;
    while (name && t < sizeof meld_types / sizeof meld_types[0] &&
           strcmp(meld_types[t].name, name) != 0)
        t++;
    if (!name || t == sizeof meld_types / sizeof meld_types[0])
        return fail(err, "bad_field",
                    _("melds[%d]: field 'type': expected chi, pon, minkan, ankan or kakan"), i);
    size_t n = tiles ? strlen(tiles) : 0;
    if (n < 2 || n > 8)
        return fail(err, "bad_field",
                    _("melds[%d]: field 'tiles': expected tiles such as "
                      "\"555m\""),
                    i);
    char digits[8];
    memcpy(digits, tiles, n - 1);
    digits[n - 1] = '\0';
    char mark = '\0';
    const jv *called = field(m, "called");
    if (meld_types[t].type != TSUMO_MELD_CLOSED_KAN) {
        if (!source_mark(&mark, m, i, err))
            return false;
        const char *c = jv_str(called);
        if (called && (!c || strlen(c) != 2 || c[1] != tiles[n - 1]))
            return fail(err, "bad_field",
                        _("melds[%d]: field 'called': expected a tile of the meld's suit"), i);
        if (c) {
            /* The claimed tile goes first; a plain 5 and a red 0 are told apart. */
            char *at = strchr(digits, c[0]);
            if (!at)
                return fail(err, "bad_field",
                            _("melds[%d]: the called tile %s is not among its tiles %s"), i, c,
                            tiles);
            char first = *at;
            memmove(digits + 1, digits, (size_t)(at - digits));
            digits[0] = first;
        }
    }
    *type = meld_types[t].type;
    if (mark)
        snprintf(out, size, " %c%s%c%c%c", meld_types[t].open, digits, tiles[n - 1], mark,
                 meld_types[t].close);
    else
        snprintf(out, size, " %c%s%c%c", meld_types[t].open, digits, tiles[n - 1],
                 meld_types[t].close);
    return true;
}

/* Reads `hand` and `melds` into one notation string and parses it. */
static bool read_hand(tsumo_hand *hand, tsumo_kind *last, bool *last_red, const jv *obj,
                      line_error *err)
{
    const char *concealed = jv_str(field(obj, "hand"));
    const jv *melds = field(obj, "melds");
    char text[256];
    size_t starts[TSUMO_MAX_MELDS + 2];
    uint8_t types[TSUMO_MAX_MELDS + 1];
    if (!concealed)
        return fail(err, "bad_field", _("field 'hand': expected tiles such as \"123m456p\""));
    if (melds && melds->type != JV_ARRAY)
        return fail(err, "bad_field", _("field 'melds': expected a list"));
    size_t meld_count = melds ? melds->count : 0;
    if (meld_count > TSUMO_MAX_MELDS)
        return fail(err, "bad_field", _("field 'melds': a hand has at most four melds"));
    if (strlen(concealed) > 64)
        return fail(err, "bad_field", _("field 'hand': too long for a hand"));
    snprintf(text, sizeof text, "%s", concealed);
    const jv *m = melds ? melds + 1 : NULL;
    for (size_t i = 0; i < meld_count; i++, m += m->size) {
        char one[32];
        if (m->type != JV_OBJECT)
            return fail(err, "bad_field", _("melds[%d]: expected an object"), (int)i);
        if (!meld_notation(one, sizeof one, &types[i], m, (int)i, err))
            return false;
        starts[i] = strlen(text) + 2; /* columns count from 1, after the blank */
        strcat(text, one);
    }
    starts[meld_count] = strlen(text) + 1;
    tsumo_diag diag;
    char msg[256];
    if (tsumo_hand_parse(hand, last, last_red, text, &diag) != TSUMO_OK) {
        cli_diag_text(msg, sizeof msg, &diag);
        size_t col = (size_t)diag.column;
        if (meld_count == 0 || col <= strlen(concealed))
            return fail(err, "bad_notation",
                        _("field 'hand': bad notation \"%s\" at column %d: %s"), concealed,
                        diag.column, msg);
        size_t i = 0;
        while (i + 1 < meld_count && col >= starts[i + 1])
            i++;
        return fail(err, "bad_notation", _("melds[%d]: bad meld (written %s): %s"), (int)i,
                    text + starts[i] - 1, msg);
    }
    m = melds ? melds + 1 : NULL;
    for (size_t i = 0; i < meld_count; i++, m += m->size)
        if (hand->melds[i].type != types[i])
            return fail(err, "bad_field", _("melds[%d]: its tiles do not make a %s"), (int)i,
                        jv_str(jv_get(m, "type")));
    return true;
}

/* Reads a case: the hand and the situation of its win. */
static bool read_case(tsumo_hand *hand, tsumo_win *win, const jv *obj, line_error *err)
{
    tsumo_kind last;
    bool last_red;
    memset(win, 0, sizeof *win);
    if (!read_hand(hand, &last, &last_red, obj, err))
        return false;
    const jv *tile = field(obj, "win_tile");
    win->tile = last;
    win->tile_red = last_red;
    if (tile && !read_tile(&win->tile, &win->tile_red, tile, "win_tile", err))
        return false;
    if (!read_flags(&win->flags, obj, err))
        return false;
    /* nagashi mangan is paid as a tsumo: only a "ron" said outright contradicts it */
    bool nagashi = (win->flags & TSUMO_WIN_NAGASHI) != 0;
    const jv *how = field(obj, "win");
    const char *how_s = how ? jv_str(how) : nagashi ? "tsumo" : "ron";
    if (!how_s || (strcmp(how_s, "ron") != 0 && strcmp(how_s, "tsumo") != 0))
        return fail(err, "bad_field", _("field 'win': expected \"tsumo\" or \"ron\""));
    win->tsumo = strcmp(how_s, "tsumo") == 0;

    bool seat_given, round_given;
    win->seat_wind = TSUMO_WIND_SOUTH;
    win->round_wind = TSUMO_WIND_EAST;
    if (!read_wind(&win->seat_wind, obj, "seat_wind", &seat_given, err) ||
        !read_wind(&win->round_wind, obj, "round_wind", &round_given, err))
        return false;
    const jv *dealer = field(obj, "dealer");
    if (dealer && dealer->type != JV_TRUE && dealer->type != JV_FALSE)
        return fail(err, "bad_field", _("field 'dealer': expected true or false"));
    if (dealer && !seat_given)
        win->seat_wind = (dealer->type == JV_TRUE) ? TSUMO_WIND_EAST : TSUMO_WIND_SOUTH;
    if (dealer && seat_given && (dealer->type == JV_TRUE) != (win->seat_wind == TSUMO_WIND_EAST))
        return fail(err, "bad_field",
                    _("fields 'dealer' and 'seat_wind' disagree: the dealer "
                      "is East"));

    if (!read_indicators(win->dora, &win->dora_count, obj, "dora_indicators", err) ||
        !read_indicators(win->ura, &win->ura_count, obj, "ura_dora_indicators", err) ||
        !read_count(&win->honba, obj, "honba", err) ||
        !read_count(&win->riichi_sticks, obj, "riichi_sticks", err))
        return false;
    return true;
}

/* ---- results: written straight into the output text ----------------------- */

/* Appends to the results; past the memory there is, b->out remembers that it failed. */
static void put(cli_batch *b, const char *s, size_t n)
{
    jv_out_bytes(&b->out, s, n);
}

static void put_s(cli_batch *b, const char *s)
{
    jv_out_text(&b->out, s);
}

static void put_int(cli_batch *b, long long n)
{
    jv_out_int(&b->out, n);
}

static void put_string(cli_batch *b, const char *s)
{
    jv_out_string(&b->out, s);
}

/* A value read from the line (the case's id), written as jansson writes it. */
static void put_value(cli_batch *b, const jv *v)
{
    static const char *const words[] = {
        [JV_NULL] = "null", [JV_FALSE] = "false", [JV_TRUE] = "true"};
    switch (v->type) {
    case JV_INT:
        put_int(b, v->num);
        return;
    case JV_STRING:
        put_string(b, v->str);
        return;
    case JV_REAL: {
        json_t *real = json_real(v->real);
        char *text = real ? json_dumps(real, JSON_ENCODE_ANY) : NULL;
        put_s(b, text ? text : "null");
        free(text);
        json_decref(real);
        return;
    }
    case JV_ARRAY:
    case JV_OBJECT:
        put_s(b, v->type == JV_ARRAY ? "[" : "{");
        for (const jv *e = v + 1; e < v + v->size; e += e->size) {
            if (e > v + 1)
                put_s(b, ", ");
            if (v->type == JV_OBJECT) {
                put_string(b, e->key);
                put_s(b, ": ");
            }
            put_value(b, e);
        }
        put_s(b, v->type == JV_ARRAY ? "]" : "}");
        return;
    default:
        put_s(b, words[v->type]);
    }
}

/* `"key": ` before a value, after a ", " unless it is the object's first. */
static void put_key(cli_batch *b, const char *key)
{
    if (b->out.len && b->out.buf[b->out.len - 1] != '{')
        put(b, ", ", 2);
    put_string(b, key);
    put(b, ": ", 2);
}

static void put_int_field(cli_batch *b, const char *key, long long n)
{
    put_key(b, key);
    put_int(b, n);
}

static void put_string_field(cli_batch *b, const char *key, const char *s)
{
    put_key(b, key);
    if (s)
        put_string(b, s);
    else
        put_s(b, "null");
}

static bool is_yakuman(int yaku)
{
    return yaku >= TSUMO_YAKU_FIRST_YAKUMAN && yaku < TSUMO_YAKU_KAZOE_YAKUMAN;
}

static void put_payments(cli_batch *b, const tsumo_score *s, const tsumo_win *win)
{
    put_key(b, "payments");
    put_s(b, "{");
    if (!win->tsumo)
        put_int_field(b, "ron", s->payments.ron);
    else if (win->seat_wind == TSUMO_WIND_EAST)
        put_int_field(b, "tsumo_each", s->payments.tsumo_each);
    else {
        put_int_field(b, "tsumo_dealer", s->payments.tsumo_dealer);
        put_int_field(b, "tsumo_nondealer", s->payments.tsumo_nondealer);
    }
    put_int_field(b, "total", s->payments.total);
    put_int_field(b, "winner_gain", s->payments.winner_gain);
    put_s(b, "}");
}

static int yakuman_count(const tsumo_score *s)
{
    int n = 0;
    for (int i = 0; i < s->yaku_count; i++)
        n += is_yakuman(s->yaku[i].yaku);
    return n;
}

/* The yaku with their han ({id, han}), or the yakuman (ids only). */
static void put_yaku(cli_batch *b, const tsumo_score *s, bool yakuman)
{
    put_key(b, yakuman ? "yakuman" : "yaku");
    put_s(b, "[");
    bool first = true;
    for (int i = 0; i < s->yaku_count; i++) {
        int y = s->yaku[i].yaku;
        if (yakuman ? !is_yakuman(y)
                    : is_yakuman(y) || y == TSUMO_YAKU_KAZOE_YAKUMAN || s->yaku[i].han <= 0)
            continue;
        put_s(b, first ? "" : ", ");
        first = false;
        if (yakuman) {
            put_string(b, tsumo_yaku_id((tsumo_yaku)y));
            continue;
        }
        put_s(b, "{");
        put_string_field(b, "id", tsumo_yaku_id((tsumo_yaku)y));
        put_int_field(b, "han", s->yaku[i].han);
        put_s(b, "}");
    }
    put_s(b, "]");
}

/*
 * The result in the shape of the conformance data's `expected`: yakuman
 * hands list their yakuman and have no han or fu; a hand of 13 han or more
 * that a ruleset counts as yakuman keeps its yaku, han and fu and has the
 * limit "kazoe_yakuman"; a double yakuman has the limit "yakuman x2".
 */
static void put_result(cli_batch *b, const jv *id, const tsumo_score *s, const tsumo_win *win)
{
    put_s(b, "{\"id\": ");
    if (id)
        put_value(b, id);
    else
        put_s(b, "null");
    put_key(b, "valid_win");
    put_s(b, s->valid ? "true" : "false");
    if (!s->valid) {
        put_string_field(b, "error", cli_refusal_id(s));
        put_s(b, "}");
        return;
    }
    if (yakuman_count(s) > 0) {
        put_yaku(b, s, true);
        put_int_field(b, "yakuman_mult", s->yakuman_mult);
        put_s(b, ", \"han\": null, \"fu\": null");
        char text[32];
        if (s->yakuman_mult > 1)
            snprintf(text, sizeof text, "yakuman x%d", s->yakuman_mult);
        put_string_field(b, "limit", s->yakuman_mult > 1 ? text : "yakuman");
    } else {
        put_yaku(b, s, false);
        put_int_field(b, "yakuman_mult", 0);
        put_int_field(b, "han", s->han);
        put_key(b, "fu");
        if (s->fu)
            put_int(b, s->fu);
        else
            put_s(b, "null");
        bool limit_yakuman = s->limit == TSUMO_LIMIT_YAKUMAN;
        put_string_field(b, "limit", limit_yakuman ? "kazoe_yakuman" : tsumo_limit_id(s->limit));
    }
    put_payments(b, s, win);
    put_s(b, "}");
}

static void put_line_error(cli_batch *b, const jv *id, long line, const line_error *err)
{
    put_s(b, "{\"id\": ");
    if (id)
        put_value(b, id);
    else
        put_s(b, "null");
    put_int_field(b, "line", line);
    put_string_field(b, "error", err->id);
    /* a message cut short inside a character is no text: jansson would not write it either */
    bool text = u8_check((const uint8_t *)err->text, strlen(err->text)) == NULL;
    put_string_field(b, "message", text ? err->text : "?");
    put_s(b, "}");
}

/* ---- --check ---------------------------------------------------------------- */

typedef struct tier_count {
    char *name, *label; /* the name as the file gives it, and as a terminal may show it */
    long pass, fail;
} tier_count;

typedef struct checker {
    tier_count *tiers;
    size_t tier_count, tier_cap;
    long mismatches;
} checker;

/*
 * Text from the file made safe for a terminal, in place: control characters
 * (C0, DEL and C1 in UTF-8) become '?', so no id or tier can move the cursor.
 */
static char *shown(char *s)
{
    for (unsigned char *p = (unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            *p = '?';
        else if (*p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f)
            p[0] = p[1] = '?';
    return s;
}

/* The counts of a tier, each name its own however many there are; NULL when out of memory. */
static tier_count *tier_of(checker *c, const char *name)
{
    for (size_t i = 0; i < c->tier_count; i++)
        if (strcmp(c->tiers[i].name, name) == 0)
            return &c->tiers[i];
    if (c->tier_count == c->tier_cap) {
        size_t cap = c->tier_cap ? 2 * c->tier_cap : 16;
        tier_count *more = realloc(c->tiers, cap * sizeof *more);
        if (!more)
            return NULL;
        c->tiers = more;
        c->tier_cap = cap;
    }
    char *copy = strdup(name), *label = strdup(name);
    if (!copy || !label) {
        free(copy);
        free(label);
        return NULL;
    }
    tier_count *t = &c->tiers[c->tier_count++];
    *t = (tier_count){.name = copy, .label = shown(label)};
    return t;
}

static void checker_free(checker *c)
{
    for (size_t i = 0; c && i < c->tier_count; i++) {
        free(c->tiers[i].name);
        free(c->tiers[i].label);
    }
    if (c)
        free(c->tiers);
    free(c);
}

/* A yaku list as a sorted text, so that lists compare as multisets. */
static char *multiset(json_t *list)
{
    size_t n = json_is_array(list) ? json_array_size(list) : 0;
    char **items = calloc(n ? n : 1, sizeof *items);
    size_t total = 3;
    for (size_t i = 0; i < n; i++) {
        items[i] =
            json_dumps(json_array_get(list, i), JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
        total += strlen(items[i] ? items[i] : "") + 2;
    }
    for (size_t i = 1; i < n; i++)
        for (size_t j = i;
             j > 0 && strcmp(items[j - 1] ? items[j - 1] : "", items[j] ? items[j] : "") > 0; j--) {
            char *t = items[j];
            items[j] = items[j - 1];
            items[j - 1] = t;
        }
    char *out = malloc(total);
    strcpy(out, "[");
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(out, ", ");
        strcat(out, items[i] ? items[i] : "");
        free(items[i]);
    }
    strcat(out, "]");
    free(items);
    return out;
}

static void report(const char *case_id, const char *name, const char *want, const char *got)
{
    /* TRANSLATORS: a --check mismatch: case id, field, expected value, value found. */
    fprintf(stderr, _("%s: %s: expected %s, got %s\n"), case_id, name, want, got);
}

static bool compare_field(const char *case_id, const char *name, json_t *want, json_t *got)
{
    if (json_equal(want ? want : json_null(), got ? got : json_null()) || (!want && !got))
        return true;
    char *w = want ? json_dumps(want, JSON_COMPACT | JSON_ENCODE_ANY) : strdup("(absent)");
    char *g = got ? json_dumps(got, JSON_COMPACT | JSON_ENCODE_ANY) : strdup("(absent)");
    report(case_id, name, w, g);
    free(w);
    free(g);
    return false;
}

static bool compare_multiset(const char *case_id, const char *name, json_t *want, json_t *got)
{
    char *w = multiset(want), *g = multiset(got);
    bool same = strcmp(w, g) == 0;
    if (!same)
        report(case_id, name, w, g);
    free(w);
    free(g);
    return same;
}

/* Compares a result with the case's `expected`; reports each field that differs. */
static bool compare(const char *case_id, json_t *expected, json_t *got)
{
    json_t *want_valid = json_object_get(expected, "valid_win");
    json_t *got_valid = json_object_get(got, "valid_win");
    if (!compare_field(case_id, "valid_win", want_valid, got_valid)) {
        json_t *why = json_object_get(got, "error");
        if (why)
            fprintf(stderr, _("%s: refused as %s\n"), case_id, json_string_value(why));
        return false;
    }
    if (!json_is_true(want_valid))
        return true;
    bool same = true;
    static const char *const fields[] = {"han", "fu", "yakuman_mult", "limit", "payments"};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        same &= compare_field(case_id, fields[i], json_object_get(expected, fields[i]),
                              json_object_get(got, fields[i]));
    same &= compare_multiset(case_id, "yaku", json_object_get(expected, "yaku"),
                             json_object_get(got, "yaku"));
    same &= compare_multiset(case_id, "yakuman", json_object_get(expected, "yakuman"),
                             json_object_get(got, "yakuman"));
    return same;
}

/* Tiers whose failure fails the check: values two engines agree on. */
static bool tier_must_pass(const char *tier)
{
    return strcmp(tier, "A") == 0 || strcmp(tier, "B") == 0 ||
           strcmp(tier, "A-invalid-config") == 0 || tier[0] == '(';
}

/* Counts a case in its tier; false when there is no memory left to count it. */
static bool check_line(checker *c, json_t *in, json_t *out, long line)
{
    const char *tier = json_string_value(json_object_get(in, "tier"));
    json_t *expected = json_object_get(in, "expected");
    json_t *id = json_object_get(in, "id");
    char case_id[96];
    if (json_is_string(id))
        snprintf(case_id, sizeof case_id, "%s", json_string_value(id));
    else
        snprintf(case_id, sizeof case_id, _("line %ld"), line);
    shown(case_id);
    tier_count *t = tier_of(c, tier ? tier : "(no tier)");
    if (!t)
        return false;
    bool ok;
    if (json_object_get(out, "line")) {
        char message[sizeof((line_error *)0)->text];
        snprintf(message, sizeof message, "%s", json_string_value(json_object_get(out, "message")));
        fprintf(stderr, _("%s: %s\n"), case_id, shown(message));
        ok = false;
    } else if (!json_is_object(expected)) {
        fprintf(stderr, _("%s: no 'expected' object to check against\n"), case_id);
        ok = false;
    } else {
        ok = compare(case_id, expected, out);
    }
    if (ok)
        t->pass++;
    else
        t->fail++;
    return true;
}

static int compare_tiers(const void *a, const void *b)
{
    return strcmp(((const tier_count *)a)->name, ((const tier_count *)b)->name);
}

/* Prints the summary; returns whether every tier that must pass did. */
static bool check_summary(checker *c, const char *path)
{
    long pass = 0, fail = 0;
    bool ok = true;
    qsort(c->tiers, c->tier_count, sizeof c->tiers[0], compare_tiers);
    fprintf(stderr, _("check of %s\n"), path);
    cli_put_padded(stderr, _("tier"), 20);
    cli_put_right(stderr, _("cases"), 9);
    cli_put_right(stderr, _("passed"), 9);
    cli_put_right(stderr, _("failed"), 9);
    fputc('\n', stderr);
    for (size_t i = 0; i < c->tier_count; i++) {
        tier_count *t = &c->tiers[i];
        cli_put_padded(stderr, t->label, 20);
        fprintf(stderr, " %8ld %8ld %8ld%s\n", t->pass + t->fail, t->pass, t->fail,
                t->fail && tier_must_pass(t->name) ? _("  must pass") : "");
        pass += t->pass;
        fail += t->fail;
        ok &= !(t->fail && tier_must_pass(t->name));
    }
    cli_put_padded(stderr, _("all"), 20);
    fprintf(stderr, " %8ld %8ld %8ld\n", pass + fail, pass, fail);
    return ok;
}

/* ---- the loop --------------------------------------------------------------- */

/* Whether the line's `len` bytes are only blanks (a NUL is not one). */
static bool is_blank(const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r' && text[i] != '\n')
            return false;
    return true;
}

/*
 * Reads the line into the nodes (the object is node 0), or returns false with
 * the reason in *err. The quick reader takes the usual lines; whatever it
 * leaves goes to jansson, whose verdict and messages are the format's.
 */
static bool parse_line(cli_batch *b, const char *text, size_t len, line_error *err)
{
    /* A NUL would end the text early for a C string reader: the line is refused whole. */
    const char *nul = memchr(text, '\0', len);
    if (nul)
        return fail(err, "bad_json", _("not JSON: a NUL byte at column %d"), (int)(nul - text) + 1);
    json_error_t jerr;
    const jv *root = jv_read(&b->doc, text, len, &jerr);
    if (!root && b->doc.no_memory) {
        b->no_memory = true;
        return false;
    }
    if (!root)
        return fail(err, "bad_json", _("not JSON: %s (column %d)"), jerr.text, jerr.column);
    if (root->type != JV_OBJECT)
        return fail(err, "bad_json", _("expected a JSON object"));
    return true;
}

/* Why the engine would not take the hand at all: most often its tile count. */
static const line_error *not_a_hand(line_error *err, const tsumo_hand *hand, const tsumo_win *win,
                                    tsumo_status st)
{
    int n = tsumo_hand_tile_count(hand);
    if ((win->flags & TSUMO_WIN_NAGASHI) && n != 13)
        fail(err, "not_a_hand",
             ngettext("%d tile: a hand at an exhaustive draw (nagashi mangan) has 13, a kan "
                      "counting as 3",
                      "%d tiles: a hand at an exhaustive draw (nagashi mangan) has 13, a kan "
                      "counting as 3",
                      (unsigned long)n),
             n);
    else if (!(win->flags & TSUMO_WIN_NAGASHI) && n != 14)
        fail(err, "not_a_hand",
             ngettext("%d tile: a winning hand has 14, a kan counting as 3",
                      "%d tiles: a winning hand has 14, a kan counting as 3", (unsigned long)n),
             n);
    else
        fail(err, "not_a_hand", _("the engine cannot score this input (%s)"),
             tsumo_status_name(st));
    return err;
}

/* Scores a line that parse_line read; false with the reason in *err when it is bad input. */
static bool score_line(cli_batch *b, const tsumo_rules *rules, line_error *err)
{
    tsumo_hand hand;
    tsumo_win win;
    tsumo_score score;
    const jv *id = jv_get(b->doc.nodes, "id");
    if (!read_case(&hand, &win, b->doc.nodes, err))
        return false;
    tsumo_status st = tsumo_score_hand(&score, &hand, &win, rules);
    if (st != TSUMO_OK) {
        not_a_hand(err, &hand, &win, st);
        return false;
    }
    if (cli_refusal_is_bad_tiles(&score)) {
        char why[sizeof err->text];
        return fail(err, cli_refusal_id(&score), "%s",
                    cli_refusal_explain(why, sizeof why, &score, rules));
    }
    put_result(b, id, &score, &win);
    return true;
}

int cli_batch_line(cli_batch *b, const char *text, size_t len, long line, const tsumo_rules *rules,
                   bool *bad)
{
    line_error err = {0};
    size_t mark = b->out.len;
    *bad = false;
    if (is_blank(text, len))
        return 0;
    b->no_memory = false;
    bool read = parse_line(b, text, len, &err);
    *bad = !(read && score_line(b, rules, &err));
    if (*bad && !b->no_memory)
        put_line_error(b, read ? jv_get(b->doc.nodes, "id") : NULL, line, &err);
    put(b, "\n", 1);
    if (b->no_memory || b->out.failed) {
        b->out.len = mark;
        return -1;
    }
    return 1;
}

cli_batch *cli_batch_new(void)
{
    cli_batch *b = calloc(1, sizeof(cli_batch));
    if (b) {
        jv_init(&b->doc);
        b->out.grows = true;
    }
    return b;
}

void cli_batch_free(cli_batch *b)
{
    if (!b)
        return;
    jv_free(&b->doc);
    free(b->out.buf);
    free(b);
}

const char *cli_batch_text(const cli_batch *b, size_t *len)
{
    *len = b->out.len;
    return b->out.buf;
}

void cli_batch_clear(cli_batch *b)
{
    b->out.len = 0;
}

/* ---- reading in blocks ---------------------------------------------------- */

/* Longer lines get an error object of their own (no case is a thousandth of this). */
#define LINE_LIMIT (1 << 20)
#define BLOCK      (1 << 20)

typedef struct block_reader {
    FILE *f;
    char buf[LINE_LIMIT + BLOCK];
    size_t start, end;
    bool eof;
} block_reader;

/* Reads more after what is left of the block; false at the end of the input (or an error). */
static bool refill(block_reader *r)
{
    if (r->eof)
        return false;
    memmove(r->buf, r->buf + r->start, r->end - r->start);
    r->end -= r->start;
    r->start = 0;
    size_t got = fread(r->buf + r->end, 1, sizeof r->buf - r->end, r->f);
    r->end += got;
    r->eof = got == 0;
    return got > 0;
}

/*
 * The next line, its newline included as getline gives it: 1 with *text and
 * *len, 0 at the end, -1 for a line over LINE_LIMIT (skipped to its end).
 */
static int next_line(block_reader *r, const char **text, size_t *len)
{
    size_t scanned = r->start;
    for (;;) {
        char *nl = memchr(r->buf + scanned, '\n', r->end - scanned);
        size_t have = (nl ? (size_t)(nl - r->buf) + 1 : r->end) - r->start;
        if (have > LINE_LIMIT) {
            /* skip the rest of the line, block by block */
            while (!nl) {
                r->start = r->end;
                if (!refill(r))
                    return -1;
                nl = memchr(r->buf, '\n', r->end);
            }
            r->start = (size_t)(nl - r->buf) + 1;
            return -1;
        }
        if (nl || (r->eof && have)) {
            *text = r->buf + r->start;
            *len = have;
            r->start += have;
            return 1;
        }
        scanned = r->end - r->start;
        if (!refill(r))
            return r->start < r->end ? next_line(r, text, len) : 0;
    }
}

/* ---- the run ---------------------------------------------------------------- */

typedef struct run_state {
    cli_batch *b;
    block_reader *r;
    checker *c;
    const tsumo_rules *rules;
    const char *name; /* the file's, as shown */
    long line, bad_lines;
} run_state;

/* A line over LINE_LIMIT: an error object, as for any line that cannot be read. */
static int too_long(cli_batch *b, long line)
{
    line_error err;
    fail(&err, "line_too_long", _("a line of more than %d bytes: no case is that long"),
         LINE_LIMIT);
    put_line_error(b, NULL, line, &err);
    put(b, "\n", 1);
    return b->out.failed ? -1 : 1;
}

/* --check: jansson reads the case and its result again, and the checker compares them. */
static bool check_result(run_state *s, const char *text, size_t len, size_t mark)
{
    json_t *out = json_loadb(s->b->out.buf + mark, s->b->out.len - mark, 0, NULL);
    json_t *in = text && !memchr(text, '\0', len)
                     ? json_loadb(text, len, JSON_REJECT_DUPLICATES, NULL)
                     : NULL;
    bool counted = out && check_line(s->c, json_is_object(in) ? in : out, out, s->line);
    json_decref(in);
    json_decref(out);
    return counted;
}

static bool write_out(cli_batch *b)
{
    size_t len;
    const char *text = cli_batch_text(b, &len);
    bool written = fwrite(text, 1, len, stdout) == len;
    cli_batch_clear(b);
    return written;
}

/* Scores every line; returns the exit status, or -1 once the results can no longer be written. */
static int run_lines(run_state *s)
{
    const char *text = NULL;
    size_t len = 0;
    int got;
    while ((got = next_line(s->r, &text, &len)) != 0) {
        size_t mark = s->b->out.len;
        bool bad = true;
        s->line++;
        if (s->line == 1 && got > 0 && len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
            text += 3; /* a byte-order mark says nothing in UTF-8: skipped */
            len -= 3;
        }
        int wrote = got < 0 ? too_long(s->b, s->line)
                            : cli_batch_line(s->b, text, len, s->line, s->rules, &bad);
        if (wrote < 0 ||
            (s->c && wrote > 0 && !check_result(s, got > 0 ? text : NULL, len, mark))) {
            /* TRANSLATORS: the file, then the line the run stops before. */
            fprintf(stderr, _("tsumo: %s:%ld: out of memory; the run stops before it\n"), s->name,
                    s->line);
            return CLI_EXIT_USAGE;
        }
        s->bad_lines += bad && wrote > 0;
        if (s->b->out.len >= BLOCK && !write_out(s->b))
            return -1;
    }
    return write_out(s->b) ? CLI_EXIT_OK : -1;
}

int cli_score_jsonl(const char *path, bool check, const tsumo_rules *rules)
{
    bool from_stdin = !path || strcmp(path, "-") == 0;
    char name[1024]; /* the file's name as it may be printed: its bytes never act on a terminal */
    cli_shown(name, sizeof name, from_stdin ? "-" : path);
    FILE *f = from_stdin ? stdin : fopen(path, "r");
    if (!f) {
        fprintf(stderr, _("tsumo: cannot open '%s': %s\n"), name, strerror(errno));
        return CLI_EXIT_USAGE;
    }
    run_state s = {.b = cli_batch_new(), .r = malloc(sizeof *s.r), .rules = rules, .name = name};
    s.c = check ? calloc(1, sizeof *s.c) : NULL;
    int status = CLI_EXIT_USAGE;
    if (!s.b || !s.r || (check && !s.c)) {
        fprintf(stderr, _("tsumo: %s:%ld: out of memory; the run stops before it\n"), name, 1L);
    } else {
        *s.r = (block_reader){.f = f};
        status = run_lines(&s);
    }
    if (status == -1 || fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("tsumo: cannot write the results: %s\n"), strerror(errno));
        status = CLI_EXIT_USAGE;
    } else if (ferror(f)) {
        fprintf(stderr, _("tsumo: error reading '%s'\n"), name);
        status = CLI_EXIT_USAGE;
    } else if (status == CLI_EXIT_OK && s.c) {
        status = check_summary(s.c, name) ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
    } else if (status == CLI_EXIT_OK && s.bad_lines) {
        status = CLI_EXIT_USAGE;
    }
    if (!from_stdin)
        fclose(f);
    checker_free(s.c);
    cli_batch_free(s.b);
    free(s.r);
    return status;
}

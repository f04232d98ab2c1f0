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

#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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

/* A field that may be absent or null: both mean "not given". */
static json_t *field(json_t *obj, const char *key)
{
    json_t *v = json_object_get(obj, key);
    return json_is_null(v) ? NULL : v;
}

static bool read_wind(uint8_t *out, json_t *obj, const char *key, bool *given, line_error *err)
{
    json_t *v = field(obj, key);
    *given = v != NULL;
    if (!v)
        return true;
    const char *s = json_string_value(v);
    const char *winds = "ESWN";
    const char *at = s && s[0] && !s[1] ? strchr(winds, s[0]) : NULL;
    if (!at)
        return fail(err, "bad_field", _("field '%s': expected \"E\", \"S\", \"W\" or \"N\""), key);
    *out = (uint8_t)(at - winds);
    return true;
}

static bool read_count(uint8_t *out, json_t *obj, const char *key, line_error *err)
{
    json_t *v = field(obj, key);
    if (!v)
        return true;
    if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 99)
        return fail(err, "bad_field", _("field '%s': expected a whole number from 0 to 99"), key);
    *out = (uint8_t)json_integer_value(v);
    return true;
}

static bool read_tile(tsumo_kind *kind, bool *red, json_t *v, const char *where, line_error *err)
{
    const char *s = json_string_value(v);
    tsumo_diag diag;
    char msg[256];
    if (!s)
        return fail(err, "bad_field", _("field '%s': expected a tile such as \"5m\""), where);
    if (tsumo_kind_parse(kind, red, s, &diag) != TSUMO_OK)
        return fail(err, "bad_notation", _("field '%s': bad tile \"%s\": %s"), where, s,
                    cli_diag_text(msg, sizeof msg, &diag));
    return true;
}

static bool read_indicators(tsumo_kind out[TSUMO_MAX_INDICATORS], uint8_t *count, json_t *obj,
                            const char *key, line_error *err)
{
    json_t *v = field(obj, key);
    *count = 0;
    if (!v)
        return true;
    if (!json_is_array(v))
        return fail(err, "bad_field", _("field '%s': expected a list of tiles"), key);
    if (json_array_size(v) > TSUMO_MAX_INDICATORS)
        return fail(err, "bad_field",
                    ngettext("field '%s': at most %d indicator (the first and one for each kan)",
                             "field '%s': at most %d indicators (the first and one for each kan)",
                             TSUMO_MAX_INDICATORS),
                    key, TSUMO_MAX_INDICATORS);
    for (size_t i = 0; i < json_array_size(v); i++) {
        bool red;
        if (!read_tile(&out[i], &red, json_array_get(v, i), key, err))
            return false;
    }
    *count = (uint8_t)json_array_size(v);
    return true;
}

static const struct {
    const char *name;
    uint16_t flag;
} flag_names[] = {
    {"riichi", TSUMO_WIN_RIICHI},          {"double_riichi", TSUMO_WIN_DOUBLE_RIICHI},
    {"ippatsu", TSUMO_WIN_IPPATSU},        {"haitei", TSUMO_WIN_HAITEI},
    {"houtei", TSUMO_WIN_HOUTEI},          {"rinshan", TSUMO_WIN_RINSHAN},
    {"chankan", TSUMO_WIN_CHANKAN},        {"tenhou", TSUMO_WIN_TENHOU},
    {"chiihou", TSUMO_WIN_CHIIHOU},        {"renhou", TSUMO_WIN_RENHOU},
    {"nagashi_mangan", TSUMO_WIN_NAGASHI}, {"open_riichi", TSUMO_WIN_OPEN_RIICHI},
};

static bool set_flag(uint16_t *flags, const char *name, line_error *err)
{
    for (size_t i = 0; i < sizeof flag_names / sizeof flag_names[0]; i++)
        if (strcmp(flag_names[i].name, name) == 0) {
            *flags |= flag_names[i].flag;
            return true;
        }
    return fail(err, "bad_field", _("field 'flags': unknown flag '%s'"), name);
}

/* Flags come as an object of booleans ({"riichi": true}) or a list of names. */
static bool read_flags(uint16_t *flags, json_t *obj, line_error *err)
{
    json_t *v = field(obj, "flags");
    const char *name;
    json_t *value;
    *flags = 0;
    if (!v)
        return true;
    if (json_is_array(v)) {
        for (size_t i = 0; i < json_array_size(v); i++) {
            name = json_string_value(json_array_get(v, i));
            if (!name)
                return fail(err, "bad_field", _("field 'flags': expected names of flags"));
            if (!set_flag(flags, name, err))
                return false;
        }
        return true;
    }
    if (!json_is_object(v))
        return fail(err, "bad_field",
                    _("field 'flags': expected an object such as "
                      "{\"riichi\": true}"));
    json_object_foreach(v, name, value)
    {
        if (!json_is_boolean(value))
            return fail(err, "bad_field", _("field 'flags': '%s' must be true or false"), name);
        uint16_t one = 0;
        if (!set_flag(&one, name, err))
            return false;
        if (json_is_true(value))
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

static bool source_mark(char *mark, json_t *m, int i, line_error *err)
{
    json_t *v = field(m, "from");
    const char *s = v ? json_string_value(v) : "";
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
static bool meld_notation(char *out, size_t size, uint8_t *type, json_t *m, int i, line_error *err)
{
    const char *name = json_string_value(field(m, "type"));
    const char *tiles = json_string_value(field(m, "tiles"));
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
    json_t *called = field(m, "called");
    if (meld_types[t].type != TSUMO_MELD_CLOSED_KAN) {
        if (!source_mark(&mark, m, i, err))
            return false;
        const char *c = json_string_value(called);
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
static bool read_hand(tsumo_hand *hand, tsumo_kind *last, bool *last_red, json_t *obj,
                      line_error *err)
{
    const char *concealed = json_string_value(field(obj, "hand"));
    json_t *melds = field(obj, "melds");
    char text[256];
    size_t starts[TSUMO_MAX_MELDS + 2];
    uint8_t types[TSUMO_MAX_MELDS + 1];
    if (!concealed)
        return fail(err, "bad_field", _("field 'hand': expected tiles such as \"123m456p\""));
    if (melds && !json_is_array(melds))
        return fail(err, "bad_field", _("field 'melds': expected a list"));
    size_t meld_count = melds ? json_array_size(melds) : 0;
    if (meld_count > TSUMO_MAX_MELDS)
        return fail(err, "bad_field", _("field 'melds': a hand has at most four melds"));
    if (strlen(concealed) > 64)
        return fail(err, "bad_field", _("field 'hand': too long for a hand"));
    snprintf(text, sizeof text, "%s", concealed);
    for (size_t i = 0; i < meld_count; i++) {
        json_t *m = json_array_get(melds, i);
        char one[32];
        if (!json_is_object(m))
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
    for (size_t i = 0; i < meld_count; i++)
        if (hand->melds[i].type != types[i])
            return fail(err, "bad_field", _("melds[%d]: its tiles do not make a %s"), (int)i,
                        json_string_value(json_object_get(json_array_get(melds, i), "type")));
    return true;
}

/* Reads a case: the hand and the situation of its win. */
static bool read_case(tsumo_hand *hand, tsumo_win *win, json_t *obj, line_error *err)
{
    tsumo_kind last;
    bool last_red;
    memset(win, 0, sizeof *win);
    if (!read_hand(hand, &last, &last_red, obj, err))
        return false;
    json_t *tile = field(obj, "win_tile");
    win->tile = last;
    win->tile_red = last_red;
    if (tile && !read_tile(&win->tile, &win->tile_red, tile, "win_tile", err))
        return false;
    if (!read_flags(&win->flags, obj, err))
        return false;
    /* nagashi mangan is paid as a tsumo: only a "ron" said outright contradicts it */
    bool nagashi = (win->flags & TSUMO_WIN_NAGASHI) != 0;
    json_t *how = field(obj, "win");
    const char *how_s = how ? json_string_value(how) : nagashi ? "tsumo" : "ron";
    if (!how_s || (strcmp(how_s, "ron") != 0 && strcmp(how_s, "tsumo") != 0))
        return fail(err, "bad_field", _("field 'win': expected \"tsumo\" or \"ron\""));
    win->tsumo = strcmp(how_s, "tsumo") == 0;

    bool seat_given, round_given;
    win->seat_wind = TSUMO_WIND_SOUTH;
    win->round_wind = TSUMO_WIND_EAST;
    if (!read_wind(&win->seat_wind, obj, "seat_wind", &seat_given, err) ||
        !read_wind(&win->round_wind, obj, "round_wind", &round_given, err))
        return false;
    json_t *dealer = field(obj, "dealer");
    if (dealer && !json_is_boolean(dealer))
        return fail(err, "bad_field", _("field 'dealer': expected true or false"));
    if (dealer && !seat_given)
        win->seat_wind = json_is_true(dealer) ? TSUMO_WIND_EAST : TSUMO_WIND_SOUTH;
    if (dealer && seat_given && json_is_true(dealer) != (win->seat_wind == TSUMO_WIND_EAST))
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

/* ---- results -------------------------------------------------------------- */

static bool is_yakuman(int yaku)
{
    return yaku >= TSUMO_YAKU_FIRST_YAKUMAN && yaku < TSUMO_YAKU_KAZOE_YAKUMAN;
}

static json_t *payments_json(const tsumo_score *s, const tsumo_win *win)
{
    json_t *p = json_object();
    if (!win->tsumo)
        json_object_set_new(p, "ron", json_integer(s->payments.ron));
    else if (win->seat_wind == TSUMO_WIND_EAST)
        json_object_set_new(p, "tsumo_each", json_integer(s->payments.tsumo_each));
    else {
        json_object_set_new(p, "tsumo_dealer", json_integer(s->payments.tsumo_dealer));
        json_object_set_new(p, "tsumo_nondealer", json_integer(s->payments.tsumo_nondealer));
    }
    json_object_set_new(p, "total", json_integer(s->payments.total));
    json_object_set_new(p, "winner_gain", json_integer(s->payments.winner_gain));
    return p;
}

/*
 * The result in the shape of the conformance data's `expected`: yakuman
 * hands list their yakuman and have no han or fu; a hand of 13 han or more
 * that a ruleset counts as yakuman keeps its yaku, han and fu and has the
 * limit "kazoe_yakuman"; a double yakuman has the limit "yakuman x2".
 */
static json_t *result_json(json_t *id, const tsumo_score *s, const tsumo_win *win)
{
    json_t *r = json_object();
    json_object_set(r, "id", id ? id : json_null());
    json_object_set_new(r, "valid_win", json_boolean(s->valid));
    if (!s->valid) {
        json_object_set_new(r, "error", json_string(cli_refusal_id(s)));
        return r;
    }
    json_t *yaku = json_array(), *yakuman = json_array();
    for (int i = 0; i < s->yaku_count; i++) {
        int y = s->yaku[i].yaku;
        if (is_yakuman(y)) {
            json_array_append_new(yakuman, json_string(tsumo_yaku_id((tsumo_yaku)y)));
        } else if (y != TSUMO_YAKU_KAZOE_YAKUMAN && s->yaku[i].han > 0) {
            json_t *e = json_object();
            json_object_set_new(e, "id", json_string(tsumo_yaku_id((tsumo_yaku)y)));
            json_object_set_new(e, "han", json_integer(s->yaku[i].han));
            json_array_append_new(yaku, e);
        }
    }
    bool limit_yakuman = s->limit == TSUMO_LIMIT_YAKUMAN;
    if (json_array_size(yakuman) > 0) {
        json_decref(yaku);
        json_object_set_new(r, "yakuman", yakuman);
        json_object_set_new(r, "yakuman_mult", json_integer(s->yakuman_mult));
        json_object_set_new(r, "han", json_null());
        json_object_set_new(r, "fu", json_null());
        if (s->yakuman_mult > 1) {
            char text[32];
            snprintf(text, sizeof text, "yakuman x%d", s->yakuman_mult);
            json_object_set_new(r, "limit", json_string(text));
        } else {
            json_object_set_new(r, "limit", json_string("yakuman"));
        }
    } else {
        json_decref(yakuman);
        json_object_set_new(r, "yaku", yaku);
        json_object_set_new(r, "yakuman_mult", json_integer(0));
        json_object_set_new(r, "han", json_integer(s->han));
        json_object_set_new(r, "fu", s->fu ? json_integer(s->fu) : json_null());
        const char *limit = limit_yakuman ? "kazoe_yakuman" : tsumo_limit_id(s->limit);
        json_object_set_new(r, "limit", limit ? json_string(limit) : json_null());
    }
    json_object_set_new(r, "payments", payments_json(s, win));
    return r;
}

static json_t *line_error_json(json_t *id, long line, const line_error *err)
{
    json_t *r = json_object();
    json_object_set(r, "id", id ? id : json_null());
    json_object_set_new(r, "line", json_integer(line));
    json_object_set_new(r, "error", json_string(err->id));
    json_t *msg = json_string(err->text);
    json_object_set_new(r, "message", msg ? msg : json_string("?"));
    return r;
}

/* ---- --check ---------------------------------------------------------------- */

#define MAX_TIERS 16

typedef struct tier_count {
    char name[32];
    long pass, fail;
} tier_count;

typedef struct checker {
    tier_count tiers[MAX_TIERS];
    int tier_count;
    long mismatches;
} checker;

/* The counts of a tier; past MAX_TIERS names, the last one takes the rest. */
static tier_count *tier_of(checker *c, const char *name)
{
    for (int i = 0; i < c->tier_count; i++)
        if (strcmp(c->tiers[i].name, name) == 0)
            return &c->tiers[i];
    if (c->tier_count == MAX_TIERS)
        return &c->tiers[MAX_TIERS - 1];
    tier_count *t = &c->tiers[c->tier_count++];
    snprintf(t->name, sizeof t->name, "%s", name);
    return t;
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

static void check_line(checker *c, json_t *in, json_t *out, long line)
{
    const char *tier = json_string_value(json_object_get(in, "tier"));
    json_t *expected = json_object_get(in, "expected");
    json_t *id = json_object_get(in, "id");
    char case_id[96];
    if (json_is_string(id))
        snprintf(case_id, sizeof case_id, "%s", json_string_value(id));
    else
        snprintf(case_id, sizeof case_id, _("line %ld"), line);
    tier_count *t = tier_of(c, tier ? tier : "(no tier)");
    bool ok;
    if (json_object_get(out, "line")) {
        fprintf(stderr, _("%s: %s\n"), case_id, json_string_value(json_object_get(out, "message")));
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
    qsort(c->tiers, (size_t)c->tier_count, sizeof c->tiers[0], compare_tiers);
    fprintf(stderr, _("check of %s\n"), path);
    cli_put_padded(stderr, _("tier"), 20);
    fprintf(stderr, " %8s %8s %8s\n", _("cases"), _("passed"), _("failed"));
    for (int i = 0; i < c->tier_count; i++) {
        tier_count *t = &c->tiers[i];
        cli_put_padded(stderr, t->name, 20);
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

/* The line as a JSON object, or NULL with the reason in *err. */
static json_t *parse_line(const char *text, size_t len, line_error *err)
{
    json_error_t jerr;
    /* A NUL would end the text early for a C string reader: the line is refused whole. */
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        fail(err, "bad_json", _("not JSON: a NUL byte at column %d"), (int)(nul - text) + 1);
        return NULL;
    }
    json_t *in = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!in) {
        fail(err, "bad_json", _("not JSON: %s (column %d)"), jerr.text, jerr.column);
        return NULL;
    }
    if (!json_is_object(in)) {
        json_decref(in);
        fail(err, "bad_json", _("expected a JSON object"));
        return NULL;
    }
    return in;
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

json_t *cli_batch_line(const char *text, size_t len, long line, const tsumo_rules *rules,
                       json_t **in, bool *bad)
{
    line_error err = {0};
    tsumo_hand hand;
    tsumo_win win;
    tsumo_score score;
    *in = NULL;
    *bad = false;
    if (is_blank(text, len))
        return NULL;
    *in = parse_line(text, len, &err);
    if (!*in) {
        *bad = true;
        return line_error_json(NULL, line, &err);
    }
    json_t *id = json_object_get(*in, "id");
    if (!read_case(&hand, &win, *in, &err)) {
        *bad = true;
        return line_error_json(id, line, &err);
    }
    tsumo_status st = tsumo_score_hand(&score, &hand, &win, rules);
    if (st != TSUMO_OK) {
        *bad = true;
        return line_error_json(id, line, not_a_hand(&err, &hand, &win, st));
    }
    if (cli_refusal_is_bad_tiles(&score)) {
        *bad = true;
        char why[sizeof err.text];
        fail(&err, cli_refusal_id(&score), "%s",
             cli_refusal_explain(why, sizeof why, &score, rules));
        return line_error_json(id, line, &err);
    }
    return result_json(id, &score, &win);
}

int cli_score_jsonl(const char *path, bool check, const tsumo_rules *rules)
{
    bool from_stdin = !path || strcmp(path, "-") == 0;
    FILE *f = from_stdin ? stdin : fopen(path, "r");
    if (!f) {
        fprintf(stderr, _("tsumo: cannot open '%s': %s\n"), path, strerror(errno));
        return CLI_EXIT_USAGE;
    }
    checker *c = check ? calloc(1, sizeof *c) : NULL;
    char *text = NULL;
    size_t cap = 0;
    long line = 0, bad_lines = 0;
    ssize_t len;
    /* getline's length, not strlen: a NUL byte inside a line must not hide the rest of it. */
    while ((len = getline(&text, &cap, f)) >= 0) {
        json_t *in;
        bool bad;
        json_t *out = cli_batch_line(text, (size_t)len, ++line, rules, &in, &bad);
        if (out) {
            json_dumpf(out, stdout, JSON_ENCODE_ANY);
            fputc('\n', stdout);
            if (c)
                check_line(c, in ? in : out, out, line);
            json_decref(out);
        }
        bad_lines += bad;
        json_decref(in);
    }
    free(text);
    bool read_error = ferror(f);
    if (!from_stdin)
        fclose(f);
    fflush(stdout);
    if (read_error) {
        fprintf(stderr, _("tsumo: error reading '%s'\n"), from_stdin ? "-" : path);
        free(c);
        return CLI_EXIT_USAGE;
    }
    int status = bad_lines ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    if (c) {
        status = check_summary(c, from_stdin ? "-" : path) ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
        free(c);
    }
    return status;
}

/*
 * Drill files (docs/drill-format.md): line based, one key or one action a
 * line, a drill from its `drill` line to the next. The reader checks the
 * form only; whether the engine accepts the actions is drill_build's matter.
 */
#include "drill.h"
#include "lines.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 512

typedef struct reader {
    drill_error *err;
    int line;
    drill *d; /* the drill being read, NULL before the first */
    bool has_kind, has_ask;
} reader;

static bool refuse(reader *r, const char *expected, const char *found)
{
    r->err->line = r->line;
    r->err->expected = expected;
    cli_escape(r->err->found, sizeof r->err->found, found ? found : "", found ? strlen(found) : 0);
    return false;
}

/* Tiles in mpsz notation, digits then their suit: "123m0p77z". */
static bool read_tiles(drill_tiles *out, const char *text, int max)
{
    memset(out, 0, sizeof *out);
    int start = 0, n = 0;
    uint8_t digits[DRILL_MAX_DRAWS];
    for (const char *p = text; *p; p++) {
        if (*p >= '0' && *p <= '9') {
            if (n >= max)
                return false;
            digits[n++] = (uint8_t)(*p - '0');
            continue;
        }
        static const char suits[] = "mpsz";
        const char *s = strchr(suits, *p);
        if (!s || start == n)
            return false;
        int suit = (int)(s - suits);
        for (int i = start; i < n; i++) {
            int number = digits[i] == 0 ? 5 : digits[i];
            if (suit == TSUMO_HONOR && (digits[i] < 1 || digits[i] > 7))
                return false;
            out->kinds[i] = tsumo_kind_make(suit, number);
            out->red[i] = digits[i] == 0;
        }
        start = n;
    }
    out->count = (uint8_t)n;
    return start == n;
}

static int seat_of_word(const char *w)
{
    static const char *const winds[4] = {"east", "south", "west", "north"};
    for (int s = 0; s < 4; s++)
        if (strcmp(w, winds[s]) == 0)
            return s;
    return -1;
}

static int seat_of_letter(const char *w)
{
    return w[0] && !w[1] ? tsumo_wind_from_letter(w[0]) : -1;
}

static tsumo_tile face(tsumo_kind k, bool red)
{
    return (tsumo_tile)(k * 4 + (red ? 0 : 3));
}

static bool name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n >= DRILL_NAME_SIZE)
        return false;
    for (; *s; s++)
        if (!islower((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '-')
            return false;
    return true;
}

static bool ref_ok(const char *s)
{
    if (strlen(s) >= DRILL_REF_SIZE)
        return false;
    for (; *s; s++)
        if (*s < 0x20 || *s > 0x7e)
            return false;
    return true;
}

static bool push(reader *r, const tsumo_action *a)
{
    drill *d = r->d;
    if (d->action_count >= DRILL_MAX_ACTIONS)
        return refuse(r, N_("at most 512 actions in a drill"), NULL);
    d->lines[d->action_count] = r->line;
    d->actions[d->action_count++] = *a;
    return true;
}

/* "E discard 5m", "S pon", "W chi 34m", "N ron", "E tsumogiri", "E riichi 5m". */
static bool read_action(reader *r, int seat, const char *verb, const char *arg)
{
    static const struct {
        const char *word;
        uint8_t type, flags;
        int tiles; /* 1: one tile, 2: two tiles, -2: two tiles or none, 0: none */
    } verbs[] = {
        {"discard", TSUMO_ACTION_DISCARD, 0, 1},
        {"tsumogiri", TSUMO_ACTION_DISCARD, TSUMO_ACTION_TSUMOGIRI, 0},
        {"riichi", TSUMO_ACTION_RIICHI, 0, 1},
        {"riichi-tsumogiri", TSUMO_ACTION_RIICHI, TSUMO_ACTION_TSUMOGIRI, 0},
        {"chi", TSUMO_ACTION_CHI, 0, 2},
        {"pon", TSUMO_ACTION_PON, 0, -2},
        {"kan", TSUMO_ACTION_OPEN_KAN, 0, 0},
        {"ron", TSUMO_ACTION_RON, 0, 0},
        {"tsumo", TSUMO_ACTION_TSUMO, 0, 0},
        {"pass", TSUMO_ACTION_PASS, 0, 0},
        {"closed-kan", TSUMO_ACTION_CLOSED_KAN, 0, 1},
        {"added-kan", TSUMO_ACTION_ADDED_KAN, 0, 1},
    };
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        if (strcmp(verb, verbs[i].word) != 0)
            continue;
        tsumo_action a = {.type = verbs[i].type,
                          .seat = (uint8_t)seat,
                          .flags = verbs[i].flags,
                          .tile = TSUMO_NO_TILE,
                          .tiles = {TSUMO_NO_TILE, TSUMO_NO_TILE}};
        int want = verbs[i].tiles;
        drill_tiles t;
        if (want == 0 || (want == -2 && !arg[0])) {
            if (arg[0])
                return refuse(r, N_("nothing after this action"), arg);
            return push(r, &a);
        }
        if (!read_tiles(&t, arg, 2) || t.count != (want == 1 ? 1 : 2))
            return refuse(r,
                          want == 1 ? N_("one tile in mpsz notation, such as 5m")
                                    : N_("two tiles in mpsz notation, such as 34m"),
                          arg);
        if (want == 1)
            a.tile = face(t.kinds[0], t.red[0]);
        else
            for (int k = 0; k < 2; k++)
                a.tiles[k] = face(t.kinds[k], t.red[k]);
        return push(r, &a);
    }
    return refuse(r,
                  N_("an action: discard, tsumogiri, riichi, riichi-tsumogiri, chi, pon, kan, "
                     "ron, tsumo, pass, closed-kan or added-kan"),
                  verb);
}

static bool read_hand(reader *r, int seat, const char *arg)
{
    drill *d = r->d;
    int want = seat == 0 ? 14 : 13;
    if (!read_tiles(&d->hands[seat], arg, want) || d->hands[seat].count != want)
        return refuse(r,
                      seat == 0 ? N_("14 tiles for east in mpsz notation")
                                : N_("13 tiles in mpsz notation"),
                      arg);
    d->stacked = true;
    return true;
}

static bool read_number(reader *r, const char *arg, int hi, int *out)
{
    char *end = NULL;
    long v = strtol(arg, &end, 10);
    if (!arg[0] || !isdigit((unsigned char)arg[0]) || *end || v < 0 || v > hi)
        return refuse(r, N_("a number of tiles from 0 to 69"), arg);
    *out = (int)v;
    return true;
}

static bool read_key(reader *r, const char *key, const char *arg)
{
    drill *d = r->d;
    int seat = seat_of_word(key);
    if (seat >= 0)
        return read_hand(r, seat, arg);
    if (strcmp(key, "kind") == 0) {
        int k = drill_kind_from_id(arg);
        if (k < 0)
            return refuse(r, N_("furiten, calls, waits, scoring, efficiency or defence"), arg);
        d->kind = (uint8_t)k;
        r->has_kind = true;
    } else if (strcmp(key, "topic") == 0) {
        int t = drill_topic_from_id(arg);
        if (t <= 0)
            return refuse(r, N_("a topic listed in docs/drill-format.md"), arg);
        d->topic = (uint8_t)t;
    } else if (strcmp(key, "ref") == 0) {
        if (!ref_ok(arg))
            return refuse(r, N_("printable ASCII of at most 63 characters"), arg);
        snprintf(d->ref, sizeof d->ref, "%s", arg);
    } else if (strcmp(key, "draws") == 0 || strcmp(key, "dora") == 0) {
        bool dora = key[1] == 'o';
        drill_tiles *t = dora ? &d->dora : &d->draws;
        if (!read_tiles(t, arg, dora ? 1 : DRILL_MAX_DRAWS) || (dora && t->count != 1))
            return refuse(r,
                          dora ? N_("one tile in mpsz notation, such as 5m")
                               : N_("at most 69 tiles in mpsz notation"),
                          arg);
        d->stacked = true;
    } else if (strcmp(key, "ask") == 0) {
        int s = seat_of_word(arg);
        if (s < 0)
            return refuse(r, N_("east, south, west or north"), arg);
        d->seat = (uint8_t)s;
        r->has_ask = true;
    } else if (strcmp(key, "until") == 0) {
        int n = 0;
        if (!read_number(r, arg, DRILL_MAX_DRAWS, &n))
            return false;
        tsumo_action a = {.type = DRILL_ACTION_UNTIL, .tile = (tsumo_tile)n};
        return push(r, &a);
    } else {
        return refuse(r,
                      N_("a key (kind, topic, ref, east, south, west, north, draws, dora, "
                         "ask, until) or an action such as 'E discard 5m'"),
                      key);
    }
    return true;
}

/* The end of a drill: what it must say, and the win that a scoring drill scores. */
static bool finish(reader *r)
{
    drill *d = r->d;
    if (!d)
        return true;
    if (!r->has_kind)
        return refuse(r, N_("a 'kind' line in the drill"), d->name);
    if (!r->has_ask && d->kind != DRILL_CALLS)
        return refuse(r, N_("an 'ask' line in the drill"), d->name);
    if (d->kind == DRILL_SCORING) {
        const tsumo_action *last = d->action_count ? &d->actions[d->action_count - 1] : NULL;
        if (!last || (last->type != TSUMO_ACTION_RON && last->type != TSUMO_ACTION_TSUMO) ||
            last->seat != d->seat)
            return refuse(r, N_("a ron or tsumo by the asked seat as the drill's last action"),
                          d->name);
        d->win = *last;
        d->action_count--;
    }
    return true;
}

static bool start(reader *r, drill **list, size_t *count, const char *name)
{
    if (!name_ok(name))
        return refuse(r, N_("a drill name of small letters, digits and '-'"), name);
    drill *grown = realloc(*list, (*count + 1) * sizeof **list);
    if (!grown) {
        r->err->no_memory = true;
        return refuse(r, N_("memory for the drill"), NULL);
    }
    *list = grown;
    r->d = &grown[(*count)++];
    memset(r->d, 0, sizeof *r->d);
    snprintf(r->d->name, sizeof r->d->name, "%s", name);
    r->d->seat = TSUMO_NO_SEAT;
    r->d->seed = 1;
    r->d->line = r->line;
    r->has_kind = r->has_ask = false;
    return true;
}

/* Splits "key rest of line": the key ends at the first blank; leading blanks of the rest go. */
static char *split(char *line)
{
    char *p = line;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = '\0';
    while (*p == ' ' || *p == '\t')
        p++;
    char *end = p + strlen(p);
    while (end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        *--end = '\0';
    return p;
}

static bool read_line(reader *r, drill **list, size_t *count, char *line)
{
    while (*line == ' ' || *line == '\t')
        line++;
    if (!*line || *line == '#' || *line == '\r')
        return true;
    char *arg = split(line);
    if (strcmp(line, "drill") == 0) {
        if (r->d && !finish(r))
            return false;
        return start(r, list, count, arg);
    }
    if (!r->d)
        return refuse(r, N_("a line 'drill NAME' first"), line);
    int seat = seat_of_letter(line);
    if (seat >= 0) {
        char *tiles = split(arg);
        return read_action(r, seat, arg, tiles);
    }
    return read_key(r, line, arg);
}

bool drill_parse(const char *text, size_t len, drill **list, size_t *count, drill_error *err)
{
    reader r = {.err = err};
    memset(err, 0, sizeof *err);
    lines in;
    lines_from_text(&in, text, len);
    in.max_len = MAX_LINE - 1;
    in.bytes = LINES_NO_NUL;
    const char *at;
    size_t n;
    lines_status st;
    while ((st = lines_next(&in, &at, &n)) != LINES_END) {
        r.line = in.number;
        if (st == LINES_TOO_LONG)
            return refuse(&r, N_("a line of at most 511 bytes"), NULL);
        if (st != LINES_OK)
            return refuse(&r, N_("text without NUL bytes"), NULL);
        char line[MAX_LINE];
        memcpy(line, at, n);
        line[n] = '\0';
        if (!read_line(&r, list, count, line))
            return false;
    }
    return finish(&r);
}

/*
 * The text form of a game record (docs/record-format.md), read and written.
 *
 * A record is a sequence of lines; each starts with a word that says what it
 * is. The header comes first (the version line, the rules, the seed, the
 * seating, the players, a starting position), then one block per hand:
 *
 *   hand E1 honba 0 sticks 0 scores 25000 25000 25000 25000
 *   wall 3 5            the stacked wall, when there is one: dice, then
 *   deal 1m 9p ...      53 tiles dealt,
 *   live ...            69 live tiles,
 *   dead ...            14 dead-wall tiles, in draw order from the break
 *   E discard 1z        actions: the seat's wind in this hand, the action id
 *   S chi 34m tiles ...
 *   result win +8000 -8000 0 0
 *
 * and an `end` line when the game was played to its end. Inside a hand,
 * seats are winds and lists of four numbers are in wind order (E S W N);
 * in memory they are absolute seats. Blank lines and lines starting with #
 * are comments.
 *
 * The reader keeps a cursor on the current line; every error names the line,
 * the column of the word concerned and what would have been accepted.
 */
#include "engine.h"

#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_LINE    1024 /* bytes in a line, the line end excluded */
#define MAX_HANDS   4096 /* more than any game plays, chombos included */
#define MAX_ACTIONS (1u << 20)
#define RULES_END   "end-rules"

/* A result line's words are the engine's ids of hand ends and aborts (game.h), by number. */
typedef const char *(*id_fn)(int value);

static const char *end_id(int end)
{
    return tsumo_hand_end_id((tsumo_hand_end)end);
}

static const char *abort_id(int abort)
{
    return tsumo_abort_id((tsumo_abort)abort);
}

/* Parts of the wall in draw order, as the wall's lines name them. */
static const struct {
    const char *name;
    int first, count;
} wall_parts[3] = {{"deal", 0, TSUMO_WALL_FIRST_DRAW},
                   {"live", TSUMO_WALL_FIRST_DRAW, TSUMO_WALL_LIVE_END - TSUMO_WALL_FIRST_DRAW},
                   {"dead", TSUMO_WALL_LIVE_END, TSUMO_TILES - TSUMO_WALL_LIVE_END}};

/* ======================================================================
 * Writing
 * ====================================================================== */

static void put_face(tsumo__writer *w, const tsumo_rules *rules, tsumo_tile t)
{
    char buf[4];
    tsumo_kind_format(buf, sizeof buf, tsumo_tile_kind(t), tsumo_tile_is_red(t, rules->red_fives));
    tsumo__put(w, buf);
}

/* The ruleset with every key, without its comments (they add nothing a reader of docs lacks). */
static void put_rules(tsumo__writer *w, const tsumo_rules *rules)
{
    size_t n = tsumo_rules_format(NULL, 0, rules);
    char *text = malloc(n + 1);
    if (!text) {
        w->failed = true;
        return;
    }
    tsumo_rules_format(text, n + 1, rules);
    tsumo__put(w, "rules\n");
    tsumo__lines lines = {.text = text, .len = n};
    while (tsumo__next_line(&lines)) {
        if (lines.line_len == 0 || lines.line[0] == '#')
            continue;
        tsumo__put(w, "  ");
        tsumo__put_bytes(w, lines.line, lines.line_len);
        tsumo__put(w, "\n");
    }
    tsumo__put(w, RULES_END "\n");
    free(text);
}

static void put_position(tsumo__writer *w, int round, int hand)
{
    tsumo__putf(w, "%c%d", tsumo_wind_letter(round & 3), hand + 1);
}

/* Four numbers of a hand, in wind order from its dealer. */
static void put_by_wind(tsumo__writer *w, const int32_t by_seat[4], int dealer, bool sign)
{
    for (int wind = 0; wind < 4; wind++) {
        int32_t v = by_seat[(dealer + wind) & 3];
        tsumo__putf(w, sign && v > 0 ? " +%" PRId32 : " %" PRId32, v);
    }
}

static void put_header(tsumo__writer *w, const tsumo_record *rec)
{
    tsumo__putf(w, "# A tsumo game record (docs/record-format.md)\ntsumo-record %d\n",
                TSUMO_RECORD_VERSION);
    put_rules(w, &rec->rules);
    tsumo__putf(w, "seed %" PRIu64 "\n", rec->seed);
    tsumo__put(w, rec->draw_seats ? "seats drawn\n" : "seats fixed\n");
    for (int i = 0; i < 4; i++) {
        tsumo__put(w, "player ");
        tsumo__put(w, rec->names[i]);
        tsumo__put(w, "\n");
    }
    if (rec->has_start) {
        const tsumo_game_start *s = &rec->start;
        tsumo__put(w, "start ");
        put_position(w, s->round, s->hand);
        tsumo__putf(w, " honba %d sticks %d scores", s->honba, s->sticks);
        put_by_wind(w, s->scores, s->hand, false);
        tsumo__put(w, "\n");
    }
}

static void put_wall(tsumo__writer *w, const tsumo_rules *rules, const tsumo_wall *wall)
{
    tsumo__putf(w, "wall %d %d\n", wall->dice[0], wall->dice[1]);
    for (int p = 0; p < 3; p++) {
        tsumo__put(w, wall_parts[p].name);
        for (int i = 0; i < wall_parts[p].count; i++) {
            tsumo__put(w, " ");
            put_face(w, rules, wall->tiles[wall_parts[p].first + i]);
        }
        tsumo__put(w, "\n");
    }
}

static void put_action(tsumo__writer *w, const tsumo_rules *rules, const tsumo_action *a,
                       int dealer)
{
    tsumo__putf(w, "%c %s", tsumo_wind_letter((a->seat - dealer) & 3),
                tsumo_action_type_id((tsumo_action_type)a->type));
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
    case TSUMO_ACTION_RIICHI:
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        tsumo__put(w, " ");
        put_face(w, rules, a->tile);
        if (a->flags & TSUMO_ACTION_TSUMOGIRI)
            tsumo__put(w, " tsumogiri");
        if (a->type == TSUMO_ACTION_RIICHI && (a->flags & TSUMO_ACTION_OPEN))
            tsumo__put(w, " open");
        break;
    case TSUMO_ACTION_CHI:
    case TSUMO_ACTION_PON: { /* one run: "34m", "05p" */
        char one[4], two[4];
        tsumo_kind_format(one, sizeof one, tsumo_tile_kind(a->tiles[0]),
                          tsumo_tile_is_red(a->tiles[0], rules->red_fives));
        tsumo_kind_format(two, sizeof two, tsumo_tile_kind(a->tiles[1]),
                          tsumo_tile_is_red(a->tiles[1], rules->red_fives));
        tsumo__putf(w, " %c%s", one[0], two);
        break;
    }
    default:
        break;
    }
    tsumo__put(w, "\n");
}

static void put_hand(tsumo__writer *w, const tsumo_record *rec, const tsumo_record_hand *h)
{
    tsumo__put(w, "\nhand ");
    put_position(w, h->round, h->hand);
    if (h->honba >= 0)
        tsumo__putf(w, " honba %d", h->honba);
    if (h->sticks >= 0)
        tsumo__putf(w, " sticks %d", h->sticks);
    if (h->has_scores) {
        tsumo__put(w, " scores");
        put_by_wind(w, h->scores, h->hand, false);
    }
    tsumo__put(w, "\n");
    if (h->has_wall)
        put_wall(w, &rec->rules, &h->wall);
    for (size_t i = 0; i < h->action_count; i++)
        put_action(w, &rec->rules, &rec->actions[h->first_action + i], h->hand);
    const tsumo_record_result *r = &h->result;
    if (r->end != TSUMO_END_NONE && r->end < TSUMO_END_COUNT) {
        tsumo__putf(w, "result %s", end_id(r->end));
        if (r->end == TSUMO_END_ABORT && r->abort < TSUMO_ABORT_COUNT)
            tsumo__putf(w, " %s", abort_id(r->abort));
        put_by_wind(w, r->delta, h->hand, true);
        tsumo__put(w, "\n");
    }
}

tsumo_status tsumo_record_write(const tsumo_record *rec, tsumo_write_fn write, void *ctx)
{
    if (rec->version != TSUMO_RECORD_STRUCT_VERSION)
        return TSUMO_EVERSION;
    tsumo__writer w = {.fn = write, .ctx = ctx};
    put_header(&w, rec);
    for (size_t i = 0; i < rec->hand_count; i++)
        put_hand(&w, rec, &rec->hands[i]);
    if (rec->has_end) {
        tsumo__put(&w, "\nend");
        if (rec->has_final)
            for (int s = 0; s < 4; s++)
                tsumo__putf(&w, " %" PRId32, rec->final[s]);
        tsumo__put(&w, "\n");
    }
    return w.failed ? TSUMO_EINVAL : TSUMO_OK;
}

typedef struct sink {
    char *buf;
    size_t size, len;
} sink;

static bool to_buffer(void *ctx, const char *data, size_t len)
{
    sink *s = ctx;
    if (s->len < s->size) {
        size_t room = s->size - s->len;
        memcpy(s->buf + s->len, data, len < room ? len : room);
    }
    s->len += len;
    return true;
}

size_t tsumo_record_format(char *buf, size_t size, const tsumo_record *rec)
{
    sink s = {buf, size, 0};
    tsumo_record_write(rec, to_buffer, &s);
    if (size > 0)
        buf[s.len < size ? s.len : size - 1] = '\0';
    return s.len;
}

/* ======================================================================
 * Reading
 * ====================================================================== */

enum section { IN_HEADER = 0, IN_HAND, AFTER_RESULT, AFTER_END };

typedef struct reader {
    tsumo__lines lines; /* the text, and its current line */
    size_t at;          /* where the next word may start in the line */
    const char *word;   /* the last word read */
    size_t word_len;
    int word_col;
    tsumo_diag *diag;
    tsumo_record *rec;
    int section; /* enum section */
    int players;
    bool seen_rules, seen_seed, seen_seats, seen_start;
    bool seen_version;
    bool hand_has_wall;
} reader;

static tsumo_status fail_at(reader *r, tsumo_diag_code code, int col, const char *key,
                            const char *found, const char *expected)
{
    tsumo__diag_set(r->diag, code, r->lines.number, col, key, found, expected);
    return TSUMO_EPARSE;
}

/* Fails on the last word read, quoting it. */
static tsumo_status fail_word(reader *r, tsumo_diag_code code, const char *key,
                              const char *expected)
{
    char found[48];
    size_t n = r->word_len < sizeof found - 1 ? r->word_len : sizeof found - 1;
    memcpy(found, r->word ? r->word : "", n);
    found[n] = '\0';
    return fail_at(r, code, r->word_col, key, found, expected);
}

/* Fails where the line ends: something more was expected. */
static tsumo_status fail_eol(reader *r, const char *key, const char *expected)
{
    return fail_at(r, TSUMO_DIAG_TRUNCATED, (int)r->lines.line_len + 1, key, "", expected);
}

/* The next line into r->lines; false at the end of the text. */
static bool next_line(reader *r)
{
    if (!tsumo__next_line(&r->lines))
        return false;
    r->at = 0;
    return true;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Checks a line's length and characters before anything reads it. */
static tsumo_status check_line(reader *r)
{
    if (r->lines.line_len > MAX_LINE)
        return fail_at(r, TSUMO_DIAG_TOO_LONG, MAX_LINE + 1, "", "", "at most 1024 bytes a line");
    for (size_t i = 0; i < r->lines.line_len; i++) {
        unsigned char c = (unsigned char)r->lines.line[i];
        if ((c < 0x20 && c != '\t') || c == 0x7F) {
            char found[8];
            snprintf(found, sizeof found, "\\x%02X", c);
            return fail_at(r, TSUMO_DIAG_UNEXPECTED_CHAR, (int)i + 1, "", found, "printable text");
        }
    }
    return TSUMO_OK;
}

static bool next_word(reader *r)
{
    while (r->at < r->lines.line_len && is_blank(r->lines.line[r->at]))
        r->at++;
    if (r->at >= r->lines.line_len) {
        r->word = NULL;
        r->word_len = 0;
        r->word_col = (int)r->lines.line_len + 1;
        return false;
    }
    size_t start = r->at;
    while (r->at < r->lines.line_len && !is_blank(r->lines.line[r->at]))
        r->at++;
    r->word = r->lines.line + start;
    r->word_len = r->at - start;
    r->word_col = (int)start + 1;
    return true;
}

static bool word_is(const reader *r, const char *s)
{
    return r->word && strlen(s) == r->word_len && memcmp(r->word, s, r->word_len) == 0;
}

/* The rest of the line, trimmed (a player's name). */
static void rest_of_line(reader *r, const char **start, size_t *len)
{
    while (r->at < r->lines.line_len && is_blank(r->lines.line[r->at]))
        r->at++;
    size_t end = r->lines.line_len;
    while (end > r->at && is_blank(r->lines.line[end - 1]))
        end--;
    *start = r->lines.line + r->at;
    *len = end - r->at;
    r->word_col = (int)r->at + 1;
    r->at = r->lines.line_len;
}

static tsumo_status expect_end_of_line(reader *r, const char *key)
{
    if (next_word(r))
        return fail_word(r, TSUMO_DIAG_UNEXPECTED_CHAR, key, "the end of the line");
    return TSUMO_OK;
}

/* A decimal integer (with an optional sign) in [min, max]. */
static tsumo_status read_int(reader *r, const char *key, long long min, long long max,
                             const char *expected, long long *out)
{
    if (!next_word(r))
        return fail_eol(r, key, expected);
    size_t i = 0;
    bool neg = false;
    if (r->word[0] == '+' || r->word[0] == '-') {
        neg = r->word[0] == '-';
        i = 1;
    }
    if (i == r->word_len)
        return fail_word(r, TSUMO_DIAG_BAD_VALUE, key, expected);
    long long v = 0;
    for (; i < r->word_len; i++) {
        char c = r->word[i];
        if (c < '0' || c > '9')
            return fail_word(r, TSUMO_DIAG_BAD_VALUE, key, expected);
        if (v > (LLONG_MAX - 9) / 10)
            return fail_word(r, TSUMO_DIAG_OUT_OF_RANGE, key, expected);
        v = v * 10 + (c - '0');
    }
    if (neg)
        v = -v;
    if (v < min || v > max)
        return fail_word(r, TSUMO_DIAG_OUT_OF_RANGE, key, expected);
    *out = v;
    return TSUMO_OK;
}

static tsumo_status read_seed(reader *r, uint64_t *out)
{
    const char *expected = "a number 0-18446744073709551615 or 0x and 1-16 hex digits";
    if (!next_word(r))
        return fail_eol(r, "seed", expected);
    uint64_t v = 0;
    bool hex = r->word_len > 2 && r->word[0] == '0' && (r->word[1] == 'x' || r->word[1] == 'X');
    size_t i = hex ? 2 : 0;
    if (hex && r->word_len > 18)
        return fail_word(r, TSUMO_DIAG_OUT_OF_RANGE, "seed", expected);
    for (; i < r->word_len; i++) {
        char c = r->word[i];
        int d = c >= '0' && c <= '9'          ? c - '0'
                : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
                : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10
                                              : -1;
        if (d < 0)
            return fail_word(r, TSUMO_DIAG_BAD_VALUE, "seed", expected);
        if (!hex && v > (UINT64_MAX - (uint64_t)d) / 10)
            return fail_word(r, TSUMO_DIAG_OUT_OF_RANGE, "seed", expected);
        v = hex ? v << 4 | (uint64_t)d : v * 10 + (uint64_t)d;
    }
    *out = v;
    return TSUMO_OK;
}

/* "E1".."N4": a round and the hand in it. */
static tsumo_status read_position(reader *r, const char *key, uint8_t *round, uint8_t *hand)
{
    const char *expected = "a round letter E, S, W or N and a hand 1-4, such as E1";
    if (!next_word(r))
        return fail_eol(r, key, expected);
    int w = r->word_len == 2 ? tsumo_wind_from_letter(r->word[0]) : -1;
    if (w < 0 || r->word[1] < '1' || r->word[1] > '4')
        return fail_word(r, TSUMO_DIAG_BAD_VALUE, key, expected);
    *round = (uint8_t)w;
    *hand = (uint8_t)(r->word[1] - '1');
    return TSUMO_OK;
}

/* Four numbers in wind order from `dealer`, stored by seat. */
static tsumo_status read_four(reader *r, const char *key, int dealer, long long min, long long max,
                              int32_t out[4])
{
    for (int wind = 0; wind < 4; wind++) {
        long long v;
        tsumo_status st = read_int(r, key, min, max, "four numbers, East's first", &v);
        if (st != TSUMO_OK)
            return st;
        out[(dealer + wind) & 3] = (int32_t)v;
    }
    return TSUMO_OK;
}

/* ---- tiles ---- */

typedef struct face {
    tsumo_kind kind;
    bool red;
    int col;
} face;

/*
 * Reads the rest of the line as tiles in mpsz runs ("34m", "5m 6m"): at
 * most `max` of them into out[]. Returns the number read or a negative
 * status. A word that is not tiles ends the list (it is left for the caller).
 */
static int read_faces(reader *r, const char *key, face out[], int max)
{
    int n = 0;
    for (;;) {
        size_t save = r->at;
        if (!next_word(r))
            return n;
        if (r->word[0] < '0' || r->word[0] > '9') {
            r->at = save;
            return n;
        }
        size_t i = 0;
        int first = n;
        while (i < r->word_len && r->word[i] >= '0' && r->word[i] <= '9') {
            if (n == max)
                return fail_at(r, TSUMO_DIAG_TOO_MANY_TILES, r->word_col + (int)i, key,
                               (char[2]){r->word[i], 0}, "fewer tiles");
            out[n].kind = (tsumo_kind)(r->word[i] - '0'); /* the digit for now */
            out[n].col = r->word_col + (int)i;
            n++;
            i++;
        }
        const char *suit = i < r->word_len ? strchr("mpsz", r->word[i]) : NULL;
        if (!suit || !r->word[i])
            return fail_at(r, TSUMO_DIAG_SUIT_EXPECTED, r->word_col + (int)i, key,
                           i < r->word_len ? (char[2]){r->word[i], 0} : "", "m, p, s or z");
        if (i + 1 != r->word_len)
            return fail_at(r, TSUMO_DIAG_UNEXPECTED_CHAR, r->word_col + (int)i + 1, key,
                           (char[2]){r->word[i + 1], 0}, "a blank after the suit letter");
        int s = (int)(suit - "mpsz");
        for (int k = first; k < n; k++) {
            int digit = out[k].kind;
            if (s == TSUMO_HONOR && digit == 0)
                return fail_at(r, TSUMO_DIAG_BAD_RED, out[k].col, key, "0", "1-7");
            if (s == TSUMO_HONOR && digit > 7)
                return fail_at(r, TSUMO_DIAG_BAD_HONOR, out[k].col, key,
                               (char[2]){(char)('0' + digit), 0}, "1-7");
            if (digit == 0 && r->rec->rules.red_fives == 0)
                return fail_at(r, TSUMO_DIAG_BAD_RED, out[k].col, key, "0",
                               "1-9: the ruleset has no red fives");
            out[k].red = digit == 0;
            out[k].kind = tsumo_kind_make(s, digit == 0 ? 5 : digit);
        }
    }
}

/* The first physical copy of a face (a tile stands for any held tile of its face). */
static tsumo_tile face_tile(const tsumo_rules *rules, face f)
{
    for (int c = 0; c < 4; c++) {
        tsumo_tile t = (tsumo_tile)(f.kind * 4 + c);
        if (tsumo_tile_is_red(t, rules->red_fives) == f.red)
            return t;
    }
    return TSUMO_NO_TILE; /* not reached: read_faces refuses impossible reds */
}

/* ---- header lines ---- */

static tsumo_status read_version(reader *r)
{
    if (!word_is(r, "tsumo-record"))
        return fail_word(r, TSUMO_DIAG_BAD_VERSION, "tsumo-record",
                         "tsumo-record 1 as the first line");
    long long v;
    tsumo_status st = read_int(r, "tsumo-record", 0, INT_MAX, "1", &v);
    if (st != TSUMO_OK)
        return st;
    if (v != TSUMO_RECORD_VERSION)
        return fail_word(r, TSUMO_DIAG_BAD_VERSION, "tsumo-record", "1");
    r->seen_version = true;
    return expect_end_of_line(r, "tsumo-record");
}

/* The inline ruleset, every line up to end-rules, parsed as a ruleset file. */
static tsumo_status read_rules_block(reader *r)
{
    tsumo_status st = expect_end_of_line(r, "rules");
    if (st != TSUMO_OK)
        return st;
    int first_line = r->lines.number;
    size_t start = r->lines.pos, end = start;
    for (;;) {
        if (!next_line(r)) {
            r->lines.number++; /* where end-rules should have been */
            return fail_at(r, TSUMO_DIAG_TRUNCATED, 1, "rules", "", RULES_END);
        }
        if ((st = check_line(r)) != TSUMO_OK)
            return st;
        size_t at = r->lines.pos;
        if (next_word(r) && word_is(r, RULES_END) && !next_word(r))
            break;
        end = at;
    }
    tsumo_diag d;
    st = tsumo_rules_parse(&r->rec->rules, r->lines.text + start, end - start, &d);
    if (st != TSUMO_OK) {
        if (r->diag) {
            *r->diag = d;
            r->diag->line = d.line > 0 ? first_line + d.line : r->lines.number;
        }
        return TSUMO_EPARSE;
    }
    return TSUMO_OK;
}

static tsumo_status read_builtin_rules(reader *r)
{
    if (!next_word(r))
        return fail_eol(r, "ruleset", "the name of a shipped ruleset, such as tenhou");
    char name[64];
    if (r->word_len >= sizeof name)
        return fail_word(r, TSUMO_DIAG_TOO_LONG, "ruleset", "a ruleset name");
    memcpy(name, r->word, r->word_len);
    name[r->word_len] = '\0';
    tsumo_diag d;
    if (tsumo_rules_load_builtin(&r->rec->rules, name, &d) != TSUMO_OK)
        return fail_word(r, TSUMO_DIAG_BAD_VALUE, "ruleset",
                         d.expected[0] ? d.expected : "a shipped ruleset");
    return expect_end_of_line(r, "ruleset");
}

static tsumo_status read_player(reader *r)
{
    if (r->players == 4)
        return fail_at(r, TSUMO_DIAG_DUPLICATE_KEY, 1, "player", "", "four player lines");
    const char *name;
    size_t len;
    rest_of_line(r, &name, &len);
    if (len >= TSUMO_NAME_SIZE)
        return fail_at(r, TSUMO_DIAG_TOO_LONG, r->word_col, "player", "",
                       "a name of at most 31 bytes");
    memcpy(r->rec->names[r->players], name, len);
    r->rec->names[r->players][len] = '\0';
    r->players++;
    return TSUMO_OK;
}

static tsumo_status read_seats(reader *r)
{
    if (!next_word(r))
        return fail_eol(r, "seats", "drawn or fixed");
    if (word_is(r, "drawn"))
        r->rec->draw_seats = true;
    else if (word_is(r, "fixed"))
        r->rec->draw_seats = false;
    else
        return fail_word(r, TSUMO_DIAG_BAD_VALUE, "seats", "drawn or fixed");
    return expect_end_of_line(r, "seats");
}

/* "honba N", "sticks N" and "scores a b c d", in any order, each once. */
static tsumo_status read_hand_fields(reader *r, const char *key, int dealer, int16_t *honba,
                                     int16_t *sticks, bool *has_scores, int32_t scores[4])
{
    *honba = *sticks = -1;
    *has_scores = false;
    while (next_word(r)) {
        long long v;
        tsumo_status st;
        if (word_is(r, "honba") && *honba < 0) {
            if ((st = read_int(r, key, 0, 255, "0-255", &v)) != TSUMO_OK)
                return st;
            *honba = (int16_t)v;
        } else if (word_is(r, "sticks") && *sticks < 0) {
            if ((st = read_int(r, key, 0, 255, "0-255", &v)) != TSUMO_OK)
                return st;
            *sticks = (int16_t)v;
        } else if (word_is(r, "scores") && !*has_scores) {
            if ((st = read_four(r, key, dealer, -10000000, 10000000, scores)) != TSUMO_OK)
                return st;
            *has_scores = true;
        } else {
            return fail_word(r, TSUMO_DIAG_UNKNOWN_KEY, key, "honba, sticks or scores, once each");
        }
    }
    return TSUMO_OK;
}

static tsumo_status read_start(reader *r)
{
    tsumo_game_start *s = &r->rec->start;
    tsumo_status st = read_position(r, "start", &s->round, &s->hand);
    if (st != TSUMO_OK)
        return st;
    int16_t honba, sticks;
    bool has_scores;
    if ((st = read_hand_fields(r, "start", s->hand, &honba, &sticks, &has_scores, s->scores)) !=
        TSUMO_OK)
        return st;
    if (honba < 0 || sticks < 0 || !has_scores)
        return fail_eol(r, "start", "honba, sticks and scores");
    s->honba = (uint8_t)honba;
    s->sticks = (uint8_t)sticks;
    r->rec->has_start = true;
    return TSUMO_OK;
}

/* A header line that may appear once. */
static tsumo_status once(reader *r, bool *seen, const char *key)
{
    if (*seen)
        return fail_word(r, TSUMO_DIAG_DUPLICATE_KEY, key, "one such line");
    *seen = true;
    return TSUMO_OK;
}

static tsumo_status read_header_line(reader *r)
{
    tsumo_status st;
    if (word_is(r, "rules") || word_is(r, "ruleset")) {
        if ((st = once(r, &r->seen_rules, "rules")) != TSUMO_OK)
            return st;
        return word_is(r, "rules") ? read_rules_block(r) : read_builtin_rules(r);
    }
    if (word_is(r, "seed")) {
        if ((st = once(r, &r->seen_seed, "seed")) != TSUMO_OK ||
            (st = read_seed(r, &r->rec->seed)) != TSUMO_OK)
            return st;
        return expect_end_of_line(r, "seed");
    }
    if (word_is(r, "seats")) {
        if ((st = once(r, &r->seen_seats, "seats")) != TSUMO_OK)
            return st;
        return read_seats(r);
    }
    if (word_is(r, "player"))
        return read_player(r);
    if (word_is(r, "start")) {
        if ((st = once(r, &r->seen_start, "start")) != TSUMO_OK)
            return st;
        return read_start(r);
    }
    return fail_word(r, TSUMO_DIAG_UNKNOWN_KEY, "",
                     "rules, ruleset, seed, seats, player, start or hand");
}

/* ---- hands ---- */

static tsumo_record_hand *current_hand(reader *r)
{
    return &r->rec->hands[r->rec->hand_count - 1];
}

static tsumo_status read_hand(reader *r)
{
    if (!r->seen_rules)
        return fail_word(r, TSUMO_DIAG_INCONSISTENT, "hand",
                         "a rules block (or a ruleset line) before the first hand");
    if (r->rec->hand_count >= MAX_HANDS)
        return fail_word(r, TSUMO_DIAG_OUT_OF_RANGE, "hand", "at most 4096 hands");
    tsumo_record_hand h;
    memset(&h, 0, sizeof h);
    h.line = r->lines.number;
    tsumo_status st = read_position(r, "hand", &h.round, &h.hand);
    if (st != TSUMO_OK)
        return st;
    st = read_hand_fields(r, "hand", h.hand, &h.honba, &h.sticks, &h.has_scores, h.scores);
    if (st != TSUMO_OK)
        return st;
    if ((st = tsumo_record_push_hand(r->rec, &h)) != TSUMO_OK)
        return st;
    r->section = IN_HAND;
    r->hand_has_wall = false;
    return TSUMO_OK;
}

/* Lays the tiles of one wall line with the wall builder, the lowest copy of a face first. */
static tsumo_status read_wall_part(reader *r, int part, tsumo_wall *wall, bool used[TSUMO_TILES])
{
    const char *key = wall_parts[part].name;
    if (!next_line(r)) {
        r->lines.number++;
        return fail_at(r, TSUMO_DIAG_TRUNCATED, 1, "wall", "", key);
    }
    tsumo_status st = check_line(r);
    if (st != TSUMO_OK)
        return st;
    if (!next_word(r) || !word_is(r, key))
        return fail_word(r, TSUMO_DIAG_UNKNOWN_KEY, "wall", key);
    face faces[TSUMO_WALL_LIVE_END];
    int n = read_faces(r, key, faces, wall_parts[part].count);
    if (n < 0)
        return (tsumo_status)n;
    if (n < wall_parts[part].count) {
        if (next_word(r))
            return fail_word(r, TSUMO_DIAG_DIGIT_EXPECTED, key, "a tile");
        char expected[48];
        snprintf(expected, sizeof expected, "%d tiles", wall_parts[part].count);
        return fail_eol(r, key, expected);
    }
    if ((st = expect_end_of_line(r, key)) != TSUMO_OK)
        return st;
    for (int i = 0; i < n; i++) {
        tsumo_wall_face f = {
            .pos = wall_parts[part].first + i, .kind = faces[i].kind, .red = faces[i].red};
        /* the only fault left: the faces and their positions are the reader's own */
        if (tsumo__wall_lay(wall->tiles, used, &f, r->rec->rules.red_fives,
                            TSUMO__WALL_LOWEST_COPY) != TSUMO_WALL_FAULT_NONE)
            return fail_at(r, TSUMO_DIAG_TOO_MANY_COPIES, faces[i].col, key, "",
                           "four of each tile, the ruleset's red fives among them");
    }
    return TSUMO_OK;
}

static tsumo_status read_wall(reader *r)
{
    tsumo_record_hand *h = current_hand(r);
    if (r->hand_has_wall || h->action_count > 0)
        return fail_word(r, TSUMO_DIAG_INCONSISTENT, "wall",
                         "one wall, after the hand line and before the actions");
    long long d1, d2;
    tsumo_status st;
    if ((st = read_int(r, "wall", 1, 6, "two dice, 1-6 each", &d1)) != TSUMO_OK ||
        (st = read_int(r, "wall", 1, 6, "two dice, 1-6 each", &d2)) != TSUMO_OK ||
        (st = expect_end_of_line(r, "wall")) != TSUMO_OK)
        return st;
    bool used[TSUMO_TILES] = {false};
    h->wall.dice[0] = (uint8_t)d1;
    h->wall.dice[1] = (uint8_t)d2;
    memset(h->wall.tiles, TSUMO_NO_TILE, sizeof h->wall.tiles); /* every position is read */
    for (int part = 0; part < 3; part++)
        if ((st = read_wall_part(r, part, &h->wall, used)) != TSUMO_OK)
            return st;
    h->has_wall = true;
    r->hand_has_wall = true;
    return TSUMO_OK;
}

/* How many tiles an action names. */
static int tiles_of(int type)
{
    switch (type) {
    case TSUMO_ACTION_DISCARD:
    case TSUMO_ACTION_RIICHI:
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        return 1;
    case TSUMO_ACTION_CHI:
    case TSUMO_ACTION_PON:
        return 2;
    default:
        return 0;
    }
}

/*
 * The words after a discard's tile, in this order: `tsumogiri`, then for a
 * riichi `open` (R-RII-13), each at most once.
 */
static tsumo_status action_marks(reader *r, tsumo_action *a, const char *key)
{
    bool discards = a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI;
    bool riichi = a->type == TSUMO_ACTION_RIICHI;
    if (!next_word(r))
        return TSUMO_OK;
    if (discards && word_is(r, "tsumogiri")) {
        a->flags |= TSUMO_ACTION_TSUMOGIRI;
        if (!next_word(r))
            return TSUMO_OK;
    } else if (!riichi || !word_is(r, "open")) {
        return fail_word(r, TSUMO_DIAG_UNEXPECTED_CHAR, key,
                         riichi     ? "tsumogiri, open or the end of the line"
                         : discards ? "tsumogiri or the end of the line"
                                    : "the end of the line");
    }
    if (riichi && !(a->flags & TSUMO_ACTION_OPEN) && word_is(r, "open")) {
        a->flags |= TSUMO_ACTION_OPEN;
        if (!next_word(r))
            return TSUMO_OK;
    }
    return fail_word(r, TSUMO_DIAG_UNEXPECTED_CHAR, key,
                     riichi && !(a->flags & TSUMO_ACTION_OPEN) ? "open or the end of the line"
                                                               : "the end of the line");
}

/* What an action line may start with, whole in a diagnostic (not cut to "tenpai, , found ..."). */
static const char action_ids[] = "discard, riichi, tsumo, closed_kan, added_kan, kyuushu, pass, "
                                 "ron, chi, pon, open_kan, tenpai, noten or nagashi";
_Static_assert(sizeof action_ids <= sizeof((tsumo_diag *)0)->expected,
               "tsumo_diag.expected holds the list of actions");

static tsumo_status read_action(reader *r, int wind)
{
    const tsumo_record_hand *h = current_hand(r);
    if (r->section != IN_HAND)
        return fail_word(r, TSUMO_DIAG_INCONSISTENT, "",
                         "a hand line before the actions, none after the result");
    if (r->rec->action_count >= MAX_ACTIONS)
        return fail_word(r, TSUMO_DIAG_OUT_OF_RANGE, "", "fewer actions");
    const char *ids = action_ids;
    if (!next_word(r))
        return fail_eol(r, "", ids);
    char id[16];
    tsumo_action_type type = TSUMO_ACTION_NONE;
    if (r->word_len < sizeof id) {
        memcpy(id, r->word, r->word_len);
        id[r->word_len] = '\0';
        type = tsumo_action_type_from_id(id);
    }
    if (type == TSUMO_ACTION_NONE || type == TSUMO_ACTION_NEXT_HAND)
        return fail_word(r, TSUMO_DIAG_UNKNOWN_KEY, "", ids);
    const char *key = tsumo_action_type_id(type);
    tsumo_action a = {.type = (uint8_t)type,
                      .seat = (uint8_t)((h->hand + wind) & 3),
                      .tile = TSUMO_NO_TILE,
                      .tiles = {TSUMO_NO_TILE, TSUMO_NO_TILE}};
    int want = tiles_of(type);
    face faces[2];
    int n = read_faces(r, key, faces, want);
    if (n < 0)
        return (tsumo_status)n;
    if (n < want) {
        if (next_word(r))
            return fail_word(r, TSUMO_DIAG_DIGIT_EXPECTED, key, want == 1 ? "a tile" : "two tiles");
        return fail_eol(r, key, want == 1 ? "a tile such as 5m" : "two tiles such as 34m");
    }
    if (want == 1)
        a.tile = face_tile(&r->rec->rules, faces[0]);
    for (int i = 0; want == 2 && i < 2; i++)
        a.tiles[i] = face_tile(&r->rec->rules, faces[i]);
    tsumo_status st = action_marks(r, &a, key);
    if (st != TSUMO_OK)
        return st;
    return tsumo_record_push_action(r->rec, &a, r->lines.number);
}

static int find_id(const reader *r, id_fn id, int count)
{
    for (int i = 1; i < count; i++)
        if (word_is(r, id(i)))
            return i;
    return 0;
}

/* "win, exhaustive, abort or chombo": the ids from 1, as what a diagnostic expected. */
static const char *ids_expected(char *buf, size_t size, id_fn id, int count)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 1; i < count && n < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s%s",
                              i == 1          ? ""
                              : i + 1 < count ? ", "
                                              : " or ",
                              id(i));
    return buf;
}

static tsumo_status read_result(reader *r)
{
    if (r->section != IN_HAND)
        return fail_word(r, TSUMO_DIAG_INCONSISTENT, "result", "one result, at the end of a hand");
    tsumo_record_hand *h = current_hand(r);
    tsumo_record_result *res = &h->result;
    char ends[96];
    ids_expected(ends, sizeof ends, end_id, TSUMO_END_COUNT);
    if (!next_word(r))
        return fail_eol(r, "result", ends);
    res->end = (uint8_t)find_id(r, end_id, TSUMO_END_COUNT);
    if (res->end == TSUMO_END_NONE)
        return fail_word(r, TSUMO_DIAG_BAD_VALUE, "result", ends);
    if (res->end == TSUMO_END_ABORT) {
        char kinds[96];
        ids_expected(kinds, sizeof kinds, abort_id, TSUMO_ABORT_COUNT);
        if (!next_word(r))
            return fail_eol(r, "result", kinds);
        res->abort = (uint8_t)find_id(r, abort_id, TSUMO_ABORT_COUNT);
        if (res->abort == TSUMO_ABORT_NONE)
            return fail_word(r, TSUMO_DIAG_BAD_VALUE, "result", kinds);
    }
    tsumo_status st = read_four(r, "result", h->hand, -10000000, 10000000, res->delta);
    if (st != TSUMO_OK)
        return st;
    h->result_line = r->lines.number;
    r->section = AFTER_RESULT;
    return expect_end_of_line(r, "result");
}

static tsumo_status read_end(reader *r)
{
    r->rec->has_end = true;
    if (!next_word(r))
        return TSUMO_OK;
    r->at = (size_t)(r->word_col - 1);
    for (int s = 0; s < 4; s++) {
        long long v;
        tsumo_status st =
            read_int(r, "end", -10000000, 10000000, "no number or four, seat 0 first", &v);
        if (st != TSUMO_OK)
            return st;
        r->rec->final[s] = (int32_t)v;
    }
    r->rec->has_final = true;
    return expect_end_of_line(r, "end");
}

static tsumo_status read_line(reader *r)
{
    if (!r->seen_version)
        return read_version(r);
    if (r->section == AFTER_END)
        return fail_word(r, TSUMO_DIAG_INCONSISTENT, "end", "nothing after the end line");
    if (word_is(r, "hand"))
        return read_hand(r);
    if (word_is(r, "end")) {
        r->section = AFTER_END;
        return read_end(r);
    }
    if (r->section == IN_HEADER)
        return read_header_line(r);
    if (word_is(r, "wall"))
        return r->section == IN_HAND ? read_wall(r)
                                     : fail_word(r, TSUMO_DIAG_INCONSISTENT, "wall",
                                                 "a wall before the hand's actions");
    if (word_is(r, "result"))
        return read_result(r);
    int w = r->word_len == 1 ? tsumo_wind_from_letter(r->word[0]) : -1;
    if (w >= 0)
        return read_action(r, w);
    return fail_word(r, TSUMO_DIAG_UNKNOWN_KEY, "",
                     "a seat wind E, S, W or N and an action, or wall, result, hand or end");
}

tsumo_status tsumo_record_parse(tsumo_record **out, const char *text, size_t len, tsumo_diag *diag)
{
    *out = NULL;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_record *rec;
    tsumo_status st = tsumo_record_new(&rec, &rules, NULL);
    if (st != TSUMO_OK)
        return st;
    reader r = {.lines = {.text = text, .len = len}, .diag = diag, .rec = rec};
    while (st == TSUMO_OK && next_line(&r)) {
        if ((st = check_line(&r)) != TSUMO_OK)
            break;
        if (!next_word(&r) || r.word[0] == '#')
            continue;
        st = read_line(&r);
    }
    if (st == TSUMO_OK && !r.seen_version)
        st = fail_at(&r, TSUMO_DIAG_EMPTY, 0, "tsumo-record", "", "tsumo-record 1");
    if (st == TSUMO_OK && !r.seen_rules)
        st = fail_at(&r, TSUMO_DIAG_TRUNCATED, 0, "rules", "", "a rules block or a ruleset line");
    if (st == TSUMO_EPARSE && diag && diag->column == 0 &&
        (diag->code == TSUMO_DIAG_EMPTY || !r.seen_rules))
        diag->line = 0; /* something missing at the end: no line to point at */
    if (st == TSUMO_ENOMEM)
        tsumo__diag_set(diag, TSUMO_DIAG_NONE, r.lines.number, 0, "", "", "");
    if (st != TSUMO_OK) {
        tsumo_record_free(rec);
        return st;
    }
    *out = rec;
    return TSUMO_OK;
}

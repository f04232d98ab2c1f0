/*
 * Reading a demo file (docs/demo-format.md). A demo is turned into a game
 * record of one stacked hand: the lines the record format knows (the ruleset,
 * the seed, the actions and the result) are handed to the record parser as
 * they are, so there is one notation and one reader of it; the lines of the
 * demo's own (the round, the hands, the draws, the indicators, the captions)
 * are read here and make the wall. The engine then replays the record: a demo
 * it refuses is refused with the demo's line and the rule.
 *
 * Where a seat's given draw lies in the wall depends on who draws when, which
 * the actions decide (a pon skips turns, a kan draws from the dead wall). So
 * the wall is built, the record replayed, and each draw the replay shows that
 * the demo gives is put where it was drawn; until nothing moves.
 */
#include "demo.h"
#include "timeline.h"
#include "walk.h"
#include "lines.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum {
    DEMO_LINE_MAX = 1024, /* as a record's line */
    DEMO_MAX_DRAWS = 32,  /* a seat draws at most 18 live tiles and 4 replacements */
    DEMO_MAX_CAPTIONS = 256,
    DEMO_CAPTION_MAX = 2048 /* bytes of one caption, its lines together */
};

typedef struct given_tile {
    bool given;
    tsumo_kind kind;
    bool red;
    int line;
} given_tile;

typedef struct demo_draws {
    int count;
    given_tile tiles[DEMO_MAX_DRAWS];
    int line;
    int slot[DEMO_MAX_DRAWS]; /* wall position where the replay drew it, -1 not yet */
} demo_draws;

typedef struct pending_caption {
    int line;       /* of its first line */
    int last_line;  /* of its last line: the next line of the demo that is one extends it */
    size_t actions; /* action lines of the demo before it */
    unsigned at;    /* `caption-at`: the TIMELINE_SHOWS_* it stands at, 0 where it is written */
    char text[DEMO_CAPTION_MAX];
} pending_caption;

/* A growing text with the demo's line behind each of its lines. */
typedef struct gen_text {
    char *buf;
    size_t len, cap;
    int *lines; /* demo line of each generated line, from 1 */
    int count, lines_cap;
} gen_text;

typedef struct demo_reader {
    const char *path;
    const char *text; /* the whole demo, for quoting a line */
    size_t len;
    char *why;
    size_t why_size;
    int line; /* being read */

    bool has_version, has_title, has_rules, has_round, has_dice, has_seat, in_rules;
    int seat; /* `seat W`: the wind drawn at the bottom of the viewer */
    char title[160];
    int title_line;
    uint8_t round, hand, honba, sticks, dice[2];
    bool has_scores;
    int32_t scores[4];
    int round_line;

    bool hand_given[4];
    given_tile hands[4][14];
    int hand_count[4];
    demo_draws draws[4]; /* by wind in the hand */
    given_tile dora[5], ura[5];

    size_t action_lines;
    pending_caption *captions;
    size_t caption_count;

    gen_text head, body;
    int *drawn_lines; /* lines of `W tsumogiri`: a discard of whatever tile was just drawn */
    size_t drawn_count, drawn_cap;
    bool *drawn_action; /* by record action: it is such a discard */
} demo_reader;

/* ---- errors ----------------------------------------------------------------- */

__attribute__((format(printf, 3, 4))) static bool fail_at(demo_reader *r, int line, const char *fmt,
                                                          ...)
{
    char shown[256], msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    cli_shown(shown, sizeof shown, r->path);
    if (line > 0)
        snprintf(r->why, r->why_size, "%s:%d: %s", shown, line, msg);
    else
        snprintf(r->why, r->why_size, "%s: %s", shown, msg);
    return false;
}

/* ---- the generated record text ---------------------------------------------- */

static bool gen_grow(gen_text *g, size_t more)
{
    if (g->len + more + 1 > g->cap) {
        size_t cap = (g->cap ? g->cap * 2 : 4096) + more;
        char *b = realloc(g->buf, cap);
        if (!b)
            return false;
        g->buf = b;
        g->cap = cap;
    }
    if (g->count + 1 > g->lines_cap) {
        int cap = g->lines_cap ? g->lines_cap * 2 : 64;
        int *l = realloc(g->lines, (size_t)cap * sizeof *l);
        if (!l)
            return false;
        g->lines = l;
        g->lines_cap = cap;
    }
    return true;
}

/* Appends one line (without its newline) and notes the demo line it comes from. */
static bool gen_line(gen_text *g, const char *text, size_t len, int demo_line)
{
    if (!gen_grow(g, len + 1))
        return false;
    memcpy(g->buf + g->len, text, len);
    g->len += len;
    g->buf[g->len++] = '\n';
    g->buf[g->len] = '\0';
    g->lines[g->count++] = demo_line;
    return true;
}

static void gen_free(gen_text *g)
{
    free(g->buf);
    free(g->lines);
    memset(g, 0, sizeof *g);
}

/* ---- words and numbers -------------------------------------------------------- */

enum { MAX_WORDS = 64 };

static int split_words(char *s, char *words[MAX_WORDS])
{
    int n = 0;
    for (char *p = s; *p;) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        if (n == MAX_WORDS)
            return n + 1;
        words[n++] = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
        if (*p)
            *p++ = '\0';
    }
    return n;
}

/* A whole number from lo to hi in decimal, nothing around it; refused, never clamped. */
static bool read_number(demo_reader *r, const char *what, const char *word, long lo, long hi,
                        long *out)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    bool digits =
        (word[0] >= '0' && word[0] <= '9') || (word[0] == '-' && word[1] >= '0' && word[1] <= '9');
    if (!digits || *end || errno || v < lo || v > hi) {
        char shown[64];
        /* TRANSLATORS: "counters must be a whole number from 0 to 99, not 'x'". */
        return fail_at(r, r->line, _("%s must be a whole number from %ld to %ld, not '%s'"), what,
                       lo, hi, cli_shown(shown, sizeof shown, word));
    }
    *out = v;
    return true;
}

static int wind_of(const char *word)
{
    return word[0] && !word[1] ? tsumo_wind_from_letter(word[0]) : -1;
}

static bool read_wind(demo_reader *r, const char *word, int *out)
{
    *out = word ? wind_of(word) : -1;
    if (*out < 0 || *out > 3) {
        char shown[64];
        return fail_at(r, r->line, _("expected a seat's wind E, S, W or N, found '%s'"),
                       cli_shown(shown, sizeof shown, word ? word : ""));
    }
    return true;
}

/* One tile in notation ("5m", "0p"), or "-" for a tile left to the seed when `dash`. */
static bool read_tile(demo_reader *r, const char *word, bool dash, given_tile *out)
{
    memset(out, 0, sizeof *out);
    out->line = r->line;
    if (dash && strcmp(word, "-") == 0)
        return true;
    tsumo_diag diag;
    if (tsumo_kind_parse(&out->kind, &out->red, word, &diag) != TSUMO_OK) {
        char shown[64];
        return fail_at(r, r->line, _("expected one tile in notation (5m, 0p, 7z), found '%s'"),
                       cli_shown(shown, sizeof shown, word));
    }
    out->given = true;
    return true;
}

/* ---- the demo's own lines ------------------------------------------------------ */

static bool read_round(demo_reader *r, char **w, int n)
{
    static const char letters[] = "ESWN";
    const char *round = n > 1 ? strchr(letters, w[1][0]) : NULL;
    if (!round || !w[1][0] || w[1][1] < '1' || w[1][1] > '4' || w[1][2]) {
        char shown[64];
        return fail_at(r, r->line, _("expected a hand such as E1 or S3, found '%s'"),
                       cli_shown(shown, sizeof shown, n > 1 ? w[1] : ""));
    }
    r->round = (uint8_t)(round - letters);
    r->hand = (uint8_t)(w[1][1] - '1');
    for (int i = 2; i < n;) {
        long v;
        if (strcmp(w[i], "honba") == 0 && i + 1 < n) {
            if (!read_number(r, _("honba (counters)"), w[i + 1], 0, 99, &v))
                return false;
            r->honba = (uint8_t)v;
            i += 2;
        } else if (strcmp(w[i], "sticks") == 0 && i + 1 < n) {
            if (!read_number(r, _("riichi sticks on the table"), w[i + 1], 0, 99, &v))
                return false;
            r->sticks = (uint8_t)v;
            i += 2;
        } else if (strcmp(w[i], "scores") == 0 && i + 4 < n) {
            for (int s = 0; s < 4; s++) {
                if (!read_number(r, _("a score"), w[i + 1 + s], -1000000, 1000000, &v))
                    return false;
                r->scores[s] = (int32_t)v;
            }
            r->has_scores = true;
            i += 5;
        } else {
            char shown[64];
            return fail_at(r, r->line,
                           _("expected honba N, sticks N or scores A B C D, found '%s'"),
                           cli_shown(shown, sizeof shown, w[i]));
        }
    }
    r->has_round = true;
    r->round_line = r->line;
    return true;
}

static bool read_hand(demo_reader *r, char **w, int n)
{
    int wind;
    if (!read_wind(r, n > 1 ? w[1] : NULL, &wind))
        return false;
    if (r->hand_given[wind])
        return fail_at(r, r->line, _("seat %c's hand is given twice"), tsumo_wind_letter(wind));
    char text[DEMO_LINE_MAX] = "";
    for (int i = 2; i < n; i++)
        strncat(text, w[i], sizeof text - strlen(text) - 1);
    tsumo_hand h;
    tsumo_diag diag;
    if (tsumo_hand_parse(&h, NULL, NULL, text, &diag) != TSUMO_OK || h.meld_count) {
        char msg[256];
        return fail_at(r, r->line, _("the hand is not concealed tiles in notation: %s"),
                       h.meld_count ? _("a starting hand has no melds")
                                    : cli_diag_text(msg, sizeof msg, &diag));
    }
    int max = wind == 0 ? 14 : 13;
    if (tsumo_hand_tile_count(&h) > max)
        return fail_at(r, r->line, _("seat %c starts with at most %d tiles"),
                       tsumo_wind_letter(wind), max);
    int count = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        int reds = k == TSUMO_5M   ? h.red[0]
                   : k == TSUMO_5P ? h.red[1]
                   : k == TSUMO_5S ? h.red[2]
                                   : 0;
        for (int c = 0; c < h.counts[k]; c++) {
            given_tile *t = &r->hands[wind][count++];
            *t = (given_tile){
                .given = true, .kind = (tsumo_kind)k, .red = c < reds, .line = r->line};
        }
    }
    r->hand_count[wind] = count;
    r->hand_given[wind] = true;
    return true;
}

static bool read_draws(demo_reader *r, char **w, int n)
{
    int wind;
    if (!read_wind(r, n > 1 ? w[1] : NULL, &wind))
        return false;
    demo_draws *d = &r->draws[wind];
    if (!d->line)
        d->line = r->line;
    for (int i = 2; i < n; i++) {
        if (d->count == DEMO_MAX_DRAWS)
            return fail_at(r, r->line, _("a seat draws at most %d tiles in a hand"),
                           DEMO_MAX_DRAWS);
        if (!read_tile(r, w[i], true, &d->tiles[d->count]))
            return false;
        d->slot[d->count++] = -1;
    }
    return true;
}

/* `dora` or `ura`: the indicators in the order they are turned, "-" for one left to the seed. */
static bool read_indicators(demo_reader *r, char **w, int n, given_tile out[5])
{
    if (n < 2 || n > 6)
        return fail_at(r, r->line, _("expected one to five indicators"));
    for (int i = 1; i < n; i++)
        if (!read_tile(r, w[i], true, &out[i - 1]))
            return false;
    return true;
}

static bool read_title(demo_reader *r, const char *rest)
{
    if (r->has_title)
        return fail_at(r, r->line, _("the title is given twice"));
    if (!*rest || strlen(rest) >= sizeof r->title)
        return fail_at(r, r->line, _("a title has 1 to %d bytes"), (int)sizeof r->title - 1);
    strcpy(r->title, rest);
    r->has_title = true;
    r->title_line = r->line;
    return true;
}

/* The anchors of `caption-at`: what the viewer's step shows (timeline.h). */
static const struct {
    const char *word;
    unsigned shows;
} anchors[] = {
    {"claim", TIMELINE_SHOWS_CLAIM}, {"call", TIMELINE_SHOWS_CALL},
    {"draw", TIMELINE_SHOWS_DRAW},   {"dora", TIMELINE_SHOWS_DORA},
    {"stick", TIMELINE_SHOWS_STICK}, {"result", TIMELINE_SHOWS_RESULT},
};

static const char *anchor_word(unsigned shows)
{
    for (size_t i = 0; i < sizeof anchors / sizeof anchors[0]; i++)
        if (anchors[i].shows == shows)
            return anchors[i].word;
    return "";
}

/* `caption-at WHAT TEXT`: the anchor's word off the front of `rest`, into *at. */
static bool read_anchor(demo_reader *r, const char **rest, unsigned *at)
{
    const char *p = *rest;
    size_t n = strcspn(p, " \t");
    for (size_t i = 0; i < sizeof anchors / sizeof anchors[0]; i++)
        if (strlen(anchors[i].word) == n && strncmp(p, anchors[i].word, n) == 0) {
            *at = anchors[i].shows;
            p += n;
            *rest = p + strspn(p, " \t");
            return true;
        }
    char word[64], shown[64];
    snprintf(word, sizeof word, "%.*s", (int)(n < 63 ? n : 63), p);
    /* TRANSLATORS: the words after "expected" are the file's own, not translated. */
    return fail_at(r, r->line,
                   _("caption-at: expected claim, call, draw, dora, stick or result, found '%s'"),
                   cli_shown(shown, sizeof shown, word));
}

/*
 * A caption line: consecutive ones make one caption of several lines; a
 * `caption-at` line starts one that stands where its anchor happens.
 */
static bool read_caption(demo_reader *r, const char *rest, bool anchored)
{
    unsigned at = 0;
    if (anchored && !read_anchor(r, &rest, &at))
        return false;
    pending_caption *last = r->caption_count ? &r->captions[r->caption_count - 1] : NULL;
    if (!anchored && last && last->last_line == r->line - 1) {
        size_t len = strlen(last->text);
        if (len + 1 + strlen(rest) >= sizeof last->text)
            return fail_at(r, r->line, _("a caption has at most %d bytes"), DEMO_CAPTION_MAX - 1);
        last->text[len] = '\n';
        strcpy(last->text + len + 1, rest);
        last->last_line = r->line;
        return true;
    }
    if (last && last->actions == r->action_lines && last->at == at)
        return fail_at(r, last->line, _("two captions at one step: the second is at line %d"),
                       r->line);
    if (r->caption_count == DEMO_MAX_CAPTIONS)
        return fail_at(r, r->line, _("a demo has at most %d captions"), DEMO_MAX_CAPTIONS);
    if (!*rest || strlen(rest) >= sizeof last->text)
        return fail_at(r, r->line, _("a caption has 1 to %d bytes"), DEMO_CAPTION_MAX - 1);
    pending_caption *c = &r->captions[r->caption_count++];
    c->line = c->last_line = r->line;
    c->actions = r->action_lines;
    c->at = at;
    strcpy(c->text, rest);
    return true;
}

/*
 * `W tsumogiri`: the seat discards the tile it has just drawn, whichever the
 * seed made it. The record gets a discard whose tile the replay fills in.
 */
static bool drawn_discard(demo_reader *r, char wind)
{
    if (r->drawn_count == r->drawn_cap) {
        size_t cap = r->drawn_cap ? r->drawn_cap * 2 : 64;
        int *l = realloc(r->drawn_lines, cap * sizeof *l);
        if (!l)
            return fail_at(r, r->line, "%s", _("out of memory"));
        r->drawn_lines = l;
        r->drawn_cap = cap;
    }
    r->drawn_lines[r->drawn_count++] = r->line;
    r->action_lines++;
    char text[32];
    int n = snprintf(text, sizeof text, "%c discard 1m tsumogiri", wind);
    return gen_line(&r->body, text, (size_t)n, r->line) ||
           fail_at(r, r->line, "%s", _("out of memory"));
}

/* Which of the record's actions are `W tsumogiri` lines (both are in line order). */
static bool mark_drawn_actions(demo_reader *r, const tsumo_record *rec)
{
    r->drawn_action = calloc(rec->action_count ? rec->action_count : 1, sizeof *r->drawn_action);
    if (!r->drawn_action)
        return fail_at(r, 0, "%s", _("out of memory"));
    for (size_t i = 0, k = 0; i < rec->action_count; i++) {
        while (k < r->drawn_count && r->drawn_lines[k] < rec->action_lines[i])
            k++;
        r->drawn_action[i] = k < r->drawn_count && r->drawn_lines[k] == rec->action_lines[i];
    }
    return true;
}

/* ---- one line ------------------------------------------------------------------- */

static bool header_line(demo_reader *r, const char *line, size_t len)
{
    if (r->action_lines)
        return fail_at(r, r->line, _("the situation's lines come before the actions"));
    return gen_line(&r->head, line, len, r->line) || fail_at(r, r->line, "%s", _("out of memory"));
}

/* A line of a `rules` block: the record parser reads it, up to `end-rules`. */
static bool read_rules_line(demo_reader *r, const char *line, size_t len)
{
    char copy[DEMO_LINE_MAX + 1], *w[MAX_WORDS];
    memcpy(copy, line, len);
    copy[len] = '\0';
    int n = split_words(copy, w);
    r->in_rules = !(n == 1 && strcmp(w[0], "end-rules") == 0);
    return gen_line(&r->head, line, len, r->line) || fail_at(r, r->line, "%s", _("out of memory"));
}

static bool read_dice(demo_reader *r, char **w, int n)
{
    long a, b;
    if (n != 3)
        return fail_at(r, r->line, _("expected two dice, 1 to 6 each"));
    if (!read_number(r, _("a die"), w[1], 1, 6, &a) || !read_number(r, _("a die"), w[2], 1, 6, &b))
        return false;
    r->dice[0] = (uint8_t)a;
    r->dice[1] = (uint8_t)b;
    r->has_dice = true;
    return true;
}

/* `ruleset`, a `rules` block's first line, `seed`: the record's own header lines. */
static bool read_header(demo_reader *r, char **w, const char *line, size_t len)
{
    if (strcmp(w[0], "seed") != 0) {
        if (r->has_rules)
            return fail_at(r, r->line, _("the ruleset is given twice"));
        r->has_rules = true;
        r->in_rules = strcmp(w[0], "rules") == 0;
    }
    return header_line(r, line, len);
}

/* `seat W`: the seat whose point of view the viewer takes (the demo is about its hand). */
static bool read_seat(demo_reader *r, char **w, int n)
{
    if (r->has_seat)
        return fail_at(r, r->line, _("the seat is given twice"));
    if (n != 2) {
        char shown[64];
        return fail_at(r, r->line, _("expected a seat's wind E, S, W or N, found '%s'"),
                       cli_shown(shown, sizeof shown, n > 2 ? w[2] : ""));
    }
    r->has_seat = true;
    return read_wind(r, w[1], &r->seat);
}

/* The situation's lines: they come before the first action. */
static bool read_situation(demo_reader *r, char **w, int n, const char *after)
{
    if (r->action_lines)
        return fail_at(r, r->line, _("the situation's lines come before the actions"));
    if (strcmp(w[0], "title") == 0)
        return read_title(r, after);
    if (strcmp(w[0], "round") == 0)
        return !r->has_round ? read_round(r, w, n)
                             : fail_at(r, r->line, _("the round is given twice"));
    if (strcmp(w[0], "hand") == 0)
        return read_hand(r, w, n);
    if (strcmp(w[0], "draws") == 0)
        return read_draws(r, w, n);
    if (strcmp(w[0], "dora") == 0)
        return read_indicators(r, w, n, r->dora);
    if (strcmp(w[0], "ura") == 0)
        return read_indicators(r, w, n, r->ura);
    if (strcmp(w[0], "seat") == 0)
        return read_seat(r, w, n);
    return read_dice(r, w, n);
}

static bool is_word(const char *w, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(w, *list) == 0)
            return true;
    return false;
}

/* One line of the demo after its version line; `after` is the line past its first word. */
static bool read_words(demo_reader *r, char **w, int n, const char *after, const char *line,
                       size_t len)
{
    static const char *const situation[] = {"title", "round", "hand", "draws", "dora",
                                            "ura",   "dice",  "seat", NULL};
    static const char *const header[] = {"ruleset", "rules", "seed", NULL};
    if (is_word(w[0], situation))
        return read_situation(r, w, n, after);
    if (is_word(w[0], header))
        return read_header(r, w, line, len);
    if (strcmp(w[0], "caption") == 0 || strcmp(w[0], "caption-at") == 0)
        return read_caption(r, after, w[0][7] == '-');
    if (n == 2 && wind_of(w[0]) >= 0 && strcmp(w[1], "tsumogiri") == 0)
        return drawn_discard(r, w[0][0]);
    if (strcmp(w[0], "result") == 0 || wind_of(w[0]) >= 0) {
        if (strcmp(w[0], "result") != 0)
            r->action_lines++;
        return gen_line(&r->body, line, len, r->line) ||
               fail_at(r, r->line, "%s", _("out of memory"));
    }
    char shown[64];
    return fail_at(r, r->line, _("unknown line '%s' (docs/demo-format.md)"),
                   cli_shown(shown, sizeof shown, w[0]));
}

static bool read_line(demo_reader *r, const char *line, size_t len)
{
    if (r->in_rules)
        return read_rules_line(r, line, len);
    char copy[DEMO_LINE_MAX + 1], whole[DEMO_LINE_MAX + 1], *w[MAX_WORDS];
    memcpy(copy, line, len);
    copy[len] = '\0';
    memcpy(whole, line, len);
    whole[len] = '\0';
    for (size_t n = len; n && (whole[n - 1] == ' ' || whole[n - 1] == '\t'); n--)
        whole[n - 1] = '\0'; /* as tools/demo-pot.sh takes a caption for the catalogue */
    const char *rest = whole;
    while (*rest == ' ' || *rest == '\t')
        rest++;
    int n = split_words(copy, w);
    if (n == 0 || w[0][0] == '#')
        return true;
    if (n > MAX_WORDS)
        return fail_at(r, r->line, _("a line has at most %d words"), MAX_WORDS);
    if (!r->has_version) {
        if (strcmp(w[0], "tsumo-demo") != 0 || n != 2 || strcmp(w[1], "1") != 0)
            return fail_at(r, r->line, _("a demo starts with the line 'tsumo-demo 1'"));
        r->has_version = true;
        return true;
    }
    const char *after = rest + strlen(w[0]);
    while (*after == ' ' || *after == '\t')
        after++;
    return read_words(r, w, n, after, line, len);
}

static bool read_lines(demo_reader *r, const char *text, size_t len)
{
    lines in;
    lines_from_text(&in, text, len);
    in.max_len = DEMO_LINE_MAX;
    in.bytes = LINES_NO_CONTROLS;
    const char *line;
    size_t n;
    lines_status st;
    while ((st = lines_next(&in, &line, &n)) != LINES_END) {
        r->line = in.number;
        if (st != LINES_OK) {
            lines_why(r->why, r->why_size, r->path, &in, st);
            return false;
        }
        if (!read_line(r, line, n))
            return false;
    }
    if (!r->has_version)
        return fail_at(r, 0, _("a demo starts with the line 'tsumo-demo 1'"));
    if (r->in_rules)
        return fail_at(r, r->line, _("the rules block has no 'end-rules'"));
    if (!r->has_title)
        return fail_at(r, 0, _("a demo has a title line"));
    if (!r->has_rules)
        return fail_at(r, 0, _("a demo names its ruleset ('ruleset NAME' or a rules block)"));
    return true;
}

/* ---- the record ------------------------------------------------------------------ */

/* The record text: the header's lines, the hand's line, the actions; each line's demo line. */
static bool make_record(demo_reader *r, tsumo_record **rec)
{
    gen_text all = {0};
    static const char letters[] = "ESWN";
    char hand[16];
    snprintf(hand, sizeof hand, "hand %c%d", letters[r->round], r->hand + 1);
    bool ok = gen_line(&all, "tsumo-record 1", 14, 0);
    for (int i = 0, at = 0; ok && i < r->head.count; i++) {
        const char *nl = strchr(r->head.buf + at, '\n');
        ok = gen_line(&all, r->head.buf + at, (size_t)(nl - r->head.buf - at), r->head.lines[i]);
        at = (int)(nl - r->head.buf) + 1;
    }
    ok = ok && gen_line(&all, hand, strlen(hand), r->round_line);
    for (int i = 0, at = 0; ok && i < r->body.count; i++) {
        const char *nl = strchr(r->body.buf + at, '\n');
        ok = gen_line(&all, r->body.buf + at, (size_t)(nl - r->body.buf - at), r->body.lines[i]);
        at = (int)(nl - r->body.buf) + 1;
    }
    if (!ok) {
        gen_free(&all);
        return fail_at(r, 0, "%s", _("out of memory"));
    }
    tsumo_diag diag;
    tsumo_status st = tsumo_record_parse(rec, all.buf, all.len, &diag);
    if (st != TSUMO_OK) {
        int line = diag.line > 0 && diag.line <= all.count ? all.lines[diag.line - 1] : 0;
        char msg[384];
        gen_free(&all);
        if (st == TSUMO_ENOMEM)
            return fail_at(r, 0, "%s", _("out of memory"));
        char shown[256];
        cli_shown(shown, sizeof shown, r->path);
        snprintf(r->why, r->why_size, "%s:%d:%d: %s", shown, line, diag.column,
                 cli_diag_text(msg, sizeof msg, &diag));
        return false;
    }
    tsumo_record *x = *rec;
    for (size_t i = 0; i < x->action_count; i++)
        x->action_lines[i] = x->action_lines[i] > 0 && x->action_lines[i] <= all.count
                                 ? all.lines[x->action_lines[i] - 1]
                                 : 0;
    for (size_t i = 0; i < x->hand_count; i++) {
        tsumo_record_hand *h = &x->hands[i];
        h->line = h->line > 0 && h->line <= all.count ? all.lines[h->line - 1] : 0;
        h->result_line =
            h->result_line > 0 && h->result_line <= all.count ? all.lines[h->result_line - 1] : 0;
    }
    gen_free(&all);
    return true;
}

/* Where the demo starts: its round, or East 1 with the ruleset's points. */
static void set_start(demo_reader *r, tsumo_record *rec)
{
    rec->has_start = true;
    rec->start = (tsumo_game_start){
        .round = r->round, .hand = r->hand, .honba = r->honba, .sticks = r->sticks};
    for (int s = 0; s < 4; s++)
        rec->start.scores[s] = r->has_scores ? r->scores[s] : (int32_t)rec->rules.start_points;
}

/* ---- the wall ------------------------------------------------------------------- */

/* The given tiles as faces of the wall, in the order the wall takes them. */
typedef struct demo_faces {
    tsumo_wall_face at[4 * 14 + 2 * 5 + 4 * DEMO_MAX_DRAWS];
    const given_tile *tile[4 * 14 + 2 * 5 + 4 * DEMO_MAX_DRAWS];
    size_t count;
    bool laid[TSUMO_TILES]; /* positions taken */
    bool own_places;        /* each face at a position of its own, in order: only counting */
} demo_faces;

static void add_face(demo_faces *f, const given_tile *t, int pos)
{
    if (!t->given)
        return;
    if (f->own_places)
        pos = (int)f->count;
    f->tile[f->count] = t;
    f->at[f->count++] = (tsumo_wall_face){.pos = pos, .kind = t->kind, .red = t->red};
    if (pos >= 0 && pos < TSUMO_TILES)
        f->laid[pos] = true;
}

/*
 * The hands, the indicators and the draws whose place the replay showed; the
 * draws not placed yet at the end of the live wall; a draw the live wall has
 * no room for is left to the seed, as every tile not given.
 */
static void lay_faces(const demo_reader *r, demo_faces *f, bool own_places)
{
    memset(f, 0, sizeof *f);
    f->own_places = own_places;
    for (int w = 0; w < 4; w++)
        for (int i = 0; i < r->hand_count[w]; i++)
            add_face(f, &r->hands[w][i], tsumo_wall_deal_position(w, i));
    for (int i = 0; i < 5; i++) {
        add_face(f, &r->dora[i], tsumo_wall_indicator_position(i));
        add_face(f, &r->ura[i], tsumo_wall_ura_position(i));
    }
    int back = TSUMO_WALL_LIVE_END - 1;
    for (int w = 0; w < 4; w++)
        for (int i = 0; i < r->draws[w].count; i++) {
            int pos = r->draws[w].slot[i];
            if (!own_places && r->draws[w].tiles[i].given && (pos < 0 || f->laid[pos])) {
                while (back >= TSUMO_WALL_FIRST_DRAW && f->laid[back])
                    back--;
                if (back < TSUMO_WALL_FIRST_DRAW)
                    continue;
                pos = back;
            }
            add_face(f, &r->draws[w].tiles[i], pos);
        }
}

/*
 * Every tile given must exist (four of each, the ruleset's red fives among
 * them): the engine lays them all, each at a place of its own, before the
 * replay says where the draws lie.
 */
static bool check_tiles(demo_reader *r, const tsumo_rules *rules)
{
    demo_faces f;
    lay_faces(r, &f, true);
    /* Past 136 tiles none can be left: the first 136 took them all. */
    size_t n = f.count < TSUMO_TILES ? f.count : TSUMO_TILES;
    static const uint8_t dice[2] = {1, 1};
    tsumo_wall wall;
    tsumo_wall_diag diag = {.face = n};
    if (tsumo_wall_build(&wall, rules, f.at, n, dice, 0, &diag) == TSUMO_OK && n == f.count)
        return true;
    const given_tile *t = f.tile[diag.face];
    char name[4];
    tsumo_kind_format(name, sizeof name, t->kind, t->red);
    return fail_at(r, t->line,
                   _("no %s is left: there are four of each tile, the ruleset's red fives "
                     "among them"),
                   name);
}

/*
 * The wall of the demo as the replay now knows it; every other tile from the
 * seed, shuffled. A wall the engine cannot lay is left all zero (no dice), which
 * no game starts from.
 */
static void demo_wall(const demo_reader *r, const tsumo_record *rec, tsumo_wall *wall)
{
    demo_faces f;
    lay_faces(r, &f, false);
    uint8_t dice[2] = {3, 4};
    if (r->has_dice)
        memcpy(dice, r->dice, sizeof dice);
    if (tsumo_wall_build(wall, &rec->rules, f.at, f.count, dice, rec->seed, NULL) != TSUMO_OK)
        memset(wall, 0, sizeof *wall);
}

/* ---- replaying ------------------------------------------------------------------ */

typedef struct pass_result {
    tsumo_replay_report last_report;
    bool over;          /* the hand ended */
    int drawn[4];       /* draws of each wind */
    bool moved;         /* a given draw was found at another place than the wall had it */
    bool no_start;      /* the game could not be set up */
    tsumo_tile last[4]; /* the tile each seat drew last */
} pass_result;

/* Notes where the replay drew each seat's next tile; moves a given draw there. */
static void note_draws(demo_reader *r, const tsumo_replay_report *rep, int dealer, int counts[2],
                       pass_result *out)
{
    for (int i = 0; i < rep->event_count; i++) {
        const tsumo_event *e = &rep->events[i];
        if (e->type != TSUMO_EVENT_DRAW || e->tile >= TSUMO_TILES || e->seat > 3)
            continue;
        int wind = (e->seat - dealer) & 3;
        if (e->code && counts[1] > 3)
            continue;
        int pos = e->code ? tsumo_wall_rinshan_position(counts[1]++)
                          : TSUMO_WALL_FIRST_DRAW + counts[0]++;
        int n = out->drawn[wind]++;
        out->last[e->seat] = e->tile;
        demo_draws *d = &r->draws[wind];
        if (n < d->count && d->tiles[n].given && d->slot[n] != pos) {
            d->slot[n] = pos;
            out->moved = true;
        }
    }
}

/* A pass's walk of the record (walk.h). */
typedef struct demo_pass {
    demo_reader *r;
    tsumo_record *rec; /* the walked record, whose drawn discards name the tile drawn */
    pass_result *out;
    int counts[2]; /* draws from the live wall, replacement draws */
} demo_pass;

enum { PASS_TOO_LONG = 1, PASS_MISMATCH };

/* A discard of the tile drawn names that tile, before the replay applies it. */
static int pass_before(const walk_step *step, void *payload)
{
    demo_pass *p = payload;
    size_t next = step->replay->next;
    if (step->steps >= 100000)
        return PASS_TOO_LONG;
    if (next < p->rec->action_count && p->r->drawn_action[next]) {
        tsumo_action *a = &p->rec->actions[next];
        tsumo_tile last = a->seat < 4 ? p->out->last[a->seat] : TSUMO_NO_TILE;
        a->tile = last != TSUMO_NO_TILE ? last : a->tile;
        a->flags |= TSUMO_ACTION_TSUMOGIRI;
    }
    return 0;
}

static int pass_step(const walk_step *step, void *payload)
{
    demo_pass *p = payload;
    p->out->last_report = *step->report;
    note_draws(p->r, step->report, p->r->hand, p->counts, p->out);
    return step->report->kind == TSUMO_REPLAY_MISMATCH ? PASS_MISMATCH : 0;
}

static void replay_pass(demo_reader *r, tsumo_record *rec, pass_result *out)
{
    memset(out, 0, sizeof *out);
    demo_wall(r, rec, &rec->hands[0].wall);
    rec->hands[0].has_wall = true;
    memset(out->last, TSUMO_NO_TILE, sizeof out->last);
    static const walk_callbacks passing = {.before = pass_before,
                                           .deal = pass_step,
                                           .action = pass_step,
                                           .mismatch = pass_step,
                                           .stop = pass_step};
    demo_pass p = {r, rec, out, {0, 0}};
    tsumo_game *game;
    if (walk_record(rec, NULL, &passing, &p, &game) == WALK_ESTART) {
        out->no_start = true;
        return;
    }
    tsumo_phase ph = game ? tsumo_game_phase(game) : TSUMO_PHASE_START;
    out->over = ph == TSUMO_PHASE_HAND_OVER || ph == TSUMO_PHASE_GAME_OVER;
    tsumo_game_free(game);
}

static bool report_refusal(demo_reader *r, const tsumo_replay_report *rep)
{
    tsumo_reason why = (tsumo_reason)rep->reason;
    const char *key = tsumo_reason_rules_key(why, &rep->action);
    const char *ref = *key ? key : tsumo_reason_source(why);
    char text[160], paren[64] = "";
    if (*ref)
        snprintf(paren, sizeof paren, " (%s)", ref);
    if (rep->action.type == TSUMO_ACTION_NEXT_HAND)
        return fail_at(r, r->round_line, _("the game cannot deal this hand: %s%s"),
                       _(tsumo_reason_msgid(why)), paren);
    if (rep->action.type == TSUMO_ACTION_PASS)
        return fail_at(r, rep->line, _("the engine refuses a pass by %c: %s%s"),
                       tsumo_wind_letter((rep->action.seat - r->hand) & 3),
                       _(tsumo_reason_msgid(why)), paren);
    /* TRANSLATORS: the last %s is the rule's place, " (EMA 3.4.5)", or nothing. */
    return fail_at(r, rep->line, _("the engine refuses \"%s\": %s%s"),
                   cli_line_shown(text, sizeof text, r->text, r->len, rep->line),
                   _(tsumo_reason_msgid(why)), paren);
}

static bool report_mismatch(demo_reader *r, const tsumo_record *rec, const tsumo_replay_report *rep)
{
    int line = rep->line ? rep->line : rec->hands[0].result_line;
    tsumo_replay_mismatch m = (tsumo_replay_mismatch)rep->mismatch;
    if (m == TSUMO_MISMATCH_PAYMENT)
        return fail_at(r, line, _("the result gives %c %+d, the engine pays %+d"),
                       tsumo_wind_letter((rep->seat - r->hand) & 3), (int)rep->expected,
                       (int)rep->got);
    if (m == TSUMO_MISMATCH_END)
        return fail_at(r, line, _("the hand does not end as the result line says"));
    if (m == TSUMO_MISMATCH_OVER)
        return fail_at(r, line, _("the hand is over here, but the demo goes on"));
    return fail_at(r, line, _("the game differs from the demo (%s)"), tsumo_replay_mismatch_id(m));
}

/* Replays until every given draw lies where its seat draws it, then judges the last pass. */
static bool replay_demo(demo_reader *r, tsumo_record *rec)
{
    pass_result p;
    int passes = 0;
    do
        replay_pass(r, rec, &p);
    while (p.moved && ++passes < 4 * DEMO_MAX_DRAWS + 2);
    if (p.no_start)
        return fail_at(r, r->round_line,
                       _("the round is no position a game can start from (scores, sticks)"));
    if (p.last_report.kind == TSUMO_REPLAY_REFUSED)
        return report_refusal(r, &p.last_report);
    if (p.last_report.kind == TSUMO_REPLAY_MISMATCH)
        return report_mismatch(r, rec, &p.last_report);
    if (!p.over) {
        int line = rec->action_count ? rec->action_lines[rec->action_count - 1] : r->line;
        return fail_at(r, line, _("the demo's actions stop before its hand is over"));
    }
    for (int w = 0; w < 4; w++)
        if (r->draws[w].count > p.drawn[w])
            return fail_at(r, r->draws[w].line,
                           ngettext("seat %c draws %d tile in this hand, the demo gives %d",
                                    "seat %c draws %d tiles in this hand, the demo gives %d",
                                    (unsigned long)p.drawn[w]),
                           tsumo_wind_letter(w), p.drawn[w], r->draws[w].count);
    return true;
}

/* ---- captions and the title ------------------------------------------------------ */

/* Whether every line of a translated text may reach the terminal. */
static bool lines_safe(const char *text, char *why, size_t size)
{
    char copy[DEMO_CAPTION_MAX * 2];
    if (strlen(text) >= sizeof copy) {
        snprintf(why, size, "%s", _("the text is too long"));
        return false;
    }
    strcpy(copy, text);
    for (char *line = copy, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        if (!cli_text_safe(line, why, size))
            return false;
    }
    return true;
}

/* The viewer's first step once `after` of the hand's actions are applied (the deal's for 0). */
static size_t place_step(const timeline *t, size_t after)
{
    for (size_t i = 0; i < t->count; i++)
        if (t->steps[i].hand == 0 && t->steps[i].after >= after)
            return i;
    return t->count - 1;
}

/*
 * The step a caption starts at: where it is written, or with `caption-at` the
 * first step from there through the next action's steps that shows its
 * anchor (a claim is the next action's own step, the call it makes comes after).
 */
static bool caption_start(demo_reader *r, const timeline *t, const pending_caption *c, size_t after,
                          size_t *out)
{
    size_t i = place_step(t, after);
    *out = i;
    if (!c->at)
        return true;
    for (; i < t->count && t->steps[i].hand == 0 && t->steps[i].after <= after + 1; i++)
        if (t->steps[i].shows & c->at) {
            *out = i;
            return true;
        }
    /* TRANSLATORS: "caption-at call: no step here or at the next action shows one"; the word
       after caption-at is the file's own. */
    return fail_at(r, c->line, _("caption-at %s: no step here or at the next action shows one"),
                   anchor_word(c->at));
}

static int by_step(const void *a, const void *b)
{
    const demo_caption *x = a, *y = b;
    return x->step < y->step ? -1 : x->step > y->step ? 1 : x->line - y->line;
}

/*
 * Each caption stays on the screen from its step to the last step before the
 * next record action, or before the next caption; two at one step are refused.
 */
static bool caption_runs(demo_reader *r, const timeline *t, demo *out)
{
    qsort(out->captions, out->caption_count, sizeof *out->captions, by_step);
    for (size_t i = 0; i < out->caption_count; i++) {
        demo_caption *c = &out->captions[i];
        const demo_caption *next = i + 1 < out->caption_count ? c + 1 : NULL;
        if (next && next->step == c->step)
            return fail_at(r, c->line,
                           _("two captions at one step (step %zu): the second is at line %d"),
                           c->step + 1, next->line);
        size_t end = next ? next->step : t->count;
        c->last = c->step;
        while (c->last + 1 < end && t->steps[c->last + 1].hand == t->steps[c->step].hand &&
               t->steps[c->last + 1].after == t->steps[c->step].after)
            c->last++;
    }
    return true;
}

static bool take_caption(demo_reader *r, const tsumo_record *rec, const timeline *t,
                         const pending_caption *c, demo *out)
{
    const char *text = _(c->text);
    char why[256];
    if (!lines_safe(text, why, sizeof why))
        return fail_at(r, c->line, _("the caption cannot be shown: %s"), why);
    size_t after = 0;
    while (after < rec->action_count && rec->action_lines[after] < c->line)
        after++;
    demo_caption *d = &out->captions[out->caption_count];
    *d = (demo_caption){.hand = 0, .after = after, .line = c->line};
    if (!caption_start(r, t, c, after, &d->step))
        return false;
    d->after = t->steps[d->step].after;
    d->text = strdup(text);
    if (!d->text)
        return fail_at(r, 0, "%s", _("out of memory"));
    out->caption_count++;
    return true;
}

/* The captions at the viewer's steps: the demo's timeline, laid out as the viewer lays it. */
static bool finish_captions(demo_reader *r, const tsumo_record *rec, demo *out)
{
    out->captions = calloc(r->caption_count ? r->caption_count : 1, sizeof *out->captions);
    timeline t;
    char why[256];
    if (!out->captions || !timeline_build(&t, rec, NULL, why, sizeof why))
        return fail_at(r, 0, "%s", _("out of memory"));
    bool ok = true;
    for (size_t i = 0; ok && i < r->caption_count; i++)
        ok = take_caption(r, rec, &t, &r->captions[i], out);
    ok = ok && caption_runs(r, &t, out);
    timeline_free(&t);
    return ok;
}

static bool finish_title(demo_reader *r, demo *out)
{
    const char *title = _(r->title);
    char why[256];
    if (!lines_safe(title, why, sizeof why) || strchr(title, '\n'))
        return fail_at(r, r->title_line, _("the title cannot be shown: %s"), why);
    snprintf(out->title, sizeof out->title, "%s", title);
    return true;
}

/* The demo's name: its file's name without ".demo", when that is a plain word. */
static void set_name(demo *out, const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 5 && strcmp(base + n - 5, ".demo") == 0)
        n -= 5;
    if (n == 0 || n >= sizeof out->name)
        return;
    for (size_t i = 0; i < n; i++) {
        char c = base[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_'))
            return;
    }
    memcpy(out->name, base, n);
    out->name[n] = '\0';
}

/* ---- the whole demo ---------------------------------------------------------------- */

bool demo_parse(demo *out, const char *text, size_t len, const char *path, char *why,
                size_t why_size)
{
    memset(out, 0, sizeof *out);
    demo_reader *r = calloc(1, sizeof *r);
    pending_caption *captions = calloc(DEMO_MAX_CAPTIONS, sizeof *captions);
    bool ok = r && captions;
    if (!ok) {
        char shown[256];
        snprintf(why, why_size, "%s: %s", cli_shown(shown, sizeof shown, path), _("out of memory"));
    } else {
        *r = (demo_reader){.path = path,
                           .why = why,
                           .why_size = why_size,
                           .text = text,
                           .len = len,
                           .captions = captions};
        ok = read_lines(r, text, len) && make_record(r, &out->rec);
    }
    if (ok) {
        set_start(r, out->rec);
        ok = check_tiles(r, &out->rec->rules) && mark_drawn_actions(r, out->rec) &&
             replay_demo(r, out->rec) && finish_captions(r, out->rec, out) && finish_title(r, out);
    }
    if (ok) {
        set_name(out, path);
        out->dealer = r->hand;
        out->seat = r->has_seat ? (r->seat + r->hand) & 3 : -1;
    } else
        demo_free(out);
    if (r) {
        gen_free(&r->head);
        gen_free(&r->body);
        free(r->drawn_lines);
        free(r->drawn_action);
    }
    free(captions);
    free(r);
    return ok;
}

void demo_free(demo *d)
{
    if (!d)
        return;
    tsumo_record_free(d->rec);
    for (size_t i = 0; i < d->caption_count; i++)
        free(d->captions[i].text);
    free(d->captions);
    memset(d, 0, sizeof *d);
}

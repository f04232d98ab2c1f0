/*
 * A game file as the verbs and the viewer open it (games.h): a record, read
 * whole, or a JSON log, read one game at a time so that memory holds one game
 * whatever the log's size. A log is never parsed whole: a scanner walks its
 * bytes once, cutting it into its games (the top-level objects of a Tenhou
 * log, the elements of a Majiang list) and counting, without the JSON library,
 * how many games each one makes; only the games asked for are parsed and
 * imported. Skipping to the last game of a 40 MB log is a pass over its bytes.
 */
#include "games.h"
#include "mjai-log.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK     (1u << 16)
#define MAX_DEPTH 64 /* deeper than any log: jansson refuses past 2048 anyway */

/* What the scanner learnt of one game's text while cutting it out. */
typedef struct item_info {
    int line;       /* where it starts */
    size_t log_n;   /* elements of its "log" list */
    size_t sc_n;    /* elements of its "sc" list */
    char log_inner; /* the first byte of log[0][0]: '{' in a Majiang game */
    bool ended;     /* the text ended before the object did */
    bool typed;     /* it has a key "type" at its top: an mjai event */
} item_info;

struct games_file {
    FILE *in;
    bool own; /* the file is ours to close (not standard input) */
    const char *shown;
    char *buf; /* the chunk read */
    size_t len, at;
    bool eof;
    int line; /* of buf[at] */
    bool json, array, array_done;
    size_t index; /* of the next game in the file */
    char *item;   /* the text of the game being cut out */
    size_t item_len, item_cap;
    item_info info;
    mjai_log *mjai;     /* an mjai log's reader: its items are events, not games */
    tenhou_log pending; /* games read from the last item and not handed out yet */
    size_t pending_at;
    char *text; /* a record's */
    size_t text_len;
};

static bool say(const games_file *f, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool say(const games_file *f, int line, const char *fmt, ...)
{
    fprintf(stderr, "%s:%d: ", f->shown, line);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return false;
}

/* More bytes into buf; false at the end of the file or on an error (said). */
static bool refill(games_file *f, bool *failed)
{
    if (f->eof)
        return false;
    f->len = fread(f->buf, 1, CHUNK, f->in);
    f->at = 0;
    if (f->len < CHUNK) {
        f->eof = true;
        if (ferror(f->in)) {
            fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), f->shown, strerror(errno));
            *failed = true;
            return false;
        }
    }
    return f->len > 0;
}

/* The next byte that is not blank (nor, in a list, a comma), or EOF; lines counted. */
static int next_token(games_file *f, bool *failed)
{
    for (;;) {
        if (f->at == f->len && !refill(f, failed))
            return EOF;
        char c = f->buf[f->at];
        if (c == '\n')
            f->line++;
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && !(f->array && c == ','))
            return (unsigned char)c;
        f->at++;
    }
}

static bool keep(games_file *f, const char *from, size_t n)
{
    if (f->item_len + n > CLI_MAX_RECORD)
        return say(f, f->info.line, _("a game of more than %u bytes"), CLI_MAX_RECORD);
    if (f->item_len + n + 1 > f->item_cap) {
        size_t cap = f->item_cap ? f->item_cap : CHUNK;
        while (cap < f->item_len + n + 1)
            cap *= 2;
        char *bigger = realloc(f->item, cap);
        if (!bigger)
            return say(f, f->info.line, "%s", _("out of memory"));
        f->item = bigger;
        f->item_cap = cap;
    }
    memcpy(f->item + f->item_len, from, n);
    f->item_len += n;
    f->item[f->item_len] = '\0';
    return true;
}

/* The scanner's state inside one object: strings, depth and the keys at its top. */
typedef struct scan {
    bool in_string, escape, key_next, in_key, want_elem;
    int depth;
    char key[8];
    size_t key_len;
    enum { COUNT_NONE, COUNT_LOG, COUNT_SC } counting;
} scan;

/* A byte inside a string: its end, an escape, or a byte of the key being read. */
static void scan_string(scan *s, item_info *info, char c)
{
    if (s->escape) {
        s->escape = false;
    } else if (c == '\\') {
        s->escape = true;
    } else if (c == '"') {
        if (s->in_key && s->key_len == 4 && memcmp(s->key, "type", 4) == 0)
            info->typed = true;
        s->in_string = s->in_key = false;
    } else if (s->in_key && s->key_len + 1 < sizeof s->key)
        s->key[s->key_len++] = c;
    else if (s->in_key)
        s->key_len = sizeof s->key; /* longer than any key counted */
}

/* The first byte of a value inside "log" or "sc": an element counted, log[0][0]'s kind seen. */
static void count_value(scan *s, item_info *info, char c)
{
    if (s->depth == 2 && s->want_elem && c != ']') {
        s->want_elem = false;
        if (s->counting == COUNT_LOG)
            info->log_n++;
        else if (s->counting == COUNT_SC)
            info->sc_n++;
    }
    if (s->depth == 3 && s->counting == COUNT_LOG && info->log_n == 1 && !info->log_inner)
        info->log_inner = c;
}

/* Which list a '[' at the object's top opens, by the key before it. */
static int list_counted(const scan *s)
{
    if (s->key_len == 3 && memcmp(s->key, "log", 3) == 0)
        return COUNT_LOG;
    if (s->key_len == 2 && memcmp(s->key, "sc", 2) == 0)
        return COUNT_SC;
    return COUNT_NONE;
}

/* One byte of an object; true when it closes the object. */
static bool scan_byte(scan *s, item_info *info, char c)
{
    if (s->in_string) {
        scan_string(s, info, c);
        return false;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
        return false;
    count_value(s, info, c);
    switch (c) {
    case '"':
        s->in_string = true;
        s->in_key = s->depth == 1 && s->key_next;
        if (s->in_key)
            s->key_len = 0;
        s->key_next = false;
        return false;
    case '{':
    case '[':
        if (s->depth == 1)
            s->counting = c == '[' ? list_counted(s) : COUNT_NONE;
        s->depth++;
        s->key_next = s->depth == 1;
        s->want_elem = s->depth == 2;
        return false;
    case '}':
    case ']':
        s->depth--;
        return s->depth == 0;
    case ',':
        s->key_next = s->depth == 1;
        s->want_elem = s->depth == 2;
        return false;
    default:
        return false;
    }
}

/* After a Majiang list's ']': nothing but blanks may follow. The next byte, or EOF. */
static int after_list(games_file *f, bool *failed)
{
    f->array_done = true;
    f->array = false;
    f->at++;
    int c = next_token(f, failed);
    if (c != EOF && !*failed) {
        say(f, f->line, "%s", _("nothing may follow the list of games"));
        *failed = true;
    }
    return c;
}

/* Whether a byte can change the scanner's state where nothing is counted (inside a string that
   is no key, not after a backslash; deeper than the lists counted): most bytes of a log cannot. */
static bool matters(const scan *s, char c)
{
    if (!(s->in_string ? !s->escape && !s->in_key : s->depth > 3))
        return true;
    return c == '"' || c == '\\' || c == '[' || c == ']' || c == '{' || c == '}' || c == '\n' ||
           c == '\0';
}

/* The object from f->at cut out into f->item; 1, or -1 after saying why. */
static int cut_object(games_file *f)
{
    scan s = {0};
    bool failed = false;
    for (;;) {
        size_t from = f->at;
        bool closed = false;
        for (; f->at < f->len && !closed; f->at++) {
            char b = f->buf[f->at];
            if (!matters(&s, b))
                continue;
            if (b == '\n')
                f->line++;
            else if (b == '\0')
                return say(f, f->line, "%s", _("not a text file")), -1;
            closed = scan_byte(&s, &f->info, b) || s.depth > MAX_DEPTH;
        }
        if (!keep(f, f->buf + from, f->at - from))
            return -1;
        if (closed)
            return 1;
        if (!refill(f, &failed)) {
            f->info.ended = true;
            return failed ? -1 : 1; /* the parser says where the text stops */
        }
    }
}

/*
 * Cuts out the next game's text into f->item with what the scanner learnt:
 * 1, 0 at the end of the log, -1 after saying why.
 */
static int next_item(games_file *f)
{
    bool failed = false;
    int c = next_token(f, &failed);
    if (f->array && c == ']' && !f->array_done)
        c = after_list(f, &failed);
    if (failed)
        return -1;
    if (c == EOF && f->array)
        return say(f, f->line, "%s", _("the log ends inside its list of games")), -1;
    if (c == EOF)
        return 0;
    f->info = (item_info){.line = f->line};
    f->item_len = 0;
    if (c != '{')
        return say(f, f->line, "%s", _("a JSON object was expected")), -1;
    return cut_object(f);
}

/* How many games an item makes: a Majiang game or a whole Tenhou game one, else a round each. */
static size_t item_games(const games_file *f)
{
    const item_info *i = &f->info;
    if (f->array || i->log_inner == '{' || i->sc_n == 8 || i->log_n == 0)
        return 1;
    return i->log_n;
}

/* A game of an mjai log, read or passed over, into f->pending: 1, 0 when none, -1 on error. */
static int mjai_pending(games_file *f, int got, tenhou_game *g, bool skip)
{
    if (got <= 0 || skip)
        return got;
    tenhou_game *games = realloc(f->pending.games, (f->pending.count + 1) * sizeof *games);
    if (!games) {
        tsumo_record_free(g->rec);
        return say(f, f->info.line, "%s", _("out of memory")), -1;
    }
    f->pending.games = games;
    games[f->pending.count++] = *g;
    return 1;
}

/* An event of an mjai log handed to its reader: 1 when it ended a game, 0, or -1 (said). */
static int mjai_item(games_file *f, json_t *obj, const tsumo_rules *rules, bool skip)
{
    tenhou_game g;
    return mjai_pending(f, mjai_log_event(f->mjai, obj, f->info.line, rules, skip, &g), &g, skip);
}

/* The end of an mjai log: the game still open handed to f->pending (1), 0 when none, -1. */
static int mjai_end(games_file *f, bool skip)
{
    tenhou_game g;
    return mjai_pending(f, mjai_log_finish(f->mjai, f->line, skip, &g), &g, skip);
}

/* An item parsed, or NULL after saying why. */
static json_t *parse_item(games_file *f)
{
    json_error_t err;
    json_t *obj = json_loadb(f->item, f->item_len, 0, &err);
    if (obj)
        return obj;
    if (json_error_code(&err) == json_error_out_of_memory || err.line < 0)
        return say(f, f->info.line, "%s", _("out of memory")), NULL;
    char shown[4 * sizeof err.text]; /* jansson quotes the text near the error */
    fprintf(stderr, "%s:%d:%d: %s\n", f->shown, f->info.line + err.line - 1, err.column,
            cli_shown(shown, sizeof shown, err.text));
    return NULL;
}

/* Whether the item just cut out makes the log an mjai log (its first item is an event), its
   reader made if so; false after saying why. */
static bool mjai_check(games_file *f)
{
    if (f->mjai || f->array || f->index != 0 || !f->info.typed)
        return true;
    f->mjai = mjai_log_new(f->shown);
    return f->mjai || say(f, f->info.line, "%s", _("out of memory"));
}

/* Passes over an event of an mjai log, read only for where its game ends: 1 at the end of one. */
static int mjai_skip(games_file *f, const tsumo_rules *rules)
{
    /* Inside a game only start_game and end_game matter: an event that cannot be either (no
       "_game" and no escape in its text) is passed over unparsed. */
    if (mjai_log_in_game(f->mjai) && !strstr(f->item, "_game") && !strchr(f->item, '\\'))
        return 0;
    json_t *obj = parse_item(f);
    int got = obj ? mjai_item(f, obj, rules, true) : -1;
    json_decref(obj);
    return got;
}

/* The item parsed and imported into f->pending; false after saying why. */
static bool read_item(games_file *f, const tsumo_rules *rules)
{
    json_t *obj = parse_item(f);
    if (!obj)
        return false;
    bool ok;
    if (f->mjai)
        ok = mjai_item(f, obj, rules, false) >= 0;
    else if (f->array && !majiang_is_log(obj))
        ok = say(f, f->info.line, "%s", _("a JSON object was expected"));
    else if (f->array || majiang_is_log(obj))
        ok = majiang_import_game(&f->pending, obj, f->shown, (int)f->index, f->info.line, rules);
    else
        ok = tenhou_import_object(&f->pending, obj, f->shown, f->info.line, rules);
    json_decref(obj);
    return ok;
}

static void drop_pending(games_file *f)
{
    tenhou_log_free(&f->pending);
    f->pending_at = 0;
}

size_t games_file_skip(games_file *f, size_t n, const tsumo_rules *rules, bool *failed)
{
    size_t skipped = 0;
    *failed = false;
    while (skipped < n) {
        if (f->pending_at < f->pending.count) {
            tsumo_record_free(f->pending.games[f->pending_at].rec);
            f->pending.games[f->pending_at++].rec = NULL;
            skipped++;
            continue;
        }
        drop_pending(f);
        int got = next_item(f);
        if (got == 0 && f->mjai && (got = mjai_end(f, true)) > 0) {
            skipped++;
            continue;
        }
        if (got <= 0 || !mjai_check(f)) {
            *failed = got != 0;
            break;
        }
        if (f->mjai) {
            got = mjai_skip(f, rules);
            f->index++;
            if (got < 0) {
                *failed = true;
                break;
            }
            skipped += (size_t)got;
            continue;
        }
        size_t k = item_games(f);
        if (k <= n - skipped) {
            skipped += k;
            f->index++;
        } else if (!read_item(f, rules)) {
            *failed = true;
            break;
        } else {
            f->index++;
        }
    }
    return skipped;
}

int games_file_next(games_file *f, const tsumo_rules *rules, tenhou_game *out)
{
    while (f->pending_at >= f->pending.count) {
        drop_pending(f);
        int got = next_item(f);
        if (got == 0 && f->mjai && (got = mjai_end(f, false)) > 0)
            continue; /* the game the end of the log ends */
        if (got <= 0)
            return got;
        if (!mjai_check(f))
            return -1;
        bool ok = read_item(f, rules);
        f->index++;
        if (!ok)
            return -1;
    }
    *out = f->pending.games[f->pending_at];
    f->pending.games[f->pending_at++].rec = NULL; /* the caller's now */
    return 1;
}

/* A record: the rest of the file read after the first chunk, as a record may be large. */
static bool read_record(games_file *f)
{
    size_t rest = 0;
    char why[256];
    char *more = NULL;
    if (!f->eof && !(more = cli_read_stream(f->in, CLI_MAX_RECORD, &rest, why, sizeof why)) &&
        rest <= CLI_MAX_RECORD) {
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), f->shown, why);
        return false;
    }
    if (f->len - f->at + rest > CLI_MAX_RECORD) {
        free(more);
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), f->shown,
                _("larger than a game record may be"));
        return false;
    }
    f->text_len = f->len - f->at + rest;
    f->text = malloc(f->text_len + 1);
    if (!f->text) {
        free(more);
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), f->shown, _("out of memory"));
        return false;
    }
    memcpy(f->text, f->buf + f->at, f->len - f->at);
    if (rest)
        memcpy(f->text + f->len - f->at, more, rest);
    f->text[f->text_len] = '\0';
    free(more);
    if (memchr(f->text, '\0', f->text_len)) {
        fprintf(stderr, _("%s: not a text file\n"), f->shown);
        return false;
    }
    return true;
}

/* Whether the file's first byte that is not blank opens a JSON value. */
static bool looks_json(const games_file *f)
{
    for (size_t i = f->at; i < f->len; i++) {
        char c = f->buf[i];
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return c == '{' || c == '[';
    }
    return false;
}

/* The file's first chunk read, its byte-order mark passed, and which kind of file it is. */
static games_file *start(games_file *f)
{
    bool failed = false;
    refill(f, &failed);
    if (f->len >= 3 && memcmp(f->buf, "\xEF\xBB\xBF", 3) == 0)
        f->at = 3; /* a byte-order mark says nothing in UTF-8: skipped */
    f->json = !failed && looks_json(f);
    if (failed || (!f->json && !read_record(f))) {
        games_file_close(f);
        return NULL;
    }
    if (f->json && next_token(f, &failed) == '[') {
        f->array = true;
        f->at++;
    }
    return f;
}

static games_file *new_file(const char *shown)
{
    games_file *f = calloc(1, sizeof *f);
    char *buf = malloc(CHUNK);
    if (!f || !buf) {
        free(f);
        free(buf);
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), shown, _("out of memory"));
        return NULL;
    }
    f->buf = buf;
    f->shown = shown;
    f->line = 1;
    return f;
}

games_file *games_file_open(const char *path, const char *shown)
{
    char why[256];
    games_file *f = new_file(shown);
    if (!f)
        return NULL;
    f->in = cli_open_file(path, SIZE_MAX, why, sizeof why);
    if (!f->in) {
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), shown, why);
        games_file_close(f);
        return NULL;
    }
    f->own = f->in != stdin;
    return start(f);
}

games_file *games_file_from(FILE *in, const char *shown)
{
    games_file *f = new_file(shown);
    if (!f)
        return NULL;
    f->in = in;
    return start(f);
}

bool games_file_is_log(const games_file *f)
{
    return f->json;
}

const char *games_file_text(const games_file *f, size_t *len)
{
    *len = f->text_len;
    return f->text;
}

void games_file_close(games_file *f)
{
    if (!f)
        return;
    if (f->own && f->in)
        fclose(f->in);
    drop_pending(f);
    mjai_log_free(f->mjai);
    free(f->item);
    free(f->buf);
    free(f->text);
    free(f);
}

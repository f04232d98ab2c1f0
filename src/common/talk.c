/*
 * Talks (issue 21): demos named as `tsumo demo` names them, the shipped ones
 * in their teaching order, the organiser's own folder, and playlist files
 * (docs/demo-format.md, "Playlists"), read with the shared line reader.
 */
#include "talk.h"
#include "lines.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- naming a demo ---- */

const demo_builtin *demo_builtin_find(const char *name)
{
    for (const demo_builtin *b = demo_builtins; b->name; b++)
        if (strcmp(b->name, name) == 0)
            return b;
    return NULL;
}

bool demo_is_path(const char *arg)
{
    size_t n = strlen(arg);
    return strchr(arg, '/') || (n > 5 && strcmp(arg + n - 5, ".demo") == 0);
}

/* A file's path as given, or under `dir` when it is relative and a folder is given. */
static bool file_path(char *buf, size_t size, const char *arg, const char *dir)
{
    int n = dir && arg[0] != '/' ? snprintf(buf, size, "%s/%s", dir, arg)
                                 : snprintf(buf, size, "%s", arg);
    return n > 0 && (size_t)n < size;
}

bool demo_text_read(demo_text *out, const char *arg, const char *dir, char *why, size_t size)
{
    memset(out, 0, sizeof *out);
    char shown[256];
    if (!demo_is_path(arg)) {
        const demo_builtin *b = demo_builtin_find(arg);
        if (!b) {
            snprintf(why, size, _("no shipped demo is called '%s' (tsumo demo --list)"),
                     cli_shown(shown, sizeof shown, arg));
            return false;
        }
        snprintf(out->path, sizeof out->path, "%s.demo", b->name);
        out->text = b->text;
        out->len = b->len;
        return true;
    }
    char reason[256];
    if (!file_path(out->path, sizeof out->path, arg, dir)) {
        snprintf(why, size, _("%s: the path is too long"), cli_shown(shown, sizeof shown, arg));
        return false;
    }
    out->owned = cli_read_file(out->path, CLI_MAX_DEMO, &out->len, reason, sizeof reason);
    if (!out->owned) {
        snprintf(why, size, "%s: %s", cli_shown(shown, sizeof shown, out->path), reason);
        return false;
    }
    out->text = out->owned;
    return true;
}

void demo_text_free(demo_text *t)
{
    free(t->owned);
    t->owned = NULL;
}

bool demo_load(demo *out, const char *arg, const char *dir, char *why, size_t size)
{
    demo_text t;
    if (!demo_text_read(&t, arg, dir, why, size))
        return false;
    bool ok = demo_parse(out, t.text, t.len, t.path, why, size);
    demo_text_free(&t);
    return ok;
}

/* ---- the shipped demos' order ---- */

const demo_builtin *demo_playlist_find(const char *name)
{
    for (const demo_builtin *b = demo_playlists; b->name; b++)
        if (strcmp(b->name, name) == 0)
            return b;
    return NULL;
}

static bool listed(const demo_builtin **out, size_t n, const demo_builtin *b)
{
    for (size_t i = 0; i < n; i++)
        if (out[i] == b)
            return true;
    return false;
}

size_t demo_teaching_order(const demo_builtin **out, size_t max)
{
    size_t n = 0;
    const demo_builtin *order = demo_playlist_find("teaching-order");
    talk t;
    char why[512];
    if (order &&
        talk_parse(&t, order->text, order->len, "teaching-order.playlist", why, sizeof why)) {
        for (size_t i = 0; i < t.count && n < max; i++) {
            const demo_builtin *b = demo_builtin_find(t.items[i].arg);
            if (b && !listed(out, n, b))
                out[n++] = b;
        }
        talk_free(&t);
    }
    for (const demo_builtin *b = demo_builtins; b->name && n < max; b++)
        if (!listed(out, n, b))
            out[n++] = b; /* the tests check that the order names every one */
    return n;
}

/* ---- the organiser's own demos ---- */

bool demo_user_dir(char *buf, size_t size, const char *data_home, const char *home)
{
    int n;
    if (data_home && data_home[0] == '/')
        n = snprintf(buf, size, "%s/tsumo/demos", data_home);
    else if (home && home[0])
        n = snprintf(buf, size, "%s/.local/share/tsumo/demos", home);
    else
        return false;
    return n > 0 && (size_t)n < size;
}

static int by_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int demo_user_files(const char *dir, char (*names)[256], int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    for (struct dirent *e = readdir(d); e && n < max; e = readdir(d)) {
        size_t len = strlen(e->d_name);
        if (len > 5 && len < 256 && e->d_name[0] != '.' &&
            strcmp(e->d_name + len - 5, ".demo") == 0)
            snprintf(names[n++], 256, "%s", e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    return n;
}

/* ---- playlists ---- */

typedef struct reading {
    talk *t;
    const char *path;
    int line;
    char *why;
    size_t size;
    char found[300]; /* what was found, as it may be shown */
} reading;

/* What was found on the line, escaped for the message (shown()). */
static const char *shown(reading *r, const char *found)
{
    return cli_shown(r->found, sizeof r->found, found);
}

/* "path:line: " and what was expected, then what was found. */
static bool refuse(reading *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool refuse(reading *r, const char *fmt, ...)
{
    char where[300];
    cli_shown(where, sizeof where, r->path);
    int n = snprintf(r->why, r->size, "%s:%d: ", where, r->line);
    if (n < 0 || (size_t)n >= r->size)
        return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->why + n, r->size - (size_t)n, fmt, ap);
    va_end(ap);
    return false;
}

/* The line without its blanks around, NUL-terminated into buf. */
static char *trimmed(char *buf, size_t size, const char *line, size_t len)
{
    while (len && (*line == ' ' || *line == '\t'))
        line++, len--;
    while (len && (line[len - 1] == ' ' || line[len - 1] == '\t'))
        len--;
    if (len >= size)
        len = size - 1;
    memcpy(buf, line, len);
    buf[len] = '\0';
    return buf;
}

/* The first word's length, and where the rest starts (its blanks skipped). */
static size_t first_word(const char *s, const char **rest)
{
    size_t n = strcspn(s, " \t");
    const char *p = s + n;
    while (*p == ' ' || *p == '\t')
        p++;
    *rest = p;
    return n;
}

static bool take_title(reading *r, const char *text)
{
    char why[128];
    if (r->t->title[0])
        return refuse(r, _("expected one title, found a second: '%s'"), shown(r, text));
    if (strlen(text) >= sizeof r->t->title)
        return refuse(r, _("expected a title of at most 159 bytes, found '%s'"), shown(r, text));
    if (!cli_text_safe(text, why, sizeof why))
        return refuse(r, _("expected a title that can be shown, found '%s'"), shown(r, text));
    snprintf(r->t->title, sizeof r->t->title, "%s", text);
    return true;
}

static bool take_demo(reading *r, const char *arg)
{
    char why[128];
    if (!arg[0])
        return refuse(r, _("expected a shipped demo's name or a file after 'demo', found '%s'"),
                      shown(r, arg));
    if (!cli_text_safe(arg, why, sizeof why))
        return refuse(r, _("expected a demo's name or file that can be shown, found '%s'"),
                      shown(r, arg));
    if (!demo_is_path(arg) && !demo_builtin_find(arg))
        return refuse(r,
                      _("expected a shipped demo's name (tsumo demo --list) or a file, found '%s'"),
                      shown(r, arg));
    if (r->t->count == TALK_MAX_DEMOS)
        return refuse(r, _("expected at most 200 demos in a playlist, found more: '%s'"),
                      shown(r, arg));
    talk_item *items = realloc(r->t->items, (r->t->count + 1) * sizeof *items);
    char *copy = strdup(arg);
    if (items)
        r->t->items = items;
    if (!items || !copy) {
        free(copy);
        return refuse(r, _("out of memory at '%s'"), shown(r, arg));
    }
    talk_item *item = &r->t->items[r->t->count++];
    item->arg = copy;
    item->line = r->line;
    return true;
}

/* One line that is not a comment; `first` for the version line. */
static bool take_line(reading *r, const char *text, bool first)
{
    const char *rest;
    size_t n = first_word(text, &rest);
    if (first) {
        if (n != 14 || strncmp(text, "tsumo-playlist", 14) != 0)
            return refuse(r, _("expected 'tsumo-playlist 1' as the first line, found '%s'"),
                          shown(r, text));
        if (strcmp(rest, "1") != 0)
            return refuse(r, _("expected version 1 of the playlist format, found '%s'"),
                          shown(r, rest));
        return true;
    }
    if (n == 5 && strncmp(text, "title", 5) == 0)
        return take_title(r, rest);
    if (n == 4 && strncmp(text, "demo", 4) == 0)
        return take_demo(r, rest);
    return refuse(r, _("expected 'demo NAME|FILE' or 'title TEXT', found '%s'"), shown(r, text));
}

bool talk_parse(talk *out, const char *text, size_t len, const char *path, char *why, size_t size)
{
    memset(out, 0, sizeof *out);
    reading r = {.t = out, .path = path, .why = why, .size = size};
    lines in;
    lines_from_text(&in, text, len);
    in.max_len = 1024;
    in.max_lines = 10000;
    in.bytes = LINES_NO_CONTROLS;
    const char *line;
    size_t n;
    lines_status st = LINES_END;
    bool versioned = false, ok = len <= TALK_MAX_FILE;
    if (!ok) {
        char shown[256];
        snprintf(why, size, _("%s: a playlist has at most %u bytes"),
                 cli_shown(shown, sizeof shown, path), TALK_MAX_FILE);
    }
    while (ok && (st = lines_next(&in, &line, &n)) == LINES_OK) {
        char buf[1100];
        r.line = in.number;
        trimmed(buf, sizeof buf, line, n);
        if (!buf[0] || buf[0] == '#')
            continue;
        ok = take_line(&r, buf, !versioned);
        versioned = true;
    }
    if (ok && st != LINES_END) {
        lines_why(why, size, path, &in, st);
        ok = false;
    }
    r.line = in.number;
    if (ok && !versioned)
        ok = refuse(&r, "%s", _("expected 'tsumo-playlist 1' as the first line, found no line"));
    else if (ok && out->count == 0)
        ok = refuse(&r, "%s", _("expected at least one 'demo NAME|FILE' line, found none"));
    if (!ok)
        talk_free(out);
    return ok;
}

void talk_free(talk *t)
{
    for (size_t i = 0; i < t->count; i++)
        free(t->items[i].arg);
    free(t->items);
    t->items = NULL;
    t->count = 0;
}

bool talk_load(const talk *t, size_t i, const char *path, const char *dir, demo *out, char *why,
               size_t size)
{
    char reason[1024], shown[256];
    if (i >= t->count || demo_load(out, t->items[i].arg, dir, reason, sizeof reason))
        return i < t->count;
    snprintf(why, size, "%s:%d: %s", cli_shown(shown, sizeof shown, path), t->items[i].line,
             reason);
    return false;
}

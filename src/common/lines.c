/*
 * The line reader of lines.h. A text is cut in place (no copy); a stream's
 * line is read with getline() into a buffer the reader owns. Both go through
 * one check, so a demo read from a file and a bot's events on a pipe obey the
 * same rules for '\r', limits and bytes.
 */
#include "lines.h"

#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

void lines_from_text(lines *r, const char *text, size_t len)
{
    *r = (lines){.text = text, .len = len};
}

void lines_from_stream(lines *r, FILE *in)
{
    *r = (lines){.in = in};
}

void lines_close(lines *r)
{
    free(r->buf);
    r->buf = NULL;
    r->cap = 0;
}

/* The bytes the reader refuses; 0 when the line is clean, else the column of the first. */
static size_t refused_column(const lines *r, const char *line, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)line[i];
        if (r->bytes == LINES_NO_NUL && c == '\0')
            return i + 1;
        if (r->bytes == LINES_NO_CONTROLS && ((c < 0x20 && c != '\t') || c == 0x7f))
            return i + 1;
    }
    return 0;
}

/* The next raw line, its '\n' cut; false at the end. */
static bool next_raw(lines *r, const char **line, size_t *len)
{
    if (r->in) {
        ssize_t n = getline(&r->buf, &r->cap, r->in);
        if (n < 0)
            return false;
        *line = r->buf;
        *len = (size_t)n;
        if (*len && r->buf[*len - 1] == '\n')
            --*len;
        return true;
    }
    if (r->at >= r->len)
        return false;
    const char *start = r->text + r->at;
    const char *nl = memchr(start, '\n', r->len - r->at);
    *line = start;
    *len = nl ? (size_t)(nl - start) : r->len - r->at;
    r->at += *len + (nl ? 1 : 0);
    return true;
}

lines_status lines_next(lines *r, const char **line, size_t *len)
{
    r->column = 0;
    if (!next_raw(r, line, len))
        return LINES_END;
    r->number++;
    if (r->max_lines > 0 && r->number > r->max_lines)
        return LINES_TOO_MANY;
    if (*len && (*line)[*len - 1] == '\r')
        --*len; /* CRLF */
    if (r->max_len > 0 && *len > r->max_len)
        return LINES_TOO_LONG;
    r->column = refused_column(r, *line, *len);
    if (r->column)
        return r->bytes == LINES_NO_NUL ? LINES_NUL : LINES_CONTROL;
    return LINES_OK;
}

int lines_find_word(const char *text, size_t len, const char *word, int nth)
{
    lines r;
    lines_from_text(&r, text, len);
    const char *line;
    size_t n, w = strlen(word);
    while (lines_next(&r, &line, &n) != LINES_END) {
        while (n && (*line == ' ' || *line == '\t'))
            line++, n--;
        if (n >= w && memcmp(line, word, w) == 0 &&
            (n == w || line[w] == ' ' || line[w] == '\t' || line[w] == '=') && nth-- == 0)
            return r.number;
    }
    return 0;
}

const char *lines_why(char *buf, size_t size, const char *path, const lines *r, lines_status status)
{
    char shown[256], msg[256];
    switch (status) {
    case LINES_TOO_LONG:
        snprintf(msg, sizeof msg, _("a line has at most %d bytes"), (int)r->max_len);
        break;
    case LINES_TOO_MANY:
        snprintf(msg, sizeof msg, _("a text has at most %d lines"), r->max_lines);
        break;
    case LINES_NUL:
        snprintf(msg, sizeof msg, _("a NUL byte in column %zu"), r->column);
        break;
    case LINES_CONTROL:
        snprintf(msg, sizeof msg, _("a control character in column %zu"), r->column);
        break;
    default:
        snprintf(msg, sizeof msg, "%s", _("no error"));
        break;
    }
    cli_shown(shown, sizeof shown, path);
    snprintf(buf, size, "%s:%d: %s", shown, r->number, msg);
    return buf;
}

/*
 * The engine's one text writer and one line reader, which every format
 * shares: notation, rulesets and records.
 *
 * The writer goes either into a buffer, counting what does not fit so that
 * the caller can size the buffer as with snprintf, or to a caller's function,
 * remembering whether it refused some text. The reader hands out the lines of
 * a text without copying it, each without its LF or CRLF end; a format checks
 * their length and characters by its own limits.
 */
#include "engine.h"

#include <stdarg.h>
#include <stdio.h>

void tsumo__put_bytes(tsumo__writer *w, const char *s, size_t n)
{
    if (w->fn) {
        if (!w->failed && n > 0 && !w->fn(w->ctx, s, n))
            w->failed = true;
    } else {
        size_t room = w->size > w->len ? w->size - w->len - 1 : 0;
        size_t copy = n < room ? n : room;
        if (copy > 0)
            memcpy(w->buf + w->len, s, copy);
    }
    w->len += n;
}

void tsumo__put(tsumo__writer *w, const char *s)
{
    tsumo__put_bytes(w, s, strlen(s));
}

void tsumo__put_char(tsumo__writer *w, char c)
{
    tsumo__put_bytes(w, &c, 1);
}

void tsumo__putf(tsumo__writer *w, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (n > 0)
        tsumo__put_bytes(w, text, (size_t)n < sizeof text ? (size_t)n : sizeof text - 1);
}

void tsumo__put_end(tsumo__writer *w)
{
    if (!w->fn && w->size > 0)
        w->buf[w->len < w->size ? w->len : w->size - 1] = '\0';
}

bool tsumo__next_line(tsumo__lines *l)
{
    if (l->pos >= l->len)
        return false;
    const char *start = l->text + l->pos;
    const char *nl = memchr(start, '\n', l->len - l->pos);
    size_t n = nl ? (size_t)(nl - start) : l->len - l->pos;
    l->pos += n + (nl ? 1 : 0);
    if (n > 0 && start[n - 1] == '\r')
        n--; /* CRLF */
    l->line = start;
    l->line_len = n;
    l->number++;
    return true;
}

/* An mjai bot's input read in blocks, and a server's address (mjai-read.h). */
#include "mjai-read.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BLOCK 65536

void mjai_reader_init(mjai_reader *r, int fd, int timeout_ms)
{
    *r = (mjai_reader){.fd = fd, .timeout_ms = timeout_ms, .max_len = MJAI_MAX_INPUT};
}

void mjai_reader_free(mjai_reader *r)
{
    free(r->buf);
    r->buf = NULL;
    r->cap = r->at = r->end = 0;
}

/* Reads one more block after what is kept, moving that to the front and growing the buffer. */
static mjai_read_status fill(mjai_reader *r)
{
    size_t most = r->max_len + 2 + BLOCK; /* a whole line, its "\r\n", and a block */
    if (r->at > 0) {
        memmove(r->buf, r->buf + r->at, r->end - r->at);
        r->end -= r->at;
        r->at = 0;
    }
    if (r->cap - r->end < BLOCK / 2 && r->cap < most) {
        size_t cap = r->cap ? r->cap * 2 : BLOCK;
        if (cap > most)
            cap = most;
        char *grown = realloc(r->buf, cap);
        if (!grown)
            return MJAI_READ_NO_MEMORY;
        r->buf = grown;
        r->cap = cap;
    }
    if (r->timeout_ms >= 0) {
        struct pollfd p = {.fd = r->fd, .events = POLLIN};
        int n;
        while ((n = poll(&p, 1, r->timeout_ms)) < 0 && errno == EINTR)
            ;
        if (n == 0)
            return MJAI_READ_TIMEOUT;
    }
    ssize_t n;
    while ((n = read(r->fd, r->buf + r->end, r->cap - r->end)) < 0 && errno == EINTR)
        ;
    if (n < 0)
        return errno == EAGAIN || errno == EWOULDBLOCK ? MJAI_READ_TIMEOUT : MJAI_READ_FAILED;
    if (n == 0)
        r->eof = true;
    r->end += (size_t)n;
    return MJAI_READ_LINE;
}

/* Passes the rest of an over-long line by; TOO_LONG once its newline (or the end) is read. */
static mjai_read_status skip_line(mjai_reader *r)
{
    for (;;) {
        char *nl = r->end > r->at ? memchr(r->buf + r->at, '\n', r->end - r->at) : NULL;
        if (nl) {
            r->at = (size_t)(nl + 1 - r->buf);
            return MJAI_READ_TOO_LONG;
        }
        r->at = r->end = 0;
        if (r->eof)
            return MJAI_READ_TOO_LONG;
        mjai_read_status st = fill(r);
        if (st != MJAI_READ_LINE)
            return st;
    }
}

/* The line from start to nl (or to the end of the input when nl is NULL), CRLF read as LF. */
static mjai_read_status take_line(mjai_reader *r, char *start, const char *nl, const char **line,
                                  size_t *len)
{
    *line = start;
    *len = nl ? (size_t)(nl - start) : r->end - r->at;
    r->at += *len + (nl ? 1 : 0);
    r->number++;
    if (*len && start[*len - 1] == '\r')
        --*len;
    return *len > r->max_len ? MJAI_READ_TOO_LONG : MJAI_READ_LINE;
}

mjai_read_status mjai_reader_next(mjai_reader *r, const char **line, size_t *len)
{
    size_t seen = 0; /* bytes from r->at already searched for the newline */
    for (;;) {
        char *start = r->buf ? r->buf + r->at : NULL; /* no buffer before the first block */
        char *nl = start ? memchr(start + seen, '\n', r->end - r->at - seen) : NULL;
        if (nl || (r->eof && r->end > r->at))
            return take_line(r, start, nl, line, len);
        if (r->eof)
            return MJAI_READ_END;
        seen = r->end - r->at;
        if (seen > r->max_len + 1) { /* no newline within a line and its '\r' */
            r->number++;
            return skip_line(r);
        }
        mjai_read_status st = fill(r);
        if (st != MJAI_READ_LINE)
            return st;
    }
}

bool mjai_reader_waiting(const mjai_reader *r)
{
    if (r->end > r->at && memchr(r->buf + r->at, '\n', r->end - r->at))
        return true;
    struct pollfd p = {.fd = r->fd, .events = POLLIN};
    return poll(&p, 1, 0) == 1;
}

bool mjai_word_ok(const char *s, size_t len)
{
    if (len == 0 || len > MJAI_MAX_ROOM)
        return false;
    for (size_t i = 0; i < len; i++)
        if (s[i] < 0x21 || s[i] > 0x7e || s[i] == '/')
            return false;
    return true;
}

/* Copies `len` bytes of `s` into buf (`size` bytes); false when they do not fit. */
static bool copy(char *buf, size_t size, const char *s, size_t len)
{
    if (len >= size)
        return false;
    memcpy(buf, s, len);
    buf[len] = '\0';
    return true;
}

bool mjai_url_parse(const char *text, mjai_url *out)
{
    static const char scheme[] = "mjsonp://";
    if (strncmp(text, scheme, sizeof scheme - 1) != 0)
        return false;
    const char *host = text + sizeof scheme - 1, *host_end, *port;
    if (*host == '[') { /* [::1]:11600 */
        host_end = strchr(++host, ']');
        if (!host_end || host_end[1] != ':')
            return false;
        port = host_end + 2;
    } else {
        host_end = host + strcspn(host, ":/");
        if (*host_end != ':')
            return false;
        port = host_end + 1;
    }
    const char *slash = strchr(port, '/');
    size_t digits = strspn(port, "0123456789");
    if (host_end == host || !slash || digits == 0 || port + digits != slash || digits > 5)
        return false;
    for (const char *c = host; c < host_end; c++)
        if (*c < 0x21 || *c > 0x7e || *c == '/' || *c == '[' || *c == ']')
            return false;
    long n = strtol(port, NULL, 10);
    const char *room = slash + 1;
    return n >= 1 && n <= 65535 && mjai_word_ok(room, strlen(room)) &&
           copy(out->host, sizeof out->host, host, (size_t)(host_end - host)) &&
           copy(out->port, sizeof out->port, port, digits) &&
           copy(out->room, sizeof out->room, room, strlen(room));
}

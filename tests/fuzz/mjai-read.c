/*
 * Fuzz target for what a bot reads before an event (src/common/mjai-read.c):
 * the bytes come through a pipe to the line reader, with a line limit of 64
 * bytes so that long lines are common: every line it gives is within the
 * limit and holds no newline, the lines given and passed by are those of the
 * input, and the buffer never grows past a line and a block. The first line
 * of the input is also read as a server's address, which must give back its
 * parts or refuse it.
 */
#include "mjai-read.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define LIMIT 64

static void url(const uint8_t *data, size_t size)
{
    char text[512];
    size_t n = 0;
    while (n < size && n < sizeof text - 1 && data[n] != '\n' && data[n] != '\0')
        n++;
    memcpy(text, data, n);
    text[n] = '\0';
    mjai_url u;
    if (!mjai_url_parse(text, &u))
        return;
    long port = strtol(u.port, NULL, 10);
    if (port < 1 || port > 65535 || !u.host[0] || !mjai_word_ok(u.room, strlen(u.room)) ||
        !strstr(text, u.host) || !strstr(text, u.room))
        abort(); /* what it gives back is what it promises */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fds[2];
    if (size > 60000 || pipe(fds) != 0)
        return 0; /* the pipe takes the whole input at once */
    if (write(fds[1], data, size) != (ssize_t)size)
        abort();
    close(fds[1]);
    url(data, size);
    mjai_reader r;
    mjai_reader_init(&r, fds[0], -1);
    r.max_len = LIMIT;
    const char *line;
    size_t len, newlines = 0;
    for (size_t i = 0; i < size; i++)
        newlines += data[i] == '\n';
    unsigned long expected = newlines + (size > 0 && data[size - 1] != '\n');
    mjai_read_status st;
    while ((st = mjai_reader_next(&r, &line, &len)) != MJAI_READ_END) {
        if (st == MJAI_READ_LINE && (len > LIMIT || memchr(line, '\n', len)))
            abort();
        if (st != MJAI_READ_LINE && st != MJAI_READ_TOO_LONG)
            abort(); /* a pipe neither times out nor fails */
        if (r.cap > LIMIT + 2 + 65536)
            abort();
    }
    if (r.number != expected)
        abort(); /* every line is counted, given or passed by */
    mjai_reader_free(&r);
    close(fds[0]);
    return 0;
}

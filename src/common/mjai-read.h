/*
 * Where a bot's mjai lines come from (docs/mjai.md): a file descriptor (standard
 * input, or a server's socket) read in blocks, each line held whole only up to
 * its limit: a longer one is counted and passed by as its bytes come, so a
 * gigabyte without a newline costs the block it passes through; a block waits
 * at most a timeout (a server that stays silent). And the address of a gimite
 * server, mjsonp://HOST:PORT/ROOM. No gettext: the caller words each status.
 */
#ifndef TSUMO_COMMON_MJAI_READ_H
#define TSUMO_COMMON_MJAI_READ_H

#include <stdbool.h>
#include <stddef.h>

#include "mjai.h"

typedef enum mjai_read_status {
    MJAI_READ_LINE = 0, /* a line was read */
    MJAI_READ_END,      /* the end of the input */
    MJAI_READ_TOO_LONG, /* a line longer than max_len, passed by (counted in `number`) */
    MJAI_READ_NO_MEMORY,
    MJAI_READ_TIMEOUT, /* nothing came for timeout_ms */
    MJAI_READ_FAILED   /* read() failed: errno says why */
} mjai_read_status;

typedef struct mjai_reader {
    int fd;
    int timeout_ms;       /* for each block; -1 waits as long as it takes */
    size_t max_len;       /* bytes of a line, its '\r' and '\n' not counted */
    unsigned long number; /* the line last read or passed by, from 1 */
    /* private */
    char *buf;
    size_t cap, at, end; /* the bytes not yet taken: buf[at..end) */
    bool eof;
} mjai_reader;

/* A reader of `fd` with lines of at most MJAI_MAX_INPUT bytes. */
void mjai_reader_init(mjai_reader *r, int fd, int timeout_ms);

/* The next line (not NUL-terminated, borrowed until the next call), '\r' before '\n' cut. */
mjai_read_status mjai_reader_next(mjai_reader *r, const char **line, size_t *len);

/* Whether the next line can be read without waiting: it is here, or more input is. */
bool mjai_reader_waiting(const mjai_reader *r);

void mjai_reader_free(mjai_reader *r);

/* A name or room a server is told: 1 to 63 bytes, printable ASCII without blank or slash. */
bool mjai_word_ok(const char *s, size_t len);

/* A gimite server's address: mjsonp://HOST:PORT/ROOM, HOST in brackets for IPv6. */
typedef struct mjai_url {
    char host[256];
    char port[6]; /* 1 to 65535, in digits */
    char room[MJAI_MAX_ROOM + 1];
} mjai_url;

/* False when `text` is not such an address (a port out of range, a room mjai_word_ok refuses). */
bool mjai_url_parse(const char *text, mjai_url *out);

#endif

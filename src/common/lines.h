/*
 * One line reader for the program's text formats (demos, drill files, Tenhou
 * logs one object a line, the mjai events a bot reads): a text in memory or a
 * stream cut at '\n', a '\r' before it dropped (CRLF files read as LF ones),
 * each line numbered from 1, with the limits a format sets on a line's length,
 * on the number of lines and on the bytes it may hold. The reader says what
 * was wrong and where; the format words it, or takes lines_why()'s sentence.
 */
#ifndef TSUMO_COMMON_LINES_H
#define TSUMO_COMMON_LINES_H

#include "shared.h"

/* What bytes a line may hold. */
typedef enum lines_bytes {
    LINES_ANY_BYTE = 0, /* everything but '\n' */
    LINES_NO_NUL,       /* no NUL byte */
    LINES_NO_CONTROLS   /* no control character (C0, NUL included, and DEL) but the tab */
} lines_bytes;

typedef enum lines_status {
    LINES_OK = 0,   /* a line was read */
    LINES_END,      /* no line is left */
    LINES_TOO_LONG, /* the line has more than max_len bytes */
    LINES_TOO_MANY, /* the text has more than max_lines lines */
    LINES_NUL,      /* a NUL byte at `column` (LINES_NO_NUL) */
    LINES_CONTROL   /* a control character at `column` (LINES_NO_CONTROLS) */
} lines_status;

typedef struct lines {
    /* the limits, set after lines_from_text() or lines_from_stream(); 0 is no limit */
    size_t max_len; /* bytes of a line, its '\r' and '\n' not counted */
    int max_lines;
    lines_bytes bytes;
    /* where the reader is */
    int number;    /* the line last read (or refused), from 1 */
    size_t column; /* the refused byte's, from 1 */
    /* private: the source */
    const char *text;
    size_t len, at;
    FILE *in;
    char *buf; /* a stream's line, owned */
    size_t cap;
} lines;

/* Lines of `text` (len bytes, borrowed while reading; a last line needs no '\n'). */
void lines_from_text(lines *r, const char *text, size_t len);

/* Lines of a stream, each read when asked (a protocol answers a line before the next). */
void lines_from_stream(lines *r, FILE *in);

/*
 * The next line in *line (not NUL-terminated, borrowed until the next call)
 * and *len; LINES_OK, LINES_END, or what the limits refuse, with r->number
 * (and r->column) saying where.
 */
lines_status lines_next(lines *r, const char **line, size_t *len);

/* Frees what a stream's reader holds (nothing for a text); the reader may then be dropped. */
void lines_close(lines *r);

/*
 * The line (from 1) of the nth line (from 0) of `text` whose first word, after blanks, is
 * `word` (a word ends at a blank or '='); 0 when there is none. A refusal of what a parser read
 * from such a line (a record's player, a ruleset's name) names it with this.
 */
int lines_find_word(const char *text, size_t len, const char *word, int nth);

/* "FILE:LINE: why" for a refusal, translated, the file's name shown safely (cli_shown). */
const char *lines_why(char *buf, size_t size, const char *path, const lines *r,
                      lines_status status);

#endif

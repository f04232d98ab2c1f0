/*
 * tsumo: status codes and parser diagnostics shared by every module.
 *
 * The library never prints and never translates. A parser that fails fills a
 * caller-owned tsumo_diag with a code and the facts (line, column, key, what
 * was found, what was expected); the program turns that into a sentence in the
 * user's language with tsumo_diag_msgid() and gettext.
 */
#ifndef TSUMO_COMMON_H
#define TSUMO_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tsumo/export.h"
#include "tsumo/version.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum tsumo_status {
    TSUMO_OK = 0,
    TSUMO_EINVAL = -1,    /* an argument is out of range or inconsistent */
    TSUMO_EILLEGAL = -2,  /* a game action the rules do not allow now */
    TSUMO_EPARSE = -3,    /* text that does not follow its format; see the diagnostic */
    TSUMO_ENOMEM = -4,    /* an allocation failed */
    TSUMO_ENOTFOUND = -5, /* no such ruleset, record or item */
    TSUMO_ERANGE = -6,    /* a caller buffer is too small */
    TSUMO_EVERSION = -7   /* a struct whose `version` this library does not know (rules.h) */
} tsumo_status;

/* "TSUMO_EPARSE" and so on: an identifier, not a sentence. */
TSUMO_API const char *tsumo_status_name(tsumo_status status);

/* The version of the library that is running, "0.1.0": TSUMO_VERSION is the headers' one. */
TSUMO_API const char *tsumo_version(void);

typedef enum tsumo_diag_code {
    TSUMO_DIAG_NONE = 0,
    /* notation */
    TSUMO_DIAG_EMPTY,           /* nothing to parse */
    TSUMO_DIAG_DIGIT_EXPECTED,  /* a tile digit was expected */
    TSUMO_DIAG_SUIT_EXPECTED,   /* digits were not followed by m, p, s or z */
    TSUMO_DIAG_BAD_HONOR,       /* z with a digit outside 1-7 (0 is only for red fives) */
    TSUMO_DIAG_BAD_RED,         /* 0 (red five) in the z suit */
    TSUMO_DIAG_TOO_MANY_COPIES, /* a fifth copy of a tile, or more red fives than exist */
    TSUMO_DIAG_TOO_MANY_TILES,  /* more tiles than a hand can hold */
    TSUMO_DIAG_BAD_MELD,        /* meld tiles that are no chi, pon or kan */
    TSUMO_DIAG_TOO_MANY_MELDS,  /* more than four melds */
    TSUMO_DIAG_UNCLOSED_MELD,   /* a meld opened with ( [ or { was not closed */
    TSUMO_DIAG_BAD_SOURCE,      /* a meld's source mark does not fit (chi not from the left) */
    TSUMO_DIAG_UNEXPECTED_CHAR, /* a character that has no place here */
    /* ini files (rulesets) and other line formats */
    TSUMO_DIAG_SYNTAX,          /* a line that is no section, key = value or comment */
    TSUMO_DIAG_UNKNOWN_SECTION, /* a [section] that this format does not have */
    TSUMO_DIAG_UNKNOWN_KEY,     /* a key that this section does not have */
    TSUMO_DIAG_DUPLICATE_KEY,   /* a key set twice in one file */
    TSUMO_DIAG_BAD_VALUE,       /* a value that is not one of the expected ones */
    TSUMO_DIAG_OUT_OF_RANGE,    /* a number outside the allowed range */
    TSUMO_DIAG_INCONSISTENT,    /* values that contradict each other */
    TSUMO_DIAG_TOO_LONG,        /* a line, key or value longer than the format allows */
    TSUMO_DIAG_BAD_VERSION,     /* a format version this build cannot read */
    TSUMO_DIAG_TRUNCATED,       /* the text ended where more was required */
    TSUMO_DIAG_CODE_COUNT
} tsumo_diag_code;

/*
 * Where and why a parse failed. Lines and columns count from 1 (0 = does not
 * apply). `key` names the key, section or token concerned; `found` quotes the
 * offending text (cut to fit); `expected` says what would have been accepted
 * in the format's own terms ("yes|no", "1..3", "m, p, s or z").
 */
typedef struct tsumo_diag {
    tsumo_diag_code code;
    int line;
    int column;
    char key[48];
    char found[48];
    char expected[128]; /* room for the longest list a parser gives (the record's action names) */
} tsumo_diag;

/*
 * An English message id for the code, marked for translation but not
 * translated here: pass it to gettext() in the program. Never NULL.
 */
TSUMO_API const char *tsumo_diag_msgid(tsumo_diag_code code);

#ifdef __cplusplus
}
#endif
#endif

/*
 * A verb's options, declared once: a table of rows (the option's name, the
 * kind of its value, a number's range, its help) that one parser reads. The
 * verb's --help, the man page's lists (tests/cli/help-table.sh compares them)
 * and the environment variables that stand for an option all come from the
 * table, so that an option cannot be read one way and documented another.
 * getopt_long was not enough: it knows neither ranges nor help, and each verb
 * would check and word its values again.
 */
#ifndef TSUMO_OPTIONS_H
#define TSUMO_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tsumo/tsumo.h"

/* What an option's value is; the parser checks it and refuses it naming the option. */
typedef enum cli_kind {
    CLI_FLAG,     /* no value: --casual */
    CLI_STRING,   /* a text, not empty: a name, a FILE, a ruleset */
    CLI_OPTIONAL, /* a text that may be left out: the next word unless it is an option */
    CLI_NUMBER,   /* a whole number from lo to hi, decimal or hex after 0x */
    CLI_SEED,     /* any 64-bit number, decimal or hex: the same seed in every verb */
    CLI_SECONDS,  /* seconds ("1.5") from 0 to hi, read as milliseconds */
    CLI_CHOICE,   /* one of the words of `choices` ("never|hand|action"), as its index */
    CLI_WIND      /* a seat or round wind: E, S, W or N (either case) or its id, east... */
} cli_kind;

/* Bits of cli_option.flags. */
enum {
    CLI_ONCE = 1u << 0,         /* given twice is refused: the second would replace the first */
    CLI_ENV = 1u << 1,          /* an environment variable, not a word of the command line */
    CLI_DEFAULT_RULES = 1u << 2 /* the help's one %s is the default ruleset's name, which has
                                   its home in the engine (TSUMO_RULES_DEFAULT_NAME) */
};

/* --autoplay SECONDS of the viewer (tsumo view, tsumo demo): from a quarter second to a minute. */
#define CLI_AUTOPLAY_MIN_MS 250
#define CLI_AUTOPLAY_MAX_S  60

typedef struct cli_option {
    const char *name; /* "--games", or the environment variable, "TSUMO_CLAIM_MS" */
    int id;           /* the verb's own name for it, handed to its callback; 0 for none */
    cli_kind kind;
    const char *value;     /* the value's name in the help ("N", "FILE"), or NULL */
    unsigned long long lo; /* CLI_NUMBER: the smallest value */
    unsigned long long hi; /* CLI_NUMBER: the largest; CLI_SECONDS: the most seconds */
    const char *choices;   /* CLI_CHOICE: the words, separated by '|' */
    const char *help;      /* N_(): one sentence for --help and the man page */
    unsigned flags;        /* CLI_ONCE, CLI_ENV, CLI_DEFAULT_RULES */
} cli_option;

/* A verb: its synopsis, what it does, its options and what --help says after them. */
typedef struct cli_verb {
    const char *name;          /* "sim"; NULL for the program itself */
    const char *usage;         /* N_(): "Usage: tsumo sim [OPTIONS]\n", the synopsis lines */
    const char *about;         /* N_(): what the verb does, before the options; or NULL */
    const cli_option *options; /* the rows, options first, environment variables after */
    size_t count;
    const char *more; /* N_(): what --help says after the options (keys, exit status), or NULL */
} cli_verb;

#define CLI_OPTIONS(rows) (rows), sizeof(rows) / sizeof((rows)[0])

/* One word of the command line as the parser read it, for the verb's callback. */
typedef struct cli_arg {
    const cli_option *option;  /* NULL for an operand: a word that is no option (a FILE) */
    const char *written;       /* the word as written ("--seed=5", "game.txt") */
    const char *text;          /* the value as written (the operand); NULL for a flag */
    unsigned long long number; /* CLI_NUMBER, CLI_SEED; CLI_SECONDS: milliseconds;
                                  CLI_CHOICE: the word's index; CLI_WIND: the wind, 0 East */
    bool joined;               /* the value came after '=' in the same word */
} cli_arg;

/*
 * What a verb does with each word, in order: false when it refuses it, having
 * said why on stderr (cli_refuse). `ctx` is the verb's.
 */
typedef bool (*cli_arg_fn)(void *ctx, const cli_arg *arg);

/* What cli_parse returns when the verb goes on; any other value is its exit status. */
#define CLI_GO_ON (-1)

/*
 * Reads argv (the words after the verb) through the verb's table: "--name
 * VALUE", "--name=VALUE", a flag, "--" before operands, and -h/--help, which
 * prints the help and returns CLI_EXIT_OK (CLI_EXIT_USAGE when it cannot be
 * written). A bad word is refused on stderr naming the option and what it
 * takes; CLI_EXIT_USAGE then.
 */
int cli_parse(const cli_verb *verb, int argc, char **argv, cli_arg_fn fn, void *ctx);

/*
 * Reads the environment variable of the verb's row `id` through the table, as
 * its option's value: fn gets it when it is set and not empty. CLI_GO_ON, or
 * CLI_EXIT_USAGE when its value is refused (why on stderr).
 */
int cli_parse_env(const cli_verb *verb, int id, cli_arg_fn fn, void *ctx);

/*
 * The options every verb takes besides its table's (--lang LL, --yaku-names HOW), read and
 * applied wherever they stand before "--": cli_parse does it first; the program calls it for
 * the words before a verb. CLI_GO_ON, or CLI_EXIT_USAGE with why on stderr.
 */
int cli_parse_common(const cli_verb *verb, int argc, char **argv);
/* Their rows, for the help of the program itself. */
const cli_option *cli_common_rows(size_t *count);

/* The verb's help, made from its table. False when it could not all be written. */
bool cli_help(const cli_verb *verb, FILE *to);

/*
 * Prints "tsumo VERB: " and the message (its arguments shown escaped) on
 * stderr, then a newline; returns false, for a callback to return.
 */
bool cli_refuse(const cli_verb *verb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The same, then "Try 'tsumo VERB --help'."; returns CLI_EXIT_USAGE. */
int cli_usage_error(const cli_verb *verb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The verb's synopsis and "Try 'tsumo VERB --help'." on stderr; returns CLI_EXIT_USAGE. */
int cli_usage_short(const cli_verb *verb);

/* The verb's one operand (a FILE) into *slot; a second is refused, and false returned. */
bool cli_take_operand(const cli_verb *verb, const cli_arg *arg, const char **slot);

/* Refuses a word the verb takes no operand for, as an unknown option; returns false. */
bool cli_refuse_operand(const cli_verb *verb, const cli_arg *arg);

/* The tables of every verb, for `tsumo --options` (the help and man page test). */
/*
 * Text in words from column `column` to the help's width (79), its first line from column `at`
 * (where the caller's left column ended): the right column of every help.
 */
void cli_put_wrapped(FILE *to, const char *text, int at, int column);
void cli_options_list(FILE *to, const cli_verb *verb);
void cli_options_man(FILE *to, const cli_verb *verb);

/* ---- rows several verbs' tables hold alike, declared once ---- */

/*
 * The ids of the shared rows, above any verb's own (each verb numbers its rows
 * from 1), so that a verb can hold them beside its own.
 */
enum {
    CLI_SHARED_RULES_REPLAY = 1000, /* replay's and explain's --rules */
    CLI_ENV_NO_COLOR,
    CLI_ENV_TUI_TRACE,
    CLI_ENV_TUI_CLOCK,
    CLI_ENV_FACES,
    CLI_COMMON_LANG, /* --lang, every verb's (cli_parse_common) */
    CLI_COMMON_NAMES /* --yaku-names */
};

/* `tsumo replay` and `tsumo explain`: the record's ruleset, or another to replay it under. */
#define CLI_ROW_RULES_REPLAY                                                                       \
    {                                                                                              \
        "--rules", CLI_SHARED_RULES_REPLAY, CLI_STRING, "R", 0, 0, NULL,                           \
            N_("replay under the ruleset R (a name or a file) instead of the record's; a JSON "    \
               "log is "                                                                           \
               "replayed under 'tenhou'"),                                                         \
            0                                                                                      \
    }

/*
 * The environment of the verbs that open the terminal's screens (play and the
 * menu, view). NO_COLOR as no-color.org has it: any value but the empty one.
 * The test variables are file names; their contents are checked where they
 * are read (trace_frame, play_now_ms).
 */
#define CLI_ROW_NO_COLOR                                                                           \
    {                                                                                              \
        "NO_COLOR", CLI_ENV_NO_COLOR, CLI_STRING, NULL, 0, 0, NULL,                                \
            N_("when set and not empty, whatever its value, no colours"), CLI_ENV                  \
    }
#define CLI_ROW_TUI_TRACE                                                                          \
    {                                                                                              \
        "TSUMO_TUI_TRACE", CLI_ENV_TUI_TRACE, CLI_STRING, NULL, 0, 0, NULL,                        \
            N_("a file that gets one line per frame (tests)"), CLI_ENV                             \
    }
#define CLI_ROW_TUI_CLOCK                                                                          \
    {                                                                                              \
        "TSUMO_TUI_CLOCK", CLI_ENV_TUI_CLOCK, CLI_STRING, NULL, 0, 0, NULL,                        \
            N_("a file holding the clock in milliseconds, read at each look at the clock "         \
               "(tests); "                                                                         \
               "while it is missing or holds no number from 0 to 2^40 the clock reads 0"),         \
            CLI_ENV                                                                                \
    }

/* The faces of big tiles (docs/tui.md): a file read and checked before the screens open. */
#define CLI_ROW_FACES                                                                              \
    {                                                                                              \
        "TSUMO_FACES", CLI_ENV_FACES, CLI_STRING, NULL, 0, 0, NULL,                                \
            N_("a faces file for big tiles instead of the shipped one (docs/tui.md)"), CLI_ENV     \
    }

/* ---- the values several verbs read alike ---- */

/*
 * A whole number from `lo` to `hi`, written in decimal or in hex after 0x,
 * nothing before or after it. Refused (never clamped) with a message on
 * stderr naming `verb`'s `option` and the range.
 */
bool cli_option_number(const char *verb, const char *option, const char *value,
                       unsigned long long lo, unsigned long long hi, unsigned long long *out);

/*
 * The longest claim window a person may set, in seconds: the top of the ruleset key
 * claim_window_ms. The table's 0, a window open until everyone has passed, is its own.
 */
#define CLI_CLAIM_WINDOW_MAX_S (TSUMO_CLAIM_WINDOW_MAX_MS / 1000)

/*
 * Four players' names, "A,B,C,D": each not empty and shorter than
 * TSUMO_NAME_SIZE. Whether a name may be shown is the caller's check.
 */
bool cli_option_names(const char *value, char names[4][TSUMO_NAME_SIZE]);

#endif

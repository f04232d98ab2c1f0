/*
 * What the verbs (src/cli) and the table (src/tui) share: i18n, exit statuses,
 * rulesets, files, the names shown to people, text safety and layout, and the
 * options every verb reads alike. Nothing here includes a verb's or the
 * table's header. The cli_ prefix stays (every caller uses it): it names the
 * program's side of the library, not the verbs.
 */
#ifndef TSUMO_SHARED_H
#define TSUMO_SHARED_H

#include <libintl.h>
#include <stdarg.h>
#include <stdio.h>

#include "tsumo/tsumo.h"

#define _(s)  gettext(s)
#define N_(s) (s)
/* A message in a context ("tile face", "E"): the same English may be translated otherwise
   there. NC_ marks one for xgettext only; cli_pgettext translates it then. */
#define C_(ctx, s)  cli_pgettext(ctx "\004" s, s)
#define NC_(ctx, s) (s)
const char *cli_pgettext(const char *ctx_and_msgid, const char *msgid)
    __attribute__((format_arg(2)));

/* Exit statuses, documented in `tsumo --help`. */
enum cli_exit {
    CLI_EXIT_OK = 0,      /* done */
    CLI_EXIT_REFUSED = 1, /* a hand refused, or a --check that found a mismatch */
    CLI_EXIT_USAGE = 2    /* bad usage or bad input */
};

/*
 * setlocale, bindtextdomain and textdomain for the "tsumo" domain; `dir` is
 * $TSUMO_LOCALEDIR (the program's own environment, read in main.c), or NULL.
 */
void cli_init_i18n(const char *dir);

/*
 * The languages the program speaks: "en" (the messages themselves) and those of po/LINGUAS,
 * their codes into out (at most max); their count.
 */
#define CLI_LANGUAGES_MAX 16
size_t cli_languages(const char *out[], size_t max);
/* A language's name in that language ("Español"), for a menu of languages; the code if unknown. */
const char *cli_language_name(const char *code);
bool cli_language_known(const char *code);
/*
 * Speaks `code` ("es", "en") from now on (--lang, the menu's Language): LANGUAGE set and the
 * catalogues looked up afresh, so that the next gettext answers in it. False, nothing changed,
 * for a language the program does not speak.
 */
bool cli_language_set(const char *code);
/* The language set by cli_language_set, or "" while the locale's is spoken. */
const char *cli_language_chosen(void);
/* The language spoken now: the one set, else the one of the catalogue found ("en": none). */
const char *cli_language_spoken(void);

/* ---- rulesets (rulesets.c) ---------------------------------------------- */

/*
 * Loads a ruleset by shipped name (TSUMO_RULES_DEFAULT_NAME) or from a file (an argument
 * holding a '/' or ending in ".ini"). On failure prints why on stderr, with
 * the file, line and key, and returns false.
 */
bool cli_rules_load(tsumo_rules *out, const char *name_or_file);

/*
 * Whether the ruleset's name and description may be shown (cli_text_safe);
 * when not, says which and why on stderr after `where` and the line of `text` (the ruleset's
 * text, or NULL when there is none) that gives it.
 */
bool cli_rules_texts_safe(const tsumo_rules *rules, const char *where, const char *text,
                          size_t len);
/* The same, with which and why (translated) in `why` instead, for the table's message line. */
bool cli_rules_texts_why(const tsumo_rules *rules, char *why, size_t size);
/* Which of the two cannot be shown: "name", "description", or NULL when both can (why set). */
const char *cli_rules_texts_bad(const tsumo_rules *rules, char *why, size_t size);

/* ---- the rules reference (reference.c) ----------------------------------- */

/* Lines of text the caller owns (cli_lines_free); `failed` once memory ran out. */
typedef struct cli_lines {
    char **at;
    size_t count, cap;
    bool failed;
} cli_lines;

/*
 * The rules reference of a ruleset (`tsumo rules --reference`, the table's
 * reference screen), generated from the ruleset and the engine's tables,
 * translated and wrapped to `width` columns (at least 40). False out of memory.
 */
bool cli_reference(cli_lines *out, const tsumo_rules *rules, int width);

/*
 * How the table shows a tile in its style ("5m", "五萬"): the reference's example hands are
 * written with it at the table, never in the notation ("7z") that the command line prints.
 */
typedef struct cli_tile_faces {
    const char *(*face)(tsumo_kind kind, const void *ctx);
    const void *ctx;
} cli_tile_faces;

/* The same, its example hands' tiles by `faces` (NULL: as `tsumo score` arguments). */
bool cli_reference_faces(cli_lines *out, const tsumo_rules *rules, int width,
                         const cli_tile_faces *faces);

/*
 * Where CHECKLIST rule `rule` ("R-FURI-04") comes from under `rules`, as the
 * engine knows it (tsumo_rule_source) and the reference cites it: "EMA 3.4.5";
 * where the ruleset departs from EMA on the key that shapes the rule, that key:
 * "ruleset key temp_furiten_ends_on_call, not EMA 3.4.5" (the same words under
 * every ruleset that departs so); where EMA leaves the rule open, the key that
 * decides it: "ruleset key abort_dealer_repeats". "" for a rule with no source
 * known. Every sentence that names a rule's section takes it from here.
 */
const char *cli_rule_source(char *buf, size_t size, const char *rule, const tsumo_rules *rules);
/*
 * What a game that is no EMA game (a Tenhou or Majiang log) cites for every
 * rule: its ruleset, by name ("the Tenhou ruleset").
 */
const char *cli_ruleset_source(char *buf, size_t size, const tsumo_rules *rules);
void cli_lines_free(cli_lines *lines);
/*
 * `text` (one paragraph, UTF-8) wrapped to `width` columns at the places libunistring
 * allows a break, never inside a word, each line indented by `indent` blanks, appended to
 * *out. Text that is not UTF-8, or a width under indent + 20, makes one line as it is.
 */
void cli_wrap(cli_lines *out, int width, int indent, const char *text);

/* ---- files (files.c) --------------------------------------------------- */

/* The most each kind of file may hold: a file larger than that is refused, not read. */
#define CLI_MAX_RULESET (1u << 20) /* about 10 KiB each as shipped */
#define CLI_MAX_RECORD  (4u << 20) /* one game, about 15 KiB */
#define CLI_MAX_LOG                                                                                \
    (64u << 20) /* a log read whole (the tests); the verbs read one game at a time */
#define CLI_MAX_TABLE (64u << 10) /* the table's own settings */

/*
 * Reads a whole regular file ("-": standard input) of at most `max` bytes
 * into a NUL-terminated buffer the caller frees, its length in *len. NULL
 * when it cannot, with why (translated) in `why`: a FIFO, a device or a
 * folder is refused without being opened for long, a larger file unread. A leading UTF-8
 * byte-order mark is skipped: no format of the program reads it.
 */
char *cli_read_file(const char *path, size_t max, size_t *len, char *why, size_t why_size);
/*
 * The file opened for reading ("-": standard input, which the caller does not close), with the
 * same refusals; NULL with why (translated) in `why`.
 */
FILE *cli_open_file(const char *path, size_t max, char *why, size_t why_size);
/* The rest of a stream, at most `max` bytes, as cli_read_file reads it (no byte skipped). When
   it is larger, NULL with *len over max; on another failure, NULL with *len 0. */
char *cli_read_stream(FILE *f, size_t max, size_t *len, char *why, size_t why_size);
/* `path` made absolute (from the working folder, "-" refused): the viewer remembers a file's step
   by it. False when it does not fit or the folder cannot be told. */
bool cli_full_path(char *buf, size_t size, const char *path);

/* ---- names shown to people (names.c); each is translated --------------- */

/*
 * How yaku are named (--yaku-names, the table's settings): as the catalogue translates them
 * without the Japanese, by their romaji alone ("chiitoitsu"), or both ("Siete pares
 * (chiitoitsu)": the catalogue's name, the romaji added where it has none); by default as the
 * catalogue has them (which is both for Spanish, whose names keep the romaji).
 */
typedef enum cli_names_mode {
    CLI_NAMES_TRANSLATED = 0,
    CLI_NAMES_ROMAJI,
    CLI_NAMES_BOTH,
    CLI_NAMES_CATALOGUE /* the default: the catalogue's words as they are */
} cli_names_mode;
#define CLI_NAMES_CHOICES "translated|romaji|both"
void cli_names_set(cli_names_mode mode);
cli_names_mode cli_names_get(void);
const char *cli_names_id(cli_names_mode mode);

const char *cli_yaku_name(tsumo_yaku yaku);
const char *cli_limit_name(tsumo_limit limit, int yakuman_mult);
const char *cli_wind_name(int wind);

/*
 * A tile as players name it and the table shows it in ASCII ("5m", "E", "Wh"):
 * the one name of a tile in a set, on every screen and in every verb.
 */
const char *cli_kind_name(tsumo_kind kind);

/*
 * The same with the honours lettered in the language, as its rulebook does (Spanish "O" for
 * Oeste, Russian "В" for Восток), from the catalogue (msgctxt "tile face"): the table's local
 * tile style. The suits as cli_kind_name; at most 2 columns (libunistring's width).
 */
const char *cli_kind_face(tsumo_kind kind);

/* A kind in the notation ("5m", "7z") into buf; "?" for no kind. */
const char *cli_kind_notation(char buf[4], tsumo_kind kind);

/* A physical tile in the notation, a red five of the ruleset as "0m"; "?" for no tile. */
const char *cli_tile_notation(char buf[4], tsumo_tile tile, const tsumo_rules *rules);

/* How a hand ended ("a win", "an abortive draw (four kans)"): a tsumo_hand_result's end and
   abort. */
const char *cli_hand_end_name(int end, int abort);

/*
 * Why a hand ended in an abortive draw (a tsumo_abort), with where its rule
 * (tsumo_abort_rule) comes from, `source` ("EMA 3.4.3"; NULL or "" for none).
 */
const char *cli_abort_reason(char *buf, size_t size, int abort, const char *source);

/* A fu item as a translated label, its set named by cli_kind_name(); may write into buf. */
const char *cli_fu_label(char *buf, size_t size, const tsumo_fu_entry *e);

/* An engine msgid holding printf conversions, translated and filled in, into buf. */
const char *cli_format_msgid(char *buf, size_t size, const char *msgid, ...);

/* "no_yaku", "needs_tsumo"...: the machine id of a refusal in the batch format. */
const char *cli_refusal_id(const tsumo_score *score);

/* Why a hand is refused, as a translated sentence. */
const char *cli_refusal_text(const tsumo_score *score);

/*
 * The same, naming the tile and what the ruleset allows where the refusal is
 * about the tiles themselves (too many red fives or copies); may write into buf.
 */
const char *cli_refusal_explain(char *buf, size_t size, const tsumo_score *score,
                                const tsumo_rules *rules);

/* Whether a refusal says the tiles are no hand of the ruleset's set: bad input, not a
   refused win. */
bool cli_refusal_is_bad_tiles(const tsumo_score *score);

/*
 * A diagnostic as one translated phrase: the message, then what was expected
 * and what was found when the parser said so. Writes into buf.
 */
const char *cli_diag_text(char *buf, size_t size, const tsumo_diag *diag);

/* ---- text layout (text.c) ----------------------------------------------- */

/* Columns a UTF-8 string takes on a terminal (wide characters count 2). */
int cli_width(const char *s);

/* Prints s and pads it with blanks to `width` columns. */
void cli_put_padded(FILE *to, const char *s, int width);
/* Prints s after as many blanks as make it end at `width` columns (a right-aligned header). */
void cli_put_right(FILE *to, const char *s, int width);

/*
 * Prints the text on one line and a caret under the character at `column`
 * (counted in bytes from 1) on the next, followed by the note; both indented.
 */
void cli_put_caret(FILE *to, const char *text, int column, const char *note);

/* What a parser expected and found, as a translated phrase ("" when it said neither). */
const char *cli_diag_detail(char *buf, size_t size, const tsumo_diag *diag);

/* ---- text from outside (text.c): what may reach a terminal ------------ */

/*
 * Whether a name from a person or a file may be shown: valid UTF-8, no
 * control character (C0, C1, bidi controls) and at least one visible
 * character. When not, why (translated) is in `why`.
 */
bool cli_text_safe(const char *s, char *why, size_t size);

/*
 * The same for a player's name read from a file (`player` from 0): an empty
 * name is no name and passes; why names the player.
 */
bool cli_name_safe(const char *name, int player, char *why, size_t size);

/*
 * The `len` bytes of s as they may be printed: a byte that is not UTF-8 and
 * a control character escaped (\x1b, \u009B, \u202E), the rest as it is.
 * Cut short to fit buf; returns buf.
 */
const char *cli_escape(char *buf, size_t size, const char *s, size_t len);

/* The same for a whole string. */
const char *cli_shown(char *buf, size_t size, const char *s);

/* The line `line` (from 1) of the `len` bytes of text, without the blanks around it, as
   cli_escape shows it: a file's line quoted in a refusal. */
const char *cli_line_shown(char *buf, size_t size, const char *text, size_t len, int line);

/*
 * Formats a message and prints it to `to` as cli_shown() shows it, then a
 * newline: for messages that quote an argument or a file, whose bytes must
 * not act on a terminal.
 */
void cli_put_shown_v(FILE *to, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));

/* ---- options (options.c): one table-driven parser for every verb and the table ---- */
#include "options.h"

#endif

/*
 * One parser for every verb's table of options (options.h), and the values
 * several verbs read alike: a seed written as `tsumo sim` accepts it is
 * accepted by `tsumo play` and `tsumo bench` too, and a number out of range is
 * refused with the option and the range, never clamped.
 */
#include "options.h"
#include "shared.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static int digit_value(char c, unsigned base)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (base == 16 && c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (base == 16 && c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Digits only (no sign, no blank, which strtoull would take); false on overflow. */
static bool read_whole(const char *s, unsigned long long *out)
{
    unsigned base = 10;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
    }
    if (!*s)
        return false;
    unsigned long long v = 0;
    for (; *s; s++) {
        int d = digit_value(*s, base);
        if (d < 0 || v > (ULLONG_MAX - (unsigned)d) / base)
            return false;
        v = v * base + (unsigned)d;
    }
    *out = v;
    return true;
}

bool cli_option_number(const char *verb, const char *option, const char *value,
                       unsigned long long lo, unsigned long long hi, unsigned long long *out)
{
    unsigned long long v;
    if (value && read_whole(value, &v) && v >= lo && v <= hi) {
        *out = v;
        return true;
    }
    char shown[256];
    /* TRANSLATORS: the verb, the option, the smallest and largest value, what was given. */
    fprintf(stderr,
            _("tsumo %s: %s takes a whole number from %llu to %llu (decimal, or hex after 0x), not "
              "'%s'\n"),
            verb, option, lo, hi, cli_shown(shown, sizeof shown, value ? value : ""));
    return false;
}

bool cli_option_names(const char *value, char names[4][TSUMO_NAME_SIZE])
{
    const char *p = value;
    for (int i = 0; i < 4; i++) {
        size_t n = strcspn(p, ",");
        if (n == 0 || n >= TSUMO_NAME_SIZE || (i < 3 && p[n] != ',') || (i == 3 && p[n] != '\0'))
            return false;
        memcpy(names[i], p, n);
        names[i][n] = '\0';
        p += n + (p[n] == ',');
    }
    return true;
}

/* ---- reading a value ---- */

static bool read_seconds(const char *value, unsigned long long max_s, unsigned long long *ms)
{
    char *end = NULL;
    double s = *value && *value != '-' ? strtod(value, &end) : -1;
    if (!end || *end || s < 0 || s > (double)max_s)
        return false;
    *ms = (unsigned long long)(s * 1000 + 0.5);
    return true;
}

/* The choices "a|b|c" as a phrase, "a, b or c", into buf. */
static const char *choices_phrase(char *buf, size_t size, const char *choices)
{
    size_t at = 0, n = strlen(choices);
    buf[0] = '\0';
    for (size_t i = 0; i < n && at + 1 < size; i++) {
        if (choices[i] != '|') {
            buf[at++] = choices[i];
            buf[at] = '\0';
            continue;
        }
        /* TRANSLATORS: between the last two words a value may take: "never, hand or action". */
        const char *glue = strchr(choices + i + 1, '|') ? ", " : _(" or ");
        at += (size_t)snprintf(buf + at, size - at, "%s", glue);
        if (at >= size)
            at = size - 1;
    }
    return buf;
}

static int choice_index(const char *choices, const char *value)
{
    size_t n = strlen(value);
    int index = 0;
    for (const char *c = choices; *c; index++) {
        size_t len = strcspn(c, "|");
        if (len == n && strncmp(c, value, n) == 0)
            return index;
        c += len + (c[len] == '|');
    }
    return -1;
}

static int wind_of(const char *s)
{
    char letter = s[0] >= 'a' && s[0] <= 'z' ? (char)(s[0] - 'a' + 'A') : s[0];
    int w = s[0] && !s[1] ? tsumo_wind_from_letter(letter) : tsumo_wind_from_id(s);
    return w >= 0 && w < 4 ? w : -1;
}

/* Reads arg->text as the option's kind into arg->number; false, said on stderr, when it is not. */
static bool read_value(const cli_verb *verb, cli_arg *arg)
{
    const cli_option *o = arg->option;
    const char *v = arg->text, *name = verb->name ? verb->name : "";
    char shown[256], phrase[256];
    switch (o->kind) {
    case CLI_NUMBER:
        return cli_option_number(name, o->name, v, o->lo, o->hi, &arg->number);
    case CLI_SEED:
        return cli_option_number(name, o->name, v, 0, UINT64_MAX, &arg->number);
    case CLI_SECONDS:
        if (read_seconds(v, o->hi, &arg->number))
            return true;
        /* TRANSLATORS: the verb, the option, the longest time, what was given. */
        fprintf(stderr, _("tsumo %s: %s takes 0 to %llu seconds, not '%s'\n"), name, o->name, o->hi,
                cli_shown(shown, sizeof shown, v));
        return false;
    case CLI_CHOICE: {
        int i = choice_index(o->choices, v);
        if (i >= 0) {
            arg->number = (unsigned long long)i;
            return true;
        }
        /* TRANSLATORS: the verb, the option, the words it takes ("never, hand or action"), what
           was given. */
        fprintf(stderr, _("tsumo %s: %s takes %s, not '%s'\n"), name, o->name,
                choices_phrase(phrase, sizeof phrase, o->choices),
                cli_shown(shown, sizeof shown, v));
        return false;
    }
    case CLI_WIND: {
        int w = wind_of(v);
        if (w >= 0) {
            arg->number = (unsigned long long)w;
            return true;
        }
        /* TRANSLATORS: the verb, the option, what was given. */
        fprintf(stderr, _("tsumo %s: %s takes E, S, W or N, not '%s'\n"), name, o->name,
                cli_shown(shown, sizeof shown, v));
        return false;
    }
    default:
        return true;
    }
}

/* ---- the command line ---- */

static const cli_option *find_option(const cli_verb *verb, const char *word, size_t n)
{
    for (size_t r = 0; r < verb->count; r++) {
        const cli_option *o = &verb->options[r];
        if (!(o->flags & CLI_ENV) && strlen(o->name) == n && strncmp(o->name, word, n) == 0)
            return o;
    }
    return NULL;
}

static bool is_operand(const char *word)
{
    return word[0] != '-' || word[1] == '\0';
}

/* The value of the option at argv[*i] into arg->text, moving *i past what it took. */
static bool take_value(const cli_verb *verb, cli_arg *arg, int argc, char **argv, int *i)
{
    const cli_option *o = arg->option;
    if (o->kind == CLI_FLAG) {
        if (arg->joined)
            return cli_refuse(verb, _("option '%s' takes no value"), arg->written);
        return true;
    }
    if (arg->joined)
        return true;
    if (o->kind == CLI_OPTIONAL) {
        if (*i + 1 < argc && is_operand(argv[*i + 1]))
            arg->text = argv[++*i];
        return true;
    }
    if (*i + 1 >= argc)
        return cli_refuse(verb, _("option '%s' needs a value"), o->name);
    arg->text = argv[++*i];
    return true;
}

/* Reads the option at argv[*i]; false when it is refused (said on stderr). */
static bool read_option(const cli_verb *verb, cli_arg *arg, int argc, char **argv, int *i,
                        bool given[])
{
    const char *word = argv[*i];
    const char *eq = strchr(word, '=');
    size_t n = eq && word[1] == '-' ? (size_t)(eq - word) : strlen(word);
    *arg = (cli_arg){.option = find_option(verb, word, n), .written = word};
    if (!arg->option) {
        cli_usage_error(verb, _("unknown option '%s'"), word);
        return false;
    }
    if (n < strlen(word)) {
        arg->joined = true;
        arg->text = word + n + 1;
    }
    size_t row = (size_t)(arg->option - verb->options);
    if ((arg->option->flags & CLI_ONCE) && given[row])
        return cli_refuse(verb, _("option '%s' is given twice"), arg->option->name);
    given[row] = true;
    return take_value(verb, arg, argc, argv, i) && (!arg->text || read_value(verb, arg));
}

static int help_shown(const cli_verb *verb)
{
    if (cli_help(verb, stdout) && fflush(stdout) == 0 && !ferror(stdout))
        return CLI_EXIT_OK;
    fprintf(stderr, _("tsumo %s: cannot write the help: %s\n"), verb->name ? verb->name : "",
            strerror(errno ? errno : EIO));
    clearerr(stdout); /* said once: the program's own check of its output need not say it again */
    return CLI_EXIT_USAGE;
}

/*
 * The options every verb takes, the program before any verb too: the language and the names of
 * yaku. Read before the verb's own words, so that its help and its refusals are in the language
 * asked for wherever --lang stands.
 */
static const cli_option common_rows[] = {
    {"--lang", CLI_COMMON_LANG, CLI_STRING, "LL", 0, 0, NULL,
     N_("speak the language LL: en or one of the catalogues' (es...), over the locale"), CLI_ONCE},
    {"--yaku-names", CLI_COMMON_NAMES, CLI_CHOICE, "HOW", 0, 0, CLI_NAMES_CHOICES,
     N_("name the yaku translated, by their Japanese romaji, or both (by default as the "
        "catalogue has them)"),
     CLI_ONCE},
};
static const cli_verb common_verb = {NULL, "", NULL, CLI_OPTIONS(common_rows), NULL};

const cli_option *cli_common_rows(size_t *count)
{
    *count = sizeof common_rows / sizeof common_rows[0];
    return common_rows;
}

/* The common option at argv[*i] taken (and *i moved past its value): 1; not one: 0; refused: -1. */
static int common_option(const cli_verb *verb, int argc, char **argv, int *i, bool apply)
{
    const char *word = argv[*i];
    const char *eq = strchr(word, '=');
    size_t n = eq ? (size_t)(eq - word) : strlen(word);
    const cli_option *o = find_option(&common_verb, word, n);
    if (!o)
        return 0;
    cli_arg arg = {.option = o, .written = word, .joined = eq != NULL, .text = eq ? eq + 1 : NULL};
    if (!take_value(verb, &arg, argc, argv, i) || !read_value(verb, &arg))
        return -1;
    if (!apply)
        return 1;
    if (o->id == CLI_COMMON_NAMES) {
        cli_names_set((cli_names_mode)arg.number);
        return 1;
    }
    if (!cli_language_set(arg.text)) {
        char langs[128] = "", shown[64];
        const char *codes[CLI_LANGUAGES_MAX];
        size_t count = cli_languages(codes, CLI_LANGUAGES_MAX);
        for (size_t l = 0; l < count && l < CLI_LANGUAGES_MAX; l++)
            snprintf(langs + strlen(langs), sizeof langs - strlen(langs), "%s%s", l ? ", " : "",
                     codes[l]);
        /* TRANSLATORS: the verb, the option (--lang), the languages the program speaks ("en,
           es"), what was given. */
        fprintf(stderr, _("tsumo %s: %s takes %s, not '%s'\n"), verb->name ? verb->name : "",
                o->name, langs, cli_shown(shown, sizeof shown, arg.text));
        return -1;
    }
    return 1;
}

int cli_parse_common(const cli_verb *verb, int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            break;
        if (common_option(verb, argc, argv, &i, true) < 0)
            return CLI_EXIT_USAGE;
    }
    return CLI_GO_ON;
}

int cli_parse(const cli_verb *verb, int argc, char **argv, cli_arg_fn fn, void *ctx)
{
    bool operands = false;
    bool given[64] = {false};
    if (verb->count > sizeof given / sizeof given[0])
        return CLI_EXIT_USAGE; /* a table too long: a mistake of the program's */
    int common = cli_parse_common(verb, argc, argv);
    if (common != CLI_GO_ON)
        return common;
    for (int i = 0; i < argc; i++) {
        const char *word = argv[i];
        cli_arg arg = {.written = word, .text = word};
        if (!operands && (strcmp(word, "--help") == 0 || strcmp(word, "-h") == 0))
            return help_shown(verb);
        if (!operands && strcmp(word, "--") == 0) {
            operands = true;
            continue;
        }
        if (!operands && common_option(verb, argc, argv, &i, false) != 0)
            continue; /* taken above */
        if (!operands && !is_operand(word) && !read_option(verb, &arg, argc, argv, &i, given))
            return CLI_EXIT_USAGE;
        if (!fn(ctx, &arg))
            return CLI_EXIT_USAGE;
    }
    return CLI_GO_ON;
}

int cli_parse_env(const cli_verb *verb, int id, cli_arg_fn fn, void *ctx)
{
    for (size_t r = 0; r < verb->count; r++) {
        const cli_option *o = &verb->options[r];
        if (!(o->flags & CLI_ENV) || o->id != id)
            continue;
        const char *v = getenv(o->name);
        if (!v || !*v)
            return CLI_GO_ON;
        cli_arg arg = {.option = o, .written = o->name, .text = v, .joined = true};
        return read_value(verb, &arg) && fn(ctx, &arg) ? CLI_GO_ON : CLI_EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* ---- messages ---- */

static bool vrefuse(const cli_verb *verb, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
static bool vrefuse(const cli_verb *verb, const char *fmt, va_list ap)
{
    if (verb->name)
        fprintf(stderr, "tsumo %s: ", verb->name);
    else
        fputs("tsumo: ", stderr);
    cli_put_shown_v(stderr, fmt, ap); /* the message echoes arguments: shown, not sent */
    return false;
}

bool cli_refuse(const cli_verb *verb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vrefuse(verb, fmt, ap);
    va_end(ap);
    return false;
}

int cli_usage_error(const cli_verb *verb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vrefuse(verb, fmt, ap);
    va_end(ap);
    /* TRANSLATORS: the verb; the line that follows a usage error. */
    fprintf(stderr, _("Try 'tsumo %s --help'.\n"), verb->name ? verb->name : "");
    return CLI_EXIT_USAGE;
}

int cli_usage_short(const cli_verb *verb)
{
    fputs(_(verb->usage), stderr);
    fprintf(stderr, _("Try 'tsumo %s --help'.\n"), verb->name ? verb->name : "");
    return CLI_EXIT_USAGE;
}

bool cli_take_operand(const cli_verb *verb, const cli_arg *arg, const char **slot)
{
    if (*slot)
        return cli_refuse(verb, _("one file at a time; '%s' is one too many"), arg->written);
    *slot = arg->text;
    return true;
}

bool cli_refuse_operand(const cli_verb *verb, const cli_arg *arg)
{
    cli_usage_error(verb, _("unknown option '%s'"), arg->written);
    return false;
}

/* ---- the help ---- */

enum { HELP_WIDTH = 79, HELP_COLUMN_MAX = 28 };

/* "--games N", "-h, --help": the left column of a row. */
static void row_left(char *buf, size_t size, const cli_option *o)
{
    if (!o)
        snprintf(buf, size, "-h, --help");
    else
        snprintf(buf, size, "%s%s%s", o->name, o->value ? " " : "", o->value ? o->value : "");
}

void cli_put_wrapped(FILE *to, const char *text, int at, int column)
{
    char word[256];
    for (const char *p = text; *p;) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (n == 0)
            break;
        snprintf(word, sizeof word, "%.*s", (int)n, p);
        p += n;
        int w = cli_width(word);
        if (at > column && at + 1 + w > HELP_WIDTH) {
            fprintf(to, "\n%*s", column, "");
            at = column;
        } else if (at > column) {
            fputc(' ', to);
            at++;
        }
        fputs(word, to);
        at += w;
    }
    fputc('\n', to);
}

static int rows_column(const cli_verb *verb)
{
    int widest = (int)strlen("-h, --help");
    char left[128];
    for (size_t r = 0; r < verb->count; r++) {
        row_left(left, sizeof left, &verb->options[r]);
        int w = cli_width(left);
        if (w > widest && w + 4 <= HELP_COLUMN_MAX)
            widest = w;
    }
    return 2 + widest + 2;
}

/*
 * An option's help, translated or as written, with the default ruleset's
 * name in its %s when it has one (CLI_DEFAULT_RULES). The help is not a
 * literal, so the compiler cannot check it; xgettext marks it c-format and
 * msgfmt --check holds each translation to its one %s.
 */
static const char *help_of(char *buf, size_t size, const cli_option *o, bool translated)
{
    const char *help = translated ? _(o->help) : o->help;
    if (!(o->flags & CLI_DEFAULT_RULES)) {
        snprintf(buf, size, "%s", help);
        return buf;
    }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    snprintf(buf, size, help, TSUMO_RULES_DEFAULT_NAME);
#pragma GCC diagnostic pop
    return buf;
}

static void put_row(FILE *to, const cli_option *o, int column)
{
    char left[128];
    row_left(left, sizeof left, o);
    fprintf(to, "  %s", left);
    int at = 2 + cli_width(left);
    if (at + 2 > column) {
        fputc('\n', to);
        at = 0;
    }
    fprintf(to, "%*s", column - at, "");
    char help[1024];
    cli_put_wrapped(to, o ? help_of(help, sizeof help, o, true) : _("show this help"), column,
                    column);
}

bool cli_help(const cli_verb *verb, FILE *to)
{
    int column = rows_column(verb);
    fputs(_(verb->usage), to);
    if (verb->about)
        fputs(_(verb->about), to);
    fputs(_("\nOptions:\n"), to);
    bool env = false;
    for (size_t r = 0; r < verb->count; r++) {
        const cli_option *o = &verb->options[r];
        if ((o->flags & CLI_ENV) && !env) {
            put_row(to, NULL, column);
            fputs(_("\nEnvironment:\n"), to);
            env = true;
        }
        put_row(to, o, column);
    }
    if (!env)
        put_row(to, NULL, column);
    fputs(_("\nEvery verb:\n"), to);
    for (size_t r = 0; r < sizeof common_rows / sizeof common_rows[0]; r++)
        put_row(to, &common_rows[r], column);
    if (verb->more) {
        fputc('\n', to);
        fputs(_(verb->more), to);
    }
    return !ferror(to);
}

/* ---- the tables for the tests and the man page ---- */

static const char *kind_id(cli_kind kind)
{
    static const char *const ids[] = {"flag", "string",  "optional", "number",
                                      "seed", "seconds", "choice",   "wind"};
    return ids[kind];
}

void cli_options_list(FILE *to, const cli_verb *verb)
{
    for (size_t r = 0; r < verb->count; r++) {
        const cli_option *o = &verb->options[r];
        unsigned long long hi = o->kind == CLI_SEED ? UINT64_MAX : o->hi;
        fprintf(to, "%s\t%s\t%s\t%llu\t%llu\n", o->flags & CLI_ENV ? "env" : "option", o->name,
                kind_id(o->kind), o->lo, hi);
    }
    fprintf(to, "option\t--help\tflag\t0\t0\n");
    for (size_t r = 0; r < sizeof common_rows / sizeof common_rows[0]; r++)
        fprintf(to, "option\t%s\t%s\t0\t%d\n", common_rows[r].name, kind_id(common_rows[r].kind),
                common_rows[r].kind == CLI_CHOICE ? 2 : 0);
}

/*
 * A text as roff: the dashes of an option ("--no-big") as roff's minus, the
 * other hyphens as they are; a line's leading dot kept from roff.
 */
static void put_roff(FILE *to, const char *s)
{
    bool option = false;
    if (*s == '.' || *s == '\'')
        fputs("\\&", to);
    for (const char *c = s; *c; c++) {
        if (c[0] == '-' && c[1] == '-' && (c == s || !isalnum((unsigned char)c[-1])))
            option = true;
        else if (*c != '-' && !isalnum((unsigned char)*c))
            option = false;
        if (*c == '-' && option)
            fputs("\\-", to);
        else if (*c == '\\')
            fputs("\\e", to);
        else
            fputc(*c, to);
    }
}

static void man_rows(FILE *to, const cli_option *rows, size_t count)
{
    for (size_t r = 0; r < count; r++) {
        const cli_option *o = &rows[r];
        if (o->flags & CLI_ENV)
            continue; /* the page's ENVIRONMENT lists the variables of every verb together */
        fputs(".TP\n", to);
        fputs(o->value ? ".BI " : ".B ", to);
        put_roff(to, o->name);
        if (o->value) {
            fputs(" \" ", to);
            put_roff(to, o->value);
            fputc('"', to);
        }
        fputc('\n', to);
        char help[1024];
        help_of(help, sizeof help, o, false);
        if (help[0] >= 'a' && help[0] <= 'z')
            help[0] = (char)(help[0] - 'a' + 'A');
        put_roff(to, help);
        fputs(".\n", to);
    }
}

void cli_options_man(FILE *to, const cli_verb *verb)
{
    man_rows(to, verb->options, verb->count);
    man_rows(to, common_rows, sizeof common_rows / sizeof common_rows[0]);
    fputs(".TP\n.B \\-\\-help\nShow the options and exit.\n", to);
}

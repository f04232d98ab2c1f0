/*
 * `tsumo drill furiten|calls|waits|scoring|efficiency|defence`: a practice session (issues 14
 * and 22).
 * Each drill shows a situation, asks one question and gives the engine's
 * answer with the rule; the session keeps score and lists the mistakes at the
 * end. Drills come from the shipped files (data/drills) and from simulated
 * hands, in an order the seed repeats; --file plays a file's drills in order.
 */
#include "cli.h"
#include "drill.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define MAX_COUNT 1000

typedef struct drill_options {
    int kind;
    const char *rules_arg, *answers_path, *file_path;
    uint64_t seed;
    bool has_seed;
    unsigned long long count;
    int columns; /* $COLUMNS, 0 when unset or refused */
} drill_options;

typedef struct mistake {
    int number;
    char given[96];
    char wrong[1024]; /* why that answer is wrong */
    drill_verdict verdict;
} mistake;

typedef struct session {
    const drill_options *o;
    tsumo_rules rules;
    const char *rules_id;
    drill_deck deck;
    char *answers; /* --answers: the whole file, cut into lines as they are read */
    char *next_answer;
    int right, asked;
    mistake *mistakes;
    int mistake_count;
    int width; /* columns to wrap the text to, 0: whole lines */
} session;

enum { OPT_RULES = 1, OPT_SEED, OPT_COUNT, OPT_ANSWERS, OPT_FILE, ENV_COLUMNS };

static const cli_option drill_rows[] = {
    {"--rules", OPT_RULES, CLI_STRING, "NAME|FILE", 0, 0, NULL,
     N_("the ruleset practised (default %s)"), CLI_DEFAULT_RULES},
    {"--seed", OPT_SEED, CLI_SEED, "S", 0, 0, NULL,
     N_("repeat a session (default: a new one, printed)"), 0},
    {"--count", OPT_COUNT, CLI_NUMBER, "N", 1, MAX_COUNT, NULL, N_("how many drills (default 10)"),
     0},
    {"--answers", OPT_ANSWERS, CLI_STRING, "FILE", 0, 0, NULL,
     N_("read the answers from FILE, one a line, without a terminal"), 0},
    {"--file", OPT_FILE, CLI_STRING, "FILE", 0, 0, NULL,
     N_("play the drills of a drill file (docs/drill-format.md) in order, instead of the shipped "
        "ones and simulated hands"),
     0},
    {"COLUMNS", ENV_COLUMNS, CLI_NUMBER, NULL, 40, 1000, NULL,
     N_("the columns to wrap the text to when the output is no terminal (40 to 1000); another "
        "value is said and ignored, and the lines are left whole"),
     CLI_ENV},
};

const cli_verb cli_drill_verb = {
    "drill",
    N_("Usage: tsumo drill furiten|calls|waits|scoring|efficiency|defence [OPTIONS]\n"),
    N_("Practise the rules that trip players up: each drill shows a table\n"
       "situation and asks one question; the engine answers it and says which\n"
       "rule decides. The session keeps score and lists the mistakes at the end.\n"
       "\n"
       "  furiten     may this player ron this tile?        answer yes or no\n"
       "  calls       which claims may be made on this discard?\n"
       "                                      e.g. S pon, W chi 34m or none\n"
       "  waits       name every winning tile of this hand   e.g. 25m8p\n"
       "  scoring     what does this win pay?                e.g. 3900\n"
       "  efficiency  which discard accepts the most tiles?  e.g. 3p\n"
       "  defence     which discard is safest against a riichi?  e.g. E\n"),
    CLI_OPTIONS(drill_rows),
    NULL,
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    drill_options *o = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_RULES:
        o->rules_arg = arg->text;
        return true;
    case OPT_SEED:
        o->seed = arg->number;
        o->has_seed = true;
        return true;
    case OPT_COUNT:
        o->count = arg->number;
        return true;
    case OPT_ANSWERS:
        o->answers_path = arg->text;
        return true;
    case OPT_FILE:
        o->file_path = arg->text;
        return true;
    case ENV_COLUMNS:
        o->columns = (int)arg->number;
        return true;
    default:
        if (o->kind >= 0 || drill_kind_from_id(arg->text) < 0) {
            cli_usage_error(&cli_drill_verb, _("unknown option or drill kind '%s'"), arg->written);
            return false;
        }
        o->kind = drill_kind_from_id(arg->text);
        return true;
    }
}

static int parse_args(drill_options *o, int argc, char **argv)
{
    *o = (drill_options){.kind = -1, .count = 10};
    int st = cli_parse(&cli_drill_verb, argc, argv, take_arg, o);
    /* A bad COLUMNS is said and ignored, as ls does: the drills still run, in whole lines. */
    if (st == CLI_GO_ON && cli_parse_env(&cli_drill_verb, ENV_COLUMNS, take_arg, o) != CLI_GO_ON)
        cli_refuse(&cli_drill_verb, _("%s is ignored: the lines are left whole"), "COLUMNS");
    if (st == CLI_GO_ON && o->kind < 0)
        return cli_usage_error(&cli_drill_verb, "%s",
                               _("say which drill: furiten, calls, waits, scoring, efficiency or "
                                 "defence"));
    return st;
}

/* ---- the drills of a session ---- */

static bool refuse_file(const char *where, const drill_error *err)
{
    fprintf(stderr, _("%s:%d: expected %s"), where, err->line, _(err->expected));
    if (err->found[0])
        fprintf(stderr, _(", found '%s'"), err->found);
    fputc('\n', stderr);
    return false;
}

static bool refuse_drill(const session *s, const char *where, const drill_state *st)
{
    fprintf(stderr, _("%s:%d: the engine refuses this under %s: %s\n"), where, st->refused_line,
            s->rules_id,
            st->refused_reason ? _(tsumo_reason_msgid(st->refused_reason))
                               : _("the deal needs more tiles of a kind than the set holds "
                                   "(red fives apart)"));
    return false;
}

/* --file: that file's drills of the kind, every one of which must play under the ruleset. */
static bool load_file(session *s)
{
    char why[256], shown[256];
    size_t len = 0;
    char *text = cli_read_file(s->o->file_path, CLI_MAX_RECORD, &len, why, sizeof why);
    cli_shown(shown, sizeof shown, s->o->file_path);
    if (!text) {
        fprintf(stderr, _("tsumo drill: cannot read '%s': %s\n"), shown, why);
        return false;
    }
    drill_error err;
    drill_state refused;
    int status = drill_deck_add_text(&s->deck, text, len, true, &err, &refused);
    free(text);
    if (status == DRILL_ADD_PARSE)
        return refuse_file(shown, &err);
    if (status == DRILL_ADD_REFUSED)
        return refuse_drill(s, shown, &refused);
    if (status == DRILL_ADD_NOMEM) {
        fprintf(stderr, _("tsumo drill: cannot read '%s': %s\n"), shown, _("out of memory"));
        return false;
    }
    if (status != DRILL_ADD_OK || s->deck.count == 0) {
        fprintf(stderr, _("tsumo drill: '%s' has no %s drill\n"), shown,
                drill_kind_id((drill_kind)s->o->kind));
        return false;
    }
    return true;
}

/* ---- one drill ---- */

static bool read_answer(session *s, char *buf, size_t size)
{
    if (!s->answers)
        return fgets(buf, (int)size, stdin) != NULL;
    if (!s->next_answer || !*s->next_answer)
        return false;
    char *line = s->next_answer, *nl = strchr(line, '\n');
    s->next_answer = nl ? nl + 1 : line + strlen(line);
    if (nl)
        *nl = '\0';
    snprintf(buf, size, "%s", line);
    return true;
}

static void note_mistake(session *s, const char *given, const char *wrong, const drill_verdict *v)
{
    mistake *grown = realloc(s->mistakes, (size_t)(s->mistake_count + 1) * sizeof *grown);
    if (!grown)
        return;
    s->mistakes = grown;
    mistake *m = &s->mistakes[s->mistake_count++];
    m->number = s->asked;
    cli_shown(m->given, sizeof m->given, given);
    snprintf(m->wrong, sizeof m->wrong, "%s", wrong);
    m->verdict = *v;
}

/*
 * The columns the text is wrapped to: the terminal's, or $COLUMNS (read with the options)
 * when the output is no terminal; 0 (whole lines, for grep and the tests) when neither says.
 */
static int output_width(const drill_options *o)
{
    struct winsize ws;
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 40)
        return ws.ws_col;
    return o->columns;
}

/*
 * Prints text of several lines, each wrapped at word boundaries to the session's width
 * (cli_wrap, libunistring's breaks) and indented as it starts, then `more` blanks.
 */
static void say(const session *s, const char *text, int more)
{
    for (const char *line = text; *line;) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        char part[2048];
        snprintf(part, sizeof part, "%.*s", (int)n, line);
        int indent = (int)strspn(part, " ");
        cli_lines lines = {0};
        if (s->width > 0)
            cli_wrap(&lines, s->width, indent + more, part + indent);
        if (s->width > 0 && !lines.failed && lines.count)
            for (size_t i = 0; i < lines.count; i++)
                printf("%s\n", lines.at[i]);
        else
            printf("%*s%s\n", more, "", part);
        cli_lines_free(&lines);
        line += n + (nl != NULL);
    }
}

/* What drill_show() prints, wrapped. */
static void show(const session *s, const drill *d, const drill_state *st)
{
    static char text[16384];
    text[0] = '\0';
    FILE *f = fmemopen(text, sizeof text - 1, "w");
    if (!f)
        return;
    drill_show(f, d, st);
    fclose(f);
    say(s, text, 0);
}

/* The verdict on an answer, why it is wrong when it is, and the engine's answer with its rule. */
static bool verdict(session *s, const drill *d, const drill_state *st, const drill_verdict *v,
                    const char *answer, bool simulated)
{
    char why[160], shown[256], wrong[1024] = "";
    bool right = drill_check(d, v, answer, why, sizeof why);
    if (right) {
        s->right++;
        printf(_("Right.\n"));
    } else if (why[0]) {
        printf(_("Wrong: cannot read '%s': %s.\n"), cli_shown(shown, sizeof shown, answer), why);
    } else {
        printf(_("Wrong.\n"));
        drill_why_wrong(wrong, sizeof wrong, d, st, v, answer);
        say(s, wrong, 0);
    }
    printf(_("The engine's answer: %s\n"), drill_answer_shown(v));
    char ref[DRILL_REF_SIZE];
    drill_ref_shown(ref, sizeof ref, d->ref);
    if (!simulated)
        printf("(%s%s%s)\n", d->name, ref[0] ? ", " : "", ref);
    if (d->topic) {
        /* TRANSLATORS: the rule a drill turns on, after its verdict: "Topic: Permanent
           furiten: a wait among your own discards." */
        snprintf(shown, sizeof shown, _("Topic: %s\n"), drill_topic_text((drill_topic)d->topic));
        say(s, shown, 0);
    }
    say(s, v->why, 0);
    static char others[8192];
    drill_others(others, sizeof others, d, v, &s->rules);
    say(s, others, 0);
    if (!right)
        note_mistake(s, answer, wrong, v);
    return right;
}

/* Shows drill `d`, asks, judges. False when no answer came (end of input). */
static bool play_one(session *s, const drill *d, int total)
{
    drill_state st;
    if (!drill_build(&st, d, &s->rules)) {
        drill_state_free(&st);
        return true; /* a simulated hand never is refused: it was played under these rules */
    }
    drill_verdict v;
    drill_judge(&v, d, &st);
    printf("\n");
    /* Which drill it is and its topic name the rule it turns on: they come with the verdict. */
    printf(_("Drill %d of %d"), s->asked + 1, total);
    bool simulated = !d->name[0] || strcmp(d->name, "sim") == 0;
    if (simulated)
        printf(_(" (a simulated hand, seed %llu)"), (unsigned long long)d->seed);
    printf("\n");
    show(s, d, &st);
    char q[320], answer[256], shown[256];
    say(s, drill_question(q, sizeof q, d, &st), 0);
    fputs(_("Your answer: "), stdout);
    fflush(stdout);
    if (!read_answer(s, answer, sizeof answer)) {
        fputc('\n', stdout);
        drill_state_free(&st);
        return false;
    }
    answer[strcspn(answer, "\r\n")] = '\0';
    if (s->answers)
        printf("%s\n", cli_shown(shown, sizeof shown, answer));
    s->asked++;
    verdict(s, d, &st, &v, answer, simulated);
    drill_state_free(&st);
    return true;
}

static void summary(const session *s)
{
    printf(_("\nScore: %d of %d right.\n"), s->right, s->asked);
    if (!s->mistake_count)
        return;
    printf(ngettext("One mistake:\n", "%d mistakes:\n", (unsigned long)s->mistake_count),
           s->mistake_count);
    for (int i = 0; i < s->mistake_count; i++) {
        const mistake *m = &s->mistakes[i];
        char line[512];
        snprintf(line, sizeof line, _("Drill %d: you answered '%s', the answer is '%s'.\n"),
                 m->number, m->given, drill_answer_shown(&m->verdict));
        say(s, line, 0);
        say(s, m->wrong, 2);
        say(s, m->verdict.why, 2);
    }
}

static bool open_answers(session *s)
{
    if (!s->o->answers_path)
        return true;
    char why[256], shown[256];
    size_t len = 0;
    s->answers = cli_read_file(s->o->answers_path, CLI_MAX_RECORD, &len, why, sizeof why);
    if (!s->answers || memchr(s->answers, '\0', len)) {
        fprintf(stderr, _("tsumo drill: cannot read the answers '%s': %s\n"),
                cli_shown(shown, sizeof shown, s->o->answers_path),
                s->answers ? _("not a text file") : why);
        return false;
    }
    s->next_answer = s->answers;
    return true;
}

static int run(session *s)
{
    const drill_options *o = s->o;
    uint64_t seed = o->has_seed ? o->seed : (uint64_t)time(NULL) ^ (uint64_t)getpid() << 32;
    drill_deck_init(&s->deck, (drill_kind)o->kind, &s->rules, seed, o->file_path != NULL);
    if (!o->file_path && !drill_deck_add_builtins(&s->deck)) {
        /* TRANSLATORS: the shipped drills could not be read into memory; the reason follows. */
        fprintf(stderr, _("tsumo drill: the shipped drills: %s\n"), _("out of memory"));
        return CLI_EXIT_USAGE;
    }
    if (o->file_path && !load_file(s))
        return CLI_EXIT_USAGE;
    int total = (int)o->count;
    if (o->file_path && s->deck.count < (size_t)total)
        total = (int)s->deck.count;
    printf(ngettext("Drills: %s under %s, seed %llu, %d drill.\n",
                    "Drills: %s under %s, seed %llu, %d drills.\n", (unsigned long)total),
           drill_kind_id((drill_kind)o->kind), s->rules_id, (unsigned long long)seed, total);
    for (int i = 0; i < total; i++) {
        drill d;
        if (!drill_deck_next(&s->deck, &d) || !play_one(s, &d, total))
            break;
    }
    summary(s);
    return CLI_EXIT_OK;
}

int cli_drill(int argc, char **argv)
{
    drill_options o;
    int status = parse_args(&o, argc, argv);
    if (status >= 0)
        return status;
    session s = {.o = &o, .rules_id = o.rules_arg ? o.rules_arg : TSUMO_RULES_DEFAULT_NAME};
    if (!cli_rules_load(&s.rules, s.rules_id) || !open_answers(&s)) {
        free(s.answers);
        return CLI_EXIT_USAGE;
    }
    char shown[128];
    s.rules_id = cli_shown(shown, sizeof shown, s.rules_id);
    s.width = output_width(&o);
    status = run(&s);
    drill_deck_free(&s.deck);
    free(s.answers);
    free(s.mistakes);
    return status;
}

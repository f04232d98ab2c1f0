/* tsumo: the program's entry point; the table of verbs, their usage and dispatch. */
#include "cli.h"
#include "demo.h"
#include "tui.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int help(int argc, char **argv);
static int demo_verb(int argc, char **argv);
static int view_verb(int argc, char **argv);

/*
 * The verbs, in the order the usage lists them: the word, what runs it, its
 * arguments and its summary (both translated when shown). A row without a
 * function is a line of the usage only: the menu, a second form of a verb. The
 * table owns the terminal, so its output is not checked as a verb's is.
 */
static const struct verb {
    const char *name;
    int (*run)(int argc, char **argv);
    bool is_table;
    const char *args, *summary;
    const cli_verb *options; /* its table of options, on the verb's first row */
} verbs[] = {
    {NULL, NULL, false, N_("(none)"), N_("open the table's menu (on a terminal)"), NULL},
    {"play", tui_play, true, N_("[OPTIONS]"),
     N_("start a four-player game at once (tsumo play --help)"), &tui_play_verb},
    {"score", cli_score, false, N_("HAND [OPTIONS]"),
     N_("score a winning hand and show the breakdown"), &cli_score_verb},
    {"score", NULL, false, N_("--jsonl [FILE]"),
     N_("score hands in the batch format, one JSON a line"), NULL},
    {"rules", cli_rules, false, N_("[NAME|FILE]"),
     N_("list the shipped rulesets, or print one in full"), &cli_rules_verb},
    {"rules", NULL, false, N_("--reference [NAME]"),
     N_("the rules reference: yaku, limits, payments, furiten"), NULL},
    {"bench", cli_bench, false, N_("[--hands N]"), N_("measure the engine's speed"),
     &cli_bench_verb},
    {"replay", cli_replay, false, N_("FILE [--check]"),
     N_("replay a game record, or a Tenhou, Majiang or mjai log"), &cli_replay_verb},
    {"view", view_verb, true, N_("FILE [--rules R]"),
     N_("show a game step by step, every hand face up"), &tui_view_verb},
    {"explain", cli_explain, false, N_("FILE [--seat S]"),
     N_("explain furiten, missed wins and calls in a game"), &cli_explain_verb},
    {"sim", cli_sim, false, N_("--games N [--seed S]"),
     N_("play whole games with computer players"), &cli_sim_verb},
    {"demo", demo_verb, false, N_("NAME|FILE|--list"),
     N_("step through a prepared situation with captions"), &cli_demo_verb},
    {"drill", cli_drill, false, N_("KIND [OPTIONS]"),
     N_("practise furiten, calls, waits, scoring, efficiency or defence"), &cli_drill_verb},
    {"bot", cli_bot, false, N_("--mjai [--level L]"),
     N_("a computer player for mjai events on standard input"), &cli_bot_verb},
    {"serve", cli_serve, false, N_("--mjai [--port P]"),
     N_("an mjai server: four bots over TCP, the engine the referee"), &cli_serve_verb},
    {"help", help, false, "", N_("show this help"), NULL},
};

enum { ENV_LOCALEDIR = 1 };

/*
 * The program's own options, before any verb, and its own environment: what
 * every verb depends on and is read before any verb's table is, as the
 * message catalogues are bound before a verb parses (its refusals are
 * translated). The one place for the process's environment; each verb's own
 * variables are rows of its table.
 */
static const cli_option program_rows[] = {
    {"--version", 0, CLI_FLAG, NULL, 0, 0, NULL, N_("show the version"), 0},
    {"TSUMO_LOCALEDIR", ENV_LOCALEDIR, CLI_STRING, NULL, 0, 0, NULL,
     N_("where the message catalogues are, over the installed ones and the build's"), CLI_ENV},
};

static const cli_verb program_verb = {NULL, "", NULL, CLI_OPTIONS(program_rows), NULL};

static bool take_localedir(void *ctx, const cli_arg *arg)
{
    *(const char **)ctx = arg->text;
    return true;
}

/* $TSUMO_LOCALEDIR through the program's table, or NULL. */
static const char *localedir(void)
{
    const char *dir = NULL;
    cli_parse_env(&program_verb, ENV_LOCALEDIR, take_localedir, &dir);
    return dir;
}

enum { SYNOPSIS_WIDTH = 24 };

/*
 * "  drill KIND [OPTIONS]     practise ...": the summary in words from column 27 to 79, on the
 * line below when the synopsis is wider than its column (a translation may make it so).
 */
static void usage_line(FILE *to, const char *synopsis, const char *summary)
{
    enum { COLUMN = 2 + SYNOPSIS_WIDTH + 1 };
    fputs("  ", to);
    cli_put_padded(to, synopsis, SYNOPSIS_WIDTH);
    if (cli_width(synopsis) > SYNOPSIS_WIDTH)
        fprintf(to, "\n%*s", COLUMN, "");
    else
        fputc(' ', to);
    cli_put_wrapped(to, summary, COLUMN, COLUMN);
}

static void usage(FILE *to)
{
    fputs(_("Usage: tsumo VERB [OPTIONS]\n"
            "Riichi Mahjong under the EMA 2008 rules.\n"
            "\n"
            "Verbs:\n"),
          to);
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        const struct verb *v = &verbs[i];
        char synopsis[128];
        snprintf(synopsis, sizeof synopsis, "%s%s%s", v->name ? v->name : "",
                 v->name && v->args[0] ? " " : "", v->args[0] ? _(v->args) : "");
        usage_line(to, synopsis, _(v->summary));
    }
    fputs(_("\nOptions:\n"), to);
    bool env = false;
    for (size_t i = 0; i < sizeof program_rows / sizeof program_rows[0]; i++) {
        const cli_option *o = &program_rows[i];
        if ((o->flags & CLI_ENV) && !env)
            fputs(_("\nEnvironment:\n"), to);
        env = o->flags & CLI_ENV;
        usage_line(to, o->name, _(o->help));
    }
    fputs(_("\nEvery verb:\n"), to);
    size_t count;
    const cli_option *rows = cli_common_rows(&count);
    for (size_t i = 0; i < count; i++) {
        char left[64];
        snprintf(left, sizeof left, "%s %s", rows[i].name, rows[i].value);
        usage_line(to, left, _(rows[i].help));
    }
    fputs(_("\nEach verb has its own --help.\n"), to);
    fputs(_("\nExit status: 0 done, 1 a hand refused or a check that failed,\n"
            "2 bad usage or bad input.\n"),
          to);
}

static int help(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    usage(stdout);
    return CLI_EXIT_OK;
}

/*
 * What a verb printed must have reached standard output: a full disk or a closed
 * pipe is bad output, exit 2, never a silent success (issue 10).
 */
static int output_written(int status)
{
    bool failed_before = ferror(stdout) != 0; /* its errno is gone by now */
    if (fflush(stdout) != 0)
        fprintf(stderr, _("tsumo: cannot write the output: %s\n"), strerror(errno));
    else if (failed_before)
        fputs(_("tsumo: cannot write the whole output\n"), stderr);
    else
        return status;
    return CLI_EXIT_USAGE;
}

/* The viewer on demos, a talk's one after another: the records and their captions (the
   table's, so here). A talk's title numbers each demo: "3/12 · Kan dora ...". */
static int show_demo(const demo *demos, size_t count, const cli_demo_how *how)
{
    tui_view_source *src = calloc(count, sizeof *src);
    char(*titles)[200] = calloc(count, sizeof *titles);
    if (!src || !titles) {
        free(src);
        free(titles);
        return CLI_EXIT_USAGE;
    }
    for (size_t i = 0; i < count; i++) {
        const demo *d = &demos[i];
        if (count > 1)
            snprintf(titles[i], sizeof titles[i], "%zu/%zu · %s", i + 1, count, d->title);
        else
            snprintf(titles[i], sizeof titles[i], "%s", d->title);
        src[i] = (tui_view_source){.rec = d->rec,
                                   .captions = d->captions,
                                   .big = how->big,
                                   .caption_count = d->caption_count,
                                   .title = titles[i],
                                   .demo = true,
                                   .place = count > 1 ? NULL : how->place,
                                   .autoplay_ms = how->autoplay_ms,
                                   .talk_at = count > 1 ? i + 1 : 0,
                                   .talk_count = count > 1 ? count : 0,
                                   .bottom = d->seat};
    }
    int status = tui_view_talk(src, count);
    free(src);
    free(titles);
    return status;
}

/* The viewer with `tsumo explain`'s findings (the table includes no verb's header, so here). */
static int view_verb(int argc, char **argv)
{
    tui_settings_apply();
    return tui_view(argc, argv, cli_explain_gather);
}

static int demo_verb(int argc, char **argv)
{
    tui_settings_apply();
    return cli_demo(argc, argv, show_demo);
}

/*
 * `tsumo --options`: the verbs that have a table; `tsumo --options VERB`: its
 * rows, one a line; `tsumo --man-options VERB`: the rows as the man page's
 * list. Not in the usage: they are for the tests (tests/cli/help-table.sh) and
 * for writing docs/tsumo.6.
 */
static int options_verb(bool man, int argc, char **argv)
{
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        const struct verb *v = &verbs[i];
        if (!v->options)
            continue;
        if (argc == 0)
            printf("%s\n", v->name);
        else if (strcmp(v->name, argv[0]) == 0)
            (man ? cli_options_man : cli_options_list)(stdout, v->options);
    }
    return output_written(CLI_EXIT_OK);
}

static const struct verb *find_verb(const char *name)
{
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0)
        name = "help";
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (verbs[i].run && strcmp(verbs[i].name, name) == 0)
            return &verbs[i];
    return NULL;
}

/* "--lang", "--lang=es", "--yaku-names"...: an option every verb takes (cli_parse_common). */
static bool is_common(const char *word)
{
    size_t count, n = strcspn(word, "=");
    const cli_option *rows = cli_common_rows(&count);
    for (size_t i = 0; i < count; i++)
        if (strlen(rows[i].name) == n && strncmp(rows[i].name, word, n) == 0)
            return true;
    return false;
}

int main(int argc, char **argv)
{
    cli_init_i18n(localedir());
    /* --lang and --yaku-names before the verb, or alone before the menu: taken here. */
    int common = 1;
    while (common < argc && is_common(argv[common])) {
        bool joined = strchr(argv[common], '=') != NULL;
        common += joined || common + 1 >= argc ? 1 : 2;
    }
    if (common > 1) {
        if (cli_parse_common(&program_verb, common - 1, argv + 1) != CLI_GO_ON)
            return CLI_EXIT_USAGE;
        argv += common - 1; /* argv[0] is not read below: the verb is argv[1] */
        argc -= common - 1;
    }
    if (argc < 2) {
        if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO))
            return tui_menu(cli_explain_gather);
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
        printf("tsumo %s\n", TSUMO_VERSION);
        return output_written(CLI_EXIT_OK);
    }
    if (strcmp(name, "--options") == 0 || strcmp(name, "--man-options") == 0)
        return options_verb(strcmp(name, "--man-options") == 0, argc - 2, argv + 2);
    const struct verb *v = find_verb(name);
    if (!v) {
        char shown[256];
        fprintf(stderr, _("tsumo: unknown verb '%s'\n"), cli_shown(shown, sizeof shown, name));
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    int status = v->run(argc - 2, argv + 2);
    return v->is_table ? status : output_written(status);
}

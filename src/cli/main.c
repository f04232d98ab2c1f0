/* tsumo: the program's entry point; dispatches to the verbs. */
#include "cli.h"
#include "games.h"
#include "tui.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void usage(FILE *to)
{
    fputs(_("Usage: tsumo VERB [OPTIONS]\n"
            "Riichi Mahjong under the EMA 2008 rules.\n"
            "\n"
            "Verbs:\n"
            "  (none)                   open the table's menu (on a terminal)\n"
            "  play [OPTIONS]           start a four-player game at once (tsumo play --help)\n"
            "  score HAND [OPTIONS]     score a winning hand and show the breakdown\n"
            "  score --jsonl [FILE]     score hands in the batch format, one JSON a line\n"
            "  rules [NAME|FILE]        list the shipped rulesets, or print one in full\n"
            "  bench [--hands N]        measure the engine's speed\n"
            "  replay FILE [--check]    replay a game record, or a Tenhou or Majiang log\n"
            "  sim --games N [--seed S] play whole games with computer players\n"
            "  help                     show this help\n"
            "\n"
            "Each verb has its own --help.\n"
            "  --version                show the version\n"
            "\n"
            "Exit status: 0 done, 1 a hand refused or a check that failed,\n"
            "2 bad usage or bad input.\n"),
          to);
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

static int run_verb(const char *verb, int argc, char **argv)
{
    if (strcmp(verb, "help") == 0 || strcmp(verb, "--help") == 0 || strcmp(verb, "-h") == 0) {
        usage(stdout);
        return CLI_EXIT_OK;
    }
    if (strcmp(verb, "--version") == 0 || strcmp(verb, "version") == 0) {
        printf("tsumo %s\n", TSUMO_VERSION);
        return CLI_EXIT_OK;
    }
    if (strcmp(verb, "score") == 0)
        return cli_score(argc, argv);
    if (strcmp(verb, "rules") == 0)
        return cli_rules(argc, argv);
    if (strcmp(verb, "bench") == 0)
        return cli_bench(argc, argv);
    if (strcmp(verb, "replay") == 0)
        return cli_replay(argc, argv);
    if (strcmp(verb, "sim") == 0)
        return cli_sim(argc, argv);
    char shown[256];
    fprintf(stderr, _("tsumo: unknown verb '%s'\n"), cli_shown(shown, sizeof shown, verb));
    usage(stderr);
    return CLI_EXIT_USAGE;
}

int main(int argc, char **argv)
{
    cli_init_i18n();
    if (argc < 2) {
        if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO))
            return tui_menu();
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    const char *verb = argv[1];
    if (strcmp(verb, "play") == 0)
        return tui_play(argc - 2, argv + 2);
    return output_written(run_verb(verb, argc - 2, argv + 2));
}

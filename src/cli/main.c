/* tsumo: the program's entry point; dispatches to the verbs. */
#include "cli.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

static void usage(FILE *to)
{
    fputs(_("Usage: tsumo [VERB] [OPTIONS]\n"
            "Riichi Mahjong under the EMA 2008 rules.\n\n"
            "Verbs:\n"
            "  score HAND [OPTIONS]   score a winning hand (tsumo score --help)\n"
            "  help                   show this help\n"),
          to);
}

int main(int argc, char **argv)
{
    cli_init_i18n();
    if (argc < 2 || strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("tsumo %s\n", TSUMO_VERSION);
        return 0;
    }
    fprintf(stderr, _("tsumo: unknown verb '%s'\n"), argv[1]);
    usage(stderr);
    return 2;
}

/* `tsumo rules [NAME|FILE]`: the shipped rulesets, or one in full. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static void rules_usage(FILE *to)
{
    fputs(_("Usage: tsumo rules [NAME|FILE]\n"
            "Without an argument, lists the shipped rulesets. With a name or a file,\n"
            "prints that ruleset in full (every key), as a file that can be edited and\n"
            "passed to --rules.\n"),
          to);
}

static int list_all(void)
{
    for (int i = 0; tsumo_rules_builtin_name(i); i++) {
        const char *name = tsumo_rules_builtin_name(i);
        tsumo_rules rules;
        if (!cli_rules_load(&rules, name))
            return CLI_EXIT_USAGE;
        cli_put_padded(stdout, name, 16);
        printf("%s: %s\n", rules.name, rules.description);
    }
    return CLI_EXIT_OK;
}

int cli_rules(int argc, char **argv)
{
    if (argc > 0 && (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0)) {
        rules_usage(stdout);
        return CLI_EXIT_OK;
    }
    if (argc > 1 || (argc == 1 && argv[0][0] == '-' && argv[0][1] != '\0')) {
        rules_usage(stderr);
        return CLI_EXIT_USAGE;
    }
    if (argc == 0)
        return list_all();
    tsumo_rules rules;
    if (!cli_rules_load(&rules, argv[0]))
        return CLI_EXIT_USAGE;
    char small[8192];
    size_t need = tsumo_rules_format(small, sizeof small, &rules);
    if (need < sizeof small) {
        fputs(small, stdout);
        return CLI_EXIT_OK;
    }
    char *buf = malloc(need + 1);
    if (!buf) {
        fputs(_("tsumo: out of memory\n"), stderr);
        return CLI_EXIT_USAGE;
    }
    tsumo_rules_format(buf, need + 1, &rules);
    fputs(buf, stdout);
    free(buf);
    return CLI_EXIT_OK;
}

/* `tsumo rules [NAME|FILE]`: the shipped rulesets, or one in full. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static void rules_usage(FILE *to)
{
    fputs(_("Usage: tsumo rules [NAME|FILE]\n"
            "       tsumo rules --reference [NAME|FILE]\n"
            "Without an argument, lists the shipped rulesets. With a name or a file,\n"
            "prints that ruleset in full (every key), as a file that can be edited and\n"
            "passed to --rules.\n"
            "With --reference, prints the rules reference of that ruleset (EMA 2008\n"
            "by default): every yaku with its closed and open value and an example\n"
            "hand, the limits, the score tables, furiten, calls, draws and chombo,\n"
            "each with its EMA section or the ruleset's key where it departs from EMA.\n"),
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

/* The terminal's width, or 80 when the output is no terminal. */
static int output_width(void)
{
    struct winsize ws;
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 40)
        return ws.ws_col > 200 ? 200 : ws.ws_col;
    return 80;
}

static int reference(const char *name)
{
    tsumo_rules rules;
    if (!cli_rules_load(&rules, name ? name : TSUMO_RULES_DEFAULT_NAME))
        return CLI_EXIT_USAGE;
    cli_lines lines;
    if (!cli_reference(&lines, &rules, output_width())) {
        fputs(_("tsumo: out of memory\n"), stderr);
        return CLI_EXIT_USAGE;
    }
    for (size_t i = 0; i < lines.count; i++)
        printf("%s\n", lines.at[i]);
    cli_lines_free(&lines);
    return CLI_EXIT_OK;
}

int cli_rules(int argc, char **argv)
{
    if (argc > 0 && (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0)) {
        rules_usage(stdout);
        return CLI_EXIT_OK;
    }
    if (argc > 0 && strcmp(argv[0], "--reference") == 0 && argc <= 2 &&
        (argc == 1 || argv[1][0] != '-'))
        return reference(argc == 2 ? argv[1] : NULL);
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

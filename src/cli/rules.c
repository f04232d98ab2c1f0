/* `tsumo rules [NAME|FILE]`: the shipped rulesets, or one in full. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

enum { OPT_REFERENCE = 1 };

static const cli_option rules_rows[] = {
    {"--reference", OPT_REFERENCE, CLI_FLAG, NULL, 0, 0, NULL,
     N_("print the rules reference of the ruleset (EMA 2008 by default) instead"), 0},
};

const cli_verb cli_rules_verb = {
    "rules",
    N_("Usage: tsumo rules [NAME|FILE]\n"
       "       tsumo rules --reference [NAME|FILE]\n"),
    N_("Without an argument, lists the shipped rulesets. With a name or a file,\n"
       "prints that ruleset in full (every key), as a file that can be edited and\n"
       "passed to --rules.\n"
       "With --reference, prints the rules reference of that ruleset (EMA 2008\n"
       "by default): every yaku with its closed and open value and an example\n"
       "hand, the dora, the fu, the limits, the score tables, the counters and\n"
       "the five-counter rule, riichi and its conditions, furiten, calls, draws\n"
       "and chombo, each with its EMA section or the ruleset's key where it\n"
       "departs from EMA.\n"),
    CLI_OPTIONS(rules_rows),
    NULL,
};

typedef struct rules_args {
    bool reference;
    const char *name;
} rules_args;

static bool take_arg(void *ctx, const cli_arg *arg)
{
    rules_args *a = ctx;
    if (arg->option) {
        a->reference = true;
        return true;
    }
    if (a->name) {
        cli_usage_short(&cli_rules_verb);
        return false;
    }
    a->name = arg->text;
    return true;
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
    rules_args a = {0};
    int st = cli_parse(&cli_rules_verb, argc, argv, take_arg, &a);
    if (st != CLI_GO_ON)
        return st;
    if (a.reference)
        return reference(a.name);
    if (!a.name)
        return list_all();
    tsumo_rules rules;
    if (!cli_rules_load(&rules, a.name))
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

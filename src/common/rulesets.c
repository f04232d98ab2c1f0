/* Rulesets for the verbs and the table: --rules NAME|FILE, by shipped name or from a file. */
#include "lines.h"
#include "shared.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A name with a '/' or an .ini ending is a file; anything else a shipped ruleset. */
static bool is_file_name(const char *arg)
{
    size_t n = strlen(arg);
    return strchr(arg, '/') != NULL || (n >= 4 && strcmp(arg + n - 4, ".ini") == 0);
}

static void list_builtin(FILE *to)
{
    for (int i = 0; tsumo_rules_builtin_name(i); i++)
        fprintf(to, "%s%s", i ? ", " : "", tsumo_rules_builtin_name(i));
    fputc('\n', to);
}

static bool parse_text(tsumo_rules *out, const char *where, const char *text, size_t len)
{
    tsumo_diag diag;
    memset(&diag, 0, sizeof diag);
    if (tsumo_rules_parse(out, text, len, &diag) == TSUMO_OK)
        return true;
    char msg[512], key[4 * sizeof diag.key];
    cli_diag_text(msg, sizeof msg, &diag);
    if (diag.line > 0)
        fprintf(stderr, "%s:%d: ", where, diag.line);
    else
        fprintf(stderr, "%s: ", where);
    if (diag.key[0] && diag.code == TSUMO_DIAG_UNKNOWN_SECTION)
        /* TRANSLATORS: the start of a ruleset error: the section the line opens. */
        fprintf(stderr, _("section [%s]: "), cli_shown(key, sizeof key, diag.key));
    else if (diag.key[0])
        /* TRANSLATORS: the start of a ruleset error: the key the line sets. */
        fprintf(stderr, _("key '%s': "), cli_shown(key, sizeof key, diag.key));
    fprintf(stderr, "%s\n", msg);
    return false;
}

/* The ruleset's name and description are shown as they are: nothing in them may act on a
   terminal. */
const char *cli_rules_texts_bad(const tsumo_rules *rules, char *why, size_t size)
{
    static const char *const keys[2] = {"name", "description"};
    const char *texts[2] = {rules->name, rules->description};
    for (int i = 0; i < 2; i++) {
        char reason[256];
        if (texts[i][0] && !cli_text_safe(texts[i], reason, sizeof reason)) { /* "": not shown */
            char key[64];
            snprintf(key, sizeof key, _("key '%s': "), keys[i]);
            snprintf(why, size, "%s%s", key, reason);
            return keys[i];
        }
    }
    return NULL;
}

bool cli_rules_texts_why(const tsumo_rules *rules, char *why, size_t size)
{
    return !cli_rules_texts_bad(rules, why, size);
}

bool cli_rules_texts_safe(const tsumo_rules *rules, const char *where, const char *text, size_t len)
{
    char why[512];
    const char *key = cli_rules_texts_bad(rules, why, sizeof why);
    if (!key)
        return true;
    int line = text ? lines_find_word(text, len, key, 0) : 0;
    if (line > 0)
        fprintf(stderr, "%s:%d: %s\n", where, line, why);
    else
        fprintf(stderr, "%s: %s\n", where, why);
    return false;
}

static bool load_file(tsumo_rules *out, const char *arg, const char *shown)
{
    size_t len = 0;
    char why[256];
    char *text = cli_read_file(arg, CLI_MAX_RULESET, &len, why, sizeof why);
    if (!text) {
        fprintf(stderr, _("tsumo: cannot read the ruleset '%s': %s\n"), shown, why);
        return false;
    }
    if (memchr(text, '\0', len)) {
        fprintf(stderr, _("%s: not a text file\n"), shown);
        free(text);
        return false;
    }
    bool ok = parse_text(out, shown, text, len) && cli_rules_texts_safe(out, shown, text, len);
    free(text);
    return ok;
}

bool cli_rules_load(tsumo_rules *out, const char *arg)
{
    char shown[1024];
    cli_shown(shown, sizeof shown, arg); /* an argument: told back escaped */
    if (is_file_name(arg))
        return load_file(out, arg, shown);
    const char *text = tsumo_rules_builtin_text(arg);
    if (!text) {
        fprintf(stderr, _("tsumo: no shipped ruleset is called '%s'; there are: "), shown);
        list_builtin(stderr);
        fputs(_("tsumo: a ruleset file needs a '/' in its name or the .ini ending\n"), stderr);
        return false;
    }
    return parse_text(out, arg, text, strlen(text));
}

/*
 * `tsumo view FILE [--rules R] [--game N]` (issue 12): any game tsumo reads,
 * in the viewer. A record (a finished game, a kept unfinished one, one
 * written by `tsumo sim --record`) plays under its own ruleset; a
 * tenhou.net/6 JSON log or a Majiang paipu under the tenhou ruleset, as
 * `tsumo replay` reads them. Everything shown from the file is checked as
 * `tsumo replay` checks it: names and ruleset texts safe for the terminal.
 */
#include "games.h"
#include "tui.h"
#include "ui.h"

#include <stdlib.h>
#include <string.h>

typedef struct view_args {
    const char *path;
    const char *rules; /* --rules, or NULL */
    size_t game;       /* --game: 1-based, within a log of several */
} view_args;

static void usage(FILE *to)
{
    fputs(_("Usage: tsumo view FILE [--rules NAME|FILE] [--game N]\n"
            "Show a game step by step with every hand face up: a game record (a finished\n"
            "game, a kept unfinished one), a tenhou.net/6 JSON log or a Majiang paipu.\n"
            "\n"
            "Options:\n"
            "  --rules NAME|FILE   the ruleset to play it under (default: a record's own,\n"
            "                      tenhou for a log)\n"
            "  --game N            the game of a log that holds several (default 1)\n"
            "  --help              show this help\n"
            "\n"
            "Keys: Right/Left one action, PgDn/PgUp one hand, Home/End the start and the\n"
            "end, g a hand by its number, p each seat's panel, = standings, ? help, q leave.\n"),
          to);
}

static int parse(view_args *a, int argc, char **argv)
{
    memset(a, 0, sizeof *a);
    a->game = 1;
    for (int i = 0; i < argc; i++) {
        const char *v = NULL;
        char shown[512];
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (cli_option("view", argc, argv, &i, "--rules", &v)) {
            if (!v || !*v) {
                fprintf(stderr, _("tsumo: %s needs a ruleset\n"), "--rules");
                return CLI_EXIT_USAGE;
            }
            a->rules = v;
        } else if (cli_option("view", argc, argv, &i, "--game", &v)) {
            unsigned long long n;
            if (!v || !cli_option_number("view", "--game", v, 1, 1000000, &n))
                return CLI_EXIT_USAGE;
            a->game = (size_t)n;
        } else if (argv[i][0] == '-' || a->path) {
            fprintf(stderr, _("tsumo: unknown option '%s'\n"),
                    cli_shown(shown, sizeof shown, argv[i]));
            return CLI_EXIT_USAGE;
        } else {
            a->path = argv[i];
        }
    }
    if (!a->path) {
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    return -1;
}

/* The names and the ruleset's texts reach the screen: none may act on a terminal. */
static bool texts_safe(const tsumo_record *rec, const char *shown_path)
{
    for (int s = 0; s < 4; s++) {
        char why[256];
        if (!cli_name_safe(rec->names[s], s, why, sizeof why)) {
            fprintf(stderr, "%s: %s\n", shown_path, why);
            return false;
        }
    }
    return cli_rules_texts_safe(&rec->rules, shown_path);
}

static int view_log(const view_args *a, const char *shown, const char *text, size_t len)
{
    tsumo_rules rules;
    if (!cli_rules_load(&rules, a->rules ? a->rules : "tenhou"))
        return CLI_EXIT_USAGE;
    tenhou_log log;
    json_t *root = json_loadb(text, len, 0, NULL);
    bool ok = root && majiang_is_log(root) ? majiang_import(&log, root, shown, &rules)
                                           : tenhou_import(&log, text, len, shown, &rules);
    json_decref(root);
    if (!ok)
        return CLI_EXIT_USAGE;
    int status = CLI_EXIT_USAGE;
    if (a->game > log.count) {
        fprintf(stderr, _("%s: there is no game %zu: the log holds %zu\n"), shown, a->game,
                log.count);
    } else if (texts_safe(log.games[a->game - 1].rec, shown)) {
        const tenhou_game *g = &log.games[a->game - 1];
        char title[1200];
        snprintf(title, sizeof title, "%s%s%s", shown, g->title[0] ? " · " : "", g->title);
        tui_view_source src = {.rec = g->rec, .title = title};
        status = view_run(&src, &rules);
    }
    tenhou_log_free(&log);
    return status;
}

static int view_record(const view_args *a, const char *shown, const char *text, size_t len)
{
    tsumo_record *rec;
    tsumo_diag diag;
    if (tsumo_record_parse(&rec, text, len, &diag) != TSUMO_OK) {
        char msg[512];
        cli_diag_text(msg, sizeof msg, &diag);
        fprintf(stderr, "%s:%d:%d: %s\n", shown, diag.line, diag.column, msg);
        return CLI_EXIT_USAGE;
    }
    tsumo_rules rules = rec->rules;
    int status = CLI_EXIT_USAGE;
    if (texts_safe(rec, shown) && (!a->rules || cli_rules_load(&rules, a->rules))) {
        tui_view_source src = {.rec = rec, .title = shown};
        status = view_run(&src, &rules);
    }
    tsumo_record_free(rec);
    return status;
}

int tui_view(int argc, char **argv)
{
    view_args a;
    int st = parse(&a, argc, argv);
    if (st >= 0)
        return st;
    char why[256], shown[1024];
    size_t len = 0;
    cli_shown(shown, sizeof shown, a.path);
    char *text = cli_read_file(a.path, CLI_MAX_LOG, &len, why, sizeof why);
    if (!text) {
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), shown, why);
        return CLI_EXIT_USAGE;
    }
    if (memchr(text, '\0', len)) {
        fprintf(stderr, _("%s: not a text file\n"), shown);
        st = CLI_EXIT_USAGE;
    } else if (tenhou_is_json(text, len)) {
        st = view_log(&a, shown, text, len);
    } else if (len > CLI_MAX_RECORD) {
        fprintf(stderr, _("tsumo: cannot read '%s': %s\n"), shown,
                _("larger than a game record may be"));
        st = CLI_EXIT_USAGE;
    } else {
        st = view_record(&a, shown, text, len);
    }
    free(text);
    return st;
}

/* ---- from the table: a record file of the state folder ---- */

/* The same checks as texts_safe, said on the table's message line. */
static bool texts_safe_said(ui *u, const tsumo_record *rec)
{
    char why[256];
    for (int s = 0; s < 4; s++)
        if (!cli_name_safe(rec->names[s], s, why, sizeof why)) {
            play_say(u, UI_PAINT_WARN, "%s", why);
            return false;
        }
    return true;
}

bool view_open_file(ui *u, const char *path, const char *title, int leave_to)
{
    char why[256];
    size_t len = 0;
    char *text = cli_read_file(path, CLI_MAX_RECORD, &len, why, sizeof why);
    if (!text) {
        play_say(u, UI_PAINT_WARN, _("The game cannot be shown: %s"), why);
        return false;
    }
    tsumo_record *rec = NULL;
    tsumo_diag diag;
    bool ok = !memchr(text, '\0', len) && tsumo_record_parse(&rec, text, len, &diag) == TSUMO_OK;
    free(text);
    if (!ok) {
        play_say(u, UI_PAINT_WARN, "%s", _("The game cannot be shown: its record does not read"));
        return false;
    }
    tui_view_source src = {.rec = rec, .title = title};
    if (!texts_safe_said(u, rec) || !view_open(u, &src, NULL, leave_to)) {
        tsumo_record_free(rec);
        return false;
    }
    view_own(u, rec);
    return true;
}

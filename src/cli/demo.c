/*
 * `tsumo demo`: the prepared situations of a club demo (docs/demo-format.md).
 * The shipped demos are compiled in (data/demos), so an installed tsumo finds
 * them; a path reads a file. --print writes the steps and captions as plain
 * text, for a handout and for the tests, its steps numbered as the viewer
 * numbers them; otherwise the viewer shows the demo.
 */
#include "cli.h"
#include "demo.h"
#include "games.h"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_PRINT = 1, OPT_LIST };

static const cli_option demo_rows[] = {
    {"--print", OPT_PRINT, CLI_FLAG, NULL, 0, 0, NULL,
     N_("print the demo's steps and captions as plain text instead"), 0},
    {"--list", OPT_LIST, CLI_FLAG, NULL, 0, 0, NULL, N_("list the shipped demos, name and title"),
     0},
};

const cli_verb cli_demo_verb = {
    "demo",
    N_("Usage: tsumo demo NAME|FILE       open a prepared situation in the viewer\n"
       "       tsumo demo --print NAME|FILE  its steps and captions as plain text\n"
       "       tsumo demo --list             the shipped demos, name and title\n"),
    N_("A NAME is a shipped demo (tsumo demo --list); an argument holding a '/'\n"
       "or ending in \".demo\" is a file (docs/demo-format.md).\n"),
    CLI_OPTIONS(demo_rows),
    NULL,
};

typedef struct demo_args {
    bool print, list;
    const char *name;
} demo_args;

static bool take_arg(void *ctx, const cli_arg *arg)
{
    demo_args *a = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_PRINT:
        a->print = true;
        return true;
    case OPT_LIST:
        a->list = true;
        return true;
    default:
        return cli_take_operand(&cli_demo_verb, arg, &a->name);
    }
}

static const demo_builtin *find_builtin(const char *name)
{
    for (const demo_builtin *b = demo_builtins; b->name; b++)
        if (strcmp(b->name, name) == 0)
            return b;
    return NULL;
}

static bool is_path(const char *arg)
{
    size_t n = strlen(arg);
    return strchr(arg, '/') || (n > 5 && strcmp(arg + n - 5, ".demo") == 0);
}

/* A demo's text: a shipped one's, or a file's (*owned, to free). Says why not on stderr. */
typedef struct demo_source {
    const char *text;
    size_t len;
    char path[96];
    char *owned;
} demo_source;

static bool read_source(demo_source *src, const char *arg)
{
    memset(src, 0, sizeof *src);
    if (!is_path(arg)) {
        const demo_builtin *b = find_builtin(arg);
        if (!b) {
            char shown[128];
            fprintf(stderr, _("tsumo demo: no shipped demo is called '%s' (tsumo demo --list)\n"),
                    cli_shown(shown, sizeof shown, arg));
            return false;
        }
        snprintf(src->path, sizeof src->path, "%s.demo", b->name);
        src->text = b->text;
        src->len = b->len;
        return true;
    }
    char why[256];
    src->owned = cli_read_file(arg, CLI_MAX_DEMO, &src->len, why, sizeof why);
    if (!src->owned) {
        char shown[256];
        fprintf(stderr, "tsumo demo: %s: %s\n", cli_shown(shown, sizeof shown, arg), why);
        return false;
    }
    src->text = src->owned;
    return true;
}

/* Reads and checks the demo `arg` names; says why not on stderr. */
static bool load_demo(demo *d, demo_source *src, const char *arg)
{
    if (!read_source(src, arg))
        return false;
    char why[1024];
    if (demo_parse(d, src->text, src->len, src->owned ? arg : src->path, why, sizeof why))
        return true;
    fprintf(stderr, "tsumo demo: %s\n", why);
    free(src->owned);
    src->owned = NULL;
    return false;
}

static int list_all(void)
{
    for (const demo_builtin *b = demo_builtins; b->name; b++) {
        demo d;
        demo_source src;
        if (!load_demo(&d, &src, b->name))
            return CLI_EXIT_REFUSED;
        cli_put_padded(stdout, b->name, 22);
        printf(" %s\n", d.title);
        demo_free(&d);
    }
    return CLI_EXIT_OK;
}

/* The caption that starts at viewer step `step`, each line indented. */
static void print_captions(const demo *d, size_t step)
{
    for (size_t i = 0; i < d->caption_count; i++) {
        if (d->captions[i].step != step)
            continue;
        for (const char *p = d->captions[i].text; *p;) {
            const char *nl = strchr(p, '\n');
            size_t n = nl ? (size_t)(nl - p) : strlen(p);
            printf("      > %.*s\n", (int)n, p);
            p += n + (nl != NULL);
        }
    }
}

/* "S discard 3m tsumogiri": a `W tsumogiri` line with the tile the seed drew. */
static void drawn_discard_text(char *buf, size_t size, const tsumo_action *a,
                               const tsumo_rules *rules)
{
    char tile[4];
    char wind = buf[0];
    snprintf(buf, size, "%c discard %s tsumogiri", wind, cli_tile_notation(tile, a->tile, rules));
}

static void print_result(const tsumo_hand_result *res, int dealer)
{
    printf(_("    The hand ends in %s.\n"), cli_hand_end_name((int)res->end, res->abort));
    for (int i = 0; i < res->win_count; i++) {
        const tsumo_hand_win *w = &res->wins[i];
        char wind = tsumo_wind_letter((w->winner - dealer) & 3);
        if (w->score.yakuman_mult)
            printf(_("    %c wins: yakuman x%d:"), wind, w->score.yakuman_mult);
        else
            printf(_("    %c wins: %d han, %d fu:"), wind, w->score.han, w->score.fu);
        for (int y = 0; y < w->score.yaku_count; y++)
            printf(" %s %d%s", cli_yaku_name((tsumo_yaku)w->score.yaku[y].yaku),
                   w->score.yaku[y].han, y + 1 < w->score.yaku_count ? "," : "");
        putchar('\n');
    }
    fputs(_("    Points:"), stdout);
    for (int k = 0; k < 4; k++)
        printf(" %c %+d", tsumo_wind_letter(k), (int)res->delta[(dealer + k) & 3]);
    putchar('\n');
}

/*
 * A step as --print writes it: an action's step as the demo's line (a `W
 * tsumogiri` with the tile drawn), any other (the deal, a run of passes with
 * the draw or the call it lets through) as the viewer's step line.
 */
static void step_text(char *line, size_t size, const demo *d, const timeline_step *s,
                      const char *text, size_t len)
{
    const tsumo_record *rec = d->rec;
    size_t action = s->after - 1; /* the hand's actions are the record's: one hand */
    if (s->kind != TSUMO_REPLAY_ACTION || s->after == 0 || action >= rec->action_count) {
        snprintf(line, size, "%s", s->line);
        return;
    }
    cli_line_shown(line, size, text, len, rec->action_lines[action]);
    if (strcmp(line + 1, " tsumogiri") == 0) /* `W tsumogiri`: name the tile drawn */
        drawn_discard_text(line, size, &rec->actions[action], &rec->rules);
}

/*
 * Each of the viewer's steps, numbered as the viewer numbers them (its title's
 * "step N of M"), with the captions where they come on the screen.
 */
static int print_demo(const demo *d, const char *text, size_t len)
{
    char hand[64], why[256];
    const tsumo_record_hand *h = &d->rec->hands[0];
    timeline t;
    if (!timeline_build(&t, d->rec, NULL, why, sizeof why)) {
        fprintf(stderr, "tsumo demo: %s\n", why);
        return CLI_EXIT_REFUSED;
    }
    printf("%s\n%s\n", d->title, games_hand_name(hand, sizeof hand, h->round, h->hand));
    for (size_t i = 0; i < t.count; i++) {
        char line[TIMELINE_LINE];
        step_text(line, sizeof line, d, &t.steps[i], text, len);
        printf("%4zu. %s\n", i + 1, line);
        print_captions(d, i);
    }
    const tsumo_hand_result *res = tsumo_game_result(t.steps[t.count - 1].game);
    if (res)
        print_result(res, h->hand);
    int status = res && !t.stop[0] ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
    timeline_free(&t);
    return status;
}

static int print_one(const char *arg)
{
    demo d;
    demo_source src;
    if (!load_demo(&d, &src, arg))
        return CLI_EXIT_USAGE;
    int status = print_demo(&d, src.text, src.len);
    free(src.owned);
    demo_free(&d);
    return status;
}

int cli_demo(int argc, char **argv, cli_demo_show_fn show)
{
    demo_args a = {0};
    int st = cli_parse(&cli_demo_verb, argc, argv, take_arg, &a);
    if (st != CLI_GO_ON)
        return st;
    if (a.list && !a.print && !a.name)
        return list_all();
    if (a.list || !a.name)
        return cli_usage_short(&cli_demo_verb);
    if (a.print)
        return print_one(a.name);
    demo d;
    demo_source src;
    if (!load_demo(&d, &src, a.name))
        return CLI_EXIT_USAGE;
    free(src.owned);
    int status = show(&d);
    demo_free(&d);
    return status;
}

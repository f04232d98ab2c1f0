/*
 * `tsumo demo`: the prepared situations of a club demo (docs/demo-format.md).
 * The shipped demos are compiled in (data/demos), so an installed tsumo finds
 * them; a path reads a file. --print writes the steps and captions as plain
 * text, for a handout and for the tests, its steps numbered as the viewer
 * numbers them; otherwise the viewer shows the demo.
 * --playlist steps through a talk's demos (talk.h), --list names the shipped
 * ones in their teaching order.
 */
#include "cli.h"
#include "demo.h"
#include "games.h"
#include "talk.h"
#include "timeline.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_PRINT = 1, OPT_LIST, OPT_PLAYLIST, OPT_AUTOPLAY, OPT_SEAT, OPT_BIG, OPT_NO_BIG };

static const cli_option demo_rows[] = {
    {"--print", OPT_PRINT, CLI_FLAG, NULL, 0, 0, NULL,
     N_("print the demo's steps and captions as plain text instead"), 0},
    {"--list", OPT_LIST, CLI_FLAG, NULL, 0, 0, NULL,
     N_("list the shipped demos in their teaching order, name and title (with --playlist: its "
        "demos)"),
     0},
    {"--playlist", OPT_PLAYLIST, CLI_STRING, "FILE", 0, 0, NULL,
     N_("the demos of a playlist file (or a shipped one's name) one after another: past the last "
        "step of one the viewer opens the next"),
     0},
    {"--autoplay", OPT_AUTOPLAY, CLI_SECONDS, "SECONDS", 0, CLI_AUTOPLAY_MAX_S, NULL,
     N_("step on by itself, a step every SECONDS (from 0.25); a pauses, + and - change the pace"),
     CLI_ONCE},
    {"--seat", OPT_SEAT, CLI_WIND, "E|S|W|N", 0, 0, NULL,
     N_("the seat drawn at the bottom, by its wind in the demo's hand (default the demo's seat "
        "line, else East); v turns the table in the viewer"),
     CLI_ONCE},
    {"--big", OPT_BIG, CLI_FLAG, NULL, 0, 0, NULL,
     N_("big tiles for a projector, wherever they fit (by default from 160x48)"), 0},
    {"--no-big", OPT_NO_BIG, CLI_FLAG, NULL, 0, 0, NULL,
     N_("never big tiles, whatever the terminal's size"), 0},
};

const cli_verb cli_demo_verb = {
    "demo",
    N_("Usage: tsumo demo NAME|FILE [--seat S]  open a prepared situation in the viewer\n"
       "       tsumo demo --print NAME|FILE       its steps and captions as plain text\n"
       "       tsumo demo --list                  the shipped demos, name and title\n"
       "       tsumo demo --playlist FILE         a talk's demos, one after another\n"),
    N_("A NAME is a shipped demo (tsumo demo --list); an argument holding a '/'\n"
       "or ending in \".demo\" is a file (docs/demo-format.md). A playlist names\n"
       "demos in the order of a talk; --print and --list take one too.\n"),
    CLI_OPTIONS(demo_rows),
    NULL,
};

typedef struct demo_args {
    bool print, list;
    int autoplay_ms;
    int seat; /* --seat: a wind in the demo's hand, -1 the demo's own */
    int big;  /* CLI_BIG_* */
    const char *name;
    const char *playlist;
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
    case OPT_PLAYLIST:
        if (!*arg->text)
            return cli_refuse(&cli_demo_verb, _("%s needs a file"), "--playlist");
        a->playlist = arg->text;
        return true;
    case OPT_AUTOPLAY:
        if (arg->number < CLI_AUTOPLAY_MIN_MS)
            return cli_refuse(&cli_demo_verb, _("%s needs at least a quarter of a second"),
                              "--autoplay");
        a->autoplay_ms = (int)arg->number;
        return true;
    case OPT_SEAT:
        a->seat = (int)arg->number;
        return true;
    case OPT_BIG:
    case OPT_NO_BIG:
        a->big = arg->option->id == OPT_BIG ? CLI_BIG_ON : CLI_BIG_OFF;
        return true;
    default:
        return cli_take_operand(&cli_demo_verb, arg, &a->name);
    }
}

/* Reads and checks the demo `arg` names; says why not on stderr. */
static bool load_demo(demo *d, demo_text *src, const char *arg)
{
    char why[1024];
    if (demo_text_read(src, arg, NULL, why, sizeof why) &&
        demo_parse(d, src->text, src->len, src->path, why, sizeof why))
        return true;
    fprintf(stderr, "tsumo demo: %s\n", why);
    demo_text_free(src);
    return false;
}

static void list_one(const char *name, const demo *d)
{
    cli_put_padded(stdout, name, 22);
    printf(" %s\n", d->title);
}

/* The shipped demos in their teaching order (data/demos/teaching-order.playlist). */
static int list_all(void)
{
    const demo_builtin *order[256];
    size_t n = demo_teaching_order(order, sizeof order / sizeof order[0]);
    for (size_t i = 0; i < n; i++) {
        demo d;
        demo_text src;
        if (!load_demo(&d, &src, order[i]->name))
            return CLI_EXIT_REFUSED;
        list_one(order[i]->name, &d);
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
    demo_text src;
    if (!load_demo(&d, &src, arg))
        return CLI_EXIT_USAGE;
    int status = print_demo(&d, src.text, src.len);
    demo_text_free(&src);
    demo_free(&d);
    return status;
}

/* ---- --playlist: a talk ---- */

/* A playlist read: a file, or a shipped one by its name. */
typedef struct talk_file {
    talk t;
    char path[4096]; /* the name messages give */
    char dir[4096];  /* its folder, whose files its demos are read from ("." for a shipped one) */
} talk_file;

static bool talk_read(talk_file *tf, const char *arg)
{
    memset(tf, 0, sizeof *tf);
    const demo_builtin *b = demo_is_path(arg) ? NULL : demo_playlist_find(arg);
    char why[1024], shown[256];
    size_t len = b ? b->len : 0;
    char *text = b ? NULL : cli_read_file(arg, TALK_MAX_FILE, &len, why, sizeof why);
    if (!b && !text) {
        fprintf(stderr, "tsumo demo: %s: %s\n", cli_shown(shown, sizeof shown, arg), why);
        return false;
    }
    snprintf(tf->path, sizeof tf->path, b ? "%s.playlist" : "%s", b ? b->name : arg);
    const char *slash = b ? NULL : strrchr(arg, '/');
    snprintf(tf->dir, sizeof tf->dir, "%.*s", slash ? (int)(slash - arg) : 1, slash ? arg : ".");
    if (slash == arg)
        snprintf(tf->dir, sizeof tf->dir, "/");
    bool ok = talk_parse(&tf->t, b ? b->text : text, len, tf->path, why, sizeof why);
    free(text);
    if (!ok)
        fprintf(stderr, "tsumo demo: %s\n", why);
    return ok;
}

/* Every demo of the talk read and checked before any is shown: a talk does not stop halfway. */
static demo *talk_demos(const talk_file *tf)
{
    demo *all = calloc(tf->t.count, sizeof *all);
    for (size_t i = 0; all && i < tf->t.count; i++) {
        char why[1536];
        if (!talk_load(&tf->t, i, tf->path, tf->dir, &all[i], why, sizeof why)) {
            fprintf(stderr, "tsumo demo: %s\n", why);
            while (i-- > 0)
                demo_free(&all[i]);
            free(all);
            return NULL;
        }
    }
    return all;
}

static int print_talk(const talk_file *tf, const demo *all)
{
    int status = CLI_EXIT_OK;
    for (size_t i = 0; i < tf->t.count && status == CLI_EXIT_OK; i++) {
        demo_text src;
        char why[1024];
        if (!demo_text_read(&src, tf->t.items[i].arg, tf->dir, why, sizeof why))
            return CLI_EXIT_USAGE; /* read a moment ago */
        if (i > 0)
            putchar('\n');
        status = print_demo(&all[i], src.text, src.len);
        demo_text_free(&src);
    }
    return status;
}

static int run_talk(const demo_args *a, cli_demo_show_fn show, const cli_demo_how *how)
{
    talk_file *tf = malloc(sizeof *tf);
    if (!tf || !talk_read(tf, a->playlist)) {
        free(tf);
        return CLI_EXIT_USAGE;
    }
    demo *all = talk_demos(tf);
    int status = CLI_EXIT_USAGE;
    if (all && a->list) {
        if (tf->t.title[0])
            printf("%s\n", tf->t.title);
        for (size_t i = 0; i < tf->t.count; i++)
            list_one(all[i].name, &all[i]);
        status = CLI_EXIT_OK;
    } else if (all) {
        for (size_t i = 0; a->seat >= 0 && i < tf->t.count; i++) /* over each demo's seat line */
            all[i].seat = (a->seat + all[i].dealer) & 3;
        status = a->print ? print_talk(tf, all) : show(all, tf->t.count, how);
    }
    for (size_t i = 0; all && i < tf->t.count; i++)
        demo_free(&all[i]);
    free(all);
    talk_free(&tf->t);
    free(tf);
    return status;
}

/* Where the viewer remembers the step left at: "demo NAME", or a file's full path; NULL when
   the file has none. */
static const char *demo_place(char *buf, size_t size, const char *arg)
{
    if (!demo_is_path(arg)) {
        snprintf(buf, size, "demo %s", arg);
        return buf;
    }
    return cli_full_path(buf, size, arg) ? buf : NULL;
}

int cli_demo(int argc, char **argv, cli_demo_show_fn show)
{
    demo_args a = {.seat = -1};
    int st = cli_parse(&cli_demo_verb, argc, argv, take_arg, &a);
    if (st != CLI_GO_ON)
        return st;
    if (a.playlist && !a.name) {
        cli_demo_how how = {.autoplay_ms = a.autoplay_ms, .big = a.big};
        return run_talk(&a, show, &how);
    }
    if (a.list && !a.print && !a.name)
        return list_all();
    if (a.list || !a.name || a.playlist)
        return cli_usage_short(&cli_demo_verb);
    if (a.print)
        return print_one(a.name);
    demo d;
    demo_text src;
    if (!load_demo(&d, &src, a.name))
        return CLI_EXIT_USAGE;
    demo_text_free(&src);
    if (a.seat >= 0) /* over the demo's own seat line */
        d.seat = (a.seat + d.dealer) & 3;
    char place[4200];
    cli_demo_how how = {.place = demo_place(place, sizeof place, a.name),
                        .autoplay_ms = a.autoplay_ms,
                        .big = a.big};
    int status = show(&d, 1, &how);
    demo_free(&d);
    return status;
}

/*
 * `tsumo view FILE [--rules R] [--game N]` (issue 12): any game tsumo reads,
 * in the viewer. A record (a finished game, a kept unfinished one, one
 * written by `tsumo sim --record`) plays under its own ruleset; a
 * tenhou.net/6 JSON log or a Majiang paipu under the tenhou ruleset, as
 * `tsumo replay` reads them. Everything shown from the file is checked as
 * `tsumo replay` checks it: names and ruleset texts safe for the terminal.
 */
#include "games.h"
#include "lines.h"
#include "timeline.h"
#include "tui.h"
#include "ui.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct view_args {
    const char *path;
    const char *rules; /* --rules, or NULL */
    size_t game;       /* --game: 1-based, within a log of several */
    bool print;        /* --print: the steps as text, no terminal */
    bool explain;      /* --explain: the findings shown from the start */
    int seat;          /* --seat: the seat at the bottom and its findings alone (0-3), -1 all */
    int big;           /* --big, --no-big: enum ui_big_mode */
    int autoplay_ms;   /* --autoplay, 0 none */
    findings_fn find;  /* `tsumo explain`'s finder (main.c) */
} view_args;

enum {
    OPT_RULES = 1,
    OPT_GAME,
    OPT_EXPLAIN,
    OPT_SEAT,
    OPT_PRINT,
    OPT_AUTOPLAY,
    OPT_BIG,
    OPT_NO_BIG
};

static const cli_option view_rows[] = {
    {"--rules", OPT_RULES, CLI_STRING, "NAME|FILE", 0, 0, NULL,
     N_("the ruleset to play it under (default: a record's own, tenhou for a log)"), 0},
    {"--game", OPT_GAME, CLI_NUMBER, "N", 1, 1000000, NULL,
     N_("the game of a log that holds several (default 1)"), 0},
    {"--explain", OPT_EXPLAIN, CLI_FLAG, NULL, 0, 0, NULL,
     N_("show the findings of tsumo explain on the step line from the start (n and N go to each "
        "in any case)"),
     0},
    {"--seat", OPT_SEAT, CLI_WIND, "E|S|W|N", 0, 0, NULL,
     N_("the game from the seat of the player who sat there in the first hand: drawn at the "
        "bottom (v turns the table), and only his findings"),
     CLI_ONCE},
    {"--print", OPT_PRINT, CLI_FLAG, NULL, 0, 0, NULL,
     N_("print every step's line instead, the points at each hand's end and the final points, "
        "then what laying the game out and a step took"),
     0},
    {"--autoplay", OPT_AUTOPLAY, CLI_SECONDS, "SECONDS", 0, CLI_AUTOPLAY_MAX_S, NULL,
     N_("step on by itself, a step every SECONDS (from 0.25); a pauses, + and - change the pace"),
     CLI_ONCE},
    {"--big", OPT_BIG, CLI_FLAG, NULL, 0, 0, NULL,
     N_("big tiles for a projector, wherever they fit (by default from 160x48)"), 0},
    {"--no-big", OPT_NO_BIG, CLI_FLAG, NULL, 0, 0, NULL,
     N_("never big tiles, whatever the terminal's size"), 0},
    CLI_ROW_NO_COLOR,
    CLI_ROW_TUI_TRACE,
    CLI_ROW_TUI_CLOCK,
    CLI_ROW_FACES,
};

const cli_verb tui_view_verb = {
    "view",
    N_("Usage: tsumo view FILE [--rules NAME|FILE] [--game N] [--explain] [--seat S]\n"
       "                  [--autoplay SECONDS]\n"),
    N_("Show a game step by step with every hand face up: a game record (a finished\n"
       "game, a kept unfinished one), a tenhou.net/6 JSON log, a Majiang paipu or an\n"
       "mjai event log.\n"),
    CLI_OPTIONS(view_rows),
    N_("Keys: Right/Left one action, PgDn/PgUp one hand, Home/End the start and the\n"
       "end, g a step by its number or a hand by its name (S3), e/E the next/previous\n"
       "call, riichi or hand's end, H the hands, a autoplay, n/N the next/previous\n"
       "finding, r the review of each player in turn, p each seat's panel, v the next\n"
       "seat at the bottom, = standings, ? help, q leave. Reopened, the viewer offers\n"
       "the step it was left at: b goes back there.\n"),
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    view_args *a = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_RULES:
        if (!*arg->text)
            return cli_refuse(&tui_view_verb, _("%s needs a ruleset"), "--rules");
        a->rules = arg->text;
        return true;
    case OPT_GAME:
        a->game = (size_t)arg->number;
        return true;
    case OPT_EXPLAIN:
        a->explain = true;
        return true;
    case OPT_SEAT:
        a->seat = (int)arg->number;
        return true;
    case OPT_PRINT:
        a->print = true;
        return true;
    case OPT_AUTOPLAY:
        if (arg->number < CLI_AUTOPLAY_MIN_MS)
            return cli_refuse(&tui_view_verb, _("%s needs at least a quarter of a second"),
                              "--autoplay");
        a->autoplay_ms = (int)arg->number;
        return true;
    case OPT_BIG:
    case OPT_NO_BIG:
        a->big = arg->option->id == OPT_BIG ? UI_BIG_ON : UI_BIG_OFF;
        return true;
    default:
        return cli_take_operand(&tui_view_verb, arg, &a->path);
    }
}

static int parse(view_args *a, int argc, char **argv)
{
    findings_fn find = a->find;
    memset(a, 0, sizeof *a);
    a->find = find;
    a->game = 1;
    a->seat = -1;
    int st = cli_parse(&tui_view_verb, argc, argv, take_arg, a);
    if (st == CLI_GO_ON && !a->path)
        return cli_usage_short(&tui_view_verb);
    return st;
}

/* ---- the findings of `tsumo explain` ---- */

/* The viewer on `src` with the findings of the seat asked for (all: -1); the exit status. */
static int view_with_findings(const view_args *a, tui_view_source *src, const tsumo_rules *rules)
{
    finding_list all = {0};
    if (a->find)
        a->find(&all, src->rec, rules); /* a record that stops is explained up to there */
    size_t kept = 0;
    for (size_t i = 0; i < all.count; i++) {
        if (a->seat >= 0 && all.items[i].seat != a->seat) {
            free(all.items[i].text);
            continue;
        }
        all.items[kept++] = all.items[i];
    }
    all.count = kept;
    src->findings = all.items;
    src->finding_count = all.count;
    src->ratings = all.rating;
    src->review_seat = a->seat;
    src->bottom = a->seat; /* the game from that seat: at the bottom, its findings alone */
    src->findings_on = a->explain;
    src->big = a->big;
    src->findings_looked = a->find != NULL;
    src->autoplay_ms = a->autoplay_ms;
    /* The step left at is remembered by the file's full path (and the game of a log). */
    char full[4096], place[4200];
    int n = cli_full_path(full, sizeof full, a->path)
                ? snprintf(place, sizeof place, a->game > 1 ? "%s#%zu" : "%s", full, a->game)
                : -1;
    src->place = n > 0 && (size_t)n < sizeof place ? place : NULL;
    int status = view_run(src, rules);
    findings_free(&all);
    return status;
}

/* ---- --print: the steps as text ---- */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void print_points(const char *what, const int32_t points[4])
{
    printf("%s %d %d %d %d\n", what, points[0], points[1], points[2], points[3]);
}

/* What a step of the screen costs beyond drawing: the kept game copied, its five views. */
static double step_cost_us(const timeline *tl)
{
    tsumo_game *shown;
    if (tl->count < 2 || tsumo_game_clone(&shown, tl->steps[0].game) != TSUMO_OK)
        return 0;
    enum { ROUNDS = 100 };
    double start = now_ms();
    for (int r = 0; r < ROUNDS; r++) {
        tsumo_game_copy(shown, tl->steps[tl->count - 1 - (size_t)(r & 1)].game);
        tsumo_view v;
        for (int s = 0; s <= 4; s++)
            tsumo_game_view(shown, s < 4 ? s : TSUMO_NO_SEAT, &v);
    }
    double us = (now_ms() - start) * 1e3 / ROUNDS;
    tsumo_game_free(shown);
    return us;
}

/*
 * Every step's line; at each hand's end "points" and the seats' points by
 * seat; at the game's end "final" and its points. Names and lines are
 * terminal-safe already (the names checked, the lines written from them).
 */
static int print_steps(const tsumo_record *rec, const tsumo_rules *rules, bool log)
{
    timeline tl;
    char why[256];
    double start = now_ms();
    if (!timeline_build_named(&tl, rec, rules, NULL, log, why, sizeof why)) {
        fprintf(stderr, "tsumo: %s\n", why);
        return CLI_EXIT_USAGE;
    }
    double built = now_ms() - start;
    for (size_t i = 0; i < tl.count; i++) {
        const timeline_step *s = &tl.steps[i];
        printf("%zu %s\n", i + 1, s->line);
        if (s->hand_over) {
            tsumo_view v;
            tsumo_game_view(s->game, TSUMO_NO_SEAT, &v);
            int32_t points[4] = {v.seats[0].score, v.seats[1].score, v.seats[2].score,
                                 v.seats[3].score};
            print_points(_("points"), points);
        }
    }
    const tsumo_game_final *f = tsumo_game_final_result(tl.steps[tl.count - 1].game);
    if (f)
        print_points(_("final"), f->points);
    if (tl.stop[0])
        printf("%s\n", tl.stop);
    /* TRANSLATORS: a figure, never a limit: the steps, the ms they took, a step's cost. */
    printf(_("%zu steps laid out in %.1f ms; a step at the end costs %.1f us\n"), tl.count, built,
           step_cost_us(&tl));
    int status = tl.stop[0] ? CLI_EXIT_REFUSED : CLI_EXIT_OK;
    timeline_free(&tl);
    /* The verb table leaves a table's output unchecked: this one is printed, so check it. */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs(_("tsumo: cannot write the whole output\n"), stderr);
        return CLI_EXIT_USAGE;
    }
    return status;
}

/* A game file given to `tsumo view`: the options, and its name as shown. */
typedef struct view_file {
    const view_args *a;
    const char *shown;
} view_file;

static int view_log(void *ctx, games_file *f)
{
    const view_args *a = ((const view_file *)ctx)->a;
    const char *shown = ((const view_file *)ctx)->shown;
    tsumo_rules rules;
    if (!cli_rules_load(&rules, a->rules ? a->rules : "tenhou"))
        return CLI_EXIT_USAGE;
    /* Only the game asked for is read: those before it are passed over uncounted. */
    bool failed;
    size_t before = games_file_skip(f, a->game - 1, &rules, &failed);
    tenhou_game g = {0};
    int got = failed ? -1 : before < a->game - 1 ? 0 : games_file_next(f, &rules, &g);
    if (got < 0)
        return CLI_EXIT_USAGE;
    int status = CLI_EXIT_USAGE;
    if (got == 0) {
        fprintf(stderr, _("%s: there is no game %zu: the log holds %zu\n"), shown, a->game, before);
    } else if (games_record_texts_safe(g.rec, shown, NULL, 0)) {
        char title[1200];
        snprintf(title, sizeof title, "%s%s%s", shown, g.title[0] ? " · " : "", g.title);
        tui_view_source src = {.rec = g.rec, .title = title, .log = true};
        status = a->print ? print_steps(g.rec, &rules, true) : view_with_findings(a, &src, &rules);
    }
    tsumo_record_free(g.rec);
    return status;
}

/* A demo file's first line that is not a comment is `tsumo-demo` (docs/demo-format.md). */
static bool is_demo(const char *text, size_t len)
{
    lines r;
    lines_from_text(&r, text, len);
    const char *line;
    size_t n;
    while (lines_next(&r, &line, &n) == LINES_OK) {
        while (n && (*line == ' ' || *line == '\t'))
            line++, n--;
        if (n && *line != '#')
            return n >= 10 && memcmp(line, "tsumo-demo", 10) == 0;
    }
    return false;
}

static int view_record(void *ctx, const char *text, size_t len)
{
    const view_args *a = ((const view_file *)ctx)->a;
    const char *shown = ((const view_file *)ctx)->shown;
    tsumo_record *rec = games_parse_record(text, len, shown);
    if (!rec) {
        if (is_demo(text, len))
            /* TRANSLATORS: after `tsumo view` refused a demo file; %s is its name */
            fprintf(stderr, _("%s is a demo: tsumo demo %s shows it with its captions\n"), shown,
                    shown);
        return CLI_EXIT_USAGE;
    }
    tsumo_rules rules = rec->rules;
    int status = CLI_EXIT_USAGE;
    if (games_record_texts_safe(rec, shown, text, len) &&
        (!a->rules || cli_rules_load(&rules, a->rules))) {
        tui_view_source src = {.rec = rec, .title = shown, .kept = true};
        status = a->print ? print_steps(rec, &rules, false) : view_with_findings(a, &src, &rules);
    }
    tsumo_record_free(rec);
    return status;
}

int tui_view(int argc, char **argv, findings_fn find)
{
    view_args a = {.find = find};
    int st = parse(&a, argc, argv);
    if (st >= 0)
        return st;
    char shown[1024];
    cli_shown(shown, sizeof shown, a.path);
    static const games_readers readers = {view_log, view_record};
    view_file file = {.a = &a, .shown = shown};
    return games_file_run(a.path, shown, &readers, &file);
}

/* ---- from the table: a record file of the state folder ---- */

/* The check of games_record_texts_safe (names, the ruleset's texts), said on the message line. */
static bool texts_safe_said(ui *u, const tsumo_record *rec)
{
    char why[512];
    if (games_record_texts_why(rec, why, sizeof why))
        return true;
    play_say(u, UI_PAINT_WARN, _("The game cannot be shown: %s"), why);
    return false;
}

/* The viewer on `rec` with tsumo explain's findings in it, when the program gave its finder. */
static bool view_open_found(ui *u, const tsumo_record *rec, const char *path, const char *title,
                            finding_list *found, int leave_to)
{
    if (u->find)
        u->find(found, rec, NULL); /* a record that stops is explained up to there */
    tui_view_source src = {.rec = rec,
                           .title = title,
                           .findings = found->items,
                           .finding_count = found->count,
                           .ratings = found->rating,
                           .review_seat = -1,
                           .findings_looked = u->find != NULL,
                           .kept = true,
                           .place = path};
    return view_open(u, &src, NULL, leave_to);
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
    finding_list found = {0};
    if (!texts_safe_said(u, rec) || !view_open_found(u, rec, path, title, &found, leave_to)) {
        findings_free(&found);
        tsumo_record_free(rec);
        return false;
    }
    view_own(u, rec, &found);
    return true;
}

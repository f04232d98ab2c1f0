/*
 * `tsumo explain FILE [--seat S] [--rules R]` (issue 14): replays a record,
 * a kept game or a tenhou.net/6 or Majiang log and lists, per player, the
 * moments a club member practises: furiten (and why), a win the engine
 * offered and that was not taken, calls offered and passed (summed up a hand
 * at a time), a riichi declared while furiten, and a call that left the hand
 * with no yaku it could win with. Each names the hand, the turn and the rule.
 *
 * The engine decides every one of them: what it offers (tsumo_game_legal)
 * before each step, the furiten events it reports, the scorer on the hand a
 * call left. Nothing here decides a rule.
 */
#include "cli.h"
#include "findings.h"
#include "games.h"
#include "walk.h"
#include "yaku-hope.h"

#include <stdlib.h>
#include <string.h>

typedef struct options {
    const char *path; /* as shown: escaped */
    const char *rules_arg;
    int seat; /* the player's seat in the first hand (0-3), -1 for all */
} options;

/* What one player's findings are: lines, in the order they happened. */
typedef struct findings {
    char **line;
    size_t count;
} findings;

/* Calls offered and passed in the hand being replayed, by kind. */
enum { PASSED_CHI, PASSED_PON, PASSED_KAN, PASSED_KINDS };

typedef struct explain {
    const options *opt;
    tsumo_game *game;
    const tsumo_rules *rules; /* the game's, whose sections the findings cite */
    char names[4][TSUMO_NAME_SIZE];
    char hand_name[128];  /* "East 1, 1 counter" */
    int turn;             /* discards made in the hand so far */
    tsumo_action call[4]; /* a seat's call not yet followed by its discard (type NONE) */
    int passed[4][PASSED_KINDS];
    findings found[4];
    bool out_of_memory;
    size_t at_hand, at_after; /* where the replay is: a timeline step's (hand, after) */
    finding_list *gathered;   /* the viewer's findings, or NULL */
} explain;

/* ---- findings ----------------------------------------------------------- */

/* A finding for the viewer: its place in the record, as a timeline step's (hand, after). */
static void gather(explain *x, int seat, const char *text)
{
    finding_list *l = x->gathered;
    if (!l)
        return;
    finding *more = realloc(l->items, (l->count + 1) * sizeof *more);
    char *copy = strdup(text);
    if (!more || !copy) {
        free(copy);
        if (more)
            l->items = more;
        x->out_of_memory = true;
        return;
    }
    l->items = more;
    l->items[l->count++] =
        (finding){.seat = seat, .hand = x->at_hand, .after = x->at_after, .text = copy};
}

static void note(explain *x, int seat, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void note(explain *x, int seat, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    char full[sizeof text + sizeof x->hand_name + 32];
    if (x->turn < 0) /* of the whole hand */
        snprintf(full, sizeof full, "%s: %s", x->hand_name, text);
    else /* TRANSLATORS: "East 1, turn 7: <what happened>" */
        snprintf(full, sizeof full, _("%s, turn %d: %s"), x->hand_name, x->turn, text);
    gather(x, seat, full);
    findings *f = &x->found[seat];
    char **more = realloc(f->line, (f->count + 1) * sizeof *more);
    char *copy = strdup(full);
    if (!more || !copy) {
        free(copy);
        if (more)
            f->line = more;
        x->out_of_memory = true;
        return;
    }
    f->line = more;
    f->line[f->count++] = copy;
}

/* The words of `seat`'s findings (findings.c): its own view, tiles in mpsz. */
static const narrator *words(const explain *x, int seat, narrator *n)
{
    narrate_init(n, x->rules, NULL, seat, false);
    return n;
}

/* ---- furiten ------------------------------------------------------------- */

/* A seat that becomes furiten, or furiten for a new reason: the engine's event says why. */
static void furiten_event(explain *x, const tsumo_event *e)
{
    unsigned now = e->code, before = e->flags;
    if (e->seat >= 4 || (now & ~before) == 0)
        return;
    findings_furiten f;
    findings_furiten_read(&f, x->game, e->seat, TSUMO_NO_TILE);
    f.reasons = (uint8_t)(now & ~before); /* only what is new is found */
    char text[400];
    narrator n;
    note(x, e->seat, "%s", findings_furiten_text(text, sizeof text, &f, words(x, e->seat, &n)));
}

/* ---- what the engine offered ---------------------------------------------- */

/* The legal actions of every seat before a step: what each could have done. */
typedef struct offers {
    tsumo_tile claim; /* the discard (or kan tile) being answered, TSUMO_NO_TILE */
    int count[4];
    tsumo_action legal[4][TSUMO_GAME_MAX_LEGAL];
} offers;

static void offers_read(offers *o, const tsumo_game *game)
{
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    o->claim = v.claim_tile;
    for (int s = 0; s < 4; s++) {
        int n = tsumo_game_legal(game, s, o->legal[s], TSUMO_GAME_MAX_LEGAL);
        o->count[s] = n < 0 ? 0 : n;
    }
}

static bool offered(const offers *o, int seat, int type)
{
    for (int i = 0; i < o->count[seat]; i++)
        if (o->legal[seat][i].type == type)
            return true;
    return false;
}

/* A ron or tsumo the engine offered and the seat did not take (R-WIN-04, R-WIN-05). */
static void missed_win(explain *x, const offers *o, const tsumo_action *a)
{
    char text[400];
    narrator n;
    if (offered(o, a->seat, TSUMO_ACTION_RON) && a->type != TSUMO_ACTION_RON)
        note(x, a->seat, "%s",
             findings_missed_ron(text, sizeof text,
                                 o->claim == TSUMO_NO_TILE ? TSUMO_NO_KIND
                                                           : tsumo_tile_kind(o->claim),
                                 words(x, a->seat, &n)));
    if (offered(o, a->seat, TSUMO_ACTION_TSUMO) && a->type != TSUMO_ACTION_TSUMO)
        note(x, a->seat, "%s", findings_missed_tsumo(text, sizeof text, words(x, a->seat, &n)));
}

/* A pass on a discard that the seat could have called: counted, said once a hand. */
static void passed_call(explain *x, const offers *o, const tsumo_action *a)
{
    if (a->type != TSUMO_ACTION_PASS)
        return;
    x->passed[a->seat][PASSED_CHI] += offered(o, a->seat, TSUMO_ACTION_CHI);
    x->passed[a->seat][PASSED_PON] += offered(o, a->seat, TSUMO_ACTION_PON);
    x->passed[a->seat][PASSED_KAN] += offered(o, a->seat, TSUMO_ACTION_OPEN_KAN);
}

static void passed_calls_said(explain *x)
{
    int turn = x->turn;
    x->turn = -1; /* a summary of the hand, at no turn */
    for (int s = 0; s < 4; s++) {
        char text[400];
        narrator n;
        if (findings_calls_passed(text, sizeof text, x->passed[s], words(x, s, &n))[0])
            note(x, s, "%s", text);
        memset(x->passed[s], 0, sizeof x->passed[s]);
    }
    x->turn = turn;
}

/* A riichi while furiten: allowed, but the hand can then win only by tsumo. */
static void riichi_furiten(explain *x, const tsumo_action *a)
{
    if (a->type != TSUMO_ACTION_RIICHI)
        return;
    tsumo_view v;
    tsumo_game_view(x->game, a->seat, &v);
    char text[400];
    narrator n;
    if (v.furiten)
        note(x, a->seat, "%s",
             findings_riichi_furiten(text, sizeof text, false, 0, words(x, a->seat, &n)));
}

/* ---- a call that leaves no yaku ------------------------------------------- */

/* After a call, at the caller's discard: a hand left with no yaku to win with (R-WIN-02). */
static void yakuless_call(explain *x, const tsumo_action *a)
{
    tsumo_action *call = &x->call[a->seat];
    if (a->type != TSUMO_ACTION_DISCARD || call->type == TSUMO_ACTION_NONE)
        return;
    int type = call->type;
    call->type = TSUMO_ACTION_NONE;
    tsumo_view v;
    tsumo_game_view(x->game, a->seat, &v);
    if (yaku_hope(&v, a->seat, tsumo_game_rules(x->game)) != 0)
        return;
    char text[400];
    narrator n;
    note(x, a->seat, "%s",
         findings_yakuless_call(text, sizeof text, type, false, words(x, a->seat, &n)));
}

/* ---- the replay ------------------------------------------------------------ */

static void deal(explain *x)
{
    tsumo_view v;
    tsumo_game_view(x->game, TSUMO_NO_SEAT, &v);
    /* "East 1, 1 counter": a dealer's repeat is a hand of its own */
    char name[48], counters[32];
    games_hand_name(name, sizeof name, v.round, v.hand);
    snprintf(counters, sizeof counters, ngettext("%d counter", "%d counters", v.honba), v.honba);
    snprintf(x->hand_name, sizeof x->hand_name, "%s, %s", name, counters);
    x->turn = 0;
    for (int s = 0; s < 4; s++)
        x->call[s].type = TSUMO_ACTION_NONE;
}

static void after_step(explain *x, const offers *o, const tsumo_replay_report *rep)
{
    for (int i = 0; i < rep->event_count; i++)
        x->turn += rep->events[i].type == TSUMO_EVENT_DISCARD;
    if (rep->kind == TSUMO_REPLAY_ACTION || rep->kind == TSUMO_REPLAY_PASS) {
        const tsumo_action *a = &rep->action;
        if (a->seat < 4) {
            missed_win(x, o, a);
            passed_call(x, o, a);
            riichi_furiten(x, a);
            yakuless_call(x, a);
            if (a->type == TSUMO_ACTION_CHI || a->type == TSUMO_ACTION_PON ||
                a->type == TSUMO_ACTION_OPEN_KAN)
                x->call[a->seat] = *a;
        }
    }
    for (int i = 0; i < rep->event_count; i++)
        if (rep->events[i].type == TSUMO_EVENT_FURITEN)
            furiten_event(x, &rep->events[i]);
    if (rep->hand_over)
        passed_calls_said(x);
}

/* The walk of one game (walk.h): what the engine offered before each step, judged after it. */
typedef struct explaining {
    explain *x;
    offers o;
} explaining;

enum { EXPLAIN_REFUSED = 1 };

static int explain_begin(const walk_step *step, void *payload)
{
    explaining *w = payload;
    w->x->game = step->replay->game;
    games_seat_names(step->replay->game, w->x->names);
    return 0;
}

static int explain_before(const walk_step *step, void *payload)
{
    explaining *w = payload;
    offers_read(&w->o, step->replay->game);
    return 0;
}

static int explain_step(const walk_step *step, void *payload)
{
    explaining *w = payload;
    explain *x = w->x;
    const tsumo_replay_report *rep = step->report;
    x->at_hand = step->replay->hand;
    x->at_after = step->after;
    if (rep->kind == TSUMO_REPLAY_DEAL)
        deal(x);
    if (rep->kind == TSUMO_REPLAY_REFUSED) {
        fprintf(stderr,
                _("%s: %s: the engine refuses the record's action %zu; explained up "
                  "to there (tsumo replay --check says why)\n"),
                x->opt->path, x->hand_name, rep->action_index + 1);
        return EXPLAIN_REFUSED;
    }
    after_step(x, &w->o, rep);
    return 0;
}

/* Replays one game and gathers what each seat did; false when the file does not replay. */
static bool explain_game(explain *x, const tsumo_record *rec, const tsumo_rules *rules)
{
    static const walk_callbacks explaining_cb = {.begin = explain_begin,
                                                 .before = explain_before,
                                                 .deal = explain_step,
                                                 .action = explain_step,
                                                 .mismatch = explain_step,
                                                 .stop = explain_step};
    explaining w = {.x = x};
    x->rules = rules; /* still there for the hand's summary, after the walk */
    int rc = walk_record(rec, rules, &explaining_cb, &w, NULL);
    x->game = NULL;
    if (rc == WALK_ESTART) {
        fprintf(stderr, _("%s: the record's setup is not a valid game (its start or a wall)\n"),
                x->opt->path);
        return false;
    }
    passed_calls_said(x);
    return rc == 0;
}

static void print_findings(explain *x)
{
    for (int s = 0; s < 4; s++) {
        if (x->opt->seat >= 0 && x->opt->seat != s)
            continue;
        /* TRANSLATORS: "Ann (East in the first hand)" */
        printf(_("%s (%s in the first hand)\n"), x->names[s], cli_wind_name(s));
        if (x->found[s].count == 0)
            printf("  %s\n", _("nothing to explain"));
        for (size_t i = 0; i < x->found[s].count; i++) {
            printf("  %s\n", x->found[s].line[i]);
            free(x->found[s].line[i]);
        }
        x->found[s].count = 0;
    }
    for (int s = 0; s < 4; s++) {
        for (size_t i = 0; i < x->found[s].count; i++)
            free(x->found[s].line[i]);
        free(x->found[s].line);
        x->found[s] = (findings){0};
    }
}

static bool explain_one(const options *o, const tsumo_record *rec, const tsumo_rules *rules)
{
    explain x = {.opt = o};
    bool ok = explain_game(&x, rec, rules);
    print_findings(&x);
    if (x.out_of_memory)
        fputs(_("tsumo: out of memory\n"), stderr);
    return ok && !x.out_of_memory;
}

/* The findings of every seat with their places, for the viewer (findings.h). */
bool cli_explain_gather(finding_list *out, const tsumo_record *rec, const tsumo_rules *rules)
{
    options o = {.path = "", .seat = -1};
    explain x = {.opt = &o, .gathered = out};
    *out = (finding_list){0};
    bool ok = explain_game(&x, rec, rules ? rules : &rec->rules);
    for (int s = 0; s < 4; s++) {
        for (size_t i = 0; i < x.found[s].count; i++)
            free(x.found[s].line[i]);
        free(x.found[s].line);
    }
    return ok && !x.out_of_memory;
}

/* ---- the files --------------------------------------------------------------- */

static int explain_json(const options *o, const char *text, size_t len)
{
    tsumo_rules rules;
    if (!cli_rules_load(&rules, o->rules_arg ? o->rules_arg : "tenhou"))
        return CLI_EXIT_USAGE;
    tenhou_log log;
    if (!games_import_log(&log, text, len, o->path, &rules))
        return CLI_EXIT_USAGE;
    int status = CLI_EXIT_OK;
    for (size_t i = 0; i < log.count; i++) {
        if (log.count > 1) /* several games, or rounds a line: each under its place */
            printf("%s%s:%d\n", i ? "\n" : "", o->path, log.games[i].line);
        if (!explain_one(o, log.games[i].rec, &rules))
            status = CLI_EXIT_REFUSED;
    }
    tenhou_log_free(&log);
    return status;
}

static int explain_record(const options *o, const char *text, size_t len)
{
    tsumo_record *rec;
    tsumo_diag diag;
    if (tsumo_record_parse(&rec, text, len, &diag) != TSUMO_OK) {
        char msg[512];
        cli_diag_text(msg, sizeof msg, &diag);
        fprintf(stderr, "%s:%d:%d: %s\n", o->path, diag.line, diag.column, msg);
        return CLI_EXIT_USAGE;
    }
    tsumo_rules override;
    const tsumo_rules *rules = &rec->rules;
    int status = CLI_EXIT_USAGE;
    if (o->rules_arg && !cli_rules_load(&override, o->rules_arg))
        goto done;
    if (o->rules_arg)
        rules = &override;
    if (games_record_texts_safe(rec, o->path))
        status = explain_one(o, rec, rules) ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
done:
    tsumo_record_free(rec);
    return status;
}

/* ---- the verb ------------------------------------------------------------------ */

enum { OPT_SEAT = 1, OPT_RULES };

static const cli_option explain_rows[] = {
    {"--seat", OPT_SEAT, CLI_WIND, "S", 0, 0, NULL,
     N_("only the player who sat at S (E, S, W or N) in the first hand"), 0},
    {"--rules", OPT_RULES, CLI_STRING, "R", 0, 0, NULL,
     N_("replay under the ruleset R (a name or a file) instead of the record's; a JSON log is "
        "replayed under 'tenhou'"),
     0},
};

const cli_verb cli_explain_verb = {
    "explain",
    N_("Usage: tsumo explain FILE [--seat E|S|W|N] [--rules R]\n"),
    N_("Replays a game record, a kept game, a tenhou.net/6 or a Majiang log and lists,\n"
       "for each player, every moment worth a second look: furiten and why, a win the\n"
       "engine offered that was not taken, calls offered and passed (summed up for\n"
       "each hand), a riichi declared while furiten, and a call that left the hand no\n"
       "yaku to win with; each with its hand, turn and section of the rules.\n"),
    CLI_OPTIONS(explain_rows),
    NULL,
};

typedef struct explain_args {
    options *o;
    const char *path;
} explain_args;

static bool take_arg(void *ctx, const cli_arg *arg)
{
    explain_args *a = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_SEAT:
        a->o->seat = (int)arg->number;
        return true;
    case OPT_RULES:
        a->o->rules_arg = arg->text;
        return true;
    default:
        return cli_take_operand(&cli_explain_verb, arg, &a->path);
    }
}

static int parse_args(options *o, int argc, char **argv, const char **path)
{
    *o = (options){.seat = -1};
    explain_args a = {.o = o};
    int st = cli_parse(&cli_explain_verb, argc, argv, take_arg, &a);
    *path = a.path;
    if (st == CLI_GO_ON && !a.path)
        return cli_usage_short(&cli_explain_verb);
    return st;
}

int cli_explain(int argc, char **argv)
{
    options o;
    const char *path;
    int st = parse_args(&o, argc, argv, &path);
    if (st >= 0)
        return st;
    size_t len = 0;
    bool json = false;
    char shown[4096];
    o.path = cli_shown(shown, sizeof shown, path); /* from here on only told, escaped */
    char *text = games_read_file(path, o.path, &len, &json);
    if (!text)
        return CLI_EXIT_USAGE;
    st = json ? explain_json(&o, text, len) : explain_record(&o, text, len);
    free(text);
    return st;
}

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

/* "1s 4s": the kinds of a set. */
static const char *kinds_text(char *buf, size_t size, tsumo_kindset set)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int k = 0; k < TSUMO_KINDS && n + 4 < size; k++)
        if (set >> k & 1) {
            char one[8];
            n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? " " : "",
                                  cli_kind_notation(one, (tsumo_kind)k));
        }
    return buf;
}

/* ---- furiten ------------------------------------------------------------- */

/* Why a seat is furiten, each reason with its section of the rules. */
static const char *furiten_text(char *buf, size_t size, unsigned reasons, tsumo_kindset waits)
{
    char w[128];
    kinds_text(w, sizeof w, waits);
    if (reasons & TSUMO_FURITEN_RIICHI)
        snprintf(buf, size,
                 _("furiten to the end of the hand: a winning tile passed in riichi (waits %s, "
                   "%s)"),
                 w, tsumo_reason_source(TSUMO_REASON_RIICHI_FURITEN));
    else if (reasons & TSUMO_FURITEN_DISCARD)
        snprintf(buf, size,
                 _("furiten: a tile of the wait (%s) is in own discards, so no ron on any tile "
                   "(%s)"),
                 w, tsumo_reason_source(TSUMO_REASON_FURITEN));
    else
        snprintf(buf, size,
                 _("temporary furiten: a winning tile passed (waits %s), no ron until the next "
                   "draw (%s)"),
                 w, tsumo_reason_source(TSUMO_REASON_TEMP_FURITEN));
    return buf;
}

/*
 * The wait of a seat's own view. The engine gives one for 13 tiles only, and a seat made
 * furiten by passing a discard may have drawn by the time the window closes (it sits to the
 * discarder's right): its wait is then that of its hand without the tile drawn.
 */
static tsumo_kindset view_waits(const tsumo_view *v)
{
    if (v->waits || v->drawn >= TSUMO_TILES || v->seat >= 4)
        return v->waits;
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < v->hand_count && i < 14; i++)
        if (v->hand_tiles[i] < TSUMO_TILES)
            counts[tsumo_tile_kind(v->hand_tiles[i])]++;
    tsumo_kind drawn = tsumo_tile_kind(v->drawn);
    if (counts[drawn] == 0)
        return 0;
    counts[drawn]--;
    return tsumo_waits(counts, v->seats[v->seat].meld_count);
}

/* A seat that becomes furiten, or furiten for a new reason: the engine's event says why. */
static void furiten_event(explain *x, const tsumo_event *e)
{
    unsigned now = e->code, before = e->flags;
    if (e->seat >= 4 || (now & ~before) == 0)
        return;
    tsumo_view v;
    tsumo_game_view(x->game, e->seat, &v);
    char text[400];
    note(x, e->seat, "%s", furiten_text(text, sizeof text, now & ~before, view_waits(&v)));
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

/* A ron or tsumo the engine offered and the seat did not take (EMA 3.3.10, 3.3.11). */
static void missed_win(explain *x, const offers *o, const tsumo_action *a)
{
    char k[8];
    if (offered(o, a->seat, TSUMO_ACTION_RON) && a->type != TSUMO_ACTION_RON)
        note(x, a->seat,
             _("could win by ron on %s and did not; a winning tile passed makes the player "
               "furiten (EMA 3.3.10, 3.4.5)"),
             o->claim == TSUMO_NO_TILE ? "?" : cli_kind_notation(k, tsumo_tile_kind(o->claim)));
    if (offered(o, a->seat, TSUMO_ACTION_TSUMO) && a->type != TSUMO_ACTION_TSUMO)
        note(x, a->seat, _("could win by tsumo and did not (EMA 3.3.11)"));
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

/* "3 chi, 1 pon": the kinds of call passed, those passed at least once only. */
static void passed_list(char *buf, size_t size, const int *p)
{
    static const char *const names[] = {"chi", "pon", "kan"};
    static const int kinds[] = {PASSED_CHI, PASSED_PON, PASSED_KAN};
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < 3; i++)
        if (p[kinds[i]] > 0 && len < size)
            len += (size_t)snprintf(buf + len, size - len, "%s%d %s", len ? ", " : "", p[kinds[i]],
                                    names[i]);
}

static void passed_calls_said(explain *x)
{
    int turn = x->turn;
    x->turn = -1; /* a summary of the hand, at no turn */
    for (int s = 0; s < 4; s++) {
        int *p = x->passed[s];
        char list[64];
        passed_list(list, sizeof list, p);
        if (list[0])
            /* TRANSLATORS: %s lists the calls, e.g. "3 chi, 1 pon" (chi, pon, kan stay). */
            note(x, s, _("calls passed in this hand: %s (a call is never compulsory, EMA 3.3.1)"),
                 list);
        memset(p, 0, sizeof x->passed[s]);
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
    if (v.furiten)
        note(x, a->seat,
             _("declared riichi while furiten: allowed, but the hand can win only by tsumo "
               "(EMA 3.3.12, 3.4.5)"));
}

/* ---- a call that leaves no yaku ------------------------------------------- */

static const char *call_name(int type)
{
    return type == TSUMO_ACTION_CHI ? _("chi") : type == TSUMO_ACTION_PON ? _("pon") : _("kan");
}

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
    const tsumo_rules *rules = tsumo_game_rules(x->game);
    if (yaku_hope(&v, a->seat, rules) != 0)
        return;
    char tanyao[160] = "";
    if (!rules->open_tanyao)
        snprintf(tanyao, sizeof tanyao, "%s", _("; this ruleset has no open tanyao (EMA 4.2.1)"));
    note(x, a->seat, _("the %s left a hand with no yaku to win with: no wait scores (%s)%s"),
         call_name(type), tsumo_reason_source(TSUMO_REASON_NO_YAKU), tanyao);
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

/* Replays one game and gathers what each seat did; false when the file does not replay. */
static bool explain_game(explain *x, const tsumo_record *rec, const tsumo_rules *rules)
{
    tsumo_replay r;
    if (tsumo_replay_begin(&r, rec, rules) != TSUMO_OK) {
        fprintf(stderr, _("%s: the record's setup is not a valid game (its start or a wall)\n"),
                x->opt->path);
        return false;
    }
    x->game = r.game;
    games_seat_names(r.game, x->names);
    bool ok = true;
    for (;;) {
        offers o;
        offers_read(&o, r.game);
        tsumo_replay_report rep;
        tsumo_replay_step(&r, &rep);
        bool in_hand = r.dealt && r.hand < rec->hand_count;
        x->at_hand = r.hand;
        x->at_after = in_hand ? r.next - rec->hands[r.hand].first_action : 0;
        if (rep.kind == TSUMO_REPLAY_DEAL)
            deal(x);
        if (rep.kind == TSUMO_REPLAY_REFUSED) {
            fprintf(stderr,
                    _("%s: %s: the engine refuses the record's action %zu; explained up "
                      "to there (tsumo replay --check says why)\n"),
                    x->opt->path, x->hand_name, rep.action_index + 1);
            ok = false;
            break;
        }
        after_step(x, &o, &rep);
        if (rep.kind == TSUMO_REPLAY_DONE || rep.kind == TSUMO_REPLAY_GAME_END || r.finished)
            break;
    }
    passed_calls_said(x);
    tsumo_replay_end(&r);
    x->game = NULL;
    return ok;
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

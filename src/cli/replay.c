/*
 * `tsumo replay FILE`: plays a game record (docs/record-format.md) or a
 * tenhou.net/6 JSON log through the engine and prints each hand's result.
 *
 * With --check it stops at the first action the engine refuses or the first
 * header or result that differs from the file, says where, and exits 1. With
 * --keep-going it reports every such place instead: after one, it goes on
 * from the next hand, started from the position the file gives for it, so
 * that every hand is judged on its own. --to record|tenhou writes the game in
 * another format instead of replaying it for the eye.
 */
#include "cli.h"
#include "games.h"
#include "narrate.h"
#include "walk.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct options {
    const char *path;
    const char *rules_arg;
    bool check, keep_going, quiet;
    const char *to; /* NULL, "record" or "tenhou" */
} options;

/* What a replay found, over every game of a file. */
typedef struct tally {
    long hands;    /* hands in the file */
    long accepted; /* every action accepted, and the hand ended where the file says */
    long paid;     /* ... and its result is the file's */
    long results;  /* hands whose result the file gives */
    long failures;
} tally;

/* One game being replayed and how to name its places in messages. */
typedef struct game_ctx {
    const options *opt;
    const tsumo_record *rec;
    const tsumo_rules *rules;
    int json_line;     /* > 0 for a Tenhou log: the line of its JSON object */
    int first_round;   /* index in the log of the record's first hand */
    bool whole;        /* a whole Tenhou game: its rounds are numbered */
    const char *title; /* a log's name for the game, or NULL */
    size_t base;       /* hands of the original record before this one */
    /* The players by seat, as the game seated them (by lot under "seats drawn"). */
    char seats[4][TSUMO_NAME_SIZE];
} game_ctx;

/* ---- naming places ---- */

/* An action as a record writes it: "S chi 46m", "E discard 5m tsumogiri". */
static const char *action_text(char *buf, size_t size, const tsumo_action *a, int dealer,
                               const tsumo_rules *rules)
{
    int n = snprintf(buf, size, "%c %s", tsumo_wind_letter((a->seat - dealer) & 3),
                     tsumo_action_type_id((tsumo_action_type)a->type));
    char one[4] = "", two[4] = "";
    if (a->tile < TSUMO_TILES)
        cli_tile_notation(one, a->tile, rules);
    if (a->tiles[0] < TSUMO_TILES && a->tiles[1] < TSUMO_TILES) { /* one run: "46m" */
        cli_tile_notation(two, a->tiles[1], rules);
        cli_tile_notation(one, a->tiles[0], rules);
        one[1] = '\0';
    }
    if (n > 0 && (size_t)n < size && one[0])
        n += snprintf(buf + n, size - (size_t)n, " %s%s", one, two);
    if ((a->flags & TSUMO_ACTION_TSUMOGIRI) && n > 0 && (size_t)n < size)
        n += snprintf(buf + n, size - (size_t)n, " tsumogiri");
    if ((a->flags & TSUMO_ACTION_OPEN) && n > 0 && (size_t)n < size)
        snprintf(buf + n, size - (size_t)n, " open"); /* as the record writes it */
    return buf;
}

/* "1 counter", "2 counters". */
static const char *counters_text(char *buf, size_t size, int n)
{
    snprintf(buf, size, ngettext("%d counter", "%d counters", (unsigned long)(n < 0 ? -n : n)), n);
    return buf;
}

/* "1 riichi stick", "2 riichi sticks". */
static const char *sticks_text(char *buf, size_t size, int n)
{
    snprintf(buf, size,
             ngettext("%d riichi stick", "%d riichi sticks", (unsigned long)(n < 0 ? -n : n)), n);
    return buf;
}

/* "game.txt:233: East 2, 1 counter: " or "log.json:3: round 5 (East 2, 1 counter): " */
static void where(const game_ctx *g, size_t hand, int line)
{
    const tsumo_record_hand *h = hand < g->rec->hand_count ? &g->rec->hands[hand] : NULL;
    if (g->title)
        fprintf(stderr, "%s: %s: ", g->opt->path, g->title);
    else if (g->json_line > 0)
        fprintf(stderr, "%s:%d: ", g->opt->path, g->json_line);
    else if (line > 0)
        fprintf(stderr, "%s:%d: ", g->opt->path, line);
    else
        fprintf(stderr, "%s: ", g->opt->path);
    if (!h)
        return;
    char name[32], counters[48];
    games_hand_name(name, sizeof name, h->round, h->hand);
    counters_text(counters, sizeof counters, h->honba);
    if (g->whole)
        /* TRANSLATORS: a round of a Tenhou log: its index from 1, its name ("East 2") and its
           counters ("1 counter"). */
        fprintf(stderr, _("round %zu (%s, %s): "), g->first_round + g->base + hand + 1, name,
                counters);
    else
        /* TRANSLATORS: a hand's name ("East 2") and its counters ("1 counter"). */
        fprintf(stderr, _("%s, %s: "), name, counters);
}

static const char *seat_label(char *buf, size_t size, const game_ctx *g, size_t hand, int seat)
{
    const tsumo_record_hand *h = &g->rec->hands[hand < g->rec->hand_count ? hand : 0];
    const char *name = g->seats[seat & 3];
    if (g->rec->hand_count == 0)
        snprintf(buf, size, "%d", seat);
    else
        snprintf(buf, size, "%s (%c)", name[0] ? name : "?",
                 tsumo_wind_letter((seat - h->hand) & 3));
    return buf;
}

/*
 * Where a refusal's rule is written, as the table says it: " (EMA 3.4.5)", or
 * the ruleset's key when the ruleset switched the action off or made the rule
 * (" (kuikae)"); "" for a refusal that no text or key stands behind.
 */
static const char *refusal_ref(char *buf, size_t size, tsumo_reason r, const tsumo_action *a)
{
    const char *key = tsumo_reason_rules_key(r, a);
    const char *ref = *key ? key : tsumo_reason_source(r);
    if (*ref)
        snprintf(buf, size, " (%s)", ref);
    else if (size)
        buf[0] = '\0';
    return buf;
}

static void report_refusal(const game_ctx *g, const tsumo_replay_report *rep)
{
    where(g, rep->hand, rep->line);
    const tsumo_record_hand *h = &g->rec->hands[rep->hand < g->rec->hand_count ? rep->hand : 0];
    char text[64];
    action_text(text, sizeof text, &rep->action, h->hand, g->rules);
    tsumo_reason r = (tsumo_reason)rep->reason;
    char ref[64];
    refusal_ref(ref, sizeof ref, r, &rep->action);
    if (rep->kind == TSUMO_REPLAY_REFUSED && rep->action.type == TSUMO_ACTION_NEXT_HAND)
        fprintf(stderr, _("the game cannot deal this hand: %s\n"), _(tsumo_reason_msgid(r)));
    else if (rep->action.type == TSUMO_ACTION_PASS)
        /* TRANSLATORS: the last %s is the rule's place, " (EMA 3.4.5)", or nothing. */
        fprintf(stderr, _("the engine refuses a pass by %c: %s%s\n"),
                tsumo_wind_letter((rep->action.seat - h->hand) & 3), _(tsumo_reason_msgid(r)), ref);
    else
        /* TRANSLATORS: the last %s is the rule's place, " (EMA 3.4.5)", or nothing. */
        fprintf(stderr, _("the engine refuses action %zu \"%s\": %s%s\n"),
                rep->action_index - h->first_action + 1, text, _(tsumo_reason_msgid(r)), ref);
}

static void report_mismatch(const game_ctx *g, const tsumo_replay_report *rep)
{
    size_t hand = rep->hand;
    int line = rep->line ? rep->line : hand < g->rec->hand_count ? g->rec->hands[hand].line : 0;
    where(g, hand, line);
    char seat[64] = "";
    if (rep->seat < 4)
        seat_label(seat, sizeof seat, g, hand, rep->seat);
    char msg[512];
    fprintf(stderr, "%s\n", games_mismatch_text(msg, sizeof msg, rep, seat));
}

/* ---- printing results ---- */

static void print_header(const game_ctx *g, size_t hand)
{
    const tsumo_record_hand *h = &g->rec->hands[hand];
    char name[32], counters[48], sticks[48];
    games_hand_name(name, sizeof name, h->round, h->hand);
    counters_text(counters, sizeof counters, h->honba < 0 ? 0 : h->honba);
    sticks_text(sticks, sizeof sticks, h->sticks < 0 ? 0 : h->sticks);
    /* TRANSLATORS: a hand's name ("East 2"), its counters ("1 counter") and its riichi sticks
       ("2 riichi sticks") on the table. */
    printf(_("%s, %s, %s\n"), name, counters, sticks);
}

static void print_win(const game_ctx *g, size_t hand, const tsumo_hand_win *w)
{
    char who[64], from[64], buf[4], said[NARRATE_LINE];
    seat_label(who, sizeof who, g, hand, w->winner);
    const char *tile = cli_tile_notation(buf, w->tile, g->rules);
    bool ron = w->from != TSUMO_NO_SEAT;
    if (ron)
        seat_label(from, sizeof from, g, hand, w->from);
    printf("  %s", narrate_win(said, sizeof said, who, tile, ron ? from : NULL));
    if (w->liable != TSUMO_NO_SEAT) {
        seat_label(from, sizeof from, g, hand, w->liable);
        printf(_(", %s liable"), from);
    }
    putchar('\n');
    const tsumo_score *sc = &w->score;
    fputs("    ", stdout);
    for (int i = 0; i < sc->yaku_count; i++) {
        tsumo_yaku y = (tsumo_yaku)sc->yaku[i].yaku;
        if (y >= TSUMO_YAKU_FIRST_YAKUMAN && y < TSUMO_YAKU_DORA)
            printf("%s%s", i ? ", " : "", cli_yaku_name(y));
        else
            printf("%s%s %d", i ? ", " : "", cli_yaku_name(y), sc->yaku[i].han);
    }
    putchar('\n');
    const char *limit = cli_limit_name((tsumo_limit)sc->limit, sc->yakuman_mult);
    if (sc->yakuman_mult > 0)
        printf("    %s: %d\n", limit, (int)sc->payments.total);
    else if (limit[0])
        printf(_("    %d han %d fu, %s: %d\n"), sc->han, sc->fu, limit, (int)sc->payments.total);
    else
        printf(_("    %d han %d fu: %d\n"), sc->han, sc->fu, (int)sc->payments.total);
}

static void print_result(const game_ctx *g, size_t hand, const tsumo_hand_result *r)
{
    char who[64];
    switch (r->end) {
    case TSUMO_END_WIN:
        for (int i = 0; i < r->win_count; i++)
            print_win(g, hand, &r->wins[i]);
        break;
    case TSUMO_END_EXHAUSTIVE: {
        printf(_("  Exhaustive draw; tenpai:"));
        bool any = false;
        for (int s = 0; s < 4; s++) {
            int seat = (r->dealer + s) & 3;
            if (r->tenpai[seat] || r->nagashi[seat]) {
                printf(" %s%s", seat_label(who, sizeof who, g, hand, seat),
                       r->nagashi[seat] ? _(" (nagashi mangan)") : "");
                any = true;
            }
        }
        printf("%s\n", any ? "" : _(" nobody"));
        break;
    }
    case TSUMO_END_ABORT:
        printf("  %s\n", cli_hand_end_name(r->end, r->abort));
        break;
    case TSUMO_END_CHOMBO:
        printf(_("  Chombo by %s: %s\n"), seat_label(who, sizeof who, g, hand, r->chombo),
               _(tsumo_reason_msgid((tsumo_reason)r->chombo_reason)));
        break;
    default:
        break;
    }
    fputs("   ", stdout);
    for (int s = 0; s < 4; s++) {
        int seat = (r->dealer + s) & 3;
        printf(" %s %+d", seat_label(who, sizeof who, g, hand, seat), (int)r->delta[seat]);
    }
    putchar('\n');
}

/* Each result counts from the target, the start points and a quarter of the oka. */
static void print_final(const game_ctx *g, const tsumo_game_final *f)
{
    int32_t target = g->rules->start_points + g->rules->oka / 4;
    fputs(_("Final result\n"), stdout);
    for (int place = 1; place <= 4; place++) {
        for (int s = 0; s < 4; s++) {
            if (f->place[s] != place)
                continue;
            char who[64];
            snprintf(who, sizeof who, "%s", g->seats[s][0] ? g->seats[s] : "?");
            printf("  %d. ", place);
            cli_put_padded(stdout, who, 24);
            printf(" %7d  %+8.1f\n", (int)f->points[s], (f->total[s] - target) / 1000.0);
        }
    }
}

/* ---- replaying one game ---- */

/* Whether every hand from `hand` on is dealt from its own wall, not from the seed. */
static bool has_walls_from(const tsumo_record *rec, size_t hand)
{
    for (size_t k = hand; k < rec->hand_count; k++)
        if (!rec->hands[k].has_wall)
            return false;
    return true;
}

static bool is_header_mismatch(int m)
{
    return m == TSUMO_MISMATCH_HAND || m == TSUMO_MISMATCH_HONBA || m == TSUMO_MISMATCH_STICKS ||
           m == TSUMO_MISMATCH_SCORES;
}

/* A game's walk (walk.h): what it found, and where to go on from after a failure. */
typedef struct replaying {
    game_ctx *g;
    tally *t;
    bool *failed;
    bool hand_bad; /* the hand being played has failed */
    long restart;  /* the hand to go on from, -1 none */
} replaying;

enum { REPLAY_STOP = 1 };

static int replay_seats(const walk_step *step, void *payload)
{
    replaying *w = payload;
    games_seat_names(step->replay->game, w->g->seats);
    return 0;
}

static int replay_deal(const walk_step *step, void *payload)
{
    replaying *w = payload;
    w->hand_bad = false;
    if (!w->g->opt->quiet && !w->g->opt->check)
        print_header(w->g, step->report->hand);
    return 0;
}

/* A refusal or a difference: said, counted, and the walk stops or goes on as the options say. */
static int replay_failure(const walk_step *step, void *payload)
{
    replaying *w = payload;
    const options *o = w->g->opt;
    const tsumo_replay_report *rep = step->report;
    *w->failed = true;
    w->t->failures++;
    if (rep->kind == TSUMO_REPLAY_REFUSED)
        report_refusal(w->g, rep);
    else
        report_mismatch(w->g, rep);
    bool at_deal = rep->kind == TSUMO_REPLAY_MISMATCH && is_header_mismatch(rep->mismatch);
    bool payment = rep->kind == TSUMO_REPLAY_MISMATCH &&
                   (rep->mismatch == TSUMO_MISMATCH_PAYMENT || rep->mismatch == TSUMO_MISMATCH_END);
    if (payment && rep->hand_over) /* its actions were all accepted */
        w->t->accepted++;
    if (o->check && !o->keep_going)
        return REPLAY_STOP;
    if (o->keep_going && has_walls_from(w->g->rec, rep->hand)) {
        /*
         * Stacked walls: go on from the next hand's own position (or this
         * hand's, when it failed at the deal), so that every hand is
         * judged on its own. A seeded game can only go on as it is.
         */
        w->restart = (long)rep->hand + (at_deal ? 0 : 1);
        if (rep->mismatch == TSUMO_MISMATCH_FINAL || rep->mismatch == TSUMO_MISMATCH_GAME_OVER)
            w->restart = -1;
        return REPLAY_STOP;
    }
    w->hand_bad = true;
    return 0;
}

static int replay_hand_end(const walk_step *step, void *payload)
{
    replaying *w = payload;
    const tsumo_replay_report *rep = step->report;
    if (rep->kind == TSUMO_REPLAY_MISMATCH) /* said and counted as a failure */
        return 0;
    const tsumo_record_hand *h = &w->g->rec->hands[rep->hand];
    if (!w->hand_bad) {
        w->t->accepted++;
        if (h->result.end != TSUMO_END_NONE)
            w->t->paid++;
    }
    if (!w->g->opt->quiet && !w->g->opt->check)
        print_result(w->g, rep->hand, tsumo_game_result(step->replay->game));
    return 0;
}

static int replay_stop(const walk_step *step, void *payload)
{
    replaying *w = payload;
    if (step->report->kind == TSUMO_REPLAY_REFUSED)
        return replay_failure(step, payload);
    if (step->report->kind == TSUMO_REPLAY_GAME_END && !w->g->opt->quiet && !w->g->opt->check)
        print_final(w->g, tsumo_game_final_result(step->replay->game));
    return 0;
}

/*
 * Replays g->rec. Returns -1 when done, else the index of the hand to go on
 * from after a failure (--keep-going), and sets *failed.
 */
static long replay_game(game_ctx *g, tally *t, bool *failed)
{
    static const walk_callbacks replay = {.begin = replay_seats,
                                          .deal = replay_deal,
                                          .mismatch = replay_failure,
                                          .hand_end = replay_hand_end,
                                          .stop = replay_stop};
    replaying w = {g, t, failed, false, -1};
    if (walk_record(g->rec, g->rules, &replay, &w, NULL) == WALK_ESTART) {
        where(g, 0, 0);
        fputs(_("the record's setup is not a valid game (its start or a wall)\n"), stderr);
        *failed = true;
        t->failures++;
    }
    return w.restart;
}

/* Replays a game, and with --keep-going goes on after each failure from the next hand. */
static bool replay_all(const options *o, const tsumo_record *rec, const tsumo_rules *rules,
                       const tenhou_game *from_log, tally *t)
{
    game_ctx g = {o, rec, rules, 0, 0, false, NULL, 0, {""}};
    if (from_log) {
        g.json_line = from_log->line;
        g.first_round = from_log->first_round;
        g.whole = from_log->whole;
        g.title = from_log->title[0] && from_log->line == 1 ? from_log->title : NULL;
    }
    tsumo_record *owned = NULL;
    bool failed = false;
    t->hands += (long)rec->hand_count;
    for (long results = 0; (size_t)results < rec->hand_count; results++)
        t->results += rec->hands[results].result.end != TSUMO_END_NONE;
    for (;;) {
        long restart = replay_game(&g, t, &failed);
        if (restart < 0 || (size_t)restart >= g.rec->hand_count)
            break;
        tsumo_record *next = games_record_from(g.rec, (size_t)restart);
        if (!next) {
            where(&g, (size_t)restart, 0);
            fputs(_("cannot go on from this hand: the file does not give its position\n"), stderr);
            break;
        }
        g.base += (size_t)restart;
        tsumo_record_free(owned);
        owned = next;
        g.rec = owned;
    }
    tsumo_record_free(owned);
    return !failed;
}

/* ---- conversions ---- */

static bool to_stdout(void *ctx, const char *data, size_t len)
{
    (void)ctx;
    return fwrite(data, 1, len, stdout) == len;
}

static int convert(const options *o, const tsumo_record *rec, const tsumo_rules *rules)
{
    if (strcmp(o->to, "tenhou") == 0)
        return tenhou_export(stdout, rec, rules) ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
    if (rules) { /* the record under the rules it is replayed with */
        tsumo_record copy = *rec;
        copy.rules = *rules;
        return tsumo_record_write(&copy, to_stdout, NULL) == TSUMO_OK ? CLI_EXIT_OK
                                                                      : CLI_EXIT_USAGE;
    }
    return tsumo_record_write(rec, to_stdout, NULL) == TSUMO_OK ? CLI_EXIT_OK : CLI_EXIT_USAGE;
}

/* ---- the verb ---- */

enum { OPT_CHECK = 1, OPT_KEEP_GOING, OPT_RULES = CLI_SHARED_RULES_REPLAY, OPT_QUIET = 3, OPT_TO };

static const cli_option replay_rows[] = {
    {"--check", OPT_CHECK, CLI_FLAG, NULL, 0, 0, NULL,
     N_("stop at the first action the engine refuses or the first result that differs from the "
        "file, say where, exit 1"),
     0},
    {"--keep-going", OPT_KEEP_GOING, CLI_FLAG, NULL, 0, 0, NULL,
     N_("with --check: report every such place, then a summary"), 0},
    CLI_ROW_RULES_REPLAY,
    {"--quiet", OPT_QUIET, CLI_FLAG, NULL, 0, 0, NULL, N_("print only problems and the summary"),
     0},
    {"--to", OPT_TO, CLI_CHOICE, "FORMAT", 0, 0, "record|tenhou",
     N_("write the game as 'record' (tsumo's format) or 'tenhou' (JSON, one game a line) "
        "instead of replaying it"),
     0},
};

const cli_verb cli_replay_verb = {
    "replay",
    N_("Usage: tsumo replay FILE [OPTIONS]\n"),
    N_("Replays a game record (docs/record-format.md), a tenhou.net/6 JSON log, a\n"
       "Majiang paipu log or an mjai event log and prints each hand's result. FILE\n"
       "may be - for standard input.\n"),
    CLI_OPTIONS(replay_rows),
    NULL,
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    options *o = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_CHECK:
        o->check = true;
        return true;
    case OPT_KEEP_GOING:
        o->keep_going = o->check = true;
        return true;
    case OPT_RULES:
        o->rules_arg = arg->text;
        return true;
    case OPT_QUIET:
        o->quiet = true;
        return true;
    case OPT_TO:
        o->to = arg->text;
        return true;
    default:
        return cli_take_operand(&cli_replay_verb, arg, &o->path);
    }
}

static int parse_args(options *o, int argc, char **argv)
{
    memset(o, 0, sizeof *o);
    int st = cli_parse(&cli_replay_verb, argc, argv, take_arg, o);
    if (st == CLI_GO_ON && !o->path)
        return cli_usage_short(&cli_replay_verb);
    return st;
}

static void print_summary(const options *o, const tally *t)
{
    if (!o->check && o->quiet == false)
        return;
    char hands[48], accepted[48], paid[96], problems[48];
    snprintf(hands, sizeof hands, ngettext("%ld hand", "%ld hands", (unsigned long)t->hands),
             t->hands);
    /* TRANSLATORS: how many of the file's hands the engine took action by action. */
    snprintf(accepted, sizeof accepted,
             ngettext("%ld accepted", "%ld accepted", (unsigned long)t->accepted), t->accepted);
    /* TRANSLATORS: how many of the file's payments the replay paid alike, of how many. */
    snprintf(paid, sizeof paid,
             ngettext("%ld of %ld payment reproduced", "%ld of %ld payments reproduced",
                      (unsigned long)t->results),
             t->paid, t->results);
    snprintf(problems, sizeof problems,
             ngettext("%ld problem", "%ld problems", (unsigned long)t->failures), t->failures);
    /* TRANSLATORS: the file, its hands ("12 hands"), how many were accepted ("11 accepted"),
       the payments reproduced ("11 of 12 payments reproduced") and the problems ("1
       problem"). */
    printf(_("%s: %s: %s, %s, %s\n"), o->path, hands, accepted, paid, problems);
}

static int replay_json(void *ctx, games_file *f)
{
    const options *o = ctx;
    tsumo_rules rules;
    if (!cli_rules_load(&rules, o->rules_arg ? o->rules_arg : "tenhou"))
        return CLI_EXIT_USAGE;
    tally t = {0};
    int status = CLI_EXIT_OK, got;
    tenhou_game g;
    while ((got = games_file_next(f, &rules, &g)) > 0) { /* one game in memory at a time */
        bool ok =
            o->to ? convert(o, g.rec, NULL) == CLI_EXIT_OK : replay_all(o, g.rec, &rules, &g, &t);
        tsumo_record_free(g.rec);
        if (!ok) {
            status = CLI_EXIT_REFUSED;
            if (!o->to && o->check && !o->keep_going)
                break;
        }
    }
    if (got < 0)
        return CLI_EXIT_USAGE;
    if (!o->to)
        print_summary(o, &t);
    return status;
}

static int replay_record(void *ctx, const char *text, size_t len)
{
    const options *o = ctx;
    tsumo_record *rec = games_parse_record(text, len, o->path);
    if (!rec)
        return CLI_EXIT_USAGE;
    if (!games_record_texts_safe(rec, o->path, text, len)) {
        tsumo_record_free(rec);
        return CLI_EXIT_USAGE;
    }
    tsumo_rules override;
    const tsumo_rules *rules = &rec->rules;
    if (o->rules_arg) {
        if (!cli_rules_load(&override, o->rules_arg)) {
            tsumo_record_free(rec);
            return CLI_EXIT_USAGE;
        }
        rules = &override;
    }
    int status;
    if (o->to) {
        status = convert(o, rec, o->rules_arg ? rules : NULL);
    } else {
        tally t = {0};
        status = replay_all(o, rec, rules, NULL, &t) ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
        print_summary(o, &t);
    }
    tsumo_record_free(rec);
    return status;
}

int cli_replay(int argc, char **argv)
{
    options o;
    int st = parse_args(&o, argc, argv);
    if (st != CLI_GO_ON)
        return st;
    char shown[4096];
    const char *path = o.path;
    o.path = cli_shown(shown, sizeof shown, path); /* from here on only told, escaped */
    static const games_readers readers = {replay_json, replay_record};
    return games_file_run(path, o.path, &readers, &o);
}

/*
 * A small mjai referee driven by tsumo's engine, for the tests of
 * `tsumo bot --mjai` (docs/mjai.md).
 *
 *   mjai-referee play TSUMO RULES SEED L0,L1,L2,L3
 *     seats four `TSUMO bot --mjai` processes (pipes) at a seeded game and
 *     plays it to its end on their answers: each gets every event as the
 *     protocol shows it to its seat (the others' tiles hidden), answers each
 *     with one line, and every action it answers with must be accepted by the
 *     engine.
 *   mjai-referee replay TSUMO RULES LOG...
 *     plays each game of the tenhou.net/6 logs (a whole game, or a round from
 *     its position; through the engine's record of it) to four bots, and checks at every step where
 * a bot is asked that its answer is an action the engine accepts there; the game then goes on as
 * the log played it.
 *
 * Exit status 0 when all went well, 1 when not (with why on stderr).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "games.h"
#include "mjai-table.h"
#include "walk.h"

typedef struct bot {
    pid_t pid;
    FILE *in, *out;
} bot;

typedef struct referee {
    bot bots[4];
    tsumo_rules rules;
    tsumo_game *game;
    mjai_event replies[4];     /* each bot's answer to the latest message */
    mjai_event reach_reply[4]; /* its answer to a reach message of the batch, if any */
    bool reach_sent[4];
    mjai_stream streams[4]; /* each seat's view of the events */
    long messages, decisions;
} referee;

static _Noreturn void die(const char *what, const char *detail)
{
    fprintf(stderr, "mjai-referee: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

/* ---- the bots ------------------------------------------------------------- */

static void start_bot(bot *b, const char *tsumo, const char *level, const char *rules)
{
    char *argv[] = {(char *)tsumo, "bot",     "--mjai",      "--level",
                    (char *)level, "--rules", (char *)rules, NULL};
    int from, to;
    if ((b->pid = mjai_spawn(argv, &from, &to)) < 0)
        die("cannot start", tsumo);
    b->in = fdopen(to, "w");
    b->out = fdopen(from, "r");
    if (!b->in || !b->out)
        die("fdopen", NULL);
}

static int stop_bot(bot *b)
{
    fclose(b->in);
    fclose(b->out);
    int status = 0;
    waitpid(b->pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

static void send_line(referee *r, int seat, const mjai_event *ev)
{
    char line[1024];
    if (mjai_format(line, sizeof line, ev) == 0)
        die("an event too long to write", NULL);
    if (fprintf(r->bots[seat].in, "%s\n", line) < 0 || fflush(r->bots[seat].in) != 0)
        die("a bot stopped reading", line);
}

static void read_reply(referee *r, int seat, mjai_event *out)
{
    char line[MJAI_MAX_LINE + 2];
    mjai_error err;
    if (!fgets(line, sizeof line, r->bots[seat].out))
        die("a bot ended without an answer", NULL);
    size_t len = strcspn(line, "\n");
    if (!mjai_parse(line, len, out, &err))
        die("a bot's answer is not mjai", line);
}

/* ---- the engine's events as the protocol shows them to a seat (mjai-table.c) - */

/* A batch's messages for seat v, from its stream. */
static int messages_for(referee *r, const tsumo_event *evs, int n, int v,
                        mjai_event out[MJAI_STREAM_MAX])
{
    mjai_msg msgs[MJAI_STREAM_MAX];
    int count = mjai_stream_feed(&r->streams[v], r->game, &r->rules, evs, n, msgs);
    for (int i = 0; i < count; i++)
        out[i] = msgs[i].ev;
    return count;
}

/* Whether seat s is asked by the engine now (a decision the referee does not make itself). */
static bool asked(const tsumo_game *g, int s)
{
    tsumo_phase ph = tsumo_game_phase(g);
    bool deciding = ph == TSUMO_PHASE_TURN || ph == TSUMO_PHASE_AFTER_CALL ||
                    ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN;
    return deciding && (tsumo_game_to_act(g) & (1u << s));
}

/*
 * Sends a batch of engine events to the four bots, one message at a time,
 * each answered by every bot. A seat's decision is its one answer other than
 * none (the event asking it is mostly the last, but a kan's indicator may
 * follow the discard it asks about); the dahai that answers the seat's own
 * reach is kept apart.
 */
static void send_batch(referee *r, const tsumo_event *evs, int n)
{
    mjai_event msgs[4][MJAI_STREAM_MAX];
    int count = -1;
    for (int v = 0; v < 4; v++) {
        int c = messages_for(r, evs, n, v, msgs[v]);
        if (count >= 0 && c != count)
            die("the seats were sent different numbers of events", NULL);
        count = c;
        r->reach_sent[v] = false;
        mjai_event_init(&r->replies[v], MJAI_NONE);
    }
    for (int i = 0; i < count; i++) {
        for (int v = 0; v < 4; v++)
            send_line(r, v, &msgs[v][i]);
        r->messages++;
        for (int v = 0; v < 4; v++) {
            mjai_event reply;
            read_reply(r, v, &reply);
            if (msgs[v][i].type == MJAI_REACH && msgs[v][i].actor == v) {
                r->reach_reply[v] = reply;
                r->reach_sent[v] = true;
            } else if (reply.type != MJAI_NONE && r->replies[v].type != MJAI_NONE) {
                die("a bot answered twice in one step", mjai_type_id(msgs[v][i].type));
            } else if (reply.type != MJAI_NONE) {
                r->replies[v] = reply;
            }
        }
    }
}

/* ---- checking an answer ---------------------------------------------------- */

/* The engine action for seat s's answer in `g`; false when the answer names none. */
static bool answer_action(const referee *r, const tsumo_game *g, int s, const mjai_event *ans,
                          bool riichi, tsumo_action *a)
{
    tsumo_view view;
    tsumo_game_view(g, s, &view);
    return mjai_to_action(ans, s, riichi, &view, &r->rules, a);
}

/* Whether the engine accepts `a` in `g` (tried on a copy). */
static bool accepted(const tsumo_game *g, const tsumo_action *a, tsumo_reason *why)
{
    tsumo_game *scratch;
    if (tsumo_game_clone(&scratch, g) != TSUMO_OK)
        die("out of memory", NULL);
    int n;
    bool ok = tsumo_game_apply(scratch, a, NULL, 0, &n, why) == TSUMO_OK;
    tsumo_game_free(scratch);
    return ok;
}

static _Noreturn void refused(int seat, const mjai_event *ans, tsumo_reason why)
{
    char line[1024];
    mjai_format(line, sizeof line, ans);
    fprintf(stderr, "mjai-referee: seat %d answered %s: refused (%s)\n", seat, line,
            tsumo_reason_id(why));
    exit(1);
}

static bool has_riichi(const tsumo_game *g, int s)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, s, legal, TSUMO_GAME_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (legal[i].type == TSUMO_ACTION_RIICHI)
            return true;
    return false;
}

/* Checks seat s's fresh answer in `g` (replay): an action the engine accepts there. */
static void check_answer(referee *r, const tsumo_game *g, int s, const mjai_event *ans, bool riichi)
{
    tsumo_action a;
    tsumo_reason why = TSUMO_REASON_BAD_ACTION;
    r->decisions++;
    if (ans->type == MJAI_REACH && !riichi) {
        if (!has_riichi(g, s))
            refused(s, ans, TSUMO_REASON_NOT_NOW);
        return;
    }
    if (!answer_action(r, g, s, ans, riichi, &a) || !accepted(g, &a, &why))
        refused(s, ans, why);
}

/* Each bot learns its seat. */
static void start_game(referee *r)
{
    for (int v = 0; v < 4; v++) {
        mjai_event start;
        mjai_event_init(&start, MJAI_START_GAME);
        start.id = (int8_t)v;
        send_line(r, v, &start);
        read_reply(r, v, &r->replies[v]);
    }
}

/* ---- play: the bots' answers are the game (mjai-table.c) ------------------- */

/* Every answer must be taken as it is: a note of the table is a failure. */
static void strict(void *ctx, int seat, mjai_note note, const char *line, size_t len,
                   tsumo_reason why)
{
    (void)ctx;
    static const char *const what[] = {[MJAI_NOTE_GARBAGE] = "an answer that is not mjai",
                                       [MJAI_NOTE_REFUSED] = "an answer the engine refuses",
                                       [MJAI_NOTE_LATE] = "no answer in time",
                                       [MJAI_NOTE_GONE] = "a bot ended"};
    fprintf(stderr, "mjai-referee: seat %d: %s (%s): %.*s\n", seat, what[note],
            tsumo_reason_id(why), (int)(len < 300 ? len : 300), line);
    exit(1);
}

typedef struct play_state {
    mjai_table *table;
    long hands;
} play_state;

static seat_answer play_decide(seats *loop, int s, const tsumo_action *legal, int n,
                               tsumo_action *a)
{
    play_state *p = loop->arg;
    return mjai_table_decide(p->table, loop, s, legal, n, a);
}

static bool play_applied(seats *loop, const tsumo_action *a, const tsumo_event *evs, int n)
{
    play_state *p = loop->arg;
    p->hands +=
        a->type == TSUMO_ACTION_NEXT_HAND && tsumo_game_phase(loop->game) != TSUMO_PHASE_GAME_OVER;
    mjai_table_applied(p->table, evs, n);
    return true;
}

/*
 * The table of the server and of sim --vs (mjai_table) plays the game on the
 * seat loop, each bot a peer on its pipes; here any answer it would have to
 * replace ends the test.
 */
static int play(referee *r, uint64_t seed)
{
    const char *names[4] = {"A", "B", "C", "D"};
    tsumo_game_setup setup = {.seed = seed, .names = {names[0], names[1], names[2], names[3]}};
    if (tsumo_game_new(&r->game, &r->rules, &setup) != TSUMO_OK)
        die("cannot start the game", NULL);
    mjai_peer *peers[4];
    char seat_names[4][TSUMO_NAME_SIZE];
    for (int s = 0; s < 4; s++) {
        if (!(peers[s] = malloc(sizeof *peers[s])))
            die("out of memory", NULL);
        mjai_peer_init(peers[s], fileno(r->bots[s].out), fileno(r->bots[s].in), false);
        snprintf(seat_names[s], sizeof seat_names[s], "%s", names[s]);
    }
    play_state p = {.table = mjai_table_new(&r->rules, peers, 60000, strict, NULL)};
    if (!p.table)
        die("out of memory", NULL);
    mjai_table_start(p.table, r->game, (const char(*)[TSUMO_NAME_SIZE])seat_names);
    seats loop;
    seats_init(&loop, r->game, &r->rules, SEAT_OUTSIDE, 0);
    for (int s = 0; s < 4; s++)
        loop.seat[s].decide = play_decide;
    loop.applied = play_applied;
    loop.arg = &p;
    seats_status done = seats_run(&loop);
    if (done != SEATS_OVER)
        die("the game stopped before its end", NULL);
    mjai_table_finish(p.table);
    const mjai_table_counts *c = mjai_table_counted(p.table);
    const tsumo_game_final *f = tsumo_game_final_result(r->game);
    printf("mjai-referee: a whole game in %ld hands, %ld decisions, %ld events, final points "
           "%d %d %d %d\n",
           p.hands, c->decisions, c->messages, f->points[0], f->points[1], f->points[2],
           f->points[3]);
    mjai_table_free(p.table);
    for (int s = 0; s < 4; s++)
        free(peers[s]);
    tsumo_game_free(r->game);
    return 0;
}

/* ---- replay: the log's actions are the game, the bots' answers are checked - */

/* The answers to a batch, in the state the batch left (before the next step). */
static void check_fresh(referee *r, const tsumo_game *before)
{
    for (int s = 0; s < 4; s++)
        if (asked(before, s))
            check_answer(r, before, s, &r->replies[s], false);
}

/*
 * The walker (walk.h) steps the record; the referee keeps the game as it
 * stood before each step, since the answers to a batch were given there.
 */
typedef struct replaying {
    referee *r;
    tsumo_game *before; /* the game before the step being taken */
    bool fresh;         /* the batch before this step awaits its answers' check */
} replaying;

static int replay_started(const walk_step *step, void *payload)
{
    replaying *rp = payload;
    rp->r->game = step->replay->game;
    for (int v = 0; v < 4; v++)
        mjai_stream_init(&rp->r->streams[v], v);
    if (tsumo_game_clone(&rp->before, step->replay->game) != TSUMO_OK)
        die("out of memory", NULL);
    start_game(rp->r);
    return 0;
}

static int replay_before(const walk_step *step, void *payload)
{
    replaying *rp = payload;
    tsumo_game_copy(rp->before, step->replay->game);
    return 0;
}

static int replay_stepped(const walk_step *step, void *payload)
{
    replaying *rp = payload;
    referee *r = rp->r;
    const tsumo_replay_report *rep = step->report;
    if (rep->kind == TSUMO_REPLAY_DONE || rep->kind == TSUMO_REPLAY_REFUSED)
        return 0;
    /* the answers to the batch before were given in the state before this step */
    if (rp->fresh)
        check_fresh(r, rp->before);
    rp->fresh = false;
    for (int v = 0; v < 4; v++)
        r->reach_sent[v] = false;
    if (rep->event_count == 0)
        return 0;
    /* a riichi's reach answer is checked in the state before the riichi */
    send_batch(r, rep->events, rep->event_count);
    for (int s = 0; s < 4; s++)
        if (r->reach_sent[s])
            check_answer(r, rp->before, s, &r->reach_reply[s], true), r->reach_sent[s] = false;
    rp->fresh = true;
    return 0;
}

static void replay_game(referee *r, const tsumo_record *rec)
{
    static const walk_callbacks cb = {.begin = replay_started,
                                      .before = replay_before,
                                      .deal = replay_stepped,
                                      .action = replay_stepped,
                                      .mismatch = replay_stepped,
                                      .stop = replay_stepped};
    replaying rp = {.r = r};
    /* a refusal ends the game where the log stops agreeing, as a record's end does */
    if (walk_record(rec, &r->rules, &cb, &rp, NULL) == WALK_ESTART)
        die("the record does not replay", NULL);
    tsumo_game_free(rp.before);
}

static int replay(referee *r, int argc, char **argv)
{
    long games = 0;
    for (int i = 0; i < argc; i++) {
        size_t len;
        char why[256];
        char *text = cli_read_file(argv[i], CLI_MAX_LOG, &len, why, sizeof why);
        if (!text)
            die(argv[i], why);
        tenhou_log log;
        if (!tenhou_import(&log, text, len, argv[i], &r->rules))
            die("cannot read the log", argv[i]);
        for (size_t g = 0; g < log.count; g++) /* a round alone starts from its position */
            replay_game(r, log.games[g].rec), games++;
        tenhou_log_free(&log);
        free(text);
    }
    printf("mjai-referee: %ld games replayed, %ld answers checked, %ld events\n", games,
           r->decisions, r->messages);
    return games > 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc < 5 || (strcmp(argv[1], "play") != 0 && strcmp(argv[1], "replay") != 0)) {
        fputs("usage: mjai-referee play TSUMO RULES SEED L0,L1,L2,L3\n"
              "       mjai-referee replay TSUMO RULES LOG...\n",
              stderr);
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    referee r = {0};
    tsumo_diag diag;
    if (tsumo_rules_load_builtin(&r.rules, argv[3], &diag) != TSUMO_OK)
        die("no such ruleset", argv[3]);
    bool playing = strcmp(argv[1], "play") == 0;
    const char *levels = playing ? argv[5] : "2,2,2,2";
    if (playing && (argc != 6 || strlen(levels) != 7))
        die("play takes TSUMO RULES SEED L0,L1,L2,L3", NULL);
    for (int s = 0; s < 4; s++) {
        char level[2] = {levels[s * 2], '\0'};
        start_bot(&r.bots[s], argv[2], level, argv[3]);
    }
    int status = playing ? play(&r, strtoull(argv[4], NULL, 10)) : replay(&r, argc - 4, argv + 4);
    for (int s = 0; s < 4; s++)
        if (stop_bot(&r.bots[s]) != 0)
            die("a bot did not exit with 0", NULL);
    return status;
}

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
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "games.h"
#include "mjai.h"
#include "seats.h"
#include "walk.h"

extern char **environ;

#define MAX_MESSAGES 80

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
    bool skip_reach; /* the reach was sent before the riichi was applied (play) */
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
    int to[2], from[2];
    if (pipe(to) != 0 || pipe(from) != 0)
        die("pipe", NULL);
    /* no bot may hold another's pipe: each must see its own end of input */
    for (int i = 0; i < 2; i++)
        fcntl(to[i], F_SETFD, FD_CLOEXEC), fcntl(from[i], F_SETFD, FD_CLOEXEC);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, to[0], 0);
    posix_spawn_file_actions_adddup2(&fa, from[1], 1);
    posix_spawn_file_actions_addclose(&fa, to[1]);
    posix_spawn_file_actions_addclose(&fa, from[0]);
    char *argv[] = {(char *)tsumo, "bot",     "--mjai",      "--level",
                    (char *)level, "--rules", (char *)rules, NULL};
    if (posix_spawn(&b->pid, tsumo, &fa, NULL, argv, environ) != 0)
        die("cannot start", tsumo);
    posix_spawn_file_actions_destroy(&fa);
    close(to[0]);
    close(from[1]);
    b->in = fdopen(to[1], "w");
    b->out = fdopen(from[0], "r");
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

/* ---- the engine's events as the protocol shows them to a seat ----------- */

static mjai_tile face(tsumo_tile t, const tsumo_rules *rules)
{
    return mjai_tile_of(t, rules);
}

static void start_kyoku(const referee *r, int v, mjai_event *m)
{
    tsumo_view view;
    tsumo_game_view(r->game, v, &view);
    mjai_event_init(m, MJAI_START_KYOKU);
    m->bakaze = view.round;
    m->kyoku = (uint8_t)(view.hand + 1);
    m->honba = view.honba;
    m->kyotaku = view.sticks;
    m->oya = view.dealer;
    m->dora_marker = face(view.indicators[0], &r->rules);
    for (int s = 0; s < 4; s++) {
        m->scores[s] = view.seats[s].score;
        for (int i = 0; i < 13; i++)
            m->tehais[s][i].kind = TSUMO_NO_KIND;
    }
    bool skipped = false; /* the dealer's 14th tile comes as its first tsumo */
    for (int i = 0, n = 0; i < view.hand_count && n < 13; i++) {
        if (!skipped && v == view.dealer && view.hand_tiles[i] == view.drawn) {
            skipped = true;
            continue;
        }
        m->tehais[v][n++] = face(view.hand_tiles[i], &r->rules);
    }
}

static void dealer_tsumo(const referee *r, int v, mjai_event *m)
{
    tsumo_view view;
    tsumo_game_view(r->game, v, &view);
    mjai_event_init(m, MJAI_TSUMO);
    m->actor = (int8_t)view.dealer;
    m->has_pai = true;
    m->pai = v == view.dealer ? face(view.drawn, &r->rules) : (mjai_tile){TSUMO_NO_KIND, false};
}

static void call_message(const tsumo_event *e, const tsumo_rules *rules, mjai_event *m)
{
    static const uint8_t types[] = {[TSUMO_MELD_CHI] = MJAI_CHI,
                                    [TSUMO_MELD_PON] = MJAI_PON,
                                    [TSUMO_MELD_OPEN_KAN] = MJAI_DAIMINKAN,
                                    [TSUMO_MELD_CLOSED_KAN] = MJAI_ANKAN,
                                    [TSUMO_MELD_ADDED_KAN] = MJAI_KAKAN};
    mjai_event_init(m, (mjai_type)types[e->code % 5]);
    m->actor = (int8_t)e->seat;
    bool taken = e->code == TSUMO_MELD_CLOSED_KAN; /* nothing claimed or added to leave out */
    for (int i = 0; i < e->tile_count && i < 4; i++) {
        if (!taken && e->tiles[i] == e->tile) {
            taken = true;
            continue;
        }
        m->consumed[m->consumed_count++] = face(e->tiles[i], rules);
    }
    if (e->code != TSUMO_MELD_CLOSED_KAN) {
        m->has_pai = true;
        m->pai = face(e->tile, rules);
    }
    if (e->code <= TSUMO_MELD_OPEN_KAN)
        m->target = (int8_t)e->from;
}

/* The message event `e` makes for seat v; false when it makes none. */
static bool message(const referee *r, const tsumo_event *e, int v, mjai_event *m)
{
    const tsumo_rules *rules = &r->rules;
    if (!(e->visible & (1u << v)))
        return false;
    switch (e->type) {
    case TSUMO_EVENT_DRAW:
        mjai_event_init(m, MJAI_TSUMO);
        m->has_pai = true;
        m->pai =
            e->tile == TSUMO_NO_TILE ? (mjai_tile){TSUMO_NO_KIND, false} : face(e->tile, rules);
        break;
    case TSUMO_EVENT_DISCARD:
        mjai_event_init(m, MJAI_DAHAI);
        m->has_pai = true;
        m->pai = face(e->tile, rules);
        m->tsumogiri = (e->flags & TSUMO_POND_TSUMOGIRI) ? 1 : 0;
        break;
    case TSUMO_EVENT_RIICHI:
        if (r->skip_reach)
            return false;
        mjai_event_init(m, MJAI_REACH);
        break;
    case TSUMO_EVENT_RIICHI_STICK:
        mjai_event_init(m, MJAI_REACH_ACCEPTED);
        break;
    case TSUMO_EVENT_CALL:
        call_message(e, rules, m);
        return true;
    case TSUMO_EVENT_DORA:
        mjai_event_init(m, MJAI_DORA);
        m->dora_marker = face(e->tile, rules);
        return true;
    case TSUMO_EVENT_WIN:
        mjai_event_init(m, MJAI_HORA);
        m->target = (int8_t)(e->from == TSUMO_NO_SEAT ? e->seat : e->from);
        m->has_pai = true;
        m->pai = face(e->tile, rules);
        break;
    case TSUMO_EVENT_EXHAUSTIVE:
    case TSUMO_EVENT_ABORT:
        mjai_event_init(m, MJAI_RYUKYOKU);
        m->kyushu = e->type == TSUMO_EVENT_ABORT && e->code == TSUMO_ABORT_KYUUSHU;
        return true;
    case TSUMO_EVENT_HAND_END:
        mjai_event_init(m, MJAI_END_KYOKU);
        return true;
    case TSUMO_EVENT_GAME_END:
        mjai_event_init(m, MJAI_END_GAME);
        return true;
    default:
        return false;
    }
    m->actor = (int8_t)e->seat;
    return true;
}

/* A batch's messages for seat v, a deal opening with start_kyoku, a draw always last. */
static int messages_for(const referee *r, const tsumo_event *evs, int n, int v,
                        mjai_event out[MAX_MESSAGES])
{
    int count = 0, draw = -1;
    mjai_event drawn;
    for (int i = 0; i < n && count < MAX_MESSAGES - 2; i++) {
        if (evs[i].type == TSUMO_EVENT_HAND_START) {
            start_kyoku(r, v, &out[count++]);
            dealer_tsumo(r, v, &drawn);
            draw = 1;
        } else if (evs[i].type == TSUMO_EVENT_DORA && draw == 1 && count == 1) {
            continue; /* the deal's indicator is start_kyoku's dora_marker */
        } else if (message(r, &evs[i], v, &out[count])) {
            if (out[count].type == MJAI_TSUMO)
                drawn = out[count], draw = 1;
            else
                count++;
        }
    }
    if (draw == 1)
        out[count++] = drawn;
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
    mjai_event msgs[4][MAX_MESSAGES];
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

/* ---- play: the bots' answers are the game ------------------------------- */

/*
 * The seat loop (seats.h) steps the game; each seat's decider is its bot, and
 * the referee itself at a draw (the declarations) and between hands. A step
 * is what the bots answer one batch with: a turn, the next hand, or every
 * answer of one claim window or draw; the events of a step go to the bots
 * as one batch before the next step is decided.
 */
typedef struct stepping {
    referee *r;
    bool open;
    tsumo_phase phase;
    unsigned left; /* the seats still to answer in this step */
    long steps, hands;
    tsumo_event evs[TSUMO_GAME_MAX_EVENTS * 4];
    int n;
    mjai_event answer; /* the answer being applied, to name when it is refused */
} stepping;

/* Seat s is decided: in the step under way, or in a new one after the batch of the last. */
static void next_step(stepping *st, const tsumo_game *g, int s)
{
    tsumo_phase ph = tsumo_game_phase(g);
    bool window = ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN || ph == TSUMO_PHASE_DRAW;
    if (st->open && window && ph == st->phase && (st->left >> s & 1)) {
        st->left &= ~(1u << s);
        return;
    }
    if (st->open)
        send_batch(st->r, st->evs, st->n);
    if (st->steps++ > 200000)
        die("the game does not end", NULL);
    st->open = true;
    st->phase = ph;
    st->left = tsumo_game_to_act(g) & ~(1u << s);
    st->n = 0;
    st->hands += ph == TSUMO_PHASE_HAND_OVER;
    st->r->skip_reach = false;
}

/* The turn's answer: a riichi goes through the protocol's reach, then its dahai. */
static void play_turn(referee *r, int s, mjai_event *ans, tsumo_action *a)
{
    *ans = r->replies[s];
    bool riichi = false;
    r->decisions++;
    if (ans->type == MJAI_REACH) {
        mjai_event reach;
        mjai_event_init(&reach, MJAI_REACH);
        reach.actor = (int8_t)s;
        for (int v = 0; v < 4; v++)
            send_line(r, v, &reach);
        for (int v = 0; v < 4; v++)
            read_reply(r, v, &r->replies[v]);
        *ans = r->replies[s];
        riichi = r->skip_reach = true;
    }
    if (!answer_action(r, r->game, s, ans, riichi, a))
        refused(s, ans, TSUMO_REASON_TILE_NOT_HELD);
}

/* Seat s's action: its bot's answer, or the referee's own declaration at a draw. */
static seat_answer decide(seats *loop, int s, const tsumo_action *legal, int n, tsumo_action *a)
{
    (void)legal, (void)n;
    stepping *st = loop->arg;
    referee *r = st->r;
    next_step(st, loop->game, s);
    tsumo_phase ph = tsumo_game_phase(loop->game);
    if (ph == TSUMO_PHASE_TURN || ph == TSUMO_PHASE_AFTER_CALL) {
        play_turn(r, s, &st->answer, a);
        return SEAT_ACT;
    }
    *a = (tsumo_action){.seat = (uint8_t)s, .tile = TSUMO_NO_TILE};
    a->tiles[0] = a->tiles[1] = TSUMO_NO_TILE;
    st->answer = r->replies[s];
    if (ph == TSUMO_PHASE_START || ph == TSUMO_PHASE_HAND_OVER) {
        a->type = TSUMO_ACTION_NEXT_HAND;
        a->seat = 0;
        st->answer = r->replies[0];
    } else if (ph == TSUMO_PHASE_DRAW) { /* Tenhou declares for the players: the referee does */
        a->type = tsumo_game_nagashi_qualifies(r->game, s) ? TSUMO_ACTION_NAGASHI
                  : tsumo_game_seat_is_tenpai(r->game, s)  ? TSUMO_ACTION_TENPAI
                                                           : TSUMO_ACTION_NOTEN;
    } else {
        r->decisions++;
        if (!answer_action(r, r->game, s, &r->replies[s], false, a))
            refused(s, &r->replies[s], TSUMO_REASON_BAD_ACTION);
    }
    return SEAT_ACT;
}

/* The step's events, for its batch. */
static bool applied(seats *loop, const tsumo_action *a, const tsumo_event *evs, int n)
{
    (void)a;
    stepping *st = loop->arg;
    if (st->n + n > (int)(sizeof st->evs / sizeof st->evs[0]))
        die("a step with too many events", NULL);
    memcpy(st->evs + st->n, evs, (size_t)n * sizeof *evs);
    st->n += n;
    return true;
}

static int play(referee *r, uint64_t seed)
{
    const char *names[4] = {"A", "B", "C", "D"};
    tsumo_game_setup setup = {.seed = seed, .names = {names[0], names[1], names[2], names[3]}};
    if (tsumo_game_new(&r->game, &r->rules, &setup) != TSUMO_OK)
        die("cannot start the game", NULL);
    start_game(r);
    stepping st = {.r = r};
    seats loop;
    seats_init(&loop, r->game, &r->rules, SEAT_OUTSIDE, 0);
    for (int s = 0; s < 4; s++)
        loop.seat[s].decide = decide;
    loop.applied = applied;
    loop.arg = &st;
    seats_status done = seats_run(&loop);
    if (done == SEATS_REFUSED)
        refused(loop.refused.seat, &st.answer, loop.why);
    if (done != SEATS_OVER)
        die("the game stopped before its end", NULL);
    send_batch(r, st.evs, st.n);
    const tsumo_game_final *f = tsumo_game_final_result(r->game);
    printf("mjai-referee: a whole game in %ld hands, %ld decisions, %ld events, final points "
           "%d %d %d %d\n",
           st.hands, r->decisions, r->messages, f->points[0], f->points[1], f->points[2],
           f->points[3]);
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

/*
 * `tsumo sim`: whole games played by computer players (src/bot), as a soak
 * test of the engine, a measure of its speed and a match between levels.
 *
 * Game i is played from seed S + i, so `tsumo sim --games 1 --seed S+i` plays
 * game i again: the players are deterministic and the levels of --levels
 * A,B,C,D go to the setup's players rotated by i (player p plays level
 * L[(p + i) mod 4]), so each level sits at each place of the seating draw in
 * turn. With --duplicate each seed's walls are played four times instead,
 * the levels rotated over the seats (rotation k: seat i plays level
 * L[(i + k) mod 4]), so that each level plays each seat on the same walls and
 * luck cancels; the intervals are then taken over the wall sets.
 * The seat loop (seats.h) steps each game: the acting seat's legal
 * actions are listed and, when there is a choice, its player decides from the
 * seat's view, with its reason (bot_decide_why), which the counters of absurd
 * moves read (a riichi in furiten, a call that leaves no way to a yaku, a
 * furiten wait chosen over one that is not). Every action is
 * checked against the list it came from (a listed action the engine refuses is
 * a failure, and counted as a refused computer action), the state's invariants
 * are checked, and each game must end. Nothing is allocated per step.
 */
#include "cli.h"
#include "games.h"
#include "mjai-table.h"
#include "seats.h"
#include "yaku-hope.h"

#include "bot.h"

#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define MAX_STEPS 100000 /* far more than any game takes */

typedef struct sim_options {
    long games;
    uint64_t seed;
    const char *rules_arg;
    const char *record_dir;
    const char *places_path; /* --places FILE */
    FILE *places;
    int check;     /* tsumo_game_check: 0 never, 1 at the end of every hand, 2 after every action */
    int levels[4]; /* the computer players' levels, by the setup's player */
    bool json;
    bool duplicate; /* each seed four times, the levels rotated over the seats */
    const char *vs; /* --vs mjai:CMD: the command of the outside bot, which plays levels[0] */
    int vs_timeout_ms;
    int vs_dialect; /* VS_* */
} sim_options;

/* The outside bot's place among the levels: levels[0] with --vs (level_stats index 0). */
#define SIM_VS 0
/* The stand-in for majiang-ai (--levels k, bot_proxy_decide): the place after the levels. */
#define SIM_PROXY (BOT_LEVEL_MAX + 1)

/* The mjai dialects --vs speaks (docs/mjai.md, "Dialects"): the words of mjai[D]:. */
enum { VS_EVERY, VS_GIMITE, VS_MORTAL, VS_REVIEW, VS_AKOCHAN, VS_MJAIAPP, VS_DIALECTS };
static const char *const vs_dialects[VS_DIALECTS] = {"",       "gimite",  "mortal",
                                                     "review", "akochan", "mjaiapp"};

/* What one level did over the run, by player-game and player-hand. */
typedef struct level_stats {
    long games, hands;
    double place_sum, place_squares;
    long wins, deal_ins;
    long riichi_hands, riichi_deal_ins; /* hands with another seat in riichi; deal-ins then */
    long long points;
    /* absurd moves (issue 19; docs/computer-players.md "tsumo sim --levels") */
    long riichi_in_furiten;     /* a riichi declared with a wait in own discards */
    long riichi_furiten_chosen; /* of them, the decision's reason was BOT_WHY_RIICHI_FURITEN */
    long yakuless_calls;        /* a call leaving no yaku and no way to one (yaku-hope.h) */
    long furiten_waits;         /* a furiten tenpai chosen over a discard giving one that is not */
    /* its style, to set beside majiang-ai's own (docs/computer-players.md, the stand-in) */
    long called_hands;     /* hands with a chi, pon or open kan of its own */
    long riichi_own;       /* hands it declared riichi in */
    long riichi_won;       /* of them, hands it won */
    long long win_points;  /* the hands' values of its wins, before counters and sticks */
    long twelfth, ready12; /* hands with a 12th discard of its own; of them, tenpai after it */
    /* one sample a unit (a game, or with --duplicate a wall set): its mean placement, win and
       deal-in rates, for the intervals */
    double unit_place, unit_games, unit_wins, unit_deal_ins, unit_hands;
    long samples;
    double sample_sum[3], sample_squares[3]; /* placement, win rate, deal-in rate */
} level_stats;

typedef struct sim_stats {
    long games, hands, actions;
    long wins, exhaustive, aborts, chombos;
    long failures, refused;
    mjai_table_counts vs; /* the outside bot's answers, over the run */
    uint64_t signature;   /* over every action and hand result */
    level_stats level[SIM_PROXY + 1];
} sim_stats;

/* The game being played: each seat's level, and who declared riichi in this hand. */
typedef struct sim_table {
    int level[4];
    unsigned riichi;
    unsigned called; /* who made a chi, pon or open kan in this hand */
    bot_why why[4];  /* each seat's last decision's reason */
} sim_table;

/* One step of the run's signature: a multiply and a shift, cheap enough for every action. */
static uint64_t mix(uint64_t h, uint64_t v)
{
    h = (h ^ v) * UINT64_C(0x9E3779B97F4A7C15);
    return h ^ (h >> 29);
}

/* ---- one game ---- */

static void fail_game(sim_stats *st, uint64_t seed, long step, const char *what)
{
    st->failures++;
    fprintf(stderr, _("tsumo sim: game with seed %llu, step %ld: %s\n"), (unsigned long long)seed,
            step, what);
}

/* Whether `seat` dealt in to a win of this hand. */
static bool dealt_in(const tsumo_hand_result *r, int seat)
{
    for (int w = 0; w < r->win_count && w < 3; w++)
        if (r->wins[w].from == seat)
            return true;
    return false;
}

static bool won(const tsumo_hand_result *r, int seat)
{
    for (int w = 0; w < r->win_count && w < 3; w++)
        if (r->wins[w].winner == seat)
            return true;
    return false;
}

static void count_end(sim_stats *st, const sim_table *t, const tsumo_hand_result *r)
{
    st->hands++;
    st->wins += r->end == TSUMO_END_WIN;
    st->exhaustive += r->end == TSUMO_END_EXHAUSTIVE;
    st->aborts += r->end == TSUMO_END_ABORT;
    st->chombos += r->end == TSUMO_END_CHOMBO;
    st->signature = mix(st->signature, r->end);
    for (int s = 0; s < 4; s++) {
        st->signature = mix(st->signature, (uint64_t)(int64_t)r->delta[s]);
        level_stats *l = &st->level[t->level[s]];
        bool in = dealt_in(r, s), riichi = (t->riichi & ~(1u << s)) != 0;
        l->hands++;
        l->unit_hands++;
        l->unit_wins += won(r, s);
        l->unit_deal_ins += in;
        l->points += r->delta[s];
        l->wins += won(r, s);
        l->deal_ins += in;
        l->riichi_hands += riichi;
        l->riichi_deal_ins += riichi && in;
        l->called_hands += (t->called >> s) & 1;
        l->riichi_own += (t->riichi >> s) & 1;
        l->riichi_won += ((t->riichi >> s) & 1) && won(r, s);
    }
    for (int w = 0; w < r->win_count && w < 3; w++)
        if (r->wins[w].winner < 4)
            st->level[t->level[r->wins[w].winner]].win_points += r->wins[w].score.payments.total;
}

/*
 * The level of seat `seat` (of the first hand) in game `game`, whose seating
 * draw put player `player` there: rotated with the players game by game, or
 * with --duplicate over the seats, rotation by rotation of a wall set.
 */
static int level_at(const sim_options *o, long game, int seat, int player)
{
    if (o->duplicate)
        return o->levels[(seat + game % 4) % 4];
    return o->levels[(player % 4 + game) % 4];
}

/* The seating and the riichi declarations, from the events everyone sees. */
static void follow(sim_table *t, const sim_options *o, long game, const tsumo_event *ev, int n)
{
    for (int i = 0; i < n; i++) {
        if (ev[i].type == TSUMO_EVENT_HAND_START)
            t->riichi = t->called = 0;
        else if (ev[i].type == TSUMO_EVENT_CALL && ev[i].seat < 4 &&
                 ev[i].code != TSUMO_MELD_CLOSED_KAN)
            t->called |= 1u << ev[i].seat;
        else if (ev[i].type == TSUMO_EVENT_RIICHI && ev[i].seat < 4)
            t->riichi |= 1u << ev[i].seat;
        else if (ev[i].type == TSUMO_EVENT_SEATING)
            for (int s = 0; s < 4; s++)
                t->level[s] = level_at(o, game, s, ev[i].tiles[s]);
    }
}

static void count_places(sim_stats *st, const sim_table *t, const tsumo_game *g)
{
    const tsumo_game_final *f = tsumo_game_final_result(g);
    if (!f)
        return;
    for (int s = 0; s < 4; s++) {
        level_stats *l = &st->level[t->level[s]];
        l->games++;
        l->place_sum += f->place[s];
        l->place_squares += (double)f->place[s] * f->place[s];
        l->unit_games++;
        l->unit_place += f->place[s];
    }
}

static void add_sample(level_stats *l, int i, double x)
{
    l->sample_sum[i] += x;
    l->sample_squares[i] += x * x;
}

/* The end of a unit (a game, or a wall set played four times): each level's sample of it. */
static void close_unit(sim_stats *st)
{
    for (int level = 0; level <= SIM_PROXY; level++) { /* 0: the outside bot (--vs) */
        level_stats *l = &st->level[level];
        if (l->unit_games > 0 && l->unit_hands > 0) {
            l->samples++;
            add_sample(l, 0, l->unit_place / l->unit_games);
            add_sample(l, 1, l->unit_wins / l->unit_hands);
            add_sample(l, 2, l->unit_deal_ins / l->unit_hands);
        }
        l->unit_place = l->unit_games = l->unit_wins = l->unit_deal_ins = l->unit_hands = 0;
    }
}

static bool write_record(const sim_options *o, const tsumo_record *rec, uint64_t seed, long game)
{
    char path[4096];
    if (o->duplicate) /* the four rotations of a seed: sim-SEED-K.txt */
        snprintf(path, sizeof path, "%s/sim-%llu-%ld.txt", o->record_dir, (unsigned long long)seed,
                 game % 4);
    else
        snprintf(path, sizeof path, "%s/sim-%llu.txt", o->record_dir, (unsigned long long)seed);
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, _("tsumo sim: cannot write '%s': %s\n"), path, strerror(errno));
        return false;
    }
    char *text = NULL;
    size_t n = tsumo_record_format(NULL, 0, rec);
    text = malloc(n + 1);
    bool ok = text && (tsumo_record_format(text, n + 1, rec), fwrite(text, 1, n, f) == n);
    free(text);
    ok = fclose(f) == 0 && ok;
    return ok;
}

/* One game under way: what the seat loop's callback needs. */
typedef struct sim_game {
    const sim_options *o;
    sim_stats *st;
    sim_table table;
    tsumo_record *rec;
    uint64_t seed;
    long game, step;
    int vs_told;
    mjai_table *mjai; /* --vs: the outside bot's seat, NULL without */
} sim_game;

/*
 * --places: one JSON line for the game just played, for the player of the first
 * level of --levels, in the shape of the yardstick's records (tools/yardstick.sh
 * --summarize A --compare B pairs two runs on the same walls, set by set).
 */
static bool write_place(const sim_game *sg, const tsumo_rules *rules, const tsumo_game *g)
{
    const tsumo_game_final *f = tsumo_game_final_result(g);
    if (!f)
        return true; /* a failed game: counted among the failures already */
    int rotation = (int)(sg->game % 4), seat = (4 - rotation) % 4; /* seat s plays levels[s+k] */
    json_t *line = json_object();
    json_object_set_new(line, "set", json_integer(sg->game / 4));
    json_object_set_new(line, "seat", json_integer(rotation));
    json_object_set_new(line, "place", json_integer(f->place[seat]));
    json_object_set_new(line, "points", json_integer(f->points[seat]));
    json_object_set_new(line, "events", json_integer(sg->step));
    json_object_set_new(line, "seed", json_integer((json_int_t)sg->o->seed));
    json_object_set_new(line, "rules", json_string(rules->name));
    if (sg->o->levels[0] >= BOT_LEVEL_MIN && sg->o->levels[0] <= BOT_LEVEL_MAX)
        json_object_set_new(line, "level", json_integer(sg->o->levels[0]));
    char *text = json_dumps(line, JSON_COMPACT);
    json_decref(line);
    bool ok = text && fprintf(sg->o->places, "%s\n", text) >= 0;
    free(text);
    return ok;
}

/* A riichi declared: counted when the wait is in the seat's own discards (R-FURI-01, R-RII-05). */
static void count_riichi(sim_game *sg, const tsumo_game *game, const tsumo_action *a)
{
    if (a->type != TSUMO_ACTION_RIICHI || a->seat > 3)
        return;
    tsumo_view v;
    tsumo_game_view(game, a->seat, &v);
    if (!(v.furiten & TSUMO_FURITEN_DISCARD))
        return;
    level_stats *l = &sg->st->level[sg->table.level[a->seat]];
    l->riichi_in_furiten++;
    l->riichi_furiten_chosen += sg->table.why[a->seat].code == BOT_WHY_RIICHI_FURITEN;
}

/* A seat's 12th discard: whether it left the hand tenpai (majiang-ai's "ready by the 12th"). */
static void count_twelfth(sim_game *sg, const tsumo_game *game, const tsumo_event *ev, int n)
{
    for (int i = 0; i < n; i++) {
        if (ev[i].type != TSUMO_EVENT_DISCARD || ev[i].seat > 3)
            continue;
        tsumo_view v;
        tsumo_game_view(game, ev[i].seat, &v);
        if (v.seats[ev[i].seat].discard_count != 12)
            continue;
        uint8_t counts[TSUMO_KINDS] = {0};
        for (int t = 0; t < v.hand_count && t < 14; t++)
            counts[tsumo_tile_kind(v.hand_tiles[t])]++;
        level_stats *l = &sg->st->level[sg->table.level[ev[i].seat]];
        l->twelfth++;
        l->ready12 += tsumo_shanten_min(counts, v.seats[ev[i].seat].meld_count) == 0;
    }
}

/* Every action the seats take: followed, signed, checked, recorded; false ends the game. */
static bool applied(seats *loop, const tsumo_action *a, const tsumo_event *events, int count)
{
    sim_game *sg = loop->arg;
    sim_stats *st = sg->st;
    if (sg->mjai)
        mjai_table_applied(sg->mjai, events, count);
    count_riichi(sg, loop->game, a);
    follow(&sg->table, sg->o, sg->game, events, count);
    count_twelfth(sg, loop->game, events, count);
    for (int s = 0; s < 4; s++)
        loop->seat[s].level = sg->table.level[s];
    st->actions++;
    st->signature = mix(st->signature, (uint64_t)a->type << 16 | (uint64_t)a->seat << 8 |
                                           (a->tile < TSUMO_TILES ? a->tile >> 2 : 0xFF));
    tsumo_phase ph = tsumo_game_phase(loop->game);
    bool hand_over = ph == TSUMO_PHASE_HAND_OVER && a->type != TSUMO_ACTION_NEXT_HAND;
    int check = sg->o->check;
    if ((check == 2 || (check == 1 && hand_over)) && tsumo_game_check(loop->game) != TSUMO_OK) {
        fail_game(st, sg->seed, sg->step, _("an invariant of the state is broken"));
        return false;
    }
    if (sg->rec && tsumo_record_add(sg->rec, loop->game, a) != TSUMO_OK) {
        fail_game(st, sg->seed, sg->step, _("out of memory"));
        return false;
    }
    if (hand_over)
        count_end(st, &sg->table, tsumo_game_result(loop->game));
    return ++sg->step < MAX_STEPS;
}

/* The kinds of the seat's own discards, and of `extra` (a discard being made). */
static tsumo_kindset own_pond(const tsumo_view *v, int seat, tsumo_tile extra)
{
    tsumo_kindset pond = 0;
    const tsumo_view_seat *me = &v->seats[seat & 3];
    for (int i = 0; i < me->discard_count && i < TSUMO_MAX_DISCARDS; i++)
        if (me->discards[i].tile < TSUMO_TILES)
            pond |= (tsumo_kindset)1 << tsumo_tile_kind(me->discards[i].tile);
    if (extra < TSUMO_TILES)
        pond |= (tsumo_kindset)1 << tsumo_tile_kind(extra);
    return pond;
}

/* After discarding `tile` from the viewer's hand: 1 tenpai on a wait in its own pond, 0 tenpai
   on none, -1 not tenpai (or not a discard). */
static int furiten_tenpai(const tsumo_view *v, int seat, tsumo_tile tile)
{
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < v->hand_count; i++)
        counts[tsumo_tile_kind(v->hand_tiles[i])]++;
    tsumo_kind k = tile < TSUMO_TILES ? tsumo_tile_kind(tile) : TSUMO_NO_KIND;
    if (k >= TSUMO_KINDS || !counts[k])
        return -1;
    counts[k]--;
    int melds = v->seats[seat & 3].meld_count;
    if (tsumo_shanten_min(counts, melds) != 0)
        return -1;
    tsumo_kindset waits = tsumo_waits(counts, melds);
    return (waits & own_pond(v, seat, tile)) != 0;
}

static bool is_discard(const tsumo_action *a)
{
    return a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI;
}

/* A discard that leaves a furiten tenpai where another listed one leaves a tenpai that is not. */
static bool furiten_wait_chosen(const tsumo_view *v, int seat, const tsumo_action *legal, int n,
                                const tsumo_action *chosen)
{
    if (!is_discard(chosen) || furiten_tenpai(v, seat, chosen->tile) != 1)
        return false;
    for (int i = 0; i < n; i++)
        if (is_discard(&legal[i]) && furiten_tenpai(v, seat, legal[i].tile) == 0)
            return true;
    return false;
}

/* The stand-in for majiang-ai's decision, as seats_bot_why makes a level's. */
static void proxy_decide(seats *loop, int seat, const tsumo_action *legal, int n, tsumo_action *out,
                         bot_why *why, tsumo_view *view)
{
    *out = legal[0];
    *why = (bot_why){BOT_WHY_ONLY, legal[0].tile, TSUMO_NO_SEAT, -1, 0, 0};
    if (n == 1)
        return;
    tsumo_game_view(loop->game, seat, view);
    bot_proxy_decide(view, legal, n, loop->rules, out, why);
}

/* The computer player's decision, with its reason kept and its absurd moves counted. */
static seat_answer sim_decide(seats *loop, int seat, const tsumo_action *legal, int n,
                              tsumo_action *out)
{
    sim_game *sg = loop->arg;
    if (sg->mjai && sg->table.level[seat] == SIM_VS)
        return mjai_table_decide(sg->mjai, loop, seat, legal, n, out);
    tsumo_view v;
    if (sg->table.level[seat] == SIM_PROXY)
        proxy_decide(loop, seat, legal, n, out, &sg->table.why[seat], &v);
    else
        seats_bot_why(loop, seat, legal, n, out, &sg->table.why[seat], &v);
    if (n < 2)
        return SEAT_ACT;
    level_stats *l = &sg->st->level[sg->table.level[seat]];
    if (yaku_hope_call_yakuless(loop->game, out))
        l->yakuless_calls++;
    if (furiten_wait_chosen(&v, seat, legal, n, out))
        l->furiten_waits++;
    return SEAT_ACT;
}

/* Why the seat loop stopped, when it is a failure of the game. */
static void loop_failed(sim_game *sg, const seats *loop, seats_status why)
{
    char what[160];
    switch (why) {
    case SEATS_STUCK:
        fail_game(sg->st, sg->seed, sg->step, _("nobody may act and the game is not over"));
        break;
    case SEATS_NO_LEGAL:
        fail_game(sg->st, sg->seed, sg->step, _("a seat that must act has no legal action"));
        break;
    case SEATS_REFUSED:
        snprintf(what, sizeof what, _("the engine refuses its own legal action %s: %s"),
                 tsumo_action_type_id((tsumo_action_type)loop->refused.type),
                 tsumo_reason_id(loop->why));
        sg->st->refused++;
        fail_game(sg->st, sg->seed, sg->step, what);
        break;
    default: /* over, or stopped by applied() which said why */
        break;
    }
}

/* ---- the outside bot (--vs mjai:CMD) ---- */

typedef struct sim_vs {
    pid_t pid;
    mjai_peer *peer;
    int told;
} sim_vs;

#define VS_NOTES_SHOWN 5    /* the outside bot's notes of a game on stderr */
#define VS_COMMAND_MAX 4096 /* the outside bot's command, {seat} replaced */

static void vs_noted(void *ctx, int seat, mjai_note note, const char *line, size_t len,
                     tsumo_reason why)
{
    sim_game *sg = ctx;
    (void)why;
    static const char *const what[] = {
        [MJAI_NOTE_GARBAGE] = N_("the outside bot answered with no mjai event"),
        [MJAI_NOTE_REFUSED] = N_("the engine refuses the outside bot's answer"),
        [MJAI_NOTE_LATE] = N_("the outside bot gave no answer in time"),
        [MJAI_NOTE_GONE] = N_("the outside bot is gone: level 1 plays its seat from here"),
    };
    if (sg->vs_told++ >= VS_NOTES_SHOWN && note != MJAI_NOTE_GONE)
        return;
    char shown[256], msg[512];
    if (len)
        snprintf(msg, sizeof msg, "%s (seat %d): %s", _(what[note]), seat,
                 cli_escape(shown, sizeof shown, line, len));
    else
        snprintf(msg, sizeof msg, "%s (seat %d)", _(what[note]), seat);
    fprintf(stderr, _("tsumo sim: game with seed %llu, step %ld: %s\n"),
            (unsigned long long)sg->seed, sg->step, msg);
}

/* Starts `sh -c CMD` on pipes; false when it cannot be. */
static bool vs_start(const char *cmd, sim_vs *vs)
{
    char *argv[] = {"sh", "-c", (char *)cmd, NULL};
    if (strlen(cmd) >= VS_COMMAND_MAX)
        return false;
    int from, to;
    if ((vs->pid = mjai_spawn(argv, &from, &to)) < 0)
        return false;
    if (!(vs->peer = malloc(sizeof *vs->peer))) {
        close(from);
        close(to);
        waitpid(vs->pid, NULL, 0);
        return false;
    }
    mjai_peer_init(vs->peer, from, to, false);
    return true;
}

/* Ends the bot's input and waits for it: its exit status, or -1 when it did not exit. */
static int vs_stop(sim_vs *vs, int timeout_ms)
{
    close(vs->peer->out);
    /* what it writes at the end of its input (mjai-reviewer's matrices) is read and dropped,
       so that it ends as it would under its host, not on a closed pipe */
    long long deadline = mjai_now_ms() + timeout_ms;
    const char *line;
    size_t len;
    mjai_got got = MJAI_GOT_LINE;
    while (got != MJAI_GOT_GONE && got != MJAI_GOT_TIMEOUT) {
        long long left = deadline - mjai_now_ms();
        got = mjai_peer_line(vs->peer, left > 0 ? (int)left : 0, &line, &len);
    }
    close(vs->peer->in);
    free(vs->peer);
    int status = 0;
    if (waitpid(vs->pid, &status, 0) < 0 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

static void add_counts(mjai_table_counts *to, const mjai_table_counts *c)
{
    to->messages += c->messages;
    to->answers += c->answers;
    to->decisions += c->decisions;
    to->refused += c->refused;
    to->late += c->late;
    to->garbage += c->garbage;
}

/*
 * The command for the bot at `seat`: each {seat} of CMD replaced by the seat;
 * without one, a dialect that must be told its seat (mortal, review) gets
 * " --seat N" after CMD, as `tsumo bot` takes it.
 */
static bool vs_command(const sim_options *o, int seat, char *out, size_t size)
{
    size_t n = 0;
    bool placed = false;
    for (const char *c = o->vs; *c; c++) {
        if (strncmp(c, "{seat}", 6) == 0) {
            placed = true;
            c += 5;
            if (n + 1 < size)
                out[n++] = (char)('0' + seat);
        } else if (n + 1 < size) {
            out[n++] = *c;
        }
    }
    out[n] = '\0';
    bool told = o->vs_dialect == VS_MORTAL || o->vs_dialect == VS_REVIEW ||
                o->vs_dialect == VS_AKOCHAN || o->vs_dialect == VS_MJAIAPP;
    if (!placed && told && strstr(o->vs, "--seat") == NULL)
        n += (size_t)snprintf(out + n, size - n, " --seat %d", seat);
    return n < size - 1;
}

/* The outside bot started at its seat of the game `g` (`v` its public view); false when not. */
static bool vs_begin(sim_game *sg, sim_vs *vs, tsumo_game *g, const tsumo_view *v,
                     const tsumo_rules *rules)
{
    mjai_peer *peers[4] = {NULL, NULL, NULL, NULL};
    char names[4][TSUMO_NAME_SIZE];
    for (int s = 0; s < 4; s++)
        memcpy(names[s], v->seats[s].name, TSUMO_NAME_SIZE);
    int seat = 0;
    while (seat < 3 && sg->table.level[seat] != SIM_VS)
        seat++;
    char cmd[VS_COMMAND_MAX];
    if (!vs_command(sg->o, seat, cmd, sizeof cmd) || !vs_start(cmd, vs))
        return false;
    peers[seat] = vs->peer;
    sg->mjai = mjai_table_new(rules, peers, sg->o->vs_timeout_ms, vs_noted, sg);
    if (sg->mjai) {
        mjai_table_can_act(sg->mjai, sg->o->vs_dialect == VS_MORTAL);
        mjai_table_pairs(sg->mjai, sg->o->vs_dialect == VS_AKOCHAN);
        mjai_table_batched(sg->mjai, sg->o->vs_dialect == VS_MJAIAPP);
        mjai_table_start(sg->mjai, g, (const char(*)[TSUMO_NAME_SIZE])names);
    }
    return true;
}

/* The game is over: the last events to the outside bot, its counts, its end. */
static void vs_end(sim_game *sg, sim_vs *vs)
{
    if (sg->mjai) {
        mjai_table_finish(sg->mjai);
        add_counts(&sg->st->vs, mjai_table_counted(sg->mjai));
        mjai_table_free(sg->mjai);
        sg->mjai = NULL;
    }
    int status = vs_stop(vs, sg->o->vs_timeout_ms);
    if (status != 0) {
        char what[160];
        snprintf(what, sizeof what, _("the outside bot ended with status %d"), status);
        fail_game(sg->st, sg->seed, sg->step, what);
    }
}

static void play_game(const sim_options *o, const tsumo_rules *rules, long game, sim_stats *st)
{
    uint64_t seed = o->seed + (uint64_t)(o->duplicate ? game / 4 : game);
    tsumo_game_setup setup = {
        .seed = seed, .names = {"Sim A", "Sim B", "Sim C", "Sim D"}, .draw_seats = true};
    tsumo_game *g = NULL;
    tsumo_record *rec = NULL;
    if (tsumo_game_new(&g, rules, &setup) != TSUMO_OK ||
        (o->record_dir && tsumo_record_new(&rec, rules, &setup) != TSUMO_OK)) {
        fail_game(st, seed, 0, _("cannot create the game"));
        tsumo_game_free(g);
        return;
    }
    sim_game sg = {.o = o, .st = st, .rec = rec, .seed = seed, .game = game};
    tsumo_view v;
    tsumo_game_view(g, TSUMO_NO_SEAT, &v);
    for (int s = 0; s < 4; s++) /* as the seating draw put the players (SEATING says it again) */
        sg.table.level[s] = level_at(o, game, s, o->vs ? v.seats[s].player : s);
    sim_vs vs = {0};
    if (o->vs && !vs_begin(&sg, &vs, g, &v, rules)) {
        fail_game(st, seed, 0, _("cannot start the outside bot"));
        tsumo_record_free(rec);
        tsumo_game_free(g);
        return;
    }
    seats loop;
    seats_init(&loop, g, rules, SEAT_COMPUTER, 0);
    for (int s = 0; s < 4; s++) {
        loop.seat[s].level = sg.table.level[s];
        loop.seat[s].decide = sim_decide;
    }
    loop.applied = applied;
    loop.arg = &sg;
    loop_failed(&sg, &loop, seats_run(&loop));
    if (sg.step == MAX_STEPS)
        fail_game(st, seed, sg.step, _("the game does not end"));
    if (o->vs)
        vs_end(&sg, &vs);
    count_places(st, &sg.table, g);
    if (o->places && !write_place(&sg, rules, g))
        st->failures++;
    st->games++;
    if (!o->duplicate || game % 4 == 3)
        close_unit(st);
    if (rec && !write_record(o, rec, seed, game))
        st->failures++;
    tsumo_record_free(rec);
    tsumo_game_free(g);
}

/* ---- the verb ---- */

enum {
    OPT_GAMES = 1,
    OPT_SEED,
    OPT_RULES,
    OPT_RECORD,
    OPT_CHECK,
    OPT_LEVELS,
    OPT_JSON,
    OPT_DUPLICATE,
    OPT_VS,
    OPT_VS_TIMEOUT,
    OPT_PLACES
};

static const cli_option sim_rows[] = {
    {"--games", OPT_GAMES, CLI_NUMBER, "N", 1, 100000000, NULL, N_("games to play (default 100)"),
     0},
    {"--seed", OPT_SEED, CLI_SEED, "S", 0, 0, NULL, N_("the first game's seed (default 1)"), 0},
    {"--rules", OPT_RULES, CLI_STRING, "R", 0, 0, NULL,
     N_("a shipped ruleset or a file (default %s)"), CLI_DEFAULT_RULES},
    {"--record", OPT_RECORD, CLI_STRING, "DIR", 0, 0, NULL,
     N_("write each game's record to DIR/sim-SEED.txt (with --duplicate DIR/sim-SEED-K.txt, K "
        "the rotation)"),
     0},
    {"--check", OPT_CHECK, CLI_CHOICE, "WHEN", 0, 0, "never|hand|action",
     N_("check the state's invariants (tsumo_game_check) 'never', at the end of each 'hand' (the "
        "default) or after every 'action'; debug and sanitizer builds of the engine also check "
        "after every action themselves"),
     0},
    {"--levels", OPT_LEVELS, CLI_STRING, "A,B,C,D", 0, 0, NULL,
     N_("the computer players' levels, 1 to 3 (default 2,2,2,2), rotated over the players game "
        "by game; the figures of each level are printed; k seats a stand-in for majiang-ai, the "
        "player tools/yardstick measures level 3 against (docs/computer-players.md)"),
     0},
    {"--json", OPT_JSON, CLI_FLAG, NULL, 0, 0, NULL,
     N_("print the figures of each level as one JSON object"), 0},
    {"--places", OPT_PLACES, CLI_STRING, "FILE", 0, 0, NULL,
     N_("with --duplicate: write one JSON line a game to FILE, the wall set, rotation, place and "
        "points of the player of the first level of --levels, as tools/yardstick.sh records them, "
        "so that its --compare pairs two runs on the same walls"),
     0},
    {"--duplicate", OPT_DUPLICATE, CLI_FLAG, NULL, 0, 0, NULL,
     N_("play each seed's walls four times, the levels rotated over the seats (seat i plays "
        "level i+k of --levels in rotation k): N wall sets, 4N games; the intervals are taken "
        "over the wall sets"),
     0},
    {"--vs", OPT_VS, CLI_STRING, "mjai:CMD", 0, 0, NULL,
     N_("seat an outside mjai bot, the command CMD run with its standard input and output on "
        "pipes (one process a game), in the place of the first level of --levels; its figures "
        "are printed as 'mjai' (docs/mjai.md); mjai[D]:CMD speaks the dialect D (gimite, mortal, "
        "review, akochan, mjaiapp; the same when CMD says --dialect D), {seat} in CMD is "
        "replaced by its seat"),
     0},
    {"--vs-timeout", OPT_VS_TIMEOUT, CLI_SECONDS, "SECONDS", 0, 3600, NULL,
     N_("how long each answer of the outside bot may take (default 30); late three times in a "
        "row, level 1 plays its seat"),
     0},
};

const cli_verb cli_sim_verb = {
    "sim",
    N_("Usage: tsumo sim [--games N] [--seed S] [--rules R] [OPTIONS]\n"),
    N_("Plays N whole games with computer players, checks the engine's\n"
       "invariants after every action, and prints the speed and how hands ended.\n"
       "Game i is played from seed S+i: --games 1 --seed S+i plays it again.\n"),
    CLI_OPTIONS(sim_rows),
    NULL,
};

/* "A,B,C,D": four levels of 1 to 3, or k for the stand-in for majiang-ai. */
static bool parse_levels(const char *s, int levels[4])
{
    for (int i = 0; i < 4; i++, s++) {
        if (*s == 'k')
            levels[i] = SIM_PROXY;
        else if (*s >= '0' + BOT_LEVEL_MIN && *s <= '0' + BOT_LEVEL_MAX)
            levels[i] = *s - '0';
        else
            return false;
        s++;
        if (*s != (i < 3 ? ',' : '\0'))
            return false;
    }
    return true;
}

/* The dialect a command of tsumo's own bot names with --dialect D (or --dialect=D), else 0. */
static int dialect_named(const char *cmd)
{
    for (int d = 1; d < VS_DIALECTS; d++) {
        char a[32], b[32];
        snprintf(a, sizeof a, "--dialect %s", vs_dialects[d]);
        snprintf(b, sizeof b, "--dialect=%s", vs_dialects[d]);
        const char *at = strstr(cmd, a), *bt = strstr(cmd, b);
        size_t n = strlen(a);
        if ((at && (at[n] == ' ' || at[n] == '\0')) || (bt && (bt[n] == ' ' || bt[n] == '\0')))
            return d;
    }
    return VS_EVERY;
}

/* "mjai:CMD" or "mjai[D]:CMD"; without [D], the dialect of a `tsumo bot --dialect D`. */
static bool parse_vs(sim_options *o, const char *text)
{
    if (strncmp(text, "mjai", 4) != 0)
        return false;
    text += 4;
    o->vs_dialect = -1;
    if (*text == '[') {
        const char *end = strchr(text, ']');
        for (int d = 1; end && d < VS_DIALECTS; d++)
            if ((size_t)(end - text - 1) == strlen(vs_dialects[d]) &&
                strncmp(text + 1, vs_dialects[d], strlen(vs_dialects[d])) == 0)
                o->vs_dialect = d;
        if (o->vs_dialect < 0)
            return false;
        text = end + 1;
    }
    if (*text != ':' || text[1] == '\0')
        return false;
    o->vs = text + 1;
    if (o->vs_dialect < 0)
        o->vs_dialect = dialect_named(o->vs);
    return true;
}

static bool take_arg(void *ctx, const cli_arg *arg)
{
    sim_options *o = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_GAMES:
        o->games = (long)arg->number;
        return true;
    case OPT_SEED:
        o->seed = arg->number;
        return true;
    case OPT_RULES:
        o->rules_arg = arg->text;
        return true;
    case OPT_RECORD:
        o->record_dir = arg->text;
        return true;
    case OPT_CHECK:
        o->check = (int)arg->number;
        return true;
    case OPT_LEVELS:
        if (!parse_levels(arg->text, o->levels))
            return cli_refuse(&cli_sim_verb, "%s",
                              _("--levels takes four levels from 1 to 3 or k, as 1,2,3,3"));
        return true;
    case OPT_JSON:
        o->json = true;
        return true;
    case OPT_DUPLICATE:
        o->duplicate = true;
        return true;
    case OPT_PLACES:
        o->places_path = arg->text;
        return true;
    case OPT_VS:
        if (!parse_vs(o, arg->text))
            return cli_refuse(&cli_sim_verb, "%s",
                              _("--vs takes mjai: and a command, as 'mjai:tsumo bot --mjai', or "
                                "mjai[D]: with D gimite, mortal, review, akochan or mjaiapp"));
        return true;
    case OPT_VS_TIMEOUT:
        o->vs_timeout_ms = (int)arg->number;
        return true;
    default:
        return cli_refuse_operand(&cli_sim_verb, arg);
    }
}

static int parse_args(sim_options *o, int argc, char **argv)
{
    *o = (sim_options){
        .games = 100, .seed = 1, .check = 1, .levels = {2, 2, 2, 2}, .vs_timeout_ms = 30000};
    int st = cli_parse(&cli_sim_verb, argc, argv, take_arg, o);
    if (o->vs)
        o->levels[0] = SIM_VS;
    return st;
}

static double seconds_now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double share(long part, long whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

/*
 * One level's figures: placement with its 95 % interval (normal), rates as
 * fractions with theirs. The placement's interval is over player-games, or
 * with --duplicate over the wall sets (each set's mean placement one sample,
 * the four rotations of a set being far from independent); the rates' are
 * over units (games, or wall sets).
 */
typedef struct level_figures {
    double place, low, high, win, deal_in, deal_in_riichi, points;
    double win_low, win_high, deal_in_low, deal_in_high;
} level_figures;

static double ratio(double part, double whole)
{
    return whole > 0 ? part / whole : 0.0;
}

/* Half the width of a normal 95 % interval of a mean over n samples. */
static double half_width(double n, double sum, double squares)
{
    double mean = ratio(sum, n);
    double variance = n > 1 ? (squares - n * mean * mean) / (n - 1) : 0.0;
    return n > 0 && variance > 0 ? 1.96 * sqrt(variance / n) : 0.0;
}

static level_figures figures(const level_stats *l, bool duplicate)
{
    level_figures f = {0};
    double n = (double)l->games, units = (double)l->samples;
    f.place = ratio(l->place_sum, n);
    double half = duplicate ? half_width(units, l->sample_sum[0], l->sample_squares[0])
                            : half_width(n, l->place_sum, l->place_squares);
    f.low = f.place - half;
    f.high = f.place + half;
    f.win = ratio((double)l->wins, (double)l->hands);
    half = half_width(units, l->sample_sum[1], l->sample_squares[1]);
    f.win_low = f.win - half;
    f.win_high = f.win + half;
    f.deal_in = ratio((double)l->deal_ins, (double)l->hands);
    half = half_width(units, l->sample_sum[2], l->sample_squares[2]);
    f.deal_in_low = f.deal_in - half;
    f.deal_in_high = f.deal_in + half;
    f.deal_in_riichi = ratio((double)l->riichi_deal_ins, (double)l->riichi_hands);
    f.points = ratio((double)l->points, (double)l->hands);
    return f;
}

static void print_levels(const sim_stats *st, bool duplicate)
{
    for (int level = SIM_VS; level <= SIM_PROXY; level++) {
        const level_stats *l = &st->level[level];
        if (!l->games && !l->hands)
            continue;
        level_figures f = figures(l, duplicate);
        if (level == SIM_VS)
            printf(_("mjai bot: %ld player-games, average place %.3f (95%% interval %.3f to "
                     "%.3f), won %.1f%% of hands, dealt in %.1f%%, %.1f%% while another seat was "
                     "in riichi, %+.0f points a hand\n"),
                   l->games, f.place, f.low, f.high, 100 * f.win, 100 * f.deal_in,
                   100 * f.deal_in_riichi, f.points);
        else if (level == SIM_PROXY)
            printf(_("majiang-ai stand-in (k): %ld player-games, average place %.3f (95%% interval "
                     "%.3f to %.3f), won %.1f%% of hands, dealt in %.1f%%, %.1f%% while another "
                     "seat was in riichi, %+.0f points a hand\n"),
                   l->games, f.place, f.low, f.high, 100 * f.win, 100 * f.deal_in,
                   100 * f.deal_in_riichi, f.points);
        else
            printf(_("level %d: %ld player-games, average place %.3f (95%% interval %.3f to "
                     "%.3f), won %.1f%% of hands, dealt in %.1f%%, %.1f%% while another seat was "
                     "in riichi, %+.0f points a hand\n"),
                   level, l->games, f.place, f.low, f.high, 100 * f.win, 100 * f.deal_in,
                   100 * f.deal_in_riichi, f.points);
        /* TRANSLATORS: the level's absurd moves (docs/computer-players.md, "tsumo sim --levels").
         */
        printf(_("  riichi in furiten: %ld (%ld of them deliberate), calls leaving no way to a "
                 "yaku: %ld, furiten waits chosen over one that is not: %ld\n"),
               l->riichi_in_furiten, l->riichi_furiten_chosen, l->yakuless_calls, l->furiten_waits);
        /* TRANSLATORS: the level's style, as docs/computer-players.md sets it beside majiang-ai's.
         */
        printf(_("  hands with a call: %.1f%%, riichi: %.1f%% (won %.1f%% of them), %.0f points a "
                 "win, tenpai after the 12th discard: %.1f%%\n"),
               share(l->called_hands, l->hands), share(l->riichi_own, l->hands),
               share(l->riichi_won, l->riichi_own), ratio((double)l->win_points, (double)l->wins),
               share(l->ready12, l->twelfth));
    }
}

/* A level's counters of absurd moves, into `o` (and added to the run's `sum`). */
static void json_counters(json_t *o, const level_stats *l, long sum[4])
{
    const long c[4] = {l->riichi_in_furiten, l->riichi_furiten_chosen, l->yakuless_calls,
                       l->furiten_waits};
    static const char *const keys[4] = {"riichi_in_furiten", "riichi_in_furiten_deliberate",
                                        "yakuless_calls", "furiten_waits"};
    for (int i = 0; i < 4; i++) {
        json_object_set_new(o, keys[i], json_integer(c[i]));
        sum[i] += c[i];
    }
}

static json_t *json_level(const level_stats *l, bool duplicate, long sum[4])
{
    level_figures f = figures(l, duplicate);
    json_t *o = json_object();
    json_object_set_new(o, "games", json_integer(l->games));
    json_object_set_new(o, "hands", json_integer(l->hands));
    json_object_set_new(o, "avg_placement", json_real(f.place));
    json_object_set_new(o, "placement_ci95", json_pack("[ff]", f.low, f.high));
    json_object_set_new(o, "win_rate", json_real(f.win));
    json_object_set_new(o, "win_rate_ci95", json_pack("[ff]", f.win_low, f.win_high));
    json_object_set_new(o, "deal_in_rate", json_real(f.deal_in));
    json_object_set_new(o, "deal_in_rate_ci95", json_pack("[ff]", f.deal_in_low, f.deal_in_high));
    json_object_set_new(o, "deal_in_rate_vs_riichi", json_real(f.deal_in_riichi));
    json_object_set_new(o, "avg_points_per_hand", json_real(f.points));
    json_counters(o, l, sum);
    json_object_set_new(o, "call_rate",
                        json_real(ratio((double)l->called_hands, (double)l->hands)));
    json_object_set_new(o, "riichi_rate",
                        json_real(ratio((double)l->riichi_own, (double)l->hands)));
    json_object_set_new(o, "riichi_win_rate",
                        json_real(ratio((double)l->riichi_won, (double)l->riichi_own)));
    json_object_set_new(o, "points_per_win",
                        json_real(ratio((double)l->win_points, (double)l->wins)));
    json_object_set_new(o, "tenpai_after_12th_discard",
                        json_real(ratio((double)l->ready12, (double)l->twelfth)));
    return o;
}

/* The figures as one JSON object (docs/computer-players.md); false when it cannot be written. */
static bool print_json(const sim_stats *st, const sim_options *opt, double hands_per_second)
{
    json_t *root = json_object(), *levels = json_object();
    json_object_set_new(root, "hands_per_second", json_real(hands_per_second));
    json_object_set_new(root, "refused_actions", json_integer(st->refused));
    json_object_set_new(root, "failures", json_integer(st->failures));
    json_object_set_new(root, "duplicate", json_boolean(opt->duplicate));
    json_object_set_new(root, "games", json_integer(st->games));
    if (opt->duplicate)
        json_object_set_new(root, "wall_sets", json_integer(st->games / 4));
    long sum[4] = {0};
    for (int level = SIM_VS; level <= SIM_PROXY; level++) {
        const level_stats *l = &st->level[level];
        if (!l->games && !l->hands)
            continue;
        char key[4] = {level == SIM_PROXY ? 'k' : (char)('0' + level), '\0'};
        json_object_set_new(levels, level == SIM_VS ? "mjai" : key,
                            json_level(l, opt->duplicate, sum));
    }
    if (opt->vs) {
        const mjai_table_counts *c = &st->vs;
        json_object_set_new(root, "vs",
                            json_pack("{s:I,s:I,s:I,s:I,s:I,s:I}", "events",
                                      (json_int_t)c->messages, "answers", (json_int_t)c->answers,
                                      "decisions", (json_int_t)c->decisions, "refused",
                                      (json_int_t)c->refused, "late", (json_int_t)c->late,
                                      "not_mjai", (json_int_t)c->garbage));
    }
    json_object_set_new(root, "levels", levels);
    json_t *totals = json_object();
    json_counters(totals,
                  &(level_stats){.riichi_in_furiten = sum[0],
                                 .riichi_furiten_chosen = sum[1],
                                 .yakuless_calls = sum[2],
                                 .furiten_waits = sum[3]},
                  (long[4]){0});
    json_object_set_new(root, "counters", totals);
    char *text = json_dumps(root, JSON_COMPACT | JSON_REAL_PRECISION(6));
    json_decref(root);
    bool ok = text && printf("%s\n", text) >= 0 && fflush(stdout) == 0;
    free(text);
    return ok;
}

/* --places FILE: only with --duplicate, whose four rotations of a wall set it pairs. */
static bool open_places(sim_options *o)
{
    char shown[256];
    cli_shown(shown, sizeof shown, o->places_path);
    if (!o->duplicate) {
        fprintf(stderr, _("tsumo sim: --places %s: needs --duplicate (its lines pair wall sets)\n"),
                shown);
        return false;
    }
    o->places = fopen(o->places_path, "w");
    if (!o->places) {
        fprintf(stderr, _("tsumo sim: %s: cannot be written: %s\n"), shown, strerror(errno));
        return false;
    }
    return true;
}

/* The end of --places: a file that could not be written whole is a failure of the run. */
static void close_places(const sim_options *o, sim_stats *st)
{
    if (!o->places || fclose(o->places) == 0)
        return;
    char shown[256];
    fprintf(stderr, _("tsumo sim: %s: cannot be written: %s\n"),
            cli_shown(shown, sizeof shown, o->places_path), strerror(errno));
    st->failures++;
}

int cli_sim(int argc, char **argv)
{
    sim_options o;
    int st_arg = parse_args(&o, argc, argv);
    if (st_arg >= 0)
        return st_arg;
    tsumo_rules rules;
    if (!cli_rules_load(&rules, o.rules_arg ? o.rules_arg : TSUMO_RULES_DEFAULT_NAME))
        return CLI_EXIT_USAGE;
    if (o.record_dir) {
        struct stat sb;
        if (stat(o.record_dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
            char shown[256];
            fprintf(stderr, _("tsumo sim: '%s' is not a directory\n"),
                    cli_shown(shown, sizeof shown, o.record_dir));
            return CLI_EXIT_USAGE;
        }
    }
    if (o.places_path && !open_places(&o))
        return CLI_EXIT_USAGE;
    sim_stats st = {.signature = UINT64_C(14695981039346656037)};
    if (o.vs)
        signal(SIGPIPE, SIG_IGN); /* a bot that ends is seen as gone, not as a signal */
    double start = seconds_now(CLOCK_MONOTONIC), cpu_start = seconds_now(CLOCK_PROCESS_CPUTIME_ID);
    long games = o.duplicate ? 4 * o.games : o.games; /* --duplicate: N wall sets */
    for (long i = 0; i < games; i++)
        play_game(&o, &rules, i, &st);
    double elapsed = seconds_now(CLOCK_MONOTONIC) - start;
    /* The rates are per second of this process on its one core, whatever else the machine does. */
    double cpu = seconds_now(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
    close_places(&o, &st);
    if (cpu <= 0)
        cpu = 1e-9;
    if (o.json)
        return print_json(&st, &o, (double)st.hands / cpu)
                   ? (st.failures ? CLI_EXIT_REFUSED : CLI_EXIT_OK)
                   : CLI_EXIT_REFUSED;
    printf(_("ruleset: %s\n"), rules.name);
    printf(_("games: %ld, hands: %ld, actions: %ld\n"), st.games, st.hands, st.actions);
    printf(_("time: %.2f s, on the processor %.2f s: %.0f games per second, %.0f hands per "
             "second\n"),
           elapsed, cpu, (double)st.games / cpu, (double)st.hands / cpu);
    printf(_("hands won: %.1f%%, drawn: %.1f%%, aborted: %.1f%%, chombo: %.1f%%\n"),
           share(st.wins, st.hands), share(st.exhaustive, st.hands), share(st.aborts, st.hands),
           share(st.chombos, st.hands));
    printf(_("invariant checks: %s%s\n"),
           o.check == 2 ? _("after every action")
           : o.check    ? _("after every hand")
                        : _("none"),
#ifdef TSUMO_INVARIANTS
           _(", and by the engine after every action")
#else
           ""
#endif
    );
    if (o.duplicate)
        printf(ngettext("duplicate: %ld wall set played four times, the levels rotated over the "
                        "seats\n",
                        "duplicate: %ld wall sets played four times each, the levels rotated over "
                        "the seats\n",
                        (unsigned long)(st.games / 4)),
               st.games / 4);
    print_levels(&st, o.duplicate);
    if (o.vs)
        printf(_("mjai bot: %ld events, %ld answers, %ld decisions, %ld refused, %ld late, %ld not "
                 "mjai\n"),
               st.vs.messages, st.vs.answers, st.vs.decisions, st.vs.refused, st.vs.late,
               st.vs.garbage);
    printf(_("refused computer actions: %ld\n"), st.refused);
    printf(_("failures: %ld\n"), st.failures);
    printf(_("signature: %016llx\n"), (unsigned long long)st.signature);
    return st.failures ? CLI_EXIT_REFUSED : CLI_EXIT_OK;
}

/*
 * `tsumo explain FILE [--seat S] [--rules R] [--verbose]` (issues 14, 22):
 * replays a record, a kept game or a tenhou.net/6 or Majiang log and reviews
 * each player: the share of his discards the strongest computer level would
 * have made too, then the moments a club member practises, the most costly
 * first (findings_ranked): a win offered and not taken (its value), a
 * deal-in (what was paid), a win refused by furiten (what it was worth), a
 * call that left no yaku, a riichi in furiten, furiten and why, a call passed
 * that the strongest level makes, a discard it would not make and why. Each
 * names the hand, the turn and the rule.
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
    int seat;     /* the player's seat in the first hand (0-3), -1 for all */
    bool verbose; /* every discard the strongest level tells apart, every call passed */
} options;

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
    bool refused[4]; /* the claim window open has told the seat's refused win already */
    bool out_of_memory;
    size_t at_hand, at_after; /* where the replay is: a timeline step's (hand, after) */
    finding_list *found;      /* every seat's, in the order they happened */
} explain;

/* ---- findings ----------------------------------------------------------- */

/* A finding of `kind` at the replay's place; NULL when memory ran out. */
static finding *note(explain *x, int seat, int kind, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static finding *note(explain *x, int seat, int kind, const char *fmt, ...)
{
    char text[640];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    char full[sizeof text + sizeof x->hand_name + 32];
    if (x->turn < 0) /* of the whole hand */
        snprintf(full, sizeof full, "%s: %s", x->hand_name, text);
    else /* TRANSLATORS: "East 1, turn 7: <what happened>" */
        snprintf(full, sizeof full, _("%s, turn %d: %s"), x->hand_name, x->turn, text);
    finding_list *l = x->found;
    finding *more = realloc(l->items, (l->count + 1) * sizeof *more);
    char *copy = strdup(full);
    if (!more || !copy) {
        free(copy);
        if (more)
            l->items = more;
        x->out_of_memory = true;
        return NULL;
    }
    l->items = more;
    finding *f = &l->items[l->count++];
    *f = (finding){.seat = seat,
                   .hand = x->at_hand,
                   .after = x->at_after,
                   .text = copy,
                   .kind = (uint8_t)kind};
    return f;
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
    note(x, e->seat, FINDING_FURITEN, "%s",
         findings_furiten_text(text, sizeof text, &f, words(x, e->seat, &n)));
}

/* ---- what the engine offered, and what the strongest level would do --------- */

/* The legal actions of every seat before a step: what each could have done. */
typedef struct offers {
    tsumo_phase phase;
    tsumo_tile claim; /* the discard (or kan tile) being answered, TSUMO_NO_TILE */
    int count[4];
    tsumo_action legal[4][TSUMO_GAME_MAX_LEGAL];
    int win_value[4];      /* the points a ron or tsumo offered would have brought */
    tsumo_action helps[4]; /* a call the strongest level would make (type NONE) */
    int shanten_now[4];    /* the shanten before that call */
    int shanten_called[4]; /* and after it, before its discard */
    int advice_seat;       /* the seat to discard, judged by the strongest level */
    int advised;           /* the discards in advice[] */
    bot_discard_advice advice[TSUMO_KINDS];
    tsumo_view advice_view; /* that seat's view, for the words of the level's reason */
    tsumo_action choice;    /* what the strongest level would do there, */
    bot_why why;            /* and why (bot_decide_why) */
} offers;

static bool offered(const offers *o, int seat, int type)
{
    for (int i = 0; i < o->count[seat]; i++)
        if (o->legal[seat][i].type == type)
            return true;
    return false;
}

/* The others pass the claim window a ron was declared in. */
static void others_pass(tsumo_game *g)
{
    for (int round = 0; round < 4; round++) {
        tsumo_phase phase = tsumo_game_phase(g);
        if (phase != TSUMO_PHASE_CLAIM && phase != TSUMO_PHASE_CHANKAN)
            return;
        unsigned to_act = tsumo_game_to_act(g);
        for (int s = 0; s < 4; s++) {
            tsumo_action pass = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)s};
            int n = 0;
            if (to_act >> s & 1)
                tsumo_game_apply(g, &pass, NULL, 0, &n, NULL);
        }
    }
}

/* What the win `a` (a legal ron or tsumo) would have brought: the engine plays it on a copy. */
static int win_value(const tsumo_game *game, const tsumo_action *a)
{
    tsumo_game *g;
    if (tsumo_game_clone(&g, game) != TSUMO_OK)
        return 0;
    int n = 0, value = 0;
    if (tsumo_game_apply(g, a, NULL, 0, &n, NULL) == TSUMO_OK) {
        others_pass(g);
        const tsumo_hand_result *r = tsumo_game_result(g);
        if (r && r->end == TSUMO_END_WIN && a->seat < 4)
            value = r->delta[a->seat];
    }
    tsumo_game_free(g);
    return value > 0 ? value : 0;
}

static void read_win_values(offers *o, const tsumo_game *game)
{
    for (int s = 0; s < 4; s++) {
        o->win_value[s] = 0;
        for (int i = 0; i < o->count[s]; i++)
            if (o->legal[s][i].type == TSUMO_ACTION_RON ||
                o->legal[s][i].type == TSUMO_ACTION_TSUMO)
                o->win_value[s] = win_value(game, &o->legal[s][i]);
    }
}

/* The shanten of `seat`'s hand, and of the hand after the call `c` (before its discard). */
static bool call_shanten(const tsumo_view *v, int seat, const tsumo_action *c, int *now, int *after)
{
    tsumo_hand h;
    yaku_hope_hand(&h, v, seat);
    *now = tsumo_shanten_min(h.counts, h.meld_count);
    bool kan = c->type == TSUMO_ACTION_OPEN_KAN;
    for (int i = 0; i < (kan ? 3 : 2); i++) { /* the caller's own tiles of the meld */
        tsumo_tile t = kan ? v->claim_tile : c->tiles[i];
        if (t >= TSUMO_TILES || h.counts[tsumo_tile_kind(t)] == 0)
            return false;
        h.counts[tsumo_tile_kind(t)]--;
    }
    *after = tsumo_shanten_min(h.counts, h.meld_count + 1);
    return true;
}

/* A call offered that the strongest level makes, that keeps a yaku and lowers the shanten. */
static void read_call_help(offers *o, const tsumo_game *game, int seat)
{
    o->helps[seat].type = TSUMO_ACTION_NONE;
    if (!offered(o, seat, TSUMO_ACTION_CHI) && !offered(o, seat, TSUMO_ACTION_PON) &&
        !offered(o, seat, TSUMO_ACTION_OPEN_KAN))
        return;
    tsumo_view v;
    tsumo_game_view(game, seat, &v);
    tsumo_action pick;
    if (v.claim_tile >= TSUMO_TILES || bot_decide(&v, o->legal[seat], o->count[seat], BOT_LEVEL_MAX,
                                                  tsumo_game_rules(game), &pick) < 0)
        return;
    if (pick.type != TSUMO_ACTION_CHI && pick.type != TSUMO_ACTION_PON &&
        pick.type != TSUMO_ACTION_OPEN_KAN)
        return;
    int now, after;
    if (yaku_hope_lost_by_call(game, &pick) || !call_shanten(&v, seat, &pick, &now, &after) ||
        after >= now)
        return;
    o->helps[seat] = pick;
    o->shanten_now[seat] = now;
    o->shanten_called[seat] = after;
}

/* The strongest level's judgement of every discard the seat to play may make. */
static void read_advice(offers *o, const tsumo_game *game, const tsumo_view *pub)
{
    o->advised = 0;
    int seat = pub->turn;
    if (seat > 3 || o->count[seat] == 0 || pub->seats[seat].riichi)
        return; /* a hand in riichi has no choice to rate */
    tsumo_view v;
    tsumo_game_view(game, seat, &v);
    int n = bot_advise_discards(&v, o->legal[seat], o->count[seat], BOT_LEVEL_MAX,
                                tsumo_game_rules(game), o->advice, TSUMO_KINDS);
    o->advice_seat = seat;
    o->advised = n > 0 ? n : 0;
    o->advice_view = v;
    if (bot_decide_why(&v, o->legal[seat], o->count[seat], BOT_LEVEL_MAX, tsumo_game_rules(game),
                       &o->choice, &o->why) < 0)
        o->choice.type = TSUMO_ACTION_NONE;
}

static void offers_read(offers *o, const tsumo_game *game)
{
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    o->phase = tsumo_game_phase(game);
    o->claim = v.claim_tile;
    for (int s = 0; s < 4; s++) {
        int n = tsumo_game_legal(game, s, o->legal[s], TSUMO_GAME_MAX_LEGAL);
        o->count[s] = n < 0 ? 0 : n;
    }
    read_win_values(o, game);
    for (int s = 0; s < 4; s++)
        o->helps[s].type = TSUMO_ACTION_NONE;
    if (o->phase == TSUMO_PHASE_CLAIM)
        for (int s = 0; s < 4; s++)
            read_call_help(o, game, s);
    o->advised = 0;
    if (o->phase == TSUMO_PHASE_TURN || o->phase == TSUMO_PHASE_AFTER_CALL)
        read_advice(o, game, &v);
}

/* ---- wins ------------------------------------------------------------------ */

/* A ron or tsumo the engine offered and the seat did not take (R-WIN-04, R-WIN-05). */
static void missed_win(explain *x, const offers *o, const tsumo_action *a)
{
    char text[400];
    narrator n;
    finding *f = NULL;
    if (offered(o, a->seat, TSUMO_ACTION_RON) && a->type != TSUMO_ACTION_RON)
        f = note(x, a->seat, FINDING_MISSED_WIN, "%s",
                 findings_missed_ron(text, sizeof text,
                                     o->claim == TSUMO_NO_TILE ? TSUMO_NO_KIND
                                                               : tsumo_tile_kind(o->claim),
                                     words(x, a->seat, &n)));
    if (offered(o, a->seat, TSUMO_ACTION_TSUMO) && a->type != TSUMO_ACTION_TSUMO)
        f = note(x, a->seat, FINDING_MISSED_WIN, "%s",
                 findings_missed_tsumo(text, sizeof text, words(x, a->seat, &n)));
    if (f)
        f->points = o->win_value[a->seat];
}

/*
 * A claim window on a tile that completes a seat's hand, where the engine
 * offers it no ron: furiten (the ron's value is what furiten cost) or no yaku.
 * Found at the discard, once a window.
 */
static void wins_refused(explain *x, const offers *o, const tsumo_game *game)
{
    bool window = o->phase == TSUMO_PHASE_CLAIM || o->phase == TSUMO_PHASE_CHANKAN;
    for (int s = 0; s < 4; s++) {
        if (!window) {
            x->refused[s] = false;
            continue;
        }
        if (x->refused[s] || o->count[s] == 0 || offered(o, s, TSUMO_ACTION_RON) ||
            o->claim >= TSUMO_TILES)
            continue;
        tsumo_view v;
        tsumo_game_view(game, s, &v);
        tsumo_kind k = tsumo_tile_kind(o->claim);
        if (!(v.waits >> k & 1) || v.seats[s].dead)
            continue;
        x->refused[s] = true;
        bool furiten = v.furiten != 0;
        int value = furiten ? findings_ron_value(game, s, o->claim) : 0;
        if (furiten && !value)
            continue; /* no yaku either: the call or the hand says why */
        char text[400];
        narrator n;
        finding *f =
            note(x, s, FINDING_WIN_REFUSED, "%s",
                 findings_win_refused(text, sizeof text, k, furiten, value, words(x, s, &n)));
        if (f)
            f->points = value;
    }
}

/* A discard another seat won on: what it cost, from the hand's result. */
static void deal_in(explain *x, const tsumo_hand_result *r)
{
    if (!r || r->end != TSUMO_END_WIN)
        return;
    bool told[4] = {false};
    for (int i = 0; i < r->win_count && i < 3; i++) {
        const tsumo_hand_win *w = &r->wins[i];
        if (w->from > 3 || w->from == w->winner || w->winner > 3 || told[w->from])
            continue;
        told[w->from] = true;
        int paid = -r->delta[w->from];
        char text[400];
        narrator n;
        finding *f = note(x, w->from, FINDING_DEAL_IN, "%s",
                          findings_deal_in(text, sizeof text,
                                           x->names[w->winner][0] ? x->names[w->winner]
                                                                  : cli_wind_name(w->winner),
                                           tsumo_tile_kind(w->tile), words(x, w->from, &n)));
        if (f)
            f->points = paid > 0 ? paid : 0;
    }
}

/* ---- calls and riichi -------------------------------------------------------- */

/* A pass on a discard the seat could have called: told when the strongest level calls it,
   and counted for the hand's summary (--verbose). */
static void passed_call(explain *x, const offers *o, const tsumo_action *a)
{
    if (a->type != TSUMO_ACTION_PASS)
        return;
    x->passed[a->seat][PASSED_CHI] += offered(o, a->seat, TSUMO_ACTION_CHI);
    x->passed[a->seat][PASSED_PON] += offered(o, a->seat, TSUMO_ACTION_PON);
    x->passed[a->seat][PASSED_KAN] += offered(o, a->seat, TSUMO_ACTION_OPEN_KAN);
    const tsumo_action *help = &o->helps[a->seat];
    if (help->type == TSUMO_ACTION_NONE || o->claim >= TSUMO_TILES)
        return;
    tsumo_view v;
    tsumo_game_view(x->game, a->seat, &v);
    tsumo_kind k = tsumo_tile_kind(o->claim);
    bool yakuhai = k >= TSUMO_KINDS - 3 || k == 27 + v.round ||
                   k == 27 + v.seats[a->seat].wind; /* dragons, the round's and own wind */
    if (help->type == TSUMO_ACTION_CHI)
        yakuhai = false;
    char text[400];
    narrator n;
    note(x, a->seat, FINDING_CALL_PASSED, "%s",
         findings_call_would_help(text, sizeof text, help->type, k, o->shanten_now[a->seat],
                                  o->shanten_called[a->seat], yakuhai, words(x, a->seat, &n)));
}

static void passed_calls_said(explain *x)
{
    int turn = x->turn;
    x->turn = -1; /* a summary of the hand, at no turn */
    for (int s = 0; s < 4; s++) {
        char text[400];
        narrator n;
        if (findings_calls_passed(text, sizeof text, x->passed[s], words(x, s, &n))[0]) {
            finding *f = note(x, s, FINDING_CALLS_SUMMARY, "%s", text);
            if (f)
                f->verbose = true;
        }
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
        note(x, a->seat, FINDING_RIICHI_FURITEN, "%s",
             findings_riichi_furiten(text, sizeof text, false, 0, words(x, a->seat, &n)));
}

/* ---- a discard the strongest level would not make --------------------------- */

static void rate_discard(explain *x, const offers *o, const tsumo_action *a)
{
    if ((a->type != TSUMO_ACTION_DISCARD && a->type != TSUMO_ACTION_RIICHI) || o->advised < 2 ||
        a->seat != o->advice_seat || a->tile >= TSUMO_TILES)
        return;
    const bot_discard_advice *best = &o->advice[0], *played = NULL;
    for (int i = 0; i < o->advised && !played; i++)
        if (tsumo_tile_kind(o->advice[i].tile) == tsumo_tile_kind(a->tile))
            played = &o->advice[i];
    if (!played)
        return;
    finding_rating *r = &x->found->rating[a->seat];
    r->discards++;
    bot_reason why = bot_advice_reason(best, played);
    if (why == BOT_REASON_SAME) {
        r->matched++;
        return;
    }
    int shanten = played->shanten > best->shanten ? played->shanten - best->shanten : 0;
    int ukeire = !shanten && best->ukeire > played->ukeire ? best->ukeire - played->ukeire : 0;
    r->shanten_lost += shanten;
    r->ukeire_lost += ukeire;
    /* the level's own reason, when its decision is that discard (not a win or a kan) */
    bool said = (o->choice.type == TSUMO_ACTION_DISCARD || o->choice.type == TSUMO_ACTION_RIICHI) &&
                o->choice.tile < TSUMO_TILES &&
                tsumo_tile_kind(o->choice.tile) == tsumo_tile_kind(best->tile);
    char text[1200];
    narrator n;
    finding *f =
        note(x, a->seat, FINDING_DISCARD, "%s",
             findings_discard_advice(text, sizeof text, best, played, said ? &o->choice : NULL,
                                     &o->why, &o->advice_view, words(x, a->seat, &n)));
    if (f) {
        f->weight = shanten * 1000 + ukeire;
        f->verbose = why == BOT_REASON_VALUE || why == BOT_REASON_SHAPE;
    }
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
    note(x, a->seat, FINDING_YAKULESS_CALL, "%s",
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
            rate_discard(x, o, a);
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
    if (rep->hand_over) {
        deal_in(x, tsumo_game_result(x->game));
        passed_calls_said(x);
    }
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
    wins_refused(w->x, &w->o, step->replay->game);
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
    explaining *w = calloc(1, sizeof *w); /* the offers are large for a stack */
    if (!w) {
        x->out_of_memory = true;
        return false;
    }
    w->x = x;
    x->rules = rules; /* still there for the hand's summary, after the walk */
    int rc = walk_record(rec, rules, &explaining_cb, w, NULL);
    free(w);
    x->game = NULL;
    if (rc == WALK_ESTART) {
        fprintf(stderr, _("%s: the record's setup is not a valid game (its start or a wall)\n"),
                x->opt->path);
        return false;
    }
    passed_calls_said(x);
    return rc == 0;
}

/* Each player's rating, then findings most costly first, each with what it cost. */
static void print_findings(const explain *x)
{
    const finding_list *l = x->found;
    const finding **ranked = l->count ? malloc(l->count * sizeof *ranked) : NULL;
    for (int s = 0; s < 4; s++) {
        if (x->opt->seat >= 0 && x->opt->seat != s)
            continue;
        char rating[400], points[64];
        /* TRANSLATORS: "Ann (East in the first hand)" */
        printf(_("%s (%s in the first hand)\n"), x->names[s], cli_wind_name(s));
        printf("  %s\n", findings_rating_text(rating, sizeof rating, &l->rating[s]));
        size_t n =
            ranked ? findings_ranked(l->items, l->count, s, x->opt->verbose, ranked, l->count) : 0;
        if (n == 0)
            printf("  %s\n", _("nothing to explain"));
        for (size_t i = 0; i < n; i++) {
            findings_points_text(points, sizeof points, ranked[i]);
            if (points[0]) /* TRANSLATORS: a finding, then what it cost: "...: 2000 points" */
                printf(_("  %s — %s\n"), ranked[i]->text, points);
            else
                printf("  %s\n", ranked[i]->text);
        }
    }
    free(ranked);
}

static bool explain_one(const options *o, const tsumo_record *rec, const tsumo_rules *rules)
{
    finding_list found = {0};
    explain x = {.opt = o, .found = &found};
    bool ok = explain_game(&x, rec, rules);
    print_findings(&x);
    findings_free(&found);
    if (x.out_of_memory)
        fputs(_("tsumo: out of memory\n"), stderr);
    return ok && !x.out_of_memory;
}

/* The findings of every seat with their places and costs, for the viewer (findings.h). */
bool cli_explain_gather(finding_list *out, const tsumo_record *rec, const tsumo_rules *rules)
{
    options o = {.path = "", .seat = -1};
    *out = (finding_list){0};
    explain x = {.opt = &o, .found = out};
    bool ok = explain_game(&x, rec, rules ? rules : &rec->rules);
    return ok && !x.out_of_memory;
}

/* ---- the files --------------------------------------------------------------- */

static int explain_json(void *ctx, games_file *f)
{
    const options *o = ctx;
    tsumo_rules rules;
    if (!cli_rules_load(&rules, o->rules_arg ? o->rules_arg : "tenhou"))
        return CLI_EXIT_USAGE;
    int status = CLI_EXIT_OK;
    /* One game ahead, to tell a log of several games, each said under its place. */
    tenhou_game g, ahead;
    int got = games_file_next(f, &rules, &g),
        next = got > 0 ? games_file_next(f, &rules, &ahead) : got;
    bool several = next > 0;
    for (size_t i = 0; got > 0; i++) {
        if (several)
            printf("%s%s:%d\n", i ? "\n" : "", o->path, g.line);
        if (!explain_one(o, g.rec, &rules))
            status = CLI_EXIT_REFUSED;
        tsumo_record_free(g.rec);
        got = next;
        g = ahead;
        next = got > 0 ? games_file_next(f, &rules, &ahead) : got;
    }
    return got < 0 ? CLI_EXIT_USAGE : status;
}

static int explain_record(void *ctx, const char *text, size_t len)
{
    const options *o = ctx;
    tsumo_record *rec = games_parse_record(text, len, o->path);
    if (!rec)
        return CLI_EXIT_USAGE;
    tsumo_rules override;
    const tsumo_rules *rules = &rec->rules;
    int status = CLI_EXIT_USAGE;
    if (o->rules_arg && !cli_rules_load(&override, o->rules_arg))
        goto done;
    if (o->rules_arg)
        rules = &override;
    if (games_record_texts_safe(rec, o->path, text, len))
        status = explain_one(o, rec, rules) ? CLI_EXIT_OK : CLI_EXIT_REFUSED;
done:
    tsumo_record_free(rec);
    return status;
}

/* ---- the verb ------------------------------------------------------------------ */

enum { OPT_SEAT = 1, OPT_RULES = CLI_SHARED_RULES_REPLAY, OPT_VERBOSE = 2 };

static const cli_option explain_rows[] = {
    {"--seat", OPT_SEAT, CLI_WIND, "S", 0, 0, NULL,
     N_("only the player who sat at S (E, S, W or N) in the first hand"), 0},
    CLI_ROW_RULES_REPLAY,
    {"--verbose", OPT_VERBOSE, CLI_FLAG, NULL, 0, 0, NULL,
     N_("also every discard the strongest level tells apart by value or shape alone, and the "
        "calls passed in each hand"),
     0},
};

const cli_verb cli_explain_verb = {
    "explain",
    N_("Usage: tsumo explain FILE [--seat E|S|W|N] [--rules R] [--verbose]\n"),
    N_("Replays a game record, a kept game, a tenhou.net/6, a Majiang or an mjai log\n"
       "and reviews each player: how many of his discards the strongest computer\n"
       "level would have made too, then every moment worth a second look, the most\n"
       "costly first: a win offered and not taken, a deal-in, a win lost to furiten, a\n"
       "call that left the hand no yaku, a riichi declared while furiten, furiten and\n"
       "why, a call passed that the strongest level would have made, and a discard it\n"
       "would not have made, with its reason; each with its hand, turn, section of the\n"
       "rules and, where the replay can count it, the points it cost.\n"),
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
    case OPT_VERBOSE:
        a->o->verbose = true;
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
    char shown[4096];
    o.path = cli_shown(shown, sizeof shown, path); /* from here on only told, escaped */
    static const games_readers readers = {explain_json, explain_record};
    return games_file_run(path, o.path, &readers, &o);
}

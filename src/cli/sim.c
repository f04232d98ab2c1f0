/*
 * `tsumo sim`: whole games played by simple computer players, as a soak test
 * of the engine and a measure of its speed.
 *
 * Game i is played from seed S + i, its players' choices from a generator
 * seeded by that seed too, so `tsumo sim --games 1 --seed S+i` plays game i
 * again. At every step the acting seat's legal actions are listed and one is
 * chosen: a win whenever there is one, riichi, tenpai and nagashi when
 * offered, a call now and then, else a random discard. Every action is checked
 * against the list it came from (a listed action the engine refuses is a
 * failure), the state's invariants are checked after every action, and each
 * game must end. Nothing is allocated per step: the lists live on the stack
 * and the game is one block made once per game.
 */
#include "cli.h"
#include "games.h"

#include <errno.h>
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
    int check; /* tsumo_game_check: 0 never, 1 at the end of every hand, 2 after every action */
} sim_options;

typedef struct sim_stats {
    long games, hands, actions;
    long wins, exhaustive, aborts, chombos;
    long failures;
    uint64_t signature; /* over every action and hand result */
} sim_stats;

/* ---- the players ---- */

/*
 * What the players know of their own hands: the concealed tiles by kind,
 * kept from the events each seat may see (the deal, its draws, its discards
 * and calls), so that choosing a discard needs no view of the whole table.
 */
typedef struct sim_hands {
    uint8_t counts[4][TSUMO_KINDS];
    uint8_t melds[4];
    uint64_t held[4]; /* the kinds held, as bits at held_bit[k], kept with the counts */
} sim_hands;

/*
 * Where kind k's bit is in a set of held kinds: each suit 13 bits wide with two
 * empty ones at either end, so that a neighbour is a shift and never another
 * suit; the honours above the suits (usefulness() does not look at their bits).
 */
static const uint8_t held_bit[TSUMO_KINDS] = {
    2,  3,  4,  5,  6,  7,  8,  9,  10, /* 1m-9m */
    15, 16, 17, 18, 19, 20, 21, 22, 23, /* 1p-9p */
    28, 29, 30, 31, 32, 33, 34, 35, 36, /* 1s-9s */
    41, 42, 43, 44, 45, 46, 47,         /* the honours */
};

/* A tile of kind k more (by 1) or less (by -1) in the seat's hand. */
static void count_kind(sim_hands *h, int seat, tsumo_kind k, int by)
{
    uint8_t c = (uint8_t)(h->counts[seat][k] + by);
    h->counts[seat][k] = c;
    uint64_t b = UINT64_C(1) << held_bit[k];
    h->held[seat] = (h->held[seat] & ~b) | (c != 0 ? b : 0);
}

static void remove_meld_tiles(sim_hands *h, const tsumo_event *e)
{
    bool skipped = e->code == TSUMO_MELD_CLOSED_KAN; /* a closed kan claims nothing */
    if (e->code == TSUMO_MELD_ADDED_KAN) {
        count_kind(h, e->seat, tsumo_tile_kind(e->tile), -1);
        return;
    }
    for (int i = 0; i < e->tile_count; i++) {
        if (!skipped && e->tiles[i] == e->tile) {
            skipped = true;
            continue;
        }
        count_kind(h, e->seat, tsumo_tile_kind(e->tiles[i]), -1);
    }
    h->melds[e->seat]++;
}

static void follow(sim_hands *h, const tsumo_event *ev, int n)
{
    for (int i = 0; i < n; i++) {
        const tsumo_event *e = &ev[i];
        switch (e->type) {
        case TSUMO_EVENT_HAND_START:
            memset(h, 0, sizeof *h);
            break;
        case TSUMO_EVENT_DEAL:
            for (int k = 0; k < e->tile_count; k++)
                count_kind(h, e->seat, tsumo_tile_kind(e->tiles[k]), 1);
            break;
        case TSUMO_EVENT_DRAW:
            if (e->tile < TSUMO_TILES)
                count_kind(h, e->seat, tsumo_tile_kind(e->tile), 1);
            break;
        case TSUMO_EVENT_DISCARD:
            count_kind(h, e->seat, tsumo_tile_kind(e->tile), -1);
            break;
        case TSUMO_EVENT_CALL:
            remove_meld_tiles(h, e);
            break;
        default:
            break;
        }
    }
}

/* One step of the run's signature: a multiply and a shift, cheap enough for every action. */
static uint64_t mix(uint64_t h, uint64_t v)
{
    h = (h ^ v) * UINT64_C(0x9E3779B97F4A7C15);
    return h ^ (h >> 29);
}

static bool chance(tsumo_rng *rng, unsigned percent)
{
    return percent >= 100 || tsumo_rng_below(rng, 100) < percent;
}

/* The listed actions by type: which types there are, and where the first of each is. */
typedef struct by_type {
    uint32_t present; /* bit t: an action of type t is listed */
    uint8_t first[TSUMO_ACTION_TYPE_COUNT];
} by_type;

/* One of the listed actions of `type` at random (there is at least one). */
static int pick(const tsumo_action *legal, int n, const by_type *t, int type, tsumo_rng *rng)
{
    int count = 0;
    for (int i = t->first[type]; i < n; i++)
        count += legal[i].type == type;
    int k = count > 1 ? (int)tsumo_rng_below(rng, (uint32_t)count) : 0;
    for (int i = t->first[type]; i < n; i++)
        if (legal[i].type == type && k-- == 0)
            return i;
    return t->first[type];
}

/*
 * How much each held kind does for the hand: copies of it make pairs and
 * sets, neighbours within two make runs (bits of the held set around its
 * own: 2 for one two away, 3 for one next to it), a middle kind a little more
 * than a terminal. Cheap enough for every discard of a simulation, and good
 * enough that most hands end in a win.
 */
static const uint8_t near_score[32] = {
    /* bits 0, 1, 3, 4 of the five kinds around (bit 2, the kind itself, counts nothing) */
    0, 2, 3, 5, 0, 2, 3, 5, 3, 5, 6, 8,  3, 5, 6, 8,
    2, 4, 5, 7, 2, 4, 5, 7, 5, 7, 8, 10, 5, 7, 8, 10,
};

static int usefulness(uint64_t held, const uint8_t counts[TSUMO_KINDS], tsumo_kind k)
{
    static const uint8_t middle[TSUMO_KINDS] = {0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1,
                                                1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0};
    int u = counts[k] * 6;
    if (tsumo_kind_is_honor(k))
        return u;
    return u + near_score[held >> (held_bit[k] - 2) & 31] + middle[k];
}

/*
 * The least useful of the held faces, the first such from a random start so
 * that ties vary. Each listed action gets a key, its usefulness above its
 * place after the start, and the least key wins: a minimum without a branch
 * on the usefulness, which no predictor could learn.
 */
static int best_discard(const tsumo_action *legal, int n, const by_type *t, sim_hands *h, int seat,
                        tsumo_rng *rng)
{
    const uint8_t *counts = h->counts[seat];
    uint64_t held = h->held[seat];
    int start = (int)tsumo_rng_below(rng, (uint32_t)n);
    unsigned best = UINT32_MAX;
    for (int i = 0; i < n; i++) {
        tsumo_kind k = tsumo_tile_kind(legal[i].tile);
        /* not a discard, or not following the hand (should not happen): no key */
        bool held_discard = legal[i].type == TSUMO_ACTION_DISCARD && k < TSUMO_KINDS && counts[k];
        unsigned place = (unsigned)(i >= start ? i - start : i - start + n);
        unsigned key =
            held_discard ? (unsigned)usefulness(held, counts, k) << 8 | place : UINT32_MAX;
        best = key < best ? key : best;
    }
    if (best == UINT32_MAX)
        return pick(legal, n, t, TSUMO_ACTION_DISCARD, rng);
    int i = start + (int)(best & 0xFF);
    return i < n ? i : i - n;
}

/*
 * The simple player: win when it can, declare riichi, tenpai or nagashi when
 * offered; call, kan or abort only now and then; otherwise discard what
 * brings the hand nearest to ready, so that hands reach every kind of end.
 */
static int choose(const tsumo_action *legal, int n, sim_hands *h, int seat, tsumo_rng *rng)
{
    static const struct {
        uint8_t type;
        uint8_t percent;
    } wishes[] = {
        {TSUMO_ACTION_TSUMO, 100},   {TSUMO_ACTION_RON, 100},       {TSUMO_ACTION_NAGASHI, 100},
        {TSUMO_ACTION_TENPAI, 100},  {TSUMO_ACTION_NEXT_HAND, 100}, {TSUMO_ACTION_RIICHI, 90},
        {TSUMO_ACTION_KYUUSHU, 50},  {TSUMO_ACTION_CLOSED_KAN, 50}, {TSUMO_ACTION_ADDED_KAN, 50},
        {TSUMO_ACTION_OPEN_KAN, 20}, {TSUMO_ACTION_PON, 10},        {TSUMO_ACTION_CHI, 5},
    };
    if (n == 1) /* a pass, the next hand, a forced discard */
        return 0;
    by_type t = {0};
    for (int i = n - 1; i >= 0; i--) { /* the last write is the first of its type */
        t.present |= 1u << legal[i].type;
        t.first[legal[i].type] = (uint8_t)i;
    }
    uint32_t wished = 0;
    for (size_t w = 0; w < sizeof wishes / sizeof wishes[0]; w++)
        wished |= 1u << wishes[w].type;
    if (t.present & wished) /* most lists are discards, or pass and a call not taken */
        for (size_t w = 0; w < sizeof wishes / sizeof wishes[0]; w++)
            if ((t.present >> wishes[w].type & 1) && chance(rng, wishes[w].percent))
                return pick(legal, n, &t, wishes[w].type, rng);
    if (t.present >> TSUMO_ACTION_DISCARD & 1)
        return best_discard(legal, n, &t, h, seat, rng);
    if (t.present >> TSUMO_ACTION_PASS & 1)
        return t.first[TSUMO_ACTION_PASS];
    if (t.present >> TSUMO_ACTION_NOTEN & 1)
        return t.first[TSUMO_ACTION_NOTEN];
    return (int)tsumo_rng_below(rng, (uint32_t)n);
}

/* ---- one game ---- */

static void fail_game(sim_stats *st, uint64_t seed, long step, const char *what)
{
    st->failures++;
    fprintf(stderr, _("tsumo sim: game with seed %llu, step %ld: %s\n"), (unsigned long long)seed,
            step, what);
}

static void count_end(sim_stats *st, const tsumo_hand_result *r)
{
    st->hands++;
    st->wins += r->end == TSUMO_END_WIN;
    st->exhaustive += r->end == TSUMO_END_EXHAUSTIVE;
    st->aborts += r->end == TSUMO_END_ABORT;
    st->chombos += r->end == TSUMO_END_CHOMBO;
    st->signature = mix(st->signature, r->end);
    for (int s = 0; s < 4; s++)
        st->signature = mix(st->signature, (uint64_t)(int64_t)r->delta[s]);
}

static bool write_record(const sim_options *o, const tsumo_record *rec, uint64_t seed)
{
    char path[4096];
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

static void play_game(const sim_options *o, const tsumo_rules *rules, uint64_t seed, sim_stats *st)
{
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
    tsumo_rng rng;
    tsumo_rng_seed(&rng, seed ^ UINT64_C(0x9E3779B97F4A7C15));
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    tsumo_event events[TSUMO_GAME_MAX_EVENTS];
    sim_hands hands;
    memset(&hands, 0, sizeof hands);
    long step = 0;
    for (; step < MAX_STEPS && tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER; step++) {
        unsigned to_act = tsumo_game_to_act(g);
        if (to_act == 0) {
            fail_game(st, seed, step, _("nobody may act and the game is not over"));
            break;
        }
        int seat = __builtin_ctz(to_act); /* the first seat to act */
        int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
        if (n <= 0 || n > TSUMO_GAME_MAX_LEGAL) {
            fail_game(st, seed, step, _("a seat that must act has no legal action"));
            break;
        }
        const tsumo_action *a = &legal[choose(legal, n, &hands, seat, &rng)];
        tsumo_reason why = TSUMO_REASON_NONE;
        int count = 0;
        if (tsumo_game_apply(g, a, events, TSUMO_GAME_MAX_EVENTS, &count, &why) != TSUMO_OK) {
            char what[160];
            snprintf(what, sizeof what, _("the engine refuses its own legal action %s: %s"),
                     tsumo_action_type_id((tsumo_action_type)a->type), tsumo_reason_id(why));
            fail_game(st, seed, step, what);
            break;
        }
        follow(&hands, events, count);
        st->actions++;
        st->signature = mix(st->signature, (uint64_t)a->type << 16 | (uint64_t)a->seat << 8 |
                                               (a->tile < TSUMO_TILES ? a->tile >> 2 : 0xFF));
        tsumo_phase ph = tsumo_game_phase(g);
        bool hand_over = ph == TSUMO_PHASE_HAND_OVER && a->type != TSUMO_ACTION_NEXT_HAND;
        if ((o->check == 2 || (o->check == 1 && hand_over)) && tsumo_game_check(g) != TSUMO_OK) {
            fail_game(st, seed, step, _("an invariant of the state is broken"));
            break;
        }
        if (rec && tsumo_record_add(rec, g, a) != TSUMO_OK) {
            fail_game(st, seed, step, _("out of memory"));
            break;
        }
        if (hand_over)
            count_end(st, tsumo_game_result(g));
    }
    if (step == MAX_STEPS)
        fail_game(st, seed, step, _("the game does not end"));
    st->games++;
    if (rec && !write_record(o, rec, seed))
        st->failures++;
    tsumo_record_free(rec);
    tsumo_game_free(g);
}

/* ---- the verb ---- */

static void usage(FILE *to)
{
    fputs(_("Usage: tsumo sim [--games N] [--seed S] [--rules R] [OPTIONS]\n"
            "Plays N whole games with simple computer players, checks the engine's\n"
            "invariants after every action, and prints the speed and how hands ended.\n"
            "Game i is played from seed S+i: --games 1 --seed S+i plays it again.\n"
            "\n"
            "Options:\n"
            "  --games N        games to play (default 100)\n"
            "  --seed S         the first game's seed (default 1)\n"
            "  --rules R        a shipped ruleset or a file (default ema2008)\n"
            "  --record DIR     write each game's record to DIR/sim-SEED.txt\n"
            "  --check WHEN     check the state's invariants (tsumo_game_check) 'never',\n"
            "                   at the end of each 'hand' (the default) or after every\n"
            "                   'action'; debug and sanitizer builds of the engine also\n"
            "                   check after every action themselves\n"),
          to);
}

static int parse_args(sim_options *o, int argc, char **argv)
{
    *o = (sim_options){.games = 100, .seed = 1, .check = 1};
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v;
        unsigned long long games;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return CLI_EXIT_OK;
        } else if (cli_option("sim", argc, argv, &i, "--games", &v)) {
            if (!v || !cli_option_number("sim", "--games", v, 1, 100000000, &games))
                return CLI_EXIT_USAGE;
            o->games = (long)games;
        } else if (cli_option("sim", argc, argv, &i, "--seed", &v)) {
            if (!v || !cli_option_seed("sim", "--seed", v, &o->seed))
                return CLI_EXIT_USAGE;
        } else if (cli_option("sim", argc, argv, &i, "--rules", &v)) {
            if (!(o->rules_arg = v))
                return CLI_EXIT_USAGE;
        } else if (cli_option("sim", argc, argv, &i, "--record", &v)) {
            if (!(o->record_dir = v))
                return CLI_EXIT_USAGE;
        } else if (cli_option("sim", argc, argv, &i, "--check", &v)) {
            if (!v)
                return CLI_EXIT_USAGE;
            o->check = strcmp(v, "never") == 0 ? 0 : strcmp(v, "hand") == 0 ? 1 : 2;
            if (o->check == 2 && strcmp(v, "action") != 0) {
                fprintf(stderr, _("tsumo sim: --check takes never, hand or action\n"));
                return CLI_EXIT_USAGE;
            }
        } else {
            char shown[256];
            fprintf(stderr, _("tsumo sim: unknown option '%s'\n"),
                    cli_shown(shown, sizeof shown, a));
            usage(stderr);
            return CLI_EXIT_USAGE;
        }
    }
    return -1;
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

int cli_sim(int argc, char **argv)
{
    sim_options o;
    int st_arg = parse_args(&o, argc, argv);
    if (st_arg >= 0)
        return st_arg;
    tsumo_rules rules;
    if (!cli_rules_load(&rules, o.rules_arg ? o.rules_arg : "ema2008"))
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
    sim_stats st = {.signature = UINT64_C(14695981039346656037)};
    double start = seconds_now(CLOCK_MONOTONIC), cpu_start = seconds_now(CLOCK_PROCESS_CPUTIME_ID);
    for (long i = 0; i < o.games; i++)
        play_game(&o, &rules, o.seed + (uint64_t)i, &st);
    double elapsed = seconds_now(CLOCK_MONOTONIC) - start;
    /* The rates are per second of this process on its one core, whatever else the machine does. */
    double cpu = seconds_now(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
    if (cpu <= 0)
        cpu = 1e-9;
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
    printf(_("failures: %ld\n"), st.failures);
    printf(_("signature: %016llx\n"), (unsigned long long)st.signature);
    return st.failures ? CLI_EXIT_REFUSED : CLI_EXIT_OK;
}

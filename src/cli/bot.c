/*
 * tsumo bot --mjai: a computer player that speaks the mjai protocol
 * (docs/mjai.md). Each line of input is one event (a JSON array of events for
 * mjai.app); each is answered as the dialect's host expects: every event,
 * only those the seat can act on, in an array (akochan), with Mortal's `meta`
 * (review). The seat's model (src/common/mjai-seat.c) mirrors the hand in the
 * engine, so that the view and the legal actions bot_decide() gets are the
 * engine's; the decision maps back to an mjai action. The input is standard
 * input, or a gimite server's TCP connection (mjsonp://HOST:PORT/ROOM).
 */
#include "cli.h"
#include "mjai-read.h"
#include "mjai-seat.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "bot.h"

/* How the host speaks (docs/mjai.md, "Dialects"); PLAIN is the default: every event answered. */
typedef enum dialect {
    DIALECT_PLAIN = 0,
    DIALECT_GIMITE,
    DIALECT_MORTAL,
    DIALECT_AKOCHAN,
    DIALECT_REVIEW,
    DIALECT_MJAIAPP
} dialect;

#define DEFAULT_NAME       "tsumo"
#define DEFAULT_ROOM       "default"
#define DEFAULT_TIMEOUT_MS (600 * 1000)

typedef struct bot_options {
    bool mjai, lenient;
    int level, seat, dialect, timeout_ms;
    const char *rules_arg, *url, *name;
} bot_options;

enum {
    OPT_MJAI = 1,
    OPT_LEVEL,
    OPT_RULES,
    OPT_DIALECT,
    OPT_SEAT,
    OPT_LENIENT,
    OPT_NAME,
    OPT_TIMEOUT
};

static const cli_option bot_rows[] = {
    {"--mjai", OPT_MJAI, CLI_OPTIONAL, "URL", 0, 0, NULL,
     N_("speak mjai: on standard input and output, or to the gimite server at "
        "mjsonp://HOST:PORT/ROOM"),
     0},
    {"--dialect", OPT_DIALECT, CLI_CHOICE, "D", 0, 0, "gimite|mortal|akochan|review|mjaiapp",
     N_("answer as the host expects: gimite, mortal, akochan, review (Mortal's meta) or mjaiapp "
        "(default: every event answered)"),
     0},
    {"--seat", OPT_SEAT, CLI_NUMBER, "N", 0, 3, NULL,
     N_("the bot's seat, 0 to 3 (mortal, akochan and review need it; else start_game's id)"), 0},
    {"--lenient", OPT_LENIENT, CLI_FLAG, NULL, 0, 0, NULL,
     N_("an event that cannot be read or cannot follow is logged and answered with none, "
        "instead of ending the bot"),
     0},
    {"--name", OPT_NAME, CLI_STRING, "N", 0, 0, NULL,
     N_("the name the bot joins a server with (default tsumo)"), 0},
    {"--timeout", OPT_TIMEOUT, CLI_SECONDS, "SECONDS", 0, 3600, NULL,
     N_("how long the client waits for the server to connect and for each event (default 600)"), 0},
    {"--level", OPT_LEVEL, CLI_NUMBER, "L", BOT_LEVEL_MIN, BOT_LEVEL_MAX, NULL,
     N_("the computer player's level, 1 to 3 (default 2)"), 0},
    {"--rules", OPT_RULES, CLI_STRING, "R", 0, 0, NULL,
     N_("a shipped ruleset or a file (default %s; mjai servers play Tenhou's rules, --rules "
        "tenhou)"),
     CLI_DEFAULT_RULES},
};

const cli_verb cli_bot_verb = {
    "bot",
    N_("Usage: tsumo bot --mjai [URL] [--dialect D] [--seat N] [OPTIONS]\n"),
    N_("A computer player for the mjai protocol: reads one event a line on standard\n"
       "input (start_game, start_kyoku, tsumo, dahai, calls, reach, hora, ...) and\n"
       "answers as the dialect's host expects on standard output; with a URL, plays\n"
       "at a gimite mjai server over TCP (docs/mjai.md).\n"),
    CLI_OPTIONS(bot_rows),
    N_("Exit status: 0 at the end of the input or of the game, 1 the server's error,\n"
       "a connection lost or a timeout, 2 bad usage, a line that is not an event that\n"
       "can follow the ones before, or out of memory.\n"),
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    bot_options *o = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_MJAI:
        o->mjai = true;
        o->url = arg->text;
        return true;
    case OPT_LEVEL:
        o->level = (int)arg->number;
        return true;
    case OPT_RULES:
        o->rules_arg = arg->text;
        return true;
    case OPT_DIALECT:
        o->dialect = (int)arg->number + 1;
        return true;
    case OPT_SEAT:
        o->seat = (int)arg->number;
        return true;
    case OPT_LENIENT:
        o->lenient = true;
        return true;
    case OPT_NAME:
        o->name = arg->text;
        return true;
    case OPT_TIMEOUT:
        o->timeout_ms = (int)arg->number;
        return true;
    default:
        return cli_refuse_operand(&cli_bot_verb, arg);
    }
}

static int parse_args(bot_options *o, int argc, char **argv)
{
    *o = (bot_options){.level = 2, .seat = MJAI_NO_SEAT, .timeout_ms = DEFAULT_TIMEOUT_MS};
    int st = cli_parse(&cli_bot_verb, argc, argv, take_arg, o);
    if (st != CLI_GO_ON)
        return st;
    if (!o->mjai) {
        cli_refuse(&cli_bot_verb, "%s", _("say which protocol: --mjai"));
        return CLI_EXIT_USAGE;
    }
    if (o->url && o->dialect && o->dialect != DIALECT_GIMITE) {
        cli_refuse(&cli_bot_verb, "%s", _("a server's URL speaks the gimite dialect"));
        return CLI_EXIT_USAGE;
    }
    if (o->url)
        o->dialect = DIALECT_GIMITE;
    if ((o->dialect == DIALECT_MORTAL || o->dialect == DIALECT_AKOCHAN ||
         o->dialect == DIALECT_REVIEW) &&
        o->seat == MJAI_NO_SEAT) {
        cli_refuse(&cli_bot_verb, "%s",
                   _("the mortal, akochan and review dialects need the seat: --seat N"));
        return CLI_EXIT_USAGE;
    }
    if (o->name && !mjai_word_ok(o->name, strlen(o->name))) {
        cli_refuse(&cli_bot_verb, "%s",
                   _("--name: 1 to 63 letters, digits or signs, no blank and no slash"));
        return CLI_EXIT_USAGE;
    }
    if (o->timeout_ms == 0)
        o->timeout_ms = -1; /* --timeout 0: wait as long as it takes */
    return CLI_GO_ON;
}

/* ---- deciding --------------------------------------------------------------- */

/* The seat's state between events: the riichi it chose, whose tile follows its reach. */
typedef struct bot_state {
    const bot_options *o;
    mjai_seat *seat;
    tsumo_rules rules;
    tsumo_action riichi; /* type NONE when no riichi was chosen */
    mjai_reader in;
    FILE *out;
    const char *room;
    bool over; /* end_game (gimite) or the server's error: no more lines are read */
    int status;
    int kyokus; /* end_kyoku events read (the review's last line has a matrix for each) */
} bot_state;

/* A decision with what it was chosen among (Mortal's review shows it). */
typedef struct choice {
    mjai_event answer;
    bool asked;      /* the seat was asked and had more than a pass */
    int legal_count; /* the actions it was chosen among */
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int chosen; /* index in legal, -1 none */
    tsumo_view view;
} choice;

/* Whether the seat may do more than pass now. */
static bool has_choice(const choice *c)
{
    for (int i = 0; i < c->legal_count; i++)
        if (c->legal[i].type != TSUMO_ACTION_PASS)
            return true;
    return false;
}

/* The decision on game `g`'s view and legal list; `riichi_only` after an own reach. */
static void decide_on(bot_state *b, const tsumo_game *g, bool riichi_only, choice *c)
{
    int me = mjai_seat_id(b->seat);
    tsumo_action all[TSUMO_GAME_MAX_LEGAL], chosen;
    int n = tsumo_game_legal(g, me, all, TSUMO_GAME_MAX_LEGAL);
    c->legal_count = 0;
    for (int i = 0; i < n; i++)
        if (!riichi_only || all[i].type == TSUMO_ACTION_RIICHI)
            c->legal[c->legal_count++] = all[i];
    tsumo_game_view(g, me, &c->view);
    c->asked = has_choice(c);
    c->chosen = c->legal_count ? bot_decide(&c->view, c->legal, c->legal_count, b->o->level,
                                            &b->rules, &chosen)
                               : -1;
    if (c->chosen < 0) {
        mjai_event_init(&c->answer, MJAI_NONE);
        return;
    }
    mjai_from_action(&chosen, &c->view, &b->rules, &c->answer);
    b->riichi = chosen;
    if (chosen.type == TSUMO_ACTION_RIICHI && riichi_only) {
        /* the reach is out: its discard is the answer now */
        chosen.type = TSUMO_ACTION_DISCARD;
        mjai_from_action(&chosen, &c->view, &b->rules, &c->answer);
    }
}

static void answer_to(bot_state *b, const mjai_event *ev, choice *c)
{
    mjai_event_init(&c->answer, MJAI_NONE);
    c->asked = false;
    c->legal_count = 0;
    c->chosen = -1;
    if (!mjai_seat_asked(b->seat, ev))
        return;
    const tsumo_game *g = mjai_seat_game(b->seat);
    if (ev->type == MJAI_REACH) {
        if (b->riichi.type == TSUMO_ACTION_RIICHI) {
            tsumo_action d = b->riichi;
            d.type = TSUMO_ACTION_DISCARD;
            tsumo_game_view(g, mjai_seat_id(b->seat), &c->view);
            mjai_from_action(&d, &c->view, &b->rules, &c->answer);
            decide_on(b, g, true, c); /* the list and view for the meta; the answer stays */
            mjai_from_action(&d, &c->view, &b->rules, &c->answer);
            c->asked = true;
            c->chosen = -1;
            for (int i = 0; i < c->legal_count && c->chosen < 0; i++)
                if (c->legal[i].tile == d.tile)
                    c->chosen = i;
        } else {
            decide_on(b, g, true, c);
        }
        b->riichi.type = TSUMO_ACTION_NONE;
        return;
    }
    decide_on(b, g, false, c);
}

/* ---- answering ------------------------------------------------------------- */

/* Mortal's action index (its mask bit) of a legal action: 0-33 discards, 34-36 red fives... */
static int mortal_index(const tsumo_action *a, const tsumo_view *v, const tsumo_rules *rules)
{
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
    case TSUMO_ACTION_RIICHI: {
        mjai_tile t = mjai_tile_of(a->tile, rules);
        return t.red ? 34 + t.kind / 9 : (int)t.kind;
    }
    case TSUMO_ACTION_CHI: {
        int claimed = tsumo_tile_kind(v->claim_tile);
        int low = tsumo_tile_kind(a->tiles[0]), high = tsumo_tile_kind(a->tiles[1]);
        if (low > high) {
            int t = low;
            low = high, high = t;
        }
        return claimed < low ? 38 : claimed < high ? 39 : 40;
    }
    case TSUMO_ACTION_PON:
        return 41;
    case TSUMO_ACTION_OPEN_KAN:
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        return 42;
    case TSUMO_ACTION_TSUMO:
    case TSUMO_ACTION_RON:
        return 43;
    case TSUMO_ACTION_KYUUSHU:
        return 44;
    case TSUMO_ACTION_PASS:
        return 45;
    default:
        return -1;
    }
}

/*
 * Mortal's review meta: the mask of the actions listed, one value for each (tsumo has no
 * Q-values: 1 for the one chosen, 0 for the others), the hand's shanten and furiten.
 * `reach_step`: a riichi is Mortal's action 37, its tile chosen after the reach (then a
 * discard's).
 */
static size_t put_meta(char *buf, size_t size, const choice *c, const tsumo_rules *rules,
                       bool reach_step)
{
    uint64_t mask = 0;
    int chosen_bit = -1;
    for (int i = 0; i < c->legal_count; i++) {
        int bit = reach_step && c->legal[i].type == TSUMO_ACTION_RIICHI
                      ? 37
                      : mortal_index(&c->legal[i], &c->view, rules);
        if (bit < 0)
            continue;
        mask |= 1ull << bit;
        if (i == c->chosen)
            chosen_bit = bit;
    }
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < c->view.hand_count; i++)
        counts[tsumo_tile_kind(c->view.hand_tiles[i])]++;
    int melds = c->view.seats[c->view.seat].meld_count;
    int n = snprintf(buf, size, ",\"meta\":{\"q_values\":[");
    const char *sep = "";
    for (int bit = 0; bit < 46; bit++)
        if (mask & (1ull << bit)) {
            n += snprintf(buf + n, size - (size_t)n, "%s%d", sep, bit == chosen_bit ? 1 : 0);
            sep = ",";
        }
    n += snprintf(buf + n, size - (size_t)n,
                  "],\"mask_bits\":%llu,\"is_greedy\":true,\"shanten\":%d,\"at_furiten\":%s}}",
                  (unsigned long long)mask, tsumo_shanten_min(counts, melds),
                  c->view.furiten ? "true" : "false");
    return (size_t)n;
}

/* Writes one answer line; false when the output fails. */
static bool put_line(bot_state *b, const char *text)
{
    if (fputs(text, b->out) == EOF || putc('\n', b->out) == EOF)
        return false;
    return (mjai_reader_waiting(&b->in) && !ferror(b->out)) || fflush(b->out) == 0;
}

/* The answer as its dialect words it: an object, an akochan array, with the review's meta. */
static bool put_answer(bot_state *b, const mjai_event *ev, const choice *c)
{
    char out[4096];
    size_t n = mjai_format(out, sizeof out - 1024, &c->answer);
    if (n == 0)
        return false;
    if (b->o->dialect == DIALECT_REVIEW) {
        if (c->asked)
            put_meta(out + n - 1, sizeof out - n + 1, c, &b->rules, ev->type != MJAI_REACH);
        else
            snprintf(out + n - 1, sizeof out - n + 1, ",\"meta\":{\"mask_bits\":0}}");
    }
    return put_line(b, out);
}

/* akochan: [call, discard] or [reach, discard] in one answer, else [answer]. */
static bool put_array(bot_state *b, const choice *c)
{
    char first[1024], second[1024] = "", out[2100];
    if (mjai_format(first, sizeof first, &c->answer) == 0)
        return false;
    if (c->answer.type == MJAI_REACH && b->riichi.type == TSUMO_ACTION_RIICHI) {
        tsumo_action d = b->riichi;
        d.type = TSUMO_ACTION_DISCARD;
        mjai_event dahai;
        mjai_from_action(&d, &c->view, &b->rules, &dahai);
        mjai_format(second, sizeof second, &dahai);
    } else if (c->answer.type == MJAI_CHI || c->answer.type == MJAI_PON) {
        tsumo_game *after = mjai_seat_after(b->seat, &c->legal[c->chosen]);
        if (after) {
            choice next;
            decide_on(b, after, false, &next);
            tsumo_game_free(after);
            mjai_format(second, sizeof second, &next.answer);
        }
    }
    snprintf(out, sizeof out, "[%s%s%s]", first, second[0] ? "," : "", second);
    return put_line(b, out);
}

/* ---- the events ------------------------------------------------------------- */

static void put_parse_error(unsigned long line, const mjai_error *err)
{
    if (err->field[0])
        /* TRANSLATORS: the line number, the JSON field, then what it should hold. */
        fprintf(stderr, _("tsumo bot: line %lu: %s: expected %s\n"), line, err->field,
                _(err->expected));
    else
        fprintf(stderr, _("tsumo bot: line %lu: expected %s\n"), line, _(err->expected));
}

static void put_order_error(unsigned long line, const mjai_event *ev, const char *why)
{
    /* TRANSLATORS: the line number, the mjai event's type, then what was expected. */
    fprintf(stderr, _("tsumo bot: line %lu: %s cannot follow the events before: expected %s\n"),
            line, mjai_type_id((mjai_type)ev->type), _(why));
}

/* The status when an answer cannot be written: a server gone (1), else standard output (2). */
static int write_failed(const bot_state *b)
{
    fprintf(stderr, _("tsumo bot: the answer cannot be written: %s\n"), strerror(errno));
    return b->o->url ? CLI_EXIT_REFUSED : CLI_EXIT_USAGE;
}

/* What a bad line or event ends in: the bot's end (strict) or a logged none (lenient). */
static bool refused(bot_state *b)
{
    if (!b->o->lenient) {
        b->status = CLI_EXIT_USAGE;
        return false;
    }
    return true;
}

/* Whether the dialect wants an answer to `ev` (fed, decided on in *c). */
static bool wants_answer(const bot_state *b, const mjai_event *ev, const choice *c)
{
    switch (b->o->dialect) {
    case DIALECT_GIMITE:
        return ev->type != MJAI_END_GAME;
    case DIALECT_MORTAL: /* a host that says the seat can act gets an answer, none at worst */
        return ev->can_act == 1 || (ev->can_act < 0 && c->asked);
    case DIALECT_AKOCHAN:
        if (ev->type == MJAI_START_GAME || ev->type == MJAI_END_KYOKU || ev->type == MJAI_END_GAME)
            return false;
        return ev->can_act == 1 || (ev->can_act < 0 && c->asked);
    default:
        return true;
    }
}

/* Whether a refused event still wants its none: where the host waits for an answer. */
static bool wants_none(const bot_state *b, const mjai_event *ev)
{
    int me = mjai_seat_id(b->seat);
    bool own_turn = ev->actor == me && (ev->type == MJAI_TSUMO || ev->type == MJAI_REACH ||
                                        ev->type == MJAI_CHI || ev->type == MJAI_PON);
    switch (b->o->dialect) {
    case DIALECT_MORTAL:
    case DIALECT_AKOCHAN:
        return ev->can_act == 1 || (ev->can_act < 0 && own_turn);
    case DIALECT_GIMITE:
        return ev->type != MJAI_END_GAME;
    default:
        return true;
    }
}

static bool put_none(bot_state *b)
{
    if (b->o->dialect == DIALECT_AKOCHAN)
        return put_line(b, "[{\"type\":\"none\"}]");
    if (b->o->dialect == DIALECT_REVIEW)
        return put_line(b, "{\"type\":\"none\",\"meta\":{\"mask_bits\":0}}");
    return put_line(b, "{\"type\":\"none\"}");
}

/*
 * The none for a line that cannot be read (lenient): where every line is answered. Mortal's
 * and akochan's hosts wait only where the seat can act, which an unread line does not say:
 * an answer they did not wait for would be taken for the next one, so none is sent.
 */
static bool unread_none(bot_state *b)
{
    if (b->o->dialect == DIALECT_MORTAL || b->o->dialect == DIALECT_AKOCHAN)
        return true;
    if (put_none(b))
        return true;
    b->status = write_failed(b);
    return false;
}

/* hello and error, the gimite server's own: true when taken (answered or ending the game). */
static bool server_event(bot_state *b, const mjai_event *ev, unsigned long number)
{
    if (ev->type == MJAI_HELLO) {
        mjai_event join;
        char out[512];
        mjai_event_init(&join, MJAI_JOIN);
        snprintf(join.text, sizeof join.text, "%s", b->o->name ? b->o->name : DEFAULT_NAME);
        snprintf(join.room, sizeof join.room, "%s", b->room);
        if (mjai_format(out, sizeof out, &join) == 0 || !put_line(b, out))
            b->status = write_failed(b);
        return true;
    }
    if (ev->type == MJAI_ERROR) {
        char shown[4 * MJAI_MAX_TEXT + 8];
        /* TRANSLATORS: the line number, then the server's message, escaped. */
        fprintf(stderr, _("tsumo bot: line %lu: the server ends the game: %s\n"), number,
                cli_escape(shown, sizeof shown, ev->text, strlen(ev->text)));
        b->status = CLI_EXIT_REFUSED;
        b->over = true;
        return true;
    }
    return false;
}

/* Feeds one event; *fed false when it was refused (and the bot goes on: lenient). */
static bool feed(bot_state *b, mjai_event *ev, unsigned long number, bool *fed)
{
    const char *why = NULL;
    *fed = false;
    if (ev->type == MJAI_START_GAME && b->o->seat != MJAI_NO_SEAT)
        ev->id = (int8_t)b->o->seat; /* the command line's seat is the host's word */
    if (ev->type == MJAI_START_GAME && ev->id == MJAI_NO_SEAT &&
        mjai_seat_id(b->seat) == MJAI_NO_SEAT) {
        why = N_("start_game with the seat's id, or the seat on the command line (--seat)");
    } else if (mjai_seat_feed(b->seat, ev, &why)) {
        *fed = true;
        return true;
    }
    put_order_error(number, ev, why);
    return refused(b);
}

/* One event of a line: read, fed and answered as the dialect wants. */
static bool take_event(bot_state *b, mjai_event *ev, unsigned long number)
{
    if (server_event(b, ev, number))
        return b->status == CLI_EXIT_OK;
    bool fed;
    if (!feed(b, ev, number, &fed))
        return false;
    if (b->o->dialect == DIALECT_GIMITE && ev->type == MJAI_END_GAME)
        b->over = true; /* the client leaves: no answer */
    if (ev->type == MJAI_END_KYOKU)
        b->kyokus++;
    if (!fed)
        return !wants_none(b, ev) || put_none(b) || (b->status = write_failed(b), false);
    choice c;
    answer_to(b, ev, &c);
    if (!wants_answer(b, ev, &c))
        return true;
    bool ok = b->o->dialect == DIALECT_AKOCHAN ? put_array(b, &c) : put_answer(b, ev, &c);
    if (!ok)
        b->status = write_failed(b);
    return ok;
}

/* mjai.app: a line of events, the answer to the last of them (none when not asked). */
static bool take_batch(bot_state *b, const char *line, size_t len, unsigned long number)
{
    mjai_batch batch;
    mjai_error err;
    mjai_event ev;
    choice c;
    bool last_fed = false, joined = false;
    if (!mjai_batch_open(&batch, line, len, &err)) {
        put_parse_error(number, &err);
        return refused(b) && (put_none(b) || (b->status = write_failed(b), false));
    }
    int got;
    while ((got = mjai_batch_next(&batch, &ev, &err)) != 0) {
        last_fed = joined = false;
        if (got < 0) {
            put_parse_error(number, &err);
            if (!refused(b))
                break;
            continue;
        }
        if (server_event(b, &ev, number)) {
            if (b->status != CLI_EXIT_OK)
                break;
            joined = ev.type == MJAI_HELLO; /* its join is the line's answer */
            continue;
        }
        if (!feed(b, &ev, number, &last_fed))
            break;
    }
    mjai_batch_close(&batch);
    if (b->status != CLI_EXIT_OK || b->over)
        return false;
    if (joined)
        return true;
    mjai_event_init(&c.answer, MJAI_NONE);
    c.asked = false;
    if (last_fed)
        answer_to(b, &ev, &c);
    if (!put_answer(b, &ev, &c)) {
        b->status = write_failed(b);
        return false;
    }
    return true;
}

static bool take_line(bot_state *b, const char *line, size_t len)
{
    unsigned long number = b->in.number;
    if (b->o->dialect == DIALECT_MJAIAPP)
        return take_batch(b, line, len, number);
    mjai_event ev;
    mjai_error err;
    if (!mjai_parse(line, len, &ev, &err)) {
        put_parse_error(number, &err);
        return refused(b) && unread_none(b);
    }
    return take_event(b, &ev, number);
}

/*
 * The review's last line, as Mortal's review mode ends: the model's name and, for each hand,
 * the chances of each seat's final place. tsumo has no model of places: each is a quarter.
 */
static void put_review_end(bot_state *b)
{
    fprintf(b->out, "{\"model_tag\":\"tsumo-level%d\",\"phi_matrix\":[", b->o->level);
    for (int k = 0; k < b->kyokus; k++)
        fprintf(b->out,
                "%s[[0.25,0.25,0.25,0.25],[0.25,0.25,0.25,0.25],[0.25,0.25,0.25,0.25],"
                "[0.25,0.25,0.25,0.25]]",
                k ? "," : "");
    fputs("]}\n", b->out);
}

/* Reads the events to the end of the input or of the game; the exit status. */
static int run(bot_state *b)
{
    const char *line = NULL;
    size_t len = 0;
    mjai_read_status st;
    b->status = CLI_EXIT_OK;
    while (!b->over && (st = mjai_reader_next(&b->in, &line, &len)) != MJAI_READ_END) {
        if (st == MJAI_READ_TOO_LONG) {
            /* TRANSLATORS: the line number, then the most bytes a line may have. */
            fprintf(stderr, _("tsumo bot: line %lu: expected a line of at most %d bytes\n"),
                    b->in.number, MJAI_MAX_INPUT);
            if (!refused(b) || !unread_none(b))
                break;
            continue;
        }
        if (st == MJAI_READ_NO_MEMORY) {
            fputs(_("tsumo bot: out of memory\n"), stderr);
            b->status = CLI_EXIT_USAGE;
            break;
        }
        if (st == MJAI_READ_TIMEOUT) {
            fprintf(stderr, _("tsumo bot: no event from the server for %.1f seconds\n"),
                    b->in.timeout_ms / 1000.0);
            b->status = CLI_EXIT_REFUSED;
            break;
        }
        if (st == MJAI_READ_FAILED) {
            fprintf(stderr, _("tsumo bot: the input cannot be read: %s\n"), strerror(errno));
            b->status = CLI_EXIT_REFUSED;
            break;
        }
        if (!take_line(b, line, len))
            break;
    }
    if (b->o->dialect == DIALECT_REVIEW && b->status == CLI_EXIT_OK)
        put_review_end(b);
    if (fflush(b->out) != 0 && b->status == CLI_EXIT_OK)
        b->status = write_failed(b);
    return b->status;
}

/* ---- the TCP client ---------------------------------------------------------- */

/* One address tried: a connected socket, or -1 with *err set (ETIMEDOUT past timeout_ms). */
static int connect_one(const struct addrinfo *ai, int timeout_ms, int *err)
{
    int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
    if (fd < 0) {
        *err = errno;
        return -1;
    }
    int flags = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    int c = connect(fd, ai->ai_addr, ai->ai_addrlen);
    if (c < 0 && errno == EINPROGRESS) {
        struct pollfd p = {.fd = fd, .events = POLLOUT};
        socklen_t len = sizeof *err;
        int n;
        while ((n = poll(&p, 1, timeout_ms)) < 0 && errno == EINTR)
            ;
        *err = n == 0 ? ETIMEDOUT : 0;
        if (n > 0 && getsockopt(fd, SOL_SOCKET, SO_ERROR, err, &len) < 0)
            *err = errno;
        c = *err ? -1 : 0;
    } else if (c < 0) {
        *err = errno;
    }
    if (c < 0) {
        close(fd);
        return -1;
    }
    fcntl(fd, F_SETFL, flags);
    return fd;
}

/* A connected socket, waiting at most timeout_ms (-1 as long as it takes); -1 said why. */
static int dial(const char *host, const char *port, int timeout_ms)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *list, *ai;
    int rc = getaddrinfo(host, port, &hints, &list), fd = -1, err = 0;
    if (rc != 0) {
        char shown[256];
        fprintf(stderr, _("tsumo bot: %s: %s\n"), cli_shown(shown, sizeof shown, host),
                gai_strerror(rc));
        return -1;
    }
    for (ai = list; ai && fd < 0; ai = ai->ai_next)
        fd = connect_one(ai, timeout_ms, &err);
    freeaddrinfo(list);
    if (fd < 0) {
        char shown[256];
        fprintf(stderr, _("tsumo bot: cannot connect to %s:%s: %s\n"),
                cli_shown(shown, sizeof shown, host), port, strerror(err));
        return -1;
    }
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (timeout_ms > 0) {
        struct timeval tv = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    }
    return fd;
}

int cli_bot(int argc, char **argv)
{
    bot_options o;
    int status = parse_args(&o, argc, argv);
    if (status >= 0)
        return status;
    bot_state b = {.o = &o, .out = stdout, .room = DEFAULT_ROOM};
    mjai_reader_init(&b.in, 0, -1);
    mjai_url url;
    if (o.url && !mjai_url_parse(o.url, &url)) {
        char shown[256];
        cli_refuse(&cli_bot_verb,
                   _("'%s': expected mjsonp://HOST:PORT/ROOM (a port from 1 to 65535, a room "
                     "of 1 to 63 letters, digits or signs)"),
                   cli_shown(shown, sizeof shown, o.url));
        return CLI_EXIT_USAGE;
    }
    if (!cli_rules_load(&b.rules, o.rules_arg ? o.rules_arg : TSUMO_RULES_DEFAULT_NAME))
        return CLI_EXIT_USAGE;
    if (!(b.seat = mjai_seat_new(&b.rules))) {
        fputs(_("tsumo bot: out of memory\n"), stderr);
        return CLI_EXIT_USAGE;
    }
    mjai_seat_set_id(b.seat, o.seat);
    int fd = -1;
    if (o.url) {
        signal(SIGPIPE, SIG_IGN); /* a server gone is a write that fails, said and ended */
        fd = dial(url.host, url.port, o.timeout_ms);
        FILE *out = fd >= 0 ? fdopen(dup(fd), "w") : NULL;
        if (!out) {
            if (fd >= 0)
                close(fd);
            mjai_seat_free(b.seat);
            return CLI_EXIT_REFUSED;
        }
        b.out = out;
        b.room = url.room;
        mjai_reader_init(&b.in, fd, o.timeout_ms);
    }
    status = run(&b);
    if (o.url) {
        if (status == CLI_EXIT_OK && !b.over) {
            fputs(_("tsumo bot: the server closed the connection before end_game\n"), stderr);
            status = CLI_EXIT_REFUSED;
        }
        fclose(b.out);
        close(fd);
    }
    mjai_reader_free(&b.in);
    mjai_seat_free(b.seat);
    return status;
}

/*
 * tsumo bot --mjai: a computer player that speaks the mjai protocol
 * (docs/mjai.md). Each line of standard input is one event; each gets one
 * line of answer on standard output, `none` unless the event asks this seat
 * to decide. The seat's model (src/common/mjai-seat.c) mirrors the hand in
 * the engine, so that the view and the legal actions bot_decide() gets are
 * the engine's; the decision maps back to an mjai action.
 */
#include "cli.h"
#include "lines.h"
#include "mjai-seat.h"

#include <poll.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"

typedef struct bot_options {
    bool mjai;
    int level;
    const char *rules_arg;
} bot_options;

enum { OPT_MJAI = 1, OPT_LEVEL, OPT_RULES };

static const cli_option bot_rows[] = {
    {"--mjai", OPT_MJAI, CLI_FLAG, NULL, 0, 0, NULL, N_("speak mjai (the only protocol so far)"),
     0},
    {"--level", OPT_LEVEL, CLI_NUMBER, "L", BOT_LEVEL_MIN, BOT_LEVEL_MAX, NULL,
     N_("the computer player's level, 1 to 3 (default 2)"), 0},
    {"--rules", OPT_RULES, CLI_STRING, "R", 0, 0, NULL,
     N_("a shipped ruleset or a file (default %s; mjai servers play Tenhou's rules, --rules "
        "tenhou)"),
     CLI_DEFAULT_RULES},
};

const cli_verb cli_bot_verb = {
    "bot",
    N_("Usage: tsumo bot --mjai [--level L] [--rules R]\n"),
    N_("A computer player for the mjai protocol: reads one event a line on standard\n"
       "input (start_game, start_kyoku, tsumo, dahai, calls, reach, hora, ...) and\n"
       "answers each with one JSON object a line on standard output (docs/mjai.md).\n"),
    CLI_OPTIONS(bot_rows),
    N_("Exit status: 0 at the end of the input, 2 bad usage or a line that is not\n"
       "an event that can follow the ones before.\n"),
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    bot_options *o = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_MJAI:
        o->mjai = true;
        return true;
    case OPT_LEVEL:
        o->level = (int)arg->number;
        return true;
    case OPT_RULES:
        o->rules_arg = arg->text;
        return true;
    default:
        return cli_refuse_operand(&cli_bot_verb, arg);
    }
}

static int parse_args(bot_options *o, int argc, char **argv)
{
    *o = (bot_options){.level = 2};
    int st = cli_parse(&cli_bot_verb, argc, argv, take_arg, o);
    if (st != CLI_GO_ON)
        return st;
    if (!o->mjai) {
        cli_refuse(&cli_bot_verb, "%s", _("say which protocol: --mjai"));
        return CLI_EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* The seat's state between events: the riichi it chose, whose tile follows its reach. */
typedef struct bot_state {
    mjai_seat *seat;
    int level;
    tsumo_rules rules;
    tsumo_action riichi; /* type NONE when no riichi was chosen */
} bot_state;

/* The decision on the mirror's view and legal list; `riichi_only` after an own reach. */
static void decide(bot_state *b, bool riichi_only, mjai_event *answer)
{
    const tsumo_game *g = mjai_seat_game(b->seat);
    int me = mjai_seat_id(b->seat);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], chosen;
    int n = tsumo_game_legal(g, me, legal, TSUMO_GAME_MAX_LEGAL), kept = 0;
    for (int i = 0; i < n; i++)
        if (!riichi_only || legal[i].type == TSUMO_ACTION_RIICHI)
            legal[kept++] = legal[i];
    tsumo_view view;
    tsumo_game_view(g, me, &view);
    if (kept == 0 || bot_decide(&view, legal, kept, b->level, &b->rules, &chosen) < 0) {
        mjai_event_init(answer, MJAI_NONE);
        return;
    }
    mjai_from_action(&chosen, &view, &b->rules, answer);
    b->riichi = chosen;
    if (chosen.type == TSUMO_ACTION_RIICHI && riichi_only) {
        /* the reach is out: its discard is the answer now */
        chosen.type = TSUMO_ACTION_DISCARD;
        mjai_from_action(&chosen, &view, &b->rules, answer);
    }
}

static void answer_to(bot_state *b, const mjai_event *ev, mjai_event *answer)
{
    mjai_event_init(answer, MJAI_NONE);
    if (!mjai_seat_asked(b->seat, ev))
        return;
    if (ev->type == MJAI_REACH) {
        if (b->riichi.type == TSUMO_ACTION_RIICHI) {
            tsumo_action d = b->riichi;
            d.type = TSUMO_ACTION_DISCARD;
            tsumo_view view;
            tsumo_game_view(mjai_seat_game(b->seat), mjai_seat_id(b->seat), &view);
            mjai_from_action(&d, &view, &b->rules, answer);
        } else {
            decide(b, true, answer);
        }
        b->riichi.type = TSUMO_ACTION_NONE;
        return;
    }
    decide(b, false, answer);
}

/* Whether the next line can be read without waiting (more input is there, or its end). */
static bool input_ready(void)
{
    struct pollfd p = {.fd = 0, .events = POLLIN};
    return poll(&p, 1, 0) == 1;
}

/*
 * Each answer is flushed before the bot waits for the next event; while the
 * peer has sent more already (a log fed at once), answers are written in
 * blocks instead of one system call each.
 */
static bool put_answer(const mjai_event *answer)
{
    char out[1024];
    if (mjai_format(out, sizeof out, answer) == 0)
        return false;
    puts(out);
    return (input_ready() && !ferror(stdout)) || fflush(stdout) == 0;
}

static void put_parse_error(unsigned long line, const mjai_error *err)
{
    if (err->field[0])
        /* TRANSLATORS: the line number, the JSON field, then what it should hold. */
        fprintf(stderr, _("tsumo bot: line %lu: %s: expected %s\n"), line, err->field,
                _(err->expected));
    else
        fprintf(stderr, _("tsumo bot: line %lu: expected %s\n"), line, _(err->expected));
}

/* Reads the events to the end of the input; the exit status. */
static int run(bot_state *b)
{
    lines in;
    lines_from_stream(&in, stdin);
    const char *line;
    size_t len;
    int status = CLI_EXIT_OK;
    while (status == CLI_EXIT_OK && lines_next(&in, &line, &len) != LINES_END) {
        unsigned long number = (unsigned long)in.number;
        mjai_event ev, answer;
        mjai_error err;
        const char *why = NULL;
        if (!mjai_parse(line, (size_t)len, &ev, &err)) {
            put_parse_error(number, &err);
            status = CLI_EXIT_USAGE;
        } else if (!mjai_seat_feed(b->seat, &ev, &why)) {
            /* TRANSLATORS: the line number, the mjai event's type, then what was expected. */
            fprintf(stderr,
                    _("tsumo bot: line %lu: %s cannot follow the events before: expected %s\n"),
                    number, mjai_type_id((mjai_type)ev.type), _(why));
            status = CLI_EXIT_USAGE;
        } else {
            answer_to(b, &ev, &answer);
            if (!put_answer(&answer))
                status = CLI_EXIT_USAGE;
        }
    }
    lines_close(&in);
    if (fflush(stdout) != 0 && status == CLI_EXIT_OK)
        status = CLI_EXIT_USAGE;
    return status;
}

int cli_bot(int argc, char **argv)
{
    bot_options o;
    int status = parse_args(&o, argc, argv);
    if (status >= 0)
        return status;
    bot_state b = {.level = o.level};
    if (!cli_rules_load(&b.rules, o.rules_arg ? o.rules_arg : TSUMO_RULES_DEFAULT_NAME))
        return CLI_EXIT_USAGE;
    if (!(b.seat = mjai_seat_new(&b.rules))) {
        fputs(_("tsumo bot: out of memory\n"), stderr);
        return CLI_EXIT_USAGE;
    }
    status = run(&b);
    mjai_seat_free(b.seat);
    return status;
}

/*
 * `tsumo serve --mjai`: a referee for mjai bots over TCP, as gimite's mjai
 * server speaks it (the mjsonp protocol, docs/mjai.md "tsumo serve"). Four
 * clients join a room; the engine plays whole games under any ruleset with
 * them, each seat sent the events it may see (mjai-table.c) and each answer
 * checked by the engine. One thread: the lobby polls the listening socket and
 * the clients that have not joined; a game waits on each answer with a
 * deadline.
 */
#include "cli.h"
#include "games.h"
#include "mjai-table.h"

#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#define JOIN_TIMEOUT_MS 10000 /* from the hello to the join */
#define LOBBY_MAX       16    /* connections waiting to join at once */
#define NOTES_SHOWN     10    /* a seat's notes of a game on stderr, the rest in the notes file */

typedef struct serve_options {
    bool mjai;
    const char *host, *room, *rules_arg, *record_dir;
    long games;
    uint64_t seed;
    int port, timeout_ms;
    int illegal; /* 0 penalty, 1 discard */
} serve_options;

enum {
    OPT_MJAI = 1,
    OPT_PORT,
    OPT_HOST,
    OPT_ROOM,
    OPT_RULES,
    OPT_GAMES,
    OPT_RECORD,
    OPT_SEED,
    OPT_TIMEOUT,
    OPT_ILLEGAL
};

static const cli_option serve_rows[] = {
    {"--mjai", OPT_MJAI, CLI_FLAG, NULL, 0, 0, NULL,
     N_("speak mjai's mjsonp protocol (the only one so far)"), 0},
    {"--port", OPT_PORT, CLI_NUMBER, "P", 0, 65535, NULL,
     N_("the TCP port to listen on (default 11600; 0: any free port, printed)"), 0},
    {"--host", OPT_HOST, CLI_STRING, "ADDR", 0, 0, NULL,
     N_("the address to listen on (default 127.0.0.1, this machine only)"), 0},
    {"--room", OPT_ROOM, CLI_STRING, "NAME", 0, 0, NULL,
     N_("the room clients join (default 'default')"), 0},
    {"--rules", OPT_RULES, CLI_STRING, "R", 0, 0, NULL,
     N_("a shipped ruleset or a file (default %s)"), CLI_DEFAULT_RULES},
    {"--games", OPT_GAMES, CLI_NUMBER, "N", 1, 1000000, NULL,
     N_("games to play, four clients joining for each (default 1)"), 0},
    {"--record", OPT_RECORD, CLI_STRING, "DIR", 0, 0, NULL,
     N_("write each game to DIR as an mjai log (serve-SEED.mjson), a record (serve-SEED.txt) "
        "and its notes (serve-SEED.notes)"),
     0},
    {"--seed", OPT_SEED, CLI_SEED, "S", 0, 0, NULL,
     N_("the first game's seed (default 1); game i is played from S+i"), 0},
    {"--timeout", OPT_TIMEOUT, CLI_SECONDS, "SECONDS", 0, 3600, NULL,
     N_("how long each answer may take (default 10); a client late three times in a row is "
        "played by level 1"),
     0},
    {"--illegal", OPT_ILLEGAL, CLI_CHOICE, "HOW", 0, 0, "penalty|discard",
     N_("an answer the rules forbid: 'penalty' (the default: a false win or a wrong call is "
        "accepted and punished as in penalize mode; anything else as 'discard') or 'discard' "
        "(the drawn tile is discarded, a claim passed)"),
     0},
};

const cli_verb cli_serve_verb = {
    "serve",
    N_("Usage: tsumo serve --mjai [--port P] [--rules R] [--games N] [--record DIR]\n"),
    N_("An mjai server (gimite's mjsonp protocol over TCP): four clients join a room\n"
       "and play whole games under any ruleset, tsumo's engine the referee; each\n"
       "seat is sent only what it may see, and each answer is checked\n"
       "(docs/mjai.md).\n"),
    CLI_OPTIONS(serve_rows),
    N_("Exit status: 0 when every game was played, 1 when one could not be, 2 bad\n"
       "usage or a port that cannot be listened on.\n"),
};

static bool take_arg(void *ctx, const cli_arg *arg)
{
    serve_options *o = ctx;
    switch (arg->option ? arg->option->id : 0) {
    case OPT_MJAI:
        o->mjai = true;
        return true;
    case OPT_PORT:
        o->port = (int)arg->number;
        return true;
    case OPT_HOST:
        o->host = arg->text;
        return true;
    case OPT_ROOM:
        o->room = arg->text;
        return true;
    case OPT_RULES:
        o->rules_arg = arg->text;
        return true;
    case OPT_GAMES:
        o->games = (long)arg->number;
        return true;
    case OPT_RECORD:
        o->record_dir = arg->text;
        return true;
    case OPT_SEED:
        o->seed = arg->number;
        return true;
    case OPT_TIMEOUT:
        o->timeout_ms = (int)arg->number;
        return true;
    case OPT_ILLEGAL:
        o->illegal = (int)arg->number;
        return true;
    default:
        return cli_refuse_operand(&cli_serve_verb, arg);
    }
}

/* ---- listening ---------------------------------------------------------------- */

static int listen_on(const serve_options *o, char *url, size_t size)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC,
                             .ai_socktype = SOCK_STREAM,
                             .ai_flags = AI_PASSIVE | AI_NUMERICSERV};
    struct addrinfo *res = NULL;
    char shown[256], port_text[16];
    snprintf(port_text, sizeof port_text, "%d", o->port);
    int rc = getaddrinfo(o->host, port_text, &hints, &res);
    if (rc != 0) {
        fprintf(stderr, _("tsumo serve: cannot listen on %s: %s\n"),
                cli_shown(shown, sizeof shown, o->host), gai_strerror(rc));
        return -1;
    }
    int fd = -1, err = 0;
    for (struct addrinfo *a = res; a && fd < 0; a = a->ai_next) {
        fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0) {
            err = errno;
            continue;
        }
        int one = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (bind(fd, a->ai_addr, a->ai_addrlen) != 0 || listen(fd, LOBBY_MAX) != 0) {
            err = errno;
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(res);
    if (fd < 0) {
        fprintf(stderr, _("tsumo serve: cannot listen on %s port %d: %s\n"),
                cli_shown(shown, sizeof shown, o->host), o->port, strerror(err));
        return -1;
    }
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    char host[1025] = "?", port[32] = "?";
    if (getsockname(fd, (struct sockaddr *)&ss, &len) == 0)
        getnameinfo((struct sockaddr *)&ss, len, host, sizeof host, port, sizeof port,
                    NI_NUMERICHOST | NI_NUMERICSERV);
    char room[128];
    snprintf(url, size, strchr(host, ':') ? "mjsonp://[%s]:%s/%s" : "mjsonp://%s:%s/%s", host, port,
             cli_shown(room, sizeof room, o->room));
    return fd;
}

/* ---- the lobby: four clients join ----------------------------------------------- */

typedef struct client {
    mjai_peer *peer;
    long long deadline; /* for the join */
    bool joined;
    char name[TSUMO_NAME_SIZE];
} client;

static void send_json(mjai_peer *p, json_t *obj)
{
    char *text = json_dumps(obj, JSON_COMPACT | JSON_PRESERVE_ORDER);
    if (text)
        mjai_peer_send(p, text, strlen(text), 1000);
    free(text);
    json_decref(obj);
}

static void drop(client *c, const char *error)
{
    if (error)
        send_json(c->peer, json_pack("{s:s,s:s}", "type", "error", "message", error));
    close(c->peer->in);
    free(c->peer);
    c->peer = NULL;
}

static void accept_client(int listener, client *lobby, int *count)
{
    int fd = accept(listener, NULL, NULL);
    if (fd < 0)
        return;
    mjai_peer *p = malloc(sizeof *p);
    if (!p) {
        free(p);
        close(fd);
        return;
    }
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    mjai_peer_init(p, fd, fd, true);
    client *c = &lobby[(*count)++];
    *c = (client){.peer = p, .deadline = mjai_now_ms() + JOIN_TIMEOUT_MS};
    send_json(p, json_pack("{s:s,s:s,s:i}", "type", "hello", "protocol", "mjsonp",
                           "protocol_version", 3));
}

/* A waiting client's input: its join, or its end. True when it joined. */
static bool hear_client(const serve_options *o, client *c)
{
    const char *line, *error = NULL;
    size_t len;
    mjai_got got = mjai_peer_line(c->peer, 0, &line, &len);
    if (got == MJAI_GOT_TIMEOUT)
        return false; /* not a whole line yet */
    if (got == MJAI_GOT_LINE && !(error = mjai_table_join(line, len, o->room, c->name)))
        return true;
    drop(c, got == MJAI_GOT_LONG ? "a line too long" : error);
    return false;
}

/*
 * The clients between games: greeted, joined or not yet. Those who join while
 * four are playing wait for the next game; the listening socket is not read
 * during a game, so that a connection then waits in its backlog.
 */
typedef struct lobby {
    client c[LOBBY_MAX];
    int count;
} lobby;

/* The clients who joined take the free seats, first come first seated. */
static void seat_joined(lobby *l, client seated[4], int *n)
{
    int kept = 0;
    for (int i = 0; i < l->count; i++) {
        client *c = &l->c[i];
        if (c->peer && c->joined && *n < 4) {
            seated[(*n)++] = *c;
            char name[4 * TSUMO_NAME_SIZE];
            printf(_("tsumo serve: %s joined (%d of 4)\n"), cli_shown(name, sizeof name, c->name),
                   *n);
            fflush(stdout);
        } else if (c->peer) {
            l->c[kept++] = *c;
        }
    }
    l->count = kept;
}

/* Waits for four clients to join; false when the listening socket fails. */
static bool gather(const serve_options *o, int listener, lobby *l, client seated[4])
{
    int n = 0;
    seat_joined(l, seated, &n);
    while (n < 4) {
        struct pollfd pfd[LOBBY_MAX + 1];
        pfd[0] = (struct pollfd){.fd = listener, .events = POLLIN};
        for (int i = 0; i < l->count; i++)
            pfd[i + 1] = (struct pollfd){.fd = l->c[i].peer->in, .events = POLLIN};
        if (poll(pfd, (nfds_t)l->count + 1, 500) < 0 && errno != EINTR)
            return false;
        long long now = mjai_now_ms();
        for (int i = 0; i < l->count; i++) {
            client *c = &l->c[i];
            if (c->joined)
                continue;
            if (pfd[i + 1].revents || c->peer->len)
                c->joined = hear_client(o, c);
            if (c->peer && !c->joined && now > c->deadline)
                drop(c, "no join in time");
        }
        seat_joined(l, seated, &n);
        if ((pfd[0].revents & POLLIN) && l->count < LOBBY_MAX)
            accept_client(listener, l->c, &l->count);
    }
    return true;
}

/* ---- one game ---------------------------------------------------------------------- */

typedef struct serve_game {
    const serve_options *o;
    mjai_table *table;
    tsumo_game *game;
    const tsumo_rules *rules;
    tsumo_record *rec;
    FILE *log, *notes;
    mjai_stream stream; /* the whole game, for the log */
    char names[4][TSUMO_NAME_SIZE];
    long number;
    bool failed;
    int told[4]; /* notes told on stderr, by seat */
} serve_game;

static const char *const note_ids[] = {
    [MJAI_NOTE_GARBAGE] = N_("an answer that is no mjai event"),
    [MJAI_NOTE_REFUSED] = N_("an answer the engine refuses"),
    [MJAI_NOTE_LATE] = N_("no answer in time"),
    [MJAI_NOTE_GONE] = N_("disconnected: level 1 plays the seat from here"),
};

static void put_note(FILE *to, serve_game *sg, int seat, mjai_note note, const char *line,
                     size_t len, tsumo_reason why)
{
    char shown_line[512], name[4 * TSUMO_NAME_SIZE], hand[32];
    tsumo_view v;
    tsumo_game_view(sg->game, TSUMO_NO_SEAT, &v);
    games_hand_name(hand, sizeof hand, v.round, v.hand);
    /* TRANSLATORS: the game's number, the hand ("East 2"), the seat, its player's name and what
       happened ("no answer in time"). */
    fprintf(to, _("game %ld, %s: seat %d (%s): %s"), sg->number, hand, seat,
            cli_shown(name, sizeof name, sg->names[seat]), _(note_ids[note]));
    if (note == MJAI_NOTE_REFUSED)
        fprintf(to, " (%s)", _(tsumo_reason_msgid(why)));
    if (len)
        fprintf(to, ": %s", cli_escape(shown_line, sizeof shown_line, line, len));
    fputc('\n', to);
}

static void noted(void *ctx, int seat, mjai_note note, const char *line, size_t len,
                  tsumo_reason why)
{
    serve_game *sg = ctx;
    if (++sg->told[seat] <= NOTES_SHOWN || note == MJAI_NOTE_GONE) {
        fputs("tsumo serve: ", stderr);
        put_note(stderr, sg, seat, note, line, len, why);
        if (sg->told[seat] == NOTES_SHOWN && note != MJAI_NOTE_GONE)
            fprintf(stderr,
                    _("tsumo serve: game %ld: seat %d: more notes of this game only in "
                      "its notes file (--record)\n"),
                    sg->number, seat);
    }
    if (sg->notes)
        put_note(sg->notes, sg, seat, note, line, len, why);
}

static seat_answer serve_decide(seats *loop, int seat, const tsumo_action *legal, int n,
                                tsumo_action *out)
{
    serve_game *sg = loop->arg;
    return mjai_table_decide(sg->table, loop, seat, legal, n, out);
}

static void log_lines(serve_game *sg, const mjai_msg *msgs, int n)
{
    char line[2048];
    for (int i = 0; i < n && sg->log; i++)
        if (mjai_msg_format(line, sizeof line, &msgs[i]))
            fprintf(sg->log, "%s\n", line);
}

static bool serve_applied(seats *loop, const tsumo_action *a, const tsumo_event *evs, int n)
{
    serve_game *sg = loop->arg;
    mjai_table_applied(sg->table, evs, n);
    if (sg->log) {
        mjai_msg msgs[MJAI_STREAM_MAX];
        log_lines(sg, msgs, mjai_stream_feed(&sg->stream, loop->game, sg->rules, evs, n, msgs));
    }
    if (sg->rec && tsumo_record_add(sg->rec, loop->game, a) != TSUMO_OK)
        sg->failed = true;
    return true;
}

static FILE *open_in(const serve_options *o, uint64_t seed, const char *ext)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/serve-%llu.%s", o->record_dir, (unsigned long long)seed, ext);
    FILE *f = fopen(path, "w");
    if (!f) {
        char shown[4096];
        fprintf(stderr, _("tsumo serve: cannot write '%s': %s\n"),
                cli_shown(shown, sizeof shown, path), strerror(errno));
    }
    return f;
}

static bool write_record(const serve_options *o, uint64_t seed, const tsumo_record *rec)
{
    FILE *f = open_in(o, seed, "txt");
    if (!f)
        return false;
    size_t n = tsumo_record_format(NULL, 0, rec);
    char *text = malloc(n + 1);
    bool ok = text && (tsumo_record_format(text, n + 1, rec), fwrite(text, 1, n, f) == n);
    free(text);
    return fclose(f) == 0 && ok;
}

static void print_result(serve_game *sg, uint64_t seed)
{
    const tsumo_game_final *f = tsumo_game_final_result(sg->game);
    const mjai_table_counts *c = mjai_table_counted(sg->table);
    printf(_("tsumo serve: game %ld (seed %llu):"), sg->number, (unsigned long long)seed);
    for (int s = 0; s < 4 && f; s++) {
        char name[4 * TSUMO_NAME_SIZE];
        printf(" %s %d", cli_shown(name, sizeof name, sg->names[s]), (int)f->points[s]);
    }
    putchar('\n');
    /* TRANSLATORS: the counts of one game's mjai exchange. */
    printf(_("tsumo serve: %ld events, %ld answers, %ld decisions, %ld refused, %ld late, %ld "
             "not mjai\n"),
           c->messages, c->answers, c->decisions, c->refused, c->late, c->garbage);
    fflush(stdout);
}

static bool play(const serve_options *o, const tsumo_rules *rules, client seated[4], long number)
{
    uint64_t seed = o->seed + (uint64_t)number;
    serve_game sg = {.o = o, .rules = rules, .number = number + 1};
    tsumo_game_setup setup = {.seed = seed, .draw_seats = true};
    for (int i = 0; i < 4; i++)
        setup.names[i] = seated[i].name;
    if (tsumo_game_new(&sg.game, rules, &setup) != TSUMO_OK ||
        (o->record_dir && tsumo_record_new(&sg.rec, rules, &setup) != TSUMO_OK)) {
        tsumo_game_free(sg.game);
        return false;
    }
    tsumo_view v;
    tsumo_game_view(sg.game, TSUMO_NO_SEAT, &v);
    mjai_peer *peers[4];
    for (int s = 0; s < 4; s++) {
        peers[s] = seated[v.seats[s].player & 3].peer;
        memcpy(sg.names[s], v.seats[s].name, TSUMO_NAME_SIZE);
    }
    mjai_stream_init(&sg.stream, MJAI_TABLE_ALL);
    if (o->record_dir) {
        sg.log = open_in(o, seed, "mjson");
        sg.notes = open_in(o, seed, "notes");
        sg.failed = !sg.log || !sg.notes;
    }
    sg.table = mjai_table_new(rules, peers, o->timeout_ms, noted, &sg);
    if (sg.table) {
        mjai_msg start;
        mjai_stream_start(&sg.stream, (const char(*)[TSUMO_NAME_SIZE])sg.names, &start);
        log_lines(&sg, &start, 1);
        mjai_table_start(sg.table, sg.game, (const char(*)[TSUMO_NAME_SIZE])sg.names);
        seats loop;
        seats_init(&loop, sg.game, rules, SEAT_OUTSIDE, BOT_LEVEL_MIN);
        for (int s = 0; s < 4; s++)
            loop.seat[s].decide = serve_decide;
        loop.applied = serve_applied;
        loop.arg = &sg;
        if (seats_run(&loop) != SEATS_OVER)
            sg.failed = true;
        mjai_table_finish(sg.table);
        print_result(&sg, seed);
    } else {
        sg.failed = true;
    }
    if (sg.log && fclose(sg.log) != 0)
        sg.failed = true;
    if (sg.notes && fclose(sg.notes) != 0)
        sg.failed = true;
    if (sg.rec && !write_record(o, seed, sg.rec))
        sg.failed = true;
    mjai_table_free(sg.table);
    tsumo_record_free(sg.rec);
    tsumo_game_free(sg.game);
    return !sg.failed;
}

int cli_serve(int argc, char **argv)
{
    serve_options o = {.host = "127.0.0.1",
                       .port = 11600,
                       .room = "default",
                       .games = 1,
                       .seed = 1,
                       .timeout_ms = 10000};
    int st = cli_parse(&cli_serve_verb, argc, argv, take_arg, &o);
    if (st != CLI_GO_ON)
        return st;
    if (!o.mjai)
        return cli_usage_error(&cli_serve_verb, "%s", _("say which protocol: --mjai"));
    tsumo_rules rules;
    if (!cli_rules_load(&rules, o.rules_arg ? o.rules_arg : TSUMO_RULES_DEFAULT_NAME))
        return CLI_EXIT_USAGE;
    if (o.illegal == 0)
        rules.penalties = TSUMO_PENALTIES_PENALIZE;
    struct stat sb;
    if (o.record_dir && (stat(o.record_dir, &sb) != 0 || !S_ISDIR(sb.st_mode))) {
        char shown[256];
        fprintf(stderr, _("tsumo serve: '%s' is not a directory\n"),
                cli_shown(shown, sizeof shown, o.record_dir));
        return CLI_EXIT_USAGE;
    }
    signal(SIGPIPE, SIG_IGN);
    char url[512];
    int listener = listen_on(&o, url, sizeof url);
    if (listener < 0)
        return CLI_EXIT_USAGE;
    printf(_("tsumo serve: listening on %s\n"), url);
    fflush(stdout);
    int status = CLI_EXIT_OK;
    lobby waiting = {.count = 0};
    for (long g = 0; g < o.games; g++) {
        client seated[4];
        if (!gather(&o, listener, &waiting, seated)) {
            status = CLI_EXIT_REFUSED;
            break;
        }
        if (!play(&o, &rules, seated, g))
            status = CLI_EXIT_REFUSED;
        for (int i = 0; i < 4; i++) {
            shutdown(seated[i].peer->in, SHUT_RDWR);
            drop(&seated[i], NULL);
        }
    }
    for (int i = 0; i < waiting.count; i++)
        drop(&waiting.c[i], "no more games on this server");
    close(listener);
    return status;
}

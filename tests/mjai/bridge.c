/*
 * A test client for `tsumo serve --mjai` (docs/mjai.md): connects to the
 * server on 127.0.0.1, reads its hello, joins ROOM as NAME, then
 *
 *   mjai-bridge PORT ROOM NAME bot CMD ARGS...   relays every line between
 *       the server and CMD (a `tsumo bot --mjai` on pipes) until either ends;
 *       the exit status is CMD's; with MJAI_BRIDGE_SEEN=FILE what the server
 *       sent is written to FILE too
 *   mjai-bridge PORT ROOM NAME garbage           answers every event with bytes
 *       that are no JSON (control characters among them)
 *   mjai-bridge PORT ROOM NAME quit N            answers none N times, then
 *       disconnects
 *   mjai-bridge PORT ROOM NAME silent            reads every event, answers none
 *       of them
 *   mjai-bridge PORT ROOM NAME refused           answers the join with an
 *       error expected (a wrong room): exit 0 when the server says error
 *
 * Exit status 0 when the exchange went as the mode expects, 1 when not.
 */
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mjai-table.h"

static _Noreturn void die(const char *what)
{
    fprintf(stderr, "mjai-bridge: %s\n", what);
    exit(1);
}

/* One line from fd into buf (without the newline), byte by byte; false at the end. */
static bool read_line(int fd, char *buf, size_t size)
{
    size_t n = 0;
    for (;;) {
        char c;
        ssize_t r = read(fd, &c, 1);
        if (r <= 0)
            return false;
        if (c == '\n')
            break;
        if (n + 1 < size)
            buf[n++] = c;
    }
    buf[n] = '\0';
    return true;
}

static bool write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t w = write(fd, data, len);
        if (w <= 0)
            return false;
        data += w;
        len -= (size_t)w;
    }
    return true;
}

static int connect_to(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) != 0)
        die("cannot connect");
    return fd;
}

/* The pipes between the server's socket and the bot, and the copy of what the server sent. */
typedef struct relay_ends {
    int sock, to_bot, from_bot, seen;
    bool open_in; /* the bot's input is still open */
} relay_ends;

/* The server's bytes to the bot (and the copy); false when the relay is over. */
static bool from_server(relay_ends *k, struct pollfd *p)
{
    char buf[65536];
    ssize_t r = read(k->sock, buf, sizeof buf);
    if (r <= 0) { /* the server is done: the bot's input ends */
        close(k->to_bot);
        k->open_in = false;
        p->fd = -1;
        return true;
    }
    return write_all(k->to_bot, buf, (size_t)r) &&
           (k->seen < 0 || write_all(k->seen, buf, (size_t)r));
}

/* The bot's bytes to the server; false when the relay is over. */
static bool from_bot(relay_ends *k)
{
    char buf[65536];
    ssize_t r = read(k->from_bot, buf, sizeof buf);
    return r > 0 && (write_all(k->sock, buf, (size_t)r) || !k->open_in);
}

static int relay(int sock, char **cmd)
{
    /* MJAI_BRIDGE_SEEN=FILE: what the server sent, kept for the test to look at */
    const char *seen_path = getenv("MJAI_BRIDGE_SEEN");
    relay_ends k = {.sock = sock, .open_in = true, .seen = -1};
    if (seen_path && (k.seen = open(seen_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
        die("cannot write MJAI_BRIDGE_SEEN");
    pid_t pid = mjai_spawn(cmd, &k.from_bot, &k.to_bot);
    if (pid < 0)
        die("cannot start the bot");
    struct pollfd p[2] = {{.fd = sock, .events = POLLIN}, {.fd = k.from_bot, .events = POLLIN}};
    for (;;) {
        if (poll(p, 2, -1) < 0)
            die("poll");
        if (p[0].revents && k.open_in && !from_server(&k, &p[0]))
            break;
        if (p[1].revents && !from_bot(&k))
            break;
    }
    close(sock);
    if (k.open_in)
        close(k.to_bot);
    close(k.from_bot);
    if (k.seen >= 0)
        close(k.seen);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

int main(int argc, char **argv)
{
    if (argc < 5)
        die("usage: mjai-bridge PORT ROOM NAME bot CMD...|garbage|quit N|refused");
    signal(SIGPIPE, SIG_IGN);
    int sock = connect_to(atoi(argv[1]));
    char line[65536];
    if (!read_line(sock, line, sizeof line) ||
        strcmp(line, "{\"type\":\"hello\",\"protocol\":\"mjsonp\",\"protocol_version\":3}") != 0)
        die("no hello from the server");
    char join[1024];
    snprintf(join, sizeof join, "{\"type\":\"join\",\"name\":\"%s\",\"room\":\"%s\"}\n", argv[3],
             argv[2]);
    if (!write_all(sock, join, strlen(join)))
        die("cannot join");
    const char *mode = argv[4];
    if (strcmp(mode, "bot") == 0 && argc > 5)
        return relay(sock, argv + 5);
    if (strcmp(mode, "refused") == 0)
        return read_line(sock, line, sizeof line) && strstr(line, "\"type\":\"error\"") ? 0 : 1;
    long quit = strcmp(mode, "quit") == 0 && argc > 5 ? atol(argv[5]) : -1;
    static const char garbage[] = "\x1b[31m{\"type\":\"dahai\",\x01\x7f not json at all\n";
    long events = 0;
    while (read_line(sock, line, sizeof line)) {
        if (quit >= 0 && events++ >= quit)
            return 0; /* disconnects */
        if (strcmp(mode, "silent") == 0)
            continue;
        bool bad = strcmp(mode, "garbage") == 0;
        const char *answer = bad ? garbage : "{\"type\":\"none\"}\n";
        if (!write_all(sock, answer, strlen(answer)))
            break;
    }
    return 0;
}

/* The referee's side of the mjai protocol (mjai-table.h, docs/mjai.md). */
#include "mjai-table.h"
#include "games.h"
#include "shared.h"
#include "walk.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <jansson.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* ---- a message as a line ---------------------------------------------------- */

size_t mjai_msg_format(char *buf, size_t size, const mjai_msg *m)
{
    size_t n = mjai_format(buf, size, &m->ev);
    if (n == 0 || (!m->has_deltas && !m->ura_count && !m->has_names && !m->has_can_act))
        return n;
    json_t *obj = json_loadb(buf, n, 0, NULL);
    if (!obj)
        return 0;
    if (m->has_names) {
        json_t *names = json_array();
        for (int s = 0; s < 4; s++)
            json_array_append_new(names, json_string(m->names[s]));
        json_object_set_new(obj, "names", names);
    }
    if (m->ura_count) {
        json_t *uras = json_array();
        char name[4];
        for (int i = 0; i < m->ura_count && i < TSUMO_MAX_INDICATORS; i++)
            json_array_append_new(uras, json_string(mjai_tile_name(m->uras[i], name)));
        json_object_set_new(obj, "ura_markers", uras);
    }
    if (m->has_deltas) {
        json_t *deltas = json_array();
        for (int s = 0; s < 4; s++)
            json_array_append_new(deltas, json_integer(m->deltas[s]));
        json_object_set_new(obj, "deltas", deltas);
    }
    if (m->has_can_act)
        json_object_set_new(obj, "can_act", json_boolean(m->can_act));
    n = json_dumpb(obj, buf, size - 1, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(obj);
    if (n == 0 || n >= size)
        return 0;
    buf[n] = '\0';
    return n;
}

/* ---- the engine's events as a viewer sees them ---------------------------------- */

void mjai_stream_init(mjai_stream *s, int viewer)
{
    memset(s, 0, sizeof *s);
    s->viewer = viewer;
}

static void msg_init(mjai_msg *m, mjai_type type)
{
    memset(m, 0, sizeof *m);
    mjai_event_init(&m->ev, type);
}

void mjai_stream_start(const mjai_stream *s, const char names[4][TSUMO_NAME_SIZE], mjai_msg *out)
{
    msg_init(out, MJAI_START_GAME);
    out->ev.id = (int8_t)(s->viewer < 4 ? s->viewer : 0);
    if (names) {
        out->has_names = true;
        memcpy(out->names, names, sizeof out->names);
    }
}

static bool sees(const mjai_stream *s, int seat)
{
    return s->viewer == MJAI_TABLE_ALL || s->viewer == seat;
}

/* The hand dealt: every seat's 13 tiles the viewer may see, the dealer's 14th left for its tsumo.
 */
static void start_kyoku(const mjai_stream *s, const tsumo_game *g, const tsumo_rules *rules,
                        mjai_msg *m, mjai_msg *drawn)
{
    tsumo_view view;
    tsumo_game_view(g, s->viewer < 4 ? s->viewer : TSUMO_NO_SEAT, &view);
    msg_init(m, MJAI_START_KYOKU);
    mjai_event *e = &m->ev;
    e->bakaze = view.round;
    e->kyoku = (uint8_t)(view.hand + 1);
    e->honba = view.honba;
    e->kyotaku = view.sticks;
    e->oya = view.dealer;
    e->dora_marker = mjai_tile_of(view.indicators[0], rules);
    msg_init(drawn, MJAI_TSUMO);
    drawn->ev.actor = (int8_t)view.dealer;
    drawn->ev.has_pai = true;
    drawn->ev.pai.kind = TSUMO_NO_KIND;
    for (int seat = 0; seat < 4; seat++) {
        e->scores[seat] = view.seats[seat].score;
        for (int i = 0; i < 13; i++)
            e->tehais[seat][i].kind = TSUMO_NO_KIND;
        if (!sees(s, seat))
            continue;
        tsumo_view own;
        tsumo_game_view(g, seat, &own);
        bool skipped = false; /* the dealer's 14th tile comes as its first tsumo */
        for (int i = 0, n = 0; i < own.hand_count && n < 13; i++) {
            if (!skipped && seat == view.dealer && own.hand_tiles[i] == own.drawn) {
                skipped = true;
                continue;
            }
            e->tehais[seat][n++] = mjai_tile_of(own.hand_tiles[i], rules);
        }
        if (seat == view.dealer)
            drawn->ev.pai = mjai_tile_of(own.drawn, rules);
    }
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
        if (m->consumed_count < 4)
            m->consumed[m->consumed_count++] = mjai_tile_of(e->tiles[i], rules);
    }
    if (e->code != TSUMO_MELD_CLOSED_KAN) {
        m->has_pai = true;
        m->pai = mjai_tile_of(e->tile, rules);
    }
    if (e->code <= TSUMO_MELD_OPEN_KAN)
        m->target = (int8_t)e->from;
}

/* The message event `e` makes for the viewer; false when it makes none. */
static bool message(mjai_stream *s, const tsumo_event *e, const tsumo_rules *rules, mjai_event *m)
{
    if (s->viewer == MJAI_TABLE_ALL) {
        if (e->type == TSUMO_EVENT_DRAW && e->tile == TSUMO_NO_TILE)
            return false; /* the others' copy of a draw: the drawer's shows the tile */
    } else if (!(e->visible & (1u << s->viewer))) {
        return false;
    }
    switch (e->type) {
    case TSUMO_EVENT_DRAW:
        mjai_event_init(m, MJAI_TSUMO);
        m->has_pai = true;
        m->pai = mjai_tile_of(e->tile, rules); /* "?" for NO_TILE */
        break;
    case TSUMO_EVENT_DISCARD:
        mjai_event_init(m, MJAI_DAHAI);
        m->has_pai = true;
        m->pai = mjai_tile_of(e->tile, rules);
        m->tsumogiri = (e->flags & TSUMO_POND_TSUMOGIRI) ? 1 : 0;
        break;
    case TSUMO_EVENT_RIICHI:
        if (s->skip_reach) {
            s->skip_reach = false;
            return false;
        }
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
        m->dora_marker = mjai_tile_of(e->tile, rules);
        return true;
    case TSUMO_EVENT_WIN:
        mjai_event_init(m, MJAI_HORA);
        m->target = (int8_t)(e->from == TSUMO_NO_SEAT ? e->seat : e->from);
        m->has_pai = true;
        m->pai = mjai_tile_of(e->tile, rules);
        break;
    case TSUMO_EVENT_EXHAUSTIVE:
    case TSUMO_EVENT_ABORT:
        mjai_event_init(m, MJAI_RYUKYOKU);
        m->kyushu = e->type == TSUMO_EVENT_ABORT && e->code == TSUMO_ABORT_KYUUSHU;
        if (m->kyushu)
            m->actor = (int8_t)e->seat;
        return true;
    case TSUMO_EVENT_HAND_END:
        mjai_event_init(m, MJAI_END_KYOKU);
        return true;
    case TSUMO_EVENT_GAME_END:
        mjai_event_init(m, MJAI_END_GAME);
        m->has_scores = true;
        for (int i = 0; i < 4; i++)
            m->scores[i] = e->points[i];
        return true;
    default:
        return false;
    }
    m->actor = (int8_t)e->seat;
    return true;
}

/* The held win or draw messages, with the hand's payment, then its end_kyoku. */
static int release(mjai_stream *s, const tsumo_game *g, const tsumo_event *end,
                   const int32_t deltas[4], mjai_msg *out)
{
    const tsumo_hand_result *r = tsumo_game_result(g);
    int count = 0;
    for (int i = 0; i < s->held_count; i++) {
        mjai_msg *m = &out[count++];
        *m = s->held[i];
        bool last = i == s->held_count - 1;
        m->has_deltas = true;
        m->ev.has_scores = true;
        for (int seat = 0; seat < 4; seat++) {
            /* several wins: the payment goes with the last, as the scores after it */
            m->deltas[seat] = last ? deltas[seat] : 0;
            m->ev.scores[seat] = end->points[seat] - (last ? 0 : deltas[seat]);
        }
        if (m->ev.type != MJAI_HORA || !r)
            continue;
        for (int w = 0; w < r->win_count && w < 3; w++) {
            const tsumo_hand_win *win = &r->wins[w];
            if (win->winner != m->ev.actor ||
                !(win->win.flags & (TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI)))
                continue;
            for (int u = 0; u < win->win.ura_count && u < TSUMO_MAX_INDICATORS; u++)
                m->uras[m->ura_count++] = (mjai_tile){win->win.ura[u], false};
        }
    }
    s->held_count = 0;
    return count;
}

/* What one batch's conversion holds between its events. */
typedef struct feeding {
    mjai_msg *out;
    int count;
    bool have_draw, at_deal;
    mjai_msg drawn;
    int32_t deltas[4];
} feeding;

/* A message made of an event, in its place in the batch. */
static void place(mjai_stream *s, const tsumo_game *g, const tsumo_event *e, feeding *f,
                  const mjai_msg *m)
{
    if (m->ev.type == MJAI_DORA && f->at_deal) {
        f->at_deal = false; /* the deal's indicator is start_kyoku's dora_marker */
        return;
    }
    f->at_deal = false;
    if (f->have_draw && m->ev.type != MJAI_DORA) { /* a kan's indicator before its tile */
        f->out[f->count++] = f->drawn;
        f->have_draw = false;
    }
    if (m->ev.type == MJAI_TSUMO) {
        f->drawn = *m;
        f->have_draw = true;
    } else if (m->ev.type == MJAI_HORA || m->ev.type == MJAI_RYUKYOKU) {
        if (s->held_count < 4)
            s->held[s->held_count++] = *m;
    } else if (m->ev.type == MJAI_END_KYOKU) {
        f->count += release(s, g, e, f->deltas, f->out + f->count);
        f->out[f->count++] = *m;
    } else {
        f->out[f->count] = *m;
        if (m->ev.type == MJAI_END_GAME && tsumo_game_final_result(g)) /* without uma and oka */
            memcpy(f->out[f->count].ev.scores, tsumo_game_final_result(g)->points,
                   sizeof m->ev.scores);
        f->count++;
    }
}

int mjai_stream_feed(mjai_stream *s, const tsumo_game *g, const tsumo_rules *rules,
                     const tsumo_event *evs, int n, mjai_msg *out)
{
    feeding f = {.out = out};
    for (int i = 0; i < n && f.count < MJAI_STREAM_MAX - 8; i++) {
        const tsumo_event *e = &evs[i];
        if (e->type == TSUMO_EVENT_HAND_START) {
            if (f.have_draw)
                out[f.count++] = f.drawn;
            s->held_count = 0;
            start_kyoku(s, g, rules, &out[f.count++], &f.drawn);
            f.have_draw = f.at_deal = true;
        } else if (e->type == TSUMO_EVENT_PAYMENT) {
            for (int seat = 0; seat < 4; seat++)
                f.deltas[seat] += e->points[seat];
        } else {
            mjai_msg m;
            msg_init(&m, MJAI_NONE);
            if (message(s, e, rules, &m.ev))
                place(s, g, e, &f, &m);
        }
    }
    if (f.have_draw)
        out[f.count++] = f.drawn;
    return f.count;
}

/* ---- answers -------------------------------------------------------------------- */

bool mjai_table_action(const tsumo_game *g, const tsumo_rules *rules, int seat,
                       const mjai_event *ans, bool riichi, tsumo_action *out)
{
    tsumo_view view;
    tsumo_game_view(g, seat, &view);
    return mjai_to_action(ans, seat, riichi, &view, rules, out);
}

bool mjai_table_accepts(const tsumo_game *g, const tsumo_action *a, tsumo_reason *why)
{
    tsumo_game *scratch;
    *why = TSUMO_REASON_BAD_ACTION;
    if (tsumo_game_clone(&scratch, g) != TSUMO_OK)
        return false;
    int n;
    bool ok = tsumo_game_apply(scratch, a, NULL, 0, &n, why) == TSUMO_OK;
    tsumo_game_free(scratch);
    return ok;
}

/* ---- a peer ---------------------------------------------------------------------- */

long long mjai_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void mjai_peer_init(mjai_peer *p, int in, int out, bool socket)
{
    p->in = in;
    p->out = out;
    p->socket = socket;
    p->gone = false;
    p->len = 0;
    p->skipping = false;
    fcntl(in, F_SETFL, fcntl(in, F_GETFL) | O_NONBLOCK);
    if (out != in)
        fcntl(out, F_SETFL, fcntl(out, F_GETFL) | O_NONBLOCK);
}

/* Waits for `events` on fd until `deadline`; false at the deadline or on an error. */
static bool wait_fd(int fd, short events, long long deadline)
{
    for (;;) {
        long long left = deadline - mjai_now_ms();
        if (left <= 0)
            return false;
        struct pollfd pfd = {.fd = fd, .events = events};
        int r = poll(&pfd, 1, left > 1000000 ? 1000000 : (int)left);
        if (r > 0)
            return true;
        if (r < 0 && errno != EINTR)
            return false;
    }
}

static ssize_t put(mjai_peer *p, const char *data, size_t len)
{
    return p->socket ? send(p->out, data, len, MSG_NOSIGNAL) : write(p->out, data, len);
}

bool mjai_peer_send(mjai_peer *p, const char *line, size_t len, int timeout_ms)
{
    if (p->gone)
        return false;
    long long deadline = mjai_now_ms() + timeout_ms;
    for (int part = 0; part < 2; part++) {
        const char *data = part ? "\n" : line;
        size_t left = part ? 1 : len;
        while (left > 0) {
            ssize_t w = put(p, data, left);
            if (w > 0) {
                data += w;
                left -= (size_t)w;
            } else if (w < 0 && errno == EINTR) {
                continue;
            } else if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) &&
                       wait_fd(p->out, POLLOUT, deadline)) {
                continue;
            } else {
                p->gone = true;
                return false;
            }
        }
    }
    return true;
}

/* A whole line in the buffer, handed out (or dropped, the end of one too long); else -1. */
static int take_line(mjai_peer *p, const char **line, size_t *len)
{
    char *nl = p->len ? memchr(p->buf, '\n', p->len) : NULL;
    if (!nl)
        return -1;
    size_t n = (size_t)(nl - p->buf);
    bool dropped = p->skipping;
    if (!dropped) {
        memcpy(p->line, p->buf, n); /* handed out from a copy, the rest kept in front */
        p->line[n] = '\0';
    }
    memmove(p->buf, nl + 1, p->len - n - 1);
    p->len -= n + 1;
    p->skipping = false;
    if (dropped)
        return MJAI_GOT_LONG;
    if (n > 0 && p->line[n - 1] == '\r')
        n--;
    *line = p->line;
    *len = n;
    return MJAI_GOT_LINE;
}

mjai_got mjai_peer_line(mjai_peer *p, int timeout_ms, const char **line, size_t *len)
{
    long long deadline = mjai_now_ms() + timeout_ms;
    for (;;) {
        int got = take_line(p, line, len);
        if (got >= 0)
            return (mjai_got)got;
        if (p->len == MJAI_PEER_MAX_LINE) { /* no newline in reach: drop what came */
            p->len = 0;
            p->skipping = true;
        }
        if (p->gone)
            return MJAI_GOT_GONE;
        ssize_t r = read(p->in, p->buf + p->len, MJAI_PEER_MAX_LINE - p->len);
        if (r > 0)
            p->len += (size_t)r;
        else if (r == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
            p->gone = true;
        else if (errno != EINTR && !wait_fd(p->in, POLLIN, deadline))
            return mjai_now_ms() >= deadline ? MJAI_GOT_TIMEOUT : (p->gone = true, MJAI_GOT_GONE);
    }
}

pid_t mjai_spawn(char *const argv[], int *from, int *to)
{
    int in[2], out[2];
    if (pipe(in) != 0)
        return -1;
    if (pipe(out) != 0) {
        close(in[0]), close(in[1]);
        return -1;
    }
    for (int i = 0; i < 2; i++) /* no other child holds an end: each sees its own input end */
        fcntl(in[i], F_SETFD, FD_CLOEXEC), fcntl(out[i], F_SETFD, FD_CLOEXEC);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, out[0], 0);
    posix_spawn_file_actions_adddup2(&fa, in[1], 1);
    extern char **environ;
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(out[0]);
    close(in[1]);
    if (rc != 0) {
        close(in[0]);
        close(out[1]);
        return -1;
    }
    *from = in[0];
    *to = out[1];
    return pid;
}

/* ---- the table --------------------------------------------------------------------- */

#define QUEUE_MAX   512
#define END_WAIT_MS 1000 /* the longest wait for an answer to end_game */

struct mjai_table {
    tsumo_rules rules;
    tsumo_game *game;
    mjai_peer *peer[4];
    bool gone[4]; /* noted gone, played by level 1 */
    int late[4];  /* answers late in a row */
    long sent[4], read[4];
    int timeout_ms;
    bool can_act; /* mjai_table_can_act: answers only where the seat can act */
    bool pairs;   /* mjai_table_pairs: answers are arrays, a call's discard with it */
    bool batched; /* mjai_table_batched: the events since the last line in one array */
    bool has_pending[4];
    mjai_event pending[4]; /* the discard an akochan answer gave with its call or riichi */
    mjai_note_fn note;
    void *ctx;
    mjai_stream stream[4];
    mjai_msg queue[4][QUEUE_MAX];
    int queued[4];
    mjai_event replies[4]; /* each seat's last answer other than none in the batch */
    /* the step under way (as tests/mjai/referee.c steps): a turn, or a window's answers */
    bool open;
    tsumo_phase phase;
    unsigned left;
    mjai_table_counts counts;
};

mjai_table *mjai_table_new(const tsumo_rules *rules, mjai_peer *peers[4], int timeout_ms,
                           mjai_note_fn note, void *ctx)
{
    mjai_table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->rules = *rules;
    t->timeout_ms = timeout_ms;
    t->note = note;
    t->ctx = ctx;
    for (int s = 0; s < 4; s++) {
        t->peer[s] = peers[s];
        mjai_stream_init(&t->stream[s], s);
        mjai_event_init(&t->replies[s], MJAI_NONE);
    }
    return t;
}

void mjai_table_free(mjai_table *t)
{
    free(t);
}

bool mjai_table_has_peer(const mjai_table *t, int s)
{
    return s >= 0 && s < 4 && t->peer[s] && !t->gone[s];
}

const mjai_table_counts *mjai_table_counted(const mjai_table *t)
{
    return &t->counts;
}

static void tell(mjai_table *t, int s, mjai_note what, const char *line, size_t len,
                 tsumo_reason why)
{
    if (what == MJAI_NOTE_GONE) {
        if (t->gone[s])
            return;
        t->gone[s] = true;
    }
    if (t->note)
        t->note(t->ctx, s, what, line ? line : "", line ? len : 0, why);
}

/* Messages to seat s in one line: one object, or (batched) an array of them. */
static void send_many(mjai_table *t, int s, const mjai_msg *m, int count)
{
    enum { ONE = 2048 };
    size_t size = (size_t)count * (ONE + 1) + 3, n = 0;
    char *line = malloc(size);
    bool ok = line != NULL;
    if (ok && t->batched)
        line[n++] = '[';
    for (int i = 0; ok && i < count; i++) {
        if (i)
            line[n++] = ',';
        size_t k = mjai_msg_format(line + n, ONE, &m[i]);
        ok = k != 0;
        n += k;
    }
    if (ok && t->batched)
        line[n++] = ']';
    if (!ok || !mjai_peer_send(t->peer[s], line, n, t->timeout_ms)) {
        free(line);
        tell(t, s, MJAI_NOTE_GONE, NULL, 0, TSUMO_REASON_BAD_ACTION);
        return;
    }
    free(line);
    t->sent[s]++;
}

static void send_to(mjai_table *t, int s, const mjai_msg *m)
{
    send_many(t, s, m, 1);
}

/* An akochan answer: its first action in *out, a second one (the discard) kept for later. */
static bool parse_pair(mjai_table *t, int s, const char *line, size_t len, mjai_event *out)
{
    mjai_batch b;
    mjai_error err;
    mjai_event second;
    if (!mjai_batch_open(&b, line, len, &err))
        return false;
    bool ok = mjai_batch_next(&b, out, &err) == 1;
    int more = ok ? mjai_batch_next(&b, &second, &err) : 0;
    if (more == 1) {
        t->pending[s] = second;
        t->has_pending[s] = true;
        more = mjai_batch_next(&b, &second, &err) == 0 ? 0 : -1; /* at most two */
    }
    mjai_batch_close(&b);
    return ok && more == 0;
}

/* An answer line read as the dialect has it (NULL: too long); none, noted, when it is not one. */
static void read_answer(mjai_table *t, int s, const char *line, size_t len, mjai_event *out)
{
    mjai_error err;
    t->has_pending[s] = false;
    bool read =
        line && (t->pairs ? parse_pair(t, s, line, len, out) : mjai_parse(line, len, out, &err));
    if (read)
        return;
    t->has_pending[s] = false;
    t->counts.garbage++;
    tell(t, s, MJAI_NOTE_GARBAGE, line, line ? len : 0, TSUMO_REASON_BAD_ACTION);
    mjai_event_init(out, MJAI_NONE);
}

/* Seat s's answer to the last message sent to it: none when it is late, garbage or gone. */
static void answer_from(mjai_table *t, int s, bool last, mjai_event *out)
{
    mjai_event_init(out, MJAI_NONE);
    /* after end_game a gimite client may leave without a word: waited for briefly, not noted */
    int timeout = last && t->timeout_ms > END_WAIT_MS ? END_WAIT_MS : t->timeout_ms;
    long long deadline = mjai_now_ms() + timeout;
    while (mjai_table_has_peer(t, s) && t->read[s] < t->sent[s]) {
        long long left = deadline - mjai_now_ms();
        const char *line = NULL;
        size_t len = 0;
        mjai_got got = mjai_peer_line(t->peer[s], left > 0 ? (int)left : 0, &line, &len);
        if (last && (got == MJAI_GOT_GONE || got == MJAI_GOT_TIMEOUT))
            return;
        if (got == MJAI_GOT_GONE) {
            tell(t, s, MJAI_NOTE_GONE, NULL, 0, TSUMO_REASON_BAD_ACTION);
            return;
        }
        if (got == MJAI_GOT_TIMEOUT) {
            t->counts.late++;
            tell(t, s, MJAI_NOTE_LATE, NULL, 0, TSUMO_REASON_BAD_ACTION);
            if (++t->late[s] >= MJAI_TABLE_LATE_GONE)
                tell(t, s, MJAI_NOTE_GONE, NULL, 0, TSUMO_REASON_BAD_ACTION);
            return; /* the answer, when it comes, is dropped as stale */
        }
        t->read[s]++;
        if (t->read[s] < t->sent[s])
            continue; /* a late answer to an earlier message */
        t->late[s] = 0;
        t->counts.answers++;
        read_answer(t, s, got == MJAI_GOT_LONG ? NULL : line, len, out);
    }
}

/*
 * Sends one message to every peer at once, then reads each one's answer; in
 * can_act mode the message says whether the seat may act (bit s of `acts`)
 * and only those seats answer.
 */
static void exchange(mjai_table *t, const mjai_msg *msgs[4], unsigned acts, mjai_event answers[4])
{
    for (int s = 0; s < 4; s++) {
        if (!msgs[s] || !mjai_table_has_peer(t, s))
            continue;
        mjai_msg m = *msgs[s];
        m.has_can_act = t->can_act;
        m.can_act = acts >> s & 1;
        send_to(t, s, &m);
        if (t->can_act && !m.can_act)
            t->read[s] = t->sent[s]; /* no answer is owed */
    }
    t->counts.messages++;
    for (int s = 0; s < 4; s++) {
        mjai_event_init(&answers[s], MJAI_NONE);
        if (msgs[s] && mjai_table_has_peer(t, s))
            answer_from(t, s, msgs[s]->ev.type == MJAI_END_GAME, &answers[s]);
    }
}

/* The message of a batch that asks a seat: its last, but a trailing indicator (Tenhou's late
   kan dora after the discard it follows). */
static int asking(const mjai_msg *q, int n)
{
    int i = n - 1;
    while (i > 0 && q[i].ev.type == MJAI_DORA)
        i--;
    return i;
}

/* mjai.app: each seat's queued messages in one line, answered by one line. */
static void flush_batched(mjai_table *t)
{
    bool sent = false;
    for (int s = 0; s < 4; s++)
        if (t->queued[s] && mjai_table_has_peer(t, s)) {
            send_many(t, s, t->queue[s], t->queued[s]);
            sent = true;
        }
    t->counts.messages += sent;
    for (int s = 0; s < 4; s++) {
        if (!t->queued[s] || !mjai_table_has_peer(t, s))
            continue;
        mjai_event ans;
        answer_from(t, s, t->queue[s][t->queued[s] - 1].ev.type == MJAI_END_GAME, &ans);
        if (ans.type != MJAI_NONE)
            t->replies[s] = ans;
    }
    memset(t->queued, 0, sizeof t->queued);
}

/* The queued messages go out one at a time, each answered by every peer; `asked`: the seats
   the batch's last event asks to decide. */
static void flush(mjai_table *t, unsigned asked)
{
    int most = 0, ask[4];
    for (int s = 0; s < 4; s++) {
        mjai_event_init(&t->replies[s], MJAI_NONE);
        if (t->queued[s] > most)
            most = t->queued[s];
        ask[s] = asking(t->queue[s], t->queued[s]);
    }
    bool after_call = t->game && tsumo_game_phase(t->game) == TSUMO_PHASE_AFTER_CALL;
    for (int s = 0; s < 4; s++) {
        if (!t->has_pending[s] || !(asked >> s & 1))
            continue;
        if (after_call) { /* akochan gave the discard with its call: not asked again */
            asked &= ~(1u << s);
            t->replies[s] = t->pending[s];
        }
        t->has_pending[s] = false; /* else its call was not made: the discard is stale */
    }
    if (t->batched) {
        flush_batched(t);
        return;
    }
    for (int i = 0; i < most; i++) {
        const mjai_msg *msgs[4];
        mjai_event answers[4];
        unsigned acts = 0;
        for (int s = 0; s < 4; s++) {
            msgs[s] = i < t->queued[s] ? &t->queue[s][i] : NULL;
            acts |= (unsigned)(i == ask[s] && (asked >> s & 1)) << s;
        }
        exchange(t, msgs, acts, answers);
        for (int s = 0; s < 4; s++)
            if (answers[s].type != MJAI_NONE)
                t->replies[s] = answers[s];
    }
    memset(t->queued, 0, sizeof t->queued);
}

void mjai_table_start(mjai_table *t, tsumo_game *g, const char names[4][TSUMO_NAME_SIZE])
{
    t->game = g;
    t->open = false;
    for (int s = 0; s < 4; s++) {
        t->queued[s] = 0;
        if (t->peer[s])
            mjai_stream_start(&t->stream[s], names, &t->queue[s][t->queued[s]++]);
    }
    flush(t, 0);
}

void mjai_table_applied(mjai_table *t, const tsumo_event *evs, int n)
{
    for (int s = 0; s < 4; s++) {
        if (!mjai_table_has_peer(t, s))
            continue;
        if (t->queued[s] > QUEUE_MAX - MJAI_STREAM_MAX) /* a long run of computer seats */
            flush(t, 0);
        t->queued[s] +=
            mjai_stream_feed(&t->stream[s], t->game, &t->rules, evs, n, t->queue[s] + t->queued[s]);
    }
}

void mjai_table_finish(mjai_table *t)
{
    flush(t, 0);
}

void mjai_table_can_act(mjai_table *t, bool on)
{
    t->can_act = on;
}

void mjai_table_pairs(mjai_table *t, bool on)
{
    t->pairs = on;
    if (on)
        t->can_act = true;
}

void mjai_table_batched(mjai_table *t, bool on)
{
    t->batched = on;
}

/* Seat s is decided: in the step under way, or in a new one after the batch of the last. */
static void next_step(mjai_table *t, int s)
{
    tsumo_phase ph = tsumo_game_phase(t->game);
    bool window = ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN || ph == TSUMO_PHASE_DRAW;
    if (t->open && window && ph == t->phase && (t->left >> s & 1)) {
        t->left &= ~(1u << s);
        return;
    }
    bool deciding = ph == TSUMO_PHASE_TURN || ph == TSUMO_PHASE_AFTER_CALL ||
                    ph == TSUMO_PHASE_CLAIM || ph == TSUMO_PHASE_CHANKAN;
    flush(t, deciding ? tsumo_game_to_act(t->game) : 0);
    t->open = true;
    t->phase = ph;
    t->left = tsumo_game_to_act(t->game) & ~(1u << s);
}

static const tsumo_action *find_type(const tsumo_action *legal, int n, int type)
{
    for (int i = 0; i < n; i++)
        if (legal[i].type == type)
            return &legal[i];
    return NULL;
}

/* What a seat is made to do when its answer is not taken: the drawn tile out, or a pass. */
static void forced(const tsumo_game *g, int s, bool riichi, const tsumo_action *legal, int n,
                   tsumo_action *out)
{
    int type = riichi ? TSUMO_ACTION_RIICHI : TSUMO_ACTION_DISCARD;
    tsumo_view v;
    tsumo_game_view(g, s, &v);
    const tsumo_action *pick = NULL;
    for (int i = 0; i < n && !pick; i++)
        if (legal[i].type == type && legal[i].tile == v.drawn)
            pick = &legal[i];
    if (!pick)
        pick = find_type(legal, n, type);
    if (!pick)
        pick = find_type(legal, n, TSUMO_ACTION_PASS);
    *out = pick ? *pick : legal[0];
}

/* The answer as an action the engine accepts, or the forced one (said). */
static void take(mjai_table *t, int s, const mjai_event *ans, bool riichi,
                 const tsumo_action *legal, int n, tsumo_action *out)
{
    tsumo_reason why = TSUMO_REASON_BAD_ACTION;
    t->counts.decisions++;
    if (mjai_table_action(t->game, &t->rules, s, ans, riichi, out) &&
        mjai_table_accepts(t->game, out, &why))
        return;
    char line[1024];
    size_t len = mjai_format(line, sizeof line, ans);
    t->counts.refused++;
    tell(t, s, MJAI_NOTE_REFUSED, line, len, why);
    forced(t->game, s, riichi, legal, n, out);
}

static bool riichi_listed(const tsumo_action *legal, int n)
{
    return find_type(legal, n, TSUMO_ACTION_RIICHI) != NULL;
}

/* The turn's answer: a riichi goes through the protocol's reach, then its dahai. */
static void turn(mjai_table *t, int s, const tsumo_action *legal, int n, tsumo_action *out)
{
    mjai_event ans = t->replies[s];
    if (ans.type == MJAI_REACH && riichi_listed(legal, n)) {
        mjai_msg reach;
        msg_init(&reach, MJAI_REACH);
        reach.ev.actor = (int8_t)s;
        const mjai_msg *msgs[4];
        mjai_event answers[4];
        for (int v = 0; v < 4; v++) {
            msgs[v] = &reach;
            t->stream[v].skip_reach = true;
        }
        bool given = t->has_pending[s]; /* akochan's [reach, dahai] */
        exchange(t, msgs, given ? 0 : 1u << s, answers);
        if (given) {
            answers[s] = t->pending[s];
            t->has_pending[s] = false;
        }
        if (!mjai_table_has_peer(t, s)) {
            forced(t->game, s, true, legal, n, out);
            return;
        }
        take(t, s, &answers[s], true, legal, n, out);
        return;
    }
    take(t, s, &ans, false, legal, n, out);
}

seat_answer mjai_table_decide(mjai_table *t, seats *loop, int s, const tsumo_action *legal, int n,
                              tsumo_action *out)
{
    if (mjai_table_has_peer(t, s))
        next_step(t, s);
    if (!mjai_table_has_peer(t, s)) { /* gone: level 1 plays the seat */
        loop->seat[s].level = BOT_LEVEL_MIN;
        return seats_bot(loop, s, legal, n, out);
    }
    tsumo_phase ph = tsumo_game_phase(t->game);
    const tsumo_action *next = find_type(legal, n, TSUMO_ACTION_NEXT_HAND);
    if (ph == TSUMO_PHASE_TURN || ph == TSUMO_PHASE_AFTER_CALL) {
        turn(t, s, legal, n, out);
    } else if (next) {
        *out = *next;
    } else if (ph == TSUMO_PHASE_DRAW) { /* Tenhou declares for the players: the table does */
        int type = tsumo_game_nagashi_qualifies(t->game, s) ? TSUMO_ACTION_NAGASHI
                   : tsumo_game_seat_is_tenpai(t->game, s)  ? TSUMO_ACTION_TENPAI
                                                            : TSUMO_ACTION_NOTEN;
        const tsumo_action *pick = find_type(legal, n, type);
        if (!pick)
            pick = find_type(legal, n, TSUMO_ACTION_TENPAI);
        *out = pick ? *pick : legal[0];
    } else {
        mjai_event ans = t->replies[s];
        if (ans.type == MJAI_NONE) {
            const tsumo_action *pass = find_type(legal, n, TSUMO_ACTION_PASS);
            *out = pass ? *pass : legal[0];
            t->counts.decisions++;
        } else {
            take(t, s, &ans, false, legal, n, out);
        }
    }
    return SEAT_ACT;
}

/* ---- a record as an mjai log ----------------------------------------------------- */

typedef struct log_walk {
    FILE *to;
    const tsumo_rules *rules;
    mjai_stream stream;
    bool failed;
} log_walk;

static void put_msgs(log_walk *w, const mjai_msg *msgs, int n)
{
    char line[2048];
    for (int i = 0; i < n && !w->failed; i++) {
        size_t len = mjai_msg_format(line, sizeof line, &msgs[i]);
        if (len == 0 || fprintf(w->to, "%s\n", line) < 0)
            w->failed = true;
    }
}

static int log_begin(const walk_step *step, void *payload)
{
    log_walk *w = payload;
    char names[4][TSUMO_NAME_SIZE];
    games_seat_names(step->replay->game, names);
    mjai_msg m;
    mjai_stream_start(&w->stream, (const char(*)[TSUMO_NAME_SIZE])names, &m);
    put_msgs(w, &m, 1);
    return w->failed;
}

static int log_step(const walk_step *step, void *payload)
{
    log_walk *w = payload;
    const tsumo_replay_report *rep = step->report;
    if (rep->kind == TSUMO_REPLAY_REFUSED || rep->event_count == 0)
        return 0;
    mjai_msg msgs[MJAI_STREAM_MAX];
    int n = mjai_stream_feed(&w->stream, step->replay->game, w->rules, rep->events,
                             rep->event_count, msgs);
    put_msgs(w, msgs, n);
    return w->failed;
}

int mjai_log_record(const tsumo_record *rec, const tsumo_rules *rules, FILE *to)
{
    static const walk_callbacks cb = {.begin = log_begin,
                                      .deal = log_step,
                                      .action = log_step,
                                      .mismatch = log_step,
                                      .stop = log_step};
    log_walk w = {.to = to, .rules = rules ? rules : &rec->rules};
    mjai_stream_init(&w.stream, MJAI_TABLE_ALL);
    int st = walk_record(rec, rules, &cb, &w, NULL);
    return w.failed ? 1 : st;
}

/* ---- the server's handshake ------------------------------------------------------ */

const char *mjai_table_join(const char *line, size_t len, const char *room,
                            char name[TSUMO_NAME_SIZE])
{
    json_t *obj = json_loadb(line, len, JSON_REJECT_DUPLICATES, NULL);
    const char *error = NULL;
    json_t *type = json_object_get(obj, "type"), *who = json_object_get(obj, "name"),
           *where = json_object_get(obj, "room");
    if (!json_is_object(obj) || !json_is_string(type) ||
        strcmp(json_string_value(type), "join") != 0 || !json_is_string(who) ||
        !json_is_string(where))
        error = "expected {\"type\":\"join\",\"name\":NAME,\"room\":ROOM}";
    else if (strcmp(json_string_value(where), room) != 0)
        error = "no such room";
    else if (json_string_length(who) == 0)
        error = "a name, not empty";
    else /* shown escaped, cut whole to fit: nothing raw from a peer goes further */
        cli_escape(name, TSUMO_NAME_SIZE, json_string_value(who), json_string_length(who));
    json_decref(obj);
    return error;
}

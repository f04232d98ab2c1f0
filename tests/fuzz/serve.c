/*
 * Fuzz target for what `tsumo serve --mjai` and `tsumo sim --vs` read from a
 * peer (src/common/mjai-table.c): the bytes go through a pipe to the peer's
 * line reader (lines cut at any place, too long, a CR before the newline),
 * the first line is read as the join, every other as an answer: parsed, and
 * when it is an event, taken as an action of a seat in a game the first byte
 * advanced, which the engine accepts or refuses on a copy. Nothing may crash,
 * and a refused join always says why.
 */
#include "mjai-table.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A game of four level-1 players, `steps` actions in. */
static tsumo_game *game_at(const tsumo_rules *rules, int steps)
{
    tsumo_game_setup setup = {.seed = 7, .names = {"A", "B", "C", "D"}};
    tsumo_game *g;
    if (tsumo_game_new(&g, rules, &setup) != TSUMO_OK)
        abort();
    for (int i = 0; i < steps && tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER; i++) {
        unsigned asked = tsumo_game_to_act(g);
        int s = 0;
        while (s < 4 && !(asked >> s & 1))
            s++;
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = s < 4 ? tsumo_game_legal(g, s, legal, TSUMO_GAME_MAX_LEGAL) : 0;
        if (n <= 0)
            break;
        int k;
        if (tsumo_game_apply(g, &legal[(i * 7) % n], NULL, 0, &k, NULL) != TSUMO_OK)
            abort(); /* a listed action is accepted */
    }
    return g;
}

static void answer(const tsumo_game *g, const tsumo_rules *rules, const char *line, size_t len,
                   int seat)
{
    mjai_event ev;
    mjai_error err;
    if (!mjai_parse(line, len, &ev, &err)) {
        if (!err.field || !err.expected)
            abort();
        return;
    }
    for (int riichi = 0; riichi < 2; riichi++) {
        tsumo_action a;
        tsumo_reason why;
        if (mjai_table_action(g, rules, seat, &ev, riichi, &a))
            (void)mjai_table_accepts(g, &a, &why);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tsumo_rules rules;
    static bool loaded;
    static mjai_peer peer;
    tsumo_diag diag;
    if (!loaded && tsumo_rules_load_builtin(&rules, "ema2008", &diag) != TSUMO_OK)
        abort();
    loaded = true;
    if (size == 0 || size > 60000) /* within a pipe's buffer: written at once */
        return 0;
    int fds[2];
    if (pipe(fds) != 0)
        return 0;
    if (write(fds[1], data + 1, size - 1) != (ssize_t)(size - 1))
        abort();
    close(fds[1]);
    mjai_peer_init(&peer, fds[0], fds[0], false);
    tsumo_game *g = game_at(&rules, data[0]);
    const char *line;
    size_t len;
    int lines = 0;
    mjai_got got;
    while ((got = mjai_peer_line(&peer, 0, &line, &len)) != MJAI_GOT_GONE) {
        if (got == MJAI_GOT_TIMEOUT)
            abort(); /* the whole input is there: never a wait */
        if (got != MJAI_GOT_LINE)
            continue;
        if (memchr(line, '\n', len) || len > MJAI_PEER_MAX_LINE)
            abort();
        if (lines++ == 0) {
            char name[TSUMO_NAME_SIZE];
            const char *error = mjai_table_join(line, len, "default", name);
            if (!error && (!name[0] || strlen(name) >= TSUMO_NAME_SIZE))
                abort();
            continue;
        }
        answer(g, &rules, line, len, lines % 4);
    }
    close(fds[0]);
    tsumo_game_free(g);
    return 0;
}

/*
 * The scripted player (issue 22): a person at the table, in process on the
 * driver (driver.h), who presses the keys a person would press to make the
 * choices of the strongest computer level (bot_decide at BOT_LEVEL_MAX) from
 * his own seat's view. What the table shows is read from the frame and the
 * trace; what a seat may choose is read from the game the autosave holds,
 * replayed with the library (the table saves after every action), never from
 * the table's own state.
 *
 * It counts the keys it presses and the table's seconds under a stated cost:
 * SCRIPT_KEY_S a key (to find it and press it), SCRIPT_HANDOVER_S for the
 * keyboard and the screen to change hands at a curtain (less the claim window
 * just before it, during which the next player takes them), a claim window
 * the time it stays open, a computer's turn its pause. In a claim window a
 * seat that does not claim presses nothing and lets the clock run out, unless
 * it is the one human among computers (his pass key), or the window has no
 * timer (every pass key).
 *
 * The tools: tests/tui/keys-bench.c (the figures of docs/tui.md) and the
 * test tests/tui/in/keys-windows.c.
 */
#ifndef TSUMO_TEST_TUI_SCRIPT_H
#define TSUMO_TEST_TUI_SCRIPT_H

#include "tsumo/tsumo.h"

#include <stdbool.h>

#define SCRIPT_KEY_S      1.0
#define SCRIPT_HANDOVER_S 3.0

typedef struct script script;

struct script {
    unsigned computers; /* bit s: seat s is a computer (fixed seats: player s sits at seat s) */
    int cpu_pause_ms;
    /* the tally */
    long keys, hands, curtains, windows, windows_waited, turns, cpu_turns, riichi_turns_shown;
    double seconds;
    /* a new claim window has opened: whether any seat that has not answered could claim; the
       test's checks (may be NULL). It may move the clock, not answer. */
    void (*on_window)(script *s, bool can_claim);
    void *arg;
    /* the script's own */
    double window_s; /* the seconds the last window ran out in, for the curtain after it */
    bool in_result;
    char window_ponds[1024];
};

/* A fresh script for a table whose computers sit at the seats of `computers`. */
void script_init(script *s, unsigned computers, int cpu_pause_ms);

/* One step: the keys of the moment on the screen the table shows. False at the final standings. */
bool script_step(script *s);

/* Whether any seat still to answer the current claim window could claim (from the autosave). */
bool script_anyone_can_claim(void);

/* The discards of the seats of `seats` in the autosave's game. */
long script_saved_discards(unsigned mask);
/* The discards of hands in riichi (after their riichi) in the autosave's game. */
long script_riichi_discards(void);
/* The legal actions of a seat now, from the autosave's game (TSUMO_GAME_MAX_LEGAL room). */
int script_legal(int seat, tsumo_action *legal);
/* The last action the autosave's game holds; false when none. */
bool script_last_action(tsumo_action *out);

#endif

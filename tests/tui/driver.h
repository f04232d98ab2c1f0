/*
 * The table driven in process (issue 18): the program's own entry point
 * (src/cli/main.c, its main() renamed tsumo_main) runs on a thread of the test
 * with a canvas that keeps the frame as text, a grid of cells as a terminal
 * holds it. The two threads hand a baton over: when the program waits for a
 * key (canvas_read) the test has the turn, reads the frame and gives a key;
 * the program then has the turn until it waits again or ends. Nothing runs
 * at once and nothing waits for the clock: a computer's pause and the claim
 * window run on the test clock (TSUMO_TUI_CLOCK), which moves only when the
 * driver says (a computer's pause at once, a claim window with drv_advance).
 *
 * The calls follow tests/tui/lib.inc, whose tmux tests these replace: keys by
 * tmux's names, the frame's text, the trace's last line (TSUMO_TUI_TRACE),
 * the planner's steps (tests/tui/plan.c) typed as a player types them.
 * Every failure ends the test at once with the frame on standard error.
 */
#ifndef TSUMO_TEST_TUI_DRIVER_H
#define TSUMO_TEST_TUI_DRIVER_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

/* The canvas alone, for a test that draws the screens itself (tests/tui/screens.c): its size,
   and a watcher told of every text put (WIDTH 1 << 20 where the caller gave none) and of every
   clear. */
void drv_canvas_size(int cols, int rows);
extern void (*drv_canvas_watch)(int y, int x, int width, int style, const char *text);
extern void (*drv_canvas_cleared)(void);

/* Sets up the test's state dir, trace and clock; PLAN is the planner's path (or NULL). */
void drv_init(int argc, char **argv);
const char *drv_tmp(void);  /* the test's own directory, removed at exit */
const char *drv_plan(void); /* the planner (tsumo-tui-plan), from the test's arguments */

/* Runs `tsumo ARGS` (words split at spaces; "" opens the menu) on a COLS x ROWS canvas until it
   waits for a key. */
void drv_start(int cols, int rows, const char *args);
/* The same with the arguments as a list (words with spaces in them). */
void drv_start_argv(int cols, int rows, int argc, const char *const *argv);

/* Keys by tmux's names ("Enter", "Escape", "Right", "BSpace", "F1", "C-c", ...); any other word is
   typed a character at a time. NULL ends the list. */
void drv_keys(const char *key, ...) __attribute__((sentinel));
/* Each word of a string of words, as drv_keys ("q y", "1 2 3"). */
void drv_type(const char *words);

/* A verb that prints, run in process with its standard output in FILE (in the test's dir). */
int drv_output(const char *file, const char *args);
/* The same with its standard output in OUT and its errors in ERR (either NULL: left as is). */
int drv_run(const char *out, const char *err, const char *args);
bool drv_file_has(const char *file, const char *text); /* a line of the file holds TEXT */

/* FILE (in the test's dir): the shipped EMA 2008 ruleset with its line LINE made INSTEAD. */
void drv_ruleset(const char *file, const char *line, const char *instead);

/* A whole game that `tsumo sim --record` plays with SEED: its record's path (in the test's dir). */
const char *drv_sim_record(long seed);

/* The frame. */
const char *drv_screen(void); /* every row, each ended by '\n', trailing blanks cut */
const char *drv_row(int y);   /* one row (0 is the top), trailing blanks cut */
bool drv_shows(const char *text);
const char *drv_flat(void);        /* the screen as one line, blanks squeezed (tr -s '\n ' '  ') */
bool drv_matches(const char *ere); /* a row matches the extended regular expression */
int drv_count(const char *text, const char *ere); /* its matches in TEXT, as grep -o counts */
/* The text of GROUP (0 the whole match) of ERE's first match in TEXT, into OUT. */
bool drv_sub(const char *text, const char *ere, int group, char *out, size_t size);
int drv_find_row(const char *ere, int from); /* the first row from FROM matching, or -1 */
const char *drv_trace(void);                 /* the last frame's trace line */
bool drv_trace_matches(const char *ere);
bool drv_trace_any(const char *ere);    /* a frame since the mark (drv_trace_mark) matches */
int drv_trace_runs(const char *screen); /* runs of frames of that screen since the mark */

/* Checks: each fails the test with the frame if not so. */
void drv_text(const char *text);              /* wait_text */
void drv_gone(const char *text);              /* wait_gone */
void drv_grep(const char *ere);               /* a row matches */
void drv_no_grep(const char *ere);            /* no row matches */
void drv_screen_is(const char *id, int seat); /* wait_screen; seat -1: any holder */
void drv_fits(void);                          /* check_fits: nothing cut at an edge */
/* drv_fits, and no row of the first `height` wider than `width` columns (a translated screen). */
void drv_fits_in(const char *what, int width, int height);
/* The key hint row (the second from the bottom of 24) holds every text (NULL ends them), so
   that no pair was dropped for want of room. */
void drv_hint_has(const char *text, ...);
void drv_no_ids(void); /* check_no_ids: no checklist ID (R-FURI-01, CFG-, AMB-) shown */
void drv_no_cut_since(const char *what); /* no frame cut (but a too-small one) since the mark */
void drv_trace_mark(void);               /* empties the trace (: >"$TRACE") */

/* The program's end: its exit status (fails if it still waits for a key). */
int drv_exit(void);
void drv_leave(void); /* q, the leave dialog, y, the end */
/* The plan made (a failure when no seed fits it), no saved game, the trace emptied. */
void drv_plan_fresh(const char *plan);
/* The same in a language: the dialog asks `question`, fits 80x24, and the program exits 0. */
void drv_leave_asked(const char *question);
bool drv_running(void);
/* KEY, and the title (the top row) has changed: a step of the viewer. */
void drv_press(const char *key);
/* A line of FILE in the state dir (tsumo/autosave.table...) is LINE, whole. */
bool drv_saved_line(const char *file, const char *line);
/* FROM's lines into TO (in the test's dir): without those starting with DROP, up to the first
   starting with UNTIL (copied WITH_UNTIL); either may be NULL. */
void drv_copy_lines(const char *from, const char *to, const char *until, bool with_until,
                    const char *drop);
bool drv_program_wrote_errors(void); /* the last program wrote to its standard error */

/* A computer's pause: skipped at once (false, the default), or a screen the test sees until it
   moves the clock (true: lib.inc's --cpu-pause 10000 tests). */
extern bool drv_computers_wait;
/* The test clock moves on by MS milliseconds; a waiting program sees it (a timeout). */
void drv_advance(int ms);
void drv_remove_state(void); /* rm -rf "$XDG_STATE_HOME" */
/* The canvas takes another size and the program gets the resize key, as curses gives it after
   SIGWINCH (tmux's resize tests keep the signal itself: resize.sh, view-small.sh). */
void drv_resize(int cols, int rows);

/* The planner's script: runs the planner with ARGS into FILE (in the test's dir); false if it
   found no seed. drv_plan_seed reads a plan's seed. */
bool drv_make_plan(const char *file, const char *args);
long drv_plan_seed(const char *file);
char *drv_plan_line(const char *file, const char *prefix); /* the first line so starting, or NULL */
char *drv_plan_last_line(const char *file, const char *prefix); /* the last one */
void drv_plan_record(const char *file, const char *record, const char *names);
/* lib.inc's play_step, pass_curtain, pass_all: the steps typed as a player would. */
/* The table at COLS x ROWS for a plan's seed: Alice, Bob, Carol and Dave in fixed seats, the
   claim window without a clock, MORE options after (or NULL); at its start screen. */
void drv_start_plan(int cols, int rows, const char *plan, const char *more);
void drv_play_plan(const char *file, int stop); /* the first STOP steps (0: every one) */
void drv_play_plan_range(const char *file, int from, int stop); /* steps FROM to STOP (1 first) */
int drv_plan_last_step(const char *file, char step); /* the index of its last STEP line, or 0 */
void drv_play_step(const char *line);
void drv_pass_curtain(int seat, const char *screen);
void drv_pass_all(void);
const char *drv_under_key(char key); /* under claim key KEY: a pass key, or "answered" */

/* Checking flags of play_step (lib.inc's CHECK_FITS, CHECK_HINTS, CHECK_HELP, CHECK_LEAKS). */
extern bool drv_check_fits, drv_check_hints, drv_check_help, drv_check_leaks, drv_casual;
void drv_check_help_of(const char *screen); /* lib.inc's check_help */
bool drv_helped(const char *screen);
void drv_helped_reset(void);
void drv_check_hints_now(void);
void drv_check_no_leak(void);
/* An open-hands game (--open-hands): every hand but the holder's is on the screen, as the
   trace's hands= gives it from each seat's own view; and no leak, nothing cut. */
void drv_check_hands_shown(const char *where);
/* The tile cells of an ASCII screen, counted by kind (red fives apart: drv_face_kind); big
   tiles too, by their faces (data/faces/big.faces, the blocks set: the tests run in UTF-8). */
void drv_screen_tiles(int seen[64]);
/* The big faces whose top row is screen row Y (0 is the top): each is three rows tall. */
int drv_big_tiles(int y);
/* Those faces left to right as typed tiles, one a word ("1m 0p 4z": 0p a red five). */
void drv_big_row(int y, char *out, size_t size);
/* Whether some row's big faces read WORDS ("2m 3m 4m"), in that order, side by side. */
bool drv_big_shows(const char *words);
/* How many times: on each row, as strstr finds them. */
int drv_big_count(const char *words);
/* One cell of the screen: its character's UTF-8, "" where a wide one goes on. */
const char *drv_cell(int y, int x);
int drv_row_tiles(int y); /* the tile cells of one row */
int drv_face_kind(const char *face);
/* "0m", "5z": an index below 64, or -1 */ /* no tile on screen the frame's view does not hold
                                              as often */

void drv_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* "FAIL: " and the message on stderr, one line: drv_fail's first line, and that of a test that
   counts its failures instead of stopping at the first (tests/tui/screens.c). */
void drv_say_failure(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
void drv_ok(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int drv_finish(void);

#endif

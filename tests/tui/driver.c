/*
 * The table driven in process: a text canvas, the baton between the test and
 * the program, and lib.inc's steps in C (driver.h says how and why).
 */
#include "driver.h"
#include "cli.h"
#include "tui.h"
#include "ui.h"

#include <pthread.h>
#include <regex.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int tsumo_main(int argc, char **argv); /* src/cli/main.c, compiled with main renamed */

/* ---- the canvas: the frame as text ---- */

#define DRV_ROWS 100
#define DRV_COLS 320
typedef char cell[8]; /* one character's UTF-8; "" where a wide one goes on */
static cell grid[DRV_ROWS][DRV_COLS];
static int rows = 24, cols = 80, clipped;
static int used_rows = 24, used_cols = 80; /* the largest size asked so far */
static char screen_text[DRV_ROWS * (DRV_COLS * 4 + 1) + 1];

bool canvas_open(bool colour)
{
    (void)colour;
    return true;
}
void canvas_close(void) {}
bool canvas_is_open(void)
{
    return true;
}
int canvas_rows(void)
{
    return rows;
}
int canvas_cols(void)
{
    return cols;
}
bool canvas_has_colour(void)
{
    return false;
}
void (*drv_canvas_watch)(int y, int x, int width, int style, const char *text);
void (*drv_canvas_cleared)(void);

/* The size the program is given, and the cells canvas_clear clears from now on. */
static void size_set(int c, int r)
{
    cols = c;
    rows = r;
    used_cols = c > used_cols ? c : used_cols;
    used_rows = r > used_rows ? r : used_rows;
}

void drv_canvas_size(int c, int r)
{
    if (c > DRV_COLS || r > DRV_ROWS)
        drv_fail("the test asks for more than the driver holds");
    size_set(c, r);
}

/* The cells any size so far could write: a frame cleared whole at 320x100 cost the in-process
   tests a tenth of their time. */
void canvas_clear(void)
{
    if (drv_canvas_cleared)
        drv_canvas_cleared();
    clipped = 0;
    for (int y = 0; y < used_rows; y++)
        for (int x = 0; x < used_cols; x++)
            strcpy(grid[y][x], " ");
}
void canvas_overflow(void)
{
    clipped++;
}
int canvas_clipped(void)
{
    return clipped;
}
void canvas_cursor(int y, int x)
{
    (void)y, (void)x;
}
void canvas_flush(void) {}
void canvas_repaint(void) {}

/* One character of `s` (UTF-8 checked by ui_fit before): its length in bytes. */
static size_t char_len(const char *s)
{
    unsigned char c = (unsigned char)*s;
    size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    for (size_t i = 1; i < n; i++)
        if (!s[i])
            return i;
    return n;
}

/* As canvas.c: cut at the edge (and counted as cut there), written a cell at a time. */
static int put(int y, int x, int width, const char *text)
{
    if (width <= 0)
        return x;
    if (y < 0 || y >= rows || x >= cols || x < 0) {
        if (*text)
            clipped++;
        return x;
    }
    bool at_edge = width >= cols - x;
    if (width > cols - x)
        width = cols - x;
    size_t n = ui_fit(text, width);
    if (at_edge && text[n] != '\0')
        clipped++;
    int at = x;
    for (size_t i = 0; i < n;) {
        size_t len = char_len(text + i);
        char one[8] = {0};
        memcpy(one, text + i, len < 7 ? len : 7);
        int w = ui_width(one);
        if (w > 0 && at + w <= cols) {
            strcpy(grid[y][at], one);
            for (int k = 1; k < w; k++)
                grid[y][at + k][0] = '\0';
        } else if (w == 0 && at > x) { /* a combining mark goes with the cell before */
            size_t have = strlen(grid[y][at - 1]);
            if (have + len < sizeof(cell))
                memcpy(grid[y][at - 1] + have, one, len + 1);
        }
        at += w > 0 ? w : 0;
        i += len;
    }
    return at;
}

int canvas_put_max(int y, int x, int width, int style, const char *text)
{
    if (drv_canvas_watch)
        drv_canvas_watch(y, x, width, style, text);
    return put(y, x, width, text);
}

int canvas_put(int y, int x, int style, const char *text)
{
    if (drv_canvas_watch) /* no width: what runs past the edge is the watcher's to see */
        drv_canvas_watch(y, x, 1 << 20, style, text);
    return put(y, x, cols - x, text);
}

bool canvas_cell_free(int y, int x)
{
    return y >= 0 && y < rows && x >= 0 && x < cols && strcmp(grid[y][x], " ") == 0;
}

void canvas_blank(int y, int x, int width, int style)
{
    (void)style;
    if (y < 0 || y >= rows || x < 0)
        return;
    for (int i = 0; i < width && x + i < cols; i++)
        strcpy(grid[y][x + i], " ");
}

static void row_text(char *out, int y)
{
    char *p = out;
    for (int x = 0; x < cols; x++)
        p += strlen(strcpy(p, grid[y][x]));
    while (p > out && p[-1] == ' ')
        p--;
    *p = '\0';
}

const char *drv_screen(void)
{
    char *p = screen_text;
    for (int y = 0; y < rows; y++) {
        row_text(p, y);
        p += strlen(p);
        *p++ = '\n';
    }
    *p = '\0';
    return screen_text;
}

const char *drv_cell(int y, int x)
{
    return y >= 0 && y < rows && x >= 0 && x < cols ? grid[y][x] : "";
}

const char *drv_row(int y)
{
    static char line[DRV_COLS * 8 + 1];
    line[0] = '\0';
    if (y >= 0 && y < rows)
        row_text(line, y);
    return line;
}

bool drv_shows(const char *text)
{
    return strstr(drv_screen(), text) != NULL;
}

static bool line_matches(const char *ere, const char *text, bool by_row)
{
    regex_t re;
    if (regcomp(&re, ere, REG_EXTENDED | REG_NOSUB | (by_row ? REG_NEWLINE : 0)) != 0)
        drv_fail("a bad regular expression in the test: %s", ere);
    bool found = regexec(&re, text, 0, NULL, 0) == 0;
    regfree(&re);
    return found;
}

bool drv_matches(const char *ere)
{
    return line_matches(ere, drv_screen(), true);
}

/* ---- the test's files and the trace ---- */

static char tmp[256], trace_path[300], clock_path[300], state_path[300], plan_path[1024];
static int passed;

const char *drv_tmp(void)
{
    return tmp;
}
const char *drv_plan(void)
{
    return plan_path;
}

static void remove_tmp(void)
{
    if (!tmp[0] || getenv("TSUMO_TUI_KEEP"))
        return;
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0)
        fprintf(stderr, "cannot remove %s\n", tmp);
}

static int64_t clock_ms = 1000000;

static void write_clock(void)
{
    char next[320];
    snprintf(next, sizeof next, "%s.new", clock_path);
    FILE *f = fopen(next, "w");
    if (!f || fprintf(f, "%lld\n", (long long)clock_ms) < 0 || fclose(f) != 0 ||
        rename(next, clock_path) != 0)
        drv_fail("cannot write the test clock %s", clock_path);
}

/* Whether a name holds what the leak check could read as a tile: a capital, or 8s, 5m... */
static bool tile_like(const char *name)
{
    for (const char *p = name; *p; p++)
        if ((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9' && p[1] && strchr("mpsz", p[1])))
            return true;
    return false;
}

void drv_init(int argc, char **argv)
{
    /* The table saves the game after every action, with an fsync: in memory (/dev/shm, where
       there is one) those cost nothing, where on a busy disk they were most of a test's time. */
    const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    if (access("/dev/shm", W_OK | X_OK) == 0)
        dir = "/dev/shm";
    /* The folder's name is on screens that show where a game is kept, and the leak check reads
       every tile face on a screen: "8s58hR" once showed an 8s the view did not allow. A name
       with no capital and no digit before m, p, s or z reads as no tile. */
    for (int tries = 0;; tries++) {
        snprintf(tmp, sizeof tmp, "%s/tsumo-tui-in.XXXXXX", dir);
        if (!mkdtemp(tmp)) {
            perror("mkdtemp");
            exit(2);
        }
        if (tries >= 1000 || !tile_like(strrchr(tmp, '.') + 1))
            break;
        rmdir(tmp);
    }
    atexit(remove_tmp);
    snprintf(trace_path, sizeof trace_path, "%s/trace", tmp);
    snprintf(clock_path, sizeof clock_path, "%s/clock", tmp);
    snprintf(state_path, sizeof state_path, "%s/state", tmp);
    snprintf(plan_path, sizeof plan_path, "%s", argc > 1 ? argv[1] : "");
    setenv("XDG_STATE_HOME", state_path, 1);
    setenv("XDG_DATA_HOME", state_path, 1); /* the organiser's own demos: none but a test's */
    setenv("TSUMO_TUI_TRACE", trace_path, 1);
    setenv("TSUMO_TUI_CLOCK", clock_path, 1);
    setenv("LANG", "C.UTF-8", 1);
    setenv("LC_ALL", "C.UTF-8", 1);
    unsetenv("NO_COLOR");
    unsetenv("TSUMO_TILES");
    unsetenv("TSUMO_CLAIM_MS");
    unsetenv("LANGUAGE");
    write_clock();
    FILE *f = fopen(trace_path, "w");
    if (f)
        fclose(f);
    setvbuf(stdout, NULL, _IOLBF, 0);
}

const char *drv_trace(void)
{
    static char line[8192];
    char last[320];
    snprintf(last, sizeof last, "%s.last", trace_path);
    line[0] = '\0';
    FILE *f = fopen(last, "r");
    if (f) {
        if (!fgets(line, sizeof line, f))
            line[0] = '\0';
        fclose(f);
    }
    line[strcspn(line, "\n")] = '\0';
    return line;
}

bool drv_trace_matches(const char *ere)
{
    return line_matches(ere, drv_trace(), false);
}

bool drv_trace_any(const char *ere)
{
    FILE *f = fopen(trace_path, "r");
    char line[8192];
    bool found = false;
    while (!found && f && fgets(line, sizeof line, f))
        found = line_matches(ere, line, false);
    if (f)
        fclose(f);
    return found;
}

void drv_trace_mark(void)
{
    FILE *f = fopen(trace_path, "w");
    if (f)
        fclose(f);
}

void drv_no_cut_since(const char *what)
{
    FILE *f = fopen(trace_path, "r");
    char line[8192];
    while (f && fgets(line, sizeof line, f))
        if (!strstr(line, " clipped=0") && !strstr(line, " small=1 ")) {
            fclose(f);
            drv_fail("a frame was cut (%s): %s", what, line);
        }
    if (f)
        fclose(f);
}

/* ---- the baton ---- */

/* The program's standard error goes to the file "stderr" while it runs (lib.inc's $TMP/stderr):
   a table that writes under its screen is seen. */
static int saved_stderr = -1;
static void redirect(int fd, const char *file, int *saved);
static void restore(int fd, int *saved);

enum { TURN_TEST, TURN_PROGRAM };
static pthread_mutex_t baton = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t passed_on = PTHREAD_COND_INITIALIZER;
static int turn = TURN_TEST, given_key, program_rc;
static bool running;
static pthread_t program;
static int program_argc;
static char *program_argv[64];

bool drv_computers_wait;

/* A computer's pause runs out at once: the test clock jumps over it. */
static bool computer_waits(int timeout_ms)
{
    if (timeout_ms < 0 || drv_computers_wait || strncmp(drv_trace(), "screen=cpu ", 11) != 0)
        return false;
    clock_ms += timeout_ms;
    write_clock();
    return true;
}

int canvas_read(int timeout_ms)
{
    static int spins;
    if (computer_waits(timeout_ms)) {
        if (++spins > 100000)
            drv_fail("the computer's screen never gives the turn back");
        return UI_KEY_TIMEOUT;
    }
    spins = 0;
    pthread_mutex_lock(&baton);
    turn = TURN_TEST;
    pthread_cond_broadcast(&passed_on);
    while (turn != TURN_PROGRAM)
        pthread_cond_wait(&passed_on, &baton);
    int key = given_key;
    pthread_mutex_unlock(&baton);
    return key;
}

/* `tsumo` alone opens the menu on a terminal (main() asks isatty, and the test has none). */
static void *program_main(void *arg)
{
    (void)arg;
    int rc;
    if (program_argc == 1) {
        cli_init_i18n(getenv("TSUMO_LOCALEDIR"));
        rc = tui_menu(cli_explain_gather);
    } else {
        rc = tsumo_main(program_argc, program_argv);
    }
    restore(STDERR_FILENO, &saved_stderr);
    pthread_mutex_lock(&baton);
    program_rc = rc;
    running = false;
    turn = TURN_TEST;
    pthread_cond_broadcast(&passed_on);
    pthread_mutex_unlock(&baton);
    return NULL;
}

/* The program has the turn until it waits for a key or ends. */
static void hand_over(void)
{
    pthread_mutex_lock(&baton);
    turn = TURN_PROGRAM;
    pthread_cond_broadcast(&passed_on);
    while (turn != TURN_TEST)
        pthread_cond_wait(&passed_on, &baton);
    pthread_mutex_unlock(&baton);
}

static void joined(void)
{
    if (program_argc && !running) {
        pthread_join(program, NULL);
        for (int i = 0; i < program_argc; i++)
            free(program_argv[i]);
        program_argc = 0;
    }
}

void drv_start_argv(int c, int r, int argc, const char *const *argv)
{
    if (running)
        drv_fail("a program started while another still runs");
    joined();
    if (c > DRV_COLS || r > DRV_ROWS || argc > 62)
        drv_fail("the test asks for more than the driver holds");
    size_set(c, r);
    canvas_clear();
    char last[320];
    snprintf(last, sizeof last, "%s.last", trace_path);
    remove(last);
    program_argv[program_argc++] = strdup("tsumo");
    for (int i = 0; i < argc; i++)
        program_argv[program_argc++] = strdup(argv[i]);
    program_argv[program_argc] = NULL;
    fflush(stdout);
    redirect(STDERR_FILENO, "stderr", &saved_stderr);
    running = true;
    turn = TURN_PROGRAM;
    if (pthread_create(&program, NULL, program_main, NULL) != 0)
        drv_fail("cannot start the program's thread");
    pthread_mutex_lock(&baton);
    while (turn != TURN_TEST)
        pthread_cond_wait(&passed_on, &baton);
    pthread_mutex_unlock(&baton);
}

void drv_start(int c, int r, const char *args)
{
    const char *words[64];
    char *copy = strdup(args), *save = NULL;
    int n = 0;
    for (char *w = strtok_r(copy, " ", &save); w && n < 62; w = strtok_r(NULL, " ", &save))
        words[n++] = w;
    drv_start_argv(c, r, n, words);
    free(copy);
}

bool drv_running(void)
{
    return running;
}

int drv_exit(void)
{
    if (running)
        drv_fail("the program did not end");
    joined();
    return program_rc;
}

static int key_code(const char *name)
{
    static const struct {
        const char *name;
        int code;
    } named[] = {
        {"Enter", UI_KEY_ENTER},      {"Escape", UI_KEY_ESCAPE},  {"Right", UI_KEY_RIGHT},
        {"Left", UI_KEY_LEFT},        {"Up", UI_KEY_UP},          {"Down", UI_KEY_DOWN},
        {"Home", UI_KEY_HOME},        {"End", UI_KEY_END},        {"PPage", UI_KEY_PAGE_UP},
        {"NPage", UI_KEY_PAGE_DOWN},  {"PgDn", UI_KEY_PAGE_DOWN}, {"PgUp", UI_KEY_PAGE_UP},
        {"BSpace", UI_KEY_BACKSPACE}, {"DC", UI_KEY_DELETE},      {"Tab", UI_KEY_TAB},
        {"BTab", UI_KEY_BACKTAB},     {"F1", UI_KEY_HELP},        {"C-c", UI_KEY_INTERRUPT},
        {"C-l", UI_KEY_REDRAW},       {"C-u", UI_KEY_CLEAR},      {"Space", ' '},
    };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (strcmp(name, named[i].name) == 0)
            return named[i].code;
    return -1;
}

static void give(int key)
{
    if (!running)
        drv_fail("a key for a program that has ended");
    given_key = key;
    hand_over();
}

static void one_key(const char *name)
{
    int code = key_code(name);
    if (code >= 0) {
        give(code);
        return;
    }
    for (const char *p = name; *p;) {
        size_t len = char_len(p);
        uint32_t c = (unsigned char)*p;
        if (len > 1) {
            c &= 0xFFu >> (len + 1);
            for (size_t i = 1; i < len; i++)
                c = c << 6 | ((unsigned char)p[i] & 0x3F);
        }
        give((int)c);
        p += len;
    }
}

void drv_keys(const char *key, ...)
{
    va_list ap;
    va_start(ap, key);
    for (const char *k = key; k; k = va_arg(ap, const char *))
        one_key(k);
    va_end(ap);
}

void drv_type(const char *words)
{
    char *copy = strdup(words), *save = NULL;
    for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save))
        one_key(w);
    free(copy);
}

void drv_advance(int ms)
{
    clock_ms += ms;
    write_clock();
    if (running)
        give(UI_KEY_TIMEOUT);
}

void drv_remove_state(void)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", state_path);
    if (system(cmd) != 0)
        drv_fail("cannot remove %s", state_path);
}

/* ---- checks ---- */

bool drv_program_wrote_errors(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/stderr", tmp);
    FILE *f = fopen(path, "r");
    bool wrote = f && fgetc(f) != EOF;
    if (f)
        fclose(f);
    return wrote;
}

void drv_say_failure(const char *fmt, va_list ap)
{
    fputs("FAIL: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void drv_fail(const char *fmt, ...)
{
    restore(STDERR_FILENO, &saved_stderr);
    va_list ap;
    va_start(ap, fmt);
    drv_say_failure(fmt, ap);
    va_end(ap);
    fprintf(stderr, "---- screen ----\n%s---- last trace line ----\n%s\n", drv_screen(),
            drv_trace());
    char path[512], line[1024];
    snprintf(path, sizeof path, "%s/stderr", tmp);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        fprintf(stderr, "program's stderr: %s", line);
    if (f)
        fclose(f);
    fflush(stdout);
    exit(1);
}

void drv_ok(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("ok %d - ", ++passed);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

int drv_finish(void)
{
    if (running)
        drv_fail("the program still runs at the end of the test");
    joined();
    printf("%d passed, 0 failed\n", passed);
    return 0;
}

void drv_text(const char *text)
{
    if (!drv_shows(text))
        drv_fail("waited for '%s'", text);
}

void drv_gone(const char *text)
{
    if (drv_shows(text))
        drv_fail("'%s' is still on the screen", text);
}

void drv_grep(const char *ere)
{
    if (!drv_matches(ere))
        drv_fail("no row matches '%s'", ere);
}

void drv_no_grep(const char *ere)
{
    if (drv_matches(ere))
        drv_fail("a row matches '%s'", ere);
}

void drv_screen_is(const char *id, int seat)
{
    char want[64], holder[32];
    snprintf(want, sizeof want, "screen=%s ", id);
    snprintf(holder, sizeof holder, " holder=%d ", seat);
    const char *t = drv_trace();
    if (strncmp(t, want, strlen(want)) != 0 || (seat >= 0 && !strstr(t, holder)))
        drv_fail("waited for screen %s %d", id, seat);
}

void drv_fits(void)
{
    if (!strstr(drv_trace(), " clipped=0"))
        drv_fail("something was cut at the edge of the screen");
}

void drv_fits_in(const char *what, int width, int height)
{
    drv_fits();
    for (int y = 0; y < height; y++)
        if (ui_width(drv_row(y)) > width)
            drv_fail("%s: a line is wider than %d columns: %s", what, width, drv_row(y));
}

void drv_hint_has(const char *text, ...)
{
    va_list ap;
    va_start(ap, text);
    for (const char *t = text; t; t = va_arg(ap, const char *))
        if (!strstr(drv_row(22), t))
            drv_fail("the key hint '%s' lacks '%s'", drv_row(22), t);
    va_end(ap);
}

void drv_leave_asked(const char *question)
{
    drv_keys("q", NULL);
    drv_text(question);
    drv_fits_in("the leave dialog", 80, 24);
    drv_keys("y", NULL);
    if (drv_exit() != 0)
        drv_fail("leaving did not exit with 0");
}

void drv_plan_fresh(const char *plan)
{
    if (!drv_make_plan(plan, plan))
        drv_fail("the planner found no seed for the plan '%s'", plan);
    drv_remove_state();
    drv_trace_mark();
}

void drv_leave(void)
{
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    drv_exit();
}

/* Standard output or error (FD) into a file of the test's dir; the old one kept in *saved. */
static void redirect(int fd, const char *file, int *saved)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmp, file);
    fflush(fd == STDOUT_FILENO ? stdout : stderr);
    FILE *f = fopen(path, "w");
    *saved = dup(fd);
    if (!f || *saved < 0 || dup2(fileno(f), fd) < 0)
        drv_fail("cannot write %s", path);
    fclose(f);
}

static void restore(int fd, int *saved)
{
    if (*saved < 0)
        return;
    fflush(fd == STDOUT_FILENO ? stdout : stderr);
    dup2(*saved, fd);
    close(*saved);
    *saved = -1;
}

int drv_run(const char *out, const char *err, const char *args)
{
    int saved_out = -1, saved_err = -1;
    if (out)
        redirect(STDOUT_FILENO, out, &saved_out);
    if (err)
        redirect(STDERR_FILENO, err, &saved_err);
    char *words[64], *copy = strdup(args), *save = NULL;
    int n = 0;
    words[n++] = "tsumo";
    for (char *w = strtok_r(copy, " ", &save); w && n < 63; w = strtok_r(NULL, " ", &save))
        words[n++] = w;
    words[n] = NULL;
    int rc = tsumo_main(n, words);
    restore(STDOUT_FILENO, &saved_out);
    restore(STDERR_FILENO, &saved_err);
    clearerr(stdout);
    free(copy);
    return rc;
}

int drv_output(const char *file, const char *args)
{
    return drv_run(file, NULL, args);
}

bool drv_file_has(const char *file, const char *text)
{
    char path[512], line[4096];
    snprintf(path, sizeof path, "%s/%s", tmp, file);
    FILE *f = fopen(path, "r");
    bool found = false;
    while (!found && f && fgets(line, sizeof line, f))
        found = strstr(line, text) != NULL;
    if (f)
        fclose(f);
    return found;
}

int drv_find_row(const char *ere, int from)
{
    for (int y = from < 0 ? 0 : from; y < rows; y++)
        if (line_matches(ere, drv_row(y), false))
            return y;
    return -1;
}

void drv_no_ids(void)
{
    if (drv_matches("R-[A-Z]+-[0-9]+|CFG-[A-Z]+|AMB-[0-9]+"))
        drv_fail("the screen shows the checklist's IDs");
}

/* The screen as one line, rows and runs of blanks squeezed to one blank (tr -s '\n ' '  '). */
const char *drv_flat(void)
{
    static char out[DRV_ROWS * (DRV_COLS * 4 + 1) + 1];
    size_t n = 0;
    for (const char *s = drv_screen(); *s; s++) {
        char c = *s == '\n' ? ' ' : *s;
        if (c != ' ' || n == 0 || out[n - 1] != ' ')
            out[n++] = c;
    }
    out[n] = '\0';
    return out;
}

int drv_count(const char *text, const char *ere)
{
    regex_t re;
    if (regcomp(&re, ere, REG_EXTENDED) != 0)
        drv_fail("a bad regular expression in the test: %s", ere);
    regmatch_t m;
    int n = 0;
    for (size_t at = 0; text[at] && regexec(&re, text + at, 1, &m, at ? REG_NOTBOL : 0) == 0; n++)
        at += (size_t)(m.rm_eo > 0 ? m.rm_eo : 1);
    regfree(&re);
    return n;
}

void drv_ruleset(const char *file, const char *line, const char *instead)
{
    if (drv_output("ema2008.ini", "rules ema2008") != 0)
        drv_fail("tsumo rules ema2008 failed");
    char in[512], out[512], text[1024];
    snprintf(in, sizeof in, "%s/ema2008.ini", tmp);
    snprintf(out, sizeof out, "%s/%s", tmp, file);
    FILE *f = fopen(in, "r"), *g = fopen(out, "w");
    bool switched = false;
    while (f && g && fgets(text, sizeof text, f)) {
        text[strcspn(text, "\n")] = '\0';
        bool it = strcmp(text, line) == 0;
        fprintf(g, "%s\n", it ? instead : text);
        switched = switched || it;
    }
    if (f)
        fclose(f);
    if (g)
        fclose(g);
    if (!switched)
        drv_fail("no line '%s' in the ruleset to change", line);
}

/* What stands under claim key KEY ('1'-'4') in the claim window: that seat's pass key or
   "answered" (lib.inc's under_key). */
const char *drv_under_key(char key)
{
    static char word[16];
    word[0] = '\0';
    int y = drv_find_row("^ Claim: ", 0);
    char k[4] = {'[', key, ']', '\0'};
    const char *at = y >= 0 ? strstr(drv_row(y), k) : NULL;
    if (at) {
        size_t col = (size_t)(at - drv_row(y)); /* (the row's buffer: read again below) */
        const char *below = drv_row(y + 1);
        if (strlen(below) > col)
            sscanf(below + col, "%15s", word);
    }
    return word;
}

void drv_resize(int c, int r)
{
    if (c > DRV_COLS || r > DRV_ROWS)
        drv_fail("the test asks for more than the driver holds");
    size_set(c, r);
    give(UI_KEY_RESIZE);
}

int drv_trace_runs(const char *screen)
{
    char want[64], line[8192];
    snprintf(want, sizeof want, "screen=%s ", screen);
    FILE *f = fopen(trace_path, "r");
    int runs = 0;
    bool in = false;
    while (f && fgets(line, sizeof line, f)) {
        bool is = strncmp(line, want, strlen(want)) == 0;
        runs += is && !in;
        in = is;
    }
    if (f)
        fclose(f);
    return runs;
}

bool drv_sub(const char *text, const char *ere, int group, char *out, size_t size)
{
    regex_t re;
    regmatch_t m[10];
    if (group > 9 || regcomp(&re, ere, REG_EXTENDED) != 0)
        drv_fail("a bad regular expression in the test: %s", ere);
    bool found = regexec(&re, text, 10, m, 0) == 0 && m[group].rm_so >= 0;
    if (found)
        snprintf(out, size, "%.*s", (int)(m[group].rm_eo - m[group].rm_so), text + m[group].rm_so);
    regfree(&re);
    return found;
}

void drv_press(const char *key)
{
    char before[DRV_COLS * 8 + 1];
    snprintf(before, sizeof before, "%s", drv_row(0));
    drv_keys(key, NULL);
    if (strcmp(drv_row(0), before) == 0)
        drv_fail("%s did not move from: %s", key, before);
}

bool drv_saved_line(const char *file, const char *line)
{
    char path[512], text[1024];
    snprintf(path, sizeof path, "%s/%s", state_path, file);
    FILE *f = fopen(path, "r");
    bool found = false;
    while (!found && f && fgets(text, sizeof text, f))
        found = strncmp(text, line, strlen(line)) == 0 && text[strlen(line)] == '\n';
    if (f)
        fclose(f);
    return found;
}

void drv_copy_lines(const char *from, const char *to, const char *until, bool with_until,
                    const char *drop)
{
    char out[512], line[4096];
    snprintf(out, sizeof out, "%s/%s", tmp, to);
    FILE *f = fopen(from, "r"), *g = fopen(out, "w");
    if (!f)
        drv_fail("cannot read %s", from);
    while (g && fgets(line, sizeof line, f)) {
        if (drop && strncmp(line, drop, strlen(drop)) == 0)
            continue;
        bool last = until && strncmp(line, until, strlen(until)) == 0;
        if (!last || with_until)
            fputs(line, g);
        if (last)
            break;
    }
    fclose(f);
    if (!g || fclose(g) != 0)
        drv_fail("cannot write %s", out);
}

const char *drv_sim_record(long seed)
{
    static char path[512];
    char args[600];
    snprintf(args, sizeof args, "sim --games 1 --seed %ld --record %s", seed, tmp);
    snprintf(path, sizeof path, "%s/sim-%ld.txt", tmp, seed);
    if (drv_run("sim.out", NULL, args) != 0 || access(path, R_OK) != 0)
        drv_fail("tsumo sim wrote no record %s", path);
    return path;
}

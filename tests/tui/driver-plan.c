/*
 * The planner's steps typed into the table in process, with lib.inc's checks
 * on the way (the help of each moment, the hints, the edges): play_step and
 * its helpers, in C. Where lib.inc waits for a screen, the program here
 * already waits for a key: what it shows is what it will show.
 */
#include "driver.h"
#include "faces.h"
#include "ui.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool drv_check_fits, drv_check_hints, drv_check_help, drv_casual;

/* ---- the planner ---- */

static void path_of(char *out, size_t size, const char *file)
{
    snprintf(out, size, "%s/%s", drv_tmp(), file);
}

bool drv_make_plan(const char *file, const char *args)
{
    char path[512], cmd[2048];
    path_of(path, sizeof path, file);
    snprintf(cmd, sizeof cmd, "'%s' %s >'%s'", drv_plan(), args, path);
    return system(cmd) == 0;
}

/* The first (or last) line of a plan so starting. */
static char *plan_line(const char *file, const char *prefix, bool last)
{
    static char line[1024];
    char path[512];
    path_of(path, sizeof path, file);
    FILE *f = fopen(path, "r");
    if (!f)
        drv_fail("no plan %s", path);
    static char kept[1024];
    bool found = false;
    while ((!found || last) && fgets(line, sizeof line, f))
        if (strncmp(line, prefix, strlen(prefix)) == 0) {
            found = true;
            memcpy(kept, line, sizeof kept);
        }
    fclose(f);
    kept[strcspn(kept, "\n")] = '\0';
    return found ? kept : NULL;
}

char *drv_plan_line(const char *file, const char *prefix)
{
    return plan_line(file, prefix, false);
}

char *drv_plan_last_line(const char *file, const char *prefix)
{
    return plan_line(file, prefix, true);
}

long drv_plan_seed(const char *file)
{
    const char *line = drv_plan_line(file, "seed ");
    if (!line)
        drv_fail("the plan %s has no seed", file);
    return atol(line + 5);
}

/* A record that starts where the plan's game starts (its start line), NAMES seated in order. */
void drv_plan_record(const char *file, const char *record, const char *names)
{
    char path[512];
    path_of(path, sizeof path, record);
    FILE *f = fopen(path, "w");
    if (!f)
        drv_fail("cannot write %s", path);
    fprintf(f, "tsumo-record 1\nruleset ema2008\nseed %ld\nseats fixed\n", drv_plan_seed(file));
    char *copy = strdup(names), *save = NULL;
    for (char *n = strtok_r(copy, " ", &save); n; n = strtok_r(NULL, " ", &save))
        fprintf(f, "player %s\n", n);
    free(copy);
    const char *start = drv_plan_line(file, "start ");
    if (start)
        fprintf(f, "%s\n", start);
    fclose(f);
}

/* ---- the help of each moment (lib.inc's check_help) ---- */

static char helped[32][16];
static int helped_count;

bool drv_helped(const char *screen)
{
    for (int i = 0; i < helped_count; i++)
        if (strcmp(helped[i], screen) == 0)
            return true;
    return false;
}

void drv_helped_reset(void)
{
    helped_count = 0;
}

static const char *help_phrase(const char *kind)
{
    static const char *const phrases[][2] = {
        {"menu", "resume the saved game"},
        {"setup", "move between fields"},
        {"calc", "type the hand"},
        {"start", "deal the first hand"},
        {"curtain", "the named player shows his tiles"},
        {"table", "discard the selected tile"},
        {"riichi", "declare riichi with the selected tile"},
        {"claim", "claim this tile"},
        {"call", "make the chosen claim"},
        {"declare", "tenpai (show), noten (keep hidden)"},
        {"result", "next page; on the last, the next hand"},
        {"final", "export the record to the games folder"},
    };
    for (size_t i = 0; i < sizeof phrases / sizeof phrases[0]; i++)
        if (strcmp(kind, phrases[i][0]) == 0)
            return phrases[i][1];
    return "Any key closes this help";
}

/* The screen as one line: rows, blanks and '|' squeezed to one blank (tr -s '\n |' '   '). */
static const char *squeezed(void)
{
    static char out[64 * 1024];
    const char *s = drv_screen();
    size_t n = 0;
    for (; *s && n + 1 < sizeof out; s++) {
        char c = *s == '\n' || *s == '|' ? ' ' : *s;
        if (c != ' ' || n == 0 || out[n - 1] != ' ')
            out[n++] = c;
    }
    out[n] = '\0';
    return out;
}

void drv_check_help_of(const char *screen)
{
    if (!drv_check_help)
        return;
    char kind[16] = "";
    if (screen)
        snprintf(kind, sizeof kind, "%s", screen);
    else
        sscanf(drv_trace(), "screen=%15[a-z] ", kind);
    if (!kind[0] || drv_helped(kind) || helped_count == 32)
        return;
    char before[8192];
    snprintf(before, sizeof before, "%s", drv_trace());
    bool typing = strcmp(kind, "setup") == 0 || strcmp(kind, "calc") == 0;
    drv_keys(typing ? "F1" : "?", NULL); /* '?' would be typed into a text field */
    drv_text("Any key closes this help");
    drv_fits();
    if (!strstr(squeezed(), help_phrase(kind)))
        drv_fail("the help of the %s screen does not say '%s'", kind, help_phrase(kind));
    drv_keys("Escape", NULL);
    if (!strstr(drv_trace(), " help=0 "))
        drv_fail("the help did not close");
    if (strcmp(drv_trace(), before) != 0)
        drv_fail("closing the help changed the %s screen", kind);
    snprintf(helped[helped_count++], sizeof helped[0], "%s", kind);
}

/* ---- the hints of a turn (lib.inc's check_hints) ---- */

void drv_check_hints_now(void)
{
    char row[4096];
    snprintf(row, sizeof row, " %s ", drv_row(22));
    if (!strstr(row, "Enter discard"))
        return;
    const char *l = strstr(drv_trace(), " legal:");
    char legal[2048];
    snprintf(legal, sizeof legal, "%s ", l ? l + 7 : "");
    static const char *const pairs[][2] = {{"riichi", "r riichi"},
                                           {"tsumo", "t tsumo"},
                                           {"kyuushu", "N abort"},
                                           {"closed_kan", "K kan"},
                                           {"added_kan", "K kan"}};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        char id[32], hint[32];
        snprintf(id, sizeof id, " %s ", pairs[i][0]);
        snprintf(hint, sizeof hint, " %s ", pairs[i][1]);
        bool is_legal = strstr(legal, id) != NULL;
        bool hinted = strstr(row, hint) != NULL;
        if (is_legal && !hinted)
            drv_fail("%s is legal but the hints do not offer '%s': %s", pairs[i][0], pairs[i][1],
                     row);
        if (!is_legal && strstr(pairs[i][0], "kan") && strstr(legal, "_kan"))
            continue;
        if (!is_legal && hinted)
            drv_fail("the hints offer '%s' but %s is not legal (%s): %s", pairs[i][1], pairs[i][0],
                     legal, row);
    }
}

/* ---- the steps ---- */

static bool trace_is(const char *screen, int seat)
{
    char want[64], holder[32];
    snprintf(want, sizeof want, "screen=%s ", screen);
    snprintf(holder, sizeof holder, " holder=%d ", seat);
    const char *t = drv_trace();
    return strncmp(t, want, strlen(want)) == 0 && strstr(t, holder);
}

void drv_pass_curtain(int seat, const char *screen)
{
    for (int guard = 0; guard < 8; guard++) {
        if (trace_is(screen, seat))
            return;
        if (strncmp(drv_trace(), "screen=curtain ", 15) != 0)
            break;
        if (drv_check_leaks)
            drv_check_no_leak();
        drv_check_help_of("curtain");
        drv_keys("Enter", NULL);
    }
    drv_fail("waited for %s of seat %d", screen, seat);
}

/* The ponds of a trace line ("[1m2p|...]"), into a buffer of its own. */
static const char *ponds_of(const char *trace)
{
    static char out[4096];
    const char *p = strstr(trace, " ponds=");
    snprintf(out, sizeof out, "%s", p ? p + 7 : "");
    out[strcspn(out, " ")] = '\0';
    return out;
}

void drv_pass_all(void)
{
    drv_screen_is("claim", -1);
    char keys[16] = "";
    int n = 0;
    for (int y = canvas_rows() - 4; y < canvas_rows(); y++)
        for (const char *p = drv_row(y); (p = strchr(p, '[')) != NULL; p++)
            if (p[1] && strchr("asdf", p[1]) && p[2] == ']' && n < 8) {
                keys[n++] = p[1];
                keys[n++] = ' ';
            }
    keys[n] = '\0';
    if (!n)
        drv_fail("no pass key on the claim window");
    char before[4096];
    snprintf(before, sizeof before, "%s", ponds_of(drv_trace()));
    drv_type(keys);
    /* (a window on another discard is a new one: a riichi hand's turn plays itself) */
    if (strncmp(drv_trace(), "screen=claim ", 13) == 0 &&
        strcmp(ponds_of(drv_trace()), before) == 0)
        drv_fail("the claim window stayed open after every pass (%s)", keys);
}

/* The checks of a turn, as lib.inc makes them before its keys. */
static void turn_checks(bool hints)
{
    if (drv_check_leaks)
        drv_check_no_leak();
    if (drv_check_fits)
        drv_fits();
    if (hints && drv_check_hints)
        drv_check_hints_now();
}

static void claim_of(int seat)
{
    drv_screen_is("claim", -1);
    if (drv_check_fits)
        drv_fits();
    drv_check_help_of("claim");
    char key[2] = {(char)('1' + seat), '\0'};
    drv_keys(key, NULL);
    drv_pass_curtain(seat, "call");
}

/* A discard: the tile typed ("0m": 0 and m) and Enter; riichi (r) or open riichi (o) first. */
static void discard(char step, int seat, const char *tile)
{
    if (step == 'D' && strncmp(drv_trace(), "screen=claim ", 13) == 0)
        return; /* a riichi hand's turn went by itself: the window is on its discard */
    drv_pass_curtain(seat, "table");
    turn_checks(true);
    drv_check_help_of("table");
    if (step == 'R') {
        drv_keys("r", NULL);
        drv_check_help_of("riichi");
    } else if (step == 'O') {
        drv_keys("o", NULL);
    }
    char number[2] = {tile[0], '\0'}, suit[32];
    snprintf(suit, sizeof suit, "%s", tile + 1);
    drv_keys(number, suit, "Enter", NULL);
}

void drv_play_step(const char *line)
{
    char step = line[0], arg[32] = "";
    int seat = -1;
    sscanf(line + 1, " %d %31s", &seat, arg);
    switch (step) {
    case 'D':
    case 'R':
    case 'O':
        discard(step, seat, arg);
        break;
    case 'T':
        drv_pass_curtain(seat, "table");
        drv_keys("t", NULL);
        break;
    case 'A':
        drv_pass_curtain(seat, "table");
        turn_checks(false);
        drv_keys("K", NULL);
        break;
    case 'Q':
        drv_keys("p", NULL);
        drv_pass_all();
        break;
    case 'N':
        drv_pass_curtain(seat, "table");
        if (drv_check_fits)
            drv_fits();
        drv_keys("N", NULL);
        break;
    case 'C':
    case 'F':
        claim_of(seat);
        drv_check_help_of("call");
        break;
    case 'W':
        claim_of(seat);
        if (drv_check_leaks)
            drv_check_no_leak();
        drv_check_help_of("call");
        drv_keys("r", NULL);
        break;
    case 'P':
        if (drv_casual && seat == 0) /* a casual table skips the window nobody could claim in */
            break;
        drv_screen_is("claim", -1);
        turn_checks(false);
        drv_check_help_of("claim");
        drv_pass_all();
        break;
    case 'Y':
    case 'Z':
        drv_pass_curtain(seat, "declare");
        turn_checks(false);
        drv_check_help_of("declare");
        drv_keys(step == 'Y' ? "t" : "n", NULL);
        break;
    default:
        break;
    }
}

/* Calls STEP on each of the plan's keyboard steps in turn (1 first), until it says stop. */
static void each_step(const char *file, bool (*step)(int i, const char *line, void *arg), void *arg)
{
    char path[512], line[1024];
    path_of(path, sizeof path, file);
    FILE *f = fopen(path, "r");
    if (!f)
        drv_fail("no plan %s", path);
    int i = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strchr("DROTNWCFPYZQA", line[0]) || (line[1] != ' ' && line[1] != '\n'))
            continue;
        line[strcspn(line, "\n")] = '\0';
        if (!step(++i, line, arg))
            break;
    }
    fclose(f);
}

struct range {
    int from, stop;
};

static bool play_in_range(int i, const char *line, void *arg)
{
    const struct range *r = arg;
    if (r->stop > 0 && i > r->stop)
        return false;
    if (i >= r->from)
        drv_play_step(line);
    return true;
}

void drv_play_plan_range(const char *file, int from, int stop)
{
    struct range r = {from, stop};
    each_step(file, play_in_range, &r);
}

void drv_play_plan(const char *file, int stop)
{
    drv_play_plan_range(file, 1, stop);
}

struct step_found {
    char step;
    int last;
};

static bool find_step(int i, const char *line, void *arg)
{
    struct step_found *f = arg;
    if (line[0] == f->step)
        f->last = i;
    return true;
}

int drv_plan_last_step(const char *file, char step)
{
    struct step_found f = {step, 0};
    each_step(file, find_step, &f);
    return f.last;
}

/* ---- no tile the view does not allow (lib.inc's check_no_leak) ---- */

bool drv_check_leaks;

/* Every match of ERE in LINE cut out (sed's s/ERE//g). */
static void cut_all(char *line, const char *ere)
{
    regex_t re;
    if (regcomp(&re, ere, REG_EXTENDED) != 0)
        drv_fail("a bad regular expression in the driver: %s", ere);
    regmatch_t m;
    for (size_t at = 0; line[at] && regexec(&re, line + at, 1, &m, at ? REG_NOTBOL : 0) == 0;) {
        if (m.rm_eo == m.rm_so) {
            at += (size_t)m.rm_so + 1;
            continue;
        }
        memmove(line + at + m.rm_so, line + at + m.rm_eo, strlen(line + at + m.rm_eo) + 1);
        at += (size_t)m.rm_so;
    }
    regfree(&re);
}

/* The kind of a typed face ("0m", "5z"), or -1. */
int drv_face_kind(const char *face)
{
    const char *suits = "mpsz";
    const char *s = face[0] ? strchr(suits, face[1]) : NULL;
    if (!s || face[0] < '0' || face[0] > '9' || face[2])
        return -1;
    int number = face[0] == '0' ? 5 : face[0] - '0';
    return (int)(s - suits) * 9 + number - 1 + (face[0] == '0' ? 40 : 0); /* red fives apart */
}

/* The tile cells of an ASCII row, each counted by its face (the words around them cut). */
static void count_row(char *line, int seen[64])
{
    cut_all(line, "(discards|on|indicator:|claim|adds|of|typed:|dora) +([0-9][mps]\\*?|Wh|Gr|Rd)");
    cut_all(line, "indicators:.*");
    cut_all(line, "(Wh|Gr|Rd)[a-z][A-Za-z]*"); /* words, not tiles: "Why", "Green" */
    regex_t re;
    regcomp(&re, "(^|[^0-9A-Za-z])([1-9][mps]\\*?|Wh|Gr|Rd)", REG_EXTENDED);
    regmatch_t m[3];
    for (size_t at = 0; line[at] && regexec(&re, line + at, 3, m, at ? REG_NOTBOL : 0) == 0;
         at += (size_t)m[0].rm_eo) {
        const char *t = line + at + m[2].rm_so;
        int len = (int)(m[2].rm_eo - m[2].rm_so);
        char face[4] = {t[0], t[1], '\0', '\0'};
        if (t[0] == 'W')
            snprintf(face, sizeof face, "5z");
        else if (t[0] == 'G')
            snprintf(face, sizeof face, "6z");
        else if (t[0] == 'R')
            snprintf(face, sizeof face, "7z");
        else if (len == 3 && t[0] == '5')
            face[0] = '0';
        int k = drv_face_kind(face);
        if (k >= 0)
            seen[k]++;
    }
    regfree(&re);
}

/* The shipped big faces, the blocks set. */
static const faces_set *big_faces(void)
{
    static faces_table t;
    static bool loaded;
    size_t len = 0;
    const char *text = loaded ? NULL : faces_builtin_text(&len);
    faces_error err;
    if (!loaded && (!text || !faces_parse(&t, text, len, &err)))
        drv_fail("the shipped faces do not read: line %d: %s", err.line, err.why);
    loaded = true;
    return &t.sets[FACES_BLOCKS];
}

/* Whether face row `row` of a big face stands at (y, x), character by character. */
static bool face_row_at(const char *row, int y, int x)
{
    for (int c = 0; *row; c++) {
        int len = 1;
        while ((row[len] & 0xC0) == 0x80)
            len++;
        const char *cell = drv_cell(y, x + c);
        if ((int)strlen(cell) != len || memcmp(cell, row, (size_t)len) != 0)
            return false;
        row += len;
    }
    return true;
}

/* The kind of the big face at (y, x) (a red five's '*' after it: +40), or -1. */
static int big_face_at(const faces_set *set, int y, int x)
{
    for (int k = 0; k < TSUMO_KINDS; k++) {
        bool all = true;
        for (int r = 0; r < set->rows && all; r++)
            all = face_row_at(set->face[k][r], y + r, x);
        if (all)
            return k + (strcmp(drv_cell(y, x + set->cols), "*") == 0 ? 40 : 0);
    }
    return -1;
}

static void count_big(int y, int seen[64])
{
    const faces_set *set = big_faces();
    for (int x = 0; x + set->cols <= canvas_cols(); x++) {
        int k = big_face_at(set, y, x);
        if (k >= 0) {
            seen[k]++;
            x += set->cols - 1;
        }
    }
}

int drv_big_tiles(int y)
{
    int seen[64] = {0}, n = 0;
    count_big(y, seen);
    for (int k = 0; k < 64; k++)
        n += seen[k];
    return n;
}

void drv_screen_tiles(int seen[64])
{
    memset(seen, 0, 64 * sizeof *seen);
    for (int y = 0; y < canvas_rows(); y++) {
        char line[4096];
        snprintf(line, sizeof line, "%s", drv_row(y));
        count_row(line, seen);
        count_big(y, seen);
    }
}

void drv_check_no_leak(void)
{
    int seen[64], allowed[64] = {0}, tiles = 0;
    drv_screen_tiles(seen);
    char trace[8192];
    snprintf(trace, sizeof trace, "%s", drv_trace());
    char *list = NULL;
    for (char *p = trace; (p = strstr(p, " allowed:")) != NULL; p++)
        list = p + 9;
    if (list) {
        list[strcspn(list, "l")] = '\0';
        char *save = NULL;
        for (char *w = strtok_r(list, " ", &save); w; w = strtok_r(NULL, " ", &save))
            if (drv_face_kind(w) >= 0)
                allowed[drv_face_kind(w)]++;
    }
    for (int k = 0; k < 64; k++) {
        tiles += seen[k];
        if (seen[k] > allowed[k])
            drv_fail("a tile the view does not allow is on screen: kind %d shown %d times, "
                     "allowed %d",
                     k, seen[k], allowed[k]);
    }
    if (getenv("TSUMO_TUI_DEBUG")) /* how many tiles the check saw, to check the check */
        fprintf(stderr, "leak check: %d tiles on screen\n", tiles);
    if (tiles && strncmp(drv_trace(), "screen=curtain ", 15) == 0)
        drv_fail("a tile on a curtain");
}

int drv_row_tiles(int y)
{
    int seen[64] = {0}, n = 0;
    char line[4096];
    snprintf(line, sizeof line, "%s", drv_row(y));
    count_row(line, seen);
    for (int k = 0; k < 64; k++)
        n += seen[k];
    return n;
}

/*
 * A hand of the trace ("1469m0p3z 5p": the drawn tile after a blank) as the table draws it in
 * one-row ASCII cells ("1m 4m 6m 9m 5p* W   5p": a face padded to two columns and its mark, a
 * blank more after a red five and before the drawn tile), and as typed tiles one a word
 * ("1m 4m 6m 9m 0p 3z 5p"), as big faces are read back (big_typed_row).
 */
typedef struct hand_text {
    char *cells, *typed;
    size_t nc, nt, size;
} hand_text;

/* One tile of a hand, digit `d` of suit `suit`, added to both forms. */
static void tile_forms(hand_text *h, char d, char suit)
{
    static const char *const honours[7] = {"E ", "S ", "W ", "N ", "Wh", "Gr", "Rd"};
    bool red = d == '0';
    char face[3] = {red ? '5' : d, suit, '\0'};
    const char *shown = suit == 'z' && d >= '1' && d <= '7' ? honours[d - '1'] : face;
    h->nc += (size_t)snprintf(h->cells + h->nc, h->size - h->nc, "%s%s", shown, red ? "* " : " ");
    h->nt +=
        (size_t)snprintf(h->typed + h->nt, h->size - h->nt, "%s%c%c", h->nt ? " " : "", d, suit);
    if (h->nc >= h->size || h->nt >= h->size)
        drv_fail("a hand too long in the trace");
}

static void hand_forms(const char *hand, char *cells, char *typed, size_t size)
{
    hand_text h = {cells, typed, 0, 0, size};
    cells[0] = typed[0] = '\0';
    for (const char *p = hand; *p; p++) {
        if (*p == ' ') {
            h.nc += (size_t)snprintf(cells + h.nc, size - h.nc, " ");
            continue;
        }
        const char *suit = p + strspn(p, "0123456789");
        for (const char *d = p; d < suit && *suit; d++)
            tile_forms(&h, *d, *suit);
        p = *suit ? suit : suit - 1;
    }
    while (h.nc > 0 && cells[h.nc - 1] == ' ')
        cells[--h.nc] = '\0';
}

void drv_big_row(int y, char *out, size_t size)
{
    const faces_set *set = big_faces();
    size_t n = 0;
    out[0] = '\0';
    for (int x = 0; x + set->cols <= canvas_cols() && n + 4 < size; x++) {
        int k = big_face_at(set, y, x);
        if (k < 0)
            continue;
        char t[4];
        tsumo_kind_format(t, sizeof t, (tsumo_kind)(k % 40), k >= 40);
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? " " : "", t);
        x += set->cols - 1;
    }
}

int drv_big_count(const char *words)
{
    int n = 0;
    char row[1024];
    for (int y = 0; y + 2 < canvas_rows(); y++) {
        drv_big_row(y, row, sizeof row);
        for (const char *p = row; (p = strstr(p, words)) != NULL; p += strlen(words))
            n++;
    }
    return n;
}

bool drv_big_shows(const char *words)
{
    return drv_big_count(words) > 0;
}

/* A hand of the trace on screen: in the notation (80x24), in one-row tiles, or in big ones. */
static bool hand_on_screen(const char *hand)
{
    char cells[256], typed[256];
    hand_forms(hand, cells, typed, sizeof cells);
    return drv_shows(hand) || drv_shows(cells) || drv_big_shows(typed);
}

void drv_check_hands_shown(const char *where)
{
    char trace[8192];
    snprintf(trace, sizeof trace, "%s", drv_trace());
    const char *h = strstr(trace, " holder=");
    int holder = h ? atoi(h + 8) : -1;
    char *hands = strstr(trace, " hands=");
    if (!hands)
        drv_fail("%s: no hands in the trace of %.20s", where, trace);
    hands += 7;
    hands[strcspn(hands, " ")] = '\0';
    char *save = NULL;
    int seat = 0;
    for (char *hand = strtok_r(hands, "|", &save); hand; hand = strtok_r(NULL, "|", &save), seat++)
        if (seat != holder) {
            for (char *p = hand; *p; p++)
                *p = *p == '+' ? ' ' : *p; /* the drawn tile after a blank */
            if (!hand_on_screen(hand))
                drv_fail("%s: seat %d's hand %s is not on %.20s", where, seat, hand, trace);
        }
    drv_check_no_leak();
    drv_fits();
}

void drv_start_plan(int cols, int rows, const char *plan, const char *more)
{
    char args[512];
    snprintf(args, sizeof args,
             "play --names Alice,Bob,Carol,Dave --seed %ld --fixed-seats --claim-window 0 %s",
             drv_plan_seed(plan), more ? more : "");
    drv_start(cols, rows, args);
    drv_text("Players and their claim keys");
}

/*
 * tui.final: the end of the game, reached quickly and honestly: a game record whose header
 * starts at South 4 (the `start` line of docs/record-format.md), played on with `tsumo play
 * --from`, its last hand played through the keyboard to the final standings (EMA 3.6,
 * R-GAME-06, R-GAME-07, R-STCK-04). The standings are checked against a ranking computed here
 * from the final points, not only against the engine; the exported record and tenhou.net/6 log
 * replay with `tsumo replay --check`. (Was tests/tui/final.sh.)
 */
#include "driver.h"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};
#define NAMES "Alice Bob Carol Dave"

struct final {
    int place, points, uma, total;
};

static void finals(const char *plan, struct final f[4])
{
    for (int s = 0; s < 4; s++) {
        char prefix[16];
        snprintf(prefix, sizeof prefix, "final %d ", s);
        const char *l = drv_plan_line(plan, prefix);
        if (!l || sscanf(l, "final %*d %d %d %d %*d %*d %d", &f[s].place, &f[s].points, &f[s].uma,
                         &f[s].total) != 4)
            drv_fail("the plan %s has no final line for seat %d", plan, s);
    }
}

/* Each player's row: place (with = when tied), points, uma, total; the place and the uma (EMA's
   +9000 +3000 -3000 -9000, R-GAME-07, shared among players with the same points) computed here
   from the final points. */
static void check_standings(const char *plan)
{
    static const int uma[] = {9000, 3000, -3000, -9000};
    struct final f[4];
    finals(plan, f);
    for (int s = 0; s < 4; s++) {
        int better = 0, same = 0, sum = 0, tie = 0;
        for (int o = 0; o < 4; o++) {
            better += f[o].points > f[s].points;
            same += f[o].points == f[s].points;
            tie += f[o].place == f[s].place;
        }
        for (int i = better; i < better + same; i++)
            sum += uma[i];
        if (better + 1 != f[s].place)
            drv_fail("%s is placed %d by the engine, %d by the points", names[s], f[s].place,
                     better + 1);
        if (sum / same != f[s].uma)
            drv_fail("%s's uma is %d by the engine, %d by R-GAME-07", names[s], f[s].uma,
                     sum / same);
        char ere[256];
        snprintf(ere, sizeof ere, "^ +%d%s +%s +%d +%s%d +%d$", f[s].place, tie > 1 ? "=" : "",
                 names[s], f[s].points, f[s].uma >= 0 ? "[+]" : "", f[s].uma, f[s].total);
        if (!drv_matches(ere))
            drv_fail("no row '%s' in the standings", ere);
    }
}

/*
 * The score sheet adds up (issue 22): each player's column, the points at the start, every hand's
 * change, the riichi sticks put down (R-RII-04) and the sticks left at the end (R-STCK-04) make
 * his final points. Read from every page of the sheet, its cells right-aligned at columns 34, 44,
 * 54 and 64 (the header's names end there too). RIICHI, when given, is each seat's sticks put
 * down as counted here from the plan's riichi steps. Returns the hand rows read.
 */
enum { SHEET_END0 = 34, SHEET_STEP = 10 };

/* The byte of ROW at column COL (every character of these rows one column wide); NULL past the
   row's end (the frame's rows are cut after their last character). */
static const char *at_column(const char *row, int col)
{
    const char *p = row;
    int c = 0;
    for (; *p && c < col; c++)
        do
            p++;
        while ((*p & 0xC0) == 0x80);
    return c == col ? p : NULL;
}

/* Seat S's number on a sheet row, the word that ends at its column: blank is 0. */
static int sheet_cell(const char *row, int s)
{
    const char *end = at_column(row, SHEET_END0 + s * SHEET_STEP), *from = end;
    if (!end)
        return 0; /* the row ends before this column: blank */
    while (from > row && from[-1] != ' ')
        from--;
    if (from == end)
        return 0;
    char cell[32], *rest;
    snprintf(cell, sizeof cell, "%.*s", (int)(end - from), from);
    long value = strtol(cell, &rest, 10);
    if (*rest || rest == cell)
        drv_fail("the sheet's cell '%s' of seat %d is no number: '%s'", cell, s, row);
    return (int)value;
}

static int sheet_heading(void)
{
    return drv_find_row("^  (Hand|Hands [0-9]+-[0-9]+ of [0-9]+|Score sheet)  ", 0);
}

/* ROW is the line of LABEL: the label, then blanks or nothing (a row of blank cells is cut). */
static bool label_is(const char *row, const char *label)
{
    size_t n = strlen(label);
    return strncmp(row, label, n) == 0 && (row[n] == ' ' || row[n] == '\0');
}

struct sheet_sum {
    int start[4], hands[4], riichi[4], end[4], points[4];
    int hand_rows, seen; /* seen: bit 0 start, 1 riichi, 2 points, 3 the sticks at the end */
};

static void sheet_page(struct sheet_sum *sum)
{
    int y = sheet_heading();
    if (y < 0)
        drv_fail("no score sheet on the final screen");
    for (int s = 0; s < 4; s++) {
        const char *end = at_column(drv_row(y), SHEET_END0 + s * SHEET_STEP);
        if (!end || end[-1] == ' ' || (*end && *end != ' '))
            drv_fail("the sheet's column %d does not end at column %d", s,
                     SHEET_END0 + s * SHEET_STEP);
    }
    for (y++;; y++) {
        const char *row = drv_row(y);
        int *into = NULL;
        if (label_is(row, "   At the start")) {
            into = sum->start;
            sum->seen |= 1;
        } else if (label_is(row, "   Riichi sticks")) {
            into = sum->riichi;
            sum->seen |= 2;
        } else if (label_is(row, "   Sticks at the end")) {
            into = sum->end;
            sum->seen |= 8;
        } else if (label_is(row, "   Points")) {
            into = sum->points;
            sum->seen |= 4;
        } else if (strncmp(row, "   Left on table: ", 18) == 0) {
            continue;
        } else if (drv_sub(row, "^   (East|South|West|North) [1-4]", 0, NULL, 0)) {
            into = sum->hands;
            sum->hand_rows++;
        } else {
            break;
        }
        for (int s = 0; s < 4; s++)
            into[s] += sheet_cell(row, s);
    }
}

static int sheet_rows_seen; /* the last sheet's rows: bits as sheet_sum.seen, 8 the end's */

static int sheet_adds_up(const char *what, const int points[4], const int *riichi)
{
    struct sheet_sum sum;
    memset(&sum, 0, sizeof sum);
    for (int back = 0; back < 20 && !drv_matches("^   At the start "); back++)
        drv_keys("Left", NULL); /* the first page */
    sheet_page(&sum);
    for (int page = 1; page < 20 && drv_shows("←→ more hands") && !(sum.seen & 4); page++) {
        drv_keys("Right", NULL);
        drv_fits();
        sheet_page(&sum);
    }
    sheet_rows_seen = sum.seen;
    if ((sum.seen & 7) != 7)
        drv_fail("%s: the sheet lacks its start, riichi or points row (%d)", what, sum.seen);
    for (int s = 0; s < 4; s++) {
        int total = sum.start[s] + sum.hands[s] + sum.riichi[s] + sum.end[s];
        if (total != sum.points[s] || sum.points[s] != points[s])
            drv_fail("%s: %s's column adds up to %d (start %d, hands %+d, riichi %+d, end %+d), "
                     "its points row says %d, the standings %d",
                     what, names[s], total, sum.start[s], sum.hands[s], sum.riichi[s], sum.end[s],
                     sum.points[s], points[s]);
        if (riichi && sum.riichi[s] != riichi[s])
            drv_fail("%s: %s put down %d in riichi sticks, the sheet says %d", what, names[s],
                     riichi[s], sum.riichi[s]);
    }
    for (int back = 0; back < 20 && !drv_matches("^   At the start "); back++)
        drv_keys("Left", NULL);
    return sum.hand_rows;
}

/* The plan's riichi steps ("R seat tile"), a stick each: the hand ends in a draw, so none was
   voided by a ron on its tile (R-RII-04). */
static void plan_riichi(const char *plan, int riichi[4])
{
    char path[600], line[256];
    snprintf(path, sizeof path, "%s/%s", drv_tmp(), plan);
    FILE *f = fopen(path, "r");
    int seat;
    memset(riichi, 0, 4 * sizeof *riichi);
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "R %d", &seat) == 1 && seat >= 0 && seat < 4)
            riichi[seat] -= 1000;
    if (f)
        fclose(f);
}

static void plan_points(const char *plan, int points[4])
{
    struct final f[4];
    finals(plan, f);
    for (int s = 0; s < 4; s++)
        points[s] = f[s].points;
}

static const char *state(const char *file)
{
    static char path[512];
    snprintf(path, sizeof path, "%s/tsumo/%s", getenv("XDG_STATE_HOME"), file);
    return path;
}

static bool both_have(const char *text)
{
    return drv_file_has("out", text) || drv_file_has("err", text);
}

/* The one file of the games folder whose name ends so. */
static char *exported(const char *ending)
{
    static char found[2][512];
    static int which;
    char pattern[600];
    snprintf(pattern, sizeof pattern, "%s*%s", state("games/"), ending);
    glob_t g;
    if (glob(pattern, 0, NULL, &g) != 0 || g.gl_pathc != 1)
        drv_fail("no %s exported", ending);
    which = !which;
    snprintf(found[which], sizeof found[which], "%s", g.gl_pathv[0]);
    globfree(&g);
    return found[which];
}

static void refusals(void)
{
    char args[600];
    snprintf(args, sizeof args, "play --from %s/s4.tsumo --seed 3", drv_tmp());
    if (drv_run(NULL, "err", args) == 0)
        drv_fail("--from took --seed");
    if (!drv_file_has("err", "--seed cannot be given with --from"))
        drv_fail("no reason for --seed");
    snprintf(args, sizeof args, "play --from %s/none.tsumo", drv_tmp());
    if (drv_run(NULL, "err", args) == 0)
        drv_fail("--from took a missing file");
    if (!drv_file_has("err", "cannot play on from the record: ") ||
        !drv_file_has("err", "none.tsumo"))
        drv_fail("no reason for a missing file");
    drv_ok("--from refuses the options a record gives, and a file it cannot read, with the reason");
}

static void replays(const char *args, const char *want, const char *what)
{
    if (drv_run("out", "err", args) != 0)
        drv_fail("%s does not replay", what);
    if (want && !both_have(want))
        drv_fail("%s's replay does not say '%s'", what, want);
}

/* The record starts at South 4: the start screen says so and gives each player's score. */
static void start_screen(void)
{
    char args[600], text[256];
    snprintf(args, sizeof args, "play --from %s/s4.tsumo --claim-window 0", drv_tmp());
    drv_start(80, 24, args);
    drv_text("The game begins at South 4 · 1 counter · 1 riichi stick on the table");
    int scores[4];
    const char *start = drv_plan_line("win", "start ");
    if (!start || sscanf(start, "start S4 honba %*d sticks %*d scores %d %d %d %d", &scores[0],
                         &scores[1], &scores[2], &scores[3]) != 4)
        drv_fail("the plan has no start line");
    for (int s = 0; s < 4; s++) {
        snprintf(text, sizeof text, "\\[%d\\]  %s +\\[[asdf]\\] pass +%d$", s + 1, names[s],
                 scores[(s + 1) % 4]);
        if (!drv_matches(text))
            drv_fail("the start screen does not give %s %d", names[s], scores[(s + 1) % 4]);
    }
    drv_ok("the start screen says where the game begins and each player's score");
}

/* The plan's win played through the keyboard to the final screen; d: each seat's change. */
static void play_to_the_end(int d[4])
{
    char text[256];
    drv_keys("Enter", NULL);
    drv_play_plan("win", 0);
    drv_screen_is("result", -1);
    int winner;
    char how[16];
    const char *r = drv_plan_line("win", "result ");
    if (!r || sscanf(r, "result win %d %15s %*d %*d %*d %d %d %d %d", &winner, how, &d[0], &d[1],
                     &d[2], &d[3]) != 6)
        drv_fail("the plan's result is no win");
    snprintf(text, sizeof text, "South 4 — %s wins by %s", names[winner], how);
    drv_text(text);
    drv_keys("Enter", NULL);
    drv_text("That was the last hand: the game is over.");
    drv_no_ids();
    drv_keys("Enter", NULL);
    drv_screen_is("final", -1);
    drv_text("The game is over — EMA 2008");
    drv_fits();
    drv_no_ids();
    drv_ok("the last hand is played to the final standings");
}

/* The score sheet's row of the hand: "South 4 ·1 +win" and each seat's change but zeros. */
static void score_sheet(const int d[4])
{
    char row[256] = "South 4 ·1 +win";
    for (int s = 0; s < 4; s++)
        if (d[s])
            snprintf(row + strlen(row), sizeof row - strlen(row), ".*%s%d", d[s] > 0 ? "[+]" : "",
                     d[s]);
    if (!drv_matches(row))
        drv_fail("the score sheet has no row '%s'", row);
    drv_ok("the score sheet shows the hand and each change");
}

/* The finished game is kept, no longer offered to resume, and the screen says where. */
static void kept(void)
{
    struct stat st;
    if (stat(state("last-game.tsumo"), &st) != 0 || st.st_size == 0)
        drv_fail("no last-game.tsumo");
    if (stat(state("autosave.tsumo"), &st) == 0)
        drv_fail("the finished game is still offered to resume");
    drv_ok("the finished game is kept as last-game.tsumo and no longer offered to resume");
    /* The places are hidden ones (~/.local/state): the screen gives them whole. */
    if (!drv_shows(state("last-game.tsumo")))
        drv_fail("the screen does not give the full path of last-game.tsumo");
    if (!drv_shows(state("games/")))
        drv_fail("the screen does not give the games folder");
    drv_ok("the final screen gives the full paths of the kept record and of the export folder");
}

/* e exports the record (its path to rec) and a tenhou.net/6 log; they and last-game.tsumo
   replay with --check. */
static void exports(char *rec, size_t rec_size)
{
    char args[600];
    drv_keys("e", NULL);
    drv_text("Exported:");
    drv_fits();
    snprintf(rec, rec_size, "%s", exported(".tsumo"));
    const char *json = exported(".json");
    if (!drv_shows(rec))
        drv_fail("the screen does not give the record's full path %s", rec);
    if (!drv_shows(json))
        drv_fail("the screen does not give the log's full path %s", json);
    FILE *f = fopen(rec, "r");
    char line[512];
    bool started = false;
    while (!started && f && fgets(line, sizeof line, f))
        started = strncmp(line, "start S4 honba 1 sticks 1 ", 26) == 0;
    if (f)
        fclose(f);
    if (!started)
        drv_fail("the record lost its start");
    snprintf(args, sizeof args, "replay --check %s", rec);
    replays(args, "1 hand: 1 accepted, 1 of 1 payment reproduced, 0 problems", "the record");
    snprintf(args, sizeof args, "replay --check --rules ema2008 %s", json);
    replays(args, "1 of 1 payment reproduced, 0 problems", "the tenhou.net/6 log");
    snprintf(args, sizeof args, "replay --check %s", state("last-game.tsumo"));
    replays(args, NULL, "last-game.tsumo");
    drv_ok("e exports the record and a tenhou.net/6 log; both replay with --check");
}

/* A won last hand that ends the game with two players tied. */
static void won_last_hand(char *rec, size_t rec_size)
{
    start_screen();
    int d[4];
    play_to_the_end(d);
    check_standings("win");
    drv_ok("standings: places, ties (=), points, uma shared by the tied, totals as EMA 3.6.1 says");
    if (!strstr(drv_flat(), "Tied players share the places and the uma (EMA 3.6.1)"))
        drv_fail("the uma rule is not stated");
    score_sheet(d);
    int points[4];
    plan_points("win", points);
    sheet_adds_up("the won last hand", points, NULL);
    drv_ok("each column of the score sheet adds up to the final points: start, hands, riichi "
           "sticks, the sticks at the end");
    kept();
    exports(rec, rec_size);
    if (drv_program_wrote_errors())
        drv_fail("the program wrote to stderr under the screen");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not end the program with 0");
}

/* The exported record of a finished game, played on: it is over, with the same standings. */
static void finished_record(const char *rec)
{
    char args[600];
    snprintf(args, sizeof args, "play --from %s", rec);
    drv_trace_mark();
    drv_start(80, 24, args);
    drv_screen_is("final", -1);
    check_standings("win");
    drv_ok("--from the exported record of a finished game shows its final standings");
    drv_keys("q", NULL);
    drv_exit();
}

static int hand_rows(void)
{
    int n = 0;
    for (int y = 0; (y = drv_find_row("^   (East|South|West|North) [1-4]", y)) >= 0; y++)
        n++;
    return n;
}

/* A whole game (tsumo sim plays one) has more hands than the screen holds: the score sheet pages
   with the arrows, and every hand of the record is on one of its pages. */
static void pages(void)
{
    char args[600], path[512], line[512];
    snprintf(path, sizeof path, "%s", drv_sim_record(3));
    FILE *f = fopen(path, "r");
    int hands = 0;
    while (f && fgets(line, sizeof line, f))
        hands += strncmp(line, "hand ", 5) == 0;
    if (f)
        fclose(f);
    drv_trace_mark();
    snprintf(args, sizeof args, "play --from %s", path);
    drv_start(80, 24, args);
    drv_screen_is("final", -1);
    drv_fits();
    char ere[64];
    snprintf(ere, sizeof ere, "Hands 1-[0-9]* of %d", hands);
    if (!drv_matches(ere))
        drv_fail("the sheet of %d hands does not say its page", hands);
    int seen = hand_rows(), page = 1;
    while (drv_shows("←→ more hands") && seen < hands && page < 20) {
        drv_keys("Right", NULL);
        page++;
        char text[32];
        snprintf(text, sizeof text, "Hands %d-", seen + 1);
        drv_text(text);
        drv_fits();
        seen += hand_rows();
    }
    if (seen != hands)
        drv_fail("the sheet's pages show %d hands of %d", seen, hands);
    /* The record's end line gives each seat's final points, seat 0 first (the sheet's order). */
    int points[4] = {0}, ends = 0;
    f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        ends +=
            sscanf(line, "end %d %d %d %d", &points[0], &points[1], &points[2], &points[3]) == 4;
    if (f)
        fclose(f);
    if (ends != 1)
        drv_fail("the record %s has no end line with the points", path);
    if (sheet_adds_up("a whole game", points, NULL) != hands)
        drv_fail("the sheet that adds up does not hold the %d hands", hands);
    drv_ok("each column of the %d hands' sheet adds up to the final points", hands);
    for (int back = page; back > 1; back--) /* back to the first page, one page a key */
        drv_keys("Left", NULL);
    drv_text("Hands 1-");
    drv_ok("the score sheet of %d hands turns its pages with the arrows (%d pages)", hands, page);
    drv_keys("q", NULL);
    drv_exit();
}

/* An exhaustive draw ends the game; the riichi sticks left go to the first (R-STCK-04, EMA 3.6). */
static void drawn_last_hand(void)
{
    drv_remove_state();
    drv_trace_mark();
    if (!drv_make_plan("draw", "last-draw"))
        drv_fail("the planner found no seed whose South 4 draw ends the game");
    drv_plan_record("draw", "s4d.tsumo", NAMES);
    char args[600], text[256];
    snprintf(args, sizeof args, "play --from %s/s4d.tsumo --claim-window 0", drv_tmp());
    drv_start(80, 24, args);
    drv_text("The game begins at South 4");
    drv_keys("Enter", NULL);
    drv_play_plan("draw", 0);
    drv_screen_is("result", -1);
    drv_text("exhaustive draw");
    drv_text("That was the last hand: the game is over.");
    drv_keys("Enter", NULL);
    drv_screen_is("final", -1);
    drv_fits();
    check_standings("draw");
    struct final f[4];
    finals("draw", f);
    int first = 0, sticks = 0;
    for (int s = 0; s < 4; s++)
        if (f[s].place == 1)
            first = s;
    const char *start = drv_plan_line("draw", "start ");
    if (!start || sscanf(start, "start S4 honba %*d sticks %d", &sticks) != 1)
        drv_fail("the plan has no start line");
    snprintf(text, sizeof text, "%d points of riichi sticks left on the table went to %s, first",
             sticks * 1000, names[first]);
    drv_text(text);
    drv_ok("a drawn last hand: standings, and the %d points of sticks go to the first",
           sticks * 1000);
    int points[4], riichi[4];
    plan_points("draw", points);
    plan_riichi("draw", riichi);
    sheet_adds_up("the drawn last hand", points, riichi);
    if (!(sheet_rows_seen & 8))
        drv_fail("the sheet has no row of the sticks at the end");
    drv_ok("the sheet's columns add up, its riichi row is the sticks put down, and the sticks at "
           "the end have their row");
    /* An export that cannot be written says so on the screen, never on stderr under it (a file
       where the games folder should be: root may write anywhere, but not into a file). */
    FILE *games = fopen(state("games"), "w");
    if (!games)
        drv_fail("cannot put a file where the games folder goes");
    fclose(games);
    drv_keys("e", NULL);
    drv_text("Cannot write");
    drv_fits();
    if (drv_program_wrote_errors())
        drv_fail("the failed export wrote to stderr");
    drv_ok("a failed export is said on the screen, nothing on stderr");
    drv_keys("Enter", NULL);
    drv_screen_is("menu", -1);
    drv_gone("Resume the saved game");
    drv_ok("Enter goes to the menu, which offers no finished game");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not end the program with 0");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("win", "last-win"))
        drv_fail("the planner found no seed whose South 4 ends the game");
    drv_plan_record("win", "s4.tsumo", NAMES);
    refusals();
    char rec[512];
    won_last_hand(rec, sizeof rec);
    finished_record(rec);
    pages();
    drawn_last_hand();
    return drv_finish();
}

/*
 * The viewer's model (src/common/timeline.c, issue 12) on real games: every
 * tenhou.net/6 JSON log and Majiang paipu of ../shared/conformance/games is
 * laid out step by step under the tenhou ruleset (the .mjlog XML files are
 * the same games, which tsumo does not read), and at the end of each hand
 * the points the viewer shows (the public view of that step's game) must be
 * the log's: the next hand's starting points; at the game's end, the log's
 * final points (a log's payments leave out the riichi sticks, so the points
 * it gives are the check).
 * (R-GAME-09, EMA 3.6: points only move by payments.) It also prints what a
 * step costs at the end of a hanchan, going forward and back: a copy of the
 * kept game, its views and the four panels (a figure, never asserted).
 * Run as `conf-view CONFORMANCE_DIR`.
 */
#include "games.h"
#include "timeline.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct tally {
    long games, hands, checked, failures;
    long temporary, riichi_furiten, kan_at_once, kan_late; /* the rule lines met */
    size_t longest; /* steps of the longest game, for the figure */
    double step_us; /* a step at its end, microseconds */
} tally;

static void fail(tally *t, const char *where, size_t hand, const char *what, int seat, int want,
                 int got)
{
    if (t->failures++ < 10)
        fprintf(stderr, "%s: hand %zu: %s of seat %d: the log says %d, the viewer shows %d\n",
                where, hand + 1, what, seat, want, got);
}

static void check_hand_end(tally *t, const char *where, const timeline *tl, const timeline_step *s)
{
    const tsumo_record *rec = tl->rec;
    if (s->hand >= rec->hand_count)
        return;
    tsumo_view v;
    tsumo_game_view(s->game, TSUMO_NO_SEAT, &v);
    t->hands++;
    long before = t->failures;
    for (int seat = 0; seat < 4; seat++) {
        if (s->hand + 1 < rec->hand_count && rec->hands[s->hand + 1].has_scores &&
            v.seats[seat].score != rec->hands[s->hand + 1].scores[seat])
            fail(t, where, s->hand, "points at the next deal", seat,
                 rec->hands[s->hand + 1].scores[seat], v.seats[seat].score);
    }
    t->checked += t->failures == before;
}

/* Whether some seat is furiten for `reason` in the step's game (each seat's own view). */
static bool furiten_in(const tsumo_game *game, uint8_t reason)
{
    for (int seat = 0; seat < 4; seat++) {
        tsumo_view v;
        tsumo_game_view(game, seat, &v);
        if (v.furiten & reason)
            return true;
    }
    return false;
}

/*
 * A step's line names a rule only where the engine's state says it: a pass
 * into temporary furiten (R-FURI-04, EMA 3.4.5) or riichi furiten (R-FURI-06)
 * leaves a seat furiten so; the kan dora at once (R-DORA-04, EMA 3.3.8) or,
 * under the tenhou ruleset's timing, after the discard (AMB-05).
 */
static void check_rule_lines(tally *t, const char *where, const timeline_step *s)
{
    if (strstr(s->line, "temporary furiten until")) {
        t->temporary++;
        if (!furiten_in(s->game, TSUMO_FURITEN_TEMPORARY))
            fail(t, where, s->hand, "temporary furiten named, no seat furiten so", 0, 1, 0);
    }
    if (strstr(s->line, "furiten for the rest of the hand")) {
        t->riichi_furiten++;
        if (!furiten_in(s->game, TSUMO_FURITEN_RIICHI))
            fail(t, where, s->hand, "riichi furiten named, no seat furiten so", 0, 1, 0);
    }
    t->kan_at_once += strstr(s->line, "turned at once — EMA 3.3.8") != NULL;
    t->kan_late += strstr(s->line, "turned after the discard") != NULL;
}

static void check_final(tally *t, const char *where, const timeline *tl)
{
    const tsumo_game_final *f = tsumo_game_final_result(tl->steps[tl->count - 1].game);
    if (!tl->rec->has_final)
        return;
    if (!f) {
        fail(t, where, tl->rec->hand_count - 1, "the end of the game", 0, 1, 0);
        return;
    }
    for (int seat = 0; seat < 4; seat++)
        if (f->points[seat] != tl->rec->final[seat])
            fail(t, where, tl->rec->hand_count - 1, "final points", seat, tl->rec->final[seat],
                 f->points[seat]);
}

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* What the viewer does for a step: the kept game copied, its views, the four panels. */
static void measure(tally *t, const timeline *tl, tsumo_game *shown)
{
    if (tl->count < 3 || tl->count <= t->longest)
        return;
    t->longest = tl->count;
    enum { ROUNDS = 200 };
    double start = now_us();
    for (int r = 0; r < ROUNDS; r++) {
        size_t i = tl->count - 1 - (size_t)(r & 1); /* back and forth at the end */
        tsumo_game_copy(shown, tl->steps[i].game);
        for (int seat = 0; seat < 4; seat++) {
            tsumo_view v;
            timeline_seat info;
            tsumo_game_view(shown, seat, &v);
            timeline_seat_read(shown, seat, &info);
        }
    }
    t->step_us = (now_us() - start) / ROUNDS;
}

/*
 * The one known difference (tests/conformance/majiang.sh says why): Majiang
 * ends its sudden-death West round where Tenhou's rules play on.
 */
static bool known_difference(const tenhou_game *g, const timeline *tl)
{
    return strstr(g->title, "西入サドンデス") != NULL && strstr(tl->stop, "game_over") != NULL;
}

static void check_game(tally *t, const char *where, const tenhou_game *g, const tsumo_rules *rules)
{
    const tsumo_record *rec = g->rec;
    timeline tl;
    char why[256];
    if (!timeline_build(&tl, rec, rules, why, sizeof why)) {
        fail(t, where, 0, why, 0, 0, 0);
        return;
    }
    t->games++;
    bool known = known_difference(g, &tl);
    if (tl.stop[0] && !known && t->failures++ < 10)
        fprintf(stderr, "%s: %s\n", where, tl.stop);
    for (size_t i = 0; i < tl.count; i++) {
        if (tl.steps[i].hand_over)
            check_hand_end(t, where, &tl, &tl.steps[i]);
        check_rule_lines(t, where, &tl.steps[i]);
    }
    if (rec->has_end && !known)
        check_final(t, where, &tl);
    tsumo_game *shown;
    if (tsumo_game_clone(&shown, tl.steps[0].game) == TSUMO_OK) {
        measure(t, &tl, shown);
        tsumo_game_free(shown);
    }
    timeline_free(&tl);
}

static void check_file(tally *t, const char *path, const tsumo_rules *rules)
{
    char why[256];
    size_t len;
    char *text = cli_read_file(path, CLI_MAX_LOG, &len, why, sizeof why);
    if (!text) {
        fail(t, path, 0, why, 0, 0, 0);
        return;
    }
    tenhou_log log;
    bool ok = games_import_log(&log, text, len, path, rules);
    free(text);
    if (!ok) {
        fail(t, path, 0, "not read", 0, 0, 0);
        return;
    }
    for (size_t g = 0; g < log.count; g++)
        check_game(t, path, &log.games[g], rules);
    tenhou_log_free(&log);
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
    return strcmp((*a)->d_name, (*b)->d_name);
}

static long check_dir(tally *t, const char *dir, const tsumo_rules *rules)
{
    struct dirent **names;
    int n = scandir(dir, &names, NULL, by_name);
    long files = 0;
    for (int i = 0; i < n; i++) {
        size_t len = strlen(names[i]->d_name);
        if (len > 5 && strcmp(names[i]->d_name + len - 5, ".json") == 0) {
            char path[2048];
            snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
            check_file(t, path, rules);
            files++;
        }
        free(names[i]);
    }
    free(names);
    return files;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: conf-view CONFORMANCE_DIR\n");
        return 2;
    }
    tsumo_rules rules;
    if (!cli_rules_load(&rules, "tenhou"))
        return 2;
    static const char *const dirs[] = {"games/tenhou6_json/mjlog2json",
                                       "games/tenhou6_json/mjx_mjscore", "games/majiang_paipu"};
    tally t = {0};
    for (size_t d = 0; d < sizeof dirs / sizeof dirs[0]; d++) {
        char dir[1024];
        snprintf(dir, sizeof dir, "%s/%s", argv[1], dirs[d]);
        if (check_dir(&t, dir, &rules) == 0) {
            fprintf(stderr, "conf-view: no logs in %s\n", dir);
            return 1;
        }
    }
    printf("view: %ld games, %ld hand ends, %ld with the log's points, %ld failures\n", t.games,
           t.hands, t.checked, t.failures);
    printf("view: rule lines: %ld temporary furiten, %ld riichi furiten, %ld kan dora at once, "
           "%ld after the discard\n",
           t.temporary, t.riichi_furiten, t.kan_at_once, t.kan_late);
    if (!t.temporary || !t.riichi_furiten || !t.kan_at_once || !t.kan_late) {
        fprintf(stderr, "conf-view: a rule line never met in the logs\n");
        t.failures++;
    }
    printf("view: a step at the end of the longest game (%zu steps): %.1f us\n", t.longest,
           t.step_us);
    return t.failures || t.hands == 0 ? 1 : 0;
}

/*
 * Finding one's way in the viewer for a talk (issue 21): the steps where
 * something happens (a call, a riichi, a hand's end), the hands by their
 * short names ("E1", "S3", "E1-2" with two counters) and their results, and
 * the step each file or demo was left at, remembered in the state folder.
 *
 * The remembered steps are one file, $XDG_STATE_HOME/tsumo/viewer-steps,
 * written whole and atomically (save_write_atomic): a first line
 * "tsumo-viewer-steps 1", then one line a place, the newest first,
 * "STEP COUNT PLACE" (the step 1-based, the steps the game had, the place:
 * "demo NAME" or a file's full path). A file that does not read exactly so
 * is refused whole: nothing is taken from it, and the next write replaces it.
 * A place whose game now has another number of steps is not taken up.
 */
#include "timeline.h"
#include "ui.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---- events ---- */

static int meld_total(const tsumo_view *v)
{
    int n = 0;
    for (int s = 0; s < 4; s++)
        n += v->seats[s].meld_count;
    return n;
}

static bool riichi_new(const tsumo_view *before, const tsumo_view *now)
{
    for (int s = 0; s < 4; s++)
        if (!before->seats[s].riichi && now->seats[s].riichi)
            return true;
    return false;
}

uint8_t *view_events(const struct timeline *tl)
{
    uint8_t *ev = calloc(tl->count ? tl->count : 1, 1);
    if (!ev)
        return NULL;
    tsumo_view before, now;
    tsumo_game_view(tl->steps[0].game, TSUMO_NO_SEAT, &before);
    for (size_t i = 1; i < tl->count; i++) {
        tsumo_game_view(tl->steps[i].game, TSUMO_NO_SEAT, &now);
        bool same_hand = tl->steps[i].hand == tl->steps[i - 1].hand;
        if (same_hand && meld_total(&now) > meld_total(&before))
            ev[i] |= VIEW_EVENT_CALL;
        if (same_hand && riichi_new(&before, &now))
            ev[i] |= VIEW_EVENT_RIICHI;
        if (tl->steps[i].hand_over)
            ev[i] |= VIEW_EVENT_END;
        before = now;
    }
    return ev;
}

/* ---- hands by their short names ---- */

/* TRANSLATORS: the first letters of the winds East, South, West and North, four letters in that
   order: a hand's short name in the viewer ("E1", "S3", "E1-2"), also typed after g. */
static const char *wind_letters(void)
{
    const char *t = _("ESWN");
    return strlen(t) == 4 ? t : "ESWN";
}

static void deal_view(const timeline *tl, size_t hand, tsumo_view *v)
{
    tsumo_game_view(tl->steps[tl->deals[hand]].game, TSUMO_NO_SEAT, v);
}

void view_hand_name(char *buf, size_t size, const struct timeline *tl, size_t hand)
{
    if (hand >= tl->deal_count) {
        snprintf(buf, size, "?");
        return;
    }
    tsumo_view v;
    deal_view(tl, hand, &v);
    char wind = wind_letters()[v.round & 3];
    if (v.honba)
        snprintf(buf, size, "%c%d-%d", wind, v.hand + 1, v.honba);
    else
        snprintf(buf, size, "%c%d", wind, v.hand + 1);
}

static int wind_of_letter(char c)
{
    const char *mine = wind_letters(), *english = "ESWN";
    char up = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
    for (int w = 0; w < 4; w++)
        if (up == mine[w] || up == english[w])
            return w;
    return -1;
}

/* "S3" or "E1-2": the first deal of that hand (with that many counters); false if none. */
static bool hand_named(const timeline *tl, const char *typed, size_t *step)
{
    int wind = wind_of_letter(typed[0]);
    char *end;
    long n = strtol(typed + 1, &end, 10);
    long counters = -1;
    if (wind < 0 || end == typed + 1 || n < 1 || n > 4)
        return false;
    if (*end == '-') {
        const char *from = end + 1;
        counters = strtol(from, &end, 10);
        if (end == from || counters < 0 || counters > 99)
            return false;
    }
    if (*end)
        return false;
    for (size_t h = 0; h < tl->deal_count; h++) {
        tsumo_view v;
        deal_view(tl, h, &v);
        if (v.round == wind && v.hand + 1 == n && (counters < 0 || v.honba == counters)) {
            *step = tl->deals[h];
            return true;
        }
    }
    return false;
}

bool view_goto_parse(const struct timeline *tl, const char *typed, size_t *step)
{
    if (typed[0] >= '0' && typed[0] <= '9') {
        char *end;
        long n = strtol(typed, &end, 10);
        if (*end || n < 1 || (unsigned long)n > tl->count)
            return false;
        *step = (size_t)n - 1;
        return true;
    }
    return typed[0] && hand_named(tl, typed, step);
}

/* ---- a hand's result in a line ---- */

static const char *seat_name(const tsumo_view *v, int seat)
{
    return v->seats[seat & 3].name[0] ? v->seats[seat & 3].name : board_wind_name(seat & 3);
}

static size_t wins_text(char *buf, size_t size, const tsumo_hand_result *r, const tsumo_view *v)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < r->win_count && i < 3 && n < size; i++) {
        const tsumo_hand_win *w = &r->wins[i];
        /* TRANSLATORS: a win in the viewer's list of hands: the winner, ron or tsumo, the
           hand's value: "Ann ron 3900". */
        int k = snprintf(buf + n, size - n, w->win.tsumo ? _("%s%s tsumo %d") : _("%s%s ron %d"),
                         i ? ", " : "", seat_name(v, w->winner), (int)w->score.payments.total);
        n += k > 0 ? (size_t)k : 0;
    }
    return n;
}

/* The step that ends hand `hand`, or 0 when the game stops before it ends. */
static size_t end_step(const timeline *tl, size_t hand)
{
    size_t stop = hand + 1 < tl->deal_count ? tl->deals[hand + 1] : tl->count;
    for (size_t i = tl->deals[hand]; i < stop; i++)
        if (tl->steps[i].hand_over)
            return i;
    return 0;
}

void view_hand_result(char *buf, size_t size, const struct timeline *tl, size_t hand)
{
    size_t at = hand < tl->deal_count ? end_step(tl, hand) : 0;
    const tsumo_hand_result *r = at ? tsumo_game_result(tl->steps[at].game) : NULL;
    tsumo_view v;
    if (r)
        tsumo_game_view(tl->steps[at].game, TSUMO_NO_SEAT, &v);
    if (!r)
        snprintf(buf, size, "%s", _("not played to its end"));
    else if (r->end == TSUMO_END_WIN)
        wins_text(buf, size, r, &v);
    else if (r->end == TSUMO_END_EXHAUSTIVE)
        snprintf(buf, size, "%s", _("exhaustive draw"));
    else if (r->end == TSUMO_END_ABORT)
        snprintf(buf, size, "%s", _("abortive draw"));
    else if (r->end == TSUMO_END_CHOMBO && r->chombo < 4)
        /* TRANSLATORS: the viewer's list of hands: a chombo and its offender. */
        snprintf(buf, size, _("chombo by %s"), seat_name(&v, r->chombo));
    else
        snprintf(buf, size, "%s", _("chombo"));
}

/* ---- the step each place was left at ---- */

#define RESUME_FILE   "viewer-steps"
#define RESUME_HEADER "tsumo-viewer-steps 1\n"
enum { RESUME_PLACES = 64, RESUME_PLACE_MAX = 4096, RESUME_STEPS_MAX = 10000000 };

/* A place is written on one line and never shown: no control character, not too long. */
static bool place_ok(const char *place)
{
    size_t n = strlen(place);
    if (n == 0 || n > RESUME_PLACE_MAX)
        return false;
    for (const unsigned char *p = (const unsigned char *)place; *p; p++)
        if (*p < 0x20 || *p == 0x7F)
            return false;
    return true;
}

typedef struct resume_line {
    unsigned long step, count;
    const char *place; /* in the file's text, its newline made a NUL */
} resume_line;

/* "STEP COUNT PLACE": the numbers in range, the step within the count. */
static bool line_read(char *line, resume_line *out)
{
    char *end;
    if (line[0] < '1' || line[0] > '9')
        return false;
    out->step = strtoul(line, &end, 10);
    if (*end != ' ' || end[1] < '1' || end[1] > '9')
        return false;
    out->count = strtoul(end + 1, &end, 10);
    if (*end != ' ' || out->count > RESUME_STEPS_MAX || out->step > out->count)
        return false;
    out->place = end + 1;
    return place_ok(out->place);
}

/* The file's lines into `lines` (pointing into `text`, which is changed); -1 when refused. */
static int resume_parse(char *text, size_t len, resume_line *lines, int max)
{
    size_t head = strlen(RESUME_HEADER);
    if (memchr(text, '\0', len) || len < head || memcmp(text, RESUME_HEADER, head) != 0)
        return -1;
    int n = 0;
    for (char *p = text + head; *p;) {
        char *nl = strchr(p, '\n');
        if (!nl || n == max)
            return -1;
        *nl = '\0';
        if (!line_read(p, &lines[n++]))
            return -1;
        p = nl + 1;
    }
    return n;
}

/* The remembered lines; 0 with no file, -1 (and *text NULL) when the file is refused. */
static int resume_load(char **text, resume_line *lines)
{
    char path[4096], why[256];
    size_t len = 0;
    *text = NULL;
    if (!save_path(path, sizeof path, RESUME_FILE))
        return 0;
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    fclose(f);
    *text = cli_read_file(path, 1u << 20, &len, why, sizeof why);
    int n = *text ? resume_parse(*text, len, lines, RESUME_PLACES) : -1;
    if (n < 0) {
        free(*text);
        *text = NULL;
    }
    return n;
}

int view_resume_read(const char *place, size_t count, size_t *step)
{
    if (!place || !place_ok(place))
        return 0;
    char *text;
    resume_line lines[RESUME_PLACES];
    int n = resume_load(&text, lines);
    int found = n < 0 ? -1 : 0;
    for (int i = 0; i < n && !found; i++)
        if (strcmp(lines[i].place, place) == 0 && lines[i].count == count && lines[i].step > 1) {
            *step = lines[i].step - 1;
            found = 1;
        }
    free(text);
    return found;
}

static bool append(char *buf, size_t size, size_t *n, unsigned long step, unsigned long count,
                   const char *place)
{
    int k = snprintf(buf + *n, size - *n, "%lu %lu %s\n", step, count, place);
    if (k < 0 || (size_t)k >= size - *n)
        return false;
    *n += (size_t)k;
    return true;
}

bool view_resume_write(const char *place, size_t count, size_t step)
{
    if (!place || !place_ok(place) || count > RESUME_STEPS_MAX || step >= count)
        return false;
    char *text, path[4096];
    resume_line lines[RESUME_PLACES];
    int old = resume_load(&text, lines); /* a refused file is replaced */
    size_t size = (size_t)RESUME_PLACES * (RESUME_PLACE_MAX + 48), n = 0;
    char *out = malloc(size);
    bool ok = out && save_path(path, sizeof path, RESUME_FILE);
    if (ok) {
        n = (size_t)snprintf(out, size, "%s", RESUME_HEADER);
        if (step > 0) /* the first step is where a game opens anyway */
            ok = append(out, size, &n, (unsigned long)step + 1, (unsigned long)count, place);
    }
    for (int i = 0, kept = step > 0; ok && i < old && kept < RESUME_PLACES; i++)
        if (strcmp(lines[i].place, place) != 0) {
            ok = append(out, size, &n, lines[i].step, lines[i].count, lines[i].place);
            kept++;
        }
    ok = ok && save_write_atomic(path, out, n);
    free(out);
    free(text);
    return ok;
}

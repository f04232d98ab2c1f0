/*
 * The end of the game: the standings with the points, uma, oka and
 * penalties the engine computed (EMA 3.6, R-GAME-06..08), where the riichi
 * sticks left on the table went (R-STCK-04), the score sheet of every hand
 * (from the game's record), and the export of the record.
 *
 *   row 0        title
 *   rows 2-6     standings: a header and one row a player, tied places "3="
 *   then         how uma, ties, oka, sticks and penalties were settled
 *   then         the score sheet: a column a player; the points at the start,
 *                a row a hand, the riichi sticks put down, the sticks left
 *                at the end, the points, so that each column adds up; in
 *                pages of what fits (← → turn them: a hanchan has 8 to 15
 *                hands)
 *   bottom       the export's paths, the hints, the message
 */
#include "tui.h"
#include "ui.h"

#include "tsumo/record.h"
#include "walk.h"

#include <stdio.h>
#include <string.h>

static void seat_name(char out[TSUMO_NAME_SIZE + 1], const tsumo_view *v, int seat)
{
    memcpy(out, v->seats[seat & 3].name, TSUMO_NAME_SIZE);
    out[TSUMO_NAME_SIZE] = '\0';
}

/* A change with its sign, or blank for zero when `blank_zero`. */
static void points(char *buf, size_t size, int value, bool blank_zero)
{
    if (value == 0 && blank_zero)
        buf[0] = '\0';
    else
        snprintf(buf, size, "%+d", value);
}

/* Right-aligns `text` so that it ends before column `end`. */
static void put_right(int y, int end, int style, const char *text)
{
    canvas_put(y, end - ui_width(text), style, text);
}

static int standings_draw(const ui *u, const tsumo_view *v, const tsumo_game_final *f, int y)
{
    bool oka = false, penalty = false;
    for (int s = 0; s < 4; s++) {
        oka = oka || f->oka[s];
        penalty = penalty || f->penalty[s];
    }
    (void)u;
    /* Columns: place, name, then right-aligned numbers ending at these columns. */
    int c_points = 38, c_uma = 48, c_oka = 58, c_pen = oka ? 68 : 58,
        c_total = 58 + (oka ? 10 : 0) + (penalty ? 10 : 0);
    int head = UI_PAINT_TITLE | UI_BOLD;
    canvas_put(y, 2, head, _("Place"));
    canvas_put(y, 9, head, _("Player"));
    put_right(y, c_points, head, _("Points"));
    put_right(y, c_uma, head, _("Uma"));
    if (oka)
        put_right(y, c_oka, head, _("Oka"));
    if (penalty)
        put_right(y, c_pen, head, _("Penalty"));
    put_right(y, c_total, head, _("Total"));
    y++;
    for (int place = 1; place <= 4; place++)
        for (int s = 0; s < 4; s++) {
            if (f->place[s] != place)
                continue;
            int paint = place == 1 ? (UI_PAINT_GOOD | UI_BOLD) : UI_PAINT_TEXT;
            char cell[48], name[TSUMO_NAME_SIZE + 1];
            ui_place_text(cell, sizeof cell, f, s);
            canvas_put(y, 3, paint, cell);
            seat_name(name, v, s);
            canvas_put_max(y, 9, c_points - 9 - 8, paint, name);
            snprintf(cell, sizeof cell, "%d", f->points[s]);
            put_right(y, c_points, paint, cell);
            points(cell, sizeof cell, f->uma[s], false);
            put_right(y, c_uma, paint, cell);
            if (oka) {
                points(cell, sizeof cell, f->oka[s], false);
                put_right(y, c_oka, paint, cell);
            }
            if (penalty) {
                points(cell, sizeof cell, -f->penalty[s], true);
                put_right(y, c_pen, paint, cell);
            }
            snprintf(cell, sizeof cell, "%d", f->total[s]);
            put_right(y, c_total, paint | UI_BOLD, cell);
            y++;
        }
    return y;
}

/* How the ruleset settled the end: uma and ties, oka, the sticks, penalties. */
static int notes_draw(const ui *u, const tsumo_view *v, const tsumo_game_final *f, int y)
{
    const tsumo_rules *r = ui_rules(u);
    int cols = canvas_cols();
    char line[512], a[16], b[16], c[16], d[16];
    if (r->uma_kind == TSUMO_UMA_JPML_A)
        snprintf(line, sizeof line, "%s",
                 _("Uma: placement points by how many players finished at or above the start "
                   "(JPML A rules)."));
    else {
        points(a, sizeof a, r->uma[0], false);
        points(b, sizeof b, r->uma[1], false);
        points(c, sizeof c, r->uma[2], false);
        points(d, sizeof d, r->uma[3], false);
        snprintf(line, sizeof line, _("Uma %s / %s / %s / %s for the 1st to the 4th place."), a, b,
                 c, d);
    }
    size_t n = strlen(line);
    char source[160];
    if (r->ties == TSUMO_TIES_SEAT_ORDER)
        snprintf(line + n, sizeof line - n, " %s",
                 _("Equal scores are ranked by seat, the first dealer's first."));
    else
        /* TRANSLATORS: %s is where the rule comes from: "EMA 3.6.1". */
        snprintf(line + n, sizeof line - n, _(" Tied players share the places and the uma (%s)."),
                 ui_rule_source(u, "R-GAME-06", source, sizeof source));
    y += ui_wrap(y, 2, cols - 4, 2, UI_PAINT_DIM, line);
    /* The sticks: the engine added them to the points (R-STCK-04), or nobody took them. */
    char name[TSUMO_NAME_SIZE + 1];
    for (int s = 0; s < 4; s++) {
        int got = f->points[s] - v->seats[s].score;
        if (got <= 0)
            continue;
        seat_name(name, v, s);
        snprintf(line, sizeof line,
                 ngettext("%d point of riichi sticks left on the table went to %s, first (EMA "
                          "3.6).",
                          "%d points of riichi sticks left on the table went to %s, first (EMA "
                          "3.6).",
                          got),
                 got, name);
        y += ui_wrap(y, 2, cols - 4, 2, UI_PAINT_DIM, line);
    }
    if (f->sticks_left) {
        snprintf(line, sizeof line,
                 ngettext("%d point of riichi sticks stays on the table: nobody takes it.",
                          "%d points of riichi sticks stay on the table: nobody takes them.",
                          f->sticks_left),
                 f->sticks_left);
        y += ui_wrap(y, 2, cols - 4, 2, UI_PAINT_DIM, line);
    }
    if (r->oka) {
        snprintf(line, sizeof line, _("Oka: %d to the first place."), r->oka);
        y += ui_wrap(y, 2, cols - 4, 1, UI_PAINT_DIM, line);
    }
    for (int s = 0; s < 4; s++)
        if (f->penalty[s]) {
            snprintf(line, sizeof line, _("Penalty: %d for each chombo (the %s ruleset)."),
                     r->chombo_rating * 1000, r->name);
            y += ui_wrap(y, 2, cols - 4, 1, UI_PAINT_DIM, line);
            break;
        }
    return y;
}

static const char *end_word(const tsumo_record_hand *h)
{
    switch (h->result.end) {
    case TSUMO_END_WIN:
        return _("win");
    case TSUMO_END_EXHAUSTIVE:
        return _("draw");
    case TSUMO_END_ABORT:
        return _("abortive draw");
    case TSUMO_END_CHOMBO:
        return _("chombo");
    default:
        return "";
    }
}

/*
 * The score sheet's numbers: each hand's change comes from the record, with
 * the riichi sticks taken from the table (docs/record-format.md); what is
 * not in them is added as rows of their own, so that each player's column
 * adds up to his points: the points at the start, the sticks each put down
 * to declare riichi (R-RII-04: the engine's own posting, not a count of the
 * declarations, for a ron on the declaration tile voids the stick), and the
 * sticks left on the table at the end (R-STCK-04, or nobody's, as the
 * ruleset says).
 */
enum sheet_line { LINE_START, LINE_HAND, LINE_RIICHI, LINE_END, LINE_TABLE, LINE_POINTS };

typedef struct sheet {
    const tsumo_record *rec;
    int hands;
    bool summed; /* the rows around the hands are known (the record replays) */
    int32_t start[4], riichi[4], end[4], points[4];
    int32_t left;             /* sticks nobody took at the end, in points */
    enum sheet_line after[4]; /* the rows after the hands */
    int after_count;
} sheet;

/* The walk over the record: the points at the start and each seat's sticks put down. */
typedef struct sheet_walk {
    int32_t start[4], riichi[4];
} sheet_walk;

static int walk_start(const walk_step *step, void *payload)
{
    sheet_walk *w = payload;
    tsumo_view v;
    tsumo_game_view(step->replay->game, TSUMO_NO_SEAT, &v);
    for (int s = 0; s < 4; s++)
        w->start[s] = v.seats[s].score;
    return 0;
}

static int walk_sticks(const walk_step *step, void *payload)
{
    sheet_walk *w = payload;
    int deposit = tsumo_game_rules(step->replay->game)->riichi_deposit;
    for (int i = 0; step->report && i < step->report->event_count; i++) {
        const tsumo_event *e = &step->report->events[i];
        if (e->type == TSUMO_EVENT_RIICHI_STICK && e->seat < 4)
            w->riichi[e->seat] -= deposit;
    }
    return 0;
}

static void sheet_make(sheet *sh, const tsumo_game *game, const tsumo_record *rec,
                       const tsumo_view *v, const tsumo_game_final *f)
{
    memset(sh, 0, sizeof *sh);
    sh->rec = rec;
    sh->hands = rec ? (int)rec->hand_count : 0;
    static const walk_callbacks cb = {
        .begin = walk_start, .action = walk_sticks, .mismatch = walk_sticks, .stop = walk_sticks};
    sheet_walk w;
    memset(&w, 0, sizeof w);
    if (!rec || walk_record(rec, tsumo_game_rules(game), &cb, &w, NULL) != 0)
        return;
    sh->summed = true;
    bool to_someone = false;
    for (int s = 0; s < 4; s++) {
        sh->start[s] = w.start[s];
        sh->riichi[s] = w.riichi[s];
        sh->end[s] = f->points[s] - v->seats[s].score;
        sh->points[s] = f->points[s];
        to_someone = to_someone || sh->end[s];
    }
    sh->left = f->sticks_left;
    sh->after[sh->after_count++] = LINE_RIICHI;
    if (to_someone)
        sh->after[sh->after_count++] = LINE_END;
    if (sh->left)
        sh->after[sh->after_count++] = LINE_TABLE;
    sh->after[sh->after_count++] = LINE_POINTS;
}

/* The sheet's lines: the start, a line a hand, the rows after them. */
static int sheet_lines(const sheet *sh)
{
    return sh->summed ? 1 + sh->hands + sh->after_count : sh->hands;
}

/* What line `i` is; *hand is its hand's index for LINE_HAND. */
static enum sheet_line sheet_line_at(const sheet *sh, int i, int *hand)
{
    int first = sh->summed ? 1 : 0;
    *hand = i - first;
    if (sh->summed && i == 0)
        return LINE_START;
    if (i - first < sh->hands)
        return LINE_HAND;
    return sh->after[i - first - sh->hands];
}

/* Lines a page of the score sheet holds between row y and `bottom`. */
static int sheet_room(int y, int bottom)
{
    return bottom - y - 1;
}

static int sheet_pages(const sheet *sh, int room)
{
    int count = sheet_lines(sh);
    return room > 0 && count > room ? (count + room - 1) / room : 1;
}

enum { SHEET_COL0 = 24, SHEET_WIDTH = 10 };

/* One player's number on a line: a change with its sign (blank for none), points without. */
static void sheet_cell(int y, int seat, int value, bool change, int paint)
{
    char cell[32];
    if (change)
        points(cell, sizeof cell, value, true);
    else
        snprintf(cell, sizeof cell, "%d", value);
    if (change && paint == UI_PAINT_TEXT)
        paint = value > 0 ? UI_PAINT_GOOD : value < 0 ? UI_PAINT_WARN : UI_PAINT_TEXT;
    put_right(y, SHEET_COL0 + (seat + 1) * SHEET_WIDTH, paint, cell);
}

static void hand_line(int y, const tsumo_record_hand *h)
{
    char round[48], cell[64];
    board_round_name(round, sizeof round, h->round, h->hand);
    if (h->honba > 0)
        snprintf(cell, sizeof cell, "%s ·%d", round, h->honba);
    else
        snprintf(cell, sizeof cell, "%s", round);
    canvas_put(y, 3, UI_PAINT_TEXT, cell);
    canvas_put(y, 15, UI_PAINT_DIM, end_word(h));
    for (int s = 0; s < 4; s++)
        sheet_cell(y, s, h->result.delta[s], true, UI_PAINT_TEXT);
}

/* A row around the hands: its label, then a number a player. */
static void sum_line(int y, const sheet *sh, enum sheet_line kind)
{
    const int32_t *values = kind == LINE_START    ? sh->start
                            : kind == LINE_RIICHI ? sh->riichi
                            : kind == LINE_END    ? sh->end
                                                  : sh->points;
    char label[64];
    switch (kind) {
    case LINE_START:
        /* TRANSLATORS: the score sheet's first row: each player's points at the start. */
        snprintf(label, sizeof label, "%s", _("At the start"));
        break;
    case LINE_RIICHI:
        /* TRANSLATORS: the score sheet's row of the 1000s each player put down for riichi. */
        snprintf(label, sizeof label, "%s", _("Riichi sticks"));
        break;
    case LINE_END:
        /* TRANSLATORS: the score sheet's row of the riichi sticks left on the table at the end
           of the game, which went to the first player (EMA 3.6). */
        snprintf(label, sizeof label, "%s", _("Sticks at the end"));
        break;
    case LINE_TABLE:
        /* TRANSLATORS: the score sheet's row of the riichi sticks that nobody takes at the end
           of the game, in points; 21 columns at most. */
        snprintf(label, sizeof label, _("Left on table: %d"), (int)sh->left);
        canvas_put_max(y, 3, SHEET_COL0 - 4, UI_PAINT_DIM, label);
        return;
    default:
        snprintf(label, sizeof label, "%s", _("Points"));
        break;
    }
    bool total = kind == LINE_START || kind == LINE_POINTS;
    canvas_put_max(y, 3, SHEET_COL0 - 4, total ? UI_PAINT_TITLE | UI_BOLD : UI_PAINT_DIM, label);
    for (int s = 0; s < 4; s++)
        sheet_cell(y, s, values[s], !total, total ? UI_PAINT_TEXT | UI_BOLD : UI_PAINT_TEXT);
}

/* The heading of a page: which hands it shows, when the sheet has pages. */
static void sheet_title(char *buf, size_t size, const sheet *sh, int first, int last, int pages)
{
    int from = -1, to = -1, hand;
    for (int i = first; i < last; i++)
        if (sheet_line_at(sh, i, &hand) == LINE_HAND) {
            from = from < 0 ? hand : from;
            to = hand;
        }
    if (pages > 1 && from >= 0)
        /* TRANSLATORS: the score sheet's heading when it has pages: "Hands 10-18 of 20". */
        snprintf(buf, size, _("Hands %d-%d of %d"), from + 1, to + 1, sh->hands);
    else if (pages > 1)
        /* TRANSLATORS: the heading of the score sheet's page without hands (its last rows). */
        snprintf(buf, size, "%s", _("Score sheet"));
    else
        /* TRANSLATORS: the score sheet's column of the hands (East 1, East 2 ...), not the tiles. */
        snprintf(buf, size, "%s", C_("score sheet", "Hand"));
}

/* The score sheet: each hand's change for each player, a page of the lines that fit. */
static void sheet_draw(ui *u, const sheet *sh, const tsumo_view *v, int y, int bottom)
{
    if (!sh->rec || y + 2 > bottom)
        return;
    int count = sheet_lines(sh);
    int room = sheet_room(y, bottom), pages = sheet_pages(sh, room);
    if (u->results.sheet_page >= pages)
        u->results.sheet_page = pages - 1;
    if (u->results.sheet_page < 0)
        u->results.sheet_page = 0;
    int first = u->results.sheet_page * room;
    int last = first + room < count ? first + room : count;
    int head = UI_PAINT_TITLE | UI_BOLD;
    char title[64];
    sheet_title(title, sizeof title, sh, first, last, pages);
    canvas_put(y, 2, head, title);
    char name[TSUMO_NAME_SIZE + 1];
    for (int s = 0; s < 4; s++) {
        seat_name(name, v, s);
        size_t fit = ui_fit(name, SHEET_WIDTH - 1);
        name[fit] = '\0';
        put_right(y, SHEET_COL0 + (s + 1) * SHEET_WIDTH, head, name);
    }
    y++;
    for (int i = first; i < last && y < bottom; i++, y++) {
        int hand;
        enum sheet_line kind = sheet_line_at(sh, i, &hand);
        if (kind == LINE_HAND)
            hand_line(y, &sh->rec->hands[hand]);
        else
            sum_line(y, sh, kind);
    }
}

void final_draw(ui *u, const tsumo_game *game, const tsumo_record *rec)
{
    const tsumo_game_final *f = tsumo_game_final_result(game);
    int rows = canvas_rows(), cols = canvas_cols();
    char title[160];
    snprintf(title, sizeof title, _("The game is over — %s"), ui_rules(u)->name);
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
    if (!f)
        return;
    tsumo_view v;
    tsumo_game_view(game, ui_viewer(u), &v);
    int y = standings_draw(u, &v, f, 2);
    y = notes_draw(u, &v, f, y + 1);
    /*
     * The record: where it is kept and where e writes it, or where it was
     * written; full paths, each whole (a long one wraps), for the folder is
     * a hidden one (~/.local/state) that nobody would find unaided.
     */
    char note[1200], last_game[4200], games[4200];
    if (u->viewer)
        note[0] = '\0'; /* the viewer shows a file of its own, not the table's last game */
    else if (u->results.export_note[0])
        snprintf(note, sizeof note, "%s", u->results.export_note);
    else if (save_places(last_game, sizeof last_game, games, sizeof games))
        snprintf(note, sizeof note,
                 _("The record of this game is kept as\n%s\ne writes a copy and a tenhou.net/6 "
                   "log to\n%s"),
                 last_game, games);
    else
        snprintf(note, sizeof note, "%s",
                 _("There is no place to keep the record (set HOME or XDG_STATE_HOME)."));
    if (!u->viewer && rec) {
        size_t n = strlen(note);
        snprintf(note + n, sizeof note - n, "%s%s", n ? "\n" : "",
                 _("v reviews this game step by step, every hand face up."));
    }
    int note_rows = ui_wrap_rows(cols - 4, note);
    note_rows = note_rows > 6 ? 6 : note_rows;
    int bottom = rows - 3 - note_rows;
    ui_wrap(bottom + 1, 2, cols - 4, note_rows,
            u->results.export_note[0] ? UI_PAINT_GOOD : UI_PAINT_DIM, note);
    sheet sh;
    sheet_make(&sh, game, rec, &v, f);
    sheet_draw(u, &sh, &v, y + 1, bottom);
    u->results.sheet_pages = sheet_pages(&sh, sheet_room(y + 1, bottom));
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

static void screen_final_draw(ui *u)
{
    final_draw(u, u->game, u->record);
}

static bool has_pages(const ui *u)
{
    return u->results.sheet_pages > 1;
}

static bool turn_page(ui *u, int key)
{
    if ((key == UI_KEY_LEFT || key == 'h') && u->results.sheet_page > 0)
        u->results.sheet_page--;
    else if ((key == UI_KEY_RIGHT || key == 'l') &&
             u->results.sheet_page + 1 < u->results.sheet_pages)
        u->results.sheet_page++;
    return true;
}

static bool export_record(ui *u, int key)
{
    (void)key;
    save_export(u, u->results.export_note, sizeof u->results.export_note);
    return true;
}

static bool back_to_menu(ui *u, int key)
{
    (void)key;
    play_close(u);
    u->results.export_note[0] = '\0';
    ui_enter(u, UI_SCREEN_MENU);
    return true;
}

/* The game just played, in the viewer; q there comes back here. */
static bool review(ui *u, int key)
{
    (void)key;
    if (!u->record)
        return true;
    tui_view_source src = {.rec = u->record, .title = _("This game"), .kept = true};
    view_open(u, &src, NULL, UI_SCREEN_FINAL);
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {'e'},
     .key = "e",
     .label = N_("export the record"),
     .help_key = "e",
     .help = N_("export the record to the games folder"),
     .act = export_record},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("back to the menu"),
     .help_key = "Enter",
     .help = N_("back to the menu"),
     .act = back_to_menu},
    /* Offered on a line of its own (below): the hint row is full at 80 columns. */
    {.codes = {'v'},
     .help_key = "v",
     .help = N_("review this game step by step, every hand face up"),
     .act = review},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_QUIT),
    {.codes = {UI_KEY_LEFT, 'h', UI_KEY_RIGHT, 'l'},
     .key = "←→",
     .label = N_("more hands"),
     .help_key = "←→",
     .help = N_("the score sheet's other hands, when it has pages"),
     .shown_when = has_pages,
     .help_always = true,
     .act = turn_page},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* Public: the final standings and the score sheet. */
const ui_screen_row screen_final = {
    .id = "final",
    .draw = screen_final_draw,
    .key_table = &keys,
};

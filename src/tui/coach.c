/*
 * The coach at the table (issue 14, ui.h). Everything it says is read from
 * the engine through the seat's own view: its waits and what it has not seen
 * of them (timeline_seat_after, the viewer's panel), the furiten reasons of
 * tsumo_view, and the scorer's judgement of a call (yaku_hope). It is drawn
 * only by the private screens, for the seat that holds the keyboard there.
 */
#include "timeline.h"
#include "ui.h"
#include "yaku-hope.h"

#include <stdio.h>
#include <string.h>

bool coach_on(const ui *u)
{
    if (!u->game || !ui_private(u) || !ui_is_seat(u->holder) || cpu_seat(u, u->holder))
        return false;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return u->opt.coach >> (v.seats[u->holder].player & 3) & 1;
}

/* "8s (3 left), 5p (1 left)": each wait with the tiles of it the seat has not seen. */
static void waits_text(const ui *u, const timeline_seat *s, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->wait_count && n + 1 < size; i++) {
        char one[64];
        /* TRANSLATORS: a winning tile and how many of it the player may still draw or win. */
        snprintf(one, sizeof one, _("%s (%d left)"), kind_word(u->opt.style, s->waits[i]),
                 s->unseen[i]);
        n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? ", " : "", one);
    }
}

/* The hand: how far from tenpai, or its waits; after the chosen discard on the seat's turn. */
static void hand_line(const ui *u, const timeline_seat *s, tsumo_tile discard, char *buf,
                      size_t size)
{
    char what[224], waits[160];
    if (s->shanten < 0)
        snprintf(what, sizeof what, "%s", _("a complete hand"));
    else if (s->shanten > 0)
        snprintf(what, sizeof what,
                 ngettext("%d tile from tenpai", "%d tiles from tenpai", s->shanten), s->shanten);
    else if (s->wait_count) {
        waits_text(u, s, waits, sizeof waits);
        snprintf(what, sizeof what, _("tenpai, waits %s"), waits);
    } else
        snprintf(what, sizeof what, "%s", _("tenpai"));
    if (discard < TSUMO_TILES) {
        char tile[UI_TILE_WORD];
        tile_word(tile, sizeof tile, u->opt.style, discard, u->opt.rules.red_fives);
        /* TRANSLATORS: the coach's line; %s the tile chosen to discard, then the hand after it. */
        snprintf(buf, size, _("coach: after %s, %s"), tile, what);
    } else {
        snprintf(buf, size, _("coach: %s"), what);
    }
}

/* The coach speaks as the seat sees its game, naming tiles in the table's style. */
static void coach_narrator(const ui *u, narrator *n, const narrate_namer *namer)
{
    narrate_init(n, tsumo_game_rules(u->game), namer, u->holder, false);
}

/* Why the seat is furiten (or would be after the chosen discard); false when it is not. */
static bool furiten_line(const ui *u, tsumo_tile discard, char *buf, size_t size)
{
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    coach_narrator(u, &n, &namer);
    char why[320];
    if (!findings_furiten_line(why, sizeof why, u->game, u->holder, discard, &n)[0])
        return false;
    snprintf(buf, size, _("coach: %s"), why);
    return true;
}

/* Before a riichi: a discard that leaves the hand furiten can win only by tsumo (R-RII-05). */
static bool riichi_line(const ui *u, const timeline_seat *s, char *buf, size_t size)
{
    if ((u->turn.mode != UI_MODE_RIICHI && u->turn.mode != UI_MODE_OPEN_RIICHI) ||
        s->shanten != 0 || !(s->pond_waits || (s->furiten & TSUMO_FURITEN_RIICHI)))
        return false;
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    coach_narrator(u, &n, &namer);
    char why[320];
    snprintf(buf, size, _("coach: %s"),
             findings_riichi_furiten(why, sizeof why, true, s->pond_waits, &n));
    return true;
}

/* Before an open call: a call after which no hand it can leave has a yaku (R-WIN-02). */
static bool call_line(const ui *u, const tsumo_action *call, char *buf, size_t size)
{
    if (!call || !yaku_hope_lost_by_call(u->game, call))
        return false;
    narrator n;
    coach_narrator(u, &n, NULL);
    char why[320];
    snprintf(buf, size, _("coach: %s"),
             findings_yakuless_call(why, sizeof why, call->type, true, &n));
    return true;
}

/* The advice of the moment, the most pressing first; false when there is none. */
static bool advice_line(const ui *u, const timeline_seat *s, tsumo_tile discard,
                        const tsumo_action *call, char *buf, size_t size)
{
    if (call_line(u, call, buf, size) || riichi_line(u, s, buf, size))
        return true;
    if (u->coach_note[u->holder][0]) {
        snprintf(buf, size, "%s", u->coach_note[u->holder]);
        return true;
    }
    return furiten_line(u, discard, buf, size);
}

int coach_row(const ui *u)
{
    return board_hand_row(u) - 1;
}

int coach_column(const ui *u, const tsumo_view *v, int seat)
{
    if (!ui_big(u))
        return 1;    /* the row between the bottom seat's label and its hand is free */
    char label[160]; /* big tiles: the label's row, after it (board.c draws it at the left) */
    board_seat_label(label, sizeof label, v, seat, canvas_cols() - 2);
    return ui_width(label) + 2;
}

void coach_draw(const ui *u, tsumo_tile discard, const tsumo_action *call)
{
    if (!coach_on(u))
        return;
    timeline_seat s;
    timeline_seat_after(u->game, u->holder, discard, &s);
    char line[320];
    int cols = canvas_cols();
    tsumo_view v;
    ui_view(u, &v);
    int x = coach_column(u, &v, u->holder);
    hand_line(u, &s, discard, line, sizeof line);
    canvas_put_max(coach_row(u), x, cols - 1 - x, UI_PAINT_GOOD | UI_BOLD, line);
    /* The message row, while there is no message of the moment. */
    if (!u->message[0] && advice_line(u, &s, discard, call, line, sizeof line))
        canvas_put_max(canvas_rows() - 1, 1, cols - 2, UI_PAINT_WARN | UI_BOLD, line);
}

/* ---- why a seat could not win on a discard ---- */

static bool offered_ron(const ui *u, int seat)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(u->game, seat, legal, TSUMO_GAME_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (legal[i].type == TSUMO_ACTION_RON)
            return true;
    return false;
}

static bool seat_coached(const ui *u, int seat, const tsumo_view *pub)
{
    return !cpu_seat(u, seat) && (u->opt.coach >> (pub->seats[seat].player & 3) & 1);
}

/* "no ron on 8s: furiten: 8s in own discards (EMA 3.4.5)", from the seat's view. */
static void missed_note(ui *u, int seat, tsumo_kind kind)
{
    timeline_seat s;
    timeline_seat_read(u->game, seat, &s);
    bool waits = false;
    for (int i = 0; i < s.wait_count; i++)
        waits = waits || s.waits[i] == kind;
    if (!waits || s.dead || offered_ron(u, seat))
        return;
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    narrate_init(&n, tsumo_game_rules(u->game), &namer, seat, false);
    char why[320], source[200], tile[32];
    snprintf(tile, sizeof tile, "%s", kind_word(u->opt.style, kind));
    if (!findings_furiten_line(why, sizeof why, u->game, seat, TSUMO_NO_TILE, &n)[0])
        /* TRANSLATORS: the coach's reason a winning tile could not be claimed. */
        snprintf(why, sizeof why, _("no yaku to win with (%s)"),
                 narrate_rule(&n, "R-WIN-02", source, sizeof source));
    /* TRANSLATORS: the coach's note: the tile, then why ("furiten: 4s in own discards ..."). */
    snprintf(u->coach_note[seat], sizeof u->coach_note[seat], _("coach: no ron on %s: %s"), tile,
             why);
}

void coach_after_action(ui *u, const tsumo_action *action)
{
    if (!u->game || !u->opt.coach)
        return;
    int phase = tsumo_game_phase(u->game);
    if (phase == TSUMO_PHASE_HAND_OVER || phase == TSUMO_PHASE_START ||
        phase == TSUMO_PHASE_GAME_OVER) {
        memset(u->coach_note, 0, sizeof u->coach_note); /* a note is about its hand */
        return;
    }
    if (action->seat < UI_SEATS && action->type != TSUMO_ACTION_PASS)
        u->coach_note[action->seat][0] = '\0'; /* it has acted since: said */
    bool discard = action->type == TSUMO_ACTION_DISCARD || action->type == TSUMO_ACTION_RIICHI;
    if (!discard || phase != TSUMO_PHASE_CLAIM || action->tile >= TSUMO_TILES)
        return;
    tsumo_view pub;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &pub);
    for (int seat = 0; seat < UI_SEATS; seat++)
        if (seat != action->seat && seat_coached(u, seat, &pub))
            missed_note(u, seat, tsumo_tile_kind(action->tile));
}

/*
 * The claim window: a public screen after every discard (and every kan that
 * may be robbed), the same whether or not anyone could claim, so that it
 * tells nobody who holds what (EMA 3.3.1). Each seat has its own claim key;
 * the window lasts the configured time, or until the table passes with
 * Space. A seat that presses its key gets the curtain, then its choices.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

/* Whether the window is on a closed kan (robbed only for thirteen orphans, R-KAN-05). */
static bool closed_kan_window(const tsumo_view *v)
{
    if (v->phase != TSUMO_PHASE_CHANKAN || v->claim_from >= 4)
        return false;
    const tsumo_view_seat *s = &v->seats[v->claim_from];
    for (int i = 0; i < s->meld_count; i++)
        if (s->melds[i].type == TSUMO_MELD_CLOSED_KAN &&
            tsumo_tile_kind(s->melds[i].tiles[0]) == tsumo_tile_kind(v->claim_tile))
            return true;
    return false;
}

void screen_claim_draw(ui *u)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    int cols = canvas_cols(), rows = canvas_rows();
    int from = v.claim_from < 4 ? v.claim_from : u->bottom;
    char title[256];
    const char *name = board_short_name(&v, from, 16);
    const char *tile = tile_word(u->opt.style, v.claim_tile, u->opt.rules.red_fives);
    if (closed_kan_window(&v))
        snprintf(title, sizeof title, _("%s: closed kan of %s — only kokushi may rob it"), name,
                 tile);
    else if (v.phase == TSUMO_PHASE_CHANKAN)
        snprintf(title, sizeof title, _("%s adds %s to a kan — it may be robbed"), name, tile);
    else
        snprintf(title, sizeof title, _("%s discards %s — claim window"), name, tile);
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    int left = play_claim_timeout(u);
    char clock[64];
    if (u->opt.claim_ms <= 0)
        snprintf(clock, sizeof clock, "%s", _("open until everyone passes"));
    else
        snprintf(clock, sizeof clock, _("%d.%d s left"), (left < 0 ? 0 : left) / 1000,
                 (left < 0 ? 0 : left) % 1000 / 100);
    int clock_x = cols - ui_width(clock) - 2;
    canvas_put(0, clock_x, UI_PAINT_KEY | UI_REVERSE | UI_BOLD, clock);
    canvas_put_max(0, 1, clock_x - 3, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);

    board_draw(u, &v, from);

    /*
     * Each seat's key: the same line for every discard, answered or not. Long
     * names are cut so that all three keys stay on the line.
     */
    int y = board_hand_row();
    const char *prompt = _("To claim, press your key:");
    char who[3][128];
    /* The prompt goes first, then the names give way, a column at a time. */
    bool with_prompt = true;
    for (int cut = TSUMO_NAME_SIZE; cut >= 4; cut -= with_prompt ? 0 : 1) {
        int need = with_prompt ? ui_width(prompt) + 2 : 0;
        for (int i = 1; i < 4; i++) {
            int s = (from + i) & 3;
            snprintf(who[i - 1], sizeof who[0], "[%c] %s%s", play_claim_key(u, s),
                     board_short_name(&v, s, cut), v.seats[s].answered ? _(" (answered)") : "");
            need += ui_width(who[i - 1]) + 3;
        }
        if (need <= cols - 2)
            break;
        with_prompt = false;
    }
    int x = 1;
    if (with_prompt)
        x = canvas_put(y, x, UI_PAINT_TEXT, prompt) + 2;
    for (int i = 0; i < 3; i++) {
        char key[4] = {who[i][0], who[i][1], who[i][2], '\0'}; /* "[2]", then the name */
        x = canvas_put(y, x, UI_PAINT_KEY | UI_BOLD, key);
        x = canvas_put(y, x + 1, UI_PAINT_TEXT, who[i] + 4) + 3;
    }
    const char *pairs[] = {"1-4", _("claim"), "Space", _("everyone passes"),
                           "?",   _("help"),  "q",     _("leave")};
    ui_hint(rows - 2, 1, cols - 2, pairs, 8);
    ui_message_draw(u);
}

void screen_claim_key(ui *u, int key)
{
    if (key == ' ') {
        play_claim_close(u);
        return;
    }
    if (key == 'q') {
        u->want_quit = true;
        return;
    }
    if (key < '1' || key > '4')
        return;
    for (int s = 0; s < 4; s++)
        if (play_claim_key(u, s) == key) {
            tsumo_view v;
            tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
            if (s == v.claim_from)
                play_say(u, UI_PAINT_WARN, "%s", _("That is the discarder's key"));
            else if (!(tsumo_game_to_act(u->game) >> s & 1))
                play_say(u, UI_PAINT_WARN, "%s", _("That seat has answered already"));
            else
                play_claim_open(u, s);
            return;
        }
}

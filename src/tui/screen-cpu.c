/*
 * A computer player's turn: a public screen, drawn from the public view, that
 * shows the table while the computer "thinks" for the pause of --cpu-pause,
 * so that the players see each discard as it is made. Nobody holds the
 * keyboard here and nothing concealed is drawn.
 */
#include "ui.h"

#include <stdio.h>

static void screen_cpu_draw(ui *u)
{
    tsumo_view v;
    ui_view(u, &v);
    int cols = canvas_cols(), rows = canvas_rows();
    char title[256], name[UI_SHORT_NAME];
    board_short_name(name, sizeof name, &v, v.turn & 3, UI_NAME_COLS);
    /* TRANSLATORS: "Bob (West) plays: a computer player's turn". */
    snprintf(title, sizeof title, _("%s (%s) plays: a computer player's turn"), name,
             board_wind_name(v.seats[v.turn & 3].wind));
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put_max(0, 1, cols - 2, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
    board_draw(u, &v, u->bottom);
    if (ui_is_seat(ui_viewer(u))) /* the one human: his hand stays in view */
        board_draw_hand(u, &v, ui_viewer(u), board_hand_row(u), NULL, TSUMO_NO_TILE);
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

static const ui_key_row key_rows[] = {
    UI_KEY_ROW(UI_ROW_TURN),
    UI_KEY_ROW(UI_ROW_STANDINGS_HINT),
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_LEAVE),
    {.help_key = "",
     .help = N_("a computer player is playing its turn; its discard follows at once")},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* Public: the computer decides from its own view, which this screen never draws. */
const ui_screen_row screen_cpu = {
    .id = "cpu",
    .standings = true,
    .draw = screen_cpu_draw,
    .key_table = &keys,
};

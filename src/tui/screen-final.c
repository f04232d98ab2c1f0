/*
 * The end of the game: standings with the points, uma, oka and penalties
 * the engine computed (EMA 3.6, 4.3), and the export of the record.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

void screen_final_draw(ui *u)
{
    const tsumo_game_final *f = tsumo_game_final_result(u->game);
    int rows = canvas_rows(), cols = canvas_cols();
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, _("The game is over"));
    if (!f)
        return;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    int y = 2;
    char line[320];
    snprintf(line, sizeof line, "%-5s %-18s %8s %8s %8s %8s %9s", _("Place"), _("Player"),
             _("Points"), _("Uma"), _("Oka"), _("Penalty"), _("Total"));
    canvas_put(y++, 2, UI_PAINT_TITLE | UI_BOLD, line);
    for (int place = 1; place <= 4; place++)
        for (int s = 0; s < 4; s++) {
            if (f->place[s] != place)
                continue;
            char name[TSUMO_NAME_SIZE + 1];
            memcpy(name, v.seats[s].name, TSUMO_NAME_SIZE);
            name[TSUMO_NAME_SIZE] = '\0';
            snprintf(line, sizeof line, "%-5d %-18s %8d %+8d %+8d %8d %+9d", place, name,
                     f->points[s], f->uma[s], f->oka[s], -f->penalty[s], f->total[s]);
            canvas_put(y++, 2, place == 1 ? (UI_PAINT_GOOD | UI_BOLD) : UI_PAINT_TEXT, line);
        }
    y++;
    if (f->sticks_left) {
        snprintf(line, sizeof line, _("%d points of riichi sticks were left on the table."),
                 f->sticks_left);
        canvas_put(y++, 2, UI_PAINT_TEXT, line);
    }
    ui_wrap(y + 1, 2, cols - 4, 4, UI_PAINT_DIM,
            _("The record of this game is kept as last-game.tsumo next to the autosave; e "
              "writes a copy to the games folder."));
    if (u->export_note[0])
        ui_wrap(y + 4, 2, cols - 4, 3, UI_PAINT_GOOD, u->export_note);
    const char *pairs[] = {"e",      _("export the record"), "Enter", _("back to the menu"), "q",
                           _("quit")};
    ui_hint(rows - 2, 1, cols - 2, pairs, 6);
    canvas_put(rows - 1, 1, u->message_paint, u->message);
}

void screen_final_key(ui *u, int key)
{
    if (key == 'e') {
        save_export(u, u->export_note, sizeof u->export_note);
    } else if (key == UI_KEY_ENTER) {
        play_close(u);
        u->export_note[0] = '\0';
        u->screen = UI_SCREEN_MENU;
        u->has_save = save_summary(u->save_line, sizeof u->save_line);
    } else if (key == 'q') {
        u->screen = UI_SCREEN_QUIT;
    }
}

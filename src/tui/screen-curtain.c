/*
 * The curtain: before a seat's tiles are shown, the screen holds nothing
 * but whom the keyboard goes to. No tile is drawn here, hidden or not, so
 * that nothing can be glimpsed while the keyboard changes hands.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

void screen_curtain_draw(ui *u)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    int seat = u->curtain_seat & 3;
    char name[TSUMO_NAME_SIZE + 1];
    memcpy(name, v.seats[seat].name, TSUMO_NAME_SIZE);
    name[TSUMO_NAME_SIZE] = '\0';
    int rows = canvas_rows(), cols = canvas_cols();
    char line[512];
    int y = rows / 2 - 3;
    /* TRANSLATORS: "Pass the keyboard to Alice (West)". */
    snprintf(line, sizeof line, _("Pass the keyboard to %s (%s)"), name,
             board_wind_name(v.seats[seat].wind));
    ui_center(y, 0, cols, UI_PAINT_TITLE | UI_BOLD, line);
    snprintf(line, sizeof line, _("Press Enter when only %s can see the screen"), name);
    ui_center(y + 2, 0, cols, UI_PAINT_TEXT, line);
    const char *why;
    switch (u->after_curtain) {
    case UI_SCREEN_CALL:
        why = _("to answer the claim");
        break;
    case UI_SCREEN_DECLARE:
        why = _("to declare at the exhaustive draw");
        break;
    default:
        why = _("for the next turn");
        break;
    }
    ui_center(y + 4, 0, cols, UI_PAINT_DIM, why);
    const char *pairs[] = {"Enter", _("show my tiles"), "=", _("standings"),
                           "?",     _("help"),          "q", _("leave")};
    ui_hint(rows - 2, 1, cols - 2, pairs, 8);
}

void screen_curtain_key(ui *u, int key)
{
    if (key == UI_KEY_ENTER)
        play_curtain_passed(u);
    else if (key == 'q')
        u->want_quit = true;
}

/*
 * The curtain: before a seat's tiles are shown, the screen holds nothing
 * but whom the keyboard goes to. No tile is drawn here, hidden or not, so
 * that nothing can be glimpsed while the keyboard changes hands.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

static void screen_curtain_draw(ui *u)
{
    tsumo_view v;
    ui_view(u, &v);
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
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
}

static bool lift(ui *u, int key)
{
    (void)key;
    play_curtain_passed(u);
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("show my tiles"),
     .help_key = "Enter",
     .help = N_("the named player shows his tiles"),
     .act = lift},
    UI_KEY_ROW(UI_ROW_STANDINGS_HINT),
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_LEAVE),
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* Public: nothing but a name; the seat's Enter sets who holds the keyboard. */
const ui_screen_row screen_curtain = {
    .id = "curtain",
    .standings = true,
    .draw = screen_curtain_draw,
    .key_table = &keys,
};

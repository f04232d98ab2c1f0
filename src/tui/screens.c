/*
 * Every screen of the table, one row each (ui.h, "the screen table"); the
 * rows themselves are in their screen-*.c.
 */
#include "ui.h"

/* One screen a line, as the enum lists them (clang-format would pack them two a line). */
// clang-format off
const ui_screen_row *const ui_screens[UI_SCREEN_COUNT] = {
    [UI_SCREEN_MENU] = &screen_menu,
    [UI_SCREEN_SETUP] = &screen_setup,
    [UI_SCREEN_CALC] = &screen_calc,
    [UI_SCREEN_START] = &screen_start,
    [UI_SCREEN_CURTAIN] = &screen_curtain,
    [UI_SCREEN_TABLE] = &screen_table,
    [UI_SCREEN_CLAIM] = &screen_claim,
    [UI_SCREEN_CALL] = &screen_call,
    [UI_SCREEN_DECLARE] = &screen_declare,
    [UI_SCREEN_RESULT] = &screen_result,
    [UI_SCREEN_FINAL] = &screen_final,
    [UI_SCREEN_CPU] = &screen_cpu,
    [UI_SCREEN_VIEW] = &screen_view,
    [UI_SCREEN_DRILL] = &screen_drill,
    [UI_SCREEN_RULES] = &screen_rules,
    [UI_SCREEN_QUIT] = NULL,
};
// clang-format on

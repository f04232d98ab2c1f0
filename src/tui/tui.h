/* The table's entry points, for the program's dispatcher (src/cli/main.c). */
#ifndef TSUMO_TUI_H
#define TSUMO_TUI_H

/* `tsumo` with no arguments: the menu. Returns the exit status. */
int tui_menu(void);

/* `tsumo play [OPTIONS]`: argv[0] is the first option. Returns the exit status. */
int tui_play(int argc, char **argv);

#endif

#!/bin/sh
# Ctrl-C at the edges of the table's life, where the terminal is not raw and turns it into
# SIGINT (the menu storms of storm.sh met it): as the table closes, the program still ends
# with 0, as a Ctrl-C on the table does.
. "$(dirname "$0")/lib.inc"

LATE=${TSUMO_TUI_LATE_INTERRUPT:-}
[ -f "$LATE" ] || fail "TSUMO_TUI_LATE_INTERRUPT names no library (tests/CMakeLists.txt sets it)"

# q on the menu, then Ctrl-C as tsumo leaves: ncurses' own handler would end it with 1, unsaid.
RUN_ENV="LD_PRELOAD=$LATE" start 80 24
wait_screen menu
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "a Ctrl-C as the table closed ended tsumo with status $rc"
[ ! -s "$TMP/stderr" ] || fail "a Ctrl-C as the table closed: $(cat "$TMP/stderr")"
stop_server
RUN_ENV="LD_PRELOAD=$LATE" start 80 24 play --names Ann,Bo,Cy,Di --seed 7
wait_screen start
keys C-c
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "Ctrl-C on the table, then another as it closed: status $rc"
stop_server
ok "a Ctrl-C as the table closes ends tsumo with 0 (the menu, a game)"

finish

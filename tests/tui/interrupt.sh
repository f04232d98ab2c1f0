#!/bin/sh
# Ctrl-C at the edges of the table's life, where the terminal is not raw and turns it into
# SIGINT (the menu storms of storm.sh met both): as the table closes, the program still ends
# with 0, as a Ctrl-C on the table does; and whatever the signal does to the program, the test's
# wrapper lives to write its status. A new start has no last frame until its program draws one.
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

# The last frame is the new program's: one that draws none (--version) leaves none.
start 80 24 --version
[ "$(wait_exit)" = 0 ] || fail "tsumo --version failed"
[ -z "$(last)" ] || fail "a new start still shows the frame of the program before: $(last)"
stop_server
ok "a new start has no last frame before its program draws one"

# A program that Ctrl-C kills (a batch waiting for its first line, on a terminal not raw): the
# wrapper writes its status, 130, where it used to die with it and leave no status at all.
mkfifo "$TMP/lines"
start 80 24 score --jsonl "$TMP/lines"
exec 3>"$TMP/lines" # (returns once tsumo has the other end open: it waits for a line)
keys C-c
rc=$(wait_exit)
exec 3>&-
[ "$rc" = 130 ] || fail "a program ended by Ctrl-C: status $rc, not 130"
stop_server
ok "a program ended by Ctrl-C leaves its status for the test"
finish

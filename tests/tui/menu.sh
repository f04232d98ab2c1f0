#!/bin/sh
# The menu `tsumo` opens with, the new game form, help, the hand calculator, leaving and
# resuming; NO_COLOR.
. "$(dirname "$0")/lib.inc"

start 80 24
wait_text "New game"
wait_text "Hand calculator"
screen | grep -q "Resume the saved game" && fail "a resume offered with no saved game"
ok "the menu, and no resume without a saved game"
keys '?'
wait_text "Any key closes this help"
keys Escape
wait_screen menu
ok "? shows the keys and any key closes them"

keys Enter
wait_text "a new game"
keys BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace A n n
wait_text "Ann"
for i in 1 2 3 4 5 6 7 8; do keys Down; done
keys Right
wait_text "kanji"
keys Down 5
wait_text "5"
keys Down Enter
wait_text "Players and their claim keys"
wait_text "[1]  Ann"
wait_text "Seed: 5 · tiles: kanji"
ok "the form starts a game with its names, seed and tile style"
keys Enter
wait_screen curtain
keys q
wait_text "Leave the table?"
keys y
wait_text "> Resume the saved game"
ok "leaving a game goes back to the menu, which offers to resume it, chosen"
keys Enter
wait_screen curtain
ok "the saved game resumes"
keys q y
wait_screen menu
keys Down Enter
wait_text "Hand calculator"
keys 2 3 4 m 4 5 6 p 6 7 8 s 5 5 p 7 7 7 z
wait_text "234m456p678s55p777z"
wait_text "points"
ok "the hand calculator scores a typed hand"
keys Escape
wait_screen menu
keys q
[ "$(wait_exit)" = 0 ] || fail "quitting the menu did not exit with 0"
ok "q quits"
stop_server

start 80 24
wait_text "New game"
tm capture-pane -e -p | grep -q "$(printf '\033')\[3[0-7]m\|38;5;" || fail "no colour by default"
stop_server
rm -f "$TMP/rc"
tm new-session -d -x 80 -y 24 "NO_COLOR=1 TSUMO_TUI_TRACE='$TRACE' '$TSUMO'; echo \$? >'$TMP/rc'"
wait_text "New game"
tm capture-pane -e -p | grep -q "$(printf '\033')\[3[0-7]m\|38;5;" && fail "colour with NO_COLOR set"
ok "colour by default, none with NO_COLOR"
finish

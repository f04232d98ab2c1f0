#!/bin/sh
# A terminal made too small while the viewer or the menu is open (an organiser resizing the
# projector's window): the message says the screen waits and q leaves, but not that a game is
# saved, since none is being played (tests/tui/resize.sh holds the table's message, which does
# say so). Made larger again, the viewer is back at the step it showed.
. "$(dirname "$0")/lib.inc"

start 80 24 demo furiten-temporary
wait_screen view
wait_text "step 1 of"
keys Right
wait_text "step 2 of"
tm resize-window -x 60 -y 20
wait_text "tsumo needs a terminal of at least 80×24"
screen | tr -s '\n ' '  ' | grep -qF "the game is saved" && fail "the viewer says a game is saved"
screen | tr -s '\n ' '  ' | grep -qF "q leaves" || fail "the message does not say q leaves"
tm resize-window -x 80 -y 24
wait_text "step 2 of"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "the viewer made too small does not speak of a saved game, and comes back at its step"

start 80 24
wait_screen menu
tm resize-window -x 60 -y 20
wait_text "tsumo needs a terminal of at least 80×24"
screen | tr -s '\n ' '  ' | grep -qF "the game is saved" && fail "the menu says a game is saved"
keys q
wait_exit >/dev/null
stop_server
ok "the menu made too small does not speak of a saved game"

#!/bin/sh
# Colour is the terminal's to show: the menu in colour by default, none with NO_COLOR set. (The
# rest of the menu's behaviour is tested in process: tests/tui/in/menu.c.)
. "$(dirname "$0")/lib.inc"

start 80 24
wait_text "New game"
tm capture-pane -e -p | grep -q "$(printf '\033')\[3[0-7]m\|38;5;" || fail "no colour by default"
stop_server
rm -f "$TMP/rc"
tm new-session -d -x 80 -y 24 "NO_COLOR=1 TSUMO_TEST_TAG='$SOCK' TSUMO_TUI_TRACE='$TRACE' '$TSUMO'; echo \$? >'$TMP/rc'"
wait_text "New game"
tm capture-pane -e -p | grep -q "$(printf '\033')\[3[0-7]m\|38;5;" && fail "colour with NO_COLOR set"
ok "colour by default, none with NO_COLOR"
finish

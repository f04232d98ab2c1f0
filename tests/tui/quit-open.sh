#!/bin/sh
# The program ends (Ctrl-C) while the menu's viewer or a drill session is open: both are
# closed on the way out and nothing is left behind (under the sanitizers, a leak of the
# viewer's kept games or of the drill deck is an error on stderr; tui.storm once found it).
. "$(dirname "$0")/lib.inc"

SAVE="$XDG_STATE_HOME/tsumo"
mkdir -p "$SAVE" "$TMP/rec"
"$TSUMO" sim --games 1 --seed 5 --record "$TMP/rec" >/dev/null || fail "sim --record failed"
cp "$TMP"/rec/*.txt "$SAVE/last-game.tsumo"

# quit_cleanly WHAT: Ctrl-C, then status 0 and nothing on stderr.
quit_cleanly() {
    keys C-c
    rc=$(wait_exit)
    [ "$rc" = 0 ] || fail "Ctrl-C in $1 ended tsumo with status $rc"
    [ ! -s "$TMP/stderr" ] || fail "Ctrl-C in $1: $(cat "$TMP/stderr")"
    stop_server
    ok "Ctrl-C in $1 ends tsumo cleanly"
}

start 80 24
wait_screen menu
keys v
wait_text "Review a game"
keys Enter
wait_screen view
keys Right
quit_cleanly "the viewer opened from the menu"

start 80 24
wait_screen menu
keys Down Down Down # New game, Review a game, Hand calculator, Drills
wait_text "> Drills"
keys Enter
wait_screen drill
keys Enter
wait_text "Drill 1 of"
quit_cleanly "a drill session"
finish

#!/bin/sh
# The viewer asks before showing a game that is not over only where someone may play it on:
# a kept tsumo record (tests/tui/view.sh). A Tenhou log of one hand (a game played elsewhere,
# which tsumo play --from does not take) and a demo without captions (an organiser's own) open
# straight at their first step, as a shipped demo does: an organiser opening the conformance
# logs in front of a room is not told that their tiles are still hidden from their players.
. "$(dirname "$0")/lib.inc"

mkdir "$TMP/rec"
"$TSUMO" sim --games 1 --seed 5 --record "$TMP/rec" >/dev/null || fail "sim --record failed"
# the first hand and its result: a game that is not over
sed -n '1,/^result/p' "$TMP"/rec/*.txt >"$TMP/one.tsumo"
"$TSUMO" replay "$TMP/one.tsumo" --to tenhou >"$TMP/one.json" || fail "replay --to tenhou failed"
sed '/^caption/d' "$SRC/data/demos/furiten-temporary.demo" >"$TMP/bare.demo"

# opens WHAT ARGS...: the viewer shows step 1 at once, with no question before it.
opens() {
    what=$1
    shift
    start 80 24 "$@"
    wait_screen view
    settle
    screen | grep -qF "This game is not over" && fail "$what: the viewer asks whether to show it"
    screen | grep -qF "step 1 of" || fail "$what: the first step is not shown"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "$what: q did not leave with status 0"
    stop_server
    ok "$what: shown at once"
}

opens "a Tenhou log of one hand" view "$TMP/one.json"
opens "a demo without captions" demo "$TMP/bare.demo"

# the kept record itself is still asked about
start 80 24 view "$TMP/one.tsumo"
wait_text "This game is not over"
keys n
[ "$(wait_exit)" = 0 ] || fail "n did not leave with status 0"
stop_server
ok "a kept record that is not over is still asked about"

# In Spanish the question speaks to the organiser as the rest of the table does (tú, as in
# "Agranda la ventana"), not as usted.
export LANGUAGE=es
TSUMO_LOCALEDIR=$(dirname "$TSUMO")/locale
export TSUMO_LOCALEDIR
start 80 24 view "$TMP/one.tsumo"
wait_text "Esta partida no ha terminado"
screen | tr -s '\n |' '   ' | grep -qF "Muéstralas solo si nadie" ||
    fail "the Spanish question does not say 'Muéstralas'"
keys n
[ "$(wait_exit)" = 0 ] || fail "n did not leave with status 0"
stop_server
ok "the Spanish question says Muéstralas, as the table speaks elsewhere"

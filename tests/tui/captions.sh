#!/bin/sh
# A demo's caption (issue 12) is prose: its lines in the demo file, and in a translation, are
# where the file broke them, not where the box must. The viewer flows them as one paragraph,
# so that a translated line longer than the box at 80x24 does not leave a word alone on a row:
# call-priority's first caption in Spanish ("... puede hacer chi con 46m," then "y Este puede
# hacer pon con 55m." on its own line) reads on as one text. The help (?) hides the box. On a
# large terminal the box of a hand's result stands below what the result shows, not over the
# top of the page, where it covered a tenpai player's tiles (exhaustive-draw at 200x60).
. "$(dirname "$0")/lib.inc"

# C.UTF-8 with LANGUAGE=es needs no generated locale (po/README.md); the catalogue is the build's.
export LANGUAGE=es
TSUMO_LOCALEDIR=$(dirname "$TSUMO")/locale
export TSUMO_LOCALEDIR
start 80 24 demo call-priority
wait_screen view
wait_text "paso 1 de"
n=0
until screen | grep -qF "Oeste descarta 5m."; do
    n=$((n + 1))
    [ $n -le 10 ] || fail "no step shows call-priority's caption of West's 5m"
    keys Right
    settle
done
row=$(screen | grep -F "46m,") || fail "the caption's '46m,' is not shown"
case "$row" in
*"46m, y Este"*) ;;
*) fail "the caption breaks where the translation's line ends: $row" ;;
esac
check_fits
ok "a Spanish caption flows as one paragraph in its box at 80x24"

# The help over it: the caption's box, wider than the help's, does not frame it.
keys '?'
wait_text "Cualquier tecla cierra esta ayuda"
settle
# (the caption's box edges would stand out beside the help's: "+-+---- Teclas ---+-+")
screen | grep -qE '\+-\+|\| \|' && fail "the caption's box is drawn under the help"
keys Escape
wait_text "c oculta el rótulo"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "the help is drawn alone, without the caption's box around it, and the caption comes back"

unset LANGUAGE
start 200 60 demo exhaustive-draw
wait_screen view
wait_text "step 1 of"
keys End
wait_text "exhaustive draw"
wait_text "c hides the caption"
settle
screen | grep -qF '|2m ||3m ||4m ||4p ||5p ||4s |' || fail "the caption's box covers South's shown tiles"
screen | grep -qF '|1m ||2m ||3m ||4p ||5p ||6p |' || fail "the caption's box covers North's shown tiles"
check_fits
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "200x60: a result's caption stands below the page's rows, not over the tenpai hands"

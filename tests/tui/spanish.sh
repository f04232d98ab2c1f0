#!/bin/sh
# The table in Spanish (po/es.po) at 80x24: the menu, the new game form, the start screen, a
# curtain, the table and its help, a claim window and the result of a won hand, then an
# exhaustive draw's declarations. Every frame on the way must draw nothing past the edges
# (the trace's clipped=0, which also counts a key hint that does not fit), every captured line
# must be at most 80 columns wide (display width: "ó" is two bytes and one column), and the
# words must be the Spanish ones.
#
# C.UTF-8 with LANGUAGE=es needs no generated locale: glibc (2.35 and later) ignores LANGUAGE
# only in the C/POSIX locale, and C.UTF-8 is not that. The catalogue is the build's own.
. "$(dirname "$0")/lib.inc"

export LANGUAGE=es
TSUMO_LOCALEDIR=$(dirname "$TSUMO")/locale
export TSUMO_LOCALEDIR
[ -f "$TSUMO_LOCALEDIR/es/LC_MESSAGES/tsumo.mo" ] || fail "no Spanish catalogue in $TSUMO_LOCALEDIR"

# fits WHAT: nothing cut at the edges, and no captured line wider than the terminal.
fits() {
    settle
    check_fits
    wide=$(screen | while IFS= read -r line; do
        w=$(printf '%s\n' "$line" | wc -L)
        [ "$w" -le 80 ] || echo "$w: $line"
    done)
    [ -z "$wide" ] || fail "$1: a line is wider than 80 columns: $wide"
}

# hint_has TEXT...: the key hint row (the second from the bottom) holds every TEXT, so that
# no pair was dropped for want of room.
hint_has() {
    row=$(screen | sed -n 23p)
    for t in "$@"; do
        printf '%s\n' "$row" | grep -qF -- "$t" || fail "the key hint '$row' lacks '$t'"
    done
}

start 80 24
wait_text "Partida nueva"
wait_text "Calculadora de manos"
wait_text "Riichi Mahjong para cuatro jugadores en un solo terminal"
fits "the menu"
hint_has "elegir" "abrir" "ayuda" "salir"
ok "the menu is in Spanish and fits"
keys Enter
wait_text "partida nueva"
wait_text "Penalizaciones"
wait_text "Para reclamar"
fits "the new game form"
hint_has "campo" "cambiar" "siguiente / empezar" "volver" "ayuda"
keys Escape
wait_screen menu
keys q
[ "$(wait_exit)" = 0 ] || fail "quitting the menu did not exit with 0"
ok "the new game form is in Spanish and fits"
stop_server

# A won hand, played through the keyboard as tests/tui/win.sh plays it.
"$PLAN" win >"$TMP/plan" || fail "the planner found no seed whose first hand is won"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
start 80 24 play --names Alicia,Bruno,Carmen,Diego --seed "$seed" --fixed-seats --claim-window 0
wait_text "Jugadores y sus teclas para reclamar"
fits "the start screen"
hint_has "repartir la primera mano" "ayuda" "salir"
ok "the start screen is in Spanish and fits"
keys Enter
wait_screen curtain
wait_text "Pasa el teclado a"
wait_text "Pulsa Enter cuando solo"
fits "the curtain"
hint_has "ver mis fichas" "ayuda" "salir"
ok "the curtain is in Spanish and fits"
keys Enter
wait_screen table
wait_text "tu turno: elige un descarte"
wait_text "muro"
fits "the table"
hint_has "mover" "descarte" "ayuda" "salir"
keys '?'
wait_text "Cualquier tecla cierra esta ayuda"
wait_text "descartar la ficha elegida"
fits "the table's help"
keys Escape
wait_screen table
ok "the table and its help are in Spanish and fit"
CHECK_FITS=1
play_plan "$TMP/plan"
wait_screen result
wait_text "gana por"
wait_text "Indicadores de dora:"
fits "the result"
hint_has "ayuda" "salir"
ok "the result of the won hand is in Spanish and fits"
keys Enter
wait_text "Puntuaciones"
fits "the payments page"
hint_has "página anterior" "ayuda" "salir"
ok "the payments page is in Spanish and fits"
keys q
wait_text "¿Dejar la mesa?"
fits "the leave dialog"
keys y
[ "$(wait_exit)" = 0 ] || fail "leaving did not exit with 0"
stop_server

# An exhaustive draw: each seat declares behind its curtain (the declare screen).
"$PLAN" draw >"$TMP/plan" || fail "the planner found no seed whose first hand is drawn"
rm -rf "$XDG_STATE_HOME"
: >"$TRACE"
start 80 24 play --names Alicia,Bruno,Carmen,Diego --seed "$(sed -n 's/^seed //p' "$TMP/plan")" \
    --fixed-seats --claim-window 0
wait_text "Jugadores y sus teclas para reclamar"
keys Enter
play_plan "$TMP/plan"
wait_screen result
wait_text "empate exhaustivo"
fits "the draw's result"
ok "an exhaustive draw, its declarations and result are in Spanish and fit"
finish

#!/bin/sh
# A learner practising alone (issues 13, 14): with one human at the table the start screen says
# no curtain comes between turns (none does: play.c lifts it at once for the lone human, as
# cpu.sh checks), rather than telling him to pass the keyboard before each turn; with four
# humans it still asks for that, and in a teaching game (--open-hands) it says every hand is
# face up. The same holds in Spanish, and the text fits 80x24.
. "$(dirname "$0")/lib.inc"

start 80 24 play --cpu S,W,N --seed 7 --cpu-pause 0
wait_screen start
wait_text "You play alone against the computers"
screen | grep -q "curtain asks" && fail "the lone human is told to pass the keyboard"
check_fits
ok "one human: no curtain promised"
leave

start 80 24 play --names Ann,Bo,Cy,Di --seed 7
wait_screen start
wait_text "Before each turn a curtain asks"
ok "four humans: the curtain is still announced"
leave

start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --open-hands
wait_screen start
wait_text "every hand is face up"
screen | grep -q "curtain asks" && fail "open hands: a curtain is announced"
ok "open hands: no curtain announced"
leave

RUN_ENV="LC_ALL=C.UTF-8 LANGUAGE=es TSUMO_LOCALEDIR=$(dirname "$TSUMO")/locale" \
    start 80 24 play --cpu S,W,N --seed 7 --cpu-pause 0
wait_screen start
wait_text "Juegas solo contra la máquina"
check_fits
ok "in Spanish too"
stop_server
finish

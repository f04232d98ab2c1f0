#!/bin/sh
# Penalties refuse: an impossible win or call is refused with the rule and the reason, and the
# game goes on; a furiten ron names the waits in the seat's own discards. Penalties penalize:
# the same declaration is accepted and the engine's chombo follows, shown to everyone
# (R-CHMB-04, EMA 3.4.6).
. "$(dirname "$0")/lib.inc"

start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
pass_curtain 0 table
if last | grep -q " legal: .*tsumo"; then
    echo "the dealt hand is complete: skipped"
    finish
    exit 0
fi
keys t
wait_text "Refused: the hand is not complete with that tile — EMA 3.2, R-WIN-01"
ok "tsumo on an incomplete hand is refused with the rule (R-WIN-01, EMA 3.2)"
keys End Enter
wait_screen claim
keys 3
pass_curtain 2 call
keys r
wait_text "Refused: the hand is not complete with that tile — EMA 3.2, R-WIN-01"
ok "ron on an incomplete hand is refused with the rule (R-WIN-01, EMA 3.2)"
keys c
wait_text "Refused: "
screen | grep -q "Refused: .* — EMA [0-9.]*, R-[A-Z]*-[0-9]*" || fail "a refusal without its rule"
ok "a chi that cannot be made is refused with its rule: $(screen | grep -o 'Refused: .*')"
keys Escape
wait_screen claim
wait_text "Cy (answered)"
keys Space
pass_curtain 1 table
ok "after a refusal the seat passes and play goes on"
keys q y
wait_exit >/dev/null
stop_server

# Furiten: a ron on a wait the seat has discarded itself is refused with the tiles in its own
# pond and the rule (R-FURI-01, EMA 3.4.5).
"$PLAN" furiten >"$TMP/furiten" || fail "the planner found no furiten ron"
set -- $(sed -n 's/^result furiten //p' "$TMP/furiten")
seat=$1
shift
start 80 24 play --names Alice,Bob,Carol,Dave --seed "$(sed -n 's/^seed //p' "$TMP/furiten")" \
    --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
play_plan "$TMP/furiten"
keys r
if [ $# = 1 ]; then verb=is; else verb=are; fi
wait_text "Refused: furiten: $* $verb in your discards — EMA 3.4.5, R-FURI-01"
ok "a furiten ron is refused with the waits in the seat's own discards and the rule"
keys q y
wait_exit >/dev/null
stop_server

rm -rf "$XDG_STATE_HOME"
start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --penalties penalize
wait_text "penalties: penalize"
keys Enter
pass_curtain 0 table
keys t
wait_screen result
wait_text "chombo"
wait_text "Ann: chombo: a win declared on a hand that is not one (EMA 3.4.6, R-CHMB-04)"
check_no_leak
ok "with penalize the false tsumo is accepted and Ann's chombo is shown to all"
finish

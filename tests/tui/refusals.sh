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
wait_text "Refused: the hand is not complete with that tile — EMA 3.2"
ok "tsumo on an incomplete hand is refused with the rule (R-WIN-01, EMA 3.2)"
if ! last | grep -q " legal: .*_kan"; then
    # No four alike and no pon: no kan to mean at all, and the message says so (not "an added
    # kan needs a pon", which the player never tried).
    keys K
    wait_text "No kan is possible: a kan needs four alike in your hand, or a pon of yours"
    ok "K with no kan in the hand says that no kan is possible (EMA 3.3.7, 3.3.8)"
fi
keys End Enter
wait_screen claim
keys 3
pass_curtain 2 call
keys r
wait_text "Refused: the hand is not complete with that tile — EMA 3.2"
ok "ron on an incomplete hand is refused with the rule (R-WIN-01, EMA 3.2)"
keys c
wait_text "Refused: "
screen | grep -q "Refused: .* — EMA [0-9.]*" || fail "a refusal without its rule's section"
screen | grep -qE "R-[A-Z]+-[0-9]+|CFG-|AMB-" && fail "a refusal names the checklist's ID: $(screen | tail -2)"
ok "a chi that cannot be made is refused with its rule: $(screen | grep -o 'Refused: .*')"
keys Escape
wait_screen claim
wait_answered 3
pass_all
pass_curtain 1 table
ok "after a refusal the seat passes and play goes on"
keys q y
wait_exit >/dev/null
stop_server

# Furiten: a ron on a wait the seat has discarded itself is refused with the tiles in its own
# pond and the rule (R-FURI-01, EMA 3.4.5).
"$PLAN" furiten >"$TMP/furiten" || fail "the planner found no furiten ron"
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
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
wait_text "Refused: furiten: $* $verb in your discards — EMA 3.4.5"
ok "a furiten ron is refused with the waits in the seat's own discards and the rule"
keys q y
wait_exit >/dev/null
stop_server

# A chi from a seat that is not on the discarder's right (R-CALL-02, EMA 3.3.4): refused with
# the rule, the whole sentence on screen (wrapped over two rows); with penalize the call is void
# and the hand dead (R-DEAD-02, EMA 3.4.7), shown to all with what was wrong.
"$PLAN" bad-chi >"$TMP/bad-chi" || fail "the planner found no chi from the wrong seat"
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(sed -n 's/^result bad-chi //p' "$TMP/bad-chi")
seat=$1
name=$(echo Alice Bob Carol Dave | cut -d' ' -f$((seat + 1)))
why="chi only on the discard of the player on your left"
for penalties in refuse penalize; do
    rm -rf "$XDG_STATE_HOME"
    start 80 24 play --names Alice,Bob,Carol,Dave --seed "$(sed -n 's/^seed //p' "$TMP/bad-chi")" \
        --fixed-seats --claim-window 0 --penalties $penalties
    wait_text "Players and their claim keys"
    keys Enter
    play_plan "$TMP/bad-chi"
    keys c
    if [ $penalties = refuse ]; then
        wait_text "Refused: "
        settle
        screen | tail -2 | tr -s '\n ' '  ' | grep -qF "Refused: $why — EMA 3.3.4" ||
            fail "the refusal is not read whole: $(screen | tail -2)"
        check_fits
        ok "refuse: $name's chi from the wrong seat is refused, the rule read whole"
    else
        pass_all
        pass_curtain $(((seat + 2) % 4)) table
        wait_text "$name's hand is dead: "
        screen | tr -s '\n ' '  ' | grep -qF "$name's hand is dead: $why" ||
            fail "the log does not say why $name's hand is dead"
        screen | grep -q "$name [0-9]* dead hand" || fail "$name's label does not say dead hand"
        check_no_leak
        check_fits
        ok "penalize: $name's chi from the wrong seat makes a dead hand, shown to all with the reason"
    fi
    keys q y
    wait_exit >/dev/null
    stop_server
done

rm -rf "$XDG_STATE_HOME"
start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --penalties penalize
wait_text "penalties: penalize"
keys Enter
pass_curtain 0 table
keys t
wait_screen result
wait_text "chombo"
wait_text "Ann: chombo: a win declared on a hand that is not one (EMA 3.4.6)"
check_no_leak
check_no_ids
ok "with penalize the false tsumo is accepted and Ann's chombo is shown to all"
finish

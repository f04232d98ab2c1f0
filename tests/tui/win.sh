#!/bin/sh
# A seeded hand played through the keyboard to a win; the result screens are checked against
# what the engine says, and no screen on the way shows a tile its viewer may not see. Then a
# hand won by two players on one discard.
. "$(dirname "$0")/lib.inc"

"$PLAN" win >"$TMP/plan" || fail "the planner found no seed whose first hand is won"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/plan")
winner=$3 how=$4 han=$5 fu=$6 total=$7
names="Alice Bob Carol Dave"
name=$(echo "$names" | cut -d' ' -f$((winner + 1)))

start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
ok "the start screen"
keys Enter
CHECK_LEAKS=1
play_plan "$TMP/plan"
wait_screen result
wait_text "$name wins by $how"
check_no_leak
ok "$name wins by $how (seed $seed), through the keyboard"
wait_text "Yaku"
if [ "$fu" -gt 0 ]; then
    wait_text "$han han $fu fu"
fi
wait_text "$total points"
ok "the win shows its han, fu and value ($han han $fu fu, $total)"
screen | grep -q "Dora indicators:" || fail "no dora indicators on the result"
ok "the dora indicators are shown"
keys Enter
wait_text "Scores"
delta=$(grep '^result' "$TMP/plan" | awk -v w="$winner" '{ print $(8 + w) }')
screen | grep -E "$name +[0-9]+ +\+$delta +=" >/dev/null ||
    fail "the winner's change is not +$delta"
check_no_leak
ok "the payments page shows the winner's +$delta"
keys Enter
wait_screen curtain
ok "Enter deals the next hand"
keys q
wait_text "Leave the table?"
keys y
[ "$(wait_exit)" = 0 ] || fail "the program did not exit with 0"
# (the terminal and its scrollback after leaving: scrollback.sh, whose pane outlives the program)
ok "leaving exits with 0; the game stays saved"
stop_server

# Several winners on one discard (R-WIN-06, EMA 3.3.1): a page for each, one after the other,
# each with its own payment, then every seat's change.
"$PLAN" double-ron >"$TMP/double" || fail "the planner found no double ron"
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/double")
shift 7
deltas="$*"
winners=$(grep '^W ' "$TMP/double" | cut -d' ' -f2)
count=$(echo "$winners" | wc -w)
rm -rf "$XDG_STATE_HOME"
: >"$TRACE"
start 80 24 play --names Alice,Bob,Carol,Dave --seed "$(sed -n 's/^seed //p' "$TMP/double")" \
    --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
play_plan "$TMP/double"
wait_screen result
i=0
for w in $winners; do
    i=$((i + 1))
    wait_text "$(echo "$names" | cut -d' ' -f$((w + 1))) wins by ron on"
    wait_text "(winner $i of $count)"
    wait_text "page $i of $((count + 1))"
    screen | grep -q "pays" || fail "winner $i's page has no payment"
    check_no_leak
    keys Enter
done
wait_text "payments"
for seat in 0 1 2 3; do
    d=$(echo "$deltas" | cut -d' ' -f$((seat + 1)))
    case $d in -*) re=$d ;; *) re="[+]$d" ;; esac
    screen | grep -qE " $(echo "$names" | cut -d' ' -f$((seat + 1))) +[0-9]+ +$re +=" ||
        fail "seat $seat's change is not $d"
done
ok "$count winners on one discard: a page each, one after the other, then every change"
finish

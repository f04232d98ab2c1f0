#!/bin/sh
# A seeded hand played through the keyboard to a win; the result screens are checked against
# what the engine says, and no screen on the way shows a tile its viewer may not see.
. "$(dirname "$0")/lib.inc"

"$PLAN" win >"$TMP/plan" || fail "the planner found no seed whose first hand is won"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
set -- $(grep '^result' "$TMP/plan")
winner=$3 how=$4 han=$5 fu=$6 total=$7
names="Alice Bob Carol Dave"
name=$(echo $names | cut -d' ' -f$((winner + 1)))

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
tm capture-pane -p -S - -E - 2>/dev/null | screen_tiles | grep -q . && fail "tiles left behind"
ok "leaving keeps the game saved and leaves no tile on the terminal"
finish

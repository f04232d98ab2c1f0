#!/bin/sh
# A seeded hand played through the keyboard to an exhaustive draw (R-DRAW-01, EMA 3.4.2): each
# seat declares behind its curtain, the result shows the tenpai hands and the noten payments.
. "$(dirname "$0")/lib.inc"

"$PLAN" draw >"$TMP/plan" || fail "the planner found no seed whose first hand is drawn"
seed=$(sed -n 's/^seed //p' "$TMP/plan")

start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
CHECK_LEAKS=1
play_plan "$TMP/plan"
wait_screen result
wait_text "exhaustive draw"
check_no_leak
ok "the hand is played to an exhaustive draw (seed $seed)"
names="Alice Bob Carol Dave"
for seat in 0 1 2 3; do
    name=$(echo "$names" | cut -d' ' -f$((seat + 1)))
    if grep -q "^Y $seat\$" "$TMP/plan"; then state=tenpai; else state=noten; fi
    screen | grep -E "^  $name +$state" >/dev/null || fail "$name is not shown $state"
    delta=$(grep '^result' "$TMP/plan" | awk -v s="$seat" '{ print $(3 + s) }')
    [ "$delta" -ge 0 ] && delta="+$delta"
    screen | grep -E " $name +[0-9]+ +\\$delta +=" >/dev/null ||
        fail "$name's change is not $delta"
done
ok "each seat's tenpai or noten and its noten payment are on the result"
tenpai=$(grep -c '^Y ' "$TMP/plan" || true)
shown=$(screen | grep -cE '^  [A-Za-z]+ +tenpai +[^ ]' || true)
[ "$tenpai" = "$shown" ] || fail "$tenpai tenpai hands declared, $shown shown"
ok "the tenpai hands are opened ($tenpai), the noten ones are not"
check_no_ids
screen | tr -s "\n " "  " | grep -qE "\(EMA 3\.4\.2\)|\(EMA 4\.2\.4\)" ||
    fail "the draw's payments do not name their section"
screen | tr -s "\n " "  " | grep -qF "(EMA 3.4.10, 3.4.12)" || fail "the deal's line names no section"
ok "the draw's rules are named by their EMA sections, never by the checklist's IDs"
keys Enter
wait_screen curtain
keys q
wait_text "Leave the table?"
keys y
[ "$(wait_exit)" = 0 ] || fail "the program did not exit with 0"
finish

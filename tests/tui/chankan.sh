#!/bin/sh
# A kan robbed through the keyboard (R-KAN-05, EMA 3.3.8 and 4.2.1): pons claimed with the
# seat's key and p, a tile added to a pon with K, the window that opens on the added tile for
# the other seats, the ron on it, and the result with its yaku, Robbing a Kan. No screen on the
# way shows a hidden tile.
. "$(dirname "$0")/lib.inc"

"$PLAN" chankan >"$TMP/plan" || fail "the planner found no hand won by robbing a kan"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
set -- $(grep '^result' "$TMP/plan")
winner=$3 han=$5 fu=$6 total=$7
names="Alice Bob Carol Dave"
name=$(echo $names | cut -d' ' -f$((winner + 1)))
kan_seat=$(grep '^A ' "$TMP/plan" | tail -1 | cut -d' ' -f2)
kanner=$(echo $names | cut -d' ' -f$((kan_seat + 1)))

start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
CHECK_LEAKS=1 CHECK_FITS=1 CHECK_HINTS=1
play_plan "$TMP/plan"
wait_screen result
wait_text "$name wins by ron"
check_no_leak
check_fits
ok "$name robs $kanner's added kan through the keyboard (seed $seed) and wins by ron"
wait_text "Robbing a Kan (chankan)"
wait_text "$han han $fu fu"
wait_text "$total points"
ok "the result names Robbing a Kan and the value the engine gives ($han han $fu fu, $total)"
leave
finish

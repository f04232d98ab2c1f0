#!/bin/sh
# A kan robbed through the keyboard (R-KAN-05, EMA 3.3.8 and 4.2.1): pons claimed with the
# seat's key and p, a tile added to a pon with K, the window that opens on the added tile for
# the other seats (the kan in sight on it, EMA 3.3.5), the ron on it, and the result with its
# yaku, Robbing a Kan. No screen on the way shows a hidden tile.
. "$(dirname "$0")/lib.inc"

"$PLAN" chankan >"$TMP/plan" || fail "the planner found no hand won by robbing a kan"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/plan")
winner=$3 han=$5 fu=$6 total=$7
names="Alice Bob Carol Dave"
name=$(echo "$names" | cut -d' ' -f$((winner + 1)))
kan_seat=$(grep '^A ' "$TMP/plan" | tail -1 | cut -d' ' -f2)
kanner=$(echo "$names" | cut -d' ' -f$((kan_seat + 1)))

start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
CHECK_LEAKS=1 CHECK_FITS=1 CHECK_HINTS=1
# Up to the window on the added tile: the pon being extended is in sight of the seat that
# decides whether to rob it (EMA 3.3.5), although the window shows no hand.
ron_step=$(steps "$TMP/plan" | grep -n '^W ' | tail -1 | cut -d: -f1)
play_plan "$TMP/plan" $((ron_step - 1))
wait_screen claim
wait_text "$kanner adds"
settle
kan_tile=$(screen | sed -n 's/.* adds \([^ ]*\) to a kan.*/\1/p' | head -1)
screen | sed -n 20p | grep -qF "$kan_tile+" ||
    fail "the window on the added $kan_tile does not show $kanner's kan: $(screen | sed -n 20p)"
n=$(screen | sed -n 20p | grep -oF "$kan_tile" | wc -l)
[ "$n" -ge 4 ] || fail "the window shows $n tiles of $kanner's added kan of $kan_tile, not 4"
ok "the window on the added $kan_tile shows $kanner's kan, the added tile marked '+'"
steps "$TMP/plan" | tail -n +"$ron_step" | while IFS= read -r line; do play_step "$line"; done
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

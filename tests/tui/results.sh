#!/bin/sh
# The pages at the end of a hand: the players listed by wind from the dealer (East first); a
# payment line says "with N for counters" only when there are counters (R-HONB-01, EMA 3.4.10);
# at a chombo a riichi stick of the hand comes back apart from the penalty (R-CHMB-01, EMA 3.4.6).
. "$(dirname "$0")/lib.inc"

NAMES="Alice Bob Carol Dave"
name_of() { echo "$NAMES" | cut -d' ' -f$(($1 + 1)); }

# winds_listed: the winds of the score rows, in the order shown.
winds_listed() {
    screen | sed -n '/Scores/,$p' | grep -oE '^   (East|South|West|North) ' | tr -d ' ' | tr '\n' ' '
}

# South 4, dealt by the fourth seat: an exhaustive draw lists Dave (East) first, on both lists.
"$PLAN" last-draw >"$TMP/draw" || fail "the planner found no seed whose South 4 is drawn"
{
    echo "tsumo-record 1"
    echo "ruleset ema2008"
    echo "seed $(sed -n 's/^seed //p' "$TMP/draw")"
    echo "seats fixed"
    for n in $NAMES; do echo "player $n"; done
    grep '^start ' "$TMP/draw"
} >"$TMP/s4.tsumo"
for size in "80 24" "200 60"; do
    rm -rf "$XDG_STATE_HOME"
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size play --from "$TMP/s4.tsumo" --claim-window 0
    wait_text "The game begins at South 4"
    keys Enter
    play_plan "$TMP/draw"
    wait_screen result
    wait_text "exhaustive draw"
    settle
    [ "$(winds_listed)" = "East South West North " ] ||
        fail "the scores are not listed from East: $(winds_listed)"
    screen | grep -qE '^   East +Dave ' || fail "Dave, the dealer, is not first: $(screen)"
    first=$(screen | grep -m1 -oE '^  (Alice|Bob|Carol|Dave) ' | tr -d ' ')
    [ "$first" = Dave ] || fail "the tenpai list does not begin with the dealer Dave: $first"
    check_fits
    ok "$size: a South 4 draw lists Dave (East) first, then South, West, North"
    keys q y
    wait_exit >/dev/null
    stop_server
done

# A tsumo with no counters: no "with 0 for counters" (a ron never said it).
from=1
until "$PLAN" win --from $from >"$TMP/win" && grep -q '^result win [0-3] tsumo ' "$TMP/win"; do
    from=$(($(sed -n 's/^seed //p' "$TMP/win") + 1))
    [ $from -lt 500 ] || fail "the planner found no first hand won by tsumo"
done
rm -rf "$XDG_STATE_HOME"
start 80 24 play --names Alice,Bob,Carol,Dave --seed "$(sed -n 's/^seed //p' "$TMP/win")" \
    --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
play_plan "$TMP/win"
wait_screen result
wait_text "Value:"
settle
screen | grep -qE "(player|dealer) pays [0-9]+" || fail "no tsumo payments: $(screen | tail -6)"
screen | grep -q "with 0 for counters" && fail "a payment with 0 for counters: $(screen | tail -6)"
ok "a tsumo without counters says who pays what, and nothing of counters"
keys q y
wait_exit >/dev/null
stop_server

# Penalize: Alice declares riichi on whatever she holds (a noten riichi is only noted), her
# stick goes down; Bob's false tsumo is chombo, and Alice's stick comes back, shown apart.
rm -rf "$XDG_STATE_HOME"
start 80 24 play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0 \
    --penalties penalize
wait_text "penalties: penalize"
keys Enter
pass_curtain 0 table
keys r End Enter
pass_all
pass_curtain 1 table
if last | grep -q " legal: .*tsumo"; then
    echo "Bob's hand is complete: skipped"
    finish
    exit 0
fi
keys t
wait_screen result
wait_text "Bob: chombo"
settle
screen | grep -qE '^   East +Alice +29000 +[+]4000 +[+]1000 stick back += +34000' ||
    fail "Alice's stick back is not apart: $(screen | grep Alice)"
screen | grep -qE '^   South +Bob +30000 +-8000 += +22000' ||
    fail "Bob's penalty: $(screen | grep Bob)"
check_fits
ok "a chombo shows Alice's riichi stick coming back apart from what the penalty pays her"
keys q y
wait_exit >/dev/null
finish

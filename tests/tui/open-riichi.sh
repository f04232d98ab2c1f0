#!/bin/sh
# Open riichi at the table (R-RII-13, RU club rules D6), under EMA 2008 with `open_riichi = yes`:
# declared with o, the tile and Enter; from then on the hand is face up for every seat, on the
# claim window and on the next player's turn, and the seat is labelled "open riichi". The leak
# check still holds on every screen: the view now holds those tiles, and nothing else.
. "$(dirname "$0")/lib.inc"

"$PLAN" open >"$TMP/plan" || fail "the planner found no seed whose first hand has an open riichi"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/plan")
seat=$3
shift 3
hand="$*"
names="Alice Bob Carol Dave"
name=$(echo "$names" | cut -d' ' -f$((seat + 1)))

"$TSUMO" rules ema2008 | sed 's/^open_riichi = no$/open_riichi = yes/' >"$TMP/open.ini"
grep -q '^open_riichi = yes$' "$TMP/open.ini" || fail "no open_riichi key to switch on"

# shows_hand: the screen holds every tile of the open hand (as often as the hand does).
shows_hand() {
    on=$(screen | screen_tiles | sort)
    for t in $hand; do
        # shellcheck disable=SC2086 # one tile a line
        n=$(printf '%s\n' $hand | grep -cx "$t")
        m=$(printf '%s\n' "$on" | grep -cx "$t" || true)
        [ "$m" -ge "$n" ] || fail "$1: the open hand's $t is shown $m times, not $n"
    done
}

start 80 24 play --rules "$TMP/open.ini" --names Alice,Bob,Carol,Dave --seed "$seed" \
    --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
CHECK_LEAKS=1 CHECK_FITS=1
# The turn's hints name a declaration only when the engine allows it (check_hints on every turn):
# o on the turn of the open riichi.
CHECK_HINTS=1
at=$(steps "$TMP/plan" | grep -n '^O ' | head -1 | cut -d: -f1)
[ -n "$at" ] || fail "the plan has no open riichi"
[ "$at" -gt 1 ] && play_plan "$TMP/plan" $((at - 1))
# shellcheck disable=SC2046 # the step's words become $1, $2, ...
set -- $(steps "$TMP/plan" | sed -n "${at}p")
pass_curtain "$2" table
settle
screen | sed -n 23p | grep -q " o open " || fail "the turn's hints do not name the open riichi key"
ok "under a ruleset with open riichi, the turn's hints name its key when it is possible"
rest=$(mktemp "$TMP/rest.XXXXXX")
steps "$TMP/plan" | sed -n "$at,\$p" >"$rest"
play_plan "$rest"
wait_screen claim
settle
wait_text "$name"
screen | grep -q "open riichi" || fail "the seat is not labelled open riichi"
shows_hand "the claim window"
check_no_leak
check_fits
ok "after $name's open riichi the claim window shows the hand ($hand) to all, and nothing more"

pass_all
next=$(((seat + 1) % 4))
pass_curtain "$next" table
shows_hand "the next player's turn"
check_no_leak
check_fits
ok "the next player sees the open hand at his turn, and no other hidden tile"

leave

# The wide styles: the open hand still fits the band (in mpsz text where the faces do not).
CHECK_LEAKS=0
for style in kanji unicode; do
    : >"$TRACE"
    start 80 24 play --rules "$TMP/open.ini" --names Alice,Bob,Carol,Dave --seed "$seed" \
        --fixed-seats --claim-window 0 --tiles $style
    wait_text "Players and their claim keys"
    keys Enter
    play_plan "$TMP/plan"
    wait_screen claim
    settle
    check_fits
    bad=$(grep -v ' clipped=0' "$TRACE" | head -1 || true)
    [ -z "$bad" ] || fail "a $style frame was cut: $bad"
    ok "$style: the open riichi and its hand on the claim window fit 80x24"
    leave
done
finish

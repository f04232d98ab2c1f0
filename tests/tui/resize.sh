#!/bin/sh
# A resize in the middle of a hand (SIGWINCH): below 80x24 a clear message and nothing of the
# table; larger, the table again with nothing lost; and the hand goes on to its planned end.
. "$(dirname "$0")/lib.inc"

"$PLAN" draw >"$TMP/plan" || fail "the planner found no seed"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
total=$(steps "$TMP/plan" | grep -c .)
half=$((total / 2))
while [ "$(steps "$TMP/plan" | sed -n "${half}p" | cut -c1)" != P ]; do
    half=$((half + 1))
done

# The first half is played in process and saved (tests/tui/prepare.c): what a terminal shows
# is the resize, and the table after it; resuming the saved hand is resume.sh's.
"$(dirname "$PLAN")/tsumo-tui-prepare" "$PLAN" draw "$half" "$XDG_STATE_HOME" >/dev/null ||
    fail "the first $half steps of seed $seed could not be played in process"
start 80 24 play --resume
next=$(steps "$TMP/plan" | sed -n "$((half + 1))p")
seat=$(echo "$next" | cut -d' ' -f2)
pass_curtain "$seat" table
settle
ponds=$(last | sed -n 's/.* ponds=\(\[[^]]*\]\).*/\1/p')
hand=$(screen | sed -n '21p') # the hand row at 80x24 (row 20 is the blank row above it)
[ "$(echo "$hand" | screen_tiles | grep -c .)" -ge 13 ] || fail "no hand on row 21 at 80x24"
ok "a seat's turn at 80x24"

# until_size COLS ROWS: until a frame is drawn at that size and is not too small. The last
# frame before the resize is not enough: until the program has redrawn, tmux shows the old
# frame cut to the new size, which a busy machine can leave on screen long enough to settle.
until_size() { wait_trace " small=0 .* size=$1x$2 " "no frame at $1x$2"; }

tm resize-window -x 60 -y 20
wait_text "needs a terminal of at least 80×24"
wait_text "60×20"
settle
screen | screen_tiles | grep -q . && fail "tiles on the too-small screen"
ok "at 60x20 a clear message, no tile"

tm resize-window -x 120 -y 40
wait_screen table "$seat"
until_size 120 40
settle
[ "$(last | sed -n 's/.* ponds=\(\[[^]]*\]\).*/\1/p')" = "$ponds" ] || fail "the ponds changed"
check_fits
check_no_leak
[ "$(screen | grep -c "$(echo "$hand" | sed 's/^ *//; s/ *$//' | cut -c1-20)")" -ge 1 ] ||
    fail "the hand is not the same after the resize"
ok "at 120x40 the same turn, the same hand and ponds, all on screen"

tm resize-window -x 80 -y 24
wait_screen table "$seat"
until_size 80 24
settle
[ "$(screen | sed -n '21p')" = "$hand" ] || fail "the hand row differs at 80x24 again"
ok "back at 80x24, the same screen as before"
tail=$(mktemp "$TMP/rest.XXXXXX")
steps "$TMP/plan" | sed -n "$((half + 1)),\$p" >"$tail"
play_plan "$tail"
wait_screen result
wait_text "exhaustive draw"
ok "the hand goes on to its end"
finish

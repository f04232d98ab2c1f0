#!/bin/sh
# A resize in the middle of a hand (SIGWINCH): below 80x24 a clear message and nothing of the
# table; larger, the table again with nothing lost; and the hand goes on to its planned end.
# In two parts (lib.inc's parts): the resizes halfway through the hand, and the hand going on
# from them to the next turn; a resize three quarters through it, and the rest to the end.
. "$(dirname "$0")/lib.inc"
parts 2

"$PLAN" draw >"$TMP/plan" || fail "the planner found no seed"
total=$(steps "$TMP/plan" | grep -c .)
# after_window N: the first step from N that ends a discard's window (P).
after_window() {
    n=$1
    while [ "$(steps "$TMP/plan" | sed -n "${n}p" | cut -c1)" != P ]; do
        n=$((n + 1))
    done
    echo "$n"
}
half=$(after_window $((total / 2)))
late=$(after_window $((total * 3 / 4)))

# until_size COLS ROWS: until a frame is drawn at that size and is not too small. The last
# frame before the resize is not enough: until the program has redrawn, tmux shows the old
# frame cut to the new size, which a busy machine can leave on screen long enough to settle.
until_size() { wait_trace " small=0 .* size=$1x$2 " "no frame at $1x$2"; }

# resume_at STEP: the table at 80x24, STEP steps played (in process, then saved).
resume_at() {
    prepared draw "$1"
    start 80 24 play --resume
    seat=$(steps "$TMP/plan" | sed -n "$(($1 + 1))p" | cut -d' ' -f2)
    pass_curtain "$seat" table
}

# rest FROM TO: the plan's steps FROM to TO typed.
rest() {
    tail=$(mktemp "$TMP/rest.XXXXXX")
    steps "$TMP/plan" | sed -n "$1,$2p" >"$tail"
    play_plan "$tail"
}

if part 2; then
    resume_at "$late"
    tm resize-window -x 60 -y 20
    wait_text "needs a terminal of at least 80×24"
    tm resize-window -x 80 -y 24
    wait_screen table "$seat"
    until_size 80 24
    ok "a resize three quarters through the hand"
    rest $((late + 1)) '$'
    wait_screen result
    wait_text "exhaustive draw"
    ok "the hand goes on to its end"
    stop_server
fi
part 1 || {
    finish
    exit 0
}

# The first half is played in process and saved (tests/tui/prepare.c): what a terminal shows
# is the resize, and the table after it; resuming the saved hand is resume.sh's.
resume_at "$half"
settle
ponds=$(last | sed -n 's/.* ponds=\(\[[^]]*\]\).*/\1/p')
hand=$(screen | sed -n '21p') # the hand row at 80x24 (row 20 is the blank row above it)
[ "$(echo "$hand" | screen_tiles | grep -c .)" -ge 13 ] || fail "no hand on row 21 at 80x24"
ok "a seat's turn at 80x24"

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
next=$(after_window $((half + 1)))
rest $((half + 1)) "$next"
pass_curtain "$(steps "$TMP/plan" | sed -n "$((next + 1))p" | cut -d' ' -f2)" table
ok "the hand goes on after the resizes: a discard, its window, the next turn"
finish

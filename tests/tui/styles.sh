#!/bin/sh
# Every screen fits 80x24 in each tile style (ascii, kanji, unicode): a whole hand to an
# exhaustive draw, the fullest ponds a hand has, with each frame checked for anything cut at
# the edge; then the help, the result, the menu, the new game form and the calculator.
. "$(dirname "$0")/lib.inc"

"$PLAN" draw >"$TMP/plan" || fail "the planner found no seed"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
"$PLAN" win >"$TMP/win" || fail "the planner found no seed"
win_seed=$(sed -n 's/^seed //p' "$TMP/win")

for style in ascii kanji unicode; do
    : >"$TRACE"
    start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats \
        --claim-window 0 --tiles "$style"
    wait_text "Players and their claim keys"
    check_fits
    keys Enter
    CHECK_FITS=1
    play_plan "$TMP/plan"
    wait_screen result
    settle
    check_fits
    keys '?'
    wait_text "Any key closes this help"
    check_fits
    keys Escape
    keys Enter
    pass_curtain 1 table
    settle
    check_fits
    keys '?'
    wait_text "Any key closes this help"
    settle
    check_fits
    keys Escape
    bad=$(grep -v ' clipped=0' "$TRACE" | grep -v ' small=1 ' | head -1 || true)
    [ -z "$bad" ] || fail "a $style frame was cut: $bad"
    ok "$style: every frame of a whole hand, the result and the help fit 80x24"
    keys q
    wait_text "Leave the table?"
    keys y
    wait_exit >/dev/null
    stop_server

    : >"$TRACE"
    start 80 24 play --names Alice,Bob,Carol,Dave --seed "$win_seed" --fixed-seats \
        --claim-window 0 --tiles "$style"
    wait_text "Players and their claim keys"
    keys Enter
    play_plan "$TMP/win"
    wait_screen result
    wait_text "page 1 of"
    settle
    check_fits
    keys Enter
    wait_text "page 2 of"
    settle
    check_fits
    bad=$(grep -v ' clipped=0' "$TRACE" | grep -v ' small=1 ' | head -1 || true)
    [ -z "$bad" ] || fail "a $style frame was cut: $bad"
    ok "$style: a won hand and both pages of its result fit 80x24"
    keys q
    wait_text "Leave the table?"
    keys y
    wait_exit >/dev/null
    stop_server

    : >"$TRACE"
    export TSUMO_TILES=$style
    start 80 24
    wait_screen menu
    settle
    check_fits
    keys Enter
    wait_screen setup
    for i in 1 2 3 4 5 6 7 8 9 10 11; do
        keys Down
    done
    settle
    check_fits
    keys Escape
    wait_screen menu
    keys Down Down Enter
    wait_screen calc
    keys 2 3 4 m 4 5 6 p 6 7 8 s 2 2 z 5 5 p
    wait_text "234m456p678s22z55p"
    settle
    check_fits
    keys Escape
    wait_screen menu
    keys q
    wait_exit >/dev/null
    bad=$(grep -v ' clipped=0' "$TRACE" | head -1 || true)
    [ -z "$bad" ] || fail "a $style menu frame was cut: $bad"
    ok "$style: the menu, the new game form and the calculator fit 80x24"
    stop_server
done
finish

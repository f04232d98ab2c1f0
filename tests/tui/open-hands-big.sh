#!/bin/sh
# A teaching game on the projector (issue 12): `tsumo play --open-hands` with big tiles (by
# itself at 200x60, --big at 160x48) shows every hand but the one drawn below after its
# seat's label, as at 80x24 (tests/tui/open-hands.sh): on a turn, the three others; in the
# claim window, which has no hand below, all four. Each as the trace's hands= gives it from
# that seat's own view; nothing else leaks and nothing is cut. The start screen says that no
# curtain comes between turns.
. "$(dirname "$0")/lib.inc"

# check_open: every hand but the holder's is on the screen, in its mpsz.
check_open() {
    settle
    l=$(last)
    holder=$(echo "$l" | sed 's/.* holder=\(-\{0,1\}[0-9]\) .*/\1/')
    hands=$(echo "$l" | sed -n 's/.* hands=\([^ ]*\) .*/\1/p')
    [ -n "$hands" ] || fail "no hands in the trace of ${l%% *}"
    seat=0
    for hand in $(echo "$hands" | tr '|' ' '); do
        if [ "$seat" != "$holder" ]; then
            text=$(echo "$hand" | tr '+' ' ')
            screen | grep -qF -- "$text" || fail "$1: seat $seat's hand $text is not on ${l%% *}"
        fi
        seat=$((seat + 1))
    done
    check_no_leak
    check_fits
}

for size in "200 60" "160 48"; do
    big=
    [ "$size" = "160 48" ] && big=--big
    # shellcheck disable=SC2086 # the size is two words, the option none or one
    start $size play $big --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands
    wait_screen start
    settle
    # the start screen tells the room no curtain comes, not that one does
    screen | tr -s '\n ' '  ' | grep -qF "no curtain comes" ||
        fail "$size: the start screen does not say that no curtain comes"
    screen | grep -qF "a curtain asks" && fail "$size: the start screen promises a curtain"
    keys Enter
    wait_screen table
    check_open "$size"
    keys Enter
    wait_screen claim
    check_open "$size"
    pass_all
    wait_screen table
    check_open "$size"
    leave
    ok "$size: every other hand is shown on a turn and in the claim window"
done

# One human against three computers has no curtain either (go_private lifts it): the start
# screen says so too.
start 80 24 play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --cpu 2,3,4
wait_screen start
settle
screen | tr -s '\n ' '  ' | grep -qF "no curtain comes" ||
    fail "one human: the start screen does not say that no curtain comes"
leave
ok "one human against computers: the start screen says no curtain comes"

# --big where it does not fit (80x24), in Spanish: the note that says why and the open hands
# mark share the last row, the note whole and the mark untouched.
export LANGUAGE=es
TSUMO_LOCALEDIR=$(dirname "$TSUMO")/locale
export TSUMO_LOCALEDIR
start 80 24 play --big --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands
wait_screen start
keys Enter
wait_screen table
settle
row=$(screen | tail -1)
case "$row" in
*"80×24"*"manos abiertas") ;;
*) fail "the big tiles' note and the open hands mark overlap: $row" ;;
esac
check_fits
keys q
wait_text "¿Dejar la mesa?"
keys y
wait_exit >/dev/null
stop_server
ok "80x24 in Spanish: the big tiles' note and the open hands mark share the last row"

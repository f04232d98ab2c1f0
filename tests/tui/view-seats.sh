#!/bin/sh
# A demo in the viewer (issue 12), as an organiser shows it to a room, at 80x24 and at 200x60
# (big tiles): East's pon of North wind (furiten-temporary) is drawn once, with East's hand,
# not a second time where a public screen puts the melds of a seat with no hand below; the
# step line says the ron claimed. The hand's result names the winner and the discarder,
# who have no names in a demo, by their winds (R-WIN-04, EMA 3.3.10: the discarder pays), as the step
# lines do; the payments and the seats' panel, whose rows start with the wind, do not say it
# twice, and the panel counts no shanten before the deal, when nobody holds a tile.
. "$(dirname "$0")/lib.inc"

title() { screen | sed -n 1p; }

# to_step N: Right until the title says step N.
to_step() {
    n=0
    until title | grep -qF "step $1 of"; do
        n=$((n + 1))
        [ $n -le 40 ] || fail "Right never reached step $1"
        keys Right
        settle
    done
}

# The pon's three tiles: "N<  N  N" small, three boxed N side by side big.
meld_80='N<  N  N'
meld_big='|N  ||N  ||N  |'

for size in "80 24" "200 60"; do
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size demo furiten-temporary
    wait_screen view
    wait_text "step 1 of"
    # the seats' panel: before the deal nobody holds a tile, so nobody is n-shanten; then each
    # seat by its wind once, as it has no name
    keys p
    wait_text "Each seat, as it sees the game"
    screen | grep -qF -- "-shanten" && fail "$size: the panel counts shanten before the deal"
    screen | grep -qF "South: no tiles yet" || fail "$size: the panel does not say South has no tiles"
    keys Right
    wait_text "step 2 of"
    settle
    screen | grep -qF "South: tenpai" || fail "$size: the panel does not give South as 'South: tenpai'"
    screen | grep -qE "(East|South|West|North) (East|South|West|North):" &&
        fail "$size: the panel gives a wind twice"
    keys p
    wait_gone "Each seat, as it sees the game" "p did not hide the panel"
    to_step 13
    keys c # the caption's box away: the table as it is under it
    settle
    case $size in "80 24") meld=$meld_80 ;; *) meld=$meld_big ;; esac
    count=$(screen | grep -oF -- "$meld" | wc -l)
    [ "$count" -eq 1 ] || fail "$size: East's pon is drawn $count times"
    screen | grep -qF "South claims ron" || fail "$size: the step line is not shown"
    check_fits
    keys Right
    wait_text "wins by ron on 6p"
    settle
    screen | grep -qF "South wins by ron on 6p from East" ||
        fail "$size: the result does not name the winner and the discarder"
    screen | grep -qE "^ *East pays 2000" || fail "$size: the result does not name who pays"
    keys Enter
    wait_text "payments"
    settle
    screen | grep -qE "^ +South +30000 +\+2000" ||
        fail "$size: the payments do not give South's row by its wind alone"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "$size: q did not leave with status 0"
    stop_server
    ok "$size: the pon drawn once, the step line in sight, the result names South and East"
done

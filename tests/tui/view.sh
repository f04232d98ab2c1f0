#!/bin/sh
# `tsumo view FILE` (issue 12) on a fresh game of `tsumo sim --record`, at 80x24 and 200x60:
# the first step, one action forward (the deal, with its dora indicator and its EMA section),
# the panel and the help, then hand by hand to the end, where the final standings name every
# player with the points the record ends with (EMA 3.6); then hand by hand back to the start,
# whose screen must be the first one again. A game that is not over is asked about first:
# its tiles are still hidden from its players.
. "$(dirname "$0")/lib.inc"

mkdir "$TMP/rec"
"$TSUMO" sim --games 1 --seed 5 --record "$TMP/rec" >/dev/null || fail "sim --record failed"
file=$(ls "$TMP"/rec/*.txt)
# "end P0 P1 P2 P3": the points by seat the record ends with.
final=$(sed -n 's/^end //p' "$file")
[ -n "$final" ] || fail "the sim record has no end line"

# title: the screen's first row, which names the step ("step 12 of 345").
title() { screen | sed -n 1p; }

# press KEY: sends it and waits until the title's step has changed.
press() {
    before=$(title)
    keys "$1"
    deadline
    while [ "$(title)" = "$before" ]; do
        expired && fail "$1 did not move from: $before"
        sleep 0.02
    done
}

for size in "80 24" "200 60"; do
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size view "$file"
    wait_screen view
    wait_text "step 1 of"
    settle
    check_fits
    first=$(screen)
    screen | grep -qF -- "←→ step" || fail "$size: the hint line does not offer the arrows"
    press Right
    wait_text "step 2 of"
    # (the line may wrap: its rows read as one)
    screen | tr -s '\n ' '  ' | grep -qF "dora indicator" ||
        fail "$size: the deal's line names no dora indicator"
    screen | tr -s '\n ' '  ' | grep -qF "EMA 2.7" ||
        fail "$size: the deal's line names no EMA section"
    check_fits
    ok "$size: Right deals the first hand, its line names the rule"

    keys p
    wait_text "Each seat, as it sees the game"
    settle
    check_fits
    keys p
    wait_gone "Each seat, as it sees the game" "p did not hide the panel"
    keys '?'
    wait_text "one action forward"
    check_fits
    keys Escape
    wait_trace ' help=0' "the help did not close"
    ok "$size: the panel and the help open, fit and close"

    # One step before the second deal: the first hand's end, its result as the table shows it.
    press PgDn
    press Left
    wait_text "t table"
    settle
    check_fits
    keys t
    wait_gone "t table" "t did not show the table at the hand's end"
    settle
    check_fits
    ok "$size: a hand's end shows its result pages, and t the table"

    n=0
    until screen | grep -qF "The game is over"; do
        n=$((n + 1))
        [ $n -le 60 ] || fail "$size: PgDn never reached the end"
        press PgDn
    done
    wait_screen view
    settle
    check_fits
    for p in $final; do
        screen | grep -qE -- "(^| )$p( |$)" || fail "$size: the final standings lack $p points"
    done
    for name in "Sim A" "Sim B" "Sim C" "Sim D"; do
        screen | grep -qF "$name" || fail "$size: the final standings do not name $name"
    done
    ok "$size: PgDn goes hand by hand to the final standings, names and points ($final)"

    press Left
    press Right
    screen | grep -qF "The game is over" || fail "$size: Left then Right is not the end again"
    until screen | grep -qF "step 1 of"; do
        n=$((n - 1))
        [ $n -ge -5 ] || fail "$size: PgUp never reached the start"
        press PgUp
    done
    settle
    [ "$(screen)" = "$first" ] || fail "$size: the first screen differs after the way back"
    ok "$size: PgUp goes back hand by hand to the first screen, the same as before"

    keys g 2 Enter
    wait_text "deals"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "$size: q did not leave with status 0"
    stop_server
    ok "$size: g 2 Enter goes to the second hand's deal, q leaves"
done

# A kept unfinished game: the question first, and n leaves having shown nothing.
sed -n '1,/^result/p' "$file" | sed '$d' >"$TMP/unfinished.tsumo"
start 80 24 view "$TMP/unfinished.tsumo"
wait_text "This game is not over"
screen | grep -qF "step 1 of" && fail "the unfinished game is shown before the question"
keys y
wait_text "step 1 of"
press End
keys q
wait_exit >/dev/null
stop_server
ok "an unfinished game is asked about first, then shown"

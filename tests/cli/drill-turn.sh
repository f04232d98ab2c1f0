#!/bin/sh
# tsumo drill efficiency and defence (issue 22) run without a terminal, answers read from a
# file: the shipped drills' verdicts (a genbutsu tile is the safest, R-FURI-01, EMA 3.4.5; the
# suji of the riichi tile next; a tile the riichi hand wins on is wrong and said to deal in),
# simulated sessions that repeat with their seed, and tiles named as the table's ASCII style
# names them, never in mpsz (1z).
. "$(dirname "$0")/testlib.inc"
drills=$src/data/drills

# defence.drill: genbutsu 9m, then the suji 1p or 7p; answers in any case, a red five's '*'.
printf '%s\n' 9M 7p >"$tmp/answers"
run drill defence --file "$drills/defence.drill" --answers "$tmp/answers" --count 2
expect_rc 0
expect_out '^Score: 2 of 2 right\.$'
expect_out '^South is in riichi and waits on 1s 4s\.$'
expect_out '^9m — genbutsu'
expect_out '^1p 7p — suji'
expect_no_out '[1-7]z'
printf '%s\n' 4s Rd >"$tmp/answers"
run drill defence --file "$drills/defence.drill" --answers "$tmp/answers" --count 2
expect_out '^Score: 0 of 2 right\.$'
expect_out '^  Deals in, as the riichi hand wins on it: 1s 4s\.$'
expect_out "^Drill 1: you answered '4s', the answer is '9m'\.$"
printf '%s\n' x >"$tmp/answers"
run drill defence --file "$drills/defence.drill" --answers "$tmp/answers" --count 1
expect_out "^Wrong: cannot read 'x': expected one tile, such as 3p or E\.$"

# efficiency.drill: each discard with the tiles it accepts, and the strongest level's choice.
printf '%s\n' Wh Wh Wh >"$tmp/answers"
run drill efficiency --file "$drills/efficiency.drill" --answers "$tmp/answers" --count 3
expect_rc 0
expect_out '^Score: [0-3] of 3 right\.$'
expect_out '^After its best discards East.s hand is [0-9]-shanten\.'
expect_out '^  [1-9][mps]: [0-9]+ tiles: .*\(the most\)$'
expect_out '^The strongest computer player '
expect_no_out '[1-7]z'

# Simulated sessions: every drill asked and answered, and the same again with the seed.
for kind in efficiency defence; do
    i=0
    : >"$tmp/answers"
    while [ $i -lt 12 ]; do
        echo 5m >>"$tmp/answers"
        i=$((i + 1))
    done
    run drill $kind --seed 22 --count 12 --answers "$tmp/answers"
    expect_rc 0
    expect_out '^Score: [0-9]+ of 12 right\.$'
    expect_out '^Drill 12 of 12'
    expect_out '^Drills: '$kind' under ema2008, seed 22, 12 drills\.$'
    expect_no_out '[1-7]z'
    cp "$tmp/out" "$tmp/first"
    run drill $kind --seed 22 --count 12 --answers "$tmp/answers"
    cmp -s "$tmp/out" "$tmp/first" || fail "drill $kind --seed 22 does not repeat"
done
finish

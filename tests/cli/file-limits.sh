#!/bin/sh
# Whole-file reads (issue 10): only regular files, and no larger than their kind may be. A
# device that never ends (/dev/zero), a FIFO nobody writes to and a folder are refused at once
# with the file and why; so is a file too large for a ruleset or a game record.
. "$(dirname "$0")/testlib.inc"

# A refusal must come at once; `timeout` only ends a program that would block forever.
guard=""
command -v timeout >/dev/null && guard="timeout 60"

mkfifo "$tmp/fifo.ini" || fail "mkfifo"
run sim --games 1 --seed 5 --record "$tmp"
expect_rc 0

for args in "rules /dev/zero" "rules $tmp/fifo.ini" "replay /dev/zero" "replay $tmp/fifo.ini" \
    "replay $tmp" "replay --rules /dev/zero $tmp/sim-5.txt" \
    "score 123m456p789s11z234m --win 4m --rules $tmp/fifo.ini"; do
    # shellcheck disable=SC2086
    $guard "$tsumo" $args >"$tmp/out" 2>"$tmp/err"
    rc=$?
    last="tsumo $args"
    expect_rc 2
    expect_err "'(/dev/zero|$tmp/fifo.ini|$tmp)': (not a regular file|a folder, not a file)$"
done

# A ruleset past 1 MiB: comments only, so that only its size is wrong.
awk 'BEGIN { for (i = 0; i < 40000; i++) print "# a comment line of some thirty bytes" }' \
    >"$tmp/huge.ini"
run rules "$tmp/huge.ini"
expect_rc 2
expect_err "huge.ini': larger than the 1048576 bytes such a file may have$"

# A game record past 4 MiB, and the same on standard input.
awk 'BEGIN { for (i = 0; i < 150000; i++) print "# a comment line of some thirty bytes" }' \
    >"$tmp/huge.txt"
run replay "$tmp/huge.txt"
expect_rc 2
expect_err "huge.txt': larger than a game record may be$"
run_in "$tmp/huge.txt" replay -
expect_rc 2
expect_err "larger than a game record may be$"

finish

#!/bin/sh
# Output that cannot be written is an error (issue 10): every verb that prints to standard
# output exits 2 with a message on stderr when it is /dev/full, not 0 as if all was said.
. "$(dirname "$0")/testlib.inc"

[ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 0; }

# run_full ARGS...: runs tsumo with standard output on /dev/full.
run_full() {
    "$tsumo" "$@" >/dev/full 2>"$tmp/err"
    rc=$?
    last="tsumo $* >/dev/full"
}

run sim --games 1 --seed 11 --record "$tmp"
expect_rc 0
rec=$tmp/sim-11.txt

for args in "score 123m456p789s11z234m --win 4m --tsumo" "rules ema2008" "rules" \
    "sim --games 1 --seed 3" "replay $rec" "replay --quiet $rec" "replay --to record $rec" \
    "replay --to tenhou $rec" "--help" "--version"; do
    # shellcheck disable=SC2086
    run_full $args
    expect_rc 2
    expect_err 'cannot write'
done

finish

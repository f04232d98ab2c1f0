#!/bin/sh
# tsumo bench on a small set: every figure is printed (the time of a computer
# player's decision per level too), and the signature is the same for the same
# seed and changes with it (a behaviour check, not a timing test).
. "$(dirname "$0")/testlib.inc"

run bench --hands 2000 --passes 1 --startup-runs 3
expect_rc 0
expect_out '^shanten, all three forms( +[0-9.]+){3} +2000$'
expect_out '^waits of a 13-tile hand( +[0-9.]+){3} +2000$'
expect_out '^full scoring of a winning hand( +[0-9.]+){3} +2000$'
# the clock the core ran at, measured, and the operations' cycles at it (docs/performance.md)
expect_out '^clock while timing: [0-9]+\.[0-9]{2} GHz, measured by a chain of dependent additions$'
expect_out '^cycles a call at that clock: shanten [0-9]+, least [0-9]+, waits [0-9]+, scoring [0-9]+$'
# one decision of a computer player of each level (src/bot), over positions of seeded games
for level in 1 2 3; do
    expect_out "^computer player decision, level $level( +[0-9.]+){3} +2000\$"
    # and each decision timed alone (issue 19): the percentiles are printed, never judged here
    expect_out "^decision time, level $level: p50 [0-9.]+ µs, p99 [0-9.]+ µs, max [0-9.]+ µs of CPU time \\(wall: p50 [0-9.]+, p99 [0-9.]+, max [0-9.]+\\) over 2000 decisions\$"
done
expect_out '^scored hands: [0-9]+ valid, [0-9]+ refused$'
expect_out '^peak memory: [0-9]+ KiB'
expect_out "^start-up of 'tsumo score': [0-9.]+ ms"
expect_out '^signature: [0-9a-f]{16}$'
first=$(grep '^signature' "$tmp/out")

run bench --hands 2000 --passes 1 --startup-runs 0
[ "$(grep '^signature' "$tmp/out")" = "$first" ] || fail "the same seed gave another signature"
run bench --hands 2000 --passes 1 --startup-runs 0 --seed 2
[ "$(grep '^signature' "$tmp/out")" != "$first" ] || fail "another seed gave the same signature"

run bench --hands 10
expect_rc 2
run bench --frobnicate
expect_rc 2

finish

#!/bin/sh
# The soak test of issue 3: 10,000 seeded whole games by the simple players,
# with the state's invariants checked after every action by the engine itself
# (TSUMO_INVARIANTS, on in the default and sanitize presets) and after every
# hand by tsumo sim; no failure allowed. Under ASan+UBSan it takes a few
# minutes (docs/performance.md).
. "$(dirname "$0")/testlib.inc"

run sim --games 10000 --seed 1
expect_rc 0
expect_out '^games: 10000, hands: [0-9]+, actions: [0-9]+$'
expect_out '^failures: 0$'
cat "$tmp/out"

finish

#!/bin/sh
# The soak test of issue 3: 10,000 seeded whole games by the simple players,
# with the state's invariants checked after every action; no failure allowed.
# The games are always played, in every build: under ASan+UBSan they take
# about a minute of processor time (52 s in CI), in the default build about
# 5 s (docs/performance.md).
#
# A build whose engine checks its invariants after every action itself
# (Debug builds and TSUMO_INVARIANTS: the default and sanitize presets) stops
# at the first broken one; any other build has tsumo sim check them after
# every action instead (--check action), so that no build passes unchecked.
. "$(dirname "$0")/testlib.inc"

run sim --games 1 --seed 1
expect_rc 0
if grep -q '^invariant checks: .*by the engine after every action' "$tmp/out"; then
    check=hand # the engine checks every action; sim adds the end of each hand
else
    check=action
fi

run sim --games 10000 --seed 1 --check $check
expect_rc 0
expect_out '^games: 10000, hands: [0-9]+, actions: [0-9]+$'
expect_out '^invariant checks: after every action|by the engine after every action$'
expect_out '^failures: 0$'
cat "$tmp/out"

finish

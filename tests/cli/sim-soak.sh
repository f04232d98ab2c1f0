#!/bin/sh
# The soak test of issue 3: 10,000 seeded whole games by the simple players,
# with the state's invariants checked after every action by the engine itself
# (TSUMO_INVARIANTS, on in the default and sanitize presets) and after every
# hand by tsumo sim; no failure allowed. Under ASan+UBSan it takes about a
# minute of processor time (docs/performance.md).
#
# It first plays 200 games and measures them: a build that would take longer
# than the test's time limit (a slow stand-in for a module, say) plays those
# 200 games only and says so, rather than timing out.
. "$(dirname "$0")/testlib.inc"
budget=600 # seconds of processor time for the 10,000 games

run sim --games 200 --seed 1
expect_rc 0
expect_out '^failures: 0$'
cpu=$(sed -n 's/^time: [0-9.]* s, on the processor \([0-9.]*\) s:.*/\1/p' "$tmp/out")
projected=$(awk -v c="${cpu:-0}" 'BEGIN { printf "%d", c * 50 }')
if [ "$projected" -gt "$budget" ]; then
    echo "SKIP: 10,000 games would take about $projected s here (more than $budget s);" \
        "200 games played without failure"
    finish
fi

run sim --games 10000 --seed 1
expect_rc 0
expect_out '^games: 10000, hands: [0-9]+, actions: [0-9]+$'
expect_out '^failures: 0$'
cat "$tmp/out"

finish

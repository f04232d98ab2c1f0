#!/bin/sh
# The soak test of issue 3: 10,000 seeded whole games by the computer players (600 under
# the sanitizers), in shards (below), with the state's invariants checked after every action;
# no failure allowed.
# The games are always played, in every build. Levels 1 and 2 share the table:
# level 2 calls and kans, level 1 plays closed and decides the fastest. The
# computer players cost more than the simple ones did (5 s in the default build,
# 52 s under ASan+UBSan in CI, docs/performance.md): about 30 s of processor
# time in the default build now, so expect some minutes under the sanitizers.
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

# TSUMO_SOAK_GAMES: fewer games under the sanitizers (tests/CMakeLists.txt), 10,000 elsewhere.
# TSUMO_TEST_SHARD=I/N: the I-th of N runs of those games, one after another from seed 1
# (tests/CMakeLists.txt registers the soak as N tests, each short); the first total % N runs
# play one game more.
read_shard
share "${TSUMO_SOAK_GAMES:-10000}" "$parts" "$part"
games=$count
run sim --games "$games" --seed "$first" --check $check --levels 1,2,1,2
expect_rc 0
expect_out "^games: $games, hands: [0-9]+, actions: [0-9]+\$"
expect_out '^invariant checks: after every action|by the engine after every action$'
expect_out '^refused computer actions: 0$'
expect_out '^failures: 0$'
cat "$tmp/out"

finish

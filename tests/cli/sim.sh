#!/bin/sh
# tsumo sim: whole games by computer players (src/bot, level 2 by default) with
# the invariants checked after every action, every figure printed, the same seed
# giving the same games, and any game played again alone from its seed (issue 3). Under the sanitizer
# preset this is the soak test's small brother (the full run is in CI).
. "$(dirname "$0")/testlib.inc"

run sim --games 30 --seed 3 --check action
expect_rc 0
expect_out '^ruleset: EMA 2008$'
expect_out '^games: 30, hands: [0-9]+, actions: [0-9]+$'
expect_out '^time: [0-9.]+ s, on the processor [0-9.]+ s: [0-9]+ games per second, [0-9]+ hands per second$'
expect_out '^hands won: [0-9.]+%, drawn: [0-9.]+%, aborted: [0-9.]+%, chombo: [0-9.]+%$'
expect_out '^invariant checks: after every action'
expect_out '^level 2: 120 player-games, average place '
expect_out '^refused computer actions: 0$'
expect_out '^failures: 0$'
expect_out '^signature: [0-9a-f]{16}$'
first=$(grep '^signature' "$tmp/out")
hands=$(sed -n 's/^games: 30, hands: \([0-9]*\).*/\1/p' "$tmp/out")
[ "${hands:-0}" -ge 240 ] || fail "30 games played only ${hands:-0} hands"

run sim --games 30 --seed 3
[ "$(grep '^signature' "$tmp/out")" = "$first" ] || fail "the same seed gave another signature"
run sim --games 30 --seed 4
[ "$(grep '^signature' "$tmp/out")" != "$first" ] || fail "another seed gave the same signature"

# Game i of a run is seed S+i: played alone it is the same game.
mkdir "$tmp/a" "$tmp/b"
run sim --games 3 --seed 20 --record "$tmp/a"
expect_rc 0
run sim --games 1 --seed 22 --record "$tmp/b"
expect_rc 0
cmp -s "$tmp/a/sim-22.txt" "$tmp/b/sim-22.txt" || fail "game 3 of seed 20 is not game 1 of seed 22"

run sim --games 10 --seed 5 --rules tenhou
expect_rc 0
expect_out '^ruleset: Tenhou$'
expect_out '^failures: 0$'

run sim --games 10 --seed 5 --rules jpml-a
expect_rc 0
expect_out '^failures: 0$'

run sim --games 0
expect_rc 2
run sim --games x
expect_rc 2
run sim --check sometimes
expect_rc 2
run sim --record "$tmp/nodir"
expect_rc 2
run sim --frobnicate
expect_rc 2
run sim --help
expect_rc 0
expect_out '^Usage: tsumo sim'

finish

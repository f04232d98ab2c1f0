#!/bin/sh
# tsumo explain names the wait of a furiten it finds even when the player has drawn by the
# time the claim window closes (tests/data/explain-riichi-pass.tsumo, a computer game: a
# riichi player passes his winning 3p and draws next). The engine gives a wait only for 13
# tiles, so the finding read "(waits , EMA 3.3.12)" with the wait left out (R-FURI-06).
. "$(dirname "$0")/testlib.inc"
rec=$src/tests/data/explain-riichi-pass.tsumo

run replay --check "$rec"
expect_rc 0
run explain "$rec" --seat S
expect_rc 0
expect_out '^  East 2, 0 counters, turn 53: furiten: 3p in own discards \(EMA 3\.3\.12\)$'
expect_out '^  East 2, 0 counters, turn 64: riichi furiten: a wait \(3p 6p\) passed in riichi \(EMA 3\.3\.12\)$'
expect_no_out 'a wait \(\)'
finish

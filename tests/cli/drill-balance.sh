#!/bin/sh
# Drills that cannot be gamed (issue 22): always giving the answer the engine gives most often
# scores at most 60 %. In the furiten drill "no" to everything scored 7-10 of 10 (almost every
# simulated drill was riichi furiten, R-FURI-06): now "no" and "yes" each score at most 60 %
# (`tsumo drill furiten --seed 7 --count 1000 --answers` of all "no", then of all "yes").
# tests/common/drill-balance.c counts the engine's answers over the same 1,000 seeded drills a
# kind, furiten's included; here is the issue's own command through the program, the furiten
# drill answered "no" to everything, over the first 200 of them (TSUMO_DRILL_COUNT; the
# sanitizer build: 50): the 1,000 again cost 9 CPU seconds for what the unit test already
# counts. (A drill's answer is yes or no, so "yes" to everything scores the rest.)
. "$(dirname "$0")/testlib.inc"

count=${TSUMO_DRILL_COUNT:-200}
case $count in
'' | *[!0-9]*) fail "TSUMO_DRILL_COUNT=$count: expected a number" && finish ;;
esac
most=$((count * 60 / 100))

# session KIND ANSWER: the drill KIND session from seed 7, ANSWER to every drill; its score
# in $right.
session() {
    yes "$2" | head -n "$count" >"$tmp/answers"
    run drill "$1" --seed 7 --count "$count" --answers "$tmp/answers"
    expect_rc 0
    expect_out "^Drills: $1 under ema2008, seed 7, $count drills\\.$"
    right=$(sed -n 's/^Score: \([0-9]*\) of '"$count"' right\.$/\1/p' "$tmp/out")
    [ -n "$right" ] || fail "drill $1: no score"
}

session furiten no
yes_right=$((count - ${right:-0}))
echo "furiten: 'no' to every drill scores $right of $count, 'yes' $yes_right"
[ "${right:-$count}" -le "$most" ] || fail "furiten: 'no' to everything scores $right"
[ "$yes_right" -le "$most" ] || fail "furiten: 'yes' to everything scores $yes_right"
finish

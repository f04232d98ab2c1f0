#!/bin/sh
# Drills that cannot be gamed (issue 22): over 1,000 seeded drills of a kind, always giving
# the answer the engine gives most often scores at most 60 %. In the furiten drill "no" to
# everything scored 7-10 of 10 (almost every simulated drill was riichi furiten, R-FURI-06):
# now "no" and "yes" each score at most 600 of 1000 (`tsumo drill furiten --seed 7 --count
# 1000 --answers` of all "no", then of all "yes"). For calls, waits and scoring the answers
# the engine gives in a session are counted: always giving the commonest would score its
# count. One session a part (TSUMO_TEST_SHARD); TSUMO_DRILL_COUNT drills (the sanitizer
# build: 200).
. "$(dirname "$0")/testlib.inc"
read_shard

count=${TSUMO_DRILL_COUNT:-1000}
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

case $part in
1 | 2)
    answer=no
    [ "$part" = 2 ] && answer=yes
    session furiten "$answer"
    echo "furiten: '$answer' to every drill scores $right of $count"
    [ "${right:-$count}" -le "$most" ] || fail "furiten: '$answer' to everything scores $right"
    ;;
*)
    kinds="calls waits scoring"
    [ "$parts" = 1 ] || kinds=$(echo "$kinds" | cut -d' ' -f$((part - 2)))
    for kind in $kinds; do
        session "$kind" x
        sed -n "s/^The engine's answer: //p" "$tmp/out" | sort | uniq -c | sort -rn >"$tmp/common"
        n=$(head -n 1 "$tmp/common" | awk '{ print $1 }')
        commonest=$(head -n 1 "$tmp/common" | sed 's/^ *[0-9]* //')
        echo "$kind: '$commonest' is the answer to $n of $count drills"
        [ "${n:-$count}" -le "$most" ] || fail "$kind: '$commonest' is the answer to $n drills"
    done
    ;;
esac
[ "$parts" = 1 ] && [ "$part" = 1 ] && {
    session furiten yes
    [ "${right:-$count}" -le "$most" ] || fail "furiten: 'yes' to everything scores $right"
}

finish

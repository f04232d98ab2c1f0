#!/bin/sh
# tsumo view --print (issue 12): the viewer's steps as text, on fresh games of
# `tsumo sim --record`. At the end of every hand the points the viewer shows
# must be the record's points at the next deal, and at the game's end its
# final points (R-GAME-09, EMA 3.6: points move only by payments); each deal
# names its dora indicator with its EMA section (R-DORA-01, EMA 2.7), each
# riichi its own (R-RII-04, EMA 3.3.12). The figure of a step's cost is
# printed, never compared.
. "$(dirname "$0")/testlib.inc"

mkdir "$tmp/rec"
run sim --games 3 --seed 11 --record "$tmp/rec"
expect_rc 0
count=0
for rec in "$tmp"/rec/*.txt; do
    count=$((count + 1))
    run view --print "$rec"
    expect_rc 0
    expect_out '^2 East 1 begins: .* deals, dice [1-6]\+[1-6]; counters: 0, riichi sticks: 0; dora indicator: [1-9][mpsz] — EMA 2.7$'
    expect_out 'declares riichi — EMA 3.3.12'
    expect_out '^[0-9]+ steps laid out in [0-9.]+ ms; a step at the end costs [0-9.]+ us$'
    grep -F ' steps laid out in ' "$tmp/out"
    # The viewer's points at each hand's end, then the record's at each next deal.
    sed -n 's/^points //p' "$tmp/out" | sed '$d' >"$tmp/shown"
    # A record gives a hand's scores by wind from its dealer ("hand E2": seat 1 deals).
    awk '/^hand / { d = substr($2, 2) - 1; for (i = 0; i < 4; i++) p[(d + i) % 4] = $(NF - 3 + i)
        if (n++) print p[0], p[1], p[2], p[3] }' "$rec" >"$tmp/record"
    [ -s "$tmp/record" ] || fail "$rec: no hand after the first gives its scores"
    cmp -s "$tmp/shown" "$tmp/record" ||
        fail "$rec: the points at the hands' ends differ from the record's: $(diff "$tmp/record" "$tmp/shown" | head -4)"
    [ "$(sed -n 's/^final //p' "$tmp/out")" = "$(sed -n 's/^end //p' "$rec")" ] ||
        fail "$rec: the final points differ from the record's end line"
done
[ "$count" = 3 ] || fail "sim --record wrote $count records, not 3"

# A record that does not read is refused with its line, before any terminal is needed.
printf 'tsumo-record 1\nnonsense\n' >"$tmp/bad.tsumo"
run view --print "$tmp/bad.tsumo"
expect_rc 2
expect_err 'bad\.tsumo:2:'

# Printed, so checked as a verb's output is: a full disk is exit 2 with a message.
"$tsumo" view --print "$rec" >/dev/full 2>"$tmp/err"
rc=$?
last="tsumo view --print > /dev/full"
expect_rc 2
expect_err 'cannot write'

run view --help
expect_rc 0
expect_out '^Usage: tsumo view FILE'

# A demo given to the viewer is not a record: the refusal names the verb that shows it (issue 21).
printf '# a talk\n\ntsumo-demo 1\ntitle x\n' >"$tmp/my.demo"
run view "$tmp/my.demo"
expect_rc 2
expect_err 'my\.demo is a demo: tsumo demo .*my\.demo shows it with its captions'
run view --print "$tmp/bad.tsumo"
if grep -q 'tsumo demo' "$tmp/err"; then fail "a record that does not read is called a demo"; fi

finish

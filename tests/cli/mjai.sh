#!/bin/sh
# tsumo bot --mjai (docs/mjai.md, issue 13): a hand-written mjai log (tests/data/mjai-hand.jsonl,
# seat 0 in riichi on E and P, robbed of nothing, winning on West's E) is answered one line an
# event at every level and under both rulesets, with the riichi's two steps and the ron where
# they belong; a line that is not an event, or one that cannot follow the others, is refused
# with its line number and what was expected, exit 2, never echoed.
. "$(dirname "$0")/testlib.inc"
log=$src/tests/data/mjai-hand.jsonl

# line N of the last output
answer() {
    sed -n "$1p" "$tmp/out"
}

for rules in ema2008 tenhou; do
    for level in 1 2 3; do
        run_in "$log" bot --mjai --level $level --rules $rules
        expect_rc 0
        [ "$(wc -l <"$tmp/out")" -eq "$(wc -l <"$log")" ] ||
            fail "$last: not one answer an event"
        [ "$(answer 4)" = '{"type":"dahai","actor":0,"pai":"9m","tsumogiri":false}' ] ||
            fail "$last: the reach's discard: $(answer 4)"
        [ "$(answer 15)" = '{"type":"hora","actor":0,"target":3,"pai":"E"}' ] ||
            fail "$last: no ron on the winning E: $(answer 15)"
        [ "$(grep -c '"type":"none"' "$tmp/out")" -eq 15 ] ||
            fail "$last: answers where nothing was asked"
    done
done
run_in "$log" bot --mjai --level 1
[ "$(answer 3)" = '{"type":"reach","actor":0}' ] || fail "level 1 declares riichi when tenpai"

# bad LINE-NUMBER SED-SCRIPT ERROR-REGEX: the log with one change is refused at that line.
bad() {
    sed "$2" "$log" >"$tmp/bad.jsonl"
    cmp -s "$log" "$tmp/bad.jsonl" && fail "the edit '$2' changed nothing"
    run_in "$tmp/bad.jsonl" bot --mjai
    expect_rc 2
    expect_err "^tsumo bot: line $1: $3"
    [ "$(wc -l <"$tmp/out")" -eq $(($1 - 1)) ] || fail "$last: answers after the bad line"
}
bad 3 '3s/.*/{"type":"tsumo",/' 'expected one JSON object$'
bad 3 '3s/"P"/"0p"/' 'pai: expected a tile name \(1m-9s, 5mr, E S W N P F C or \?\)$'
bad 5 '5s/"9m"/"?"/' 'pai: expected a tile name \(1m-9s, 5mr, E S W N P F C\)$'
bad 2 '2s/"kyoku":1/"kyoku":4294967297/' 'kyoku: expected a number in its range$'
bad 7 '7s/"actor":1/"actor":4/' 'actor: expected a seat from 0 to 3$'
bad 7 '7s/"tsumo"/"tsumo\\u001b[2J"/' 'type: expected an mjai event type$'
bad 8 '8s/true/1/' 'tsumogiri: expected true or false$'
bad 2 '2s/"oya":0/"oya":2/' 'start_kyoku cannot follow the events before: expected the dealer \(oya\) of the hand kyoku names$'
bad 2 '2d' "tsumo cannot follow the events before: expected start_kyoku before the hand's events$"
bad 5 '5s/"9m"/"1p"/' 'dahai cannot follow the events before: expected tiles the seat holds, as the events before showed them$'
bad 1 '1d' 'start_kyoku cannot follow the events before: expected start_game before the first start_kyoku$'
grep -q "$(printf '\033')" "$tmp/err" && fail "an escape from the input reached the terminal"

# the options
run bot --help
expect_rc 0
expect_out '^Usage: tsumo bot --mjai'
run bot
expect_rc 2
expect_err '^tsumo bot: say which protocol: --mjai$'
run bot --mjai --level 4
expect_rc 2
run bot --mjai --rules nosuch
expect_rc 2
if [ -w /dev/full ]; then
    "$tsumo" bot --mjai <"$log" >/dev/full 2>"$tmp/err"
    rc=$?
    last="tsumo bot --mjai > /dev/full"
    expect_rc 2
fi

[ "$failures" -eq 0 ]

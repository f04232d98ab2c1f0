#!/bin/sh
# Counts in the verbs' messages take the plural the number asks for (ngettext):
# "1 counter, 1 riichi stick", "1 problem", "1 tile", "1 run", never "1 counters".
. "$(dirname "$0")/testlib.inc"

# Seed 40's game (level-2 computer players) has South 4 with one counter and one
# riichi stick, East 4 with two counters, and hands with none.
run sim --games 1 --seed 40 --record "$tmp"
rec=$tmp/sim-40.txt
run replay "$rec"
expect_rc 0
expect_out '^South 4, 1 counter, 1 riichi stick$'
expect_out '^East 1, 0 counters, 0 riichi sticks$'
expect_out '^East 4, 2 counters, 0 riichi sticks$'

# One hand paid 100 points otherwise: one problem, said in the singular, where it is.
line=$(grep -n '^result ' "$rec" | sed -n '2s/:.*//p')
awk -v n="$line" 'NR == n { $3 = $3 + 100; $4 = $4 - 100 } { print }' "$rec" >"$tmp/paid.txt"
run replay --check --quiet "$tmp/paid.txt"
expect_rc 1
expect_out ': 14 hands: [0-9]+ accepted, [0-9]+ of 14 payments reproduced, 1 problem$'
expect_err ': East 1, 1 counter: payment of '

# A record of one hand, with its result.
awk '/^hand / { n++ } n < 2 { print }' "$rec" >"$tmp/one.txt"
run replay --check --quiet "$tmp/one.txt"
expect_out ': 1 hand: 1 accepted, 1 of 1 payment reproduced, 0 problems$'

run score 5z
expect_rc 2
expect_err "the hand '5z' has 1 tile; a winning hand has 14"
run score 5z --nagashi
expect_err "the hand '5z' has 1 tile; at an exhaustive draw"
printf '{"id": "x", "hand": "5z", "win_tile": "5z", "win": "tsumo"}\n' >"$tmp/one.jsonl"
run score --jsonl "$tmp/one.jsonl"
expect_out '"message": "1 tile: a winning hand has 14'

run bench --hands 1000 --passes 1 --startup-runs 1
expect_rc 0
expect_out '^tsumo bench: 1000 hands a set, seed [0-9]+, 1 pass, batches of [0-9]+$'
expect_out "^start-up of 'tsumo score': [0-9.]+ ms \\(median of 1 run\\)"

if grep -Eq '(^|[^0-9])1 (counters|riichi sticks|problems|hands|payments|tiles|passes|runs)' \
    "$tmp/out" "$tmp/err"; then
    fail "a count of 1 with a plural noun"
fi

finish

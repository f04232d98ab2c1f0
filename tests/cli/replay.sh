#!/bin/sh
# tsumo replay: a game recorded by tsumo sim replays hand by hand; --check
# stops at a changed payment or a refused action with the file's line; a
# damaged file is refused with its line and column; --to converts to the
# Tenhou JSON log and back (docs/record-format.md, issue 3).
. "$(dirname "$0")/testlib.inc"

run sim --games 1 --seed 11 --record "$tmp"
expect_rc 0
rec=$tmp/sim-11.txt
[ -s "$rec" ] || fail "sim --record wrote no $rec"

run replay "$rec"
expect_rc 0
expect_out '^East 1, 0 counters, 0 riichi sticks$'
expect_out '^Final result$'
expect_out '^  1\. Sim [ABCD]'

run replay --check "$rec"
expect_rc 0
expect_out "hands: ([0-9]+) accepted, \\1 of \\1 payments reproduced, 0 problems"

run_in "$rec" replay --check -
expect_rc 0

# A result changed by 100 points: the replay says which hand, which seat, both numbers.
line=$(grep -n '^result ' "$rec" | sed -n '2s/:.*//p')
awk -v n="$line" 'NR == n { $3 = $3 + 100; $4 = $4 - 100 } { print }' "$rec" >"$tmp/paid.txt"
run replay --check "$tmp/paid.txt"
expect_rc 1
expect_err "paid.txt:$line: [A-Z][a-z]+ [1-4], [0-9]+ counters?: payment of Sim [ABCD] \\(E\\): the file says [-+][0-9]+, the game [-+]?[0-9]+$"

# Without --check the replay goes on and still reports it.
run replay "$tmp/paid.txt"
expect_rc 1
expect_out '^Final result$'

# An action the engine refuses: a tsumo where the hand is not complete.
line=$(grep -n '^[ESWN] discard ' "$rec" | sed -n '3s/:.*//p')
awk -v n="$line" 'NR == n { print $1, "tsumo"; next } { print }' "$rec" >"$tmp/refused.txt"
run replay --check "$tmp/refused.txt"
expect_rc 1
expect_err "refused.txt:$line: East 1, 0 counters: the engine refuses action 3 \"[ESWN] tsumo\""
# The refusal names the rule as the table does, by the text's section: no checklist ID, and no
# empty "()" where no section stands behind a refusal.
expect_err 'the engine refuses action 3 "[ESWN] tsumo": the hand is not complete with that tile \(EMA 3\.2\)$'
if grep -Eq 'R-[A-Z]+-[0-9]|\(\)' "$tmp/err"; then fail "a refusal shows a checklist ID or an empty ()"; fi

# A damaged file: line and column, what was found and expected.
sed 's/^\([ESWN]\) discard \(.\)\(.\)$/\1 discard \2x/' "$rec" | head -120 >"$tmp/bad.txt"
run replay "$tmp/bad.txt"
expect_rc 2
expect_err 'bad\.txt:[0-9]+:12: the digits must be followed by a suit letter'

printf 'tsumo-record 9\n' >"$tmp/v9.txt"
run replay "$tmp/v9.txt"
expect_rc 2
expect_err 'v9\.txt:1:14: unsupported format version'

# --keep-going reports every difference and sums up.
run replay --keep-going --quiet "$tmp/paid.txt"
expect_rc 1
expect_out 'hands: [0-9]+ accepted, [0-9]+ of [0-9]+ payments reproduced, 1 problem$'

# The Tenhou log format: export, and the export replays to the same payments.
run replay --to tenhou "$rec"
expect_rc 0
expect_out '^\{"title":\["tsumo","EMA 2008"\],"name":'
cp "$tmp/out" "$tmp/game.json"
run replay --check --rules ema2008 "$tmp/game.json"
expect_rc 0
expect_out "hands: ([0-9]+) accepted, \\1 of \\1 payments reproduced, 0 problems"

# ... and converts to a record that replays too.
run replay --to record --rules ema2008 "$tmp/game.json"
expect_rc 0
cp "$tmp/out" "$tmp/back.txt"
run replay --check "$tmp/back.txt"
expect_rc 0

# A Tenhou log that is no JSON, and one with a bad round.
printf '{"log": [[[0,0,0]]]}\n' >"$tmp/short.json"
run replay "$tmp/short.json"
expect_rc 2
expect_err 'short\.json:1: round 1: a round is'
printf '{"log": [\n' >"$tmp/broken.json"
run replay "$tmp/broken.json"
expect_rc 2
expect_err 'broken\.json:'

run replay
expect_rc 2
expect_err '^Usage: tsumo replay'
run replay --frobnicate "$rec"
expect_rc 2
run replay "$tmp/missing.txt"
expect_rc 2
expect_err "cannot read '$tmp/missing.txt'"
run replay --to html "$rec"
expect_rc 2
run replay --help
expect_rc 0
expect_out '^Usage: tsumo replay FILE'

finish

#!/bin/sh
# tsumo explain reviews a whole game (issue 22): on a game of `tsumo sim` where the second
# player plays at level 1 (no calls, discards by shanten alone) against three of the strongest level, each
# player's findings are ranked by the points they cost (a line with points is never below one
# with fewer or none), his discards are rated against the strongest level and the ones it
# would not have made are told with its choice and reason, a passed call is told only where
# the strongest level would have made it (the hand's "calls passed" summary only with
# --verbose), and a deal-in is told with what it cost.
. "$(dirname "$0")/testlib.inc"

mkdir -p "$tmp/rec"
run sim --games 1 --seed 3 --levels 3,1,3,3 --record "$tmp/rec"
expect_rc 0
rec=$tmp/rec/sim-3.txt
[ -f "$rec" ] || fail "sim --record wrote no $rec"

run explain "$rec"
expect_rc 0
cp "$tmp/out" "$tmp/review"

# Ranked: within each player, the points of the lines never go up, and a line with points
# never follows one without.
awk '
    /^[^ ]/ { who = $0; last = -1; next }
    / as the strongest level would make | no discard to rate$/ { next }
    /^  / {
        p = 0
        if (match($0, / — [0-9]+ points?$/)) { s = substr($0, RSTART); gsub(/[^0-9]/, "", s); p = s + 0 }
        if (last >= 0 && p > last) { print who ": " $0; bad = 1 }
        last = p
    }
    END { exit bad }
' "$tmp/review" >"$tmp/unranked" || {
    fail "explain: findings out of order (more costly below less costly)"
    show "$tmp/unranked"
}

# Each player's rating, South's with discards the strongest level would not have made.
count=$(grep -cE '^  [0-9]+ of [0-9]+ discards? as the strongest level would make (it|them) \([0-9]+%\); lost at the others: ' "$tmp/review")
[ "$count" = 4 ] || { fail "explain: $count ratings, not one for each of the 4 players"; show "$tmp/review"; }

if ! grep -Eq "^  .*, turn [0-9]+: discarded [1-9][mpsz]; level 3 would have (discarded|declared riichi on) [1-9][mpsz] here, because (.* \\(compared with [1-9][mpsz]: )?(it leaves the hand|[0-9]+ tiles? not seen improve|it is safer)" "$tmp/review"; then
    fail "explain: no discard of the level-1 player's told with the strongest level's choice and reason"
    show "$tmp/review"
fi

# Calls passed: never the hand's summary without --verbose; a call told is one the
# strongest level makes.
expect_no_out 'calls passed in this hand'
if grep -E 'passed a (chi|pon|kan) on' "$tmp/review" | grep -vqE 'the strongest level would have called it, (for a yaku \(yakuhai\) and|keeping a yaku, for) '; then
    fail "explain: a passed call told without what it would have brought"
fi
run explain "$rec" --verbose
expect_rc 0
expect_out 'calls passed in this hand: '
[ "$(wc -l <"$tmp/out")" -gt "$(wc -l <"$tmp/review")" ] ||
    fail "explain --verbose: no more lines than without it"

# A deal-in is told with what it cost, and that is what the hand's end took from the player.
if ! grep -qE ', turn [0-9]+: dealt in: .* won by ron on [1-9][mpsz] — [0-9]+ points?$' "$tmp/review"; then
    fail "explain: no deal-in told with its cost"
    show "$tmp/review"
fi

run explain --help
expect_rc 0
expect_out '--verbose'
finish

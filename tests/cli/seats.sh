#!/bin/sh
# Seats drawn by lot (R-SEAT-02, EMA 2.3): a record that says "seats drawn" lists
# its players in the order they were given, and the game seats them from the
# seed. Every text that names a seat must name the player the game seated there:
# `tsumo replay`'s hands and final result as the tenhou.net/6 export does (its
# "name" is by seat from the first dealer, its "sc" the final points by seat),
# and both must pay each seat what the record's results say.
. "$(dirname "$0")/testlib.inc"

run sim --games 1 --seed 15 --record "$tmp"
expect_rc 0
rec=$tmp/sim-15.txt
grep -q '^seats drawn$' "$rec" || fail "sim --record wrote no 'seats drawn' in $rec"

# The export: the players by seat and their final points.
run replay --to tenhou "$rec"
expect_rc 0
names=$(sed -n 's/.*"name": *\[\([^]]*\)\].*/\1/p' "$tmp/out" | tr -d '"')
points=$(sed -n 's/.*"sc": *\[\([^]]*\)\].*/\1/p' "$tmp/out")
if [ -z "$names" ] || [ -z "$points" ]; then fail "the tenhou export has no name or sc"; fi
# Seed 15 seats the players out of their order, or this test would prove nothing.
[ "$names" != "Sim A,Sim B,Sim C,Sim D" ] || fail "seed 15 no longer draws the seats out of order"

run replay "$rec"
expect_rc 0
cp "$tmp/out" "$tmp/replay"

# Final result: each seat's player with the seat's final points.
for s in 0 1 2 3; do
    name=$(echo "$names" | cut -d, -f$((s + 1)))
    pts=$(echo "$points" | cut -d, -f$((2 * s + 1)) | tr -d ' ')
    grep -Eq "^  [1-4]\. $name +$pts  " "$tmp/replay" ||
        fail "replay's final result does not give $pts to $name (seat $s): $(sed -n '/^Final/,$p' "$tmp/replay")"
done

# Every hand's line of payments: from the dealer round, each seat's player, its wind and
# what the record's result pays that seat (the record lists it by wind, East first).
awk -v names="$names" '
    BEGIN { split(names, who, ","); split("E S W N", wind, " ") }
    /^hand / { dealer = substr($2, 2, 1) - 1 }
    /^result / {
        line = "   "
        for (i = 0; i < 4; i++) {
            s = (dealer + i) % 4
            line = line sprintf(" %s (%s) %+d", who[s + 1], wind[i + 1], $(3 + i))
        }
        print line
    }' "$rec" >"$tmp/expected"
grep -E '^    .* \([ESWN]\) [-+][0-9]+ ' "$tmp/replay" >"$tmp/got"
[ -s "$tmp/expected" ] || fail "the record has no result lines"
cmp -s "$tmp/expected" "$tmp/got" || {
    fail "replay's payments name other players than the game seated"
    diff "$tmp/expected" "$tmp/got" | sed 's/^/    | /' >&2
}

# A winner's line names the players as that hand's payments do.
awk '
    /^[A-Z][a-z]+ [1-4], / { hand++ }
    /^  .* wins by / { wins[hand] = wins[hand] $0 "\n" }
    /^    .* \([ESWN]\) [-+][0-9]+ / { paid[hand] = $0 }
    END {
        for (h in wins) {
            n = split(wins[h], lines, "\n")
            for (i = 1; i <= n; i++) {
                rest = lines[i]
                while (match(rest, /Sim [A-D] \([ESWN]\)/)) {
                    who = substr(rest, RSTART, RLENGTH)
                    if (index(paid[h], who) == 0)
                        print "hand " h ": " lines[i]
                    rest = substr(rest, RSTART + RLENGTH)
                }
            }
        }
    }' "$tmp/replay" >"$tmp/wrong"
[ -s "$tmp/wrong" ] && fail "winners named with another seat than their payments: $(cat "$tmp/wrong")"

# --check agrees with the record, seat by seat, to the final points.
run replay --check "$rec"
expect_rc 0
expect_out ", 0 problems$"

# --keep-going goes on after a failed hand from the next hand's own position, which it
# can only do for hands dealt from stacked walls: the same game through the export, with
# its walls, and its seats drawn again from seed 15 out of the players in their first order.
run replay --to tenhou "$rec"
cp "$tmp/out" "$tmp/log.json"
run replay "$tmp/log.json" --rules ema2008 --to record
expect_rc 0
awk '/^seed /   { print "seed 15"; next }
     /^seats /  { print "seats drawn"; next }
     /^player / { print "player Sim " substr("ABCD", ++p, 1); next }
     { print }' "$tmp/out" >"$tmp/drawn.txt"
grep -q '^wall ' "$tmp/drawn.txt" || fail "the record from the export has no walls"
run replay --check "$tmp/drawn.txt"
expect_rc 0
# The 2nd and the 6th results (East 1 with a counter, East 4) paid 100 points otherwise: the
# second is reported after the restart, naming East 4's dealer, seat 3.
awk '/^result / && (++n == 2 || n == 6) { $3 = $3 + 100; $4 = $4 - 100 } { print }' \
    "$tmp/drawn.txt" >"$tmp/paid.txt"
run replay --keep-going "$tmp/paid.txt"
expect_rc 1
dealer=$(echo "$names" | cut -d, -f4)
expect_err ": East 1, 1 counter: payment of $(echo "$names" | cut -d, -f1) \(E\)"
says=$(awk '/^result / && ++n == 6 { printf "%+d", $3 }' "$tmp/paid.txt")
expect_err ": East 4, 0 counters: payment of $dealer \(E\): the file says \\$says"

finish

#!/bin/sh
# Drills that teach (issue 22): a wrong answer is told why it is wrong, about that answer
# (R-FURI-01, EMA 3.4.5; R-CALL-02, EMA 3.3.4; R-PAY-02, EMA 4.1.3); no checklist id
# (R-FURI-01, AMB-16, CFG-KUIKAE) and no tile in the notation's honours ("5z") reaches the
# screen, the tiles are named as the table's ascii style names them ("Wh"); the scoring
# drill shows its fu line by line (R-FU-01, EMA 4.1.1); and the text is wrapped at word
# boundaries to the terminal's width ($COLUMNS where the output is no terminal), never
# inside a word.
. "$(dirname "$0")/testlib.inc"
drills=$src/data/drills

# The first furiten drill (EMA 3.4.5 example 1) answers no: "yes" is told why not.
printf '%s\n' yes >"$tmp/answers"
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 1
expect_rc 0
expect_out '^You answered yes, but West may not ron 6s: furiten: a winning tile is in your discards \(EMA 3\.4\.5\)\.$'
expect_out "^Drill 1: you answered 'yes', the answer is 'no'\.$"
expect_out '^  You answered yes, but West may not ron 6s'

# A claim from the wrong seat, and the one left out.
printf '%s\n' 'W chi 24m' >"$tmp/answers"
run drill calls --file "$drills/calls.drill" --answers "$tmp/answers" --count 1
expect_out '^W chi 24m: not allowed: chi only on the discard of the player on your left \(EMA 3\.3\.4\)\.$'
expect_out '^S chi 45m was allowed too, and your answer leaves it out\.$'

# The points of 1 han 30 fu for a hand of 40 fu.
printf '%s\n' 1000 >"$tmp/answers"
run drill scoring --file "$drills/scoring.drill" --answers "$tmp/answers" --count 1
expect_out '^1000 is what 1 han 30 fu pays; this hand has 40 fu: count them again, line by line\.$'
expect_out '^Fu \(EMA 4\.1\.1\):$'
expect_out '^  Base \(fuutei\) 20$'
expect_out '^  Concealed pung of Wh \+8$'

# Every shipped drill of every kind: no checklist id, no "5z".
printf '%s\n' x x x x x x x x x x x x x x x x >"$tmp/answers"
for kind in furiten calls waits scoring; do
    run drill $kind --file "$drills/$kind.drill" --answers "$tmp/answers" --count 16
    expect_rc 0
    expect_no_out '(^|[^A-Za-z])(R-[A-Z]+-[0-9]|AMB-[0-9]|CFG-[A-Z])'
    expect_no_out '[0-9]z'
done
run drill waits --file "$drills/waits.drill" --answers "$tmp/answers" --count 4
expect_out "^The engine's answer: 1m 9m 1p 9p 1s 9s E S W N Wh Gr Rd$"

# Wrapped at word boundaries: the same words as the unwrapped text, no line too long.
printf '%s\n' yes no yes no >"$tmp/answers"
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 4 --seed 1
tr -s ' \n' '  ' <"$tmp/out" >"$tmp/whole"
awk 'length > 60 { long = 1 } END { exit !long }' "$tmp/out" ||
    fail "no line longer than 60 columns to wrap"
COLUMNS=60
export COLUMNS
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 4 --seed 1
unset COLUMNS
awk 'length > 60 { print; bad = 1 } END { exit bad }' "$tmp/out" ||
    fail "lines longer than COLUMNS=60"
tr -s ' \n' '  ' <"$tmp/out" >"$tmp/wrapped"
cmp -s "$tmp/whole" "$tmp/wrapped" || fail "wrapping changed the words (a word cut?)"

finish

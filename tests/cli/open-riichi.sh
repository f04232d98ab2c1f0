#!/bin/sh
# Open riichi (R-RII-13, CFG-OPENRII, RU D6; its value AMB-14) from the command
# line: scored with --open-riichi under a ruleset that has it, refused under
# one that does not; played by sim, recorded with "open" and replayed; and not
# exported to Tenhou, whose logs have no open riichi.
. "$(dirname "$0")/testlib.inc"

sed 's/^open_riichi = no$/open_riichi = yes/' "$src/data/rulesets/club-furiten.ini" >"$tmp/open.ini"
grep -q '^open_riichi = yes$' "$tmp/open.ini" || fail "could not switch open riichi on"

# R-RII-13, RU D6, AMB-14: open riichi is worth open_riichi_han (2) in place of riichi's 1.
run score 234567m23455p678s --open-riichi --rules "$tmp/open.ini"
expect_rc 0
expect_out '^  Open Riichi \(oopun riichi\) +2 han$'
if grep -q '^  Riichi ' "$tmp/out"; then fail "$last: riichi listed besides open riichi"; fi
# on a double riichi it adds open_riichi_han - 1
run score 234567m23455p678s --double-riichi --open-riichi --rules "$tmp/open.ini"
expect_rc 0
expect_out '^  Double Riichi \(daburu riichi\) +2 han$'
expect_out '^  Open Riichi \(oopun riichi\) +1 han$'
# the ruleset decides whether it exists (CFG-OPENRII)
run score 234567m23455p678s --open-riichi
expect_rc 1
expect_out 'this ruleset has no open riichi'
sed 's/^open_riichi_han = 2$/open_riichi_han = 4/' "$tmp/open.ini" >"$tmp/bad.ini"
run score 234567m23455p678s --open-riichi --rules "$tmp/bad.ini"
expect_rc 2
expect_err "bad.ini:[0-9]+: key 'open_riichi_han': number out of range"
expect_err '1\.\.3'

# sim plays it, the record says "open", replay checks every payment
mkdir "$tmp/rec"
run sim --games 6 --rules "$tmp/open.ini" --record "$tmp/rec"
expect_rc 0
rec=$(grep -l ' riichi .* open$' "$tmp"/rec/*.txt | head -n 1)
if [ -z "$rec" ]; then
    fail "no recorded game has an open riichi"
else
    run replay --check "$rec"
    expect_rc 0
    expect_out ' 0 problems'
    # the same record under a ruleset without it: refused, naming the ruleset's key
    sed 's/^  open_riichi = yes$/  open_riichi = no/' "$rec" >"$tmp/off.txt"
    run replay --check "$tmp/off.txt"
    expect_rc 1
    expect_err 'riichi [0-9][mpsz]( tsumogiri)? open": this ruleset does not have it \(open_riichi\)$'
    run replay --to tenhou "$rec"
    expect_rc 1
    expect_err 'open riichi, which Tenhou logs cannot show'
fi

finish

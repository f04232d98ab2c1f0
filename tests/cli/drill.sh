#!/bin/sh
# tsumo drill (issue 14): each kind runs without a terminal from --answers, with
# --seed and --count; the verdicts of the shipped drill files are checked against
# answers worked out by hand, under ema2008 and under rulesets where they differ
# (CHECKLIST R-FURI-01..06, AMB-15, AMB-16, R-CALL-02, R-CALL-04, R-CALL-12, R-CALL-15,
# R-WIN-06, R-ABRT-06; EMA 3.3.1, 3.3.4, 3.3.12, 3.4.1, 3.4.5); an answer that does not
# parse is wrong and says why; the session's summary lists the mistakes; a bad drill
# file is refused with its line.
. "$(dirname "$0")/testlib.inc"
drills=$src/data/drills

# answers FILE LINE...: one answer a line.
answers() {
    f=$1
    shift
    printf '%s\n' "$@" >"$f"
}

# Every furiten example of EMA 3.4.5 and the cases around it, in the file's order.
answers "$tmp/furiten" no yes no no no no no yes yes no no yes no no
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/furiten" --count 20
expect_rc 0
expect_out '^Drills: furiten under ema2008, seed [0-9]+, 14 drills\.$'
expect_out '^Score: 14 of 14 right\.$'
expect_out '^West: furiten: 9s in own discards \(EMA 3\.4\.5\)\.$'
expect_out '^No ron on 6s: furiten: a winning tile is in your discards \(EMA 3\.4\.5\)\.$'
expect_out '^West: temporary furiten: a wait \([1-9mpsz ]*1p[1-9mpsz ]*\) passed \(EMA 3\.4\.5\)\.$'
expect_out '^No ron on 4p: .* \(EMA 3\.3\.12\)\.$'
expect_out '^A discard that another player called away still counts\.$'
expect_out '^West holds all four 1p'
# AMB-16: a call ends temporary furiten in EMA, not in JPML or the club's rules.
expect_out "^It let 1p go, but South's call interrupted the go-around"
expect_out '^Under club-furiten, jpml-a, jpml-b, tenhou the answer would be: no$'
# The drill's name and topic name the rule it turns on: never before the answer is given.
awk '/^Drill [0-9]+ of/ { asking = 1 } /^Your answer:/ { asking = 0 }
     asking && /ema-example|^West: (riichi |temporary )?furiten:/ { bad = 1 }
     END { exit bad }' "$tmp/out" || fail "a drill's topic was shown before its answer"
expect_out '^\(ema-example-1, EMA 3\.4\.5 example 1\)$'

# The same situations under jpml-a: only the call that ended temporary furiten differs.
answers "$tmp/furiten-jpml" no yes no no no no no yes no no no yes no no
run drill furiten --rules jpml-a --file "$drills/furiten.drill" --answers "$tmp/furiten-jpml"
expect_rc 0
expect_out '^Drills: furiten under jpml-a, seed [0-9]+, 10 drills\.$'
run drill furiten --rules jpml-a --file "$drills/furiten.drill" --count 14 \
    --answers "$tmp/furiten-jpml"
expect_out '^Score: 14 of 14 right\.$'
expect_out '^Under ema2008 the answer would be: yes$'
expect_out "under this ruleset a call does not end it \(temp_furiten_ends_on_call = no\)"

# Ten calling cases; claims in any order.
answers "$tmp/calls" 'S chi 45m' 'S chi 56m, S chi 23m, S chi 30m, S chi 35m, S chi 06m' \
    'N pon, S chi 24p' 'W pon, N ron' 'S chi 45s, N pon, N kan' 'S ron, S chi 23p, W ron' \
    'S ron, S chi 23p, W ron, N ron' 'N ron' 'S ron, W pon' 'W pon' 'S chi 23m'
run drill calls --file "$drills/calls.drill" --answers "$tmp/calls" --count 20
expect_rc 0
expect_out '^Score: 11 of 11 right\.$'
expect_out '^Not W chi 24m: chi only on the discard of the player on your left \(EMA 3\.3\.4\)\.$'
expect_out '^If every seat makes its best claim, North takes the tile \(N pon\)'
expect_out '^Several rons: South, West, North all win on the tile'
expect_out '^Not W pon: the last discard can only be claimed to win \(EMA 3\.4\.1\)\.$'
expect_out '^Not S chi 24p: after riichi only ron or a closed kan \(EMA 3\.3\.12\)\.$'
expect_out '^Under jpml-a, jpml-b the answer would be: S chi 23m, S chi 35m, S chi 56m$'
expect_out '^Under club-furiten, jpml-a, jpml-b, tenhou:$'
expect_out 'All three claim ron: under this ruleset the hand is drawn instead\.$'
expect_out '^Not S ron: the hand has no yaku \(EMA 3\.2\)\.$'
expect_out '^Under club-furiten, tenhou the answer would be: none$'
# Swap-calling (R-CALL-11, CFG-KUIKAE): a chi that would leave no allowed discard.
answers "$tmp/calls-tenhou" 'S chi 45m' 'S chi 56m, S chi 23m, S chi 30m, S chi 35m, S chi 06m' \
    'N pon, S chi 24p' 'W pon, N ron' 'S chi 45s, N pon, N kan' 'S ron, S chi 23p, W ron' \
    'S ron, S chi 23p, W ron, N ron' 'N ron' 'S ron, W pon' 'W pon' 'none'
run drill calls --rules tenhou --file "$drills/calls.drill" --answers "$tmp/calls-tenhou" --count 20
expect_out '^Score: 11 of 11 right\.$'
expect_out '^Not S chi 23m: after that call no tile could be discarded \(ruleset key kuikae\)\.$'
# Without red fives, the red-five chi is no choice of its own (CFG-AKA).
answers "$tmp/calls-jpml" 'S chi 45m' 'S chi 23m, S chi 35m, S chi 56m'
run drill calls --rules jpml-a --file "$drills/calls.drill" --answers "$tmp/calls-jpml" --count 2
expect_out '^Score: 2 of 2 right\.$'

answers "$tmp/waits" 25p none 6z '19m19p19s1234567z'
run drill waits --file "$drills/waits.drill" --answers "$tmp/waits"
expect_rc 0
expect_out '^1p would complete it too, but the hand holds all four: there is no fifth\.$'
expect_out '^Score: 4 of 4 right\.$'

answers "$tmp/scoring" 1300 3000
run drill scoring --file "$drills/scoring.drill" --answers "$tmp/scoring"
expect_rc 0
expect_out '^Score: 2 of 2 right\.$'
expect_out "^The table \\(EMA 4\\.1\\.3\\): 1 han 40 fu, a non-dealer's ron: 1300 points\\.$"
expect_out '^  38 fu, rounded up to 40$'

# A session's summary: the score, then each mistake with its explanation; an answer
# that does not parse is a mistake that says why.
answers "$tmp/mixed" no maybe yes
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/mixed" --count 3
expect_rc 0
expect_out "^Wrong: cannot read 'maybe': expected yes or no\.$"
expect_out '^Score: 1 of 3 right\.$'
expect_out '^2 mistakes:$'
expect_out "^Drill 2: you answered 'maybe', the answer is 'yes'\.$"
expect_out "^Drill 3: you answered 'yes', the answer is 'no'\.$"
expect_out '^  West: furiten: 4p in own discards \(EMA 3\.4\.5\)\.$'
answers "$tmp/bad-calls" 'S chee 45m'
run drill calls --file "$drills/calls.drill" --answers "$tmp/bad-calls" --count 1
expect_out "^Wrong: cannot read 'S chee 45m': expected claims such as"
answers "$tmp/bad-waits" 25x
run drill waits --file "$drills/waits.drill" --answers "$tmp/bad-waits" --count 1
expect_out "^Wrong: cannot read '25x': expected tiles such as 25m8p"
answers "$tmp/bad-points" 1,30
run drill scoring --file "$drills/scoring.drill" --answers "$tmp/bad-points" --count 1
expect_out "^Wrong: cannot read '1,30': expected the points as a whole number"

# Each kind from the shipped drills and simulated hands: --seed repeats the session.
answers "$tmp/any" no none 25m 3900 yes 'S pon' 1p 8000
for kind in furiten calls waits scoring; do
    run drill $kind --seed 11 --count 4 --answers "$tmp/any"
    expect_rc 0
    expect_out "^Drills: $kind under ema2008, seed 11, 4 drills\.$"
    expect_out '^Drill 4 of 4 '
    expect_out '^Score: [0-9] of 4 right\.$'
    expect_out 'a simulated hand, seed [0-9]+'
    cp "$tmp/out" "$tmp/first"
    run drill $kind --seed 11 --count 4 --answers "$tmp/any"
    cmp -s "$tmp/out" "$tmp/first" || fail "drill $kind: the same seed gave another session"
done
run drill furiten --seed 12 --count 4 --answers "$tmp/any"
cmp -s "$tmp/out" "$tmp/first" && fail "another seed gave the same session"
# The answers running out ends the session with its summary.
answers "$tmp/one" no
run drill furiten --seed 11 --count 4 --answers "$tmp/one"
expect_rc 0
expect_out '^Score: [01] of 1 right\.$'

# A bad drill file is refused with its line and what was expected there.
printf 'drill x\nkind furiten\nwest 123m\n' >"$tmp/bad.drill"
run drill furiten --file "$tmp/bad.drill" --answers "$tmp/one"
expect_rc 2
expect_err 'bad\.drill:3: expected 13 tiles in mpsz notation, found .123m.$'
printf 'kind furiten\n' >"$tmp/bad.drill"
run drill furiten --file "$tmp/bad.drill" --answers "$tmp/one"
expect_rc 2
expect_err "bad\.drill:1: expected a line 'drill NAME' first, found 'kind'$"
printf 'drill x\nkind furiten\nask west\nW pon\n' >"$tmp/bad.drill"
run drill furiten --file "$tmp/bad.drill" --answers "$tmp/one"
expect_rc 2
expect_err 'bad\.drill:4: the engine refuses this under ema2008: '
printf 'drill x\nkind calls\nE discard 5m 5m\n' >"$tmp/bad.drill"
run drill calls --file "$tmp/bad.drill" --answers "$tmp/one"
expect_rc 2
expect_err 'bad\.drill:3: expected one tile in mpsz notation'

run drill
expect_rc 2
expect_err 'say which drill'
run drill furiten --count 0
expect_rc 2
run drill --help
expect_rc 0
expect_out '^Usage: tsumo drill furiten\|calls\|waits\|scoring'

finish

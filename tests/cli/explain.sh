#!/bin/sh
# tsumo explain (issue 14) on tests/data/explain.tsumo, a hand of EMA 2008 made for it on a
# stacked wall (its comments say what is planted): a furiten (R-FURI-01, EMA 3.4.5), a missed
# ron (R-WIN-04, EMA 3.3.10), calls passed (R-CALL-01..02, EMA 3.3.1), a yakuless call under a
# ruleset without open tanyao (R-WIN-02, R-YAKU-05, EMA 3.2, 4.2.1), a riichi in furiten
# (R-FURI-06, EMA 3.3.12); each found for its player, with the hand, the turn and the section.
. "$(dirname "$0")/testlib.inc"
rec=$src/tests/data/explain.tsumo

run replay --check "$rec"
expect_rc 0

run explain "$rec"
expect_rc 0
# Each player's findings are under his name, in the order they happened.
awk '/^[^ ]/ { who = $1 } /^  / { print who ":" $0 }' "$tmp/out" >"$tmp/by-player"
expect_player() {
    if ! grep -Eq -- "^$1:  $2" "$tmp/by-player"; then
        fail "explain: no line for $1 matches /$2/"
        show "$tmp/out"
    fi
}
expect_player Ann 'East 1, 0 counters, turn 5: furiten: 4s in own discards \(EMA 3\.3\.12\)$'
expect_player Ann 'East 1, 0 counters, turn 5: declared riichi while furiten: .*\(EMA 3\.3\.12\)$'
# Bo's ron on Ann's first discard would have been renhou, a yakuman under EMA 2008 (4.2.5).
expect_player Bo 'East 1, 0 counters, turn 1: could win by ron on 4s and did not; .*\(EMA 3\.3\.10\) — 32000 points$'
# Issue 22: each player's discards rated against the strongest level, and the one it would
# not have made told with its choice and reason; ranked: the riichi in furiten above the
# furiten, and both above the discard, which came first.
expect_player Ann '1 of 2 discards as the strongest level would make them \(50%\); lost at the others: 1 step from tenpai and 0 tiles of ukeire$'
# The level's choice is told with its own reason (bot_decide_why, issue 19), then how the two
# discards differ.
expect_player Ann 'East 1, 0 counters, turn 1: discarded 4s; level 3 would have declared riichi on 9m here, because the wait is alive: 4 winning tiles not seen \(compared with 4s: it leaves the hand tenpai, not 1-shanten\)$'
grep '^Ann:  East' "$tmp/by-player" | sed 's/.*turn [0-9]*: //; s/:.*//; s/;.*//' >"$tmp/ann"
printf '%s\n' 'declared riichi while furiten' 'furiten' 'discarded 4s' >"$tmp/ann-want"
if ! cmp -s "$tmp/ann" "$tmp/ann-want"; then
    fail "explain: Ann's findings are not ranked by what they cost"
    show "$tmp/out"
fi
# A call passed is told only where the strongest level would have made it: Bo's chi (he was
# tenpai) and Di's pon are not; the hand's summary only with --verbose.
expect_no_out 'calls passed in this hand'
expect_no_out 'passed a (chi|pon)'
run explain "$rec" --verbose
expect_rc 0
awk '/^[^ ]/ { who = $1 } /^  / { print who ":" $0 }' "$tmp/out" >"$tmp/by-player"
expect_player Bo 'East 1, 0 counters: calls passed in this hand: 1 chi \(a call is never compulsory, EMA 3\.3\.1\)$'
expect_player Di 'East 1, 0 counters: calls passed in this hand: 1 pon \('
run explain "$rec"
awk '/^[^ ]/ { who = $1 } /^  / { print who ":" $0 }' "$tmp/out" >"$tmp/by-player"
expect_player Cy 'East 1, 0 counters, turn 3: the pon left a hand with no yaku to win with: .*\(EMA 3\.2\); no open tanyao here \(EMA 4\.2\.1\)$'
if grep -q '^Ann:.*could win' "$tmp/by-player" || grep -q '^Cy:.*furiten' "$tmp/by-player"; then
    fail "explain: a finding that the hand does not hold"
    show "$tmp/out"
fi

# Under JPML A, open tanyao: Cy's pon leaves her a yaku (no finding for her).
run explain "$rec" --rules jpml-a
expect_rc 0
expect_out '^Cy \(West in the first hand\)$'
awk '/^[^ ]/ { who = $1 } /^  / { print who ":" $0 }' "$tmp/out" >"$tmp/by-player"
if grep -q '^Cy:.*no yaku' "$tmp/by-player"; then
    fail "explain --rules jpml-a: Cy's pon found yakuless under open tanyao"
fi

# --seat: one player.
run explain "$rec" --seat W
expect_rc 0
expect_out '^Cy \(West in the first hand\)$'
if grep -q '^Ann' "$tmp/out"; then
    fail "explain --seat W: another player is listed"
fi
run explain "$rec" --seat X
expect_rc 2
expect_err "--seat takes E, S, W or N, not 'X'"
run explain "$tmp/missing.tsumo"
expect_rc 2
expect_err "cannot read"
run explain --help
expect_rc 0
expect_out '^Usage: tsumo explain FILE'

# An action the engine refuses: explained up to there, exit 1.
sed 's/^E riichi 9m$/E riichi 5z/' "$rec" >"$tmp/refused.tsumo"
run explain "$tmp/refused.tsumo"
expect_rc 1
expect_err 'the engine refuses the record.s action 6'
expect_out '^  East 1, 0 counters, turn 1: could win by ron on 4s'

finish

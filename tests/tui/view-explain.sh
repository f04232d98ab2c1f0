#!/bin/sh
# `tsumo view FILE --explain` (issues 12, 14) on tests/data/explain.tsumo at 80x24: n goes to
# each finding of `tsumo explain` in turn and the step line tells it with its player and rule
# (the missed ron at the discard it could have taken, the pon that left no yaku, the riichi in
# furiten), N goes back, and past the last one n says there is none. --seat W keeps West's
# findings only; without --explain the step line tells none until n is pressed.
. "$(dirname "$0")/lib.inc"

data="$(dirname "$0")/../data/explain.tsumo"

# shows TEXT: the screen holds TEXT, its wrapped rows read as one.
shows() { screen | tr -s '\n ' '  ' | grep -qF -- "$1"; }

# wait_shows TEXT: until the screen shows TEXT (wrapped or not).
wait_shows() {
    deadline
    until shows "$1"; do
        expired && fail "waited for '$1'"
        sleep 0.02
    done
}

start 80 24 view "$data" --explain
wait_text "This game is not over"
keys y
wait_text "step 1 of"
keys n
wait_shows "Bo: East 1, 0 counters, turn 1: could win by ron on 4s and did not"
shows "Ann discards 4s" || fail "the missed ron is not told at the discard it could take"
check_fits
keys n
wait_shows "Cy: East 1, 0 counters, turn 3: the pon left a hand with no yaku"
shows "EMA 4.2.1" || fail "the pon's finding does not name its rule"
keys n
wait_shows "Ann: East 1, 0 counters, turn 5: declared riichi while furiten"
keys N
wait_shows "the pon left a hand with no yaku"
ok "n and N go to each finding; the step line tells it with its player and rule"
for _ in 1 2 3 4 5; do keys n; done
wait_text "No finding after this step"
keys q
wait_exit >/dev/null
stop_server
ok "past the last finding n says there is none"

start 80 24 view "$data" --seat W
wait_text "This game is not over"
keys y
wait_text "step 1 of"
for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do keys Right; done
settle
shows "could win by ron" && fail "without --explain the step line told a finding before n"
keys Home
keys n
wait_shows "Cy: East 1, 0 counters, turn 3: the pon left a hand with no yaku"
keys n
wait_text "No finding after this step"
keys q
wait_exit >/dev/null
ok "--seat W: only West's finding; without --explain none is told before n"

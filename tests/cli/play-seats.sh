#!/bin/sh
# tsumo play's seats (issue 13, issue 12, issue 14): --cpu takes player numbers or the seat winds
# of the first hand, each once, --coach player numbers or all, and --open-hands is a flag; all are
# read before the table needs a terminal, so --help after them shows whether they were taken.
. "$(dirname "$0")/testlib.inc"

for good in '--cpu 2,3,4' '--cpu S,W,N' '--cpu=e,s' '--cpu 1,W' '--cpu N' '--open-hands'; do
    # shellcheck disable=SC2086 # one option and its value
    run play $good --help
    expect_rc 0
done
for bad in 5 0 E,E 1,1 X '1,' ,1 12 EE '' 'E;S'; do
    run play --cpu "$bad" --help
    expect_rc 2
    expect_err "^tsumo play: --cpu takes player numbers 1-4 or seat winds E S W N, comma-separated"
done
# What it echoes is shown escaped, never sent to the terminal as it is.
esc=$(printf '\033')
run play --cpu "E${esc}[2J" --help
expect_rc 2
expect_err "not 'E\\\\x1b\\[2J'"
if grep -q "$esc" "$tmp/err"; then fail "an escape reached standard error"; fi
# --coach (issue 14): player numbers, each once, or all; never a wind (it follows the player).
for good in '--coach 1,3' '--coach=2' '--coach all' '--coach 4,3,2,1'; do
    # shellcheck disable=SC2086 # one option and its value
    run play $good --help
    expect_rc 0
done
for bad in 5 0 1,1 E S,W All '' '1,' "2${esc}[2J"; do
    run play --coach "$bad" --help
    expect_rc 2
    expect_err "^tsumo play: --coach takes player numbers 1-4, comma-separated, or all, not '"
done
if grep -q "$esc" "$tmp/err"; then fail "an escape reached standard error"; fi
run play --help
expect_out '^  --coach P,[.]{3}[|]all +a coach for these players'
expect_out '^ +winds E S W N: the seats of the first hand'
expect_out '^  --open-hands +a teaching game'
finish

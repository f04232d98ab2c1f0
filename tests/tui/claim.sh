#!/bin/sh
# The claim window as EMA 3.3.1 has it: every player has the time to claim. Each seat answers
# with its own keys, shown under its name (the claim key, and the pass key under it); the window
# ends early only when all three have answered, and no key passes for the others (Space does
# nothing but say so). Its clock stops while something covers it: the help, the leave dialog, a
# terminal too small; it goes on with the time that was left. The timed windows run on the test's
# clock (test_clock), which moves only when the test moves it: no wait here depends on the speed
# of the machine.
. "$(dirname "$0")/lib.inc"

# keys_row / pass_row: the claim keys and names, and the pass keys under them (80x24).
keys_row() { screen | sed -n 21p; }
pass_row() { screen | sed -n 22p; }

# discard SEAT: through SEAT's curtain to its turn, and its drawn tile discarded.
discard() {
    pass_curtain "$1" table
    keys End Enter
    wait_screen claim
    settle_claim
}

# settle_claim: the claim window drawn (a timed window redraws its clock: no settle there).
settle_claim() {
    n=0
    until screen | grep -qF "Pass:" && last | grep -q '^screen=claim '; do
        [ $n -lt 1000 ] || fail "no claim window"
        sleep 0.02
        n=$((n + 1))
    done
}

# left: the seconds the window's clock shows, in tenths ("2.4 s left" gives 24).
left() { screen | sed -n '1s/.* \([0-9]*\)\.\([0-9]\) s left.*/\1\2/p'; }

# still_open WHAT: after covering the window for longer than its whole time (the clock moved on
# 4 s behind it), it is still open with all its time: the test's clock stood still otherwise.
still_open() {
    last | grep -q '^screen=claim ' || fail "the window closed behind $1"
    t=$(left)
    [ "$t" = 30 ] || fail "the window's clock ran behind $1: $(screen | head -1)"
    ok "the window's clock stops behind $1: $t tenths of a second left after 4 s"
}

# run_out: the window's whole time passes; it closes by itself.
run_out() {
    advance 3000
    wait_screen curtain
}

start 80 24 play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
screen | grep -qE '\[1\] +Alice +\[a\] pass' || fail "the start screen does not give Alice's pass key"
screen | grep -qE '\[4\] +Dave +\[f\] pass' || fail "the start screen does not give Dave's pass key"
ok "the start screen gives each player his claim key and his pass key"
keys Enter
discard 0
keys_row | grep -qE 'Claim: +Alice +\[2\] Bob +\[3\] Carol +\[4\] Dave' ||
    fail "the claim keys are not under the table: $(keys_row)"
pass_row | grep -qE 'Pass: +discards +\[s\] +\[d\] +\[f\]' || fail "no pass keys: $(pass_row)"
[ "$(pass_keys | tr '\n' ' ')" = "s d f " ] || fail "the pass keys are not s d f: $(pass_row)"
ok "the window shows each seat's claim key and its pass key under it"

keys Space
wait_text "Each player passes with his own key"
last | grep -q '^screen=claim ' || fail "Space closed the window"
ok "Space passes for nobody: the window stays open, and the message says why"
keys a
wait_text "That is the discarder's key"
keys s
wait_answered 2
settle
[ "$(pass_keys | tr '\n' ' ')" = "d f " ] || fail "Bob's pass key is still offered: $(pass_row)"
last | grep -q '^screen=claim ' || fail "one pass closed the window"
keys s
wait_text "That seat has answered already"
keys d
wait_answered 3
last | grep -q '^screen=claim ' || fail "two passes closed the window"
ok "a pass key answers for its own seat only; the discarder's and a second pass are refused"
dave=$(keys_row | awk '{ print index($0, "[4] Dave") }')
keys f
pass_curtain 1 table
ok "the third pass closes the window"
# The columns go by the claim keys 1-4 on every window, whoever discards: each player's keys
# stay where they were (the discarder's column says so and has none).
keys End Enter
wait_screen claim
settle_claim
keys_row | grep -qE 'Claim: +\[1\] Alice +Bob +\[3\] Carol +\[4\] Dave' ||
    fail "the columns moved with the discarder: $(keys_row)"
pass_row | grep -qE 'Pass: +\[a\] +discards +\[d\] +\[f\]' || fail "pass keys: $(pass_row)"
[ "$(keys_row | awk '{ print index($0, "[4] Dave") }')" = "$dave" ] ||
    fail "Dave's column moved: $(keys_row)"
ok "the next window keeps the columns in key order, each at its place"
keys a d f
pass_curtain 2 table
leave

# A long timed window closes as soon as all three have passed; Space does not end it. (The
# test's clock stands still: only the passes can close it.)
rm -rf "$XDG_STATE_HOME"
test_clock
start 80 24 play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 30
wait_text "Players and their claim keys"
keys Enter
discard 0
keys Space s d
wait_answered 3
last | grep -q '^screen=claim ' || fail "Space or two passes closed a timed window"
keys f
pass_curtain 1 table
ok "a window of 30 s closes when all three have passed, not before"
leave

# The clock stops behind what covers the window: each time for 4 s, longer than the whole window
# (the default, 3 s), and the window is still open after.
rm -rf "$XDG_STATE_HOME"
test_clock
start 80 24 play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats
wait_text "Claim window: 3.0 s after every discard"
keys Enter
discard 0
keys '?'
wait_trace ' help=1 ' "the help did not open"
advance 4000
keys Escape
wait_trace ' help=0 ' "the help did not close"
still_open "the help"
run_out
ok "then the window runs out and closes by itself"

discard 1
keys q
wait_text "Leave the table?"
advance 4000
keys n
wait_gone "Leave the table?" "the leave dialog did not close"
still_open "the leave dialog"
run_out

discard 2
tm resize-window -x 60 -y 20
wait_trace ' small=1 ' "no too-small screen at 60x20"
advance 4000
tm resize-window -x 80 -y 24
wait_trace ' small=0 .*size=80x24' "no frame at 80x24 again"
still_open "the too-small screen"
run_out
leave
finish

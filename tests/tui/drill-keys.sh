#!/bin/sh
# Drills from the menu (issue 14), the keys of a learner: j and k, which move the choice of the
# kind of drill, are letters while an answer is typed ("N kan" lost its k and read "N an", a
# mistake counted against a right answer, R-CALL-03); and a verdict or a session's review
# longer than the screen is scrolled with ↑↓, which the hint offers (five furiten mistakes
# take more rows than 80x24 has: the last ones were cut off without a word).
. "$(dirname "$0")/lib.inc"

start 80 24
wait_text "Hand calculator"
keys Down Down Enter
wait_screen drill
keys Down Enter
wait_text "Drill 1 of 5 — calls"
keys "N kan, W chi 34m, jk"
wait_text "Your answer: N kan, W chi 34m, jk"
ok "j and k are typed into the answer"
keys Escape
wait_screen menu

keys Down Down Enter
wait_screen drill
keys Enter
for n in 1 2 3 4 5; do
    wait_text "Drill $n of 5 — furiten"
    keys x Enter
    wait_text "The engine's answer: "
    keys Enter
done
wait_text "Drills — the session"
screen | tail -2 | grep -q "↑↓ more" || fail "a review longer than the screen offers no ↑↓"
n=0
until screen | grep -q "^ Drill 5: you answered 'x'"; do
    n=$((n + 1))
    [ $n -le 40 ] || fail "the review's last mistake never comes into view"
    keys Down
    settle
done
ok "the review scrolls to its last mistake ($n rows down)"
keys Up
settle
check_fits
keys Escape
wait_screen menu
keys q
[ "$(wait_exit)" = 0 ] || fail "the program did not end well"
stop_server
finish

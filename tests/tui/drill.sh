#!/bin/sh
# Drills from the menu (issue 14): the kind chosen, five drills each shown with its question,
# an answer typed and the engine's verdict with its rule (an answer that does not parse is
# wrong and says why), then the session's review with the score and the mistakes, and Esc
# back to the menu.
. "$(dirname "$0")/lib.inc"

start 80 24
wait_text "Hand calculator"
keys Down Down Enter
wait_screen drill
wait_text "Drills — EMA 2008"
wait_text "> Furiten: may this player ron this tile?"
keys Enter
for n in 1 2 3 4 5; do
    wait_text "Drill $n of 5"
    wait_text "(yes/no)"
    if [ $n = 2 ]; then keys maybe; else keys no; fi
    keys Enter
    wait_text "The engine's answer: "
    screen | grep -qE '^ *(Right\.|Wrong)' || fail "drill $n: no verdict"
    if [ $n = 2 ]; then
        wait_text "Wrong: cannot read 'maybe': expected yes or no."
    fi
    screen | tr '\n' ' ' | grep -qE '\((EMA|CFG)' || fail "drill $n: the verdict names no rule"
    ok "drill $n: a verdict with its rule"
    keys Enter
done
wait_text "Drills — the session"
wait_text "of 5 right."
wait_text "Drill 2: you answered 'maybe', the answer is"
ok "the review: the score and the mistakes"
keys Escape
wait_screen menu
keys q
[ "$(wait_exit)" = 0 ] || fail "the program did not end well"
stop_server
finish

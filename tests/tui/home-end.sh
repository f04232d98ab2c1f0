#!/bin/sh
# Home and End whatever the terminal sends (issue 21): under TERM=vt100, an entry that knows no
# Home nor End key, the sequences of the common terminals (xterm's ESC [ H and ESC O H, the
# PuTTY and VT220 ESC [ 1 ~ and ESC [ 4 ~, rxvt's ESC [ 7 ~ and ESC [ 8 ~) go to the demo's
# first and last steps (the hand's result), sent as raw bytes; before, curses read their ESC as Esc and the demo
# was left. An unknown sequence (ESC [ 2 5 ~, F13 on some) is no Esc either.
. "$(dirname "$0")/lib.inc"

RUN_ENV="TERM=vt100"
start 80 24 demo furiten-temporary
wait_screen view
wait_text "step 1 of"
total=$(screen | sed -n 's/.*step 1 of \([0-9]*\).*/\1/p' | head -n 1)
[ -n "$total" ] || fail "no step count in the title"
raw() { tm send-keys -H "$@"; }
for pair in "5b 46:5b 48" "4f 46:4f 48" "5b 34 7e:5b 31 7e" "5b 38 7e:5b 37 7e"; do
    end=${pair%%:*} home=${pair#*:}
    # shellcheck disable=SC2086 # the bytes are words
    raw 1b $end
    wait_text "t table" # the last step: the hand's result pages
    # shellcheck disable=SC2086
    raw 1b $home
    wait_text "step 1 of $total"
done
raw 1b 5b 32 35 7e
keys Right
wait_text "step 2 of $total"
[ -s "$TMP/rc" ] && fail "a sequence left the demo"
screen | grep -qF "Leave the demo?" && fail "a sequence was read as Esc"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "Home and End under TERM=vt100: the eight sequences go to the ends, none leaves the demo"

#!/bin/sh
# The result of a pao hand (R-PAO-02, EMA 3.3.6, 4.2.5) says who pays what, as the settlement
# does: in the pao-daisangen demo South wins big three dragons by tsumo and East, who fed the
# third dragon, pays the whole 32000 alone; the page must not say "the dealer pays 16000, the
# others 8000 each", which the payments page then contradicts. The same demo changed to a ron
# (West discards South's 9p) splits it: East pays half, 16000, and West, the discarder, the rest.
. "$(dirname "$0")/lib.inc"

start 80 24 demo pao-daisangen
wait_screen view
wait_text "step 1 of"
keys End
wait_text "wins by tsumo"
settle
screen | grep -qF "East pays all 32000 alone" || fail "the result does not say East pays it all"
screen | grep -qF "the others 8000 each" && fail "the result says the others pay, as without pao"
check_fits
keys Enter
wait_text "payments"
screen | grep -qE "^ +East +30000 +-32000" || fail "the payments are not East's -32000"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "a pao tsumo's result says the liable player pays it all, as the payments do"

# West holds a 9p and discards it at his third turn, where he drew and discarded before.
sed -e 's/^hand W 5z$/hand W 5z9p/' -e 's/^draws S 1z 9p$/draws S 1z/' \
    "$SRC/data/demos/pao-daisangen.demo" | awk '
    /^W tsumogiri$/ && ++n == 3 {
        print "W discard 9p"
        print "S ron"
        print "result win -16000 +32000 -16000 0"
        exit
    }
    { print }' >"$TMP/pao-ron.demo"
start 80 24 demo "$TMP/pao-ron.demo"
wait_screen view
wait_text "step 1 of"
keys End
wait_text "wins by ron"
settle
screen | grep -qF "East pays 16000 and West 16000" ||
    fail "the result does not split a pao ron between East and West"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "a pao ron's result splits it between the liable player and the discarder"

#!/bin/sh
# `=` shows the running standings over any screen of a game: each player's points now, his
# place and what the ruleset's uma and oka would make of them if the game ended now (R-GAME-06,
# R-GAME-07, EMA 3.6, 3.6.1). It holds public facts only: over a curtain, the claim window or a
# seat's own turn it shows no tile; any key closes it and leaves the screen as it was.
. "$(dirname "$0")/lib.inc"

# standings_on WHAT: `=` opens the box over the screen, which fits and leaks nothing; a key
# closes it, and the screen under it is the same as before.
standings_on() {
    settle
    before=$(last | sed 's/ standings=0//')
    keys '='
    wait_trace ' standings=1' "= did not open the standings over $1"
    wait_text "Any key closes the standings"
    settle
    check_fits
    check_no_leak
    screen | grep -qF "If the game ended now, under the EMA 2008 ruleset:" ||
        fail "the standings do not name the ruleset over $1"
    keys Escape
    wait_trace ' standings=0' "the standings did not close over $1"
    settle
    [ "$(last | sed 's/ standings=0//')" = "$before" ] || fail "closing the standings changed $1"
    ok "$size: the standings open over $1 and close with any key"
}

for size in "80 24" "200 60"; do
    rm -rf "$XDG_STATE_HOME"
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 \
        --penalties penalize
    wait_text "penalties: penalize"
    keys Enter
    wait_screen curtain
    screen | grep -qF "= standings" || fail "the curtain's hint has no = standings"
    standings_on "the curtain"
    pass_curtain 0 table
    standings_on "Ann's turn"
    keys End Enter
    wait_screen claim
    screen | grep -qF "= standings" || fail "the claim window's hint has no = standings"
    standings_on "the claim window"
    keys 2
    pass_curtain 1 call
    standings_on "Bo's claim"
    keys Escape
    wait_screen claim
    pass_all
    pass_curtain 1 table
    keys '?'
    wait_text "Any key closes this help"
    screen | grep -qF "standings: places now" || fail "the help does not give ="
    keys Escape
    wait_trace ' help=0 ' "the help did not close"
    # Bo's false tsumo: chombo, 8000 paid (4000 to Ann, the dealer, 2000 to each other).
    if last | grep -q " legal: .*tsumo"; then
        echo "Bo's hand is complete: skipped"
    else
        keys t
        wait_screen result
        wait_text "Bo: chombo"
        standings_on "the result of a chombo"
        keys '='
        wait_text "Any key closes the standings"
        # Ann 34000 first; Cy and Di tied at 32000 share 2nd and 3rd (uma 0 each); Bo last.
        screen | grep -qE '\| +1 +Ann +34000 +[+]9000 +43000 ' || fail "Ann: $(screen | grep Ann)"
        screen | grep -qE '\| +2 +Cy +32000 +[+]0 +32000 ' || fail "Cy: $(screen | grep Cy)"
        screen | grep -qE '\| +2 +Di +32000 +[+]0 +32000 ' || fail "Di: $(screen | grep Di)"
        screen | grep -qE '\| +4 +Bo +22000 +-9000 +13000 ' || fail "Bo: $(screen | grep Bo)"
        ok "$size: after Bo's chombo the standings give places, uma and totals, ties shared"
        keys Escape
    fi
    keys q y
    wait_exit >/dev/null
    stop_server
done
finish

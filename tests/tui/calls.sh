#!/bin/sh
# A pon and an open kan made through the keyboard, as the players at the table make them: the
# seat's key in the claim window, its curtain, the call's key, the others pass. Checked on the
# screens: the meld at the caller's place with the claimed tile turned towards the seat that
# discarded it (EMA 3.3.5, R-CALL-05), the tile marked as called away in the discarder's pond, the
# caller's discard after a pon (R-CALL-10) and the meld still in sight on the window that
# follows it, the kan's replacement tile and its kan dora indicator
# turned at once (EMA 2.9 and 3.3.8, R-KAN-02, R-DORA-02), and no hidden tile on any screen.
# Then a closed kan declared with K: the window every seat answers (only thirteen orphans may rob
# it, R-KAN-05), its two middle tiles face down for its owner and for the others (EMA 3.3.8,
# R-KAN-01), its kan dora indicator turned.
. "$(dirname "$0")/lib.inc"

# word FACE: the ASCII style's word for a face the planner prints ("3z" is W, "0m" the red 5m).
word() {
    case $1 in
    1z) echo E ;; 2z) echo S ;; 3z) echo W ;; 4z) echo N ;;
    5z) echo Wh ;; 6z) echo Gr ;; 7z) echo Rd ;;
    0?) echo "5$(echo "$1" | cut -c2)*" ;;
    *) echo "$1" ;;
    esac
}

# marker SEAT FROM: how a meld marks its claimed tile, by where the discarder sits for the caller.
marker() {
    case $((($2 - $1 + 4) % 4)) in
    1) echo '>' ;; # the seat on the right
    2) echo '^' ;; # the seat across
    3) echo '<' ;; # the seat on the left
    esac
}

# The bottom hand's row and the dead wall's row of the last screen.
hand_row() { screen | sed -n 21p; }
# On a claim window (no hand), the discarder's melds: the row above the claim keys.
meld_row() { screen | sed -n 20p; }
# (the centre columns only: the side seats' ponds run down either side of it)
dead_wall_row() { screen | grep -F '## ' | head -1 | cut -c20-60; }
# The face-up tiles of the dead wall: its indicators.
indicators() { dead_wall_row | tr -s ' ' '\n' | grep -cvE '^(##)?$' || true; }

names=Alice,Bob,Carol,Dave
for call in pon kan; do
    "$PLAN" "$call" >"$TMP/$call" || fail "the planner found no seed for a $call"
    seed=$(sed -n 's/^seed //p' "$TMP/$call")
    # shellcheck disable=SC2046 # the planner's words become $1, $2, ...
    set -- $(grep '^result' "$TMP/$call")
    seat=$3 from=$4 tile=$(word "$5")
    name=$(echo Alice Bob Carol Dave | cut -d' ' -f$((seat + 1)))
    discarder=$(echo Alice Bob Carol Dave | cut -d' ' -f$((from + 1)))
    mark=$(marker "$seat" "$from")

    start 80 24 play --names $names --seed "$seed" --fixed-seats --claim-window 0
    wait_text "Players and their claim keys"
    keys Enter
    CHECK_LEAKS=1 CHECK_FITS=1 CHECK_HINTS=1
    play_plan "$TMP/$call"
    # (no leak check on the claim itself: its row of choices names the seat's own tiles again)
    settle
    check_fits

    if [ $call = pon ]; then
        screen | grep -qF "pon $tile $tile" || fail "the claim does not offer 'pon $tile $tile'"
        keys p
    else
        screen | grep -qE "kan( |$)" || fail "the claim does not offer the kan"
        before=$(indicators)
        keys K
    fi
    # The others pass; the caller is behind a curtain again before the table shows the hand.
    pass_all
    pass_curtain "$seat" table
    check_no_leak
    check_fits

    if [ $call = pon ]; then
        wait_text "$name calls pon on $tile from $discarder"
        wait_text "discard a tile after your call"
        hand_row | grep -qF "$tile$mark" ||
            fail "the pon's claimed $tile is not marked '$mark' towards $discarder: $(hand_row)"
        ok "a pon of $tile from $discarder, made through the keyboard, the claimed tile marked '$mark'"
    else
        wait_text "$name calls an open kan on $tile from $discarder"
        # After a kan the seat draws its replacement tile and plays a normal turn.
        wait_text "your turn: choose a discard"
        hand_row | grep -qF "$tile$mark" ||
            fail "the kan's claimed $tile is not marked '$mark' towards $discarder: $(hand_row)"
        n=$(hand_row | grep -oF "$tile" | wc -l)
        [ "$n" -ge 4 ] || fail "the open kan shows $n tiles of $tile, not 4: $(hand_row)"
        after=$(indicators)
        [ "$after" -eq $((before + 1)) ] ||
            fail "the dead wall shows $after indicators after the kan, $before before: $(dead_wall_row)"
        ok "an open kan of $tile from $discarder, its replacement drawn and a kan dora indicator turned at once"
    fi
    # The called tile stays in the discarder's pond, marked as called away.
    screen | grep -qF -- "$tile-" || fail "the called $tile is not marked '-' in $discarder's pond"
    ok "the $call's tile is marked as called away in $discarder's pond"

    keys Enter
    wait_screen claim
    wait_text "$name discards"
    check_no_leak
    check_fits
    ok "$name discards after the $call and the claim window opens for the others"
    # The window shows no hand, but the discarder's melds stay in sight of all (EMA 3.3.5).
    meld_row | grep -qF "$tile$mark" ||
        fail "the claim window does not show $name's $call of $tile: $(meld_row)"
    n=$(meld_row | grep -oF "$tile" | wc -l)
    [ "$n" -ge "$([ "$call" = pon ] && echo 3 || echo 4)" ] ||
        fail "the claim window shows $n tiles of $name's $call: $(meld_row)"
    ok "the claim window on $name's discard shows the $call, its tile marked '$mark'"
    leave
done

"$PLAN" closed-kan >"$TMP/closed" || fail "the planner found no closed kan"
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/closed")
seat=$3 tile=$(word "$4")
name=$(echo Alice Bob Carol Dave | cut -d' ' -f$((seat + 1)))
start 80 24 play --names $names --seed "$(sed -n 's/^seed //p' "$TMP/closed")" --fixed-seats \
    --claim-window 0
wait_text "Players and their claim keys"
keys Enter
kan_step=$(steps "$TMP/closed" | grep -n '^A ' | cut -d: -f1)
play_plan "$TMP/closed" $((kan_step - 1)) # up to the kan
pass_curtain "$seat" table
settle
before=$(indicators)
keys K
# Every seat answers a closed kan too, so that nobody learns who holds thirteen orphans.
wait_screen claim
wait_text "$name: closed kan of $tile — only kokushi may rob it"
check_fits
pass_all
pass_curtain "$seat" table
wait_text "$name declares a closed kan"
settle
check_no_leak
check_fits
hand_row | grep -qF "$tile ## ## $tile" ||
    fail "the closed kan is not shown with its middle tiles face down: $(hand_row)"
after=$(indicators)
[ "$after" -eq $((before + 1)) ] ||
    fail "the dead wall shows $after indicators after the closed kan, $before before"
ok "$name's closed kan of $tile: the middle tiles face down, a kan dora indicator turned"
keys Enter
wait_screen claim
settle
meld_row | grep -qF "$tile ## ## $tile" ||
    fail "the claim window on $name's discard does not show the closed kan: $(meld_row)"
ok "the claim window on $name's discard shows the closed kan, its middle tiles face down"
pass_all
pass_curtain $(((seat + 1) % 4)) table
screen | grep -qF "$tile ## ## $tile" || fail "the next player does not see the closed kan face down"
check_no_leak
ok "the next player sees $name's closed kan with its middle tiles face down"
leave
finish

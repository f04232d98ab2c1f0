#!/bin/sh
# Humans and computers at the table (issue 13): --cpu by seat winds, the new game form's seat
# marks, and what one human sees among three computers. With one human, public screens put him
# at the bottom with his own hand in view (never the discarder's seat), no curtain ever comes,
# and the claim window offers his keys only: the computers have answered before it is drawn.
. "$(dirname "$0")/lib.inc"

frames() { wc -l <"$TRACE"; }

# press KEY: sends KEY and waits until the program has drawn another frame for it.
press() {
    before=$(frames)
    keys "$1"
    deadline
    while [ "$(frames)" -le "$before" ]; do
        expired && fail "no frame after key $1"
        sleep 0.02
    done
}

# hand_tiles: the tile cells on the hand's rows (19 on a claim window, over the keys; 20 on a
# turn), his melds with them: one word a tile in the ascii style ("6m", "N", "Wh", "5m*<").
hand_tiles() { screen | sed -n 20,21p | grep -v '^ Claim:' | wc -w; }

# check_bottom: the frame shows the human (Ann) at the bottom with his hand, and no tile of a
# computer's (R-DEAD-02).
check_bottom() {
    check_no_leak
    screen | sed -n 19p | grep -q "Ann" || fail "the human is not at the bottom: $(screen | sed -n 19p)"
    [ "$(hand_tiles)" -ge 13 ] || fail "the human's hand is not in view: $(screen | sed -n 20,21p)"
}

# --cpu by winds: the seats of the first hand. E,S,W leaves North (seat 3) the one human,
# whoever the drawn seats put there.
start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --claim-window 0 --casual --cpu E,S,W \
    --cpu-pause 0
wait_screen start
press Enter
wait_screen table 3
grep -q '^screen=curtain ' "$TRACE" && fail "a curtain with one human at the table"
ok "--cpu E,S,W seats the computers East, South and West; the human plays North"
leave

# One human, a whole hand: at the bottom of every public screen with his hand, no curtain, his
# keys only in the claim window (R-DEAD-02: no computer's tile shows; EMA 3.3.1: the window
# waits for him alone).
: >"$TRACE"
start 80 24 play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 \
    --cpu 2,3,4 --cpu-pause 0
wait_screen start
settle
screen | grep -q '^ *\[1\]  Ann  *\[a\] pass' || fail "the start screen lost the human's keys"
[ "$(screen | grep -cE '^ +Bot[234]  +computer, level 2')" = 3 ] ||
    fail "the start screen gives the computers keys: $(screen | grep Bot)"
screen | grep -qE '\[[234]\]|\[[sdf]\]' && fail "a computer's key on the start screen"
ok "the start screen gives keys to the human only, and marks the computers"
press Enter
windows=0
deadline
while :; do
    expired && fail "the hand did not end"
    l=$(last)
    case "$l" in
    "screen=result "*) break ;;
    "screen=curtain "*) fail "a curtain with one human at the table" ;;
    "screen=table holder=0 "*) press Enter ;;
    "screen=claim "*)
        settle
        windows=$((windows + 1))
        check_bottom
        keys_line=$(screen | grep '^ Claim:' || true)
        case "$keys_line" in
        *"[1]"*) ;;
        *) fail "the claim window lost the human's key: $keys_line" ;;
        esac
        case "$keys_line" in
        *"[2]"* | *"[3]"* | *"[4]"*) fail "a computer's claim key in the window: $keys_line" ;;
        esac
        screen | sed -n 23p | grep -q "^ 1 claim  a pass " ||
            fail "the hint offers other keys: $(screen | sed -n 23p)"
        if [ "$windows" = 1 ]; then
            press '?'
            help=$(screen)
            echo "$help" | grep -qE '\| +1 +your claim key' || fail "the help lost the human's claim key"
            echo "$help" | grep -qE '\| +a +your pass key' || fail "the help lost the human's pass key"
            echo "$help" | grep -qE '1 2 3 4|a s d f' && fail "the help offers the computers' keys"
            press Escape
        fi
        press a
        deadline
        ;;
    "screen=declare holder=0 "*) press Enter ;;
    *) sleep 0.02 ;;
    esac
done
[ "$windows" -gt 0 ] || fail "no claim window in a whole hand"
ok "a whole hand: the human at the bottom with his hand, no curtain, only his claim keys ($windows windows)"
leave

# A computer's turn that lasts (--cpu-pause 10000): the human's hand is on it, he at the bottom.
: >"$TRACE"
start 80 24 play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 \
    --cpu 2,3,4 --cpu-pause 10000
wait_screen start
press Enter
wait_screen table 0
press Enter
wait_screen claim
press a
wait_screen cpu
settle
check_bottom
ok "on a computer's turn the one human's hand stays in view, at the bottom"
keys q
wait_text "Leave the table?"
keys y
wait_exit >/dev/null
stop_server

# The form: Right on a name makes that player a computer, and again raises the computers' level
# (one for all), up to human again; the marks reach the game and its saved settings.
: >"$TRACE"
rm -rf "$XDG_STATE_HOME" # no game saved: Enter opens the form
start 80 24
wait_screen menu
keys Enter
wait_screen setup
press Down
press Right
wait_text "computer, level 2"
press Down
press Right
press Down
press Right
press Right
settle
[ "$(screen | grep -c 'computer, level 3')" = 3 ] || fail "the form does not mark three computers at level 3"
screen | sed -n 3p | grep -q "human" || fail "player 1 is not marked human: $(screen | sed -n 3p)"
ok "the form marks each seat human or computer, with the computers' level"
for _ in 1 2 3 4 5 6 7; do press Down; done
press Enter
wait_screen start
press Enter
deadline
until last | grep -q '^screen=table '; do
    expired && fail "the human's turn never came"
    case "$(last)" in
    "screen=curtain "*) fail "a curtain with one human: the form's computers did not reach the game" ;;
    "screen=claim "*) press a ;;
    esac
    sleep 0.02
done
grep -qx 'cpu 14' "$XDG_STATE_HOME/tsumo/autosave.table" || fail "the computers are not saved"
grep -qx 'cpu-level 3' "$XDG_STATE_HOME/tsumo/autosave.table" || fail "their level is not saved"
ok "the form's computers play the game and are saved with its settings"
keys q
wait_text "Leave the table?"
keys y
wait_screen menu
keys q
wait_exit >/dev/null
stop_server
finish

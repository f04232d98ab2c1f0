#!/bin/sh
# Computer players at the table (issue 13): one human (player 1, East with fixed seats) and three
# computers (--cpu 2,3,4) play a whole game to the final standings. The human always discards
# the drawn tile, passes every claim window and takes the first choice at a draw. No curtain
# ever comes (nobody else is at the keyboard), the claim window never waits for a computer
# (only the human's pass key is offered, and a computer's claim key says that it answers by
# itself; --casual keeps to the windows he could claim in, which keeps the test short), and no
# screen the human sees shows a computer's concealed tile (check_no_leak; R-DEAD-02: exposing
# another's tiles is never the table's doing).
. "$(dirname "$0")/lib.inc"

frames() { wc -l <"$TRACE"; }

# under_name NAME: on the claim window, what stands under NAME ("computer", "discards", ...).
under_name() {
    screen | awk -v n="$1" '
        col { print substr($0, col, 10); exit }
        /^ Claim: / { col = index($0, n) }' | awk '{ print $1 }'
}

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

start 80 24 play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 \
    --cpu 2,3,4 --cpu-pause 0 --casual
wait_screen start
press Enter
turns=0 windows=0
deadline
game_end=$((END + 240)) # a whole game: the press waits have their own deadlines
while :; do
    clock
    [ "$CLOCK" -le "$game_end" ] || fail "the game did not end"
    l=$(last)
    case "$l" in
    "screen=final "*) break ;;
    "screen=curtain "*) fail "a curtain with one human at the table" ;;
    "screen=call "* | "screen=table holder=[123] "* | "screen=declare holder=[123] "*)
        fail "a computer's seat on a human's screen: $l"
        ;;
    "screen=table holder=0 "*)
        turns=$((turns + 1))
        [ $((turns % 5)) = 1 ] && check_no_leak
        press Enter # the drawn tile: the cursor starts on it
        ;;
    "screen=claim "*)
        windows=$((windows + 1))
        [ $((windows % 5)) = 1 ] && check_no_leak
        [ "$(pass_keys)" = a ] || fail "the claim window waits for a computer: $(pass_keys)"
        if [ $windows = 1 ]; then # a computer's claim key: it answers by itself, says the table
            for k in 2 3 4; do [ "$(under_name Bot$k)" = computer ] && break; done
            keys "$k"
            wait_text "That seat is a computer player: it answers by itself"
            last | grep -q '^screen=claim ' || fail "a computer's claim key closed the window"
            ok "a computer's claim key ($k) on the claim window says that it answers by itself"
        fi
        press a
        ;;
    "screen=declare holder=0 "*)
        check_no_leak
        press Enter
        ;;
    "screen=start "* | "screen=result "*)
        # (not check_no_leak: a result's "waits: 2p 5p" are words, which it would count)
        press Enter
        ;;
    *) sleep 0.02 ;;
    esac
done
[ "$turns" -gt 0 ] || fail "the human never had a turn"
ok "one human and three computers played the game to its end ($turns turns of the human)"
wait_text "Place"
for n in Ann Bot2 Bot3 Bot4; do
    screen | grep -qE "^ +[1-4]=? +$n +" || fail "no row for $n in the final standings"
done
ok "the final standings list the four players"
check_no_leak
ok "no frame the human saw showed a computer's concealed tile"
keys q
wait_exit >/dev/null
stop_server

# A game with computers resumes with them (the table's saved settings): left on the human's
# first turn, taken up again with --resume alone, the human's turn comes back without a curtain
# and the computers play on after his discard.
: >"$TRACE"
start 80 24 play --names Ann,Bot2,Bot3,Bot4 --seed 8 --fixed-seats --claim-window 0 \
    --cpu 2,3,4 --cpu-pause 0
wait_screen start
press Enter
wait_screen table 0
leave
: >"$TRACE"
start 80 24 play --resume
wait_screen table 0
grep -q '^screen=curtain ' "$TRACE" && fail "a curtain in a resumed game with one human"
ponds_now() { last | sed 's/.* ponds=\([^ ]*\).*/\1/'; }
ponds=$(ponds_now)
press Enter
deadline
until last | grep -q '^screen=table holder=0 ' && [ "$(ponds_now)" != "$ponds" ]; do
    expired && fail "the computers did not play on in the resumed game"
    case "$(last)" in
    "screen=claim "*) press a ;;
    "screen=curtain "*) fail "a curtain after resuming" ;;
    esac
    sleep 0.02
done
ok "a resumed game keeps its computer players"
leave
finish

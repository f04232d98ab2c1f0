#!/bin/sh
# A teaching game (issue 12): `tsumo play --open-hands` has no curtain, shows every hand on
# every screen of a whole hand (the one whose turn it is below, the others after their labels,
# each as the trace's hands= gives it from that seat's own view) and says so in the corner of
# every screen. It is kept with the table's settings; without it nothing changes (curtain.sh,
# cpu.sh and the leak checks of the other tests run without it).
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

# check_open: the frame shows the mark and every hand but the one drawn below (its holder's).
check_open() {
    settle
    l=$(last)
    screen | tail -1 | grep -q "open hands *$" || fail "no open hands mark on ${l%% *}"
    holder=$(echo "$l" | sed 's/.* holder=\(-\{0,1\}[0-9]\) .*/\1/')
    hands=$(echo "$l" | sed -n 's/.* hands=\([^ ]*\) .*/\1/p')
    [ -n "$hands" ] || fail "no hands in the trace of ${l%% *}"
    seat=0
    for hand in $(echo "$hands" | tr '|' ' '); do
        if [ "$seat" != "$holder" ]; then
            text=$(echo "$hand" | tr '+' ' ')
            screen | grep -qF -- "$text" || fail "seat $seat's hand $text is not on ${l%% *}"
        fi
        seat=$((seat + 1))
    done
    check_no_leak
    check_fits
}

start 80 24 play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0 --open-hands
wait_screen start
settle
screen | tail -1 | grep -q "open hands *$" || fail "no open hands mark on the start screen"
press Enter
turns=0 windows=0
deadline
while :; do
    expired && fail "the hand did not end"
    case "$(last)" in
    "screen=result "*) break ;;
    "screen=curtain "*) fail "a curtain in a game with open hands" ;;
    "screen=table "*)
        turns=$((turns + 1))
        check_open
        press Enter
        deadline
        ;;
    "screen=claim "*)
        windows=$((windows + 1))
        [ $((windows % 3)) = 1 ] && check_open
        pass_all
        deadline
        ;;
    "screen=declare "*)
        check_open
        press Enter
        ;;
    *) sleep 0.02 ;;
    esac
done
settle
screen | tail -1 | grep -q "open hands *$" || fail "no open hands mark on the result"
ok "open hands: a whole hand ($turns turns, $windows windows) without a curtain, every hand and the mark on every screen"

# Kept with the settings: the resumed game still has them open.
leave
grep -qx 'open-hands 1' "$XDG_STATE_HOME/tsumo/autosave.table" || fail "open hands are not saved"
: >"$TRACE"
start 80 24 play --resume
wait_trace 'screen=\(start\|table\|result\) ' "the resumed game never showed"
settle
screen | tail -1 | grep -q "open hands *$" || fail "the resumed game lost its open hands"
leave
ok "open hands are kept with the table's settings"

# Without the option: the curtain comes back, no mark, no hands in the trace.
: >"$TRACE"
start 80 24 play --names Ann,Bo,Cy,Di --seed 3 --fixed-seats --claim-window 0
wait_screen start
press Enter
wait_screen curtain
settle
screen | grep -q "open hands" && fail "the mark without --open-hands"
grep -q ' hands=' "$TRACE" && fail "hands in the trace without --open-hands"
check_no_leak
ok "without --open-hands the curtain comes and nothing is open"
leave
finish

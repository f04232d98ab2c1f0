#!/bin/sh
# Idle at a prompt uses no CPU: the table blocks on the keyboard (no busy loop, no timer),
# except while a claim window's clock runs. Measured from /proc over two seconds at each
# prompt; a keypress is on the screen at once. In three parts (lib.inc's parts), two prompts each
# at most: the menu and the start screen; a curtain and a turn; the claim windows.
. "$(dirname "$0")/lib.inc"
parts 3

[ -r /proc/self/stat ] || { echo "no /proc: skipped"; finish; exit 0; }

program_pid() {
    pane=$(tm list-panes -F '#{pane_pid}')
    ps -o pid= --ppid "$pane" | tr -d ' ' | head -1
}

# Clock ticks of CPU (user + system) the process has used.
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# idle_at WHAT: no CPU tick used in two seconds of waiting.
idle_at() {
    settle
    pid=$(program_pid)
    [ -n "$pid" ] || fail "no program"
    a=$(ticks "$pid")
    frames=$(wc -l <"$TRACE")
    sleep 2
    b=$(ticks "$pid")
    [ $((b - a)) -le 1 ] || fail "$((b - a)) CPU ticks used in 2 s at $1"
    [ "$(wc -l <"$TRACE")" = "$frames" ] || fail "frames drawn while idle at $1"
    ok "idle at $1: $((b - a)) CPU ticks in 2 s, no frame drawn"
}

if part 1; then
    start 80 24
    wait_screen menu
    idle_at "the menu"
    keys Down
    wait_text "> Hand calculator"
    ok "a keypress is drawn at once"
    keys q
    wait_exit >/dev/null
    stop_server

    start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0
    wait_text "Players and their claim keys"
    idle_at "the start screen"
    stop_server
fi

# to_turn: from the start screen through East's curtain to his turn.
to_turn() {
    wait_text "Players and their claim keys"
    keys Enter
    wait_screen curtain
    [ "${1:-}" != idle ] || idle_at "a curtain"
    keys Enter
    wait_screen table 0
}

if part 2; then
    start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0
    to_turn idle
    idle_at "a turn"
    stop_server
fi

if part 3; then
    start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0
    to_turn
    keys End Enter
    wait_screen claim
    idle_at "a claim window without a timer"
    leave

    # With a timer, the window counts down and closes by itself; the table is idle again after.
    # (Its time passes on the test's clock: the test moves it past the window's 1.5 s.)
    test_clock
    start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 1.5
    to_turn
    keys End Enter
    wait_text "s left"
    advance 1500
    wait_screen curtain
    ok "a timed claim window closes by itself when its time is up"
    idle_at "the curtain after a timed window"
fi
finish

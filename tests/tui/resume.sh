#!/bin/sh
# Autosave: the program is killed (SIGKILL, nothing can be flushed) in the middle of a hand;
# `tsumo` offers the saved game, and resuming it shows the very screen the killed program showed
# (the log of the last public events in the centre too, rebuilt by replaying the record) and
# continues the same hand to the same end. Then
# a kill in the middle of a claim window: the window opens again. In three parts (lib.inc's
# parts): a kill on a turn and the screen resumed; the same kill and the hand on to its end; a
# kill in a claim window.
. "$(dirname "$0")/lib.inc"
parts 3

"$PLAN" win >"$TMP/plan" || fail "the planner found no seed"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/plan")
winner=$3 how=$4
name=$(echo "Alice Bob Carol Dave" | cut -d' ' -f$((winner + 1)))
total=$(steps "$TMP/plan" | grep -c .)
half=$((total / 2))
# Stop after a discard's window, so that the next step is a turn behind a curtain.
while [ "$half" -lt "$total" ] && [ "$(steps "$TMP/plan" | sed -n "${half}p" | cut -c1)" != P ]; do
    half=$((half + 1))
done

# to_the_end FROM: the plan's steps from FROM typed, to its result.
to_the_end() {
    tail=$(mktemp "$TMP/rest.XXXXXX")
    steps "$TMP/plan" | sed -n "$1,\$p" >"$tail"
    play_plan "$tail"
    wait_screen result
    wait_text "$name wins by $how"
}

if part 1; then
    start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0
    wait_text "Players and their claim keys"
    keys Enter
    play_plan "$TMP/plan" "$half"
    wait_screen curtain
    settle
    ponds=$(last | sed -n 's/.* ponds=\(\[[^]]*\]\).*/\1/p')
    [ -n "$ponds" ] || fail "no ponds in the trace"
    # The next player's table, as it is before the kill: the same screen must come back.
    # shellcheck disable=SC2046 # the step's words become $1, $2, ...
    set -- $(steps "$TMP/plan" | sed -n "$((half + 1))p")
    turn=$2
    pass_curtain "$turn" table
    settle
    before=$(screen)
    ok "played $half of $total steps of seed $seed"

    pane_pid=$(tm list-panes -F '#{pane_pid}')
    pid=$(ps -o pid= --ppid "$pane_pid" | tr -d ' ' | head -1)
    [ -n "$pid" ] || fail "the program's pid is not found"
    kill -9 "$pid"
    [ "$(wait_exit)" = 137 ] || fail "the program was not killed"
    ls "$XDG_STATE_HOME/tsumo/autosave.tsumo" >/dev/null || fail "no autosave in \$XDG_STATE_HOME/tsumo"
    ls "$XDG_STATE_HOME"/tsumo/*.tsumo.* 2>/dev/null && fail "a temporary file was left behind"
    ok "killed with SIGKILL; the autosave is there, whole"

    stop_server
    : >"$TRACE"
    start 80 24
    wait_text "Resume the saved game"
    wait_text "East 1"
    ok "the menu offers the saved game"
    keys r
    wait_screen curtain
    settle
    [ "$(last | sed -n 's/.* ponds=\(\[[^]]*\]\).*/\1/p')" = "$ponds" ] ||
        fail "the resumed hand has other ponds: $(last)"
    ok "the resumed game is the same hand, every discard in its place"
    pass_curtain "$turn" table
    settle
    after=$(screen)
    if [ "$after" != "$before" ]; then
        printf '%s\n' "$before" >"$TMP/before"
        printf '%s\n' "$after" >"$TMP/after"
        fail "the resumed table differs from the one before the kill: $(diff "$TMP/before" "$TMP/after")"
    fi
    ok "the resumed table is the screen before the kill, the log of the last events in the centre included"
    keys q
    wait_text "Leave the table?"
    keys y
    wait_text "Resume the saved game"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "the program did not exit with 0"
    stop_server
fi

# Killed on the same turn, the hand played to it in process and saved (tests/tui/prepare.c),
# resumed, and killed again there: the game resumed after the kill goes on to the plan's end.
if part 3; then
    prepared win "$half"
    turn=$(steps "$TMP/plan" | sed -n "$((half + 1))p" | cut -d' ' -f2)
    start 80 24 play --resume
    pass_curtain "$turn" table
    pane_pid=$(tm list-panes -F '#{pane_pid}')
    kill -9 "$(ps -o pid= --ppid "$pane_pid" | tr -d ' ' | head -1)"
    [ "$(wait_exit)" = 137 ] || fail "the program was not killed"
    stop_server
    : >"$TRACE"
    start 80 24 play --resume
    to_the_end $((half + 1))
    ok "killed on a turn, it goes on to the same end: $name wins by $how"
    stop_server
fi

# Killed in the middle of a claim window: the window opens again for everyone (a record keeps
# no passes, so the passes given are asked again; the discard and everything before stay), and
# the claim that ends the hand can still be made.
if part 2; then
    rm -rf "$XDG_STATE_HOME"
    : >"$TRACE"
    claim=$(steps "$TMP/plan" | grep -n '^W ' | head -1 | cut -d: -f1)
    # The steps before the window are played in process and saved (tests/tui/prepare.c);
    # resumed, the saved hand opens the window, and that program is the one killed in it.
    prepared win $((claim - 1))
    start 80 24 play --resume
    wait_screen claim
    settle
    title=$(screen | head -1)
    pane_pid=$(tm list-panes -F '#{pane_pid}')
    kill -9 "$(ps -o pid= --ppid "$pane_pid" | tr -d ' ' | head -1)"
    wait_exit >/dev/null
    stop_server
    : >"$TRACE" # so that the killed program's last frame is not taken for the new one's
    start 80 24 play --resume
    wait_screen claim
    settle
    [ "$(screen | head -1)" = "$title" ] || fail "another window after the resume: $(screen | head -1)"
    ok "killed during a claim window, the resumed game opens the same window again"
    to_the_end "$claim"
    ok "and the claim is made in it: $name wins by $how"
fi
finish

#!/bin/sh
# A tmux test that is killed leaves no process behind (issue 18): a test is started, its table
# reaches the start screen, and its shell is killed with SIGKILL (as ctest kills a test past its
# timeout, and no trap runs); its tmux server and the program inside must end, and its files go.
. "$(dirname "$0")/lib.inc"

cat >"$TMP/victim.sh" <<VICTIM
. "$SRC/tests/tui/lib.inc"
echo "\$SOCK \$TMP" >"$TMP/victim"
start 80 24 play --seed 1
wait_screen start
echo started >>"$TMP/victim"
while :; do sleep 1 9>&-; done
VICTIM
sh "$TMP/victim.sh" "$TSUMO" "$SRC" "$PLAN" >"$TMP/victim.out" 2>&1 &
victim=$!

deadline
until grep -q started "$TMP/victim" 2>/dev/null; do
    expired && fail "the killed test never reached its table: $(cat "$TMP/victim.out")"
    sleep 0.05
done
read -r sock dir _ <"$TMP/victim"
program=$(grep -lzx "TSUMO_TEST_TAG=$sock" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3 | head -1)
[ -n "$program" ] || fail "the killed test's program has no tag"
tmux -L "$sock" list-sessions >/dev/null 2>&1 || fail "the killed test has no tmux server"

kill -KILL "$victim"
deadline
while tmux -L "$sock" list-sessions >/dev/null 2>&1; do
    expired && fail "the tmux server of a killed test is still there"
    sleep 0.05
done
ok "the tmux server of a test killed by SIGKILL ends"
deadline
while kill -0 "$program" 2>/dev/null; do
    expired && fail "the program of a killed test still runs (pid $program)"
    sleep 0.05
done
ok "the program inside it ends"
deadline
while [ -d "$dir" ]; do
    expired && fail "the files of a killed test are still there: $dir"
    sleep 0.05
done
ok "its files are removed"
finish

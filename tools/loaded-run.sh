#!/bin/sh
# tools/loaded-run.sh [REPO] [LOAD_JOBS]: the README's test command on a fresh clone of REPO's
# main (default: this checkout) while a second copy of the tree is rebuilt in a loop beside it
# with LOAD_JOBS compiler jobs (default 8), as docs/testing.md's figures are taken. Prints
# each workflow's wall time, ctest's slowest tests and the one-minute load read every 15 s.
# Takes the machine for 10-25 minutes; run it on a machine doing nothing else of yours.
set -eu
repo=$(cd "${1:-$(dirname "$0")/..}" && pwd)
jobs=${2:-8}
work=$(mktemp -d /tmp/tsumo-loaded.XXXXXX)
loadpid="" readpid=""
stop() {
    # The loop first, so that it starts no other build; then its cmake, ninja and compilers,
    # which all name the load's tree in their arguments.
    [ -n "$loadpid" ] && kill "$loadpid" 2>/dev/null
    pkill -f "$work/load" 2>/dev/null
    [ -n "$readpid" ] && kill "$readpid" 2>/dev/null
    rm -rf "$work/load" "$work/loadsrc"
}
trap stop EXIT
trap 'exit 130' INT TERM

git clone -q "$repo" "$work/clone"
git clone -q "$repo" "$work/loadsrc"
# The conformance data, where the repository has it beside itself.
if [ -d "$repo/../shared/conformance" ] && [ -z "${TSUMO_CONFORMANCE_DIR:-}" ]; then
    TSUMO_CONFORMANCE_DIR=$(cd "$repo/../shared/conformance" && pwd)
    export TSUMO_CONFORMANCE_DIR
fi
cmake -S "$work/loadsrc" -B "$work/load" -G Ninja >/dev/null
# The loop in this session, not in one of its own (setsid): Linux's autogroup shares the
# cores between sessions first, so a loop in a session of its own would leave the tests a
# whole core however many jobs it ran.
sh -c "while :; do cmake --build '$work/load' --clean-first -j$jobs >/dev/null 2>&1; done" &
loadpid=$!
sleep 60 # the loop at full speed before the clock starts
(while :; do cut -d' ' -f1 /proc/loadavg; sleep 15; done) >"$work/load.txt" &
readpid=$!

cd "$work/clone"
t0=$(date +%s)
sh tools/install-deps.sh >"$work/deps.log" 2>&1
cmake --workflow --preset default >"$work/default.log" 2>&1 || echo "default workflow: FAILED"
t1=$(date +%s)
cmake --workflow --preset sanitize >"$work/sanitize.log" 2>&1 || echo "sanitize workflow: FAILED"
t2=$(date +%s)

slowest() { # LOG: ctest's five slowest tests
    grep -o 'Test *#[0-9]*: [^ ]* \.*.*Passed *[0-9.]* sec' "$1" |
        awk '{print $(NF-1) " s " $3}' | sort -rn | head -5 | tr '\n' ',' | sed 's/,$//'
}
echo "load (1 min): $(sort -n "$work/load.txt" | head -1) to $(sort -n "$work/load.txt" | tail -1)"
for w in default sanitize; do
    echo "$w: $(grep -h 'tests passed\|tests failed' "$work/$w.log" | tail -1)"
    echo "$w: $(grep -h 'Total Test time' "$work/$w.log" | tail -1)"
    echo "$w: slowest: $(slowest "$work/$w.log")"
done
echo "default workflow: $((t1 - t0)) s, sanitize workflow: $((t2 - t1)) s, both: $((t2 - t0)) s"
echo "logs: $work"

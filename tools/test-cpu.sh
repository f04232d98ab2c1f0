#!/bin/sh
# tools/test-cpu.sh BUILD [JOBS] [CTEST ARGS...]: each test's CPU time, the programs it
# starts included (a tmux server and the tsumo inside it too), sorted, the costliest first.
# Each test runs in a cpuacct cgroup of its own (cgroup v1, as root), so the figure does
# not depend on what else the machine does: on a busy machine the wall time grows, the CPU
# time hardly. docs/testing.md says how the figures are used.
set -eu
build=$1
jobs=${2:-2}
shift $(($# < 2 ? $# : 2))
root=/sys/fs/cgroup/cpuacct
[ -w "$root" ] || { echo "test-cpu.sh: $root is not writable (cgroup v1 cpuacct, as root)" >&2; exit 2; }
out=$(mktemp -d /tmp/tsumo-cpu.XXXXXX)
ctest --test-dir "$build" -N "$@" | sed -n 's/^ *Test *#[0-9]*: //p' >"$out/names"
run_one() { # NAME: runs the test in a cgroup of its own and prints "SECONDS NAME STATUS"
    g="$root/tsumo-test-$$-$(echo "$1" | tr -c 'A-Za-z0-9\n' '_')"
    mkdir "$g"
    status=passed
    sh -c 'echo $$ >"$1/tasks"; exec ctest --test-dir "$2" -R "^$3\$" >/dev/null 2>&1' \
        sh "$g" "$build" "$1" || status=FAILED
    ns=$(cat "$g/cpuacct.usage")
    # What the test left behind (a tmux server on its way out) is moved out before the
    # cgroup goes; a process still starting may need another round.
    tries=0
    until rmdir "$g" 2>/dev/null; do
        while read -r pid; do echo "$pid" >"$root/tasks" 2>/dev/null || true; done <"$g/tasks"
        tries=$((tries + 1))
        [ "$tries" -lt 100 ] || { echo "test-cpu.sh: $g stays busy" >&2; break; }
        sleep 0.1
    done
    awk -v ns="$ns" -v n="$1" -v s="$status" 'BEGIN { printf "%8.2f %s %s\n", ns / 1e9, n, s }'
}
export root build
i=0
while read -r name; do
    run_one "$name" >"$out/$i" &
    i=$((i + 1))
    [ $((i % jobs)) -eq 0 ] && wait
done <"$out/names"
wait
cat "$out"/[0-9]* | sort -rn >"$out/all"
awk '{ s += $1 } END { printf "%8.2f total CPU s, %d tests\n", s, NR }' "$out/all"
cat "$out/all"
rm -rf "$out"

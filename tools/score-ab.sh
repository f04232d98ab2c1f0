#!/bin/sh
# Times two builds' scoring against each other in one process, and checks that they agree
# (tools/score-ab.c; docs/performance.md, "Scoring: where its time goes").
#
#   sh tools/score-ab.sh OLD_BUILD NEW_BUILD [PASSES] [RUNS]
#
# OLD_BUILD and NEW_BUILD are release builds (cmake --preset release), the old one of another
# checkout (a worktree of main, say); the harness is compiled from this checkout's sources with
# NEW_BUILD's libraries. Each run prints how many of the bench's 100,000 hands differ in any
# field and new / old; a run's figure moves by about 1 % with the machine's load, so compare
# runs interleaved with each other, and the library against itself for the harness's own bias.
set -eu
[ $# -ge 2 ] || {
    echo "usage: tools/score-ab.sh OLD_BUILD NEW_BUILD [PASSES] [RUNS]" >&2
    exit 2
}
old=$(cd "$1" && pwd)
new=$(cd "$2" && pwd)
passes=${3:-2}
runs=${4:-3}
src=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nm -g --defined-only "$old/libtsumo.a" | awk 'NF == 3 { print $3, "old_" $3 }' | sort -u >"$tmp/syms"
objcopy --redefine-syms="$tmp/syms" "$old/libtsumo.a" "$tmp/libold.a"
cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -I"$src/src/cli" -I"$src/src/tui" -I"$src/src/common" \
    -I"$src/src/bot" -I"$src/include" -I"$new/generated/include" -o "$tmp/score-ab" \
    "$src/tools/score-ab.c" "$new/libtsumo-ui.a" "$new/libtsumo-common.a" "$new/libtsumo-bot.a" \
    "$new/libtsumo.a" "$tmp/libold.a" -lm -ljansson -lunistring -lncursesw -ltinfo
pin=
command -v taskset >/dev/null && pin="taskset -c 1"
i=0
while [ "$i" -lt "$runs" ]; do
    $pin "$tmp/score-ab" "$passes"
    i=$((i + 1))
done

#!/bin/sh
# The yardstick (issue 19, docs/computer-players.md "Measured against majiang-ai"): tsumo's
# computer player in one seat against three players of @kobalab/majiang-ai, in games run by
# @kobalab/majiang-core, played duplicate; prints one JSON object of the shape of
# `tsumo sim --json`. A benchmark: not part of any test workflow.
# Installs the two packages, at the versions pinned in tools/yardstick/package-lock.json, into
# BUILD/yardstick (never into the source tree), then runs tools/yardstick/yardstick.js.
# Usage: sh tools/yardstick.sh [--build DIR] [--tsumo PATH] [--games N] [--seed S] [--jobs J]
#                              [--level L] [--rules tenhou|ema2008] [--record FILE [--resume]]
#        sh tools/yardstick.sh --summarize FILE... [--compare FILE2...]   (figures of recorded games;
#                              each option may be given again to join files)
#   --build DIR    the build tree for the packages (default build/release); --tsumo defaults
#                  to DIR/tsumo
# Needs node (20 or later) and npm. Exit status 0 when every game finished without a refused
# action, 1 otherwise, 2 bad usage.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=build/release
if [ "${1:-}" = --build ]; then
    [ $# -ge 2 ] || { echo "yardstick: --build: expected a directory" >&2; exit 2; }
    build=$2
    shift 2
fi
case $build in
/*) ;;
*) build=$src/$build ;;
esac
tsumo=$build/tsumo
for a in "$@"; do
    if [ "$a" = --tsumo ]; then tsumo=; fi
done
for tool in node npm; do
    if ! command -v "$tool" >/dev/null; then
        echo "yardstick: $tool not found (apt-get install nodejs npm)" >&2
        exit 2
    fi
done
if [ -n "$tsumo" ] && [ ! -x "$tsumo" ]; then
    echo "yardstick: $tsumo not found: build it (cmake --preset release && cmake --build build/release) or say --tsumo PATH" >&2
    exit 2
fi

# The packages, installed again only when the pinned versions change.
dir=$build/yardstick
mkdir -p "$dir"
if ! cmp -s "$src/tools/yardstick/package-lock.json" "$dir/package-lock.json" ||
    [ ! -d "$dir/node_modules/@kobalab/majiang-ai" ]; then
    cp "$src/tools/yardstick/package.json" "$src/tools/yardstick/package-lock.json" "$dir/"
    (cd "$dir" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2)
fi

if [ -n "$tsumo" ]; then
    set -- --tsumo "$tsumo" "$@"
fi
NODE_PATH=$dir/node_modules exec node "$src/tools/yardstick/yardstick.js" "$@"

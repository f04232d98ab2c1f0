#!/bin/sh
# The repository's habits as checks: every tracked C file formatted by .clang-format, every
# script clean under shellcheck (sourced libraries followed), the C sources clean under
# cppcheck. Silent when all is clean; otherwise each finding as FILE:LINE and exit status 1.
# Usage: sh tools/lint.sh [BUILD_DIR]   (a configured build: cppcheck reads its generated
# headers; build/default unless told)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build/default}
if [ ! -d "$build/generated/include" ]; then
    echo "lint: $build has no generated headers: configure it first (cmake --preset default)" >&2
    exit 2
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsumo-lint.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
status=0

# report NAME: prints the findings a check left in $tmp/NAME, one FILE:LINE line each.
report() {
    grep -E '^[^ :]+:[0-9]+:' "$tmp/$1" >"$tmp/$1.lines" || true
    if [ -s "$tmp/$1.lines" ]; then
        sed "s/^/$1: /" "$tmp/$1.lines"
    else
        sed "s/^/$1: /" "$tmp/$1" # no finding to show: what went wrong instead
    fi
    status=1
}

# The file lists come from git: what is tracked, examples/ and tests/ included.
git ls-files '*.c' '*.h' >"$tmp/c-files"
git ls-files '*.sh' '*.inc' .ci/run >"$tmp/scripts"

# clang-format prints each finding with the line and a caret; only the FILE:LINE lines stay.
# shellcheck disable=SC2046 # one argument per tracked file (their names hold no spaces)
clang-format --dry-run --Werror $(cat "$tmp/c-files") >"$tmp/clang-format" 2>&1 ||
    report clang-format

# shellcheck disable=SC2046 # as above
shellcheck -x -P SCRIPTDIR -f gcc $(cat "$tmp/scripts") >"$tmp/shellcheck" 2>&1 ||
    report shellcheck

# Every directory of src/ is an include path, as the build gives them (src/engine, src/cli, ...).
includes=$(find src -type d | sort | sed 's/^/-I /' | tr '\n' ' ')
# shellcheck disable=SC2086 # one -I option and its directory per word
cppcheck -q --std=c11 --enable=warning,portability,performance --error-exitcode=1 \
    --inline-suppr --template='{file}:{line}: {severity}: {message} [{id}]' \
    -I include -I "$build/generated/include" $includes src >"$tmp/cppcheck" 2>&1 ||
    report cppcheck

exit "$status"

#!/bin/sh
# Counts the instructions a call of each operation `tsumo bench` times takes, and fails when one
# moved by more than 3 % from bench/instructions.txt (docs/performance.md, "The bench check").
# Instruction counts under callgrind are exact and repeatable: a busy machine cannot move them,
# so a build option that slows the engine (position-independent code, say) shows at once.
#
#   sh tools/bench-check.sh BUILD_DIR            compare (a release build: cmake --preset release)
#   sh tools/bench-check.sh --update BUILD_DIR   write the build's counts into the reference
#
# Only the calls `tsumo bench` makes itself are counted (20,000 seeded hands a set, timed once
# and hashed once), not those of the computer players it also times. The reference holds for
# the compiler it was taken with (its first lines say which): another compiler is another
# reference, taken with --update and committed with its figures.
set -eu
update=false
if [ "${1:-}" = --update ]; then
    update=true
    shift
fi
[ $# -eq 1 ] || {
    echo "usage: tools/bench-check.sh [--update] BUILD_DIR" >&2
    exit 2
}
fail() {
    echo "bench-check: $*" >&2
    exit 1
}
[ -x "$1/tsumo" ] || fail "no $1/tsumo: build the release preset first"
command -v valgrind >/dev/null || fail "valgrind is not installed"
exe=$(cd "$1" && pwd)/tsumo
cd "$(dirname "$0")/.."
ref=bench/instructions.txt
limit=3 # per cent

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$tmp/out" \
    "$exe" bench --hands 20000 --seed 1 --passes 1 --startup-runs 0 >"$tmp/bench" 2>"$tmp/log" ||
    fail "valgrind failed: $(tail -n 3 "$tmp/log")"
# In the caller tree each function's callers come before its own line (marked *): add up the
# inclusive cost and the calls of the callers in bench.c, and divide at the function's line.
# (From $tmp: from the checkout it would also annotate the sources, whose lines look alike.)
(cd "$tmp" && callgrind_annotate --auto=no --tree=caller --inclusive=yes --threshold=100 out) |
    awk '
    /^ *[0-9,]+ .*< .*src\/cli\/bench\.c:/ {
        ir = $1; gsub(/,/, "", ir)
        if (match($0, /\([0-9,]+x\)/)) {
            n = substr($0, RSTART + 1, RLENGTH - 3); gsub(/,/, "", n)
            cost += ir; calls += n
        }
        next
    }
    /^ *[0-9,]+ .* \* / {
        if (calls > 0 && match($0, /:tsumo_(shanten_all|shanten_min|waits|score_hand) /)) {
            name = substr($0, RSTART + 1, RLENGTH - 2)
            printf "%s %.1f\n", name, cost / calls
        }
        cost = 0; calls = 0
        next
    }
    /^$/ { cost = 0; calls = 0 }' | sort >"$tmp/now"
[ "$(wc -l <"$tmp/now")" -eq 4 ] || fail "expected 4 operations in the profile, found: $(cat "$tmp/now")"

signature=$(sed -n 's/^signature: //p' "$tmp/bench")
cache=$(dirname "$exe")/CMakeCache.txt
cc=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$cache" 2>/dev/null || true)
version=$("${cc:-cc}" --version 2>/dev/null | head -n 1 || true)
# Shanten and waits take a BMI2 path where the processor has it (docs/performance.md), and
# valgrind reports the host's: the figures are the path's, so the reference names it too.
path=portable
grep -qw bmi2 /proc/cpuinfo 2>/dev/null && path=bmi2
if $update; then
    {
        echo "# instructions a call: tools/bench-check.sh (tsumo bench --hands 20000 --passes 1, callgrind)"
        echo "# compiler: $version"
        echo "# path: $path"
        echo "# signature: $signature"
        cat "$tmp/now"
    } >"$ref"
    cat "$ref"
    exit 0
fi
[ -f "$ref" ] || fail "no $ref: write one with --update"
want=$(sed -n 's/^# signature: //p' "$ref")
[ "$signature" = "$want" ] || fail "signature $signature, the reference's is $want: the results changed"
grep -q "^# compiler: $version\$" "$ref" ||
    echo "bench-check: the reference was taken with $(sed -n 's/^# compiler: //p' "$ref"), this is $version" >&2
grep -q "^# path: $path\$" "$ref" ||
    echo "bench-check: the reference was taken on the $(sed -n 's/^# path: //p' "$ref") path, this processor takes the $path one: shanten and waits will differ (--update for a reference of its own)" >&2
grep -v '^#' "$ref" | sort | join - "$tmp/now" | awk -v limit="$limit" '
    {
        change = ($3 - $2) / $2 * 100
        flag = (change > limit || change < -limit) ? "  MOVED" : ""
        printf "%-18s %8.1f %8.1f %+6.1f %%%s\n", $1, $2, $3, change, flag
        if (flag != "") bad = 1
    }
    BEGIN { printf "%-18s %8s %8s %8s\n", "operation", "ref", "now", "change" }
    END { exit bad }' || fail "an operation moved by more than $limit % (refresh with --update if meant)"

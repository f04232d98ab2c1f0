#!/bin/sh
# Compares the ABI of a build's libtsumo.so with the dump of the current release kept in
# abi/libtsumo.abi, and fails on a break that is not announced (docs/packaging.md).
#
#   sh tools/abi.sh BUILD_DIR            compare (.ci/run does, after the release build)
#   sh tools/abi.sh --update BUILD_DIR   write the build's ABI into abi/libtsumo.abi
#
# A break is announced by a new SONAME: raise the minor version in CMakeLists.txt's
# project() (the major one from 1.0 on), rebuild, and refresh the dump in the same commit.
# --update refuses to record a break under the dump's SONAME. Added functions are no break;
# refresh the dump so that their removal would be one. BUILD_DIR needs debug information
# (the release preset builds with -g): without DWARF abidw sees the symbols only, and no
# struct's layout.
set -eu
update=false
if [ "${1:-}" = --update ]; then
    update=true
    shift
fi
[ $# -eq 1 ] || {
    echo "usage: tools/abi.sh [--update] BUILD_DIR" >&2
    exit 2
}
fail() {
    echo "abi: $*" >&2
    exit 1
}
[ -d "$1" ] || fail "no build directory $1"
build=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
dump=abi/libtsumo.abi
lib=$build/libtsumo.so
[ -e "$lib" ] || fail "no $lib: build the release preset first"
readelf -S "$lib" | grep -q '\.debug_info' ||
    fail "$lib has no debug information (-g): abidw would see its symbols only"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Only what the public headers declare, without the paths of this checkout.
abidw --headers-dir include/tsumo --headers-dir "$build/generated/include/tsumo" \
    --drop-private-types --no-corpus-path --no-comp-dir-path --short-locs --no-elf-needed \
    --out-file "$tmp/libtsumo.abi" "$lib" || fail "abidw failed on $lib"
soname() { sed -n "1s/.* soname='\([^']*\)'.*/\1/p" "$1"; }
now=$(soname "$tmp/libtsumo.abi")
[ -n "$now" ] || fail "$lib has no SONAME"

if [ ! -e "$dump" ]; then
    $update || fail "no $dump: make it with tools/abi.sh --update $1"
    mkdir -p abi
    cp "$tmp/libtsumo.abi" "$dump"
    echo "abi: $dump holds the ABI of $now"
    exit 0
fi
was=$(soname "$dump")

# abidiff's status is a bit mask: 1 an error, 2 a usage error, 4 a change, 8 an
# incompatible change. Added functions and variables alone count as a change too, so a
# second run without them tells an addition from a break.
status=0
abidiff "$dump" "$tmp/libtsumo.abi" >"$tmp/report" || status=$?
[ $((status & 3)) -eq 0 ] || fail "abidiff failed ($status): $(cat "$tmp/report")"
broken=0
abidiff --no-added-syms "$dump" "$tmp/libtsumo.abi" >"$tmp/breaks" || broken=$?
[ $((broken & 3)) -eq 0 ] || fail "abidiff failed ($broken): $(cat "$tmp/breaks")"

if [ "$now" != "$was" ]; then
    # The break is announced; the dump must follow the new SONAME.
    if $update; then
        cp "$tmp/libtsumo.abi" "$dump"
        echo "abi: $dump holds the ABI of $now (was $was)"
        exit 0
    fi
    cat "$tmp/report"
    fail "the SONAME is $now and $dump is of $was: refresh it (tools/abi.sh --update $1)"
fi
if [ "$broken" -ne 0 ]; then
    cat "$tmp/breaks"
    fail "$now breaks the ABI of $dump without a new SONAME: announce the break by raising
the minor version in CMakeLists.txt's project() (the major one from 1.0 on), then refresh
the dump (tools/abi.sh --update $1); or keep the ABI as it was"
fi
if [ "$status" -ne 0 ]; then
    cat "$tmp/report"
    if $update; then
        cp "$tmp/libtsumo.abi" "$dump"
        echo "abi: $dump holds the ABI of $now, with the additions"
        exit 0
    fi
    echo "abi: $now adds to $dump and breaks nothing: refresh the dump (tools/abi.sh --update $1)"
    exit 0
fi
$update && cp "$tmp/libtsumo.abi" "$dump"
echo "abi: $now has the ABI of $dump"

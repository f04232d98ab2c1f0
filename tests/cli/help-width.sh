#!/bin/sh
# Every verb's --help, in English and in every language of po/LINGUAS, fits an 80-column
# terminal (no line wider than 79 cells, measured as the terminal shows it), and a table of words
# and their meanings keeps its columns apart: the drill kinds' list once ran "efficiency which
# discard ..." together.
. "$(dirname "$0")/testlib.inc"
LC_ALL=C.UTF-8
export LC_ALL
locale_dir=$(dirname "$tsumo")/locale

# check_help LANG VERB: the help of VERB (or tsumo's own) in LANG is no wider than 79 cells.
check_help() {
    # shellcheck disable=SC2086 # $2 is a verb or nothing
    if [ "$1" = en ]; then
        "$tsumo" $2 --help >"$tmp/help" 2>&1
    else
        LANGUAGE=$1 TSUMO_LOCALEDIR=$locale_dir "$tsumo" $2 --help >"$tmp/help" 2>&1
    fi
    width=$(wc -L <"$tmp/help")
    [ "$width" -le 79 ] && return
    while IFS= read -r line; do
        [ "$(printf '%s\n' "$line" | wc -L)" -le 79 ] || fail "tsumo $2 --help ($1), $width cells: $line"
    done <"$tmp/help"
}

for lang in en $(grep -v '^#' "$src/po/LINGUAS"); do
    check_help "$lang" ""
    for verb in score rules replay view demo drill explain sim bench bot play; do
        check_help "$lang" "$verb"
    done
done

# The drill kinds' table: a kind, at least two spaces, its question (drill.c's help).
run drill --help
expect_rc 0
for kind in furiten calls waits scoring efficiency defence; do
    grep -qE "^  $kind  +[a-z]" "$tmp/out" || fail "drill --help: '$kind' does not stand apart from its question"
done

finish

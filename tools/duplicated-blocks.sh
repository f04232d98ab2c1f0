#!/bin/sh
# Blocks of C written twice: prints one line a pair of files that share a run of MIN (6)
# significant lines or more, the same to the letter once blanks and comments are gone,
#   duplicate FILE_A FILE_B LINES FILE_A:LINE FILE_B:LINE
# LINES being how many significant lines of FILE_A stand again in FILE_B (FILE_A = FILE_B for
# a file that repeats itself), the two places those of the first run. Lines that are only
# punctuation, or #include, do not count; a run found in more than 8 places is a pattern of the
# code, not a copy, and is left out. Deterministic: the same tree gives the same lines, in the
# order of the files given. tools/lint.sh compares them with tools/lint-baseline.txt.
# Usage: sh tools/duplicated-blocks.sh [MIN] <FILE_LIST   (one file a line)
set -eu
min=${1:-6}
# shellcheck disable=SC2016 # the program is awk's, its $ are awk's
awk -v min="$min" '
BEGIN {
    while ((getline name <"/dev/stdin") > 0)
        if (name != "")
            ARGV[ARGC++] = name
}
FNR == 1 { files[++nfiles] = FILENAME; in_comment = 0 }
{
    line = $0
    # Comments go: a block comment may span lines; a // comment runs to the end of the line.
    out = ""
    while (line != "") {
        if (in_comment) {
            end = index(line, "*/")
            if (!end) { line = ""; break }
            line = substr(line, end + 2); in_comment = 0
            continue
        }
        start = index(line, "/*")
        if (!start) { out = out line; break }
        out = out substr(line, 1, start - 1)
        line = substr(line, start + 2); in_comment = 1
    }
    sub(/^[ \t]*\/\/.*/, "", out)
    gsub(/[ \t]+/, " ", out)
    sub(/^ /, "", out); sub(/ $/, "", out)
    if (out ~ /^[{}();,]*$/ || out ~ /^#include/)
        next
    n = ++count[nfiles]
    text[nfiles, n] = out
    where[nfiles, n] = FNR
}
END {
    # Every run of `min` significant lines, and where it stands.
    for (f = 1; f <= nfiles; f++)
        for (i = 1; i + min - 1 <= count[f]; i++) {
            key = text[f, i]
            for (k = 1; k < min; k++)
                key = key "\n" text[f, i + k]
            places[key] = (key in places) ? places[key] " " f ":" i : f ":" i
        }
    for (key in places) {
        n = split(places[key], at, " ")
        if (n < 2 || n > 8)
            continue
        for (a = 1; a < n; a++)
            for (b = a + 1; b <= n; b++) {
                split(at[a], pa, ":"); split(at[b], pb, ":")
                fa = pa[1] + 0; ia = pa[2] + 0; fb = pb[1] + 0; ib = pb[2] + 0
                if (fa > fb || (fa == fb && ia > ib)) {
                    t = fa; fa = fb; fb = t; t = ia; ia = ib; ib = t
                }
                if (fa == fb && ib - ia < min)
                    continue # a run that overlaps itself: lines repeated in a row
                pair = fa SUBSEP fb
                if (!(pair in first) || ia < first[pair] ||
                    (ia == first[pair] && ib < other[pair])) {
                    first[pair] = ia; other[pair] = ib
                }
                for (k = 0; k < min; k++)
                    if (!((pair, ia + k) in covered)) {
                        covered[pair, ia + k] = 1
                        shared[pair]++
                    }
            }
    }
    for (fa = 1; fa <= nfiles; fa++)
        for (fb = fa; fb <= nfiles; fb++) {
            pair = fa SUBSEP fb
            if (pair in shared)
                printf "duplicate %s %s %d %s:%d %s:%d\n", files[fa], files[fb], shared[pair],
                    files[fa], where[fa, first[pair]], files[fb], where[fb, other[pair]]
        }
}'

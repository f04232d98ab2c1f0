#!/bin/sh
# `tsumo replay --to mjai` (docs/mjai.md, "replay --to mjai") on every real Tenhou log of
# ../shared/conformance/games/tenhou6_json: each converts without an error; each game's log
# opens with start_game, has as many start_kyoku as end_kyoku, every hora and ryukyoku carries
# deltas and scores, each hand starts with the scores the one before ended with, and each of the
# four seats' models (`tsumo bot --mjai`, src/common/mjai-seat.c, which replays every event in
# the engine) reads the whole log without refusing a line.
# TSUMO_MJAI_LOG_EVERY=N takes every N-th log only (the sanitizer build: tests/CMakeLists.txt).
# Usage: sh mjai-log.sh TSUMO CONFORMANCE_DIR
set -u
every=${TSUMO_MJAI_LOG_EVERY:-1}
case $every in '' | *[!0-9]* | 0) echo "mjai-log.sh: TSUMO_MJAI_LOG_EVERY=$every: expected a number from 1" >&2; exit 1 ;; esac
index=0
tsumo=$1
dir=$2/games/tenhou6_json
LC_ALL=C
export LC_ALL
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
files=0
lines=0
fail() {
    echo "mjai-log.sh: $*" >&2
    status=1
}
for file in "$dir"/mjlog2json/*.json "$dir"/mjx_mjscore/*.json; do
    [ -r "$file" ] || { echo "mjai-log.sh: no Tenhou logs in $dir" >&2; exit 1; }
    index=$((index + 1))
    [ $(((index - 1) % every)) -eq 0 ] || continue
    files=$((files + 1))
    if ! "$tsumo" replay --to mjai --rules tenhou "$file" >"$tmp/log" 2>"$tmp/err"; then
        fail "$file: replay --to mjai failed: $(cat "$tmp/err")"
        continue
    fi
    [ -s "$tmp/err" ] && fail "$file: replay --to mjai said: $(cat "$tmp/err")"
    lines=$((lines + $(wc -l <"$tmp/log")))
    head -n 1 "$tmp/log" | grep -q '^{"type":"start_game","id":0,"names":\[' ||
        fail "$file: the log does not open with start_game and the names"
    starts=$(grep -c '"type":"start_kyoku"' "$tmp/log")
    ends=$(grep -c '"type":"end_kyoku"' "$tmp/log")
    if [ "$starts" -eq 0 ] || [ "$starts" -ne "$ends" ]; then
        fail "$file: $starts start_kyoku, $ends end_kyoku"
    fi
    grep -E '"type":"(hora|ryukyoku)"' "$tmp/log" | grep -v '"scores":\[.*"deltas":\[' >"$tmp/bad"
    [ -s "$tmp/bad" ] && fail "$file: a hand's end without deltas and scores: $(head -n 1 "$tmp/bad")"
    # the scores a hand ends with are those the next starts with
    awk -v file="$file" '
        function scores(line) { sub(/.*"scores":\[/, "", line); sub(/\].*/, "", line); return line }
        /"type":"start_kyoku"/ { s = scores($0); if (last != "" && s != last) {
            print "mjai-log.sh: " file ": line " NR ": start_kyoku scores " s ", the hand before ended with " last; bad = 1 } last = "" }
        /"type":"(hora|ryukyoku)"/ { last = scores($0) }
        END { exit bad }' "$tmp/log" >&2 || status=1
    for id in 0 1 2 3; do
        sed "s/^{\"type\":\"start_game\",\"id\":0,/{\"type\":\"start_game\",\"id\":$id,/" "$tmp/log" |
            "$tsumo" bot --mjai --rules tenhou >/dev/null 2>"$tmp/err" ||
            fail "$file: seat $id's model refuses the log: $(cat "$tmp/err")"
    done
done
echo "mjai-log.sh: $files files converted, $lines mjai lines, read back by four seats' models"
[ "$files" -ge 2 ] || fail "too few logs"
exit $status

#!/bin/sh
# Real Tenhou games (../shared/conformance/games/tenhou6_json: mjlog2json/ one
# game a file, mjx_mjscore/ one round a line) replayed through the engine
# under the tenhou ruleset with `tsumo replay --keep-going`: every action must
# be accepted and every payment, every hand's counters, sticks and scores and
# every game's final points reproduced, for all 397 rounds (issue 3).
# Usage: sh tenhou.sh TSUMO CONFORMANCE_DIR
set -u
tsumo=$1
dir=$2/games/tenhou6_json
LC_ALL=C
export LC_ALL
status=0
hands=0
accepted=0
paid=0
results=0
files=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for file in "$dir"/mjlog2json/*.json "$dir"/mjx_mjscore/*.json; do
    if [ ! -r "$file" ]; then
        echo "tenhou.sh: no Tenhou logs in $dir" >&2
        exit 1
    fi
    files=$((files + 1))
    "$tsumo" replay --keep-going --quiet --rules tenhou "$file" >"$tmp"
    rc=$?
    [ "$rc" -eq 0 ] || status=1
    # "FILE: N hands: A accepted, P of R payments reproduced, K problems"
    # shellcheck disable=SC2046 # the four numbers become $1-$4
    set -- $(sed -n 's/.*: \([0-9]*\) hands\{0,1\}: \([0-9]*\) accepted, \([0-9]*\) of \([0-9]*\) payments\{0,1\} .*/\1 \2 \3 \4/p' "$tmp")
    if [ $# -ne 4 ]; then
        echo "tenhou.sh: $file: no summary (exit status $rc)" >&2
        status=1
        continue
    fi
    hands=$((hands + $1))
    accepted=$((accepted + $2))
    paid=$((paid + $3))
    results=$((results + $4))
done
echo "tenhou.sh: $files files, $hands rounds: $accepted accepted, $paid of $results payments reproduced"
[ "$hands" -eq 397 ] || { echo "tenhou.sh: expected 397 rounds, found $hands" >&2; status=1; }
[ "$accepted" -eq "$hands" ] && [ "$paid" -eq "$results" ] || status=1
exit $status

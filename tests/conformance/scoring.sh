#!/bin/sh
# The EMA 2008 scoring conformance data (../shared/conformance/scoring) through
# `tsumo score --jsonl --check` with the default ruleset (EMA 2008, three red
# fives, EMA 1.1): every tier A, B and A-invalid-config case must give the
# expected valid_win, han, fu, yaku, yakuman, limit and payments. Tier C cases
# are counted but do not fail the test (docs/batch-format.md).
# Usage: sh scoring.sh TSUMO CONFORMANCE_DIR
set -u
tsumo=$1
dir=$2
case $tsumo in
/*) ;;
*) tsumo=$(pwd)/$tsumo ;;
esac

status=0
for file in ema2008_acceptance.jsonl ema2008_acceptance_with_red_fives.jsonl; do
    if [ ! -r "$dir/scoring/$file" ]; then
        echo "scoring.sh: $dir/scoring/$file is missing" >&2
        status=1
        continue
    fi
    (cd "$dir/scoring" && LC_ALL=C "$tsumo" score --jsonl "$file" --check >/dev/null)
    rc=$?
    if [ "$rc" -ne 0 ]; then
        echo "scoring.sh: $file: tsumo score --jsonl --check exited with $rc" >&2
        status=1
    fi
done

# mr:34 (a non-dealer's tenhou) was once left out as wrong; its data now expects
# the refusal, and it must be among the cases that pass.
one=$(grep -F '"id": "mr:34",' "$dir/scoring/ema2008_acceptance.jsonl" |
    LC_ALL=C "$tsumo" score --jsonl - --check 2>&1)
case $one in
*'"id": "mr:34", "valid_win": false, "error": "tenhou_not_dealer"'*'A   '*' 1        1        0'*) ;;
*)
    echo "scoring.sh: mr:34 does not pass: $one" >&2
    status=1
    ;;
esac
exit $status

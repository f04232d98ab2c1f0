#!/bin/sh
# The log importers ask the engine who may claim nagashi mangan at a draw and who is tenpai
# (R-NAGA-01, EMA 4.2.4; R-DRAW-03, EMA 3.4.2) instead of judging it themselves (issue 11):
# replayed under a ruleset without nagashi (CFG-NAGASHI off), the nagashi rounds of a Tenhou
# and a Majiang log are declared as the engine allows, so every action is accepted and only
# the payments differ from the log's. Their own copies of the rule declared nagashi anyway,
# which the engine refused.
# Usage: sh nagashi.sh TSUMO CONFORMANCE_DIR
set -u
tsumo=$1
dir=$2/games
LC_ALL=C
export LC_ALL
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
"$tsumo" rules tenhou | sed 's/^nagashi_mangan = .*/nagashi_mangan = no/' >"$tmp/no-nagashi.ini"
grep -q '^nagashi_mangan = no$' "$tmp/no-nagashi.ini" || {
    echo "nagashi.sh: cannot turn nagashi off in the tenhou ruleset" >&2
    exit 1
}
check() { # FILE: every hand's actions accepted, some payment not the log's
    "$tsumo" replay --keep-going --quiet --rules "$tmp/no-nagashi.ini" "$1" >"$tmp/out" 2>"$tmp/err"
    if ! grep -q ': \([0-9]*\) hands: \1 accepted, ' "$tmp/out"; then
        echo "FAIL: $1 under no nagashi: an action was refused" >&2
        sed 's/^/    | /' "$tmp/out" "$tmp/err" >&2
        status=1
    fi
    if grep -q "reproduced, 0 problems" "$tmp/out"; then
        echo "FAIL: $1 under no nagashi: the nagashi round paid as with it" >&2
        status=1
    fi
}
check "$dir/tenhou6_json/mjx_mjscore/2019082700gm-00a9-0000-63d1f136.json"
check "$dir/majiang_paipu/script.json"
[ "$status" -eq 0 ] && echo "all checks passed"
exit "$status"

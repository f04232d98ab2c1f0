#!/bin/sh
# The conformance games (every tenhou.net/6 log and the Majiang script of
# ../shared/conformance/games) written as mjai logs by `tsumo replay --to mjai`
# and read back (issue 20): `view --print` gives the same points at every hand
# end and the same final points as the original log, and `explain` the same
# review of each Tenhou game, under the tenhou ruleset.
# Usage: sh mjai-read.sh TSUMO CONFORMANCE_DIR
set -u
tsumo=$1
dir=$2/games
LC_ALL=C
export LC_ALL
status=0
games=0
ends=0
# Skipped (77) in a build without the writer (`replay --to mjai`, issue 20's other half).
if ! "$tsumo" replay --help 2>&1 | grep -q "'mjai'"; then
    echo "mjai-read.sh: this tsumo has no 'replay --to mjai': skipped"
    exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for file in "$dir"/tenhou6_json/*/*.json "$dir"/majiang_paipu/*.json; do
    if [ ! -r "$file" ]; then
        echo "mjai-read.sh: no logs in $dir" >&2
        exit 1
    fi
    name=${file#"$dir"/}
    if ! "$tsumo" replay --to mjai "$file" >"$tmp/log.jsonl" 2>"$tmp/err"; then
        echo "mjai-read.sh: $name: replay --to mjai failed: $(head -n 1 "$tmp/err")" >&2
        status=1
        continue
    fi
    for kind in original mjai; do
        from=$file
        [ "$kind" = mjai ] && from=$tmp/log.jsonl
        # Each game of the file in turn (a log of rounds is a game a round).
        : >"$tmp/$kind.points"
        : >"$tmp/$kind.explain"
        # (A game that the rules end otherwise than the log, as some of the Majiang script's,
        # stops where they part, the same in both.)
        n=1
        while "$tsumo" view --print --rules tenhou --game "$n" "$from" >"$tmp/out" 2>"$tmp/err" ||
            ! grep -q 'there is no game' "$tmp/err"; do
            echo "game $n" >>"$tmp/$kind.points"
            grep -E '^(points|final) ' "$tmp/out" >>"$tmp/$kind.points"
            n=$((n + 1))
        done
        if ! "$tsumo" explain --rules tenhou "$from" 2>"$tmp/err" |
            sed 's/^[^ ].*:[0-9]*$/GAME/' >"$tmp/$kind.explain"; then
            echo "mjai-read.sh: $name ($kind): explain: $(head -n 1 "$tmp/err")" >&2
            status=1
        fi
    done
    if ! cmp -s "$tmp/original.points" "$tmp/mjai.points"; then
        echo "mjai-read.sh: $name: the points differ at a hand end:" >&2
        diff "$tmp/original.points" "$tmp/mjai.points" | head -n 5 >&2
        status=1
    fi
    games=$((games + n - 1))
    ends=$((ends + $(grep -c -v '^game' "$tmp/mjai.points")))
    # The Majiang script's triple ron on the last tile of the wall reads back as an exhaustive
    # draw with the same (zero) payments (docs/record-format.md, "mjai logs"): its review differs.
    case $name in majiang_paipu/*) continue ;; esac
    if ! cmp -s "$tmp/original.explain" "$tmp/mjai.explain"; then
        echo "mjai-read.sh: $name: explain differs:" >&2
        diff "$tmp/original.explain" "$tmp/mjai.explain" | head -n 5 >&2
        status=1
    fi
done
echo "mjai-read.sh: $games games, $ends hand ends and final points read back from mjai logs"
[ "$ends" -gt 0 ] || status=1
exit $status

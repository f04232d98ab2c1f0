#!/bin/sh
# The speed of `tsumo bot --mjai` (docs/performance.md): one recorded game's event stream fed
# to one bot TIMES times through a pipe; prints events per CPU second of the bot (user +
# system) and its peak RSS, for TIMES/10 and TIMES feeds (memory flat: the two peaks match).
#
#   sh tools/mjai-bench.sh BUILD_DIR [STREAM] [TIMES] [LEVEL]
#
# STREAM is one seat's mjai events, one a line; without it the stream of seat 0 is taken from
# the first whole game of ../shared/conformance/games/tenhou6_json, turned into events by the
# mjai referee (tests/mjai/referee.c) of BUILD_DIR or build/default. TIMES defaults to 1000, LEVEL to 1.
set -eu
[ $# -ge 1 ] || {
    echo "usage: tools/mjai-bench.sh BUILD_DIR [STREAM] [TIMES] [LEVEL]" >&2
    exit 2
}
build=$(cd "$1" && pwd)
stream=${2:-}
times=${3:-1000}
level=${4:-1}
tsumo=$build/tsumo
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -z "$stream" ]; then
    conf=${TSUMO_CONFORMANCE_DIR:-$(dirname "$0")/../../shared/conformance}
    log=$(find "$conf/games/tenhou6_json" -name '*.json' | sort | head -n 1)
    [ -n "$log" ] || {
        echo "mjai-bench: no STREAM given and no Tenhou log under $conf" >&2
        exit 2
    }
    # bots that keep their input, each in a file of its own
    cat >"$tmp/keep.sh" <<EOS
#!/bin/sh
tee "$tmp/seat.\$\$" | "$tsumo" "\$@"
EOS
    chmod +x "$tmp/keep.sh"
    ref=$build/tests/tsumo-mjai-referee # the release preset builds no tests: the default's
    [ -x "$ref" ] || ref=$(dirname "$0")/../build/default/tests/tsumo-mjai-referee
    "$ref" replay "$tmp/keep.sh" tenhou "$log" >/dev/null
    stream=$(grep -l '"type":"start_game","id":0' "$tmp"/seat.* | head -n 1)
    echo "stream: seat 0 of the first game of $(basename "$log")"
fi
events=$(wc -l <"$stream")
feed() {
    i=0
    while [ "$i" -lt "$1" ]; do
        cat "$stream"
        i=$((i + 1))
    done
}
for n in $((times / 10)) "$times"; do
    feed "$n" | /usr/bin/time -f "%U %S %M" -o "$tmp/time" \
        "$tsumo" bot --mjai --level "$level" --rules tenhou >/dev/null
    read -r user sys rss <"$tmp/time"
    awk -v n="$n" -v e="$events" -v u="$user" -v s="$sys" -v r="$rss" 'BEGIN {
        cpu = u + s; if (cpu <= 0) cpu = 0.01
        printf "%5d feeds x %d events: %.2f s CPU (%.2f user), %.0f events per CPU second, peak RSS %d KB\n",
            n, e, cpu, u, n * e / cpu, r }'
done

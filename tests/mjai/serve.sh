#!/bin/sh
# tsumo serve --mjai (docs/mjai.md, "tsumo serve"): four `tsumo bot --mjai mjsonp://...` join
# over TCP with the bot's own client, then four `tsumo bot --mjai` on pipes through a test client
# (tests/mjai/bridge.c: hello, join, then every line relayed), and play a whole game under
# ema2008 and under tenhou: every answer accepted (none refused, late or not
# mjai), the record replays with --check, and the mjai log the server wrote is the one
# `replay --to mjai` makes of the record, and replays with --check in its turn (and a server plays two games, one after the other); each seat behind the test client was sent its own
# tiles and draws only (39 "?" in each start_kyoku, every other seat's tsumo "?"). Then clients that misbehave: one answers garbage,
# one disconnects after a few events, one never answers (late three times, then played by
# level 1), one joins the wrong room; the server survives each,
# plays the game to its end (level 1 for the one gone, the record's notes say so) and
# no control byte from a peer reaches its output.
# Usage: sh serve.sh TSUMO BRIDGE
set -u
tsumo=$1
bridge=$2
LC_ALL=C
export LC_ALL
tmp=$(mktemp -d)
server=""
trap 'if [ -n "$server" ]; then kill "$server" 2>/dev/null; fi; rm -rf "$tmp"' EXIT
status=0
fail() {
    echo "serve.sh: $*" >&2
    status=1
}

# serve ARGS...: starts the server on a free port, waits for its "listening on" line, sets $port.
serve() {
    rm -f "$tmp/fifo"
    mkfifo "$tmp/fifo"
    "$tsumo" serve --mjai --port 0 "$@" >"$tmp/fifo" 2>"$tmp/server-err" &
    server=$!
    exec 4<"$tmp/fifo"
    IFS= read -r first <&4 || { fail "the server said nothing: $(cat "$tmp/server-err")"; return 1; }
    port=$(echo "$first" | sed -n 's#.*mjsonp://127\.0\.0\.1:\([0-9]*\)/.*#\1#p')
    [ -n "$port" ] || { fail "no port in: $first"; return 1; }
    # the rest of its output, to a file, while the game goes on
    cat <&4 >"$tmp/server-out" &
    reader=$!
    exec 4<&-
}

# finish: waits for the server and its output; sets $rc.
finish() {
    wait "$server"
    rc=$?
    server=""
    wait "$reader"
}

bot() { # bot NAME RULES LEVEL: a bot behind the bridge (or its own TCP client), in the background
    if [ "$client" = tcp ]; then
        "$tsumo" bot --mjai "mjsonp://127.0.0.1:$port/default" --name "$1" --rules "$2" \
            --level "$3" 2>"$tmp/bot-$1.err" &
    else
        MJAI_BRIDGE_SEEN=$tmp/seen-$1 "$bridge" "$port" default "$1" bot "$tsumo" bot --mjai \
            --rules "$2" --level "$3" 2>"$tmp/bot-$1.err" &
    fi
}

# The acceptance of issue 20: four `tsumo bot --mjai mjsonp://...` (tcp), then four bots on
# pipes behind the test client (bridge), a hanchan under each ruleset.
for run in tcp:ema2008 tcp:tenhou bridge:ema2008 bridge:tenhou; do
    client=${run%%:*}
    rules=${run#*:}
    rm -rf "${tmp:?}/$rules"
    mkdir -p "$tmp/$rules"
    serve --rules "$rules" --seed 5 --record "$tmp/$rules" || continue
    bot Ann "$rules" 1
    bot Bob "$rules" 2
    bot Cid "$rules" 3
    bot Dee "$rules" 2
    finish
    wait
    [ "$rc" -eq 0 ] || fail "$rules: the server exited $rc: $(cat "$tmp/server-err")"
    for name in Ann Bob Cid Dee; do
        [ -s "$tmp/bot-$name.err" ] && fail "$rules: $name said: $(cat "$tmp/bot-$name.err")"
    done
    grep -q ' 0 refused, 0 late, 0 not mjai$' "$tmp/server-out" ||
        fail "$rules: answers not taken: $(cat "$tmp/server-out") $(cat "$tmp/server-err")"
    [ -s "$tmp/server-err" ] && fail "$rules: the server said: $(cat "$tmp/server-err")"
    [ "$(grep -c 'joined' "$tmp/server-out")" -eq 4 ] || fail "$rules: four did not join"
    rec=$tmp/$rules/serve-5.txt
    "$tsumo" replay --check --quiet "$rec" >"$tmp/check" 2>&1 ||
        fail "$rules: the record does not replay: $(cat "$tmp/check")"
    grep -q ", 0 problems$" "$tmp/check" || fail "$rules: replay --check: $(cat "$tmp/check")"
    grep -q '"type":"end_game"' "$tmp/$rules/serve-5.mjson" || fail "$rules: no end_game in the log"
    "$tsumo" replay --to mjai "$rec" >"$tmp/again.mjson" ||
        fail "$rules: replay --to mjai of the record failed"
    cmp -s "$tmp/again.mjson" "$tmp/$rules/serve-5.mjson" ||
        fail "$rules: the server's mjai log is not replay --to mjai's of its record"
    [ -s "$tmp/$rules/serve-5.notes" ] && fail "$rules: notes: $(cat "$tmp/$rules/serve-5.notes")"
    # and the mjai log reads back (view, explain and replay read mjai logs) to the same game
    "$tsumo" replay --check --quiet --rules "$rules" "$tmp/$rules/serve-5.mjson" >"$tmp/check" 2>&1 ||
        fail "$rules: the mjai log does not replay: $(cat "$tmp/check")"
    grep -q ", 0 problems$" "$tmp/check" || fail "$rules: the mjai log: $(cat "$tmp/check")"
    if [ "$client" = bridge ]; then
        for name in Ann Bob Cid Dee; do # each seat saw only what it may
            awk -v who="$name" '
                /"type":"start_game"/ { match($0, /"id":[0-3]/); me = substr($0, RSTART + 5, 1) }
                /"type":"start_kyoku"/ { n = gsub(/"\?"/, "&"); if (n != 39) { bad = "start_kyoku with " n " hidden tiles, not 39" } }
                /"type":"tsumo"/ { match($0, /"actor":[0-3]/); a = substr($0, RSTART + 8, 1)
                    hidden = index($0, "\"pai\":\"?\"") > 0
                    if ((a == me) == hidden) bad = "a draw shown or hidden wrongly: " $0 }
                bad != "" { print "serve.sh: " who ": line " NR ": " bad; exit 1 }
                END { if (me == "") { print "serve.sh: " who " saw no start_game"; exit 1 } }' \
                "$tmp/seen-$name" >&2 || status=1
        done
    fi
    echo "serve.sh: $client, $rules: $(tail -n 2 "$tmp/server-out" | tr '\n' ' ')"
done

# Two games on one server (--games 2): the second four connect while the first game is played
# and are greeted when it is over.
client=tcp
mkdir -p "$tmp/two"
if serve --rules tenhou --seed 7 --games 2 --record "$tmp/two"; then
    for name in Ann Bob Cid Dee Eve Fay Gus Hal; do
        bot "$name" tenhou 1
    done
    finish
    wait
    [ "$rc" -eq 0 ] || fail "two games: the server exited $rc: $(cat "$tmp/server-err")"
    [ "$(grep -c ' 0 refused, 0 late, 0 not mjai$' "$tmp/server-out")" -eq 2 ] ||
        fail "two games: $(cat "$tmp/server-out") $(cat "$tmp/server-err")"
    for seed in 7 8; do
        "$tsumo" replay --check --quiet "$tmp/two/serve-$seed.txt" >"$tmp/check" 2>&1 ||
            fail "two games: serve-$seed.txt does not replay: $(cat "$tmp/check")"
    done
fi

client=bridge
# Misbehaving clients: garbage, a disconnection, one that never answers, a wrong room; the
# server plays on.
serve --rules ema2008 --seed 9 --record "$tmp" --timeout 0.2 || exit 1
"$bridge" "$port" wrong Eve refused || fail "a wrong room is not refused with an error"
bot Ann ema2008 1
"$bridge" "$port" default Silent silent &
"$bridge" "$port" default 'Gar\u001b[2Jbage' garbage & # an ESC in the name, JSON-escaped
"$bridge" "$port" default Quitter quit 40 &
finish
wait
[ "$rc" -eq 0 ] || fail "misbehaving clients: the server exited $rc: $(cat "$tmp/server-err")"
grep -q 'not mjai' "$tmp/server-out" || fail "no result: $(cat "$tmp/server-out")"
grep -q 'an answer that is no mjai event' "$tmp/server-err" || fail "garbage not noted"
[ "$(grep -c 'disconnected: level 1 plays the seat from here' "$tmp/serve-9.notes")" -eq 2 ] ||
    fail "the disconnection and the silence are not in the notes: $(cat "$tmp/serve-9.notes")"
grep -q '(Silent): no answer in time' "$tmp/serve-9.notes" || fail "the silence is not noted"
if LC_ALL=C grep -q "$(printf '[\001-\010\016-\037\177]')" "$tmp/server-out" "$tmp/server-err"; then
    fail "a control byte from a peer reached the server's output"
fi
grep -q 'Gar\\x1b\[2Jbage\|Gar\\033\[2Jbage\|Gar\\e\[2Jbage' "$tmp/server-out" ||
    fail "the garbage client's name is not shown escaped: $(grep joined "$tmp/server-out")"
"$tsumo" replay --check --quiet "$tmp/serve-9.txt" >"$tmp/check" 2>&1 ||
    fail "the record with a garbage client does not replay: $(cat "$tmp/check")"
exit $status

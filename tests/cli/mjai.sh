#!/bin/sh
# tsumo bot --mjai (docs/mjai.md, issue 13): a hand-written mjai log (tests/data/mjai-hand.jsonl,
# seat 0 in riichi on E and P, robbed of nothing, winning on West's E) is answered one line an
# event at every level and under both rulesets, with the riichi's two steps and the ron where
# they belong; a line that is not an event, or one that cannot follow the others, is refused
# with its line number and what was expected, exit 2, never echoed.
. "$(dirname "$0")/testlib.inc"
log=$src/tests/data/mjai-hand.jsonl

# line N of the last output
answer() {
    sed -n "$1p" "$tmp/out"
}

for rules in ema2008 tenhou; do
    for level in 1 2 3; do
        run_in "$log" bot --mjai --level $level --rules $rules
        expect_rc 0
        [ "$(wc -l <"$tmp/out")" -eq "$(wc -l <"$log")" ] ||
            fail "$last: not one answer an event"
        [ "$(answer 4)" = '{"type":"dahai","actor":0,"pai":"9m","tsumogiri":false}' ] ||
            fail "$last: the reach's discard: $(answer 4)"
        [ "$(answer 15)" = '{"type":"hora","actor":0,"target":3,"pai":"E"}' ] ||
            fail "$last: no ron on the winning E: $(answer 15)"
        [ "$(grep -c '"type":"none"' "$tmp/out")" -eq 15 ] ||
            fail "$last: answers where nothing was asked"
    done
done
run_in "$log" bot --mjai --level 1
[ "$(answer 3)" = '{"type":"reach","actor":0}' ] || fail "level 1 declares riichi when tenpai"

# bad LINE-NUMBER SED-SCRIPT ERROR-REGEX: the log with one change is refused at that line.
bad() {
    sed "$2" "$log" >"$tmp/bad.jsonl"
    cmp -s "$log" "$tmp/bad.jsonl" && fail "the edit '$2' changed nothing"
    run_in "$tmp/bad.jsonl" bot --mjai
    expect_rc 2
    expect_err "^tsumo bot: line $1: $3"
    [ "$(wc -l <"$tmp/out")" -eq $(($1 - 1)) ] || fail "$last: answers after the bad line"
}
bad 3 '3s/.*/{"type":"tsumo",/' 'expected one JSON object$'
bad 3 '3s/"P"/"0p"/' 'pai: expected a tile name \(1m-9s, 5mr, E S W N P F C or \?\)$'
bad 5 '5s/"9m"/"?"/' 'pai: expected a tile name \(1m-9s, 5mr, E S W N P F C\)$'
bad 2 '2s/"kyoku":1/"kyoku":4294967297/' 'kyoku: expected a number in its range$'
bad 7 '7s/"actor":1/"actor":4/' 'actor: expected a seat from 0 to 3$'
bad 7 '7s/"tsumo"/"tsumo\\u001b[2J"/' 'type: expected an mjai event type$'
bad 8 '8s/true/1/' 'tsumogiri: expected true or false$'
bad 2 '2s/"oya":0/"oya":2/' 'start_kyoku cannot follow the events before: expected the dealer \(oya\) of the hand kyoku names$'
bad 2 '2d' "tsumo cannot follow the events before: expected start_kyoku before the hand's events$"
bad 5 '5s/"9m"/"1p"/' 'dahai cannot follow the events before: expected tiles the seat holds, as the events before showed them$'
bad 1 '1d' 'start_kyoku cannot follow the events before: expected start_game before the first start_kyoku$'
grep -q "$(printf '\033')" "$tmp/err" && fail "an escape from the input reached the terminal"

# Impossible sequences (issue 20): each is the log with one line edited, refused at that line.
order() {
    bad "$1" "$2" "$3 cannot follow the events before: expected $4\$"
}
order 16 '16s/"pai":"E"/"pai":"W"/' hora 'a ron on the last discard \(or kan\) of another seat'
order 16 '16s/.*/{"type":"hora","actor":0,"target":1,"pai":"3s"}/' hora \
    'a ron on the last discard \(or kan\) of another seat'
order 15 '15d' hora 'a ron on the last discard \(or kan\) of another seat'
order 16 '15s/"E"/"7p"/;16s/"E"/"7p"/' hora 'a hand the tile completes'
order 16 '16s/"target":3/"target":0/' hora "a win on the seat's own draw, after its tsumo"
order 4 '3a{"type":"hora","actor":0,"target":0,"pai":"P"}' hora 'a hand the drawn tile completes'
order 7 '7s/"actor":1/"actor":2/' tsumo 'a draw by the seat whose turn it is'
order 4 '3p' tsumo 'a draw by the seat whose turn it is'
order 7 '7d' dahai 'a discard by the seat that drew or called'
order 8 '8s/"actor":1/"actor":2/' dahai 'a discard by the seat that drew or called'
order 9 '9s/"actor":2/"actor":1/' pon 'a call of the last discard, by another seat'
order 9 '9s/"pai":"3s"/"pai":"N"/' pon 'a call of the last discard, by another seat'
order 9 '9s/"pon","actor":2/"chi","actor":3/;9s/"3s","3s"/"4s","5s"/' chi \
    'a chi from the seat before'
order 3 '3{h;d};4G' reach 'a riichi by the seat that drew, not in riichi yet'
order 5 '4d' reach_accepted "reach_accepted after the seat's riichi discard"
order 4 '3a{"type":"dora","dora_marker":"2s"}' dora 'a dora event after a kan'
order 12 '12s/"actor":3/"actor":2/' ankan 'a kan by the seat that drew'

# --lenient: the same lines logged and answered with none, the rest played on
sed '7s/"actor":1/"actor":2/;3s/.*/{"type":"tsumo",/' "$log" >"$tmp/bad.jsonl"
run_in "$tmp/bad.jsonl" bot --mjai --lenient
expect_rc 0
expect_err '^tsumo bot: line 3: expected one JSON object$'
expect_err '^tsumo bot: line 7: tsumo cannot follow the events before'
[ "$(wc -l <"$tmp/out")" -eq "$(wc -l <"$log")" ] || fail "$last: not one answer a line"
[ "$(answer 3)" = '{"type":"none"}' ] || fail "$last: no none for the bad line: $(answer 3)"

# Lines up to 1 MiB; a longer one is refused (lenient: passed by) without being held whole:
# 200 MB without a newline under a 200 MB address space
long=$(awk 'BEGIN { while (i++ < 1048000) printf " " }')
{ echo "$long"'{"type":"start_game","id":0}'; } >"$tmp/long.jsonl"
run_in "$tmp/long.jsonl" bot --mjai
expect_rc 0
[ "$(cat "$tmp/out")" = '{"type":"none"}' ] || fail "$last: a line of 1 MiB is not read"
# shellcheck disable=SC3045 # ulimit -v is not POSIX, nor usable under ASan: skipped there
if (ulimit -v 200000 && "$tsumo" --version) >/dev/null 2>&1; then
    { head -c 200000000 /dev/zero | tr '\0' ' '; echo; sed 1d "$log"; } |
        (ulimit -v 200000 && "$tsumo" bot --mjai --lenient >"$tmp/out" 2>"$tmp/err")
    rc=$?
    last="tsumo bot --mjai --lenient < a line of 200 MB"
    expect_rc 0
    expect_err '^tsumo bot: line 1: expected a line of at most 1048576 bytes$'
    [ "$(head -n 1 "$tmp/out")" = '{"type":"none"}' ] || fail "$last: no none for the long line"
    # out of memory while a line grows: a message and status 2, not the end of the input
    base=""
    kb=4000
    while [ $kb -le 60000 ]; do
        if (ulimit -v $kb && "$tsumo" bot --mjai <"$log") >/dev/null 2>&1; then
            base=$kb
            break
        fi
        kb=$((kb + 200))
    done
    if [ -n "$base" ]; then
        { head -c 3000000 /dev/zero | tr '\0' ' '; echo; } |
            (ulimit -v "$base" && "$tsumo" bot --mjai >"$tmp/out" 2>"$tmp/err")
        rc=$?
        last="tsumo bot --mjai < a line of 3 MB (ulimit -v $base)"
        expect_rc 2
        expect_err '^tsumo bot: out of memory$'
    else
        fail "tsumo bot --mjai does not run in 60 MB"
    fi
fi

# The dialects: each transcript (tests/data/mjai-dialects/D.in) answered byte for byte.
dialects=$src/tests/data/mjai-dialects
for d in gimite mortal akochan akochan-pon review mjaiapp; do
    seat="--seat 0"
    [ $d = gimite ] && seat=""
    # shellcheck disable=SC2086 # $seat is an option and its value, or nothing
    run_in "$dialects/$d.in" bot --mjai --dialect "${d%-pon}" $seat --rules tenhou
    expect_rc 0
    cmp -s "$tmp/out" "$dialects/$d.out" || fail "$last: not the transcript's answers: $(diff "$dialects/$d.out" "$tmp/out" | head -n 5)"
done
# --lenient in the dialects: mortal answers a bad line only where the host waits (can_act
# true), akochan in its array, mjai.app one none for its bad line; a hello in mjai.app's line
# is answered by the join alone
printf '%s\n' '{"type":"start_game"' '{"type":"tsumo","actor":0,"pai":"P","can_act":true}' \
    '{"type":"tsumo","actor":0,"pai":"P"}' '{"type":"end_game"}' >"$tmp/bad.jsonl"
run_in "$tmp/bad.jsonl" bot --mjai --dialect mortal --seat 0 --lenient
expect_rc 0
[ "$(tr '\n' ' ' <"$tmp/out")" = '{"type":"none"} {"type":"none"} ' ] || fail "$last: $(cat "$tmp/out")"
expect_err '^tsumo bot: line 1: expected one JSON object$'
expect_err "^tsumo bot: line 2: tsumo cannot follow the events before: expected start_kyoku before the hand's events$"
run_in "$tmp/bad.jsonl" bot --mjai --dialect akochan --seat 0 --lenient
expect_rc 0
[ "$(tr '\n' ' ' <"$tmp/out")" = '[{"type":"none"}] [{"type":"none"}] ' ] || fail "$last: $(cat "$tmp/out")"
printf '%s\n' '[{"type":"hello"}]' '[{"type":"start_game","id":1}' '[]' \
    '[{"type":"start_game","id":1},{"type":"tsumo","actor":1,"pai":"P"}]' >"$tmp/bad.jsonl"
run_in "$tmp/bad.jsonl" bot --mjai --dialect mjaiapp --lenient
expect_rc 0
[ "$(tr '\n' ' ' <"$tmp/out")" = '{"type":"join","name":"tsumo","room":"default"} {"type":"none"} {"type":"none"} {"type":"none"} ' ] ||
    fail "$last: $(cat "$tmp/out")"
expect_err '^tsumo bot: line 3: expected a JSON array of 1 to 1024 events$'
expect_err "^tsumo bot: line 4: tsumo cannot follow the events before: expected start_kyoku before the hand's events$"
run_in "$dialects/mortal.in" bot --mjai --dialect mortal
expect_rc 2
expect_err 'need the seat: --seat N$'
run_in "$dialects/mortal.in" bot --mjai
expect_rc 2
expect_err '^tsumo bot: line 1: start_game cannot follow the events before: expected start_game with the seat'
printf '%s\n' '{"type":"hello"}' '{"type":"error","message":"no room\u001b[2J here"}' \
    '{"type":"start_game","id":0}' >"$tmp/error.jsonl"
run_in "$tmp/error.jsonl" bot --mjai --dialect gimite --name bot-1
expect_rc 1
[ "$(cat "$tmp/out")" = '{"type":"join","name":"bot-1","room":"default"}' ] ||
    fail "$last: the join: $(cat "$tmp/out")"
expect_err '^tsumo bot: line 2: the server ends the game: no room\\x1b\[2J here$'
grep -q "$(printf '\033')" "$tmp/err" && fail "$last: the server's escape reached the terminal"

# The TCP client, at a gimite server for one (tests/cli/mjai-fake-server.py): hello, join,
# the events, end_game; its answers those of the gimite transcript.
if command -v python3 >/dev/null 2>&1; then
    # serve MODE: the fake server started, its port in $port (0 when it failed to listen). It
    # writes its port to a fifo and "0" when it ends, so that a server that fails before it
    # listens is seen at once (the fifo is held open both ways: no write waits).
    serve() {
        rm -f "$tmp/port"
        mkfifo "$tmp/port"
        exec 4<>"$tmp/port"
        (
            python3 "$src/tests/cli/mjai-fake-server.py" "$tmp/events" "$tmp/answers" \
                "$tmp/port" "$1" 2>"$tmp/server.err"
            echo $? >"$tmp/server.rc"
            echo 0 >&4
        ) &
        server=$!
        read -r port <&4
    }
    served() {
        wait "$server"
        exec 4<&-
        [ "$(cat "$tmp/server.rc")" = 0 ] || fail "the fake server ($1): $(cat "$tmp/server.err")"
    }
    sed 1d "$dialects/gimite.in" >"$tmp/events"
    serve play
    if [ "$port" -gt 0 ]; then
        run bot --mjai "mjsonp://127.0.0.1:$port/room1" --name tsumo-test --rules tenhou </dev/null
        expect_rc 0
    fi
    served play
    { echo '{"type":"join","name":"tsumo-test","room":"room1"}'; sed 1d "$dialects/gimite.out"; } >"$tmp/expected"
    cmp -s "$tmp/answers" "$tmp/expected" ||
        fail "$last: not the gimite answers: $(diff "$tmp/expected" "$tmp/answers" | head -n 5)"
    # a server silent for --timeout, and one that leaves before end_game: status 1
    serve silent
    run bot --mjai "mjsonp://127.0.0.1:$port/r" --timeout 0.2 </dev/null
    expect_rc 1
    expect_err '^tsumo bot: no event from the server for 0.2 seconds$'
    served silent
    serve close
    run bot --mjai "mjsonp://127.0.0.1:$port/r" </dev/null
    expect_rc 1
    expect_err '^tsumo bot: the server closed the connection before end_game$'
    served close
fi
run bot --mjai mjsonp://127.0.0.1/room
expect_rc 2
expect_err "expected mjsonp://HOST:PORT/ROOM \\(a port"
run bot --mjai mjsonp://127.0.0.1:1/room --dialect mortal
expect_rc 2

# the options
run bot --help
expect_rc 0
expect_out '^Usage: tsumo bot --mjai'
run bot
expect_rc 2
expect_err '^tsumo bot: say which protocol: --mjai$'
run bot --mjai --level 4
expect_rc 2
run bot --mjai --rules nosuch
expect_rc 2
if [ -w /dev/full ]; then
    "$tsumo" bot --mjai <"$log" >/dev/full 2>"$tmp/err"
    rc=$?
    last="tsumo bot --mjai > /dev/full"
    expect_rc 2
fi

[ "$failures" -eq 0 ]

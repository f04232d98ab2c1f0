#!/bin/sh
# The mjai.app package (tools/mjai-app, issue 20 item 6): the zip holds bot.py at its root, the
# binary and the level; unpacked as mjai.app unpacks it (here without the mode bits, which
# bot.py restores) and started as mjai.app starts it (`python -u bot.py SEAT` in its
# directory), it answers mjai.app's transcript (tests/data/mjai-dialects/mjaiapp.in, the
# dialect's own test) line for line. Skipped (77) until the program has the dialect.
# shellcheck source=tests/cli/testlib.inc
. "$(dirname "$0")/testlib.inc"

if ! "$tsumo" bot --help 2>&1 | grep -q mjaiapp || ! command -v python3 >/dev/null 2>&1; then
    echo "no 'bot --dialect mjaiapp' or no python3: skipped"
    exit 77
fi
transcript=$(cd "$src" && pwd)/tests/data/mjai-dialects/mjaiapp

sh "$src/tools/mjai-app/make-zip.sh" "$tmp/bot.zip" --level 2 --binary "$tsumo" >"$tmp/out" 2>&1 ||
    fail "make-zip.sh: $(cat "$tmp/out")"
mkdir "$tmp/ws"
python3 - "$tmp/bot.zip" "$tmp/ws" >"$tmp/names" <<'PY' || fail "the zip cannot be read"
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    print(" ".join(sorted(z.namelist())))
    z.extractall(sys.argv[2])  # extractall drops the mode bits: bot.py must cope
PY
[ "$(cat "$tmp/names")" = "bot.py level tsumo" ] || fail "the zip holds $(cat "$tmp/names")"
[ "$(cat "$tmp/ws/level")" = 2 ] || fail "the level file holds $(cat "$tmp/ws/level")"

(cd "$tmp/ws" && python3 -u bot.py 0 <"$transcript.in" >"$tmp/out" 2>"$tmp/err")
rc=$?
last="python3 -u bot.py 0 < mjaiapp.in"
expect_rc 0
cmp -s "$tmp/out" "$transcript.out" ||
    fail "$last: not the transcript's answers: $(diff "$transcript.out" "$tmp/out" | head -n 5)"

(cd "$tmp/ws" && python3 -u bot.py 4 </dev/null >"$tmp/out" 2>"$tmp/err")
rc=$?
last="python3 -u bot.py 4"
expect_rc 2
expect_err '^usage: bot.py SEAT \(0-3\)$'

run bot --help
sh "$src/tools/mjai-app/make-zip.sh" "$tmp/x.zip" --level 4 --binary "$tsumo" >"$tmp/out" 2>"$tmp/err"
rc=$?
last="make-zip.sh --level 4"
expect_rc 2
expect_err 'level is 1, 2 or 3'

finish

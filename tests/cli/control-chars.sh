#!/bin/sh
# No input reaches the terminal raw (issue 10): names holding ESC, U+009B (a CSI of its own)
# or U+202E (right-to-left override), given with --names, in a record or in a Tenhou log, are
# refused with exit 2 and a reason; a hand, a ruleset or a verb holding such bytes is echoed
# escaped (\x1b). Neither output ever holds a raw control byte.
. "$(dirname "$0")/testlib.inc"

esc=$(printf '\033')
csi=$(printf '\302\233')
rlo=$(printf '\342\200\256')

# no_raw_controls: neither output holds a C0 byte other than tab and newline, DEL, a C1
# character or a bidi control.
no_raw_controls() {
    for f in "$tmp/out" "$tmp/err"; do
        if LC_ALL=C grep -aqP '[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\x8e\x8f\xaa-\xae]|\xe2\x81[\xa6-\xa9]|\xd8\x9c' "$f"; then
            fail "$last: a raw control byte in $(basename "$f")"
            od -c "$f" | sed 's/^/    | /' >&2
        fi
    done
}

# refused CHARACTER ESCAPED ARGS...: exit 2, the reason naming the character escaped.
refused() {
    shown=$1
    shift
    run "$@"
    expect_rc 2
    expect_err "name cannot be shown: it holds the control character \\\\$shown"
    no_raw_controls
}

refused x1b play --names "A${esc}[2J,B,C,D"
refused u009B play --names "A,B${csi}31m,C,D"
refused u202E play --names "A,B,C${rlo}evil,D"
run play --names "A,   ,C,D"
expect_rc 2
expect_err "Player 2 needs a name"

run sim --games 1 --seed 11 --record "$tmp"
expect_rc 0
rec=$tmp/sim-11.txt

# In a record.
sed "s/^player Sim A$/player Sim${esc}]0;pwned${esc}\\\\A/" "$rec" >"$tmp/esc.txt"
# (the record reader itself refuses C0 bytes in a name, as any text but tabs)
run replay "$tmp/esc.txt"
expect_rc 2
expect_err "esc.txt:[0-9]+:[0-9]+: unexpected character: expected printable text, found '\\\\x1B'"
no_raw_controls
sed "s/^player Sim B$/player Sim${csi}2JB/" "$rec" >"$tmp/csi.txt"
refused u009B replay --check "$tmp/csi.txt"
sed "s/^player Sim C$/player Sim${rlo}C/" "$rec" >"$tmp/rlo.txt"
refused u202E replay --to tenhou "$tmp/rlo.txt"

# The record's ruleset name.
sed "s/^  name = EMA 2008$/  name = EMA ${rlo}2008/" "$rec" >"$tmp/rules-rlo.txt"
cmp -s "$rec" "$tmp/rules-rlo.txt" && fail "the record's ruleset name was not changed"
run replay "$tmp/rules-rlo.txt"
expect_rc 2
expect_err "rules-rlo.txt:[0-9]+: key 'name': it holds the control character \\\\u202E$"
no_raw_controls

# In a Tenhou log.
run replay --to tenhou "$rec"
expect_rc 0
cp "$tmp/out" "$tmp/game.json"
sed "s/\"Sim B\"/\"Sim\\\\u001b[31mB\"/" "$tmp/game.json" >"$tmp/esc.json"
refused x1b replay "$tmp/esc.json"
expect_err 'esc.json:1: round 1: player [1-4]'
sed "s/\"Sim B\"/\"Sim\\\\u009bB\"/" "$tmp/game.json" >"$tmp/csi.json"
refused u009B replay --check "$tmp/csi.json"
sed "s/\"Sim B\"/\"Sim${csi}B\"/" "$tmp/game.json" >"$tmp/csi-raw.json"
refused u009B replay "$tmp/csi-raw.json"
# A raw ESC is no JSON: the parser's message shows what it read near it escaped.
sed "s/\"Sim B\"/\"Sim${esc}[31mB\"/" "$tmp/game.json" >"$tmp/raw.json"
run replay "$tmp/raw.json"
expect_rc 2
no_raw_controls
sed "s/\"Sim B\"/\"Sim${rlo}B\"/" "$tmp/game.json" >"$tmp/rlo.json"
refused u202E replay "$tmp/rlo.json"

# A log's text quoted in a message: a discard that is none.
sed 's/"r\([1-5][0-9]\)"/"r\1\\u001b[2J"/' "$tmp/game.json" >"$tmp/discard.json"
cmp -s "$tmp/game.json" "$tmp/discard.json" && fail "no riichi discard in the log to spoil"
run replay "$tmp/discard.json"
expect_rc 2
expect_err "'r[1-5][0-9]\\\\x1b\\[2J' is no discard"
no_raw_controls

# A hand with an ESC sequence in it, and an OSC one: told back escaped.
run score "123m456p789s11z234m${esc}[31m" --win 4m
expect_rc 2
expect_err "bad hand '123m456p789s11z234m\\\\x1b\\[31m'"
no_raw_controls
run score "12${esc}]0;pwned$(printf '\007')3m456p789s11z234m" --win 4m
expect_rc 2
expect_err '\\x1b\]0;pwned\\x07'
no_raw_controls
run score 123m456p789s11z234m --win "4m${csi}2J"
expect_rc 2
no_raw_controls

# A verb, a ruleset's file name and its name.
run "score${esc}[2J"
expect_rc 2
expect_err "unknown verb 'score\\\\x1b\\[2J'"
no_raw_controls
run rules "nope${rlo}.ini"
expect_rc 2
no_raw_controls
sed "s/^name = EMA 2008$/name = EMA ${rlo}8002/" "$src/data/rulesets/ema2008.ini" >"$tmp/rlo.ini"
run rules "$tmp/rlo.ini"
expect_rc 2
expect_err "key 'name': it holds the control character \\\\u202E"
no_raw_controls

# A --jsonl file's name, in the check's summary and when it cannot be opened (issue 21).
printf '{"hand":"123m456p789s11222z"}\n' >"$tmp/a${esc}[2Jb.jsonl"
run score --jsonl "$tmp/a${esc}[2Jb.jsonl" --check
expect_rc 1
expect_err 'check of .*a\\x1b\[2Jb\.jsonl$'
no_raw_controls
run score --jsonl "$tmp/n${rlo}x.jsonl"
expect_rc 2
expect_err "cannot open '.*n\\\\u202Ex\\.jsonl'"
no_raw_controls

finish

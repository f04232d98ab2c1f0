#!/bin/sh
# tsumo score --jsonl (docs/batch-format.md): one result a line, a bad line
# gets an error object and the run goes on; standard input; --check.
. "$(dirname "$0")/testlib.inc"

# A non-dealer's tsumo with East as the round wind: 2 han 40 fu, 1300/700.
good='{"id": "c1", "hand": "123m456p789s11122z", "win_tile": "2z", "win": "tsumo", "seat_wind": "S", "round_wind": "E", "dealer": false, "flags": {}, "dora_indicators": [], "honba": 0, "riichi_sticks": 0'
expected='"expected": {"valid_win": true, "yaku": [{"id": "yakuhai_round_wind", "han": 1}, {"id": "menzen_tsumo", "han": 1}], "han": 2, "fu": 40, "yakuman_mult": 0, "limit": null, "payments": {"tsumo_dealer": 1300, "tsumo_nondealer": 700, "total": 2700, "winner_gain": 2700}}'
{
    echo "$good}"
    echo 'this is not JSON'
    echo '{"id": "c3", "hand": "123m45x6p789s1122z"}'
    echo ''
    echo '{"id": "c5", "hand": "119m19p19s1234567z", "win_tile": "7z", "melds": [], "flags": ["riichi"], "honba": 1}'
    echo '{"id": "c6", "hand": "123m456p11122z", "melds": [{"type": "pon", "tiles": "789s", "called": "8s", "from": "kamicha"}]}'
    echo '{"id": "c7", "hand": "234m567p66s", "melds": [{"type": "chi", "tiles": "789s", "called": "8s", "from": "kamicha"}, {"type": "chi", "tiles": "345m", "called": "3m", "from": null}]}'
    echo '{"id": "c8", "hand": "123m456p789s11122z", "seat_wind": "E", "dealer": false}'
} >"$tmp/cases.jsonl"

run_in "$tmp/cases.jsonl" score --jsonl
expect_rc 2
[ "$(wc -l <"$tmp/out")" -eq 7 ] || fail "7 result lines expected, got $(wc -l <"$tmp/out")"
expect_out '^\{"id": "c1", "valid_win": true, "yaku": \[.*\], "yakuman_mult": 0, "han": 2, "fu": 40, "limit": null, "payments": \{"tsumo_dealer": 1300, "tsumo_nondealer": 700, "total": 2700, "winner_gain": 2700\}\}$'
expect_out '"id": "yakuhai_round_wind", "han": 1'
expect_out '^\{"id": null, "line": 2, "error": "bad_json", "message": "not JSON: .*"\}$'
expect_out '^\{"id": "c3", "line": 3, "error": "bad_notation", "message": "field .hand.: bad notation .* at column 7: .*"\}$'
expect_out '^\{"id": "c5", "valid_win": true, "yakuman": \["kokushi"\], "yakuman_mult": 1, "han": null, "fu": null, "limit": "yakuman", "payments": \{"ron": 32000, "total": 32000, "winner_gain": 32300\}\}$'
expect_out '^\{"id": "c6", "line": 6, "error": "bad_field", "message": "melds\[0\]: its tiles do not make a pon"\}$'
expect_out '^\{"id": "c7", "valid_win": false, "error": "no_yaku"\}$'
expect_out '^\{"id": "c8", "line": 8, "error": "bad_field", .*disagree'

# The same from a file, and from "-".
run score --jsonl "$tmp/cases.jsonl"
expect_rc 2
expect_out '"id": "c5", "valid_win": true'
run_in "$tmp/cases.jsonl" score --jsonl -
expect_rc 2
expect_out '"id": "c7", "valid_win": false'

# --check: a right tier A case passes; a wrong one fails the run; a wrong
# tier C case is counted but does not.
echo "$good, \"tier\": \"A\", $expected}" >"$tmp/right.jsonl"
run score --jsonl "$tmp/right.jsonl" --check
expect_rc 0
expect_err '^A +1 +1 +0$'
expect_err '^all +1 +1 +0$'
expect_out '"id": "c1", "valid_win": true'

sed 's/"han": 2, "fu": 40/"han": 3, "fu": 40/' "$tmp/right.jsonl" >"$tmp/wrong.jsonl"
run score --jsonl "$tmp/wrong.jsonl" --check
expect_rc 1
expect_err_line 'c1: han: expected 3, got 2'
expect_err '^A +1 +0 +1  must pass$'

sed 's/"tier": "A"/"tier": "C-assumption"/' "$tmp/wrong.jsonl" >"$tmp/wrong-c.jsonl"
run score --jsonl "$tmp/wrong-c.jsonl" --check
expect_rc 0
expect_err_line 'c1: han: expected 3, got 2'
expect_err '^C-assumption +1 +0 +1$'

sed 's/"valid_win": true, "yaku"/"valid_win": false, "yaku"/' "$tmp/right.jsonl" >"$tmp/invalid.jsonl"
run score --jsonl "$tmp/invalid.jsonl" --check
expect_rc 1
expect_err_line 'c1: valid_win: expected false, got true'

# Any number of tiers is counted tier by tier: a failing tier A case after
# sixteen other tiers still fails the run, in a row of its own.
for n in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
    sed "s/\"tier\": \"A\"/\"tier\": \"C-$n\"/" "$tmp/right.jsonl"
done >"$tmp/tiers.jsonl"
cat "$tmp/wrong.jsonl" >>"$tmp/tiers.jsonl"
run score --jsonl "$tmp/tiers.jsonl" --check
expect_rc 1
expect_err '^A +1 +0 +1  must pass$'
expect_err '^C-16 +1 +1 +0$'
expect_err '^all +17 +16 +1$'

run score --jsonl "$tmp/no-such-file.jsonl"
expect_rc 2
expect_err "cannot open"

run score --jsonl "$tmp/right.jsonl" "$tmp/wrong.jsonl"
expect_rc 2
expect_err "--jsonl reads one file; '$tmp/wrong.jsonl' is one too many"

# A NUL byte: the line gets an error object with the NUL's column, whether the NUL
# comes first, alone, or after a complete object; the lines around it are scored.
{
    printf '\000\001garbage\n'
    printf '{"id": "after", "hand": "123m456p789s11222z"}\n'
    printf '\000\n'
    printf '{"id": "nul", "hand": "123m456p789s11222z"}\000garbage\n'
} >"$tmp/nul.jsonl"
run_in "$tmp/nul.jsonl" score --jsonl
expect_rc 2
[ "$(wc -l <"$tmp/out")" -eq 4 ] || fail "4 result lines expected, got $(wc -l <"$tmp/out")"
expect_out '^\{"id": null, "line": 1, "error": "bad_json", "message": "not JSON: a NUL byte at column 1"\}$'
expect_out '^\{"id": "after", "valid_win": true,'
expect_out '^\{"id": null, "line": 3, "error": "bad_json", "message": "not JSON: a NUL byte at column 1"\}$'
expect_out '^\{"id": null, "line": 4, "error": "bad_json", "message": "not JSON: a NUL byte at column 44"\}$'
# With --check, the case behind the NUL is counted as failed, not lost.
printf '\000%s, "tier": "A", %s}\n' "$good" "$expected" >"$tmp/nul-check.jsonl"
run score --jsonl "$tmp/nul-check.jsonl" --check
expect_rc 1
expect_err '^\(no tier\) +1 +0 +1  must pass$'

# Tiles no set holds: an error object that names the tile (R-TILE-03,
# CFG-AKA, R-TILE-01, EMA 1.1); the lines around it are scored.
{
    echo '{"id": "r2", "hand": "1133m00p2244s1177z"}'
    echo '{"id": "r1", "hand": "1133m05p2244s1177z"}'
    echo '{"id": "d5", "hand": "123m456p789s11122z", "dora_indicators": ["1z"], "ura_dora_indicators": ["1z"]}'
} >"$tmp/tiles.jsonl"
run_in "$tmp/tiles.jsonl" score --jsonl
expect_rc 2
expect_out '^\{"id": "r2", "line": 1, "error": "too_many_red_fives", "message": "too many red fives 0p: the ruleset EMA 2008 has 1 of them \(red_fives = 3, CFG-AKA\)\."\}$'
expect_out '^\{"id": "r1", "valid_win": true, .*"aka_dora"'
expect_out '^\{"id": "d5", "line": 3, "error": "too_many_copies", "message": "more than four 1z, .*"\}$'
run_in "$tmp/tiles.jsonl" score --jsonl --rules tenhou
expect_out '"id": "r2", "line": 1, "error": "too_many_red_fives", "message": "too many red fives 0p: the ruleset Tenhou has 1 of them'
echo '{"id": "j", "hand": "123m406p789s11222z"}' >"$tmp/jpml.jsonl"
run score --jsonl "$tmp/jpml.jsonl" --rules jpml-a
expect_rc 2
expect_out '^\{"id": "j", "line": 1, "error": "too_many_red_fives", "message": "0p is a red five, and the ruleset JPML A has none \(red_fives = 0, CFG-AKA\)\."\}$'

# Nagashi mangan (R-NAGA-01, EMA 4.2.4): a tsumo when "win" is not given, a
# refusal when it says ron; 13 tiles, the hand at the draw.
{
    echo '{"id": "nt", "hand": "19m19p19s1234567z", "flags": ["nagashi_mangan"], "honba": 3}'
    echo '{"id": "nr", "hand": "123456m456p78s1z1z", "win": "ron", "flags": ["nagashi_mangan"], "honba": 3}'
    echo '{"id": "n14", "hand": "19m19p19s12345677z", "flags": ["nagashi_mangan"]}'
} >"$tmp/nagashi.jsonl"
run_in "$tmp/nagashi.jsonl" score --jsonl
expect_rc 2
expect_out '^\{"id": "nt", "valid_win": true, "yaku": \[\{"id": "nagashi_mangan", "han": 5\}\], "yakuman_mult": 0, "han": 5, "fu": null, "limit": "mangan", "payments": \{"tsumo_dealer": 4000, "tsumo_nondealer": 2000, "total": 8000, "winner_gain": 8900\}\}$'
expect_out '^\{"id": "nr", "valid_win": false, "error": "nagashi_with_ron"\}$'
expect_out '^\{"id": "n14", "line": 3, "error": "not_a_hand", "message": "14 tiles: a hand at an exhaustive draw \(nagashi mangan\) has 13, a kan counting as 3"\}$'

# A kan written with three tiles is no kan.
{
    echo '{"id": "k3", "hand": "123m456p789s11z", "melds": [{"type": "minkan", "tiles": "111p"}]}'
    echo '{"id": "a3", "hand": "123m456p789s11z", "melds": [{"type": "ankan", "tiles": "111p"}]}'
} >"$tmp/kans.jsonl"
run_in "$tmp/kans.jsonl" score --jsonl
expect_rc 2
expect_out '^\{"id": "k3", "line": 1, "error": "bad_field", "message": "melds\[0\]: its tiles do not make a minkan"\}$'
expect_out '^\{"id": "a3", "line": 2, "error": "bad_notation", "message": "melds\[0\]: bad meld \(written \[111p\]\): .*"\}$'

# Results that cannot be written are an error, not a success (exit 2, why on stderr).
if [ -w /dev/full ]; then
    "$tsumo" score --jsonl "$tmp/right.jsonl" >/dev/full 2>"$tmp/err"
    rc=$?
    last="tsumo score --jsonl right.jsonl >/dev/full"
    expect_rc 2
    expect_err '^tsumo: cannot write the results: '
fi

# A line too long to be a case gets an error object of its own; the lines
# after it are still scored (nothing is dropped, exit 2).
{
    echo '{"id": "before", "hand": "123m456p789s11222z"}'
    printf '{"id": "long", "note": "'
    head -c 1100000 /dev/zero | tr '\000' x
    printf '"}\n'
    echo '{"id": "after", "hand": "123m456p789s11222z"}'
} >"$tmp/long.jsonl"
run score --jsonl "$tmp/long.jsonl"
expect_rc 2
[ "$(wc -l <"$tmp/out")" -eq 3 ] || fail "3 result lines expected, got $(wc -l <"$tmp/out")"
expect_out '^\{"id": "before", "valid_win": true,'
expect_out '^\{"id": null, "line": 2, "error": "line_too_long", "message": "a line of more than 1048576 bytes: .*"\}$'
expect_out '^\{"id": "after", "valid_win": true,'

# A line bigger than the memory the program may have: it is not the end of the
# input. Only where the limit leaves the program room to start (not under ASan).
# ulimit -v is not POSIX: where the shell lacks it, this first try fails and the case is skipped.
# shellcheck disable=SC3045
if (ulimit -v 200000 && "$tsumo" --version) >/dev/null 2>&1; then
    {
        echo '{"id": "before", "hand": "123m456p789s11222z"}'
        head -c 300000000 /dev/zero | tr '\000' x
        echo
        echo '{"id": "after", "hand": "123m456p789s11222z"}'
    } | (ulimit -v 200000 && "$tsumo" score --jsonl) >"$tmp/out" 2>"$tmp/err"
    rc=$?
    last="tsumo score --jsonl < (a line of 300 MB, ulimit -v 200000)"
    expect_rc 2
    expect_out '^\{"id": null, "line": 2, "error": "line_too_long", '
    expect_out '^\{"id": "after", "valid_win": true,'
fi

# Ids of every kind come back as jansson writes them, whichever reader took
# the line (docs/batch-format.md, "How lines are read"); a repeated key is bad JSON.
h='"hand": "123m456p789s11222z"'
{
    printf '{"id": 1.5, %s}\n' "$h"
    printf '{"id": "a\\u00e9", %s}\n' "$h"
    printf '{"id": "tab\\there\\/\\"q\\"\\\\ \\u001f", %s}\n' "$h"
    printf '{"id": [1, {"a": [], "b": {}}, null, true, false, "x"], %s}\n' "$h"
    printf '{"id": "x", %s, "honba": 1, "honba": 2}\n' "$h"
} >"$tmp/ids.jsonl"
run score --jsonl "$tmp/ids.jsonl"
for id in '1.5' '"aé"' '"tab\there/\"q\"\\ \u001F"' '[1, {"a": [], "b": {}}, null, true, false, "x"]'; do
    grep -Fq -- "{\"id\": $id, \"valid_win\": true, " "$tmp/out" || fail "$last: no result with the id $id"
done
expect_out '^\{"id": null, "line": 5, "error": "bad_json", "message": "not JSON: duplicate object key .*"\}$'

# --check writes ids, tiers and messages from the file to the terminal: their
# control characters (an escape sequence here) come out as '?', never raw.
{
    printf '{"id": "e\\u001b[2J", "tier": "A\\u001b]0;x\\u0007", "hand": "123m456p789s11222z", "win_tile": "9\\u001bz"}\n'
} >"$tmp/escape.jsonl"
run score --jsonl "$tmp/escape.jsonl" --check
expect_rc 0
if LC_ALL=C grep -q "$(printf '\033')" "$tmp/err"; then
    fail "$last: an escape character reached standard error"
fi
expect_err '^e\?\[2J: field .win_tile.: bad tile "9\?z"'
expect_err '^A\?\]0;x\? +1 +0 +1$'

# The file may follow the other options.
run score --jsonl --check "$tmp/right.jsonl"
expect_rc 0
expect_err '^all +1 +1 +0$'

finish

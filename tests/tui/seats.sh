#!/bin/sh
# Seats drawn by lot (R-SEAT-02, EMA 2.3): `tsumo play --from` a whole game that
# `tsumo sim --record` played with drawn seats shows the same players with the same
# points as `tsumo replay` and the tenhou.net/6 export (tests/cli/seats.sh checks
# those two against the record's results, hand by hand).
. "$(dirname "$0")/lib.inc"

"$TSUMO" sim --games 1 --seed 7 --record "$TMP" >/dev/null || fail "tsumo sim wrote no record"
rec=$TMP/sim-7.txt
grep -q '^seats drawn$' "$rec" || fail "the record's seats are not drawn"
names=$("$TSUMO" replay --to tenhou "$rec" | sed -n 's/.*"name": *\[\([^]]*\)\].*/\1/p' | tr -d '"')
[ "$names" != "Sim A,Sim B,Sim C,Sim D" ] || fail "seed 7 no longer draws the seats out of order"
# "Sim C 47000" for each place, as `tsumo replay` gives the final result.
"$TSUMO" replay "$rec" | sed -n '/^Final result$/,$s/^  [1-4]\. \(Sim [A-D]\) *\([0-9-]*\) .*/\1 \2/p' \
    >"$TMP/replay"
[ "$(grep -c . "$TMP/replay")" = 4 ] || fail "tsumo replay gives no final result: $(cat "$TMP/replay")"

start 80 24 play --from "$rec"
wait_screen final
settle
screen | sed -n 's/^   [1-4]  *\(Sim [A-D]\)  *\([0-9-]*\) .*/\1 \2/p' >"$TMP/table"
cmp -s "$TMP/replay" "$TMP/table" ||
    fail "the table's standings differ from tsumo replay's: $(cat "$TMP/table") / $(cat "$TMP/replay")"
ok "the standings name the players as tsumo replay does: $(tr '\n' ',' <"$TMP/replay")"
# The score sheet's columns are the seats, from the first dealer, as in the export.
header=$(screen | sed -n 's/^  Hands 1-[0-9]* of [0-9]*  *//p' | sed 's/   */,/g')
[ "$header" = "$names" ] || fail "the score sheet's seats are '$header', the export's '$names'"
ok "the score sheet's seats are the export's: $names"
keys q
wait_exit >/dev/null
finish

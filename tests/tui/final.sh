#!/bin/sh
# The end of the game, reached quickly and honestly: a game record whose header starts at South 4
# (the `start` line of docs/record-format.md), played on with `tsumo play --from`, its last hand
# played through the keyboard to the final standings (EMA 3.6, R-GAME-06, R-GAME-07, R-STCK-04).
# The standings are checked against a ranking computed here from the final points, not only
# against the engine; the exported record and tenhou.net/6 log replay with `tsumo replay --check`.
. "$(dirname "$0")/lib.inc"

NAMES="Alice Bob Carol Dave"
name_of() { echo "$NAMES" | cut -d' ' -f$(($1 + 1)); }

# signed N: N with its sign as an extended regular expression ("[+]500", "-500").
signed() { case $1 in -*) echo "$1" ;; *) echo "[+]$1" ;; esac; }

# record PLAN FILE: a record as a player would write it by hand: a ruleset, the seed, fixed
# seats, the players and the planner's start line.
record() {
    {
        echo "tsumo-record 1"
        echo "ruleset ema2008"
        echo "seed $(sed -n 's/^seed //p' "$1")"
        echo "seats fixed"
        for n in $NAMES; do echo "player $n"; done
        grep '^start ' "$1"
    } >"$2"
}

# expected_uma SEAT FILE: EMA's uma (+9000 +3000 -3000 -9000, R-GAME-07) for the seat's place,
# shared among players with the same points, from the final points in the plan.
expected_uma() {
    awk -v seat="$1" '$1 == "final" { p[$2] = $4 }
        END {
            split("9000 3000 -3000 -9000", uma, " ")
            better = 0; same = 0
            for (s = 0; s < 4; s++) {
                if (p[s] > p[seat]) better++
                if (p[s] == p[seat]) same++
            }
            sum = 0
            for (i = better + 1; i <= better + same; i++) sum += uma[i]
            printf "%d %d\n", better + 1, sum / same
        }' "$2"
}

# check_standings PLAN: each player's row: place (with = when tied), points, uma, total.
check_standings() {
    plan=$1
    for seat in 0 1 2 3; do
        # shellcheck disable=SC2046 # the engine's words become $1, $2, ...
        set -- $(grep "^final $seat " "$plan")
        place=$3 pts=$4 uma=$5 total=$8
        # shellcheck disable=SC2046 # place and uma become $1 and $2
        set -- $(expected_uma "$seat" "$plan")
        [ "$1" = "$place" ] || fail "$(name_of "$seat") is placed $place by the engine, $1 by the points"
        [ "$2" = "$uma" ] || fail "$(name_of "$seat")'s uma is $uma by the engine, $2 by R-GAME-07"
        tie=$(grep -c "^final [0-3] $place " "$plan")
        mark=$place
        [ "$tie" -gt 1 ] && mark="$place="
        screen | grep -E "^ +$mark +$(name_of "$seat") +$pts +$(signed "$uma") +$total\$" >/dev/null ||
            fail "no row '$mark $(name_of "$seat") $pts $uma $total' in the standings"
    done
}

# The options --from refuses, and a record that cannot be read: before any screen.
"$PLAN" last-win >"$TMP/win" || fail "the planner found no seed whose South 4 ends the game"
record "$TMP/win" "$TMP/s4.tsumo"
"$TSUMO" play --from "$TMP/s4.tsumo" --seed 3 2>"$TMP/err" && fail "--from took --seed"
grep -q -- "--seed cannot be given with --from" "$TMP/err" || fail "no reason for --seed: $(cat "$TMP/err")"
"$TSUMO" play --from "$TMP/none.tsumo" 2>"$TMP/err" && fail "--from took a missing file"
grep -q "cannot play on from the record: .*none.tsumo" "$TMP/err" || fail "no reason: $(cat "$TMP/err")"
ok "--from refuses the options a record gives, and a file it cannot read, with the reason"

# A won last hand that ends the game with two players tied.
start 80 24 play --from "$TMP/s4.tsumo" --claim-window 0
wait_text "The game begins at South 4 · 1 counter · 1 riichi stick on the table"
for seat in 0 1 2 3; do
    pts=$(grep '^start ' "$TMP/win" | awk -v s="$seat" '{ print $(8 + (s + 1) % 4) }')
    screen | grep -qE "\\[$((seat + 1))\\]  $(name_of "$seat") +\\[[asdf]\\] pass +$pts\$" ||
        fail "the start screen does not give $(name_of "$seat") $pts"
done
ok "the start screen says where the game begins and each player's score"
keys Enter
play_plan "$TMP/win"
wait_screen result
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/win")
wait_text "South 4 — $(name_of "$3") wins by $4"
keys Enter
wait_text "That was the last hand: the game is over."
check_no_ids
keys Enter
wait_screen final
wait_text "The game is over — EMA 2008"
check_fits
check_no_ids
ok "the last hand is played to the final standings"
check_standings "$TMP/win"
ok "standings: places, ties (=), points, uma shared by the tied, totals as EMA 3.6.1 says"
screen | tr -s "\n " "  " | grep -q "Tied players share the places and the uma (EMA 3.6.1)" ||
    fail "the uma rule is not stated"
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/win")
row="South 4 ·1 +win"
shift 7 # (each seat's change follows: $8 to $11)
for d in "$1" "$2" "$3" "$4"; do
    [ "$d" = 0 ] || row="$row.*$(signed "$d")"
done
screen | grep -qE "$row" || fail "the score sheet has no row '$row'"
ok "the score sheet shows the hand and each change"
[ -s "$XDG_STATE_HOME/tsumo/last-game.tsumo" ] || fail "no last-game.tsumo"
[ -e "$XDG_STATE_HOME/tsumo/autosave.tsumo" ] && fail "the finished game is still offered to resume"
ok "the finished game is kept as last-game.tsumo and no longer offered to resume"
# The places are hidden ones (~/.local/state): the screen gives them whole.
screen | grep -qF "$XDG_STATE_HOME/tsumo/last-game.tsumo" ||
    fail "the screen does not give the full path of last-game.tsumo"
screen | grep -qF "$XDG_STATE_HOME/tsumo/games/" || fail "the screen does not give the games folder"
ok "the final screen gives the full paths of the kept record and of the export folder"
keys e
wait_text "Exported:"
settle
check_fits
rec=$(ls "$XDG_STATE_HOME"/tsumo/games/*.tsumo) || fail "no record exported"
json=$(ls "$XDG_STATE_HOME"/tsumo/games/*.json) || fail "no tenhou.net/6 log exported"
screen | grep -qF "$rec" || fail "the screen does not give the record's full path $rec"
screen | grep -qF "$json" || fail "the screen does not give the log's full path $json"
grep -q '^start S4 honba 1 sticks 1 ' "$rec" || fail "the record lost its start"
"$TSUMO" replay --check "$rec" >"$TMP/out" 2>&1 || fail "the record does not replay: $(cat "$TMP/out")"
grep -q "1 hand: 1 accepted, 1 of 1 payment reproduced, 0 problems" "$TMP/out" ||
    fail "the record's replay: $(cat "$TMP/out")"
"$TSUMO" replay --check --rules ema2008 "$json" >"$TMP/out" 2>&1 ||
    fail "the tenhou.net/6 log does not replay: $(cat "$TMP/out")"
grep -q "1 of 1 payment reproduced, 0 problems" "$TMP/out" || fail "the log's replay: $(cat "$TMP/out")"
"$TSUMO" replay --check "$XDG_STATE_HOME/tsumo/last-game.tsumo" >"$TMP/out" 2>&1 ||
    fail "last-game.tsumo does not replay: $(cat "$TMP/out")"
ok "e exports the record and a tenhou.net/6 log; both replay with --check"
[ -s "$TMP/stderr" ] && fail "the program wrote to stderr under the screen: $(cat "$TMP/stderr")"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not end the program with 0"
stop_server

# The exported record of a finished game, played on: it is over, with the same standings.
: >"$TRACE"
start 80 24 play --from "$rec"
wait_screen final
check_standings "$TMP/win"
ok "--from the exported record of a finished game shows its final standings"
keys q
wait_exit >/dev/null
stop_server

# A whole game (tsumo sim plays one) has more hands than the screen holds: the score sheet pages
# with the arrows, and every hand of the record is on one of its pages.
"$TSUMO" sim --games 1 --seed 3 --record "$TMP" >/dev/null || fail "tsumo sim wrote no record"
hands=$(grep -c '^hand ' "$TMP/sim-3.txt")
: >"$TRACE"
start 80 24 play --from "$TMP/sim-3.txt"
wait_screen final
settle
check_fits
screen | grep -q "Hands 1-[0-9]* of $hands" || fail "the sheet of $hands hands does not say its page"
seen=$(screen | grep -cE '^   (East|South|West|North) [1-4]')
page=1
while screen | grep -qF "←→ more hands" && [ "$seen" -lt "$hands" ] && [ $page -lt 20 ]; do
    keys Right
    page=$((page + 1))
    wait_text "Hands $((seen + 1))-"
    settle
    check_fits
    seen=$((seen + $(screen | grep -cE '^   (East|South|West|North) [1-4]')))
done
[ "$seen" = "$hands" ] || fail "the sheet's pages show $seen hands of $hands"
back=$page
while [ $back -gt 1 ]; do # back to the first page, one page a key
    keys Left
    back=$((back - 1))
done
wait_text "Hands 1-"
ok "the score sheet of $hands hands turns its pages with the arrows ($page pages)"
keys q
wait_exit >/dev/null
stop_server

# An exhaustive draw ends the game; the riichi sticks left go to the first (R-STCK-04, EMA 3.6).
rm -rf "$XDG_STATE_HOME"
: >"$TRACE"
"$PLAN" last-draw >"$TMP/draw" || fail "the planner found no seed whose South 4 draw ends the game"
record "$TMP/draw" "$TMP/s4d.tsumo"
start 80 24 play --from "$TMP/s4d.tsumo" --claim-window 0
wait_text "The game begins at South 4"
keys Enter
play_plan "$TMP/draw"
wait_screen result
wait_text "exhaustive draw"
wait_text "That was the last hand: the game is over."
keys Enter
wait_screen final
settle
check_fits
check_standings "$TMP/draw"
first=$(awk '$1 == "final" && $3 == 1 { print $2 }' "$TMP/draw")
sticks=$(($(grep '^start ' "$TMP/draw" | awk '{ print $6 }') * 1000))
screen | grep -q "$sticks points of riichi sticks left on the table went to $(name_of "$first"), first" ||
    fail "the sticks are not said to go to $(name_of "$first")"
ok "a drawn last hand: standings, and the $sticks points of sticks go to the first"
# An export that cannot be written says so on the screen, never on stderr under it (a file where
# the games folder should be: root may write anywhere, but not into a file).
: >"$XDG_STATE_HOME/tsumo/games"
keys e
wait_text "Cannot write"
check_fits
[ -s "$TMP/stderr" ] && fail "the failed export wrote to stderr: $(cat "$TMP/stderr")"
ok "a failed export is said on the screen, nothing on stderr"
keys Enter
wait_screen menu
screen | grep -q "Resume the saved game" && fail "the menu offers a finished game"
ok "Enter goes to the menu, which offers no finished game"
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not end the program with 0"
finish

#!/bin/sh
# tsumo sim --duplicate (issue 19): each seed's walls played four times, the
# levels rotated over the seats, so that each level plays each seat on the
# same walls; the JSON gives each level's intervals and the counters of absurd
# moves (docs/computer-players.md "tsumo sim"). Two wall sets: cheap.
. "$(dirname "$0")/testlib.inc"

num='-?[0-9.e+-]+'
pair="\\[$num,$num\\]"
mkdir "$tmp/rec"
run sim --duplicate --games 2 --seed 7 --levels 1,2,3,3 --record "$tmp/rec" --json
expect_rc 0
lv="\\{\"games\":(8|16),\"hands\":[0-9]+,\"avg_placement\":$num,\"placement_ci95\":$pair,\"win_rate\":$num,\"win_rate_ci95\":$pair,\"deal_in_rate\":$num,\"deal_in_rate_ci95\":$pair,\"deal_in_rate_vs_riichi\":$num,\"avg_points_per_hand\":$num,\"riichi_in_furiten\":[0-9]+,\"riichi_in_furiten_deliberate\":[0-9]+,\"yakuless_calls\":[0-9]+,\"furiten_waits\":[0-9]+,\"call_rate\":$num,\"riichi_rate\":$num,\"riichi_win_rate\":$num,\"points_per_win\":$num,\"tenpai_after_12th_discard\":$num\\}"
counters='\{"riichi_in_furiten":[0-9]+,"riichi_in_furiten_deliberate":[0-9]+,"yakuless_calls":[0-9]+,"furiten_waits":[0-9]+\}'
expect_out "^\\{\"hands_per_second\":$num,\"refused_actions\":0,\"failures\":0,\"duplicate\":true,\"games\":8,\"wall_sets\":2,\"levels\":\\{\"1\":$lv,\"2\":$lv,\"3\":$lv\\},\"counters\":$counters\\}\$"
# Each level plays each seat once a wall set: levels 1 and 2 eight games, level 3 sixteen.
expect_out '"1":\{"games":8,'
expect_out '"3":\{"games":16,'

# The four rotations of a seed play the same walls: their first deals (the dora indicator and
# the dealer's thirteen tiles, as the Tenhou export lists them) are the same, and the next
# seed's are others.
first_deal() {
    "$tsumo" replay --to tenhou "$1" | grep -o '\[[0-9,]*\]' | sed -n '3p;5p' | tr '\n' ' '
}
for seed in 7 8; do
    want=$(first_deal "$tmp/rec/sim-$seed-0.txt")
    [ -n "$want" ] || fail "no first deal in the record of seed $seed"
    for k in 1 2 3; do
        [ "$(first_deal "$tmp/rec/sim-$seed-$k.txt")" = "$want" ] ||
            fail "rotation $k of seed $seed dealt other tiles than rotation 0"
    done
done
[ "$(first_deal "$tmp/rec/sim-8-0.txt")" != "$(first_deal "$tmp/rec/sim-7-0.txt")" ] ||
    fail "two seeds dealt the same tiles"
# Rotation k seats level L[(i + k) mod 4] at seat i: the rotations are different games.
cmp -s "$tmp/rec/sim-7-0.txt" "$tmp/rec/sim-7-1.txt" && fail "two rotations played the same game"

# In text: the wall sets and each level's counters.
run sim --duplicate --games 1 --seed 7 --levels 1,2,3,3
expect_rc 0
expect_out '^games: 4, '
expect_out '^duplicate: 1 wall set played four times, the levels rotated over the seats$'
expect_out '^level 3: 8 player-games, average place '
expect_out '^  riichi in furiten: [0-9]+ \([0-9]+ of them deliberate\), calls leaving no way to a yaku: [0-9]+, furiten waits chosen over one that is not: [0-9]+$'

# --places FILE: one line a game for the player of the first level (level 1 here), in the
# yardstick's record shape, so that tools/yardstick.sh --compare pairs two runs set by set
# (docs/computer-players.md, "Ninth round"). Its places are those the figures count.
run sim --duplicate --games 2 --seed 7 --levels 1,2,3,3 --places "$tmp/places.jsonl" --json
expect_rc 0
[ "$(wc -l <"$tmp/places.jsonl")" -eq 8 ] || fail "--places wrote $(wc -l <"$tmp/places.jsonl") lines, not 8"
line='^\{"set":[01],"seat":[0-3],"place":[1-4],"points":-?[0-9]+,"events":[0-9]+,"seed":7,"rules":"[^"]+","level":1\}$'
[ "$(grep -Ec "$line" "$tmp/places.jsonl")" -eq 8 ] || fail "a line of --places is not a record: $(grep -Ev "$line" "$tmp/places.jsonl" | head -1)"
[ "$(grep -c '"set":1,"seat":3,' "$tmp/places.jsonl")" -eq 1 ] || fail "--places: set 1, rotation 3 not written once"
mean=$(grep -o '"place":[1-4]' "$tmp/places.jsonl" | cut -d: -f2 | awk '{ s += $1 } END { printf "%g", s / NR }')
expect_out "\"1\":\\{\"games\":8,\"hands\":[0-9]+,\"avg_placement\":$mean,"
run sim --games 2 --levels 1,2,3,3 --places "$tmp/p2.jsonl"
expect_rc 2
expect_err '^tsumo sim: --places .*p2\.jsonl: needs --duplicate'
run sim --duplicate --games 1 --places "$tmp/no/such/dir/p.jsonl"
expect_rc 2
expect_err '^tsumo sim: .*p\.jsonl: cannot be written: '

finish

#!/bin/sh
# tsumo sim --vs 'mjai:CMD' (docs/mjai.md, "sim --vs"): an outside mjai bot, here
# `tsumo bot --mjai --level 1` on pipes, seated beside level 1 at two duplicate wall sets: its
# figures come as "mjai" in the JSON with the same keys and intervals as a level's, every answer
# of it is taken (none refused, late or not mjai), and the run has no failure. A bot that
# answers with the events themselves (cat) is refused and made to discard; one that exits at
# once is played by level 1; one that exits with a status is a failure; a --vs that is not
# mjai:CMD is refused. Mortal's and mjai-reviewer's dialects are spoken where asked.
. "$(dirname "$0")/testlib.inc"

bot="mjai:$tsumo bot --mjai --level 1"
run sim --games 2 --duplicate --levels 1,1,1,1 --json --vs "$bot"
expect_rc 0
expect_out '"levels":\{"mjai":\{"games":8,"hands":[0-9]+,"avg_placement":[0-9.]+,"placement_ci95":\[[0-9.]+,[0-9.]+\],"win_rate"'
expect_out '"1":\{"games":24,'
expect_out '"vs":\{"events":([0-9]+),"answers":\1,"decisions":[1-9][0-9]*,"refused":0,"late":0,"not_mjai":0\}'
expect_out '"failures":0'
# the interval is taken over the wall sets, as a level's: not of width 0
ci=$(sed -n 's/.*"mjai":{[^}]*"placement_ci95":\[\([0-9.]*\),\([0-9.]*\)\].*/\1 \2/p' "$tmp/out")
# shellcheck disable=SC2086 # two numbers
awk -v ci="$ci" 'BEGIN { split(ci, c, " "); exit !(c[1] < c[2]) }' ||
    fail "the mjai bot's placement interval is '$ci'"

run sim --games 1 --levels 2,2,2,2 --vs "mjai:$tsumo bot --mjai --level 2 --rules tenhou" --rules tenhou
expect_rc 0
expect_out '^mjai bot: 1 player-games, average place [1-4]\.000'
expect_out '^mjai bot: [0-9]+ events, [0-9]+ answers, [0-9]+ decisions, 0 refused, 0 late, 0 not mjai$'

# The acceptance's form: Mortal's dialect (told by the bot's --dialect), the seat appended as
# --seat N; only the events where the seat can act are answered, and every answer is taken.
run sim --games 1 --duplicate --levels 1,1,1,1 --json --vs "mjai:$tsumo bot --mjai --dialect mortal --level 1"
expect_rc 0
expect_out '"levels":\{"mjai":\{"games":4,'
expect_out '"vs":\{"events":[0-9]+,"answers":[1-9][0-9]*,"decisions":[1-9][0-9]*,"refused":0,"late":0,"not_mjai":0\}'
events=$(sed -n 's/.*"vs":{"events":\([0-9]*\),"answers":\([0-9]*\),.*/\1 \2/p' "$tmp/out")
# shellcheck disable=SC2086 # two numbers
awk -v n="$events" 'BEGIN { split(n, c, " "); exit !(c[2] < c[1] / 2) }' ||
    fail "Mortal's dialect: answers where the seat cannot act ($events)"
# mjai-reviewer's dialect, the seat put in with {seat}; what it writes after the game is read.
run sim --games 1 --json --vs "mjai[review]:$tsumo bot --mjai --dialect review --level 1 --seat {seat}"
expect_rc 0
expect_out '"refused":0,"late":0,"not_mjai":0\}'
# akochan's arrays ([pon, dahai] taken as the call and its discard) and mjai.app's lines of
# events: every answer taken, and each array line answered once.
run sim --games 1 --json --vs "mjai[akochan]:$tsumo bot --mjai --dialect akochan --level 1"
expect_rc 0
expect_out '"refused":0,"late":0,"not_mjai":0\}'
run sim --games 1 --json --vs "mjai:$tsumo bot --mjai --dialect mjaiapp --level 1"
expect_rc 0
expect_out '"refused":0,"late":0,"not_mjai":0\}'
lines=$(sed -n 's/.*"vs":{"events":\([0-9]*\),"answers":\([0-9]*\),.*/\1 \2/p' "$tmp/out")
# shellcheck disable=SC2086 # two numbers
awk -v n="$lines" 'BEGIN { split(n, c, " "); exit !(c[1] == c[2] && c[1] > 0) }' ||
    fail "mjai.app's dialect: one answer a line of events ($lines)"
run sim --games 1 --vs "mjai[akochan2]:$tsumo bot --mjai"
expect_rc 2
expect_err 'mjai\[D\]: with D gimite, mortal, review, akochan or mjaiapp'

run sim --games 1 --json --vs 'mjai:cat'
expect_rc 0
expect_out '"refused":[1-9]'
expect_err 'the engine refuses the outside bot.s answer'

run sim --games 1 --json --vs 'mjai:true'
expect_rc 0
expect_err 'the outside bot is gone: level 1 plays its seat from here'
expect_out '"failures":0'

run sim --games 1 --vs 'mjai:exit 3'
expect_rc 1
expect_err 'the outside bot ended with status 3'

run sim --games 1 --vs 'tsumo bot'
expect_rc 2
expect_err "--vs takes mjai: and a command"
finish

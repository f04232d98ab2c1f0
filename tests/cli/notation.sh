#!/bin/sh
# Bad input to tsumo score: the notation error quotes the hand and points at
# the column (docs/notation.md); unknown options and bad values; exit status 2.
. "$(dirname "$0")/testlib.inc"

run score '123m45x6p'
expect_rc 2
expect_err_line "tsumo score: bad hand '123m45x6p': the digits must be followed by a suit letter"
expect_err_line "  123m45x6p"
expect_err_line "        ^ expected m, p, s or z, found 'x'"

run score '123m (124m) 456p'
expect_rc 2
expect_err "bad hand '123m \(124m\) 456p': these tiles are no chi, pon or kan"
expect_err_line "        ^ expected 3 tiles in a run or of one kind, or 4 of one kind, found '1'"

run score '11111m23456p789s1z'
expect_rc 2
expect_err 'there are only four of each tile'
expect_err_line "      ^ expected at most 4 of a kind, found '1'"

run score '123m456p789s11122z' --win 8z
expect_rc 2
expect_err "bad winning tile '8z': honours are 1z to 7z"
expect_err_line "  ^ expected 1-7, found '8'"

run score '123m456p789s11122z' --win 9m
expect_rc 2
expect_err 'winning tile must be among the concealed tiles'

run score '123m456p789s1122z'
expect_rc 2
expect_err "has 13 tiles; a winning hand has 14"

run score '123m456p789s11122z' --dora 3m4x
expect_rc 2
expect_err "tsumo score: --dora '3m4x': the digits must be followed by a suit letter"
expect_err_line "     ^ expected m, p, s or z, found 'x'"

run score '123m456p789s11122z' --dora 1m 2m 3m 4m 5m 6m
expect_rc 2
expect_err 'at most 5 indicators'

run score '123m456p789s11122z' --bogus
expect_rc 2
expect_err "unknown option '--bogus'"
expect_err "Try 'tsumo score --help'"

run score '123m456p789s11122z' -x
expect_rc 2
expect_err "unknown option '-x'"

run score '123m456p789s11122z' --seat X
expect_rc 2
expect_err "--seat takes E, S, W or N, not 'X'"

run score '123m456p789s11122z' --honba lots
expect_rc 2
expect_err "--honba takes a whole number from 0 to 99 .*, not 'lots'"

run score '123m456p789s11122z' --honba
expect_rc 2
expect_err "option '--honba' needs a value"

run score '123m456p789s11122z' '234m'
expect_rc 2
expect_err 'one hand at a time'

run score
expect_rc 2
expect_err 'which hand\?'

run score '123m456p789s11122z' --check
expect_rc 2
expect_err '--check goes with --jsonl'

# Tiles that no set of the ruleset holds (R-TILE-03, CFG-AKA, EMA 1.1): two red
# 5p where EMA 2008 and Tenhou have one, a red five where JPML has none. The
# refusal names the tile and what the ruleset allows.
run score 1133m00p2244s1177z
expect_rc 2
expect_err_line "tsumo score: bad hand '1133m00p2244s1177z': too many red fives 0p: the ruleset EMA 2008 has 1 of them (red_fives = 3, CFG-AKA)."
expect_no_out 'Red Fives'
run score 1133m00p2244s1177z --rules tenhou
expect_rc 2
expect_err 'too many red fives 0p: the ruleset Tenhou has 1 of them \(red_fives = 3, CFG-AKA\)'
run score '123m789s11222z (406p<)' --rules jpml-a
expect_rc 2
expect_err '0p is a red five, and the ruleset JPML A has none \(red_fives = 0, CFG-AKA\)'
run score 123m456p789s11222z --rules jpml-a
expect_rc 0

# R-TILE-01, EMA 1.1: four of each tile, the indicators on show counted.
run score 123m456p789s11122z --dora 1z 1z
expect_rc 2
expect_err "bad hand '123m456p789s11122z': more than four 1z, counting the melds and the dora and ura indicators"
run score '123m456p55s789s [2222z]' --riichi --ura 2z
expect_rc 2
expect_err 'more than four 2z'

# The winning tile as written: a red five only where the hand holds one.
run score 123406m789p234s55s --win 5m
expect_rc 2
expect_err "^tsumo score: --win 5m: the winning tile must be among the concealed tiles of '123406m789p234s55s'$"
run score 123456m789p234s55s --win 0m
expect_rc 2
expect_err 'winning tile must be among the concealed tiles'

# A kan is four tiles, in brackets or not.
run score '123m456p789s11z [111p]'
expect_rc 2
expect_err_line "                   ^ expected 4 tiles of one kind, found '1'"
run score '123m456p789s11z {111p<}'
expect_rc 2
expect_err 'these tiles are no chi, pon or kan'

# Options that contradict each other or say one thing twice.
run score 123m456p789s11122z --ron --tsumo
expect_rc 2
expect_err_line 'tsumo score: --ron and --tsumo cannot go together: a hand is won one way'
run score 123m456p789s11122z --tsumo --tsumo
expect_rc 0
for option in '--win 2z' '--seat E' '--round S' '--honba 1' '--sticks 1' '--rules ema2008'; do
    # shellcheck disable=SC2086 # an option and its value: two arguments
    run score 123m456p789s11122z $option $option
    expect_rc 2
    expect_err "option '${option% *}' is given twice"
done
run score 123m456p789s11122z --dora 3m --dora 4p
expect_rc 0
expect_out '^Dora indicators: 3m 4p$'
run score --jsonl --riichi
expect_rc 2
expect_err '--riichi describes one hand; with --jsonl each line describes its own'

# R-NAGA-01, EMA 4.2.4: a nagashi hand is the 13 tiles held at the draw, and
# it wins on no tile.
run score 19m19p19s12345677z --nagashi
expect_rc 2
expect_err 'has 14 tiles; at an exhaustive draw a hand has 13'
run score 19m19p19s1234567z --nagashi --win 1m
expect_rc 2
expect_err '--win does not go with --nagashi'

finish

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
expect_err "a wind is E, S, W or N, not 'X'"

run score '123m456p789s11122z' --honba lots
expect_rc 2
expect_err "whole number from 0 to 99, not 'lots'"

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

finish

#!/bin/sh
# Hands tsumo score refuses, each with the reason in a sentence and exit
# status 1 (a refusal is an answer, not an error).
. "$(dirname "$0")/testlib.inc"
needs score 123m456p789s11122z

# R-WIN-02, EMA 3.2: an open hand with no yaku.
run score '234m567p66s (789s<) (345m<)'
expect_rc 1
expect_out '^Refused: no yaku: a winning hand needs at least one yaku'

# R-WIN-01: not four sets and a pair, seven pairs or thirteen orphans.
run score 123m456p789s12344z
expect_rc 1
expect_out '^Refused: not a complete hand'

# R-WIN-03, EMA 3.4.11: tanyao alone (1 han) is enough with four counters,
# not with five.
run score 234567m22555p678s --honba 4
expect_rc 0
expect_out '^  All Simples \(tanyao\) +1 han$'
run score 234567m22555p678s --honba 5
expect_rc 1
expect_out '^Refused: with five or more counters on the table a hand needs two han from yaku.*EMA 3\.4\.11'

# Situations that cannot happen: ippatsu without riichi (EMA 4.2.1), riichi
# with an open hand, haitei (the last tile drawn) on a ron.
run score 234567m23455p678s --ippatsu
expect_rc 1
expect_out '^Refused: ippatsu needs riichi'
run score '234m567p66s (789s<) (345m<)' --riichi
expect_rc 1
expect_out '^Refused: riichi needs a closed hand'
run score 234567m23455p678s --haitei
expect_rc 1
expect_out '^Refused: .*self-draw, not by ron'

finish

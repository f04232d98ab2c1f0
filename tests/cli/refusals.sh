#!/bin/sh
# Hands tsumo score refuses, each with the reason in a sentence and exit
# status 1 (a refusal is an answer, not an error).
. "$(dirname "$0")/testlib.inc"

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
# R-YAKU-11: rinshan is a win on a kan's replacement tile.
run score 234567m23455p678s --rinshan --tsumo
expect_rc 1
expect_out '^Refused: a win on the replacement tile \(rinshan\) needs a kan'

# R-NAGA-01, EMA 4.2.4: nagashi mangan is settled at an exhaustive draw as a
# tsumo; it is never a ron, and combines with no other situation of a win.
run score 19m19p19s1234567z --nagashi --ron
expect_rc 1
expect_out '^Nagashi mangan at an exhaustive draw; seat South, round East$'
expect_out '^Refused: nagashi mangan is settled at an exhaustive draw, as a self-draw: never by ron \(EMA 4\.2\.4\)\.$'
expect_no_out 'pays'
run score 19m19p19s1234567z --nagashi --haitei
expect_rc 1
expect_out '^Refused: nagashi mangan combines with nothing'

finish

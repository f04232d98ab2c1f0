#!/bin/sh
# tsumo score HAND: the breakdown of a few hands under EMA 2008 (the default
# ruleset): yaku lines with their han, fu, value and each player's payment.
. "$(dirname "$0")/testlib.inc"

# Riichi, pinfu, tanyao and two dora (indicator 4p, two 5p), won by ron on the
# 8s of a two-sided wait: 5 han, mangan, 8000 from the discarder (EMA 4.1.2).
run score 234567m23455p678s --riichi --dora 4p
expect_rc 0
expect_out '^Hand: 234567m23455p678s$'
expect_out '^Won on 8s by ron; seat South, round East$'
expect_out '^Dora indicators: 4p$'
expect_out '^  Riichi +1 han$'
expect_out '^  No Points Hand \(pinfu\) +1 han$'
expect_out '^  All Simples \(tanyao\) +1 han$'
expect_out '^  Dora +2 han$'
expect_out '^Value: 5 han 30 fu, mangan$'
expect_out '^  The discarder pays +8000$'
expect_out '^  The winner receives +8000$'
expect_out '^Furiten is not checked'

# The same hand with a red five instead of the dora (R-TILE-03, EMA 1.1):
# 4 han 30 fu, 7700 (no rounding up to mangan in EMA 2008).
run score 234567m23405p678s --riichi
expect_rc 0
expect_out '^  Red Fives \(aka dora\) +1 han$'
expect_out '^Value: 4 han 30 fu$'
expect_out '^  The discarder pays +7700$'

# South's tsumo: the round wind's pung (East) and menzen tsumo; fu 20 + 8
# (concealed pung of honours) + 2 (tsumo) + 2 (a pair of the seat wind) + 2
# (pair wait) = 34, rounded to 40 (EMA 4.1.1). 2 han 40 fu: the dealer pays
# 1300, the others 700.
run score 123m456p789s11122z --tsumo
expect_rc 0
expect_out '^Won on 2z by self-draw \(tsumo\); seat South, round East$'
expect_out '^  Fully Concealed Hand \(menzen tsumo\) +1 han$'
expect_out '^  Round Wind \(yakuhai\) +1 han$'
expect_out '^  Base \(fuutei\) +20$'
expect_out '^  Concealed pung of E +8$'
expect_out '^  Self-draw \(tsumo\) +2$'
expect_out '^  Pair of S +2$'
expect_out '^  Pair wait \(tanki\) +2$'
expect_out '^  Total +34, rounded up to 40$'
expect_out '^Value: 2 han 40 fu$'
expect_out '^  The dealer pays +1300$'
expect_out '^  Each other player pays +700$'
expect_out '^  The winner receives +2700$'
expect_no_out 'Furiten'

# The dealer's tsumo with two counters and a riichi stick (EMA 3.4.10, R-HONB):
# East is seat and round wind, the South pair gives no fu: 20 + 8 + 2 + 2 = 32,
# so 3 han 40 fu again, 2600 each, plus 100 per counter
# from each; the winner gains 7800 + 600 + 1000.
run score 123m456p789s11122z --tsumo --seat E --honba 2 --sticks 1
expect_rc 0
expect_out '^Counters: 2; riichi sticks: 1$'
expect_out '^  Seat Wind \(yakuhai\) +1 han$'
expect_out '^  Round Wind \(yakuhai\) +1 han$'
expect_out '^  Total +32, rounded up to 40$'
expect_out '^  Each other player pays +2600 \+ 200 for counters$'
expect_out '^  Riichi sticks on the table +1000$'
expect_out '^  The winner receives +9400$'

# Thirteen orphans on a single wait: yakuman, 32000 (EMA 4.2.5); on the
# thirteen-sided wait, a double yakuman under EMA 2008 (CFG-DOUBLEYKM).
run score 119m19p19s1234567z --win 7z
expect_rc 0
expect_out '^  Thirteen Orphans \(kokushi musou\) +yakuman$'
expect_out '^Value: yakuman$'
expect_out '^  The discarder pays +32000$'
expect_no_out '^Fu$'
run score 119m19p19s1234567z --win 1m
expect_rc 0
expect_out '^  Thirteen Orphans, 13-sided wait .* +double yakuman$'
expect_out '^  The discarder pays +64000$'

# Options written as --name=value, a hand with melds, --round and --rules.
run score '22m456p (555z^) (789s<) (333m>)' --win=2m --round=S --rules ema2008
expect_rc 0
expect_out '^Hand: 22m456p \(555z\^\) \(789s<\) \(333m>\)$'
expect_out '^  White Dragon \(haku\) +1 han$'
expect_out '^  Open pung of Wh +4$'

# Nagashi mangan (R-NAGA-01, EMA 4.2.4): a mangan paid as a tsumo, 2000/4000
# for a non-dealer, with the counters and sticks under EMA (AMB-21); Tenhou
# pays the mangan alone (nagashi_settlement = as-draw).
run score 19m19p19s1234567z --nagashi --honba 1 --sticks 1
expect_rc 0
expect_out '^Nagashi mangan at an exhaustive draw; seat South, round East$'
expect_out '^  Nagashi Mangan +5 han$'
expect_out '^Value: 5 han, mangan$'
expect_out '^  The dealer pays +4000 \+ 100 for counters$'
expect_out '^  Each other player pays +2000 \+ 100 for counters$'
expect_out '^  The winner receives +9300$'
expect_no_out 'Furiten'
run score 19m19p19s1234567z --nagashi --honba 1 --sticks 1 --rules tenhou
expect_rc 0
expect_out '^  The dealer pays +4000$'
expect_no_out 'Riichi sticks on the table'
expect_out '^  The winner receives +8000$'
run score '19m19p19s1234z (777z<)' --nagashi
expect_rc 1
expect_out '^Refused: no yaku'

# A set is named as players name its tile and the table shows it (cli_kind_name), never in
# the notation's honour digits: "Open pung of Wh", "Pair of E", not "of 5z", "of 1z".
run score '123m456p11z789s (555z^)' --tsumo
expect_rc 0
expect_out '^  Open pung of Wh +4$'
expect_out '^  Pair of E +[0-9]+$'
expect_out '^  Self-draw \(tsumo\)'
if grep -Eq ' of [1-7]z' "$tmp/out"; then
    fail "a set named by its notation: $(grep -E ' of [1-7]z' "$tmp/out")"
fi

finish

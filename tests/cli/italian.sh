#!/bin/sh
# The program in Italian (po/it.po): --help, a scored hand, a refused hand and a usage error
# speak Italian with the terms of the Italian EMA 2008 rules (po/glossary/it.txt: fan,
# minipoint, Est for the dealer, the yaku's names), with the same numbers and exit statuses as
# in English. C.UTF-8 with LANGUAGE=it needs no generated locale (see cli.spanish).
. "$(dirname "$0")/testlib.inc"
need_catalogue it

both --help
expect_rc 0
expect_out '^Uso: tsumo VERBO \[OPZIONI\]$'
expect_out '^Verbi:$'
expect_out 'calcola il punteggio di una mano vincente'
expect_no_out '^Usage:'

# R-YAKU (EMA 4.2.1): menzen tsumo and the round wind's pung, 2 han 40 fu, a non-dealer's tsumo.
both score 123m456p789s11122z --win 2z --tsumo
expect_rc 0
expect_out '^Vinta su 2z con pesca propria \(tsumo\); posto Sud, giro Est$'
expect_out '^  Mano Coperta \(menzen tsumo\) +1 fan$'
expect_out '^  Vento di Giro \(yakuhai\) +1 fan$'
expect_out '^Minipoint$'
expect_out '^  Totale +34, arrotondato a 40$'
expect_out '^Valore: 2 fan 40 minipoint$'
expect_out '^  Est paga +1300$'
expect_out '^  Il vincitore riceve +2700$'
same_numbers

# A hand with no yaku is refused (EMA 3.2): exit 1, the reason in Italian.
both score 123m456p79s99m555s8s
expect_rc 1
expect_out '^Rifiutata: niente yaku: una mano vincente richiede almeno uno yaku'
same_numbers

# Bad input: exit 2, the message and the hint in Italian.
both score 123m
expect_rc 2
expect_out "^tsumo score: la mano '123m' ha 3 tessere; una mano vincente ne ha 14"
expect_out "^Prova 'tsumo score --help'\\.$"
same_numbers

finish

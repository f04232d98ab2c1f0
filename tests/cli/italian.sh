#!/bin/sh
# The program in Italian (po/it.po): --help, a scored hand, a refused hand and a usage error
# speak Italian with the terms of the Italian EMA 2008 rules (po/glossary/it.txt: fan,
# minipoint, Est for the dealer, the yaku's names), with the same numbers and exit statuses as
# in English. C.UTF-8 with LANGUAGE=it needs no generated locale (see cli.spanish).
. "$(dirname "$0")/testlib.inc"
locale -a 2>/dev/null | grep -Eqi '^c\.utf-?8$' || {
    echo "SKIP: no C.UTF-8 locale"
    exit 0
}
build=$(dirname "$tsumo")
[ -f "$build/locale/it/LC_MESSAGES/tsumo.mo" ] || fail "the build has no Italian catalogue"

# both ARGS...: runs tsumo in English ($tmp/en, $en_rc) and in Italian ($tmp/out, $rc).
both() {
    LC_ALL=C.UTF-8 "$tsumo" "$@" >"$tmp/en" 2>&1
    en_rc=$?
    LC_ALL=C.UTF-8 LANGUAGE=it TSUMO_LOCALEDIR="$build/locale" "$tsumo" "$@" >"$tmp/out" 2>&1
    rc=$?
    last="tsumo $* (in Italian)"
    [ "$rc" -eq "$en_rc" ] || fail "$last: exit status $rc, but $en_rc in English"
}

# same_numbers: the Italian output holds the English one's numbers, in the same order.
same_numbers() {
    grep -oE '[0-9]+' "$tmp/en" >"$tmp/en.n"
    grep -oE '[0-9]+' "$tmp/out" >"$tmp/it.n"
    if ! cmp -s "$tmp/en.n" "$tmp/it.n"; then
        fail "$last: the numbers differ from the English output"
        show "$tmp/en"
        show "$tmp/out"
    fi
}

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

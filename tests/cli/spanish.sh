#!/bin/sh
# The program in Spanish (po/es.po): --help, a scored hand, a refused hand and a usage error
# speak Spanish, with the same numbers and exit statuses as in English; and a program run from
# its build directory finds the build's catalogues by itself (src/cli/i18n.c).
#
# C.UTF-8 with LANGUAGE=es needs no generated locale: gettext ignores LANGUAGE only in the
# C/POSIX locale, and glibc (2.35 and later) does not take C.UTF-8 for that.
. "$(dirname "$0")/testlib.inc"
need_catalogue es

both --help
expect_rc 0
expect_out '^Uso: tsumo VERBO \[OPCIONES\]$'
expect_out '^Verbos:$'
expect_out 'puntúa una mano ganadora y muestra el desglose'
expect_no_out '^Usage:'

# R-YAKU (EMA 4.2.1): menzen tsumo and the round wind's pung, 2 han 40 fu, a non-dealer's tsumo.
both score 123m456p789s11122z --win 2z --tsumo
expect_rc 0
expect_out '^Ganada con 2z robando del muro \(tsumo\); asiento Sur, ronda Este$'
expect_out '^  Mano oculta \(menzen tsumo\) +1 han$'
expect_out '^  Viento de ronda \(yakuhai\) +1 han$'
expect_out '^  Total +34, redondeado a 40$'
expect_out '^Valor: 2 han 40 fu$'
expect_out '^  Paga el repartidor +1300$'
expect_out '^  El ganador recibe +2700$'
same_numbers
# A column of the yaku table is padded by display width: "Mano oculta (menzen tsumo)" and
# "Viento de ronda (yakuhai)" end their padding at the same column, accents or not.
a=$(grep -E '^  Mano oculta' "$tmp/out" | sed 's/ 1 han$//' | wc -L)
b=$(grep -E '^  Viento de ronda' "$tmp/out" | sed 's/ 1 han$//' | wc -L)
[ "$a" = "$b" ] || fail "the yaku column is not aligned ($a and $b columns)"

# A hand with no yaku is refused (EMA 3.2): exit 1, the reason in Spanish.
both score 123m456p79s99m555s8s
expect_rc 1
expect_out '^Rechazada: sin yaku: una mano ganadora necesita al menos un yaku'
same_numbers

# Bad input: exit 2, the message and the hint in Spanish.
both score 123m
expect_rc 2
expect_out "^tsumo score: la mano '123m' tiene 3 fichas; una mano ganadora tiene 14"
expect_out "^Prueba 'tsumo score --help'\\.$"
same_numbers

# Without TSUMO_LOCALEDIR, a build-tree program falls back to the catalogues beside it when
# none is installed for Spanish (a machine with tsumo installed keeps its own).
installed=no
for d in /usr/local/share/locale /usr/share/locale; do
    [ -f "$d/es/LC_MESSAGES/tsumo.mo" ] && installed=yes
done
if [ "$installed" = no ]; then
    (unset TSUMO_LOCALEDIR && LC_ALL=C.UTF-8 LANGUAGE=es "$tsumo" --help) >"$tmp/out" 2>&1
    last="tsumo --help (in Spanish, no TSUMO_LOCALEDIR)"
    expect_out '^Uso: tsumo VERBO'
fi

finish

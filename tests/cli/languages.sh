#!/bin/sh
# Choosing the language and the names of yaku (issue 24): --lang LL on every verb, before or
# after it, over the locale (and in the verb's help and refusals); a language the program does
# not speak is refused naming those it does (en and po/LINGUAS); --yaku-names shows the yaku
# by the catalogue's words without the Japanese, by their romaji, or both; without it, as the
# catalogue has them. The build's catalogues are found beside the program.
. "$(dirname "$0")/testlib.inc"
LC_ALL=C.UTF-8
export LC_ALL
hand="234567m234p55678s --riichi --dora 4s"
langs=$(grep -v '^#' "$src/po/LINGUAS" | tr '\n' ' ')

# shellcheck disable=SC2086 # $hand is words
run score --lang es $hand
expect_rc 0
expect_out '^Indicadores de dora: 4s$'
# shellcheck disable=SC2086
run --lang=es score $hand
expect_out '^Indicadores de dora: 4s$'
# shellcheck disable=SC2086
LANGUAGE=es run score --lang en $hand
expect_out '^Dora indicators: 4s$'
grep -q 'Indicadores' "$tmp/out" && fail "--lang en did not win over LANGUAGE=es"
run score --lang es --help
expect_rc 0
expect_out '^Opciones:$'
expect_out '^  --lang LL '
expect_out '^  --yaku-names HOW '
run rules --bogus --lang es
expect_rc 2
expect_err "^tsumo rules: opción desconocida '--bogus'"
echo "ok: --lang before or after the verb, over the locale, in the help and the refusals"

run score --lang xx 123m
expect_rc 2
expect_err "^tsumo score: --lang takes en, $(echo "$langs" | sed 's/ $//; s/ /, /g'), not 'xx'$"
run --lang
expect_rc 2
echo "ok: a language the program does not speak is refused with those it does"

# shellcheck disable=SC2086
run score --lang es --yaku-names translated $hand
expect_out '^  Mano sin puntos +1 han$'
grep -q '(pinfu)' "$tmp/out" && fail "--yaku-names translated still shows the romaji"
# shellcheck disable=SC2086
run score --lang es --yaku-names romaji $hand
expect_out '^  pinfu +1 han$'
expect_out '^  riichi +1 han$'
# shellcheck disable=SC2086
run score --lang es --yaku-names both $hand
expect_out '^  Mano sin puntos \(pinfu\) +1 han$'
# shellcheck disable=SC2086
run score --lang es $hand
expect_out '^  Mano sin puntos \(pinfu\) +1 han$'
# shellcheck disable=SC2086
run score --yaku-names romaji 234m456p678s111z55z --ron --seat E --round E
expect_out "^  yakuhai jikaze +1 han$"
expect_out "^  yakuhai bakaze +1 han$"
run score --yaku-names kanji 123m
expect_rc 2
expect_err "^tsumo score: --yaku-names takes translated, romaji or both, not 'kanji'$"
echo "ok: --yaku-names translated, romaji, both; without it the catalogue's words"
finish

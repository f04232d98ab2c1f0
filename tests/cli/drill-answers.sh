#!/bin/sh
# A furiten drill's answer is read as a learner types it (issue 14): any case, the one-letter
# forms, and in Spanish the word of the question, with or without its accent ("sí", "si",
# "s"). An answer the drill cannot read counts as a mistake, so a "Yes" or a "si" refused
# tells a learner who knew the rule (R-FURI-01, EMA 3.4.5) that he did not. The Spanish
# question and verdict say sí, not yes.
. "$(dirname "$0")/testlib.inc"
drills=$src/data/drills
build=$(dirname "$tsumo")

# The first four drills of furiten.drill answer no, yes, no, no.
printf '%s\n' NO Yes n ' No ' >"$tmp/answers"
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 4
expect_rc 0
expect_out '^Score: 4 of 4 right\.$'
expect_no_out 'cannot read'
printf '%s\n' N y no NO >"$tmp/answers"
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 4
expect_out '^Score: 4 of 4 right\.$'

if locale -a 2>/dev/null | grep -Eqi '^c\.utf-?8$'; then
    # es ARGS...: tsumo in Spanish, as tests/cli/spanish.sh runs it.
    es() {
        LC_ALL=C.UTF-8 LANGUAGE=es TSUMO_LOCALEDIR="$build/locale" "$tsumo" "$@" \
            >"$tmp/out" 2>"$tmp/err"
        rc=$?
        last="tsumo $* (in Spanish)"
    }
    for yes in sí si Sí s SI; do
        printf '%s\n' no "$yes" No n >"$tmp/answers"
        es drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 4
        expect_rc 0
        expect_out '^Puntuación: 4 de 4 correctas\.$'
    done
    expect_out '\(sí/no\)$'
    expect_no_out 'yes'
    expect_out '^La respuesta del motor: sí$'
    printf '%s\n' quizá >"$tmp/answers"
    es drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 1
    expect_out "^Incorrecto: no se entiende 'quizá': se esperaba sí o no\.$"
else
    echo "SKIP (Spanish half): no C.UTF-8 locale"
fi
finish

#!/bin/sh
# A drill's answer is read as a learner types it (issue 14): any case, a furiten drill's
# one-letter forms, in Spanish the word of the question with or without its accent ("sí",
# "si", "s") and the seats' own letters (O for Oeste, West), and points written with
# thousands separators ("1,300", "3.000"). An answer the drill cannot read counts as a
# mistake, so a "Yes", an "n ron", a "si" or a "1,300" refused tells a learner who knew the
# rule (R-FURI-01, EMA 3.4.5; R-CALL-12, EMA 3.4.1; R-PAY-01, EMA 4.1) that he did not. The
# Spanish question and verdict say sí, not yes.
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

# The calls and waits drills read capitals as the notation's letters: "n ron" is N ron, "25P"
# is 25p (the first answers of calls.drill and waits.drill are S chi 45m and 25p).
printf '%s\n' 's CHI 45m' >"$tmp/answers"
run drill calls --file "$drills/calls.drill" --answers "$tmp/answers" --count 1
expect_out '^Score: 1 of 1 right\.$'
printf '%s\n' 25P None >"$tmp/answers"
run drill waits --file "$drills/waits.drill" --answers "$tmp/answers" --count 2
expect_out '^Score: 2 of 2 right\.$'
# Points with a separator between the thousands, as people write them: 1,300 and 3.000
# (Spanish) are the first two answers of scoring.drill; 13,00 is no number.
printf '%s\n' 1,300 '3 000' >"$tmp/answers"
run drill scoring --file "$drills/scoring.drill" --answers "$tmp/answers" --count 2
expect_out '^Score: 2 of 2 right\.$'
printf '%s\n' 1.300 13,00 >"$tmp/answers"
run drill scoring --file "$drills/scoring.drill" --answers "$tmp/answers" --count 2
expect_out '^Score: 1 of 2 right\.$'
expect_out "^Wrong: cannot read '13,00'"

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
    # The seats by the letters of their Spanish names too: O (Oeste) is W.
    printf '%s\n' 'S chi 45m' 'S chi 56m, S chi 23m, S chi 30m, S chi 35m, S chi 06m' \
        'N pon, S chi 24p' 'o pon, N ron' >"$tmp/answers"
    es drill calls --file "$drills/calls.drill" --answers "$tmp/answers" --count 4
    expect_out '^Puntuación: 4 de 4 correctas\.$'
    printf '%s\n' quizá >"$tmp/answers"
    es drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 1
    expect_out "^Incorrecto: no se entiende 'quizá': se esperaba sí o no\.$"
else
    echo "SKIP (Spanish half): no C.UTF-8 locale"
fi
finish

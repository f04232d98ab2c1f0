#!/bin/sh
# A drill's topic comes after the verdict marked as the topic, not as a sentence of its own
# (issue 14): the drill of EMA 3.4.5 example 2 whose answer is yes, no furiten (R-FURI-01),
# printed "Permanent furiten: a wait among your own discards." right under "The engine's
# answer: yes", which reads as the verdict turned round.
. "$(dirname "$0")/testlib.inc"
drills=$src/data/drills

printf '%s\n' no yes >"$tmp/answers"
run drill furiten --file "$drills/furiten.drill" --answers "$tmp/answers" --count 2
expect_rc 0
expect_out '^Topic: Permanent furiten: a wait among your own discards\.$'
expect_no_out '^Permanent furiten: a wait among your own discards\.$'
finish

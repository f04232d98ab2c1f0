#!/bin/sh
# tsumo --help, --version and each verb's --help; the documented exit statuses.
. "$(dirname "$0")/testlib.inc"

run --help
expect_rc 0
expect_out '^  score HAND'
expect_out '^  score --jsonl'
expect_out '^  rules'
expect_out '^  bench'
expect_out '0 done, 1 a hand refused'
expect_out '2 bad usage or bad input'

run help
expect_rc 0
expect_out '^Usage: tsumo VERB'

run --version
expect_rc 0
expect_out '^tsumo [0-9]+\.[0-9]+\.[0-9]+$'

run
expect_rc 2
expect_err '^Usage: tsumo VERB'

run frobnicate
expect_rc 2
expect_err "unknown verb 'frobnicate'"

run score --help
expect_rc 0
expect_out '^Usage: tsumo score HAND'
expect_out '--jsonl'
expect_out '--check'
expect_out 'default S, a non-dealer'
expect_out '^Furiten is not a property of a hand, so it is not checked here\.$'
expect_out '^Exit status: 0'

run rules --help
expect_rc 0
expect_out '^Usage: tsumo rules'

run bench --help
expect_rc 0
expect_out '^Usage: tsumo bench'

# The manual speaks as the screens do: rule sections (EMA 3.4.5) or the ruleset, never the
# checklist's IDs (R-FURI-01, CFG-..., AMB-...), which only the project's docs use.
if grep -nE '(R-[A-Z]+-[0-9]+|CFG-[A-Z]+|AMB-[0-9]+)' "$src/docs/tsumo.6" >"$tmp/ids"; then
    fail "docs/tsumo.6 shows checklist IDs: $(cat "$tmp/ids")"
fi
grep -q 'EMA 3\.4\.5' "$src/docs/tsumo.6" || fail "docs/tsumo.6 lost the furiten refusal's section"

finish

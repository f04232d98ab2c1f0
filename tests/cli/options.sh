#!/bin/sh
# One reading of the options every verb shares (issue 11): a seed is a whole
# number from 0 to 2^64-1 written in decimal or in hex after 0x, the same for
# sim, bench and play; a number out of range is refused with the option and the
# range, never clamped; the claim window and TSUMO_CLAIM_MS are range-checked.
. "$(dirname "$0")/testlib.inc"
max=18446744073709551615

# ---- sim ----
run sim --games 1 --seed 0x10
expect_rc 0
hex=$(grep '^signature' "$tmp/out")
run sim --games 1 --seed 16
[ "$(grep '^signature' "$tmp/out")" = "$hex" ] || fail "sim: --seed 0x10 is not seed 16"
# Decimal is decimal: a leading 0 is no octal.
run sim --games 1 --seed 010
ten=$(grep '^signature' "$tmp/out")
run sim --games 1 --seed=10
[ "$(grep '^signature' "$tmp/out")" = "$ten" ] || fail "sim: --seed 010 is not seed 10"
run sim --games 1 --seed $max
expect_rc 0
for bad in 18446744073709551616 -1 ' 5' 5x 0x ''; do
    run sim --games 1 --seed "$bad"
    expect_rc 2
    expect_err "^tsumo sim: --seed takes a whole number from 0 to $max"
done
run sim --games 0
expect_err '^tsumo sim: --games takes a whole number from 1 to 100000000'

# ---- bench ----
bench() { run bench --hands 1000 --passes 1 --startup-runs 0 "$@"; }
bench --seed 0x10
expect_rc 0
expect_out 'seed 16,'
bench --seed $max
expect_rc 0
expect_out "seed $max,"
# Once clamped silently to 2^63-1.
bench --seed 99999999999999999999
expect_rc 2
expect_err "^tsumo bench: --seed takes a whole number from 0 to $max"
bench --hands 999
expect_rc 2
expect_err '^tsumo bench: --hands takes a whole number from 1000 to 100000000'

# ---- play: the options are read before the table needs a terminal ----
for good in '--seed 0x10' '--seed=16' "--seed $max" '--claim-window 1.5' '--claim-window=0' \
    '--names A,B,C,D'; do
    # shellcheck disable=SC2086 # one option and its value
    run play $good --help
    expect_rc 0
done
run play --seed 0x1ffffffffffffffff --help
expect_rc 2
expect_err "^tsumo play: --seed takes a whole number from 0 to $max"
for bad in 61 -1 x ''; do
    run play --claim-window "$bad" --help
    expect_rc 2
    expect_err '^tsumo play: --claim-window takes 0 to 60 seconds'
done
run play --names A,B,C --help
expect_rc 2
expect_err 'needs four names'
# TSUMO_CLAIM_MS overrides the option, and is range-checked as it is.
TSUMO_CLAIM_MS=99999999999 run play --names A,B,C,D
expect_rc 2
expect_err '^tsumo play: TSUMO_CLAIM_MS takes a whole number from 0 to 60000'
TSUMO_CLAIM_MS=-5 run play --names A,B,C,D
expect_err '^tsumo play: TSUMO_CLAIM_MS takes'
TSUMO_CLAIM_MS=500 run play --names A,B,C,D
expect_err 'the table needs a terminal'
# What the options echo is shown escaped, never sent to the terminal as it is.
esc=$(printf '\033')
run play "--x${esc}[31m"
expect_rc 2
expect_err "unknown option '--x\\\\x1b\\[31m'"
run play --penalties "x${esc}]0;t"
expect_rc 2
expect_err "not 'x\\\\x1b\\]0;t'"
run sim --games 1 --record "d${esc}[2J"
expect_rc 2
expect_err "'d\\\\x1b\\[2J' is not a directory"
if grep -q "$esc" "$tmp/err"; then fail "an escape reached standard error"; fi
finish

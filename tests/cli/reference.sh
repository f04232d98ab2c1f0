#!/bin/sh
# tsumo rules --reference (issue 14): every yaku of EMA 2008 §4.2 with the value
# the scorer pays, each example hand scored by `tsumo score` and found to have its
# yaku at that value; a JPML ruleset's reference differs where its rules do
# (R-YAKU-02, R-YAKU-05, R-YAKU-27, R-YKM-13, CHECKLIST).
. "$(dirname "$0")/testlib.inc"
set -f # the examples' closed kans are written [1111p], which is no pattern
# In four parts (TSUMO_TEST_SHARD=I/4, tests/CMakeLists.txt), a ruleset's examples each: EMA
# 2008's and the rest (1), JPML A's (2), Tenhou's (3), club-furiten's (4).
read_shard
if [ "$parts" -ne 4 ]; then
    echo "FAIL: reference.sh runs in four parts: TSUMO_TEST_SHARD=I/4" >&2
    exit 1
fi

# check_examples RULESET [list]: each entry is a name, its value and an example; the
# example must score and list the yaku with the value shown (closed hands). With `list`, the
# entries are only counted ($entries).
check_examples() {
    run rules --reference "$1"
    expect_rc 0
    awk '/^  [^ ]/ { name = substr($0, 3) }
         /^    [^ ]/ && name != "" && value == "" { value = substr($0, 5); sub(/,.*/, "", value) }
         /^    Example: tsumo score / { print name "\t" value "\t" substr($0, 26); name = value = "" }' \
        "$tmp/out" >"$tmp/entries"
    entries=$(wc -l <"$tmp/entries")
    [ "${2:-}" = list ] && return 0
    while IFS='	' read -r name value example; do
        # 'HAND' then the options: the hand is quoted, for its melds' < and >
        hand=${example#\'}
        hand=${hand%%\'*}
        options=${example#*\' }
        # shellcheck disable=SC2086 # the options are several arguments
        "$tsumo" score "$hand" $options --rules "$1" >"$tmp/scored" 2>&1
        if ! awk -v n="$name" -v v="$value" '
                { line = $0; sub(/^  /, "", line) }
                index(line, n) == 1 { rest = substr(line, length(n) + 1); sub(/^ +/, "", rest)
                                      if (rest == v) found = 1 }
                END { exit !found }' "$tmp/scored"; then
            fail "$1: tsumo score $example does not list $name at $value"
            show "$tmp/scored"
        fi
    done <"$tmp/entries"
}

# check_sections RULESET (after check_examples): issue 22's sections, each with its rules: the fu
# (EMA 4.1.1, R-FU-01..08), the counters and the five-counter rule (3.4.11, R-WIN-03), riichi and
# its conditions (3.3.12, R-RII-01..05), furiten (3.4.5, R-FURI-01..06), in that order.
check_sections() {
    for heading in 'Fu (EMA 4.1.1)' 'Counters (EMA 3.4.10, 3.4.11)' 'Riichi (EMA 3.3.12)' \
        'Furiten (EMA 3.4.5)'; do
        grep -qxF "$heading" "$tmp/out" || fail "$1: no section '$heading'"
    done
    awk '$0 == "Fu (EMA 4.1.1)" { f = NR } $0 == "Counters (EMA 3.4.10, 3.4.11)" { c = NR }
         $0 == "Riichi (EMA 3.3.12)" { r = NR } $0 == "Furiten (EMA 3.4.5)" { u = NR }
         END { exit !(f && f < c && c < r && r < u) }' "$tmp/out" ||
        fail "$1: the sections are out of order"
    expect_out '^    pung of 2-8  +2  +4$'
    expect_out '^    kan of 1, 9 or an honour  +16  +32$'
    expect_out "^    Worked example: tsumo score '123m456p999s789s77z' --win 7s --riichi$"
    expect_out '^      \+Concealed pung of 9s 8$'
    expect_out '^      = 42 fu, rounded up to 50 fu\.$'
    expect_out '^  Conditions: a closed hand \(closed kans allowed\) that is tenpai'
    expect_out '^  At least 4 tiles must be left in the live wall\.'
    expect_out '^  The player puts a stick of 1000 points on the table'
    expect_out '^  Riichi is allowed while furiten; such a hand can win only by tsumo\. EMA$'
    expect_out "^    Example: '234m789s3456789p' waits on 3p 6p 9p\."
}

if [ "$part" -eq 3 ]; then
    check_examples tenhou
    check_sections tenhou
    finish
fi
if [ "$part" -eq 4 ]; then
    check_examples club-furiten
    check_sections club-furiten
    # the club plays no five-counter rule (RU:D5)
    expect_out '^  No five-counter rule: 1 han from yaku is enough however many counters'
    finish
fi

if [ "$part" -eq 1 ]; then
    check_examples ema2008
    check_sections ema2008
    expect_out '^  Five counters: with five or more counters on the table a win needs at least 2$'
    expect_out '^  han from yaku; dora do not count\. EMA 3\.4\.11\.$'
else
    check_examples ema2008 list # JPML A's part compares its count with EMA 2008's
fi
# Every yaku and yakuman of the scorer's list is in EMA 2008's reference, but those
# that are no EMA 2008 yaku: renhou worth han (CFG-RENHOU), open riichi (CFG-OPENRII),
# the dora (R-WIN-02) and the counted yakuman, which is a limit (R-HAN-05).
all=$(sed -n '/^typedef enum tsumo_yaku {/,/^} tsumo_yaku;/p' "$src/include/tsumo/score.h" |
    grep -Ec '^ +TSUMO_YAKU_[A-Z0-9_]+( = 0)?,')
if [ "$entries" -ne $((all - 6)) ]; then
    fail "ema2008: $entries yaku in the reference, the scorer has $((all - 6)) EMA ones"
fi
ema_entries=$entries
cp "$tmp/out" "$tmp/ema"
expect_out '^Rules reference: EMA 2008$'
expect_out '^  All Simples \(tanyao\)$'
expect_out '^    1 han, closed hands only\. EMA 4\.2\.1\.$'
expect_out '^  Full Flush \(chinitsu\)$'
expect_out '^    6 han, 5 han open\. EMA 4\.2\.4\.$'
expect_out '^   30 fu  1000 \(300/500\) +2000 \(500/1000\) +3900 \(1000/2000\) +7700 \(2000/3900\)$'
expect_out 'Payment: a non-dealer pays 4000 to the dealer and 2000 to each other player;'
expect_out '^  3 red fives, each a dora\. EMA 1\.1, 4\.1\.$'
if awk 'length($0) > 80 { bad = 1 } END { exit !bad }' "$tmp/out"; then
    fail "ema2008: a line wider than 80 columns"
fi

if [ "$part" -eq 2 ]; then
    # JPML A: open tanyao, no ippatsu, a mangan renhou, no doubles, no counted yakuman.
    check_examples jpml-a
    check_sections jpml-a
    expect_out 'JPML A rule: two_han_at_five_counters \(EMA 3\.4\.11 differs\)'
    expect_out '^  No ippatsu\. JPML A rule: ippatsu \(EMA 3\.3\.12, 4\.2\.1 differs\)\.$'
    if [ "$entries" -ge "$ema_entries" ]; then
        fail "jpml-a: $entries yaku, no fewer than EMA 2008's $ema_entries"
    fi
    expect_out '^Rules reference: JPML A$'
    expect_out '^    1 han, open or closed\. JPML A rule: open_tanyao \(EMA 4\.2\.1 differs\)\.$'
    expect_out 'JPML A rule: kazoe'
    expect_out '^  No red fives\. JPML A rule: red_fives \(EMA 1\.1, 4\.1 differs\)\.$'
    expect_out '^    The green dragon is required\.$'
    if grep -q '^  One Shot (ippatsu)$' "$tmp/out"; then
        fail "jpml-a: ippatsu is listed, JPML A has none"
    fi
    if cmp -s "$tmp/out" "$tmp/ema"; then
        fail "jpml-a: the same reference as EMA 2008"
    fi
    finish
fi

# In Spanish (po/es.po), wrapped by display columns: accents take one column each.
build=$(dirname "$tsumo")
if locale -a 2>/dev/null | grep -Eqi '^c\.utf-?8$'; then
    LC_ALL=C.UTF-8 LANGUAGE=es TSUMO_LOCALEDIR="$build/locale" "$tsumo" rules --reference \
        >"$tmp/es" 2>&1 || fail "rules --reference in Spanish failed"
    grep -q '^Referencia de reglas: EMA 2008$' "$tmp/es" || fail "the reference is not in Spanish"
    grep -q '^    1 han, solo con mano cerrada\. EMA 4\.2\.1\.$' "$tmp/es" ||
        fail "the values are not in Spanish"
    # wc -L counts display columns in the locale (awk here may count bytes)
    widest=$(LC_ALL=C.UTF-8 wc -L <"$tmp/es")
    [ "$widest" -le 80 ] || fail "a Spanish line of $widest columns, wider than 80"
fi

# The default is EMA 2008; a ruleset that is not one is refused.
run rules --reference
expect_rc 0
expect_out '^Rules reference: EMA 2008$'
run rules --reference nosuch
expect_rc 2
expect_err "no shipped ruleset is called 'nosuch'"
run rules --reference ema2008 extra
expect_rc 2

finish

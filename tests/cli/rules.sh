#!/bin/sh
# --rules NAME|FILE and tsumo rules: shipped rulesets by name, files by path,
# and a bad file named with its line and key (issue 2 §3).
. "$(dirname "$0")/testlib.inc"

run rules
expect_rc 0
expect_out '^ema2008 +EMA 2008'

run rules nosuch
expect_rc 2
expect_err "no shipped ruleset is called 'nosuch'; there are: .*ema2008"
expect_err "a ruleset file needs a '/' in its name or the .ini ending"

run score 123m456p789s11122z --rules nosuch
expect_rc 2
expect_err "no shipped ruleset is called 'nosuch'"

run score 123m456p789s11122z --rules "$tmp/missing.ini"
expect_rc 2
expect_err "cannot read the ruleset '$tmp/missing.ini': No such file or directory"

run rules one two
expect_rc 2
expect_err '^Usage: tsumo rules'


# The ruleset changes the verdict: an open tanyao is no yaku under EMA 2008
# (preface #1) and a yaku under Tenhou's rules (CFG-KUITAN).
run score '234m567p66s (456s<) (345m<)'
expect_rc 1
expect_out '^Refused: no yaku'
run score '234m567p66s (456s<) (345m<)' --rules tenhou
expect_rc 0
expect_out '^  All Simples \(tanyao\) +1 han$'

# A ruleset prints as a whole file that reads back to the same ruleset.
run rules ema2008
expect_rc 0
cp "$tmp/out" "$tmp/ema.ini"
[ -s "$tmp/ema.ini" ] || fail "tsumo rules ema2008 printed nothing"
run rules "$tmp/ema.ini"
expect_rc 0
cmp -s "$tmp/out" "$tmp/ema.ini" || fail "tsumo rules FILE does not give back the file it read"

# A mistake on line 3 names the file, the line and the key.
printf 'format = 1\n[dora]\nred_fives = seven\n' >"$tmp/bad.ini"
run score 123m456p789s11122z --rules "$tmp/bad.ini"
expect_rc 2
expect_err "^$tmp/bad.ini:3: "
expect_err "red_fives"
run rules "$tmp/bad.ini"
expect_rc 2
expect_err "^$tmp/bad.ini:3: "

# An unknown section is named as a section, with the sections there are.
printf 'format = 1\n[rules]\n' >"$tmp/section.ini"
run rules "$tmp/section.ini"
expect_rc 2
expect_err "^$tmp/section.ini:2: section \\[rules\\]: unknown section: expected ruleset, dora,"

# A file name without a '/' is a file when it ends in .ini.
cp "$tmp/bad.ini" "$tmp/local.ini"
(cd "$tmp" && "$tsumo" rules local.ini >/dev/null 2>"$tmp/err")
grep -q "^local.ini:3: " "$tmp/err" || fail "rules local.ini: not read as a file"

finish

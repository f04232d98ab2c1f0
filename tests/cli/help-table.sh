#!/bin/sh
# Options declared once (issue 18): each verb's table (`tsumo --options VERB`, src/common/options.h)
# is what its --help shows and what docs/tsumo.6 lists under the verb (the page lists no option
# the table lacks), and the table's environment variables are in the help and the page's
# ENVIRONMENT. A bad value of each option that takes a number, a choice or a wind is refused
# naming the option and what it takes (a number's range). Help that cannot be written fails.
. "$(dirname "$0")/testlib.inc"
man=$src/docs/tsumo.6
XDG_STATE_HOME=$tmp/state # `tsumo play` below must not touch a real saved game
HOME=$tmp
export XDG_STATE_HOME HOME

# man_list KIND VERB: the options (KIND options) or variables (KIND environment) that the
# page's list for VERB names in its tags, one a line.
man_list() {
    awk -v kind="$1:" -v verb="$2" '
        /^\.\\" / { if ($2 == "options:" || $2 == "environment:") on = ($2 == kind && $3 == verb); next }
        /^\.S[HS] / { on = 0 }
        on && tag { print; tag = 0; next }
        on && /^\.TP/ { tag = 1 }
    ' "$man" | sed 's/\\-/-/g' >"$tmp/tags"
    if [ "$1" = options ]; then
        grep -oE -- '--[a-z][a-z-]*' "$tmp/tags"
    else
        grep -oE '[A-Z][A-Z_]{2,}' "$tmp/tags"
    fi | LC_ALL=C sort -u
}

# bad_value VERB KIND NAME LO HI: the option given a value it cannot take is refused, named.
bad_value() {
    case $2 in
    number | seed) want="$3 takes a whole number from $4 to $5" ;;
    seconds) want="$3 takes 0 to $5 seconds" ;;
    choice | wind) want="$3 takes .*, not 'xyz'" ;;
    *) return ;;
    esac
    if [ "$kind" = env ]; then
        env "$3=xyz" "$tsumo" "$1" </dev/null >"$tmp/out" 2>"$tmp/err"
        rc=$?
        last="$3=xyz tsumo $1"
        expect_err "^tsumo $1: $want"
        return
    fi
    run "$1" "$3" xyz
    expect_rc 2
    expect_err "^tsumo $1: $want"
}

verbs=$("$tsumo" --options)
[ "$(echo "$verbs" | wc -w)" -ge 11 ] || fail "tsumo --options lists too few verbs: $verbs"
for verb in $verbs; do
    "$tsumo" --options "$verb" >"$tmp/table" || fail "tsumo --options $verb failed"
    [ -s "$tmp/table" ] || fail "$verb has no table"
    run "$verb" --help
    expect_rc 0
    cp "$tmp/out" "$tmp/help"
    man_list options "$verb" >"$tmp/man-options"
    man_list environment "$verb" >"$tmp/man-env"
    [ -s "$tmp/man-options" ] || fail "docs/tsumo.6 has no list of the options of $verb"
    while IFS="	" read -r kind name type lo hi; do
        grep -Eq -- "^  (-h, )?$name( |$)" "$tmp/help" ||
            fail "tsumo $verb --help does not show $name"
        if [ "$kind" = env ]; then
            grep -qx -- "$name" "$tmp/man-env" ||
                fail "docs/tsumo.6's ENVIRONMENT lacks $name (tsumo $verb reads it)"
        else
            grep -qx -- "$name" "$tmp/man-options" ||
                fail "docs/tsumo.6 does not list $name among the options of $verb"
        fi
        bad_value "$verb" "$type" "$name" "$lo" "$hi"
    done <"$tmp/table"
    # The page lists no option the table lacks.
    cut -f2 "$tmp/table" | LC_ALL=C sort -u >"$tmp/declared"
    for name in $(LC_ALL=C comm -23 "$tmp/man-options" "$tmp/declared"); do
        fail "docs/tsumo.6 lists $name among the options of $verb, which its table lacks"
    done
done

# The program's own environment (src/cli/main.c), read before any verb's table: in its help and
# the page's ENVIRONMENT.
man_list environment tsumo >"$tmp/man-env"
run --help
name=TSUMO_LOCALEDIR
grep -Eq -- "^  $name " "$tmp/out" || fail "tsumo --help does not show $name"
grep -qx -- "$name" "$tmp/man-env" || fail "docs/tsumo.6's ENVIRONMENT lacks $name (tsumo reads it)"

# No variable is read by hand: each goes through a table (options.c's cli_parse_env).
grep -rn 'getenv *(' "$src/src" | grep -v '^[^:]*/src/common/options\.c:' >"$tmp/getenv" &&
    fail "the environment read outside the option tables: $(cat "$tmp/getenv")"

# A bad COLUMNS is said and ignored, as documented: the drills still run, in whole lines.
printf 'no\n' >"$tmp/answers"
env COLUMNS=-3 "$tsumo" drill furiten --count 1 --seed 1 --answers "$tmp/answers" >"$tmp/out" 2>"$tmp/err"
rc=$?
last="COLUMNS=-3 tsumo drill furiten"
expect_rc 0
expect_out '^Score: 1 of 1 right'
expect_err '^tsumo drill: COLUMNS takes a whole number from 40 to 1000.*-3'
expect_err '^tsumo drill: COLUMNS is ignored'
awk 'length > 60 { found = 1 } END { exit !found }' "$tmp/out" || fail "$last: no whole line"
env COLUMNS=60 "$tsumo" drill furiten --count 1 --seed 1 --answers "$tmp/answers" >"$tmp/out" 2>"$tmp/err"
rc=$?
last="COLUMNS=60 tsumo drill furiten"
expect_rc 0
[ -s "$tmp/err" ] && fail "$last: said $(cat "$tmp/err")"
awk 'length > 60 { exit 1 }' "$tmp/out" || fail "$last: a line longer than 60 columns"

# Help that cannot be written is an error, for the program and for each verb (the table's too).
if [ -w /dev/full ]; then
    for verb in "" $verbs; do
        # shellcheck disable=SC2086 # no verb: the program's own help
        "$tsumo" $verb --help >/dev/full 2>"$tmp/err"
        rc=$?
        last="tsumo $verb --help >/dev/full"
        expect_rc 2
        expect_err 'cannot write'
    done
    for word in help --version; do
        "$tsumo" $word >/dev/full 2>"$tmp/err"
        rc=$?
        last="tsumo $word >/dev/full"
        expect_rc 2
        expect_err 'cannot write'
    done
fi
finish

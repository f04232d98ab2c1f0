#!/bin/sh
# tsumo demo (issue 12, docs/demo-format.md): every shipped demo plays to the end of its hand
# under its ruleset, with its captions at their steps; a bad demo file is refused with the
# file, the line and the rule.
. "$(dirname "$0")/testlib.inc"

run demo --help
expect_rc 0
expect_out '^Usage: tsumo demo NAME\|FILE'

run demo --list
expect_rc 0
cp "$tmp/out" "$tmp/list"
[ "$(wc -l <"$tmp/list")" -eq "$(find "$src/data/demos" -name '*.demo' | wc -l)" ] ||
    fail "demo --list does not name every file of data/demos"

# Each shipped demo: played to its end, every caption citing its rule. In two parts
# (TSUMO_TEST_SHARD=I/2, tests/CMakeLists.txt): the shipped demos are the second, the rest the
# first (39 s under the sanitizers at load in one part).
read_shard
if [ "$parts" -ne 2 ]; then
    echo "FAIL: demo.sh runs in two parts: TSUMO_TEST_SHARD=1/2 or 2/2" >&2
    exit 1
fi
if [ "$part" -eq 2 ]; then
    cut -d' ' -f1 "$tmp/list" >"$tmp/names"
    [ -s "$tmp/names" ] || fail "demo --list names no demo"
    while read -r name; do
        run demo --print "$name"
        expect_rc 0
        expect_out '^    The hand ends in '
        grep -Eq '^      > .*(EMA [0-9]|ruleset)' "$tmp/out" || fail "$name: no caption cites a rule"
    done <"$tmp/names"
    finish
fi

# The lines after step N of --print are the caption that comes on the screen at that step: --print
# numbers the viewer's steps (its title's "step N of M"), and each caption stands at the step that
# shows what it says (issue 21): the pon beside the chi, the kan dora as it is turned, the riichi
# stick as it goes on the table.
expect_caption_after() { # NAME STEP REGEX
    run demo --print "$1"
    awk -v step="$2" 'at && !/^      > / { exit } at { print } $1 == step "." { at = 1 }' \
        "$tmp/out" >"$tmp/at"
    grep -Eq -- "$3" "$tmp/at" || {
        fail "$1: after step $2 no caption matches /$3/"
        show "$tmp/out"
    }
}
expect_caption_after riichi-ippatsu-ura 14 '1000 points go on the table'
expect_caption_after riichi-ippatsu-ura 20 'ippatsu'
expect_caption_after riichi-ippatsu-ura 21 'ura dora'
expect_caption_after call-priority 10 'a pon beats a chi.*EMA 3\.3\.1'
expect_caption_after call-priority 19 'A ron beats a pon'
expect_caption_after furiten-temporary 8 'temporary furiten'
expect_caption_after furiten-temporary 11 'any call ends a temporary furiten'
expect_caption_after kan-dora 4 'turned at once, before the replacement'
expect_caption_after kan-dora 11 '6p, so 7p is dora'
expect_caption_after chankan 20 'South robs the kan'
expect_caption_after two-yaku-five-counters 7 'two han from yaku, so he may not ron'
# The step numbers are the viewer's: step 10 of call-priority is the step line of East's pon.
run demo --print call-priority
expect_out '^  10\. East calls pon on 5m from West'
run demo --print riichi-ippatsu-ura
expect_out '^    S wins: 6 han, 20 fu: .*Ippatsu.*Ura Dora 2$|^    S wins: 6 han, 20 fu: .*ippatsu.*Ura Dora 2$'
expect_out '^    Points: E -6000 S \+13000 W -3000 N -3000$'

# Titles and captions are translated (po/es.po, through tools/demo-pot.sh).
if locale -a 2>/dev/null | grep -Eqi '^c\.utf-?8$'; then
    LC_ALL=C.UTF-8 LANGUAGE=es TSUMO_LOCALEDIR="$(dirname "$tsumo")/locale" "$tsumo" demo \
        --print ron-double >"$tmp/out" 2>"$tmp/err"
    rc=$?
    last="tsumo demo --print ron-double (in Spanish)"
    expect_rc 0
    expect_out '^Doble ron, con contadores y una apuesta riichi en la mesa$'
    expect_out '^      > Oeste y Norte reclaman ron: en EMA ganan los dos \(EMA 3\.3\.1\)\.$'
fi

# A file is read as a demo; the shipped one as a file gives the same steps.
demo=$src/data/demos/riichi-ippatsu-ura.demo
run demo --print "$demo"
expect_rc 0
expect_out '^  21\. S tsumo$'

# `W tsumogiri` discards whatever the seed drew, and --print names the tile.
run demo --print exhaustive-draw
expect_out '^ 141\. S discard [0-9][mpsz] tsumogiri$'
expect_out '^    Points: E -1500 S \+1500 W -1500 N \+1500$'

# Bad demos: the file, the line and, for a refused action, the rule.
bad() { # SED-SCRIPT NAME
    sed "$1" "$demo" >"$tmp/$2.demo"
    run demo --print "$tmp/$2.demo"
}
bad 's/^S tsumo/S ron/' ron
expect_rc 2
expect_err "ron\\.demo:[0-9]+: the engine refuses \"S ron\": .*\\(EMA [0-9.]+\\)$"
bad 's/^E discard 5z/E discard 9p/' notheld
expect_rc 2
expect_err "notheld\\.demo:30: the engine refuses \"E discard 9p\": that tile is not in the hand \\(EMA 3\\.3\\)$"
# A tsumogiri of a tile held but not drawn says so (issue 21), not that the hand lacks it.
bad 's/^S discard 7z tsumogiri/S discard 1z tsumogiri/' notdrawn
expect_rc 2
expect_err "notdrawn\\.demo:19: the engine refuses \"S discard 1z tsumogiri\": that tile is in the hand but was not the tile drawn \\(EMA 3\\.3\\)$"
bad 's/^result win -6000/result win -5000/' paid
expect_rc 2
expect_err 'paid\.demo:[0-9]+: the result gives E -5000, the engine pays -6000$'
bad 's/^draws S 7z 9m 5s/draws S 7z 9m 5s 5s 5s 5s/' fifth
expect_rc 2
expect_err "fifth\\.demo:12: no 5s is left: there are four of each tile, the ruleset's red fives among them$"
bad 's/^round E1 honba 0/round E1 honba 300/' honba
expect_rc 2
expect_err "honba\\.demo:6: honba \\(counters\\) must be a whole number from 0 to 99, not '300'$"
# shellcheck disable=SC2016 # a sed address, not a shell expansion
bad '/^S tsumo/,$d' short
expect_rc 2
expect_err "short\\.demo:[0-9]+: the demo's actions stop before its hand is over$"
bad 's/^W discard 3z/W dscard 3z/' word
expect_rc 2
expect_err "word\\.demo:20:3: unknown key: .*found 'dscard'$"
bad 's/^title .*/title Red \x1b[31mtitle/' escape
expect_rc 2
expect_err 'escape\.demo:3: a control character in column 11$'
# A bidi control reaches no terminal either: the title is refused, not shown.
rlo=$(printf '\342\200\256')
bad "s/^title .*/title Right to left $rlo here/" bidi
expect_rc 2
expect_err 'bidi\.demo:3: the title cannot be shown: '
grep -q "$rlo" "$tmp/err" && fail "a bidi control of the title reached the terminal"
# An anchor the format does not know, and one that nothing at its place shows (issue 21).
bad 's/^caption-at stick /caption-at stik /' anchor
expect_rc 2
expect_err "anchor\\.demo:26: caption-at: expected claim, call, draw, dora, stick or result, found 'stik'$"
bad 's/^caption-at stick /caption-at call /' nocall
expect_rc 2
expect_err "nocall\\.demo:26: caption-at call: no step here or at the next action shows one$"
bad 's/^caption-at draw South draws 5s/caption-at claim South draws 5s/' early
expect_rc 2
expect_err "early\\.demo:31: caption-at claim: no step here or at the next action shows one$"
bad 's/^ruleset ema2008/ruleset nosuch/' ruleset
expect_rc 2
expect_err 'ruleset\.demo:4:'

# More given draws (96) than the live wall holds (69): the seats that never draw them are named.
{
    printf 'tsumo-demo 1\ntitle Too many draws\nruleset ema2008\nhand E 19m19p19s1234z\n'
    echo 'draws S 1m 2m 3m 4m 6m 7m 8m 9m 1p 2p 3p 4p 6p 7p 8p 9p 1s 2s 3s 4s 6s 7s 8s 9s 1z 2z 3z 4z 5z 6z 7z 1m'
    echo 'draws W 2m 3m 4m 6m 7m 8m 9m 1p 2p 3p 4p 6p 7p 8p 9p 1s 2s 3s 4s 6s 7s 8s 9s 1z 2z 3z 4z 5z 6z 7z 1m 2m'
    echo 'draws N 3m 4m 6m 7m 8m 9m 1p 2p 3p 4p 6p 7p 8p 9p 1s 2s 3s 4s 6s 7s 8s 9s 1z 2z 3z 4z 5z 6z 7z 2m 3m 4m'
    printf 'E kyuushu\n'
} >"$tmp/many.demo"
run demo --print "$tmp/many.demo"
expect_rc 2
expect_err 'many\.demo:5: seat S draws 0 tiles in this hand, the demo gives 32$'

run demo --print no-such-demo
expect_rc 2
expect_err "no shipped demo is called 'no-such-demo'"
run demo
expect_rc 2

# Talks (issue 21). The shipped demos are listed in their teaching order, that of
# data/demos/teaching-order.playlist, which names each of them once.
order=$src/data/demos/teaching-order.playlist
sed -n 's/^demo //p' "$order" >"$tmp/order"
cut -d' ' -f1 "$tmp/list" >"$tmp/listed"
cmp -s "$tmp/order" "$tmp/listed" || fail "demo --list is not in the teaching order: $(diff "$tmp/order" "$tmp/listed" | head -4)"
sort "$tmp/order" >"$tmp/order.sorted"
find "$src/data/demos" -name '*.demo' | sed 's|.*/||; s|\.demo$||' | sort >"$tmp/files"
cmp -s "$tmp/order.sorted" "$tmp/files" || fail "the teaching order does not name every shipped demo once: $(diff "$tmp/files" "$tmp/order.sorted" | head -4)"
[ "$(head -n1 "$tmp/listed")" != "abort-four-kans" ] || fail "demo --list is alphabetical"
# One starting score: the ruleset's (30000 under EMA 2008) for every demo but those whose
# sticks on the table were paid by its players (the order file says so).
for f in "$src"/data/demos/*.demo; do
    case $f in */ron-double.demo | */ron-triple.demo) continue ;; esac
    scores=$(sed -n 's/^round .*scores //p' "$f")
    [ -z "$scores" ] || [ "$scores" = "30000 30000 30000 30000" ] ||
        fail "$f starts from $scores, not the ruleset's 30000 each"
done
grep -q 'One starting score' "$order" || fail "the order file does not say what the scores are"

# A playlist: shipped demos by name, a file by a path from the playlist's folder.
mkdir "$tmp/talk" "$tmp/talk/mine"
cp "$src/data/demos/kan-dora.demo" "$tmp/talk/mine/my-kan.demo"
printf '# A club night\ntsumo-playlist 1\ntitle Club night\n\ndemo chankan\ndemo mine/my-kan.demo\r\n' \
    >"$tmp/talk/night.playlist"
run demo --list --playlist "$tmp/talk/night.playlist"
expect_rc 0
[ "$(cat "$tmp/out")" = "$(printf 'Club night\nchankan                Robbing a kan: ron on the tile added to a pon\nmy-kan                 Kan dora: turned at once, for every kan')" ] ||
    { fail "--list --playlist lists other demos"; show "$tmp/out"; }
run demo --print --playlist "$tmp/talk/night.playlist"
expect_rc 0
[ "$(grep -c '^    The hand ends in ' "$tmp/out")" = 2 ] || fail "--print --playlist prints not two demos"
run demo --list --playlist teaching-order
expect_rc 0
cmp -s "$tmp/out" "$tmp/list" || fail "the shipped playlist by name lists other demos than demo --list"
# What a playlist refuses: the file, the line, what was expected and what was found.
talk_bad() { # NAME TEXT
    # shellcheck disable=SC2059 # TEXT is a printf format: its escapes make the file
    printf "$2" >"$tmp/talk/$1.playlist"
    run demo --playlist "$tmp/talk/$1.playlist"
    expect_rc 2
}
talk_bad version 'tsumo-playlist 2\ndemo chankan\n'
expect_err 'version\.playlist:1: expected version 1 of the playlist format, found .2.$'
talk_bad first '# a talk\ntsumo-demo 1\n'
expect_err "first\\.playlist:2: expected 'tsumo-playlist 1' as the first line, found 'tsumo-demo 1'$"
talk_bad key 'tsumo-playlist 1\ndemo chankan\ndemos kan-dora\n'
expect_err "key\\.playlist:3: expected 'demo NAME\\|FILE' or 'title TEXT', found 'demos kan-dora'$"
talk_bad name 'tsumo-playlist 1\ndemo no-such\n'
expect_err "name\\.playlist:2: expected a shipped demo's name \\(tsumo demo --list\\) or a file, found 'no-such'$"
talk_bad empty 'tsumo-playlist 1\n'
expect_err "empty\\.playlist:1: expected at least one 'demo NAME\\|FILE' line, found none$"
talk_bad missing 'tsumo-playlist 1\ndemo chankan\n\ndemo mine/none.demo\n'
expect_err 'missing\.playlist:4: .*mine/none\.demo: '
printf 'tsumo-demo 1\ntitle Broken\nruleset nosuch\n' >"$tmp/talk/mine/broken.demo"
talk_bad broken 'tsumo-playlist 1\ndemo mine/broken.demo\n'
expect_err 'broken\.playlist:2: .*broken\.demo:3:'
talk_bad escape "tsumo-playlist 1\ntitle A \033[2J talk\ndemo chankan\n"
expect_err 'escape\.playlist:2: a control character in column 9$'
if grep -q "$(printf '\033')" "$tmp/err"; then fail "a playlist's ESC reached the terminal"; fi
finish

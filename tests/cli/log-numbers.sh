#!/bin/sh
# Numbers in Tenhou and Majiang logs are range-checked before they are narrowed (issue 10):
# a payment of 2^32 - 7700 was "reproduced" as -7700 and passed --check, a tile code of
# 2^32 + 11 read as 11. Each is refused with exit 2, the file, the place and the range.
. "$(dirname "$0")/testlib.inc"

run sim --games 1 --seed 77 --record "$tmp"
expect_rc 0
run replay --to tenhou "$tmp/sim-77.txt"
expect_rc 0
cp "$tmp/out" "$tmp/game.json"

# edit NAME SED-SCRIPT: a copy of the log with one change, which must have happened.
edit() {
    sed "$2" "$tmp/game.json" >"$tmp/$1.json"
    cmp -s "$tmp/game.json" "$tmp/$1.json" && fail "$1: the edit '$2' changed nothing"
}

edit pay 's/,-7700\]/,4294959596]/'
run replay --check "$tmp/pay.json"
expect_rc 2
expect_err "pay.json:1: round 1: result, payments 1\\[[0-3]\\]: 4294959596 is out of range \\(-10000000 to 10000000\\)$"

edit dora 's/"log":\[\[\[0,0,0\],\[30000,30000,30000,30000\],\[[0-9]*\]/"log":[[[0,0,0],[30000,30000,30000,30000],[4294967307]/'
run replay "$tmp/dora.json"
expect_rc 2
expect_err "dora.json:1: round 1: dora indicator 1: 4294967307 is out of range \\(11 to 53\\)$"

edit hand 's/\],\[[0-9]*\],\[[0-9]*\],\[[0-9]*,/],[0],[0],[4294967307,/'
run replay "$tmp/hand.json"
expect_rc 2
expect_err "round 1: (seat 0, starting hand\\[0\\]: 4294967307 is out of range \\(11 to 53\\)|dora indicator 1: 0 is)"

edit kyoku 's/"log":\[\[\[0,0,0\]/"log":[[[0,4294967296,0]/'
run replay "$tmp/kyoku.json"
expect_rc 2
expect_err "round 1: \\[kyoku, honba, sticks\\]\\[1\\]: 4294967296 is out of range \\(0 to 255\\)$"

edit score 's/\[30000,30000,30000,30000\]/[30000,30000,"x",30000]/'
run replay "$tmp/score.json"
expect_rc 2
expect_err "round 1: scores\\[2\\]: a whole number from -10000000 to 10000000 was expected$"

# A Majiang log, written here: one round that ends at once (only its numbers matter).
mj() {
    printf '{"title":"t","player":["A","B","C","D"],"qijia":%s,"log":[[{"qipai":{"zhuangfeng":0,"jushu":0,"changbang":%s,"lizhibang":0,"defen":[25000,25000,25000,25000],"baopai":"m1","shoupai":["m1112345678999","p1112345678999","s1112345678999","z1112223334445"]}},{"zimo":{"l":%s,"p":"m2"}},{"pingju":{"name":"荒牌平局","shoupai":["","","",""],"fenpei":[%s,0,0,0]}}]],"defen":[25000,25000,25000,25000]}\n' "$@"
}
mj 0 0 0 0 >"$tmp/mj-ok.json"
run replay "$tmp/mj-ok.json"
[ "$rc" -ne 2 ] || fail "$last: the plain Majiang log is refused"

mj 4294967296 0 0 0 >"$tmp/mj-qijia.json"
run replay "$tmp/mj-qijia.json"
expect_rc 2
expect_err "mj-qijia.json:1: game 1, round 1: qijia: 4294967296 is out of range \\(0 to 3\\)$"
mj 0 4294967297 0 0 >"$tmp/mj-honba.json"
run replay "$tmp/mj-honba.json"
expect_rc 2
expect_err "changbang: 4294967297 is out of range \\(0 to 255\\)$"
mj 0 0 4294967297 0 >"$tmp/mj-seat.json"
run replay "$tmp/mj-seat.json"
expect_rc 2
expect_err "round 1: l: 4294967297 is out of range \\(0 to 3\\)$"
mj 0 0 0 4294959596 >"$tmp/mj-pay.json"
run replay --check "$tmp/mj-pay.json"
expect_rc 2
expect_err "fenpei\\[0\\]: 4294959596 is out of range \\(-10000000 to 10000000\\)$"

# Nine terminals whose shown hand is a number, not a string: refused, not a crash.
sed 's/"name":"荒牌平局","shoupai":\["",/"name":"九種九牌","shoupai":[9,/' "$tmp/mj-ok.json" \
    >"$tmp/mj-nine.json"
cmp -s "$tmp/mj-ok.json" "$tmp/mj-nine.json" && fail "mj-nine.json: the edit changed nothing"
run replay "$tmp/mj-nine.json"
expect_rc 2
expect_err "mj-nine.json:1: game 1, round 1: nine terminals without a hand shown$"

finish

#!/bin/sh
# mjai event logs read by view, explain and replay (issue 20, docs/record-format.md "mjai
# logs"): tests/data/mjai-log.jsonl holds six games of one hand each, every tile shown (a ron
# by a riichi with uradora, a tsumo after a chi and a pon, a daiminkan won on its replacement
# tile with a kan dora, an ankan and a kakan with kan dora, an exhaustive draw with tenpai
# payments), read under tenhou rules and checked against the log's own deltas and scores.
# Each broken copy is refused with exit 2, the file, the line and what was expected.
# shellcheck source=tests/cli/testlib.inc
. "$(dirname "$0")/testlib.inc"

log="$src/tests/data/mjai-log.jsonl"

run replay --check "$log"
expect_rc 0
expect_out 'mjai-log.jsonl: 6 hands: 6 accepted, 6 of 6 payments reproduced, 0 problems$'
run replay "$log"
expect_rc 0
expect_out '^  Sim B \(N\) wins by ron on 4m from Sim C \(E\)$'
expect_out '^    Riichi 1, No Points Hand \(pinfu\) 1, All Simples \(tanyao\) 1, Dora 1, Ura Dora 1$'
expect_out '^    Sim C \(E\) -8000 Sim A \(S\) \+0 Sim D \(W\) \+0 Sim B \(N\) \+9000$'
expect_out '^  Sim B \(W\) wins by tsumo on 4s$'
expect_out '^    After a Kan \(rinshan kaihou\) 1, White Dragon \(haku\) 1, Pure Straight \(ittsu\) 1, Dora 1$'
expect_out '^    Ana \(E\) -4000 Bea \(S\) \+8000 Cid \(W\) -2000 Dan \(N\) -2000$'
expect_out '^  Exhaustive draw; tenpai: Sim C \(W\)$'
expect_out '^    Sim A \(E\) -1000 Sim D \(S\) -1000 Sim C \(W\) \+3000 Sim B \(N\) -1000$'

run explain "$log"
expect_rc 0
expect_out "mjai-log.jsonl:147$"

run view --print --game 6 "$log"
expect_rc 0
expect_out '^points 33100 20400 15200 31300$'
run view --print --game 3 "$log"
expect_rc 0
expect_out '^6 Bea wins by tsumo on 5p$'
run view --print --game 7 "$log"
expect_rc 2
expect_err_line "$log: there is no game 7: the log holds 6"

# A byte-order mark is skipped; --rules overrides tenhou: EMA 2008 has no open tanyao.
printf '\357\273\277' | cat - "$log" >"$tmp/bom.jsonl"
run replay "$tmp/bom.jsonl"
expect_rc 0
run replay --rules ema2008 "$log"
expect_rc 2
expect_err_line "$log:134: the rules refuse this tsumo: the hand has no yaku"

# broken NAME LINE SED-SCRIPT: a copy of the log with line LINE changed, which must change it.
broken() {
    sed "$2$3" "$log" >"$tmp/$1.jsonl"
    cmp -s "$log" "$tmp/$1.jsonl" && fail "$1: the edit '$2$3' changed nothing"
    run replay "$tmp/$1.jsonl"
    expect_rc 2
}

broken deltas 92 's/"deltas":\[0,9000,-8000,0\]/"deltas":[0,9000,-7000,0]/'
expect_err "^$tmp/deltas.jsonl:92: the log and the rules differ: .*seat 2.* -7000.* -8000"
broken scores 144 's/"scores":\[21000,/"scores":[21100,/'
expect_err_line "$tmp/scores.jsonl:144: the log and the rules differ: seat 0's score is 21100 in the log, 21000 by the rules"
broken range 144 's/"deltas":\[-4000,/"deltas":[4294963296,/'
expect_err_line "$tmp/range.jsonl:144: deltas[0]: 4294963296 is out of range (-10000000 to 10000000)"
broken tile 4 's/"pai":"C"/"pai":"0m"/'
expect_err_line "$tmp/tile.jsonl:4: pai: expected a tile name (1m-9s, 5mr, E S W N P F C)"
broken hidden 5 's/"pai":"1m"/"pai":"?"/'
expect_err_line "$tmp/hidden.jsonl:5: a tile was expected, not \"?\": only a full log can be read"
broken notheld 4 's/"pai":"C"/"pai":"9p"/'
expect_err "^$tmp/notheld.jsonl:4: the rules refuse this discard: "
broken call 141 's/"target":0/"target":2/'
expect_err_line "$tmp/call.jsonl:141: a call of the last discard was expected (its target and pai)"
broken oya 2 's/"oya":2/"oya":1/'
expect_err_line "$tmp/oya.jsonl:2: oya: kyoku - 1 was expected (seat 0 is the first dealer)"
broken fifth 138 's/\["P","1p"/["P","P"/'
expect_err_line "$tmp/fifth.jsonl:138: more of the tile P than the set has"
broken json 3 's/}$//'
expect_err "^$tmp/json.jsonl:[34]:[0-9]+: "
broken order 2 's/.*/{"type":"tsumo","actor":0,"pai":"1m"}/'
expect_err_line "$tmp/order.jsonl:2: tsumo before a start_kyoku"
broken unended 93 's/.*/{"type":"tsumo","actor":0,"pai":"1m"}/'
expect_err_line "$tmp/unended.jsonl:93: tsumo after the hand ended"
broken nostart 95 's/.*/{"type":"dahai","actor":0,"pai":"1m","tsumogiri":false}/'
expect_err_line "$tmp/nostart.jsonl:95: dahai before a start_game or start_kyoku"
broken name 1 's/"Sim D"/"Sim\\u001b[2J"/'
expect_err "^$tmp/name.jsonl:1: "

finish

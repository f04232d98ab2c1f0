/*
 * One game of the yardstick: majiang-core's Game with three majiang-ai players and tsumo's
 * bot (through the Bridge) in seat `seat`, on the walls of wall set `set` of seed `seed`.
 * Hand h of the game is dealt from wall h of the set whichever seat tsumo has, so the four
 * games of a set (seat 0 to 3) are played on the same walls: duplicate play.
 */
'use strict';

const { TsumoPipe } = require('./pipe');
const makeBridge = require('./bridge');

/*
 * majiang-core's options for each ruleset tsumo plays (docs/computer-players.md, "Measured
 * against majiang-ai", says where they still differ). The keys are majiang-core's own.
 */
const RULES = {
    /* majiang-core's defaults are Tenhou's but for double yakuman (tenhou.ini: no). */
    tenhou: {
        'ダブル役満あり': false, // double yakuman: no
    },
    /* data/rulesets/ema2008.ini, as far as majiang-core's options go. */
    ema2008: {
        '配給原点': 30000, // start_points = 30000
        '順位点': ['9.0', '3.0', '-3.0', '-9.0'], // uma, in thousands
        'クイタンあり': false, // open_tanyao = no
        '喰い替え許可レベル': 2, // kuikae = allow
        '最大同時和了数': 3, // head_bump = no, triple_ron_abort = no
        'トビ終了あり': false, // bust = no (also: riichi below 1000 points)
        'オーラス止めあり': false, // agariyame = no
        '延長戦方式': 0, // extension_target = 0
        'カンドラ後乗せ': false, // kan_dora_timing = at-once
        'リーチ後暗槓許可レベル': 1, // riichi_kan = ema: the reading may not change
        '役満の複合あり': false, // yakuman_stacking = no
        'ダブル役満あり': true, // double_yakuman = yes
        '切り上げ満貫あり': false, // kiriage = no
    },
};

/* A 32-bit generator (splitmix-style increments through a murmur3 finaliser). */
function generator(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
    };
}

/* Wall h of set k of seed S: the 136 tiles (with the rule's red fives) shuffled. */
function makeWall(Majiang, rule, seed, set, hand) {
    const next = generator(seed);
    const mixed = generator((Math.floor(next() * 4294967296) ^ Math.imul(set + 1, 0x27d4eb2d) ^ Math.imul(hand + 1, 0x165667b1)) >>> 0);
    const tiles = [];
    for (const s of ['m', 'p', 's', 'z']) {
        for (let n = 1; n <= (s === 'z' ? 7 : 9); n++) {
            for (let i = 0; i < 4; i++) tiles.push(n === 5 && i < rule['赤牌'][s] ? `${s}0` : `${s}${n}`);
        }
    }
    for (let i = tiles.length - 1; i > 0; i--) {
        const j = Math.floor(mixed() * (i + 1));
        [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
    }
    /* A Shan whose tiles are replaced, as majiang-core's own dev/game.js does for its logs. */
    const shan = new Majiang.Shan(rule);
    shan._pai = tiles;
    shan._baopai = [tiles[4]];
    shan._fubaopai = rule['裏ドラあり'] ? [tiles[9]] : null;
    return shan;
}

/* The figures of tsumo's seat in one game, filled in by the Bridge. */
class SeatStats {
    constructor() {
        Object.assign(this, {
            hands: 0, wins: 0, dealIns: 0, riichis: 0, callHands: 0,
            riichiHands: 0, riichiDealIns: 0, riichiInFuriten: 0, illegal: 0, notes: [],
        });
        this._called = false;
        this._otherRiichi = false;
    }
    startHand() {
        this.hands++;
        this._called = false;
        this._otherRiichi = false;
        this._dealtIn = false;
    }
    riichi(own) {
        if (own) this.riichis++;
        else if (!this._otherRiichi) {
            this._otherRiichi = true;
            this.riichiHands++;
        }
    }
    call() {
        if (!this._called) this.callHands++;
        this._called = true;
    }
    hule(won, dealtIn) {
        if (won) this.wins++;
        if (dealtIn && !this._dealtIn) {
            this._dealtIn = true; /* a double ron is one deal-in */
            this.dealIns++;
            if (this._otherRiichi) this.riichiDealIns++;
        }
    }
}

/* Places 1-4 from the final scores: by seat order from the first dealer on a tie (Tenhou), or
 * shared (EMA 3.6.1: tied players share the better place, as `tsumo sim` counts). */
function placeOf(defen, seat, rules) {
    if (rules === 'ema2008') return 1 + defen.filter((d) => d > defen[seat]).length;
    return 1 + defen.filter((d, i) => d > defen[seat] || (d === defen[seat] && i < seat)).length;
}

/*
 * Plays one game; returns { seat, set, place, points, hands, ..., seconds } or throws when
 * tsumo's bot stops.
 */
function playGame(Majiang, AI, opts, set, seat) {
    const rule = Majiang.rule(RULES[opts.rules]);
    const stats = new SeatStats();
    const pipe = new TsumoPipe(opts.tsumo, opts.level, opts.rules);
    const Bridge = makeBridge(Majiang);
    const players = [0, 1, 2, 3].map((id) => (id === seat ? new Bridge(pipe, stats) : new AI()));
    let paipu = null;
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    class YardstickGame extends Majiang.Game {
        kaiju() { super.kaiju(0); /* player 0 is the first dealer: mjai's seat 0 */ }
        qipai(shan) { super.qipai(shan || makeWall(Majiang, rule, opts.seed, set, this._hands++)); }
    }
    const game = new YardstickGame(players, (p) => { paipu = p; }, rule, 'yardstick');
    game._hands = 0;
    try {
        game.do_sync();
    } finally {
        pipe.close();
    }
    if (opts.paipu) {
        const fs = require('fs');
        fs.mkdirSync(opts.paipu, { recursive: true });
        fs.writeFileSync(`${opts.paipu}/game-${set}-${seat}.json`, JSON.stringify(paipu));
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu); /* the majiang players' share: tsumo's bot uses next to none */
    return {
        set, seat, place: placeOf(paipu.defen, seat, opts.rules),
        points: paipu.defen[seat] - rule['配給原点'],
        hands: stats.hands, wins: stats.wins, deal_ins: stats.dealIns, riichis: stats.riichis,
        call_hands: stats.callHands, riichi_hands: stats.riichiHands,
        riichi_deal_ins: stats.riichiDealIns, riichi_in_furiten: stats.riichiInFuriten, illegal: stats.illegal, notes: stats.notes,
        events: pipe.lines, seconds, cpu_seconds: (used.user + used.system) / 1e6,
    };
}

module.exports = { playGame, RULES, makeWall, placeOf };

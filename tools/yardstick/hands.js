#!/usr/bin/env node
/*
 * How tsumo's seat and the three majiang-ai seats played their hands, read from the records a
 * yardstick run wrote with --paipu DIR (majiang-core's paipu, one file a game, named
 * game-SET-SEAT.json where SEAT is tsumo's). Where a level loses to majiang-ai shows here:
 * how fast each side gets ready, how often it calls, what its wins are worth and what its
 * deal-ins cost, how often it gives up a step of its hand after another seat's riichi.
 *
 *   node tools/yardstick/hands.js DIR [--build DIR]
 *
 * Shanten is majiang-core's (Majiang.Util.xiangting), so the packages the yardstick installed
 * are needed: NODE_PATH=build/release/yardstick/node_modules, or --build BUILD_DIR.
 */
'use strict';

const fs = require('fs');
const path = require('path');
const { splitMeld } = require('./tiles');
const { placeOf } = require('./play');

/* majiang-core's player_id of seat wind l in a hand (its Game: qijia + jushu + l). */
function playerOf(qijia, jushu, l) {
    return (qijia + jushu + l) % 4;
}

/* A tile's kind: 'm0' (a red five) counts as 'm5'; direction and riichi marks dropped. */
function kindOf(p) {
    return p[0] + (p[1] === '0' ? '5' : p[1]);
}

function usage(message) {
    if (message) process.stderr.write(`hands.js: ${message}\n`);
    process.stderr.write('usage: node tools/yardstick/hands.js PAIPU_DIR [--build BUILD_DIR]\n');
    process.exit(2);
}

function loadMajiang(build) {
    const where = build ? [path.resolve(build, 'yardstick')] : undefined;
    try {
        return require(require.resolve('@kobalab/majiang-core', where ? { paths: where } : undefined));
    } catch (e) {
        usage('cannot load @kobalab/majiang-core: run tools/yardstick.sh once, then give --build');
        return null;
    }
}

/* The discards after which the tallies ask "ready yet?" */
const BY = [6, 9, 12, 15];

function newSide() {
    return {
        hands: 0, wins: 0, winPoints: 0, dealIns: 0, dealInPoints: 0, points: 0,
        calls: 0, riichi: 0, ready: BY.map(() => 0), drawnReady: 0,
        underRiichi: 0, gaveUp: 0, riichiWins: 0,
        closed: 0, closedReady: 0, open: 0, openReady: 0, calm: 0, calmReady: 0,
        riichiWaits: 0, riichiTurn: 0, games: 0, placeBefore: 0, placeAfter: 0,
        into: { own: 0, riichiReady: 0, riichiNot: 0, open: 0, dama: 0 },
    };
}

/* One hand of one game: every seat's shanten followed through its draws, calls and discards. */
function playHand(Majiang, hand, qijia, tsumoSeat, sides) {
    const qipai = hand[0].qipai;
    const hands = qipai.shoupai.map((s) => Majiang.Shoupai.fromString(s));
    const discards = [0, 0, 0, 0], readyAt = [null, null, null, null];
    const called = [false, false, false, false], riichi = [false, false, false, false];
    const threatened = [false, false, false, false]; /* another seat's riichi came first */
    const side = (l) => sides[playerOf(qijia, qipai.jushu, l) === tsumoSeat ? 'tsumo' : 'majiang-ai'];
    const shanten = (l) => Majiang.Util.xiangting(hands[l]);
    const shown = {}; /* tiles every seat sees: discards, called tiles, dora indicators */
    const show = (p) => {
        shown[kindOf(p)] = (shown[kindOf(p)] || 0) + 1;
    };
    for (const p of qipai.baopai ? [qipai.baopai].flat() : []) show(p);
    for (let i = 1; i < hand.length; i++) {
        const [kind, e] = Object.entries(hand[i])[0];
        if (kind === 'zimo' || kind === 'gangzimo') {
            hands[e.l].zimo(e.p, false);
        } else if (kind === 'dapai') {
            const before = riichi.some((r, l) => r && l !== e.l) && !riichi[e.l]
                ? shanten(e.l) : null;
            /* the shanten of the 13 tiles before the discard's tile is drawn is not known:
               compare with the 14 tiles' (what the discard could have kept) */
            hands[e.l].dapai(e.p.replace(/[_*]+$/, ''), false);
            show(e.p);
            discards[e.l]++;
            if (e.p.endsWith('*')) {
                side(e.l).riichiWaits += liveWaits(Majiang, hands[e.l], shown);
                side(e.l).riichiTurn += discards[e.l];
                riichi[e.l] = true;
                side(e.l).points -= 1000; /* the stick, which no fenpei shows */
            }
            const now = shanten(e.l);
            if (before !== null) {
                side(e.l).underRiichi++;
                if (now > before) side(e.l).gaveUp++;
            }
            if (now === 0 && readyAt[e.l] === null) {
                readyAt[e.l] = discards[e.l];
                threatened[e.l] = riichi.some((r, l) => r && l !== e.l);
            }
        } else if (kind === 'kaigang') {
            show(e.baopai);
        } else if (kind === 'fulou') {
            /* the called tile is in a pond already: the two (or three) from the hand */
            splitMeld(e.m).own.forEach(show);
            hands[e.l].fulou(e.m, false);
            called[e.l] = true;
        } else if (kind === 'gang') {
            /* a closed kan shows its four tiles, an added one its fourth */
            const meld = splitMeld(e.m);
            (meld.added ? [meld.added] : meld.own).forEach(show);
            hands[e.l].gang(e.m, false);
        } else if (kind === 'hule') {
            const w = side(e.l);
            w.wins++;
            w.winPoints += e.fenpei[e.l];
            if (riichi[e.l]) w.riichiWins++;
            if (e.baojia !== null && e.baojia !== undefined) {
                const d = side(e.baojia);
                d.dealIns++;
                d.dealInPoints -= e.fenpei[e.baojia];
                /* what the deal-in went into, and how near ready the hand that dealt it was */
                d.into[riichi[e.baojia] ? 'own'
                    : riichi[e.l] ? (shanten(e.baojia) === 0 ? 'riichiReady' : 'riichiNot')
                    : called[e.l] ? 'open' : 'dama']++;
            }
        }
        if (kind === 'hule' || kind === 'pingju') {
            for (let l = 0; l < 4; l++) side(l).points += e.fenpei[l];
        }
    }
    for (let l = 0; l < 4; l++) {
        const s = side(l);
        s.hands++;
        if (called[l]) s.calls++;
        if (riichi[l]) s.riichi++;
        BY.forEach((k, j) => {
            if (readyAt[l] !== null && readyAt[l] <= k) s.ready[j]++;
        });
        const ready = readyAt[l] !== null;
        if (ready) s.drawnReady++;
        s[called[l] ? 'open' : 'closed']++;
        if (ready) s[called[l] ? 'openReady' : 'closedReady']++;
        /* no other seat's riichi before this one was ready (or ever, when it never was) */
        const calm = ready ? !threatened[l] : !riichi.some((r, o) => r && o !== l);
        if (calm) s.calm++;
        if (calm && ready) s.calmReady++;
    }
}

/*
 * Each seat's place as the game's last hand began (by the scores then, a tie to the earlier
 * seat, as majiang-core ranks) and at the end (majiang-core's rank): what the last hand did.
 */
function lastHand(paipu, tsumoSeat, sides) {
    const qipai = paipu.log[paipu.log.length - 1][0].qipai;
    const defen = [0, 0, 0, 0];
    for (let l = 0; l < 4; l++) defen[playerOf(paipu.qijia ?? 0, qipai.jushu, l)] = qipai.defen[l];
    for (let id = 0; id < 4; id++) {
        const s = sides[id === tsumoSeat ? 'tsumo' : 'majiang-ai'];
        s.games++;
        s.placeBefore += placeOf(defen, id, 'tenhou'); /* ties to the earlier seat */
        s.placeAfter += paipu.rank[id];
    }
}

/* The copies of a ready hand's winning tiles that its seat cannot see (majiang-core's waits). */
function liveWaits(Majiang, shoupai, shown) {
    let live = 0;
    for (const p of Majiang.Util.tingpai(shoupai)) {
        const own = shoupai._bingpai[p[0]][+p[1] || 5];
        live += Math.max(0, 4 - own - (shown[kindOf(p)] || 0));
    }
    return live;
}

function pct(n, d) {
    return d ? `${(100 * n / d).toFixed(1)} %` : '-';
}

function report(sides, games) {
    const rows = [
        ['hands', (s) => String(s.hands)],
        ['won', (s) => pct(s.wins, s.hands)],
        ['points a win', (s) => (s.wins ? Math.round(s.winPoints / s.wins) : '-')],
        ['dealt in', (s) => pct(s.dealIns, s.hands)],
        ['points a deal-in', (s) => (s.dealIns ? Math.round(s.dealInPoints / s.dealIns) : '-')],
        ['  dealt in from its own riichi', (s) => pct(s.into.own, s.hands)],
        ['  to a riichi, itself ready', (s) => pct(s.into.riichiReady, s.hands)],
        ['  to a riichi, itself not ready', (s) => pct(s.into.riichiNot, s.hands)],
        ['  to an open hand', (s) => pct(s.into.open, s.hands)],
        ['  to a closed hand without riichi', (s) => pct(s.into.dama, s.hands)],
        ['points a hand', (s) => (s.hands ? Math.round(s.points / s.hands) : '-')],
        ['hands with a call', (s) => pct(s.calls, s.hands)],
        ['riichi', (s) => pct(s.riichi, s.hands)],
        ['riichi that won', (s) => pct(s.riichiWins, s.riichi)],
        ['riichi at discard (mean)', (s) => (s.riichi ? (s.riichiTurn / s.riichi).toFixed(1) : '-')],
        ['winning tiles not seen at riichi', (s) => (s.riichi ? (s.riichiWaits / s.riichi).toFixed(2) : '-')],
        ...BY.map((k, j) => [`ready by discard ${k}`, (s) => pct(s.ready[j], s.hands)]),
        ['ready at all', (s) => pct(s.drawnReady, s.hands)],
        ['ready, hands with no call', (s) => pct(s.closedReady, s.closed)],
        ['ready, hands with a call', (s) => pct(s.openReady, s.open)],
        ['ready, hands no riichi of another preceded', (s) => pct(s.calmReady, s.calm)],
        ['discards giving up a step after a riichi', (s) => pct(s.gaveUp, s.underRiichi)],
        ['place as the last hand began (mean)', (s) => (s.games ? (s.placeBefore / s.games).toFixed(3) : '-')],
        ['place at the end (mean)', (s) => (s.games ? (s.placeAfter / s.games).toFixed(3) : '-')],
    ];
    console.log(`${games} games`);
    const w = Math.max(...rows.map((r) => r[0].length));
    console.log(`${''.padEnd(w)}  ${'tsumo'.padStart(10)}  ${'majiang-ai'.padStart(10)}`);
    for (const [name, f] of rows) {
        console.log(`${name.padEnd(w)}  ${String(f(sides.tsumo)).padStart(10)}  ` +
            `${String(f(sides['majiang-ai'])).padStart(10)}`);
    }
}

function main(argv) {
    let dir = null, build = null;
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--build') build = argv[++i] ?? usage('--build takes a directory');
        else if (argv[i] === '-h' || argv[i] === '--help') usage();
        else if (dir === null) dir = argv[i];
        else usage(`one directory, not also ${JSON.stringify(argv[i])}`);
    }
    if (dir === null) usage('no directory of records');
    const Majiang = loadMajiang(build);
    const sides = { tsumo: newSide(), 'majiang-ai': newSide() };
    let games = 0;
    let files;
    try {
        files = fs.readdirSync(dir).filter((f) => /^game-\d+-[0-3]\.json$/.test(f)).sort();
    } catch (e) {
        usage(`${dir}: cannot read the directory (${e.code || e.message})`);
    }
    for (const f of files) {
        const tsumoSeat = Number(f.match(/-([0-3])\.json$/)[1]);
        let paipu;
        try {
            paipu = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
        } catch (e) {
            usage(`${path.join(dir, f)}: not a record (${e.message})`);
        }
        if (!Array.isArray(paipu.log)) usage(`${path.join(dir, f)}: no 'log' of hands`);
        try {
            for (const hand of paipu.log) playHand(Majiang, hand, paipu.qijia ?? 0, tsumoSeat, sides);
            lastHand(paipu, tsumoSeat, sides);
        } catch (e) {
            usage(`${path.join(dir, f)}: not a hand majiang-core could follow (${e.message})`);
        }
        games++;
    }
    if (games === 0) usage(`${dir}: no game-SET-SEAT.json records`);
    report(sides, games);
}

main(process.argv.slice(2));

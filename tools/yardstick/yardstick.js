#!/usr/bin/env node
/*
 * The yardstick: tsumo's computer player in one seat against three players of
 * @kobalab/majiang-ai, in games run by @kobalab/majiang-core, played duplicate (each set of
 * walls four times, tsumo's seat rotating). Prints the figures of tsumo's seat as one JSON
 * object of the shape `tsumo sim --json` prints. Run it through tools/yardstick.sh, which
 * installs the two packages into the build tree (docs/computer-players.md, "Measured against
 * majiang-ai").
 */
'use strict';

const { fork } = require('child_process');
const path = require('path');

const USAGE = `Usage: tools/yardstick.sh [--build DIR] [--tsumo PATH] [--games N] [--seed S] [--jobs J]
                          [--level L] [--rules tenhou|ema2008] [--record FILE]
                          [--resume] [--summarize FILE [--compare FILE2]] [--paipu DIR]
  --build DIR    first if given: the build tree the packages go to (default build/release)
  --tsumo PATH   the tsumo program (default DIR/tsumo)
  --games N      games to play, rounded up to a multiple of 4 (default 8)
  --seed S       the seed of the walls, 0 to 4294967295 (default 1)
  --jobs J       games played at once, each in its own process (default 1)
  --level L      tsumo's level, 1 to 3 (default 3)
  --rules R      tenhou or ema2008 (default tenhou)
  --record FILE  also write each game's figures to FILE, one JSON object a line
  --paipu DIR    also write each game's record (majiang-core's paipu) as
                 DIR/game-SET-SEAT.json, to read its hands afterwards
  --resume       with --record: keep the games FILE holds already (played with the same
                 play, --rules and --level; games of other seeds are kept as they are)
                 and play only the others of this --seed, adding them to FILE: a long run
                 cut short goes on, and one file gathers the runs of several seeds
  --summarize FILE  play nothing: print the figures of the games recorded in FILE; given
                 again, the files are joined (runs of other seeds: more wall sets)
  --compare FILE2   with --summarize: compare two versions recorded on the same walls
                 (same seeds and --rules): each one's average place and the mean over
                 the wall sets both played of FILE2's place less FILE's, with 95 %
                 intervals, and how many games were the same game; given again, joined
`;

const NUMBERS = {
    '--games': ['games', 1, 1000000],
    '--seed': ['seed', 0, 4294967295],
    '--jobs': ['jobs', 1, 64],
    '--level': ['level', 1, 3],
};

function usageError(text) {
    process.stderr.write(`yardstick: ${text}\n${USAGE}`);
    process.exit(2);
}

function parseArgs(argv) {
    const o = { tsumo: 'build/release/tsumo', games: 8, seed: 1, jobs: 1, level: 3, rules: 'tenhou', record: null, resume: false, summarize: [], compare: [], paipu: null };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h') {
            process.stdout.write(USAGE);
            process.exit(0);
        }
        if (arg === '--resume') {
            o.resume = true;
            continue;
        }
        if (i + 1 >= argv.length) usageError(`${arg}: expected an option with a value`);
        const value = argv[++i];
        if (NUMBERS[arg]) {
            const [key, min, max] = NUMBERS[arg];
            const n = Number(value);
            if (!/^[0-9]+$/.test(value) || n < min || n > max) usageError(`${arg}: expected a whole number from ${min} to ${max}`);
            o[key] = n;
        } else if (arg === '--rules') {
            if (value !== 'tenhou' && value !== 'ema2008') usageError('--rules: expected tenhou or ema2008');
            o.rules = value;
        } else if (arg === '--tsumo') {
            o.tsumo = path.resolve(value);
        } else if (arg === '--record') {
            o.record = value;
        } else if (arg === '--paipu') {
            o.paipu = path.resolve(value);
        } else if (arg === '--summarize') {
            o.summarize.push(value);
        } else if (arg === '--compare') {
            o.compare.push(value);
        } else {
            usageError(`${arg}: not an option`);
        }
    }
    if (o.compare.length && !o.summarize.length) usageError('--compare: expected --summarize FILE as well');
    if (o.resume && !o.record) usageError('--resume: expected --record FILE as well');
    o.tsumo = path.resolve(o.tsumo);
    return o;
}

/* ---- a worker: plays the games it is sent, one at a time ------------------------------- */

function worker() {
    const Majiang = require('@kobalab/majiang-core');
    const AI = require('@kobalab/majiang-ai');
    const { playGame } = require('./play');
    process.on('message', ({ opts, set, seat }) => {
        let result;
        try {
            result = playGame(Majiang, AI, opts, set, seat);
        } catch (e) {
            result = { set, seat, failure: String(e && e.message ? e.message : e) };
        }
        process.send(result);
    });
}

/* ---- the figures ------------------------------------------------------------------------ */

function mean(xs) {
    return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/* Mean with a 95 % interval (normal, 1.96 standard errors) over the samples. */
function interval(xs) {
    const m = mean(xs);
    if (xs.length < 2) return [m, m, m];
    const variance = xs.reduce((a, x) => a + (x - m) * (x - m), 0) / (xs.length - 1);
    const half = 1.96 * Math.sqrt(variance / xs.length);
    return [m, m - half, m + half];
}

/* A package's version, from the package.json above its main file (it exports no other path). */
function versionOf(name) {
    const fs = require('fs');
    let main;
    try {
        main = require.resolve(name);
    } catch (e) {
        return 'unknown'; /* --summarize without the packages installed */
    }
    for (let dir = path.dirname(main); dir !== path.dirname(dir); dir = path.dirname(dir)) {
        const file = path.join(dir, 'package.json');
        if (fs.existsSync(file)) {
            const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
            if (pkg.name === name) return pkg.version;
        }
    }
    return 'unknown';
}

function round(x, digits = 6) {
    return Number(x.toPrecision(digits));
}

/* The seed of the games, or the list of seeds when runs of several were joined. */
function seedsOf(games, opts) {
    const seeds = [...new Set(games.map((r) => r.seed))].sort((a, b) => a - b);
    return seeds.length > 1 ? seeds : seeds.length ? seeds[0] : opts.seed;
}

function figures(opts, results, wallSeconds) {
    const played = results.filter((r) => !r.failure);
    const sum = (key) => played.reduce((a, r) => a + (r[key] || 0), 0);
    const ratio = (a, b) => (b > 0 ? round(a / b) : 0);
    /* Duplicate play: each wall set's four games are one sample (as `tsumo sim --duplicate`). */
    const bySet = new Map();
    for (const r of played) bySet.set(setKey(r), [...(bySet.get(setKey(r)) || []), r]);
    const sets = [...bySet.values()];
    const setInterval = (f) => (sets.length ? interval(sets.map(f)) : [0, 0, 0]);
    const setRate = (key) => (games) => {
        const h = games.reduce((a, r) => a + r.hands, 0);
        return h > 0 ? games.reduce((a, r) => a + r[key], 0) / h : 0;
    };
    const [place, low, high] = setInterval((games) => mean(games.map((r) => r.place)));
    const winCi = setInterval(setRate('wins'));
    const dealInCi = setInterval(setRate('deal_ins'));
    const hands = sum('hands');
    const seconds = sum('seconds');
    const placements = [1, 2, 3, 4].map((p) => played.filter((r) => r.place === p).length);
    const notes = played.flatMap((r) => (r.notes || []).map((n) => `game ${r.set}/${r.seat}: ${n}`));
    const failures = results.filter((r) => r.failure);
    const timed = played.filter((r) => typeof r.cpu_seconds === 'number');
    return {
        hands_per_second: ratio(hands, seconds),
        refused_actions: sum('illegal'),
        failures: failures.length,
        duplicate: true,
        games: played.length,
        wall_sets: bySet.size,
        levels: {
            [opts.level]: {
                games: played.length,
                hands,
                avg_placement: round(place),
                placement_ci95: [round(low), round(high)],
                win_rate: ratio(sum('wins'), hands),
                win_rate_ci95: [round(winCi[1]), round(winCi[2])],
                deal_in_rate: ratio(sum('deal_ins'), hands),
                deal_in_rate_ci95: [round(dealInCi[1]), round(dealInCi[2])],
                deal_in_rate_vs_riichi: ratio(sum('riichi_deal_ins'), sum('riichi_hands')),
                avg_points_per_hand: ratio(sum('points'), hands),
                riichi_rate: ratio(sum('riichis'), hands),
                call_rate: ratio(sum('call_hands'), hands),
                riichi_in_furiten: sum('riichi_in_furiten'),
                placements,
            },
        },
        yardstick: {
            games: played.length,
            wall_sets: bySet.size,
            hands,
            seed: seedsOf(played, opts),
            rules: opts.rules,
            level: opts.level,
            illegal_actions: sum('illegal'),
            opponents: 'majiang-ai',
            majiang_core: versionOf('@kobalab/majiang-core'),
            majiang_ai: versionOf('@kobalab/majiang-ai'),
            seconds_per_game: played.length ? round(seconds / played.length, 4) : 0,
            cpu_seconds_per_game: timed.length ? round(timed.reduce((a, r) => a + r.cpu_seconds, 0) / timed.length, 4) : null,
            wall_seconds: round(wallSeconds, 4),
            jobs: opts.jobs,
            notes: notes.slice(0, 20),
            failed_games: failures.slice(0, 20).map((r) => `game ${r.set}/${r.seat}: ${r.failure}`),
        },
    };
}

/* ---- the main process: hands the games to the workers ----------------------------------- */

/* The games a --record file holds, one object a line. A run killed while writing leaves its
 * last line cut: with `cutTail` such a line (no newline after it) is left out, with a warning. */
function readRecord(file, cutTail = false) {
    const fs = require('fs');
    let text;
    try {
        text = fs.readFileSync(file, 'utf8');
    } catch (e) {
        usageError(`${file}: ${e.code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
    }
    const games = [];
    const lines = text.split('\n');
    lines.forEach((l, i) => {
        if (!l.trim()) return;
        let r = null;
        try {
            r = JSON.parse(l);
        } catch (e) {
            r = null;
        }
        const whole = (x, max) => Number.isInteger(x) && x >= 0 && x <= max;
        const ok = r && typeof r === 'object' && whole(r.set, 1e6) && whole(r.seat, 3) && (r.failure ? typeof r.failure === 'string' : whole(r.place, 4) && r.place >= 1);
        if (!ok && cutTail && i === lines.length - 1) {
            process.stderr.write(`yardstick: ${file}:${i + 1}: a cut line (the run was stopped while writing it) left out\n`);
            return;
        }
        if (!ok) usageError(`${file}:${i + 1}: expected one JSON object a line with a set, a seat (0-3) and a place (1-4)`);
        if (r.seed !== undefined && !whole(r.seed, 4294967295)) usageError(`${file}:${i + 1}: expected a seed from 0 to 4294967295`);
        /* what played it, as this script writes it: nothing else reaches the terminal */
        const hex = (x) => x === undefined || (typeof x === 'string' && /^[0-9a-f]{16}$/.test(x));
        /* the yardstick's two rulesets, or a ruleset's name as `tsumo sim --places` writes it */
        if (r.rules !== undefined && !(typeof r.rules === 'string' && /^[A-Za-z0-9 ._()-]{1,40}$/.test(r.rules))) usageError(`${file}:${i + 1}: expected the rules tenhou or ema2008, or a ruleset's name of letters, digits and . _ ( ) -`);
        if (r.level !== undefined && !(whole(r.level, 3) && r.level >= 1)) usageError(`${file}:${i + 1}: expected a level from 1 to 3`);
        if (!hex(r.tsumo) || !hex(r.program)) usageError(`${file}:${i + 1}: expected a play signature and a program of 16 hex digits`);
        r.line = `${file}:${i + 1}`;
        games.push(r);
    });
    return games;
}

/* What a game was played with. Lines written before the yardstick recorded it have none. */
const IDENTITY = ['rules', 'level', 'tsumo'];

function identityOf(r) {
    return IDENTITY.map((k) => (r[k] === undefined ? '' : String(r[k]))).join(' ');
}

/*
 * The games of one or more --record files, joined: each game keeps the seed it says it was
 * played with (lines without one: --seed). Games of another tsumo program, level or ruleset
 * than the first file's first game are refused, so that one figure never mixes two versions.
 */
function readRecords(files, opts, cutTail = false) {
    const games = files.flatMap((f) => readRecord(f, cutTail));
    const first = games.find((r) => !r.failure);
    const seen = new Set();
    let twice = 0;
    const once = games.filter((r) => {
        if (r.seed === undefined) r.seed = opts.seed;
        if (first && identityOf(r) !== identityOf(first)) {
            usageError(`${r.line}: played with ${describe(r)}, not with ${describe(first)} as ${first.line}`);
        }
        /* Files joined may hold the same game (a record and a copy gone on with --resume). */
        const key = gameKey(r);
        if (r.failure) return true;
        if (seen.has(key)) {
            twice++;
            return false;
        }
        seen.add(key);
        return true;
    });
    if (twice) process.stderr.write(`yardstick: ${twice} games recorded twice counted once\n`);
    return once;
}

function describe(r) {
    if (r.tsumo === undefined) return 'an unrecorded program, level and ruleset';
    return `level ${r.level} under ${r.rules}, play signature ${r.tsumo}`;
}

/* A wall set: the seed and the set's number within it. */
function setKey(r) {
    return `${r.seed}:${r.set}`;
}

/* A game: its wall set and tsumo's seat. */
function gameKey(r) {
    return `${setKey(r)}/${r.seat}`;
}

/* Two versions on the same walls: the difference of their places, set by set (luck cancels twice). */
function compare(opts) {
    const played = (files) => readRecords(files, opts).filter((r) => !r.failure);
    const a = played(opts.summarize), b = played(opts.compare);
    const inB = new Map(b.map((r) => [gameKey(r), r]));
    const bySet = new Map();
    for (const r of a) {
        const other = inB.get(gameKey(r));
        if (other) bySet.set(setKey(r), [...(bySet.get(setKey(r)) || []), [r, other]]);
    }
    const sets = [...bySet.values()].filter((pairs) => pairs.length === 4);
    if (!sets.length) usageError('--compare: no set of walls played four times in both files (same --seed and --rules?)');
    const place = (side) => interval(sets.map((pairs) => mean(pairs.map((p) => p[side].place))));
    const diff = interval(sets.map((pairs) => mean(pairs.map(([x, y]) => y.place - x.place))));
    const same = sets.flat().filter(([x, y]) => x.place === y.place && x.events === y.events && x.points === y.points).length;
    const ci = (v) => ({ avg_placement: round(v[0]), placement_ci95: [round(v[1]), round(v[2])] });
    const files = (list) => (list.length === 1 ? list[0] : list);
    process.stdout.write(`${JSON.stringify({
        wall_sets: sets.length,
        games: sets.length * 4,
        first: { file: files(opts.summarize), ...ci(place(0)) },
        second: { file: files(opts.compare), ...ci(place(1)) },
        second_less_first: { mean: round(diff[0]), ci95: [round(diff[1]), round(diff[2])] },
        same_games: same,
    })}\n`);
}

/* Only the wall sets played four times: a set cut short would not cancel its luck. */
function wholeSets(results) {
    const count = new Map();
    for (const r of results) count.set(setKey(r), (count.get(setKey(r)) || 0) + 1);
    return results.filter((r) => count.get(setKey(r)) === 4);
}

/* The figures of games recorded by --record (a run cut short, or several runs joined). */
function summarize(opts) {
    if (opts.compare.length) return compare(opts);
    const results = readRecords(opts.summarize, opts);
    const failed = results.filter((r) => r.failure), played = results.filter((r) => !r.failure);
    const whole = wholeSets(played);
    if (whole.length < played.length) process.stderr.write(`yardstick: ${played.length - whole.length} games of sets not played four times left out\n`);
    const first = whole[0];
    if (first && first.rules !== undefined) Object.assign(opts, { rules: first.rules, level: first.level });
    const seconds = whole.reduce((a, r) => a + (r.seconds || 0), 0);
    process.stdout.write(`${JSON.stringify(figures(opts, [...whole, ...failed], seconds / opts.jobs))}\n`);
}

/*
 * What plays tsumo's seat: its play's signature, the one `tsumo sim` prints for 20 games of
 * four players of the level under the ruleset, which changes exactly when the level's
 * decisions do (a rebuild, or an engine made faster with the same results, keeps it); and the
 * start of the program's SHA-256, which says which build it was.
 */
function identityOfProgram(opts) {
    const fs = require('fs');
    const { execFileSync } = require('child_process');
    const L = opts.level;
    let out = '';
    try {
        out = execFileSync(opts.tsumo, ['sim', '--levels', `${L},${L},${L},${L}`, '--games', '20', '--seed', '1', '--rules', opts.rules], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
        usageError(`${opts.tsumo}: its sim did not run: ${e.code || `status ${e.status}`}`);
    }
    const m = /signature: ([0-9a-f]{16})\s*$/m.exec(out);
    if (!m) usageError(`${opts.tsumo}: its sim printed no signature`);
    const program = require('crypto').createHash('sha256').update(fs.readFileSync(opts.tsumo)).digest('hex').slice(0, 16);
    return { rules: opts.rules, level: opts.level, tsumo: m[1], program };
}

/*
 * With --resume, the games the record holds of this run: those of its wall sets, played with
 * this seed and the same play. Games of other seeds stay in the record (one file may gather a
 * ruleset's runs of many seeds); games of another play, level or ruleset are refused. The
 * record is written again with what it keeps, and the run adds the rest after it.
 */
function resumeFrom(opts, identity, sets) {
    const fs = require('fs');
    if (!fs.existsSync(opts.record)) return [];
    const kept = [];
    for (const r of readRecords([opts.record], opts, true)) {
        if (identityOf({ ...r, ...identity }) !== identityOf(r)) {
            usageError(`${r.line}: --resume: played with ${describe(r)}; this run is ${describe(identity)}`);
        }
        if (!r.failure && !(r.seed === opts.seed && r.set >= sets)) kept.push(r);
    }
    const mine = kept.filter((r) => r.seed === opts.seed);
    fs.writeFileSync(opts.record, kept.map((r) => `${JSON.stringify({ ...r, line: undefined })}\n`).join(''));
    const others = kept.length - mine.length;
    const also = others ? ` (and ${others} of other seeds)` : '';
    process.stderr.write(`yardstick: ${opts.record}: ${mine.length} games of seed ${opts.seed} kept${also}, ${sets * 4 - mine.length} to play\n`);
    return mine;
}

function main() {
    const opts = parseArgs(process.argv.slice(2));
    if (opts.summarize.length) return summarize(opts);
    const sets = Math.ceil(opts.games / 4);
    if (sets * 4 !== opts.games) process.stderr.write(`yardstick: ${opts.games} games rounded up to ${sets * 4}, four for each set of walls\n`);
    const identity = identityOfProgram(opts);
    const results = opts.resume ? resumeFrom(opts, identity, sets) : [];
    const done = new Set(results.map(gameKey));
    const tasks = [];
    for (let set = 0; set < sets; set++) {
        for (let seat = 0; seat < 4; seat++) if (!done.has(gameKey({ seed: opts.seed, set, seat }))) tasks.push({ opts, set, seat });
    }
    const total = sets * 4;
    const started = Date.now();
    const record = opts.record ? require('fs').openSync(opts.record, opts.resume ? 'a' : 'w') : null;
    const jobs = Math.min(opts.jobs, tasks.length);
    let running = 0;
    const hand = (child) => {
        const task = tasks.shift();
        if (!task) {
            child.disconnect();
            return;
        }
        running++;
        child.send(task);
    };
    for (let j = 0; j < jobs; j++) {
        const child = fork(__filename, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        child.on('message', (played) => {
            running--;
            const r = { ...played, seed: opts.seed, ...identity };
            results.push(r);
            if (record !== null) require('fs').writeSync(record, `${JSON.stringify(r)}\n`);
            const what = r.failure ? `failed: ${r.failure}` : `place ${r.place}, ${r.hands} hands, ${r.seconds.toFixed(1)} s`;
            process.stderr.write(`yardstick: game ${results.length}/${total} (walls ${r.set}, seat ${r.seat}): ${what}\n`);
            hand(child);
        });
        child.on('exit', (code) => {
            if (code !== 0 && code !== null) process.stderr.write(`yardstick: a worker exited with status ${code}\n`);
        });
        hand(child);
    }
    process.on('exit', () => {
        if (running > 0 || results.length < total) {
            const again = opts.record ? ` (the same command with --resume plays the rest)` : '';
            process.stderr.write(`yardstick: only ${results.length} of ${total} games finished${again}\n`);
        }
    });
    /* Stopped (Ctrl-C, kill): say what finished, as at any other early end. */
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));
    let printed = false;
    const finish = () => {
        if (printed || results.length < total) return;
        printed = true;
        const out = figures(opts, results, (Date.now() - started) / 1000);
        process.stdout.write(`${JSON.stringify(out)}\n`);
        process.exitCode = out.failures || out.refused_actions ? 1 : 0;
    };
    process.on('beforeExit', finish);
}

if (process.argv[2] === '--worker') worker();
else main();

/*
 * Tile names between majiang-core and mjai (docs/mjai.md "Tiles").
 * majiang-core writes a tile as suit letter then digit: m1..m9, p1..p9, s1..s9, a red five m0,
 * p0, s0, and the honours z1..z7 (east, south, west, north, white, green, red dragon).
 */
'use strict';

const HONOURS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/* 'm5', 'm0', 'z7' (and forms with '_', '*' or a direction after them) -> '5m', '5mr', 'C'. */
function toMjai(p) {
    const s = p[0];
    const n = +p[1];
    if (s === 'z') return HONOURS[n - 1];
    return n === 0 ? `5${s}r` : `${n}${s}`;
}

/* '5m', '5mr', 'C' -> 'm5', 'm0', 'z7'; null for anything else. */
function fromMjai(t) {
    if (typeof t !== 'string') return null;
    const h = HONOURS.indexOf(t);
    if (h >= 0) return `z${h + 1}`;
    const m = /^([1-9])([mps])(r?)$/.exec(t);
    if (!m) return null;
    if (m[3]) return m[1] === '5' ? `${m[2]}0` : null;
    return `${m[2]}${m[1]}`;
}

/*
 * A meld string of majiang-core ('m34-5', 'p555=', 's5550+', 'z1111', 'm555=0') split into
 * tiles: `claimed` (the tile taken from another seat, with `dir` its direction: '+' the seat
 * to the right, '=' across, '-' to the left), `added` (the tile of an added kan) and `own`
 * (the rest, from the hand).
 */
function splitMeld(m) {
    const s = m[0];
    const out = { own: [], claimed: null, dir: null, added: null };
    const kakan = /\d{3}[+=-]\d$/.test(m);
    const parts = m.slice(1).match(/\d[+=-]?/g);
    parts.forEach((part, i) => {
        const tile = s + part[0];
        if (part.length > 1) {
            out.claimed = tile;
            out.dir = part[1];
        } else if (kakan && i === parts.length - 1) {
            out.added = tile;
        } else {
            out.own.push(tile);
        }
    });
    return out;
}

/* Two lists of majiang tiles hold the same tiles (red fives apart from plain ones). */
function sameTiles(a, b) {
    if (a.length !== b.length) return false;
    const x = [...a].sort();
    const y = [...b].sort();
    return x.every((t, i) => t === y[i]);
}

module.exports = { toMjai, fromMjai, splitMeld, sameTiles };

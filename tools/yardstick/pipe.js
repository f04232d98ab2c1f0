/*
 * A `tsumo bot --mjai` process spoken to line by line, synchronously.
 *
 * majiang-core's Game.do_sync() asks each player for its answer and expects it before the call
 * returns, so the answer of the bot has to be read without going back to Node's event loop.
 * Node's own child pipes are non-blocking; two named pipes opened by path are ordinary
 * blocking descriptors, read and written with readSync and writeSync.
 */
'use strict';

const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const MAX_LINE = 65536;

class TsumoPipe {
    /* Starts `tsumo bot --mjai --level L --rules R`; its standard error goes to a file. */
    constructor(tsumo, level, rules) {
        this._dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsumo-yardstick-'));
        const input = path.join(this._dir, 'in');
        const output = path.join(this._dir, 'out');
        this._errPath = path.join(this._dir, 'err');
        execFileSync('mkfifo', [input, output]);
        /* The shell opens `in` first, then `out`: the same order as below, so neither waits
         * for ever. */
        this._child = spawn(
            'sh',
            ['-c', 'exec "$0" bot --mjai --level "$1" --rules "$2" <"$3" >"$4" 2>"$5"',
             tsumo, String(level), rules, input, output, this._errPath],
            { stdio: 'ignore' });
        this._in = fs.openSync(input, 'w');
        this._out = fs.openSync(output, 'r');
        this._buf = Buffer.alloc(0);
        this.lines = 0;
    }

    /* Sends one event, returns the bot's answer as an object; throws when the bot stops. */
    ask(event) {
        const text = JSON.stringify(event);
        fs.writeSync(this._in, `${text}\n`);
        this.lines++;
        const line = this._readLine();
        if (line === null) throw new Error(`tsumo bot stopped after line ${this.lines} (${text}): ${this.stderr()}`);
        try {
            return JSON.parse(line);
        } catch (e) {
            throw new Error(`tsumo bot answered line ${this.lines} with something that is not JSON`);
        }
    }

    _readLine() {
        const chunk = Buffer.alloc(4096);
        for (;;) {
            const nl = this._buf.indexOf(10);
            if (nl >= 0) {
                const line = this._buf.subarray(0, nl).toString('utf8');
                this._buf = this._buf.subarray(nl + 1);
                return line;
            }
            if (this._buf.length > MAX_LINE) return null;
            let n;
            try {
                n = fs.readSync(this._out, chunk, 0, chunk.length, null);
            } catch (e) {
                if (e.code === 'EAGAIN') continue;
                throw e;
            }
            if (n === 0) return null;
            this._buf = Buffer.concat([this._buf, chunk.subarray(0, n)]);
        }
    }

    /* The last lines the bot wrote on standard error (its reason for stopping). */
    stderr() {
        try {
            return fs.readFileSync(this._errPath, 'utf8').trim().split('\n').slice(-3).join(' | ');
        } catch (e) {
            return '';
        }
    }

    /* Ends the input (the bot exits 0) and removes the pipes. */
    close() {
        try { fs.closeSync(this._in); } catch (e) { /* already closed */ }
        try {
            while (this._readLine() !== null) { /* drain until the bot exits */ }
        } catch (e) { /* nothing more to read */ }
        try { fs.closeSync(this._out); } catch (e) { /* already closed */ }
        fs.rmSync(this._dir, { recursive: true, force: true });
    }
}

module.exports = { TsumoPipe };

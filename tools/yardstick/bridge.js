/*
 * A majiang-core Player whose decisions come from `tsumo bot --mjai` (docs/mjai.md).
 *
 * majiang-core tells a player of the game with messages (kaiju, qipai, zimo, dapai, fulou,
 * gang, gangzimo, kaigang, hule, pingju, jieju) and takes an answer to each; seats there are
 * counted from the hand's dealer (l = 0 is East). mjai counts seats from the first dealer; the
 * yardstick seats the first dealer as player 0, so an mjai seat is majiang-core's player id.
 * Each message becomes the mjai events tsumo reads, each event gets one answer line, and the
 * one answer that is not `none` becomes the reply to majiang-core. Before it is given, the
 * reply is checked with the same functions majiang-core's Game checks replies with: one it
 * would refuse (and silently replace) is counted in `illegal` with a note.
 */
'use strict';

const { toMjai, fromMjai, splitMeld, sameTiles } = require('./tiles');

const WINDS = ['E', 'S', 'W', 'N'];
const NOTES_KEPT = 20;

module.exports = function makeBridge(Majiang) {
    return class Bridge extends Majiang.Player {
        constructor(pipe, stats) {
            super();
            this._pipe = pipe;
            this.stats = stats;
            this._inHand = false;
            this._pendingDora = null;
            this._pendingReach = null;
        }

        /* ---- seats and events ------------------------------------------------------- */

        seatOf(l) { return this._model.player_id[l]; }

        /* Sends the events in order; the answers that are not none. */
        send(events) {
            const answers = [];
            for (const ev of events) {
                const a = this._pipe.ask(ev);
                if (a && a.type && a.type !== 'none') answers.push(a);
            }
            return answers;
        }

        /* The one decision among the answers (tsumo answers every other event with none). */
        decision(answers, what) {
            if (answers.length > 1) this.refuse(`two answers to one ${what}: ${JSON.stringify(answers)}`);
            return answers[0] || null;
        }

        refuse(note) {
            this.stats.illegal++;
            if (this.stats.notes.length < NOTES_KEPT) this.stats.notes.push(note);
        }

        /* reach_accepted once the riichi discard was not won on (majiang-core's Board.lizhi). */
        stickEvents() {
            if (this._pendingReach === null) return [];
            const ev = { type: 'reach_accepted', actor: this._pendingReach };
            this._pendingReach = null;
            return [ev];
        }

        doraEvents() {
            if (this._pendingDora === null) return [];
            const ev = { type: 'dora', dora_marker: toMjai(this._pendingDora) };
            this._pendingDora = null;
            return [ev];
        }

        endKyoku() {
            if (!this._inHand) return [];
            this._inHand = false;
            return [{ type: 'end_kyoku' }];
        }

        /* ---- majiang-core's messages -------------------------------------------------- */

        action_kaiju(kaiju) {
            this.send([{ type: 'start_game', id: kaiju.id }]);
            this._callback();
        }

        action_qipai(qipai) {
            const scores = [0, 0, 0, 0];
            const tehais = [];
            for (let l = 0; l < 4; l++) {
                scores[this.seatOf(l)] = qipai.defen[l];
                tehais[this.seatOf(l)] = new Array(13).fill('?');
            }
            tehais[this._id] = this.ownTiles(qipai.shoupai[this._menfeng]);
            const events = this.endKyoku();
            events.push({
                type: 'start_kyoku', bakaze: WINDS[qipai.zhuangfeng], kyoku: qipai.jushu + 1,
                honba: qipai.changbang, kyotaku: qipai.lizhibang, oya: this.seatOf(0),
                dora_marker: toMjai(qipai.baopai), scores, tehais,
            });
            this._inHand = true;
            this._pendingDora = null;
            this._pendingReach = null;
            this._expected = null;
            this._reachSent = false;
            this.stats.startHand();
            this.send(events);
            this._callback();
        }

        ownTiles(paistr) {
            const tiles = [];
            for (const group of paistr.match(/[mpsz]\d+/g) || []) {
                for (const d of group.slice(1)) tiles.push(toMjai(group[0] + d));
            }
            return tiles;
        }

        action_zimo(zimo, gangzimo) {
            const own = zimo.l === this._menfeng;
            const events = [...this.stickEvents(), ...this.doraEvents()];
            events.push({ type: 'tsumo', actor: this.seatOf(zimo.l), pai: own ? toMjai(zimo.p) : '?' });
            const answer = this.decision(this.send(events), 'draw');
            if (!own) {
                if (answer) this.refuse(`answered another seat's draw with ${JSON.stringify(answer)}`);
                return this._callback();
            }
            this.expect(this.turnReply(answer, gangzimo));
        }

        /*
         * Replies to the own turn, remembered: the next message must show it played (a
         * refused reply is replaced by majiang-core without a word).
         */
        expect(reply) {
            this._expected = reply;
            this._callback(reply);
        }

        /* Whether the message `what` (e.g. { dapai: 'm5*' }) is the reply expected, if any. */
        played(what) {
            const want = this._expected;
            this._expected = null;
            if (!want || Object.keys(want).length === 0) return;
            const key = Object.keys(want)[0];
            if (what[key] === undefined || (typeof want[key] === 'string' && want[key] !== '-' && what[key] !== want[key])) {
                this.refuse(`majiang-core played ${JSON.stringify(what)} where tsumo said ${JSON.stringify(want)}`);
            }
        }

        /* The reply to the own draw: a discard, riichi, tsumo, a closed or added kan, nine terminals. */
        turnReply(answer, gangzimo) {
            const type = answer ? answer.type : 'none';
            if (type === 'dahai') return this.discardReply(answer, '');
            if (type === 'reach') {
                const riichi = this.decision(this.send([{ type: 'reach', actor: this._id }]), 'reach');
                if (!riichi || riichi.type !== 'dahai') {
                    this.refuse(`answered its own reach with ${JSON.stringify(riichi)}`);
                    return {};
                }
                this._reachSent = true;
                return this.discardReply(riichi, '*');
            }
            if (type === 'hora') {
                if (this.allow_hule(this.shoupai, null, gangzimo)) return { hule: '-' };
                this.refuse(`tsumo win refused: ${this.shoupai.toString()}`);
                return {};
            }
            if (type === 'ankan' || type === 'kakan') return this.kanReply(answer);
            if (type === 'ryukyoku') {
                if (this.allow_pingju(this.shoupai)) return { daopai: '-' };
                this.refuse(`nine terminals refused: ${this.shoupai.toString()}`);
                return {};
            }
            this.refuse(`answered its own draw with ${JSON.stringify(answer)}`);
            return {};
        }

        discardReply(answer, riichi) {
            const p = fromMjai(answer.pai);
            const dapai = p && p + (answer.tsumogiri ? '_' : '');
            const legal = this.get_dapai(this.shoupai) || [];
            if (!dapai || !legal.includes(dapai)) {
                this.refuse(`discard ${JSON.stringify(answer)} refused: ${this.shoupai.toString()}`);
                return {};
            }
            if (riichi && !this.allow_lizhi(this.shoupai, dapai)) {
                this.refuse(`riichi discarding ${answer.pai} refused: ${this.shoupai.toString()}`);
                return { dapai };
            }
            if (riichi && this.furitenAfter(dapai)) this.stats.riichiInFuriten++;
            return { dapai: dapai + riichi };
        }

        /* Whether the hand after discarding `dapai` waits on a tile of its own pond (or on it). */
        furitenAfter(dapai) {
            const hand = this.shoupai.clone().dapai(dapai);
            const waits = Majiang.Util.tingpai(hand) || [];
            const gone = dapai.slice(0, 2).replace('0', '5');
            return waits.some((w) => w === gone || this.he.find(w));
        }

        kanReply(answer) {
            const consumed = (answer.consumed || []).map(fromMjai);
            const added = fromMjai(answer.pai);
            const m = (this.get_gang_mianzi(this.shoupai) || []).find((cand) => {
                const t = splitMeld(cand);
                if (answer.type === 'ankan') return !t.claimed && sameTiles(t.own, consumed);
                return t.added !== null && t.added === added;
            });
            if (m) return { gang: m };
            this.refuse(`${answer.type} ${JSON.stringify(answer)} refused: ${this.shoupai.toString()}`);
            return {};
        }

        action_dapai(dapai) {
            const own = dapai.l === this._menfeng;
            this.played(own ? { dapai: dapai.p } : { other: true });
            const actor = this.seatOf(dapai.l);
            const events = [];
            const riichi = dapai.p.endsWith('*');
            if (riichi && !(own && this._reachSent)) events.push({ type: 'reach', actor });
            this._reachSent = false;
            events.push({ type: 'dahai', actor, pai: toMjai(dapai.p), tsumogiri: dapai.p.includes('_') });
            events.push(...this.doraEvents()); /* a late kan indicator comes after the discard */
            if (riichi) {
                this._pendingReach = actor;
                this.stats.riichi(own);
            }
            const answer = this.decision(this.send(events), 'discard');
            if (own) {
                if (answer) this.refuse(`answered its own discard with ${JSON.stringify(answer)}`);
                return this._callback();
            }
            this._callback(this.claimReply(answer, dapai));
        }

        /* The reply to another seat's discard: ron, chi, pon, open kan or nothing. */
        claimReply(answer, dapai) {
            if (!answer) return undefined;
            const d = ['', '+', '=', '-'][(4 + dapai.l - this._menfeng) % 4];
            const p = dapai.p.slice(0, 2) + d;
            if (answer.type === 'hora') {
                if (this.allow_hule(this.shoupai, p)) return { hule: '-' };
                this.refuse(`ron on ${toMjai(dapai.p)} refused: ${this.shoupai.toString()}`);
                return undefined;
            }
            const lists = {
                chi: () => this.get_chi_mianzi(this.shoupai, p),
                pon: () => this.get_peng_mianzi(this.shoupai, p),
                daiminkan: () => this.get_gang_mianzi(this.shoupai, p),
            };
            if (!lists[answer.type]) {
                this.refuse(`answered a discard with ${JSON.stringify(answer)}`);
                return undefined;
            }
            const consumed = (answer.consumed || []).map(fromMjai);
            const m = (lists[answer.type]() || []).find((cand) => sameTiles(splitMeld(cand).own, consumed));
            if (m) return { fulou: m };
            this.refuse(`${answer.type} ${JSON.stringify(answer)} refused: ${this.shoupai.toString()}`);
            return undefined;
        }

        meldEvent(type, l, m) {
            const t = splitMeld(m);
            const actor = this.seatOf(l);
            if (type === 'ankan') return { type, actor, consumed: t.own.map(toMjai) };
            if (type === 'kakan') {
                const pon = [...t.own, t.claimed].map(toMjai);
                return { type, actor, pai: toMjai(t.added), consumed: pon };
            }
            const target = this.seatOf((l + { '+': 1, '=': 2, '-': 3 }[t.dir]) % 4);
            return { type, actor, target, pai: toMjai(t.claimed), consumed: t.own.map(toMjai) };
        }

        action_fulou(fulou) {
            const own = fulou.l === this._menfeng;
            const digits = fulou.m.match(/\d/g).map((d) => d.replace('0', '5'));
            const type = digits.length === 4 ? 'daiminkan' : digits[0] === digits[1] ? 'pon' : 'chi';
            if (own) this.stats.call();
            const events = [...this.stickEvents(), this.meldEvent(type, fulou.l, fulou.m)];
            const answer = this.decision(this.send(events), type);
            if (!own || type === 'daiminkan') {
                if (answer) this.refuse(`answered a ${type} with ${JSON.stringify(answer)}`);
                return this._callback();
            }
            if (!answer || answer.type !== 'dahai') {
                this.refuse(`answered its own ${type} with ${JSON.stringify(answer)}`);
                return this._callback({});
            }
            this.expect(this.discardReply(answer, ''));
        }

        action_gang(gang) {
            const own = gang.l === this._menfeng;
            this.played(own ? { gang: gang.m } : { other: true });
            const type = /^[mpsz]\d{4}$/.test(gang.m) ? 'ankan' : 'kakan';
            const events = [...this.doraEvents(), this.meldEvent(type, gang.l, gang.m)];
            const answer = this.decision(this.send(events), type);
            if (!answer) return this._callback();
            if (own || answer.type !== 'hora') {
                this.refuse(`answered a ${type} with ${JSON.stringify(answer)}`);
                return this._callback();
            }
            const d = ['', '+', '=', '-'][(4 + gang.l - this._menfeng) % 4];
            const p = gang.m[0] + gang.m.slice(-1) + d;
            if (type === 'kakan' && this.allow_hule(this.shoupai, p, true)) return this._callback({ hule: '-' });
            this.refuse(`robbing the ${type} ${gang.m} refused: ${this.shoupai.toString()}`);
            return this._callback();
        }

        kaigang(kaigang) {
            super.kaigang(kaigang);
            this._pendingDora = kaigang.baopai;
        }

        action_hule(hule) {
            this.played(hule.l === this._menfeng && (hule.baojia === null || hule.baojia === undefined) ? { hule: '-' } : { other: true });
            this._pendingReach = null; /* the riichi discard was won on: no stick */
            const actor = this.seatOf(hule.l);
            const target = hule.baojia === null || hule.baojia === undefined ? actor : this.seatOf(hule.baojia);
            this.stats.hule(hule.l === this._menfeng, hule.baojia === this._menfeng);
            this.send([{ type: 'hora', actor, target }]);
            this._callback();
        }

        action_pingju(pingju) {
            this.played(pingju.name === '九種九牌' && pingju.shoupai[this._menfeng] ? { daopai: '-' } : { other: true });
            const events = pingju.name.startsWith('三家和') ? [] : this.stickEvents();
            this._pendingReach = null;
            events.push({ type: 'ryukyoku' });
            this.send(events);
            this._callback();
        }

        action_jieju(paipu) {
            this.send([...this.endKyoku(), { type: 'end_game' }]);
            this._callback();
        }
    };
};

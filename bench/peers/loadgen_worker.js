// One thread of the load generator: opens its share of the connections, then plays hot-seat
// Kalah on each, the same way whatever the protocol: a random non-empty pit of the side to move
// (seeded per connection), sent as soon as the previous answer arrives (closed loop) or at the
// connection's next slot on a fixed grid (paced). A round trip is a ply sent → its answer
// received; the answer to a new-game request is not one.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const kalah = require('./kalah.js');
const { protocols } = require('./protocols.js');

const { protocol, port, first, count, intervalMs, openConcurrency } = workerData;
const Adapter = protocols[protocol];
const rtts = [];  // µs, the round trips inside the recording window
let recordFrom = Infinity;
let recordUntil = Infinity;
let stopping = false;
let started = false;
let t0 = 0;
let ready = 0;
let errors = 0;
let failed = 0;
let gamesStarted = 0;
const errorSamples = [];

class Player {
  constructor(id) {
    this.id = id;
    this.rng32 = (Math.imul(id + 1, 0x9e3779b1) ^ 0x2545f491) | 1;
    this.opened = new Promise((resolve) => (this.resolveOpened = resolve));
    this.phase = 0;
    this.game = null;
    this.pending = 'new';  // what the next answer answers: 'move' (timed) or 'new'
    this.sentAt = 0;
    this.timer = null;
    this.slot = -1;  // the grid index of the last paced move
    this.adapter = new Adapter(port, this, id);
  }
  random() {  // xorshift32: cheap and reproducible per connection
    let x = this.rng32;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng32 = x;
    return x >>> 0;
  }
  onState(game) {
    const now = performance.now();
    if (this.pending === 'move' && this.sentAt >= recordFrom && now <= recordUntil) {
      rtts.push(Math.round((now - this.sentAt) * 1000));
    }
    if (this.game === null) {
      this.game = game;
      this.pending = null;
      this.resolveOpened();
      if (++ready === count) parentPort.postMessage({ type: 'ready' });
      return;
    }
    this.game = game;
    this.pending = null;
    if (started) this.next();
  }
  onError(text) {
    if (errors++ < 3) errorSamples.push(text);
  }
  onFail(err) {
    if (this.failed) return;
    this.failed = true;
    if (failed++ < 3) errorSamples.push(String(err && err.message ? err.message : err));
    this.resolveOpened();
    if (this.game === null && ++ready === count) parentPort.postMessage({ type: 'ready' });
  }
  next() {
    if (stopping) return;
    if (this.game.over) {
      this.pending = 'new';
      gamesStarted++;
      return this.adapter.newGame();
    }
    if (intervalMs <= 0) return this.move();
    const wait = this.nextSlot() - performance.now();
    this.timer = setTimeout(() => this.move(), Math.max(0, wait));
  }
  move() {
    if (stopping) return;
    const pits = kalah.nonEmpty(this.game.board, this.game.toMove);
    const pit = pits[this.random() % pits.length];
    this.pending = 'move';
    this.sentAt = performance.now();
    this.adapter.move(pit);
  }
  // The next slot after now on t0 + phase + k·interval: a connection delayed once keeps its
  // place instead of drifting into step with others. Never the slot of the last move again: a
  // timer may fire a little before its slot, and an answer that arrives before that slot would
  // otherwise schedule a second move in it.
  nextSlot() {
    const origin = t0 + this.phase;
    const now = performance.now();
    const k = now < origin ? 0 : Math.floor((now - origin) / intervalMs) + 1;
    this.slot = Math.max(k, this.slot + 1);
    return origin + this.slot * intervalMs;
  }
}

const players = [];
for (let i = 0; i < count; ++i) players.push(new Player(first + i));

// Opens the connections a few at a time: a thousand handshakes at once would time out on the
// slower servers before the run even starts.
async function openAll() {
  let next = 0;
  const opener = async () => {
    while (next < players.length) {
      const p = players[next++];
      p.adapter.open();
      await p.opened;
    }
  };
  await Promise.all(Array.from({ length: openConcurrency }, opener));
}

parentPort.on('message', (msg) => {
  if (msg.type === 'start') {
    // msg.t0 is on the process-wide clock (ms since the epoch); this thread's clock differs.
    t0 = msg.t0 - performance.timeOrigin;
    recordFrom = t0 + msg.warmupMs;
    recordUntil = recordFrom + msg.durationMs;
    started = true;
    for (const p of players) {
      if (p.game === null) continue;
      p.phase = intervalMs > 0 ? (p.random() % (intervalMs * 1000)) / 1000 : 0;
      const wait = t0 + p.phase - performance.now();
      setTimeout(() => p.next(), Math.max(0, wait));
    }
  } else if (msg.type === 'stop') {
    stopping = true;
    for (const p of players) clearTimeout(p.timer);
    parentPort.postMessage({ type: 'result', rtts: Float64Array.from(rtts), errors, failed, gamesStarted, errorSamples });
  } else if (msg.type === 'close') {
    for (const p of players) p.adapter.close();
    setTimeout(() => process.exit(0), 100);
  }
});

openAll();

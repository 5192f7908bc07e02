// Turns run.sh's JSON lines into the table of docs/PERFORMANCE.md §Peers: for each measurement
// and server the median over the rounds with the smallest and largest value beside it, then
// the ratios the targets are stated in.
// Usage: node table.js RESULTS.jsonl
'use strict';
const fs = require('node:fs');

const lines = fs
  .readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l));
const order = ['echo', 'mancala', 'colyseus', 'bgio'];
const names = { echo: 'echo', mancala: 'mancala', colyseus: 'Colyseus 0.18', bgio: 'boardgame.io 0.50' };
const servers = order.filter((s) => lines.some((l) => l.protocol === s));

const values = (kind, server, field) =>
  lines.filter((l) => l.kind === kind && l.protocol === server && Number.isFinite(l[field])).map((l) => l[field]);
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
const fmt = (x, digits) => (Number.isFinite(x) ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');
function cell(kind, server, field, scale, digits) {
  const xs = values(kind, server, field).map((x) => x * scale);
  if (xs.length === 0) return '—';
  const m = fmt(median(xs), digits);
  return xs.length === 1 ? m : `${m} (${fmt(Math.min(...xs), digits)}–${fmt(Math.max(...xs), digits)})`;
}

const rows = [
  ['100 conns closed loop, round trips/s', 'closed100', 'round_trips_per_s', 1, 0],
  ['1,000 conns closed loop, round trips/s', 'closed1000', 'round_trips_per_s', 1, 0],
  ['1,000 games every 100 ms, p99 ms', 'paced1000', 'p99_us', 1e-3, 1],
  ['1,000 games every 100 ms, p50 ms', 'paced1000', 'p50_us', 1e-3, 2],
  ['1,000 games every 100 ms, round trips/s', 'paced1000', 'round_trips_per_s', 1, 0],
  ['server memory at 1,000 conns (closed loop, peak VmHWM), MiB', 'closed1000', 'hwm_mib', 1, 0],
  ['server CPU a round trip, 100 conns closed loop, µs', 'closed100', 'server_cpu_us_per_rt', 1, 1],
  ['server CPU a round trip, 1,000 games paced, µs', 'paced1000', 'server_cpu_us_per_rt', 1, 1],
  ['generator CPU a round trip, 100 conns closed loop, µs', 'closed100', 'generator_cpu_us_per_rt', 1, 1],
];
console.log(`| measurement (median (min–max) of ${Math.max(...servers.map((s) => values('closed100', s, 'round_trips_per_s').length))} rounds) | ${servers.map((s) => names[s]).join(' | ')} |`);
console.log(`|---|${servers.map(() => '---|').join('')}`);
for (const [label, kind, field, scale, digits] of rows) {
  console.log(`| ${label} | ${servers.map((s) => cell(kind, s, field, scale, digits)).join(' | ')} |`);
}

const m = (kind, server, field) => median(values(kind, server, field));
const ratio = (a, b) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : '—');
console.log('');
for (const kind of ['closed100', 'closed1000']) {
  const ours = m(kind, 'mancala', 'round_trips_per_s');
  console.log(
    `${kind}: mancala / echo ${ratio(ours, m(kind, 'echo', 'round_trips_per_s'))} (target ≥ 0.75), ` +
      `mancala / Colyseus ${ratio(ours, m(kind, 'colyseus', 'round_trips_per_s'))} (target ≥ 1.5)`,
  );
}
console.log(
  `paced1000 p99: mancala ${fmt(m('paced1000', 'mancala', 'p99_us') / 1000, 1)} ms, ` +
    `Colyseus ${fmt(m('paced1000', 'colyseus', 'p99_us') / 1000, 1)} ms (target: at or below Colyseus's)`,
);
console.log(
  `memory at 1,000 conns: mancala / echo ${ratio(m('closed1000', 'mancala', 'hwm_mib'), m('closed1000', 'echo', 'hwm_mib'))} ` +
    '(target under 1.5× plus the lingering games\' budget, §Finished games while they linger)',
);
const bad = lines.filter((l) => l.errors || l.failed);
for (const l of bad) console.log(`errors in ${l.kind} ${l.protocol}: ${l.errors} errors, ${l.failed} failed ${JSON.stringify(l.error_samples || [])}`);

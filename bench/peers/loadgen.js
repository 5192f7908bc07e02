// The load generator of docs/PERFORMANCE.md §Peers: one measuring code for four servers
// (mancala-server, the echo server, Colyseus, boardgame.io; protocols.js says how each is
// spoken). The connections are split over --workers threads (loadgen_worker.js); each plays
// hot-seat Kalah, one game at a time, a new game on the same connection when one ends.
// Prints one JSON line: round trips a second, p50/p99/max in µs, the server's CPU a round trip
// and its resident memory (VmRSS at the end of the run, VmHWM its peak) from /proc, and the
// generator's own CPU a round trip.
// Usage: node loadgen.js --protocol mancala|echo|colyseus|bgio --port P [--connections 100]
//        [--duration 8] [--warmup 1] [--interval-ms 0] [--workers 2] [--server-pid PID]
'use strict';
const fs = require('node:fs');
const { Worker } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { protocols } = require('./protocols.js');

function parseArgs(argv) {
  const args = { connections: 100, duration: 8, warmup: 1, 'interval-ms': 0, workers: 2, 'server-pid': 0 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in args) && key !== 'protocol' && key !== 'port') throw new Error(`unknown option ${argv[i]}`);
    args[key] = key === 'protocol' ? argv[i + 1] : Number(argv[i + 1]);
  }
  if (!protocols[args.protocol]) throw new Error(`--protocol must be one of ${Object.keys(protocols).join(', ')}`);
  if (!args.port) throw new Error('--port is required');
  return args;
}

// The server's CPU time so far in seconds (user + system, /proc/PID/stat fields 14 and 15).
const clockTicks = 100;  // USER_HZ: 100 on every Linux port
function serverCpu(pid) {
  if (!pid) return NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}
function serverMemory(pid) {
  if (!pid) return {};
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number((status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm')) || [0, NaN])[1]);
  return { rss_mib: +(kb('VmRSS') / 1024).toFixed(1), hwm_mib: +(kb('VmHWM') / 1024).toFixed(1) };
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const workers = [];
  const per = Math.ceil(args.connections / args.workers);
  for (let w = 0, first = 0; first < args.connections; ++w, first += per) {
    const count = Math.min(per, args.connections - first);
    const workerData = {
      protocol: args.protocol,
      port: args.port,
      first,
      count,
      intervalMs: args['interval-ms'],
      openConcurrency: 32,
    };
    workers.push(new Worker(`${__dirname}/loadgen_worker.js`, { workerData }));
  }
  const nextMessage = (worker, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (msg) => {
        if (msg.type !== type) return;
        worker.off('message', onMessage);
        resolve(msg);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const openStart = performance.now();
  await Promise.all(workers.map((w) => nextMessage(w, 'ready')));
  const openSeconds = (performance.now() - openStart) / 1000;

  const warmupMs = args.warmup * 1000;
  const durationMs = args.duration * 1000;
  const t0 = performance.timeOrigin + performance.now() + 50;
  for (const w of workers) w.postMessage({ type: 'start', t0, warmupMs, durationMs });
  await sleep(50 + warmupMs);
  const cpu0 = serverCpu(args['server-pid']);
  const own0 = process.cpuUsage();
  await sleep(durationMs);
  const cpu1 = serverCpu(args['server-pid']);
  const own = process.cpuUsage(own0);
  const memory = serverMemory(args['server-pid']);
  const results = await Promise.all(
    workers.map((w) => {
      const done = nextMessage(w, 'result');
      w.postMessage({ type: 'stop' });
      return done;
    }),
  );
  for (const w of workers) w.postMessage({ type: 'close' });

  let all = [];
  let errors = 0;
  let failed = 0;
  let games = 0;
  const samples = [];
  for (const r of results) {
    all = all.concat(Array.from(r.rtts));
    errors += r.errors;
    failed += r.failed;
    games += r.gamesStarted;
    samples.push(...r.errorSamples);
  }
  all.sort((a, b) => a - b);
  const roundTrips = all.length;
  const out = {
    protocol: args.protocol,
    connections: args.connections,
    interval_ms: args['interval-ms'],
    round_trips_per_s: Math.round(roundTrips / args.duration),
    p50_us: percentile(all, 0.5),
    p99_us: percentile(all, 0.99),
    max_us: roundTrips ? all[roundTrips - 1] : NaN,
    server_cpu_us_per_rt: roundTrips ? +(((cpu1 - cpu0) * 1e6) / roundTrips).toFixed(1) : NaN,
    // The generator's own CPU (all its threads): when it nears a core a worker, it sets the pace.
    generator_cpu_us_per_rt: roundTrips ? +((own.user + own.system) / roundTrips).toFixed(1) : NaN,
    ...memory,
    games_started: games,
    open_s: +openSeconds.toFixed(1),
    errors,
    failed,
  };
  if (samples.length) out.error_samples = samples.slice(0, 3);
  console.log(JSON.stringify(out));
  await sleep(200);
  process.exit(0);
}

main().catch((err) => {
  console.error(`loadgen: ${err.message}`);
  process.exit(2);
});

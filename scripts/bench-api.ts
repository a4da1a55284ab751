/**
 * `npm run bench:api`: the catalogue list (page 1, newest, 24 a page) at fixed offered rates, on
 * loopback, in one run for two set-ups:
 * - one instance on PGlite: the API alone in a process of its own (this file with `--serve`),
 *   over a seeded embedded database in a temporary folder;
 * - two instances behind nginx on a PostgreSQL 15 server (scripts/cluster.ts: pages and API per
 *   instance, nginx in front, a throwaway server).
 * Each rate gets a 1 s warm-up and BENCH_SECONDS (5) measured, open loop (runOpen: requests leave
 * on schedule; latency counts from when each was due), then a closed-loop run as fast as it goes
 * (autocannon, 32 connections). The load generator shares the machine's cores with the servers.
 * Prints, per set-up and rate, the achieved rate and p50/p99, and the CPU each request cost the
 * load generator (this process), the instances and nginx (their processes' user + system time,
 * /proc), then the goals: one instance at 1,000 req/s with p99 <= 10 ms; two instances' best rate
 * >= 1.6x one instance's. A third set-up, one instance behind the same nginx on the same
 * PostgreSQL, is the like-for-like base of the two (the same hop, the same pages server), and the
 * CPU figures say what the machine's cores allow: the generator and nginx share them with the
 * instances, so two instances can only beat one by what the cores left over (printed as a bound).
 * Exit 1 if a set-up could not run; the goals are reported, not enforced (the machine's load moves
 * them). Run it on a quiet machine: `flock /tmp/build.lock npm run bench:api`; BENCH_SETUPS=single,
 * cluster1,cluster2 (all by default) picks set-ups.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startCluster } from './cluster';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const RATES = [250, 500, 1000, 2000, 4000];
const CONNECTIONS = 32;
const PATH = '/api/catalogue/products?pageSize=24';
const GOAL = { rate: 1000, p99Ms: 10, scale: 1.6 };

interface Row {
  offered: number | 'max';
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per answered request: the load generator, the instances, nginx. */
  cpu?: Cpu;
}

interface Cpu {
  generator: number;
  instances: number;
  nginx: number;
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc/<pid>/stat counts CPU in 1/100 s

/** CPU ms so far of this process's descendants, instances (node) and nginx apart; {0,0} where /proc is not. */
function childrenCpu(): { instances: number; nginx: number } {
  const total = { instances: 0, nginx: 0 };
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return total;
  }
  const stats = new Map<number, { ppid: number; ms: number; name: string }>();
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields from the state on: ppid is the 2nd, utime the 12th, stime the 13th
      stats.set(Number(pid), { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, name });
    } catch {
      // gone meanwhile
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = stats.get(pid), hops = 0; at && hops < 10; at = stats.get(at.ppid), hops += 1) if (at.ppid === process.pid) return true;
    return false;
  };
  for (const [pid, stat] of stats) {
    if (!descends(pid)) continue;
    if (stat.name.startsWith('nginx')) total.nginx += stat.ms;
    else if (stat.name === 'node' || stat.name.startsWith('MainThread')) total.instances += stat.ms;
  }
  return total;
}

/** Runs `work` and adds what each request cost in CPU (ms) to its row. */
async function withCpu(work: () => Promise<Row>): Promise<Row> {
  const own = process.cpuUsage();
  const before = childrenCpu();
  const row = await work();
  const after = childrenCpu();
  const used = process.cpuUsage(own);
  const requests = Math.max(1, row.achieved * DURATION_S);
  row.cpu = {
    generator: (used.user + used.system) / 1000 / requests,
    instances: (after.instances - before.instances) / requests,
    nginx: (after.nginx - before.nginx) / requests,
  };
  return row;
}

/** Closed loop, as fast as it goes: CONNECTIONS connections, each sends its next request when its last one is answered. */
function runClosed(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Open loop at `rate` req/s: request i leaves at start + i/rate whether or not the earlier ones were
 * answered (up to CONNECTIONS at once on keep-alive connections; more wait for one), and its latency
 * counts from when it was due, so a server that falls behind shows it (no coordinated omission).
 * autocannon's own rate limit sends each second's requests in one burst, which measures the burst.
 */
function runOpen(url: string, rate: number, seconds: number): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // parsed once: the generator's CPU per request is taken from the same cores as the servers'
  const target = new URL(url);
  const options: http.RequestOptions = { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, agent };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  let pending = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      pending -= 1;
      if (issued < total || pending > 0) return;
      const elapsed = (performance.now() - start) / 1000;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
      resolve({ offered: rate, achieved: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors });
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (issued < due) {
        const scheduled = start + issued * interval;
        issued += 1;
        pending += 1;
        http
          .get(options, (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) latencies.push(performance.now() - scheduled);
              else errors += 1;
              finish();
            });
          })
          .on('error', () => {
            errors += 1;
            finish();
          });
      }
      if (issued < total) setTimeout(tick, 1);
    };
    tick();
  });
}

async function measure(origin: string): Promise<Row[]> {
  const check = await fetch(`${origin}${PATH}`);
  if (!check.ok) throw new Error(`${PATH}: HTTP ${check.status}`);
  const rows: Row[] = [];
  for (const rate of RATES) {
    await runOpen(`${origin}${PATH}`, rate, 1);
    rows.push(await withCpu(() => runOpen(`${origin}${PATH}`, rate, DURATION_S)));
  }
  await runClosed(`${origin}${PATH}`, 1);
  rows.push(
    await withCpu(async () => {
      const result = await runClosed(`${origin}${PATH}`, DURATION_S);
      return { offered: 'max', achieved: result.requests.total / DURATION_S, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
    }),
  );
  return rows;
}

/** One API instance on PGlite in a child process; resolves with its origin and a stop function. */
async function startSingle(): Promise<{ origin: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => line.startsWith('http://') && resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`the PGlite instance exited (${code})`)));
  });
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `--serve`: the API alone over a seeded PGlite in a temp folder; prints its origin. */
async function serve() {
  const { buildApi } = await import('../api/src/app');
  const { closeServices, openServices } = await import('../api/src/bootstrap');
  const { loadConfig } = await import('../api/src/config');
  const { seedIfEmpty } = await import('../api/src/seed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const services = await openServices(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await seedIfEmpty(services);
  const app = await buildApi(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      await closeServices(services);
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

function print(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(['offered req/s'.padStart(13), 'achieved'.padStart(9), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'errors'.padStart(7), '  CPU ms/request: generator instances nginx'].join(' '));
  for (const row of rows) {
    const cpu = row.cpu ? [row.cpu.generator, row.cpu.instances, row.cpu.nginx].map((each) => each.toFixed(3).padStart(9)).join(' ') : '';
    console.log([String(row.offered).padStart(13), row.achieved.toFixed(0).padStart(9), String(row.p50).padStart(7), String(row.p99).padStart(7), String(row.errors).padStart(7), `   ${cpu}`].join(' '));
  }
}

const best = (rows: Row[]) => Math.max(...rows.filter((row) => row.errors === 0).map((row) => row.achieved));

/** The closed-loop row: the set-up's best rate, and what each request cost. */
const maxRow = (rows: Row[]) => rows.find((row) => row.offered === 'max')!;

async function measureCluster(instances: number): Promise<Row[]> {
  const cluster = await startCluster({ instances, env: { LOG_LEVEL: 'warn' }, log: () => {} });
  try {
    return await measure(cluster.url);
  } finally {
    await cluster.stop();
  }
}

async function main() {
  const setups = (process.env.BENCH_SETUPS ?? 'single,cluster1,cluster2').split(',').map((each) => each.trim());
  const cores = os.cpus().length;
  console.log(`${PATH}: ${DURATION_S} s per rate, ${CONNECTIONS} connections, Node ${process.version}, ${cores} cores, load average ${os.loadavg().map((each) => each.toFixed(1)).join(' ')}`);
  let one: Row[] | undefined;
  if (setups.includes('single')) {
    const single = await startSingle();
    try {
      one = await measure(single.origin);
    } finally {
      await single.stop();
    }
    print('one instance, PGlite (the API alone)', one);
  }
  let oneBehind: Row[] | undefined;
  if (setups.includes('cluster1')) {
    oneBehind = await measureCluster(1);
    print('one instance behind nginx, PostgreSQL 15 (pages and API; the like-for-like base of the next)', oneBehind);
  }
  let two: Row[] | undefined;
  if (setups.includes('cluster2')) {
    two = await measureCluster(2);
    print('two instances behind nginx, PostgreSQL 15 (pages and API per instance)', two);
  }

  console.log('');
  if (one) {
    const at = one.find((row) => row.offered === GOAL.rate)!;
    const rateMet = at.achieved >= GOAL.rate * 0.98 && at.p99 <= GOAL.p99Ms && at.errors === 0;
    console.log(`goal: one instance at ${GOAL.rate} req/s with p99 <= ${GOAL.p99Ms} ms: ${rateMet ? 'met' : 'NOT met'} (${at.achieved.toFixed(0)} req/s, p99 ${at.p99} ms)`);
  }
  if (one && two) {
    const scale = best(two) / best(one);
    console.log(`goal: two instances >= ${GOAL.scale}x one instance's best rate: ${scale >= GOAL.scale ? 'met' : 'NOT met'} (${best(two).toFixed(0)} / ${best(one).toFixed(0)} = ${scale.toFixed(2)}x)`);
  }
  if (oneBehind && two) {
    console.log(`two instances / one instance, both behind nginx on PostgreSQL: ${best(two).toFixed(0)} / ${best(oneBehind).toFixed(0)} = ${(best(two) / best(oneBehind)).toFixed(2)}x`);
  }
  /**
   * What the CPU figures allow: every request costs the generator's, the instances' and nginx's CPU,
   * so the cores bound the rate; and each instance is one thread, so n instances are bound by n
   * cores' worth of their own part. The lower of the two is the set-up's ceiling.
   */
  const ceiling = (rows: Row[] | undefined, instances: number, name: string) => {
    const cpu = rows && maxRow(rows).cpu;
    if (!cpu || cpu.instances <= 0) return undefined;
    const perRequest = cpu.generator + cpu.instances + cpu.nginx;
    const bound = Math.min((cores * 1000) / perRequest, (Math.min(instances, cores) * 1000) / cpu.instances);
    console.log(
      `${name}: ${perRequest.toFixed(3)} ms CPU per request (generator ${cpu.generator.toFixed(3)}, instances ${cpu.instances.toFixed(3)}, nginx ${cpu.nginx.toFixed(3)}): ` +
        `at most ${bound.toFixed(0)} req/s on ${cores} cores`,
    );
    return bound;
  };
  ceiling(one, 1, 'one instance alone');
  const base = ceiling(oneBehind, 1, 'one instance behind nginx');
  const top = ceiling(two, 2, 'two instances behind nginx');
  if (base && top) console.log(`on these ${cores} cores two instances can beat one (both behind nginx) by at most ${(top / base).toFixed(2)}x`);
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

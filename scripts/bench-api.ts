/**
 * `npm run bench:api`: throughput and latency of the catalogue list and the product page on
 * loopback, against the real API over a seeded embedded database (PGlite in a temporary folder).
 * Each endpoint gets a 3 s warm-up and a 10 s measured run with 10 connections; the run stops by
 * itself. Prints requests/s and p50/p99 latency per endpoint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApi } from '../api/src/app';
import { closeServices, openServices } from '../api/src/bootstrap';
import { loadConfig } from '../api/src/config';
import { seedIfEmpty } from '../api/src/seed';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const ENDPOINTS = [
  { name: 'catalogue list (page 1, newest)', path: '/api/catalogue/products?pageSize=24' },
  { name: 'catalogue list (search + filter + price sort)', path: '/api/catalogue/products?q=cotton&inStock=true&sort=price_asc' },
  { name: 'product page', path: '/api/catalogue/products/hammered-copper-water-bottle' },
];

function run(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const services = await openServices(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await seedIfEmpty(services);
  const app = await buildApi(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(`API on ${origin}, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, Node ${process.version}, ${os.cpus().length} cores\n`);
  console.log(['endpoint'.padEnd(48), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7)].join(' '));
  try {
    for (const endpoint of ENDPOINTS) {
      const check = await fetch(`${origin}${endpoint.path}`);
      if (!check.ok) throw new Error(`${endpoint.path}: HTTP ${check.status}`);
      await run(`${origin}${endpoint.path}`, 3);
      const result = await run(`${origin}${endpoint.path}`, DURATION_S);
      console.log(
        [
          endpoint.name.padEnd(48),
          result.requests.average.toFixed(0).padStart(8),
          String(result.latency.p50).padStart(8),
          String(result.latency.p99).padStart(8),
          String(result.errors + result.non2xx).padStart(7),
        ].join(' '),
      );
    }
  } finally {
    await app.close();
    await closeServices(services);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

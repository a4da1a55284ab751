/**
 * Prometheus metrics of one API instance (prom-client): request duration per route, method and
 * status; event streams open now; the database connection pool; orders by status and payment
 * status (read from the database when scraped, so every instance reports the shop's true counts);
 * real visits' Core Web Vitals at their 75th percentile (the admin dashboard's figures, also read
 * when scraped); and the process's own (CPU, memory, event loop lag, GC).
 *
 * Not public: served on a port of its own (METRICS_PORT, loopback by default: METRICS_HOST), never
 * under /api, so whatever proxies the shop to the internet never reaches it. Prometheus scrapes
 * http://<instance>:<METRICS_PORT>/metrics from inside the network.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { orders } from '../db/schema';
import type { Services } from '../services';
import { vitalsByGroup } from '../vitals/repository';

export interface ApiMetrics {
  registry: Registry;
  /** The text Prometheus reads. */
  render(): Promise<string>;
  /** The port they are served on once listening (METRICS_PORT=0 picks a free one), else null. */
  port: number | null;
}

/** Seconds: from a cached catalogue answer (~1 ms) to a slow checkout. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Measures every request of `app` from here on: register it before the routes (app.ts), its hooks
 * then reach every route registered after it.
 */
export function registerMetrics(app: FastifyInstance, services: Services): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'API requests by route (the route pattern, not the URL), method and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const responses = new Counter({ name: 'shop_http_responses_total', help: 'API answers by status code', labelNames: ['status_code'], registers: [registry] });
  const streams = new Gauge({ name: 'shop_event_streams_open', help: 'Server-sent event streams open on this instance', registers: [registry] });
  new Gauge({
    name: 'shop_database_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = services.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders in the shop by status and payment status (from the database)',
    labelNames: ['status', 'payment_status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await services.db
        .select({ status: orders.status, paymentStatus: orders.paymentStatus, n: count() })
        .from(orders)
        .groupBy(orders.status, orders.paymentStatus);
      for (const row of rows) this.set({ status: row.status, payment_status: row.paymentStatus }, row.n);
    },
  });

  new Gauge({
    name: 'shop_web_vitals_p75',
    help: "Real visits' Core Web Vitals, 75th percentile by metric (LCP, INP, TTFB in ms; CLS), page type, device class and window (7d, 28d), from the database",
    labelNames: ['metric', 'page', 'device', 'window'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const group of await vitalsByGroup(services.db)) this.set({ metric: group.metric, page: group.page, device: group.device, window: `${group.days}d` }, group.p75);
    },
  });

  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', async (request, reply) => {
    started.set(request, process.hrtime.bigint());
    if (request.method === 'GET' && request.routeOptions.url?.endsWith('/events')) {
      streams.inc();
      reply.raw.once('close', () => streams.dec());
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const start = started.get(request);
    if (start === undefined) return;
    const status = String(reply.statusCode);
    duration.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: status }, Number(process.hrtime.bigint() - start) / 1e9);
    responses.inc({ status_code: status });
  });
  return { registry, render: () => registry.metrics(), port: null };
}

/** The metrics on their own port: GET /metrics, nothing else. Resolves with the port it listens on. */
export function serveMetrics(metrics: ApiMetrics, port: number, host = '127.0.0.1'): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

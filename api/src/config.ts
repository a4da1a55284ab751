/**
 * The API's configuration, from the environment, checked once at start-up. Everything has a local
 * default, so `npm start` needs none of it; production refuses unsafe combinations.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { sellerSchema, type Seller } from 'shared-contracts/api/settings';
import { GST_STATE_CODES } from 'shared-contracts/domain/gst';
import { SHOP } from 'shared-contracts/domain/shop';

const repoRoot = path.resolve(__dirname, '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL server; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  FIREBASE_PROJECT_ID: z.string().default('demo-haat'),
  /** host:port of the Firebase Auth emulator, read by firebase-admin itself. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** The sandbox provider's signing secrets (local only). */
  SANDBOX_KEY_SECRET: z.string().default('sandbox-key-secret'),
  SANDBOX_WEBHOOK_SECRET: z.string().default('sandbox-webhook-secret'),
  /** The seller's GST state code (place of supply for CGST+SGST vs IGST). */
  SELLER_STATE: z.enum(GST_STATE_CODES).default(SHOP.stateCode),
  /** The demo shop's: the same as on its contact page. */
  SELLER_GSTIN: z.string().default(SHOP.gstin),
  SELLER_NAME: z.string().default(SHOP.legalName),
  /** Where the shop is reached; the sandbox provider's script is served under it. */
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  /**
   * App verification on storage requests (spec §7, §8: `X-Firebase-AppCheck`, else 401
   * storage/unauthorized-app). `shop` (default): the shop's own short-lived tokens, signed with
   * APP_CHECK_SECRET (HS256, bound to PUBLIC_URL, one hour), which its pages fetch from
   * POST /api/app-check/token. `firebase`: real Firebase App Check tokens (reCAPTCHA Enterprise in
   * the browser), verified with firebase-admin's App Check API for FIREBASE_PROJECT_ID.
   */
  APP_CHECK: z.enum(['shop', 'firebase']).default('shop'),
  /** The key that signs the shop's app tokens: the same on every instance; at least 32 characters, required in production with APP_CHECK=shop. */
  APP_CHECK_SECRET: z.string().default('local-app-check-secret-not-for-production'),
  /**
   * The key of staff two-factor sign-in (api/src/two-factor/): it encrypts the TOTP secrets
   * (AES-256-GCM), keys the recovery codes' hashes and signs each session's proof of its second
   * factor. The same on every instance; at least 32 characters, required in production. Changing
   * it makes every enrolment unreadable: staff then enrol again (an owner resets them).
   */
  TWO_FACTOR_SECRET: z.string().default('local-two-factor-secret-not-for-production'),
  /** Folder for uploaded product images. */
  UPLOADS_DIR: z.string().optional(),
  /** Most bytes the file storage (UPLOADS_DIR) may hold; an upload past it is refused with 402 storage/quota-exceeded. 5 GiB by default. */
  STORAGE_QUOTA_BYTES: z.coerce.number().int().positive().default(5 * 1024 ** 3),
  /** Minutes an unpaid order holds its stock. */
  RESERVATION_MINUTES: z.coerce.number().int().positive().default(30),
  /**
   * Orders awaiting payment one account may hold at a time (each holds its stock for
   * RESERVATION_MINUTES). One more checkout is refused with 409 `unpaid_order_limit` until one is
   * paid, cancelled (My orders) or expires, so one account cannot hold a product's whole stock.
   */
  MAX_UNPAID_ORDERS: z.coerce.number().int().positive().default(3),
  /** Checkouts one account may start per minute (per client address when signed out); beyond: 429 `rate_limited`. */
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Checkouts that reserve stock for a guest (an anonymous account: free to make by the dozen) per
   * hour, counted per client address (IPv6 per /64), per e-mail mailbox (identity/mailbox.ts) and
   * per device (the browser's id); past any of them: 429 `guest_checkout_limit`. Counted in the
   * database, so they hold across instances. Signed-in customers are not counted.
   */
  GUEST_RESERVATIONS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  GUEST_RESERVATIONS_PER_EMAIL: z.coerce.number().int().positive().default(3),
  GUEST_RESERVATIONS_PER_DEVICE: z.coerce.number().int().positive().default(3),
  /**
   * Event streams (GET /api/events, /api/admin/events) open at once per account and per client
   * address (IPv6 per /64), counted by each instance; one more: 429 `rate_limited`.
   */
  EVENT_STREAMS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For. Unset: none, the address is the
   * connection's. Behind a proxy or CDN: the number of proxies in front of the server (`1` for one
   * nginx or load balancer), or their addresses and ranges, comma-separated
   * (`10.0.0.0/8,172.16.0.5`; also `loopback`, `linklocal`, `uniquelocal`). `true` (trust anyone)
   * is refused: any client could then pick its address and escape every rate limit.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * The SMTP server the shop's e-mails go through (nodemailer): smtp://user:pass@host:587, or
   * smtps:// for TLS from the start. Unset (local): e-mails are kept in the database and shown on
   * the development mail page (/___mail). Required in production.
   */
  SMTP_URL: z.string().url().optional(),
  /** The sender of the shop's e-mails. */
  MAIL_FROM: z.string().default('Haat Crafts <orders@haat.example>'),
  /** How often each API instance looks for e-mails to send, in ms; 0 stops its worker (tests drive it). */
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** fatal, error, warn, info (default), debug, trace or silent (the default under NODE_ENV=test). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** json (default: one JSON object a line, for log collectors) or pretty (a short readable line; `npm start`'s default). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** The address the server listens on (`npm start`): loopback unless told otherwise. */
  HOST: z.string().default('127.0.0.1'),
  /**
   * `1` lets a server that uses the Auth emulator listen on a non-loopback HOST. The emulator signs
   * nothing, so anyone who reaches such a server can forge any account, admin included.
   */
  ALLOW_EMULATOR_ON_NETWORK: z.enum(['0', '1']).default('0'),
  /**
   * `1` lets webhook and Slack posts reach this machine's loopback (127.0.0.1, ::1, localhost): for
   * local development and the tests, whose receivers listen there. Refused in production. Without
   * it the server posts to public internet addresses only (api/src/security/outgoing.ts).
   */
  OUTGOING_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  /**
   * The port of the Prometheus metrics (GET /metrics, api/src/metrics/metrics.ts), apart from the
   * shop's so they are never public; unset: not served. On METRICS_HOST (loopback by default; the
   * address Prometheus reaches inside the network otherwise).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

/** The Fastify `trustProxy` setting for TRUST_PROXY: false, a hop count, or a list of addresses and ranges. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!named.has(entry) && !(version && prefixOk && rest.length === 0)) {
      throw new Error(`TRUST_PROXY: '${entry}' is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal.`);
    }
  }
  return entries;
}

/** Whether a listen address reaches this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare) || bare === '::ffff:127.0.0.1';
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === 'production') {
    if (parsed.FIREBASE_AUTH_EMULATOR_HOST || parsed.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      throw new Error('Refusing to start in production against the Firebase Auth emulator or a demo- project.');
    }
    if (parsed.PAYMENT_PROVIDER === 'sandbox') throw new Error('Refusing to start in production with the sandbox payment provider.');
    if (parsed.APP_CHECK === 'shop' && (!env.APP_CHECK_SECRET || parsed.APP_CHECK_SECRET.length < 32)) {
      throw new Error('Refusing to start in production without APP_CHECK_SECRET (32 characters or more) to sign the app tokens, or APP_CHECK=firebase.');
    }
    if (!env.TWO_FACTOR_SECRET || parsed.TWO_FACTOR_SECRET.length < 32) {
      throw new Error('Refusing to start in production without TWO_FACTOR_SECRET (32 characters or more): it encrypts the staff\'s two-factor secrets and signs their sessions\' proofs.');
    }
    if (!parsed.SMTP_URL) throw new Error('Refusing to start in production without SMTP_URL: the shop must send its e-mails (order confirmations, shipping).');
    if (parsed.OUTGOING_ALLOW_LOOPBACK === '1') throw new Error('Refusing to start in production with OUTGOING_ALLOW_LOOPBACK=1: webhooks could reach this machine.');
  }
  if (parsed.FIREBASE_AUTH_EMULATOR_HOST && !isLoopbackHost(parsed.HOST) && parsed.ALLOW_EMULATOR_ON_NETWORK !== '1') {
    throw new Error(
      `Refusing to listen on ${parsed.HOST} with the Auth emulator: it signs nothing, so anyone who reaches the server could ` +
        'sign in as any account, admin included. Use HOST=127.0.0.1, or set ALLOW_EMULATOR_ON_NETWORK=1 if every machine on that network is yours.',
    );
  }
  // The seller of a shop whose store details were never saved: judged by the store's own field rules
  // now, not when a page or an invoice first names it.
  const seller = sellerSchema.safeParse({ stateCode: parsed.SELLER_STATE, gstin: parsed.SELLER_GSTIN, legalName: parsed.SELLER_NAME });
  if (!seller.success) {
    const fields = seller.error.issues.map((issue) => `${{ legalName: 'SELLER_NAME', gstin: 'SELLER_GSTIN', stateCode: 'SELLER_STATE' }[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
    throw new Error(`The seller's details break the store's rules (Settings › Store would refuse them): ${fields.join('; ')}.`);
  }
  if (parsed.PAYMENT_PROVIDER === 'razorpay' && !(parsed.RAZORPAY_KEY_ID && parsed.RAZORPAY_KEY_SECRET && parsed.RAZORPAY_WEBHOOK_SECRET)) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.');
  }
  return {
    env: parsed.NODE_ENV,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    firebaseProjectId: parsed.FIREBASE_PROJECT_ID,
    authEmulatorHost: parsed.FIREBASE_AUTH_EMULATOR_HOST,
    payments: {
      provider: parsed.PAYMENT_PROVIDER,
      razorpay: { keyId: parsed.RAZORPAY_KEY_ID, keySecret: parsed.RAZORPAY_KEY_SECRET, webhookSecret: parsed.RAZORPAY_WEBHOOK_SECRET },
      sandbox: { keySecret: parsed.SANDBOX_KEY_SECRET, webhookSecret: parsed.SANDBOX_WEBHOOK_SECRET },
    },
    seller: seller.data satisfies Seller,
    reservationMinutes: parsed.RESERVATION_MINUTES,
    checkout: {
      maxUnpaidOrders: parsed.MAX_UNPAID_ORDERS,
      rateLimit: { max: parsed.CHECKOUT_RATE_LIMIT, timeWindow: '1 minute' },
    },
    guestReservations: {
      windowMs: 60 * 60_000,
      perAddress: parsed.GUEST_RESERVATIONS_PER_ADDRESS,
      perEmail: parsed.GUEST_RESERVATIONS_PER_EMAIL,
      perDevice: parsed.GUEST_RESERVATIONS_PER_DEVICE,
    },
    eventStreams: { perAccount: parsed.EVENT_STREAMS_PER_ACCOUNT, perAddress: parsed.EVENT_STREAMS_PER_ADDRESS },
    mail: { smtpUrl: parsed.SMTP_URL ?? null, from: parsed.MAIL_FROM, pollMs: parsed.MAIL_POLL_MS },
    publicUrl: parsed.PUBLIC_URL.replace(/\/$/, ''),
    appCheck: { provider: parsed.APP_CHECK, secret: parsed.APP_CHECK_SECRET },
    twoFactor: { secret: parsed.TWO_FACTOR_SECRET },
    uploadsDir: parsed.UPLOADS_DIR ?? path.join(parsed.DATA_DIR, 'uploads'),
    storageQuotaBytes: parsed.STORAGE_QUOTA_BYTES,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    log: { level: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'), format: parsed.LOG_FORMAT },
    host: parsed.HOST,
    /** What webhook and Slack posts may reach (security/outgoing.ts). */
    outgoing: { allowLoopback: parsed.OUTGOING_ALLOW_LOOPBACK === '1' },
    metrics: { port: parsed.METRICS_PORT ?? null, host: parsed.METRICS_HOST },
    /** Set when the emulator is reachable from other machines (allowed explicitly): say so loudly at start-up. */
    emulatorExposureWarning:
      parsed.FIREBASE_AUTH_EMULATOR_HOST && !isLoopbackHost(parsed.HOST)
        ? `WARNING: listening on ${parsed.HOST} with the Auth emulator (ALLOW_EMULATOR_ON_NETWORK=1). It signs nothing: anyone who reaches this server can sign in as any account, admin included.`
        : null,
  };
}

/**
 * The API's configuration, from the environment, checked once at start-up. Everything has a local
 * default, so `npm start` needs none of it; production refuses unsafe combinations.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SELLER_STATE, GST_STATE_CODES } from 'shared-contracts/domain/gst';

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
  SELLER_STATE: z.enum(GST_STATE_CODES).default(DEFAULT_SELLER_STATE),
  /** The demo shop's: the same as on its contact page. */
  SELLER_GSTIN: z.string().default('08AAHCH1234K1Z2'),
  SELLER_NAME: z.string().default('Haat Crafts Private Limited'),
  /** Where the shop is reached; the sandbox provider's script is served under it. */
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  /** Folder for uploaded product images. */
  UPLOADS_DIR: z.string().optional(),
  /** Minutes an unpaid order holds its stock. */
  RESERVATION_MINUTES: z.coerce.number().int().positive().default(30),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === 'production') {
    if (parsed.FIREBASE_AUTH_EMULATOR_HOST || parsed.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      throw new Error('Refusing to start in production against the Firebase Auth emulator or a demo- project.');
    }
    if (parsed.PAYMENT_PROVIDER === 'sandbox') throw new Error('Refusing to start in production with the sandbox payment provider.');
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
    seller: { stateCode: parsed.SELLER_STATE, gstin: parsed.SELLER_GSTIN, legalName: parsed.SELLER_NAME },
    reservationMinutes: parsed.RESERVATION_MINUTES,
    publicUrl: parsed.PUBLIC_URL.replace(/\/$/, ''),
    uploadsDir: parsed.UPLOADS_DIR ?? path.join(parsed.DATA_DIR, 'uploads'),
  };
}

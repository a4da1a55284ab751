/**
 * The shop's settings (issue 23): one source in the database (table shop_settings, one row per
 * section), read through one cached accessor per database. A section without a row has its
 * defaults: today's values (config.ts's seller, SHOP's details), so a new shop needs no setup.
 *
 * The cache is dropped on every change: at once on the instance that saved, and on every other
 * instance through a database notification (the realtime events' channel mechanism), so a saved
 * GSTIN is on the next invoice whichever instance prints it.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_GUEST_SHARE, type AccessSettings, type CheckoutSettings, type NotificationSettings, type Seller, type StoreDetails } from 'shared-contracts/api/settings';
import { DEFAULT_INVOICE_PREFIX } from 'shared-contracts/domain/gst';
import { DEFAULT_COD_SETTINGS, type CodSettings } from 'shared-contracts/domain/cod';
import { DEFAULT_SHIPPING_TABLE, type ShippingTable } from 'shared-contracts/domain/delivery';
import { DEFAULT_RETURN_SETTINGS, type ReturnSettings } from 'shared-contracts/domain/returns';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from 'shared-contracts/domain/reviews';
import { DEFAULT_CART_REMINDER_SETTINGS, type CartReminderSettings } from 'shared-contracts/domain/cart-reminders';
import { SHOP_STORE } from 'shared-contracts/domain/store';
import type { TwoFactorSettings } from 'shared-contracts/api/two-factor';
import { DEFAULT_LOCALE } from 'shared-contracts/i18n/locales';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import { shopSettings } from '../db/schema';

export const SETTINGS_CHANNEL = 'shop_settings_changed';

export interface SettingsSections {
  store: StoreDetails;
  notifications: NotificationSettings;
  access: Pick<AccessSettings, 'addresses'>;
  checkout: CheckoutSettings;
  /** When cash on delivery is offered (Settings › Cash on delivery, cod/); off by default. */
  cod: CodSettings;
  /** Zones, rates and dispatch days (Settings › Shipping, delivery/); the default: one zone for all of India. */
  shipping: ShippingTable;
  /** The return window, the reasons and the categories never taken back (Settings › Returns, returns/). */
  returns: ReturnSettings;
  /** Whether every staff member must sign in with a second factor (Settings › Two-factor sign-in, two-factor/); off by default. */
  twoFactor: TwoFactorSettings;
  /** Publish at once or after approval, and the review request e-mail's delay (Settings › Reviews, reviews/). */
  reviews: ReviewSettings;
  /** Whether and when a left cart is reminded of (Settings › Cart reminders, cart-reminders/). */
  cartReminders: CartReminderSettings;
}
export type SettingsSection = keyof SettingsSections;

/** Today's store details: the seller config.ts names (SELLER_*), the rest SHOP's as pages show it (SHOP_STORE). */
export function defaultStoreDetails(config: Pick<Config, 'seller'>): StoreDetails {
  return { ...SHOP_STORE, ...config.seller, invoicePrefix: DEFAULT_INVOICE_PREFIX, language: DEFAULT_LOCALE };
}

function defaults(config: Pick<Config, 'seller'>): SettingsSections {
  return {
    store: defaultStoreDetails(config),
    notifications: { recipients: [], slackChannel: '', slackWebhookUrl: '' },
    access: { addresses: [] },
    checkout: { guestShare: DEFAULT_GUEST_SHARE, customLines: false },
    cod: DEFAULT_COD_SETTINGS,
    shipping: DEFAULT_SHIPPING_TABLE,
    returns: DEFAULT_RETURN_SETTINGS,
    twoFactor: { required: false },
    reviews: DEFAULT_REVIEW_SETTINGS,
    cartReminders: DEFAULT_CART_REMINDER_SETTINGS,
  };
}

interface Cache {
  values: Map<SettingsSection, Promise<unknown>>;
  listening: Promise<unknown> | null;
}

const caches = new WeakMap<Database, Cache>();

function cacheOf(database: Database): Cache {
  let cache = caches.get(database);
  if (!cache) {
    const created: Cache = { values: new Map(), listening: null };
    // Another instance saved, or a save may have gone unheard (the listening connection dropped):
    // forget what we read. A failed LISTEN leaves the local invalidation.
    created.listening = database
      .listen(
        SETTINGS_CHANNEL,
        () => created.values.clear(),
        () => created.values.clear(),
      )
      .catch(() => null);
    caches.set(database, created);
    cache = created;
  }
  return cache;
}

async function load<K extends SettingsSection>(db: Db, config: Pick<Config, 'seller'>, section: K): Promise<SettingsSections[K]> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, section));
  const fallback = defaults(config)[section];
  return row ? ({ ...fallback, ...(row.value as Partial<SettingsSections[K]>) } as SettingsSections[K]) : fallback;
}

/** One section's current value, from this instance's cache (read from the database once per change). */
export async function readSettings<K extends SettingsSection>(
  services: { database: Database; config: Pick<Config, 'seller'> },
  section: K,
): Promise<SettingsSections[K]> {
  const cache = cacheOf(services.database);
  let value = cache.values.get(section) as Promise<SettingsSections[K]> | undefined;
  if (!value) {
    value = load(services.database.db, services.config, section);
    cache.values.set(section, value);
    // a failed read is not kept: the next caller tries again
    value.catch(() => cache.values.delete(section));
  }
  return value;
}

/**
 * Reads a section inside a transaction (no cache: the caller may be about to change it, or must
 * see what the transaction sees).
 */
export function readSettingsIn<K extends SettingsSection>(tx: Db, config: Pick<Config, 'seller'>, section: K): Promise<SettingsSections[K]> {
  return load(tx, config, section);
}

/** Writes a section in `tx`; call `settingsChanged` once the transaction committed. */
export async function writeSettings<K extends SettingsSection>(tx: Db, section: K, value: SettingsSections[K]): Promise<void> {
  const stored = value as unknown as Record<string, unknown>;
  await tx
    .insert(shopSettings)
    .values({ key: section, value: stored })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: stored, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` } });
}

/** Drops the cached settings here and on every other instance. */
export async function settingsChanged(database: Database): Promise<void> {
  cacheOf(database).values.clear();
  try {
    await database.notify(SETTINGS_CHANNEL, { at: Date.now() });
  } catch {
    // the others notice at their next change; this instance is already up to date
  }
}

/** The seller a tax invoice names: the store details' legal name, GSTIN and state. */
export function sellerOf({ legalName, gstin, stateCode }: Seller): Seller {
  return { legalName, gstin, stateCode };
}

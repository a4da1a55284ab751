/**
 * This browser's device id: a random UUID kept in localStorage, sent with a guest's checkout so the
 * API can limit what one device reserves as a guest (api/src/checkout/guest-limits.ts). It names
 * the browser, not the person; clearing the site's data makes a new one. Undefined where storage is
 * unavailable (private modes that refuse it): the API's other limits still apply.
 */
export const DEVICE_ID_KEY = 'shop:device-id';

export function deviceId(): string | undefined {
  try {
    const storage = globalThis.localStorage;
    const kept = storage.getItem(DEVICE_ID_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,128}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}

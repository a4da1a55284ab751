/**
 * Remote previews (issue 23 item 4): an admin tries a remote's new build on the live site in their
 * own browser only. An override is one line `remote::url`, the URL being that build's manifest
 * ('shop::https://preview.example.com/shop/mf-manifest.json'); the browser keeps the overrides in
 * its localStorage under PREVIEWS_STORAGE_KEY (remotes/previews-key.ts), as a JSON object
 * `{ remote: url }`. The host reads them there before it registers the remotes
 * (host/src/federation/preview.ts, which cannot import this module: it runs before shared modules
 * are negotiated).
 *
 * The API judges them too (PUT /api/admin/settings/previews: the same rule, the same words) and
 * keeps each admin's last ones, but applies none: everyone else, and the server's rendering, keep
 * the registry's versions. A preview browser gets the client-rendered page, and a preview that fails to load falls
 * back like any remote. The pages' Content-Security-Policy must allow the preview's origin
 * (PREVIEW_ORIGINS, host/server/content-security.ts) unless it is served from the shop's own.
 */
import { distinct, environmentManagement, urlWithIp, urlWithProtocol, type Rule } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { PREVIEWS_STORAGE_KEY } from 'shared-contracts/remotes/previews-key';
import { REMOTE_NAMES, type RemoteName } from './contracts';

export { PREVIEWS_STORAGE_KEY };

export type Previews = Partial<Record<RemoteName, string>>;

const lines = (value: unknown): string[] =>
  (typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value.map(String) : [])
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** 'shop::https://x/mf-manifest.json' -> ['shop', 'https://x/mf-manifest.json']; undefined without '::'. */
function split(line: string): [string, string] | undefined {
  const at = line.indexOf('::');
  return at < 0 ? undefined : [line.slice(0, at), line.slice(at + 2)];
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * One override: `remote::url` (environmentManagement), the remote one the shop has ('Invalid
 * Name.'), the URL an address with its protocol (urlWithIp, then urlWithProtocol for a missing
 * 'http://'; an IP address or localhost is fine, a preview server often is one).
 */
export const previewOverride: Rule = (value) => {
  const shape = environmentManagement(value);
  if (shape !== true) return shape;
  const [name, url] = split(String(value))!;
  if (!isRemoteName(name)) return translate('name');
  const address = urlWithIp(url);
  if (address !== true) return address;
  return /^https?:\/\//i.test(url) ? true : urlWithProtocol(url);
};

/** A text area of overrides, one per line: each judged by `previewOverride`, one per remote (distinct). */
export const previewOverrides: Rule = (value) => {
  const all = lines(value);
  for (const line of all) {
    const verdict = previewOverride(line);
    if (verdict !== true) return verdict;
  }
  return distinct(all.map((line) => split(line)?.[0]));
};

/** The overrides of a text area that passed `previewOverrides`. */
export function parsePreviews(value: string): Previews {
  return Object.fromEntries(lines(value).map((line) => split(line)!)) as Previews;
}

/** The overrides as the text area shows them. */
export const formatPreviews = (previews: Previews): string =>
  Object.entries(previews)
    .map(([name, url]) => `${name}::${url}`)
    .join('\n');

/** The overrides this browser keeps; {} when none (or when storage is unavailable). */
export function storedPreviews(): Previews {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PREVIEWS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([name, url]) => isRemoteName(name) && typeof url === 'string')) as Previews;
  } catch {
    return {};
  }
}

/** Keeps `previews` in this browser (none: forgets them). They apply from the next page load. */
export function storePreviews(previews: Previews): void {
  if (Object.keys(previews).length === 0) window.localStorage.removeItem(PREVIEWS_STORAGE_KEY);
  else window.localStorage.setItem(PREVIEWS_STORAGE_KEY, JSON.stringify(previews));
}

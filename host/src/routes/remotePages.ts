/**
 * The remotes' pages for the browser's route table: the page carries them (the server writes each
 * remote's pages.json into it, pageData.ts), so routing waits for nothing. A page without them (a
 * dev server's, a preview browser's, whose builds may differ from the server's) fetches each
 * remote's pages.json, beside its manifest, first. A remote whose pages cannot be had has no
 * routes: its paths show its area's fallback (routes/router.tsx) while the rest of the shop works.
 */
import { pagesFileUrl, REMOTE_NAMES, type PagesFile, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import { inlinedPages } from '../federation/earlyStart';
import { previewing } from '../federation/preview';
import type { RemotePages } from './table';

async function fetchPages(url: string): Promise<PagesFile['pages'] | undefined> {
  try {
    const response = await fetch(pagesFileUrl(url), { cache: 'no-store' });
    return response.ok ? ((await response.json()) as PagesFile).pages : undefined;
  } catch {
    return undefined;
  }
}

/** What the page carried (unless this is a preview browser). A remote the server could not read the
 *  pages of is left out: it is down as far as the server knows, and its paths show its fallback. */
export function pagesFromPage(): RemotePages | undefined {
  const pages = inlinedPages();
  return pages && !previewing() ? pages : undefined;
}

/** Each remote's pages, fetched from beside its manifest. */
export async function loadRemotePages(registry: RemotesRegistry | undefined): Promise<RemotePages> {
  if (!registry) return {};
  const found = await Promise.all(REMOTE_NAMES.map((name) => fetchPages(registry[name])));
  return Object.fromEntries(REMOTE_NAMES.flatMap((name, index) => (found[index] ? [[name, found[index]]] : [])));
}

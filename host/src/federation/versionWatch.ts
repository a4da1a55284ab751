/**
 * Watches the manifests of the remotes this page uses and the host's own (the spec's build-manifest
 * poll, §7) and calls `onNewVersion` once when any of them is a newer build than the page runs, so
 * the user can be offered a reload.
 */
import { inlinedManifest } from './earlyStart';
import { loadedRemotes, remoteEntry } from './registry';

export const VERSION_POLL_MS = 60_000;

/** The host's build manifest (the host lives at the site root). */
export const HOST_MANIFEST_URL = '/mf-manifest.json';

interface ManifestLike {
  exposes?: { assets?: unknown }[];
  shared?: { assets?: unknown }[];
  /** The host's: its entry scripts (webpack.common.ts adds them). */
  metaData?: { buildInfo?: { entry?: unknown } };
}

/** What identifies a build: the hashed file names of everything it exposes and shares. */
export function manifestFingerprint(manifest: ManifestLike): string {
  return JSON.stringify([manifest.exposes?.map((e) => e.assets), manifest.shared?.map((s) => s.assets)]);
}

/**
 * Whether the host build `manifest` describes is not the one this page runs: an entry script it
 * names is not one of the page's scripts. A manifest that names none (an older build) says nothing.
 */
export function isNewHostBuild(manifest: ManifestLike, pageScripts: readonly string[]): boolean {
  const entry = manifest.metaData?.buildInfo?.entry;
  if (!Array.isArray(entry) || !entry.length) return false;
  return !entry.every((file) => typeof file === 'string' && pageScripts.some((src) => new URL(src, window.location.href).pathname === `/${file}`));
}

export function watchRemoteVersions(onNewVersion: () => void, intervalMs = VERSION_POLL_MS): () => void {
  const seen = new Map<string, string>();
  let notified = false;

  /** The host's entry is in the page, so its build is known without a request: checked from the first poll on. */
  async function checkHost() {
    try {
      const response = await fetch(HOST_MANIFEST_URL, { cache: 'no-store' });
      if (!response.ok || notified) return;
      // the entry may be started by another script (deploy/index.html's paint-first, `data-main`)
      const scripts = Array.from(document.scripts).flatMap((script) => [script.src, script.dataset.main ?? '']).filter(Boolean);
      if (isNewHostBuild((await response.json()) as ManifestLike, scripts)) {
        notified = true;
        onNewVersion();
      }
    } catch {
      // Offline or mid-deploy: the next poll tries again.
    }
  }

  async function check({ host = true } = {}) {
    if (host) await checkHost();
    for (const name of loadedRemotes()) {
      try {
        const url = remoteEntry(name);
        // The build the page was served with, when the page carried its manifest: that is what is
        // running, so it is not fetched again at start-up (a server-rendered page has its remotes
        // loaded before this first check); a release after page load is noticed at the next poll.
        const served = inlinedManifest(url) as ManifestLike | undefined;
        if (!seen.has(name) && served) {
          seen.set(name, manifestFingerprint(served));
          continue;
        }
        const response = await fetch(url, { cache: 'no-store' });
        if (!response.ok) continue;
        const fingerprint = manifestFingerprint((await response.json()) as ManifestLike);
        const before = seen.get(name);
        seen.set(name, fingerprint);
        if (before !== undefined && before !== fingerprint && !notified) {
          notified = true;
          onNewVersion();
        }
      } catch {
        // Offline or mid-deploy: the next poll tries again.
      }
    }
  }

  void check({ host: false });
  const timer = window.setInterval(check, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

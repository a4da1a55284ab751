/**
 * Watches the manifests of the remotes this page uses (the spec's build-manifest poll) and calls `onNewVersion` once
 * when any of them changes after the page loaded, so the user can be offered a reload.
 */
import { inlinedManifest } from './earlyStart';
import { loadedRemotes, remoteEntry } from './registry';

export const VERSION_POLL_MS = 60_000;

interface ManifestLike {
  exposes?: { assets?: unknown }[];
  shared?: { assets?: unknown }[];
}

/** What identifies a build: the hashed file names of everything it exposes and shares. */
export function manifestFingerprint(manifest: ManifestLike): string {
  return JSON.stringify([manifest.exposes?.map((e) => e.assets), manifest.shared?.map((s) => s.assets)]);
}

export function watchRemoteVersions(onNewVersion: () => void, intervalMs = VERSION_POLL_MS): () => void {
  const seen = new Map<string, string>();
  let notified = false;

  async function check() {
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

  void check();
  const timer = window.setInterval(check, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

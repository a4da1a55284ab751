/**
 * Runtime configuration, read once by the page from `/runtime-config.json` (served no-cache by
 * whatever serves the host), so one build runs against any Firebase project or API address.
 */
import type { FirebaseOptions } from 'firebase/app';

export interface RuntimeConfig {
  /** Base URL of the shop API, e.g. '/api'. */
  apiBaseUrl: string;
  /** The Firebase web app's options (identity). A `demo-` project id keeps everything local. */
  firebase: FirebaseOptions & { projectId: string };
  /** The Auth emulator's URL (http://127.0.0.1:9099) when running locally; null in production. */
  authEmulatorUrl: string | null;
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let pending: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  pending ??= fetch(url, { cache: 'no-store' }).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const config = (await response.json()) as RuntimeConfig;
    if (!config.firebase?.projectId) throw new Error('"projectId" not provided in firebase.initializeApp.');
    return config;
  });
  return pending;
}

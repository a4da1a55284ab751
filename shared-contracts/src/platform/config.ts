/**
 * Runtime configuration, read once by the page, so one build runs against any Firebase project or
 * API address: from the page itself when its server wrote it in (host/server/page.ts, a
 * `<script type="application/json" id="runtime-config">`: the first API call and the identity
 * service then wait on no request), else from `/runtime-config.json` (served no-cache by whatever
 * serves the host: a dev server, a page served elsewhere).
 */
import type { FirebaseOptions } from 'firebase/app';

export interface RuntimeConfig {
  /** Base URL of the shop API, e.g. '/api'. */
  apiBaseUrl: string;
  /** The Firebase web app's options (identity). A `demo-` project id keeps everything local. */
  firebase: FirebaseOptions & { projectId: string };
  /** The Auth emulator's URL (http://127.0.0.1:9099) when running locally; null in production. */
  authEmulatorUrl: string | null;
  /** The shop's public origin (the server's PUBLIC_URL), for the pages' canonical addresses and
   *  previews (ui/PageHead); without it, the page's own origin. */
  publicUrl?: string;
  /** A reCAPTCHA Enterprise site key: storage requests then carry real Firebase App Check tokens
   *  (platform/app-check); without it, the shop's own app tokens. */
  appCheckSiteKey?: string;
  /** The share of visits whose Core Web Vitals are measured and sent (0 to 1; host/src/vitals):
   *  VITALS_SAMPLE_RATE on the server; every visit without it. */
  vitalsSampleRate?: number;
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';
/** The id of the element a server writes the configuration into. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

let pending: Promise<RuntimeConfig> | undefined;

/** Spec §8's message for a configuration without a project id; its code is the catalogue key the error page shows translated. */
export const NO_PROJECT_ID = { code: 'database/no-project-id', message: '"projectId" not provided in firebase.initializeApp.' } as const;

function checked(config: RuntimeConfig): RuntimeConfig {
  if (!config.firebase?.projectId) throw Object.assign(new Error(NO_PROJECT_ID.message), { code: NO_PROJECT_ID.code });
  return config;
}

/** The configuration the page carries, if it carries one that parses. */
function fromPage(): RuntimeConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as RuntimeConfig;
  } catch {
    return undefined;
  }
}

export function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const carried = fromPage();
  pending ??= carried
    ? Promise.resolve(carried).then(checked)
    : fetch(url, { cache: 'no-store' }).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return checked((await response.json()) as RuntimeConfig);
      });
  return pending;
}

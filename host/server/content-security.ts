/**
 * The Content-Security-Policy of the shop's pages (the host's index.html for every page route, and
 * any other HTML served beside it). What a page may load is what the shop itself uses:
 *
 * - scripts: its own origin, the remotes' origins from the registry (mf-remotes.json: a remote
 *   deployed elsewhere is a script origin) and the origins remote previews may come from
 *   (PREVIEW_ORIGINS, comma-separated; a preview on the shop's own origin needs none) and the payment provider's checkout script (the sandbox
 *   serves it under /sandbox-pay on the API's public URL; Razorpay's is checkout.razorpay.com).
 *   No inline script, no eval.
 * - styles: its own origin, the remotes', and inline styles: antd's CSS-in-JS inserts <style>
 *   elements and style attributes at run time, and the page template has one <style> block.
 * - connections: its own origin (the API, the manifests), the remotes, the Auth emulator (local) or
 *   Firebase Auth's endpoints (production), the payment provider.
 * - images: its own origin (product images under /media), data: and blob: URLs, the remotes.
 * - nothing else: no plugins (object-src 'none'), <base> only to itself, forms post to itself, and
 *   frames only the payment provider's (Razorpay opens its dialog in a frame; the sandbox's dialog
 *   is part of the page) and, against Firebase itself, its auth handler (Google sign-in, with
 *   Google's script loader as a script source). The shop's pages may be framed by themselves only.
 *
 * The API's own policy (api/src/http/content-security.ts) covers /api.
 */
import type { RuntimeConfig } from 'shared-contracts/platform/config';
import type { RemotesRegistry } from 'shared-contracts/remotes/contracts';

/** What Razorpay's Checkout needs besides its script (their integration guide's CSP list). */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** Firebase Auth's endpoints, used when identity is Firebase itself rather than the emulator. */
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** What the Firebase SDK's Google sign-in (popup or redirect) loads besides Firebase Auth's endpoints. */
const FIREBASE_GOOGLE_SIGN_IN = (authDomain: string | undefined) => ({
  script: ['https://apis.google.com'],
  frame: authDomain ? [`https://${authDomain}`] : [],
});

export interface PagePolicySources {
  registry: RemotesRegistry;
  runtime: RuntimeConfig;
  /** The payment provider's checkout script (the API's payment config says which). */
  checkoutScriptUrl: string | null;
  /** Where remote preview builds may load from (PREVIEW_ORIGINS; shared-contracts/remotes/previews). */
  previewOrigins?: string[];
}

/** The origin of an absolute http(s) URL; null for a path on the page's own origin. */
function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

const unique = (items: (string | null)[]): string[] => [...new Set(items.filter((item): item is string => item !== null))];

export function pageContentSecurityPolicy({ registry, runtime, checkoutScriptUrl, previewOrigins = [] }: PagePolicySources): string {
  // a preview build is a remote too, in the browsers of the admins who chose it
  const remotes = unique([...Object.values(registry), ...previewOrigins].map(originOf));
  const payment = originOf(checkoutScriptUrl);
  const razorpay = payment === 'https://checkout.razorpay.com';
  const identity = runtime.authEmulatorUrl ? [originOf(runtime.authEmulatorUrl)] : FIREBASE_AUTH;
  // Google sign-in against Firebase itself (host/src/sign-in/google.ts): the SDK loads Google's
  // script loader and opens the project's auth handler in a frame. The emulator needs neither.
  const google = runtime.authEmulatorUrl ? { script: [], frame: [] } : FIREBASE_GOOGLE_SIGN_IN(runtime.firebase.authDomain);
  const directives: Array<[string, (string | null)[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, payment, ...(razorpay ? RAZORPAY.script : []), ...google.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...(razorpay ? RAZORPAY.img : [])]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", originOf(runtime.apiBaseUrl), ...remotes, ...identity, payment, ...(razorpay ? RAZORPAY.connect : [])]],
    ['frame-src', razorpay || google.frame.length ? [...(razorpay ? RAZORPAY.frame : []), ...google.frame] : ["'none'"]],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

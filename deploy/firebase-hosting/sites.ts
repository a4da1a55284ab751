/**
 * The Firebase Hosting recipe (README.md here): one Hosting site per app, the host's pages and API
 * in a container behind the host site's rewrite. This module makes the sites' public folders from
 * the builds and runs the whole recipe on this machine in the Hosting emulator, for
 * `npm run hosting:emulate` (scripts/hosting.ts) and e2e/hosting.e2e.ts.
 *
 * The emulator serves the same firebase.json as a deploy, with two changes only: each public folder
 * is the one made here, and the remote sites allow the emulated host site's origin (CORS) instead
 * of the deployed one's. The host site's rewrite to the container is the emulator's own: to proxy a
 * `run` rewrite it asks the Cloud Run admin API for the service's URL (firebase-tools 15.34.2,
 * lib/hosting/cloudRunProxy.js, at CLOUD_RUN_API_URL), and offline that question is answered
 * here, with the address of the container run on this machine (scripts/start.ts, as the Dockerfile
 * runs it). Everything else (which file a site has, the headers, falling through to the rewrite,
 * the proxying) is the emulator's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/remotes/contracts';
import { freeEmulatorPort } from '../../scripts/auth-emulator';

export const SITES = ['host', ...REMOTE_NAMES] as const;
export type Site = (typeof SITES)[number];

const here = __dirname;
const root = path.resolve(here, '../..');
/** Where `npm run hosting:build` puts the public folders firebase.json names (public/<site>). */
export const PUBLIC_ROOT = path.join(here, 'public');
/** The emulator's project: a `demo-` project keeps the CLI off the network. */
export const EMULATOR_PROJECT = 'demo-haat';

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface HostingConfig {
  target: Site;
  public: string;
  headers?: HeaderRule[];
  rewrites?: { source: string; run?: { serviceId: string; region?: string } }[];
}
interface FirebaseJson {
  hosting: HostingConfig[];
  emulators?: object;
}

export function readFirebaseJson(file = path.join(here, 'firebase.json')): FirebaseJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FirebaseJson;
}

/** Each app's build folder. */
const buildDir = (site: Site) => path.join(root, site === 'host' ? 'host/dist' : `remote-${site}/dist`);

/**
 * Copies each site's build into `<publicRoot>/<site>`: what `firebase deploy --only hosting:<site>`
 * uploads. Left out: the .br/.gz copies (Hosting compresses on its own), and from the host's build
 * its index.html and server/ (every page comes from the container, which renders it on the server:
 * an index.html in the site would be answered for `/` instead). A remote keeps its server/ folder:
 * the container's server rendering loads a remote's server build from beside its manifest.
 */
export function buildPublicFolders(publicRoot = PUBLIC_ROOT, sites: readonly Site[] = SITES): void {
  for (const site of sites) {
    const from = buildDir(site);
    if (!fs.existsSync(path.join(from, 'mf-manifest.json'))) throw new Error(`${path.relative(root, from)} has no build: run \`npm run build\` first`);
    const to = path.join(publicRoot, site);
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, {
      recursive: true,
      filter: (file) => {
        const relative = path.relative(from, file);
        if (/\.(br|gz)$/.test(relative)) return false;
        return site !== 'host' || (relative !== 'index.html' && relative !== 'server' && !relative.startsWith(`server${path.sep}`));
      },
    });
  }
}

/**
 * firebase.json (written into `configDir`) as the emulator serves it: the public folders under `publicRoot`, and the remote
 * sites' CORS header naming `hostOrigin`; the ports the emulator listens on.
 */
export function emulatorConfig(
  config: FirebaseJson,
  { configDir, publicRoot, hostOrigin, port }: { configDir: string; publicRoot: string; hostOrigin: string; port: number },
): FirebaseJson {
  return {
    hosting: config.hosting.map((site) => ({
      ...site,
      // relative to the folder of the firebase.json: the emulator does not take an absolute one
      public: path.relative(configDir, path.join(publicRoot, site.target)),
      headers: site.headers?.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) => (header.key.toLowerCase() === 'access-control-allow-origin' ? { ...header, value: hostOrigin } : header)),
      })),
    })),
    // The host site on `port`, hub and logging beside it; the other sites on the ports the emulator
    // picks (port + 5 onwards).
    emulators: {
      hosting: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
    },
  };
}

/** The container every `run` rewrite of firebase.json names (one service: pages and API). */
export function containerService(config: FirebaseJson): { serviceId: string; region: string } {
  const runs = config.hosting.flatMap((site) => site.rewrites ?? []).flatMap((rewrite) => (rewrite.run ? [rewrite.run] : []));
  const [first] = runs;
  if (!first || runs.some((run) => run.serviceId !== first.serviceId)) throw new Error('firebase.json: expected rewrites to one Cloud Run service');
  return { serviceId: first.serviceId, region: first.region ?? 'us-central1' };
}

/**
 * Answers the emulator's one question to the Cloud Run admin API, "what is the URL of service S in
 * region R", with the container's local address once it is known (`containerUrl()`), and 404 for
 * any other service.
 */
async function cloudRunLookup(service: { serviceId: string; region: string }, containerUrl: () => string | undefined): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const match = /^\/v1\/projects\/[^/]+\/locations\/([^/]+)\/services\/([^/?]+)/.exec(request.url ?? '');
    const url = containerUrl();
    const found = match && match[1] === service.region && match[2] === service.serviceId && url;
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? { status: { url } } : { error: { code: 404, message: `no local container for ${request.url}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface RunningHosting {
  /** Each site's origin, e.g. { host: 'http://127.0.0.1:23456', shop: 'http://127.0.0.1:23461', ... }. */
  origins: Record<Site, string>;
  /** Each remote site's manifest: the container's REMOTE_<NAME>_URL (host/server/serve.ts). */
  remoteManifests: Record<RemoteName, string>;
  stop(): Promise<void>;
}

export interface HostingEmulatorOptions {
  /** Public folders made by buildPublicFolders. */
  publicRoot: string;
  /** The container's origin (http://127.0.0.1:<port>), once it runs: read at the first rewritten request. */
  containerUrl: () => string | undefined;
  log?: (line: string) => void;
}

/** How long the emulator may take to serve every site (firebase-tools starts slowly on a busy machine). */
const START_TIMEOUT_MS = 120_000;

/** The Hosting emulator serving the four sites from `publicRoot`, with firebase.json's headers and rewrites. */
export async function startHostingEmulator({ publicRoot, containerUrl, log = () => {} }: HostingEmulatorOptions): Promise<RunningHosting> {
  const config = readFirebaseJson();
  const port = await freeEmulatorPort();
  const hostOrigin = `http://127.0.0.1:${port}`;
  const lookup = await cloudRunLookup(containerService(config), containerUrl);
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-hosting-'));
  fs.writeFileSync(path.join(configDir, 'firebase.json'), JSON.stringify(emulatorConfig(config, { configDir, publicRoot, hostOrigin, port }), null, 2));
  // The deploy targets (site names) as the recipe's .firebaserc gives them for the demo project.
  fs.copyFileSync(path.join(here, '.firebaserc'), path.join(configDir, '.firebaserc'));
  const child = spawn(
    process.execPath,
    [require.resolve('firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', 'hosting', '--project', EMULATOR_PROJECT, '--config', path.join(configDir, 'firebase.json')],
    {
      cwd: configDir,
      env: { ...process.env, CLOUD_RUN_API_URL: lookup.url, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await lookup.close();
    fs.rmSync(configDir, { recursive: true, force: true });
  };

  // Which port each site got: the emulator prints "hosting[<target>]: Local server: http://...".
  const ports = new Map<string, number>();
  const tail: string[] = [];
  let ready: () => void = () => {};
  const allListed = new Promise<void>((resolve) => (ready = resolve));
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      log(line);
      tail.push(line);
      if (tail.length > 30) tail.shift();
      const served = /hosting\[([\w-]+)\]: Local server: http:\/\/[\d.]+:(\d+)/.exec(line);
      if (served) ports.set(served[1]!, Number(served[2]));
      if (SITES.every((site) => ports.has(site))) ready();
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const failed = (reason: string) => new Error(`the Hosting emulator ${reason}; it printed:\n${tail.map((line) => `  ${line}`).join('\n')}`);
  try {
    await Promise.race([
      allListed,
      exited.then(() => Promise.reject(failed(`exited with ${child.exitCode}`))),
      new Promise((_, reject) => setTimeout(() => reject(failed(`did not serve every site within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS).unref()),
    ]);
    if (ports.get('host') !== port) throw failed(`put the host site on ${ports.get('host')}, not ${port} (the remote sites allow ${hostOrigin})`);
    const origins = Object.fromEntries(SITES.map((site) => [site, `http://127.0.0.1:${ports.get(site)}`])) as Record<Site, string>;
    // Listening, not only announced.
    for (const site of SITES) await waitForAnswer(`${origins[site]}/mf-manifest.json`);
    const remoteManifests = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${origins[name]}/mf-manifest.json`])) as Record<RemoteName, string>;
    return { origins, remoteManifests, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForAnswer(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

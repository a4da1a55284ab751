/**
 * The Firebase Hosting recipe (deploy/firebase-hosting/README.md), after `npm run build`:
 *
 *   npm run hosting:build      the four sites' public folders (deploy/firebase-hosting/public/<site>),
 *                              what `firebase deploy --only hosting:<site>` uploads
 *   npm run hosting:emulate    the same folders, then the whole recipe on this machine, offline: the
 *                              Hosting emulator serving the four sites, and the container (pages and
 *                              API, scripts/start.ts as the Dockerfile runs it) behind the host
 *                              site's rewrite, its registry naming the remote sites
 *
 * Environment for emulate: DATA_DIR (.data/hosting: its own database and accounts), AUTH_EMULATOR_PORT
 * and the API's own settings, as `npm start` reads them.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { buildPublicFolders, PUBLIC_ROOT, SITES, startHostingEmulator } from '../deploy/firebase-hosting/sites';

const root = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function emulate() {
  buildPublicFolders();
  const containerPort = await freePort();
  const containerUrl = `http://127.0.0.1:${containerPort}`;
  const hosting = await startHostingEmulator({ publicRoot: PUBLIC_ROOT, containerUrl: () => containerUrl });
  // The container as the Dockerfile runs it, told where the remote sites are, reached through the
  // host site (its public address: links, mails, the sandbox checkout).
  const container = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(containerPort),
      PUBLIC_URL: hosting.origins.host,
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data/hosting'),
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, hosting.remoteManifests[name]])),
    },
  });
  console.log(`Firebase Hosting emulator: ${SITES.map((site) => `${site} ${hosting.origins[site]}`).join(', ')}`);
  console.log(`The shop: ${hosting.origins.host} (the container behind its rewrite: ${containerUrl}). Ctrl-C stops.`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (container.exitCode === null) {
      container.kill('SIGTERM');
      await new Promise((resolve) => container.once('exit', resolve));
    }
    await hosting.stop();
    process.exit(code);
  };
  container.on('exit', (code) => void stop(code ?? 1));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

const [command] = process.argv.slice(2);
if (command === 'build') {
  buildPublicFolders();
  console.log(`Public folders in ${path.relative(root, PUBLIC_ROOT)}/: ${SITES.join(', ')}`);
} else if (command === 'emulate') {
  emulate().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  console.error('Usage: tsx scripts/hosting.ts build | emulate');
  process.exit(2);
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, pure Node, offline) for `npm start` and the
 * API tests: a `demo-` project, no emulator UI, optionally importing and exporting its data so
 * accounts survive restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AuthEmulatorOptions {
  port: number;
  projectId: string;
  /** Folder to import from on start and export to on exit (created if missing). */
  dataDir?: string;
  /**
   * The Auth emulator's own server alone (scripts/auth-emulator-server.js: no CLI, hub or logging
   * emulator; validators compiled on first use): about 1 s of CPU to start instead of about 10.
   * Not with `dataDir` (no import or export).
   */
  lean?: boolean;
  log?: (line: string) => void;
}

export interface RunningEmulator {
  host: string;
  /** The Auth emulator's port (hub and logging use the next two). */
  port: number;
  stop(): Promise<void>;
}

export async function isListening(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** How long the emulator may take to listen before start-up is given up. */
const START_TIMEOUT_MS = 180_000;
/** Lines of the emulator's own output kept for the error when it fails to start. */
const OUTPUT_TAIL_LINES = 30;

export async function startAuthEmulator({ port, projectId, dataDir, lean = false, log = () => {} }: AuthEmulatorOptions): Promise<RunningEmulator> {
  if (lean && dataDir) throw new Error('The lean Auth emulator neither imports nor exports: no dataDir with lean.');
  const host = `127.0.0.1:${port}`;
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-firebase-'));
  const config = path.join(configDir, 'firebase.json');
  // Hub and logging get ports next to auth's, so the tests' emulator and `npm start`'s can run together.
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: port + 1 },
    logging: { host: '127.0.0.1', port: port + 2 },
    ui: { enabled: false },
  };
  fs.writeFileSync(config, JSON.stringify({ emulators }));
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const program = lean ? [path.join(__dirname, 'auth-emulator-server.js'), '127.0.0.1', String(port), projectId] : [require.resolve('firebase-tools/lib/bin/firebase.js'), ...args];
  const child: ChildProcess = spawn(process.execPath, program, {
    cwd: configDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines it printed go into the error if it fails to start: without them a failed CI run
  // says only that the emulator did not listen, never why.
  const tail: string[] = [];
  const onOutput = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => {
        tail.push(line);
        if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
        log(line);
      });
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failure = (reason: string) => {
    fs.rmSync(configDir, { recursive: true, force: true });
    return new Error(`${reason}${tail.length ? `; it printed:\n${tail.map((line) => `  ${line}`).join('\n')}` : ' (it printed nothing)'}`);
  };

  // firebase-tools takes 10-20 s to start on a quiet 2-core machine and several times that under load.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isListening(host))) {
    if (child.exitCode !== null) throw failure(`The Auth emulator exited with ${child.exitCode} before it listened on ${host}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw failure(`The Auth emulator did not listen on ${host} within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/**
 * The Auth emulator on ports free right now (tests and scripts that run beside `npm start`). A port
 * can be taken between the check and the emulator's bind (another test's server, Chromium), so a
 * start that fails is tried again on other ports; the last error, with the emulator's output, is
 * thrown after `attempts`.
 */
export async function startAuthEmulatorOnFreePorts(options: Omit<AuthEmulatorOptions, 'port'>, attempts = 3): Promise<RunningEmulator> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await startAuthEmulator({ ...options, port: await freeEmulatorPort() });
    } catch (error) {
      lastError = error;
      console.warn(`[auth-emulator] start ${attempt} of ${attempts} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw lastError;
}

/**
 * A TCP port free right now on 127.0.0.1 whose two neighbours (hub, logging) are free too. Chosen
 * below Linux's ephemeral range (32768-60999), where outgoing connections (the tests' own fetches,
 * Chromium's) take their local ports and could take the emulator's between the check and the bind.
 */
export async function freeEmulatorPort(): Promise<number> {
  const net = await import('node:net');
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await isFree(port)) && (await isFree(port + 1)) && (await isFree(port + 2))) return port;
  }
  throw new Error('no free port for the Auth emulator');
}

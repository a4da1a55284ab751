/**
 * `npm run dev`: the host and the three remotes on their own dev servers with hot reload.
 * Host http://localhost:8080 (reads host/public/mf-remotes.json, which points at the remotes' dev
 * servers); shop :3001, checkout :3002, admin :3003 (each also serves its own standalone page).
 * Pass app names to run only some: `npm run dev -- shop` runs remote-shop alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const APPS = { host: 'host', shop: 'remote-shop', checkout: 'remote-checkout', admin: 'remote-admin' } as const;
type App = keyof typeof APPS;

const root = path.resolve(__dirname, '..');
const requested = process.argv.slice(2) as App[];
const unknown = requested.filter((name) => !(name in APPS));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Choose from: ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}
const apps = requested.length ? requested : (Object.keys(APPS) as App[]);

const children: ChildProcess[] = apps.map((name) => {
  const child = spawn(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development', '-c', `${APPS[name]}/webpack.config.ts`],
    { cwd: root, env: { ...process.env, NODE_OPTIONS: '--import=tsx' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = `[${name}]`.padEnd(11);
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => stream.write(`${prefix} ${line}\n`));
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix} exited with ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

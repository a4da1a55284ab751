/**
 * `npm run test:api`: the API's tests (node's test runner) against real PGlite databases and one
 * real Firebase Auth emulator, started here on a free port with its own project and stopped afterwards.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startAuthEmulatorOnFreePorts } from './auth-emulator';
import { TEST_PROJECT_ID } from '../api/test/constants';

async function main() {
  // Ports of its own, so several test runs (and a running `npm start`) never meet.
  const emulator = await startAuthEmulatorOnFreePorts({ projectId: TEST_PROJECT_ID });
  const { host } = emulator;
  const files = process.argv.slice(2).length ? process.argv.slice(2) : findTests('api/src');
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: TEST_PROJECT_ID },
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  await emulator.stop();
  process.exit(code);
}

void main();

function findTests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

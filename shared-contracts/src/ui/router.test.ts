import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts/remotes/contracts';

const root = path.resolve(__dirname, '../../..');
const ROUTER_MODULE = path.join('shared-contracts', 'src', 'ui', 'router.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('every app reaches react-router through shared-contracts/ui/router only (one router per page)', () => {
  const appDirs = ['host', ...REMOTE_NAMES.map((name) => `remote-${name}`), 'shared-contracts'].map((app) => path.join(root, app, 'src'));
  const direct = appDirs
    .flatMap(sourceFiles)
    .filter((file) => path.relative(root, file) !== ROUTER_MODULE)
    .filter((file) => /from ['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(direct).toEqual([]);
});

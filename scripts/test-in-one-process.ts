/**
 * Runs several node:test files in one process: `node --import tsx --test scripts/test-in-one-process.ts`
 * with the files' absolute paths in TEST_FILES, one per line. Each file registers its tests as it
 * is loaded, and node:test runs them one file after another, in this order. The API's tests run
 * so (scripts/test-api.ts): each file builds its own API and database, so nothing is shared but
 * the modules, which are loaded once per process instead of once per file (measured: the CPU time
 * of a run falls by about a third).
 *
 * TEST_FILES_AS_SUITES=1 (the end-to-end files, scripts/test-e2e.ts): each file is loaded inside a
 * suite named by its path, so a file's top-level `before`/`after` (e2e/live.ts's useLiveShop: the
 * whole shop) belong to that file alone: its shop starts before its first test and is closed after
 * its last, before the next file's starts. (Without the suite they would be the whole process's
 * hooks: every file's shop started first, all closed at the end.)
 */
import path from 'node:path';
import { describe } from 'node:test';

const files = (process.env.TEST_FILES ?? '').split('\n').filter(Boolean);
if (!files.length) throw new Error('TEST_FILES: the test files to run, one per line.');
const asSuites = process.env.TEST_FILES_AS_SUITES === '1';
for (const file of files) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in order, synchronously, so their tests run in this order
  if (!asSuites) require(file);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above, inside the file's suite
  else void describe(path.relative(process.cwd(), file), () => require(file));
}

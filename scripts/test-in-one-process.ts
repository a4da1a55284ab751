/**
 * Runs several node:test files in one process: `node --import tsx --test scripts/test-in-one-process.ts`
 * with the files' absolute paths in TEST_FILES, one per line. Each file registers its tests as it
 * is loaded, and node:test runs them one file after another, in this order. The API's tests run
 * so (scripts/test-api.ts): each file builds its own API and database, so nothing is shared but
 * the modules, which are loaded once per process instead of once per file (measured: the CPU time
 * of a run falls by about a third).
 */
const files = (process.env.TEST_FILES ?? '').split('\n').filter(Boolean);
if (!files.length) throw new Error('TEST_FILES: the test files to run, one per line.');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in order, synchronously, so their tests run in this order
for (const file of files) require(file);

/**
 * Every end-to-end file in one process (scripts/test-e2e.ts runs this one file): each file is a
 * suite of its own, named by its path, so its top-level hooks (the shop it starts, its browser)
 * belong to it alone and run around its tests only. One process instead of one per file: the
 * server, the API, PGlite and playwright are loaded once for the run, not once per file.
 *   E2E_FILES='["/abs/a.e2e.ts", ...]' node --import tsx --test e2e/suite.ts
 */
import { describe } from 'node:test';

const files = JSON.parse(process.env.E2E_FILES ?? '[]') as string[];
if (!files.length) throw new Error('E2E_FILES: the end-to-end files to run, as a JSON list of paths');
for (const file of files) describe(file, async () => void (await import(file)));

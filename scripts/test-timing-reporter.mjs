/**
 * A node:test reporter (`--test-reporter=./scripts/test-timing-reporter.mjs`) that writes, when the
 * run ends, each test file's wall time as JSON: from the moment its process started (or, with
 * several files in one process, its first test started) to its last test's end (its teardown is
 * not counted). Test scripts give it a destination of its own beside
 * the TAP they print; scripts/test-timings.ts reads it for the run's summary. Plain JavaScript:
 * node loads reporters before any loader (tsx) is in place.
 */

import path from 'node:path';

/**
 * The file an event is about. A file that scripts/test-in-one-process.ts loads inside a suite of
 * its own (TEST_FILES_AS_SUITES) is that suite, named by the file's path: its time runs from the
 * suite's start (its `before` hooks: the end-to-end files' shop starting) to its end.
 */
function fileOf({ file, name, nesting }) {
  if (!file?.endsWith('test-in-one-process.ts')) return file;
  // the runner itself is no test file: only the suites it makes are
  return nesting === 0 && name?.endsWith('.ts') && !name.endsWith('test-in-one-process.ts') ? path.resolve(name) : undefined;
}

/** @param {AsyncIterable<{ type: string, data: { file?: string, name?: string, nesting?: number } }>} source */
export default async function* timingReporter(source) {
  const started = new Map();
  const ended = new Map();
  for await (const event of source) {
    const file = fileOf(event.data ?? {});
    if (!file) continue;
    // a file starts with its first test dequeued: in a process of its own, the file itself (the
    // process starting); in a process that runs several files (scripts/test-in-one-process.ts), its first test
    if (event.type === 'test:dequeue' && !started.has(file)) started.set(file, Date.now());
    if (event.type === 'test:pass' || event.type === 'test:fail') ended.set(file, Date.now());
  }
  const files = Object.fromEntries([...started].map(([file, start]) => [file, Math.max(0, (ended.get(file) ?? start) - start)]));
  yield `${JSON.stringify({ files })}\n`;
}

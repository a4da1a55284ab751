/**
 * A node:test reporter (`--test-reporter=./scripts/test-timing-reporter.mjs`) that writes, when the
 * run ends, each test file's wall time as JSON: from the moment its process started (or, with
 * several files in one process, its first test started) to its last test's end (its teardown is
 * not counted). Test scripts give it a destination of its own beside
 * the TAP they print; scripts/test-timings.ts reads it for the run's summary. Plain JavaScript:
 * node loads reporters before any loader (tsx) is in place.
 */

/** @param {AsyncIterable<{ type: string, data: { file?: string, name?: string } }>} source */
export default async function* timingReporter(source) {
  const started = new Map();
  const ended = new Map();
  for await (const event of source) {
    const { file } = event.data ?? {};
    if (!file) continue;
    // a file starts with its first test dequeued: in a process of its own, the file itself (the
    // process starting); in a process that runs several files (scripts/test-in-one-process.ts), its first test
    if (event.type === 'test:dequeue' && !started.has(file)) started.set(file, Date.now());
    if (event.type === 'test:pass' || event.type === 'test:fail') ended.set(file, Date.now());
  }
  const files = Object.fromEntries([...started].map(([file, start]) => [file, Math.max(0, (ended.get(file) ?? start) - start)]));
  yield `${JSON.stringify({ files })}\n`;
}

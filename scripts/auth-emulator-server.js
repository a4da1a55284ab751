/**
 * The Firebase Auth emulator alone: `node scripts/auth-emulator-server.js <host> <port> <projectId>`.
 * firebase-tools' own AuthEmulator (the server `firebase emulators:start --only auth` runs), without
 * the CLI, its hub and its logging emulator, and with its request and response validators compiled
 * the first time each operation is called instead of all ~100 of them at start-up (exegesis's
 * lazyCompileValidationSchemas): every call is still validated as the CLI's emulator validates it.
 * Measured on this machine: about 1 s of CPU to listen, against about 10 s for the CLI. No import or
 * export (`npm start` keeps its accounts through the CLI: scripts/auth-emulator.ts). SIGINT or
 * SIGTERM stops it.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS run by node as it is (no tsx to load), reaching firebase-tools' modules by path */
const path = require('node:path');

const [host, port, projectId] = process.argv.slice(2);
if (!host || !port || !projectId) throw new Error('usage: auth-emulator-server.js <host> <port> <projectId>');

// A kept-alive connection is closed by the client alone. Node's server closes one idle for 5 s and
// says so (`Keep-Alive: timeout=5`); fetch (undici) stops reusing it a little before, by a timer. A
// test process whose event loop a long synchronous stretch holds up (PGlite's queries run in it, and
// a loaded machine stretches them) misses that timer, sends its next request on the connection the
// emulator has just closed, and gets `fetch failed` (UND_ERR_SOCKET, "other side closed"): the
// fresh-clone run of 24cebbb lost a guest's sign-up in api/src/checkout/guest-limits.test.ts so.
// Without a server timeout nothing closes an idle connection under a request.
const http = require('node:http');
const createServer = http.createServer;
http.createServer = (...args) => Object.assign(createServer(...args), { keepAliveTimeout: 0 });

const firebaseTools = path.dirname(require.resolve('firebase-tools/package.json'));
const exegesisExpress = require(require.resolve('exegesis-express', { paths: [firebaseTools] }));
const compile = exegesisExpress.middleware;
exegesisExpress.middleware = (document, options, done) => compile(document, { ...options, lazyCompileValidationSchemas: true }, done);

const { AuthEmulator, SingleProjectMode } = require(path.join(firebaseTools, 'lib/emulator/auth'));
const { EmulatorRegistry } = require(path.join(firebaseTools, 'lib/emulator/registry'));

// as the CLI starts it (emulator/controller.js: single project mode warns about other projects)
const emulator = new AuthEmulator({ host, port: Number(port), projectId, singleProjectMode: SingleProjectMode.WARNING });
EmulatorRegistry.start(emulator).then(
  () => console.log(`Auth emulator listening on ${host}:${port} (project ${projectId})`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    emulator.stop().finally(() => process.exit(0));
  });
}

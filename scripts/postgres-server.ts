/**
 * A throwaway PostgreSQL server for the API tests, the cluster and the benchmark: Debian's
 * PostgreSQL 15 (`apt-get install postgresql`), a fresh cluster in a temporary folder, listening on
 * a free loopback port only, deleted when stopped. Run as root, the server runs as the `postgres`
 * user (PostgreSQL refuses to run as root).
 *
 * Tuned for throwaway data: no fsync, no full-page writes (a crash loses the cluster, which is
 * deleted anyway); not a production configuration.
 */
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where Debian puts the server's programs; PG_BIN overrides it. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the maintenance database, superuser, no password (trust on loopback). */
  url: string;
  port: number;
  /** The URL of database `name` on this server. */
  urlOf(name: string): string;
  stop(): Promise<void>;
}

/** The reason the server cannot run here, or null. */
export function postgresMissing(): string | null {
  if (fs.existsSync(path.join(PG_BIN, 'initdb')) && fs.existsSync(path.join(PG_BIN, 'pg_ctl'))) return null;
  return (
    `PostgreSQL 15 server programs not found in ${PG_BIN} (initdb, pg_ctl). Install them with ` +
    '`apt-get install -y postgresql` (Debian 12), or set PG_BIN to the folder that holds them.'
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The `postgres` user's ids when running as root (the server refuses root), else nothing. */
function runAs(): Pick<SpawnOptions, 'uid' | 'gid'> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(program: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(PG_BIN, program), args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} failed (${code}):\n${output.slice(-2000)}`))));
  });
}

export interface PostgresServerOptions {
  /** Most connections at once (each API instance's pool holds up to 10, plus one listener per channel). */
  maxConnections?: number;
}

export async function startPostgresServer({ maxConnections = 200 }: PostgresServerOptions = {}): Promise<PostgresServer> {
  const missing = postgresMissing();
  if (missing) throw new Error(missing);
  const user = runAs();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-postgres-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (user.uid !== undefined) {
    fs.chownSync(root, user.uid, user.gid!);
    fs.chownSync(dataDir, user.uid, user.gid!);
  }
  const options: SpawnOptions = { ...user, cwd: root, env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' } };
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions'], options);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${root}'`,
    `-c max_connections=${maxConnections}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=64MB',
  ].join(' ');
  await run('pg_ctl', ['-D', dataDir, '-o', settings, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start'], options);
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let stopped = false;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], options);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The API's log: Fastify's pino logger, one JSON object a line, each line of a request carrying its
 * `requestId` (the same one its error body carries). Credentials never reach a line: authorization
 * headers and cookies are redacted wherever a logged object holds them. `LOG_FORMAT=pretty` (what
 * `npm start` uses) turns each line into a short readable one instead.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** What a log line may never show; paths as pino's redact takes them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'err.config.headers.Authorization',
  'err.config.headers.authorization',
];

/** An incoming X-Request-Id is kept only when it looks like an id (a proxy's or a client's), never as a place to inject text. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify's `logger` option for these settings; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(log: Config['log'], stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (log.level === 'silent' && !stream) return false;
  const destination = stream ?? (log.format === 'pretty' ? readableLines(process.stdout) : undefined);
  return {
    level: log.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(destination ? { stream: destination } : {}),
  };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };

/** One JSON log line as a short line for a person: time, level, request id, what happened, the stack below. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(Number(entry.time)).toISOString().slice(11, 23);
  const req = entry.req as { method?: string; url?: string; remoteAddress?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const parts = [time, LEVELS[Number(entry.level)] ?? String(entry.level)];
  if (entry.requestId) parts.push(String(entry.requestId).slice(0, 8));
  if (req) parts.push(`${req.method} ${req.url} from ${req.remoteAddress}`);
  else if (res) parts.push(`${res.statusCode} in ${Math.round(Number(entry.responseTime))} ms`);
  else parts.push(String(entry.msg ?? ''));
  const stack = (entry.err as { stack?: string } | undefined)?.stack;
  return stack ? `${parts.join(' ')}\n    ${stack.split('\n').join('\n    ')}` : parts.join(' ');
}

/** A stream pino writes JSON lines into and `out` receives readable ones. */
export function readableLines(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) out.write(`${readableLine(line)}\n`);
      done();
    },
  });
}

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { readableLine, readableLines, requestId } from './logging';

const at = Date.UTC(2026, 0, 2, 9, 30, 15, 42);

describe('log lines for a person (LOG_FORMAT=pretty)', () => {
  it('shows time, level, the request id and what happened', () => {
    const id = '94c565b4-6e0c-40c1-8392-7b043990e979';
    assert.equal(
      readableLine(JSON.stringify({ level: 30, time: at, requestId: id, req: { method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' }, msg: 'incoming request' })),
      '09:30:15.042 INFO  94c565b4 GET /api/health from 127.0.0.1',
    );
    assert.equal(
      readableLine(JSON.stringify({ level: 30, time: at, requestId: id, res: { statusCode: 200 }, responseTime: 3.6, msg: 'request completed' })),
      '09:30:15.042 INFO  94c565b4 200 in 4 ms',
    );
    assert.equal(readableLine(JSON.stringify({ level: 40, time: at, msg: 'slow' })), '09:30:15.042 WARN  slow');
  });

  it('puts an error’s stack under its line, indented', () => {
    const line = readableLine(JSON.stringify({ level: 50, time: at, requestId: 'abcdefgh12', err: { stack: 'Error: boom\n    at f (x.ts:1:1)' }, msg: 'answered 500 server_error' }));
    assert.equal(line, '09:30:15.042 ERROR abcdefgh answered 500 server_error\n    Error: boom\n        at f (x.ts:1:1)');
  });

  it('passes a line that is not JSON through, and splits what pino writes at once', () => {
    assert.equal(readableLine('plain text\n'), 'plain text');
    const out: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (out.push(chunk.toString()), done()) });
    readableLines(sink).write(`${JSON.stringify({ level: 30, time: at, msg: 'a' })}\n${JSON.stringify({ level: 30, time: at, msg: 'b' })}\n`);
    assert.deepEqual(out, ['09:30:15.042 INFO  a\n', '09:30:15.042 INFO  b\n']);
  });
});

describe('request ids', () => {
  const incoming = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;
  it('keeps a sane X-Request-Id and makes a UUID otherwise', () => {
    assert.equal(requestId(incoming('cf-ray-7f3a9c21')), 'cf-ray-7f3a9c21');
    for (const bad of [undefined, '', 'short', 'has space in it', 'line\nbreak-123456', 'x'.repeat(101)]) {
      assert.match(requestId(incoming(bad)), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, String(bad));
    }
  });
});

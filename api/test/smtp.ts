/**
 * A real SMTP server in this process (smtp-server), for tests that send through nodemailer: it
 * keeps every message it accepted, and can stop and start again on the same port ("SMTP down").
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header. */
  messageId: string;
  subject: string;
}

export interface TestSmtp {
  readonly url: string;
  readonly received: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '';

/** A header as read: MIME encoded words (=?UTF-8?Q?...?=, =?UTF-8?B?...?=) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              messageId: header(raw, 'Message-ID'),
              subject: decodeWords(header(raw, 'Subject')),
            });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { AppDeps } from '../app-deps.ts';
import { enqueueMails, markFailedAttempt, reserveMailIds } from '../data/mail-outbox.repository.ts';
import { RETRY_MINUTES } from '../features/mail/outbox.ts';
import { BIND } from '../security/cipher-bindings.ts';

let lastQueuedAt = 0;
/** Each failed mail a moment after the one before: the outbox lists by time (ids are random), so tests know the order. */
function nextQueuedAt(): Date {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return new Date(lastQueuedAt);
}

/** A mail in the outbox that failed for good, as the worker leaves one after its last attempt. */
export async function failedMail(
  deps: Pick<AppDeps, 'db' | 'cipher'>,
  to = 'failed@audit.example',
  postId: number | null = null,
): Promise<number> {
  const [id] = await reserveMailIds(deps.db, 1);
  if (id === undefined) throw new Error('no mail id');
  const mail = {
    id,
    to,
    subject: '[사이버감사실] 실패한 메일',
    bodyEnc: deps.cipher.encrypt('본문', BIND.mailBody(id)),
    htmlEnc: deps.cipher.encrypt('<p>본문</p>', BIND.mailHtml(id)),
    postId,
  };
  await enqueueMails(deps.db, [mail], nextQueuedAt());
  await markFailedAttempt(
    deps.db,
    id,
    RETRY_MINUTES.length + 1,
    null,
    'Error: connect ECONNREFUSED 127.0.0.1:25',
  );
  return id;
}

/** A mail as an SMTP server received it, its MIME structure decoded. */
export type ReceivedMail = {
  to: string[];
  subject: string;
  contentType: string;
  text: string | null;
  html: string | null;
  /** The whole message as it came over the wire. */
  raw: string;
};

/** Headers (unfolded, names in lower case) and body of one MIME entity. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) };
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) back to text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Decodes a message as nodemailer writes it: one text part, or multipart/alternative with text and HTML. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const mail: ReceivedMail = {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    contentType,
    text: null,
    html: null,
    raw,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => splitEntity(p.replace(/^\r\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(part.headers, part.body).replace(/\r\n$/, '');
    if (type.startsWith('text/html')) mail.html = decoded;
    else if (type.startsWith('text/plain')) mail.text = decoded;
  }
  return mail;
}

/**
 * A real SMTP server on a free local port, keeping what it receives and refusing the `refused` addresses.
 * `stop()` takes it down (connections are then refused, as when the mail server is away) and `start()` brings it
 * back on the same port.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  /** Addresses answered 550 (mailbox unavailable): a refusal for good. */
  const refused = new Set<string>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address)) return callback();
        callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (d: Buffer) => chunks.push(d));
        stream.on('end', () => {
          received.push(
            parseMail(
              Buffer.concat(chunks).toString('latin1'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          done();
        });
      },
    });
  let server = make();
  let port = 0;
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen();
  port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = make();
      await listen();
    },
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

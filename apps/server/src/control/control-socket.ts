import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';

/**
 * The embedded database is opened by one process only, so while the server runs, `npm run backup` and
 * `npm run rotate-key` cannot open it themselves: they ask the server instead, over a Unix socket in DATA_DIR.
 * The socket is the server user's alone (created under umask 077 in a 0700 directory, then made 0600), so only
 * that user (who can read the key file anyway) can ask. Nothing listens on a network port. PostgreSQL needs none of
 * this: the commands connect to the database themselves.
 */

export const CONTROL_SOCKET_FILE = 'control.sock';

/** Unix socket paths are limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export type ControlHandlers = {
  /** Writes a backup to `out`; the answer is a short summary line. */
  backup(out: Writable, request: { passphrase?: string }): Promise<string>;
  /** Rotates the master key, reporting progress as it goes. */
  rotateKey(request: { newKey?: string }, report: (event: object) => void): Promise<object>;
};

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET_FILE);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('request too large');
  }
  const parsed: unknown = body ? JSON.parse(body) : {};
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

async function handle(handlers: ControlHandlers, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = await readJson(req);
  if (req.method === 'POST' && req.url === '/backup') {
    res.writeHead(200, { 'content-type': 'application/octet-stream', trailer: 'x-summary' });
    // The backup ends its own stream; the answer goes on to carry the summary as a trailer (its presence says the
    // backup is whole).
    const out = new PassThrough();
    out.pipe(res, { end: false });
    const ended = new Promise((resolve) => out.once('end', resolve));
    const summary = await handlers.backup(out, { passphrase: text(request.passphrase) });
    await ended;
    res.addTrailers({ 'x-summary': encodeURIComponent(summary) });
    res.end();
    return;
  }
  if (req.method === 'POST' && req.url === '/rotate-key') {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    const line = (o: object) => res.write(`${JSON.stringify(o)}\n`);
    try {
      line({ result: await handlers.rotateKey({ newKey: text(request.newKey) }, line) });
    } catch (err) {
      line({ error: err instanceof Error ? err.message : String(err) });
    }
    res.end();
    return;
  }
  res.writeHead(404).end();
}

/**
 * Listens on DATA_DIR/control.sock until the answer is called. A socket file left by a process that died is
 * replaced. Answers null (and the commands then ask to stop the server) when the path is too long for a socket.
 */
export async function startControlSocket(
  dataDir: string,
  handlers: ControlHandlers,
  onError: (err: unknown) => void,
): Promise<(() => Promise<void>) | null> {
  const file = controlSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) return null;
  fs.rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    handle(handlers, req, res).catch((err: unknown) => {
      onError(err);
      // Once the body has started, a failure can only be told by cutting the answer off.
      if (res.headersSent) res.destroy(err instanceof Error ? err : new Error(String(err)));
      else
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(err instanceof Error ? err.message : String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      fs.rmSync(file, { force: true });
    });
}

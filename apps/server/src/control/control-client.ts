import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import { controlSocketPath } from './control-socket.ts';

/** Whether a server on this DATA_DIR listens for commands (see control-socket.ts). */
export function controlSocketExists(dataDir: string): boolean {
  try {
    return fs.statSync(controlSocketPath(dataDir)).isSocket();
  } catch {
    return false;
  }
}

/** Sends one command to the server of this DATA_DIR; the answer streams back. */
export function askServer(
  dataDir: string,
  command: '/backup' | '/rotate-key',
  body: object,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        path: command,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        if (res.statusCode === 200) return resolve(res);
        let message = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          message += c;
        });
        res.on('end', () => reject(new Error(message || `the server answered ${res.statusCode}`)));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

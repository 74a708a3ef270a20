// The one way the repository's scripts, tests and benchmarks pick a port for a server of their own: plain JavaScript,
// so the .mjs scripts import it as they are and TypeScript (tsx, vitest) through free-port.d.mts.
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (asked of the system, then released for the caller's server to take). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

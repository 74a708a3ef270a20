import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

// Real processes for tests: `main.ts` and the CLI, from the run's bundle of the sources (process-bundle.ts says why
// not through tsx), with the environment given.

export type Run = { child: ChildProcess; output: () => string; exit: Promise<number | null> };

/** Starts `script` (a path under src/) with only PATH, LOG_LEVEL=warn and `env`; output is collected. */
export function run(script: string, env: Record<string, string>, args: string[] = []): Run {
  const bundled = path.join(inject('processBundle'), script.replace(/\.ts$/, '.js'));
  const child = spawn(process.execPath, [bundled, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

/** Waits until `predicate` holds, checking every 100 ms; throws after `ms`. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A port for a server process of a test, below Linux's ephemeral range (32768 and up), where the client sockets of
 * the other tests running at the same time (to PostgreSQL, Redis, the servers) are given their ports: a port drawn
 * from that range was once already taken. Two ports from the one drawn are free for the test (`port + 1`).
 */
export function testServerPort(): number {
  return 20000 + Math.floor(Math.random() * 12000);
}

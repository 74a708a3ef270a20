import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type Server = { child: ChildProcess; base: string; stop(): Promise<void> };

/** Starts a server process and waits until `ready` answers 200. */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  port: number,
  ready = '/readyz',
): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(base + ready).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    child,
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Resets a process's peak resident memory (Linux), so the next peak is the next scenario's. */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** A process's resident memory and its peak since the last reset, in bytes (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * The CPU time a process has used so far (user and system, Linux), in seconds. Divided by the requests it answered
 * meanwhile, it is what each request costs the server: far less disturbed by other load on the machine than requests
 * per second, which fall whenever another process takes a core. USER_HZ is 100 on every Linux this runs on.
 */
export function cpuSeconds(pid: number, file = `/proc/${pid}/stat`): number {
  const stat = fs.readFileSync(file, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The CPU time a process's main thread (the event loop, for Node) has used so far, in seconds (Linux). */
export function mainThreadCpuSeconds(pid: number): number {
  return cpuSeconds(pid, `/proc/${pid}/task/${pid}/stat`);
}

/**
 * The CPU time each of PostgreSQL's processes (every process named postgres on the machine: measure nothing else on
 * the cluster meanwhile) has used so far, in seconds, by pid.
 */
export function databaseCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // The process ended while the list was read.
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU time between two readings of databaseCpu, in seconds: that of the processes still there at the
 * second (a backend that ended meanwhile, such as a pool's idle connection, takes its time with it).
 */
export function databaseCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of databaseCpu()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

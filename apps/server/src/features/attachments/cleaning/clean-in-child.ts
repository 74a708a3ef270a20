import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CleanableType } from './cleanable-types.ts';
import type { ChildAnswer, ChildReady, ChildRequest } from './cleaning-child.ts';

/**
 * The bounds of one cleaner process (issue 30, hole 2): how long one file may take, the resident memory at which the
 * process is ended (all of it: JavaScript heap, pdf-lib's and fflate's buffers, libvips), and its JavaScript heap.
 * Two cleaners may run at once (clean-attachments.ts), so together they add at most 2 x 150 MB to the server's
 * peak. The bounds of cleaning-limits.ts keep an honest file far below this; the ceiling is for what they miss.
 */
export const CLEANING_LIMITS = { timeoutMs: 30_000, memoryMb: 150, heapMb: 96 };

/** How often the cleaner's resident memory is read: a bomb inflates about 1 MB a millisecond. */
const WATCH_MS = 5;
/** How long a new cleaner may take to load its modules (seconds from the TypeScript sources on a busy machine). */
const START_MS = 120_000;

/**
 * The cleaned copy (null: the file had nothing to remove), or why there is none: the file was past a bound of
 * cleaning (overLimit: a limit of cleaning-limits.ts, the memory ceiling or the deadline), could not be read, or
 * the cleaning was stopped.
 */
export type CleaningOutcome =
  | { ok: true; cleaned: Buffer | null }
  | { ok: false; reason: string; overLimit?: true; stopped?: true };

/** Cleans files in a child process, one at a time (see fileCleaner). */
export type FileCleaner = {
  /** Never throws: every failure is an outcome. */
  clean(contentType: CleanableType, data: Buffer, signal?: AbortSignal): Promise<CleaningOutcome>;
  /** Ends the child process. */
  close(): Promise<void>;
};

const entry = new URL(`./cleaning-child${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

type Child = { process: ChildProcess; ready: Promise<boolean>; copies: CopyReader };

/** The cleaned copies coming back on the child's fd 3, taken `size` bytes at a time. */
class CopyReader {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private waiting: { size: number; done: (copy: Buffer) => void } | null = null;
  constructor(stream: NodeJS.ReadableStream | null | undefined) {
    stream?.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.bytes += chunk.length;
      this.deliver();
    });
  }
  take(size: number): Promise<Buffer> {
    return new Promise((done) => {
      this.waiting = { size, done };
      this.deliver();
    });
  }
  private deliver() {
    if (!this.waiting || this.bytes < this.waiting.size) return;
    const all = Buffer.concat(this.chunks);
    const { size, done } = this.waiting;
    this.waiting = null;
    this.chunks = all.length > size ? [all.subarray(size)] : [];
    this.bytes = all.length - size;
    done(all.subarray(0, size));
  }
}

function startChild(limits: typeof CLEANING_LIMITS): Child {
  const execArgv = [`--max-old-space-size=${limits.heapMb}`];
  // From the TypeScript sources (tests, `npm run dev`): the child loads them through tsx, as the server does; from
  // the build (`npm start`), dist/.../cleaning-child.js runs as it is.
  if (entry.pathname.endsWith('.ts'))
    execArgv.push('--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
  const child = fork(fileURLToPath(entry), [], {
    execArgv,
    // Nothing of the server's environment (the master key, the database's address): the child only reads files.
    env: { PATH: process.env.PATH ?? '' },
    // The file goes to its stdin, the cleaned copy comes back on fd 3 (cleaning-child.ts says why not by IPC).
    stdio: ['pipe', 'ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.stdin?.on('error', () => {});
  // A child that fails while no file is in hand must not take the server with it.
  child.on('error', () => {});
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_MS);
    child.once('message', (m: ChildReady) => {
      clearTimeout(timer);
      resolve(m.ready === true);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  return { process: child, ready, copies: new CopyReader(child.stdio[3] as NodeJS.ReadableStream | null) };
}

/** A process's resident memory in bytes (Linux; 0 where /proc is not there, and the heap limit is left alone). */
function residentBytes(pid: number | undefined): number {
  try {
    const statm = fs.readFileSync(`/proc/${pid}/statm`, 'latin1');
    return Number(statm.split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

/**
 * A cleaner of files in a child process, started with the first file and kept for the next ones. A child that
 * goes past the time or memory ceiling, dies, or is stopped is killed at once, and the next file gets a new one; so
 * is a child left large by a file, before the next. Call `close` when done.
 */
export function fileCleaner(limits = CLEANING_LIMITS): FileCleaner {
  let child: Child | null = null;
  const ceiling = limits.memoryMb * 1024 * 1024;
  const end = async () => {
    const ended = child?.process;
    child = null;
    if (!ended || ended.exitCode !== null || ended.signalCode !== null) return;
    const exited = new Promise((resolve) => ended.once('exit', resolve));
    ended.kill('SIGKILL');
    await exited;
  };
  const clean = async (contentType: CleanableType, data: Buffer, signal?: AbortSignal) => {
    child ??= startChild(limits);
    const started = child;
    if (!(await started.ready)) {
      if (child === started) await end();
      // Not the file's doing: it is given back, and taken again later.
      return { ok: false, reason: 'cleaner did not start', stopped: true } as const;
    }
    return cleanIn(started, contentType, data, signal);
  };
  const cleanIn = (
    { process: c, copies }: Child,
    contentType: CleanableType,
    data: Buffer,
    signal?: AbortSignal,
  ) =>
    new Promise<CleaningOutcome>((resolve) => {
      if (signal?.aborted) return resolve({ ok: false, reason: 'stopped', stopped: true });
      let timer: NodeJS.Timeout | undefined;
      let watch: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (outcome: CleaningOutcome, broken: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watch);
        signal?.removeEventListener('abort', stop);
        c.off('message', answered);
        c.off('exit', exited);
        // A child left large by a file (its heap and allocator keep what they took) would meet the next one with
        // little room under its ceiling: the next file gets a new one.
        if ((broken || residentBytes(c.pid) > ceiling * 0.75) && child?.process === c) void end();
        resolve(outcome);
      };
      const stop = () => finish({ ok: false, reason: 'stopped', stopped: true }, true);
      const over = (reason: string) => finish({ ok: false, reason, overLimit: true }, true);
      const answered = (answer: ChildAnswer) => {
        if (!answer.ok)
          return finish(
            answer.overLimit
              ? { ok: false, reason: answer.error, overLimit: true }
              : { ok: false, reason: answer.error },
            false,
          );
        if (answer.cleanedSize === null) return finish({ ok: true, cleaned: null }, false);
        // The deadline and the watch stay on until the copy is in.
        void copies.take(answer.cleanedSize).then((cleaned) => finish({ ok: true, cleaned }, false));
      };
      // Whatever ended it (its heap limit, a crash), the file in hand took it down: past what cleaning may use.
      const exited = (code: number | null, signalName: string | null) =>
        over(`cleaner exited (${signalName ?? `code ${code}`})`);
      signal?.addEventListener('abort', stop, { once: true });
      c.on('message', answered);
      c.on('exit', exited);
      timer = setTimeout(() => over('timed out'), limits.timeoutMs);
      watch = setInterval(() => {
        if (residentBytes(c.pid) > ceiling) over('memory ceiling');
      }, WATCH_MS);
      c.send({ contentType, size: data.length } satisfies ChildRequest, (err) => {
        if (err) over(`file not handed over: ${err.message.slice(0, 100)}`);
      });
      c.stdin?.write(data);
    });
  return { clean, close: end };
}

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
// sharp's native library must be loaded by the main thread before a worker loads it (sharp's documentation), so
// that it stays loaded when the worker ends.
import 'sharp';
import type { CleanableType } from './cleanable-types.ts';
import type { WorkerAnswer } from './cleaning-worker.ts';

/**
 * How long one file may take and how much JavaScript heap the worker may use. A hostile file (a PDF with millions
 * of objects, one that sends a parser into a loop) is stopped at these limits and kept as not cleaned; it never
 * blocks the server's event loop or takes its memory.
 */
export const CLEANING_LIMITS = { timeoutMs: 60_000, heapMb: 512 };

/** The cleaned copy (null: the file had nothing to remove), why there is none, or that the cleaning was stopped. */
export type CleaningOutcome =
  | { ok: true; cleaned: Buffer | null }
  | { ok: false; reason: string; stopped?: true };

/** Cleans files in a worker thread, one at a time (see fileCleaner). */
export type FileCleaner = {
  /** Never throws: every failure is an outcome. The file's memory is handed to the worker (do not use `data` after). */
  clean(contentType: CleanableType, data: Buffer, signal?: AbortSignal): Promise<CleaningOutcome>;
  /** Ends the worker. */
  close(): Promise<void>;
};

const entry = new URL(`./cleaning-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

function startWorker(heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  let worker: Worker;
  if (entry.pathname.endsWith('.js')) {
    worker = new Worker(entry, options);
  } else {
    // From the TypeScript sources (tests, `npm run dev`): the worker loads them through tsx, as the process does.
    const tsx = pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    );
    const boot = `const { register } = await import(${JSON.stringify(tsx.href)}); register(); await import(${JSON.stringify(entry.href)});`;
    worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
  }
  // A worker that fails while no file is in hand must not take the process with it.
  worker.on('error', () => {});
  return worker;
}

/**
 * A cleaner of files in a worker thread, started with the first file and kept for the next ones. A worker that
 * goes past the time or memory limit, dies, or is stopped is ended at once, and the next file gets a new one;
 * a file its cleaners cannot read only gets its answer. Call `close` when done.
 */
export function fileCleaner(limits = CLEANING_LIMITS): FileCleaner {
  let worker: Worker | null = null;
  const end = async () => {
    const ended = worker;
    worker = null;
    await ended?.terminate();
  };
  const clean = (contentType: CleanableType, data: Buffer, signal?: AbortSignal) =>
    new Promise<CleaningOutcome>((resolve) => {
      if (signal?.aborted) return resolve({ ok: false, reason: 'stopped', stopped: true });
      worker ??= startWorker(limits.heapMb);
      const w = worker;
      let timer: NodeJS.Timeout | undefined;
      const finish = (outcome: CleaningOutcome, broken: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
        w.off('message', answered);
        w.off('error', failed);
        w.off('exit', exited);
        if (broken && worker === w) void end();
        resolve(outcome);
      };
      const stop = () => finish({ ok: false, reason: 'stopped', stopped: true }, true);
      const answered = (answer: WorkerAnswer) =>
        finish(
          answer.ok
            ? { ok: true, cleaned: answer.cleaned && Buffer.from(answer.cleaned.buffer) }
            : { ok: false, reason: answer.error },
          false,
        );
      const failed = (err: Error) => finish({ ok: false, reason: err.message.slice(0, 200) }, true);
      const exited = (code: number) => finish({ ok: false, reason: `worker exited with code ${code}` }, true);
      signal?.addEventListener('abort', stop, { once: true });
      w.on('message', answered);
      w.on('error', failed);
      w.on('exit', exited);
      timer = setTimeout(() => finish({ ok: false, reason: 'timed out' }, true), limits.timeoutMs);
      const file = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      // Memory the file does not own alone (a slice of Node's shared pool, for a small file) is copied instead.
      const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      try {
        w.postMessage({ contentType, data: file }, own ? [file.buffer as ArrayBuffer] : []);
      } catch {
        w.postMessage({ contentType, data: file });
      }
    });
  return { clean, close: end };
}

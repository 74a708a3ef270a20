import { parentPort } from 'node:worker_threads';
import { cleanFile } from './clean-file.ts';
import type { CleanableType } from './cleanable-types.ts';

// The worker thread in which files are cleaned, one at a time (clean-in-worker.ts starts it and ends it): it gets
// a file and answers its cleaned copy, that the copy is the file itself, or why it could not be made.

/** What the worker answers: the cleaned copy (null when cleaning removed nothing), or the failure's message. */
export type WorkerAnswer =
  | { ok: true; cleaned: Uint8Array<ArrayBuffer> | null }
  | { ok: false; error: string };

parentPort?.on('message', async (file: { contentType: CleanableType; data: Uint8Array }) => {
  let answer: WorkerAnswer;
  try {
    const original = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
    const cleaned = await cleanFile(file.contentType, original);
    // Its own memory, so that it moves to the main thread rather than being copied.
    answer = { ok: true, cleaned: cleaned.equals(original) ? null : new Uint8Array(cleaned) };
  } catch (err) {
    answer = { ok: false, error: (err instanceof Error ? err.message : String(err)).slice(0, 200) };
  }
  parentPort?.postMessage(answer, answer.ok && answer.cleaned ? [answer.cleaned.buffer] : []);
});

import fs from 'node:fs';
import { cleanFile } from './clean-file.ts';
import type { CleanableType } from './cleanable-types.ts';
import { OverLimitError } from './cleaning-limits.ts';

// The child process in which files are cleaned, one at a time (clean-in-child.ts starts it, watches its memory and
// time, and ends it): it gets a file and answers its cleaned copy, that the copy is the file itself, or why it could
// not be made. A process of its own, not a thread: what pdf-lib, fflate and libvips allocate outside the JavaScript
// heap is then bounded too, and whatever a hostile file does to it ends with it, never with the server.
// The messages go over the IPC channel; the bytes over pipes (the file on stdin, the copy on fd 3): Node's IPC
// serializes a 10 MB message slowly and in long pauses of the server's event loop (1.5 s measured).

/** The child's first message: its modules are loaded. */
export type ChildReady = { ready: true };

/** A file to clean: its type, and how many bytes of it follow on the child's stdin. */
export type ChildRequest = { contentType: CleanableType; size: number };

/**
 * What the child answers: the cleaned copy's size (it follows on fd 3; null when cleaning removed nothing), or the
 * failure's message and whether the file was past a bound of cleaning-limits.ts (overLimit) rather than unreadable.
 */
export type ChildAnswer =
  | { ok: true; cleanedSize: number | null }
  | { ok: false; error: string; overLimit: boolean };

const copies = fs.createWriteStream('', { fd: 3 });
let received: Buffer[] = [];
let receivedBytes = 0;
let waiting: { size: number; done: (file: Buffer) => void } | null = null;

function deliver() {
  if (!waiting || receivedBytes < waiting.size) return;
  const all = received.length === 1 ? (received[0] as Buffer) : Buffer.concat(received);
  const { size, done } = waiting;
  waiting = null;
  received = all.length > size ? [all.subarray(size)] : [];
  receivedBytes = all.length - size;
  done(all.subarray(0, size));
}

process.stdin.on('data', (chunk: Buffer) => {
  received.push(chunk);
  receivedBytes += chunk.length;
  deliver();
});

process.on('message', async (request: ChildRequest) => {
  const original = await new Promise<Buffer>((done) => {
    waiting = { size: request.size, done };
    deliver();
  });
  let answer: ChildAnswer;
  let cleaned: Buffer | null = null;
  try {
    const copy = await cleanFile(request.contentType, original);
    cleaned = copy.equals(original) ? null : copy;
    answer = { ok: true, cleanedSize: cleaned ? cleaned.length : null };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    answer = { ok: false, error, overLimit: err instanceof OverLimitError };
  }
  if (cleaned) copies.write(cleaned);
  process.send?.(answer);
});
// The server went away: so does its cleaner.
process.on('disconnect', () => process.exit(0));
// Loaded (from the TypeScript sources, through tsx, that takes seconds on a busy machine): a file's deadline starts now.
process.send?.({ ready: true } satisfies ChildReady);

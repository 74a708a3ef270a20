import { cleanFile } from './clean-file.ts';
import type { CleanableType } from './cleanable-types.ts';
import { OverLimitError } from './cleaning-limits.ts';

// The child process in which files are cleaned, one at a time (clean-in-child.ts starts it, watches its memory and
// time, and ends it): it gets a file and answers its cleaned copy, that the copy is the file itself, or why it could
// not be made. A process of its own, not a thread: what pdf-lib, fflate and libvips allocate outside the JavaScript
// heap is then bounded too, and whatever a hostile file does to it ends with it, never with the server.

/** The child's first message: its modules are loaded. */
export type ChildReady = { ready: true };

/** A file to clean. */
export type ChildRequest = { contentType: CleanableType; data: Uint8Array };

/**
 * What the child answers: the cleaned copy (null when cleaning removed nothing), or the failure's message and
 * whether the file was past a bound of cleaning-limits.ts (overLimit) rather than unreadable.
 */
export type ChildAnswer =
  | { ok: true; cleaned: Uint8Array | null }
  | { ok: false; error: string; overLimit: boolean };

process.on('message', async (file: ChildRequest) => {
  let answer: ChildAnswer;
  try {
    const original = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
    const cleaned = await cleanFile(file.contentType, original);
    answer = { ok: true, cleaned: cleaned.equals(original) ? null : cleaned };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    answer = { ok: false, error, overLimit: err instanceof OverLimitError };
  }
  process.send?.(answer);
});
// The server went away: so does its cleaner.
process.on('disconnect', () => process.exit(0));
// Loaded (from the TypeScript sources, through tsx, that takes seconds on a busy machine): a file's deadline starts now.
process.send?.({ ready: true } satisfies ChildReady);

import { randomUUID } from 'node:crypto';
import { type FileHandle, open, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where an uploaded file's ciphertext waits, as it is encrypted, until the report is written: a temporary file in
 * `dir` (DATA_DIR), so that an upload does not hold its file in memory (bench/README.md, finding 31). The file is
 * unlinked the moment it is opened: it has no name, only this handle reaches it, and the system frees it when the
 * handle is closed or the process ends, however it ends. It holds only ciphertext. (A process that dies in the
 * instant between the open and the unlink leaves an empty `upload-*.tmp`, safe to delete.)
 */
export type UploadSpool = {
  /** Bytes written so far. */
  readonly length: number;
  append(bytes: Buffer): Promise<void>;
  /**
   * Runs every byte through `transform` (which answers as many bytes as it is given) and writes the result where the
   * bytes were, a piece at a time, in order.
   */
  rewrite(transform: (piece: Buffer) => Buffer): Promise<void>;
  /**
   * The bytes in slices of `size`, `head` before them (the first slice holds it and the first bytes). Every slice is
   * the same buffer, filled again when the next is asked for: use each before asking for the next.
   */
  slices(head: Buffer, size: number): AsyncGenerator<Buffer>;
  close(): Promise<void>;
};

const PIECE_BYTES = 64 * 1024;

export async function openUploadSpool(dir: string): Promise<UploadSpool> {
  const file = path.join(dir, `upload-${randomUUID()}.tmp`);
  // Only the server's user may open it in the instant it has a name.
  const handle = await open(file, 'wx+', 0o600);
  try {
    await unlink(file);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return spoolOn(handle);
}

function spoolOn(handle: FileHandle): UploadSpool {
  let length = 0;
  let closed = false;
  const readAt = async (into: Buffer, at: number) => {
    let filled = 0;
    while (filled < into.length) {
      const { bytesRead } = await handle.read(into, filled, into.length - filled, at + filled);
      if (bytesRead === 0) throw new Error('upload spool shorter than written');
      filled += bytesRead;
    }
  };
  return {
    get length() {
      return length;
    },
    async append(bytes) {
      const { bytesWritten } = await handle.write(bytes, 0, bytes.length, length);
      if (bytesWritten !== bytes.length) throw new Error('upload spool write cut short');
      length += bytes.length;
    },
    async rewrite(transform) {
      const piece = Buffer.allocUnsafe(Math.min(PIECE_BYTES, length));
      for (let at = 0; at < length; at += PIECE_BYTES) {
        const part = piece.subarray(0, Math.min(PIECE_BYTES, length - at));
        await readAt(part, at);
        const out = transform(part);
        if (out.length !== part.length) throw new Error('a rewrite must keep the length');
        const { bytesWritten } = await handle.write(out, 0, out.length, at);
        if (bytesWritten !== out.length) throw new Error('upload spool write cut short');
      }
    },
    async *slices(head, size) {
      if (head.length >= size) throw new Error('a slice must hold more than the head');
      const slice = Buffer.allocUnsafe(Math.min(size, head.length + length));
      head.copy(slice);
      let at = 0;
      let into = head.length;
      while (at < length || into > 0) {
        const take = Math.min(slice.length - into, length - at);
        await readAt(slice.subarray(into, into + take), at);
        at += take;
        yield slice.subarray(0, into + take);
        into = 0;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // A close that fails loses nothing (the file has no name, and the descriptor goes with the process), and must
      // not turn a report already written into an error the reporter would send again.
      await handle.close().catch(() => {});
    },
  };
}

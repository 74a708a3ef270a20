import { createRequire } from 'node:module';
import { DECODE_LIMITS, OverLimitError } from './cleaning-limits.ts';

// pdf-lib decodes every object stream and cross-reference stream of a file whole when it loads it, into a buffer
// that doubles until the stream ends, with no bound (issue 30: a 1.5 MB PDF took the server to 3.1 GB). Each of its
// decoders (Flate, LZW, ASCII85, ASCIIHex, RunLength, and a chain of them) grows its output through
// DecodeStream.ensureBuffer, so that one method, wrapped here, bounds them all: a stream past its bound, or a file
// whose streams together pass theirs, throws before the buffer is allocated. pdf-lib has no option for this.
// The wrap is pdf-lib's own module (the one `import 'pdf-lib'` loads in Node: its CommonJS build).

type DecodeStream = {
  buffer: Uint8Array;
  minBufferLength: number;
  ensureBuffer(requested: number): Uint8Array;
};

const decodeStream: { prototype: DecodeStream } = createRequire(import.meta.url)(
  'pdf-lib/cjs/core/streams/DecodeStream.js',
).default;

/** The bytes decoded for the file being cleaned (one at a time in a cleaner process), and whether a bound was hit. */
let budget: { decoded: number; exceeded: string | null } | null = null;

const ensureBuffer = decodeStream.prototype.ensureBuffer;
decodeStream.prototype.ensureBuffer = function boundedEnsureBuffer(this: DecodeStream, requested: number) {
  if (requested > this.buffer.byteLength && budget) {
    // What the original is about to allocate: the smallest doubling of its minimum that holds the request.
    let size = this.minBufferLength;
    while (size < requested) size *= 2;
    budget.decoded += size - this.buffer.byteLength;
    if (requested > DECODE_LIMITS.pdfStreamBytes)
      budget.exceeded = `a PDF stream decodes to more than ${DECODE_LIMITS.pdfStreamBytes} bytes`;
    else if (budget.decoded > DECODE_LIMITS.pdfTotalBytes)
      budget.exceeded = `the PDF's streams decode to more than ${DECODE_LIMITS.pdfTotalBytes} bytes`;
    if (budget.exceeded) throw new OverLimitError(budget.exceeded);
  }
  return ensureBuffer.call(this, requested);
};

/**
 * Runs `work` (pdf-lib loading and writing one file) with the PDF decoding bounds. Throws OverLimitError when a
 * bound was hit, even when pdf-lib caught the error and went on, or failed with an error of its own because of it.
 */
export async function withPdfDecodeBudget<T>(work: () => Promise<T>): Promise<T> {
  const mine = { decoded: 0, exceeded: null as string | null };
  budget = mine;
  try {
    const result = await work();
    if (mine.exceeded) throw new OverLimitError(mine.exceeded);
    return result;
  } catch (err) {
    throw mine.exceeded ? new OverLimitError(mine.exceeded) : err;
  } finally {
    if (budget === mine) budget = null;
  }
}

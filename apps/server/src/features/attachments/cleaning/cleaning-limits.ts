// The bounds of cleaning one file (issue 30, hole 2): what a file may make the cleaner decompress, decode or hold.
// A file past one of them is not cleaned: it is kept exactly as it was sent and marked OVER_LIMIT, so the admin
// sees "메타데이터 정리 안 됨" with the reason. The cleaners check these bounds before they allocate; the child
// process they run in (clean-in-child.ts) has a memory ceiling and a deadline behind them, for what a check misses.

const MiB = 1024 * 1024;

export const DECODE_LIMITS = {
  /** One PDF stream (an object or cross-reference stream) decoded: legitimate ones are a few hundred kilobytes. */
  pdfStreamBytes: 32 * MiB,
  /** Every PDF stream decoded while one file is cleaned (its loading, and the read-back of the cleaned copy). */
  pdfTotalBytes: 128 * MiB,
  /** Every zip part decompressed while one Office file is cleaned (its pictures; the other parts are not opened). */
  zipTotalBytes: 64 * MiB,
  /** Pixels a picture may declare (width x height x frames): libvips' own default bound, about 16,383 squared. */
  imagePixels: 0x3fff * 0x3fff,
};

/** A file that would take the cleaner past one of its bounds; its message says which, for the log. */
export class OverLimitError extends Error {
  override name = 'OverLimitError';
}

import sharp from 'sharp';
import { cleanGif } from './clean-gif.ts';
import { cleanHeif } from './clean-heif.ts';
import { cleanJpeg } from './clean-jpeg.ts';
import { cleanOffice } from './clean-office.ts';
import { cleanPdf } from './clean-pdf.ts';
import { cleanPng } from './clean-png.ts';
import type { CleanableType } from './cleanable-types.ts';
import { DECODE_LIMITS, OverLimitError } from './cleaning-limits.ts';

const CLEANERS: Record<CleanableType, (data: Buffer) => Buffer | Promise<Buffer>> = {
  'image/jpeg': cleanJpeg,
  'image/png': cleanPng,
  'image/gif': cleanGif,
  'image/heic': cleanHeif,
  'image/heif': cleanHeif,
  'application/pdf': cleanPdf,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': cleanOffice,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': cleanOffice,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': cleanOffice,
};

/** Photos whose cleaned copy an independent decoder (libvips, through sharp) reads back before it is kept. */
const CHECKED_PHOTOS = new Set<string>(['image/jpeg', 'image/png', 'image/gif']);

/**
 * Issue 30: a picture of a few hundred kilobytes may declare 50,000 x 50,000 pixels, gigabytes once decoded, by
 * libvips or by whoever opens the copy. Its header alone is read (no pixel is decoded), and a picture past the
 * bound is not called cleaned: the read-back that vouches for a cleaned picture could not open it within the bound.
 */
async function checkDeclaredPixels(data: Buffer): Promise<void> {
  const header = await sharp(data, { limitInputPixels: false }).metadata();
  const pixels = (header.width ?? 0) * (header.height ?? 0) * (header.pages ?? 1);
  if (pixels > DECODE_LIMITS.imagePixels)
    throw new OverLimitError(
      `a picture declares ${header.width} x ${header.height} x ${header.pages ?? 1} pixels`,
    );
}

/**
 * The copy of a file without its hidden metadata (equal to the file when it had none). Throws when the file
 * cannot be read as its type, or when the cleaned photo is not read back as the same picture (size, frames and
 * orientation) by libvips: a file it cannot vouch for is not called cleaned. Throws OverLimitError past a bound of
 * cleaning-limits.ts.
 */
export async function cleanFile(contentType: CleanableType, data: Buffer): Promise<Buffer> {
  // Our own cleaners copy chunks and segments and decode no pixel; libvips, which would, comes after the check.
  const cleaned = await CLEANERS[contentType](data);
  if (CHECKED_PHOTOS.has(contentType)) {
    await checkDeclaredPixels(data);
    const [before, after] = await Promise.all([sharp(data).metadata(), sharp(cleaned).metadata()]);
    for (const key of ['format', 'width', 'height', 'pages'] as const)
      if (before[key] !== after[key]) throw new Error(`cleaned photo differs in ${key}`);
    // Upright (1) is what no orientation means.
    if ((before.orientation ?? 1) !== (after.orientation ?? 1))
      throw new Error('cleaned photo differs in orientation');
  }
  return cleaned;
}

import { crc32 } from 'node:zlib';
import { needsOrientation, orientationOnlyTiff, tiffOrientation } from './exif-orientation.ts';

// A PNG is a list of chunks. The cleaned copy keeps the image data and what draws it (header, palette, image data,
// transparency, colour space and profile, gamma, pixel size, background, animation frames) byte for byte, and drops
// every other chunk: eXIf (Exif with GPS), text chunks (tEXt, zTXt, iTXt: XMP, author, comments, software), the last
// modification time and any private chunk. Anything after the image's end is dropped too. A photo that was not
// upright keeps an eXIf chunk holding only its orientation.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DRAWING_CHUNKS = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCV',
  'cLLI',
  'sBIT',
  'bKGD',
  'pHYs',
  'hIST',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);
/** A critical chunk (upper-case first letter) is needed to show the image: never dropped. */
const isCritical = (type: string) => type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;

/** A PNG chunk: length, type, data and checksum. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The cleaned copy of a PNG (see above). Throws when the file is not a whole, readable PNG. */
export function cleanPng(data: Buffer): Buffer {
  if (data.length < 8 || !data.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const kept: Buffer[] = [SIGNATURE];
  let orientation: number | undefined;
  let exifAt = -1;
  let at = 8;
  for (let first = true; ; first = false) {
    if (at + 12 > data.length) throw new Error('PNG cut off');
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > data.length) throw new Error('PNG chunk length');
    if (first && type !== 'IHDR') throw new Error('PNG without its header');
    if (type === 'eXIf' && orientation === undefined)
      orientation = tiffOrientation(data.subarray(at + 8, at + 8 + length));
    if (type === 'IDAT' && exifAt < 0) exifAt = kept.length;
    if (isCritical(type) || DRAWING_CHUNKS.has(type)) kept.push(data.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (exifAt < 0) throw new Error('PNG without image data');
  if (needsOrientation(orientation))
    kept.splice(exifAt, 0, pngChunk('eXIf', orientationOnlyTiff(orientation)));
  return Buffer.concat(kept);
}

import { needsOrientation, orientationOnlyTiff, tiffOrientation } from './exif-orientation.ts';

// A JPEG's hidden metadata lives in its application segments (APP0-APP15: Exif with GPS and the maker notes, XMP,
// Photoshop/IPTC, FlashPix, multi-picture indexes), its comments, and whatever follows the end of the image (depth
// maps, motion-photo videos, vendor trailers). The cleaned copy drops all of them and copies every other segment
// byte for byte (quantisation and Huffman tables, frame and scan headers, the compressed scan data), so the
// picture decodes to exactly the same pixels. Kept: JFIF's header without its thumbnail, the ICC colour profile,
// Adobe's colour-transform flag (without it a CMYK JPEG shows wrong colours) and, when the photo was not upright,
// an Exif block holding only its orientation.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const named = (segment: Buffer, name: string) =>
  segment.length >= 4 + name.length && segment.toString('latin1', 4, 4 + name.length) === name;

function segmentOf(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** JFIF's version, units and densities, with its thumbnail (which may show the picture before it was edited) left out. */
function jfifWithoutThumbnail(segment: Buffer): Buffer | null {
  const payload = segment.subarray(4);
  if (payload.length < 14) return null;
  const kept = Buffer.from(payload.subarray(0, 14));
  kept[12] = 0;
  kept[13] = 0;
  return segmentOf(0xe0, kept);
}

/** The cleaned copy of a JPEG (see above). Throws when the file is not a whole, readable JPEG. */
export function cleanJpeg(data: Buffer): Buffer {
  if (data[0] !== 0xff || data[1] !== SOI) throw new Error('not a JPEG');
  let jfif: Buffer | null = null;
  let orientation: number | undefined;
  const kept: Buffer[] = [];
  let frames = 0;
  let scans = 0;
  let at = 2;
  for (;;) {
    if (at >= data.length || data[at] !== 0xff) throw new Error('JPEG segment expected');
    // Any number of 0xFF may pad before a marker.
    while (data[at + 1] === 0xff) at++;
    const marker = data[at + 1];
    if (marker === undefined) throw new Error('JPEG cut off');
    if (marker === EOI) break;
    if (isStandalone(marker)) {
      kept.push(data.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > data.length) throw new Error('JPEG cut off');
    const end = at + 2 + data.readUInt16BE(at + 2);
    if (end > data.length || end < at + 4) throw new Error('JPEG segment length');
    const segment = data.subarray(at, end);
    if (isApp(marker)) {
      if (marker === 0xe0 && named(segment, 'JFIF\0') && !jfif) jfif = jfifWithoutThumbnail(segment);
      else if (marker === 0xe1 && named(segment, 'Exif\0') && orientation === undefined)
        orientation = tiffOrientation(segment.subarray(10));
      else if (
        (marker === 0xe2 && named(segment, 'ICC_PROFILE\0')) ||
        (marker === 0xee && named(segment, 'Adobe'))
      )
        kept.push(segment);
    } else if (marker !== COM) {
      kept.push(segment);
      if (isFrame(marker)) frames++;
    }
    at = end;
    if (marker === SOS) {
      scans++;
      const scanEnd = endOfScan(data, at);
      kept.push(data.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  if (frames === 0 || scans === 0) throw new Error('JPEG without an image');
  return Buffer.concat([
    data.subarray(0, 2),
    ...(jfif ? [jfif] : []),
    ...(needsOrientation(orientation)
      ? [
          segmentOf(
            0xe1,
            Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationOnlyTiff(orientation)]),
          ),
        ]
      : []),
    ...kept,
    Buffer.from([0xff, EOI]),
  ]);
}

/** Where a scan's compressed data ends: at the first marker that is neither a stuffed 0xFF nor a restart marker. */
function endOfScan(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = data.indexOf(0xff, at);
    if (at < 0 || at + 1 >= data.length) throw new Error('JPEG scan cut off');
    const next = data[at + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

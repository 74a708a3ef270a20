// A HEIC/HEIF photo (ISO base media file format) keeps its metadata as items beside the image: an `Exif` item (GPS,
// camera, maker notes) and an XMP item (`mime`, application/rdf+xml), found through the `meta` box's item
// information (iinf) and located in the file by its item locations (iloc). The cleaned copy overwrites those items'
// bytes in place with an empty Exif and an empty XMP packet of the same length, so every offset stays true and the
// file stays valid; the images (HEVC or AV1, never decoded here) are untouched byte for byte. A HEIF photo's
// rotation is an item property (irot/imir), not Exif, so it still shows upright. Image sequences (a `moov` box)
// are not cleaned.

type Box = { type: string; start: number; body: number; end: number };

const EMPTY_EXIF = Buffer.from([0, 0, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]);
const EMPTY_XMP = Buffer.from('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>', 'latin1');

function boxesIn(data: Buffer, from: number, to: number): Box[] {
  const list: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) throw new Error('HEIF box cut off');
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = safeNumber(data.readBigUInt64BE(at + 8));
      body += 8;
    } else if (size === 0) {
      size = to - at;
    }
    if (type === 'uuid') body += 16;
    if (size < body - at || at + size > to) throw new Error('HEIF box length');
    list.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return list;
}

function safeNumber(n: bigint): number {
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('HEIF value too large');
  return Number(n);
}

function readUint(data: Buffer, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 4) return data.readUInt32BE(at);
  if (bytes === 8) return safeNumber(data.readBigUInt64BE(at));
  throw new Error('HEIF field size');
}

function only(list: Box[], type: string): Box | undefined {
  const found = list.filter((b) => b.type === type);
  if (found.length > 1) throw new Error(`HEIF with two ${type} boxes`);
  return found[0];
}

/** The Exif and XMP items by id, from the item information box. */
function metadataItems(data: Buffer, iinf: Box): Map<number, 'exif' | 'xmp'> {
  const version = data[iinf.body];
  const entries = iinf.body + (version === 0 ? 6 : 8);
  const items = new Map<number, 'exif' | 'xmp'>();
  for (const infe of boxesIn(data, entries, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const v = data[infe.body] as number;
    if (v < 2) continue;
    const idBytes = v === 2 ? 2 : 4;
    const id = idBytes === 2 ? data.readUInt16BE(infe.body + 4) : data.readUInt32BE(infe.body + 4);
    const typeAt = infe.body + 4 + idBytes + 2;
    const itemType = data.toString('latin1', typeAt, typeAt + 4);
    const nameEnd = data.indexOf(0, typeAt + 4);
    const contentType =
      itemType === 'mime' && nameEnd >= 0 && nameEnd < infe.end
        ? data.toString('latin1', nameEnd + 1, Math.max(nameEnd + 1, data.indexOf(0, nameEnd + 1)))
        : '';
    if (itemType === 'Exif') items.set(id, 'exif');
    else if (itemType === 'mime' && contentType === 'application/rdf+xml') items.set(id, 'xmp');
  }
  return items;
}

/** Where each wanted item's bytes are in the file: [start, end) ranges, in the item's order. */
function itemRanges(data: Buffer, iloc: Box, idat: Box | undefined, wanted: Map<number, unknown>) {
  const v = data[iloc.body] as number;
  if (v > 2) throw new Error('HEIF item locations version');
  let at = iloc.body + 4;
  const sizes = data[at] as number;
  const more = data[at + 1] as number;
  const [offsetSize, lengthSize, baseSize] = [sizes >> 4, sizes & 15, more >> 4];
  const indexSize = v === 0 ? 0 : more & 15;
  at += 2;
  const count = v < 2 ? data.readUInt16BE(at) : data.readUInt32BE(at);
  at += v < 2 ? 2 : 4;
  const ranges = new Map<number, [number, number][]>();
  for (let i = 0; i < count; i++) {
    const id = v < 2 ? data.readUInt16BE(at) : data.readUInt32BE(at);
    at += v < 2 ? 2 : 4;
    const method = v === 0 ? 0 : data.readUInt16BE(at) & 15;
    if (v > 0) at += 2;
    const reference = data.readUInt16BE(at);
    const base = readUint(data, at + 2, baseSize);
    at += 2 + baseSize;
    const extents = data.readUInt16BE(at);
    at += 2;
    const list: [number, number][] = [];
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUint(data, at, offsetSize);
      const length = readUint(data, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      list.push([offset, length]);
    }
    if (at > iloc.end) throw new Error('HEIF item locations cut off');
    if (!wanted.has(id)) continue;
    const origin = method === 0 && reference === 0 ? 0 : method === 1 && idat ? idat.body : -1;
    const limit = method === 1 && idat ? idat.end : data.length;
    if (origin < 0) throw new Error('HEIF item stored elsewhere');
    ranges.set(
      id,
      list.map(([offset, length]) => {
        const start = origin + base + offset;
        if (length === 0 || start + length > limit) throw new Error('HEIF item extent');
        return [start, start + length];
      }),
    );
  }
  if ([...wanted.keys()].some((id) => !ranges.has(id))) throw new Error('HEIF item without location');
  return ranges;
}

/** Writes `content` over an item's ranges, the rest of them filled with `fill`. */
function overwrite(out: Buffer, ranges: [number, number][], content: Buffer, fill: number) {
  let written = 0;
  for (const [start, end] of ranges) {
    out.fill(fill, start, end);
    written += content.copy(out, start, written, Math.min(content.length, written + end - start));
  }
}

/** The cleaned copy of a HEIC/HEIF photo (see above). Throws when the file cannot be read as one. */
export function cleanHeif(data: Buffer): Buffer {
  const top = boxesIn(data, 0, data.length);
  if (top[0]?.type !== 'ftyp') throw new Error('not a HEIF file');
  if (top.some((b) => b.type === 'moov')) throw new Error('HEIF image sequence');
  const meta = only(top, 'meta');
  if (!meta) throw new Error('HEIF without metadata box');
  const children = boxesIn(data, meta.body + 4, meta.end);
  const iinf = only(children, 'iinf');
  const iloc = only(children, 'iloc');
  if (!iinf || !iloc) throw new Error('HEIF without items');
  const wanted = metadataItems(data, iinf);
  const out = Buffer.from(data);
  if (wanted.size === 0) return out;
  for (const [id, ranges] of itemRanges(data, iloc, only(children, 'idat'), wanted)) {
    if (wanted.get(id) === 'exif') overwrite(out, ranges, EMPTY_EXIF, 0);
    else overwrite(out, ranges, EMPTY_XMP, 0x20);
  }
  return out;
}

import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import { pngChunk } from '../features/attachments/cleaning/clean-png.ts';

// Real decompression bombs (issue 30, hole 2), made here rather than committed: each is a few hundred kilobytes
// to a megabyte and expands to gigabytes in whatever decompresses it without a bound. The insider scenario
// (insider-scenarios/decompression-bombs.test.ts) uploads them and bench/cleaning-bombs.ts measures the server's
// peak memory while it cleans them.

const MiB = 1024 * 1024;

/** The zlib stream of `total` bytes of `byte`, made a mebibyte at a time (the expanded bytes are never held). */
async function deflated(total: number, byte: number, prefix = Buffer.alloc(0)): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const block = Buffer.alloc(MiB, byte);
  if (prefix.length > 0) deflate.write(prefix);
  for (let left = total - prefix.length; left > 0; left -= block.length)
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(parts);
}

/**
 * A one-page PDF with `streams` object streams, each inflating to `inflatedBytes` (1 GiB by default) of blanks after
 * its one object: pdf-lib decodes every object stream whole when it loads a file.
 */
export async function pdfBomb(inflatedBytes = 1024 * MiB, streams = 1): Promise<Buffer> {
  const stream = await deflated(inflatedBytes, 0x20, Buffer.from('99 0 << /Bomb true >>'));
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: string | Buffer[]) => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    if (typeof body === 'string') add(body);
    else for (const b of body) add(b);
    add('\nendobj\n');
  };
  add('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  const last = 3 + streams;
  for (let n = 4; n <= last; n++)
    object(n, [
      Buffer.from(
        `<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      ),
      stream,
      Buffer.from('\nendstream'),
    ]);
  const xref = length;
  add(`xref\n0 ${last + 1}\n0000000000 65535 f \n`);
  for (let n = 1; n <= last; n++) add(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size ${last + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

type Entry = { name: string; data: Buffer; crc: number; size: number; method: 0 | 8 };

/**
 * A zip whose central directory lists `entries`; every entry of `overlapping` points at one and the same stored
 * deflate stream (the "overlapping files" zip bomb): each of them inflates to that stream's size.
 */
function zipWith(entries: Entry[], overlapping: { names: string[]; entry: Entry }): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const centralEntry = (name: string, e: Entry, at: number) => {
    const nameBytes = Buffer.from(name, 'utf8');
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(0x800, 8);
    h.writeUInt16LE(e.method, 10);
    h.writeUInt16LE(0x21, 14);
    h.writeUInt32LE(e.crc >>> 0, 16);
    h.writeUInt32LE(e.data.length, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(nameBytes.length, 28);
    h.writeUInt32LE(at, 42);
    central.push(h, nameBytes);
  };
  for (const e of [...entries, overlapping.entry]) {
    const nameBytes = Buffer.from(e.name, 'utf8');
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x800, 6);
    h.writeUInt16LE(e.method, 8);
    h.writeUInt16LE(0x21, 12);
    h.writeUInt32LE(e.crc >>> 0, 14);
    h.writeUInt32LE(e.data.length, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(nameBytes.length, 26);
    locals.push(h, nameBytes, e.data);
    if (e === overlapping.entry) for (const name of overlapping.names) centralEntry(name, e, offset);
    else centralEntry(e.name, e, offset);
    offset += 30 + nameBytes.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = entries.length + overlapping.names.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name: string, data: Buffer): Entry => ({
  name,
  data,
  crc: crc32(data),
  size: data.length,
  method: 0,
});

/**
 * A DOCX or XLSX that is a zip of zips: `photos` picture parts that all inflate the same 32 MiB deflate stream
 * (each one within the declared-size limit of a picture), and an embedded workbook that is itself such a bomb.
 */
export async function officeBomb(kind: 'docx' | 'xlsx', photos = 4000, depth = 2): Promise<Buffer> {
  const folder = kind === 'docx' ? 'word' : 'xl';
  const size = 32 * MiB;
  const raw = await deflated(size, 0);
  // The raw deflate stream (zip's method 8), without zlib's two-byte header and four-byte checksum.
  const inflatesTo = Buffer.alloc(size);
  const photo: Entry = {
    name: `${folder}/media/image0.png`,
    data: raw.subarray(2, raw.length - 4),
    crc: crc32(inflatesTo),
    size,
    method: 8,
  };
  const entries = [
    stored('[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types/>')),
    stored('docProps/core.xml', Buffer.from('<cp:coreProperties>Kim Reporter</cp:coreProperties>')),
  ];
  if (depth > 1)
    entries.push(
      stored(
        `${folder}/embeddings/Microsoft_Excel_Worksheet.xlsx`,
        await officeBomb('xlsx', photos, depth - 1),
      ),
    );
  const names = Array.from({ length: photos }, (_, i) => `${folder}/media/image${i + 1}.png`);
  return zipWith(entries, { names, entry: photo });
}

/** A PNG declaring `width` x `height` (50,000 x 50,000 by default) black pixels, all of them really in its data. */
export async function pngBomb(width = 50_000, height = 50_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // One bit per pixel, greyscale: each row is a filter byte and width / 8 bytes of zero.
  header[8] = 1;
  const rowBytes = 1 + Math.ceil(width / 8);
  const data = await deflated(rowBytes * height, 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from('Author\0Kim Reporter', 'latin1')),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

import { crc32 } from 'node:zlib';
import { deflateSync, inflateSync } from 'fflate';

// Reading and writing the zip container of an Office file entry by entry, so that the parts that are not changed
// are copied as they were stored (compressed bytes and all) and only the few parts that change are decompressed
// (with their declared size as a hard limit and their checksum verified) and compressed again with fflate.
// A general unzip-and-zip would decompress every part (a hostile file can claim small sizes and expand to
// gigabytes), trust the declared sizes without checking, and compress everything again.
// Written entries carry no extra fields, comments or times (every part is dated 1980-01-01, as Office itself
// writes them): those can hold the creating machine's user ids and clock.

export type ZipEntry = {
  name: string;
  /** The name as stored (written back unchanged). */
  nameBytes: Buffer;
  /** Only the UTF-8 name flag is kept. */
  utf8: boolean;
  method: number;
  crc: number;
  size: number;
  compressed: Buffer;
};

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
/** 1980-01-01 in MS-DOS date format. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function findEnd(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at--) if (data.readUInt32LE(at) === END) return at;
  throw new Error('zip without its directory');
}

/** The entries of a zip file, from its central directory. Throws on what Office files never use (zip64, encryption). */
export function readZip(data: Buffer): ZipEntry[] {
  const end = findEnd(data);
  if (data.readUInt16LE(end + 4) !== 0 || data.readUInt16LE(end + 6) !== 0)
    throw new Error('zip on several disks');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(at) !== CENTRAL) throw new Error('zip directory damaged');
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const local = data.readUInt32LE(at + 42);
    if (flags & 1) throw new Error('encrypted zip entry');
    if (compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff)
      throw new Error('zip64');
    if (method !== STORED && method !== DEFLATED) throw new Error('zip compression method');
    const nameBytes = data.subarray(at + 46, at + 46 + nameLength);
    const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
    // Two entries of one name: which one a program opens differs, a known way to hide content.
    if (names.has(name)) throw new Error('zip entry named twice');
    names.add(name);
    if (data.readUInt32LE(local) !== LOCAL) throw new Error('zip entry damaged');
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressedSize > data.length) throw new Error('zip entry cut off');
    entries.push({
      name,
      nameBytes,
      utf8: (flags & 0x800) !== 0,
      method,
      crc: data.readUInt32LE(at + 16),
      size,
      compressed: data.subarray(start, start + compressedSize),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's content, at most `maxBytes` long, checked against its checksum. */
export function entryContent(entry: ZipEntry, maxBytes: number): Buffer {
  if (entry.size > maxBytes) throw new Error('zip entry too large');
  const content =
    entry.method === STORED
      ? entry.compressed
      : inflateSync(entry.compressed, { out: new Uint8Array(entry.size) });
  if (content.length !== entry.size || crc32(content) !== entry.crc) throw new Error('zip entry checksum');
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}

/** The entry with new content, stored or compressed as it was. */
export function withContent(entry: ZipEntry, content: Buffer): ZipEntry {
  const compressed = entry.method === STORED ? content : Buffer.from(deflateSync(content, { level: 6 }));
  return { ...entry, crc: crc32(content), size: content.length, compressed };
}

function header(signature: number, entry: ZipEntry, central: boolean, offset: number): Buffer {
  const out = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (v: number) => {
    at = out.writeUInt16LE(v, at);
  };
  const u32 = (v: number) => {
    at = out.writeUInt32LE(v >>> 0, at);
  };
  u32(signature);
  if (central) u16(20);
  u16(20);
  u16(entry.utf8 ? 0x800 : 0);
  u16(entry.method);
  u16(0);
  u16(DOS_DATE);
  u32(entry.crc);
  u32(entry.compressed.length);
  u32(entry.size);
  u16(entry.nameBytes.length);
  u16(0);
  if (central) {
    // Comment length, disk, internal and external attributes: none; then where the entry's local header is.
    u16(0);
    u16(0);
    u16(0);
    u32(0);
    u32(offset);
  }
  return out;
}

/** A zip file of these entries, in this order. */
export function writeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    offsets.push(offset);
    const local = header(LOCAL, entry, false, 0);
    parts.push(local, entry.nameBytes, entry.compressed);
    offset += local.length + entry.nameBytes.length + entry.compressed.length;
  }
  const directoryAt = offset;
  for (const [i, entry] of entries.entries()) {
    const central = header(CENTRAL, entry, true, offsets[i] as number);
    parts.push(central, entry.nameBytes);
    offset += central.length + entry.nameBytes.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(offset - directoryAt, 12);
  end.writeUInt32LE(directoryAt, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

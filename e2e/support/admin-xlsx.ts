import { inflateRawSync } from 'node:zlib';

/**
 * The text of the XML parts of an .xlsx file (a zip archive), read through the zip's central directory so that
 * entries written with a data descriptor (sizes after the data) are read correctly. Enough to check that an
 * exported spreadsheet holds given strings, without a spreadsheet library.
 */
export function xlsxXmlText(file: Buffer): string {
  const eocd = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip file: no end of central directory');
  const entries = file.readUInt16LE(eocd + 10);
  let offset = file.readUInt32LE(eocd + 16);
  const parts: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (file.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken zip central directory');
    const method = file.readUInt16LE(offset + 10);
    const compressedSize = file.readUInt32LE(offset + 20);
    const nameLength = file.readUInt16LE(offset + 28);
    const extraLength = file.readUInt16LE(offset + 30);
    const commentLength = file.readUInt16LE(offset + 32);
    const localOffset = file.readUInt32LE(offset + 42);
    const name = file.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (!name.endsWith('.xml')) continue;

    const dataStart =
      localOffset + 30 + file.readUInt16LE(localOffset + 26) + file.readUInt16LE(localOffset + 28);
    const data = file.subarray(dataStart, dataStart + compressedSize);
    parts.push((method === 8 ? inflateRawSync(data) : data).toString('utf8'));
  }
  return parts.join('\n');
}

import exifr from 'exifr';
import { unzipSync } from 'fflate';
import { PDFArray, PDFDocument, PDFName, type PDFRawStream, type PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { officeWithMetadata, pdfWithMetadata, SECRETS } from '../../../test-support/sample-files.ts';
import { cleanFile } from './clean-file.ts';
import type { CleanableType } from './cleanable-types.ts';
import { readZip } from './zip-archive.ts';

// Documents with their author, company, revision and XMP filled in: the cleaned copy has none of it (read back with
// pdf-lib or by unzipping), and everything else (pages and their content, document parts) is the same.

const secretsIn = (data: Uint8Array) =>
  Object.values(SECRETS).filter((s) => Buffer.from(data).includes(s, 0, 'latin1'));

/** Each page's content stream bytes, as stored. */
function pageContents(doc: PDFDocument): Buffer[] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = (
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents]
    ) as PDFStream[];
    return Buffer.concat(streams.map((s) => Buffer.from((s as PDFRawStream).contents)));
  });
}

const OFFICE_TYPES: Record<'docx' | 'xlsx' | 'pptx', CleanableType> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

describe('cleaning documents', () => {
  it('removes a PDF information dictionary, its XMP and objects nothing refers to, keeping its pages', async () => {
    const original = await pdfWithMetadata();
    const before = await PDFDocument.load(original, { updateMetadata: false });
    expect(before.getAuthor()).toBe(SECRETS.artist);
    expect(secretsIn(original)).toEqual(expect.arrayContaining([SECRETS.xmpCreator, SECRETS.oldAuthor]));

    const cleaned = await cleanFile('application/pdf', original);
    const after = await PDFDocument.load(cleaned, { updateMetadata: false });
    expect(after.context.trailerInfo.Info).toBeUndefined();
    expect([after.getAuthor(), after.getCreator(), after.getProducer(), after.getTitle()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(after.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(secretsIn(cleaned)).toEqual([]);
    // Objects may sit in compressed object streams: each one as pdf-lib reads it holds no secret either.
    const objects = after.context
      .enumerateIndirectObjects()
      .map(([, o]) => Buffer.from(o.toString(), 'latin1'));
    expect(objects.flatMap(secretsIn)).toEqual([]);
    expect(after.getPageCount()).toBe(2);
    expect(pageContents(after)).toEqual(pageContents(before));
    expect(after.getPages().map((p) => p.getSize())).toEqual(before.getPages().map((p) => p.getSize()));
  });

  for (const kind of ['docx', 'xlsx', 'pptx'] as const) {
    it(`empties the document properties of a ${kind} and cleans its photos, keeping every other part`, async () => {
      const original = await officeWithMetadata(kind);
      const cleaned = await cleanFile(OFFICE_TYPES[kind], original);
      const [before, after] = [unzipSync(original), unzipSync(cleaned)];
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const [name, content] of Object.entries(after)) {
        expect(secretsIn(content), name).toEqual([]);
        if (name.startsWith('docProps/')) {
          expect(Buffer.from(content).toString('utf8')).toMatch(
            /^<\?xml[^>]*\?>\r\n<[\w:]*Properties [^>]*\/>$/,
          );
        } else if (name.includes('/media/')) {
          expect(await exifr.gps(before[name] as Uint8Array)).toBeDefined();
          expect(await exifr.gps(content)).toBeUndefined();
          const [a, b] = await Promise.all([
            sharp(before[name]).raw().toBuffer(),
            sharp(content).raw().toBuffer(),
          ]);
          expect(b.equals(a)).toBe(true);
        } else {
          expect(Buffer.from(content).equals(Buffer.from(before[name] as Uint8Array)), name).toBe(true);
        }
      }
      // The parts that did not change are copied as they were stored, compressed bytes and all.
      const stored = new Map(readZip(original).map((e) => [e.name, e.compressed]));
      for (const entry of readZip(cleaned).filter((e) => !/^docProps\/|\/media\//.test(e.name)))
        expect(entry.compressed.equals(stored.get(entry.name) as Buffer), entry.name).toBe(true);
    });
  }
});

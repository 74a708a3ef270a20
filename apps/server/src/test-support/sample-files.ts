import { zipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { pngChunk } from '../features/attachments/cleaning/clean-png.ts';

// Real files carrying the hidden metadata issue 13 removes (GPS, camera, author, company, revision), made here
// rather than committed: each is a few kilobytes, and its every secret is one of the strings of SECRETS, so a test
// can check that not one of them is left anywhere in a cleaned copy.

export const SECRETS = {
  make: 'SecretCam',
  model: 'Spy-X1',
  artist: 'Kim Reporter',
  xmpCreator: 'Kim Xmp',
  comment: 'Shot at home',
  company: 'Secret Holdings',
  manager: 'Manager Park',
  lastModifiedBy: 'Lee Editor',
  producer: 'Secret Producer',
  trailer: 'MOTION-PHOTO-TRAILER',
  oldAuthor: 'Old Revision Author',
} as const;

/** Seoul City Hall: 37.5665 N, 126.978 E. */
export const GPS = { latitude: 37.5665, longitude: 126.978 };

const WIDTH = 64;
const HEIGHT = 48;

/** A picture with detail (a gradient with a pattern), so that equal pixels mean something. */
function pixels(): Buffer {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 37 + (i >> 5) * 11) & 255;
  return raw;
}

const EXIF = {
  IFD0: { Make: SECRETS.make, Model: SECRETS.model, Artist: SECRETS.artist },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '37/1 33/1 5940/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '126/1 58/1 4080/100',
  },
};
export const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRETS.xmpCreator}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A photo taken sideways (orientation 6: shown turned 90 degrees clockwise) with camera, GPS and XMP data. */
const photo = () =>
  sharp(pixels(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge(EXIF)
    .withXmp(XMP);

/** A JPEG with Exif (camera, GPS, orientation 6), XMP, a comment and a trailer after its end (a motion photo's). */
export async function jpegWithMetadata(): Promise<Buffer> {
  const jpeg = await photo().jpeg({ quality: 90 }).toBuffer();
  const comment = Buffer.from(`\xff\xfe\0\0${SECRETS.comment}`, 'latin1');
  comment.writeUInt16BE(comment.length - 2, 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    comment,
    jpeg.subarray(2),
    Buffer.from(SECRETS.trailer, 'latin1'),
  ]);
}

/** A PNG with eXIf (camera, GPS, orientation 6), XMP (iTXt), an Author text chunk and a modification time. */
export async function pngWithMetadata(): Promise<Buffer> {
  const png = await photo().png().toBuffer();
  const extra = Buffer.concat([
    pngChunk('tEXt', Buffer.from(`Author\0${SECRETS.artist}`, 'latin1')),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 1, 2, 3, 4, 5])),
  ]);
  // After IHDR (8 + 25 bytes).
  return Buffer.concat([png.subarray(0, 33), extra, png.subarray(33)]);
}

/** An animated GIF (two frames, looping) with a comment and an XMP application extension. */
export async function gifWithMetadata(): Promise<Buffer> {
  const frames = Buffer.concat([pixels(), Buffer.from(pixels().reverse())]);
  const gif = await sharp(frames, {
    raw: { width: WIDTH, height: HEIGHT * 2, channels: 3, pageHeight: HEIGHT },
  })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, SECRETS.comment.length]),
    Buffer.from(SECRETS.comment, 'latin1'),
    Buffer.from([0]),
  ]);
  const xmp = Buffer.from(XMP, 'latin1');
  // XMP's own way into a GIF: the packet, then a "magic trailer" that reads as sub-blocks ending the extension.
  const magic = Buffer.from([1, ...Array.from({ length: 256 }, (_, i) => 255 - i), 0]);
  const application = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('XMP DataXMP', 'latin1'),
    xmp,
    magic,
  ]);
  const screen = 13 + (gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0);
  return Buffer.concat([gif.subarray(0, screen), comment, application, gif.subarray(screen)]);
}

/**
 * A HEIF photo with an Exif item (camera, GPS) and an XMP item, written by libheif (through sharp). libheif here
 * encodes AV1 only (HEVC encoders are not shipped, for patent reasons); the container, its items and their
 * locations are those of an iPhone's HEIC. Its brand is set to `mif1` (the generic HEIF brand, which the upload
 * accepts for .heic and .heif) from `avif`.
 */
export async function heifWithMetadata(): Promise<Buffer> {
  const heif = await sharp(pixels(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif(EXIF)
    .withXmp(XMP)
    .heif({ compression: 'av1', quality: 60 })
    .toBuffer();
  heif.write('mif1', 8, 'latin1');
  return heif;
}

/** A two-page PDF with its information dictionary filled in, XMP metadata and a leftover object of an older revision. */
export async function pdfWithMetadata(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['First page: the receipt', 'Second page: the ledger']) {
    doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  }
  doc.setAuthor(SECRETS.artist);
  doc.setCreator(SECRETS.make);
  doc.setProducer(SECRETS.producer);
  doc.setTitle('Internal ledger');
  const metadata = doc.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
  doc.context.register(doc.context.obj({ Author: PDFString.of(SECRETS.oldAuthor) }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export type OfficeKind = 'docx' | 'xlsx' | 'pptx';

const MAIN_PART: Record<OfficeKind, [string, string]> = {
  docx: [
    'word/document.xml',
    '<w:document><w:body><w:p><w:r><w:t>보고서 본문</w:t></w:r></w:p></w:body></w:document>',
  ],
  xlsx: ['xl/workbook.xml', '<workbook><sheets><sheet name="장부" sheetId="1"/></sheets></workbook>'],
  pptx: ['ppt/presentation.xml', '<p:presentation><p:sldIdLst/></p:presentation>'],
};
const MEDIA: Record<OfficeKind, string> = {
  docx: 'word/media/image1.jpeg',
  xlsx: 'xl/media/image1.jpeg',
  pptx: 'ppt/media/image1.jpeg',
};

/**
 * An Office file with its document properties filled in (author, last modified by, revision, company, manager, a
 * custom property) and a photo with GPS in its media folder. The media photo is stored uncompressed, as Office
 * stores photos.
 */
export async function officeWithMetadata(kind: OfficeKind): Promise<Buffer> {
  const [mainName, mainXml] = MAIN_PART[kind];
  const xml = (s: string) => new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>${s}`);
  const files = {
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    ),
    [mainName]: xml(mainXml),
    'docProps/core.xml': xml(
      `<cp:coreProperties xmlns:cp="x" xmlns:dc="y"><dc:creator>${SECRETS.artist}</dc:creator><cp:lastModifiedBy>${SECRETS.lastModifiedBy}</cp:lastModifiedBy><cp:revision>17</cp:revision></cp:coreProperties>`,
    ),
    'docProps/app.xml': xml(
      `<Properties><Company>${SECRETS.company}</Company><Manager>${SECRETS.manager}</Manager><TotalTime>312</TotalTime></Properties>`,
    ),
    'docProps/custom.xml': xml(
      `<Properties><property name="Owner"><vt:lpwstr>${SECRETS.artist}</vt:lpwstr></property></Properties>`,
    ),
    [MEDIA[kind]]: [new Uint8Array(await jpegWithMetadata()), { level: 0 }] as [Uint8Array, { level: 0 }],
  };
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** Every sample, by the file name it is uploaded under. */
export async function sampleFiles(): Promise<Record<string, Buffer>> {
  return {
    'photo.jpg': await jpegWithMetadata(),
    'screen.png': await pngWithMetadata(),
    'clip.gif': await gifWithMetadata(),
    'photo.heic': await heifWithMetadata(),
    'ledger.pdf': await pdfWithMetadata(),
    'report.docx': await officeWithMetadata('docx'),
    'ledger.xlsx': await officeWithMetadata('xlsx'),
    'slides.pptx': await officeWithMetadata('pptx'),
  };
}

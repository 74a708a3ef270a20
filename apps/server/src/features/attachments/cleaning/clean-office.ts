import { cleanGif } from './clean-gif.ts';
import { cleanJpeg } from './clean-jpeg.ts';
import { cleanPng } from './clean-png.ts';
import { DECODE_LIMITS, OverLimitError } from './cleaning-limits.ts';
import { entryContent, readZip, withContent, writeZip, type ZipEntry } from './zip-archive.ts';

// A Word, Excel or PowerPoint file (DOCX, XLSX, PPTX) is a zip of XML parts. Its document properties are three
// parts: docProps/core.xml (author, last modified by, revision, dates, title), docProps/app.xml (company, manager,
// template, total editing time) and docProps/custom.xml (custom and sensitivity-label properties). The cleaned
// copy has each of them as an empty, valid properties part. Photos pasted into the document (its media folder)
// and the document's thumbnail are cleaned as photos (their GPS, camera data and so on removed), and kept as they
// were when they cannot be read. Every other part (the text, sheets, slides, styles) is copied byte for byte.
// Names in comments and tracked changes are part of the document's text and stay.

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const VT = 'http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes';
const EMPTY_PROPERTIES: Record<string, string> = {
  'docProps/core.xml': `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>`,
  'docProps/app.xml': `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="${VT}"/>`,
  'docProps/custom.xml': `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="${VT}"/>`,
};
const PHOTO = /^(?:(?:word|xl|ppt)\/media\/[^/]+|docProps\/thumbnail)\.(jpe?g|png|gif)$/i;
const PHOTO_CLEANERS: Record<string, (data: Buffer) => Buffer> = {
  jpg: cleanJpeg,
  jpeg: cleanJpeg,
  png: cleanPng,
  gif: cleanGif,
};
/** A photo inside a document is at most the attachment's own limit once decompressed. */
const MAX_PHOTO_BYTES = 32 * 1024 * 1024;

function cleanPhoto(entry: ZipEntry, extension: string): ZipEntry {
  const clean = PHOTO_CLEANERS[extension.toLowerCase()];
  if (!clean) return entry;
  try {
    return withContent(entry, clean(entryContent(entry, MAX_PHOTO_BYTES)));
  } catch {
    return entry;
  }
}

/**
 * Issue 30: a zip's parts may all point at one compressed stream (or each be a small stream of zeros), so a 600 KB
 * file can ask for thousands of 32 MB pictures. The declared sizes of the parts that are opened are added up before
 * any is, and a file past the bound is not cleaned. Parts that are not opened (an embedded document, itself a zip
 * of zips) are copied as stored and never expanded.
 */
function checkInflatedTotal(entries: ZipEntry[]): void {
  let total = 0;
  for (const entry of entries)
    if (PHOTO.test(entry.name) && entry.size <= MAX_PHOTO_BYTES) total += entry.size;
  if (total > DECODE_LIMITS.zipTotalBytes)
    throw new OverLimitError(
      `the Office file's pictures inflate to more than ${DECODE_LIMITS.zipTotalBytes} bytes`,
    );
}

/**
 * The cleaned copy of a DOCX, XLSX or PPTX (see above). Throws when the file is not an Office zip package, and
 * OverLimitError when its pictures would inflate past the bound of cleaning-limits.ts.
 */
export function cleanOffice(data: Buffer): Buffer {
  const entries = readZip(data);
  if (!entries.some((e) => e.name === '[Content_Types].xml')) throw new Error('not an Office package');
  checkInflatedTotal(entries);
  return writeZip(
    entries.map((entry) => {
      const empty = EMPTY_PROPERTIES[entry.name];
      if (empty !== undefined) return withContent(entry, Buffer.from(empty, 'utf8'));
      const photo = PHOTO.exec(entry.name);
      return photo ? cleanPhoto(entry, photo[1] as string) : entry;
    }),
  );
}

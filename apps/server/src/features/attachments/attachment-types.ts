import { ATTACHMENT_EXTENSIONS, REPORT_MESSAGES } from '@audit/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Which files a report may carry, checked by content and not only by name: the extension picks the format and
 * the first bytes must match it. Covers what reporters actually have: office documents (including 한글 hwp/hwpx),
 * PDFs, text, photos from phones (jpg, png, heic) and zip archives.
 */
type Format = { contentType: string; matches: (head: Buffer) => boolean };

const startsWith = (bytes: number[]) => (head: Buffer) => bytes.every((b, i) => head[i] === b);
const zip = startsWith([0x50, 0x4b, 0x03, 0x04]);
const emptyZip = startsWith([0x50, 0x4b, 0x05, 0x06]);
const ole2 = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const pdf = (head: Buffer) => head.subarray(0, 1024).includes('%PDF-');
const hwp3 = (head: Buffer) => head.subarray(0, 17).toString('latin1') === 'HWP Document File';
const isoBrand = (brands: string[]) => (head: Buffer) =>
  head.subarray(4, 8).toString('latin1') === 'ftyp' &&
  brands.includes(head.subarray(8, 12).toString('latin1'));
const text = (head: Buffer) => !head.includes(0);

const office = (contentType: string, legacy: boolean): Format => ({
  contentType,
  matches: legacy ? ole2 : zip,
});

const FORMATS: Record<(typeof ATTACHMENT_EXTENSIONS)[number], Format> = {
  pdf: { contentType: 'application/pdf', matches: pdf },
  hwp: { contentType: 'application/x-hwp', matches: (h) => ole2(h) || hwp3(h) },
  hwpx: office('application/hwp+zip', false),
  doc: office('application/msword', true),
  docx: office('application/vnd.openxmlformats-officedocument.wordprocessingml.document', false),
  xls: office('application/vnd.ms-excel', true),
  xlsx: office('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false),
  ppt: office('application/vnd.ms-powerpoint', true),
  pptx: office('application/vnd.openxmlformats-officedocument.presentationml.presentation', false),
  txt: { contentType: 'text/plain', matches: text },
  csv: { contentType: 'text/csv', matches: text },
  jpg: { contentType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) },
  jpeg: { contentType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) },
  png: { contentType: 'image/png', matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  gif: { contentType: 'image/gif', matches: (h) => h.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  heic: {
    contentType: 'image/heic',
    matches: isoBrand(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'hevc']),
  },
  heif: {
    contentType: 'image/heif',
    matches: isoBrand(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'hevc']),
  },
  zip: { contentType: 'application/zip', matches: (h) => zip(h) || emptyZip(h) },
};

export type AttachmentCheck = { ok: true; contentType: string } | { ok: false; reason: 'type' | 'mismatch' };

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Decides from the file name and the file's first bytes whether it may be stored, and under which content type. */
export function checkAttachment(filename: string, head: Buffer): AttachmentCheck {
  const ext = extensionOf(filename);
  const format = (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)
    ? FORMATS[ext as keyof typeof FORMATS]
    : undefined;
  if (!format) return { ok: false, reason: 'type' };
  if (head.length === 0 && format.contentType.startsWith('text/'))
    return { ok: true, contentType: format.contentType };
  return format.matches(head)
    ? { ok: true, contentType: format.contentType }
    : { ok: false, reason: 'mismatch' };
}

/**
 * Characters a file name must not keep: control characters (C0, DEL, C1) and the bidirectional marks, embeddings,
 * overrides and isolates (U+200E-200F, U+202A-202E, U+2066-2069, U+061C) with which `invoice\u202Etxt.exe`
 * would read as `invoiceexe.txt`; also the byte-order mark.
 */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/** A file name safe to keep and to show: no path, no invisible or direction-changing characters, at most 200 characters. */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(INVISIBLE, '').trim();
  if (!cleaned) return 'attachment';
  if (cleaned.length <= 200) return cleaned;
  const ext = extensionOf(cleaned);
  return cutWhole(`${cutWhole(cleaned, 190)}.${ext}`, 200);
}

/** At most `n` UTF-16 units of `text`, never cutting inside a character made of two (an emoji), stored broken. */
function cutWhole(text: string, n: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > n) break;
    out += char;
  }
  return out;
}

/** A file a report may keep: clean name and content type by its format. */
export type AcceptedFile = { filename: string; contentType: string };

/** The uploaded file as it will be stored, or 415 when its type is not allowed or its content does not match. */
export function acceptAttachment(file: { filename: string; head: Buffer }): AcceptedFile {
  const filename = cleanFilename(file.filename);
  const check = checkAttachment(filename, file.head.subarray(0, 4096));
  if (!check.ok) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      check.reason === 'type' ? REPORT_MESSAGES.fileType : REPORT_MESSAGES.fileMismatch,
    );
  }
  return { filename, contentType: check.contentType };
}

import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { withPdfDecodeBudget } from './pdf-decode-budget.ts';

// A PDF's hidden metadata is its document information dictionary (Author, Creator, Producer, Title, dates, and any
// key a program adds) and its XMP metadata streams (the document's, and any attached to a page, image or font).
// The cleaned copy, written by pdf-lib, has neither. It also leaves out every object the document no longer
// refers to: an edited PDF keeps its earlier versions' objects (an older information dictionary, a deleted page's
// text) after its end, where a reader does not show them but anyone can read them. Pages, their content streams,
// fonts, images and forms are copied as they are (pdf-lib does not decode or re-encode streams). Encrypted PDFs
// are not cleaned (they cannot be rewritten without their password).

const METADATA = PDFName.of('Metadata');

/** Removes every indirect object that cannot be reached from the document's catalog. */
function dropUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const stack: (PDFObject | undefined)[] = [context.trailerInfo.Root];
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

/**
 * The cleaned copy of a PDF (see above). Throws when pdf-lib cannot read the file or it has no page, and
 * OverLimitError when its streams decode past the bounds of cleaning-limits.ts.
 */
export function cleanPdf(data: Buffer): Promise<Buffer> {
  return withPdfDecodeBudget(() => rewritePdf(data));
}

async function rewritePdf(data: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
  const pages = doc.getPageCount();
  if (pages === 0) throw new Error('PDF without pages');
  const { context } = doc;
  context.trailerInfo.Info = undefined;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict) object.delete(METADATA);
    else if (object instanceof PDFStream) object.dict.delete(METADATA);
  }
  dropUnreachable(context);
  // Objects are packed into compressed object streams (as most PDFs are written): the copy is no larger.
  const cleaned = await doc.save({ addDefaultPage: false, updateFieldAppearances: false });
  // Read back: what was written must be a PDF with the same number of pages.
  const check = await PDFDocument.load(cleaned, { updateMetadata: false });
  if (check.getPageCount() !== pages) throw new Error('PDF pages lost');
  return Buffer.from(cleaned.buffer, cleaned.byteOffset, cleaned.byteLength);
}

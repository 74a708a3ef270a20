import { describe, expect, it } from 'vitest';
import { officeBomb, pdfBomb, pngBomb } from '../../../test-support/bomb-files.ts';
import { cleanFile } from './clean-file.ts';
import { OverLimitError } from './cleaning-limits.ts';

// Issue 30: each bomb is stopped by the cleaners' own bound before it is expanded, not only by the child process's
// memory ceiling behind them (clean-in-child.ts). Run in this process: with the bounds, none of them costs more
// than a few tens of megabytes here.

const overLimit = (message: RegExp) =>
  expect.objectContaining({ name: OverLimitError.name, message: expect.stringMatching(message) });

describe('decompression bombs against the cleaners', () => {
  it('stops a PDF whose object stream inflates to 1 GiB at the stream bound', async () => {
    await expect(cleanFile('application/pdf', await pdfBomb())).rejects.toEqual(
      overLimit(/a PDF stream decodes/),
    );
  });

  it('stops a PDF whose streams, each under the stream bound, together pass the file bound', async () => {
    const fiveStreams = await pdfBomb(30 * 1024 * 1024, 5);
    await expect(cleanFile('application/pdf', fiveStreams)).rejects.toEqual(
      overLimit(/the PDF's streams decode/),
    );
    // One such stream is within both bounds: the file is cleaned.
    await expect(cleanFile('application/pdf', await pdfBomb(30 * 1024 * 1024))).resolves.toBeInstanceOf(
      Buffer,
    );
  });

  it('stops zips of zips at the bound of what their pictures inflate to', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await expect(cleanFile(docx, await officeBomb('docx'))).rejects.toEqual(overLimit(/pictures inflate/));
    await expect(cleanFile(xlsx, await officeBomb('xlsx', 3, 3))).rejects.toEqual(
      overLimit(/pictures inflate/),
    );
  });

  it('stops a PNG declaring 50,000 x 50,000 pixels before libvips decodes any', async () => {
    await expect(cleanFile('image/png', await pngBomb())).rejects.toEqual(overLimit(/50000 x 50000/));
  });
});

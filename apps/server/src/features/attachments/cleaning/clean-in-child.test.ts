import exifr from 'exifr';
import { afterEach, describe, expect, it } from 'vitest';
import { jpegWithMetadata, pdfWithMetadata } from '../../../test-support/sample-files.ts';
import { CLEANING_LIMITS, type FileCleaner, fileCleaner } from './clean-in-child.ts';

// The child process that cleans files: it answers the cleaned copy (or that there was nothing to remove), and a
// file that takes too long, passes the memory ceiling or is stopped ends its child without touching the server.
// The bombs themselves: insider-scenarios/decompression-bombs.test.ts and clean-bombs.test.ts.

describe('cleaning in a child process', () => {
  let cleaner: FileCleaner | undefined;
  afterEach(() => cleaner?.close());

  it('answers the cleaned copy, then that a clean file has nothing to remove', async () => {
    cleaner = fileCleaner();
    const first = await cleaner.clean('image/jpeg', await jpegWithMetadata());
    if (!first.ok || !first.cleaned) throw new Error(`not cleaned: ${JSON.stringify(first)}`);
    expect(await exifr.gps(first.cleaned)).toBeUndefined();
    const again = await cleaner.clean('image/jpeg', Buffer.from(first.cleaned));
    expect(again).toEqual({ ok: true, cleaned: null });
    expect(await cleaner.clean('image/gif', Buffer.from('GIF89a'))).toEqual({
      ok: false,
      reason: 'GIF cut off',
    });
  });

  it('ends a child past its time as over the bound, and the next file gets a new one', async () => {
    cleaner = fileCleaner({ ...CLEANING_LIMITS, timeoutMs: 1 });
    expect(await cleaner.clean('application/pdf', await pdfWithMetadata())).toEqual({
      ok: false,
      reason: 'timed out',
      overLimit: true,
    });
    await cleaner.close();
    cleaner = fileCleaner();
    expect((await cleaner.clean('application/pdf', await pdfWithMetadata())).ok).toBe(true);
  });

  it('ends a child past its memory ceiling as over the bound', async () => {
    // Any child is past a ceiling of 1 MB: it is ended by the watch on its resident memory, not by itself.
    cleaner = fileCleaner({ ...CLEANING_LIMITS, memoryMb: 1 });
    expect(await cleaner.clean('application/pdf', await pdfWithMetadata())).toEqual({
      ok: false,
      reason: 'memory ceiling',
      overLimit: true,
    });
  });

  it('stops when the server stops', async () => {
    cleaner = fileCleaner();
    const stopping = new AbortController();
    const outcome = cleaner.clean('application/pdf', await pdfWithMetadata(), stopping.signal);
    stopping.abort();
    expect(await outcome).toEqual({ ok: false, reason: 'stopped', stopped: true });
  });
});

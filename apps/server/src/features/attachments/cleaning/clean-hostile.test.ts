import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test-support/sample-files.ts';
import { cleanFile } from './clean-file.ts';
import type { CleanableType } from './cleanable-types.ts';

// Cut-off, damaged and made-up files of every cleaned type: cleaning either answers a copy or throws (the
// attachment is then kept as not cleaned); it never hangs and never crashes the process. (The cleaner also runs
// in a worker thread with a time and memory limit: clean-in-worker.test.ts.)

const TYPES: Record<string, CleanableType> = {
  'photo.jpg': 'image/jpeg',
  'screen.png': 'image/png',
  'clip.gif': 'image/gif',
  'photo.heic': 'image/heic',
  'ledger.pdf': 'application/pdf',
  'report.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const settles = (type: CleanableType, data: Buffer) =>
  cleanFile(type, data).then(
    () => true,
    (err: unknown) => err instanceof Error,
  );

describe('cleaning hostile files', () => {
  let samples: Record<string, Buffer>;
  beforeAll(async () => {
    samples = await sampleFiles();
  });

  for (const [name, type] of Object.entries(TYPES)) {
    it(`answers or refuses for a damaged ${name}`, async () => {
      const sample = samples[name] as Buffer;
      const damaged = fc.oneof(
        fc.nat({ max: sample.length - 1 }).map((n) => sample.subarray(0, n)),
        fc
          .array(fc.tuple(fc.nat({ max: sample.length - 1 }), fc.integer({ min: 0, max: 255 })), {
            minLength: 1,
            maxLength: 8,
          })
          .map((edits) => {
            const copy = Buffer.from(sample);
            for (const [at, value] of edits) copy[at] = value;
            return copy;
          }),
        fc.uint8Array({ maxLength: 2048 }).map((tail) => Buffer.concat([sample.subarray(0, 16), tail])),
      );
      await fc.assert(
        fc.asyncProperty(damaged, async (data) => {
          expect(await settles(type, data)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('refuses a cut-off JPEG rather than calling it cleaned', async () => {
    const jpeg = samples['photo.jpg'] as Buffer;
    await expect(cleanFile('image/jpeg', jpeg.subarray(0, jpeg.length - 400))).rejects.toThrow();
  });
});

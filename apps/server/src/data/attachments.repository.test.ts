import { receiptHash } from '../security/access-grant.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany } from '../test-support/factories.ts';
import { makeReport } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  finishCleaning,
  insertAttachment,
  readAttachmentBytes,
  reserveAttachmentId,
} from './attachments.repository.ts';
import { openUploadSpool } from '../features/attachments/upload-spool.ts';

// The bytes are written and read in 2 MiB slices (one message each); a value must come back whole and in order
// whatever its length against the slices.
const SLICE = 2 * 1024 * 1024;

describe('attachment bytes in slices', () => {
  let t: TestApp;
  let postId: number;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'spool-'));
    t = await buildTestApp();
    const receipt = await makeReport(t.app, await makeCompany(t.database.db));
    const post = await t.database.db
      .selectFrom('posts')
      .select('id')
      .where('receipt_hash', '=', receiptHash(t.deps.cipher, receipt))
      .executeTakeFirstOrThrow();
    postId = post.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true });
  });

  // As a submission writes them: the first bytes (a ciphertext's header) held, the rest from an upload's spool.
  const stored = async (bytes: Buffer) => {
    const id = await reserveAttachmentId(t.database.db);
    const spool = await openUploadSpool(dir);
    await spool.append(bytes.subarray(33));
    try {
      await insertAttachment(t.database.db, {
        id,
        postId,
        filenameEnc: Buffer.from('name'),
        contentType: 'application/pdf',
        size: bytes.length,
        dataEnc: (size) => spool.slices(bytes.subarray(0, 33), size),
        cleaning: 'PENDING',
        now: new Date(),
      });
    } finally {
      await spool.close();
    }
    return id;
  };

  for (const size of [1, 33, 34, SLICE - 1, SLICE, SLICE + 1, 2 * SLICE + 12_345]) {
    it(`gives back ${size} random bytes as they were written`, async () => {
      const bytes = randomBytes(size);
      const id = await stored(bytes);
      const read = await readAttachmentBytes(t.database.db, id, 'original');
      expect(read?.length).toBe(size);
      expect(read?.equals(bytes)).toBe(true);
    });
  }

  it('answers no bytes for an attachment that does not exist or has no cleaned copy, and the copy once written', async () => {
    const id = await stored(randomBytes(10));
    expect(await readAttachmentBytes(t.database.db, id + 1000, 'original')).toBeUndefined();
    expect(await readAttachmentBytes(t.database.db, id, 'cleaned')).toBeUndefined();
    const copy = randomBytes(SLICE + 7);
    await finishCleaning(t.database.db, id, { state: 'CLEANED', cleanEnc: copy, cleanSize: copy.length });
    expect((await readAttachmentBytes(t.database.db, id, 'cleaned'))?.equals(copy)).toBe(true);
  });
});

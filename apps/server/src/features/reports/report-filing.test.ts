import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import { makeCompany } from '../../test-support/factories.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { reservePostId } from './posts.repository.ts';
import { fileReport, type ReportFiling } from './report-filing.repository.ts';

// The filing is one statement whose parts read the report's row: a taken receipt number must write nothing at all,
// not the credentials or identity of a report that is not there (the caller then draws another number).
describe('the statement that files a report', () => {
  let database: DatabaseHandle;
  let filing: (receiptNumber: string, realName: boolean) => Promise<ReportFiling>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const company = await makeCompany(database.db);
    const type = await database.db.selectFrom('report_types').select('id').executeTakeFirstOrThrow();
    filing = async (receiptNumber, realName) => ({
      id: await reservePostId(database.db),
      receiptNumber,
      companyTypeId: company.id,
      reportTypeId: type.id,
      postType: realName ? 'PUBLIC' : 'PRIVATE',
      titleEnc: Buffer.from('title'),
      contentEnc: Buffer.from('content'),
      excludedPersonsEnc: null,
      searchTerms: [1, 2, 3],
      dueAt: new Date('2026-12-01T00:00:00Z'),
      now: new Date('2026-11-26T00:00:00Z'),
      passwordHash: `hash-${receiptNumber}-${realName}`,
      identity: realName
        ? { name: Buffer.from('name'), phone: Buffer.from('phone'), email: Buffer.from('email') }
        : null,
    });
  });
  afterAll(() => database.close());

  const rowsOf = async (postId: number) => {
    const db = database.db;
    const [post, credentials, identity] = await Promise.all([
      db.selectFrom('posts').select(['receipt_number', 'search_terms']).where('id', '=', postId).execute(),
      db.selectFrom('reporter_credentials').select('password_hash').where('post_id', '=', postId).execute(),
      db.selectFrom('reporter_identities').select('name_enc').where('post_id', '=', postId).execute(),
    ]);
    return { post, credentials, identity };
  };

  it('writes the row, the credentials and a real-name identity together', async () => {
    const f = await filing('1000000000000001', true);
    expect(await fileReport(database.db, f)).toBe(true);
    expect(await rowsOf(f.id)).toEqual({
      post: [{ receipt_number: '1000000000000001', search_terms: [1, 2, 3] }],
      credentials: [{ password_hash: f.passwordHash }],
      identity: [{ name_enc: Buffer.from('name') }],
    });
  });

  it('writes no identity for an anonymous report', async () => {
    const f = await filing('1000000000000002', false);
    expect(await fileReport(database.db, f)).toBe(true);
    expect((await rowsOf(f.id)).identity).toEqual([]);
    expect((await rowsOf(f.id)).credentials).toEqual([{ password_hash: f.passwordHash }]);
  });

  it('writes nothing when the receipt number is taken', async () => {
    const first = await filing('1000000000000003', true);
    expect(await fileReport(database.db, first)).toBe(true);
    for (const realName of [true, false]) {
      const second = await filing('1000000000000003', realName);
      expect(await fileReport(database.db, second)).toBe(false);
      expect(await rowsOf(second.id)).toEqual({ post: [], credentials: [], identity: [] });
    }
    expect((await rowsOf(first.id)).credentials).toEqual([{ password_hash: first.passwordHash }]);
  });
});

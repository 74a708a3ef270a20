import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { makeCompany } from '../test-support/factories.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { reservePostId } from './posts.repository.ts';
import { insertReportFiling, type ReportFiling } from './report-filing.repository.ts';

// The filing is one statement, compiled once per shape, whose parts read the report's row: each call writes its own
// values (nothing of an earlier call is kept in the compiled statement), and a taken receipt number or case number
// writes nothing at all, not the credentials or identity of a report that is not there (the caller then draws
// other numbers).
describe('the statement that files a report', () => {
  let database: DatabaseHandle;
  let filing: (receiptNumber: string, realName: boolean, caseNumber?: string) => Promise<ReportFiling>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const company = await makeCompany(database.db);
    const type = await database.db.selectFrom('report_types').select('id').executeTakeFirstOrThrow();
    filing = async (receiptNumber, realName, caseNumber) => {
      const id = await reservePostId(database.db);
      // Every value differs from one call to the next.
      const now = new Date(Date.UTC(2026, 10, 1) + id * 60_000);
      return {
        id,
        receiptHash: Buffer.from(receiptNumber),
        receiptEnc: Buffer.from(`receipt ${id}`),
        caseNumber: caseNumber ?? `2026-${id}`,
        credentialsMac: Buffer.from(`mac ${id}`),
        companyTypeId: company.id,
        reportTypeId: type.id,
        postType: realName ? 'PUBLIC' : 'PRIVATE',
        titleEnc: Buffer.from(`title ${id}`),
        contentEnc: Buffer.from(`content ${id}`),
        excludedPersonsEnc: id % 2 === 0 ? Buffer.from(`excluded ${id}`) : null,
        searchTerms: [id, id + 1, -id],
        dueAt: new Date(now.getTime() + 7 * 86_400_000),
        heldAt: id % 2 === 0 ? now : null,
        now,
        passwordHash: `hash ${id}`,
        identity: realName
          ? {
              name: Buffer.from(`name ${id}`),
              phone: Buffer.from(`phone ${id}`),
              email: Buffer.from(`email ${id}`),
            }
          : null,
      };
    };
  });
  afterAll(() => database.close());

  const rowsOf = async (postId: number) => {
    const db = database.db;
    const [post, credentials, identity] = await Promise.all([
      db
        .selectFrom('posts')
        .select([
          'receipt_hash',
          'case_number',
          'post_type',
          'title_enc',
          'content_enc',
          'excluded_persons_enc',
          'search_terms',
          'due_at',
          'held_at',
          'created_at',
        ])
        .where('id', '=', postId)
        .execute(),
      db.selectFrom('reporter_credentials').select('password_hash').where('post_id', '=', postId).execute(),
      db
        .selectFrom('reporter_identities')
        .select(['name_enc', 'phone_enc', 'email_enc', 'created_at'])
        .where('post_id', '=', postId)
        .execute(),
    ]);
    return { post, credentials, identity };
  };
  const expected = (f: ReportFiling) => ({
    post: [
      {
        receipt_hash: f.receiptHash,
        case_number: f.caseNumber,
        post_type: f.postType,
        title_enc: f.titleEnc,
        content_enc: f.contentEnc,
        excluded_persons_enc: f.excludedPersonsEnc,
        search_terms: f.searchTerms,
        due_at: f.dueAt,
        held_at: f.heldAt,
        created_at: f.now,
      },
    ],
    credentials: [{ password_hash: f.passwordHash }],
    identity: f.identity
      ? [
          {
            name_enc: f.identity.name,
            phone_enc: f.identity.phone,
            email_enc: f.identity.email,
            created_at: f.now,
          },
        ]
      : [],
  });

  it("writes each call's row, credentials and real-name identity together, with its own values", async () => {
    for (let i = 0; i < 6; i++) {
      const f = await filing(`10000000000000${10 + i}`, i % 3 !== 0);
      expect(await insertReportFiling(database.db, f)).toBe(true);
      expect(await rowsOf(f.id)).toEqual(expected(f));
    }
  });

  it('writes nothing when the receipt number is taken', async () => {
    const first = await filing('1000000000000003', true);
    expect(await insertReportFiling(database.db, first)).toBe(true);
    for (const realName of [true, false]) {
      const second = await filing('1000000000000003', realName);
      expect(await insertReportFiling(database.db, second)).toBe(false);
      expect(await rowsOf(second.id)).toEqual({ post: [], credentials: [], identity: [] });
    }
    expect(await rowsOf(first.id)).toEqual(expected(first));
  });

  it('writes nothing when the case number is taken', async () => {
    const first = await filing('1000000000000004', true, '2026-TAKE');
    expect(await insertReportFiling(database.db, first)).toBe(true);
    for (const realName of [true, false]) {
      const second = await filing(`100000000000000${realName ? 5 : 6}`, realName, '2026-TAKE');
      expect(await insertReportFiling(database.db, second)).toBe(false);
      expect(await rowsOf(second.id)).toEqual({ post: [], credentials: [], identity: [] });
    }
    expect(await rowsOf(first.id)).toEqual(expected(first));
  });
});

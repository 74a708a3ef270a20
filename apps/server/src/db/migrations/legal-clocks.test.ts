import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportReferences } from '../../test-support/legacy-rows.ts';
import { openEmptyTestDatabase } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../connect.ts';
import { migrationProvider } from './index.ts';

const BEFORE = '20261129T0100-settings';
const THIS = '20261130T0100-legal-clocks';
const DAY = 86_400_000;

describe('migration: legal clocks (backfill of status changes and clock moments)', () => {
  let handle: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: the schema of before this migration, written by hand.
  const db = () => handle.db as any;
  const t0 = new Date('2026-10-01T00:00:00Z');
  const at = (days: number) => new Date(t0.getTime() + days * DAY);

  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  });
  afterAll(() => handle.close());

  it('dates status changes from the audit trail (else the report), and sets acknowledgement, reply and due date', async () => {
    const { companyId, typeId } = await insertReportReferences(handle.db, [
      ['WAITING', '접수대기'],
      ['RECEIVED', '접수완료'],
      ['IN_PROGRESS', '처리중'],
      ['COMPLETED', '처리완료'],
    ]);
    const post = async (receipt: string, status: string, updated: number, completed: number | null = null) =>
      (
        await db()
          .insertInto('posts')
          .values({
            receipt_number: receipt,
            company_type_id: companyId,
            report_type_id: typeId,
            post_type: 'PRIVATE',
            title_enc: Buffer.of(1),
            content_enc: Buffer.of(1),
            status_code: status,
            created_at: t0,
            updated_at: at(updated),
            completed_at: completed === null ? null : at(completed),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    // audited: RECEIVED on day 2, IN_PROGRESS on day 5 (audit trail), an admin reply on day 3.
    const audited = await post('2000001', 'IN_PROGRESS', 6);
    // unaudited: COMPLETED on day 40 with no audit row (loaded around the application).
    const unaudited = await post('2000002', 'COMPLETED', 41, 40);
    // waiting: never touched.
    const waiting = await post('2000003', 'WAITING', 0);
    for (const [status, day] of [
      ['RECEIVED', 2],
      ['IN_PROGRESS', 5],
    ] as const) {
      await db()
        .insertInto('audit_trail')
        .values({
          action: 'UPDATE_STATUS',
          entity: 'post',
          entity_id: String(audited),
          before: JSON.stringify({ status: 'WAITING' }),
          after: JSON.stringify({ status }),
          created_at: at(day),
          chain_hash: Buffer.of(0),
        })
        .execute();
    }
    await db()
      .insertInto('comments')
      .values({
        post_id: audited,
        author_role: 'ROLE_ADMIN',
        content_enc: Buffer.of(1),
        created_at: at(3),
        updated_at: at(3),
      })
      .execute();

    const migrator = new Migrator({ db: handle.db, provider: migrationProvider({}) });
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

    const changes = await db()
      .selectFrom('post_status_changes')
      .select(['post_id', 'status_code', 'changed_at'])
      .orderBy('post_id')
      .orderBy('changed_at')
      .execute();
    expect(changes).toEqual([
      { post_id: audited, status_code: 'RECEIVED', changed_at: at(2) },
      { post_id: audited, status_code: 'IN_PROGRESS', changed_at: at(5) },
      { post_id: unaudited, status_code: 'COMPLETED', changed_at: at(40) },
    ]);
    const moments = await db()
      .selectFrom('posts')
      .select(['id', 'acknowledged_at', 'status_changed_at', 'replied_at', 'due_at'])
      .orderBy('id')
      .execute();
    expect(moments).toEqual([
      // The reply on day 3 came before the last status change (day 5): the feedback is open, due 3 months after
      // the acknowledgement (day 2) in Korea's calendar.
      {
        id: audited,
        acknowledged_at: at(2),
        status_changed_at: at(5),
        replied_at: at(3),
        due_at: new Date('2027-01-03T00:00:00Z'),
      },
      { id: unaudited, acknowledged_at: at(40), status_changed_at: at(40), replied_at: null, due_at: null },
      { id: waiting, acknowledged_at: null, status_changed_at: null, replied_at: null, due_at: at(7) },
    ]);

    // And back: the table and the columns go.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const columns = await db()
      .selectFrom('information_schema.columns')
      .select('column_name')
      .where('table_name', '=', 'posts')
      .where('column_name', 'in', ['acknowledged_at', 'due_at'])
      .execute();
    expect(columns).toEqual([]);
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
});

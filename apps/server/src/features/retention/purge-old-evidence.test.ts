import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccess } from '../../data/access-logs.repository.ts';
import { writeAudit } from '../../data/audit-trail.repository.ts';
import { purgeChainHead } from '../../data/evidence-chain.ts';
import { insertLoginLog } from '../../data/login-logs.repository.ts';
import { makeAdmin, makeGroup } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { verifyEvidence } from '../evidence/verify-evidence.ts';
import { runRetention } from './run-retention.ts';

const DAY_MS = 24 * 60 * 60_000;

/** `years` calendar years and `days` days before the wall clock (days may be negative: later). */
function ago(years: number, days: number): Date {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return new Date(d.getTime() - days * DAY_MS);
}

describe('evidence past its retention', () => {
  let t: TestApp;
  const ids = (table: 'login_logs' | 'personal_data_access_logs' | 'audit_trail') =>
    t.database.db.selectFrom(table).select(['id', 'seq', 'created_at']).orderBy('seq').execute();

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    const seal = t.deps.cipher;
    // Oldest first, as the chains grow: two rows past the legal period of each table, then younger ones.
    const signIn = (now: Date) =>
      insertLoginLog(db, seal, {
        adminUserId: null,
        loginId: 'old.admin',
        ip: '10.0.0.1',
        success: false,
        reason: 'x',
        now,
      });
    await signIn(ago(2, 30));
    await signIn(ago(2, 1));
    await signIn(ago(2, -1));
    await signIn(ago(0, 1));
    const audit = (now: Date, entityId: number) =>
      db.transaction().execute((trx) =>
        writeAudit(
          trx,
          seal,
          { adminUserId: null, loginId: 'old.admin', ip: null },
          {
            action: 'TEST',
            entity: 'test',
            entityId,
            before: null,
            after: { n: entityId },
            now,
          },
        ),
      );
    await audit(ago(3, 1), 1);
    await audit(ago(2, 1), 2);
    await audit(ago(0, 1), 3);
    const admin = await makeAdmin(db, await makeGroup(db));
    const access = (now: Date) =>
      recordAccess(db, seal, {
        adminUserId: admin.id,
        loginId: admin.loginId,
        ip: '10.0.0.2',
        action: 'VIEW_REPORT',
        now,
      });
    await access(ago(2, 400));
    await access(ago(2, 1));
    await access(ago(2, -1));
  });
  afterAll(() => t?.close());

  it('purges login and access logs after 2 years and the audit trail after 3, oldest first, and records it', async () => {
    const login = await ids('login_logs');
    const accessBefore = await ids('personal_data_access_logs');
    const auditBefore = await ids('audit_trail');
    // Even with the clock run far ahead, nothing younger than the legal period goes.
    t.clock.advance(5 * 365 * DAY_MS);
    expect(await runRetention(t.deps)).toEqual({
      reportsDeleted: 0,
      sessionsEnded: 0,
      sessionsDeleted: 0,
      loginLogsPurged: 2,
      accessLogsPurged: 2,
      auditRowsPurged: 1,
    });
    expect(await ids('login_logs')).toEqual(login.slice(2));
    expect(await ids('personal_data_access_logs')).toEqual(accessBefore.slice(2));
    const auditAfter = await ids('audit_trail');
    expect(auditAfter.slice(0, 2)).toEqual(auditBefore.slice(1));

    const records = await t.database.db
      .selectFrom('audit_trail')
      .select(['entity', 'entity_id', 'actor_login_id', 'before', 'after'])
      .where('action', '=', 'PURGE_EVIDENCE')
      .orderBy('seq')
      .execute();
    const cutoff = (years: number) =>
      expect.stringMatching(new RegExp(`^${ago(years, 0).toISOString().slice(0, 10)}`));
    expect(records).toEqual([
      {
        entity: 'login_logs',
        entity_id: String(login[1]?.seq),
        actor_login_id: 'system:retention',
        before: { rows: 2, upToSeq: login[1]?.seq, createdBefore: cutoff(2) },
        after: null,
      },
      {
        entity: 'personal_data_access_logs',
        entity_id: String(accessBefore[1]?.seq),
        actor_login_id: 'system:retention',
        before: { rows: 2, upToSeq: accessBefore[1]?.seq, createdBefore: cutoff(2) },
        after: null,
      },
      {
        entity: 'audit_trail',
        entity_id: String(auditBefore[0]?.seq),
        actor_login_id: 'system:retention',
        before: { rows: 1, upToSeq: auditBefore[0]?.seq, createdBefore: cutoff(3) },
        after: null,
      },
    ]);
    for (const chain of await verifyEvidence(t.database.db, t.deps.cipher)) {
      expect(chain.broken, chain.table).toBeNull();
      expect(chain.rows, chain.table).toBeGreaterThan(0);
    }
  });

  it('purges nothing and records nothing when nothing is due', async () => {
    const auditBefore = await ids('audit_trail');
    expect(await runRetention(t.deps)).toMatchObject({
      loginLogsPurged: 0,
      accessLogsPurged: 0,
      auditRowsPurged: 0,
    });
    expect(await ids('audit_trail')).toEqual(auditBefore);
  });
  it('keeps rows the database refuses to delete, whatever the cutoff asked for', async () => {
    const before = await ids('login_logs');
    // A cutoff years ahead asks for every row: the database's own clock bounds it, and nothing fails.
    const result = await t.database.db
      .transaction()
      .execute((trx) =>
        purgeChainHead(
          trx,
          t.deps.cipher,
          'login_logs',
          new Date(Date.now() + 10 * 365 * DAY_MS),
          '2 years',
          100,
        ),
      );
    expect(result).toEqual({ rows: 0, upToSeq: null });
    expect(await ids('login_logs')).toEqual(before);
  });
});

import { adminApi, sysadminApi } from '@audit/contracts';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../security/passwords.ts';
import { hashToken, newToken } from '../security/tokens.ts';
import { call } from '../test-support/api.ts';
import {
  ADMIN_PASSWORD,
  adminSignin,
  bearer,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
  makeGroup,
} from '../test-support/factories.ts';
import { makeReport, signin, VALID_PASSWORD } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 6: someone who can write to the database but does not hold the master key (a DBA, IT staff) changes
// the rows that grant access with plain SQL. Each change must grant nothing, and the refusal must be logged with the
// table and the row's id. Receipt numbers must not be readable in the reports' rows.

describe('a database writer without the master key', () => {
  let t: TestApp;
  let lines: string[];
  const KNOWN = 'Known#Pass2026';
  let knownHash: string;

  beforeAll(async () => {
    t = await buildTestApp();
    knownHash = await hashPassword(KNOWN);
  });
  afterAll(() => t?.close());
  beforeAll(() => {
    lines = [];
    const write = process.stderr.write.bind(process.stderr);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) => {
      lines.push(String(chunk));
      return write(chunk, ...(rest as []));
    });
  });
  afterEach(() => {
    lines.length = 0;
  });
  afterAll(() => vi.restoreAllMocks());

  const db = () => t.database.db;
  /** Whether a warn line names the table and the row (and holds no value of it). */
  const logged = (table: string, rowId: number) =>
    lines.some(
      (l) => l.includes('"level":40') && l.includes(`"table":"${table}"`) && l.includes(`"rowId":${rowId}`),
    );
  const sysadminGroupId = async () =>
    (
      await sql<{ id: number }>`select gm.group_id as id from group_menus gm join menus m on m.id = gm.menu_id
        where m.url = '/admingroup' order by gm.group_id limit 1`.execute(db())
    ).rows[0]?.id as number;

  it("cannot open a report by copying a known password hash into the reporter's row", async () => {
    const company = await makeCompany(db());
    // Ids are random (data/reserve-ids.ts): each report's id is the one its filing added.
    const ids = async () =>
      (await sql<{ id: number }>`select post_id as id from reporter_credentials`.execute(db())).rows.map(
        (r) => r.id,
      );
    const newId = async (before: number[]) => (await ids()).find((id) => !before.includes(id)) as number;
    let before = await ids();
    const mine = await makeReport(t.app, company, { password: 'Mine#1234' });
    const mineId = await newId(before);
    before = await ids();
    const victim = await makeReport(t.app, company);
    const victimId = await newId(before);
    // The writer's own report's hash: a hash whose password it knows.
    await sql`update reporter_credentials set password_hash = (select password_hash from reporter_credentials
      where post_id = ${mineId}) where post_id = ${victimId}`.execute(db());
    expect((await signin(t.app, mine, 'Mine#1234')).statusCode).toBe(200);
    expect((await signin(t.app, victim, 'Mine#1234')).statusCode).toBe(401);
    expect((await signin(t.app, victim, VALID_PASSWORD)).statusCode).toBe(401);
    expect(logged('reporter_credentials', victimId)).toBe(true);
  });

  it('cannot sign in as an admin by writing a known password hash', async () => {
    const group = await makeGroup(db(), { menus: ['/adminreport'] });
    const admin = await makeAdmin(db(), group);
    await sql`update admin_users set password_hash = ${knownHash} where id = ${admin.id}`.execute(db());
    expect((await adminSignin(t.app, admin.loginId, KNOWN)).statusCode).toBe(401);
    expect(logged('admin_users', admin.id)).toBe(true);
  });

  it('cannot move an admin into the system-admin group', async () => {
    const team = await makeAuditTeam(t.app, db(), [await makeCompany(db())]);
    await sql`update admin_users set group_id = ${await sysadminGroupId()} where id = ${team.admin.id}`.execute(
      db(),
    );
    expect((await call(t.app, sysadminApi.groups, { headers: team.headers })).statusCode).not.toBe(200);
    expect((await adminSignin(t.app, team.admin.loginId)).statusCode).toBe(401);
    expect(logged('admin_users', team.admin.id)).toBe(true);
  });

  it('cannot give a group a menu by inserting a group_menus row', async () => {
    const team = await makeAuditTeam(t.app, db(), [await makeCompany(db())]);
    const inserted = await sql<{ id: number }>`insert into group_menus (group_id, menu_id)
      select ${team.group.id}::integer, id from menus where url = '/admingroup' returning id`.execute(db());
    const res = await call(t.app, sysadminApi.groups, { headers: team.headers });
    expect(res.statusCode).toBe(403);
    expect(logged('group_menus', inserted.rows[0]?.id as number)).toBe(true);
  });

  it("cannot widen a group's scope by inserting a company map", async () => {
    const own = await makeCompany(db());
    const other = await makeCompany(db());
    const team = await makeAuditTeam(t.app, db(), [own]);
    await makeReport(t.app, other, { title: '다른 회사의 제보' });
    const inserted = await sql<{ id: number }>`insert into company_type_maps (company_type_id, group_id)
      values (${other.id}, ${team.group.id}) returning id`.execute(db());
    const res = await call(t.app, adminApi.posts, {
      headers: team.headers,
      query: { companyType: other.code },
    });
    expect(JSON.stringify(res.json())).not.toContain('다른 회사의 제보');
    expect(res.json().board?.totalElements ?? 0).toBe(0);
    expect(logged('company_type_maps', inserted.rows[0]?.id as number)).toBe(true);
  });

  it('cannot open a session by inserting one with a known token', async () => {
    const sysadmin = await makeAdmin(db(), 'sysadmin');
    const token = newToken();
    const inserted = await sql<{
      id: number;
    }>`insert into sessions (token_hash, kind, admin_user_id, expires_at)
      values (${hashToken(token)}, 'ADMIN', ${sysadmin.id}, now() + interval '1 hour') returning id`.execute(
      db(),
    );
    const res = await call(t.app, sysadminApi.groups, { headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(logged('sessions', inserted.rows[0]?.id as number)).toBe(true);
  });

  describe('against the second factor', () => {
    const codeAt = (secret: string) =>
      generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    async function enrolled() {
      const group = await makeGroup(db(), { menus: ['/adminreport'], secondFactorRequired: true });
      const admin = await makeAdmin(db(), group);
      const first = (await adminSignin(t.app, admin.loginId)).json();
      const { secret } = (
        await call(t.app, adminApi.startEnrollment, { payload: { signinToken: first.signinToken } })
      ).json();
      const confirmed = await call(t.app, adminApi.confirmEnrollment, {
        payload: { signinToken: first.signinToken, code: await codeAt(secret) },
      });
      expect(confirmed.statusCode).toBe(200);
      return { admin, recoveryCodes: confirmed.json().recoveryCodes as string[] };
    }

    it('cannot replace a recovery code with one it knows', async () => {
      const writer = await enrolled();
      const victim = await enrolled();
      // The victim's password is known (phished); its second factor is not: the writer copies in its own code's hash.
      const code = (
        await sql<{ id: number }>`select id from admin_recovery_codes where admin_user_id = ${victim.admin.id}
          order by id limit 1`.execute(db())
      ).rows[0]?.id as number;
      await sql`update admin_recovery_codes set code_hash = ${await hashPassword(writer.recoveryCodes[0] as string)}
        where id = ${code}`.execute(db());
      const step = (await adminSignin(t.app, victim.admin.loginId, ADMIN_PASSWORD)).json();
      const res = await call(t.app, adminApi.secondFactor, {
        payload: { signinToken: step.signinToken, code: writer.recoveryCodes[0] },
      });
      expect(res.statusCode).toBe(401);
      expect(logged('admin_recovery_codes', code)).toBe(true);
    });

    it('cannot switch a second factor off', async () => {
      const victim = await enrolled();
      await sql`update admin_users set totp_enabled_at = null, totp_secret_enc = null
        where id = ${victim.admin.id}`.execute(db());
      const res = await adminSignin(t.app, victim.admin.loginId);
      expect(res.json().token).toBeUndefined();
      expect(res.statusCode).toBe(401);
      expect(logged('admin_users', victim.admin.id)).toBe(true);
    });
  });

  it('finds no receipt number in the report rows', async () => {
    const company = await makeCompany(db());
    const receipt = await makeReport(t.app, company);
    const { rows } = await sql<Record<string, unknown>>`select * from posts`.execute(db());
    const text = JSON.stringify(rows, (_k, v) =>
      v && typeof v === 'object' && 'type' in v && v.type === 'Buffer'
        ? Buffer.from(v.data).toString('latin1')
        : v,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(text).not.toContain(receipt);
    // The report still opens with its receipt number.
    expect((await signin(t.app, receipt, VALID_PASSWORD)).statusCode).toBe(200);
  });
});

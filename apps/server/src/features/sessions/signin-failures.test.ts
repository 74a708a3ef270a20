import { ADMIN_MESSAGES, adminApi, reporterApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call } from '../../test-support/api.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// A second instance on the same database sees the failed sign-ins of the first, also of accounts that do not exist.
describe('failed sign-ins of unknown accounts, shared by every instance', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    other = await buildApp(t.deps);
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const adminTry = (app: FastifyInstance, loginId: string) =>
    call(app, adminApi.signin, { payload: { loginId, password: 'Wrong#Pass2026' } });

  it('locks an unknown admin id after five tries spread over two instances, on both', async () => {
    const statuses: number[] = [];
    for (const app of [t.app, other, t.app, other])
      statuses.push((await adminTry(app, 'ghost.admin')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const fifth = await adminTry(t.app, 'ghost.admin');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(ADMIN_MESSAGES.locked);
    expect((await adminTry(other, 'ghost.admin')).statusCode).toBe(423);
    // Another unknown id is not touched by it.
    expect((await adminTry(other, 'ghost.other')).statusCode).toBe(401);
  });

  it('counts twenty concurrent tries of an unknown receipt number on two instances one by one', async () => {
    const receipt = '9999000011112222';
    const tries = Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? other : t.app, reporterApi.signin, {
        payload: { loginId: receipt, password: 'abcd123!' },
      }),
    );
    const statuses = (await Promise.all(tries)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 423)).toHaveLength(16);
  });

  it('keeps only a keyed hash of what was typed', async () => {
    const rows = await t.database.db.selectFrom('signin_failures').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const stored = JSON.stringify(rows.map((r) => r.key_hash.toString('latin1')));
    for (const typed of ['ghost.admin', 'ghost.other', '9999000011112222'])
      expect(stored).not.toContain(typed);
    for (const r of rows) expect(r.key_hash).toHaveLength(32);
  });
});

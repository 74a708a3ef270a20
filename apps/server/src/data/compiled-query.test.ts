import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.ts';
import { compiledOnce, compiledQuery } from './compiled-query.ts';
import type { DatabaseHandle } from '../db/connect.ts';

describe('queries compiled once', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('build the SQL once and run it with each call’s own values', async () => {
    let builds = 0;
    const titleOf = compiledOnce((db, p: { code: string }) => {
      builds++;
      return db.selectFrom('report_types').select(['code', 'title']).where('code', '=', p.code);
    });
    expect(await titleOf(handle.db, { code: 'BRIBERY' })).toEqual([
      { code: 'BRIBERY', title: '금품·향응 수수' },
    ]);
    expect((await titleOf(handle.db, { code: 'EMBEZZLEMENT' })).map((r) => r.code)).toEqual(['EMBEZZLEMENT']);
    expect(await titleOf(handle.db, { code: 'NO_SUCH' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keep one text per shape, and the values apart from the text (an array is one value)', async () => {
    const texts: string[] = [];
    const codes = compiledQuery(
      (s: { desc: boolean; limit: number }) => `${s.desc}|${s.limit}`,
      (db, s, p: { codes: string[] }) => {
        const q = db
          .selectFrom('report_types')
          .select('code')
          .where(sql<boolean>`code = any(${sql.val(p.codes)}::text[])`)
          .orderBy('code', s.desc ? 'desc' : 'asc')
          .limit(sql.lit(s.limit));
        texts.push(q.compile().sql);
        return q;
      },
    );
    const some = ['BRIBERY', 'EMBEZZLEMENT', "x'); drop table posts; --"];
    const run = (desc: boolean, limit: number) =>
      codes(handle.db, { desc, limit }, { codes: some }).then((rows) => rows.map((r) => r.code));
    expect(await run(false, 5)).toEqual(['BRIBERY', 'EMBEZZLEMENT']);
    expect(await run(true, 5)).toEqual(['EMBEZZLEMENT', 'BRIBERY']);
    expect(await run(true, 1)).toEqual(['EMBEZZLEMENT']);
    expect(await run(false, 5)).toEqual(['BRIBERY', 'EMBEZZLEMENT']);
    expect(texts).toHaveLength(3);
    expect(texts.every((t) => !t.includes('BRIBERY'))).toBe(true);
  });

  it('run in a transaction on its connection', async () => {
    const count = compiledOnce((db, p: { code: string }) =>
      db
        .selectFrom('report_types')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('code', '=', p.code),
    );
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('report_types').values({ code: 'PROBE', title: '시험' }).execute();
        expect(Number((await count(trx, { code: 'PROBE' }))[0]?.n)).toBe(1);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(Number((await count(handle.db, { code: 'PROBE' }))[0]?.n)).toBe(0);
  });

  it('refuse to run without a value for each parameter', async () => {
    const byCode = compiledOnce((db, p: { code: string }) =>
      db.selectFrom('report_types').select('code').where('code', '=', p.code),
    );
    await expect(byCode(handle.db, {} as { code: string })).rejects.toThrow(
      'no value for query parameter code',
    );
  });
});

import { randomBytes } from 'node:crypto';
import { adminApi } from '@audit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordPieces, titlePieces } from '../security/search-terms.ts';
import { call } from '../test-support/api.ts';
import { type AuditTeam, type Company, makeAuditTeam, makeCompany } from '../test-support/factories.ts';
import { makeReport } from '../test-support/reports.ts';
import { useTestCipher } from '../test-support/test-keys.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { indexUnindexedTitles } from './title-search.ts';

describe('keyword search over encrypted titles (blind index)', () => {
  let t: TestApp;
  let team: AuditTeam;
  let company: Company;
  const titles = [
    '구매팀 김 부장 금품 수수',
    '영업팀 회식비 부당 집행',
    'ＡＢＣ 협력사 리베이트',
    '김',
    '인사 청탁 의혹',
  ];
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    for (const title of titles) await makeReport(t.app, company, { title, postType: 'PRIVATE' });
  });
  afterAll(() => t.close());

  const found = async (keyword: string) =>
    (await call(t.app, adminApi.posts, { query: { keyword }, headers: team.headers }))
      .json()
      .board.content.map((r: { title: string }) => r.title)
      .sort();

  it('cuts normalised text into characters, pairs and triples of neighbours', () => {
    expect(titlePieces('금품 수수!')).toEqual([
      '1:금',
      '1:품',
      '1:수',
      '2:금품',
      '2:품수',
      '2:수수',
      '3:금품수',
      '3:품수수',
    ]);
    expect(keywordPieces('Ａb')).toEqual(['2:ab']);
    expect(keywordPieces('김')).toEqual(['1:김']);
    expect(keywordPieces('금품 수수')).toEqual(['3:금품수', '3:품수수']);
    expect(keywordPieces(' - ')).toEqual([]);
  });

  it('finds titles by a word, ignoring spaces, punctuation, width and case', async () => {
    expect(await found('금품수수')).toEqual(['구매팀 김 부장 금품 수수']);
    expect(await found('금품 수수')).toEqual(['구매팀 김 부장 금품 수수']);
    expect(await found('abc')).toEqual(['ＡＢＣ 협력사 리베이트']);
    expect(await found('부당')).toEqual(['영업팀 회식비 부당 집행']);
    expect(await found('김')).toEqual(['구매팀 김 부장 금품 수수', '김']);
    expect(await found('횡령')).toEqual([]);
    expect(await found('!!')).toEqual([]);
  });

  it('stores no title text: the index is integers, and another key finds nothing', async () => {
    const rows = await t.database.db.selectFrom('posts').select(['search_terms']).execute();
    for (const r of rows) {
      expect(Array.isArray(r.search_terms)).toBe(true);
      expect((r.search_terms ?? []).every((n) => Number.isInteger(n))).toBe(true);
    }
    const other = await buildTestApp(
      {},
      { database: { ...t.database, close: async () => {} }, masterKey: randomBytes(32) },
    );
    const otherTeam = await makeAuditTeam(other.app, t.database.db, [company]);
    const res = await call(other.app, adminApi.posts, {
      query: { keyword: '부당' },
      headers: otherTeam.headers,
    });
    expect(res.json().board.content).toEqual([]);
    await other.close();
    // The factories write grant rows under the key of the app that reads them: this file's app again.
    useTestCipher(t.database.db, t.deps.cipher);
  });

  it('indexes titles written before the index existed', async () => {
    await sql`update posts set search_terms = null`.execute(t.database.db);
    expect(await found('부당')).toEqual([]);
    expect(await indexUnindexedTitles(t.database.db, t.deps.cipher)).toBe(titles.length);
    expect(await found('부당')).toEqual(['영업팀 회식비 부당 집행']);
  });
});

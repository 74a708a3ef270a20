import { adminApi, INVALID_CHARACTER_MESSAGE, reporterApi, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import {
  type AuditTeam,
  type Company,
  makeAuditTeam,
  makeCompany,
  makeSysadmin,
} from '../test-support/factories.ts';
import { reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Malformed requests are the client's fault: each answers 4xx with a Korean message, decided by the contracts and
// the multipart reader, never by a database error (PostgreSQL refuses NUL in text, and 32-bit ids overflow).
describe('malformed input', () => {
  let t: TestApp;
  let company: Company;
  let team: AuditTeam;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [company]);
  });
  afterAll(() => t.close());

  const expectRefused = (
    res: { statusCode: number; json(): { message: string; code: string } },
    label: string,
  ) => {
    expect(res.statusCode, label).toBe(400);
    expect(res.json().code, label).toBe('VALIDATION_FAILED');
    expect(res.json().message, label).toMatch(/[가-힣]/);
  };

  it('refuses multipart bodies with a missing, mismatched, unterminated or over-long boundary', async () => {
    const part = (b: string) => `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\n제목\r\n`;
    const long = 'b'.repeat(300);
    const cases: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', `${part('x')}--x--\r\n`],
      ['mismatched boundary', 'multipart/form-data; boundary=y', `${part('x')}--x--\r\n`],
      [
        'unterminated body',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      ],
      ['over-long boundary', `multipart/form-data; boundary=${long}`, `${part(long)}--${long}--\r\n`],
      ['garbage', 'multipart/form-data; boundary=x', '\u0000\u0001--x--x--\r\n\r\n'],
    ];
    for (const [label, contentType, payload] of cases) {
      const res = await call(t.app, reporterApi.submit, {
        headers: { 'content-type': contentType },
        payload,
      });
      expectRefused(res, label);
    }
    expect(await t.database.db.selectFrom('posts').select('id').execute()).toEqual([]);
  });

  it('refuses NUL in any text field or query, with its own message', async () => {
    const answers = [
      await call(t.app, adminApi.signin, { payload: { loginId: 'a\u0000b', password: 'x' } }),
      await call(t.app, reporterApi.signin, { payload: { loginId: '1234\u00005678', password: 'x' } }),
      await call(t.app, adminApi.posts, { query: { companyType: 'A\u0000B' }, headers: team.headers }),
      await call(t.app, adminApi.posts, { query: { keyword: '횡\u0000령' }, headers: team.headers }),
      await call(t.app, reporterApi.submit, { payload: reportForm(company, { title: '제목\u0000' }) }),
      await call(t.app, sysadminApi.createGroup, {
        payload: { name: '그룹\u0000', description: '' },
        headers: await makeSysadmin(t.app, t.database.db),
      }),
    ];
    for (const [i, res] of answers.entries()) {
      expectRefused(res, `case ${i}`);
      expect(res.json().message, `case ${i}`).toBe(INVALID_CHARACTER_MESSAGE);
    }
  });

  it('refuses ids outside the 32-bit range and ids that are not numbers in every path', async () => {
    for (const id of ['2147483648', '99999999999999999999', 'abc', '-1', '0', '%00']) {
      expectRefused(await t.app.inject({ url: `/api/admin/posts/${id}`, headers: team.headers }), id);
    }
  });

  it('refuses bodies that are not JSON, too deep or of the wrong type', async () => {
    const json = (payload: string | Buffer) =>
      call(t.app, adminApi.signin, { headers: { 'content-type': 'application/json' }, payload });
    expectRefused(await json('{"loginId": '), 'cut-off JSON');
    expectRefused(await json(`${'['.repeat(50_000)}${']'.repeat(50_000)}`), 'deep JSON');
    expectRefused(await json('{"loginId": 5, "password": ["x"]}'), 'wrong types');
    expectRefused(await json(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])), 'invalid UTF-8');
  });
});

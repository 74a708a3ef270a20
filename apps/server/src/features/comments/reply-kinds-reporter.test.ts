import { adminApi, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type AuditTeam, bearer, makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { makeReport, signin, VALID_PASSWORD } from '../../test-support/reports.ts';
import { openOwnReport, visible, visibleText } from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue 31: the reporter sees the replies that meet a legal clock labelled as such (접수 확인, 처리 결과 회신), in the
// API's view and on the server-rendered /inquirypage alike; a plain reply carries no label.
describe('reply kinds as the reporter sees them', () => {
  let t: TestApp;
  let team: AuditTeam;
  let receipt: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const company = await makeCompany(t.database.db, '답변구분상사');
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    receipt = await makeReport(t.app, company, { title: '답변 구분 제보' });
    const postId = await postIdOf(t.database.db, receipt);
    for (const [content, kind] of [
      ['담당자입니다. 감사합니다.', undefined],
      ['제보를 접수하여 확인하였습니다.', 'ACKNOWLEDGEMENT'],
      ['조사 결과 사실로 확인되어 관련자를 징계하였습니다.', 'FEEDBACK'],
    ] as const) {
      const res = await call(t.app, adminApi.comment, {
        params: { postId },
        headers: team.headers,
        payload: kind ? { content, kind } : { content },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('in the API view: each reply with its kind', async () => {
    const token = (await signin(t.app, receipt, VALID_PASSWORD)).json().token as string;
    const view = (await call(t.app, reporterApi.myPost, { headers: bearer(token) })).json();
    expect(view.comments.map((c: { kind: string; user: { name: string } }) => [c.kind, c.user.name])).toEqual(
      [
        ['PLAIN', '감사실'],
        ['ACKNOWLEDGEMENT', '감사실'],
        ['FEEDBACK', '감사실'],
      ],
    );
  });

  it('on /inquirypage without JavaScript: the two labels beside their replies, none beside the plain one', async () => {
    const { page } = await openOwnReport(t.app, receipt);
    expect(page.statusCode).toBe(200);
    const items = [
      ...visible(page.body).matchAll(/<li [^>]*class="report-comment[^"]*"[^>]*>([\s\S]*?)<\/li>/g),
    ].map((m) => visibleText(m[1] as string));
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('담당자입니다.');
    expect(items[0]).not.toMatch(/접수 확인|처리 결과 회신/);
    expect(items[1]).toMatch(/접수 확인 .*제보를 접수하여 확인하였습니다\./);
    expect(items[2]).toMatch(/처리 결과 회신 .*관련자를 징계하였습니다\./);
  });
});

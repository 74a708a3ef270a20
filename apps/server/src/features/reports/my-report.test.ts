import { NO_ATTACHMENT_TEXT, REPORTER_MESSAGES, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer, type Company, makeCompany } from '../../test-support/factories.ts';
import { pdfBytes, reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('reporter session calls', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '테스트푸드');
  });
  afterAll(() => t.close());

  const myPost = (token: string) => call(t.app, reporterApi.myPost, { headers: bearer(token) });

  it('shows the reporter their own report without their identity', async () => {
    const { token, receiptNumber } = await reportAndSignIn(t.app, company, { title: '제목 <b>굵게</b>' }, [
      { name: '자료.pdf', data: pdfBytes(300) },
    ]);
    const res = await myPost(token);
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post).toMatchObject({
      receiptNumber,
      companyType: { code: company.code, title: '테스트푸드' },
      reportType: { code: 'BRIBERY', title: '금품·향응 수수' },
      postType: 'PUBLIC',
      title: '제목 <b>굵게</b>',
      status: { statusCode: 'WAITING', statusTitle: '접수대기' },
      attachFiles: [{ clientFilename: '자료.pdf', size: 300 }],
      comments: [],
      commentCount: 0,
      completedDate: null,
    });
    expect(post.content).toContain('<h4>누가</h4>');
    const body = JSON.stringify(post);
    for (const identity of ['홍길동', '010-1234-5678', 'reporter@example.com'])
      expect(body).not.toContain(identity);
  });

  it('refuses a missing or forged token with 401 and an idle one with 410', async () => {
    expect((await call(t.app, reporterApi.myPost)).statusCode).toBe(401);
    const forged = await myPost('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(REPORTER_MESSAGES.sessionMissing);

    const { token } = await reportAndSignIn(t.app, company);
    t.clock.advance(29 * 60_000);
    expect((await myPost(token)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await myPost(token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await myPost(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: REPORTER_MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });
    expect((await call(t.app, reporterApi.attachment, { headers: bearer(token) })).statusCode).toBe(410);
  });

  it('ends the session on sign-out', async () => {
    const { token } = await reportAndSignIn(t.app, company);
    const out = await call(t.app, reporterApi.signout, { headers: bearer(token) });
    expect(out.json()).toEqual({ ok: true });
    expect((await myPost(token)).statusCode).toBe(410);
  });

  it('ends a session after its absolute lifetime even when active', async () => {
    const { token } = await reportAndSignIn(t.app, company);
    for (let i = 0; i < 9; i++) {
      t.clock.advance(25 * 60_000);
      expect((await myPost(token)).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await myPost(token)).statusCode).toBe(410);
  });

  it('answers 404 for the attachment of a report without one', async () => {
    const { token } = await reportAndSignIn(t.app, company);
    const res = await call(t.app, reporterApi.attachment, { headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_ATTACHMENT_TEXT);
  });
});

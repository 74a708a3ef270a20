import { ERRORS, reporterApi, SITE_FORMS } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { deliverDueMails, type SendMail } from '../features/mail/outbox.ts';
import { call } from '../test-support/api.ts';
import { bearer, type Company, makeAdmin, makeCompany, makeGroup } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { makeReport, reportAndSignIn, VALID_PASSWORD } from '../test-support/reports.ts';
import { csrfOf, PlainBrowser, visibleText } from '../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Insider: whoever holds a receipt number and its password (the reporter, or the accused who learned them) floods a
 * report with comments: forty comments used to queue eighty mails in seconds, burying the audit office's mailboxes
 * and its real notices. A reporter's comments are rate limited per address (the API and the plain form alike), and
 * a team hears of a report's new comments at most once a window, the next notice counting what came meanwhile.
 */

const FLOOD = 40;
const WINDOW_MS = 10 * 60_000;
const TEAM = ['flood.a@audit.example', 'flood.b@audit.example'];

describe('a reporter flooding a report with comments', () => {
  // The shipped limit, so that the default itself is what stops the flood.
  const limit = loadConfig({}).rateLimits.commentsPerHour;
  let t: TestApp;
  let company: Company;
  const sent: Parameters<SendMail>[0][] = [];
  /** Sends what is due now; answers the comment notices sent, by recipient. */
  const deliver = async () => {
    const before = sent.length;
    await deliverDueMails(t.deps, async (mail) => void sent.push(mail), 500);
    return sent
      .slice(before)
      .filter((m) => m.subject.includes('댓글'))
      .sort((a, b) => a.to.localeCompare(b.to));
  };

  beforeAll(async () => {
    t = await buildTestApp({
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@audit.example', intervalSeconds: 15 },
      rateLimits: { signinsPerMinute: 1000, reportsPerHour: 1000, commentsPerHour: limit },
    });
    company = await makeCompany(t.database.db, '범람전자');
    const team = await makeGroup(t.database.db, { companies: [company] });
    for (const email of TEAM) await makeAdmin(t.database.db, team, { email });
  });
  afterAll(() => t?.close());

  it('answers 429 past the limit, and tells the team once a window, counting the comments it held', async () => {
    expect(limit).toBeGreaterThan(1);
    expect(limit).toBeLessThan(FLOOD);
    const r = await reportAndSignIn(t.app, company);
    const postId = await postIdOf(t.database.db, r.receiptNumber);
    await deliver();
    const comment = (remoteAddress: string, i: number) =>
      call(t.app, reporterApi.comment, {
        params: { postId },
        headers: bearer(r.token),
        payload: { content: `비밀 댓글 ${i}` },
        remoteAddress,
      });

    const statuses: number[] = [];
    for (let i = 0; i < FLOOD; i++) {
      const res = await comment('10.66.0.1', i);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(ERRORS.RATE_LIMITED.message);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);

    // One notice to each member of the team now, for the first comment.
    const first = await deliver();
    expect(first.map((m) => m.to)).toEqual(TEAM);
    // Nothing more within the window, however many comments came.
    t.clock.advance(WINDOW_MS - 60_000);
    expect(await deliver()).toEqual([]);
    // After it, one notice each, counting the comments held back.
    t.clock.advance(60_000);
    const held = await deliver();
    expect(held.map((m) => m.to)).toEqual(TEAM);
    for (const mail of held) {
      expect(mail.text).toContain(`새 댓글 ${limit - 1}건`);
      for (const part of [mail.subject, mail.text, mail.html ?? '']) expect(part).not.toContain('비밀 댓글');
    }
    expect(await deliver()).toEqual([]);

    // A window after the last notice, a further comment (from another address) is told again, once.
    t.clock.advance(WINDOW_MS);
    expect((await comment('10.66.0.2', FLOOD)).statusCode).toBe(200);
    const again = await deliver();
    expect(again.map((m) => m.to)).toEqual(TEAM);
    expect(again[0]?.text).toContain('새 댓글 1건');
    t.clock.advance(WINDOW_MS);
    expect(await deliver()).toEqual([]);
  });

  it('limits the plain comment form the same way, keeping what was typed', async () => {
    const receipt = await makeReport(t.app, company);
    const browser = new PlainBrowser(t.app, '10.66.0.3');
    const { csrf } = await browser.openForm(SITE_FORMS.lookup);
    const signedIn = await browser.postForm(SITE_FORMS.lookup, {
      _csrf: csrf,
      loginId: receipt,
      password: VALID_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(303);
    const page = await browser.get('/inquirypage');
    const statuses: number[] = [];
    let refused = page;
    for (let i = 0; i < FLOOD; i++) {
      const res = await browser.postForm(SITE_FORMS.comment, {
        _csrf: csrfOf(page.body),
        content: `폼 댓글 ${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(visibleText(refused.body)).toContain(ERRORS.RATE_LIMITED.message);
    expect(refused.body).toContain(`폼 댓글 ${FLOOD - 1}`);
  });
});

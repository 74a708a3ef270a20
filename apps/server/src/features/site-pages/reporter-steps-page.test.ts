import { adminApi, SITE_FORMS } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { VALID_PASSWORD } from '../../test-support/reports.ts';
import { multipart, PlainBrowser, reportFormFields, visibleText } from '../../test-support/site-forms.ts';

// Issue 31: the reporter is told one story of where the report stands. The receipt and the report's own page, as the
// server renders them (JavaScript off), show the same steps; a step the admin jumped over is shown as such, never done.

/** The steps of a page as a reporter reads them: each step's text. */
const stepsOf = (html: string): string[] =>
  [...html.matchAll(/<li class="report-step [^"]*"[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    visibleText(m[1] ?? '')
      .trim()
      .replace(/\d{4}-\d{2}-\d{2}/, 'DATE'),
  );

describe("the reporter's steps on the server-rendered pages", () => {
  const s = withReportWorld();

  it('the receipt and /inquirypage say the same; a jump to 처리완료 shows the steps between as skipped', async () => {
    const browser = new PlainBrowser(s.t.app);
    const { csrf } = await browser.openForm(SITE_FORMS.reportAnonymous);
    const filed = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...reportFormFields(s.w.companies.foods), intent: 'submit' }),
    );
    expect(filed.statusCode).toBe(303);
    const receiptPage = await browser.get(filed.headers.location as string);
    const text = visibleText(receiptPage.body);
    const receipt = /\d{4}-\d{4}-\d{4}-\d{4}/.exec(text)?.[0]?.replace(/-/g, '') ?? '';
    expect(receipt).toHaveLength(16);
    // The receipt promises no receipt by the audit office yet: it is being checked.
    expect(text).not.toContain('접수되었습니다');
    expect(stepsOf(receiptPage.body)).toEqual([
      '접수 확인 중 현재 단계',
      '접수 완료 진행 전',
      '조사 중 진행 전',
      '처리 완료 진행 전',
    ]);

    expect((await browser.lookUp(receipt, VALID_PASSWORD)).statusCode).toBe(303);
    const fresh = await browser.get('/inquirypage');
    // The same steps as the receipt's, the first dated by the filing; the status row says the step's name, not 접수대기.
    expect(stepsOf(fresh.body)).toEqual(
      stepsOf(receiptPage.body).map((step, i) => (i === 0 ? `${step} DATE` : step)),
    );
    expect(visibleText(fresh.body)).toMatch(/처리상태 접수 확인 중/);
    expect(visibleText(fresh.body)).not.toContain('접수대기');

    const id = await postIdOf(s.t.database.db, receipt);
    const set = await call(s.t.app, adminApi.setStatus, {
      params: { id },
      query: { postStatus: 'COMPLETED' },
      headers: s.w.foodsTeam.headers,
    });
    expect(set.statusCode).toBe(200);
    const done = await browser.get('/inquirypage');
    expect(stepsOf(done.body)).toEqual([
      '접수 확인 중 완료 DATE',
      '접수 완료 거치지 않음',
      '조사 중 거치지 않음',
      '처리 완료 현재 단계 DATE',
    ]);
    expect(done.body).toMatch(/<li class="report-step report-step-skipped">/);
  });
});

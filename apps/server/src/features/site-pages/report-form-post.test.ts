import {
  CONSENT_MESSAGE,
  PASSWORD_CONFIRM_MESSAGES,
  REPORT_MESSAGES,
  REPORT_PASSWORD_MESSAGES,
  SITE_FORMS,
} from '@audit/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { pdfBytes, VALID_PASSWORD } from '../../test-support/reports.ts';
import {
  csrfOf,
  fieldError,
  fieldValue,
  multipart,
  type Page,
  PlainBrowser,
  reportFormFields,
  siteRowCounts,
  visibleText,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue 28: the report form posted without JavaScript is checked with the contract's schema. Refused, the same page
// comes back with a 4xx, each field's contract message beside it and listed at the top, what was typed kept (never
// the password, nor the file: the page says so), and nothing stored. The page's script sends the same form and is
// answered in JSON.

describe('the report form’s plain post: refusals', () => {
  let t: TestApp;
  let company: Company;
  let browser: PlainBrowser;
  let csrf: string;
  let before: Awaited<ReturnType<typeof siteRowCounts>>;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '검증대상건설');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    browser = new PlainBrowser(t.app);
    csrf = (await browser.openForm(SITE_FORMS.reportAnonymous)).csrf;
    before = await siteRowCounts(t.database.db);
  });
  const nothingStored = async () => expect(await siteRowCounts(t.database.db)).toEqual(before);

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    browser.postMultipart(url, multipart({ _csrf: csrf, ...fields, intent: 'review' }), headers);

  it('gives each visitor of the blank form, rendered once, their own token (in the form and its data)', async () => {
    const other = new PlainBrowser(t.app);
    const page = await other.get(SITE_FORMS.reportAnonymous);
    const token = csrfOf(page.body);
    expect(token).not.toBe(csrf);
    expect(page.body).not.toContain('csrfstandin');
    expect(page.body.split(token).length - 1, 'the token in the input and in the page data').toBe(2);
    const fields = reportFormFields(company);
    const own = await other.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: token, ...fields, intent: 'review' }),
    );
    expect(own.statusCode).toBe(200);
    // The first browser's token is no good in the other, though both came from the same render.
    const crossed = await other.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields, intent: 'review' }),
    );
    expect(crossed.statusCode).toBe(403);
  });

  /** Each field's message beside it, and a link to it in the summary at the top. */
  const saysBeside = (res: Page, messages: Record<string, string>) => {
    for (const [field, message] of Object.entries(messages)) {
      expect(fieldError(res.body, field), field).toBe(message);
      const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(res.body, field).toMatch(
        new RegExp(`<a href="#field-${field}">[^<]*: (<!-- -->)?${escaped}</a>`),
      );
    }
  };

  it('answers empty fields with 400 and each field’s contract message, keeping what was typed', async () => {
    const res = await post(SITE_FORMS.reportAnonymous, {
      ...reportFormFields(company, {
        fields: { title: '빈칸 검사 <제목>', companyType: '', reportType: '' },
      }),
      who: '',
      how: '   ',
      password: '',
      passwordConfirm: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    saysBeside(res, {
      companyType: REPORT_MESSAGES.company,
      reportType: REPORT_MESSAGES.reportType,
      who: REPORT_MESSAGES.required,
      how: REPORT_MESSAGES.required,
      password: REPORT_PASSWORD_MESSAGES.required,
      passwordConfirm: PASSWORD_CONFIRM_MESSAGES.required,
    });
    for (const ok of ['title', 'when', 'where', 'what', 'why'])
      expect(fieldError(res.body, ok), ok).toBeNull();
    expect(fieldValue(res.body, 'title')).toBe('빈칸 검사 <제목>');
    expect(res.body).not.toContain('빈칸 검사 <제목>');
    expect(fieldValue(res.body, 'where')).toBe('협력업체 사무실');
    expect(fieldValue(res.body, 'otherRequests')).toBe('신원 보호 부탁드립니다');
    // A new token for the page, the form ready to post again.
    expect(csrfOf(res.body)).toBeTruthy();
    await nothingStored();
  });

  it('answers malformed fields of the real-name form with their format messages; the password is not kept', async () => {
    const typedPassword = 'short1!';
    const res = await post(SITE_FORMS.reportReal, {
      ...reportFormFields(company, { real: true }),
      phoneNumber: '010-1234',
      email: 'not-an-email',
      password: typedPassword,
      passwordConfirm: 'other123!',
      title: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    saysBeside(res, {
      phoneNumber: REPORT_MESSAGES.phoneFormat,
      email: REPORT_MESSAGES.emailFormat,
      password: REPORT_PASSWORD_MESSAGES.rule,
      passwordConfirm: PASSWORD_CONFIRM_MESSAGES.mismatch,
      title: REPORT_MESSAGES.tooLong(200),
    });
    expect(fieldValue(res.body, 'phoneNumber')).toBe('010-1234');
    expect(fieldValue(res.body, 'email')).toBe('not-an-email');
    expect(fieldValue(res.body, 'name')).toBe('김제보');
    for (const secret of [typedPassword, 'other123!']) expect(res.body).not.toContain(secret);
    expect(fieldValue(res.body, 'password')).toBeNull();
    expect(fieldValue(res.body, 'passwordConfirm')).toBeNull();
    // The consents travel on with the form.
    expect(res.body).toContain('<input type="hidden" name="collectionConsent" value="yes"/>');
    await nothingStored();
  });

  it('answers a field missing from the post as an empty one, and one matching password confirmation passes', async () => {
    const { who: _, ...withoutWho } = reportFormFields(company);
    const res = await post(SITE_FORMS.reportAnonymous, withoutWho);
    expect(res.statusCode).toBe(400);
    saysBeside(res, { who: REPORT_MESSAGES.required });
    expect(fieldError(res.body, 'passwordConfirm')).toBeNull();
    await nothingStored();
  });

  it('refuses a real-name report without both consents (400, the spec’s message), storing nothing', async () => {
    for (const consents of [
      { collectionConsent: 'no', thirdPartyConsent: 'yes' },
      { collectionConsent: 'yes', thirdPartyConsent: '' },
      { collectionConsent: '', thirdPartyConsent: '' },
    ]) {
      const res = await post(SITE_FORMS.reportReal, {
        ...reportFormFields(company, { real: true }),
        ...consents,
        intent: 'submit',
      });
      expect(res.statusCode).toBe(400);
      expect(visibleText(res.body)).toContain(CONSENT_MESSAGE);
      expect(fieldValue(res.body, 'name')).toBe('김제보');
    }
    await nothingStored();
  });

  it('refuses a file of a type not allowed (415), linked to the file field, saying the file was not kept', async () => {
    const res = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart(
        { _csrf: csrf, ...reportFormFields(company) },
        { name: 'run.exe', data: Buffer.from('MZ') },
        {
          intent: 'review',
        },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.body).toContain(`<a href="#field-files">첨부파일: <!-- -->${REPORT_MESSAGES.fileType}</a>`);
    expect(res.body).toMatch(/<input id="field-files" class="field-input" aria-invalid="true"/);
    expect(visibleText(res.body)).toContain('첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.');
    expect(fieldValue(res.body, 'title')).toBe('자재 납품 대가 상품권 수수');
    await nothingStored();
  });

  it('refuses a company that does not exist beside its field', async () => {
    const res = await post(
      SITE_FORMS.reportAnonymous,
      reportFormFields(company, { fields: { companyType: 'NOPE' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'companyType')).toBe(REPORT_MESSAGES.company);
    await nothingStored();
  });

  it('answers the page’s script in JSON: refused with each field’s message and a fresh token', async () => {
    const json = { accept: 'application/json' };
    const refused = await post(
      SITE_FORMS.reportAnonymous,
      { ...reportFormFields(company), who: '', intent: 'submit' },
      json,
    );
    expect(refused.statusCode).toBe(400);
    const answer = refused.json();
    expect(answer).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: REPORT_MESSAGES.required });
    expect(answer.fields).toEqual({ who: REPORT_MESSAGES.required });
    expect(answer.csrf).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);

    const expired = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: 'zz.AAAAAAAAAAAAAAAAAAAAAA', ...reportFormFields(company), intent: 'submit' }),
      json,
    );
    expect(expired.statusCode).toBe(403);
    const fresh = expired.json().csrf as string;
    expect(fresh).toBeTruthy();
    await nothingStored();

    // The fresh token posts: filed at once, the receipt waiting on its page.
    const filed = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart(
        { _csrf: fresh, ...reportFormFields(company), intent: 'submit' },
        {
          name: '증빙.pdf',
          data: pdfBytes(2048),
        },
      ),
      json,
    );
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toEqual({ ok: true, location: '/reportcomplete' });
    const after = await siteRowCounts(t.database.db);
    expect(after).toEqual({ ...before, posts: before.posts + 1, attachments: before.attachments + 1 });
    const receipt = await browser.get('/reportcomplete');
    expect(visibleText(receipt.body).replace(/-/g, '')).toMatch(/\d{16}/);
    expect(receipt.body).not.toContain(VALID_PASSWORD);
  });
});

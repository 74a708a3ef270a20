import { REPORT_MESSAGES, SITE_FORMS } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import {
  fieldError,
  fieldValue,
  multipart,
  PlainBrowser,
  reportFormFields,
  visibleText,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue 31: without JavaScript, a phone number typed as digits alone comes back grouped (010-1234-5678): in the form a
// refusal for another field sends back, and on the review page.

describe('the real-name form’s phone number, posted without JavaScript', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '전화번호상사');
  });
  afterAll(() => t.close());

  const post = async (fields: Record<string, string | undefined>) => {
    const browser = new PlainBrowser(t.app);
    const { csrf } = await browser.openForm(
      `${SITE_FORMS.reportReal}?collectionConsent=yes&thirdPartyConsent=yes`,
    );
    return browser.postMultipart(
      SITE_FORMS.reportReal,
      multipart({ _csrf: csrf, ...reportFormFields(company, { real: true, fields }), intent: 'review' }),
    );
  };

  it('shows the number grouped in a form refused for another field', async () => {
    const res = await post({ phoneNumber: '01012345678', name: '' });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'name')).toBe(REPORT_MESSAGES.name);
    expect(fieldError(res.body, 'phoneNumber')).toBeNull();
    expect(fieldValue(res.body, 'phoneNumber')).toBe('010-1234-5678');
  });

  it('shows the number grouped on the review page', async () => {
    const res = await post({ phoneNumber: '0212345678' });
    expect(res.statusCode).toBe(200);
    expect(visibleText(res.body)).toContain('02-1234-5678');
    expect(res.body).not.toContain('0212345678');
  });

  it("answers other input with the spec's message beside the field, as typed", async () => {
    const res = await post({ phoneNumber: '010-1234' });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'phoneNumber')).toBe(REPORT_MESSAGES.phoneFormat);
    expect(fieldValue(res.body, 'phoneNumber')).toBe('010-1234');
  });
});

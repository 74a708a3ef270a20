import { CONSENT_FIELDS, SITE_PAGES } from '@audit/contracts';

// The addresses of the steps from /reporting to a form: every step is a page of its own (plain links and a GET form),
// so the way to a report works without JavaScript.

/** The real-name form, with both consents given (the form sends them on; the server checks them again). */
export const REAL_FORM_URL = `${SITE_PAGES.reportReal}?${CONSENT_FIELDS.collection}=yes&${CONSENT_FIELDS.thirdParty}=yes`;
export const ANONYMOUS_FORM_URL = SITE_PAGES.reportAnonymous;

/** /reporting's steps: the consents of a real-name report, and the processing notice before either form. */
export const CONSENT_STEP_URL = `${SITE_PAGES.reporting}?step=consent`;
export const ANONYMOUS_NOTICE_URL = `${SITE_PAGES.reporting}?step=notice&kind=anonymous`;

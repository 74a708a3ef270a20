import type { SitePage } from '@audit/contracts';
import { popupNotice } from '../features/site/audit-popup/audit-popup-page.tsx';
import { pageTitle } from '../i18n/common.ts';
import { errorPageText } from '../i18n/error-pages.ts';
import { certificationText } from '../i18n/layout.ts';
import { myReportText } from '../i18n/my-report.ts';
import { privacyPolicyText } from '../i18n/privacy-policy-pages.ts';
import { reportCompleteText } from '../i18n/report-complete.ts';
import { reportFormText } from '../i18n/report-form.ts';
import { reportGuideText } from '../i18n/report-guide.ts';
import { reportLookupText } from '../i18n/report-lookup.ts';
import { reportReviewText } from '../i18n/report-review.ts';
import { reportingText } from '../i18n/reporting.ts';

/** The document title of a page, so browser tabs and screen readers name it (the server writes it into the head). */
export function titleOf(page: SitePage): string {
  switch (page.page) {
    case 'home':
      return pageTitle();
    case 'guide':
      return pageTitle(reportGuideText.title);
    case 'reporting':
      return pageTitle(reportingText.title);
    case 'report-form':
      return pageTitle(reportFormText.titles[page.kind === 'PUBLIC' ? 'real' : 'anonymous']);
    case 'report-review':
      return pageTitle(reportReviewText.title);
    case 'report-complete':
      return pageTitle(page.receiptNumber ? reportCompleteText.title : reportCompleteText.missing.title);
    case 'report-lookup':
      return pageTitle(reportLookupText.title);
    case 'my-report':
      return pageTitle(myReportText.title);
    case 'privacy':
      return pageTitle(privacyPolicyText.title);
    case 'certification':
      return pageTitle(certificationText.title);
    case 'audit-popup':
      return pageTitle(popupNotice(page.which).title);
    case 'session-timeout':
      return pageTitle(errorPageText.sessionTimeout.title);
    case 'not-found':
      return pageTitle(errorPageText.notFound.title);
    case 'error':
      return pageTitle(errorPageText.refused.title);
  }
}

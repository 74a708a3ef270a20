import type { SitePageName } from '@audit/contracts';
import { MyReportPage } from '../features/reporter/my-report/my-report-page.tsx';
import { ReportCompletePage } from '../features/reporter/report-complete/report-complete-page.tsx';
import { ReportFormPage } from '../features/reporter/report-form/report-form-page.tsx';
import { ReportLookupPage } from '../features/reporter/report-lookup/report-lookup-page.tsx';
import { ReportReviewPage } from '../features/reporter/report-review/report-review-page.tsx';
import { ReportingPage } from '../features/reporter/reporting/reporting-page.tsx';
import { AuditPopupPage } from '../features/site/audit-popup/audit-popup-page.tsx';
import { ErrorPage } from '../features/site/error-page/error-page.tsx';
import { CertificationPage } from '../features/site/footer-pages/certification-page.tsx';
import { PrivacyPolicyPage } from '../features/site/footer-pages/privacy-policy-page.tsx';
import { HomePage } from '../features/site/home/home-page.tsx';
import { NotFoundPage } from '../features/site/not-found/not-found-page.tsx';
import { ReportGuidePage } from '../features/site/report-guide/report-guide-page.tsx';
import { SessionTimeoutPage } from '../features/site/session-timeout/session-timeout-page.tsx';
import type { PageView } from './site-frame.tsx';

/**
 * Every public page's view, for the server's renderer (server-render.tsx). In the browser each page loads only its
 * own, through its entry (src/entries/<page>.tsx), so no page downloads another's code.
 */
export const PAGE_VIEWS: { [K in SitePageName]: PageView<K> } = {
  home: HomePage,
  guide: ReportGuidePage,
  reporting: ReportingPage,
  'report-form': ReportFormPage,
  'report-review': ReportReviewPage,
  'report-complete': ReportCompletePage,
  'report-lookup': ReportLookupPage,
  'my-report': MyReportPage,
  privacy: PrivacyPolicyPage,
  certification: CertificationPage,
  'audit-popup': AuditPopupPage,
  'session-timeout': SessionTimeoutPage,
  'not-found': NotFoundPage,
  error: ErrorPage,
};

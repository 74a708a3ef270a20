import { REPORT_MESSAGES } from '@audit/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { hasConsent } from '../../../lib/report-flow.ts';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './report-form.css';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

// The form (react-hook-form, the contracts' schemas, the company lists) is drawn after the page's first paint, so
// its module is not among what the first render waits for: it is fetched as soon as this module runs (and
// preloaded by the page's HTML, scripts/web-route-chunks.mjs), while the page's frame is drawn.
const formModule = import('./report-form.tsx');
// A failure shows when the form is drawn (the route's error screen), not as an unhandled rejection before.
formModule.catch(() => undefined);
const ReportForm = lazy(async () => ({ default: (await formModule).ReportForm }));

/** /reportsecond: the real-name form; only after both consents on /reporting. */
export function ReportRealNamePage() {
  const location = useLocation();
  if (!hasConsent(location.state)) return <Navigate to="/reporting" replace />;
  return <ReportFormPage kind="real" />;
}

/** /reportsecond02: the anonymous form. */
export function ReportAnonymousPage() {
  return <ReportFormPage kind="anonymous" />;
}

const pending = <div className="report-form-pending" />;

function ReportFormPage({ kind }: { kind: ReportKind }) {
  const navigate = useNavigate();
  const title = text.titles[kind];
  const painted = useAfterFirstPaint();

  // Switching kind leaves this form (and what was typed): ask first.
  const onRequest = (target: ReportKind) => {
    if (target === 'anonymous') {
      if (window.confirm(REPORT_MESSAGES.confirmAnonymous)) navigate('/reportsecond02');
    } else if (window.confirm(text.confirmReal)) {
      navigate('/reporting');
    }
  };

  return (
    <div className="container page">
      <DocumentTitle title={pageTitle(title)} />
      <h1 className="page-title">{title}</h1>
      <ReportKindTabs selected={kind} onRequest={onRequest}>
        {/* The page's frame is painted first, the form in a task of its own (as its lower part, report-form.tsx). */}
        {painted ? (
          <Suspense fallback={pending}>
            <ReportForm kind={kind === 'real' ? 'PUBLIC' : 'PRIVATE'} />
          </Suspense>
        ) : (
          pending
        )}
      </ReportKindTabs>
    </div>
  );
}

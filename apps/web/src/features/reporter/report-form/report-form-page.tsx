import { REPORT_MESSAGES } from '@audit/contracts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { hasConsent } from '../../../lib/report-flow.ts';
import { ReportForm } from './report-form.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './report-form.css';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

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
          <ReportForm kind={kind === 'real' ? 'PUBLIC' : 'PRIVATE'} />
        ) : (
          <div className="report-form-pending" />
        )}
      </ReportKindTabs>
    </div>
  );
}

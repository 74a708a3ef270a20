import { REPORT_MESSAGES } from '@audit/contracts';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { SafetyPanel } from '../../../components/safety-panel.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { type ChoiceState, hasConsent } from '../../../lib/report-flow.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { clearReportDraft } from './report-draft.ts';
import type { PostKind } from './report-form-schema.ts';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './report-form.css';

// The form (react-hook-form, the contracts' schemas, the company lists) is drawn after the page's first paint, so
// its module is not among what the first render waits for: it is fetched as soon as this module runs (and
// preloaded by the page's HTML, scripts/web-route-chunks.mjs), while the page's frame is drawn.
const formModule = import('./report-form.tsx');
// A failure shows when the form is drawn (the route's error screen), not as an unhandled rejection before.
formModule.catch(() => undefined);
const ReportForm = lazy(async () => ({ default: (await formModule).ReportForm }));

const REAL_CHOSEN: ChoiceState = { chosen: 'real' };

/** /reportsecond: the real-name form; only after both consents on /reporting (else back to its consents). */
export function ReportRealNamePage() {
  const location = useLocation();
  if (!hasConsent(location.state)) return <Navigate to="/reporting" replace state={REAL_CHOSEN} />;
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
  const postKind: PostKind = kind === 'real' ? 'PUBLIC' : 'PRIVATE';
  const painted = useAfterFirstPaint();
  // Whether leaving would lose what was typed: the form says so as it changes.
  const hasInput = useRef(false);
  const onInputChange = useCallback((has: boolean) => {
    hasInput.current = has;
  }, []);
  const { confirmLeave } = useLeaveGuard({
    ...text.leave,
    isDirty: () => hasInput.current,
    onLeave: () => clearReportDraft(postKind),
  });

  // Switching kind leaves this form: the spec's question, led by the leave warning when something was typed.
  const onRequest = (target: ReportKind) => {
    if (target === 'anonymous') {
      if (confirmLeave(REPORT_MESSAGES.confirmAnonymous)) navigate('/reportsecond02');
    } else if (confirmLeave(text.confirmReal)) {
      navigate('/reporting', { state: REAL_CHOSEN });
    }
  };

  return (
    <div className="container page">
      <DocumentTitle title={pageTitle(title)} />
      <h1 className="page-title">{title}</h1>
      <StepIndicator current={1} />
      <ReportKindTabs selected={kind} onRequest={onRequest}>
        <SafetyPanel />
        {/* The page's frame is painted first, the form in a task of its own (as its lower part, report-form.tsx). */}
        {painted ? (
          <Suspense fallback={pending}>
            <ReportForm kind={postKind} onInputChange={onInputChange} />
          </Suspense>
        ) : (
          pending
        )}
      </ReportKindTabs>
    </div>
  );
}

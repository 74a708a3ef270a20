import { REPORT_MESSAGES } from '@audit/contracts';
import { useCallback, useRef } from 'react';
import { PageNotice } from '../../../components/page-notice.tsx';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { SafetyPanel } from '../../../components/safety-panel.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { ANONYMOUS_FORM_URL, CONSENT_STEP_URL } from '../../../lib/report-flow.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { clearReportDraft } from './report-draft.ts';
import { ReportForm } from './report-form.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './report-form.css';

/**
 * /reportsecond (실명제보, only after both consents: the server sends a visitor without them back to the consents)
 * and /reportsecond02 (익명제보). The other kind's tab is a link; with JavaScript it asks first (the spec's question,
 * led by the leave warning when something is typed), and so does every other way off a form with something in it.
 */
export const ReportFormPage: PageView<'report-form'> = ({ page }) => {
  const kind: ReportKind = page.kind === 'PUBLIC' ? 'real' : 'anonymous';
  const title = text.titles[kind];
  // Whether leaving would lose what was typed: the form says so as it changes.
  const typed = useRef(false);
  const onInputChange = useCallback((has: boolean) => {
    typed.current = has;
  }, []);
  const { confirmLeave } = useLeaveGuard({
    ...text.leave,
    isDirty: () => typed.current,
    onLeave: () => clearReportDraft(page.kind),
  });

  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <StepIndicator current={1} />
      <PageNotice notice={page.notice} />
      <ReportKindTabs
        selected={kind}
        otherHref={kind === 'real' ? ANONYMOUS_FORM_URL : CONSENT_STEP_URL}
        onRequest={(_other, event) => {
          event.preventDefault();
          const question = kind === 'real' ? REPORT_MESSAGES.confirmAnonymous : text.confirmReal;
          const to = event.currentTarget.href;
          void confirmLeave(question).then((yes) => {
            if (yes) window.location.assign(to);
          });
        }}
      >
        <SafetyPanel />
        <ReportForm page={page} onInputChange={onInputChange} />
      </ReportKindTabs>
    </div>
  );
};

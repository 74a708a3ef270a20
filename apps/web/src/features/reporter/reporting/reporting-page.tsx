import { CONSENT_FIELDS, consentsGiven, REPORT_MESSAGES, SITE_PAGES } from '@audit/contracts';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { reportingText as text } from '../../../i18n/reporting.ts';
import {
  ANONYMOUS_FORM_URL,
  ANONYMOUS_NOTICE_URL,
  CONSENT_STEP_URL,
  REAL_FORM_URL,
} from '../../../lib/report-flow.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { ConsentBlock } from './consent-block.tsx';
import { KindChoice } from './kind-choice.tsx';
import { ProcessingNotice, ProcessingNoticeDialog } from './processing-notice-dialog.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './reporting.css';

const FORM_URL: Record<ReportKind, string> = { real: REAL_FORM_URL, anonymous: ANONYMOUS_FORM_URL };

/**
 * /reporting, in steps that are pages of their own (so the way to a form works without JavaScript): the choice
 * between 익명제보 and 실명제보; for a real-name report the spec's consents (a GET form to the next step; the server
 * refuses it unless both are "yes"); then the processing-time notice, whose 확인 opens the form. With JavaScript the
 * choice and the consents go on in place: a missing consent is said in the page's dialog and the notice opens as one.
 */
export const ReportingPage: PageView<'reporting'> = ({ page }) => {
  const [noticeFor, setNoticeFor] = useState<ReportKind | null>(null);
  const openNotice = (kind: ReportKind, event: { preventDefault: () => void }) => {
    event.preventDefault();
    setNoticeFor(kind);
  };

  const onConsent = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    event.preventDefault();
    if (!consentsGiven(data.get(CONSENT_FIELDS.collection), data.get(CONSENT_FIELDS.thirdParty))) {
      void showAlert(REPORT_MESSAGES.consent);
      return;
    }
    setNoticeFor('real');
  };

  return (
    <div className="container page">
      <h1 className="page-title">{text.title}</h1>
      <StepIndicator current={0} />
      <PageNotice notice={page.notice} />
      {page.step === 'choice' && (
        <KindChoice
          onChoose={(kind, event) => {
            if (kind === 'anonymous') openNotice('anonymous', event);
          }}
        />
      )}
      {page.step === 'consent' && (
        <ReportKindTabs
          selected="real"
          otherHref={ANONYMOUS_NOTICE_URL}
          onRequest={(_kind, event) => openNotice('anonymous', event)}
        >
          <p className="page-lead">{text.lead}</p>
          <form method="get" action={SITE_PAGES.reporting} onSubmit={onConsent}>
            <input type="hidden" name="step" value="notice" />
            <input type="hidden" name="kind" value="real" />
            <ConsentBlock
              consent={text.consents.collection}
              name={CONSENT_FIELDS.collection}
              answer={page.consents.collection}
            />
            <ConsentBlock
              consent={text.consents.thirdParty}
              name={CONSENT_FIELDS.thirdParty}
              answer={page.consents.thirdParty}
            />
            <div className="button-row form-actions">
              <button type="submit" className="button">
                {text.next}
              </button>
            </div>
          </form>
        </ReportKindTabs>
      )}
      {page.step === 'notice' && (
        <section className="form-section" aria-labelledby="processing-notice-title">
          <h2 id="processing-notice-title" className="form-section-title">
            {text.notice.title}
          </h2>
          <ProcessingNotice />
          <div className="button-row form-actions">
            <a href={FORM_URL[page.kind]} className="button">
              {text.notice.confirm}
            </a>
            <a
              href={page.kind === 'real' ? CONSENT_STEP_URL : SITE_PAGES.reporting}
              className="button button-secondary"
            >
              {text.notice.cancel}
            </a>
          </div>
        </section>
      )}
      <ProcessingNoticeDialog
        open={noticeFor !== null}
        onConfirm={() => {
          if (noticeFor) window.location.assign(FORM_URL[noticeFor]);
        }}
        onCancel={() => setNoticeFor(null)}
      />
    </div>
  );
};

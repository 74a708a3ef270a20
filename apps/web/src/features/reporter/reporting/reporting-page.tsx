import { REPORT_MESSAGES } from '@audit/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { reportingText as text } from '../../../i18n/reporting.ts';
import { type ChoiceState, type ConsentState, choseRealName } from '../../../lib/report-flow.ts';
import { type ConsentAnswer, ConsentBlock } from './consent-block.tsx';
import { KindChoice } from './kind-choice.tsx';
import { ProcessingNoticeDialog } from './processing-notice-dialog.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './reporting.css';

const FORM_PATHS: Record<ReportKind, string> = { real: '/reportsecond', anonymous: '/reportsecond02' };
const REAL_CHOSEN: ChoiceState = { chosen: 'real' };

/**
 * /reporting: first the choice between 익명제보 and 실명제보; then, for a real-name report only, the spec's
 * consent page: its tabs and the two consents. Both "yes" and 다음, the 익명제보 tab or the anonymous choice open
 * the processing-time notice; its 확인 opens the chosen form. The choice of 실명제보 is a history entry of its
 * own (router state), so the browser's back button returns to the choice; the consent travels in router state
 * too, so the real-name form can send a visitor who skipped this page back to the consents.
 */
export function ReportingPage() {
  const navigate = useNavigate();
  const consents = choseRealName(useLocation().state);
  const [collection, setCollection] = useState<ConsentAnswer>(null);
  const [thirdParty, setThirdParty] = useState<ConsentAnswer>(null);
  const [noticeFor, setNoticeFor] = useState<ReportKind | null>(null);

  const onNext = () => {
    if (collection !== 'yes' || thirdParty !== 'yes') {
      window.alert(REPORT_MESSAGES.consent);
      return;
    }
    setNoticeFor('real');
  };

  const onConfirm = () => {
    if (!noticeFor) return;
    const state: ConsentState | null = noticeFor === 'real' ? { consented: true } : null;
    navigate(FORM_PATHS[noticeFor], { state });
  };

  return (
    <div className="container page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="page-title">{text.title}</h1>
      <StepIndicator current={0} />
      {consents ? (
        <ReportKindTabs selected="real" onRequest={() => setNoticeFor('anonymous')}>
          <p className="page-lead">{text.lead}</p>
          <ConsentBlock
            consent={text.consents.collection}
            name="consent-collection"
            value={collection}
            onChange={setCollection}
          />
          <ConsentBlock
            consent={text.consents.thirdParty}
            name="consent-third-party"
            value={thirdParty}
            onChange={setThirdParty}
          />
          <div className="button-row form-actions">
            <button type="button" className="button" onClick={onNext}>
              {text.next}
            </button>
          </div>
        </ReportKindTabs>
      ) : (
        <KindChoice
          onChoose={(kind) =>
            kind === 'anonymous' ? setNoticeFor('anonymous') : navigate('/reporting', { state: REAL_CHOSEN })
          }
        />
      )}
      <ProcessingNoticeDialog
        open={noticeFor !== null}
        onConfirm={onConfirm}
        onCancel={() => setNoticeFor(null)}
      />
    </div>
  );
}

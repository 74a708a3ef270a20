import { REPORT_MESSAGES } from '@audit/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ReportKind, ReportKindTabs } from '../../../components/report-kind-tabs.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { reportingText as text } from '../../../i18n/reporting.ts';
import type { ConsentState } from '../../../lib/report-flow.ts';
import { type ConsentAnswer, ConsentBlock } from './consent-block.tsx';
import { ProcessingNoticeDialog } from './processing-notice-dialog.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './reporting.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

const FORM_PATHS: Record<ReportKind, string> = { real: '/reportsecond', anonymous: '/reportsecond02' };

/**
 * /reporting: the two consents of a real-name report. Both "yes" and 다음, or the 익명제보 tab, open the
 * processing-time notice; its 확인 opens the chosen form. The consent travels in router state, so the
 * real-name form can send a visitor who skipped this page back here.
 */
export function ReportingPage() {
  const navigate = useNavigate();
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
      <ProcessingNoticeDialog
        open={noticeFor !== null}
        onConfirm={onConfirm}
        onCancel={() => setNoticeFor(null)}
      />
    </div>
  );
}

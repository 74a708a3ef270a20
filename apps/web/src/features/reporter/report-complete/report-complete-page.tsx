import { SITE_PAGES, stepsAtSubmission } from '@audit/contracts';
import { useRef, useState } from 'react';
import { ReportProgress } from '../../../components/report-progress.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { reportCompleteText as text } from '../../../i18n/report-complete.ts';
import { formatReceiptNumber } from '../../../lib/receipt.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import '../../../components/content.css';
import './report-complete.css';

/**
 * /reportcomplete: the receipt number, large and easy to copy, with the warning that neither it nor the password can
 * be recovered. The server shows it once, right after the report was filed (a cookie only this page reads, cleared
 * as it is shown); a later visit, or a reload, gets a polite explanation instead.
 */
export const ReportCompletePage: PageView<'report-complete'> = ({ page }) => (
  <div className="container page report-complete">
    {page.receiptNumber ? <Receipt receipt={formatReceiptNumber(page.receiptNumber)} /> : <MissingReceipt />}
  </div>
);

// Where the reporter goes next: the look-up is the main way (the receipt number is for it), home the other.
const lookupLink = (
  <a href={SITE_PAGES.lookup} className="button">
    {text.lookup}
  </a>
);
const homeLink = (
  <a href="/" className="button button-secondary">
    {text.home}
  </a>
);

function Receipt({ receipt }: { receipt: string }) {
  const numberRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState('');
  // Copying needs a script: without one the number is there to write down or select.
  const canCopy = useHydrated();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt);
      setStatus(text.copied);
    } catch {
      // No clipboard (older browser, no permission): select the number so the reporter can copy it.
      const el = numberRef.current;
      const selection = window.getSelection();
      if (el && selection) {
        selection.removeAllRanges();
        selection.selectAllChildren(el);
      }
      setStatus(text.selected);
    }
  };

  return (
    <>
      <h1 className="page-title">{text.title}</h1>
      <StepIndicator current={2} />
      <p className="page-lead">{text.lead}</p>
      <section className="receipt-box" aria-labelledby="receipt-label">
        <h2 id="receipt-label" className="receipt-label">
          {text.receiptLabel}
        </h2>
        <p className="receipt-number">
          <strong ref={numberRef}>{receipt}</strong>
        </p>
        {canCopy && (
          <button type="button" className="button" aria-label={text.copyLabel} onClick={() => void copy()}>
            {text.copy}
          </button>
        )}
        <p className="receipt-status" role="status">
          {status}
        </p>
      </section>
      {/* Where the report stands now, in the same steps as the report's own page shows after a look-up. */}
      <ReportProgress steps={stepsAtSubmission()} />
      <div className="notice-box">
        <h2 className="notice-box-title">{text.keepTitle}</h2>
        <ul>
          {text.keep.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="button-row form-actions">
        {homeLink}
        {lookupLink}
      </div>
    </>
  );
}

function MissingReceipt() {
  return (
    <>
      <h1 className="page-title">{text.missing.title}</h1>
      <p>{text.missing.body}</p>
      <div className="button-row">
        {lookupLink}
        {homeLink}
      </div>
    </>
  );
}

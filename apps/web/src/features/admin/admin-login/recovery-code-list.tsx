import { useRef, useState } from 'react';
import { adminText } from '../../../i18n/admin.ts';
import { commonText } from '../../../i18n/common.ts';
import { copyText, selectTextOf } from '../../../lib/copy-text.ts';
import { formatDateTime } from '../../../lib/dates.ts';

const text = adminText.secondFactor;

type Outcome = 'copied' | 'notCopied' | 'printError' | null;
const MESSAGES: Record<Exclude<Outcome, null>, string> = {
  copied: text.codesCopied,
  notCopied: text.codesNotCopied,
  printError: text.printError,
};

/**
 * The ten recovery codes, shown once, with 인쇄 (the page prints as the codes alone, under a line saying what they
 * are and when they were issued: admin-plain-layout.css) and 복사 (one code a line).
 */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const [issuedAt] = useState(() => formatDateTime(new Date()));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const copy = async () => {
    const done = await copyText(codes.join('\n'));
    if (!done) selectTextOf(listRef.current);
    setOutcome(done ? 'copied' : 'notCopied');
  };
  const print = () => {
    setOutcome(null);
    try {
      window.print();
    } catch {
      setOutcome('printError');
    }
  };
  return (
    <div className="second-factor-codes-box">
      <p className="second-factor-print-only">
        {text.codesPrinted(`${commonText.groupName} ${commonText.siteName}`, issuedAt)}
      </p>
      <ol ref={listRef} className="second-factor-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-label={text.printCodesLabel}
          onClick={print}
        >
          {text.printCodes}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={text.copyCodesLabel}
          onClick={() => void copy()}
        >
          {text.copyCodes}
        </button>
      </div>
      <p
        role="status"
        className={outcome === 'copied' || outcome === null ? 'admin-hint' : 'admin-field-error'}
      >
        {outcome ? MESSAGES[outcome] : ''}
      </p>
    </div>
  );
}

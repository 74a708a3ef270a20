import { useId } from 'react';
import type { ReportKind } from '../../../components/report-kind-tabs.tsx';
import { reportKindText } from '../../../i18n/report-flow.ts';
import { reportingText } from '../../../i18n/reporting.ts';

const text = reportingText.choice;

/**
 * The first thing /reporting shows: 익명제보 and 실명제보 as two equal choices, each with one line on what it
 * means. Anonymous is not a lesser path hidden behind a tab: it comes first, with the same weight.
 */
export function KindChoice({ onChoose }: { onChoose: (kind: ReportKind) => void }) {
  const id = useId();
  const option = (kind: ReportKind, title: string, line: string) => (
    <button
      type="button"
      className="kind-choice-option"
      aria-labelledby={`${id}-${kind}`}
      aria-describedby={`${id}-${kind}-line`}
      onClick={() => onChoose(kind)}
    >
      <span id={`${id}-${kind}`} className="kind-choice-title">
        {title}
      </span>
      <span id={`${id}-${kind}-line`} className="kind-choice-line">
        {line}
      </span>
    </button>
  );
  return (
    <section className="kind-choice" aria-labelledby={id}>
      <h2 id={id} className="form-section-title">
        {text.title}
      </h2>
      <p className="page-lead">{text.lead}</p>
      <div className="kind-choice-options">
        {option('anonymous', reportKindText.anonymous, text.anonymous)}
        {option('real', reportKindText.real, text.real)}
      </div>
    </section>
  );
}

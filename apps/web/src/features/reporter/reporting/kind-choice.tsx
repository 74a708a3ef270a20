import { type MouseEvent, useId } from 'react';
import type { ReportKind } from '../../../components/report-kind-tabs.tsx';
import { reportKindText } from '../../../i18n/report-flow.ts';
import { reportingText } from '../../../i18n/reporting.ts';
import { ANONYMOUS_NOTICE_URL, CONSENT_STEP_URL } from '../../../lib/report-flow.ts';

const text = reportingText.choice;

type Props = {
  /** With JavaScript: the page may handle a choice in place (it calls preventDefault); otherwise the link is followed. */
  onChoose?: (kind: ReportKind, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The first thing /reporting shows: 익명제보 and 실명제보 as two equal choices, each with one line on what it
 * means. Anonymous is not a lesser path hidden behind a tab: it comes first, with the same weight. Each is a link to
 * the next step.
 */
export function KindChoice({ onChoose }: Props) {
  const id = useId();
  const option = (kind: ReportKind, href: string, title: string, line: string) => (
    <a
      href={href}
      className="kind-choice-option"
      aria-labelledby={`${id}-${kind}`}
      aria-describedby={`${id}-${kind}-line`}
      onClick={(event) => onChoose?.(kind, event)}
    >
      <span id={`${id}-${kind}`} className="kind-choice-title">
        {title}
      </span>
      <span id={`${id}-${kind}-line`} className="kind-choice-line">
        {line}
      </span>
    </a>
  );
  return (
    <section className="kind-choice" aria-labelledby={id}>
      <h2 id={id} className="form-section-title">
        {text.title}
      </h2>
      <p className="page-lead">{text.lead}</p>
      <div className="kind-choice-options">
        {option('anonymous', ANONYMOUS_NOTICE_URL, reportKindText.anonymous, text.anonymous)}
        {option('real', CONSENT_STEP_URL, reportKindText.real, text.real)}
      </div>
    </section>
  );
}

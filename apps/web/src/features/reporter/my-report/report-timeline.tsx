import type { MyPostView } from '@audit/contracts';
import { Timestamp } from '../../../components/timestamp.tsx';
import { myReportText as text } from '../../../i18n/my-report.ts';

/**
 * The handling steps with the date each was reached, the ones ahead shown as not reached yet, and the date of the
 * audit office's last reply. Plain markup and CSS: the reporter pages have a script budget.
 */
export function ReportTimeline({ timeline }: { timeline: MyPostView['timeline'] }) {
  // The steps are reached in order: the current one is the last reached (no findLastIndex: older phones lack it).
  const current = timeline.steps.filter((s) => s.reachedDate !== null).length - 1;
  return (
    <section className="content-block" aria-labelledby="my-report-timeline-title">
      <h2 id="my-report-timeline-title" className="content-block-title">
        {text.timelineTitle}
      </h2>
      <ol className="report-timeline">
        {timeline.steps.map((step, i) => (
          <li
            key={step.step}
            className={step.reachedDate ? 'report-step report-step-reached' : 'report-step'}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="report-step-title">{step.title}</span>
            <span className="report-step-date">
              {step.reachedDate ? (
                <>
                  <span className="visually-hidden">{text.stepReached} </span>
                  <Timestamp value={step.reachedDate} />
                </>
              ) : (
                text.stepPending
              )}
              {i === current && <span className="visually-hidden"> ({text.currentStep})</span>}
            </span>
          </li>
        ))}
      </ol>
      <p className="report-last-reply">
        {timeline.lastReplyDate ? (
          <>
            {text.lastReply}: <Timestamp value={timeline.lastReplyDate} withTime />
          </>
        ) : (
          text.noReply
        )}
      </p>
    </section>
  );
}

import { type MyPostView, REPORTER_STEPS } from '@audit/contracts';
import type { ReactNode } from 'react';
import { reportProgressText as text } from '../i18n/report-progress.ts';
import { Timestamp } from './timestamp.tsx';
import './report-progress.css';

type Steps = MyPostView['timeline']['steps'];

/**
 * The reporter's one sequence of steps (REPORTER_STEPS), on the receipt and on /inquirypage: each step with where it
 * stands said in words (완료, 현재 단계, 거치지 않음, 진행 전; the colours only help) and the date it was reached,
 * then what is happening at the current step. A step passed over is never drawn as done. Plain markup and CSS: the
 * reporter pages have a script budget and work without JavaScript.
 */
export function ReportProgress({ steps, children }: { steps: Steps; children?: ReactNode }) {
  const current = steps.find((s) => s.state === 'current');
  const now = REPORTER_STEPS.find((s) => s.status === current?.step)?.now;
  return (
    <section className="content-block" aria-labelledby="report-progress-title">
      <h2 id="report-progress-title" className="content-block-title">
        {text.title}
      </h2>
      <ol className="report-steps">
        {steps.map((step) => (
          <li
            key={step.step}
            className={`report-step report-step-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="report-step-title">{step.title}</span>
            <span className="report-step-state">
              {text.states[step.state]}
              {step.reachedDate && (
                <>
                  {' '}
                  <Timestamp value={step.reachedDate} />
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      {now && <p className="report-step-now">{now}</p>}
      {steps.some((s) => s.state === 'skipped') && <p className="field-hint">{text.skippedNote}</p>}
      {children}
    </section>
  );
}

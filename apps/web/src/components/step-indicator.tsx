import { reportStepsText as text } from '../i18n/report-flow.ts';
import './step-indicator.css';

/**
 * Where a reporter is on the way to a receipt (선택/동의 → 작성 → 제출 완료), on the consent page, both forms and
 * the receipt. The current step is told to screen readers (aria-current="step") and to the eye by more than
 * colour: a filled number and bold text; steps passed show a check mark and say 완료 to screen readers.
 */
export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="steps" aria-label={text.label}>
      {text.steps.map((label, i) => (
        <li
          key={label}
          className={
            i === current ? 'steps-item is-current' : i < current ? 'steps-item is-done' : 'steps-item'
          }
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="steps-marker" aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          {label}
          {i < current && <span className="visually-hidden"> ({text.done})</span>}
        </li>
      ))}
    </ol>
  );
}

import type { ConsentAnswer } from '@audit/contracts';
import { useId } from 'react';
import { RowHeaderTable } from '../../../components/row-header-table.tsx';
import { reportingText } from '../../../i18n/reporting.ts';
import '../../../components/form/choices.css';

type Props = {
  consent: (typeof reportingText.consents)[keyof typeof reportingText.consents];
  /** The form field's name (CONSENT_FIELDS). */
  name: string;
  /** The answer given before (a refused step keeps it); none by default (spec: no default). */
  answer: ConsentAnswer | null;
};

/**
 * One consent: what is collected or provided, for what and how long, the right to refuse, and yes / no as real
 * radio buttons of the consent form, with no default.
 */
export function ConsentBlock({ consent, name, answer }: Props) {
  const headingId = useId();
  return (
    <section className="form-section consent" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section-title">
        {consent.title}
      </h2>
      <div className="table-wrap">
        <RowHeaderTable caption={consent.caption} captionHidden rows={consent.rows} className="data-table" />
      </div>
      <p className="consent-refusal">{consent.refusal}</p>
      <fieldset className="choice-group">
        <legend>{consent.question}</legend>
        <div className="choice-options">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={name} value={value} defaultChecked={answer === value} />
              {value === 'yes' ? reportingText.agree : reportingText.disagree}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

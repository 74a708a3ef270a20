import { useId } from 'react';
import { RowHeaderTable } from '../../../components/row-header-table.tsx';
import { reportingText } from '../../../i18n/reporting.ts';
import '../../../components/form/choices.css';

export type ConsentAnswer = 'yes' | 'no' | null;

type Props = {
  consent: (typeof reportingText.consents)[keyof typeof reportingText.consents];
  name: string;
  value: ConsentAnswer;
  onChange: (value: 'yes' | 'no') => void;
};

/** One consent: what is collected or provided, for what and how long, the right to refuse, and yes / no. */
export function ConsentBlock({ consent, name, value, onChange }: Props) {
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
          {(['yes', 'no'] as const).map((answer) => (
            <label key={answer}>
              <input
                type="radio"
                name={name}
                value={answer}
                checked={value === answer}
                onChange={() => onChange(answer)}
              />
              {answer === 'yes' ? reportingText.agree : reportingText.disagree}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

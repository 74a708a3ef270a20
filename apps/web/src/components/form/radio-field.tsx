import { useFormContext } from 'react-hook-form';
import { FieldNote, useFieldError, useFieldParts } from './field.tsx';
import './choices.css';
import type { SelectOption } from './select-field.tsx';

/** One choice out of a few, as radios in a fieldset named by its legend. */
export function RadioField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const parts = useFieldParts({ error });
  return (
    <fieldset className="choice-group" aria-describedby={parts.errorId}>
      <legend className={parts.classes.label}>{label}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option.value}>
            <input {...register(name)} type="radio" value={option.value} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNote id={parts.errorId} className={parts.classes.error}>
        {error}
      </FieldNote>
    </fieldset>
  );
}

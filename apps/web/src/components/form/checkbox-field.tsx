import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldNote, useFieldError, useFieldParts } from './field.tsx';
import './choices.css';

/** A checkbox of the surrounding SchemaForm (a true/false value), its label beside it and a note below. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const parts = useFieldParts({ hint, error });
  const { className: _inputClass, ...control } = parts.control;
  return (
    <div className="checkbox-field">
      <div className="checkbox-row">
        <input {...control} {...register(name)} type="checkbox" />
        <label htmlFor={parts.id} className={parts.classes.label}>
          {label}
        </label>
      </div>
      <FieldNote id={parts.hintId} className={parts.classes.hint}>
        {hint}
      </FieldNote>
      <FieldNote id={parts.errorId} className={parts.classes.error}>
        {error}
      </FieldNote>
    </div>
  );
}

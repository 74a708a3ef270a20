import { type ChangeEvent, type HTMLAttributes, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { reportFormText } from '../../../i18n/report-form.ts';
import type { ReportFieldName, ReportFormValues } from './report-form-schema.ts';

type CommonProps = {
  name: ReportFieldName;
  label: string;
  required?: boolean;
  hint?: ReactNode;
};

/** Label, control, hint and error of one field, wired together for screen readers. */
function useFieldParts({ name, required, hint }: CommonProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ReportFormValues>();
  const id = useId();
  const error = errors[name]?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    register,
    error,
    hintId,
    errorId,
    controlProps: {
      id,
      className: 'field-input',
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy,
    },
  };
}

function FieldFrame(props: CommonProps & { parts: ReturnType<typeof useFieldParts>; children: ReactNode }) {
  const { label, required, hint, parts, children } = props;
  return (
    <div className="field">
      {/* Required: a CSS asterisk for the eye and aria-required for screen readers, so the name stays clean. */}
      <label htmlFor={parts.id} className={required ? 'field-label field-label-required' : 'field-label'}>
        {label}
        {!required && <span className="field-optional"> {reportFormText.optional}</span>}
      </label>
      {hint && (
        <p id={parts.hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children}
      {parts.error && (
        <p id={parts.errorId} className="field-error">
          {parts.error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = CommonProps & {
  type?: 'text' | 'tel' | 'email' | 'password';
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/** A text input or textarea registered with the report form. */
export function TextField(props: TextFieldProps) {
  const parts = useFieldParts(props);
  const { name, type = 'text', multiline, rows = 4, placeholder, maxLength, inputMode } = props;
  // Nothing typed into a report is worth remembering in the browser's autofill (shared computers).
  const common = {
    ...parts.controlProps,
    ...parts.register(name),
    placeholder,
    maxLength,
    autoComplete: 'off',
  };
  return (
    <FieldFrame {...props} parts={parts}>
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = CommonProps & {
  options: readonly { code: string; title: string }[];
  placeholder: string;
  onValueChange?: (value: string) => void;
};

/** A select registered with the report form; the empty first option is "not chosen yet". */
export function SelectField(props: SelectFieldProps) {
  const parts = useFieldParts(props);
  const { name, options, placeholder, onValueChange } = props;
  const registered = parts.register(name, {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value),
  });
  return (
    <FieldFrame {...props} parts={parts}>
      <select {...parts.controlProps} {...registered}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.title}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

import { RECORD_STATUS_TITLES, RECORD_STATUSES, type RecordStatus } from '@audit/contracts';
import type { ReactNode } from 'react';
import { sysadminText } from '../../../i18n/sysadmin.ts';

type Described = { id: string; hint?: ReactNode; error?: string };

/** The ids a control names in aria-describedby: its hint and, when invalid, its error. */
function describedBy({ id, hint, error }: Described): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function HintAndError({ id, hint, error }: Described) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sysadmin-field-error">
          {error}
        </p>
      )}
    </>
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="admin-field-label">
      {label}
      {required && (
        <span className="sysadmin-required">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({sysadminText.form.requiredLabel})</span>
        </span>
      )}
    </label>
  );
}

type TextFieldProps = Described & {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  required?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'number' | 'url';
  inputMode?: 'numeric' | 'email' | 'url' | 'text';
  autoComplete?: string;
  list?: string;
};

/** A labelled text box (or text area) with its hint and error, marked aria-invalid when it has an error. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, required, readOnly, multiline, error } = props;
  const common = {
    id,
    className: 'admin-input',
    value,
    readOnly,
    maxLength: props.maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(props),
  } as const;
  return (
    <div className="admin-field sysadmin-field">
      <Label id={id} label={label} required={required} />
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          list={props.list}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
      <HintAndError {...props} />
    </div>
  );
}

type SelectFieldProps = Described & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  required?: boolean;
};

/** A labelled select with an empty first choice ("선택하십시오"). */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, onChange, options, required, error } = props;
  return (
    <div className="admin-field sysadmin-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        className="admin-input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{sysadminText.form.selectPlaceholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndError {...props} />
    </div>
  );
}

type CheckboxFieldProps = Described & {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A checkbox with its label beside it and a one-line explanation below. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { id, label, checked, onChange } = props;
  return (
    <div className="sysadmin-field sysadmin-checkbox-field">
      <div className="sysadmin-checkbox-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy(props)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="admin-field-label">
          {label}
        </label>
      </div>
      <HintAndError {...props} />
    </div>
  );
}

/** 사용 / 미사용 radios; forms show it only in update mode (spec section 4). */
export function StatusField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: RecordStatus;
  onChange: (value: RecordStatus) => void;
}) {
  return (
    <fieldset className="sysadmin-field sysadmin-status-field">
      <legend className="admin-field-label">{sysadminText.form.status}</legend>
      <div className="sysadmin-radios">
        {RECORD_STATUSES.map((status) => (
          <label key={status} className="sysadmin-radio">
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
            />
            {RECORD_STATUS_TITLES[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

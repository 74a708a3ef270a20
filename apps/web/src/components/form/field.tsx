import { type ReactNode, useId } from 'react';
import { useFormState } from 'react-hook-form';
import { formText } from '../../i18n/form.ts';
import { type FieldVariant, useFormSettings } from './form-settings.ts';
import './fields.css';

const CLASSES: Record<FieldVariant, Record<'field' | 'label' | 'hint' | 'error' | 'control', string>> = {
  site: {
    field: 'field',
    label: 'field-label',
    hint: 'field-hint',
    error: 'field-error',
    control: 'field-input',
  },
  admin: {
    field: 'admin-field',
    label: 'admin-field-label',
    hint: 'admin-hint',
    error: 'admin-field-error',
    control: 'admin-input',
  },
};

export type FieldLabelProps = {
  label: string;
  /** The control's id; by default one of React's (a reporter form's fields pass fieldId(name), see there). */
  id?: string;
  hint?: ReactNode;
  /** Marked for the eye and set aria-required; the accessible name stays the label (plus 필수 on admin screens). */
  required?: boolean;
  /** Says (선택) after the label, for a field a reporter may leave empty. */
  optional?: boolean;
  /** The label is read out but not shown (e.g. an edit box right under what it edits). */
  labelHidden?: boolean;
  /** Lines kept free for the field's message on a phone (reporter screens): 2 where a message is long. */
  messageLines?: 1 | 2;
};

/**
 * The id of a reporter form's field named `name`: known in advance, so the list of a refused form's messages at its
 * top (a page the server rendered, without JavaScript) can link to each field.
 */
export const fieldId = (name: string) => `field-${name}`;

/** The error message of a field of the surrounding form, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Ids and class names of one field, with the props of its control: aria-describedby names the hint and, when
 * invalid, the error; aria-invalid and aria-required are set only when true.
 */
export function useFieldParts({
  id: givenId,
  hint,
  error,
  required,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}) {
  const reactId = useId();
  const id = givenId ?? reactId;
  const { variant } = useFormSettings();
  const classes = CLASSES[variant];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    variant,
    classes,
    hintId,
    errorId,
    control: {
      id,
      className: classes.control,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

type FieldParts = ReturnType<typeof useFieldParts>;

/** A field's hint or error line, under the ids its control points to. */
export function FieldNote({
  id,
  className,
  children,
}: {
  id?: string;
  className: string;
  children: ReactNode;
}) {
  return children ? (
    <p id={id} className={className}>
      {children}
    </p>
  ) : null;
}

/** The label of a field with its required or optional mark, as the variant writes it. */
function FieldLabel({
  parts,
  label,
  required,
  optional,
  labelHidden,
}: FieldLabelProps & { parts: FieldParts }) {
  const site = parts.variant === 'site';
  const className = labelHidden
    ? 'visually-hidden'
    : site && required
      ? `${parts.classes.label} field-label-required`
      : parts.classes.label;
  return (
    <label htmlFor={parts.id} className={className}>
      {label}
      {/* Reporter screens: a CSS asterisk that stays out of the name; admin screens say 필수 to screen readers. */}
      {required && !site && (
        <span className="admin-required">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({formText.requiredLabel})</span>
        </span>
      )}
      {optional && <span className="field-optional"> {formText.optional}</span>}
    </label>
  );
}

/**
 * The frame of a labelled field: label, hint, the control, error. The hint stands above the control on the
 * reporter screens (read before typing on a phone) and below it on the admin screens.
 */
export function Field(
  props: FieldLabelProps & { error?: string; children: (control: FieldParts['control']) => ReactNode },
) {
  const { hint, error, children } = props;
  const parts = useFieldParts(props);
  const hintNote = (
    <FieldNote id={parts.hintId} className={parts.classes.hint}>
      {hint}
    </FieldNote>
  );
  const hintFirst = parts.variant === 'site';
  return (
    <div className={parts.classes.field}>
      <FieldLabel {...props} parts={parts} />
      {hintFirst && hintNote}
      {children(parts.control)}
      {!hintFirst && hintNote}
      {hintFirst ? (
        // Reporter screens keep the message's line even while it is empty, so a message that appears (a field
        // left invalid) moves nothing below it: the first tap on 제보하기 after leaving a field always lands.
        <p
          id={parts.errorId}
          className={props.messageLines === 2 ? 'field-error field-error-2' : 'field-error'}
        >
          {error}
        </p>
      ) : (
        <FieldNote id={parts.errorId} className={parts.classes.error}>
          {error}
        </FieldNote>
      )}
    </div>
  );
}

import type { FocusEvent, HTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, type FieldLabelProps, fieldId, useFieldError } from './field.tsx';
import { maxLengthOf } from './field-rules.ts';
import { useFormSettings } from './form-settings.ts';

type Props = FieldLabelProps & {
  name: string;
  type?: 'text' | 'tel' | 'email' | 'password' | 'number' | 'search';
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** 'off' unless given: nothing typed into these forms is worth keeping in a shared computer's autofill. */
  autoComplete?: string;
  readOnly?: boolean;
  /** The id of a datalist of suggestions. */
  list?: string;
  /** Only where a field takes another field's limit (a confirmation); otherwise the schema's own limit. */
  maxLength?: number;
  /** A box as wide as what it holds (a phone number, a password: short; an e-mail address: medium). */
  width?: 'short' | 'medium';
  /**
   * Rewrites what was typed into the form its rule expects (a phone number's digits grouped with hyphens) when the
   * box is left (also when a submit's question takes the focus), so what is sent is what the box shows. The schema
   * applies the same rewrite, so a submit before it is valid alike.
   */
  normalize?: (value: string) => string;
};

/** A text box or text area of the surrounding SchemaForm, limited to the length its schema allows. */
export function TextField({
  name,
  type = 'text',
  multiline,
  rows,
  maxLength,
  autoComplete = 'off',
  width,
  normalize,
  ...props
}: Props) {
  const { register, formState, getValues, setValue } = useFormContext();
  const { schema, variant } = useFormSettings();
  const error = useFieldError(name);
  // What the page was rendered with is in its HTML (a form the server sent back keeps what was typed); a password
  // never is.
  const initial = type === 'password' ? undefined : formState.defaultValues?.[name];
  const registered = register(name);
  const tidy = () => {
    const value = getValues(name);
    if (!normalize || typeof value !== 'string') return;
    const tidied = normalize(value);
    if (tidied !== value) setValue(name, tidied, { shouldDirty: true });
  };
  const common = {
    ...registered,
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      tidy();
      return registered.onBlur(event);
    },
    defaultValue: initial == null ? undefined : String(initial),
    maxLength: maxLength ?? (schema ? maxLengthOf(schema, name) : undefined),
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    autoComplete,
  };
  return (
    <Field id={variant === 'site' ? fieldId(name) : undefined} {...props} error={error}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...common} rows={rows ?? 4} />
        ) : (
          <input
            {...control}
            {...common}
            className={width ? `${control.className} field-input-${width}` : control.className}
            type={type}
            inputMode={props.inputMode}
            list={props.list}
          />
        )
      }
    </Field>
  );
}

/** A value shown in a form's layout that the form does not send (e.g. the login id whose password is set). */
export function ReadOnlyField({
  label,
  value,
  hint,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  hint?: string;
  autoComplete?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => <input {...control} readOnly value={value} autoComplete={autoComplete} />}
    </Field>
  );
}

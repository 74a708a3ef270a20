import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, type FieldLabelProps, fieldId, useFieldError } from './field.tsx';
import { useFormSettings } from './form-settings.ts';

export type SelectOption = { value: string; label: string };

type Props = FieldLabelProps & {
  name: string;
  options: readonly SelectOption[];
  /** The empty first choice ("not chosen yet"); none when a value is always chosen. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
};

/** A select of the surrounding SchemaForm; its default value is a string, as the DOM holds it. */
export function SelectField({ name, options, placeholder, onValueChange, ...props }: Props) {
  const { register, formState } = useFormContext();
  const { variant } = useFormSettings();
  const error = useFieldError(name);
  // The chosen option from the first render on, so react-hook-form does not take the select for an edited one.
  const initial = formState.defaultValues?.[name];
  const registered = register(name, {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value),
  });
  return (
    <Field id={variant === 'site' ? fieldId(name) : undefined} {...props} error={error}>
      {(control) => (
        <select {...control} {...registered} defaultValue={initial == null ? '' : String(initial)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

import { useFormState } from 'react-hook-form';

type Props = {
  label: string;
  /** The button's text while the form is being sent. */
  busyLabel?: string;
  /** Said to screen readers while the form is being sent (for a button whose text stays). */
  announce?: string;
  className?: string;
  /** Off for a further reason than sending (e.g. the choices have not loaded yet). */
  disabled?: boolean;
};

/** The submit button of the surrounding SchemaForm: off while the form is sent, so nothing goes twice. */
export function SubmitButton({ label, busyLabel, announce, className = 'button', disabled }: Props) {
  const { isSubmitting } = useFormState();
  return (
    <>
      <button type="submit" className={className} disabled={isSubmitting || disabled}>
        {isSubmitting && busyLabel ? busyLabel : label}
      </button>
      {announce && (
        <p role="status" className="visually-hidden">
          {isSubmitting ? announce : ''}
        </p>
      )}
    </>
  );
}

import { useCallback, useId, useState } from 'react';
import type { z } from 'zod';
import { alertApiError } from '../../admin/session/admin-session.ts';
import { type FieldErrors, validateForm } from './validate-form.ts';

/**
 * State of a create/update form in a modal: values, per-field errors (cleared as the field is edited),
 * and the busy flag while saving. `check` validates with a contracts schema, alerts and focuses the first
 * invalid field; `run` sends, alerting the server's message when the call fails.
 */
export function useRecordForm<V extends Record<string, unknown>>(initial: V) {
  type K = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const prefix = useId();

  const fieldId = useCallback((key: K) => `${prefix}-${key}`, [prefix]);

  const set = <F extends K>(key: F, value: V[F]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const check = <S extends z.ZodType>(
    schema: S,
    input: Record<string, unknown>,
    order: readonly K[],
  ): z.output<S> | null => {
    const result = validateForm(schema, input, order);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    setErrors(result.errors);
    window.alert(result.message);
    document.getElementById(fieldId(result.first))?.focus();
    return null;
  };

  const run = async (send: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      alertApiError(error);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, errors, busy, fieldId, check, run };
}

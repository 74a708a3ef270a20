import { RECORD_STATUS_TITLES, RECORD_STATUSES, SYSADMIN_MESSAGES } from '@audit/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import { Dialog } from '../../../components/dialog.tsx';
import { type InvalidMessage, SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import type { FormSchema, SchemaFormApi } from '../../../components/form/use-schema-form.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';

/** 사용 / 미사용, for the status radios that forms show only in update mode (spec section 4). */
export const RECORD_STATUS_OPTIONS = RECORD_STATUSES.map((code) => ({
  value: code,
  label: RECORD_STATUS_TITLES[code],
}));

/**
 * Spec section 5: a missing required value is answered with "Please enter required values"; otherwise the first
 * invalid field's own message (그룹을 선택해주세요., a format rule).
 */
const sysadminInvalidMessage: InvalidMessage = (messages) =>
  messages.includes(SYSADMIN_MESSAGES.required)
    ? SYSADMIN_MESSAGES.required
    : (messages[0] ?? SYSADMIN_MESSAGES.required);

type Props<S extends FormSchema> = {
  title: string;
  form: SchemaFormApi<S>;
  onValid: (values: z.output<S>) => Promise<void>;
  onClose: () => void;
  /** The submit button's label; 저장 unless given. */
  submitLabel?: string;
  children: ReactNode;
};

/** The create/update modal of a system-admin list: the fields, then 저장 and 취소. */
export function FormDialog<S extends FormSchema>({
  title,
  form,
  onValid,
  onClose,
  submitLabel,
  children,
}: Props<S>) {
  const text = sysadminText.form;
  return (
    <Dialog open title={title} onClose={onClose} className="sysadmin-dialog">
      <SchemaForm
        form={form}
        onValid={onValid}
        invalidMessage={sysadminInvalidMessage}
        variant="admin"
        className="sysadmin-form"
      >
        <p className="admin-hint">{text.requiredNote}</p>
        {children}
        <div className="button-row sysadmin-dialog-actions">
          <SubmitButton label={submitLabel ?? text.save} announce={text.saving} />
          <button type="button" className="button button-secondary" onClick={onClose}>
            {text.cancel}
          </button>
        </div>
      </SchemaForm>
    </Dialog>
  );
}

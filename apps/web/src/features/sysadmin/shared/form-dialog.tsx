import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';

type Props = {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
};

/** The create/update modal of a system-admin list: the fields, then 저장 and 취소. */
export function FormDialog({ title, onClose, onSubmit, busy, children }: Props) {
  const text = sysadminText.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open title={title} onClose={onClose} className="sysadmin-dialog">
      <form className="sysadmin-form" noValidate onSubmit={submit}>
        <p className="admin-hint">{text.requiredNote}</p>
        {children}
        <div className="admin-buttons sysadmin-dialog-actions">
          <button type="submit" className="button" disabled={busy}>
            {text.save}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {text.cancel}
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {busy ? text.saving : ''}
        </p>
      </form>
    </Dialog>
  );
}

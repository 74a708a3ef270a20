import { useState } from 'react';
import { alertApiError } from '../../api/alert-api-error.ts';
import { Dialog } from '../../components/dialog.tsx';
import { adminText } from '../../i18n/admin.ts';
import { useIdleTimeout } from './use-idle-timeout.ts';

type Props = { timeoutSeconds: number; onExpire: () => void };

/**
 * Warns one minute before the automatic logout (role=alertdialog, so screen readers announce it at once)
 * and offers 연장. Closing the dialog without extending leaves the logout as it was.
 */
export function IdleWarning({ timeoutSeconds, onExpire }: Props) {
  const text = adminText.idle;
  const { phase, warnAt, extend } = useIdleTimeout(timeoutSeconds, onExpire);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  const onExtend = async () => {
    setBusy(true);
    try {
      await extend();
      setAnnouncement(text.extended);
    } catch (error) {
      alertApiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {phase === 'active' ? announcement : ''}
      </p>
      <Dialog
        open={phase === 'warning' && dismissedAt !== warnAt}
        role="alertdialog"
        title={text.title}
        onClose={() => setDismissedAt(warnAt)}
        className="admin-idle-dialog"
      >
        <p className="admin-idle-message">{text.message}</p>
        <p>{text.detail}</p>
        <div className="admin-dialog-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void onExtend()}>
            {text.extend}
          </button>
        </div>
      </Dialog>
    </>
  );
}

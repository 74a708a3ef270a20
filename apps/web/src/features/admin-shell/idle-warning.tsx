import { useState } from 'react';
import { alertApiError } from '../../api/alert-api-error.ts';
import { Dialog } from '../../components/dialog.tsx';
import { adminText } from '../../i18n/admin.ts';
import { useIdleTimeout } from './use-idle-timeout.ts';

type Props = { timeoutSeconds: number; onExpire: () => void };

/** The seconds left at which the countdown is said to a screen reader (besides every whole minute). */
const SPOKEN_SECONDS = [10, 30, 60] as const;

/**
 * The last announcement point the countdown has reached: whole minutes, then 30 and 10 seconds. The polite live
 * region holds this rather than the seconds themselves, so a screen reader is told a few times, not every second.
 */
export function spokenMark(secondsLeft: number): number {
  if (secondsLeft > 60) return Math.ceil(secondsLeft / 60) * 60;
  return SPOKEN_SECONDS.find((mark) => secondsLeft <= mark) ?? 60;
}

/**
 * Warns one minute before the automatic logout (role=alertdialog, so screen readers announce it at once), counts
 * the time left down every second, and offers 연장 (the only way to extend: closing the dialog does not).
 */
export function IdleWarning({ timeoutSeconds, onExpire }: Props) {
  const text = adminText.idle;
  const { phase, warnAt, secondsLeft, extend } = useIdleTimeout(timeoutSeconds, onExpire);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  const onExtend = async () => {
    setBusy(true);
    try {
      await extend();
      setAnnouncement(text.extended);
    } catch (error) {
      await alertApiError(error);
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
        {/* A timer (not announced by itself) for the eye; the live region below for the ear. Both are inside the
            dialog: it makes the rest of the page inert, and an inert live region is not read. */}
        <p role="timer" className="admin-idle-message">
          {text.message(secondsLeft)}
        </p>
        <p aria-live="polite" className="visually-hidden">
          {text.message(spokenMark(secondsLeft))}
        </p>
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

import { Dialog } from '../../../components/dialog.tsx';
import { reportingText } from '../../../i18n/reporting.ts';

const text = reportingText.notice;

/** The processing-time notice shown before either report form opens (a step of its own without JavaScript). */
export function ProcessingNotice() {
  return (
    <div className="notice-box">
      {text.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

type Props = { open: boolean; onConfirm: () => void; onCancel: () => void };

/** The same notice as a dialog over the page, with JavaScript. */
export function ProcessingNoticeDialog({ open, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} title={text.title} className="notice-dialog">
      <ProcessingNotice />
      <div className="button-row dialog-actions">
        <button type="button" className="button" onClick={onConfirm}>
          {text.confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </Dialog>
  );
}

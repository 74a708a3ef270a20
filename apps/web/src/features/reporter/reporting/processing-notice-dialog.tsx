import { Dialog } from '../../../components/dialog.tsx';
import { reportingText } from '../../../i18n/reporting.ts';

const text = reportingText.notice;

type Props = { open: boolean; onConfirm: () => void; onCancel: () => void };

/** The processing-time notice shown before either report form opens. */
export function ProcessingNoticeDialog({ open, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} title={text.title} className="notice-dialog">
      <div className="notice-box">
        {text.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
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

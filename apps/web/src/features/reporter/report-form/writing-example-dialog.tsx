import { OTHER_REQUESTS_TITLE, REPORT_SECTIONS } from '@audit/contracts';
import { Dialog } from '../../../components/dialog.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import { writingExampleText as text } from '../../../i18n/writing-example.ts';

/** 작성 예시: one invented report written along the six sections. */
export function WritingExample() {
  return (
    <>
      <p>{text.lead}</p>
      <dl className="example-list">
        {[
          [reportFormText.title, text.titleExample],
          ...REPORT_SECTIONS.map((section) => [section.title, text.sections[section.key]]),
          [OTHER_REQUESTS_TITLE, text.otherRequests],
        ].map(([term, example]) => (
          <div key={term} className="example-item">
            <dt>{term}</dt>
            <dd>{example}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

type Props = { open: boolean; onClose: () => void };

/** The example as the spec's popup, with JavaScript. */
export function WritingExampleDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={text.title}>
      <WritingExample />
      <div className="button-row dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}

import {
  EXCLUDED_PERSONS_TITLE,
  OTHER_REQUESTS_TITLE,
  type PostKind,
  REPORT_SECTIONS,
} from '@audit/contracts';
import { useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { AttachmentField } from './attachment-field.tsx';
import { WritingExample, WritingExampleDialog } from './writing-example-dialog.tsx';

type Props = {
  kind: PostKind;
  file: File | null;
  onFileChange: (file: File | null) => void;
  sending: boolean;
  /** The server refused the form and did not keep the file that came with it. */
  fileDropped: boolean;
};

/**
 * Section 2: title, the six sections of 육하원칙, other requests, who must not see the report (conflict of
 * interest), the writing example and the attachment. The example unfolds in place without JavaScript and opens as
 * the spec's popup with it.
 */
export function ContentSection({ kind, file, onFileChange, sending, fileDropped }: Props) {
  const headingId = useId();
  const [exampleOpen, setExampleOpen] = useState(false);
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section-title">
        {text.sections.content}
      </h2>
      <details className="writing-example">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's own button (keyboard too). */}
        <summary
          className="button button-secondary button-small"
          onClick={(event) => {
            event.preventDefault();
            setExampleOpen(true);
          }}
        >
          {text.exampleOpen}
        </summary>
        <WritingExample />
      </details>
      {kind === 'PRIVATE' && <p className="notice-box">{text.anonymousContentHint}</p>}
      <TextField name="title" label={text.title} required />
      {REPORT_SECTIONS.map((section) => (
        <TextField
          key={section.key}
          name={section.key}
          label={section.title}
          required
          multiline
          hint={text.sectionHints[section.key]}
        />
      ))}
      <TextField
        name="otherRequests"
        label={OTHER_REQUESTS_TITLE}
        optional
        multiline
        rows={3}
        hint={text.otherRequestsHint}
      />
      <TextField
        name="excludedPersons"
        label={EXCLUDED_PERSONS_TITLE}
        optional
        multiline
        rows={2}
        hint={text.excludedPersonsHint}
      />
      <AttachmentField file={file} onChange={onFileChange} disabled={sending} dropped={fileDropped} />
      <WritingExampleDialog open={exampleOpen} onClose={() => setExampleOpen(false)} />
    </section>
  );
}

import { EXCLUDED_PERSONS_TITLE, OTHER_REQUESTS_TITLE, REPORT_SECTIONS } from '@audit/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { AttachmentField } from './attachment-field.tsx';
import type { PostKind } from './report-form-schema.ts';

// The writing example is fetched when someone asks to see it.
const WritingExampleDialog = lazy(async () => ({
  default: (await import('./writing-example-dialog.tsx')).WritingExampleDialog,
}));

type Props = {
  kind: PostKind;
  file: File | null;
  onFileChange: (file: File | null) => void;
  sending: boolean;
};

/**
 * Section 2: title, the six sections of 육하원칙, other requests, who must not see the report (conflict of
 * interest), the writing example and the attachment.
 */
export function ContentSection({ kind, file, onFileChange, sending }: Props) {
  const headingId = useId();
  const [exampleOpen, setExampleOpen] = useState(false);
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <div className="form-section-head">
        <h2 id={headingId} className="form-section-title">
          {text.sections.content}
        </h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setExampleOpen(true)}
        >
          {text.exampleOpen}
        </button>
      </div>
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
      <AttachmentField file={file} onChange={onFileChange} disabled={sending} />
      {exampleOpen && (
        <Suspense fallback={null}>
          <WritingExampleDialog open onClose={() => setExampleOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

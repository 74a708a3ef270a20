import {
  NOTE_MAX_LENGTH,
  NOTE_MESSAGES,
  type NoteBody,
  type NoteView,
  noteApi,
  noteBody,
} from '@audit/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPatch, apiPost } from '../../../api/client.ts';
import { EditButton, InlineTextEditor } from '../../../components/form/inline-text-editor.tsx';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { internalNotesText as text } from '../../../i18n/admin-reports.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';

/**
 * The internal notes of a report, loaded once the report is on screen (`enabled`). Like the report itself they are
 * read fresh each time and not kept once left: each reading is recorded in the personal-data access log.
 */
export function useReportNotes(postId: number, enabled: boolean) {
  const notes = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'post', postId, 'notes'],
    queryFn: ({ signal }) => apiGet(noteApi.notes, { params: { postId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  useAlertOnError(notes.error);
  return notes;
}

type Props = {
  postId: number;
  notes: UseQueryResult<NoteView[]>;
  /** Print view: the notes only, nothing to write or edit. */
  printing: boolean;
};

/**
 * The audit office's internal notes on a report, apart from the conversation with the reporter and marked as never
 * shown to the reporter: the list (author, date, text), a new note, and editing of the viewer's own notes.
 */
export function InternalNotes({ postId, notes, printing }: Props) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const reload = async () => {
    await notes.refetch();
  };
  return (
    <section className="admin-panel report-section report-notes" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel-title">
        {text.title}
        {notes.data && <span className="report-notes-total"> ({notes.data.length})</span>}
      </h2>
      <p className="report-notes-private">{text.hiddenFromReporter}</p>
      {notes.isPending ? (
        <p role="status">{text.loading}</p>
      ) : notes.isError ? (
        <LoadError
          error={notes.error}
          fallback={text.loadError}
          onRetry={() => void reload()}
          className="report-notes-error"
        />
      ) : notes.data.length === 0 ? (
        <p className="admin-hint">{text.none}</p>
      ) : (
        <ol className="report-note-list" aria-labelledby={headingId}>
          {notes.data.map((note) => (
            <li key={note.id} className="report-note">
              <p className="report-note-meta">
                <strong>{note.author.name}</strong>
                <time dateTime={note.createdDate}>{formatDateTime(note.createdDate)}</time>
                {note.updatedDate && (
                  <span className="report-note-edited">
                    ({text.edited(formatDateTime(note.updatedDate))})
                  </span>
                )}
              </p>
              {editing === note.id && !printing ? (
                <InlineTextEditor
                  schema={noteBody}
                  defaultValues={{ content: note.content }}
                  name="content"
                  words={text}
                  save={(body) => apiPatch(noteApi.editNote, { params: { noteId: note.id }, body })}
                  savedMessage={NOTE_MESSAGES.edited}
                  onDone={async (changed) => {
                    setEditing(null);
                    if (changed) await reload();
                  }}
                  className="report-note-form"
                />
              ) : (
                <>
                  <p className="report-note-body">{note.content}</p>
                  {note.canUpdateNote && !printing && (
                    <EditButton
                      words={text}
                      createdDate={note.createdDate}
                      onClick={() => setEditing(note.id)}
                    />
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {!printing && <NewNoteForm postId={postId} onAdded={reload} />}
    </section>
  );
}

function NewNoteForm({ postId, onAdded }: { postId: number; onAdded: () => Promise<void> }) {
  const form = useSchemaForm(noteBody, { defaultValues: { content: '' } });

  const send = async (body: NoteBody) => {
    if (!(await askConfirm(text.confirmPost))) return;
    await apiPost(noteApi.addNote, { params: { postId }, body });
    form.reset({ content: '' });
    await showAlert(NOTE_MESSAGES.registered);
    await onAdded();
  };

  return (
    <SchemaForm form={form} onValid={send} variant="admin" className="report-note-form">
      <TextField name="content" label={text.newLabel} multiline hint={text.newHint(NOTE_MAX_LENGTH)} />
      <div className="button-row">
        <SubmitButton label={text.submit} busyLabel={text.submitting} />
      </div>
    </SchemaForm>
  );
}

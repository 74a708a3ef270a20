import {
  adminCommentBody,
  adminCommentEditBody,
  COMMENT_MESSAGES,
  type CommentRole,
  type CommentView,
  type PostStatusCode,
} from '@audit/contracts';
import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod/mini';
import { alertApiError } from '../api/alert-api-error.ts';
import { ApiError } from '../api/client.ts';
import { commentText as text } from '../i18n/comments.ts';
import { type CommentFile, CommentFilesField } from './comment-files.tsx';
import { CommentList } from './comment-list.tsx';
import type { FieldVariant } from './form/form-settings.ts';
import { EditButton, InlineTextEditor } from './form/inline-text-editor.tsx';
import { SchemaForm } from './form/schema-form.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';
import { askConfirm, showAlert } from './page-dialogs.tsx';
import { ReplyKindField } from './reply-kind-field.tsx';
import { serverHtmlToText } from './server-html.tsx';
import './comment-thread.css';

// The audit office's bodies: the spec's, with the reply's kind (the admin screens offer the choice).
type NewComment = z.output<typeof adminCommentBody>;
type EditedComment = z.output<typeof adminCommentEditBody>;

type Props = {
  post: { id: number; status: { statusCode: PostStatusCode }; comments: readonly CommentView[] };
  /** Sends a new comment to the side's endpoint (the reporter's or the audit office's), with its files if any. */
  onPost: (body: NewComment, files: readonly File[]) => Promise<unknown>;
  /** The new comment takes files (issue 31: the admin's reply, e.g. a form to fill in). */
  withFiles?: boolean;
  /** How a file of a comment is shown (a download); by default its name and size. */
  renderFile?: (file: CommentFile) => ReactNode;
  /** Saves an edited own comment (`canUpdateComment`); without it nothing can be edited (the reporter's view). */
  onEdit?: (commentId: number, body: EditedComment) => Promise<unknown>;
  /** Reloads the report after a change. */
  onChanged: () => Promise<unknown>;
  /** The look of the reporter's pages or of the admin screens. */
  variant: FieldVariant;
  /** Names of the authors' roles, shown before each name. */
  roleLabels?: Record<CommentRole, string>;
  /** Help under the label of the new comment. */
  hint?: string;
  /** Print view: the comments only, nothing to write or edit. */
  printing?: boolean;
  /**
   * The page draws the new comment's form itself (NewCommentForm, with the same props), apart from the list: the
   * admin detail keeps it in view below the conversation. The notice of a completed report stays in the thread.
   */
  composerApart?: boolean;
};

const CLASSES: Record<FieldVariant, Record<'section' | 'title' | 'note' | 'notice', string>> = {
  site: {
    section: 'content-block',
    title: 'content-block-title',
    note: 'field-hint',
    notice: 'notice-box',
  },
  admin: {
    section: 'admin-panel report-section',
    title: 'admin-panel-title',
    note: 'admin-hint',
    notice: 'notice-box',
  },
};

/**
 * The conversation of a report between the reporter and the audit office, on both sides: the list, own comments
 * editable where the side allows it, and a new comment unless the report is completed (spec section 4) or printed.
 * Posting and editing validate with the contracts' comment rules and ask for a confirmation first.
 */
export function CommentThread(props: Props) {
  const { post, variant, roleLabels, printing, onEdit, onChanged, renderFile } = props;
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const classes = CLASSES[variant];
  return (
    <section
      className={`${classes.section} report-comments comment-thread-${variant}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={classes.title}>
        {text.title} <span className="report-comment-total">({post.comments.length})</span>
      </h2>
      {post.comments.length === 0 ? (
        <p className={classes.note}>{text.none}</p>
      ) : (
        <CommentList
          comments={post.comments}
          labelledBy={headingId}
          roleLabels={roleLabels}
          renderFile={printing ? undefined : renderFile}
          renderBody={(comment, body) =>
            onEdit && editing === comment.id && !printing ? (
              <InlineTextEditor
                schema={adminCommentEditBody}
                defaultValues={{
                  content: serverHtmlToText(comment.content),
                  commentId: comment.id,
                  kind: comment.kind,
                }}
                name="content"
                words={text}
                save={(edited) => onEdit(comment.id, edited)}
                savedMessage={COMMENT_MESSAGES.edited}
                onDone={async (changed) => {
                  setEditing(null);
                  if (changed) await onChanged();
                }}
                className="report-comment-editor"
              >
                {variant === 'admin' && (
                  <ReplyKindField current={comment.kind} locked={post.status.statusCode === 'COMPLETED'} />
                )}
              </InlineTextEditor>
            ) : (
              <>
                {body}
                {onEdit && comment.canUpdateComment && !printing && (
                  <EditButton
                    words={text}
                    createdDate={comment.createdDate}
                    onClick={() => setEditing(comment.id)}
                  />
                )}
              </>
            )
          }
        />
      )}
      {printing ? null : post.status.statusCode === 'COMPLETED' ? (
        <p className={classes.notice}>{COMMENT_MESSAGES.completed}</p>
      ) : props.composerApart ? null : (
        <NewCommentForm {...props} />
      )}
    </section>
  );
}

/** A new comment: the thread's own, or drawn apart by the page (`composerApart`); none for a completed report. */
export function NewCommentForm({ post, onPost, onChanged, variant, hint, withFiles }: Props) {
  const blank = { content: '', postId: post.id, kind: 'PLAIN' } as const;
  const form = useSchemaForm(adminCommentBody, { defaultValues: blank });
  const [files, setFiles] = useState<File[]>([]);

  const send = async (body: NewComment) => {
    if (!(await askConfirm(text.confirmPost))) return;
    try {
      await onPost(body, files);
      form.reset(blank);
      setFiles([]);
      await showAlert(COMMENT_MESSAGES.registered);
      await onChanged();
    } catch (error) {
      await alertApiError(error);
      // A 409 means the report was completed meanwhile: reload to show it.
      if (error instanceof ApiError && error.status === 409) await onChanged();
    }
  };

  return (
    <SchemaForm form={form} onValid={send} variant={variant} className="report-comment-form">
      <TextField name="content" label={text.newLabel} multiline hint={hint} />
      {variant === 'admin' && <ReplyKindField />}
      {withFiles && <CommentFilesField files={files} onChange={setFiles} />}
      <div className="button-row report-comment-actions">
        <SubmitButton label={text.submit} busyLabel={text.submitting} />
      </div>
    </SchemaForm>
  );
}

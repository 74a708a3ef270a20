import {
  ADMIN_MESSAGES,
  type AdminPostDetail,
  adminApi,
  COMMENT_MAX_LENGTH,
  type CommentView,
} from '@audit/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, apiPatch, apiPost } from '../../../api/client.ts';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { alertApiError } from '../session/admin-session.ts';
import { ServerHtml, serverHtmlToText } from './server-html.tsx';

type Props = {
  post: AdminPostDetail;
  /** Print view: comments are shown, but nothing to edit or write. */
  printing: boolean;
  onChanged: () => Promise<unknown>;
};

/** The conversation with the reporter: the list (own comments editable) and a new comment. */
export function CommentSection({ post, printing, onChanged }: Props) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const completed = post.status.statusCode === 'COMPLETED';

  return (
    <section className="admin-panel report-section report-comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel-title">
        {text.commentsTitle(post.comments.length)}
      </h2>
      {post.comments.length === 0 ? (
        <p className="admin-hint">{text.noComments}</p>
      ) : (
        <ol className="report-comment-list">
          {post.comments.map((comment) => (
            <li
              key={comment.id}
              className={`report-comment ${comment.user.role === 'ROLE_ADMIN' ? 'is-admin' : 'is-reporter'}`}
            >
              <p className="report-comment-meta">
                <span className="report-comment-role">{text.roles[comment.user.role]}</span>{' '}
                <strong>{comment.user.name}</strong>{' '}
                <time dateTime={comment.createdDate}>{formatDateTime(comment.createdDate)}</time>
              </p>
              {editing === comment.id && !printing ? (
                <CommentEditor
                  comment={comment}
                  onDone={async (changed) => {
                    setEditing(null);
                    if (changed) await onChanged();
                  }}
                />
              ) : (
                <>
                  <ServerHtml html={comment.content} className="report-comment-body" />
                  {comment.canUpdateComment && !printing && (
                    <button
                      type="button"
                      className="admin-small-button"
                      aria-label={`${text.editLabel}: ${formatDateTime(comment.createdDate)}`}
                      onClick={() => setEditing(comment.id)}
                    >
                      {text.edit}
                    </button>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {printing ? null : completed ? (
        <p className="admin-notice">{ADMIN_MESSAGES.commentCompleted}</p>
      ) : (
        <NewComment postId={post.id} onPosted={onChanged} />
      )}
    </section>
  );
}

function CommentEditor({
  comment,
  onDone,
}: {
  comment: CommentView;
  onDone: (changed: boolean) => Promise<void>;
}) {
  const id = useId();
  const [content, setContent] = useState(() => serverHtmlToText(comment.content));
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) {
      window.alert(ADMIN_MESSAGES.commentRequired);
      return;
    }
    if (!window.confirm(text.confirmEdit)) return;
    setBusy(true);
    try {
      await apiPatch(adminApi.editComment, {
        params: { commentId: comment.id },
        body: { content: trimmed, commentId: comment.id },
      });
      window.alert(ADMIN_MESSAGES.commentEdited);
      await onDone(true);
    } catch (error) {
      alertApiError(error);
      setBusy(false);
    }
  };

  return (
    <form className="report-comment-editor" noValidate onSubmit={(event) => void save(event)}>
      <label htmlFor={id} className="visually-hidden">
        {text.editLabel}
      </label>
      <textarea
        id={id}
        className="admin-input"
        maxLength={COMMENT_MAX_LENGTH}
        value={content}
        // biome-ignore lint/a11y/noAutofocus: the admin just pressed 수정 for this comment.
        autoFocus
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="admin-buttons">
        <button type="submit" className="admin-small-button" disabled={busy}>
          {text.save}
        </button>
        <button
          type="button"
          className="admin-small-button"
          disabled={busy}
          onClick={() => void onDone(false)}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

function NewComment({ postId, onPosted }: { postId: number; onPosted: () => Promise<unknown> }) {
  const id = useId();
  const hintId = useId();
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) {
      window.alert(ADMIN_MESSAGES.commentRequired);
      return;
    }
    if (!window.confirm(text.confirmRegister)) return;
    setBusy(true);
    try {
      await apiPost(adminApi.comment, { params: { postId }, body: { content: trimmed, postId } });
      setContent('');
      window.alert(ADMIN_MESSAGES.commentRegistered);
      await onPosted();
    } catch (error) {
      alertApiError(error);
      // A 409 means the report was completed meanwhile: reload to show it.
      if (error instanceof ApiError && error.status === 409) await onPosted();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="report-comment-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-field">
        <label htmlFor={id} className="admin-field-label">
          {text.newComment}
        </label>
        <textarea
          id={id}
          className="admin-input"
          maxLength={COMMENT_MAX_LENGTH}
          aria-describedby={hintId}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <p id={hintId} className="admin-hint">
          {text.newCommentHint(COMMENT_MAX_LENGTH)}
        </p>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {text.register}
      </button>
    </form>
  );
}

import { COMMENT_MAX_LENGTH, INFORMANT_MESSAGES, informantApi, type MyPostView } from '@audit/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, apiPost } from '../../../api/client.ts';
import { commonText } from '../../../i18n/common.ts';
import { inquiryText as text } from '../../../i18n/inquiry.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ServerHtml } from './server-html.tsx';

type Props = { post: MyPostView; onChanged: () => Promise<unknown> };

/** The conversation with the audit office, and a new comment unless the report is completed. */
export function CommentSection({ post, onChanged }: Props) {
  const headingId = useId();
  const closed = post.status.statusCode === 'COMPLETED';
  return (
    <section className="inquiry-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="inquiry-block-title">
        {text.comments} <span className="comment-count">({post.comments.length})</span>
      </h2>
      {post.comments.length === 0 ? (
        <p className="field-hint">{text.noComments}</p>
      ) : (
        <ol className="comment-list" aria-labelledby={headingId}>
          {post.comments.map((comment) => (
            <li
              key={comment.id}
              className={`comment ${comment.user.role === 'ROLE_ADMIN' ? 'comment-admin' : 'comment-reporter'}`}
            >
              <p className="comment-meta">
                <strong>{comment.user.name}</strong>{' '}
                <time dateTime={comment.createdDate}>{formatDateTime(comment.createdDate)}</time>
              </p>
              <ServerHtml html={comment.content} className="comment-body" />
            </li>
          ))}
        </ol>
      )}
      {closed ? (
        <p className="notice-box">{INFORMANT_MESSAGES.commentCompleted}</p>
      ) : (
        <CommentForm postId={post.id} onPosted={onChanged} />
      )}
    </section>
  );
}

function CommentForm({ postId, onPosted }: { postId: number; onPosted: () => Promise<unknown> }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) {
      window.alert(INFORMANT_MESSAGES.commentRequired);
      return;
    }
    if (!window.confirm(text.confirmComment)) return;
    setSending(true);
    try {
      await apiPost(informantApi.comment, { params: { postId }, body: { content: trimmed, postId } });
      setContent('');
      window.alert(text.commentPosted);
      await onPosted();
    } catch (error) {
      window.alert(error instanceof ApiError ? error.message : commonText.errors.unknown);
      // A 409 means the report was completed meanwhile: reload to show it.
      if (error instanceof ApiError && error.status === 409) await onPosted();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="comment-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="field">
        <label htmlFor={id} className="field-label">
          {text.commentLabel}
        </label>
        <p id={`${id}-hint`} className="field-hint">
          {text.commentHint}
        </p>
        <textarea
          id={id}
          className="field-input"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <div className="button-row comment-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? text.commentSending : text.commentSubmit}
        </button>
      </div>
    </form>
  );
}

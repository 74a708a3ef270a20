import { type CommentRole, type CommentView, REPLY_KIND_TITLES } from '@audit/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/dates.ts';
import { type CommentFile, CommentFileList } from './comment-files.tsx';
import { ServerHtml } from './server-html.tsx';

type Props = {
  comments: readonly CommentView[];
  /** The list's accessible name (the thread's heading). */
  labelledBy: string;
  /** Names of the authors' roles, shown before each name. */
  roleLabels?: Record<CommentRole, string>;
  /** What a comment shows instead of its text, or after it (the admin's editor and edit button). */
  renderBody?: (comment: CommentView, body: ReactNode) => ReactNode;
  /** How a file of a comment is shown (issue 31): a link or a download; by default its name and size. */
  renderFile?: (file: CommentFile) => ReactNode;
};

/** The id of a comment's item, for a link to it (the admin's clocks panel links the reply that met a clock). */
export const commentAnchor = (id: number) => `comment-${id}`;

/**
 * The comments of a report in order, the reporter's and the audit office's told apart, a reply marked 접수 확인 or
 * 처리 결과 회신 labelled so (both sides show it).
 */
export function CommentList({ comments, labelledBy, roleLabels, renderBody, renderFile }: Props) {
  return (
    <ol className="report-comment-list" aria-labelledby={labelledBy}>
      {comments.map((comment) => {
        const body = <ServerHtml html={comment.content} className="report-comment-body" />;
        return (
          <li
            key={comment.id}
            id={commentAnchor(comment.id)}
            className={`report-comment ${comment.user.role === 'ROLE_ADMIN' ? 'is-admin' : 'is-reporter'}`}
          >
            <p className="report-comment-meta">
              {roleLabels && <span className="report-comment-role">{roleLabels[comment.user.role]}</span>}
              <strong>{comment.user.name}</strong>
              <time dateTime={comment.createdDate}>{formatDateTime(comment.createdDate)}</time>
              {comment.kind && comment.kind !== 'PLAIN' && (
                <span className="reply-kind-label">{REPLY_KIND_TITLES[comment.kind]}</span>
              )}
            </p>
            {renderBody ? renderBody(comment, body) : body}
            <CommentFileList files={comment.files} renderFile={renderFile} />
          </li>
        );
      })}
    </ol>
  );
}

import { type AdminPostDetail, adminApi, COMMENT_MAX_LENGTH, type NoteView } from '@audit/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { CommentThread, NewCommentForm } from '../../../components/comment-thread.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { commentFileDownloads, commentPayload } from './comment-file-downloads.tsx';
import { InternalNotes } from './internal-notes.tsx';
import { ReportClocks } from './report-clocks.tsx';
import { ReportHandlers } from './report-handlers.tsx';
import { ReportBody, ReporterCheck, ReportTarget } from './report-info.tsx';
import { StatusForm } from './status-form.tsx';
import type { PrintMode } from './use-print-mode.ts';
import './report-workspace.css';
import './report-composer.css';

/** The parts of the detail a phone reaches by the bar of links at its top (their elements' ids). */
const PARTS = {
  report: 'report-part-report',
  conversation: 'report-part-conversation',
  work: 'report-part-work',
  notes: 'report-part-notes',
} as const;
type Part = keyof typeof PARTS;

type Props = {
  post: AdminPostDetail;
  notes: UseQueryResult<NoteView[]>;
  /** A print view (`?print=`), or null for the working view. */
  mode: PrintMode | null;
  /** Reloads the report after a change (status, comment). */
  onChanged: () => Promise<unknown>;
};

/**
 * The report detail's layout. On a wide screen two columns: the case on the left (the report, what the reporter
 * saw of it, the conversation, and under it the new comment's box, kept in view at the bottom of the window while
 * the column is read), and the work panel on the right, in view as the page scrolls: 처리상태, 처리기한, 담당자 and
 * 열람 제외, 내부 메모. Narrower, one column with a bar of links to each part at its top. A print view is one
 * column in the same order, without the things to write or press. report-workspace.css draws it.
 */
export function ReportWorkspace({ post, notes, mode, onChanged }: Props) {
  const printing = mode !== null;
  // The thread and its form apart take the same props: what one is given, the other is too.
  const thread: ComponentProps<typeof CommentThread> = {
    variant: 'admin',
    post,
    printing,
    roleLabels: text.commentRoles,
    hint: text.newCommentHint(COMMENT_MAX_LENGTH),
    withFiles: true,
    renderFile: commentFileDownloads(post),
    onPost: (body, files) =>
      apiPost(adminApi.comment, { params: { postId: post.id }, body: commentPayload(body, files) }),
    onEdit: (commentId, body) => apiPatch(adminApi.editComment, { params: { commentId }, body }),
    onChanged,
  };
  const withComposer = !printing && post.status.statusCode !== 'COMPLETED';
  return (
    <>
      {!printing && <PartsNav />}
      <div className={`report-workspace${mode === 'body' ? ' is-body-only' : ''}`}>
        <div className="report-case">
          <PartOf part="report">
            <ReportTarget post={post} withContact={mode !== 'body'} />
            <ReportBody post={post} printing={printing} />
          </PartOf>
          {mode !== 'body' && (
            <PartOf part="conversation">
              <ReporterCheck post={post} />
              <CommentThread {...thread} composerApart />
            </PartOf>
          )}
          {withComposer && (
            <div className="report-composer admin-no-print">
              <NewCommentForm {...thread} />
            </div>
          )}
        </div>
        {mode !== 'body' && (
          <section
            id={PARTS.work}
            tabIndex={-1}
            className="report-part report-work"
            aria-label={text.workLabel}
          >
            {!printing && <StatusForm post={post} onChanged={onChanged} />}
            <ReportClocks post={post} />
            <ReportHandlers post={post} printing={printing} />
            <PartOf part="notes">
              <InternalNotes postId={post.id} notes={notes} printing={printing} />
            </PartOf>
          </section>
        )}
      </div>
    </>
  );
}

/** A part the bar of links leads to: focusable by script only, so a jump moves the reading place there too. */
function PartOf({ part, children }: { part: Part; children: ReactNode }) {
  return (
    <div id={PARTS[part]} tabIndex={-1} className="report-part">
      {children}
    </div>
  );
}

/**
 * The bar of links to the detail's parts, for a screen with one column (hidden where both columns show). A link
 * scrolls to its part and moves the focus there, without a new history entry: the detail is one screen.
 */
function PartsNav() {
  const jump = (event: MouseEvent<HTMLAnchorElement>, part: Part) => {
    const target = document.getElementById(PARTS[part]);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav className="report-parts-nav admin-no-print" aria-label={text.partsLabel}>
      <ul>
        {(Object.keys(PARTS) as Part[]).map((part) => (
          <li key={part}>
            <a href={`#${PARTS[part]}`} onClick={(event) => jump(event, part)}>
              {text.parts[part]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

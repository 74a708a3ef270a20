import {
  COMMENT_MESSAGES,
  CSRF_FIELD,
  commentBody,
  type MyPostView,
  NO_ATTACHMENT_TEXT,
  POST_TYPE_TITLES,
  reporterStepTitle,
  SITE_FORMS,
  type SitePage,
} from '@audit/contracts';
import { type FormEvent, useId } from 'react';
import { CommentFilesField } from '../../../components/comment-files.tsx';
import { CommentList } from '../../../components/comment-list.tsx';
import { SiteForm, submitNatively } from '../../../components/form/site-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { askConfirm } from '../../../components/page-dialogs.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { type LabeledRow, RowHeaderTable } from '../../../components/row-header-table.tsx';
import { ServerHtml } from '../../../components/server-html.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { commentText } from '../../../i18n/comments.ts';
import { myReportText as text } from '../../../i18n/my-report.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { formatDate, oneMonthAfter } from '../../../lib/dates.ts';
import { formatReceiptNumber } from '../../../lib/receipt.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { CommentFileLink } from './comment-file-link.tsx';
import { ReportTimeline } from './report-timeline.tsx';
import '../../../components/comment-thread.css';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './my-report.css';

type MyReportModel = Extract<SitePage, { page: 'my-report' }>;

/**
 * /inquirypage: the reporter's own report, rendered by the server for the session the look-up opened (an HttpOnly
 * cookie; a page without one, or whose session ended, goes back to /reportinquiry with the reason). The attachment
 * is a plain link, a comment (with up to three files: a multipart post) and 조회 종료 are plain form posts; with
 * JavaScript both ask first, in the page's dialog, and a file the server would refuse is refused when picked.
 */
export const MyReportPage: PageView<'my-report'> = ({ page }) => {
  const { post } = page;
  const confirmThen = (question: string) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await askConfirm(question)) submitNatively(form);
  };
  return (
    <div className="container page my-report-page">
      <h1 className="page-title">{text.title}</h1>
      <PageNotice notice={page.notice} />
      <ViewingWindow post={post} />
      <ReportTimeline timeline={post.timeline} />
      <section className="content-block" aria-labelledby="my-report-title">
        <h2 id="my-report-title" className="content-block-title">
          {text.summaryCaption}
        </h2>
        <ReportSummary post={post} />
        <h3 className="my-report-subtitle">{text.content}</h3>
        <ServerHtml html={post.content} className="report-content" headingLevel={4} />
        <h3 className="my-report-subtitle">{text.attachment}</h3>
        {post.attachFiles[0] ? (
          <p className="attachment-download">
            <a href={SITE_FORMS.attachment} className="attachment-link" download>
              <span className="icon icon-paperclip" aria-hidden="true" />
              <span className="attachment-link-name">{post.attachFiles[0].clientFilename}</span>
            </a>{' '}
            <span className="attachment-size">({formatBytes(post.attachFiles[0].size)})</span>
          </p>
        ) : (
          <p className="field-hint">{NO_ATTACHMENT_TEXT}</p>
        )}
      </section>
      <Comments page={page} />
      <form
        method="post"
        action={SITE_FORMS.signout}
        className="button-row form-actions"
        onSubmit={confirmThen(text.confirmLogout)}
      >
        <input type="hidden" name={CSRF_FIELD} value={page.csrf} />
        <button type="submit" className="button button-secondary">
          {text.logout}
        </button>
      </form>
    </div>
  );
};

function Comments({ page }: { page: MyReportModel }) {
  const { post } = page;
  const headingId = useId();
  return (
    <section className="content-block report-comments comment-thread-site" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-block-title">
        {commentText.title} <span className="report-comment-total">({post.comments.length})</span>
      </h2>
      {post.comments.length === 0 ? (
        <p className="field-hint">{commentText.none}</p>
      ) : (
        <CommentList
          comments={post.comments}
          labelledBy={headingId}
          renderFile={(file) => <CommentFileLink file={file} />}
        />
      )}
      {post.status.statusCode === 'COMPLETED' ? (
        <p className="notice-box">{COMMENT_MESSAGES.completed}</p>
      ) : (
        <NewComment page={page} />
      )}
    </section>
  );
}

function NewComment({ page }: { page: MyReportModel }) {
  const serverErrors = page.comment.error ? { content: page.comment.error } : undefined;
  const form = useSchemaForm(commentBody, {
    defaultValues: { content: page.comment.value, postId: page.post.id },
    serverErrors,
  });
  return (
    <SiteForm
      form={form}
      action={SITE_FORMS.comment}
      multipart
      csrf={page.csrf}
      invalidMessage={COMMENT_MESSAGES.required}
      onValid={async (_values, element) => {
        if (await askConfirm(commentText.confirmPost)) submitNatively(element);
      }}
      className="report-comment-form"
    >
      <TextField name="content" label={commentText.newLabel} multiline hint={text.commentHint} />
      <CommentFilesField error={page.comment.filesError} />
      <div className="button-row report-comment-actions">
        <button type="submit" className="button">
          {commentText.submit}
        </button>
      </div>
    </SiteForm>
  );
}

function ViewingWindow({ post }: { post: MyPostView }) {
  return (
    <div className="notice-box">
      <p>{text.window}</p>
      {post.completedDate && <p>{text.windowUntil(formatDate(oneMonthAfter(post.completedDate)))}</p>}
    </div>
  );
}

function ReportSummary({ post }: { post: MyPostView }) {
  const rows: LabeledRow[] = [
    [
      text.receipt,
      <span key="receipt" className="nowrap">
        {formatReceiptNumber(post.receiptNumber)}
      </span>,
    ],
    [
      text.caseNumber,
      <span key="case">
        <span className="nowrap">{post.caseNumber}</span>
        <span className="my-report-case-hint">{text.caseNumberHint}</span>
      </span>,
    ],
    [
      text.status,
      // The reporter's name of the status: the step's (접수 확인 중), as on the receipt and the steps above.
      <StatusBadge
        key="status"
        code={post.status.statusCode}
        title={reporterStepTitle(post.status.statusCode)}
        variant="site"
      />,
    ],
    [text.company, post.companyType.title],
    [text.reportType, post.reportType.title],
    [text.kind, POST_TYPE_TITLES[post.postType]],
    [text.subject, post.title],
    [text.date, <Timestamp key="date" value={post.createdDate} />],
  ];
  return (
    <div className="table-wrap">
      <RowHeaderTable
        caption={text.summaryCaption}
        captionHidden
        rows={rows}
        className="data-table my-report-summary"
      />
    </div>
  );
}

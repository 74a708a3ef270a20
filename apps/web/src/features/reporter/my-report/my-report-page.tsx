import {
  type MyPostView,
  NO_ATTACHMENT_TEXT,
  POST_TYPE_TITLES,
  REPORTER_MESSAGES,
  reporterApi,
} from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiDownload, apiGet, apiPost } from '../../../api/client.ts';
import { clearToken } from '../../../api/tokens.ts';
import { useRequiredToken } from '../../../api/use-required-token.ts';
import { AttachmentDownload } from '../../../components/attachment-download.tsx';
import { CommentThread } from '../../../components/comment-thread.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { type LabeledRow, RowHeaderTable } from '../../../components/row-header-table.tsx';
import { ServerHtml } from '../../../components/server-html.tsx';
import { ReportStatusBadge } from '../../../components/status-badge.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { myReportText as text } from '../../../i18n/my-report.ts';
import { formatDate, oneMonthAfter } from '../../../lib/dates.ts';
import { formatReceiptNumber } from '../../../lib/receipt.ts';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './my-report.css';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ReportTimeline } from './report-timeline.tsx';

const MY_REPORT_KEY = ['reporter', 'my-report'] as const;

/**
 * /inquirypage: the reporter's own report. Without a token the reporter is sent back to the look-up; a 410
 * is handled by the API client (token dropped, back to /reportinquiry).
 */
export function MyReportPage() {
  const hasToken = useRequiredToken('reporter', REPORTER_MESSAGES.sessionMissing);

  return (
    <div className="container page my-report-page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="page-title">{text.title}</h1>
      {hasToken && <MyReport />}
    </div>
  );
}

function MyReport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: MY_REPORT_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet(reporterApi.myPost, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          // Wrong or closed session (401, 403 one month after completion, 410 already handled): say why, go back.
          window.alert(error.message);
          if (error.status !== 410) {
            clearToken('reporter');
            navigate('/reportinquiry', { replace: true });
          }
        }
        throw error;
      }
    },
    // A report is personal data: never kept in the cache once the page is left.
    gcTime: 0,
    staleTime: 0,
  });

  const logout = async () => {
    if (!window.confirm(text.confirmLogout)) return;
    // Ends the session on the server too; the token is dropped here whatever the answer.
    await apiPost(reporterApi.signout).catch(() => undefined);
    clearToken('reporter');
    queryClient.removeQueries({ queryKey: MY_REPORT_KEY });
    navigate('/reportinquiry', { replace: true });
  };

  if (query.isPending) return <p role="status">{text.loading}</p>;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        fallback={text.loadError}
        onRetry={() => void query.refetch()}
        className="notice-box"
      />
    );
  }

  const post = query.data;
  return (
    <>
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
            <AttachmentDownload
              file={post.attachFiles[0]}
              label={text.downloadLabel(post.attachFiles[0].clientFilename)}
              fetchFile={() => apiDownload(reporterApi.attachment)}
            />
          </p>
        ) : (
          <p className="field-hint">{NO_ATTACHMENT_TEXT}</p>
        )}
      </section>
      <CommentThread
        variant="site"
        post={post}
        hint={text.commentHint}
        onPost={(body) => apiPost(reporterApi.comment, { params: { postId: post.id }, body })}
        onChanged={() => query.refetch()}
      />
      <div className="button-row form-actions">
        <button type="button" className="button button-secondary" onClick={logout}>
          {text.logout}
        </button>
      </div>
    </>
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
    [text.status, <ReportStatusBadge key="status" status={post.status} variant="site" />],
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

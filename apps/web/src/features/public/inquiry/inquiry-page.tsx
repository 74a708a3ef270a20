import { INFORMANT_MESSAGES, informantApi, type MyPostView, POST_TYPE_TITLES } from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiGet, apiRequest } from '../../../api/client.ts';
import { clearToken, getToken } from '../../../api/tokens.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { inquiryText as text } from '../../../i18n/inquiry.ts';
import { formatDate, oneMonthAfter } from '../../../lib/dates.ts';
import { formatReceiptNumber } from '../../../lib/receipt.ts';
import { AttachmentDownload } from './attachment-download.tsx';
import { CommentSection } from './comment-section.tsx';
import { ServerHtml } from './server-html.tsx';
import '../../../components/content.css';
import '../../../components/form.css';
import './inquiry.css';

const MY_POST_KEY = ['informant', 'mypost'] as const;

/**
 * /inquirypage: the reporter's own report. Without a token the reporter is sent back to the look-up; a 410
 * is handled by the API client (token dropped, back to /reportinquiry).
 */
export function InquiryPage() {
  const navigate = useNavigate();
  const [hasToken] = useState(() => getToken('reporter') !== null);
  const warned = useRef(false);

  useEffect(() => {
    if (hasToken || warned.current) return;
    warned.current = true; // effects run twice in development; say it once
    window.alert(INFORMANT_MESSAGES.sessionMissing);
    navigate('/reportinquiry', { replace: true });
  }, [hasToken, navigate]);

  return (
    <div className="container page">
      <title>{pageTitle(text.title)}</title>
      <h1 className="page-title">{text.title}</h1>
      {hasToken && <MyReport />}
    </div>
  );
}

function MyReport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: MY_POST_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet(informantApi.myPost, { signal });
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
    await apiRequest(informantApi.signout).catch(() => undefined);
    clearToken('reporter');
    queryClient.removeQueries({ queryKey: MY_POST_KEY });
    navigate('/reportinquiry', { replace: true });
  };

  if (query.isPending) return <p role="status">{text.loading}</p>;
  if (query.isError) {
    return (
      <div className="notice-box" role="alert">
        <p>{query.error instanceof ApiError ? query.error.message : text.loadError}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {text.retry}
        </button>
      </div>
    );
  }

  const post = query.data;
  return (
    <>
      <ViewingWindow post={post} />
      <section className="inquiry-block" aria-labelledby="inquiry-report-title">
        <h2 id="inquiry-report-title" className="inquiry-block-title">
          {text.summaryCaption}
        </h2>
        <ReportSummary post={post} />
        <h3 className="inquiry-subtitle">{text.content}</h3>
        <ServerHtml html={post.content} className="report-content" />
        <h3 className="inquiry-subtitle">{text.attachment}</h3>
        {post.attachFiles[0] ? (
          <AttachmentDownload file={post.attachFiles[0]} />
        ) : (
          <p className="field-hint">{text.noAttachment}</p>
        )}
      </section>
      <CommentSection post={post} onChanged={() => query.refetch()} />
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
  const rows: [string, ReactNode][] = [
    [text.receipt, formatReceiptNumber(post.receiptNumber)],
    [
      text.status,
      <span key="status" className={`status-badge status-${post.status.statusCode}`}>
        {post.status.statusTitle}
      </span>,
    ],
    [text.company, post.companyType.title],
    [text.reportType, post.reportType.title],
    [text.kind, POST_TYPE_TITLES[post.postType]],
    [text.subject, post.title],
    [
      text.date,
      <time key="date" dateTime={post.createdDate}>
        {formatDate(post.createdDate)}
      </time>,
    ],
  ];
  return (
    <div className="table-wrap">
      <table className="data-table inquiry-summary">
        <caption className="visually-hidden">{text.summaryCaption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

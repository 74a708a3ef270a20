import { adminApi, COMMENT_MAX_LENGTH } from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPatch, apiPost } from '../../../api/client.ts';
import { CommentThread } from '../../../components/comment-thread.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { adminText } from '../../../i18n/admin.ts';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';
import { REPORT_LIST_KEY, REPORT_LIST_PATH, readDetailState } from '../report-navigation.ts';
import { commentFileDownloads, commentPayload } from './comment-file-downloads.tsx';
import { InternalNotes, useReportNotes } from './internal-notes.tsx';
import { PrintHeader } from './print-marks.tsx';
import { ReportHandlers } from './report-handlers.tsx';
import { ReportBody, ReportClocks, ReporterCheck, ReportTarget } from './report-info.tsx';
import { StatusForm } from './status-form.tsx';
import { usePrintMode } from './use-print-mode.ts';
import './report-detail.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** The id of `?id=`, when it is a positive whole number. */
function readId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /admininquirypage?id=: one report with the reporter's contact (real-name only), comments, the audit office's
 * internal notes, status change and two print views (`?print=full|body`, see use-print-mode.ts).
 */
export function ReportDetailPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  return (
    <div className="admin-page report-detail">
      <DocumentTitle title={pageTitle(adminText.screens.reportDetail)} />
      <h1 className="admin-page-title">{adminText.screens.reportDetail}</h1>
      {id === null ? (
        <>
          <p role="alert">{text.badId}</p>
          <BackToList />
        </>
      ) : (
        <ReportDetail id={id} />
      )}
    </div>
  );
}

function BackToList() {
  const navigate = useNavigate();
  const location = useLocation();
  const { listSearch } = readDetailState(location.state);
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => navigate({ pathname: REPORT_LIST_PATH, search: listSearch ?? '' })}
    >
      {text.backToList}
    </button>
  );
}

function ReportDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'post', id],
    queryFn: ({ signal }) => apiGet(adminApi.post, { params: { id }, signal }),
    // Personal data: always read fresh (each view is recorded in the access log) and not kept once left.
    staleTime: 0,
    gcTime: 0,
  });
  useAlertOnError(detail.error);
  const notes = useReportNotes(id, detail.isSuccess);
  // A print waits for the notes too (the full print shows them).
  const printing = usePrintMode(detail.isSuccess && !notes.isPending);

  const refresh = async () => {
    // Counts, status and comment numbers of the list have changed too: it reloads when shown again.
    void queryClient.invalidateQueries({ queryKey: REPORT_LIST_KEY, refetchType: 'none' });
    await detail.refetch();
  };

  if (detail.isPending) return <p role="status">{text.loading}</p>;
  if (detail.isError) {
    return (
      <LoadError
        error={detail.error}
        fallback={text.loadError}
        onRetry={() => void detail.refetch()}
        className="admin-panel"
      >
        <BackToList />
      </LoadError>
    );
  }

  const post = detail.data;
  const mode = printing.mode;
  return (
    <>
      {mode ? (
        <div className="notice-box report-print-bar admin-no-print">
          <p>{text.printModeNotice[mode]}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={printing.printAgain}>
              {text.printNow}
            </button>
            <button type="button" className="button button-secondary" onClick={printing.close}>
              {text.printClose}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row report-toolbar admin-no-print">
          <BackToList />
          <button type="button" className="button button-secondary" onClick={() => printing.print('full')}>
            {text.printFull}
          </button>
          <button type="button" className="button button-secondary" onClick={() => printing.print('body')}>
            {text.printBody}
          </button>
        </div>
      )}
      {mode && <PrintHeader />}
      {/* First under the toolbar, so an admin sees it without scrolling; part of no print. */}
      {mode === null && <StatusForm post={post} onChanged={refresh} />}
      <ReportTarget post={post} withContact={mode !== 'body'} />
      <ReportBody post={post} printing={mode !== null} />
      {mode !== 'body' && (
        <>
          <ReportClocks post={post} />
          <ReporterCheck post={post} />
          <ReportHandlers post={post} printing={mode !== null} />
          <CommentThread
            variant="admin"
            post={post}
            printing={mode !== null}
            roleLabels={text.commentRoles}
            hint={text.newCommentHint(COMMENT_MAX_LENGTH)}
            withFiles
            renderFile={commentFileDownloads(post)}
            onPost={(body, files) =>
              apiPost(adminApi.comment, { params: { postId: post.id }, body: commentPayload(body, files) })
            }
            onEdit={(commentId, body) => apiPatch(adminApi.editComment, { params: { commentId }, body })}
            onChanged={refresh}
          />
          <InternalNotes postId={post.id} notes={notes} printing={mode !== null} />
        </>
      )}
      {mode === null && (
        <div className="button-row report-footer admin-no-print">
          <BackToList />
        </div>
      )}
    </>
  );
}

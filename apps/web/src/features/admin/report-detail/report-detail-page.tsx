import { adminApi } from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiGet } from '../../../api/client.ts';
import { adminText } from '../../../i18n/admin.ts';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { REPORT_LIST_PATH, readDetailState } from '../report-navigation.ts';
import { ADMIN_QUERY_ROOT } from '../session/admin-session.ts';
import { useAlertOnError } from '../use-alert-on-error.ts';
import { CommentSection } from './comment-section.tsx';
import { ReportBody, ReporterCheck, ReportTarget } from './report-info.tsx';
import { StatusForm } from './status-form.tsx';
import { usePrintMode } from './use-print-mode.ts';
import './report-detail.css';

/** The id of `?id=`, when it is a positive whole number. */
function readId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /admininquirypage?id=: one report with the reporter's contact (real-name only), comments, status change
 * and two print views (`?print=full|body`, see use-print-mode.ts).
 */
export function ReportDetailPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  return (
    <div className="admin-page report-detail">
      <title>{pageTitle(adminText.screens.reportDetail)}</title>
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
  const printing = usePrintMode(detail.isSuccess);

  const refresh = async () => {
    // Counts, status and comment numbers of the list have changed too: it reloads when shown again.
    void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'posts'], refetchType: 'none' });
    await detail.refetch();
  };

  if (detail.isPending) return <p role="status">{text.loading}</p>;
  if (detail.isError) {
    return (
      <div className="admin-panel">
        <p role="alert">{detail.error instanceof ApiError ? detail.error.message : text.loadError}</p>
        <div className="admin-buttons">
          <button type="button" className="button button-secondary" onClick={() => void detail.refetch()}>
            {adminText.errors.retry}
          </button>
          <BackToList />
        </div>
      </div>
    );
  }

  const post = detail.data;
  const mode = printing.mode;
  return (
    <>
      {mode ? (
        <div className="admin-notice report-print-bar admin-no-print">
          <p>{text.printModeNotice[mode]}</p>
          <div className="admin-buttons">
            <button type="button" className="button" onClick={printing.printAgain}>
              {text.printNow}
            </button>
            <button type="button" className="button button-secondary" onClick={printing.close}>
              {text.printClose}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-buttons report-toolbar admin-no-print">
          <BackToList />
          <button type="button" className="button button-secondary" onClick={() => printing.print('full')}>
            {text.printFull}
          </button>
          <button type="button" className="button button-secondary" onClick={() => printing.print('body')}>
            {text.printBody}
          </button>
        </div>
      )}
      <ReportTarget post={post} withContact={mode !== 'body'} />
      <ReportBody post={post} printing={mode !== null} />
      {mode !== 'body' && (
        <>
          <ReporterCheck post={post} />
          {mode === null && <StatusForm post={post} onChanged={refresh} />}
          <CommentSection post={post} printing={mode !== null} onChanged={refresh} />
        </>
      )}
      {mode === null && (
        <div className="admin-buttons report-footer admin-no-print">
          <BackToList />
        </div>
      )}
    </>
  );
}

import {
  HANDLER_MESSAGES,
  OVERSIGHT_MESSAGES,
  type OverseenReport,
  oversightApi,
  type PostStatusCode,
} from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { alertApiError, useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPost, apiPut } from '../../../api/client.ts';
import { AdminPicker } from '../../../components/admin-picker.tsx';
import { ExclusionLists } from '../../../components/exclusion-lists.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { oversightText } from '../../../i18n/oversight.ts';
import { reportHandlersText } from '../../../i18n/report-handlers.ts';
import { oversightKeys } from './oversight-keys.ts';

const text = oversightText.detail;

type Props = { id: number; onClose: () => void };

/**
 * One overseen report: what the oversight needs to decide (never its content). Its heading takes the focus when
 * shown, so a keyboard or screen-reader user selecting a row lands on it, and a phone scrolls to it.
 */
export function OverseenReportPanel({ id, onClose }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const report = useQuery({
    queryKey: oversightKeys.report(id),
    queryFn: ({ signal }) => apiGet(oversightApi.overseenReport, { params: { postId: id }, signal }),
    staleTime: 0,
  });
  useAlertOnError(report.error);
  useEffect(() => heading.current?.focus(), []);
  /** A decision's answer is the report as it now stands; the lists' counts and 보류 marks change with it. */
  const apply = (view: OverseenReport) => {
    queryClient.setQueryData(oversightKeys.report(id), view);
    void queryClient.invalidateQueries({ queryKey: [...oversightKeys.all, 'list'] });
  };
  return (
    <section className="admin-panel oversight-detail" aria-labelledby={headingId}>
      <div className="oversight-detail-head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="admin-panel-title">
          {text.title(report.data?.caseNumber)}
        </h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          {text.close}
        </button>
      </div>
      {report.isPending ? (
        <p role="status">{text.loading}</p>
      ) : report.isError ? (
        <LoadError
          error={report.error}
          fallback={text.loadError}
          onRetry={() => void report.refetch()}
          className="oversight-detail-error"
        />
      ) : (
        <OverseenReportBody report={report.data} onChange={apply} />
      )}
    </section>
  );
}

function OverseenReportBody({
  report,
  onChange,
}: {
  report: OverseenReport;
  onChange: (view: OverseenReport) => void;
}) {
  const postId = report.id;
  const saveAssignees = async (adminUserIds: number[]) =>
    onChange(await apiPut(oversightApi.setOverseenAssignees, { params: { postId }, body: { adminUserIds } }));
  const decide = async (adminUserIds: number[]) =>
    onChange(await apiPut(oversightApi.decideExclusions, { params: { postId }, body: { adminUserIds } }));
  const marks = new Map(report.requests.map((r) => [r.adminUserId, text.requestMark(r.requestedBy.name)]));
  return (
    <>
      <dl className="oversight-summary" aria-label={text.summary}>
        <dt>{oversightText.columns.company}</dt>
        <dd>{report.companyTitle}</dd>
        <dt>{oversightText.columns.type}</dt>
        <dd>{report.reportTypeTitle}</dd>
        <dt>{oversightText.columns.date}</dt>
        <dd>
          <Timestamp value={report.createdDate} withTime />
        </dd>
        <dt>{oversightText.columns.status}</dt>
        <dd>
          <StatusBadge
            code={report.statusCode as PostStatusCode}
            title={report.statusTitle}
            variant="admin"
          />
          {report.held && <span className="report-admin-flag">{oversightText.held}</span>}
        </dd>
      </dl>
      {report.held && <HeldNotice report={report} onReleased={onChange} />}
      {report.excludedPersons !== null && (
        <div className="notice-box oversight-reporter-note">
          <h3>{text.reporterNote}</h3>
          <p className="oversight-reporter-note-text">{report.excludedPersons}</p>
          <p>{text.reporterNoteHint}</p>
        </div>
      )}
      <h3 className="oversight-subtitle">{text.handlersTitle}</h3>
      {report.assignees.length === 0 ? (
        <p className="admin-hint">{text.handlersNone}</p>
      ) : (
        <ul className="report-admin-list" aria-label={text.handlersCurrent}>
          {report.assignees.map((a) => (
            <li key={a.adminUserId}>{reportHandlersText.admin(a.name, a.groupName)}</li>
          ))}
        </ul>
      )}
      <AdminPicker
        legend={text.handlersChoose}
        hint={text.handlersHint}
        candidates={report.candidates}
        chosen={report.assignees}
        saveLabel={text.handlersSave}
        savedMessage={HANDLER_MESSAGES.assigneesSaved}
        onSave={saveAssignees}
      />
      <h3 className="oversight-subtitle">{text.exclusionsTitle}</h3>
      <p>{text.exclusionsLead}</p>
      <ExclusionLists exclusions={report.exclusions} requests={report.requests} level={4} />
      <AdminPicker
        legend={text.decideChoose}
        hint={text.decideHint}
        candidates={report.candidates}
        // Pending requests are ticked: saving as is grants them, unticking one refuses it.
        chosen={[...report.exclusions, ...report.requests]}
        marks={marks}
        saveLabel={text.decideSave}
        savedMessage={text.decided}
        confirm={text.confirmDecide}
        onSave={decide}
      />
    </>
  );
}

/** A held report: no team sees it or is told of it until the oversight releases it, after a confirmation. */
function HeldNotice({
  report,
  onReleased,
}: {
  report: OverseenReport;
  onReleased: (v: OverseenReport) => void;
}) {
  const [busy, setBusy] = useState(false);
  const release = async () => {
    if (!(await askConfirm(text.confirmRelease))) return;
    setBusy(true);
    try {
      const view = await apiPost(oversightApi.releaseReport, { params: { postId: report.id } });
      onReleased(view);
      await showAlert(OVERSIGHT_MESSAGES.released);
    } catch (error) {
      await alertApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice-box oversight-held">
      <h3>{text.heldTitle}</h3>
      <p>{text.heldLead}</p>
      {report.heldSince && (
        <p>
          {text.heldSince}: <Timestamp value={report.heldSince} withTime />
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" disabled={busy} onClick={() => void release()}>
          {busy ? text.releasing : text.release}
        </button>
      </div>
    </div>
  );
}

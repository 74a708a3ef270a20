import { type AdminPostDetail, handlerApi, type ReportAdminView } from '@audit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPut } from '../../../api/client.ts';
import { AdminPicker } from '../../../components/admin-picker.tsx';
import { ExclusionLists } from '../../../components/exclusion-lists.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { reportExclusionsText, reportHandlersText as text } from '../../../i18n/report-handlers.ts';
import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';
import { REPORT_LIST_KEY } from '../report-navigation.ts';
import '../../../components/report-admins.css';
import './report-handlers.css';

type Props = { post: AdminPostDetail; printing: boolean };

const key = (postId: number, part: 'assignees' | 'exclusions') => [ADMIN_QUERY_ROOT, 'post', postId, part];

function AdminList({ admins, none, label }: { admins: ReportAdminView[]; none: string; label: string }) {
  if (admins.length === 0) return <p className="admin-hint">{none}</p>;
  return (
    <ul className="report-admin-list" aria-label={label}>
      {admins.map((a) => (
        <li key={a.adminUserId}>{text.admin(a.name, a.groupName)}</li>
      ))}
    </ul>
  );
}

/**
 * 담당자: the report's handlers, chosen among the admins who may see it, with the reporter's own note of who must
 * not see the report beside them; and, for its handlers, 열람 제외 (they ask, the 감사 책임 그룹 decides).
 */
export function ReportHandlers({ post, printing }: Props) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const assignees = useQuery({
    queryKey: key(post.id, 'assignees'),
    queryFn: ({ signal }) => apiGet(handlerApi.assignees, { params: { postId: post.id }, signal }),
    staleTime: 0,
  });
  useAlertOnError(assignees.error);
  const saveAssignees = async (adminUserIds: number[]) => {
    const view = await apiPut(handlerApi.setAssignees, {
      params: { postId: post.id },
      body: { adminUserIds },
    });
    queryClient.setQueryData(key(post.id, 'assignees'), view);
    void queryClient.invalidateQueries({ queryKey: key(post.id, 'exclusions') });
    void queryClient.invalidateQueries({ queryKey: REPORT_LIST_KEY, refetchType: 'none' });
  };
  return (
    <>
      <section className="admin-panel report-section report-handlers" aria-labelledby={headingId}>
        <h2 id={headingId} className="admin-panel-title">
          {text.title}
        </h2>
        {post.excludedPersons && (
          <div className="notice-box report-excluded-persons">
            <h3>{text.reporterNote}</h3>
            <p className="report-excluded-persons-text">{post.excludedPersons}</p>
            <p>{text.reporterNoteHint}</p>
          </div>
        )}
        {assignees.isPending ? (
          <p role="status">{text.loading}</p>
        ) : assignees.isError ? (
          <LoadError
            error={assignees.error}
            fallback={text.loadError}
            onRetry={() => void assignees.refetch()}
            className="report-handlers-error"
          />
        ) : (
          <>
            <AdminList admins={assignees.data.assignees} none={text.none} label={text.current} />
            {!printing && (
              <AdminPicker
                legend={text.choose}
                hint={text.chooseHint}
                candidates={assignees.data.candidates}
                chosen={assignees.data.assignees}
                saveLabel={text.save}
                savedMessage={text.saved}
                onSave={saveAssignees}
              />
            )}
          </>
        )}
      </section>
      {assignees.data?.canRequestExclusions && !printing && <ReportExclusions postId={post.id} />}
    </>
  );
}

/**
 * 열람 제외: shown to the report's handlers only (the server answers 403 to others). They see the exclusions in
 * force and the requests waiting, and ask for exclusions: the picker saves the set of pending requests, and the
 * 감사 책임 그룹 decides them (only it lifts an exclusion in force).
 */
function ReportExclusions({ postId }: { postId: number }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const t = reportExclusionsText;
  const exclusions = useQuery({
    queryKey: key(postId, 'exclusions'),
    queryFn: ({ signal }) => apiGet(handlerApi.exclusions, { params: { postId }, signal }),
    staleTime: 0,
  });
  useAlertOnError(exclusions.error);
  const save = async (adminUserIds: number[]) => {
    const view = await apiPut(handlerApi.setExclusions, { params: { postId }, body: { adminUserIds } });
    queryClient.setQueryData(key(postId, 'exclusions'), view);
    void queryClient.invalidateQueries({ queryKey: key(postId, 'assignees') });
  };
  return (
    <section className="admin-panel report-section report-exclusions" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel-title">
        {t.title}
      </h2>
      <p>{t.lead}</p>
      {exclusions.isPending ? (
        <p role="status">{t.loading}</p>
      ) : exclusions.isError ? (
        <LoadError
          error={exclusions.error}
          fallback={t.loadError}
          onRetry={() => void exclusions.refetch()}
          className="report-handlers-error"
        />
      ) : (
        <>
          <ExclusionLists exclusions={exclusions.data.exclusions} requests={exclusions.data.requests} />
          <AdminPicker
            legend={t.choose}
            hint={t.chooseHint}
            candidates={exclusions.data.candidates}
            chosen={exclusions.data.requests}
            saveLabel={t.save}
            savedMessage={t.saved}
            confirm={t.confirm}
            onSave={save}
          />
        </>
      )}
    </section>
  );
}

import {
  ADMIN_MESSAGES,
  type AdminPostDetail,
  adminApi,
  commonsApi,
  type PostStatusCode,
} from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiGet, apiPatch } from '../../../api/client.ts';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { alertApiError } from '../session/admin-session.ts';
import { useAlertOnError } from '../use-alert-on-error.ts';

type Props = { post: AdminPostDetail; onChanged: () => Promise<unknown> };

/** The status select with 저장: any status may be chosen (spec section 4), after a confirmation. */
export function StatusForm({ post, onChanged }: Props) {
  const id = useId();
  const statuses = useQuery({
    queryKey: ['commons', 'post-statuses'],
    queryFn: ({ signal }) => apiGet(commonsApi.postStatuses, { signal }),
    staleTime: 10 * 60_000,
  });
  useAlertOnError(statuses.error);
  const [status, setStatus] = useState<PostStatusCode>(post.status.statusCode);
  const [busy, setBusy] = useState(false);
  // After a reload of the report (e.g. another admin changed it), show its status.
  useEffect(() => setStatus(post.status.statusCode), [post.status.statusCode]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!window.confirm(text.confirmStatus)) return;
    setBusy(true);
    try {
      await apiPatch(adminApi.setStatus, { params: { id: post.id }, query: { postStatus: status } });
      window.alert(ADMIN_MESSAGES.changed);
      await onChanged();
    } catch (error) {
      alertApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const options = statuses.data ?? [{ code: post.status.statusCode, title: post.status.statusTitle }];
  return (
    <section className="admin-panel report-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel-title">
        {text.statusTitle}
      </h2>
      <form className="report-status-form" onSubmit={(event) => void save(event)}>
        <div className="admin-field">
          <label htmlFor={id} className="admin-field-label">
            {text.statusSelect}
          </label>
          <select
            id={id}
            className="admin-input"
            value={status}
            onChange={(event) => setStatus(event.target.value as PostStatusCode)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={busy || !statuses.data}>
          {text.statusSave}
        </button>
      </form>
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { useAlertOnError } from './sysadmin-queries.ts';
import '../../../components/admin-ui.css';
import '../sysadmin.css';

type Props<T> = {
  title: string;
  lead: string;
  query: UseQueryResult<T>;
  /** Opens the create modal; no 등록 button when absent. */
  onCreate?: () => void;
  children: (data: T) => ReactNode;
};

/** Frame of a system-admin screen: heading, 등록, and the loaded list (or its loading / error state). */
export function ListPage<T>({ title, lead, query, onCreate, children }: Props<T>) {
  const text = sysadminText.list;
  useAlertOnError(query.error);
  return (
    <div className="admin-page sysadmin-page">
      <title>{pageTitle(title)}</title>
      <div className="sysadmin-heading">
        <h1 className="admin-page-title">{title}</h1>
        {onCreate && (
          <button type="button" className="button sysadmin-create" onClick={onCreate}>
            {text.create}
          </button>
        )}
      </div>
      <p className="sysadmin-lead">{lead}</p>
      <p role="status" className="visually-hidden">
        {query.isFetching && !query.data ? text.loading : ''}
      </p>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <LoadError error={query.error} message={text.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <p>{text.loading}</p>
      )}
    </div>
  );
}

/** A failed load: the server's message (already alerted) and 다시 시도. */
export function LoadError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="admin-panel" role="alert">
      <p>{error instanceof ApiError ? error.message : message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {sysadminText.list.retry}
      </button>
    </div>
  );
}

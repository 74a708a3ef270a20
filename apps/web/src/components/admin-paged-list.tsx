import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAlertOnError } from '../api/alert-api-error.ts';
import { AdminPager } from './admin-pager.tsx';
import { AdminTable, type Column } from './admin-table.tsx';
import { LoadError } from './load-error.tsx';

/** A page of a paged list as the API answers it (`number` zero-based). */
type Page<T> = { content: T[]; totalElements: number; totalPages: number; number: number };

type Props<T> = {
  queryKey: (page: number) => QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  caption: (total: number, page: number, pages: number) => string;
  /** The columns for the page shown (a row number may count from the page's place in the list). */
  columns: (page: Page<T>) => readonly Column<T>[];
  className?: string;
  texts: { empty: string; loading: string; loadError: string };
};

/** `?page=` counts from 1 in the URL (what a person reads and shares), the API from 0. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) - 1 : 0;
}

/**
 * A paged admin list that keeps its page in the URL (so back, forward and reload keep it): the table of the page,
 * the pager, and the loading and error states. A failed load is alerted (spec section 8) and offers 다시 시도.
 */
export function AdminPagedList<T extends { id: number }>({
  queryKey,
  fetchPage,
  caption,
  columns,
  className,
  texts,
}: Props<T>) {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const query = useQuery({
    queryKey: queryKey(page),
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useAlertOnError(query.error);
  const data = query.data;
  return (
    <>
      <p role="status" className="visually-hidden">
        {query.isFetching ? texts.loading : ''}
      </p>
      {query.isError && !data ? (
        <LoadError
          error={query.error}
          fallback={texts.loadError}
          onRetry={() => void query.refetch()}
          className="admin-panel"
        />
      ) : !data ? (
        <p>{texts.loading}</p>
      ) : (
        <>
          <AdminTable
            caption={caption(data.totalElements, data.number + 1, data.totalPages)}
            columns={columns(data)}
            rows={data.content}
            emptyText={texts.empty}
            className={className}
          />
          <AdminPager
            page={data.number}
            totalPages={data.totalPages}
            onChange={(next) => setParams(next > 0 ? { page: String(next + 1) } : {})}
          />
        </>
      )}
    </>
  );
}

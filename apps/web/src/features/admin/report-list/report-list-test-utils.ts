// Helpers of the report list tests (imported by *.test.tsx only).
import { screen } from '@testing-library/react';
import {
  COMPANY_COMBO,
  postsResponse,
  queryOf,
  SIGNED_IN_API,
  signIn,
} from '../../../admin-test-fixtures.ts';
import { renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

/** A signed-in admin and the list's API answers (plus `extra`); the browser's print stubbed. */
export function stubList(extra: Record<string, unknown> = {}) {
  signIn();
  const fetchMock = stubApi({
    ...SIGNED_IN_API,
    'GET /api/admin/posts': postsResponse(),
    'GET /api/admin/companyTypeMaps/combo': COMPANY_COMBO,
    ...extra,
  });
  // The browser's print (the page's own alerts are answered with answerPageDialog).
  const dialogs = stubDialogs();
  return { fetchMock, dialogs };
}

/** The query of every GET /api/admin/posts the page sent, in order. */
export function postQueries(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/posts?'))
    .map(queryOf);
}

/** Renders the list at `path` and waits for its table. */
export async function renderList(path = '/adminreport') {
  const view = renderRoute(path);
  await screen.findByRole('table');
  return view;
}

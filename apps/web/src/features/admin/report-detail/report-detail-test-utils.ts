// Helpers of the report detail tests (imported by *.test.tsx only).
import { screen, within } from '@testing-library/react';
import { POST_STATUSES, postDetail, SIGNED_IN_API, signIn } from '../../../admin-test-fixtures.ts';
import { renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

/** A signed-in admin and the API answers of the detail of report 42, without internal notes (plus `extra`). */
export function stubDetail(detail = postDetail(), extra: Record<string, unknown> = {}) {
  signIn();
  const fetchMock = stubApi({
    ...SIGNED_IN_API,
    'GET /api/admin/posts/42': detail,
    'GET /api/admin/posts/42/notes': [],
    'GET /api/admin/posts/42/assignees': { assignees: [], candidates: [], canRequestExclusions: false },
    'GET /api/commons/post-statuses': POST_STATUSES,
    ...extra,
  });
  // The browser's print (the page's own alerts and confirmations are answered with answerPageDialog).
  const dialogs = stubDialogs();
  return { fetchMock, dialogs };
}

/** Renders the detail and waits for the report. */
export async function renderDetail(path = '/admininquirypage?id=42') {
  const view = renderRoute(path);
  await screen.findByText('납품업체 선정 과정의 금품 수수');
  return view;
}

/** The label/value rows of the table captioned `caption`. */
export function rowsOf(caption: string): [string, string][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row).getByRole('cell').textContent ?? '',
    ]);
}

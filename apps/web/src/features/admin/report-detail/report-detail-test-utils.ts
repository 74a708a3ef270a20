// Helpers of the report detail tests (imported by *.test.tsx only).
import { screen } from '@testing-library/react';
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

/** The label / value pairs of the section headed `heading` (a description list: 제보 대상, 제보자 확인 정보). */
export function factsOf(heading: string): [string, string][] {
  const section = screen.getByRole('region', { name: heading });
  return [...section.querySelectorAll('.report-fact')].map((fact) => [
    fact.querySelector('dt')?.textContent ?? '',
    fact.querySelector('dd')?.textContent ?? '',
  ]);
}

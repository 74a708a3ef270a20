import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myReportPage } from '../../../public-pages/page-test-models.ts';
import { renderPage } from '../../../public-pages/page-test-utils.tsx';

// The reporter sees the report's case number (issue 31): no secret, unlike the receipt number, so it is the one to
// give the audit office on the phone, and the page says so.
describe('/inquirypage: the case number', () => {
  it('is shown below the receipt number, with why to give it instead', () => {
    renderPage(myReportPage());
    const summary = screen.getByRole('table', { name: '제보 정보' });
    const headers = within(summary)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(['접수번호', '사건번호']);
    const cell = within(summary).getByRole('rowheader', { name: '사건번호' }).nextElementSibling;
    expect(cell?.textContent).toBe('2025-A7K3감사실에 문의하실 때는 접수번호 대신 사건번호를 알려주세요.');
  });
});

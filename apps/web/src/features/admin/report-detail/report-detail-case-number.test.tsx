import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

// The report's case number (issue 31) heads the detail, on screen and in both print views: the list's 번호 is a
// running number, which says nothing about the report.
describe('/admininquirypage: the case number', () => {
  it('is shown at the top of the report, on screen and in the print views', async () => {
    for (const path of [
      '/admininquirypage?id=42',
      '/admininquirypage?id=42&print=full',
      '/admininquirypage?id=42&print=body',
    ]) {
      stubDetail();
      const view = await renderDetail(path);
      expect(screen.getByText('사건번호', { selector: 'p' }).textContent, path).toBe('사건번호 2025-A7K3');
      view.unmount();
    }
  });
});

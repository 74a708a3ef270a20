import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, postDetail } from '../../../admin-test-fixtures.ts';
import { headerTexts, PRINTED_AT, rootVar } from '../print-marks-test-utils.ts';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the marks of a printed report', () => {
  it('full print: office, 대외비, who printed and when (Korea time), also in the page margins', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PRINTED_AT);
    stubDetail();
    const view = await renderDetail('/admininquirypage?id=42&print=full');
    await waitFor(() =>
      expect(headerTexts()).toEqual([
        '가람누리그룹 사이버감사실',
        '대외비',
        '출력: 김감사(auditor) 2025-03-05 09:30 (한국 시간)',
      ]),
    );
    // What the running header and footer of every page read (report-detail.css, @page margin boxes).
    expect(rootVar('--print-office')).toBe('"가람누리그룹 사이버감사실"');
    expect(rootVar('--print-confidential')).toBe('"대외비"');
    expect(rootVar('--print-by')).toBe('"출력: 김감사(auditor) 2025-03-05 09:30 (한국 시간)"');
    expect(rootVar('--print-pages')).toBe('counter(page) " / " counter(pages)');
    // Internal notes stay in the full print only (report-detail-notes.test.tsx); the marks do not change that.
    screen.getByRole('heading', { name: /^내부 메모/ });

    view.unmount();
    expect(rootVar('--print-office')).toBe('');
    expect(rootVar('--print-by')).toBe('');
  });

  it('body print: the same marks; the time is taken again just before each print', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PRINTED_AT);
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=body');
    await waitFor(() => expect(headerTexts()[2]).toBe('출력: 김감사(auditor) 2025-03-05 09:30 (한국 시간)'));
    expect(screen.queryByRole('heading', { name: /^내부 메모/ })).toBeNull();

    vi.setSystemTime(new Date('2025-03-05T01:05:00.000Z'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // The margin boxes at once (the print is laid out before a re-render), the block with the next render.
    expect(rootVar('--print-by')).toBe('"출력: 김감사(auditor) 2025-03-05 10:05 (한국 시간)"');
    await waitFor(() => expect(headerTexts()[2]).toBe('출력: 김감사(auditor) 2025-03-05 10:05 (한국 시간)'));
  });

  it('keeps a name with quotes or a line break a valid CSS string', async () => {
    stubDetail(postDetail(), { 'GET /api/admin/me': { ...ME, name: '김"감\\사\n님' } });
    await renderDetail('/admininquirypage?id=42&print=full');
    await waitFor(() => expect(rootVar('--print-by')).toMatch(/^"출력: 김\\"감\\\\사 님\(auditor\) /));
  });

  it('the normal view has no marks', async () => {
    stubDetail();
    await renderDetail();
    expect(headerTexts()).toEqual([]);
    expect(rootVar('--print-office')).toBe('');
  });
});

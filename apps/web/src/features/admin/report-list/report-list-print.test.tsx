import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_COMBO } from '../../../admin-test-fixtures.ts';
import { headerTexts, PRINTED_AT, rootVar } from '../print-marks-test-utils.ts';
import { listFilterSummary } from './report-list-print.tsx';
import { readListQuery } from './report-list-query.ts';
import { renderList, stubList } from './report-list-test-utils.ts';

// The list's print carries what the report's does (issue 31): the office, 대외비, who printed it and when, on every
// page (the page-margin boxes read custom properties), and on the first the filter it was printed with.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the print of /adminreport', () => {
  it('is marked like the report: office, 대외비, who printed it when, the filter and the page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PRINTED_AT);
    const { dialogs } = stubList();
    const view = await renderList(
      '/adminreport?companyType=GARAM_FOODS&postStatus=RECEIVED&keyword=%EB%82%A9%ED%92%88&sort=dueDate%2Casc',
    );
    await vi.waitFor(() =>
      expect(headerTexts()[2]).toBe('출력: 김감사(auditor) 2025-03-05 09:30 (한국 시간)'),
    );
    expect(headerTexts()).toEqual([
      '가람누리그룹 사이버감사실',
      '대외비',
      '출력: 김감사(auditor) 2025-03-05 09:30 (한국 시간)',
      '조회 조건: 회사 가람누리푸드 · 처리상태 접수완료 · 처리기한 전체 · 담당자 전체 · 검색어 납품 · 정렬 처리기한 임박순',
      '제보 목록: 총 25건, 1 / 3 페이지',
    ]);
    // In the print only: the screen shows the filter controls themselves.
    expect(document.querySelector('.report-print-header')?.classList).toContain('admin-print-only');
    expect(rootVar('--print-office')).toBe('"가람누리그룹 사이버감사실"');
    expect(rootVar('--print-confidential')).toBe('"대외비"');

    // The time is taken again just before the print.
    vi.setSystemTime(new Date('2025-03-05T01:05:00.000Z'));
    await userEvent.setup().click(screen.getByRole('button', { name: '인쇄' }));
    expect(dialogs.print).toHaveBeenCalledTimes(1);
    // What the browser does as it prints (the stubbed print does not).
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(rootVar('--print-by')).toBe('"출력: 김감사(auditor) 2025-03-05 10:05 (한국 시간)"');

    view.unmount();
    expect(rootVar('--print-by')).toBe('');
  });

  it('names every filter, the defaults too, and a company by its name', () => {
    const all = readListQuery(new URLSearchParams());
    expect(listFilterSummary(all, COMPANY_COMBO)).toBe(
      '조회 조건: 회사 전체 회사 · 처리상태 전체 · 처리기한 전체 · 담당자 전체 · 검색어 없음 · 정렬 최신순',
    );
    const some = readListQuery(
      new URLSearchParams('companyType=GONE&due=week&assignee=me&postStatus=COMPLETED'),
    );
    expect(listFilterSummary(some, COMPANY_COMBO)).toBe(
      '조회 조건: 회사 GONE · 처리상태 처리완료 · 처리기한 7일 이내 · 담당자 내 담당 · 검색어 없음 · 정렬 최신순',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

/** Whether `a` comes before `b` in the page (the reading and tab order). */
const before = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

// The layout of /admininquirypage (report-workspace.tsx): which part holds what, in which order, and the bar of
// links a phone reaches the parts by. How it is drawn at each width is proven in e2e/tests/admin-report-detail.spec.ts.
describe('/admininquirypage layout', () => {
  it('puts the report and the conversation in the case, with the new comment box after the conversation', async () => {
    stubDetail();
    await renderDetail();
    const target = screen.getByRole('region', { name: '제보 대상' });
    const body = screen.getByRole('region', { name: '제보 내용' });
    const check = screen.getByRole('region', { name: '제보자 확인 정보' });
    const thread = screen.getByRole('region', { name: '댓글 (2)' });
    const input = screen.getByRole('textbox', { name: '댓글 입력' });
    const composer = input.closest('.report-composer');
    const caseColumn = target.closest('.report-case');
    for (const part of [body, check, thread, composer])
      expect(part?.closest('.report-case')).toBe(caseColumn);
    expect(before(target, body) && before(body, check) && before(check, thread)).toBe(true);
    // Apart from the thread (so it can stay in view below it), right after it, and the last thing of the column.
    expect(thread.contains(input)).toBe(false);
    expect(before(thread, input)).toBe(true);
    expect(caseColumn?.lastElementChild).toBe(composer);
    expect(within(composer as HTMLElement).getByRole('button', { name: '등록' })).toBeTruthy();
  });

  it('gathers the work in its own named panel: status, clocks, handlers, internal notes', async () => {
    stubDetail();
    await renderDetail();
    const work = screen.getByRole('region', { name: '처리 정보' });
    expect(work.closest('.report-case')).toBeNull();
    const headings = within(work)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent?.replace(/\s*\(\d+\)$/, ''));
    expect(headings).toEqual(['처리상태 변경', '처리기한', '담당자', '내부 메모']);
    expect(within(work).queryByRole('textbox', { name: '댓글 입력' })).toBeNull();
  });

  it('shows the report text full width: title, content and attachment each under its label', async () => {
    stubDetail();
    await renderDetail();
    const body = screen.getByRole('region', { name: '제보 내용' });
    expect(body.querySelector('table')).toBeNull();
    const fields = [...body.querySelectorAll('.report-body-field')].map(
      (f) => f.querySelector('dt')?.textContent,
    );
    expect(fields).toEqual(['제목', '내용', '첨부파일']);
    expect(body.querySelector('.report-subject')?.textContent).toBe('납품업체 선정 과정의 금품 수수');
  });

  it('reaches each part by the bar of links: scrolled to and focused, without a new address', async () => {
    stubDetail();
    const user = userEvent.setup();
    const { router } = await renderDetail();
    const nav = screen.getByRole('navigation', { name: '제보 상세 바로가기' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['제보 내용', '댓글', '처리', '내부 메모']);
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    const targets = {
      '제보 내용': screen.getByRole('region', { name: '제보 대상' }),
      댓글: screen.getByRole('region', { name: '댓글 (2)' }),
      처리: screen.getByRole('region', { name: '처리상태 변경' }),
      '내부 메모': screen.getByRole('region', { name: /^내부 메모/ }),
    };
    for (const [name, inside] of Object.entries(targets)) {
      const link = within(nav).getByRole('link', { name });
      const part = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(part?.contains(inside)).toBe(true);
      await user.click(link);
      expect(scrolled.at(-1)).toBe(part);
      expect(document.activeElement).toBe(part);
    }
    expect(router.state.location.hash).toBe('');
    scrollIntoView.mockRestore();
  });

  it('prints in one column without the bar, the box or the status control', async () => {
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=full');
    expect(screen.queryByRole('navigation', { name: '제보 상세 바로가기' })).toBeNull();
    expect(document.querySelector('.report-composer')).toBeNull();
    expect(screen.queryByRole('region', { name: '처리상태 변경' })).toBeNull();
    // The work a full print carries, after the report and its conversation.
    const work = screen.getByRole('region', { name: '처리 정보' });
    expect(before(screen.getByRole('region', { name: '댓글 (2)' }), work)).toBe(true);
    screen.getByRole('region', { name: '처리기한' });
  });

  it('prints only the report for 본문 인쇄: no work panel', async () => {
    stubDetail();
    await renderDetail('/admininquirypage?id=42&print=body');
    expect(screen.queryByRole('region', { name: '처리 정보' })).toBeNull();
    expect(screen.queryByRole('region', { name: '제보자 확인 정보' })).toBeNull();
    screen.getByRole('region', { name: '제보 내용' });
  });
});

import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPANIES, reviewPage } from '../../../public-pages/page-test-models.ts';
import { hydrate, renderPage, serverHtml } from '../../../public-pages/page-test-utils.tsx';

const row = (name: string) =>
  within(screen.getByRole('table', { name: '제보 내용' })).getByRole('rowheader', { name }).nextElementSibling
    ?.textContent;

describe('the review step of a report posted without JavaScript', () => {
  it('shows the report as it will be filed, with the contact data of a real-name report and the file', () => {
    renderPage(reviewPage());
    screen.getByRole('heading', { level: 1, name: '제보 내용 확인' });
    expect(row('제보대상 회사')).toBe('가람누리전자');
    expect(row('제보유형')).toBe('금품·향응 수수');
    expect(row('제보 구분')).toBe('실명');
    expect(row('제목')).toBe('자재 납품 비리');
    expect(row('접수일')).toBe('2025-10-01');
    expect(row('첨부파일')).toBe('memo.pdf (2KB)');
    expect(row('이름')).toBe('홍길동');
    expect(row('휴대전화')).toBe('010-1234-5678');
    expect(row('이메일')).toBe('hong@example.com');
    for (const heading of ['누가', '언제', '어디서', '무엇을', '어떻게', '왜', '기타 요청사항']) {
      screen.getByRole('heading', { level: 3, name: heading });
    }
    expect(screen.getByRole('main').textContent).toContain('구매팀장');
    // The chosen company investigates its own reports: said again here.
    expect(screen.getByRole('main').textContent).toContain(
      '가람누리전자 제보는 가람누리전자 감사팀이 조사합니다.',
    );
  });

  it('asks the spec question with 접수 and 수정 as buttons of a plain post carrying the token and the draft key', () => {
    const form = serverHtml(reviewPage()).querySelector('form.review-actions')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/reportsecond/confirm',
    ]);
    expect(form.querySelector('.review-question')?.textContent).toBe(REPORT_MESSAGES.confirmSubmit);
    expect(
      Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((i) => [
        i.name,
        i.value,
      ]),
    ).toEqual([
      ['_csrf', 'csrf-token-1'],
      ['draft', 'draft-key-1'],
    ]);
    expect(
      Array.from(form.querySelectorAll('button')).map((b) => [
        b.textContent,
        b.getAttribute('name'),
        b.getAttribute('value'),
      ]),
    ).toEqual([
      ['접수', 'intent', 'confirm'],
      ['수정', 'intent', 'edit'],
    ]);
    expect(form.textContent).toContain('패스워드는 다시 입력하고, 첨부파일은 다시 선택해주세요.');
  });

  it('an anonymous report without a file: no contact rows, 없음 for the file, its own address', () => {
    renderPage(reviewPage({ kind: 'PRIVATE', file: null, company: COMPANIES[2]! }));
    expect(row('제보 구분')).toBe('익명');
    expect(row('첨부파일')).toBe('없음');
    expect(screen.queryByRole('rowheader', { name: '이름' })).toBeNull();
    expect(document.querySelector('form.review-actions')?.getAttribute('action')).toBe(
      '/reportsecond02/confirm',
    );
    expect(screen.getByRole('main').textContent).not.toContain('감사팀이 조사합니다');
  });

  it('offers 인쇄 only once alive', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { html } = await hydrate(reviewPage());
    expect(html).not.toContain('인쇄');
    await userEvent.setup().click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { completePage } from '../../../public-pages/page-test-models.ts';
import { hydrate, renderPage } from '../../../public-pages/page-test-utils.tsx';

describe('/reportcomplete', () => {
  it('shows the receipt number the server gave, formatted, the keep-it warning and the links', () => {
    renderPage(completePage('1234567890123456'));
    screen.getByRole('heading', { level: 1, name: '제보 제출 완료' });
    screen.getByText('1234-5678-9012-3456');
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('복구하거나 재발급할 수 없습니다');
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['홈으로 이동', '/'],
      ['제보 조회', '/reportinquiry'],
    ]);
    // The last step is the current one; the two before it say 완료 to screen readers.
    const steps = within(screen.getByRole('list', { name: '제보 작성 단계' })).getAllByRole('listitem');
    expect(steps.map((s) => [s.textContent, s.getAttribute('aria-current')])).toEqual([
      ['✓선택/동의 (완료)', null],
      ['✓작성 (완료)', null],
      ['3제출 완료', 'step'],
    ]);
  });

  it("shows where the report stands in the reporter's steps: 접수 확인 중, as /inquirypage says", () => {
    renderPage(completePage('1234567890123456'));
    // Nothing on the page says the audit office has received it yet.
    expect(screen.getByRole('main').textContent).not.toContain('접수되었습니다');
    const region = screen.getByRole('region', { name: '처리 진행 상황' });
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((s) => [s.textContent, s.getAttribute('aria-current')])).toEqual([
      ['접수 확인 중현재 단계', 'step'],
      ['접수 완료진행 전', null],
      ['조사 중진행 전', null],
      ['처리 완료진행 전', null],
    ]);
    within(region).getByText('제보가 감사실에 전달되었습니다. 감사실이 제보 내용을 확인하고 있습니다.');
  });

  it('offers the copy button only once alive (copying needs a script)', async () => {
    const { html } = await hydrate(completePage('1234567890123456'));
    expect(html).toContain('1234-5678-9012-3456');
    expect(html).not.toContain('접수번호 복사');
    screen.getByRole('button', { name: '접수번호 복사' });
  });

  it('copies the receipt number to the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(completePage('1234567890123456'));
    await user.click(screen.getByRole('button', { name: '접수번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('1234-5678-9012-3456');
    expect(screen.getByRole('status').textContent).toBe('접수번호를 복사했습니다. 안전한 곳에 보관해주세요.');
  });

  it('selects the number when the clipboard is not available', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPage(completePage('1234567890123456'));
    await user.click(screen.getByRole('button', { name: '접수번호 복사' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('1234-5678-9012-3456'));
    expect(screen.getByRole('status').textContent).toContain('선택했습니다');
  });

  it('explains politely when the receipt was already shown (a reload, a later visit)', () => {
    renderPage(completePage(null));
    screen.getByRole('heading', { level: 1, name: '접수번호를 표시할 수 없습니다' });
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('한 번만 보여드립니다');
    expect(within(main).getByRole('link', { name: '제보 조회' }).getAttribute('href')).toBe('/reportinquiry');
    expect(screen.queryByRole('button', { name: '접수번호 복사' })).toBeNull();
  });
});

import { COMMENT_MESSAGES } from '@audit/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TIMELINE } from '../../../admin-test-fixtures.ts';
import { myPost, myReportPage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml, watchNavigation } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog } from '../../../test-utils.tsx';

const commentBox = () => screen.getByRole('textbox', { name: '댓글 입력' }) as HTMLTextAreaElement;

describe('/inquirypage', () => {
  it('shows status, report data, the server HTML content, the attachment link and the comments', () => {
    renderPage(myReportPage());
    const summary = screen.getByRole('table', { name: '제보 정보' });
    const row = (name: string) => within(summary).getByRole('rowheader', { name }).nextElementSibling;
    // The reporter's name of the status, the step's: not the admins' 처리중.
    expect(row('처리상태')?.textContent).toBe('조사 중');
    expect(row('처리상태')?.querySelector('.status-badge.status-IN_PROGRESS')).toBeTruthy();
    expect(row('접수번호')?.textContent).toBe('1234-5678-9012-3456');
    expect(row('제보대상 회사')?.textContent).toBe('가람누리전자');
    expect(row('제보유형')?.textContent).toBe('금품·향응 수수');
    expect(row('제보 구분')?.textContent).toBe('익명');
    expect(row('제목')?.textContent).toBe('납품 비리');
    expect(row('접수일')?.textContent).toBe('2025-03-10');

    // Escaped text stays text; the server's own tags become structure.
    screen.getByRole('heading', { level: 4, name: '누가' });
    screen.getByText(/구매팀 <과장>/);

    // The attachment is a plain link the session cookie opens.
    const file = screen.getByRole('link', { name: '메모.pdf' });
    expect(file.getAttribute('href')).toBe('/inquirypage/attachfile');
    expect(file.hasAttribute('download')).toBe(true);

    const comments = screen.getByRole('list', { name: /댓글/ });
    expect(comments.querySelectorAll(':scope > li')).toHaveLength(2);
    within(comments).getByText('감사실');
    within(comments).getByText('2025-03-10 10:05');
    // A reply marked for a legal clock is labelled so for the reporter too.
    expect(within(comments).getByText('접수 확인').className).toBe('reply-kind-label');
    expect(comments.querySelector('br')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /댓글/ }).textContent).toContain('(2)');
    expect(screen.getByRole('main').textContent).toContain('처리 완료 후 1개월이 지나면');
  });

  it('shows the handling steps with the date each was reached, the next ones not yet, and the last reply', () => {
    renderPage(myReportPage());
    const region = screen.getByRole('region', { name: '처리 진행 상황' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '접수 확인 중완료 2025-03-04',
      '접수 완료완료 2025-03-04',
      '조사 중현재 단계 2025-03-05',
      '처리 완료진행 전',
    ]);
    expect(within(region).getAllByRole('listitem')[2]?.getAttribute('aria-current')).toBe('step');
    within(region).getByText(/담당자가 사실관계를 조사하고 있습니다/);
    within(region).getByText(/감사실 마지막 답변/);
    within(region).getByText('2025-03-04 15:05');
  });

  it('says in words that a step passed over was skipped, never done', () => {
    const steps = TIMELINE.steps.map((s, i) => ({
      ...s,
      state: (['done', 'skipped', 'skipped', 'current'] as const)[i] ?? s.state,
      reachedDate: i === 1 || i === 2 ? null : i === 3 ? '2025-03-06T01:00:00.000Z' : s.reachedDate,
    }));
    const html = serverHtml(
      myReportPage({
        post: myPost({
          status: { statusCode: 'COMPLETED', statusTitle: '처리완료' },
          timeline: { ...TIMELINE, steps },
        }),
      }),
    );
    const items = Array.from(html.querySelectorAll('.report-steps > li'));
    expect(items.map((li) => [li.textContent, li.className])).toEqual([
      ['접수 확인 중완료 2025-03-04', 'report-step report-step-done'],
      ['접수 완료거치지 않음', 'report-step report-step-skipped'],
      ['조사 중거치지 않음', 'report-step report-step-skipped'],
      ['처리 완료현재 단계 2025-03-06', 'report-step report-step-current'],
    ]);
    expect(html.textContent).toContain('그 단계 없이 다음 단계로 처리한 것입니다');
  });

  it('says when the audit office has not answered yet, and when there is no file', () => {
    renderPage(
      myReportPage({ post: myPost({ timeline: { ...TIMELINE, lastReplyDate: null }, attachFiles: [] }) }),
    );
    within(screen.getByRole('region', { name: '처리 진행 상황' })).getByText('아직 감사실 답변이 없습니다.');
    expect(screen.queryByRole('link', { name: '메모.pdf' })).toBeNull();
  });

  it('the comment and 조회 종료 are plain posts with the token, without JavaScript', () => {
    const html = serverHtml(myReportPage());
    const forms = Array.from(html.querySelectorAll('main form')).map((f) => [
      f.getAttribute('method'),
      f.getAttribute('action'),
      f.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value,
    ]);
    expect(forms).toEqual([
      ['post', '/inquirypage/comment', 'csrf-token-1'],
      ['post', '/inquirypage/signout', 'csrf-token-1'],
    ]);
    expect(html.querySelector('textarea')?.getAttribute('name')).toBe('content');
  });

  it('a comment: empty is refused in the dialog; otherwise asked first, and sent as a plain post only after 확인', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(myReportPage());

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.required);

    await user.type(commentBox(), '추가 자료를 첨부합니다.');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog(false)).toBe('댓글을 등록하시겠습니까?');
    expect(nav.submitted).toEqual([]);

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe('댓글을 등록하시겠습니까?');
    expect(nav.submitted.map(({ action, data }) => [action, data.get('content'), data.get('_csrf')])).toEqual(
      [['/inquirypage/comment', '추가 자료를 첨부합니다.', 'csrf-token-1']],
    );
  });

  it('a refused comment comes back with what was typed and the message beside it', () => {
    renderPage(myReportPage({ comment: { value: '추가 자료', error: COMMENT_MESSAGES.tooLong } }));
    expect(commentBox().value).toBe('추가 자료');
    expect(commentBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${commentBox().id}-error`)?.textContent).toBe(COMMENT_MESSAGES.tooLong);
  });

  it('hides the comment input once the report is completed, and says until when it can be seen', () => {
    renderPage(
      myReportPage({
        post: myPost({
          status: { statusCode: 'COMPLETED', statusTitle: '처리완료' },
          completedDate: '2025-04-01T03:00:00.000Z',
        }),
      }),
    );
    screen.getByText(COMMENT_MESSAGES.completed);
    expect(screen.queryByRole('textbox', { name: '댓글 입력' })).toBeNull();
    expect(screen.queryByRole('button', { name: '등록' })).toBeNull();
    screen.getByText('이 제보는 2025-05-01까지 조회하실 수 있습니다.');
  });

  it('조회 종료 asks first and signs out as a plain post only after 확인', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(myReportPage());
    await user.click(screen.getByRole('button', { name: '조회 종료' }));
    expect(await answerPageDialog(false)).toBe('조회를 종료하시겠습니까?');
    expect(nav.submitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: '조회 종료' }));
    expect(await answerPageDialog()).toBe('조회를 종료하시겠습니까?');
    expect(nav.submitted.map(({ action, data }) => [action, data.get('_csrf')])).toEqual([
      ['/inquirypage/signout', 'csrf-token-1'],
    ]);
  });
});

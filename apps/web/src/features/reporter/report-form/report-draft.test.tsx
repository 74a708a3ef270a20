import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { reportFormPage } from '../../../public-pages/page-test-models.ts';
import { pickFile, renderPage, serverHtml, watchNavigation } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog, pageDialogMessage } from '../../../test-utils.tsx';

type User = ReturnType<typeof userEvent.setup>;

const LEAVE = '작성 중인 내용이 사라집니다.';
const CONFIRM_REAL = '실명제보를 하시겠습니까?';

beforeEach(() => {
  localStorage.clear();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const draftOf = (kind: 'PUBLIC' | 'PRIVATE') =>
  JSON.parse(sessionStorage.getItem(`report-draft-${kind}`) ?? 'null') as {
    values: Record<string, string>;
    hadFile: boolean;
  } | null;
const kindTab = (name: '익명제보' | '실명제보') =>
  within(screen.getByRole('navigation', { name: '제보 방식' })).getByRole('link', { name });
const headerLink = (name: string) =>
  within(screen.getByRole('navigation', { name: '주 메뉴' })).getAllByRole('link', { name })[0]!;

/** Types a value at once (a paste: one change, as fast under a loaded machine as a keystroke). */
async function typeInto(user: User, name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

describe('the draft of a report form', () => {
  it("keeps what is typed in the tab's sessionStorage (never the password or the file) and restores it after a reload", async () => {
    const user = userEvent.setup();
    const first = renderPage(reportFormPage('PRIVATE'));
    await typeInto(user, '제목', '자재 납품 비리');
    await typeInto(user, '누가', '구매팀 과장');
    await typeInto(user, '패스워드', 'Passw0rd!');
    await typeInto(user, '패스워드 확인', 'Passw0rd!');
    await pickFile(user, field('첨부파일 (선택)'), new File(['%PDF-1.4'], 'memo.pdf'));

    await waitFor(() =>
      expect(draftOf('PRIVATE')).toEqual({
        values: { title: '자재 납품 비리', who: '구매팀 과장' },
        hadFile: true,
      }),
    );
    expect(sessionStorage.getItem('report-draft-PRIVATE')).not.toContain('Passw0rd!');
    expect(sessionStorage.getItem('report-draft-PRIVATE')).not.toContain('memo.pdf');
    // The last keystroke, not yet kept, is kept when the page goes (a reload, a closed tab).
    await typeInto(user, '어디서', '본사');
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('PRIVATE')?.values.where).toBe('본사');
    expect(localStorage.length).toBe(0);
    expect(draftOf('PUBLIC')).toBeNull();

    // A reload: the server's empty form, brought to life with nothing but the tab's storage.
    first.unmount();
    renderPage(reportFormPage('PRIVATE'));
    await waitFor(() => expect(field('제목').value).toBe('자재 납품 비리'));
    expect(field('누가').value).toBe('구매팀 과장');
    expect(field('어디서').value).toBe('본사');
    expect(field('패스워드').value).toBe('');
    expect(field('패스워드 확인').value).toBe('');
    expect(field('첨부파일 (선택)').value).toBe('');
    const notice = screen.getByText(/작성 중이던 내용을 불러왔습니다/);
    expect(notice.textContent).toContain('이 브라우저 탭에만 임시로 보관되며');
    expect(notice.textContent).toContain('패스워드와 첨부파일은 보관하지 않으므로');
  });

  it('keeps the real-name and the anonymous draft apart: a name never fills the anonymous form', async () => {
    const user = userEvent.setup();
    const real = renderPage(reportFormPage('PUBLIC'));
    await typeInto(user, '이름', '홍길동');
    await typeInto(user, '제목', '실명 제목');
    await waitFor(() => expect(draftOf('PUBLIC')?.values).toEqual({ name: '홍길동', title: '실명 제목' }));

    real.unmount();
    renderPage(reportFormPage('PRIVATE'));
    expect(field('제목').value).toBe('');
    expect(screen.queryByText(/작성 중이던 내용을 불러왔습니다/)).toBeNull();
    expect(draftOf('PUBLIC')?.values.name).toBe('홍길동');
  });

  it('a form the server sent back with what was just typed starts from that, not from an older draft', () => {
    sessionStorage.setItem(
      'report-draft-PRIVATE',
      JSON.stringify({ values: { title: '예전 제목' }, hadFile: false }),
    );
    renderPage(
      reportFormPage('PRIVATE', {
        values: { title: '보낸 제목' },
        errors: { who: REPORT_MESSAGES.required },
      }),
    );
    expect(field('제목').value).toBe('보낸 제목');
    expect(screen.queryByText(/작성 중이던 내용을 불러왔습니다/)).toBeNull();
  });

  it('새로 작성 empties the form and forgets the draft, after asking', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      'report-draft-PRIVATE',
      JSON.stringify({ values: { title: '예전 제목' }, hadFile: false }),
    );
    renderPage(reportFormPage('PRIVATE'));
    await waitFor(() => expect(field('제목').value).toBe('예전 제목'));

    await user.click(screen.getByRole('button', { name: '새로 작성' }));
    expect(await answerPageDialog(false)).toBe(`${LEAVE} 새로 작성하시겠습니까?`);
    expect(field('제목').value).toBe('예전 제목');

    await user.click(screen.getByRole('button', { name: '새로 작성' }));
    await answerPageDialog();
    await waitFor(() => expect(field('제목').value).toBe(''));
    await waitFor(() => expect(draftOf('PRIVATE')).toBeNull());
    expect(screen.queryByRole('button', { name: '새로 작성' })).toBeNull();
  });
});

describe('leaving a report form', () => {
  it("a header link asks in the page's dialog once something is typed: 취소 keeps the page and the text, 확인 leaves", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(reportFormPage('PRIVATE'));

    await typeInto(user, '누가', '구매팀');
    await user.click(headerLink('제보 조회'));
    expect(await answerPageDialog(false)).toBe(`${LEAVE} 이동하시겠습니까?`);
    expect(nav).toMatchObject({ followed: [], assigned: [] });
    expect(field('누가').value).toBe('구매팀');
    await waitFor(() => expect(draftOf('PRIVATE')?.values.who).toBe('구매팀'));

    await user.click(headerLink('제보 조회'));
    expect(await answerPageDialog()).toBe(`${LEAVE} 이동하시겠습니까?`);
    expect(nav.assigned).toEqual(['/reportinquiry']);
    expect(nav.followed).toEqual([]);
    // The warning said it would be gone: it is.
    expect(draftOf('PRIVATE')).toBeNull();
  });

  it('an empty form is left without a question', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(reportFormPage('PRIVATE'));
    await user.click(headerLink('제보 조회'));
    expect(pageDialogMessage()).toBeNull();
    expect(nav.followed).toEqual(['/reportinquiry']);
  });

  it('the other kind is a link without JavaScript: the anonymous form, or the consents', () => {
    const tabOf = (kind: 'PUBLIC' | 'PRIVATE') =>
      Array.from(serverHtml(reportFormPage(kind)).querySelectorAll('.report-kind-tabs nav a')).map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('aria-current'),
      ]);
    expect(tabOf('PUBLIC')).toEqual([
      ['실명제보', '#', 'page'],
      ['익명제보', '/reportsecond02', null],
    ]);
    expect(tabOf('PRIVATE')).toEqual([
      ['실명제보', '/reporting?step=consent', null],
      ['익명제보', '#', 'page'],
    ]);
  });

  it("the real-name form's 익명제보 tab asks the spec's question, led by the leave warning once something is typed", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(reportFormPage('PUBLIC'));

    await user.click(kindTab('익명제보'));
    expect(await answerPageDialog(false)).toBe(REPORT_MESSAGES.confirmAnonymous);
    expect(pageDialogMessage()).toBeNull();

    await typeInto(user, '제목', '남길 제목');
    await user.click(kindTab('익명제보'));
    // One question, not the leave guard's as well.
    expect(await answerPageDialog(false)).toBe(`${LEAVE} ${REPORT_MESSAGES.confirmAnonymous}`);
    expect(pageDialogMessage()).toBeNull();
    expect(nav).toMatchObject({ followed: [], assigned: [] });
    expect(field('제목').value).toBe('남길 제목');

    await user.click(kindTab('익명제보'));
    await answerPageDialog();
    expect(nav.assigned).toEqual(['/reportsecond02']);
    expect(draftOf('PUBLIC')).toBeNull();
  });

  it("the anonymous form's 실명제보 tab asks the real-name question and leads to the consents", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(reportFormPage('PRIVATE'));
    await user.click(kindTab('실명제보'));
    expect(await answerPageDialog()).toBe(CONFIRM_REAL);
    expect(nav.assigned).toEqual(['/reporting?step=consent']);
  });
});

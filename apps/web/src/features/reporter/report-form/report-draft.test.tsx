import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMMONS, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

const REAL = { pathname: '/reportsecond', state: { consented: true } };
const LEAVE = '작성 중인 내용이 사라집니다.';

beforeEach(() => {
  stubApi(DEMO_COMMONS);
  localStorage.clear();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const draftOf = (kind: 'PUBLIC' | 'PRIVATE') =>
  JSON.parse(sessionStorage.getItem(`report-draft-${kind}`) ?? 'null') as {
    values: Record<string, string>;
    hadFile: boolean;
  } | null;

/** Types a value at once (a paste: one change, as fast under a loaded machine as a keystroke). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

async function openForm(path: typeof REAL | string) {
  const view = renderRoute(path);
  await screen.findByRole('option', { name: '가람누리전자' });
  await screen.findByRole('button', { name: '제보하기' });
  return view;
}

describe('the draft of a report form', () => {
  it("keeps what is typed in the tab's sessionStorage (never the password, nothing in localStorage) and restores it", async () => {
    const user = userEvent.setup();
    const first = await openForm('/reportsecond02');
    await typeInto(user, '제목', '자재 납품 비리');
    await typeInto(user, '누가', '구매팀 과장');
    await typeInto(user, '비밀번호', 'Passw0rd!');
    await typeInto(user, '비밀번호 확인', 'Passw0rd!');
    await user.upload(
      field('첨부파일 (선택)'),
      new File(['%PDF-1.4'], 'memo.pdf', { type: 'application/pdf' }),
    );

    await waitFor(() =>
      expect(draftOf('PRIVATE')).toEqual({
        values: { title: '자재 납품 비리', who: '구매팀 과장' },
        hadFile: true,
      }),
    );
    expect(sessionStorage.getItem('report-draft-PRIVATE')).not.toContain('Passw0rd!');
    // The last keystroke, not yet kept, is kept when the page goes (a reload, a closed tab).
    await typeInto(user, '어디서', '본사');
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('PRIVATE')?.values.where).toBe('본사');
    expect(localStorage.length).toBe(0);
    expect(draftOf('PUBLIC')).toBeNull();

    // A reload: the page is drawn again from nothing but the tab's storage.
    first.unmount();
    await openForm('/reportsecond02');
    expect(field('제목').value).toBe('자재 납품 비리');
    expect(field('누가').value).toBe('구매팀 과장');
    expect(field('어디서').value).toBe('본사');
    expect(field('비밀번호').value).toBe('');
    expect(field('첨부파일 (선택)').value).toBe('');
    const notice = screen.getByText(/작성 중이던 내용을 불러왔습니다/);
    expect(notice.textContent).toContain('이 브라우저 탭에만 임시로 보관되며');
    expect(notice.textContent).toContain('첨부파일은 다시 선택해 주십시오');
  });

  it('keeps the real-name and the anonymous draft apart: a name never fills the anonymous form', async () => {
    const user = userEvent.setup();
    const real = await openForm(REAL);
    await typeInto(user, '이름', '홍길동');
    await typeInto(user, '제목', '실명 제목');
    await waitFor(() => expect(draftOf('PUBLIC')?.values).toEqual({ name: '홍길동', title: '실명 제목' }));

    real.unmount();
    await openForm('/reportsecond02');
    expect(field('제목').value).toBe('');
    expect(screen.queryByText(/작성 중이던 내용을 불러왔습니다/)).toBeNull();
    expect(draftOf('PRIVATE')).toBeNull();
    expect(draftOf('PUBLIC')?.values.name).toBe('홍길동');
  });

  it('새로 작성 empties the form and forgets the draft, after asking', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    sessionStorage.setItem(
      'report-draft-PRIVATE',
      JSON.stringify({ values: { title: '예전 제목' }, hadFile: false }),
    );
    await openForm('/reportsecond02');
    expect(field('제목').value).toBe('예전 제목');

    await user.click(screen.getByRole('button', { name: '새로 작성' }));
    expect(confirm).toHaveBeenLastCalledWith(`${LEAVE} 새로 작성하시겠습니까?`);
    expect(field('제목').value).toBe('예전 제목');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: '새로 작성' }));
    await waitFor(() => expect(field('제목').value).toBe(''));
    expect(draftOf('PRIVATE')).toBeNull();
    expect(screen.queryByRole('button', { name: '새로 작성' })).toBeNull();
  });
});

describe('leaving a report form', () => {
  it('a tab asks its own question alone on an empty form, led by the warning once something is typed', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    const { router } = await openForm(REAL);

    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    expect(confirm).toHaveBeenLastCalledWith(REPORT_MESSAGES.confirmAnonymous);

    await typeInto(user, '제목', '남길 제목');
    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    expect(confirm).toHaveBeenLastCalledWith(`${LEAVE} ${REPORT_MESSAGES.confirmAnonymous}`);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/reportsecond');
    expect(field('제목').value).toBe('남길 제목');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    expect(confirm).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportsecond02'));
    // The warning said it would be gone: it is.
    expect(draftOf('PUBLIC')).toBeNull();
  });

  it('the 실명제보 tab of the anonymous form leads to the consents of /reporting', async () => {
    const user = userEvent.setup();
    stubDialogs(true);
    const { router } = await openForm('/reportsecond02');
    await user.click(screen.getByRole('tab', { name: '실명제보' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting'));
    await screen.findByRole('group', { name: /수집·이용하는 데 동의하십니까/ });
  });

  it('a header link asks once something is typed: 취소 keeps the page and the text, 확인 leaves', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    const { router } = await openForm('/reportsecond02');
    const lookup = within(screen.getByRole('banner')).getByRole('link', { name: '제보 조회' });

    await typeInto(user, '누가', '구매팀');
    await user.click(lookup);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(`${LEAVE} 이동하시겠습니까?`);
    expect(router.state.location.pathname).toBe('/reportsecond02');
    expect(field('누가').value).toBe('구매팀');
    await waitFor(() => expect(draftOf('PRIVATE')?.values.who).toBe('구매팀'));

    confirm.mockReturnValue(true);
    await user.click(lookup);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportinquiry'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(draftOf('PRIVATE')).toBeNull();
  });

  it('an empty form is left without a question', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    const { router } = await openForm('/reportsecond02');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: '제보 조회' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportinquiry'));
    expect(confirm).not.toHaveBeenCalled();
  });
});

import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMMONS, renderRoute, stubApi, stubDialogs } from '../../../test-utils.tsx';

beforeEach(() => {
  stubApi(DEMO_COMMONS);
});

const consentGroup = (name: RegExp) => screen.getByRole('group', { name });
const collection = () => consentGroup(/수집·이용하는 데 동의하십니까/);
const thirdParty = () => consentGroup(/제3자에게 제공하는 데 동의하십니까/);
const choice = (name: '익명제보' | '실명제보') => screen.getByRole('button', { name });

/** /reporting, then the 실명제보 choice: the spec's consent page. */
async function openConsents(user: ReturnType<typeof userEvent.setup>) {
  const view = renderRoute('/reporting');
  await user.click(choice('실명제보'));
  await screen.findByRole('tab', { name: '실명제보' });
  return view;
}

describe('/reporting: the choice', () => {
  it('opens with 익명제보 and 실명제보 as two equal choices, each saying what it means, and no consents yet', () => {
    renderRoute('/reporting');
    screen.getByRole('heading', { level: 1, name: '제보하기' });
    const section = screen.getByRole('region', { name: '제보 방식 선택' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('class'))).toEqual(['kind-choice-option', 'kind-choice-option']);
    expect(choice('익명제보').getAttribute('aria-describedby')).toBeTruthy();
    const anonymous = document.getElementById(choice('익명제보').getAttribute('aria-describedby')!);
    expect(anonymous?.textContent).toContain('이름과 연락처를 묻지 않으며, 개인정보 동의 없이');
    const real = document.getElementById(choice('실명제보').getAttribute('aria-describedby')!);
    expect(real?.textContent).toContain('연락처로 감사실이');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('tab')).toBeNull();
    // The step indicator: the first of three steps is the current one.
    const steps = within(screen.getByRole('list', { name: '제보 진행 단계' })).getAllByRole('listitem');
    expect(steps.map((s) => [s.textContent, s.getAttribute('aria-current')])).toEqual([
      ['1선택/동의', 'step'],
      ['2작성', null],
      ['3접수 완료', null],
    ]);
  });

  it('the anonymous choice opens the processing notice: 취소 stays, 확인 opens the anonymous form', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/reporting');

    await user.click(choice('익명제보'));
    let dialog = screen.getByRole('dialog', { name: '제보 처리 안내' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/reporting');

    await user.click(choice('익명제보'));
    dialog = screen.getByRole('dialog', { name: '제보 처리 안내' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(router.state.location.pathname).toBe('/reportsecond02');
    await screen.findByRole('heading', { level: 1, name: '익명제보' });
  });

  it('the real-name choice is a step of its own: back returns to the choice', async () => {
    const user = userEvent.setup();
    const { router } = await openConsents(user);
    router.navigate(-1);
    await screen.findByRole('button', { name: '익명제보' });
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('/reporting: the consents of a real-name report', () => {
  it('shows both consent texts with purpose, items, retention and the right to refuse, and no default', async () => {
    await openConsents(userEvent.setup());
    screen.getByRole('heading', { level: 2, name: '개인정보 수집·이용 동의' });
    screen.getByRole('heading', { level: 2, name: '개인정보 제3자 제공 동의' });
    const main = screen.getByRole('main');
    for (const term of ['수집·이용 목적', '수집 항목', '보유 및 이용 기간', '제공받는 자', '제공 항목']) {
      expect(within(main).getAllByRole('rowheader', { name: term }).length).toBeGreaterThan(0);
    }
    expect(main.textContent).toContain('동의하지 않으시면 실명제보를 진행할 수 없습니다');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('tab', { name: '실명제보' }).getAttribute('aria-selected')).toBe('true');
  });

  it('alerts the consent message when a consent is missing or refused', async () => {
    const user = userEvent.setup();
    const { alert } = stubDialogs();
    const { router } = await openConsents(user);

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(alert).toHaveBeenLastCalledWith(REPORT_MESSAGES.consent);

    await user.click(within(collection()).getByRole('radio', { name: '동의함' }));
    await user.click(within(thirdParty()).getByRole('radio', { name: '동의하지 않음' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenLastCalledWith(REPORT_MESSAGES.consent);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/reporting');
  });

  it('with both consents shows the processing notice, whose 확인 opens the real-name form', async () => {
    const user = userEvent.setup();
    const { alert } = stubDialogs();
    const { router } = await openConsents(user);

    await user.click(within(collection()).getByRole('radio', { name: '동의함' }));
    await user.click(within(thirdParty()).getByRole('radio', { name: '동의함' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    const dialog = screen.getByRole('dialog', { name: '제보 처리 안내' });
    expect(dialog.textContent).toContain('최소 2주');
    expect(dialog.textContent).toContain('1개월 이상');
    expect(dialog.textContent).toContain('접수번호와 비밀번호');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    expect(router.state.location.pathname).toBe('/reportsecond');
    expect(router.state.location.state).toEqual({ consented: true });
    await screen.findByRole('heading', { level: 1, name: '실명제보' });
    await screen.findByRole('textbox', { name: '이름' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('opens the same notice from the 익명제보 tab; 확인 opens the anonymous form, 취소 stays', async () => {
    const user = userEvent.setup();
    const { router } = await openConsents(user);

    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    let dialog = screen.getByRole('dialog', { name: '제보 처리 안내' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/reporting');

    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    dialog = screen.getByRole('dialog', { name: '제보 처리 안내' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(router.state.location.pathname).toBe('/reportsecond02');
    await screen.findByRole('heading', { level: 1, name: '익명제보' });
  });

  it('sends a visitor who skipped the consents from /reportsecond back to the consents of /reporting', async () => {
    const { router } = renderRoute('/reportsecond');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting'));
    screen.getByRole('heading', { level: 1, name: '제보하기' });
    expect(screen.getByRole('tab', { name: '실명제보' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });
});

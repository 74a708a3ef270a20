import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportingPage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml, watchNavigation } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog, pageDialogMessage } from '../../../test-utils.tsx';

const REAL_FORM = '/reportsecond?collectionConsent=yes&thirdPartyConsent=yes';
const consentStep = () => reportingPage({ step: 'consent', kind: 'real' });
const choice = (name: '익명제보' | '실명제보') =>
  within(screen.getByRole('region', { name: '제보 방식 선택' })).getByRole('link', { name });
const kindTab = (name: '익명제보' | '실명제보') =>
  within(screen.getByRole('navigation', { name: '제보 방식' })).getByRole('link', { name });
const consentGroup = (name: RegExp) => screen.getByRole('group', { name });
const collection = () => consentGroup(/수집·이용하는 데 동의하십니까/);
const thirdParty = () => consentGroup(/제3자에게 제공하는 데 동의하십니까/);
const noticeDialog = () => screen.getByRole('dialog', { name: '제보 처리 안내' });

describe('/reporting: the choice', () => {
  it('offers 익명제보 and 실명제보 as two equal links, each saying what it means, and no consents yet', () => {
    renderPage(reportingPage());
    screen.getByRole('heading', { level: 1, name: '제보하기' });
    expect(
      [choice('익명제보'), choice('실명제보')].map((a) => [a.className, a.getAttribute('href')]),
    ).toEqual([
      ['kind-choice-option', '/reporting?step=notice&kind=anonymous'],
      ['kind-choice-option', '/reporting?step=consent'],
    ]);
    const line = (name: '익명제보' | '실명제보') =>
      document.getElementById(choice(name).getAttribute('aria-describedby')!)?.textContent;
    expect(line('익명제보')).toContain('이름과 연락처를 묻지 않으며, 개인정보 동의 없이');
    expect(line('실명제보')).toContain('연락처로 감사실이');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    // The step indicator: the first of three steps is the current one.
    const steps = within(screen.getByRole('list', { name: '제보 작성 단계' })).getAllByRole('listitem');
    expect(steps.map((s) => [s.textContent, s.getAttribute('aria-current')])).toEqual([
      ['1선택/동의', 'step'],
      ['2작성', null],
      ['3제출 완료', null],
    ]);
  });

  it('익명제보 opens the processing notice in place: 취소 stays, 확인 opens the anonymous form', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(reportingPage());

    await user.click(choice('익명제보'));
    await user.click(within(noticeDialog()).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nav.assigned).toEqual([]);

    await user.click(choice('익명제보'));
    const dialog = noticeDialog();
    expect(dialog.textContent).toContain('최소 2주');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(nav.assigned).toEqual(['/reportsecond02']);
    expect(nav.followed).toEqual([]);
  });

  it('실명제보 is a step of its own: the link to the consents is followed', async () => {
    const nav = watchNavigation();
    renderPage(reportingPage());
    await userEvent.setup().click(choice('실명제보'));
    expect(nav.followed).toEqual(['/reporting?step=consent']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/reporting: the consents of a real-name report', () => {
  it('shows both consent texts with purpose, items, retention and the right to refuse, and no default', () => {
    renderPage(consentStep());
    screen.getByRole('heading', { level: 2, name: '개인정보 수집·이용 동의' });
    screen.getByRole('heading', { level: 2, name: '개인정보 제3자 제공 동의' });
    const main = screen.getByRole('main');
    for (const term of ['수집·이용 목적', '수집 항목', '보유 및 이용 기간', '제공받는 자', '제공 항목']) {
      expect(within(main).getAllByRole('rowheader', { name: term }).length).toBeGreaterThan(0);
    }
    expect(main.textContent).toContain('동의하지 않으시면 실명제보를 진행할 수 없습니다');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    expect(kindTab('실명제보').getAttribute('aria-current')).toBe('page');
  });

  it('is a real GET form to the notice step without JavaScript, keeping an answer the server sent back', () => {
    const html = serverHtml(
      reportingPage({ step: 'consent', kind: 'real', consents: { collection: 'yes', thirdParty: null } }),
    );
    const form = html.querySelector('main form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/reporting']);
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));
    expect(hidden.map((i) => [i.name, i.value])).toEqual([
      ['step', 'notice'],
      ['kind', 'real'],
    ]);
    const checked = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="radio"]')).map((r) => [
      r.name,
      r.value,
      r.hasAttribute('checked'),
    ]);
    expect(checked).toEqual([
      ['collectionConsent', 'yes', true],
      ['collectionConsent', 'no', false],
      ['thirdPartyConsent', 'yes', false],
      ['thirdPartyConsent', 'no', false],
    ]);
  });

  it("says the consent message in the page's dialog when a consent is missing or refused", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(consentStep());

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.consent);

    await user.click(within(collection()).getByRole('radio', { name: '동의함' }));
    await user.click(within(thirdParty()).getByRole('radio', { name: '동의하지 않음' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.consent);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nav.assigned).toEqual([]);
  });

  it('with both consents shows the processing notice, whose 확인 opens the real-name form with them', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(consentStep());

    await user.click(within(collection()).getByRole('radio', { name: '동의함' }));
    await user.click(within(thirdParty()).getByRole('radio', { name: '동의함' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    const dialog = noticeDialog();
    expect(dialog.textContent).toContain('최소 2주');
    expect(dialog.textContent).toContain('1개월 이상');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(nav.assigned).toEqual([REAL_FORM]);
    expect(pageDialogMessage()).toBeNull();
  });

  it('opens the same notice from the 익명제보 tab; 확인 opens the anonymous form, 취소 stays', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(consentStep());
    expect(kindTab('익명제보').getAttribute('href')).toBe('/reporting?step=notice&kind=anonymous');

    await user.click(kindTab('익명제보'));
    await user.click(within(noticeDialog()).getByRole('button', { name: '취소' }));
    expect(nav.assigned).toEqual([]);

    await user.click(kindTab('익명제보'));
    await user.click(within(noticeDialog()).getByRole('button', { name: '확인' }));
    expect(nav.assigned).toEqual(['/reportsecond02']);
    expect(nav.followed).toEqual([]);
  });
});

describe('/reporting: the notice step (without JavaScript)', () => {
  it('is a page of its own, whose 확인 and 취소 are links', () => {
    const links = (kind: 'real' | 'anonymous') =>
      Array.from(serverHtml(reportingPage({ step: 'notice', kind })).querySelectorAll('.form-actions a')).map(
        (a) => [a.textContent, a.getAttribute('href')],
      );
    expect(links('anonymous')).toEqual([
      ['확인', '/reportsecond02'],
      ['취소', '/reporting'],
    ]);
    expect(links('real')).toEqual([
      ['확인', REAL_FORM],
      ['취소', '/reporting?step=consent'],
    ]);
  });

  it('shows a refusal of the server at the top, and in the dialog once alive', async () => {
    const message = REPORT_MESSAGES.consent;
    renderPage(reportingPage({ step: 'consent', kind: 'real', notice: { tone: 'error', message } }));
    expect(screen.getByRole('main').querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(await answerPageDialog()).toBe(message);
  });
});

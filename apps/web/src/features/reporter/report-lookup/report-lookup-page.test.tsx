import { HELD_COMMENT_FIELD, REPORTER_MESSAGES } from '@audit/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lookupPage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml, watchNavigation } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog, pageDialogMessage } from '../../../test-utils.tsx';

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const lookup = () => screen.getByRole('button', { name: '조회' });

describe('/reportinquiry', () => {
  it('is a plain sign-in form: a post to /reportinquiry with the token, receipt number and password', () => {
    const form = serverHtml(lookupPage()).querySelector('main form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/reportinquiry']);
    expect(Array.from(form.querySelectorAll('input')).map((i) => [i.name, i.type])).toEqual([
      ['_csrf', 'hidden'],
      ['loginId', 'text'],
      ['password', 'password'],
    ]);
    expect(form.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('csrf-token-1');
    expect(serverHtml(lookupPage()).textContent).toContain('처리 완료 후 1개월이 지난 제보는');
  });

  it("says the spec message in the page's dialog when either field is empty, and sends nothing", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(lookupPage());
    await user.click(lookup());
    expect(await answerPageDialog()).toBe(REPORTER_MESSAGES.lookupRequired);
    await user.type(input('접수번호'), '1234567890123456');
    await user.click(lookup());
    expect(await answerPageDialog()).toBe(REPORTER_MESSAGES.lookupRequired);
    expect(nav.submitted).toEqual([]);
  });

  it('sends a filled form as a plain post (the server opens the session and goes on to /inquirypage)', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(lookupPage());
    await user.type(input('접수번호'), '1234-5678-9012-3456');
    await user.type(input('패스워드'), 'Passw0rd!');
    await user.click(lookup());
    expect(pageDialogMessage()).toBeNull();
    expect(
      nav.submitted.map(({ action, data }) => [
        action,
        data.get('_csrf'),
        data.get('loginId'),
        data.get('password'),
      ]),
    ).toEqual([['/reportinquiry', 'csrf-token-1', '1234-5678-9012-3456', 'Passw0rd!']]);
  });

  it('sends a comment held from an ended session along with the sign-in, unseen and unchanged', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    const heldComment = '추가 자료 <있음> & "보관"';
    renderPage(lookupPage({ heldComment }));
    await user.type(input('접수번호'), '1234567890123456');
    await user.type(input('패스워드'), 'Passw0rd!');
    await user.click(lookup());
    expect(nav.submitted.map(({ data }) => data.get(HELD_COMMENT_FIELD))).toEqual([heldComment]);
    expect(serverHtml(lookupPage()).querySelector(`input[name="${HELD_COMMENT_FIELD}"]`)).toBeNull();
  });

  it('a refused sign-in comes back with its message at the top and in the dialog, the receipt number kept', async () => {
    const message = REPORTER_MESSAGES.badCredentials;
    renderPage(lookupPage({ loginId: '1234567890123456', notice: { tone: 'error', message } }));
    expect(screen.getByRole('main').querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(await answerPageDialog()).toBe(message);
    expect(input('접수번호').value).toBe('1234567890123456');
    expect(input('패스워드').value).toBe('');
  });
});

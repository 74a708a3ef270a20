import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homePage } from '../public-pages/page-test-models.ts';
import { renderPage, servePolicyPages } from '../public-pages/page-test-utils.tsx';

type User = ReturnType<typeof userEvent.setup>;

const opener = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });

/** The home page with the footer's privacy policy opened, once the shown version's text has come from its page. */
async function openPolicy(user: User) {
  servePolicyPages();
  renderPage(homePage());
  await user.click(opener('개인정보처리방침'));
  const dialog = await screen.findByRole('dialog', { name: '개인정보처리방침' });
  await within(dialog).findByRole('article');
  return dialog;
}

describe('footer privacy policy dialog', () => {
  it('opens as a labelled modal with the current version and focus inside', async () => {
    const dialog = await openPolicy(userEvent.setup());
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const current = within(dialog).getByRole('tab', { selected: true });
    expect(current.textContent).toContain('2024-12-17');
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel.textContent).toContain('2024년 12월 17일부터 적용');
    // The content CONTENT.md and spec section 9 require.
    for (const phrase of [
      '개인정보 보호법',
      '성명, 휴대전화번호, 이메일 주소',
      'IP 주소',
      '1년',
      '5년',
      '3년',
      '파기',
      '암호화',
      '접근 통제',
      '접속기록',
      '개인정보 보호책임자',
    ]) {
      expect(panel.textContent, phrase).toContain(phrase);
    }
    // The page behind is out of reach while the dialog is open.
    expect(screen.getByRole('banner').closest('[inert]')).not.toBeNull();
  });

  it("links the privacy officer's phone and e-mail (tel:, mailto:)", async () => {
    const dialog = await openPolicy(userEvent.setup());
    const panel = within(dialog).getByRole('tabpanel');
    const officer = within(panel).getByText(/개인정보 보호책임자: 감사실장/);
    expect(
      within(officer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:02-000-0000', 'mailto:privacy@garamnuri.example']);
    expect(within(panel).getByRole('link', { name: '182' }).getAttribute('href')).toBe('tel:182');
  });

  it('shows the older versions v1.1 and v1.0, each fetched from its page when its tab is first shown', async () => {
    const user = userEvent.setup();
    const fetched = servePolicyPages();
    renderPage(homePage());
    await user.click(opener('개인정보처리방침'));
    const dialog = await screen.findByRole('dialog', { name: '개인정보처리방침' });
    await within(dialog).findByText('이 개인정보처리방침은 2024년 12월 17일부터 적용됩니다.');
    expect(fetched).toEqual(['/privacypolicy']);
    await user.click(within(dialog).getByRole('tab', { name: /v1\.1/ }));
    expect(await within(dialog).findByText(/2023년 3월 1일부터 2024년 12월 16일까지/)).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: /v1\.0/ }));
    expect(await within(dialog).findByText(/2021년 6월 1일부터 2023년 2월 28일까지/)).toBeTruthy();
    // Back to a version already shown: its text is there at once, not fetched again.
    await user.click(within(dialog).getByRole('tab', { name: /v1\.1/ }));
    within(dialog).getByText(/2023년 3월 1일부터 2024년 12월 16일까지/);
    expect(fetched).toEqual(['/privacypolicy', '/privacypolicy/v1.1', '/privacypolicy/v1.0']);
  });

  it('its sections are headed h3 under the dialog’s title, as on the page under its h1 they are h2', async () => {
    const dialog = await openPolicy(userEvent.setup());
    const title = within(dialog).getByRole('heading', { name: '제1조(개인정보의 처리 목적)' });
    expect(title.tagName).toBe('H3');
    expect(
      within(dialog)
        .queryAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['개인정보처리방침']);
  });

  it('when the page cannot be fetched, says so and links to the page', async () => {
    const user = userEvent.setup();
    servePolicyPages({ fail: true });
    renderPage(homePage());
    await user.click(opener('개인정보처리방침'));
    const dialog = await screen.findByRole('dialog', { name: '개인정보처리방침' });
    const status = await within(dialog).findByText(/불러오지 못했습니다/);
    expect(
      within(status).getByRole('link', { name: '개인정보처리방침 페이지에서 보기' }).getAttribute('href'),
    ).toBe('/privacypolicy');
  });

  it('closes with Esc and with the close button, returning focus to the link that opened it', async () => {
    const user = userEvent.setup();
    await openPolicy(user);
    const link = opener('개인정보처리방침');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(screen.getByRole('banner').closest('[inert]')).toBeNull();

    await user.click(link);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const dialog = await openPolicy(user);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('footer certification dialog', () => {
  it('shows the local certificate image with a text alternative', async () => {
    const user = userEvent.setup();
    renderPage(homePage());
    await user.click(opener('윤리경영 인증서'));
    const dialog = screen.getByRole('dialog', { name: '윤리경영 인증서' });
    const img = within(dialog).getByRole('img');
    expect(img.getAttribute('alt')).toContain('윤리경영 인증서');
    // A bundled file (the test build inlines it as a data URL), never an address on another site.
    expect(img.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

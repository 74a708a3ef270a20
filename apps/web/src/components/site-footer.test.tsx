import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guidePage } from '../public-pages/page-test-models.ts';
import {
  renderPage,
  servePolicyPages,
  serverHtml,
  watchNavigation,
} from '../public-pages/page-test-utils.tsx';

const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });

describe('site footer', () => {
  it("gives the office's phone and e-mail as links to call and write, the fax as text, and a Korean copyright", () => {
    renderPage(guidePage());
    const footer = screen.getByRole('contentinfo');
    const contacts = within(footer).getByRole('list', { name: '감사실 연락처' });
    expect(
      within(contacts)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['02-000-0000', 'tel:02-000-0000'],
      ['audit@garamnuri.example', 'mailto:audit@garamnuri.example'],
    ]);
    expect(contacts.textContent).toContain('팩스 02-000-0099');
    expect(footer.textContent).toContain('© 2026 가람누리그룹. 모든 권리 보유.');
    expect(footer.textContent).not.toContain('All rights reserved');
  });

  it('links the privacy policy and the certificate to pages of their own (they open without JavaScript)', () => {
    const footer = serverHtml(guidePage()).querySelector('footer')!;
    expect(
      Array.from(footer.querySelectorAll('.site-footer-links a')).map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]),
    ).toEqual([
      ['개인정보처리방침', '/privacypolicy'],
      ['윤리경영 인증서', '/certification'],
    ]);
    expect(footer.querySelector('button')).toBeNull();
  });

  it('with JavaScript a click opens each as a dialog over the page instead of leaving it', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    servePolicyPages();
    renderPage(guidePage());

    await user.click(footerLink('개인정보처리방침'));
    await screen.findByRole('dialog', { name: '개인정보처리방침' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(footerLink('윤리경영 인증서'));
    screen.getByRole('dialog', { name: '윤리경영 인증서' });
    await user.keyboard('{Escape}');
    expect(nav.followed).toEqual([]);
  });

  it('a click with a modifier key (a new tab) is left to the browser and opens no dialog', () => {
    const nav = watchNavigation();
    renderPage(guidePage());
    fireEvent.click(footerLink('개인정보처리방침'), { ctrlKey: true });
    fireEvent.click(footerLink('윤리경영 인증서'), { shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nav.followed).toEqual(['/privacypolicy', '/certification']);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guidePage, homePage, myReportPage, reportFormPage } from '../public-pages/page-test-models.ts';
import { renderPage, serverHtml, watchNavigation } from '../public-pages/page-test-utils.tsx';

const MENU = [
  ['사이버감사실 소개', '/#intro'],
  ['제보 안내', '/reportguide'],
  ['제보하기', '/reporting'],
  ['제보 조회', '/reportinquiry'],
];

const entriesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('site header', () => {
  it('links the site name home and has the four menu entries as plain links, the current one marked', () => {
    renderPage(guidePage());
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getByRole('link', { name: /사이버감사실 홈/ })
        .getAttribute('href'),
    ).toBe('/');
    const nav = within(banner).getByRole('navigation', { name: '주 메뉴' });
    const [row, folded] = within(nav).getAllByRole('list');
    expect(entriesOf(row!)).toEqual(MENU);
    // Only the current page is marked for screen readers.
    const current = within(row!)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['제보 안내']);
    // The phone's folded menu offers the same links.
    expect(entriesOf(folded!)).toEqual(MENU);
  });

  it('marks the entry a page belongs to: a report form is under 제보하기, the own report under 제보 조회', () => {
    const marked = () =>
      within(screen.getByRole('banner'))
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => a.textContent);
    const form = renderPage(reportFormPage('PRIVATE'));
    expect(marked()).toEqual(['제보하기', '제보하기']);
    form.unmount();
    const own = renderPage(myReportPage());
    expect(marked()).toEqual(['제보 조회', '제보 조회']);
    own.unmount();
    renderPage(homePage());
    expect(marked()).toEqual([]);
  });

  it('folds the menu on a phone into a native disclosure, which opens without any script', async () => {
    const html = serverHtml(homePage());
    const details = html.querySelector('details.site-menu-fold') as HTMLDetailsElement;
    expect(details.querySelector('summary')?.textContent).toBe('메뉴');
    expect(details.open).toBe(false);
    expect(entriesOf(details.querySelector('ul')!)).toEqual(MENU);
    expect(html.querySelector('header script, header button')).toBeNull();

    renderPage(homePage());
    const summary = screen.getByText('메뉴', { selector: 'summary span' }).closest('summary')!;
    await userEvent.setup().click(summary);
    expect((summary.parentElement as HTMLDetailsElement).open).toBe(true);
  });

  it('a menu entry is followed as a plain link, and the skip link leads to the focusable main content', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(homePage());
    const [row] = within(screen.getByRole('navigation', { name: '주 메뉴' })).getAllByRole('list');
    await user.click(within(row!).getByRole('link', { name: '제보 조회' }));
    expect(nav.followed).toEqual(['/reportinquiry']);

    const skip = screen.getByRole('link', { name: '본문 바로가기' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.tabIndex).toBe(-1);
  });
});

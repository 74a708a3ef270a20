import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { watchNavigation } from '../public-pages/page-test-utils.tsx';
import { LinkTabs } from './link-tabs.tsx';

const TABS = [
  { id: 'a', label: '첫째', href: '/page?tab=a' },
  { id: 'b', label: '둘째', href: '/page?tab=b' },
];

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: '탭' })).getByRole('link', { name });

describe('LinkTabs', () => {
  it('is a named row of links, each an address of its own, the current one marked, with its panel', () => {
    render(
      <LinkTabs tabs={TABS} current="b" label="탭">
        <p>둘째 내용</p>
      </LinkTabs>,
    );
    expect(
      within(screen.getByRole('navigation', { name: '탭' }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['첫째', '/page?tab=a', null],
      ['둘째', '/page?tab=b', 'page'],
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
    screen.getByText('둘째 내용');
  });

  it('follows another tab as a link unless the page handles it in place', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    const { rerender } = render(
      <LinkTabs tabs={TABS} current="a" label="탭">
        <p />
      </LinkTabs>,
    );
    await user.click(tab('둘째'));
    expect(nav.followed).toEqual(['/page?tab=b']);

    const onOpen = vi.fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault());
    rerender(
      <LinkTabs tabs={TABS} current="a" label="탭" onOpen={onOpen}>
        <p />
      </LinkTabs>,
    );
    await user.click(tab('둘째'));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('b', expect.anything());
    expect(nav.followed).toHaveLength(1);
  });

  it('the current tab goes nowhere, and a new-tab click is left to the browser', () => {
    const nav = watchNavigation();
    const onOpen = vi.fn();
    render(
      <LinkTabs tabs={TABS} current="a" label="탭" onOpen={onOpen} asksFirst>
        <p />
      </LinkTabs>,
    );
    fireEvent.click(tab('첫째'));
    fireEvent.click(tab('둘째'), { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
    expect(nav.followed).toEqual(['/page?tab=b']);
    // A page that asks before a tab is left tells the leave guard not to ask as well.
    expect(tab('둘째').hasAttribute('data-asks-first')).toBe(true);
  });
});

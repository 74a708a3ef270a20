import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPager, pageWindow } from './admin-pager.tsx';

// Pages are zero-based; null is an ellipsis.
describe('pageWindow', () => {
  it('has nothing for an empty list and the one page for a single page', () => {
    expect(pageWindow(0, 0)).toEqual([]);
    expect(pageWindow(0, 1)).toEqual([0]);
  });

  it('shows every page when they fit', () => {
    expect(pageWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(3, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    // A hidden run of one page would take the ellipsis' room: the page is shown instead.
    expect(pageWindow(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('at the first pages: the window from the start, then the last page', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4, null, 19]);
    expect(pageWindow(2, 20)).toEqual([0, 1, 2, 3, 4, null, 19]);
    expect(pageWindow(3, 20)).toEqual([0, 1, 2, 3, 4, 5, null, 19]);
  });

  it('in the middle: first page, five pages around the current one, last page', () => {
    expect(pageWindow(10, 20)).toEqual([0, null, 8, 9, 10, 11, 12, null, 19]);
  });

  it('at the last pages: the first page, then the window up to the end', () => {
    expect(pageWindow(19, 20)).toEqual([0, null, 15, 16, 17, 18, 19]);
    expect(pageWindow(17, 20)).toEqual([0, null, 15, 16, 17, 18, 19]);
    expect(pageWindow(16, 20)).toEqual([0, null, 14, 15, 16, 17, 18, 19]);
  });

  it('keeps an out-of-range current page inside the list', () => {
    expect(pageWindow(50, 20)).toEqual(pageWindow(19, 20));
    expect(pageWindow(-3, 20)).toEqual(pageWindow(0, 20));
  });
});

describe('AdminPager', () => {
  it('shows one-based page buttons, marks the current page and disables 이전 on the first page', () => {
    render(<AdminPager page={0} totalPages={12} onChange={() => {}} />);
    screen.getByRole('navigation', { name: '페이지 이동' });
    expect(screen.getByRole('button', { name: '1 페이지' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '이전 페이지' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '다음 페이지' }) as HTMLButtonElement).disabled).toBe(false);
    screen.getByRole('button', { name: '12 페이지' });
    expect(screen.queryByRole('button', { name: '6 페이지' })).toBeNull();
    screen.getByText('이전');
    screen.getByText('다음');
  });

  it('reports the chosen page (zero-based)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<AdminPager page={5} totalPages={12} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await user.click(screen.getByRole('button', { name: '12 페이지' }));
    await user.click(screen.getByRole('button', { name: '6 페이지' })); // the current one: nothing
    expect(onChange.mock.calls).toEqual([[6], [4], [11]]);
  });

  it('disables 다음 on the last page and shows nothing without pages', () => {
    const { rerender } = render(<AdminPager page={2} totalPages={3} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: '다음 페이지' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<AdminPager page={0} totalPages={0} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

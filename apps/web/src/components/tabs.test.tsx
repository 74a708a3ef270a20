import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { id: 'a', label: '첫째', panel: <p>첫째 내용</p> },
  { id: 'b', label: '둘째', panel: <p>둘째 내용</p> },
  { id: 'c', label: '셋째', panel: <p>셋째 내용</p> },
];

describe('Tabs', () => {
  it('links tabs and panels and shows only the selected panel', () => {
    render(<Tabs items={items} label="항목" />);
    screen.getByRole('tablist', { name: '항목' });
    const first = screen.getByRole('tab', { name: '첫째' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(first.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id);
    expect(panel.textContent).toBe('첫째 내용');
  });

  it('moves with arrow keys, wraps, and supports Home/End with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="항목" />);
    await user.click(screen.getByRole('tab', { name: '첫째' }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '셋째' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('셋째 내용');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '첫째' }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('셋째 내용');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('첫째 내용');

    const tabStops = screen.getAllByRole('tab').filter((t) => t.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });

  it('in controlled manual mode only reports the choice and lets the parent decide', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs items={items} label="항목" selectedId="a" onSelect={onSelect} activation="manual" />);
    await user.click(screen.getByRole('tab', { name: '첫째' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '둘째' }));
    expect(onSelect).toHaveBeenCalledTimes(1); // only the click, not the arrow
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('tabpanel').textContent).toBe('첫째 내용');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportFilters } from './report-filters.tsx';
import { readListQuery, writeListQuery } from './report-list-query.ts';

// 담당자 › 내 담당 (assignee=me): only the reports the admin handles.
describe('the list filter 담당자', () => {
  it('keeps 내 담당 in the URL and drops any other value', () => {
    expect(readListQuery(new URLSearchParams('assignee=me')).assignee).toBe('me');
    expect(readListQuery(new URLSearchParams('assignee=you')).assignee).toBe('');
    const query = { ...readListQuery(new URLSearchParams()), assignee: 'me' as const };
    expect(writeListQuery(query).toString()).toBe('assignee=me');
  });

  it('offers 전체 and 내 담당, and applies the choice at once', async () => {
    const onChange = vi.fn();
    const query = readListQuery(new URLSearchParams());
    render(<ReportFilters query={query} companies={[]} onChange={onChange} actions={null} />);
    const select = screen.getByLabelText('담당자') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['전체', '내 담당']);
    await userEvent.setup().selectOptions(select, 'me');
    expect(onChange).toHaveBeenCalledWith({ assignee: 'me' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readListQuery, writeListQuery } from './report-list-query.ts';
import { postQueries, renderList, stubList } from './report-list-test-utils.ts';

// Each count card filters the list (issue 31): a status card to its status, pressed again to all; 전체 to all; 기한
// 경과 to the overdue reports. The filter is in the URL with the others, so a link or a reload keeps it.

afterEach(() => {
  vi.restoreAllMocks();
});

const card = (name: RegExp) =>
  within(screen.getByRole('region', { name: '처리상태별 제보 건수' })).getByRole('button', { name });
const pressed = () =>
  within(screen.getByRole('region', { name: '처리상태별 제보 건수' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.querySelector('.report-count-label')?.textContent);

describe('the count cards of /adminreport', () => {
  it('filter by status, keep it in the URL with the other filters, and clear it when pressed again', async () => {
    const { fetchMock } = stubList();
    const user = userEvent.setup();
    const { router } = await renderList(
      '/adminreport?companyType=GARAM_FOODS&keyword=%EB%82%A9%ED%92%88&page=2',
    );
    expect(pressed()).toEqual(['전체']);

    await user.click(card(/^접수완료/));
    // A new filter starts at the first page; the other filters stay.
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?companyType=GARAM_FOODS&keyword=%EB%82%A9%ED%92%88&postStatus=RECEIVED',
      ),
    );
    await waitFor(() =>
      expect(postQueries(fetchMock).at(-1)).toMatchObject({
        postStatus: 'RECEIVED',
        companyType: 'GARAM_FOODS',
        page: '0',
      }),
    );
    expect(pressed()).toEqual(['접수완료']);
    expect(card(/^접수완료/).getAttribute('aria-describedby')).toBeTruthy();

    await user.click(card(/^처리중/));
    await waitFor(() => expect(pressed()).toEqual(['처리중']));
    expect(postQueries(fetchMock).at(-1)?.postStatus).toBe('IN_PROGRESS');

    await user.click(card(/^처리중/));
    await waitFor(() => expect(pressed()).toEqual(['전체']));
    expect(router.state.location.search).toBe('?companyType=GARAM_FOODS&keyword=%EB%82%A9%ED%92%88');
    expect(postQueries(fetchMock).at(-1)?.postStatus).toBe('');
  });

  it('reads the status from the URL (a link or a reload), and 전체 shows every status again', async () => {
    const { fetchMock } = stubList();
    const user = userEvent.setup();
    const { router } = await renderList('/adminreport?postStatus=WAITING');
    expect(postQueries(fetchMock)[0]).toMatchObject({ postStatus: 'WAITING' });
    expect(pressed()).toEqual(['접수대기']);
    await user.click(card(/^전체/));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(pressed()).toEqual(['전체']);
  });

  it('기한 경과 filters the overdue reports, whatever status is chosen, and clears it pressed again', async () => {
    const { fetchMock } = stubList();
    const user = userEvent.setup();
    const { router } = await renderList('/adminreport?postStatus=WAITING');
    await user.click(card(/^기한 경과/));
    await waitFor(() => expect(router.state.location.search).toBe('?due=overdue&postStatus=WAITING'));
    expect(pressed()).toEqual(['접수대기', '기한 경과']);
    expect((screen.getByLabelText('처리기한') as HTMLSelectElement).value).toBe('overdue');
    await user.click(card(/^기한 경과/));
    await waitFor(() => expect(router.state.location.search).toBe('?postStatus=WAITING'));
    expect(postQueries(fetchMock).at(-1)).toMatchObject({ due: '', postStatus: 'WAITING' });
  });

  it('keeps only a known status from the URL, and leaves the default out of it', () => {
    expect(readListQuery(new URLSearchParams('postStatus=COMPLETED')).postStatus).toBe('COMPLETED');
    expect(readListQuery(new URLSearchParams('postStatus=DELETED')).postStatus).toBe('');
    const query = readListQuery(new URLSearchParams());
    expect(writeListQuery(query).toString()).toBe('');
    expect(writeListQuery({ ...query, postStatus: 'IN_PROGRESS' }).toString()).toBe('postStatus=IN_PROGRESS');
  });
});

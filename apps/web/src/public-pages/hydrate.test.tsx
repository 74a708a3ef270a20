import { REPORTER_MESSAGES } from '@audit/contracts';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ReportLookupPage } from '../features/reporter/report-lookup/report-lookup-page.tsx';
import { answerPageDialog, pageDialogMessage } from '../test-utils.tsx';
import { hydratePage } from './hydrate-page.tsx';
import { PAGE_DATA_ID, pageDataJson, ROOT_ID } from './page-document.ts';
import { ALL_PAGES, lookupPage } from './page-test-models.ts';
import { hydrate, watchNavigation } from './page-test-utils.tsx';
import { PAGE_VIEWS } from './page-views.ts';
import { SiteFrame } from './site-frame.tsx';

describe('hydrating the server-rendered pages', () => {
  it('covers every kind of page', () => {
    expect(new Set(ALL_PAGES.map(([, page]) => page.page))).toEqual(new Set(Object.keys(PAGE_VIEWS)));
  });

  it.each(ALL_PAGES)('%s: comes alive on the server HTML without a mismatch or an error', async (_, page) => {
    watchNavigation();
    const { html, recoverable, consoleErrors } = await hydrate(page);
    expect(html.length).toBeGreaterThan(200);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("a server notice stands at the page's top without JavaScript and opens in the page's dialog once alive", async () => {
    const message = '접수번호 또는 패스워드가 일치하지 않습니다.';
    const { html, container } = await hydrate(lookupPage({ notice: { tone: 'error', message } }));
    expect(html).toContain(message);
    expect(html).not.toContain('alertdialog');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(await answerPageDialog()).toBe(message);
    expect(pageDialogMessage()).toBeNull();
  });
});

describe('hydratePage (the entries of src/entries/)', () => {
  it('reads the model back from the data block the server wrote and brings the page to life', async () => {
    // A value that would end a script element if it were not escaped.
    const page = lookupPage({ loginId: '</script><b>1234' });
    const root = document.createElement('div');
    root.id = ROOT_ID;
    root.innerHTML = renderToString(
      <SiteFrame page={page}>
        <ReportLookupPage page={page} />
      </SiteFrame>,
    );
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_DATA_ID;
    data.textContent = pageDataJson(page);
    expect(data.textContent).not.toContain('</script>');
    document.body.append(root, data);
    const errors = vi.spyOn(console, 'error');
    const box = screen.getByLabelText('접수번호') as HTMLInputElement;

    await act(async () => hydratePage(ReportLookupPage));

    // Alive: the same input, now checked by the page's script (an empty password is refused in its dialog).
    expect(screen.getByLabelText('접수번호')).toBe(box);
    expect(box.value).toBe('</script><b>1234');
    screen.getByRole('button', { name: '조회' }).click();
    expect(await answerPageDialog()).toBe(REPORTER_MESSAGES.lookupRequired);
    expect(errors).not.toHaveBeenCalled();
    root.remove();
    data.remove();
  });
});

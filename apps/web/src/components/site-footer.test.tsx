import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, stubPopupApi } from '../test-utils.tsx';

beforeEach(() => {
  stubPopupApi();
});

describe('site footer', () => {
  it("gives the office's phone and e-mail as links to call and write, the fax as text, and a Korean copyright", () => {
    renderRoute('/reportguide');
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
});

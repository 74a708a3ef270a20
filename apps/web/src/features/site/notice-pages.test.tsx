import { SITE_MESSAGES } from '@audit/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../public-pages/page-test-utils.tsx';

const actions = () =>
  within(screen.getByRole('main'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('the pages that only say something', () => {
  it('/sessiontimeout: the spec words, said at once, and the way back to the admin login', () => {
    renderPage({ page: 'session-timeout' });
    screen.getByRole('heading', { level: 1, name: '세션 만료 안내' });
    expect(screen.getByRole('alert').textContent).toBe(
      '세션이 만료되었거나 잘못된 접근입니다. 회사 포털을 통해 다시 로그인해주세요.',
    );
    expect(actions()).toEqual([
      ['관리자 로그인', '/adminlogin'],
      ['홈으로 이동', '/'],
    ]);
  });

  it('an unknown address: says so, with the way home', () => {
    renderPage({ page: 'not-found' });
    screen.getByRole('heading', { level: 1, name: '요청하신 페이지가 존재하지 않습니다' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(actions()).toEqual([['홈으로 이동', '/']]);
  });

  it("a refused request: the server's reason, said at once", () => {
    renderPage({ page: 'error', message: SITE_MESSAGES.foreignPost });
    screen.getByRole('heading', { level: 1, name: '요청을 처리하지 못했습니다' });
    expect(screen.getByRole('alert').textContent).toBe(SITE_MESSAGES.foreignPost);
  });
});

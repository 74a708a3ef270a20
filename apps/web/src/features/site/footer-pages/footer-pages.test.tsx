import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, serverHtml } from '../../../public-pages/page-test-utils.tsx';

describe('/privacypolicy (the footer dialog as a page)', () => {
  it('shows the current policy, with every version a link of its own', () => {
    renderPage({ page: 'privacy', version: 'current' });
    screen.getByRole('heading', { level: 1, name: '개인정보처리방침' });
    const versions = within(screen.getByRole('navigation', { name: /버전|개정/ }));
    const links = versions.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/privacypolicy',
      '/privacypolicy/v1.1',
      '/privacypolicy/v1.0',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('main').textContent).toContain('2024년 12월 17일부터 적용');
  });

  it('shows an earlier version at its address, without JavaScript', () => {
    const html = serverHtml({ page: 'privacy', version: 'v1.0' });
    expect(html.querySelector('main')?.textContent).toContain('2021년 6월 1일부터 2023년 2월 28일까지');
    expect(html.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/privacypolicy/v1.0');
  });
});

describe('/certification', () => {
  it('shows the certificate as a local image whose text alternative says all it says', () => {
    renderPage({ page: 'certification' });
    screen.getByRole('heading', { level: 1, name: '윤리경영 인증서' });
    const img = within(screen.getByRole('main')).getByRole('img');
    expect(img.getAttribute('alt')).toContain('인증번호 GN-ETH-2024-0117');
    expect(img.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
  });
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../../lib/cookies.ts';
import { homePage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml, watchNavigation } from '../../../public-pages/page-test-utils.tsx';

describe('/ (home)', () => {
  it('says who the office is, with 제보하기 as the primary action and 제보 조회 as the secondary one', () => {
    renderPage(homePage());
    const hero = screen.getByRole('region', { name: '사이버감사실' });
    within(hero).getByRole('heading', { level: 1, name: '사이버감사실' });
    expect(hero.textContent).toContain('감사실의 온라인 창구');
    const report = within(hero).getByRole('link', { name: '제보하기' });
    const lookup = within(hero).getByRole('link', { name: '제보 조회' });
    expect(report.getAttribute('href')).toBe('/reporting');
    expect(lookup.getAttribute('href')).toBe('/reportinquiry');
    // Primary and secondary look different: filled and outlined.
    expect(report.className).toContain('button-light');
    expect(lookup.className).toContain('button-outline-light');
  });

  it('makes the three promises, each in one sentence', () => {
    renderPage(homePage());
    const trust = screen.getByRole('region', { name: '제보자를 지키는 세 가지 약속' });
    const items = within(trust).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      '익명 보장',
      '암호화 저장',
      '불이익 금지',
    ]);
    for (const li of items) {
      const sentence = li.querySelector('p')?.textContent ?? '';
      expect(sentence.match(/니다\./g), sentence).toHaveLength(1);
    }
    expect(trust.textContent).toContain('IP 주소도 저장하지 않습니다');
  });

  it('keeps the intro anchor of the header menu, with the safety panel beside it', () => {
    renderPage(homePage());
    expect(document.getElementById('intro')?.textContent).toContain('사이버감사실 소개');
    screen.getByRole('region', { name: '안전한 제보를 위한 안내' });
  });

  it("shows the reporter's four steps with the spec's six stages under them, and links to the procedure tab", () => {
    renderPage(homePage());
    const steps = screen.getByRole('region', { name: '제보 처리 절차' });
    expect(
      within(within(steps).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => [
          li.querySelector('strong')?.textContent,
          li.querySelector('.home-step-stages')?.textContent,
        ]),
    ).toEqual([
      ['접수 확인 중', '제보 접수'],
      ['접수 완료', '내용 확인 및 등록'],
      ['조사 중', '조사 착수'],
      ['처리 완료', '조사 완료 · 종결 · 결과 확인'],
    ]);
    expect(steps.textContent).toContain('최소 2주');
    expect(within(steps).getByRole('link', { name: '처리 절차 자세히 보기' }).getAttribute('href')).toBe(
      '/reportguide?tab=procedure',
    );
  });

  it('links to the guidance, reporting and look-up', () => {
    renderPage(homePage());
    const links = screen.getByRole('region', { name: '바로 가기' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['제보 안내', '/reportguide'],
      ['제보하기', '/reporting'],
      ['제보 조회', '/reportinquiry'],
    ]);
  });

  it('is whole without JavaScript: the same content in the server HTML, and no notice window', () => {
    const html = serverHtml(homePage());
    expect(html.querySelector('h1')?.textContent).toBe('사이버감사실');
    expect(html.querySelector('#intro')).not.toBeNull();
    expect(html.querySelectorAll('.home-step-list li')).toHaveLength(4);
  });
});

describe('the notice window of the home page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const inPeriod = { from: '2025-09-29T08:00:00.000Z', until: '2025-10-12T22:00:00.000Z' };

  /** The home page of a fresh page load (the window opens once per load: a module flag). */
  async function loadHome(popup: typeof inPeriod) {
    vi.resetModules();
    const { HomePage } = await import('./home-page.tsx');
    render(<HomePage page={homePage(popup)} />);
  }

  it('opens /auditpopup (645x880) at load within the configured period', async () => {
    vi.useFakeTimers({ now: new Date('2025-10-01T12:00:00+09:00'), toFake: ['Date'] });
    const nav = watchNavigation();
    await loadHome(inPeriod);
    expect(nav.windows).toEqual([
      { url: '/auditpopup', name: 'auditpopup', features: 'width=645,height=880' },
    ]);
  });

  it('stays closed after "오늘 하루 보지 않기" (popupname=done) and outside the period', async () => {
    vi.useFakeTimers({ now: new Date('2025-10-01T12:00:00+09:00'), toFake: ['Date'] });
    const nav = watchNavigation();
    writeCookie('popupname', 'done', 60);
    await loadHome(inPeriod);
    writeCookie('popupname', '', 0);
    await loadHome({ from: '2025-10-02T00:00:00.000Z', until: '2025-10-03T00:00:00.000Z' });
    expect(nav.windows).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, stubPopupApi } from '../../../test-utils.tsx';

beforeEach(() => {
  stubPopupApi();
});

describe('/ (home)', () => {
  it('says who the office is, with 제보하기 as the primary action and 제보 조회 as the secondary one', () => {
    renderRoute('/');
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
    renderRoute('/');
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
    renderRoute('/');
    const intro = document.getElementById('intro');
    expect(intro?.textContent).toContain('사이버감사실 소개');
    screen.getByRole('region', { name: '안전한 제보를 위한 안내' });
  });

  it('shows the six handling steps in order and leads to the procedure tab of the guidance', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    const steps = screen.getByRole('region', { name: '제보 처리 절차' });
    expect(
      within(within(steps).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['제보 접수', '내용 확인 및 등록', '조사 착수', '조사 완료', '종결', '결과 확인']);
    expect(steps.textContent).toContain('최소 2주');
    await user.click(within(steps).getByRole('link', { name: '처리 절차 자세히 보기' }));
    expect(router.state.location.pathname).toBe('/reportguide');
    expect(screen.getByRole('tab', { name: '제보 방법 및 처리 절차' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('links to the guidance, reporting and look-up', () => {
    renderRoute('/');
    const links = screen.getByRole('region', { name: '무엇을 도와드릴까요?' });
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
});

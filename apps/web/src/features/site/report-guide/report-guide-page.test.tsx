import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guidePage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml, watchNavigation } from '../../../public-pages/page-test-utils.tsx';

const panel = () => document.querySelector('.guide-panel') as HTMLElement;
const tabs = () => within(screen.getByRole('navigation', { name: '제보 안내 항목' }));

describe('/reportguide', () => {
  it('explains reporter protection: the duty of secrecy, no disadvantage, the protection policy', () => {
    renderPage(guidePage('protection'));
    const text = panel().textContent ?? '';
    expect(text).toContain('「공익신고자 보호법」 제12조');
    expect(text).toContain('어떠한 불이익도 주어서는 안 됩니다');
    expect(text).toContain('분리하여 암호화');
    expect(text).toContain('지정된 담당자만');
    expect(text).toContain('기록을 모두 남기고');
  });

  it('lists the targets, the eight types, the invalid reports and the reward', () => {
    renderPage(guidePage('targets'));
    const types = within(panel())
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(types).toEqual([
      '금품·향응 수수',
      '부당한 업체 선정',
      '권한 남용 및 부당 지시',
      '횡령·배임',
      '성희롱·괴롭힘',
      '인사 관련 불만',
      '정보 유출',
      '기타 비윤리 행위',
    ]);
    expect(panel().textContent).toContain('모든 계열사');
    expect(panel().textContent).toContain('정당한 제보로 보지 않으며');
    expect(panel().textContent).toContain('포상');
  });

  it("gives the methods with fictional contacts, the reporter's steps with the six stages, and the handling time", () => {
    renderPage(guidePage('procedure'));
    const methods = within(panel())
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(methods).toEqual(['온라인', '전화', '팩스', '우편', '방문']);
    expect(within(panel()).getByRole('link', { name: '02-000-0000' }).getAttribute('href')).toBe(
      'tel:02-000-0000',
    );
    // A fax number is not one to call.
    expect(within(panel()).queryByRole('link', { name: '02-000-0099' })).toBeNull();
    expect(panel().textContent).toContain('02-000-0099');
    expect(panel().textContent).toContain('시연용 가상 정보');
    const steps = Array.from(panel().querySelectorAll('.guide-steps > li')).map((li) => [
      li.querySelector('.guide-step-name')?.textContent,
      Array.from(li.querySelectorAll('.guide-stages > li > strong')).map((s) => s.textContent),
    ]);
    expect(steps).toEqual([
      ['접수 확인 중', ['제보 접수']],
      ['접수 완료', ['내용 확인 및 등록']],
      ['조사 중', ['조사 착수']],
      ['처리 완료', ['조사 완료', '종결', '결과 확인']],
    ]);
    expect(panel().textContent).toContain('거치지 않음으로 표시합니다');
    expect(panel().textContent).toContain('최소 2주');
    expect(panel().textContent).toContain('1개월 이상');
  });

  it('links to customer support only on request and lists each company audit contact', () => {
    renderPage(guidePage('others'));
    const link = within(panel()).getByRole('link', { name: /고객센터/ });
    expect(link.getAttribute('rel')).toBe('noreferrer noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    const contacts = within(panel()).getByRole('list', { name: /감사 조직 연락처/ });
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(7);
    expect(contacts.textContent).toContain('빈스앤리프');
    expect(contacts.textContent).toContain('전화 02-000-0006');
    expect(within(contacts).getByRole('link', { name: '02-000-0006' }).getAttribute('href')).toBe(
      'tel:02-000-0006',
    );
    expect(
      within(contacts).getByRole('link', { name: 'audit@beansandleaf.example' }).getAttribute('href'),
    ).toBe('mailto:audit@beansandleaf.example');
  });

  it('ends with a call to report', () => {
    renderPage(guidePage());
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '제보하기' }).getAttribute('href')).toBe('/reporting');
  });
});

describe('the tabs of /reportguide', () => {
  it('are links to ?tab= addresses, so every tab opens without JavaScript, the current one marked', () => {
    const html = serverHtml(guidePage('procedure'));
    const links = Array.from(html.querySelectorAll('.guide-tabs nav a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      [
        ['제보자 보호', '/reportguide?tab=protection', null],
        ['제보 대상', '/reportguide?tab=targets', null],
        ['제보 방법 및 처리 절차', '/reportguide?tab=procedure', 'page'],
        ['기타 제보 방법', '/reportguide?tab=others', null],
      ],
    );
    expect(html.querySelector('.guide-panel')?.textContent).toContain('결과 확인');
  });

  it('with JavaScript switch in place and put the tab in the address (history.replaceState)', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    renderPage(guidePage('protection'));
    const lengthBefore = window.history.length;

    await user.click(tabs().getByRole('link', { name: '기타 제보 방법' }));
    expect(nav.followed).toEqual([]);
    expect(window.location.pathname + window.location.search).toBe('/reportguide?tab=others');
    expect(window.history.length).toBe(lengthBefore);
    expect(tabs().getByRole('link', { name: '기타 제보 방법' }).getAttribute('aria-current')).toBe('page');
    expect(tabs().getByRole('link', { name: '제보자 보호' }).getAttribute('aria-current')).toBeNull();
    within(panel()).getByRole('list', { name: /감사 조직 연락처/ });

    await user.click(tabs().getByRole('link', { name: '제보 대상' }));
    expect(window.location.search).toBe('?tab=targets');
    expect(panel().textContent).toContain('포상');
  });
});

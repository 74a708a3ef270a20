import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-utils.tsx';

const panel = () => screen.getByRole('tabpanel');

describe('/reportguide', () => {
  it('explains reporter protection: the duty of secrecy, no disadvantage, the protection policy', () => {
    renderRoute('/reportguide');
    const text = panel().textContent ?? '';
    expect(text).toContain('「공익신고자 보호법」 제12조');
    expect(text).toContain('어떠한 불이익도 주어서는 안 됩니다');
    expect(text).toContain('분리하여 암호화');
    expect(text).toContain('지정된 담당자만');
    expect(text).toContain('기록을 모두 남기고');
  });

  it('lists the targets, the eight types, the invalid reports and the reward', async () => {
    const user = userEvent.setup();
    renderRoute('/reportguide');
    await user.click(screen.getByRole('tab', { name: '제보 대상' }));
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

  it('gives the methods with fictional contacts, the six steps and the handling time', async () => {
    const user = userEvent.setup();
    renderRoute('/reportguide');
    await user.click(screen.getByRole('tab', { name: '제보 방법 및 처리 절차' }));
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
    const steps = within(panel())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent)
      .filter(Boolean);
    expect(steps).toEqual(['제보 접수', '내용 확인 및 등록', '조사 착수', '조사 완료', '종결', '결과 확인']);
    expect(panel().textContent).toContain('최소 2주');
    expect(panel().textContent).toContain('1개월 이상');
  });

  it('links to customer support only on request and lists each company audit contact', async () => {
    const user = userEvent.setup();
    renderRoute('/reportguide');
    await user.click(screen.getByRole('tab', { name: '기타 제보 방법' }));
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
    renderRoute('/reportguide');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '제보하기' }).getAttribute('href')).toBe('/reporting');
  });
});

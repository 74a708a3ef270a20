import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../../../test-utils.tsx';
import { RecoveryCodeList } from './recovery-code-list.tsx';
import { SecondFactorSecret, secretGroups } from './second-factor-secret.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}K`);

afterEach(() => {
  vi.restoreAllMocks();
  window.getSelection()?.removeAllRanges();
});

describe('the secret of the enrolment', () => {
  it('groups the secret by four for the eye; its text stays one word', () => {
    expect(secretGroups(SECRET)).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JBSW', 'Y3DP', 'EHPK', '3PXQ']);
    expect(secretGroups('ABCDEF')).toEqual(['ABCD', 'EF']);
    const { container } = render(<SecondFactorSecret secret={SECRET} otpauthUri="otpauth://totp/x" />);
    const code = container.querySelector('code.second-factor-secret');
    expect([...(code?.children ?? [])].map((s) => s.textContent)).toEqual(secretGroups(SECRET));
    // Read out, selected or copied by hand: no spaces inside.
    expect(code?.textContent).toBe(SECRET);
  });

  it('copies the secret without spaces and says so', async () => {
    const user = userEvent.setup();
    render(<SecondFactorSecret secret={SECRET} otpauthUri="otpauth://totp/x" />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: '비밀키 복사' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole('status').textContent).toBe('비밀키를 복사했습니다. 인증 앱에 붙여 넣어주세요.');
  });

  it('selects the secret when the clipboard refuses, and says to copy it by hand', async () => {
    const user = userEvent.setup();
    const { container } = render(<SecondFactorSecret secret={SECRET} otpauthUri="otpauth://totp/x" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '비밀키 복사' }));
    expect(screen.getByRole('status').textContent).toBe(
      '복사하지 못했습니다. 선택된 비밀키를 직접 복사해주세요.',
    );
    const selection = window.getSelection();
    expect(selection?.anchorNode).toBe(container.querySelector('code.second-factor-secret'));
  });

  it('links to the authenticator app of the phone it is shown on', () => {
    render(<SecondFactorSecret secret={SECRET} otpauthUri="otpauth://totp/site:admin?secret=X" />);
    const link = screen.getByRole('link', { name: '이 휴대전화의 인증 앱에 바로 등록' });
    expect(link.getAttribute('href')).toBe('otpauth://totp/site:admin?secret=X');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('the recovery codes', () => {
  it('copies the ten codes one a line and says so', async () => {
    const user = userEvent.setup();
    render(<RecoveryCodeList codes={CODES} />);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: '복구 코드 복사' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(screen.getByRole('status').textContent).toContain('복구 코드 10개를 복사했습니다.');
  });

  it('selects the codes when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<RecoveryCodeList codes={CODES} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '복구 코드 복사' }));
    expect(screen.getByRole('status').textContent).toBe(
      '복사하지 못했습니다. 선택된 복구 코드를 직접 복사하거나 인쇄해주세요.',
    );
    expect(window.getSelection()?.anchorNode).toBe(screen.getByRole('list'));
  });

  it('prints, with a line for the paper saying what the codes are and when they were issued', async () => {
    const { print } = stubDialogs();
    const user = userEvent.setup();
    const { container } = render(<RecoveryCodeList codes={CODES} />);
    await user.click(screen.getByRole('button', { name: '복구 코드 인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.second-factor-print-only')?.textContent).toMatch(
      /^가람누리그룹 사이버감사실 관리자 2단계 인증 복구 코드 \(\d{4}-\d{2}-\d{2} \d{2}:\d{2} 발급\)$/,
    );
  });

  it('says so when the browser cannot print', async () => {
    const { print } = stubDialogs();
    print.mockImplementation(() => {
      throw new Error('no printer');
    });
    const user = userEvent.setup();
    render(<RecoveryCodeList codes={CODES} />);
    await user.click(screen.getByRole('button', { name: '복구 코드 인쇄' }));
    expect(screen.getByRole('status').textContent).toBe(
      '인쇄하지 못했습니다. 복구 코드를 직접 적어 보관해주세요.',
    );
  });
});

import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMMONS, renderRoute, stubApi, stubDialogs, stubUpload } from '../../../test-utils.tsx';

const REAL = { pathname: '/reportsecond', state: { consented: true } };

beforeEach(() => {
  stubApi(DEMO_COMMONS);
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** The error message the field points to with aria-describedby, if any. */
const errorOf = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'))?.textContent;

async function openForm(path: typeof REAL | string = REAL) {
  const view = renderRoute(path);
  await screen.findByRole('option', { name: '가람누리전자' });
  // The sections below the fold are drawn after the first paint.
  await screen.findByRole('button', { name: '제보하기' });
  return view;
}

describe('report form validation', () => {
  it('on an empty submit alerts, shows the spec messages on every field and focuses the company', async () => {
    const user = userEvent.setup();
    const { alert, confirm } = stubDialogs();
    const uploads = stubUpload(() => ({ status: 200, body: {} }));
    await openForm();

    await user.click(screen.getByRole('button', { name: '제보하기' }));

    expect(alert).toHaveBeenCalledWith(REPORT_MESSAGES.invalidSubmit);
    expect(confirm).not.toHaveBeenCalled();
    expect(uploads).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field('제보대상 회사')));
    expect(field('제보대상 회사').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('제보대상 회사')).toBe('제보대상 회사를 선택해주세요.');
    expect(errorOf('제보유형')).toBe('유형을 선택해주세요.');
    for (const name of ['제목', '누가', '언제', '어디서', '무엇을', '어떻게', '왜']) {
      expect(errorOf(name), name).toBe('필수 항목을 입력해주세요.');
    }
    expect(errorOf('이름')).toBe('이름을 입력해주세요.');
    expect(errorOf('휴대전화')).toBe('전화번호를 입력해주세요.');
    expect(errorOf('이메일')).toBe('이메일을 입력해주세요.');
    expect(errorOf('비밀번호')).toBe('패스워드를 입력해주세요.');
    expect(errorOf('기타 요청사항 (선택)')).toBeUndefined();
  });

  it('shows the format messages for phone, e-mail and password, and a password mismatch', async () => {
    const user = userEvent.setup();
    stubDialogs();
    await openForm();

    await user.type(field('휴대전화'), '01012345678');
    await user.type(field('이메일'), 'not-mail');
    await user.type(field('비밀번호'), 'abcdefgh');
    await user.type(field('비밀번호 확인'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '제보하기' }));

    expect(errorOf('휴대전화')).toBe('전화번호 예시에 맞게 입력해주세요. * 하이픈(-) 포함');
    expect(errorOf('이메일')).toBe('이메일 양식에 맞게 작성해주세요.');
    expect(errorOf('비밀번호')).toBe('패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.');
    expect(errorOf('비밀번호 확인')).toBe('비밀번호가 일치하지 않습니다.');

    await user.clear(field('비밀번호'));
    await user.type(field('비밀번호'), 'Passw0rd!');
    await user.clear(field('비밀번호 확인'));
    await user.type(field('비밀번호 확인'), 'Passw0rd!');
    await waitFor(() => expect(errorOf('비밀번호 확인')).toBeUndefined());
    expect(errorOf('비밀번호')).toBeUndefined();
    expect(field('휴대전화').getAttribute('placeholder')).toBe('010-1234-5678');
  });

  it("shows today's date in Korea time and the password rule as help text", async () => {
    await openForm();
    expect(screen.getByText(/^\d{4}-\d{2}-\d{2}$/).tagName).toBe('TIME');
    const help = field('비밀번호').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(help.split(' ')[0]!)?.textContent).toContain('8~16자로');
  });
});

describe('attachment', () => {
  const pdf = (name: string, size?: number) => {
    const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('refuses a file over 10 MB locally', async () => {
    const user = userEvent.setup();
    const { alert } = stubDialogs();
    await openForm();
    const input = field('첨부파일 (선택)');

    await user.upload(input, pdf('big.pdf', 10_485_761));

    expect(alert).toHaveBeenCalledWith(REPORT_MESSAGES.fileTooLarge);
    expect(input.value).toBe('');
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('shows the chosen name and deletes it only after confirmation', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    await openForm();

    await user.upload(field('첨부파일 (선택)'), pdf('evidence.pdf', 10_485_760));
    screen.getByText('evidence.pdf');

    const remove = screen.getByRole('button', { name: '첨부파일 evidence.pdf 삭제' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith(REPORT_MESSAGES.confirmDeleteFile);
    screen.getByText('evidence.pdf');

    confirm.mockReturnValue(true);
    await user.click(remove);
    expect(screen.queryByText('evidence.pdf')).toBeNull();
    expect(field('첨부파일 (선택)').value).toBe('');
  });
});

describe('company notice', () => {
  it('says that an alerted company is investigated by its own audit team', async () => {
    const user = userEvent.setup();
    await openForm();

    await user.selectOptions(field('제보대상 회사'), 'GARAM_CONSTRUCTION');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(field('제보대상 회사'), 'GARAM_ELECTRONICS');
    const dialog = screen.getByRole('dialog', { name: '제보 조사 안내' });
    expect(dialog.textContent).toContain('가람누리전자 제보는 가람누리전자 감사팀이 조사합니다.');
    expect(dialog.textContent).toContain('가람누리홀딩스를 선택하십시오');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The note stays next to the select while the company is chosen.
    screen.getByText(/가람누리전자 제보는 가람누리전자 감사팀이 조사합니다/);
  });

  it('names the brand for a company with noticeBrand', async () => {
    const user = userEvent.setup();
    await openForm('/reportsecond02');
    await user.selectOptions(field('제보대상 회사'), 'BEANS_AND_LEAF');
    const dialog = screen.getByRole('dialog', { name: '제보 조사 안내' });
    expect(dialog.textContent).toContain('빈스앤리프 제보는 가람누리푸드 감사팀이 조사합니다.');
  });
});

describe('loading the lists', () => {
  it('shows an error with a retry when the company list cannot be loaded', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/commons/report-types': DEMO_COMMONS['GET /api/commons/report-types'] });
    renderRoute(REAL);
    await screen.findByText('목록을 불러오는 중입니다.');
    await screen.findByText('회사 및 제보유형 목록을 불러오지 못했습니다.');

    stubApi(DEMO_COMMONS);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('option', { name: '가람누리전자' });
  });
});

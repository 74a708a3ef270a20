import { REPORT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMMONS, renderRoute, stubApi, stubDialogs, stubUpload } from '../../../test-utils.tsx';

const REAL = { pathname: '/reportsecond', state: { consented: true } };
const RECEIPT = '1234567890123456';

beforeEach(() => {
  stubApi(DEMO_COMMONS);
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
type User = ReturnType<typeof userEvent.setup>;

async function fillReport(user: User) {
  await screen.findByRole('option', { name: '가람누리건설' });
  await user.selectOptions(field('제보대상 회사'), 'GARAM_CONSTRUCTION');
  await user.selectOptions(field('제보유형'), 'BRIBERY');
  await user.type(field('제목'), '  자재 납품 비리  ');
  for (const [name, value] of [
    ['누가', '구매팀 과장'],
    ['언제', '3월'],
    ['어디서', '본사'],
    ['무엇을', '상품권'],
    ['어떻게', '식사 자리에서'],
    ['왜', '업체 선정 대가'],
  ] as const) {
    await user.type(field(name), value);
  }
  await user.type(field('비밀번호'), 'Passw0rd!');
  await user.type(field('비밀번호 확인'), 'Passw0rd!');
}

async function fillContact(user: User) {
  await user.type(field('이름'), '홍길동');
  await user.type(field('휴대전화'), '010-1234-5678');
  await user.type(field('이메일'), 'hong@example.com');
}

const fieldsOf = (form: FormData) => Object.fromEntries([...form.keys()].map((k) => [k, form.getAll(k)]));

describe('submitting a report', () => {
  it('sends the real-name report as multipart fields, then shows the receipt on /reportcomplete', async () => {
    const user = userEvent.setup();
    const { alert, confirm } = stubDialogs();
    const requests = stubUpload(() => ({ status: 200, body: { receiptNumber: RECEIPT } }));
    const { router } = renderRoute(REAL);
    await fillReport(user);
    await fillContact(user);
    await user.type(field('이 제보를 보지 않아야 할 사람 (선택)'), '구매팀장');
    await user.upload(
      field('첨부파일 (선택)'),
      new File(['%PDF-1.4'], 'memo.pdf', { type: 'application/pdf' }),
    );

    await user.click(screen.getByRole('button', { name: '제보하기' }));

    expect(confirm).toHaveBeenCalledWith(REPORT_MESSAGES.confirmSubmit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportcomplete'));
    expect(alert).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    // The draft kept while typing is gone with the submission.
    expect(sessionStorage.getItem('report-draft-PUBLIC')).toBeNull();
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/informant/posts');
    const sent = fieldsOf(request!.body);
    expect(sent).toMatchObject({
      companyType: ['GARAM_CONSTRUCTION'],
      reportType: ['BRIBERY'],
      postType: ['PUBLIC'],
      title: ['자재 납품 비리'],
      who: ['구매팀 과장'],
      why: ['업체 선정 대가'],
      otherRequests: [''],
      excludedPersons: ['구매팀장'],
      name: ['홍길동'],
      phoneNumber: ['010-1234-5678'],
      email: ['hong@example.com'],
      password: ['Passw0rd!'],
    });
    expect(sent).not.toHaveProperty('passwordConfirm');
    expect((request!.body.get('files') as File).name).toBe('memo.pdf');
    expect([...request!.body.keys()].at(-1)).toBe('files');

    // The receipt travels in router state, never in the address.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ receiptNumber: RECEIPT });
    await screen.findByText('1234-5678-9012-3456');
  });

  it('renders no contact fields on the anonymous form and never sends them', async () => {
    const user = userEvent.setup();
    stubDialogs();
    const requests = stubUpload(() => ({ status: 200, body: { receiptNumber: RECEIPT } }));
    const { router } = renderRoute('/reportsecond02');
    await fillReport(user);
    for (const name of ['이름', '휴대전화', '이메일']) expect(screen.queryByLabelText(name)).toBeNull();

    await user.click(screen.getByRole('button', { name: '제보하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reportcomplete'));
    const keys = [...requests[0]!.body.keys()];
    expect(requests[0]!.body.get('postType')).toBe('PRIVATE');
    for (const key of ['name', 'phoneNumber', 'email', 'files', 'passwordConfirm'])
      expect(keys).not.toContain(key);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    stubDialogs(false);
    const requests = stubUpload(() => ({ status: 200, body: { receiptNumber: RECEIPT } }));
    const { router } = renderRoute('/reportsecond02');
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: '제보하기' }));
    expect(requests).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/reportsecond02');
  });

  it('shows progress and disables 제보하기 while sending, then alerts the server message on failure', async () => {
    const user = userEvent.setup();
    const { alert } = stubDialogs();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubUpload(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderRoute('/reportsecond02');
    await fillReport(user);
    await user.upload(field('첨부파일 (선택)'), new File(['%PDF-1.4'], 'memo.pdf'));

    await user.click(screen.getByRole('button', { name: '제보하기' }));

    const sending = await screen.findByRole('button', { name: '전송 중' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    const progress = screen.getByRole('progressbar', { name: '첨부파일 전송 중' }) as HTMLProgressElement;
    await waitFor(() => expect(progress.value).toBe(0.5));

    answer({ status: 415, body: { message: REPORT_MESSAGES.fileType, code: 'UNSUPPORTED_MEDIA_TYPE' } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith(REPORT_MESSAGES.fileType));
    expect((screen.getByRole('button', { name: '제보하기' }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/reportsecond02');
  });
});

describe('tabs and preview', () => {
  it('asks before switching from the real-name form to the anonymous one', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs(false);
    const { router } = renderRoute(REAL);
    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    expect(confirm).toHaveBeenCalledWith(REPORT_MESSAGES.confirmAnonymous);
    expect(router.state.location.pathname).toBe('/reportsecond');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('tab', { name: '익명제보' }));
    expect(router.state.location.pathname).toBe('/reportsecond02');
  });

  it('asks before switching from the anonymous form back to the consents', async () => {
    const user = userEvent.setup();
    const { confirm } = stubDialogs();
    const { router } = renderRoute('/reportsecond02');
    await user.click(screen.getByRole('tab', { name: '실명제보' }));
    expect(confirm).toHaveBeenCalledWith('실명 제보를 하시겠습니까?');
    expect(router.state.location.pathname).toBe('/reporting');
  });

  it('previews the anonymous report with every section and prints it', async () => {
    const user = userEvent.setup();
    const { print } = stubDialogs();
    renderRoute('/reportsecond02');
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: '미리보기' }));

    const dialog = await screen.findByRole('dialog', { name: '제보 내용 미리보기' });
    const row = (name: string) =>
      within(dialog).getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('제보대상 회사')).toBe('가람누리건설');
    expect(row('제보유형')).toBe('금품·향응 수수');
    expect(row('제보 구분')).toBe('익명');
    expect(row('제목')).toBe('자재 납품 비리');
    expect(row('접수일')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const heading of ['누가', '언제', '어디서', '무엇을', '어떻게', '왜', '기타 요청사항']) {
      within(dialog).getByRole('heading', { name: heading });
    }
    expect(dialog.textContent).toContain('업체 선정 대가');
    expect(document.documentElement.classList.contains('print-preview')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[0]!);
    expect(document.documentElement.classList.contains('print-preview')).toBe(false);
  });

  it('opens the writing example', async () => {
    const user = userEvent.setup();
    renderRoute('/reportsecond02');
    await user.click(await screen.findByRole('button', { name: '작성 예시' }));
    const dialog = await screen.findByRole('dialog', { name: '제보 작성 예시' });
    for (const term of ['누가', '언제', '어디서', '무엇을', '어떻게', '왜']) {
      within(dialog).getByText(term, { selector: 'dt' });
    }
  });
});

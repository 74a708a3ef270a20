import { REPORT_MESSAGES, SITE_MESSAGES, type SiteFormAnswer } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportFormPage } from '../../../public-pages/page-test-models.ts';
import {
  pickFile,
  renderPage,
  stubFormPost,
  watchNavigation,
} from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog, findPageDialog, pageDialogMessage } from '../../../test-utils.tsx';

type User = ReturnType<typeof userEvent.setup>;

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const errorOf = (name: string) => document.getElementById(`${field(name).id}-error`)?.textContent ?? '';
const csrfInput = () => document.querySelector<HTMLInputElement>('input[name="_csrf"]')!;

/** Types a value at once (a paste: one change). */
async function typeInto(user: User, name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

async function fillReport(user: User) {
  await user.selectOptions(field('제보대상 회사'), 'GARAM_CONSTRUCTION');
  await user.selectOptions(field('제보유형'), 'BRIBERY');
  for (const [name, value] of [
    ['제목', '  자재 납품 비리  '],
    ['누가', '구매팀 과장'],
    ['언제', '3월'],
    ['어디서', '본사'],
    ['무엇을', '상품권'],
    ['어떻게', '식사 자리에서'],
    ['왜', '업체 선정 대가'],
    ['패스워드', 'Passw0rd!'],
    ['패스워드 확인', 'Passw0rd!'],
  ] as const) {
    await typeInto(user, name, value);
  }
}

const memo = () => new File(['%PDF-1.4'], 'memo.pdf', { type: 'application/pdf' });
const fieldsOf = (body: FormData) =>
  Object.fromEntries(
    [...body.keys()].map((key) => [key, body.getAll(key).map((v) => (v instanceof File ? v.name : v))]),
  );
const RECEIPT: SiteFormAnswer = { ok: true, location: '/reportcomplete' };

describe('sending a report (with JavaScript)', () => {
  it('sends a phone number typed as digits alone grouped, also when sent with Enter from its box', async () => {
    const user = userEvent.setup();
    const posts = stubFormPost(() => RECEIPT);
    renderPage(reportFormPage('PUBLIC'));
    await fillReport(user);
    await typeInto(user, '이름', '홍길동');
    await typeInto(user, '이메일', 'hong@example.com');
    await typeInto(user, '휴대전화', '01012345678');
    await user.keyboard('{Enter}');
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.confirmSubmit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body.get('phoneNumber')).toBe('010-1234-5678');
    expect(field('휴대전화').value).toBe('010-1234-5678');
  });

  it('asks 접수 하시겠습니까?, posts the form with its file for a JSON answer, then replaces the page with the receipt', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    const posts = stubFormPost(() => RECEIPT);
    renderPage(reportFormPage('PUBLIC'));
    await fillReport(user);
    await typeInto(user, '이름', '홍길동');
    await typeInto(user, '휴대전화', '010-1234-5678');
    await typeInto(user, '이메일', 'hong@example.com');
    await typeInto(user, '이 제보를 보지 않아야 할 사람 (선택)', '구매팀장');
    await pickFile(user, field('첨부파일 (선택)'), memo());
    await waitFor(() => expect(sessionStorage.getItem('report-draft-PUBLIC')).not.toBeNull());

    await user.click(screen.getByRole('button', { name: '제보하기' }));
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.confirmSubmit);

    await waitFor(() => expect(nav.replaced).toEqual(['/reportcomplete']));
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect([post?.method, post?.url, post?.headers.accept]).toEqual([
      'POST',
      '/reportsecond',
      'application/json',
    ]);
    expect(fieldsOf(post!.body)).toMatchObject({
      _csrf: ['csrf-token-1'],
      intent: ['submit'],
      collectionConsent: ['yes'],
      thirdPartyConsent: ['yes'],
      companyType: ['GARAM_CONSTRUCTION'],
      reportType: ['BRIBERY'],
      title: ['  자재 납품 비리  '],
      who: ['구매팀 과장'],
      why: ['업체 선정 대가'],
      otherRequests: [''],
      excludedPersons: ['구매팀장'],
      name: ['홍길동'],
      phoneNumber: ['010-1234-5678'],
      email: ['hong@example.com'],
      password: ['Passw0rd!'],
      passwordConfirm: ['Passw0rd!'],
      files: ['memo.pdf'],
    });
    // The draft kept while typing is gone with the report, even when a save was still pending as the page left for
    // the receipt (its pagehide); nothing else was loaded or sent.
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('report-draft-PUBLIC')).toBeNull();
    expect(nav.assigned).toEqual([]);
    expect(nav.submitted).toEqual([]);
  });

  it('sends nothing after 취소, and the form stays as it was', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    const posts = stubFormPost(() => RECEIPT);
    renderPage(reportFormPage('PRIVATE'));
    await fillReport(user);

    await user.click(screen.getByRole('button', { name: '제보하기' }));
    expect(await answerPageDialog(false)).toBe(REPORT_MESSAGES.confirmSubmit);

    expect(posts).toHaveLength(0);
    expect(nav).toMatchObject({ replaced: [], assigned: [], submitted: [], followed: [] });
    expect(field('누가').value).toBe('구매팀 과장');
    expect((screen.getByRole('button', { name: '제보하기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the anonymous form sends no name, phone or e-mail', async () => {
    const user = userEvent.setup();
    watchNavigation();
    const posts = stubFormPost(() => RECEIPT);
    renderPage(reportFormPage('PRIVATE'));
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: '제보하기' }));
    await answerPageDialog();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe('/reportsecond02');
    const keys = [...posts[0]!.body.keys()];
    for (const key of ['name', 'phoneNumber', 'email', 'collectionConsent']) expect(keys).not.toContain(key);
  });

  it("shows the upload's progress while sending a file; a refusal sets the field messages, the new token and says why", async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    let answer: (value: SiteFormAnswer) => void = () => {};
    const posts = stubFormPost(() => new Promise((resolve) => (answer = resolve)));
    renderPage(reportFormPage('PRIVATE'));
    await fillReport(user);
    await pickFile(user, field('첨부파일 (선택)'), memo());

    await user.click(screen.getByRole('button', { name: '제보하기' }));
    await answerPageDialog();

    const sending = await screen.findByRole('button', { name: '전송 중' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    const progress = screen.getByRole('progressbar', { name: '첨부파일 전송 중' }) as HTMLProgressElement;
    await waitFor(() => expect(progress.value).toBe(0.5));
    expect(pageDialogMessage()).toBeNull();

    answer({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: SITE_MESSAGES.csrfExpired,
      fields: { title: REPORT_MESSAGES.required, files: REPORT_MESSAGES.fileMismatch },
      csrf: 'csrf-token-2',
    });
    const dialog = await findPageDialog();
    expect(dialog.message).toBe(SITE_MESSAGES.csrfExpired);
    expect(errorOf('제목')).toBe(REPORT_MESSAGES.required);
    expect(field('제목').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('첨부파일 (선택)')).toBe(REPORT_MESSAGES.fileMismatch);
    expect(csrfInput().value).toBe('csrf-token-2');
    await dialog.ok();
    expect((screen.getByRole('button', { name: '제보하기' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(nav.replaced).toEqual([]);
    // Sent again, the new token goes with it.
    answer = () => {};
    await typeInto(user, '제목', '다시');
    await user.click(screen.getByRole('button', { name: '제보하기' }));
    await answerPageDialog();
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body.get('_csrf')).toBe('csrf-token-2');
  });

  it('says a network failure in the dialog and keeps the form', async () => {
    const user = userEvent.setup();
    watchNavigation();
    stubFormPost(() => ({ ok: false, code: 'NETWORK', message: '네트워크 오류' }));
    renderPage(reportFormPage('PRIVATE'));
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: '제보하기' }));
    await answerPageDialog();
    expect(await answerPageDialog()).toBe('네트워크 오류');
    expect(field('누가').value).toBe('구매팀 과장');
  });
});

describe('미리보기', () => {
  it('shows the report as it will be sent, with every section, and prints it', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(reportFormPage('PRIVATE'));
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: '미리보기' }));

    const dialog = await screen.findByRole('dialog', { name: '제보 내용 미리보기' });
    const row = (name: string) =>
      within(dialog).getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('제보대상 회사')).toBe('가람누리건설');
    expect(row('제보유형')).toBe('금품·향응 수수');
    expect(row('제보 구분')).toBe('익명');
    expect(row('제목')).toBe('자재 납품 비리');
    expect(row('접수일')).toBe('2025-10-01');
    for (const heading of ['누가', '언제', '어디서', '무엇을', '어떻게', '왜', '기타 요청사항']) {
      within(dialog).getByRole('heading', { name: heading });
    }
    expect(dialog.textContent).toContain('업체 선정 대가');
    expect(document.documentElement.classList.contains('print-preview')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(document.documentElement.classList.contains('print-preview')).toBe(false);
  });
});

import { PASSWORD_CONFIRM_MESSAGES, REPORT_MESSAGES, REPORT_PASSWORD_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportFormPage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml, stubFormPost } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog, pageDialogMessage } from '../../../test-utils.tsx';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** The message shown beside a field (the element its aria-describedby names as the error), if any. */
const errorOf = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'))?.textContent;
const submit = () => screen.getByRole('button', { name: '제보하기' });

describe('report form validation (with JavaScript)', () => {
  it('an empty submit says the spec message in the dialog, shows each field its message and sends nothing', async () => {
    const user = userEvent.setup();
    const posts = stubFormPost(() => ({ ok: true, location: '/reportcomplete' }));
    renderPage(reportFormPage('PUBLIC'));

    await user.click(submit());

    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.invalidSubmit);
    expect(posts).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field('제보대상 회사')));
    expect(field('제보대상 회사').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('제보대상 회사')).toBe(REPORT_MESSAGES.company);
    expect(errorOf('제보유형')).toBe(REPORT_MESSAGES.reportType);
    for (const name of ['제목', '누가', '언제', '어디서', '무엇을', '어떻게', '왜']) {
      expect(errorOf(name), name).toBe(REPORT_MESSAGES.required);
    }
    expect(errorOf('이름')).toBe(REPORT_MESSAGES.name);
    expect(errorOf('휴대전화')).toBe(REPORT_MESSAGES.phoneRequired);
    expect(errorOf('이메일')).toBe(REPORT_MESSAGES.emailRequired);
    expect(errorOf('패스워드')).toBe(REPORT_PASSWORD_MESSAGES.required);
    expect(errorOf('패스워드 확인')).toBe(PASSWORD_CONFIRM_MESSAGES.required);
    expect(errorOf('기타 요청사항 (선택)')).toBeUndefined();
  });

  it('checks a field as soon as it is left (onTouched), with the format messages and the mismatch', async () => {
    const user = userEvent.setup();
    renderPage(reportFormPage('PUBLIC'));

    await user.type(field('휴대전화'), '010-1234');
    await user.tab();
    expect(errorOf('휴대전화')).toBe(REPORT_MESSAGES.phoneFormat);
    expect(pageDialogMessage()).toBeNull();
    await user.type(field('이메일'), 'not-mail');
    await user.tab();
    expect(errorOf('이메일')).toBe(REPORT_MESSAGES.emailFormat);
    await user.type(field('패스워드'), 'abcdefgh');
    await user.type(field('패스워드 확인'), 'abcdefgx');
    await user.tab();
    expect(errorOf('패스워드')).toBe(REPORT_PASSWORD_MESSAGES.rule);
    expect(errorOf('패스워드 확인')).toBe(PASSWORD_CONFIRM_MESSAGES.mismatch);

    // Fixed, the messages go as the fields change.
    await user.clear(field('휴대전화'));
    await user.type(field('휴대전화'), '010-1234-5678');
    await user.clear(field('패스워드'));
    await user.type(field('패스워드'), 'Passw0rd!');
    await user.clear(field('패스워드 확인'));
    await user.type(field('패스워드 확인'), 'Passw0rd!');
    await waitFor(() => expect(errorOf('패스워드 확인')).toBeUndefined());
    expect(errorOf('휴대전화')).toBeUndefined();
    expect(errorOf('패스워드')).toBeUndefined();
    expect(field('휴대전화').getAttribute('placeholder')).toBe('010-1234-5678');
  });

  it('groups a phone number typed as digits alone when the box is left; the example never breaks', async () => {
    const user = userEvent.setup();
    renderPage(reportFormPage('PUBLIC'));
    await user.type(field('휴대전화'), '01012345678');
    await user.tab();
    expect(field('휴대전화').value).toBe('010-1234-5678');
    expect(errorOf('휴대전화')).toBeUndefined();
    await user.clear(field('휴대전화'));
    await user.type(field('휴대전화'), '02 123 4567');
    await user.tab();
    expect(field('휴대전화').value).toBe('02-123-4567');
    const hint = document.getElementById(`${field('휴대전화').id}-hint`)!;
    expect(hint.textContent).toBe('하이픈(-) 없이 숫자만 입력하셔도 됩니다. 예: 010-1234-5678');
    expect(hint.querySelector('.nowrap')?.textContent).toBe('예: 010-1234-5678');
  });

  it('shows the report date the server gave and the password rule as help text', () => {
    renderPage(reportFormPage('PRIVATE', { today: '2025-10-01' }));
    expect(screen.getByText('2025-10-01').tagName).toBe('TIME');
    const help = field('패스워드').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(help.split(' ')[0]!)?.textContent).toContain('8~16자로');
  });

  it('the anonymous form has no name, phone or e-mail field and carries no consents', () => {
    renderPage(reportFormPage('PRIVATE'));
    for (const name of ['이름', '휴대전화', '이메일']) expect(screen.queryByLabelText(name)).toBeNull();
    expect(document.querySelector('input[name="collectionConsent"]')).toBeNull();
    screen.getByText(/감사실이 제보자에게 직접 연락할 수 없으므로/);
  });
});

describe('a report form the server refused (no JavaScript needed)', () => {
  const refused = reportFormPage('PUBLIC', {
    values: {
      companyType: 'GARAM_CONSTRUCTION',
      title: '자재 납품 비리',
      who: '구매팀 과장',
      email: 'hong@',
    },
    errors: { reportType: REPORT_MESSAGES.reportType, email: REPORT_MESSAGES.emailFormat },
  });

  it('is a multipart post to its own address with the CSRF token and the consents', () => {
    const form = serverHtml(refused).querySelector('form.report-form')!;
    expect([form.getAttribute('method'), form.getAttribute('action'), form.getAttribute('enctype')]).toEqual([
      'post',
      '/reportsecond',
      'multipart/form-data',
    ]);
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));
    expect(hidden.map((i) => [i.name, i.value])).toEqual([
      ['_csrf', 'csrf-token-1'],
      ['collectionConsent', 'yes'],
      ['thirdPartyConsent', 'yes'],
    ]);
    const send = form.querySelector('button[type="submit"]')!;
    expect([send.textContent, send.getAttribute('name'), send.getAttribute('value')]).toEqual([
      '제보하기',
      'intent',
      'review',
    ]);
    // 미리보기 needs a script; without one the review step is the preview.
    expect(form.textContent).not.toContain('미리보기');
  });

  it('lists each message at the top with a link to its field, shows it beside the field and keeps the values', () => {
    const html = serverHtml(refused);
    const summary = html.querySelector('.form-error-summary')!;
    expect(
      Array.from(summary.querySelectorAll('a')).map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual([
      ['#field-reportType', `제보유형: ${REPORT_MESSAGES.reportType}`],
      ['#field-email', `이메일: ${REPORT_MESSAGES.emailFormat}`],
    ]);
    for (const [id, message] of [
      ['field-reportType', REPORT_MESSAGES.reportType],
      ['field-email', REPORT_MESSAGES.emailFormat],
    ] as const) {
      expect(html.querySelector(`#${id}`)?.getAttribute('aria-invalid')).toBe('true');
      expect(html.querySelector(`#${id}-error`)?.textContent).toBe(message);
    }
    expect(html.querySelector('#field-companyType option[selected]')?.getAttribute('value')).toBe(
      'GARAM_CONSTRUCTION',
    );
    expect(html.querySelector('#field-title')?.getAttribute('value')).toBe('자재 납품 비리');
    expect(html.querySelector('#field-who')?.textContent).toBe('구매팀 과장');
    expect(html.querySelector('#field-email')?.getAttribute('value')).toBe('hong@');
    expect(html.querySelector('#field-password')?.hasAttribute('value')).toBe(false);
  });

  it('once alive keeps the messages and values, and a fixed field loses its message', async () => {
    const user = userEvent.setup();
    renderPage(refused);
    expect(field('제목').value).toBe('자재 납품 비리');
    expect(errorOf('이메일')).toBe(REPORT_MESSAGES.emailFormat);
    await user.clear(field('이메일'));
    await user.type(field('이메일'), 'hong@example.com');
    await user.tab();
    await waitFor(() => expect(errorOf('이메일')).toBeUndefined());
    expect(errorOf('제보유형')).toBe(REPORT_MESSAGES.reportType);
  });
});

describe('company notice', () => {
  it('every own-audit-team notice is readable without JavaScript, under the lists', () => {
    const list = serverHtml(reportFormPage('PRIVATE')).querySelector('details.company-notices')!;
    expect(list.querySelector('summary')?.textContent).toBe('자체 감사팀이 조사하는 회사 안내');
    expect(list.textContent).toContain('가람누리전자 제보는 가람누리전자 감사팀이 조사합니다.');
    expect(list.textContent).toContain('빈스앤리프 제보는 가람누리푸드 감사팀이 조사합니다.');
  });

  it('choosing an alerted company says it in a dialog and keeps the note beside the select', async () => {
    const user = userEvent.setup();
    renderPage(reportFormPage('PRIVATE'));

    await user.selectOptions(field('제보대상 회사'), 'GARAM_CONSTRUCTION');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(field('제보대상 회사'), 'BEANS_AND_LEAF');
    const dialog = screen.getByRole('dialog', { name: '제보 조사 안내' });
    expect(dialog.textContent).toContain('빈스앤리프 제보는 가람누리푸드 감사팀이 조사합니다.');
    expect(dialog.textContent).toContain('가람누리홀딩스를 선택해주세요');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.company-notice')?.textContent).toContain('빈스앤리프 제보는');
  });
});

describe('the writing example', () => {
  it('unfolds in place without JavaScript and opens as a dialog with it', async () => {
    const details = serverHtml(reportFormPage('PRIVATE')).querySelector('details.writing-example')!;
    expect(details.querySelector('summary')?.textContent).toBe('작성 예시');
    for (const term of ['누가', '언제', '어디서', '무엇을', '어떻게', '왜']) {
      expect(Array.from(details.querySelectorAll('dt')).map((dt) => dt.textContent)).toContain(term);
    }

    const user = userEvent.setup();
    renderPage(reportFormPage('PRIVATE'));
    await user.click(screen.getByText('작성 예시', { selector: 'summary' }));
    const dialog = await screen.findByRole('dialog', { name: '제보 작성 예시' });
    within(dialog).getByText('왜', { selector: 'dt' });
  });
});

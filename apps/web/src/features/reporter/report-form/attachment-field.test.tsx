import { REPORT_MESSAGES } from '@audit/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportFormPage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog } from '../../../test-utils.tsx';

const NOT_KEPT =
  '입력 내용에 오류가 있어 양식이 다시 표시되면 첨부파일과 패스워드는 다시 선택하고 입력해야 합니다.';
const DROPPED = '첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.';

const input = () => screen.getByLabelText('첨부파일 (선택)') as HTMLInputElement;
const file = (name: string, size?: number) => {
  const made = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};
// The picker offers only the accepted types; a file of another type can still be dropped or chosen as "all files".
const setup = () => userEvent.setup({ applyAccept: false });

describe('the attachment field', () => {
  it("is the browser's own file input without JavaScript, and says a refused form does not keep the file", () => {
    const html = serverHtml(reportFormPage('PRIVATE'));
    const picker = html.querySelector<HTMLInputElement>('#field-files')!;
    expect([picker.type, picker.name, picker.className]).toEqual(['file', 'files', 'field-input']);
    expect(picker.accept).toContain('.pdf');
    expect(picker.accept).toContain('.hwp');
    const hint = html.querySelector(`#${picker.getAttribute('aria-describedby')}`);
    expect(hint?.textContent).toContain('10MB 이하의 파일 1개');
    expect(hint?.textContent).toContain(NOT_KEPT);
    expect(html.textContent).not.toContain('파일 선택');
  });

  it('says the file was not kept when the server refused the form it came with', () => {
    const html = serverHtml(reportFormPage('PRIVATE', { fileDropped: true }));
    const picker = html.querySelector('#field-files')!;
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(html.querySelector('#field-files-error')?.textContent).toBe(DROPPED);
    expect(serverHtml(reportFormPage('PRIVATE')).textContent).not.toContain(DROPPED);
  });

  it("shows the server's message for the file beside the field, with the file not kept", () => {
    const html = serverHtml(
      reportFormPage('PRIVATE', { errors: { files: REPORT_MESSAGES.fileTooLarge }, fileDropped: true }),
    );
    const message = html.querySelector('#field-files-error')?.textContent;
    expect(message).toContain(REPORT_MESSAGES.fileTooLarge);
    expect(message).toContain(DROPPED);
    expect(html.querySelector('.form-error-summary a[href="#field-files"]')?.textContent).toBe(
      `첨부파일: ${REPORT_MESSAGES.fileTooLarge}`,
    );
  });

  it('once another file is chosen, the messages about the refused one go', async () => {
    const user = setup();
    renderPage(
      reportFormPage('PRIVATE', { errors: { files: REPORT_MESSAGES.fileTooLarge }, fileDropped: true }),
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await user.upload(input(), file('smaller.pdf', 2048));
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(input().closest('.field')?.querySelector('.field-error')?.textContent).toBe('');
  });

  it('refuses a file of a type the server refuses when it is picked', async () => {
    const user = setup();
    renderPage(reportFormPage('PRIVATE'));
    await user.upload(input(), new File(['MZ'], 'setup.exe'));
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.fileType);
    expect(input().value).toBe('');
    expect(screen.queryByText('setup.exe')).toBeNull();
  });

  it('refuses a file over 10 MB when it is picked', async () => {
    const user = setup();
    renderPage(reportFormPage('PRIVATE'));
    await user.upload(input(), file('big.pdf', 10_485_761));
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.fileTooLarge);
    expect(input().value).toBe('');
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('shows the chosen name and size, and 삭제 removes it only after the question', async () => {
    const user = setup();
    renderPage(reportFormPage('PRIVATE'));
    screen.getByText('파일 선택');

    await user.upload(input(), file('evidence.pdf', 10_485_760));
    screen.getByText('evidence.pdf');
    screen.getByText('다른 파일 선택');

    const remove = screen.getByRole('button', { name: '첨부파일 evidence.pdf 삭제' });
    await user.click(remove);
    expect(await answerPageDialog(false)).toBe(REPORT_MESSAGES.confirmDeleteFile);
    screen.getByText('evidence.pdf');

    await user.click(remove);
    expect(await answerPageDialog()).toBe(REPORT_MESSAGES.confirmDeleteFile);
    expect(screen.queryByText('evidence.pdf')).toBeNull();
    expect(input().value).toBe('');
  });
});

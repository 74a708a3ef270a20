import { COMMENT_FILE_MESSAGES, REPORT_MESSAGES } from '@audit/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { myReportPage } from '../../../public-pages/page-test-models.ts';
import { renderPage, serverHtml } from '../../../public-pages/page-test-utils.tsx';
import { answerPageDialog } from '../../../test-utils.tsx';

// Issue 31 on /inquirypage: the comment form posts its files as a plain multipart form (without JavaScript too), a
// comment's files are plain links the session cookie opens, and a refused form says what was wrong with its files.

const filesInput = () =>
  screen.getByLabelText(/^첨부파일/, { selector: 'input[type="file"]' }) as HTMLInputElement;

describe('/inquirypage comment files', () => {
  it('posts the comment form as multipart with a file field, without JavaScript', () => {
    const html = serverHtml(myReportPage());
    const form = html.querySelector('form[action="/inquirypage/comment"]');
    expect(form?.getAttribute('enctype')).toBe('multipart/form-data');
    const input = form?.querySelector('input[type="file"]');
    expect(input?.getAttribute('name')).toBe('files');
    expect(input?.hasAttribute('multiple')).toBe(true);
    expect(form?.textContent).toContain('댓글 하나에 3개까지, 각 10MB 이하');
  });

  it('shows a comment’s files as links with their size', () => {
    renderPage(myReportPage());
    const link = screen.getByRole('link', { name: '첨부파일 진술서 양식.hwp 내려받기' });
    expect(link.getAttribute('href')).toBe('/inquirypage/commentfile?id=11');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.parentElement?.textContent).toContain('(30KB)');
  });

  it('says beside the field why a refused form kept no file', () => {
    const filesError = `${REPORT_MESSAGES.fileType} ${COMMENT_FILE_MESSAGES.notKept}`;
    renderPage(myReportPage({ comment: { value: '추가 자료', filesError } }));
    expect(filesInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${filesInput().id}-error`)?.textContent).toBe(filesError);
  });

  it('refuses, when picked, a fourth file, and lists the files chosen', async () => {
    const user = userEvent.setup();
    renderPage(myReportPage());
    const four = ['1', '2', '3', '4'].map((n) => new File(['x'], `자료${n}.pdf`));
    await user.upload(filesInput(), four);
    expect(await answerPageDialog()).toBe(COMMENT_FILE_MESSAGES.tooMany);
    await user.upload(filesInput(), four.slice(0, 2));
    expect(screen.getByText('자료2.pdf')).toBeTruthy();
  });
});

import { COMMENT_FILE_MESSAGES, COMMENT_MESSAGES, REPORT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, postDetail } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo } from '../../../test-utils.tsx';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

// Issue 31 on /admininquirypage: the files of comments listed with their cleaning and downloaded with the admin's
// token, and a reply that carries files (multipart), each checked as it is picked.

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const filesInput = () =>
  screen.getByLabelText(/^첨부파일/, { selector: 'input[type="file"]' }) as HTMLInputElement;

describe('/admininquirypage comment files', () => {
  it('shows a comment’s file with its cleaning and downloads the cleaned copy and the original', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'GET /api/admin/commentfile/300': () => new Response(new Blob(['jpg']), { status: 200 }),
      'GET /api/admin/commentfile/300/original': () => new Response(new Blob(['jpg']), { status: 200 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:jpg'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderDetail();
    const files = screen.getByRole('list', { name: '첨부파일' });
    expect(files.textContent).toContain('현장 사진.jpg (49KB)');
    expect(files.textContent).toContain('숨은 정보 정리됨');
    await user.click(within(files).getByRole('button', { name: '첨부파일 현장 사진.jpg 내려받기' }));
    await user.click(within(files).getByRole('button', { name: '첨부파일 현장 사진.jpg 원본 다운로드' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/commentfile/300/original')).toHaveLength(1),
    );
    const [cleaned] = callsTo(fetchMock, 'GET /api/admin/commentfile/300');
    expect(new Headers(cleaned?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('sends a reply with files as multipart, and empties the field after', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'POST /api/admin/posts/42/comment': postDetail().comments[1],
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.type(screen.getByRole('textbox', { name: '댓글 입력' }), '양식을 보내드립니다.');
    await user.upload(filesInput(), [file('진술서 양식.hwp', 2048), file('안내.pdf')]);
    expect(screen.getByText('진술서 양식.hwp')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe('댓글을 등록하시겠습니까?');
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.registered);
    const [post] = callsTo(fetchMock, 'POST /api/admin/posts/42/comment');
    const body = post?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('content')).toBe('양식을 보내드립니다.');
    expect(body.get('postId')).toBe('42');
    expect(body.getAll('files').map((f) => (f as File).name)).toEqual(['진술서 양식.hwp', '안내.pdf']);
    expect(new Headers(post?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(screen.queryByText('진술서 양식.hwp')).toBeNull();
  });

  it('refuses, when picked, more files than a comment takes, a file of another type and one over 10 MB', async () => {
    stubDetail();
    const user = userEvent.setup({ applyAccept: false });
    await renderDetail();
    const refusals: [File[], string][] = [
      [['1', '2', '3', '4'].map((n) => file(`자료${n}.pdf`)), COMMENT_FILE_MESSAGES.tooMany],
      [[file('page.html')], REPORT_MESSAGES.fileType],
      [[file('큰 파일.pdf', 10_485_761)], REPORT_MESSAGES.fileTooLarge],
    ];
    for (const [picked, message] of refusals) {
      await user.upload(filesInput(), picked);
      expect(await answerPageDialog()).toBe(message);
      expect(filesInput().value).toBe('');
    }
  });
});

import { adminApi, endpointUrl } from '@audit/contracts';
import type { AdminAccount } from '../support/admin-accounts.ts';
import { adminToken, bearer, createHeadOfficeAdmin } from '../support/admin-api.ts';
import {
  adminCommentFiles,
  commentFilesInput,
  downloaded,
  reporterSession,
  textFile,
} from '../support/comment-files.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  everyJourneyWithoutJavaScript,
  expectAccessible,
  expectFieldMessage,
  send,
} from '../support/no-javascript.ts';
import { fileReportViaApi, reportText, samplePdf, useReporterSession } from '../support/reporter.ts';

// Issue 31 with JavaScript switched off (support/no-javascript.ts): the comment form of /inquirypage posts its files
// as a plain multipart form with its CSRF token; refused, the page comes back with the comment typed and the files'
// message beside their field (nothing of a file kept); posted, the files are listed with a link each. The admin's
// side (a page of scripts) is checked through its API: the files are there, and download as they were sent.

everyJourneyWithoutJavaScript();

let hq: AdminAccount;
test.beforeAll(async ({ playwright }, testInfo) => {
  hq = await createHeadOfficeAdmin(playwright, testInfo);
});

test('a comment with files without JavaScript: refused with the reason and the text kept, then posted and listed', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const receipt = await fileReportViaApi(request, reportText(testInfo, '자바스크립트 없는 댓글 첨부'));
  const { token, postId } = await reporterSession(request, receipt);
  await useReporterSession(context, baseURL as string, token);
  await page.goto('/inquirypage');
  const box = page.getByRole('textbox', { name: '댓글 입력' });
  const input = commentFilesInput(page);
  const register = page.getByRole('button', { name: '등록', exact: true });
  const comment = `자바스크립트 없이 파일을 보냅니다. (${testInfo.project.name})`;

  await test.step('four files: refused, the comment kept, the message beside the files', async () => {
    await box.fill(comment);
    await input.setInputFiles(['1', '2', '3', '4'].map((n) => textFile(`자료${n}.txt`)));
    const refused = await send(page, register, '/inquirypage/comment');
    expect(refused.status()).toBe(400);
    await expect(box).toHaveValue(comment);
    await expectFieldMessage(input, '첨부파일은 댓글 하나에 3개까지 등록할 수 있습니다.');
    await expectAccessible(page, testInfo, 'nojs-inquirypage-comment-files-refused');
  });

  await test.step('a file of another type: refused, nothing kept, said in Korean', async () => {
    await input.setInputFiles([textFile('page.html', '<p>')]);
    const refused = await send(page, register, '/inquirypage/comment');
    expect(refused.status()).toBe(415);
    await expect(box).toHaveValue(comment);
    await expectFieldMessage(input, '등록할 수 없는 파일 형식입니다.');
    await expectFieldMessage(input, '첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.');
    await expect(page.getByText('등록된 댓글이 없습니다.')).toBeVisible();
  });

  const memo = textFile('현장 메모.txt');
  const pdf = samplePdf('영수증 사본.pdf');
  await test.step('two files: posted (303), listed under the comment, each downloaded as sent', async () => {
    await input.setInputFiles([memo, pdf]);
    const posted = await send(page, register, '/inquirypage/comment');
    expect(posted.status()).toBe(303);
    await expect(page).toHaveURL(/\/inquirypage\?done=comment$/);
    await expect(page.getByRole('status').filter({ hasText: '댓글이 등록되었습니다.' })).toBeVisible();
    const files = page
      .getByRole('listitem')
      .filter({ hasText: comment })
      .getByRole('list', { name: '첨부파일' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    for (const sent of [memo, pdf]) {
      const { download, data } = await downloaded(
        files.getByRole('link', { name: `첨부파일 ${sent.name} 내려받기` }),
      );
      expect(download.suggestedFilename()).toBe(sent.name);
      expect(data.equals(sent.buffer)).toBe(true);
    }
    await expectAccessible(page, testInfo, 'nojs-inquirypage-comment-files');
  });

  await test.step('the admin finds them on the report and downloads them as they were sent', async () => {
    const admin = await adminToken(request, hq.loginId, hq.password);
    const stored = await adminCommentFiles(request, admin, postId);
    expect(stored.map((f) => f.clientFilename)).toEqual([memo.name, pdf.name]);
    const file = await request.get(endpointUrl(adminApi.commentFile, { params: { id: stored[0]!.id } }), {
      headers: bearer(admin),
    });
    expect(file.status()).toBe(200);
    expect((await file.body()).equals(memo.buffer)).toBe(true);
  });
});

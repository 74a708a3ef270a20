import exifr from 'exifr';
import type { AdminAccount } from '../support/admin-accounts.ts';
import { adminToken, createHeadOfficeAdmin } from '../support/admin-api.ts';
import { answerDialog, expectNoDialog, freshContext, signInAs } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import {
  adminCommentFiles,
  commentFilesInput,
  downloaded,
  photoWithGps,
  reporterSession,
  textFile,
} from '../support/comment-files.ts';
import { expect, test } from '../support/fixtures.ts';
import { fileReportViaApi, reportText, useReporterSession } from '../support/reporter.ts';

// Issue 31 with JavaScript, at 1280 px and 375 px: the reporter adds files to a comment on /inquirypage (the form's
// plain multipart post, checked as the files are picked); the admin sees them in the conversation with their
// cleaning, downloads the photo without its GPS position, and replies with a form, which the reporter downloads.

let hq: AdminAccount;
test.beforeAll(async ({ playwright }, testInfo) => {
  hq = await createHeadOfficeAdmin(playwright, testInfo);
});

test('a reporter adds files to a comment; the admin sees and downloads them and replies with a form', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const report = reportText(testInfo, '댓글 첨부');
  const receipt = await fileReportViaApi(request, report);
  const { token, postId } = await reporterSession(request, receipt);
  await useReporterSession(context, baseURL as string, token);
  const photo = await photoWithGps('현장 사진.jpg');
  const memo = textFile('추가 메모.txt');
  const comment = `사진과 메모를 보냅니다. (${testInfo.project.name})`;

  await test.step('the reporter: four files are refused when picked; a comment with two is posted', async () => {
    await page.goto('/inquirypage');
    const input = commentFilesInput(page);
    await expect(page.getByText('파일은 댓글 하나에 3개까지, 각 10MB 이하로')).toBeVisible();
    await input.setInputFiles(['1', '2', '3', '4'].map((n) => textFile(`자료${n}.txt`)));
    await answerDialog(page, '첨부파일은 댓글 하나에 3개까지 등록할 수 있습니다.');
    await input.setInputFiles([textFile('page.html', '<p>')]);
    await answerDialog(page, '등록할 수 없는 파일 형식입니다. 문서, 이미지, 압축 파일만 첨부할 수 있습니다.');

    await page.getByRole('textbox', { name: '댓글 입력' }).fill(comment);
    await input.setInputFiles([photo, memo]);
    await expect(page.locator('.comment-files-chosen')).toContainText('현장 사진.jpg');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(page, '댓글을 등록하시겠습니까?');
    await answerDialog(page, '댓글이 등록되었습니다.');
    await expect(page).toHaveURL(/\/inquirypage\?done=comment$/);
    await expectNoDialog(page);
    const item = page.getByRole('listitem').filter({ hasText: comment });
    const files = item.getByRole('list', { name: '첨부파일' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expectNoA11yViolations(page, testInfo, 'inquirypage-comment-files');

    // The reporter's own file comes back as it was sent.
    const { download, data } = await downloaded(
      files.getByRole('link', { name: `첨부파일 ${memo.name} 내려받기` }),
    );
    expect(download.suggestedFilename()).toBe(memo.name);
    expect(data.equals(memo.buffer)).toBe(true);
  });

  const admin = await freshContext(browser, testInfo);
  const adminPage = await admin.newPage();
  const form = textFile('진술서 양식.txt', '진술서 양식: 성명, 일시, 내용');

  await test.step('the admin: the files in the conversation, the photo downloaded without its GPS', async () => {
    const apiToken = await adminToken(request, hq.loginId, hq.password);
    // The photo is cleaned in the background a moment after the comment.
    const stored = await adminCommentFiles(request, apiToken, postId);
    expect(stored.map((f) => [f.clientFilename, f.cleaning])).toEqual([
      [photo.name, 'CLEANED'],
      [memo.name, 'NOT_CLEANED'],
    ]);
    await signInAs(adminPage, hq);
    await adminPage.goto(`/admininquirypage?id=${postId}`);
    const item = adminPage.getByRole('listitem').filter({ hasText: comment });
    const files = item.getByRole('list', { name: '첨부파일' });
    await expect(files).toContainText('숨은 정보 정리됨');
    await expect(files).toContainText('숨은 정보 정리 안 됨');
    await expectNoA11yViolations(adminPage, testInfo, 'admininquirypage-comment-files');
    const cleaned = await downloaded(files.getByRole('button', { name: `첨부파일 ${photo.name} 내려받기` }));
    expect(cleaned.download.suggestedFilename()).toBe(photo.name);
    expect(await exifr.gps(cleaned.data)).toBeUndefined();
    expect(cleaned.data.includes('E2eCommentCam')).toBe(false);
    const original = await downloaded(
      files.getByRole('button', { name: `첨부파일 ${photo.name} 원본 다운로드` }),
    );
    expect(original.data.equals(photo.buffer)).toBe(true);
  });

  await test.step('the admin replies with a form; the reporter downloads it', async () => {
    const reply = `양식을 작성해 보내주세요. (${testInfo.project.name})`;
    await adminPage.getByRole('textbox', { name: '댓글 입력' }).fill(reply);
    await commentFilesInput(adminPage).setInputFiles([form]);
    await adminPage.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(adminPage, '댓글을 등록하시겠습니까?');
    await answerDialog(adminPage, '댓글이 등록되었습니다.');
    const replied = adminPage.getByRole('listitem').filter({ hasText: reply });
    await expect(replied.getByRole('button', { name: `첨부파일 ${form.name} 내려받기` })).toBeVisible();

    await page.goto('/inquirypage');
    const theirs = page.getByRole('listitem').filter({ hasText: reply });
    const { data } = await downloaded(theirs.getByRole('link', { name: `첨부파일 ${form.name} 내려받기` }));
    expect(data.equals(form.buffer)).toBe(true);
  });
  await admin.close();
});

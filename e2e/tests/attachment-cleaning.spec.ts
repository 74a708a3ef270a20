import { readFile } from 'node:fs/promises';
import { adminApi, endpointUrl } from '@audit/contracts';
import type { Download, Locator } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import { adminToken, bearer, createAdmin, fileReport, findReports } from '../support/admin-api.ts';
import { signInAs } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 13: a photo sent with its GPS position reaches the admin without it; the original, GPS and all, is a
// second, explicit download. Both read back with exifr. The report is filed and found through the API.

/** Seoul City Hall, as a camera writes it. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 33/1 5940/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 4080/100',
};

const photoWithGps = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7a5c' } })
    .withExif({ IFD0: { Make: 'E2eSecretCam' }, IFD3: GPS })
    .jpeg()
    .toBuffer();

let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const tag = runTag(testInfo);
  hq = await createAdmin(request, {
    loginId: `e2e-clean-${tag}`,
    name: '정리감사',
    groupName: '지주 감사팀',
  });
  await request.dispose();
});

async function downloaded(button: Locator): Promise<{ download: Download; data: Buffer }> {
  const page = button.page();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { download, data: await readFile((await download.path()) as string) };
}

async function expectTapTarget(button: Locator) {
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

test('the admin downloads a photo without its GPS position, and the original with it', async ({
  page,
  request,
}, testInfo) => {
  const tag = `정리${runTag(testInfo)}`;
  const photo = { name: '현장 사진.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() };
  expect(await exifr.gps(photo.buffer)).toMatchObject({ latitude: expect.closeTo(37.5665, 3) });
  await fileReport(request, { companyType: 'GARAM_FOODS', title: `${tag} 현장 사진`, file: photo });

  const token = await adminToken(request, hq.loginId, hq.password);
  const [report] = await findReports(request, token, tag);
  // The server cleans the file in the background right after the report is committed.
  await expect
    .poll(async () => {
      const detail = await request.get(endpointUrl(adminApi.post, { params: { id: report!.id } }), {
        headers: bearer(token),
      });
      return (await detail.json()).attachFiles[0].cleaning;
    })
    .toBe('CLEANED');

  await signInAs(page, hq);
  await page.goto(`/admininquirypage?id=${report?.id}`);
  const body = page.getByRole('region', { name: '제보 내용', exact: true });
  await expect(body).toContainText('숨은 정보(메타데이터)를 지운 사본을 내려받습니다.');
  await expect(body).toContainText('개인정보 접속기록에 원본 열람으로 남습니다.');
  await expectNoA11yViolations(page, testInfo, 'admininquirypage-attachment');

  const cleanedButton = body.getByRole('button', { name: `첨부파일 ${photo.name} 내려받기` });
  const originalButton = body.getByRole('button', { name: `첨부파일 ${photo.name} 원본 다운로드` });
  await expectTapTarget(cleanedButton);
  await expectTapTarget(originalButton);

  await test.step('the default download is the photo without GPS or camera', async () => {
    const { download, data } = await downloaded(cleanedButton);
    expect(download.suggestedFilename()).toBe(photo.name);
    expect(await exifr.gps(data)).toBeUndefined();
    expect(data.includes('E2eSecretCam')).toBe(false);
    expect(await sharp(data).metadata()).toMatchObject({ format: 'jpeg', width: 48, height: 32 });
  });

  await test.step('the original is the file as sent, GPS and all', async () => {
    const { download, data } = await downloaded(originalButton);
    expect(download.suggestedFilename()).toBe(photo.name);
    expect(data.equals(photo.buffer)).toBe(true);
    expect(await exifr.gps(data)).toMatchObject({ latitude: expect.closeTo(37.5665, 3) });
  });
});

import { readFile } from 'node:fs/promises';
import { adminApi, endpointUrl, reporterApi } from '@audit/contracts';
import type { APIRequestContext, Download, Locator } from '@playwright/test';
import sharp from 'sharp';
import { bearer } from './admin-api.ts';
import { expect } from './fixtures.ts';
import { PASSWORD, type Upload } from './reporter.ts';

// Issue 31's journeys: files with a comment or a reply. What they send and read back.

/** Seoul City Hall, as a camera writes it. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 33/1 5940/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 4080/100',
};

/** A small photo with its GPS position and camera, which the cleaning removes. */
export async function photoWithGps(name: string): Promise<Upload> {
  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#5c7a3a' } })
    .withExif({ IFD0: { Make: 'E2eCommentCam' }, IFD3: GPS })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A text file (kept as it came: the type is not cleaned). */
export function textFile(name: string, text = `${name}: ${Date.now()}`): Upload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

/** The file input of the comment form (its label: 첨부파일 (선택)). */
export function commentFilesInput(scope: { locator(selector: string): Locator }): Locator {
  return scope.locator('input[type="file"][name="files"]');
}

/** Clicks what starts a download and answers the download and its bytes. */
export async function downloaded(trigger: Locator): Promise<{ download: Download; data: Buffer }> {
  const [download] = await Promise.all([trigger.page().waitForEvent('download'), trigger.click()]);
  return { download, data: await readFile((await download.path()) as string) };
}

/** The reporter's API session on a report: its token and the report's id. */
export async function reporterSession(
  request: APIRequestContext,
  receipt: string,
): Promise<{ token: string; postId: number }> {
  const signin = await request.post(endpointUrl(reporterApi.signin), {
    data: { loginId: receipt, password: PASSWORD },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  const mine = await request.get(endpointUrl(reporterApi.myPost), { headers: bearer(token) });
  return { token, postId: ((await mine.json()) as { id: number }).id };
}

type AdminFile = { id: number; clientFilename: string; size: number; cleaning: string };

/** The files of a report's comments as the admin detail lists them, waiting until none is being cleaned. */
export async function adminCommentFiles(
  request: APIRequestContext,
  token: string,
  postId: number,
): Promise<AdminFile[]> {
  let files: AdminFile[] = [];
  await expect
    .poll(async () => {
      const detail = await request.get(endpointUrl(adminApi.post, { params: { id: postId } }), {
        headers: bearer(token),
      });
      files = ((await detail.json()) as { comments: { files: AdminFile[] }[] }).comments.flatMap(
        (c) => c.files,
      );
      return files.some((f) => f.cleaning === 'PENDING');
    })
    .toBe(false);
  return files;
}

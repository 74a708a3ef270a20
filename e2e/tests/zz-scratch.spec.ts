import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
test('scratch', async ({ page }, testInfo) => {
  const r = await page.goto('/no-such-page');
  console.log('404 status', r?.status(), await page.content());
  const api = await page.request.get('/api/commons/company-types');
  console.log('api', api.status(), api.headers()['content-type'], (await api.json()).length);
  await page.setContent('<html lang="ko"><body><img src="data:,"><button></button><p style="color:#eee;background:#fff">가나</p></body></html>');
  await expectNoSeriousA11yViolations(page, testInfo, 'scratch');
  expect(1).toBe(1);
});

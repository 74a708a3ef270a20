import { commonsApi, endpointUrl } from '@audit/contracts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test, watchForeignRequests } from '../support/fixtures.ts';

// The foundation journey: a visitor opens the site, reads the guidance, mistypes an address, and the
// public API answers; all of it in Korean, accessible, and without a single request to another origin.
test('home, guidance, unknown page and commons API stay on one origin, in Korean and accessible', async ({
  page,
  baseURL,
}, testInfo) => {
  const watch = watchForeignRequests(page, baseURL);

  await test.step('home is in Korean', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: /사이버감사실/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '제보하기' }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: '제보 조회' }).first()).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The footer's privacy policy: a link to its page (a dialog over the page with JavaScript).
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /개인정보\s*처리방침/ }),
    ).toHaveAttribute('href', '/privacypolicy');
    await expectNoA11yViolations(page, testInfo, 'home');
  });

  await test.step('guidance link leads to /reportguide', async () => {
    const guideLink = page.getByRole('link', { name: '제보 안내' }).filter({ visible: true }).first();
    // On a phone the header menu may be folded (behind 메뉴, a native disclosure): open it when no guidance link is
    // visible.
    if ((await guideLink.count()) === 0) {
      await page.getByRole('banner').locator('summary', { hasText: '메뉴' }).click();
    }
    await guideLink.click();
    await expect(page).toHaveURL(/\/reportguide$/);
    await expect(page.getByRole('heading', { name: /제보 안내/ }).first()).toBeVisible();
    await expectNoA11yViolations(page, testInfo, 'reportguide');
  });

  await test.step('an unknown path answers 404 with a Korean message', async () => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/존재하지 않습니다/).first()).toBeVisible();
    await expectNoA11yViolations(page, testInfo, 'not-found');
  });

  await test.step('the commons API lists the companies', async () => {
    const response = await page.request.get(endpointUrl(commonsApi.companyTypes));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    // The shape of packages/contracts commonsApi.companyTypes: a plain array in display order.
    const companies: unknown = await response.json();
    expect(Array.isArray(companies), `unexpected body: ${JSON.stringify(companies).slice(0, 300)}`).toBe(
      true,
    );
    const list = companies as { code?: unknown; title?: unknown; isAlerted?: unknown }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const company of list) {
      expect(typeof company.code).toBe('string');
      expect(typeof company.title).toBe('string');
      expect(typeof company.isAlerted).toBe('boolean');
    }
  });

  watch.stop();
  expect(watch.foreign, `requests to other origins:\n${watch.foreign.join('\n')}`).toEqual([]);
});

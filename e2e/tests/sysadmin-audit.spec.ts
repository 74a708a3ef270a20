import { endpointUrl, sysadminApi } from '@audit/contracts';
import { runTag, SYSADMIN } from '../support/admin-accounts.ts';
import { bearer, sysadminToken } from '../support/admin-api.ts';
import { useSession } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The audit trail's screen (/adminaudit): who changed what, by names rather than internal numbers, in the words and
// order of the record's form. The system-administration journey (sysadmin.spec.ts) checks it lists every change.

// At 375px the table scrolls sideways; its scroll area must be reachable by keyboard (axe scrollable-region-focusable).
test('the audit page names who changed what, in the form’s words, and is accessible', async ({
  page,
  request,
}, testInfo) => {
  const token = await sysadminToken(request);
  const name = `기록확인${runTag(testInfo)}`;
  const created = await request.post(endpointUrl(sysadminApi.createGroup), {
    headers: bearer(token),
    data: { name, description: '감사 기록 확인' },
  });
  expect(created.status()).toBe(200);
  await useSession(page, token);
  await page.goto('/adminaudit');
  const row = page
    .getByRole('table', { name: /^관리 변경 기록/ })
    .locator('tbody tr')
    .filter({ hasText: `그룹 ${name}` });
  // The actor by name and login id, the group by its name (not an internal number), the group form's labels.
  await expect(row.locator('td')).toHaveText([
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    `${SYSADMIN.name}(${SYSADMIN.loginId})`,
    '127.0.0.1',
    '등록',
    `그룹 ${name}`,
    '-',
    `그룹명:${name}설명:감사 기록 확인2단계 인증 필수:아니요상태:사용`,
  ]);
  await expectNoA11yViolations(page, testInfo, 'adminaudit');
});

import { endpointUrl, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { runTag } from '../support/admin-accounts.ts';
import { bearer, sysadminToken } from '../support/admin-api.ts';
import { ADMIN_TEXT, answerDialog, useSession } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 31, "pick companies from a list": on /admincompanyauth the company is picked from those that exist; a new
// company is made only by the explicit 새 회사 추가, and the server refuses a name no company has without it, so a
// typo never creates a company.

test('company mapping picks the company from the list; a new one only by 새 회사 추가', async ({
  page,
  request,
}, testInfo) => {
  const tag = runTag(testInfo);
  const token = await sysadminToken(request);
  const headers = bearer(token);
  const created = await request.post(endpointUrl(sysadminApi.createGroup), {
    headers,
    data: { name: `회사지정 ${tag}`, description: '회사 지정 시험' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const group = (await created.json()) as { id: number; name: string };
  const newCompany = `새회사 ${tag}`;
  const companyTitles = async () =>
    (
      (await (await request.get(endpointUrl(sysadminApi.companies), { headers })).json()) as {
        title: string;
      }[]
    ).map((c) => c.title);

  await test.step('the server refuses a name no company has unless a new company is asked for', async () => {
    const typo = await request.post(endpointUrl(sysadminApi.createCompanyMap), {
      headers,
      data: { companyName: newCompany, groupId: group.id, orderSeq: 1 },
    });
    expect(typo.status()).toBe(400);
    expect(((await typo.json()) as { message: string }).message).toBe(SYSADMIN_MESSAGES.unknownCompany);
    expect(await companyTitles()).not.toContain(newCompany);
  });

  await useSession(page, token);
  await page.goto('/admincompanyauth');
  const table = page.getByRole('table', { name: /^회사 권한 관리 목록/ });
  const rowsOfGroup = table.getByRole('row').filter({ hasText: group.name });
  const modal = page.getByRole('dialog', { name: '회사 지정 등록' });
  const company = modal.getByRole('combobox', { name: '회사명' });

  await test.step('an existing company is picked from the list, which offers every company', async () => {
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(company.locator('option')).toContainText(['가람누리홀딩스', '가람누리전자', '가람누리상사']);
    // Nothing to type a company's name into.
    await expect(modal.getByRole('textbox', { name: /회사/ })).toHaveCount(0);
    await company.selectOption('가람누리상사');
    await modal.getByRole('combobox', { name: '그룹' }).selectOption({ label: group.name });
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.saved);
    await expect(modal).toBeHidden();
    await expect(rowsOfGroup).toHaveCount(1);
    await expect(rowsOfGroup).toContainText('가람누리상사');
  });

  await test.step('새 회사 추가 swaps the list for a name box; saving creates the company and maps it', async () => {
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await modal.getByRole('button', { name: '새 회사 추가' }).click();
    const name = modal.getByRole('textbox', { name: '새 회사명' });
    await expect(name).toBeFocused();
    await expect(company).toHaveCount(0);
    await expect(modal).toContainText('회사가 새로 등록되고');
    await expectNoA11yViolations(page, testInfo, 'admincompanyauth-new-company');
    await name.fill(newCompany);
    await modal.getByRole('combobox', { name: '그룹' }).selectOption({ label: group.name });
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.saved);
    await expect(modal).toBeHidden();
    await expect(rowsOfGroup.filter({ hasText: newCompany })).toHaveCount(1);
    expect(await companyTitles()).toContain(newCompany);
  });

  await test.step('the new company is in the list from now on; asking to create it again is refused', async () => {
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(company.locator('option', { hasText: newCompany })).toHaveCount(1);
    await modal.getByRole('button', { name: '새 회사 추가' }).click();
    await modal.getByRole('textbox', { name: '새 회사명' }).fill(newCompany);
    await modal.getByRole('combobox', { name: '그룹' }).selectOption({ label: group.name });
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, SYSADMIN_MESSAGES.companyExists);
    // The modal stays open; back to the list, nothing was created twice.
    await modal.getByRole('button', { name: '등록된 회사에서 선택' }).click();
    await expect(company).toBeFocused();
    await modal.getByRole('button', { name: '취소', exact: true }).click();
    expect((await companyTitles()).filter((t) => t === newCompany)).toHaveLength(1);
  });
});

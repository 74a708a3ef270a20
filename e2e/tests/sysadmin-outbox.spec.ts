import { endpointUrl, sysadminApi } from '@audit/contracts';
import { SMTPServer } from 'smtp-server';
import { runTag, SYSADMIN } from '../support/admin-accounts.ts';
import { bearer, groupId, sysadminToken } from '../support/admin-api.ts';
import { answerDialog, signInAs } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_SMTP_PORT } from '../support/mail.ts';

// The outbox journey (issue 12): a notification mail the mail server refuses for good shows as failed with the
// server's reason on /adminoutbox; once the mailbox exists, the system admin sends it again and it arrives once.
// The site under test mails through a real SMTP server this test starts (playwright.config.ts: SMTP_URL).

type OutboxPage = { content: { id: number; to: string; status: string }[]; totalPages: number };

test('the system admin sends a failed mail again from the outbox', async ({ page, request }, testInfo) => {
  test.setTimeout(330_000);
  // One SMTP server on the configured port: the phone-sized run would start a second one there.
  test.skip(testInfo.project.name !== 'desktop', 'the outbox is the same screen on a phone');
  const address = `bounce-${runTag(testInfo)}@audit.example`;
  const arrived: string[] = [];
  let refusing = true;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(rcpt, _session, callback) {
      if (rcpt.address === address && refusing)
        return callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrived.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve()));
  try {
    const token = await sysadminToken(request);
    // The outbox is paged, newest first: mails other journeys queue meanwhile push this one to a later page.
    const findMail = async () => {
      for (let page = 0; ; page++) {
        const res = await request.get(endpointUrl(sysadminApi.outbox, { query: { page } }), {
          headers: bearer(token),
        });
        expect(res.ok(), `outbox page ${page}`).toBe(true);
        const body = (await res.json()) as OutboxPage;
        const mail = body.content.find((m) => m.to === address);
        if (mail) return { mail, page };
        if (page + 1 >= body.totalPages) return undefined;
      }
    };
    const mailTo = async () => (await findMail())?.mail;
    /** The screen's page (?page= counts from 1) that shows the mail now. */
    const screenWithMail = async () => `/adminoutbox?page=${((await findMail())?.page ?? 0) + 1}`;

    await test.step('a new admin with an unknown mailbox: the set-password mail fails', async () => {
      const created = await request.post(endpointUrl(sysadminApi.createUser), {
        headers: bearer(token),
        data: {
          loginId: address.split('@')[0],
          name: '반송 확인',
          email: address,
          groupId: await groupId(request, token, '지주 감사팀'),
        },
      });
      expect(created.ok()).toBe(true);
      // Mails the journeys before this one queued while no mail server listened (few: their admins have no mailbox,
      // admin-api.ts) go out first, oldest first, 20 a second.
      await expect.poll(async () => (await mailTo())?.status, { timeout: 120_000 }).toBe('FAILED');
    });

    await test.step('메일 발송함 shows the failure with its reason, and 재발송 sends it once', async () => {
      const mail = (await mailTo())!;
      await signInAs(page, SYSADMIN);
      await page.goto(await screenWithMail());
      await expect(page.getByRole('heading', { level: 1, name: '메일 발송함' })).toBeVisible();
      const row = page
        .getByRole('table', { name: /^메일 발송함/ })
        .locator('tbody tr')
        .filter({ hasText: address });
      await expect(row).toContainText('발송 실패');
      await expect(row).toContainText('550');
      await expectNoA11yViolations(page, testInfo, 'adminoutbox');
      refusing = false;
      await row.getByRole('button', { name: `${mail.id}번 메일 재발송` }).click();
      await answerDialog(page, `${address}(으)로 이 메일을 다시 보내시겠습니까?`);
      await answerDialog(page, '메일을 다시 발송 대기열에 넣었습니다.');
      await expect
        .poll(
          async () => {
            await page.goto(await screenWithMail());
            return (await row.textContent({ timeout: 5_000 }).catch(() => null)) ?? '';
          },
          // Queued again, it waits behind the mails already due (the other journeys' notices, retried), as above.
          { timeout: 120_000 },
        )
        .toContain('발송 완료');
      expect(arrived.filter((to) => to === address)).toEqual([address]);
    });
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/types.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { listEmailsIn } from '../admins/admin-users.repository.ts';
import { findReportTypeTitle } from '../commons/report-types.repository.ts';
import { groupIdsToNotify } from '../company-maps/company-type-maps.repository.ts';
import { findCompanyTitle } from '../company-maps/company-types.repository.ts';
import {
  claimDueMails,
  enqueueMails,
  markFailedAttempt,
  markSent,
  reserveMailIds,
} from './mail-outbox.repository.ts';
import { passwordLinkMail, reportReceivedMail } from './mail-texts.ts';

/** Minutes to wait after the n-th failed attempt; after the last one the mail is marked FAILED. */
export const RETRY_MINUTES = [1, 5, 30, 120, 360];

export type SendMail = (mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
}) => Promise<unknown>;

/** Queues the "report received" notice in the report's own transaction: no report without its notice, and the reverse. */
export async function queueReportReceived(
  deps: AppDeps,
  trx: Trx,
  r: { companyTypeId: number; reportTypeId: number; now: Date },
): Promise<void> {
  if (!deps.config.mail) return;
  const recipients = await listEmailsIn(trx, groupIdsToNotify(trx, r.companyTypeId));
  if (recipients.length === 0) return;
  const [company, reportType] = await Promise.all([
    findCompanyTitle(trx, r.companyTypeId),
    findReportTypeTitle(trx, r.reportTypeId),
  ]);
  const base = deps.config.publicBaseUrl;
  const mail = reportReceivedMail({
    company,
    reportType,
    at: r.now,
    adminUrl: base ? `${base}/adminlogin` : null,
  });
  await queueMails(deps, trx, recipients, mail, r.now);
}

/** The same mail to each recipient, each body encrypted for its own row. */
async function queueMails(
  deps: AppDeps,
  trx: Trx,
  recipients: string[],
  mail: { subject: string; body: string },
  now: Date,
): Promise<void> {
  const ids = await reserveMailIds(trx, recipients.length);
  await enqueueMails(
    trx,
    recipients.map((to, i) => {
      const id = ids[i] as number;
      return { id, to, subject: mail.subject, bodyEnc: deps.cipher.encrypt(mail.body, BIND.mailBody(id)) };
    }),
    now,
  );
}

/** Queues a new admin's set-password link, when mail and the public address are configured and the admin has an e-mail. */
export async function queuePasswordLink(
  deps: AppDeps,
  trx: Trx,
  m: { email: string | null; name: string; loginId: string; path: string; expiresAt: string; now: Date },
): Promise<void> {
  if (!deps.config.mail || !deps.config.publicBaseUrl || !m.email) return;
  const mail = passwordLinkMail({
    name: m.name,
    loginId: m.loginId,
    link: `${deps.config.publicBaseUrl}${m.path}`,
    expiresAt: new Date(m.expiresAt),
  });
  await queueMails(deps, trx, [m.email], mail, m.now);
}

const LEASE_MS = 10 * 60_000;

/** Sends what is due, once. A failure is retried later with growing pauses; nothing is lost when SMTP is down. */
export async function deliverDueMails(
  deps: AppDeps,
  send: SendMail,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const from = deps.config.mail?.from ?? 'no-reply@localhost';
  const result = { sent: 0, failed: 0 };
  const now = deps.now();
  for (const mail of await claimDueMails(deps.db, now, new Date(now.getTime() + LEASE_MS), limit)) {
    try {
      await send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: deps.cipher.decryptText(mail.body_enc, BIND.mailBody(mail.id)),
      });
      await markSent(deps.db, mail.id, deps.now());
      result.sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const wait = RETRY_MINUTES[attempts - 1];
      await markFailedAttempt(
        deps.db,
        mail.id,
        attempts,
        wait === undefined ? null : new Date(now.getTime() + wait * 60_000),
        String(err),
      );
      result.failed++;
    }
  }
  return result;
}

/** Runs delivery every `intervalMs` until stopped. */
export function startMailWorker(
  deps: AppDeps,
  send: SendMail,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMails(deps, send)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

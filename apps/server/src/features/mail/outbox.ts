import {
  DUE_DATE_STATES,
  LEGAL_CLOCK_NAMES,
  type LegalClockName,
  OVERSIGHT_ACTOR_REPORTER,
  OVERSIGHT_CHANGES,
  type OversightChange,
} from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCompanyTitle } from '../../data/companies.repository.ts';
import {
  claimDueMails,
  enqueueMails,
  markFailedAttempt,
  markSent,
  reserveMailIds,
} from '../../data/mail-outbox.repository.ts';
import { listOversightRecipients, listReportRecipients } from '../../data/mail-recipients.repository.ts';
import { findCaseNumber } from '../../data/posts.repository.ts';
import type { Trx } from '../../db/types.ts';
import { koreaDateTime } from '../../lib/korea-time.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { type MailTemplateName, type MailValues, type RenderedMail, renderMail } from './mail-templates.ts';

/** Minutes to wait after the n-th failed attempt; after the last one the mail is marked FAILED. */
export const RETRY_MINUTES = [1, 5, 30, 120, 360];

export type SendMail = (mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** With `text`, sent as multipart/alternative; null for mails queued before HTML parts existed. */
  html: string | null;
}) => Promise<unknown>;

/**
 * The events on a report that mail its handlers (or its company's teams): templates of the same name, due-date. A
 * reporter's comment has its own way, told at most once a window (comment-notices.ts).
 */
export type ReportEvent =
  | { event: 'report-received' }
  | { event: 'due-soon' | 'due-passed'; clock: LegalClockName; dueAt: Date };

/**
 * How a notice names a report: its company and its case number (사건번호). `reportId` is the placeholder's older name,
 * kept so that a deployment's own templates (MAIL_TEMPLATE_DIR) still load; it names the case number too, never the
 * database id.
 */
export async function reportNames(trx: Trx, postId: number, companyTypeId: number) {
  // One after the other: they share the transaction's connection.
  const company = await findCompanyTitle(trx, companyTypeId);
  const caseNumber = (await findCaseNumber(trx, postId)) ?? '';
  return { company, caseNumber, reportId: caseNumber };
}

/** The admin page of a report: a full link when the site's public address is configured. */
export const reportAdminLink = (deps: AppDeps, postId: number) =>
  `${deps.config.publicBaseUrl ?? ''}/admininquirypage?id=${postId}`;

/**
 * Queues the notice of an event on a report in the event's own transaction (no event without its notice, and the
 * reverse) to the report's recipients (mail-recipients.repository.ts). The notice says only what happened, to
 * which company's report (its case number) and where to look: never content, identity or receipt number.
 */
export async function queueReportEvent(
  deps: AppDeps,
  trx: Trx,
  e: ReportEvent & { postId: number; companyTypeId: number; now: Date },
): Promise<void> {
  if (!deps.config.mail) return;
  const recipients = await listReportRecipients(trx, {
    postId: e.postId,
    companyTypeId: e.companyTypeId,
    shared: e.event === 'report-received',
  });
  if (recipients.length === 0) return;
  const values = {
    ...(await reportNames(trx, e.postId, e.companyTypeId)),
    link: reportAdminLink(deps, e.postId),
  };
  const mail =
    e.event === 'due-soon' || e.event === 'due-passed'
      ? render(deps, 'due-date', {
          ...values,
          clock: LEGAL_CLOCK_NAMES[e.clock],
          dueDate: koreaDateTime(e.dueAt),
          state: DUE_DATE_STATES[e.event],
        })
      : render(deps, e.event, values);
  await queueMails(deps, trx, recipients, mail, e.now, e.postId);
}

const render = <N extends MailTemplateName>(deps: AppDeps, name: N, values: MailValues<N>) =>
  renderMail(deps.config.mail?.templateDir, name, values);

/** The same mail to each recipient, each part encrypted for its own row (a comment notice: when it goes, and what it covers). */
export async function queueMails(
  deps: AppDeps,
  trx: Trx,
  recipients: string[],
  mail: RenderedMail,
  now: Date,
  postId: number | null = null,
  commentNotice?: { count: number; at: Date },
): Promise<void> {
  const ids = await reserveMailIds(trx, recipients.length);
  await enqueueMails(
    trx,
    recipients.map((to, i) => {
      const id = ids[i] as number;
      return {
        id,
        to,
        subject: mail.subject,
        bodyEnc: deps.cipher.encrypt(mail.text, BIND.mailBody(id)),
        htmlEnc: deps.cipher.encrypt(mail.html, BIND.mailHtml(id)),
        postId,
        commentNotice,
      };
    }),
    now,
  );
}

/** The oversight's page of a report. */
const oversightLink = (deps: AppDeps, postId: number) =>
  `${deps.config.publicBaseUrl ?? ''}/adminoversight?id=${postId}`;

/**
 * Tells a report's oversight (oversight-scope.ts) of a change of its handlers or exclusions, of a held report, or of
 * its release, in the change's transaction: what changed, who changed it, which report; never its content. The
 * oversight is never excluded, so nobody can keep it from these mails.
 */
export async function queueOversightNotice(
  deps: AppDeps,
  trx: Trx,
  n: { postId: number; companyTypeId: number; change: OversightChange; actor: string | null; now: Date },
): Promise<void> {
  if (!deps.config.mail) return;
  const recipients = await listOversightRecipients(trx, n.companyTypeId);
  if (recipients.length === 0) return;
  const mail = render(deps, 'oversight-notice', {
    ...(await reportNames(trx, n.postId, n.companyTypeId)),
    link: oversightLink(deps, n.postId),
    change: OVERSIGHT_CHANGES[n.change],
    actor: n.actor ?? OVERSIGHT_ACTOR_REPORTER,
  });
  await queueMails(deps, trx, recipients, mail, n.now, n.postId);
}

/** Queues a new admin's set-password link, when mail and the public address are configured and the admin has an e-mail. */
export async function queuePasswordLink(
  deps: AppDeps,
  trx: Trx,
  m: { email: string | null; name: string; loginId: string; path: string; expiresAt: string; now: Date },
): Promise<void> {
  if (!deps.config.mail || !deps.config.publicBaseUrl || !m.email) return;
  const mail = render(deps, 'password-link', {
    name: m.name,
    loginId: m.loginId,
    link: `${deps.config.publicBaseUrl}${m.path}`,
    expiresAt: koreaDateTime(m.expiresAt),
  });
  await queueMails(deps, trx, [m.email], mail, m.now);
}

const LEASE_MS = 10 * 60_000;

/**
 * An SMTP 5xx reply (unknown mailbox, message refused): the mail server will answer the same again, so the mail
 * fails at once with that reason instead of being retried for hours. Network errors and 4xx replies are retried.
 */
const refusedForGood = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

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
        html: mail.html_enc && deps.cipher.decryptText(mail.html_enc, BIND.mailHtml(mail.id)),
      });
      await markSent(deps.db, mail.id, deps.now());
      result.sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const wait = refusedForGood(err) ? undefined : RETRY_MINUTES[attempts - 1];
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

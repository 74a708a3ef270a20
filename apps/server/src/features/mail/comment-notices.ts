import type { AppDeps } from '../../app-deps.ts';
import {
  type CommentNoticeRow,
  recentCommentNotices,
  retellCommentNotice,
} from '../../data/mail-outbox.repository.ts';
import { listReportRecipients } from '../../data/mail-recipients.repository.ts';
import type { Trx } from '../../db/types.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { renderMail } from './mail-templates.ts';
import { queueMails, reportAdminLink, reportNames } from './outbox.ts';

/**
 * A recipient hears of a report's new reporter comments at most once in this long: forty comments in a minute make
 * one notice at once and one, a window later, counting the rest, instead of a mail each (a flood that buries the
 * audit office's mailboxes and its other notices).
 */
export const COMMENT_NOTICE_WINDOW_MS = 10 * 60_000;

/** What a new comment does to each recipient's notices: join a waiting one, or queue one (at once or later). */
export type CommentNoticePlan = {
  /** Waiting notices that now cover one comment more. */
  retell: { id: number; count: number }[];
  /** New notices of one comment: send time (ms) and the addresses that get one then. */
  queue: Map<number, string[]>;
};

const time = (d: Date | null) => d?.getTime() ?? 0;

/** A notice not yet due that no worker has claimed (a claim moves next_attempt_at): a new comment can join it. */
const waiting = (n: CommentNoticeRow, now: Date) =>
  n.status === 'PENDING' &&
  n.attempts === 0 &&
  time(n.scheduled_at) > now.getTime() &&
  time(n.next_attempt_at) === time(n.scheduled_at);

/**
 * The rule, from each recipient's comment notices of the last window: a waiting notice takes the comment in; after a
 * notice that is due or gone, the next one goes a window after it; with none in the window, one goes at once.
 */
export function planCommentNotices(
  recipients: string[],
  notices: CommentNoticeRow[],
  now: Date,
  windowMs = COMMENT_NOTICE_WINDOW_MS,
): CommentNoticePlan {
  const latest = new Map<string, CommentNoticeRow>();
  for (const n of notices) {
    const seen = latest.get(n.to_address);
    if (!seen || time(n.scheduled_at) > time(seen.scheduled_at)) latest.set(n.to_address, n);
  }
  const plan: CommentNoticePlan = { retell: [], queue: new Map() };
  for (const to of new Set(recipients)) {
    const last = latest.get(to);
    if (last && waiting(last, now)) {
      plan.retell.push({ id: last.id, count: (last.comment_count ?? 0) + 1 });
      continue;
    }
    const at = last ? Math.max(now.getTime(), time(last.scheduled_at) + windowMs) : now.getTime();
    plan.queue.set(at, [...(plan.queue.get(at) ?? []), to]);
  }
  return plan;
}

/**
 * Tells a reporter's comment to the report's recipients (the handlers, or the company's teams) in the comment's
 * transaction, at most once a window per recipient (planCommentNotices). The notice says how many new comments
 * there are, never what they say. The comment has locked the report's row, so two comments on it decide in turn.
 */
export async function queueCommentNotice(
  deps: AppDeps,
  trx: Trx,
  e: { postId: number; companyTypeId: number; now: Date },
): Promise<void> {
  const templateDir = deps.config.mail?.templateDir;
  if (!deps.config.mail) return;
  const recipients = await listReportRecipients(trx, {
    postId: e.postId,
    companyTypeId: e.companyTypeId,
    shared: false,
  });
  if (recipients.length === 0) return;
  const since = new Date(e.now.getTime() - COMMENT_NOTICE_WINDOW_MS);
  const notices = await recentCommentNotices(trx, e.postId, recipients, since);
  const plan = planCommentNotices(recipients, notices, e.now);
  const values = {
    ...(await reportNames(trx, e.postId, e.companyTypeId)),
    link: reportAdminLink(deps, e.postId),
  };
  const render = (count: number) =>
    renderMail(templateDir, 'reporter-comment', { ...values, count: String(count) });
  for (const { id, count } of plan.retell) {
    const mail = render(count);
    await retellCommentNotice(trx, {
      id,
      count,
      subject: mail.subject,
      bodyEnc: deps.cipher.encrypt(mail.text, BIND.mailBody(id)),
      htmlEnc: deps.cipher.encrypt(mail.html, BIND.mailHtml(id)),
    });
  }
  for (const [at, addresses] of plan.queue)
    await queueMails(deps, trx, addresses, render(1), e.now, e.postId, { count: 1, at: new Date(at) });
}

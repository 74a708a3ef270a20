import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { pageNumber } from './reports.ts';
import { idParam } from './sysadmin-fields.ts';
import { text } from './text.ts';

// The mail outbox (issue 12), shown to system admins on /adminoutbox: what was sent, what waits and what failed
// with its reason, and a failed mail can be sent again. The bodies never leave the server: a mail's subject and
// recipient say enough to follow it up.

export const OUTBOX_PAGE_SIZE = 20;
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_TITLES: Record<MailStatus, string> = {
  PENDING: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
};

/** The legal clocks as a due-date notice names them ({{clock}} in the due-soon and due-passed templates). */
export const LEGAL_CLOCK_NAMES = { acknowledgement: '접수 확인', feedback: '처리 결과 회신' } as const;
export type LegalClockName = keyof typeof LEGAL_CLOCK_NAMES;
/** Where a due date stands, as the due-date notice says it ({{state}}: "...기한이 다가옵니다."). */
export const DUE_DATE_STATES = { 'due-soon': '다가옵니다', 'due-passed': '지났습니다' } as const;

export const OUTBOX_MESSAGES = {
  retried: '메일을 다시 발송 대기열에 넣었습니다.',
  notFailed: '발송에 실패한 메일만 다시 보낼 수 있습니다.',
} as const;

export const outboxQuery = z.object({ page: pageNumber });
export const outboxMail = z.object({
  id: z.number(),
  to: text(),
  subject: text(),
  status: z.enum(MAIL_STATUSES),
  /** Attempts made so far. */
  attempts: z.number(),
  /** The last failure's reason as the mail server or the network gave it; null once sent. */
  lastError: z.nullable(text()),
  createdDate: text(),
  /** When the next attempt is due (pending mails); null otherwise. */
  nextAttemptDate: z.nullable(text()),
  sentDate: z.nullable(text()),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxPage = z.object({
  content: z.array(outboxMail),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
});

/** The outbox area (OUTBOX menu). */
export const outboxApi = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/sysadmin/outbox',
    audience: 'admin',
    summary: '메일 발송함 (발송 완료, 대기, 실패와 사유; 본문 제외)',
    query: outboxQuery,
    response: outboxPage,
  }),
  retryMail: endpoint({
    method: 'POST',
    path: '/api/sysadmin/outbox/:id/retry',
    audience: 'admin',
    summary: '발송에 실패한 메일 다시 보내기',
    params: idParam,
    response: outboxMail,
  }),
};

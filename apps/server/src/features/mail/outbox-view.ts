import type { OutboxMail } from '@audit/contracts';
import type { OutboxRow } from '../../data/mail-outbox.repository.ts';

/** A mail as the outbox screen shows it: never its body. */
export const outboxMailView = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdDate: row.created_at.toISOString(),
  nextAttemptDate: row.status === 'PENDING' ? row.next_attempt_at.toISOString() : null,
  sentDate: row.sent_at?.toISOString() ?? null,
});

import { REPORTER_MESSAGES } from '@audit/contracts';
import { AppError } from '../../http/app-error.ts';

/**
 * A reporter may open a report until one month after it was completed (spec section 9); after that the content and
 * the result are no longer available to the reporter.
 */
export function isClosedForReporter(status: string, completedAt: Date | null, now: Date): boolean {
  if (status !== 'COMPLETED' || !completedAt) return false;
  const until = new Date(completedAt);
  until.setMonth(until.getMonth() + 1);
  return now.getTime() >= until.getTime();
}

export const reportClosed = () => new AppError('FORBIDDEN', REPORTER_MESSAGES.closed);

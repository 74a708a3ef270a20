import { REPORT_NOT_FOUND } from '@audit/contracts';
import { AppError } from '../http/app-error.ts';

/**
 * Whose reports a request reaches: an admin's are those of the companies mapped to its group, a reporter's is
 * the one report its receipt number opened. Every read of reports, comments and attachments starts from
 * `scopedPosts(db, scope)` (posts.repository.ts), so a report outside the scope is simply not found: no check
 * to remember, and the same 404 whether the report is someone else's or does not exist.
 */
export type ReportScope =
  | { kind: 'admin'; groupId: number; adminUserId: number }
  | { kind: 'reporter'; postId: number };

/** The one answer for a report the scope does not reach, whoever asks: exactly as if it did not exist. */
export const reportNotFound = () => new AppError('NOT_FOUND', REPORT_NOT_FOUND);

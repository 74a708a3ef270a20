/**
 * Whose reports a request reaches: an admin's are those of the companies mapped to its group, a reporter's is
 * the one report its receipt number opened. Every read of reports, comments and attachments starts from
 * `scopedPosts(db, scope)` (posts.repository.ts), so a report outside the scope is simply not found: no check
 * to remember, and the same 404 whether the report is someone else's or does not exist.
 */
export type ReportScope =
  | { kind: 'admin'; groupId: number; adminUserId: number }
  | { kind: 'reporter'; postId: number };


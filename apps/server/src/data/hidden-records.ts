import { commentIdsOfPosts } from './comments.repository.ts';
import { mailIdsOfPosts } from './mail-outbox.repository.ts';
import { excludedPostIds } from './report-exclusions.repository.ts';
import { noteIdsOfPosts } from './report-notes.repository.ts';
import type { Db, IdQuery } from '../db/types.ts';

/**
 * What the audit trail names of the reports an admin is excluded from, by the trail's entity: the reports, their
 * comments and notes, and the mails about them. The system screens leave these rows out for that admin, as the
 * report screens leave out the report (a row there would say that the report exists, who handles it and when).
 */
export function excludedRecords(db: Db, adminUserId: number): Record<string, IdQuery> {
  const posts = excludedPostIds(db, adminUserId);
  return {
    post: posts,
    comment: commentIdsOfPosts(db, posts),
    note: noteIdsOfPosts(db, posts),
    mail_outbox: mailIdsOfPosts(db, posts),
  };
}

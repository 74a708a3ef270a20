import type { NoteView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordAccess } from '../../data/access-logs.repository.ts';
import { listNotes } from '../../data/report-notes.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { AdminAuth } from '../../http/route.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import { openReceipt } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { noteView } from './note-view.ts';

/**
 * The internal notes of a report of the admin's scope. Reading them is an admin view of a report's personal data:
 * recorded in the personal-data access log (as the detail view is) before anything is sent.
 */
export async function listReportNotes(deps: AppDeps, auth: AdminAuth, postId: number): Promise<NoteView[]> {
  const { db, cipher } = deps;
  const post = await findReportState(db, auth.scope, postId);
  if (!post) throw reportNotFound();
  await recordAccess(db, cipher, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'VIEW_NOTES',
    postId,
    receiptNumber: openReceipt(cipher, post.id, post.receipt_enc),
    now: deps.now(),
  });
  const rows = await listNotes(db, postId);
  return rows.map((row) =>
    noteView(row, cipher.decryptText(row.content_enc, BIND.note(postId, row.id)), auth.adminUserId),
  );
}

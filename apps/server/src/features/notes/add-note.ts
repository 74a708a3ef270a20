import type { NoteView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { insertNote, reserveNoteId } from '../../data/report-notes.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
import { sealedTextChange } from '../../data/sealed-text-change.ts';
import type { AdminAuth } from '../../http/route.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { noteView } from './note-view.ts';

/**
 * An admin writes an internal note on a report of its scope (completed ones too: the file stays open to the
 * office). The audit trail keeps the text encrypted as the note itself is, in the same transaction.
 */
export async function addNote(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  content: string,
): Promise<NoteView> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    if (!(await findReportState(trx, auth.scope, postId))) throw reportNotFound();
    const id = await reserveNoteId(trx);
    const contentEnc = deps.cipher.encrypt(content, BIND.note(postId, id));
    const row = await insertNote(trx, { id, postId, adminUserId: auth.adminUserId, contentEnc, now });
    await audit('CREATE_NOTE', 'note', id, ...sealedTextChange(postId, null, contentEnc));
    return noteView(
      { ...row, admin_user_id: auth.adminUserId, admin_name: auth.name },
      content,
      auth.adminUserId,
    );
  });
}

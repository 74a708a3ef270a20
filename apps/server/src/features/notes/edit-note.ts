import type { NoteView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import { findNoteIn, updateNoteContent } from '../../data/report-notes.repository.ts';
import { reportNotFound } from '../../http/app-error.ts';
import type { AdminAuth } from '../../http/route.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { auditedChange } from '../audit/audited-change.ts';
import { sealedTextChange } from '../audit/sealed-text-change.ts';
import { noteView } from './note-view.ts';

/**
 * An admin edits one of its own notes on a report of its scope (another admin's note: 403; a note outside the
 * scope: the 404 of a missing report). The audit trail keeps the text before and after, encrypted as the note is.
 */
export async function editNote(
  deps: AppDeps,
  auth: AdminAuth,
  noteId: number,
  content: string,
): Promise<NoteView> {
  const now = deps.now();
  return auditedChange(deps, auth, async ({ trx, audit }) => {
    const note = await findNoteIn(trx, noteId, scopedPostIds(trx, auth.scope));
    if (!note) throw reportNotFound();
    authorize(reportPolicies.editNote, auth, { adminUserId: note.admin_user_id });
    const contentEnc = deps.cipher.encrypt(content, BIND.note(note.post_id, noteId));
    const row = await updateNoteContent(trx, noteId, contentEnc, now);
    await audit(
      'UPDATE_NOTE',
      'note',
      noteId,
      ...sealedTextChange(note.post_id, note.content_enc, contentEnc),
    );
    return noteView(
      { ...row, admin_user_id: auth.adminUserId, admin_name: auth.name },
      content,
      auth.adminUserId,
    );
  });
}

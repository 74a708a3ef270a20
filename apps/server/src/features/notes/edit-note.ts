import type { NoteView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findNoteIn, updateNoteContent } from '../../data/report-notes.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { editOwnText } from '../comments/edit-own-text.ts';
import { noteView } from './note-view.ts';

/** An admin edits one of its own internal notes on a report of its scope (comments/edit-own-text.ts). */
export function editNote(deps: AppDeps, auth: AdminAuth, noteId: number, content: string): Promise<NoteView> {
  return editOwnText(
    deps,
    auth,
    {
      entity: 'note',
      action: 'UPDATE_NOTE',
      find: findNoteIn,
      authorize: (a, n) => authorize(reportPolicies.editNote, a, { adminUserId: n.admin_user_id }),
      stored: (text) => text,
      binding: BIND.note,
      update: updateNoteContent,
      view: (row, text, a) =>
        noteView({ ...row, admin_user_id: a.adminUserId, admin_name: a.name }, text, a.adminUserId),
    },
    noteId,
    content,
  );
}

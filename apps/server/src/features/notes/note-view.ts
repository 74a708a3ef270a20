import type { NoteView } from '@audit/contracts';

type NoteMeta = {
  id: number;
  admin_user_id: number;
  admin_name: string | null;
  created_at: Date;
  updated_at: Date | null;
};

/** A note as an admin sees it: who of the office wrote it and when, and whether the viewer may edit it. */
export function noteView(row: NoteMeta, content: string, viewerAdminId: number): NoteView {
  return {
    id: row.id,
    content,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at?.toISOString() ?? null,
    author: { name: row.admin_name ?? '' },
    canUpdateNote: row.admin_user_id === viewerAdminId,
  };
}

import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH, positiveId, postIdParams } from './comments.ts';
import { endpoint } from './endpoint.ts';
import { groupDigits, text } from './text.ts';

// Internal notes of the audit office on a report: read and written by admins of the report's scope only, never
// shown to the reporter (no reporter endpoint answers them), edited by their author alone.

/** A note may be as long as a comment. */
export const NOTE_MAX_LENGTH = COMMENT_MAX_LENGTH;

export const NOTE_MESSAGES = {
  required: '메모 내용을 입력해주세요.',
  tooLong: `메모는 ${groupDigits(NOTE_MAX_LENGTH)}자 이하로 입력해주세요.`,
  notOwn: '본인이 작성한 메모만 수정할 수 있습니다.',
  registered: '메모가 등록되었습니다.',
  edited: '메모가 수정되었습니다.',
} as const;

/** What an admin types as a note: trimmed, not empty, at most NOTE_MAX_LENGTH characters; kept as plain text. */
export const noteContent = text({ error: NOTE_MESSAGES.required }).check(
  z.trim(),
  z.minLength(1, NOTE_MESSAGES.required),
  z.maxLength(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
);

export const noteBody = z.object({ content: noteContent });
export type NoteBody = z.infer<typeof noteBody>;

export const noteIdParams = z.object({ noteId: positiveId });

export const noteView = z.object({
  id: z.number(),
  /** Plain text as written (line breaks kept); the screen escapes it. */
  content: text(),
  createdDate: text(),
  /** When the author last changed it; null when never edited. */
  updatedDate: z.nullable(text()),
  author: z.object({ name: text() }),
  /** Whether the caller wrote it (only the author may edit a note). */
  canUpdateNote: z.boolean(),
});
export type NoteView = z.infer<typeof noteView>;

export const noteList = z.array(noteView);

/** The audit office's internal notes (REPORTS area, scoped like the reports). */
export const noteApi = {
  notes: endpoint({
    method: 'GET',
    path: '/api/admin/posts/:postId/notes',
    audience: 'admin',
    summary: '제보의 감사실 내부 메모 (제보자에게 보이지 않음)',
    params: postIdParams,
    response: noteList,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/posts/:postId/notes',
    audience: 'admin',
    summary: '내부 메모 등록',
    params: postIdParams,
    body: noteBody,
    response: noteView,
  }),
  editNote: endpoint({
    method: 'PATCH',
    path: '/api/admin/notes/:noteId',
    audience: 'admin',
    summary: '내 내부 메모 수정',
    params: noteIdParams,
    body: noteBody,
    response: noteView,
  }),
};

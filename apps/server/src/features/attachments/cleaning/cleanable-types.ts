// The content types whose hidden metadata is removed (issue 13); the others are kept as they are and marked
// UNSUPPORTED. Content types as attachment-types.ts names them.

export const CLEANABLE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export type CleanableType = (typeof CLEANABLE_TYPES)[number];

export const isCleanable = (contentType: string): contentType is CleanableType =>
  (CLEANABLE_TYPES as readonly string[]).includes(contentType);

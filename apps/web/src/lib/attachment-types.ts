import { ATTACHMENT_EXTENSIONS, REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';

// The formats the server accepts for a report's attachment and a comment's files (it checks the content too): a
// file picker offers them, and a file of another type, or over 10 MB, is refused when picked.

/** The file picker's `accept`: the extensions the server takes. */
export const ACCEPTED_FILES = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const ACCEPTED = new Set<string>(ATTACHMENT_EXTENSIONS);

/** Whether a picked file's name ends in one of the accepted types. */
export function acceptedType(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && ACCEPTED.has(name.slice(dot + 1).toLowerCase());
}

/** Why the server would refuse a picked file (its type, its size), or null when it would take it. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (!acceptedType(file.name)) return REPORT_MESSAGES.fileType;
  return file.size > REPORT_LIMITS.attachmentBytes ? REPORT_MESSAGES.fileTooLarge : null;
}

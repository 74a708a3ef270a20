import type { AdminAttachFileView } from '@audit/contracts';
import type { AttachmentCleaningState } from '../../db/types.ts';

const NOT_CLEANED_REASON = { UNSUPPORTED: 'TYPE', UNREADABLE: 'UNREADABLE', OVER_LIMIT: 'LIMIT' } as const;

/**
 * An attachment's cleaning as the admin sees it (issue 13; LIMIT: issue 30), the report's file and a comment's
 * (issue 31) alike.
 */
export function cleaningView(f: {
  cleaning: AttachmentCleaningState;
  clean_size_bytes: number | null;
}): Pick<AdminAttachFileView, 'cleaning' | 'notCleanedReason' | 'cleanedSize'> {
  if (f.cleaning === 'CLEANED')
    return { cleaning: 'CLEANED', notCleanedReason: null, cleanedSize: f.clean_size_bytes };
  if (f.cleaning === 'PENDING') return { cleaning: 'PENDING', notCleanedReason: null, cleanedSize: null };
  return { cleaning: 'NOT_CLEANED', notCleanedReason: NOT_CLEANED_REASON[f.cleaning], cleanedSize: null };
}

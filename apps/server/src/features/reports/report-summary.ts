import type { AdminPostRow } from '@audit/contracts';
import type { ListRow } from '../../data/posts-list.repository.ts';
import { openReceipt } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import type { Cipher } from '../../security/crypto.ts';

/** What every view of a report starts with, list row or full view: its header fields, title decrypted. */
export function reportSummary(
  cipher: Cipher,
  r: ListRow,
): Omit<AdminPostRow, 'lastCommentDate' | 'dueDate' | 'overdue'> {
  return {
    id: r.id,
    receiptNumber: openReceipt(cipher, r.id, r.receipt_enc),
    caseNumber: r.case_number,
    companyType: { code: r.company_code, title: r.company_title },
    reportType: { code: r.report_type_code, title: r.report_type_title },
    postType: r.post_type,
    title: cipher.decryptText(r.title_enc, BIND.title(r.id)),
    createdDate: r.created_at.toISOString(),
    status: { statusCode: r.status_code, statusTitle: r.status_title },
    commentCount: r.comment_count,
  };
}

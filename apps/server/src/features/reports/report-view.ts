import type { MyPostView } from '@audit/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import { CIPHER_CONTEXT } from './cipher-contexts.ts';
import { type CommentViewer, toCommentView } from './comment-view.ts';
import { listAttachmentMeta, listComments, type ReportRow } from './repository.ts';

/** What reporter and admin both see of a report: decrypted title, content, file names and comments. */
export async function reportView(
  db: Kysely<Database>,
  cipher: Cipher,
  report: ReportRow,
  viewer: CommentViewer,
): Promise<MyPostView> {
  const [files, comments] = await Promise.all([
    listAttachmentMeta(db, report.id),
    listComments(db, report.id),
  ]);
  return {
    id: report.id,
    receiptNumber: report.receipt_number,
    companyType: { code: report.company_code, title: report.company_title },
    reportType: { code: report.report_type_code, title: report.report_type_title },
    postType: report.post_type,
    title: cipher.decryptText(report.title_enc, CIPHER_CONTEXT.title),
    content: cipher.decryptText(report.content_enc, CIPHER_CONTEXT.content),
    createdDate: report.created_at.toISOString(),
    completedDate: report.completed_at?.toISOString() ?? null,
    status: { statusCode: report.status_code, statusTitle: report.status_title },
    attachFiles: files.map((f) => ({
      id: f.id,
      clientFilename: cipher.decryptText(f.filename_enc, CIPHER_CONTEXT.filename),
      size: f.size_bytes,
    })),
    comments: comments.map((c) => toCommentView(cipher, c, viewer)),
    commentCount: report.comment_count,
  };
}

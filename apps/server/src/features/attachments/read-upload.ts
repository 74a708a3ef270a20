import { REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** The report form as it arrived: its text fields and the one file, if any. */
export type ReportUpload = {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | null;
};

/** Multipart limits of the report form: one file of at most 10 MiB, a bounded number of bounded fields. */
export const REPORT_MULTIPART_LIMITS = {
  fileSize: REPORT_LIMITS.attachmentBytes,
  files: 1,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 32,
} as const;

const FILE_FIELD = 'files';

/**
 * Reads the report form from the multipart stream. The file limit is enforced while streaming: a larger file is
 * cut off and answered 413 before anything is stored; a second file is refused.
 */
export async function readReportUpload(request: FastifyRequest): Promise<ReportUpload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED');
  const fields: Record<string, string> = {};
  let file: ReportUpload['file'] = null;
  try {
    for await (const part of request.parts({ limits: REPORT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A form with an empty file input sends a nameless empty part: that is "no attachment".
        if (!part.filename && data.length === 0) continue;
        if (part.fieldname !== FILE_FIELD || file)
          throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.oneFileOnly);
        file = { filename: part.filename, data };
      } else {
        if (part.valueTruncated)
          throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.tooLong(REPORT_LIMITS.section));
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    throw toUploadError(err);
  }
  return { fields, file };
}

/**
 * Any failure while reading the multipart stream is the request's fault (a missing, mismatched, unterminated or
 * over-long boundary, too many parts, a cut-off stream): a 400, or 413 for a file over the limit. Nothing is kept.
 */
function toUploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION_FAILED', REPORT_MESSAGES.oneFileOnly);
  return new AppError('VALIDATION_FAILED');
}

import { REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/**
 * Where a file's bytes go as they arrive (the report's submission encrypts them on the way). The next chunk is read
 * once `write` has settled; `discard` frees what the sink holds when the form fails after it was opened.
 */
export type FileSink<T> = {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<T>;
  discard(): Promise<void>;
};

/** The report form as it arrived: its text fields and the one file, if any (as its sink made it). */
export type ReportUpload<T> = {
  fields: Record<string, string>;
  file: { filename: string; head: Buffer; size: number; stored: T } | null;
};

/** How many first bytes of a file are kept to tell its type by. */
const HEAD_BYTES = 4096;

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
 * Reads the report form from the multipart stream. The file's bytes go to the sink `openFile` gives as they arrive,
 * so the file is never held whole in plain form (only its first bytes, to tell its type). The file limit is enforced
 * while streaming: a larger file is cut off and answered 413 before anything is stored; a second file is refused.
 */
export async function readReportUpload<T>(
  request: FastifyRequest,
  openFile: () => Promise<FileSink<T>>,
): Promise<ReportUpload<T>> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED');
  const fields: Record<string, string> = {};
  let file: ReportUpload<T>['file'] = null;
  let sink: FileSink<T> | null = null;
  try {
    for await (const part of request.parts({ limits: REPORT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.oneFileOnly);
        }
        const head: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          sink ??= await ours(openFile());
          if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
          size += chunk.length;
          await ours(sink.write(chunk));
        }
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.fileTooLarge);
        // A form with an empty file input sends a nameless empty part: that is "no attachment".
        if (!sink && !part.filename) continue;
        sink ??= await ours(openFile());
        file = { filename: part.filename, head: Buffer.concat(head), size, stored: await ours(sink.end()) };
      } else {
        if (part.valueTruncated)
          throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.tooLong(REPORT_LIMITS.section));
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    await sink?.discard();
    throw toUploadError(err);
  }
  return { fields, file };
}

/** A failure of the server's side of an upload (its sink: the ids, the spool), not of the request. */
class SinkFailure {
  constructor(readonly error: unknown) {}
}
const ours = <R>(work: Promise<R>): Promise<R> =>
  work.catch((err: unknown) => {
    throw new SinkFailure(err);
  });

/**
 * Any other failure while reading the multipart stream is the request's fault (a missing, mismatched, unterminated
 * or over-long boundary, too many parts, a cut-off stream): a 400, or 413 for a file over the limit. Nothing is
 * kept. The sink's own failures stay what they are (an internal error).
 */
function toUploadError(err: unknown): unknown {
  if (err instanceof SinkFailure) return err.error;
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION_FAILED', REPORT_MESSAGES.oneFileOnly);
  return new AppError('VALIDATION_FAILED');
}

import { REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Where a file's bytes go as they arrive (the report's submission encrypts them on the way). The next chunk is read
 * once `write` has settled; `discard` frees what the sink holds when the form fails after it was opened.
 */
export type FileSink<T> = {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<T>;
  discard(): Promise<void>;
};

/** A sink that keeps nothing: the form's fields are wanted, its file is not (a post refused before it is read). */
export const dropFile = async (): Promise<FileSink<null>> => ({
  write: async () => {},
  end: async () => null,
  discard: async () => {},
});

/** The report form as it arrived: its text fields and the one file, if any (as its sink made it). */
export type ReportUpload<T> = {
  fields: Record<string, string>;
  file: { filename: string; head: Buffer; size: number; stored: T } | null;
  /** A file over the limit came and was not kept (only when the reader was asked to go on after it). */
  fileTooLarge?: boolean;
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
 * A plain HTML form (`goOnAfterLimit`) has its fields after the file read all the same, so the page it is sent back
 * in keeps them: the file over the limit is dropped as it arrives (nothing of it is kept) and `fileTooLarge` says so.
 */
export async function readReportUpload<T>(
  request: FastifyRequest,
  openFile: () => Promise<FileSink<T>>,
  { goOnAfterLimit = false }: { goOnAfterLimit?: boolean } = {},
): Promise<ReportUpload<T>> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED');
  const fields: Record<string, string> = {};
  let file: ReportUpload<T>['file'] = null;
  let sink: FileSink<T> | null = null;
  let fileTooLarge = false;
  try {
    // A reader that goes on after the limit is registered with `throwFileSizeLimit: false` (features/site-pages):
    // the parser then drops the rest of the file and reads on.
    for await (const part of request.parts({ limits: REPORT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file || fileTooLarge) {
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
        if (part.file.truncated) {
          if (!goOnAfterLimit) throw new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.fileTooLarge);
          // Nothing of it is kept: the spool goes now, and the rest of the file was dropped as it arrived.
          await sink?.discard();
          sink = null;
          fileTooLarge = true;
          continue;
        }
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
  return fileTooLarge ? { fields, file: null, fileTooLarge } : { fields, file };
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

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
  file: ArrivedUpload<T> | null;
  /** A file over the limit came and was not kept (only when the reader was asked to go on after it). */
  fileTooLarge?: boolean;
};

/** A file as it arrived: its name, first bytes (to tell its type by), size, and what its sink made of it. */
export type ArrivedUpload<T> = { filename: string; head: Buffer; size: number; stored: T };

/** A form with files as it arrived (a comment's, issue 31): its text fields and its files. */
export type Uploads<T> = {
  fields: Record<string, string>;
  files: ArrivedUpload<T>[];
  /**
   * A file over the limit, or more files than allowed, came (only when the reader was asked to go on after them):
   * then no file is kept at all, and `files` is empty.
   */
  fileTooLarge?: boolean;
  tooManyFiles?: boolean;
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

/** What a form's reader says when it refuses: more files than the form takes, a text field over its length. */
export type UploadMessages = { tooMany: string; fieldTooLong: string };

const REPORT_UPLOAD_MESSAGES: UploadMessages = {
  tooMany: REPORT_MESSAGES.oneFileOnly,
  fieldTooLong: REPORT_MESSAGES.tooLong(REPORT_LIMITS.section),
};

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
  const upload = await readUploads(request, openFile, {
    limits: REPORT_MULTIPART_LIMITS,
    maxFiles: 1,
    messages: REPORT_UPLOAD_MESSAGES,
    goOnAfterLimit,
  });
  // The parser's own limit refuses a second file first (REPORT_MULTIPART_LIMITS.files).
  if (upload.tooManyFiles) throw new AppError('VALIDATION_FAILED', REPORT_UPLOAD_MESSAGES.tooMany);
  const file = upload.files[0] ?? null;
  return upload.fileTooLarge
    ? { fields: upload.fields, file, fileTooLarge: true }
    : { fields: upload.fields, file };
}

/**
 * Reads a form with up to `maxFiles` files in the field `files` from the multipart stream, each file's bytes
 * to the sink `openFile` gives as they arrive (never held whole in plain form), each at most `limits.fileSize`,
 * enforced while streaming. One file more than allowed, or a file over the limit, is refused (400, 413) and nothing
 * is kept; with `goOnAfterLimit` (a plain HTML form, whose page comes back with what was typed) the reader instead
 * drops the rest of the files as they arrive, reads the fields on, keeps no file, and says why (`fileTooLarge`,
 * `tooManyFiles`). The parser must be registered with `throwFileSizeLimit: false` for that.
 */
export async function readUploads<T>(
  request: FastifyRequest,
  openFile: () => Promise<FileSink<T>>,
  o: {
    /** The parser's bounds: `files` above `maxFiles` when a plain form is to come back with its fields. */
    limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
    maxFiles: number;
    messages: UploadMessages;
    goOnAfterLimit?: boolean;
  },
): Promise<Uploads<T>> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED');
  const fields: Record<string, string> = {};
  const files: ArrivedUpload<T>[] = [];
  // Every sink opened, so that a refusal frees them all.
  const sinks: FileSink<T>[] = [];
  let fileTooLarge = false;
  let tooManyFiles = false;
  const refused = () => fileTooLarge || tooManyFiles;
  try {
    for await (const part of request.parts({ limits: o.limits })) {
      if (part.type !== 'file') {
        // A plain form's over-long text comes back cut, for its own check to say so (its length), never lost.
        if (part.valueTruncated && !o.goOnAfterLimit)
          throw new AppError('VALIDATION_FAILED', o.messages.fieldTooLong);
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        // A file under another name comes from no form of ours: the request's shape is wrong, not the file count.
        part.file.resume();
        throw new AppError('VALIDATION_FAILED');
      }
      if ((files.length >= o.maxFiles || refused()) && !o.goOnAfterLimit) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', o.messages.tooMany);
      }
      if (files.length >= o.maxFiles || refused()) {
        // A plain form refused already, or one file too many: dropped as it arrives (a nameless empty part is the
        // form's empty file input, not a file).
        let bytes = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) bytes += chunk.length;
        if (bytes > 0 || part.filename) tooManyFiles ||= files.length >= o.maxFiles && !fileTooLarge;
        continue;
      }
      let sink: FileSink<T> | null = null;
      const head: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (!sink) {
          sink = await ours(openFile());
          sinks.push(sink);
        }
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
        size += chunk.length;
        await ours(sink.write(chunk));
      }
      if (part.file.truncated) {
        if (!o.goOnAfterLimit) throw new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.fileTooLarge);
        // Nothing of it is kept: the spool goes now, and the rest of the file was dropped as it arrived.
        await sink?.discard();
        fileTooLarge = true;
        continue;
      }
      // A form with an empty file input sends a nameless empty part: that is "no attachment".
      if (!sink && !part.filename) continue;
      if (!sink) {
        sink = await ours(openFile());
        sinks.push(sink);
      }
      files.push({
        // A file part may come with no file name at all (typed as a string, it is then undefined): an empty name,
        // which the type check refuses like any unknown type.
        filename: (part.filename as string | undefined) ?? '',
        head: Buffer.concat(head),
        size,
        stored: await ours(sink.end()),
      });
    }
  } catch (err) {
    await Promise.all(sinks.map((s) => s.discard()));
    // A plain form with more files than the parser reads at all (a phone's picker makes that easy) comes back with
    // the fields read so far, its text first in the form, and says why, like one file too many.
    const code = (err as { code?: string } | null)?.code;
    if (o.goOnAfterLimit && (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'))
      return { fields, files: [], tooManyFiles: true };
    throw toUploadError(err, o.messages);
  }
  if (!refused()) return { fields, files };
  await Promise.all(sinks.map((s) => s.discard()));
  return { fields, files: [], ...(fileTooLarge ? { fileTooLarge } : { tooManyFiles }) };
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
function toUploadError(err: unknown, messages: UploadMessages): unknown {
  if (err instanceof SinkFailure) return err.error;
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION_FAILED', messages.tooMany);
  return new AppError('VALIDATION_FAILED');
}

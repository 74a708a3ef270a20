import { COMMENT_FILE_LIMITS, COMMENT_FILE_MESSAGES, COMMENT_MESSAGES, positiveId } from '@audit/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { reserveAttachmentId } from '../../data/attachments.repository.ts';
import { reserveCommentId } from '../../data/comments.repository.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { type ArrivedUpload, type FileSink, readUploads } from '../attachments/read-upload.ts';
import { openSealedUpload, type SealedUpload } from '../attachments/sealed-upload.ts';

// Issue 31: a comment or a reply with files. The files arrive like the report's own (read-upload.ts): streamed,
// each bounded while it arrives, encrypted on the way for the row it will be (its report, the comment drawn for it,
// its own id) into an upload spool, never held whole in plain form.

/** A comment's file as it arrived, encrypted for its attachment id. */
export type CommentFile = ArrivedUpload<SealedUpload & { attachmentId: number }>;

/** The files that came with a comment: encrypted for the comment id drawn for them, which the comment then takes. */
export type CommentFiles = { commentId: number; files: CommentFile[] };

/**
 * The multipart parser's bounds for a comment: ten files at most reach the reader, which keeps COMMENT_FILE_LIMITS'
 * three (a plain form with more comes back with its text and a message, not an error page), 10 MB each.
 */
export const COMMENT_MULTIPART_LIMITS = {
  fileSize: COMMENT_FILE_LIMITS.bytes,
  files: 10,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 24,
} as const;

/** A comment form as it arrived: its text fields and files (null: none came, or none was kept). */
export type CommentUpload = {
  fields: Record<string, string>;
  files: CommentFiles | null;
  /** Why no file was kept (only when the reader was asked to go on after a file it refused). */
  fileTooLarge?: boolean;
  tooManyFiles?: boolean;
};

/**
 * Where a comment's files go as they arrive: the comment's id is drawn at the first file (a comment without files
 * draws its own when written), each file's id at its start (unused ids are gaps, as after any rolled-back insert).
 */
function commentFileSink(deps: AppDeps, postId: number) {
  let commentId: number | null = null;
  const open = async (): Promise<FileSink<SealedUpload & { attachmentId: number }>> => {
    commentId ??= await reserveCommentId(deps.db);
    const attachmentId = await reserveAttachmentId(deps.db);
    const sink = await openSealedUpload(deps, BIND.fileData(postId, attachmentId, commentId));
    return { ...sink, end: async () => ({ ...(await sink.end()), attachmentId }) };
  };
  return { open, commentId: () => commentId };
}

/**
 * Reads a comment with its files for the report `postId` from the multipart stream. Too many files (400) or one
 * over 10 MB (413) is refused and nothing is kept; with `goOnAfterLimit` (the plain form of /inquirypage) the
 * fields are read on and the refusal is said in `fileTooLarge` or `tooManyFiles` instead.
 */
export async function readCommentUpload(
  deps: AppDeps,
  request: FastifyRequest,
  postId: number,
  { goOnAfterLimit = false }: { goOnAfterLimit?: boolean } = {},
): Promise<CommentUpload> {
  const sink = commentFileSink(deps, postId);
  const upload = await readUploads(request, sink.open, {
    limits: COMMENT_MULTIPART_LIMITS,
    maxFiles: COMMENT_FILE_LIMITS.perComment,
    messages: { tooMany: COMMENT_FILE_MESSAGES.tooMany, fieldTooLong: COMMENT_MESSAGES.tooLong },
    goOnAfterLimit,
  });
  const commentId = sink.commentId();
  const files = upload.files.length > 0 && commentId !== null ? { commentId, files: upload.files } : null;
  return { ...upload, files };
}

/** Frees the spools of a comment's files (once written, or when the comment was refused). */
export async function discardCommentFiles(files: CommentFiles | null | undefined): Promise<void> {
  await Promise.all((files?.files ?? []).map((f) => f.stored.discard()));
}

const arrived = new WeakMap<FastifyRequest, CommentFiles>();

/**
 * The API's comment routes take JSON or multipart/form-data (issue 31). A multipart comment is read here, before
 * validation (preValidation: the caller is known by then, onRequest): its text fields become the body the contract's
 * schema checks like a JSON body, its files wait encrypted for the handler, which frees them when done (withCommentFiles), or
 * are freed with the answer when no handler ran (freeCommentFiles). A path without a valid report id is left to the validation's 400.
 */
export function readMultipartComment(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const postId = positiveId.safeParse((request.params as { postId?: unknown }).postId);
    if (!postId.success) return;
    const upload = await readCommentUpload(deps, request, postId.data);
    const { content, postId: inBody, kind } = upload.fields;
    // The reply's kind (reply-kinds.ts) comes as a field like the text; the schema refuses an unknown one.
    request.body = {
      ...(content !== undefined ? { content } : {}),
      ...(inBody ? { postId: inBody } : {}),
      ...(kind ? { kind } : {}),
    };
    if (upload.files) arrived.set(request, upload.files);
  };
}

/**
 * Runs the handler's `work` with the files that came with the request's comment (null: none), taken from the request,
 * and frees their spools when it is done, whatever became of it (written files are in the database by then): also
 * when the client has gone away meanwhile, when no response is sent and onResponse never runs.
 */
export async function withCommentFiles<R>(
  request: FastifyRequest,
  work: (files: CommentFiles | null) => Promise<R>,
): Promise<R> {
  const files = arrived.get(request) ?? null;
  arrived.delete(request);
  try {
    return await work(files);
  } finally {
    await discardCommentFiles(files);
  }
}

/** onResponse: files no handler took (the body was refused before it ran) are freed with the answer. */
export async function freeCommentFiles(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const files = arrived.get(request);
  arrived.delete(request);
  await discardCommentFiles(files);
}

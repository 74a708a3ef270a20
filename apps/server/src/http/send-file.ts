import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file to send: its name (shown to the person saving it), content type and bytes (or a stream of them). */
export type FileDownload = { filename: string; contentType: string; data: Buffer | Readable };

/**
 * Answers with a file: always as an attachment (never shown inline, so an uploaded HTML or SVG cannot run in
 * our origin), never cached, with the real (Korean) name in RFC 5987 form and an ASCII fallback.
 */
export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('cache-control', 'no-store')
    .type(file.contentType)
    .send(file.data);
}

export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The before and after of a change to an encrypted text of a report (a comment, a note) as the audit trail keeps
 * them: the ciphertexts in base64 with the report's id, never the text. The trail is read by system admins, who need
 * not see reports; the text is read back, when it must be, with the row's binding. `before` is null for a new text.
 * Answers [before, after], as `audit()` takes them.
 */
export function sealedTextChange(postId: number, before: Buffer | null, after: Buffer) {
  const side = (contentEnc: Buffer) => ({ postId, contentEnc: contentEnc.toString('base64') });
  return [before && side(before), side(after)] as const;
}

import type { AppDeps } from '../../app-deps.ts';
import type { Slices } from '../../data/attachments.repository.ts';
import type { Binding } from '../../security/cipher-bindings.ts';
import type { FileSink } from './read-upload.ts';
import { openUploadSpool } from './upload-spool.ts';

/**
 * An uploaded file, encrypted as it arrived for the row it will be written as, waiting in its spool. `slices` gives
 * its ciphertext under the key current when it is called: after a key rotation switched keys while the file
 * arrived, the spool is re-encrypted in place first (CipherStream.rekey). `discard` frees the spool.
 */
export type SealedUpload = { slices: Slices; discard: () => Promise<void> };

/**
 * Where a file goes as it arrives: its bytes are encrypted for `binding` (the attachment row's, drawn before the
 * first byte) into an upload spool (a temporary file without a name), so an upload does not hold its file in memory
 * (bench/README.md, finding 31). The report's file (reports/submit-report.ts) and a comment's files
 * (comments/comment-files.ts) both arrive this way.
 */
export async function openSealedUpload(deps: AppDeps, binding: Binding): Promise<FileSink<SealedUpload>> {
  let stream = deps.cipher.encryptStream(binding);
  const spool = await openUploadSpool(deps.config.dataDir);
  return {
    write: async (chunk) => spool.append(stream.update(chunk)),
    end: async () => {
      let header = stream.final();
      return {
        slices: async function* (size) {
          for (let rekey = stream.rekey(); rekey; rekey = stream.rekey()) {
            await spool.rewrite(rekey.update);
            header = rekey.final();
            stream = rekey;
          }
          yield* spool.slices(header, size);
        },
        discard: spool.close,
      };
    },
    discard: spool.close,
  };
}

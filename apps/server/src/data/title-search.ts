import { receiptHashes } from '../security/access-grant.ts';
import type { KeywordMatch } from './list-shape.ts';
import { postsWithoutSearchTerms, setSearchTerms } from './posts.repository.ts';
import type { Db } from '../db/types.ts';
import { BIND } from '../security/cipher-bindings.ts';
import type { Cipher } from '../security/crypto.ts';
import { keywordPieces, searchTerms, titlePieces } from '../security/search-terms.ts';
import { normalizeReceiptNumber } from '../security/receipt-number.ts';
import { caseNumberOf } from '../security/case-number.ts';

/** A title's blind-index terms under the current key (written with the report, and again by a key rotation). */
export function titleSearchTerms(cipher: Cipher, title: string): number[] {
  return searchTerms(cipher.lookupHash, titlePieces(title));
}

/**
 * What a keyword looks for: titles holding its pieces (under every key of the ring: during a key rotation a title may
 * still be indexed under the old one) or, when it is digits, the report of that whole receipt number (a receipt is
 * shown as 1234-5678-...; spaces and hyphens are ignored): receipt numbers are stored only as keyed hashes (issue 30),
 * so a part of one finds nothing; or, when it reads as one, the report of that case number (case, spaces and the
 * hyphen ignored; whole, like a receipt number).
 */
export function keywordMatch(cipher: Cipher, keyword: string): KeywordMatch {
  const pieces = keywordPieces(keyword);
  const digits = normalizeReceiptNumber(keyword);
  return {
    termSets: pieces.length === 0 ? [] : cipher.lookupHashers().map((hash) => searchTerms(hash, pieces)),
    receiptHashes: /^\d+$/.test(digits) ? receiptHashes(cipher, digits) : null,
    caseNumber: caseNumberOf(keyword),
  };
}

/**
 * Indexes the titles of reports written before the blind index existed (or restored from a backup, which leaves
 * the index out): run at start, before the site answers, in batches. Answers how many were indexed.
 */
export async function indexUnindexedTitles(db: Db, cipher: Cipher): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await postsWithoutSearchTerms(db, 500);
    if (batch.length === 0) return done;
    await db.transaction().execute(async (trx) => {
      for (const p of batch)
        await setSearchTerms(
          trx,
          p.id,
          titleSearchTerms(cipher, cipher.decryptText(p.title_enc, BIND.title(p.id))),
        );
    });
    done += batch.length;
  }
}

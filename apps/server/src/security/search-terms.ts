/**
 * The blind index of report titles (docs/security.md, "Keyword search"). Titles are encrypted, so keyword search
 * cannot read them; instead each title is stored with keyed hashes of its pieces, and a keyword becomes the hashes of
 * its own pieces, which the database finds with an index (GIN over an int array).
 *
 * Text is normalised first (NFKC, lower case, letters and digits only: "금품 수수" and "금품수수!" are one text), then cut
 * into its single characters and its pairs of neighbouring characters. A keyword of one character looks for that
 * character; a longer one for every pair it holds. So a title matches when it holds every pair of the keyword,
 * ignoring spaces and punctuation (in rare cases, pairs that stand apart in the title match too).
 *
 * A term is a keyed hash (HMAC-SHA256 under a key derived from the master key, see crypto.ts `lookupHash`) cut to 32
 * bits: without the key nobody can compute the term of a guess, yet equal pieces give equal terms, so the index tells
 * which titles share a piece (see security.md for what that reveals).
 */

const PURPOSE = 'title-search';

/** Letters and digits of a text, normalised, as single characters (code points). */
function characters(text: string): string[] {
  return [...text.normalize('NFKC').toLowerCase()].filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/** The pieces a title is indexed by: every character and every pair of neighbours, each once. */
export function titlePieces(title: string): string[] {
  const chars = characters(title);
  const pieces = new Set<string>();
  chars.forEach((c, i) => {
    pieces.add(`1:${c}`);
    const next = chars[i + 1];
    if (next !== undefined) pieces.add(`2:${c}${next}`);
  });
  return [...pieces];
}

/** The pieces a keyword is looked for by: its one character, or every pair of neighbours it holds. */
export function keywordPieces(keyword: string): string[] {
  const chars = characters(keyword);
  if (chars.length === 1) return [`1:${chars[0]}`];
  const pieces = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pieces.add(`2:${chars[i]}${chars[i + 1]}`);
  return [...pieces];
}

type Hasher = (purpose: string, value: string) => Buffer;

/** The terms (32-bit integers) of pieces under one key's lookup hash. */
export function searchTerms(lookupHash: Hasher, pieces: string[]): number[] {
  return pieces.map((p) => lookupHash(PURPOSE, p).readInt32BE(0));
}

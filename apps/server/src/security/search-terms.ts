/**
 * The blind index of report titles (docs/security.md, "Keyword search"). Titles are encrypted, so keyword search
 * cannot read them; instead each title is stored with keyed hashes of its pieces, and a keyword becomes the hashes of
 * its own pieces, which the database finds with an index (GIN over an int array).
 *
 * Text is normalised first (NFKC, lower case, letters and digits only: "금품 수수" and "금품수수!" are one text), then cut
 * into its single characters, its pairs and its triples of neighbouring characters. A keyword of one character looks
 * for that character, one of two for its pair, a longer one for every triple it holds (triples are rarer than pairs,
 * so the index has fewer reports to intersect). So a title matches when it holds the keyword's pieces, ignoring
 * spaces and punctuation (in rare cases, pieces that stand apart in the title match too).
 *
 * Changing the pieces changes every title's terms: ship it with a migration that sets posts.search_terms to null, so
 * that the next start indexes every title again (features/reports/title-search.ts).
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

/** Every run of `n` neighbouring characters, tagged with its length. */
function runs(chars: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= chars.length; i++) out.push(`${n}:${chars.slice(i, i + n).join('')}`);
  return out;
}

/** The pieces a title is indexed by: every character, pair and triple of neighbours, each once. */
export function titlePieces(title: string): string[] {
  const chars = characters(title);
  return [...new Set([...runs(chars, 1), ...runs(chars, 2), ...runs(chars, 3)])];
}

/** The pieces a keyword is looked for by: its one character, its pair, or every triple of neighbours it holds. */
export function keywordPieces(keyword: string): string[] {
  const chars = characters(keyword);
  return chars.length === 0 ? [] : [...new Set(runs(chars, Math.min(chars.length, 3)))];
}

type Hasher = (purpose: string, value: string) => Buffer;

/** The terms (32-bit integers) of pieces under one key's lookup hash. */
export function searchTerms(lookupHash: Hasher, pieces: string[]): number[] {
  return pieces.map((p) => lookupHash(PURPOSE, p).readInt32BE(0));
}

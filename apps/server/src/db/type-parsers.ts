/**
 * One set of result parsers for both engines, so features see the same JavaScript types: int8 and count(*)
 * as numbers (ids and counts stay far below 2^53), bytea as Buffer, timestamps as Date.
 */
export const PG_OID = { bytea: 17, int8: 20, numeric: 1700 } as const;

export function parseBytea(text: string): Buffer {
  // Postgres sends bytea in hex output format: "\x" followed by hex digits.
  return text.startsWith('\\x') ? Buffer.from(text.slice(2), 'hex') : Buffer.from(text, 'binary');
}

export const sharedParsers: Record<number, (value: string) => unknown> = {
  [PG_OID.int8]: (v) => Number(v),
  [PG_OID.numeric]: (v) => Number(v),
  [PG_OID.bytea]: parseBytea,
};

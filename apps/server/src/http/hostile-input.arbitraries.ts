import fc from 'fast-check';

// Generators of hostile requests for hostile-input.test.ts: what a fuzzer or an attacker sends instead of what
// the web app sends. Each draws one part of a request; the test combines them for every route.

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const NASTY = [
  '\u0000',
  '\ud800',
  '\udfff',
  ...BIDI,
  '../',
  '..\\',
  '%00',
  '%',
  '%E0%A4%A',
  '\r\n',
  '"',
  "'",
  '<script>',
  '=cmd|',
  '\ufeff',
  '한글',
  '𝕏',
];

/** Strings with control, bidi and lone-surrogate characters, traversal and encoding debris mixed in. */
export const nastyString = fc
  .array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...NASTY)), { maxLength: 8 })
  .map((parts) => parts.join(''));

/** Very long strings (up to about 300 KB) of one repeated piece. */
export const longString = fc
  .tuple(fc.constantFrom('가', 'a', '\u0000', '𝕏', '<'), fc.integer({ min: 1_000, max: 300_000 }))
  .map(([piece, n]) => piece.repeat(n));

/** A value of any JSON type, or of the wrong type for any field. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2 ** 31, -1, 0, Number.MAX_SAFE_INTEGER, 1e308),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** Field names the contracts use, and some they do not. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'loginId',
    'password',
    'timestamp',
    'content',
    'postId',
    'name',
    'description',
    'status',
    'url',
    'orderSeq',
    'groupId',
    'menu_id',
    'user_group_id',
    'companyName',
    'email',
    'token',
    'code',
    'signinToken',
    'currentPassword',
    '__proto__',
    'constructor',
  ),
  nastyString,
);

/** A JSON body: an object of known and unknown fields with values of any type, or a bare value. */
export const jsonBody = fc.oneof(
  fc.dictionary(fieldName, anyValue, { maxKeys: 8 }),
  anyValue,
  fc.jsonValue({ maxDepth: 4 }),
);

/** Raw bodies that are not what their content type says. */
export const rawBody = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
  // Invalid UTF-8: lone continuation bytes, truncated sequences, overlong encodings.
  fc
    .array(fc.constantFrom([0x80], [0xc0, 0xaf], [0xe0, 0x80], [0xff], [0xed, 0xa0, 0x80], [0x7b, 0x22]), {
      maxLength: 20,
    })
    .map((chunks) => Buffer.from(chunks.flat())),
  fc.integer({ min: 2_000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 2_000, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('{', '{"a":1,"a":2}', '{"__proto__":{"x":1}}', 'null', '', '\ufeff{}', '{"a":"\\ud800"}'),
  longString.map((s) => JSON.stringify({ title: s, content: s, loginId: s })),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
);

/** A query string with duplicate keys, arrays, broken percent-encoding and huge values. */
export const rawQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'page',
          'size',
          'sort',
          'keyword',
          'companyType',
          'postStatus',
          'token',
          'page[]',
          'a[b]',
        ),
        nastyString,
      ),
      fc.oneof(
        nastyString,
        fc.constantFrom('%', '%zz', '%E0%A4%A', '-1', '99999999999', '1e9', ''),
        longString,
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&'));

/** Percent-encodes what would break the URL itself, but keeps stray % signs as they are. */
function encodeLoosely(s: string): string {
  return s.slice(0, 3_000).replace(/[^\w%.~-]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as its (invalid) UTF-8 bytes
    }
  });
}

/** A value for a path parameter: ids out of range, negative, text, traversal, encoded slashes. */
export const pathSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e3',
    '%2e%2e',
    '..%2F..',
    '%00',
    'NaN',
  ),
  fc.integer({ min: 1, max: 50 }).map(String),
  nastyString.map((s) => encodeLoosely(s) || 'x'),
);

/** A file name an attacker would try: traversal, NUL, bidi tricks, device names, very long. */
const fileName = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    'invoice\u202etxt.exe',
    'a\u0000.pdf',
    'CON.pdf',
    '.pdf',
    '',
    ' ',
    '"quoted".pdf',
    'x;y=z.pdf',
  ),
  fc.integer({ min: 250, max: 2_000 }).map((n) => `${'가'.repeat(n)}.pdf`),
  nastyString.map((s) => `${s}.pdf`),
);

/** A multipart body with the report fields in any order, duplicated, missing, and odd files. */
export const multipartBody = fc
  .record({
    boundary: fc.constantFrom('x', 'boundary-1', '----a', 'b'.repeat(80)),
    declared: fc.boolean(),
    fields: fc.array(fc.tuple(fieldName, fc.oneof(nastyString, longString)), { maxLength: 8 }),
    files: fc.array(
      fc.tuple(fc.constantFrom('files', 'file', 'title'), fileName, fc.uint8Array({ maxLength: 64 })),
      { maxLength: 3 },
    ),
    terminated: fc.boolean(),
  })
  .map(({ boundary, declared, fields, files, terminated }) => {
    const parts = [
      ...fields.map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      ...files.map(
        ([name, file, bytes]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: application/pdf\r\n\r\n${Buffer.from(bytes).toString('latin1')}\r\n`,
      ),
    ];
    return {
      contentType: `multipart/form-data; boundary=${declared ? boundary : 'other'}`,
      payload: Buffer.from(parts.join('') + (terminated ? `--${boundary}--\r\n` : ''), 'utf8'),
    };
  });

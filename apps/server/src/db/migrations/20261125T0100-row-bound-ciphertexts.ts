import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

// Ciphertexts were bound to their column only (format 1); from here on to their column and row (format 2), so a
// value copied into another row no longer decrypts. Every stored value is re-encrypted in the migration's one
// transaction, which needs the master key. Frozen in time: the formats and labels are written out here, not
// imported. Values kept inside audit-trail rows (a comment's text before and after an edit) stay as they were:
// the trail refuses updates by design, and the application never decrypts them.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;
type Row = { id: number | string; post_id?: number | string } & Record<string, unknown>;

const HEADER = 1 + 4 + 12 + 16;
const ID_TABLES = ['posts', 'attachments', 'comments', 'mail_outbox'];

/** Each encrypted column with its table, the row it belongs to, and how many rows to hold in memory at once. */
const COLUMNS: { table: string; column: string; label: string; batch: number; row: (r: Row) => string }[] = [
  { table: 'posts', column: 'title_enc', label: 'posts.title', batch: 500, row: (r) => `post:${r.id}` },
  { table: 'posts', column: 'content_enc', label: 'posts.content', batch: 200, row: (r) => `post:${r.id}` },
  ...(['name', 'phone', 'email'] as const).map((f) => ({
    table: 'reporter_identities',
    column: `${f}_enc`,
    label: `reporter_identities.${f}`,
    batch: 500,
    row: (r: Row) => `post:${r.post_id}`,
  })),
  ...(['filename', 'data'] as const).map((f) => ({
    table: 'attachments',
    column: f === 'data' ? 'data_enc' : 'filename_enc',
    label: `attachments.${f}`,
    batch: f === 'data' ? 8 : 500,
    row: (r: Row) => `post:${r.post_id}/attachment:${r.id}`,
  })),
  {
    table: 'comments',
    column: 'content_enc',
    label: 'comments.content',
    batch: 500,
    row: (r) => `post:${r.post_id}/comment:${r.id}`,
  },
  {
    table: 'mail_outbox',
    column: 'body_enc',
    label: 'mail_outbox.body',
    batch: 500,
    row: (r) => `mail:${r.id}`,
  },
];

const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('audit-key-id:').update(key).digest().subarray(0, 4);

function open(blob: Buffer, key: Buffer, aad: string): Buffer {
  if (!keyIdOf(key).equals(blob.subarray(1, 5))) {
    throw new Error('a stored value was encrypted under another master key than the one configured');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(5, 17));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(blob.subarray(17, HEADER));
  return Buffer.concat([decipher.update(blob.subarray(HEADER)), decipher.final()]);
}

function seal(plain: Buffer, key: Buffer, version: number, aad: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.of(version), keyIdOf(key), iv, cipher.getAuthTag(), data]);
}

const aadOf = (version: number, label: string, row: string) => (version === 1 ? label : `${label}|${row}`);

/** Re-encrypts every value of format `from` into format `to`, a batch of rows at a time (keyset by id). */
async function reencrypt(db: AnyDb, key: Buffer | undefined, from: number, to: number): Promise<void> {
  for (const c of COLUMNS) {
    const keyColumn = c.table === 'reporter_identities' ? 'post_id' : 'id';
    const postColumn = c.table === 'attachments' || c.table === 'comments' ? 'post_id' : keyColumn;
    let after = 0;
    for (;;) {
      const { rows } =
        await sql<Row>`select ${sql.ref(keyColumn)} as id, ${sql.ref(postColumn)} as post_id, ${sql.ref(c.column)} as blob from ${sql.table(c.table)}
        where ${sql.ref(keyColumn)} > ${after} order by ${sql.ref(keyColumn)} limit ${c.batch}`.execute(db);
      if (rows.length === 0) break;
      for (const r of rows) {
        const blob = r.blob as Buffer | Uint8Array | null;
        if (!blob || blob[0] !== from) continue;
        if (!key) throw new Error('stored values must be re-encrypted: start with the master key configured');
        const row = c.row(r);
        const plain = open(Buffer.from(blob), key, aadOf(from, c.label, row));
        const next = seal(plain, key, to, aadOf(to, c.label, row));
        await sql`update ${sql.table(c.table)} set ${sql.ref(c.column)} = ${next}
          where ${sql.ref(keyColumn)} = ${r.id}`.execute(db);
      }
      after = Number(rows[rows.length - 1]?.id);
    }
  }
}

/** The migration, given the master key (absent only where there is nothing to re-encrypt, as in a new database). */
export function rowBoundCiphertexts(masterKey: Buffer | undefined): Migration {
  return {
    async up(db: AnyDb) {
      // Ids are drawn before a row is written, so its values can be encrypted for it; the row then takes that id.
      for (const t of ID_TABLES) {
        await sql`alter table ${sql.table(t)} alter column id set generated by default`.execute(db);
      }
      await reencrypt(db, masterKey, 1, 2);
    },
    async down(db: AnyDb) {
      await reencrypt(db, masterKey, 2, 1);
      for (const t of ID_TABLES) {
        await sql`alter table ${sql.table(t)} alter column id set generated always`.execute(db);
      }
    },
  };
}
